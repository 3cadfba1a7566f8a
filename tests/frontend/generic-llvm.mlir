// The llvm dialect in the generic form: every op of print-llvm.mlir as
// asyncc prints it with -mlir-print-op-generic, read back and printed in
// the custom forms (but for a switch with cases, whose case_values is a
// dense<...> attribute asyncc does not read yet).
// RUN: asyncc --print-ir=input %s | FileCheck %s
"builtin.module"() ({
  "llvm.func"() <{function_type = !llvm.func<void (ptr, ptr<3>, array<4 x i32>, array<2 x array<3 x f16>>, struct<()>, struct<packed (i8, i32)>, struct<(ptr, struct<(bf16, f64)>)>, struct<"named", (i32, ptr)>, struct<"opaque_one", opaque>, array<2 x struct<"named", (i32, ptr)>>)>, sym_name = "types"}> ({
  }) : () -> ()
  "llvm.func"() <{arg_attrs = [{llvm.noundef}], function_type = !llvm.func<i32 (ptr, ...)>, sym_name = "printf"}> ({
  }) : () -> ()
  "llvm.func"() <{function_type = !llvm.func<void (...)>, sym_name = "only_varargs"}> ({
  }) : () -> ()
  "llvm.func"() <{function_type = !llvm.func<i64 (i64)>, linkage = #llvm.linkage<extern_weak>, sym_name = "weak_decl"}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<fastcc>, arg_attrs = [{llvm.signext}], function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<internal>, res_attrs = [{llvm.zeroext}], sym_name = "fast"}> ({
  ^bb0(%arg0: i32):
    "llvm.return"(%arg0) : (i32) -> ()
  }) : () -> ()
  "llvm.func"() <{function_type = !llvm.func<void ()>, linkage = #llvm.linkage<private>, no_inline, passthrough = ["nounwind"], sym_name = "priv", unnamed_addr = 2 : i64, visibility_ = 1 : i64}> ({
    "llvm.return"() : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<coldcc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<linkonce_odr>, sym_name = "odr", unnamed_addr = 1 : i64, visibility_ = 2 : i64}> ({
    "llvm.return"() : () -> ()
  }) : () -> ()
  "llvm.func"() <{function_type = !llvm.func<void ()>, linkage = #llvm.linkage<weak>, sym_name = "attrs", sym_visibility = "private", target_cpu = "x86-64"}> ({
    "llvm.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<external>, sym_name = "plain", value = 0 : i32}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{constant, global_type = !llvm.array<18 x i8>, linkage = #llvm.linkage<private>, sym_name = "str", value = "a\"quoted\" string\0A\00"}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{constant, global_type = !llvm.array<2 x i8>, linkage = #llvm.linkage<internal>, sym_name = "typed_str", value = "xy"}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{alignment = 8 : i64, constant, global_type = f64, linkage = #llvm.linkage<weak_odr>, section = ".rodata", sym_name = "pi", unnamed_addr = 2 : i64, value = 3.1415 : f64, visibility_ = 1 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{global_type = i64, linkage = #llvm.linkage<common>, sym_name = "tl", thread_local_, value = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{global_type = !llvm.ptr, linkage = #llvm.linkage<external>, sym_name = "decl"}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{global_type = !llvm.array<0 x i8>, linkage = #llvm.linkage<appending>, sym_name = "app"}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 1 : i32, global_type = i16, linkage = #llvm.linkage<linkonce>, sym_name = "space1", unnamed_addr = 1 : i64, value = 7 : i16}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{global_type = !llvm.struct<(i32, ptr)>, linkage = #llvm.linkage<internal>, sym_name = "init"}> ({
    %0 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, ptr)>
    %1 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "llvm.insertvalue"(%0, %1) <{position = array<i64: 0>}> : (!llvm.struct<(i32, ptr)>, i32) -> !llvm.struct<(i32, ptr)>
    %3 = "llvm.mlir.addressof"() <{global_name = @plain}> : () -> !llvm.ptr
    %4 = "llvm.insertvalue"(%2, %3) <{position = array<i64: 1>}> : (!llvm.struct<(i32, ptr)>, !llvm.ptr) -> !llvm.struct<(i32, ptr)>
    "llvm.return"(%4) : (!llvm.struct<(i32, ptr)>) -> ()
  }) : () -> ()
  "llvm.mlir.global_ctors"() <{ctors = [@priv], priorities = [65535 : i32]}> : () -> ()
  "llvm.mlir.global_dtors"() <{dtors = [], priorities = []}> : () -> ()
  "llvm.func"() <{function_type = !llvm.func<i32 (i32, i64, f32, f64, ptr, ptr<3>, i1)>, sym_name = "ops"}> ({
  ^bb0(%arg0: i32, %arg1: i64, %arg2: f32, %arg3: f64, %arg4: !llvm.ptr, %arg5: !llvm.ptr<3>, %arg6: i1):
    %0 = "llvm.add"(%arg0, %arg0) <{overflowFlags = #llvm.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %1 = "llvm.sub"(%arg0, %arg0) <{overflowFlags = #llvm.overflow<nuw>}> : (i32, i32) -> i32
    %2 = "llvm.mul"(%arg0, %arg0) : (i32, i32) -> i32
    %3 = "llvm.shl"(%arg0, %arg0) <{overflowFlags = #llvm.overflow<nsw>}> : (i32, i32) -> i32
    %4 = "llvm.fadd"(%arg2, %arg2) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32, f32) -> f32
    %5 = "llvm.fneg"(%arg3) <{fastmathFlags = #llvm.fastmath<nnan, ninf>}> : (f64) -> f64
    %6 = "llvm.icmp"(%arg4, %arg4) <{predicate = 9 : i64}> : (!llvm.ptr, !llvm.ptr) -> i1
    %7 = "llvm.fcmp"(%arg3, %arg3) <{fastmathFlags = #llvm.fastmath<nsz>, predicate = 15 : i64}> : (f64, f64) -> i1
    %8 = "llvm.fcmp"(%arg3, %arg3) <{predicate = 0 : i64}> : (f64, f64) -> i1
    %9 = "llvm.select"(%arg6, %arg4, %arg4) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, !llvm.ptr, !llvm.ptr) -> !llvm.ptr
    %10 = "llvm.addrspacecast"(%arg5) : (!llvm.ptr<3>) -> !llvm.ptr
    %11 = "llvm.mlir.constant"() <{value = -1 : i64}> : () -> i64
    %12 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %13 = "llvm.mlir.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %14 = "llvm.mlir.constant"() <{value = "str"}> : () -> !llvm.array<3 x i8>
    %15 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %16 = "llvm.mlir.poison"() : () -> f16
    %17 = "llvm.mlir.zero"() : () -> !llvm.struct<(i32, array<2 x ptr>)>
    %18 = "llvm.mlir.addressof"() <{global_name = @fast}> : () -> !llvm.ptr
    %19 = "llvm.mlir.addressof"() <{global_name = @space1}> : () -> !llvm.ptr<1>
    %20 = "llvm.alloca"(%arg0) <{alignment = 16 : i64, elem_type = !llvm.struct<"named", (i32, ptr)>, inalloca}> : (i32) -> !llvm.ptr
    %21 = "llvm.load"(%arg4) <{alignment = 4 : i64, ordering = 2 : i64, syncscope = "singlethread", volatile_}> : (!llvm.ptr) -> i32
    %22 = "llvm.load"(%arg4) <{invariant, nontemporal}> : (!llvm.ptr) -> !llvm.ptr
    "llvm.store"(%arg0, %arg4) <{alignment = 4 : i64, ordering = 7 : i64, volatile_}> : (i32, !llvm.ptr) -> ()
    "llvm.store"(%17, %arg4) <{nontemporal}> : (!llvm.struct<(i32, array<2 x ptr>)>, !llvm.ptr) -> ()
    %23 = "llvm.getelementptr"(%arg4, %arg1, %arg0) <{elem_type = !llvm.struct<(i32, array<2 x array<4 x i8>>)>, inbounds, rawConstantIndices = array<i32: -2147483648, 1, -2147483648, 0>}> : (!llvm.ptr, i64, i32) -> !llvm.ptr
    %24 = "llvm.getelementptr"(%arg4) <{elem_type = i8, rawConstantIndices = array<i32: -1>}> : (!llvm.ptr) -> !llvm.ptr
    %25 = "llvm.extractvalue"(%17) <{position = array<i64: 1, 0>}> : (!llvm.struct<(i32, array<2 x ptr>)>) -> !llvm.ptr
    %26 = "llvm.insertvalue"(%17, %arg4) <{position = array<i64: 1, 1>}> : (!llvm.struct<(i32, array<2 x ptr>)>, !llvm.ptr) -> !llvm.struct<(i32, array<2 x ptr>)>
    %27 = "llvm.call"(%arg4, %arg0, %arg3) <{callee = @printf, var_callee_type = !llvm.func<i32 (ptr, ...)>}> : (!llvm.ptr, i32, f64) -> i32
    %28 = "llvm.call"(%arg0) <{CConv = #llvm.cconv<fastcc>, callee = @fast}> : (i32) -> i32
    %29 = "llvm.call"(%arg0) <{TailCallKind = #llvm.tailcallkind<tail>, callee = @fast, fastmathFlags = #llvm.fastmath<none>}> : (i32) -> i32
    "llvm.call"(%18, %arg0) : (!llvm.ptr, i32) -> ()
    %30 = "llvm.call"(%18, %arg0) <{var_callee_type = !llvm.func<i32 (i32, ...)>}> : (!llvm.ptr, i32) -> i32
    "llvm.call"(%arg1) <{callee = @only_varargs, var_callee_type = !llvm.func<void (...)>}> : (i64) -> ()
    %31 = "builtin.unrealized_conversion_cast"(%arg1) : (i64) -> index
    %32:2 = "builtin.unrealized_conversion_cast"(%arg1, %arg0) : (i64, i32) -> (index, f32)
    %33 = "builtin.unrealized_conversion_cast"() : () -> i8
    "llvm.cond_br"(%arg6, %arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb1(%34: i32):
    "llvm.br"()[^bb2] : () -> ()
  ^bb2:
    "llvm.switch"(%arg0, %arg0, %arg1)[^bb3] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 2, 0>}> {note = "no cases"} : (i32, i32, i64) -> ()
  ^bb3(%35: i32, %36: i64):
    "llvm.br"()[^bb4] : () -> ()
  ^bb4:
    "llvm.return"(%35) : (i32) -> ()
  ^bb5:
    "llvm.unreachable"() : () -> ()
  }) : () -> ()
  "llvm.func"() <{function_type = !llvm.func<void (f32, f64, i32, i64, ptr, i1)>, sym_name = "intrinsics"}> ({
  ^bb0(%arg0: f32, %arg1: f64, %arg2: i32, %arg3: i64, %arg4: !llvm.ptr, %arg5: i1):
    %0 = "llvm.intr.sin"(%arg0) : (f32) -> f32
    %1 = "llvm.intr.cos"(%arg1) <{fastmathFlags = #llvm.fastmath<afn>}> : (f64) -> f64
    %2 = "llvm.intr.exp"(%arg1) : (f64) -> f64
    %3 = "llvm.intr.exp2"(%arg1) : (f64) -> f64
    %4 = "llvm.intr.log"(%arg1) : (f64) -> f64
    %5 = "llvm.intr.rint"(%arg1) : (f64) -> f64
    %6 = "llvm.intr.nearbyint"(%arg1) : (f64) -> f64
    %7 = "llvm.intr.roundeven"(%arg1) : (f64) -> f64
    %8 = "llvm.intr.maxnum"(%arg1, %arg1) : (f64, f64) -> f64
    %9 = "llvm.intr.minimum"(%arg0, %arg0) : (f32, f32) -> f32
    %10 = "llvm.intr.llround"(%arg1) : (f64) -> i64
    %11 = "llvm.intr.lrint"(%arg0) : (f32) -> i64
    %12 = "llvm.intr.llrint"(%arg1) : (f64) -> i64
    %13 = "llvm.intr.fshl"(%arg2, %arg2, %arg2) : (i32, i32, i32) -> i32
    %14 = "llvm.intr.ssub.with.overflow"(%arg2, %arg2) : (i32, i32) -> !llvm.struct<(i32, i1)>
    %15 = "llvm.intr.usub.with.overflow"(%arg3, %arg3) : (i64, i64) -> !llvm.struct<(i64, i1)>
    %16 = "llvm.intr.umul.with.overflow"(%arg2, %arg2) : (i32, i32) -> !llvm.struct<(i32, i1)>
    "llvm.intr.memmove"(%arg4, %arg4, %arg3) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.vastart"(%arg4) : (!llvm.ptr) -> ()
    "llvm.intr.vacopy"(%arg4, %arg4) : (!llvm.ptr, !llvm.ptr) -> ()
    "llvm.intr.vaend"(%arg4) : (!llvm.ptr) -> ()
    "llvm.cond_br"(%arg5)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:
    "llvm.intr.debugtrap"() : () -> ()
    "llvm.intr.trap"() : () -> ()
    "llvm.unreachable"() : () -> ()
  ^bb2:
    "llvm.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (!llvm.ptr) -> i32, sym_name = "in_func"}> ({
  ^bb0(%arg0: !llvm.ptr):
    %0 = "llvm.call"(%arg0, %arg0) <{callee = @printf, var_callee_type = !llvm.func<i32 (ptr, ...)>}> : (!llvm.ptr, !llvm.ptr) -> i32
    %1 = "llvm.call"(%0) <{callee = @fast}> : (i32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

// Read back in the custom forms:
// CHECK: module {
// CHECK-NEXT: llvm.func @types(!llvm.ptr, !llvm.ptr<3>, !llvm.array<4 x i32>, !llvm.array<2 x array<3 x f16>>, !llvm.struct<()>, !llvm.struct<packed (i8, i32)>, !llvm.struct<(ptr, struct<(bf16, f64)>)>, !llvm.struct<"named", (i32, ptr)>, !llvm.struct<"opaque_one", opaque>, !llvm.array<2 x struct<"named", (i32, ptr)>>)
// CHECK-NEXT: llvm.func @printf(!llvm.ptr {llvm.noundef}, ...) -> i32
// CHECK-NEXT: llvm.func @only_varargs(...)
// CHECK-NEXT: llvm.func extern_weak @weak_decl(i64) -> i64
// CHECK-NEXT: llvm.func internal fastcc @fast(%arg0: i32 {llvm.signext}) -> (i32 {llvm.zeroext}) {
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func private hidden unnamed_addr @priv() attributes {no_inline, passthrough = ["nounwind"]} {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func linkonce_odr protected local_unnamed_addr coldcc @odr() {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func weak @attrs() attributes {llvm.emit_c_interface, sym_visibility = "private", target_cpu = "x86-64"} {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.mlir.global external @plain(0 : i32) {addr_space = 0 : i32} : i32
// CHECK-NEXT: llvm.mlir.global private constant @str("a\22quoted\22 string\0A\00") {addr_space = 0 : i32}
// CHECK-NEXT: llvm.mlir.global internal constant @typed_str("xy") {addr_space = 0 : i32}
// CHECK-NEXT: llvm.mlir.global weak_odr hidden unnamed_addr constant @pi(3.141500e+00 : f64) {addr_space = 0 : i32, alignment = 8 : i64, section = ".rodata"} : f64
// CHECK-NEXT: llvm.mlir.global common thread_local @tl(0 : i64) {addr_space = 0 : i32} : i64
// CHECK-NEXT: llvm.mlir.global external @decl() {addr_space = 0 : i32} : !llvm.ptr
// CHECK-NEXT: llvm.mlir.global appending @app() {addr_space = 0 : i32} : !llvm.array<0 x i8>
// CHECK-NEXT: llvm.mlir.global linkonce local_unnamed_addr @space1(7 : i16) {addr_space = 1 : i32} : i16
// CHECK-NEXT: llvm.mlir.global internal @init() {addr_space = 0 : i32} : !llvm.struct<(i32, ptr)> {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %3 = llvm.mlir.addressof @plain : !llvm.ptr
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: llvm.return %4 : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.mlir.global_ctors {ctors = [@priv], priorities = [65535 : i32]}
// CHECK-NEXT: llvm.mlir.global_dtors {dtors = [], priorities = []}
// CHECK-NEXT: llvm.func @ops(%arg0: i32, %arg1: i64, %arg2: f32, %arg3: f64, %arg4: !llvm.ptr, %arg5: !llvm.ptr<3>, %arg6: i1) -> i32 {
// CHECK-NEXT: %0 = llvm.add %arg0, %arg0 overflow<nsw, nuw> : i32
// CHECK-NEXT: %1 = llvm.sub %arg0, %arg0 overflow<nuw> : i32
// CHECK-NEXT: %2 = llvm.mul %arg0, %arg0 : i32
// CHECK-NEXT: %3 = llvm.shl %arg0, %arg0 overflow<nsw> : i32
// CHECK-NEXT: %4 = llvm.fadd %arg2, %arg2  {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %5 = llvm.fneg %arg3  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f64
// CHECK-NEXT: %6 = llvm.icmp "uge" %arg4, %arg4 : !llvm.ptr
// CHECK-NEXT: %7 = llvm.fcmp "_true" %arg3, %arg3 {fastmathFlags = #llvm.fastmath<nsz>} : f64
// CHECK-NEXT: %8 = llvm.fcmp "_false" %arg3, %arg3 : f64
// CHECK-NEXT: %9 = llvm.select %arg6, %arg4, %arg4 : i1, !llvm.ptr
// CHECK-NEXT: %10 = llvm.addrspacecast %arg5 : !llvm.ptr<3> to !llvm.ptr
// CHECK-NEXT: %11 = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT: %12 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %13 = llvm.mlir.constant(0x7F800000 : f32) : f32
// CHECK-NEXT: %14 = llvm.mlir.constant("str") : !llvm.array<3 x i8>
// CHECK-NEXT: %15 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %16 = llvm.mlir.poison : f16
// CHECK-NEXT: %17 = llvm.mlir.zero : !llvm.struct<(i32, array<2 x ptr>)>
// CHECK-NEXT: %18 = llvm.mlir.addressof @fast : !llvm.ptr
// CHECK-NEXT: %19 = llvm.mlir.addressof @space1 : !llvm.ptr<1>
// CHECK-NEXT: %20 = llvm.alloca inalloca %arg0 x !llvm.struct<"named", (i32, ptr)> {alignment = 16 : i64} : (i32) -> !llvm.ptr
// CHECK-NEXT: %21 = llvm.load volatile %arg4 atomic syncscope("singlethread") monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT: %22 = llvm.load %arg4 invariant {nontemporal} : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: llvm.store volatile %arg0, %arg4 atomic seq_cst {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT: llvm.store %17, %arg4 {nontemporal} : !llvm.struct<(i32, array<2 x ptr>)>, !llvm.ptr
// CHECK-NEXT: %23 = llvm.getelementptr inbounds %arg4[%arg1, 1, %arg0, 0] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.struct<(i32, array<2 x array<4 x i8>>)>
// CHECK-NEXT: %24 = llvm.getelementptr %arg4[-1] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: %25 = llvm.extractvalue %17[1, 0] : !llvm.struct<(i32, array<2 x ptr>)>
// CHECK-NEXT: %26 = llvm.insertvalue %arg4, %17[1, 1] : !llvm.struct<(i32, array<2 x ptr>)>
// CHECK-NEXT: %27 = llvm.call @printf(%arg4, %arg0, %arg3) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, f64) -> i32
// CHECK-NEXT: %28 = llvm.call fastcc @fast(%arg0) : (i32) -> i32
// CHECK-NEXT: %29 = llvm.call tail @fast(%arg0) : (i32) -> i32
// CHECK-NEXT: llvm.call %18(%arg0) : !llvm.ptr, (i32) -> ()
// CHECK-NEXT: %30 = llvm.call %18(%arg0) vararg(!llvm.func<i32 (i32, ...)>) : !llvm.ptr, (i32) -> i32
// CHECK-NEXT: llvm.call @only_varargs(%arg1) vararg(!llvm.func<void (...)>) : (i64) -> ()
// CHECK-NEXT: %31 = builtin.unrealized_conversion_cast %arg1 : i64 to index
// CHECK-NEXT: %32:2 = builtin.unrealized_conversion_cast %arg1, %arg0 : i64, i32 to index, f32
// CHECK-NEXT: %33 = builtin.unrealized_conversion_cast to i8
// CHECK-NEXT: llvm.cond_br %arg6, ^bb1(%arg0 : i32), ^bb2
// CHECK-NEXT: ^bb1(%34: i32):  // pred: ^bb0
// CHECK-NEXT: llvm.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: llvm.switch %arg0 : i32, ^bb3(%arg0, %arg1 : i32, i64) [
// CHECK-NEXT: ] {note = "no cases"}
// CHECK-NEXT: ^bb3(%35: i32, %36: i64):  // pred: ^bb2
// CHECK-NEXT: llvm.br ^bb4
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: llvm.return %35 : i32
// CHECK-NEXT: ^bb5:  // no predecessors
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @intrinsics(%arg0: f32, %arg1: f64, %arg2: i32, %arg3: i64, %arg4: !llvm.ptr, %arg5: i1) {
// CHECK-NEXT: %0 = llvm.intr.sin(%arg0)  : (f32) -> f32
// CHECK-NEXT: %1 = llvm.intr.cos(%arg1)  {fastmathFlags = #llvm.fastmath<afn>} : (f64) -> f64
// CHECK-NEXT: %2 = llvm.intr.exp(%arg1)  : (f64) -> f64
// CHECK-NEXT: %3 = llvm.intr.exp2(%arg1)  : (f64) -> f64
// CHECK-NEXT: %4 = llvm.intr.log(%arg1)  : (f64) -> f64
// CHECK-NEXT: %5 = llvm.intr.rint(%arg1)  : (f64) -> f64
// CHECK-NEXT: %6 = llvm.intr.nearbyint(%arg1)  : (f64) -> f64
// CHECK-NEXT: %7 = llvm.intr.roundeven(%arg1)  : (f64) -> f64
// CHECK-NEXT: %8 = llvm.intr.maxnum(%arg1, %arg1)  : (f64, f64) -> f64
// CHECK-NEXT: %9 = llvm.intr.minimum(%arg0, %arg0)  : (f32, f32) -> f32
// CHECK-NEXT: %10 = llvm.intr.llround(%arg1)  : (f64) -> i64
// CHECK-NEXT: %11 = llvm.intr.lrint(%arg0)  : (f32) -> i64
// CHECK-NEXT: %12 = llvm.intr.llrint(%arg1)  : (f64) -> i64
// CHECK-NEXT: %13 = llvm.intr.fshl(%arg2, %arg2, %arg2)  : (i32, i32, i32) -> i32
// CHECK-NEXT: %14 = "llvm.intr.ssub.with.overflow"(%arg2, %arg2) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT: %15 = "llvm.intr.usub.with.overflow"(%arg3, %arg3) : (i64, i64) -> !llvm.struct<(i64, i1)>
// CHECK-NEXT: %16 = "llvm.intr.umul.with.overflow"(%arg2, %arg2) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT: "llvm.intr.memmove"(%arg4, %arg4, %arg3) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: llvm.intr.vastart %arg4 : !llvm.ptr
// CHECK-NEXT: llvm.intr.vacopy %arg4 to %arg4 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.intr.vaend %arg4 : !llvm.ptr
// CHECK-NEXT: llvm.cond_br %arg5, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "llvm.intr.debugtrap"() : () -> ()
// CHECK-NEXT: "llvm.intr.trap"() : () -> ()
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @in_func(%arg0: !llvm.ptr) -> i32 {
// CHECK-NEXT: %0 = llvm.call @printf(%arg0, %arg0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
// CHECK-NEXT: %1 = llvm.call @fast(%0) : (i32) -> i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
