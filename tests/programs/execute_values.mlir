// async.execute with dependencies, async.value operands and results,
// groups, and errors propagating from a failed region to its dependents.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %buf = memref.alloc(%c8) : memref<?xi64>
  %g = async.create_group %c8 : !async.group
  scf.for %i = %c0 to %c8 step %c1 {
    %t = async.execute {
      %v = arith.index_cast %i : index to i64
      %sq = arith.muli %v, %v : i64
      memref.store %sq, %buf[%i] : memref<?xi64>
      async.yield
    }
    %rank = async.add_to_group %t, %g : !async.token
  }
  async.await_all %g
  %z = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %z) -> (i64) {
    %x = memref.load %buf[%i] : memref<?xi64>
    %a = arith.addi %acc, %x : i64
    scf.yield %a : i64
  }
  // 0+1+4+...+49
  // CHECK:140
  vector.print %sum : i64
  memref.dealloc %buf : memref<?xi64>

  %t1, %v1 = async.execute -> !async.value<i64> {
    %k = arith.constant 20 : i64
    async.yield %k : i64
  }
  %t2, %v2 = async.execute [%t1] (%v1 as %a: !async.value<i64>) -> !async.value<i64> {
    %b = arith.addi %a, %a : i64
    %two = arith.constant 2 : i64
    %c = arith.addi %b, %two : i64
    async.yield %c : i64
  }
  %r = async.await %v2 : !async.value<i64>
  // CHECK-NEXT:42
  vector.print %r : i64

  // A failed region puts its token in the error state, and a region
  // depending on it fails too instead of running.
  %bad = async.execute {
    %false = arith.constant false
    cf.assert %false, "deliberate failure"
    async.yield
  }
  %dep = async.execute [%bad] {
    async.yield
  }
  async.runtime.await %dep : !async.token
  %e = async.runtime.is_error %dep : !async.token
  // CHECK-NEXT:1
  vector.print %e : i1
  return
}
