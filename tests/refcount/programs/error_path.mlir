// A task whose dependency fails takes its error path, which skips the
// await of its value operand.  MLIR 19's own reference counting drops the
// task's result token and value there before set_error (its liveness is
// stale once it has split an edge), so MLIR's build reads freed memory
// in main's await; asyncc's counting keeps them alive.
// MLIR-REFCOUNT-BROKEN: use after free on the error path (valgrind: invalid read in mlirAsyncRuntimeAwaitToken)
func.func @main() -> i32 {
  %false = arith.constant false
  %failed = async.execute {
    cf.assert %false, "fails on purpose"
    async.yield
  }
  %c, %v0 = async.execute -> !async.value<i64> {
    %x = arith.constant 7 : i64
    async.yield %x : i64
  }
  %b, %v = async.execute [%failed] (%v0 as %x : !async.value<i64>) -> !async.value<i64> {
    async.yield %x : i64
  }
  // Runtime-level awaits observe the error without aborting.
  async.runtime.await %b : !async.token
  %e = async.runtime.is_error %b : !async.token
  // CHECK:1
  vector.print %e : i1
  async.runtime.await %v : !async.value<i64>
  %ev = async.runtime.is_error %v : !async.value<i64>
  // CHECK-NEXT:1
  vector.print %ev : i1
  async.runtime.await %c : !async.token
  %ec = async.runtime.is_error %c : !async.token
  // CHECK-NEXT:0
  vector.print %ec : i1
  %ok = arith.constant 0 : i32
  return %ok : i32
}
