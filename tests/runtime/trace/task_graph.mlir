// Four tasks, a join of the four, and a task that depends on the join:
// the trace must show six tasks with these sites, and the join's and the
// last task's resumptions made ready by the tasks they wait for.
func.func @work(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %x = arith.index_cast %i : index to i64
    %y = arith.muli %x, %x : i64
    %s = arith.addi %acc, %y : i64
    scf.yield %s : i64
  }
  return %r : i64
}

func.func @main() {
  %n = arith.constant 200000 : index
  %a, %va = async.execute -> !async.value<i64> {
    %r = func.call @work(%n) : (index) -> i64
    async.yield %r : i64
  }
  %b, %vb = async.execute -> !async.value<i64> {
    %r = func.call @work(%n) : (index) -> i64
    async.yield %r : i64
  }
  %c, %vc = async.execute -> !async.value<i64> {
    %r = func.call @work(%n) : (index) -> i64
    async.yield %r : i64
  }
  %d, %vd = async.execute -> !async.value<i64> {
    %r = func.call @work(%n) : (index) -> i64
    async.yield %r : i64
  }
  %j, %vj = async.execute [%a, %b, %c, %d] (%va as %x : !async.value<i64>, %vb as %y : !async.value<i64>, %vc as %z : !async.value<i64>, %vd as %w : !async.value<i64>) -> !async.value<i64> {
    %s0 = arith.addi %x, %y : i64
    %s1 = arith.addi %z, %w : i64
    %s = arith.addi %s0, %s1 : i64
    async.yield %s : i64
  }
  %e, %ve = async.execute [%j] (%vj as %s : !async.value<i64>) -> !async.value<i64> {
    %r = func.call @work(%n) : (index) -> i64
    %t = arith.addi %s, %r : i64
    async.yield %t : i64
  }
  %r = async.await %ve : !async.value<i64>
  vector.print %r : i64
  return
}
