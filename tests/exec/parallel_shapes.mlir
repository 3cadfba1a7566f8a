// scf.parallel cut into tiles that follow the loop's shape: loops of one,
// two and three dimensions whose trip counts do not divide into the
// blocks, steps above one, nonzero and negative lower bounds, an empty
// dimension, and a dimension whose trips are fewer than the blocks
// wanted (so that the second dimension is split too).  Every element is
// written exactly once (the counts) and the ordered hashes show that each
// element holds the value of its own indices; the integer reductions
// equal the sequential results whatever the pool size and block size.
// The expected values are MLIR 19's, running the loops sequentially.
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=1 asyncc -O2 -run -fparallel-min-task-size=1 %s | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=4 asyncc -O2 -run -fparallel-min-task-size=7 %s | FileCheckExact %s
// RUN: asyncc -O2 -run -fparallel-min-task-size=1000 %s | FileCheckExact %s
// RUN: asyncc -run -fno-async-parallel-for %s | FileCheckExact %s

// Writes v(i, j) = i * 1000 + j into a[(i - lb0) / s0][(j - lb1) / s1] for
// the 2-d space, adds one to the element's visit count, and sums v.
func.func @tile2d(%lb0: index, %ub0: index, %s0: index, %lb1: index, %ub1: index, %s1: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 1000 : index
  %zi = arith.constant 0 : index
  %d0 = arith.subi %ub0, %lb0 : index
  %n0 = arith.ceildivsi %d0, %s0 : index
  %d1 = arith.subi %ub1, %lb1 : index
  %n1 = arith.ceildivsi %d1, %s1 : index
  %n0p = arith.maxsi %n0, %c0 : index
  %n1p = arith.maxsi %n1, %c0 : index
  %val = memref.alloc(%n0p, %n1p) : memref<?x?xindex>
  %cnt = memref.alloc(%n0p, %n1p) : memref<?x?xindex>
  scf.for %i = %c0 to %n0p step %c1 {
    scf.for %j = %c0 to %n1p step %c1 {
      memref.store %c0, %cnt[%i, %j] : memref<?x?xindex>
    }
  }
  %sum = scf.parallel (%i, %j) = (%lb0, %lb1) to (%ub0, %ub1) step (%s0, %s1) init (%zi) -> index {
    %ii = arith.subi %i, %lb0 : index
    %x = arith.divsi %ii, %s0 : index
    %jj = arith.subi %j, %lb1 : index
    %y = arith.divsi %jj, %s1 : index
    %ik = arith.muli %i, %k : index
    %v = arith.addi %ik, %j : index
    memref.store %v, %val[%x, %y] : memref<?x?xindex>
    %c = memref.load %cnt[%x, %y] : memref<?x?xindex>
    %c2 = arith.addi %c, %c1 : index
    memref.store %c2, %cnt[%x, %y] : memref<?x?xindex>
    scf.reduce(%v : index) {
    ^bb0(%l: index, %r: index):
      %s = arith.addi %l, %r : index
      scf.reduce.return %s : index
    }
  }
  // Sequentially: visits (all must be 1), and an order-sensitive hash.
  %p = arith.constant 31 : index
  %ones, %h = scf.for %i = %c0 to %n0p step %c1 iter_args(%o0 = %c0, %h0 = %c0) -> (index, index) {
    %o2, %h2 = scf.for %j = %c0 to %n1p step %c1 iter_args(%o1 = %o0, %h1 = %h0) -> (index, index) {
      %c = memref.load %cnt[%i, %j] : memref<?x?xindex>
      %one = arith.cmpi eq, %c, %c1 : index
      %inc = arith.select %one, %c1, %c0 : index
      %o = arith.addi %o1, %inc : index
      %v = memref.load %val[%i, %j] : memref<?x?xindex>
      %hm = arith.muli %h1, %p : index
      %hh = arith.addi %hm, %v : index
      scf.yield %o, %hh : index, index
    }
    scf.yield %o2, %h2 : index, index
  }
  %all = arith.muli %n0p, %n1p : index
  vector.print %all : index
  vector.print %ones : index
  vector.print %sum : index
  vector.print %h : index
  memref.dealloc %val : memref<?x?xindex>
  memref.dealloc %cnt : memref<?x?xindex>
  return
}

// A 1-d loop and a 3-d loop: each reduces a count and a sum of its
// indices' values.
func.func @dims13(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c9 = arith.constant 9 : index
  %c100 = arith.constant 100 : index
  %c10000 = arith.constant 10000 : index
  %z = arith.constant 0 : index
  %n1, %s1 = scf.parallel (%i) = (%c1) to (%n) step (%c2) init (%z, %z) -> (index, index) {
    scf.reduce(%c1, %i : index, index) {
    ^bb0(%l: index, %r: index):
      %a = arith.addi %l, %r : index
      scf.reduce.return %a : index
    }, {
    ^bb0(%l: index, %r: index):
      %a = arith.addi %l, %r : index
      scf.reduce.return %a : index
    }
  }
  vector.print %n1 : index
  vector.print %s1 : index
  %n3, %s3 = scf.parallel (%i, %j, %k) = (%c0, %c1, %c0) to (%c4, %c6, %c9) step (%c1, %c2, %c1) init (%z, %z) -> (index, index) {
    %a = arith.muli %i, %c10000 : index
    %b = arith.muli %j, %c100 : index
    %ab = arith.addi %a, %b : index
    %v = arith.addi %ab, %k : index
    scf.reduce(%c1, %v : index, index) {
    ^bb0(%l: index, %r: index):
      %x = arith.addi %l, %r : index
      scf.reduce.return %x : index
    }, {
    ^bb0(%l: index, %r: index):
      %x = arith.addi %l, %r : index
      scf.reduce.return %x : index
    }
  }
  vector.print %n3 : index
  vector.print %s3 : index
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c13 = arith.constant 13 : index
  %c100 = arith.constant 100 : index
  %c300 = arith.constant 300 : index
  %c777 = arith.constant 777 : index
  %m5 = arith.constant -5 : index
  %m40 = arith.constant -40 : index

  // CHECK:3885
  // CHECK-NEXT:3885
  // CHECK-NEXT:9277380
  // CHECK-NEXT:4887675864879176404
  func.call @tile2d(%c0, %c5, %c1, %c0, %c777, %c1) : (index, index, index, index, index, index) -> ()
  // Fewer rows than blocks: the columns are split too.
  // CHECK-NEXT:2331
  // CHECK-NEXT:2331
  // CHECK-NEXT:10228428
  // CHECK-NEXT:3988237246583547172
  func.call @tile2d(%c2, %c7, %c2, %c0, %c777, %c1) : (index, index, index, index, index, index) -> ()
  // Negative lower bounds, steps above one, trips that divide nothing.
  // CHECK-NEXT:2867
  // CHECK-NEXT:2867
  // CHECK-NEXT:83558715
  // CHECK-NEXT:2020147544898373881
  func.call @tile2d(%m40, %c100, %c3, %m5, %c300, %c5) : (index, index, index, index, index, index) -> ()
  // An empty dimension: no iteration at all, the sum is the init value.
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  func.call @tile2d(%c0, %c13, %c1, %c5, %c5, %c1) : (index, index, index, index, index, index) -> ()
  %big = arith.constant 100001 : index
  // CHECK-NEXT:50000
  // CHECK-NEXT:2500000000
  // CHECK-NEXT:108
  // CHECK-NEXT:1652832
  func.call @dims13(%big) : (index) -> ()
  return
}
