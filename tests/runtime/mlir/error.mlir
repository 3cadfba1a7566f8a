// Errors: a failed cf.assert inside async.execute puts its token and value
// in the error state; a coroutine awaiting it fails too; a group with a
// failed member is in error.  Error states are read with
// async.runtime.is_error, so that main itself does not fail.
func.func @main() -> i32 {
  %false = arith.constant false
  %true = arith.constant true

  %bad = async.execute {
    cf.assert %false, "failing on purpose"
    async.yield
  }
  %good = async.execute {
    async.yield
  }
  async.runtime.await %bad : !async.token
  async.runtime.await %good : !async.token
  %e1 = async.runtime.is_error %bad : !async.token
  %e2 = async.runtime.is_error %good : !async.token
  // CHECK:1
  vector.print %e1 : i1
  // CHECK-NEXT:0
  vector.print %e2 : i1

  // The error travels through a coroutine that awaits the failed token.
  %next = async.execute {
    async.await %bad : !async.token
    async.yield
  }
  async.runtime.await %next : !async.token
  %e3 = async.runtime.is_error %next : !async.token
  // CHECK-NEXT:1
  vector.print %e3 : i1

  // Values fail the same way.
  %tv, %v = async.execute -> !async.value<i64> {
    cf.assert %false, "no value"
    %x = arith.constant 1 : i64
    async.yield %x : i64
  }
  async.runtime.await %v : !async.value<i64>
  %e4 = async.runtime.is_error %v : !async.value<i64>
  // CHECK-NEXT:1
  vector.print %e4 : i1

  // A group is in error when any member is.
  %c2 = arith.constant 2 : index
  %g = async.create_group %c2 : !async.group
  %r0 = async.add_to_group %good, %g : !async.token
  %r1 = async.add_to_group %bad, %g : !async.token
  async.runtime.await %g : !async.group
  %e5 = async.runtime.is_error %g : !async.group
  // CHECK-NEXT:1
  vector.print %e5 : i1
  %g2 = async.create_group %c2 : !async.group
  %r2 = async.add_to_group %good, %g2 : !async.token
  %r3 = async.add_to_group %good, %g2 : !async.token
  async.runtime.await %g2 : !async.group
  %e6 = async.runtime.is_error %g2 : !async.group
  // CHECK-NEXT:0
  vector.print %e6 : i1

  %ok = arith.constant 0 : i32
  return %ok : i32
}
