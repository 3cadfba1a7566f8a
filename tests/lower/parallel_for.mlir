// scf.parallel to tasks: the partition, the outlined compute and dispatch
// functions, the group, and the fold of partial reductions in block order.
// RUN: asyncc --print-ir=runtime %s | FileCheck %s
// RUN: asyncc --print-ir=runtime %s | FileCheck %s --check-prefix=DECL
// RUN: asyncc --print-ir=runtime -fno-async-parallel-for %s | FileCheck %s --check-prefix=SEQ
// RUN: asyncc --print-ir=runtime -fparallel-min-task-size=100 %s | FileCheck %s --check-prefix=MIN

// SEQ-LABEL: func.func @sum(
// SEQ: scf.parallel
// SEQ-NOT: parallel_compute_fn

// The number of blocks wanted comes from the minimum block size.
// MIN-LABEL: func.func @sum(
// MIN: %[[MINB:.*]] = arith.constant 100 : index
// MIN: arith.ceildivui %{{.*}}, %[[MINB]] : index
// With a minimum block size, a loop runs in place when it has fewer than
// two blocks' worth of iterations.
// MIN: %[[TWO:.*]] = arith.constant 200 : index
// MIN: arith.cmpi ult, %{{.*}}, %[[TWO]] : index

// One weak declaration, first in the module, for all the loops:
// DECL: module {
// DECL-NEXT: llvm.func extern_weak @asyncrt_parallel_worth(i64, i64, i64) -> i64
// DECL-NOT: llvm.func
// CHECK-LABEL: func.func @sum(
// CHECK-SAME: %[[N:arg0]]: index, %[[M:arg1]]: memref<?xf32>) -> f32
func.func @sum(%n: index, %m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  // Trip count, blocks wanted (at most 4096), the tile, the blocks.
  // An iteration here costs 6 units (no vector discount: a reduction),
  // so a block wants ceil(16384 / 6) iterations.
  // CHECK: %[[TRIP:.*]] = arith.ceildivsi
  // CHECK: %[[TOTAL:.*]] = arith.muli %{{.*}}, %[[TRIP]] : index
  // CHECK: %[[PERB:.*]] = arith.constant 2731 : index
  // CHECK: arith.ceildivui %[[TOTAL]], %[[PERB]] : index
  // CHECK: %[[MAXB:.*]] = arith.constant 4096 : index
  // CHECK: %[[WANT:.*]] = arith.minui %{{.*}}, %[[MAXB]] : index
  // Less work than 16 blocks' worth runs in place: one block.
  // CHECK: %[[MINW:.*]] = arith.constant 43691 : index
  // CHECK: %[[SMALL:.*]] = arith.cmpi ult, %[[TOTAL]], %[[MINW]] : index
  // CHECK: arith.select %[[SMALL]], %{{.*}}, %[[WANT]] : index
  // An empty space has no block at all.
  // CHECK: %[[EMPTY:.*]] = arith.cmpi eq,
  // CHECK: %[[NB:.*]] = arith.select %[[EMPTY]], %{{.*}}, %{{.*}} : index
  // CHECK: %[[PART:.*]] = memref.alloc(%[[NB]]) : memref<?xf32>
  // Two leaves (runs of blocks) per worker thread, at most one per
  // block; then as many as the runtime finds worth their dispatch, by
  // the loop's iterations and their cost (6 units each).  A single block
  // (or none) asks nothing.
  // CHECK:   %[[MULTI:.*]] = arith.cmpi ugt, %[[NB]], %{{.*}} : index
  // CHECK:   %[[ASK:.*]] = scf.if %[[MULTI]] -> (index) {
  // CHECK:   %[[W:.*]] = async.runtime.num_worker_threads : index
  // CHECK:   %[[W1:.*]] = arith.maxui %[[W]], %{{.*}} : index
  // CHECK:   %[[TWO:.*]] = arith.constant 2 : index
  // CHECK:   %[[WANT:.*]] = arith.muli %[[W1]], %[[TWO]] : index
  // CHECK:   %[[SL:.*]] = arith.minui %[[NB]], %[[WANT]] : index
  // Asked only where asyncrt_parallel_worth is linked (a weak symbol,
  // null in MLIR's runtime); else the static rule's leaves stand.
  // CHECK:   %[[FP:.*]] = llvm.mlir.addressof @asyncrt_parallel_worth : !llvm.ptr
  // CHECK:   %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
  // CHECK:   %[[LINKED:.*]] = llvm.icmp "ne" %[[FP]], %[[NULL]] : !llvm.ptr
  // CHECK:   %[[V:.*]] = scf.if %[[LINKED]] -> (index) {
  // CHECK:     %[[IT:.*]] = arith.index_cast %[[TOTAL]] : index to i64
  // CHECK:     %[[COST:.*]] = arith.constant 6 : i64
  // CHECK:     %[[L:.*]] = arith.index_cast %[[SL]] : index to i64
  // CHECK:     %[[R:.*]] = llvm.call @asyncrt_parallel_worth(%[[IT]], %[[COST]], %[[L]]) : (i64, i64, i64) -> i64
  // CHECK:     %[[RI:.*]] = arith.index_cast %[[R]] : i64 to index
  // CHECK:     scf.yield %[[RI]] : index
  // CHECK:   } else {
  // CHECK:     scf.yield %[[SL]] : index
  // CHECK:   }
  // CHECK:   scf.yield %[[V]] : index
  // CHECK: } else {
  // CHECK:   scf.yield %[[NB]] : index
  // CHECK: }
  // CHECK: %[[MANY:.*]] = arith.cmpi ugt, %[[ASK]], %{{.*}} : index
  // One task dispatches them all, the group counts it and every leaf but
  // the one that task computes itself.
  // CHECK: scf.if %[[MANY]] {
  // CHECK:   %[[G:.*]] = async.runtime.create_group %[[ASK]] : !async.group
  // CHECK:   %[[T:.*]] = func.call @async_execute_fn(%[[G]], %[[ASK]], %[[NB]], {{.*}}, %[[PART]], %[[M]])
  // CHECK:   async.runtime.add_to_group %[[T]], %[[G]] : !async.token
  // CHECK:   async.runtime.await %[[G]] : !async.group
  // CHECK: } else {
  // One leaf: the blocks run in place, in order.
  // CHECK:   scf.for %[[BLK:.*]] = %{{.*}} to %[[NB]] step %{{.*}} {
  // CHECK:     func.call @parallel_compute_fn(%[[BLK]],
  // The partials are folded in block order, starting from the init value.
  // CHECK: %[[R:.*]] = scf.for %[[B:.*]] = %{{.*}} to %[[NB]] step %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (f32) {
  // CHECK:   %[[P:.*]] = memref.load %[[PART]][%[[B]]] : memref<?xf32>
  // CHECK:   %[[S:.*]] = arith.addf %[[ACC]], %[[P]] : f32
  // CHECK:   scf.yield %[[S]] : f32
  // CHECK: memref.dealloc %[[PART]] : memref<?xf32>
  // CHECK: return %[[R]] : f32
  %s = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> f32 {
    %v = memref.load %m[%i] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %r: f32):
      %q = arith.addf %l, %r : f32
      scf.reduce.return %q : f32
    }
  }
  return %s : f32
}

// The outlined functions follow the module's own; the task that
// dispatches @scale's leaves calls its dispatch function.
// CHECK-LABEL: func.func @scale(
// Its body is straight-line code without a reduction, which LLVM
// vectorizes: an iteration counts a quarter of its 7 units, rounded up.
// CHECK: arith.constant 8192 : index
// CHECK: arith.constant 131072 : index
// CHECK: call @async_execute_fn_0(

// The compute function runs one block and stores its partial.  The
// block's partial starts as its first value: "started" says whether the
// accumulator holds one yet.  The constant step is copied in, not passed.
// CHECK-LABEL: func.func private @parallel_compute_fn(
// CHECK-SAME: %[[BLK:arg0]]: index
// CHECK:   %[[STEP:.*]] = arith.constant 1 : index
// CHECK:   %[[ROW:.*]] = arith.divui %[[BLK]],
// CHECK:   %[[FIRST:.*]] = arith.muli %[[ROW]],
// CHECK:   %[[F:.*]] = arith.constant false
// CHECK:   %[[RES:.*]]:2 = scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %[[STEP]] iter_args(%[[A:.*]] = %{{.*}}, %[[STARTED:.*]] = %[[F]]) -> (f32, i1) {
// CHECK:     %[[V:.*]] = memref.load %{{.*}}[%[[I]]]
// CHECK:     %[[NEXT:.*]] = scf.if %[[STARTED]] -> (f32) {
// CHECK:       arith.addf %[[A]], %[[V]] : f32
// CHECK:     } else {
// CHECK:       scf.yield %[[V]] : f32
// CHECK:     %[[T:.*]] = arith.constant true
// CHECK:     scf.yield %[[NEXT]], %[[T]] : f32, i1
// CHECK:   memref.store %[[RES]]#0, %{{.*}}[%[[BLK]]] : memref<?xf32>

// The dispatch function hands upper halves of its leaves to tasks and
// computes the blocks of the last leaf itself, one after the other:
// leaf l of L holds the blocks [l * NB / L, (l + 1) * NB / L).
// CHECK-LABEL: func.func private @parallel_dispatch_fn(
// CHECK-SAME: %[[GRP:arg0]]: !async.group, %{{.*}}: index, %{{.*}}: index, %[[DNB:arg3]]: index, %[[DNL:arg4]]: index
// CHECK:   %[[LEAF:.*]]:2 = scf.while
// CHECK:     %[[T:.*]] = func.call @async_execute_fn_1(
// CHECK:     async.runtime.add_to_group %[[T]], %[[GRP]] : !async.token
// CHECK:   %[[LO:.*]] = arith.muli %[[LEAF]]#0, %[[DNB]] : index
// CHECK:   %[[FIRST:.*]] = arith.divui %[[LO]], %[[DNL]] : index
// CHECK:   %[[NEXT:.*]] = arith.addi %[[LEAF]]#0, %{{.*}} : index
// CHECK:   %[[HI:.*]] = arith.muli %[[NEXT]], %[[DNB]] : index
// CHECK:   %[[LAST:.*]] = arith.divui %[[HI]], %[[DNL]] : index
// CHECK:   scf.for %[[BLK:.*]] = %[[FIRST]] to %[[LAST]] step %{{.*}} {
// CHECK:     func.call @parallel_compute_fn(%[[BLK]],

// Two dimensions: a block is a tile of rows and columns, found by
// dividing the block number once, and runs the loop's own dimensions as
// nested loops with their constant steps; the innermost loop holds the
// body alone, no index arithmetic and nothing dead.
// CHECK-LABEL: func.func private @parallel_compute_fn_0(
// CHECK-SAME: %[[BLK:arg0]]: index
// CHECK-DAG: %[[S0:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[S1:.*]] = arith.constant 2 : index
// CHECK:   arith.divui %[[BLK]], %[[NB1:arg[0-9]+]] : index
// CHECK:   arith.remui %[[BLK]], %[[NB1]] : index
// CHECK:   scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %[[S0]] {
// CHECK-NEXT: scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %[[S1]] {
// CHECK-NEXT:   %[[X:.*]] = memref.load %[[A:.*]][%[[I]], %[[J]]]
// CHECK-NEXT:   %[[Y:.*]] = arith.mulf %[[X]], %{{.*}} : f32
// CHECK-NEXT:   memref.store %[[Y]], %[[A]][%[[I]], %[[J]]]
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return

// The task that dispatches the leaves: it starts with leaf 0.
// CHECK-LABEL: func.func private @async_execute_fn_0(
// CHECK: %[[ZERO:.*]] = arith.constant 0 : index
// CHECK: call @parallel_dispatch_fn_0(%arg0, %[[ZERO]],
func.func @scale(%a: memref<?x?xf32>, %n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %k = arith.constant 3.0 : f32
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %m) step (%c1, %c2) {
    %x = memref.load %a[%i, %j] : memref<?x?xf32>
    %y = arith.mulf %x, %k : f32
    memref.store %y, %a[%i, %j] : memref<?x?xf32>
    scf.reduce
  }
  return
}
