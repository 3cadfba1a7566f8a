// The llvm dialect in LLVM IR: linkage, visibility, unnamed_addr,
// calling conventions and attributes of functions and globals,
// initializers, the constructor lists, and one instruction per op, as
// mlir-translate-19 makes them (it prints the same for the llvm-only part
// before "Calls between the dialects").
// RUN: asyncc -S -emit-llvm -disable-llvm-passes %s -o - | FileCheck %s

// CHECK: %named = type { i32, ptr }
// CHECK: @plain = global i32 7
// CHECK: @str = private constant [6 x i8] c"hello\00"
// CHECK: @pi = weak_odr hidden unnamed_addr constant double 3.250000e+00, section ".rodata", align 16
// CHECK: @tl = internal thread_local global i64 0
// CHECK: @space1 = linkonce local_unnamed_addr addrspace(1) global i16 7
// CHECK: @decl = external global ptr
// CHECK: @undef_init = internal global i32 undef
// CHECK: @init = internal global { i32, ptr } { i32 1, ptr @plain }
// CHECK: @named_init = internal global %named zeroinitializer
// CHECK: @llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 200, ptr @ctor, ptr null }, { i32, ptr, ptr } { i32 100, ptr @ctor, ptr null }]
// An empty list is left out, as mlir-translate-19 does.
// CHECK-NOT: @llvm.global_dtors
llvm.mlir.global external @plain(7 : i32) : i32
llvm.mlir.global private constant @str("hello\00")
llvm.mlir.global weak_odr hidden unnamed_addr constant @pi(3.25 : f64) {alignment = 16 : i64, section = ".rodata"} : f64
llvm.mlir.global internal thread_local @tl(0 : i64) : i64
llvm.mlir.global linkonce local_unnamed_addr @space1(7 : i16) {addr_space = 1 : i32} : i16
llvm.mlir.global external @decl() : !llvm.ptr
llvm.mlir.global internal @undef_init() : i32
llvm.mlir.global internal @init() : !llvm.struct<(i32, ptr)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
  %1 = llvm.mlir.constant(1 : i32) : i32
  %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, ptr)>
  %3 = llvm.mlir.addressof @plain : !llvm.ptr
  %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(i32, ptr)>
  llvm.return %4 : !llvm.struct<(i32, ptr)>
}
llvm.mlir.global internal @named_init() : !llvm.struct<"named", (i32, ptr)> {
  %0 = llvm.mlir.zero : !llvm.struct<"named", (i32, ptr)>
  llvm.return %0 : !llvm.struct<"named", (i32, ptr)>
}
llvm.mlir.global_ctors {ctors = [@ctor, @ctor], priorities = [200 : i32, 100 : i32]}
llvm.mlir.global_dtors {dtors = [], priorities = []}

// CHECK-LABEL: declare i32 @printf(ptr noundef, ...)
// CHECK-LABEL: declare extern_weak i64 @weak_decl(i64)
llvm.func @printf(!llvm.ptr {llvm.noundef}, ...) -> i32
llvm.func extern_weak @weak_decl(i64) -> i64

// CHECK-LABEL: define internal fastcc zeroext i8 @fast(i8 signext %0)
llvm.func internal fastcc @fast(%a: i8 {llvm.signext}) -> (i8 {llvm.zeroext}) {
  llvm.return %a : i8
}

// CHECK-LABEL: define private hidden void @ctor() unnamed_addr
llvm.func private hidden unnamed_addr @ctor() attributes {no_inline, passthrough = ["nounwind"]} {
  llvm.return
}

// CHECK-LABEL: define i32 @ops(i32 %0, i64 %1, ptr %2, i1 %3)
llvm.func @ops(%i: i32, %j: i64, %p: !llvm.ptr, %c: i1) -> i32 {
  // CHECK: add nuw nsw i32 %0, %0
  %0 = llvm.add %i, %i overflow<nsw, nuw> : i32
  // CHECK: icmp uge ptr %2, %2
  %1 = llvm.icmp "uge" %p, %p : !llvm.ptr
  // CHECK: %[[A:.*]] = alloca %named, i32 %0, align 16
  %2 = llvm.alloca %i x !llvm.struct<"named", (i32, ptr)> {alignment = 16 : i64} : (i32) -> !llvm.ptr
  // CHECK: load atomic volatile i32, ptr %2 syncscope("singlethread") monotonic, align 4
  %3 = llvm.load volatile %p atomic syncscope("singlethread") monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
  // CHECK: store atomic i32 %0, ptr %2 seq_cst, align 4
  llvm.store %i, %p atomic seq_cst {alignment = 4 : i64} : i32, !llvm.ptr
  // CHECK: getelementptr inbounds { i32, [2 x [4 x i8]] }, ptr %2, i64 %1, i32 1, i32 %0, i32 0
  %4 = llvm.getelementptr inbounds %p[%j, 1, %i, 0] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.struct<(i32, array<2 x array<4 x i8>>)>
  // CHECK: call i32 (ptr, ...) @printf(ptr %2, i32 %0)
  %5 = llvm.call @printf(%p, %i) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  // CHECK: tail call i64 @weak_decl(i64 %1)
  %6 = llvm.call tail @weak_decl(%j) : (i64) -> i64
  // CHECK: call fastcc i8 @fast(i8 1)
  %c1 = llvm.mlir.constant(1 : i8) : i8
  %7 = llvm.call fastcc @fast(%c1) : (i8) -> i8
  // CHECK: call i32 %2(i32 %0)
  %8 = llvm.call %p(%i) : !llvm.ptr, (i32) -> i32
  // CHECK: call void @llvm.memset.p0.i64(ptr %2, i8 1, i64 %1, i1 true)
  "llvm.intr.memset"(%p, %c1, %j) <{isVolatile = true}> : (!llvm.ptr, i8, i64) -> ()
  // CHECK: call i32 @llvm.ctlz.i32(i32 %0, i1 false)
  %9 = "llvm.intr.ctlz"(%i) <{is_zero_poison = false}> : (i32) -> i32
  // CHECK: br i1 %3, label %{{.*}}, label %{{.*}}, !prof ![[W:[0-9]+]]
  llvm.cond_br %c weights([3, 7]), ^bb0a, ^bb0a
^bb0a:
  // CHECK: switch i32 %0, label %[[D:.*]] [
  // CHECK-NEXT: i32 -3, label %[[D]]
  // CHECK-NEXT: i32 7, label %[[B:.*]]
  // CHECK-NEXT: ]
  llvm.switch %i : i32, ^bb1 [
    -3: ^bb1,
    7: ^bb2
  ]
^bb1:
  // CHECK: unreachable
  llvm.unreachable
^bb2:
  llvm.return %9 : i32
}

// Calls between the dialects: func.call of a func.func from an llvm.func,
// its memref made from a descriptor (a func.func's memref is passed as
// the descriptor's fields), and func.call of an llvm.func with variadic
// arguments.
// CHECK-LABEL: define i64 @len(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4)
func.func @len(%m: memref<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?xf32>
  return %d : index
}
// CHECK-LABEL: define i64 @call_len(ptr %0, i64 %1)
// CHECK: call i64 @len(ptr %0, ptr %0, i64 0, i64 %1, i64 1)
llvm.func @call_len(%p: !llvm.ptr, %n: i64) -> i64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %d0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %d1 = llvm.insertvalue %p, %d0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %d2 = llvm.insertvalue %p, %d1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %d3 = llvm.insertvalue %c0, %d2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %d4 = llvm.insertvalue %n, %d3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %d5 = llvm.insertvalue %c1, %d4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %m = builtin.unrealized_conversion_cast %d5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
  %r = func.call @len(%m) : (memref<?xf32>) -> index
  %ri = builtin.unrealized_conversion_cast %r : index to i64
  llvm.return %ri : i64
}
// CHECK-LABEL: define i32 @call_printf(ptr %0, double %1)
// CHECK: call i32 (ptr, ...) @printf(ptr %0, double %1)
func.func @call_printf(%p: !llvm.ptr, %x: f64) -> i32 {
  %r = func.call @printf(%p, %x) : (!llvm.ptr, f64) -> i32
  return %r : i32
}

// CHECK: ![[W]] = !{!"branch_weights", i32 3, i32 7}
