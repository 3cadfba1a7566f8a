// The leaves of a parallel loop that fans out: 7 blocks (one per
// iteration) over the leaves of 2 workers (4 leaves: 1, 2, 2 and 2
// blocks) and of 3 workers (6 leaves), counts that do not divide, so a
// leaf's first or last block computed wrongly loses or repeats a block.
// The body's static cost (a loop of 40 million additions per iteration,
// which LLVM folds at -O2) is large enough for the runtime to fan out
// on any machine, loaded or not; ASYNCRT_PARALLEL_STATS=1 shows that it
// did, so the leaves ran.  Every row starts at -1; its block stores
// (i + 1) * 40000000 there and counts its visit, derived by hand:
//   row i: (i + 1) * 40000000, visited once.
// RUN: ASYNCRT_NUM_THREADS=2 ASYNCRT_PARALLEL_STATS=1 asyncc -O2 -run %s 2>%t.err2 | FileCheckExact %s
// RUN: FileCheckExact %s --check-prefix=STATS < %t.err2
// RUN: ASYNCRT_NUM_THREADS=3 ASYNCRT_PARALLEL_STATS=1 asyncc -O2 -run %s 2>%t.err3 | FileCheckExact %s
// RUN: FileCheckExact %s --check-prefix=STATS < %t.err3

// CHECK:0 40000000 1
// CHECK-NEXT:1 80000000 1
// CHECK-NEXT:2 120000000 1
// CHECK-NEXT:3 160000000 1
// CHECK-NEXT:4 200000000 1
// CHECK-NEXT:5 240000000 1
// CHECK-NEXT:6 280000000 1

// STATS:asyncrt: parallel loops: a unit of work {{[0-9.]+}} ns, a fork-join on {{[23]}} workers {{[0-9.]+}} us (calibration {{[0-9.]+}} us)
// STATS-NEXT:asyncrt: parallel loops: 0 in place, 1 fanned out

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 7 : index
  %steps = arith.constant 40000000 : index
  %zi = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %minus1 = arith.constant -1 : i64
  %val = memref.alloc(%n) : memref<?xi64>
  %cnt = memref.alloc(%n) : memref<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %minus1, %val[%i] : memref<?xi64>
    memref.store %zi, %cnt[%i] : memref<?xi64>
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %ii = arith.index_cast %i : index to i64
    %inc = arith.addi %ii, %one : i64
    %x = scf.for %s = %c0 to %steps step %c1 iter_args(%acc = %zi) -> (i64) {
      %a = arith.addi %acc, %inc : i64
      scf.yield %a : i64
    }
    memref.store %x, %val[%i] : memref<?xi64>
    %c = memref.load %cnt[%i] : memref<?xi64>
    %c2 = arith.addi %c, %one : i64
    memref.store %c2, %cnt[%i] : memref<?xi64>
    scf.reduce
  }
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i64
    %v = memref.load %val[%i] : memref<?xi64>
    %c = memref.load %cnt[%i] : memref<?xi64>
    vector.print %ii : i64 punctuation <no_punctuation>
    vector.print str " "
    vector.print %v : i64 punctuation <no_punctuation>
    vector.print str " "
    vector.print %c : i64
  }
  memref.dealloc %val : memref<?xi64>
  memref.dealloc %cnt : memref<?xi64>
  return
}
