// -feliminate-blocking-await next to llvm code: a function that llvm
// code calls or takes the address of keeps its signature (and blocks), as
// that code was written against it; an llvm.func that func.calls a
// converted function awaits its token and value, blocking.
// MLIR-ACCEPTS: no llvm.call of a func.func, an asyncc extension
// REQUIRES: asyncrt
// RUN: asyncc --print-ir=runtime -feliminate-blocking-await %s | FileCheck %s
// RUN: asyncc -feliminate-blocking-await -run %s | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @called_by_llvm(%arg0: i64) -> i64 {
// CHECK: async.runtime.await
func.func @called_by_llvm(%x: i64) -> i64 {
  %t, %v = async.execute -> !async.value<i64> {
    %y = arith.addi %x, %x : i64
    async.yield %y : i64
  }
  %r = async.await %v : !async.value<i64>
  return %r : i64
}

// CHECK-LABEL: func.func @address_taken(%arg0: i64) -> i64 {
func.func @address_taken(%x: i64) -> i64 {
  %t, %v = async.execute -> !async.value<i64> {
    %y = arith.muli %x, %x : i64
    async.yield %y : i64
  }
  %r = async.await %v : !async.value<i64>
  return %r : i64
}

// CHECK-LABEL: func.func @converted(%arg0: i64) -> (!async.token, !async.value<i64>)
func.func @converted(%x: i64) -> i64 {
  %t, %v = async.execute -> !async.value<i64> {
    %y = arith.subi %x, %x : i64
    async.yield %y : i64
  }
  %r = async.await %v : !async.value<i64>
  return %r : i64
}

// CHECK-LABEL: llvm.func @glue(%arg0: i64) -> i64 {
// CHECK: llvm.call @called_by_llvm(%arg0) : (i64) -> i64
// CHECK: llvm.call %{{.*}}(%arg0) : !llvm.ptr, (i64) -> i64
// CHECK: call @converted(%arg0) : (i64) -> (!async.token, !async.value<i64>)
// CHECK: async.runtime.await %{{.*}} : !async.token
llvm.func @glue(%x: i64) -> i64 {
  %a = llvm.call @called_by_llvm(%x) : (i64) -> i64
  %fp = llvm.mlir.addressof @address_taken : !llvm.ptr
  %b = llvm.call %fp(%x) : !llvm.ptr, (i64) -> i64
  %c = func.call @converted(%x) : (i64) -> i64
  %s = llvm.add %a, %b : i64
  %r = llvm.add %s, %c : i64
  llvm.return %r : i64
}

// OUT: 48
func.func @main() {
  %c6 = arith.constant 6 : i64
  %r = llvm.call @glue(%c6) : (i64) -> i64
  vector.print %r : i64
  return
}
