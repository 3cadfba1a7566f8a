// -feliminate-blocking-await next to llvm code: a function whose address
// an llvm.func takes with func.constant keeps its signature (and blocks),
// as its indirect callers expect it; an llvm.func that func.calls a
// converted function awaits its token and value, blocking.
// REQUIRES: asyncrt
// RUN: asyncc --print-ir=runtime -feliminate-blocking-await %s | FileCheck %s
// RUN: asyncc -feliminate-blocking-await -run %s | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @address_taken(%arg0: i64) -> i64 {
// CHECK: async.runtime.await
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
    %y = arith.addi %x, %x : i64
    async.yield %y : i64
  }
  %r = async.await %v : !async.value<i64>
  return %r : i64
}

// CHECK-LABEL: llvm.func @glue(%arg0: i64) -> i64 {
// CHECK: %[[F:.*]] = func.constant @address_taken : (i64) -> i64
// CHECK: func.call_indirect %[[F]](%arg0) : (i64) -> i64
// CHECK: func.call @converted(%arg0) : (i64) -> (!async.token, !async.value<i64>)
// CHECK: async.runtime.await %{{.*}} : !async.token
llvm.func @glue(%x: i64) -> i64 {
  %f = func.constant @address_taken : (i64) -> i64
  %b = func.call_indirect %f(%x) : (i64) -> i64
  %c = func.call @converted(%x) : (i64) -> i64
  %r = llvm.add %b, %c : i64
  llvm.return %r : i64
}

// OUT: 48
func.func @main() {
  %c6 = arith.constant 6 : i64
  %r = llvm.call @glue(%c6) : (i64) -> i64
  vector.print %r : i64
  return
}
