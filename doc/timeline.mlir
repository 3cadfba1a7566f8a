// The program of the timeline in README.md and asyncrt(3): 200 tasks of
// uneven size in a group, four tasks that each wait for the group and
// then reduce a quarter of the results, and a last task after the four.
//   ASYNCRT_TRACE=t.json asyncc -O2 -run doc/timeline.mlir
//   asyncrt-trace svg t.json -o timeline.svg
func.func @work(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %x = arith.index_cast %i : index to i64
    %y = arith.muli %x, %x : i64
    %s = arith.xori %acc, %y : i64
    scf.yield %s : i64
  }
  return %r : i64
}

func.func @reduce(%buf: memref<?xi64>, %from: index, %to: index) -> i64 {
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %from to %to step %c1 iter_args(%acc = %z) -> (i64) {
    %x = memref.load %buf[%i] : memref<?xi64>
    %s = arith.addi %acc, %x : i64
    scf.yield %s : i64
  }
  %n = arith.constant 300000 : index
  %w = func.call @work(%n) : (index) -> i64
  %t = arith.xori %r, %w : i64
  return %t : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %n = arith.constant 200 : index
  %q = arith.constant 50 : index
  %unit = arith.constant 20000 : index
  %buf = memref.alloc(%n) : memref<?xi64>
  %group = async.create_group %n : !async.group
  scf.for %i = %c0 to %n step %c1 {
    %tok = async.execute {
      %k = arith.remui %i, %c7 : index
      %k1 = arith.addi %k, %c1 : index
      %size = arith.muli %k1, %unit : index
      %v = func.call @work(%size) : (index) -> i64
      memref.store %v, %buf[%i] : memref<?xi64>
      async.yield
    }
    %ig = async.add_to_group %tok, %group : !async.token
  }
  %c50 = arith.constant 50 : index
  %c100 = arith.constant 100 : index
  %c150 = arith.constant 150 : index
  %t0, %v0 = async.execute -> !async.value<i64> {
    async.await_all %group
    %r = func.call @reduce(%buf, %c0, %c50) : (memref<?xi64>, index, index) -> i64
    async.yield %r : i64
  }
  %t1, %v1 = async.execute -> !async.value<i64> {
    async.await_all %group
    %r = func.call @reduce(%buf, %c50, %c100) : (memref<?xi64>, index, index) -> i64
    async.yield %r : i64
  }
  %t2, %v2 = async.execute -> !async.value<i64> {
    async.await_all %group
    %r = func.call @reduce(%buf, %c100, %c150) : (memref<?xi64>, index, index) -> i64
    async.yield %r : i64
  }
  %t3, %v3 = async.execute -> !async.value<i64> {
    async.await_all %group
    %r = func.call @reduce(%buf, %c150, %n) : (memref<?xi64>, index, index) -> i64
    async.yield %r : i64
  }
  %tl, %vl = async.execute [%t0, %t1, %t2, %t3] (%v0 as %a : !async.value<i64>, %v1 as %b : !async.value<i64>, %v2 as %c : !async.value<i64>, %v3 as %d : !async.value<i64>) -> !async.value<i64> {
    %s0 = arith.addi %a, %b : i64
    %s1 = arith.addi %c, %d : i64
    %s = arith.addi %s0, %s1 : i64
    %m = arith.constant 400000 : index
    %w = func.call @work(%m) : (index) -> i64
    %r = arith.xori %s, %w : i64
    async.yield %r : i64
  }
  %r = async.await %vl : !async.value<i64>
  vector.print %r : i64
  memref.dealloc %buf : memref<?xi64>
  return
}
