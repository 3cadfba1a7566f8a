// Groups: ranks, await_all blocking in main and inside a task (a
// coroutine), and the work of every member done when await_all returns.
func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 100 : index
  %buf = memref.alloc(%n) : memref<?xi64>

  %g = async.create_group %n : !async.group
  scf.for %i = %c0 to %n step %c1 {
    %t = async.execute {
      %v = arith.index_cast %i : index to i64
      memref.store %v, %buf[%i] : memref<?xi64>
      async.yield
    }
    %rank = async.add_to_group %t, %g : !async.token
  }
  async.await_all %g
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> index {
    %v = memref.load %buf[%i] : memref<?xi64>
    %vi = arith.index_cast %v : i64 to index
    %a = arith.addi %acc, %vi : index
    scf.yield %a : index
  }
  %s = arith.index_cast %sum : index to i64
  // CHECK:4950
  vector.print %s : i64

  // Ranks come back in order of addition.
  %c3 = arith.constant 3 : index
  %g2 = async.create_group %c3 : !async.group
  %a = async.execute { async.yield }
  %b = async.execute { async.yield }
  %r0 = async.add_to_group %a, %g2 : !async.token
  %r1 = async.add_to_group %b, %g2 : !async.token
  %p0 = arith.index_cast %r0 : index to i64
  %p1 = arith.index_cast %r1 : index to i64
  // CHECK-NEXT:0
  vector.print %p0 : i64
  // CHECK-NEXT:1
  vector.print %p1 : i64

  // await_all inside a task: the coroutine resumes when the group is done.
  %w = async.execute {
    async.await_all %g2
    %x = arith.constant 99 : i64
    memref.store %x, %buf[%c0] : memref<?xi64>
    async.yield
  }
  %c = async.execute { async.yield }
  %r2 = async.add_to_group %c, %g2 : !async.token
  async.await %w : !async.token
  %x = memref.load %buf[%c0] : memref<?xi64>
  // CHECK-NEXT:99
  vector.print %x : i64

  // An empty group is complete at once.
  %g0 = async.create_group %c0 : !async.group
  async.await_all %g0

  memref.dealloc %buf : memref<?xi64>
  %ok = arith.constant 0 : i32
  return %ok : i32
}
