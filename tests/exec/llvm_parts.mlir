// Large objects are compiled in parts (see parts.mlir), but a module with
// llvm functions or globals of its own is compiled in one piece: an
// internal llvm.func is local to the object, and llvm.call and
// llvm.mlir.addressof reach it from func.func bodies anywhere in the
// module.
// REQUIRES: asyncrt
// RUN: ASYNCC_PART_OPS=5 asyncc -c -O1 %s -o %t.o && bash %S/link.sh %t %t.o && %t | FileCheckExact %s
// RUN: ASYNCC_PART_OPS=5 asyncc -c -O0 %S/llvm_control.mlir -o %t2.o && bash %S/link.sh %t2 %t2.o && %t2 | FileCheckExact %S/llvm_control.mlir

llvm.func internal @secret(%x: i64) -> i64 {
  %c = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.add %x, %c : i64
  %b = llvm.mul %a, %a : i64
  %d = llvm.sub %b, %c : i64
  llvm.return %d : i64
}

func.func @pad(%x: i64) -> i64 {
  %a = arith.addi %x, %x : i64
  %b = arith.addi %a, %a : i64
  %c = arith.addi %b, %b : i64
  %d = arith.addi %c, %c : i64
  return %d : i64
}

func.func @main() {
  // CHECK:48
  // CHECK-NEXT:48
  // CHECK-NEXT:96
  %f = llvm.mlir.addressof @secret : !llvm.ptr
  %c = arith.constant 6 : i64
  %r = llvm.call %f(%c) : !llvm.ptr, (i64) -> i64
  %s = llvm.call @secret(%c) : (i64) -> i64
  vector.print %r : i64
  vector.print %s : i64
  %p = func.call @pad(%c) : (i64) -> i64
  vector.print %p : i64
  return
}
