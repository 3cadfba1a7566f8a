// scf.parallel run on the runtime: 1-d and 2-d loops, integer and float
// reductions, a loop too small for tasks, an empty one, a nested one.
// The integer results are the exact sequential ones.
// MLIR-PREPASS: async-parallel-for
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = arith.constant 1000 : index
  %m = arith.constant 37 : index
  %zi = arith.constant 0 : i64
  %zf = arith.constant 0.0 : f64
  %buf = memref.alloc(%n) : memref<?xi64>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %v = arith.index_cast %i : index to i64
    memref.store %v, %buf[%i] : memref<?xi64>
    scf.reduce
  }
  %last = memref.load %buf[%c2] : memref<?xi64>
  // CHECK:2
  vector.print %last : i64

  // sum over i < 1000, j < 37 of buf[i] * j = 499500 * 666
  %s, %mx = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %m) step (%c1, %c1) init (%zi, %zi) -> (i64, i64) {
    %a = memref.load %buf[%i] : memref<?xi64>
    %jj = arith.index_cast %j : index to i64
    %p = arith.muli %a, %jj : i64
    scf.reduce(%p, %p : i64, i64) {
    ^bb0(%l: i64, %r: i64):
      %q = arith.addi %l, %r : i64
      scf.reduce.return %q : i64
    }, {
    ^bb0(%l: i64, %r: i64):
      %q = arith.maxsi %l, %r : i64
      scf.reduce.return %q : i64
    }
  }
  // CHECK-NEXT:332667000
  vector.print %s : i64
  // CHECK-NEXT:35964
  vector.print %mx : i64

  // Steps other than one, and a float reduction of exact values.
  %fsum = scf.parallel (%i) = (%c0) to (%n) step (%c2) init (%zf) -> f64 {
    %v = arith.index_cast %i : index to i64
    %f = arith.sitofp %v : i64 to f64
    scf.reduce(%f : f64) {
    ^bb0(%l: f64, %r: f64):
      %q = arith.addf %l, %r : f64
      scf.reduce.return %q : f64
    }
  }
  // 0 + 2 + ... + 998
  // CHECK-NEXT:249500
  vector.print %fsum : f64

  // Too small for tasks, and empty.
  %small = scf.parallel (%i) = (%c0) to (%c2) step (%c1) init (%zi) -> i64 {
    %one = arith.constant 1 : i64
    scf.reduce(%one : i64) {
    ^bb0(%l: i64, %r: i64):
      %q = arith.addi %l, %r : i64
      scf.reduce.return %q : i64
    }
  }
  // CHECK-NEXT:2
  vector.print %small : i64
  %seven = arith.constant 7 : i64
  %empty = scf.parallel (%i) = (%n) to (%c0) step (%c1) init (%seven) -> i64 {
    %one = arith.constant 1 : i64
    scf.reduce(%one : i64) {
    ^bb0(%l: i64, %r: i64):
      %q = arith.addi %l, %r : i64
      scf.reduce.return %q : i64
    }
  }
  // CHECK-NEXT:7
  vector.print %empty : i64

  // A nested parallel loop runs sequentially inside each block.
  %grid = memref.alloc(%n, %m) : memref<?x?xi64>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%m) step (%c1) {
      %v = arith.index_cast %j : index to i64
      memref.store %v, %grid[%i, %j] : memref<?x?xi64>
      scf.reduce
    }
    scf.reduce
  }
  %c36 = arith.constant 36 : index
  %g = memref.load %grid[%c2, %c36] : memref<?x?xi64>
  // CHECK-NEXT:36
  vector.print %g : i64
  memref.dealloc %grid : memref<?x?xi64>
  memref.dealloc %buf : memref<?xi64>
  return
}
