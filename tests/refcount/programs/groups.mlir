// Groups: tokens added in a loop, await_all in main and inside a task
// that owns the group, tokens that are also awaited on their own.
func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 8 : index
  %buf = memref.alloc(%n) : memref<?xi64>
  %g = async.create_group %n : !async.group
  scf.for %i = %c0 to %n step %c1 {
    %t = async.execute {
      %v = arith.index_cast %i : index to i64
      memref.store %v, %buf[%i] : memref<?xi64>
      async.yield
    }
    %rank = async.add_to_group %t, %g : !async.token
    %even = arith.remui %i, %n : index
    %is0 = arith.cmpi eq, %even, %c0 : index
    scf.if %is0 {
      async.await %t : !async.token
    }
  }
  %done = async.execute {
    async.await_all %g
    async.yield
  }
  async.await %done : !async.token
  async.await_all %g
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> index {
    %v = memref.load %buf[%i] : memref<?xi64>
    %vi = arith.index_cast %v : i64 to index
    %a = arith.addi %acc, %vi : index
    scf.yield %a : index
  }
  %s = arith.index_cast %sum : index to i64
  // CHECK:28
  vector.print %s : i64
  memref.dealloc %buf : memref<?xi64>
  %ok = arith.constant 0 : i32
  return %ok : i32
}
