// scf.parallel over an empty or reversed range runs no iteration, also
// when the bounds are known only at run time (function arguments, so
// that the trip count ceildiv(max(ub - lb, 0), step) is computed, not
// folded): a negative span must count as zero, not as a huge unsigned
// trip count.  Expected output by hand: the two markers, and the stores
// of the one non-empty loop.
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O2 -run %s | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=2 asyncc -run -fparallel-min-task-size=1 %s | FileCheckExact %s

func.func @count(%lb: index, %ub: index, %st: index, %lb2: index, %ub2: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %n = memref.alloc() : memref<1xi64>
  memref.store %zero, %n[%c0] : memref<1xi64>
  scf.parallel (%i, %j) = (%lb, %lb2) to (%ub, %ub2) step (%st, %c1) {
    %old = memref.atomic_rmw addi %one, %n[%c0] : (i64, memref<1xi64>) -> i64
    scf.reduce
  }
  %r = memref.load %n[%c0] : memref<1xi64>
  memref.dealloc %n : memref<1xi64>
  %ri = arith.index_cast %r : i64 to index
  return %ri : index
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c100 = arith.constant 100 : index
  // 5 to 2: reversed in the first dimension.
  // CHECK:0
  %a = func.call @count(%c5, %c2, %c1, %c0, %c3) : (index, index, index, index, index) -> index
  vector.print %a : index
  // 0 to 3 by 1, 100 to 5: reversed in the second.
  // CHECK-NEXT:0
  %b = func.call @count(%c0, %c3, %c1, %c100, %c5) : (index, index, index, index, index) -> index
  vector.print %b : index
  // 2 to 2: empty.
  // CHECK-NEXT:0
  %c = func.call @count(%c2, %c2, %c1, %c0, %c3) : (index, index, index, index, index) -> index
  vector.print %c : index
  // 0 to 5 by 2 (0, 2, 4) times 0 to 3: 9 iterations.
  // CHECK-NEXT:9
  %d = func.call @count(%c0, %c5, %c2, %c0, %c3) : (index, index, index, index, index) -> index
  vector.print %d : index
  return
}
