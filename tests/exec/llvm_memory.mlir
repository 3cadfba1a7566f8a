// The llvm dialect's memory: globals (constant strings, numbers, an
// initializer region building a struct, thread-local and mutable ones),
// addressof, getelementptr into arrays and struct fields, loads and
// stores (volatile, aligned, atomic), alloca, extractvalue and
// insertvalue, memcpy and memset, and printf through varargs.  The
// expected output is MLIR 19's (mlir-cpu-runner-19 on this file).
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O2 -run %s | FileCheckExact %s
// RUN: asyncc -O2 -c %s -o %t.o && bash %S/link.sh %t %t.o && %t | FileCheckExact %s

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @puts(!llvm.ptr) -> i32

llvm.mlir.global private constant @hello("hello, llvm\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_i("%s %d %ld\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_f("%.3f %.1f\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal @counter(5 : i64) {alignment = 8 : i64} : i64
llvm.mlir.global internal constant @pi(3.25 : f64) : f64

// {i32, f64, ptr}: 7, 2.5 and the address of @counter.
llvm.mlir.global internal @pair() : !llvm.struct<(i32, f64, ptr)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, f64, ptr)>
  %1 = llvm.mlir.constant(7 : i32) : i32
  %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, f64, ptr)>
  %3 = llvm.mlir.constant(2.5 : f64) : f64
  %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(i32, f64, ptr)>
  %5 = llvm.mlir.addressof @counter : !llvm.ptr
  %6 = llvm.insertvalue %5, %4[2] : !llvm.struct<(i32, f64, ptr)>
  llvm.return %6 : !llvm.struct<(i32, f64, ptr)>
}

// An array of four i16: 1, 2, 3, 4.
llvm.mlir.global internal @shorts() : !llvm.array<4 x i16> {
  %0 = llvm.mlir.zero : !llvm.array<4 x i16>
  %1 = llvm.mlir.constant(1 : i16) : i16
  %2 = llvm.insertvalue %1, %0[0] : !llvm.array<4 x i16>
  %3 = llvm.mlir.constant(2 : i16) : i16
  %4 = llvm.insertvalue %3, %2[1] : !llvm.array<4 x i16>
  %5 = llvm.mlir.constant(3 : i16) : i16
  %6 = llvm.insertvalue %5, %4[2] : !llvm.array<4 x i16>
  %7 = llvm.mlir.constant(4 : i16) : i16
  %8 = llvm.insertvalue %7, %6[3] : !llvm.array<4 x i16>
  llvm.return %8 : !llvm.array<4 x i16>
}

llvm.func @main() {
  // CHECK:hello, llvm
  %hello = llvm.mlir.addressof @hello : !llvm.ptr
  %0 = llvm.call @puts(%hello) : (!llvm.ptr) -> i32

  // A global read, bumped and read back.
  // CHECK-NEXT:hello, llvm 5 6
  %c = llvm.mlir.addressof @counter : !llvm.ptr
  %v = llvm.load %c {alignment = 8 : i64} : !llvm.ptr -> i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %v1 = llvm.add %v, %one : i64
  llvm.store volatile %v1, %c {alignment = 8 : i64} : i64, !llvm.ptr
  %v2 = llvm.load volatile %c : !llvm.ptr -> i64
  %fi = llvm.mlir.addressof @fmt_i : !llvm.ptr
  %v32 = llvm.trunc %v : i64 to i32
  %1 = llvm.call @printf(%fi, %hello, %v32, %v2) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i32, i64) -> i32

  // Struct fields through getelementptr and through a loaded aggregate.
  // CHECK-NEXT:2.500 6.0
  %pair = llvm.mlir.addressof @pair : !llvm.ptr
  %f1 = llvm.getelementptr inbounds %pair[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64, ptr)>
  %x = llvm.load %f1 : !llvm.ptr -> f64
  %agg = llvm.load %pair : !llvm.ptr -> !llvm.struct<(i32, f64, ptr)>
  %cp = llvm.extractvalue %agg[2] : !llvm.struct<(i32, f64, ptr)>
  %cv = llvm.load %cp : !llvm.ptr -> i64
  %cf = llvm.sitofp %cv : i64 to f64
  %ff = llvm.mlir.addressof @fmt_f : !llvm.ptr
  %2 = llvm.call @printf(%ff, %x, %cf) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64) -> i32

  // Array elements by a dynamic index.
  // CHECK-NEXT:hello, llvm 3 4
  %shorts = llvm.mlir.addressof @shorts : !llvm.ptr
  %two = llvm.mlir.constant(2 : i64) : i64
  %e2 = llvm.getelementptr %shorts[0, %two] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x i16>
  %s2 = llvm.load %e2 : !llvm.ptr -> i16
  %s32 = llvm.sext %s2 : i16 to i32
  %three = llvm.mlir.constant(3 : i64) : i64
  %e3 = llvm.getelementptr %shorts[%three] : (!llvm.ptr, i64) -> !llvm.ptr, i16
  %s3 = llvm.load %e3 : !llvm.ptr -> i16
  %t64 = llvm.sext %s3 : i16 to i64
  %3 = llvm.call @printf(%fi, %hello, %s32, %t64) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i32, i64) -> i32

  // A stack struct built with insertvalue, stored, copied with memcpy,
  // patched with memset, and read back field by field.
  // CHECK-NEXT:hello, llvm 42 -1
  %n = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %n x !llvm.struct<(i32, i64)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %b = llvm.alloca %n x !llvm.struct<(i32, i64)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %u = llvm.mlir.undef : !llvm.struct<(i32, i64)>
  %c42 = llvm.mlir.constant(42 : i32) : i32
  %s1 = llvm.insertvalue %c42, %u[0] : !llvm.struct<(i32, i64)>
  %c9 = llvm.mlir.constant(9 : i64) : i64
  %s2b = llvm.insertvalue %c9, %s1[1] : !llvm.struct<(i32, i64)>
  llvm.store %s2b, %a : !llvm.struct<(i32, i64)>, !llvm.ptr
  %size = llvm.mlir.constant(16 : i64) : i64
  "llvm.intr.memcpy"(%b, %a, %size) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %f1b = llvm.getelementptr %b[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i64)>
  %ff8 = llvm.mlir.constant(-1 : i8) : i8
  %eight = llvm.mlir.constant(8 : i64) : i64
  "llvm.intr.memset"(%f1b, %ff8, %eight) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  %bs = llvm.load %b : !llvm.ptr -> !llvm.struct<(i32, i64)>
  %b0 = llvm.extractvalue %bs[0] : !llvm.struct<(i32, i64)>
  %b1 = llvm.extractvalue %bs[1] : !llvm.struct<(i32, i64)>
  %4 = llvm.call @printf(%fi, %hello, %b0, %b1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i32, i64) -> i32

  // Atomic accesses and a nested aggregate position.
  // CHECK-NEXT:hello, llvm 3 25
  %slot = llvm.alloca %n x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %c25 = llvm.mlir.constant(25 : i64) : i64
  llvm.store %c25, %slot atomic release {alignment = 8 : i64} : i64, !llvm.ptr
  %ld = llvm.load %slot atomic acquire {alignment = 8 : i64} : !llvm.ptr -> i64
  %nest0 = llvm.mlir.undef : !llvm.struct<(i8, array<2 x i32>)>
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %nest1 = llvm.insertvalue %c3, %nest0[1, 1] : !llvm.struct<(i8, array<2 x i32>)>
  %got = llvm.extractvalue %nest1[1, 1] : !llvm.struct<(i8, array<2 x i32>)>
  %5 = llvm.call @printf(%fi, %hello, %got, %ld) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i32, i64) -> i32

  // A constant global of floats.
  // CHECK-NEXT:3.250 3.2
  %pi = llvm.mlir.addressof @pi : !llvm.ptr
  %pv = llvm.load %pi : !llvm.ptr -> f64
  %6 = llvm.call @printf(%ff, %pv, %pv) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64) -> i32
  llvm.return
}
