// A plain function awaiting a failed async.func result aborts with
// MLIR's message, also when the call became a plain call of the
// function's twin (src/passes/sync_calls.c).
// REQUIRES: asyncrt
// RUN: asyncc --print-ir=runtime %s | FileCheck %s --check-prefix=IR
// RUN: not --crash asyncc -run %s > %t.out
// RUN: FileCheckExact %s < %t.out
// RUN: not --crash asyncc -O2 -run %s > %t.out2
// RUN: FileCheckExact %s < %t.out2

// IR: call @checked.sync
async.func @checked(%n: i64) -> !async.value<i64> {
  %c0 = arith.constant 0 : i64
  %ok = arith.cmpi sge, %n, %c0 : i64
  cf.assert %ok, "negative"
  return %n : i64
}

func.func @main() {
  %m = arith.constant -1 : i64
  // CHECK:before
  vector.print str "before\n"
  %v = async.call @checked(%m) : (i64) -> !async.value<i64>
  %x = async.await %v : !async.value<i64>
  // CHECK-NEXT:Awaited async operand is in error state
  // CHECK-NOT:after
  vector.print str "after\n"
  vector.print %x : i64
  return
}
