// scf.parallel to tasks: the outlined compute and dispatch functions, the
// group, and the fold of partial reductions in block order.
// RUN: asyncc --print-ir=runtime %s | FileCheck %s
// RUN: asyncc --print-ir=runtime -fno-async-parallel-for %s | FileCheck %s --check-prefix=SEQ
// RUN: asyncc --print-ir=runtime -fparallel-min-task-size=100 %s | FileCheck %s --check-prefix=MIN

// SEQ-LABEL: func.func @sum(
// SEQ: scf.parallel
// SEQ-NOT: parallel_compute_fn

// MIN: arith.constant 100 : index

// CHECK-LABEL: func.func @sum(
// CHECK-SAME: %[[N:arg0]]: index, %[[M:arg1]]: memref<?xf32>) -> f32
func.func @sum(%n: index, %m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  // Trip count, block size, number of blocks.
  // CHECK: %[[TRIP:.*]] = arith.ceildivsi
  // CHECK: %[[BS:.*]] = arith.maxui
  // CHECK: %[[NB:.*]] = arith.ceildivui %{{.*}}, %[[BS]] : index
  // CHECK: %[[PART:.*]] = memref.alloc(%[[NB]]) : memref<?xf32>
  // CHECK: %[[MANY:.*]] = arith.cmpi ugt, %[[NB]], %{{.*}} : index
  // CHECK: scf.if %[[MANY]] {
  // CHECK:   %[[NT:.*]] = arith.subi %[[NB]], %{{.*}} : index
  // CHECK:   %[[G:.*]] = async.runtime.create_group %[[NT]] : !async.group
  // CHECK:   func.call @parallel_dispatch_fn(%[[G]], %{{.*}}, %[[NB]], %[[BS]], {{.*}}, %[[PART]], %[[M]])
  // CHECK:   async.runtime.await %[[G]] : !async.group
  // CHECK: } else {
  // CHECK:   func.call @parallel_compute_fn(
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

// The compute function runs one block and stores its partial.
// CHECK-LABEL: func.func private @parallel_compute_fn(
// CHECK-SAME: %[[BLK:arg0]]: index, %[[BSZ:arg1]]: index, %[[TOT:arg2]]: index
// CHECK:   %[[START:.*]] = arith.muli %[[BLK]], %[[BSZ]] : index
// CHECK:   %[[END:.*]] = arith.minui
// CHECK:   %[[RES:.*]] = scf.for %[[I:.*]] = %[[START]] to %[[END]]
// CHECK:     memref.load
// CHECK:     %[[FIRST:.*]] = arith.cmpi eq, %[[I]], %[[START]] : index
// CHECK:     scf.if %[[FIRST]] -> (f32)
// CHECK:   memref.store %[[RES]], %{{.*}}[%[[BLK]]] : memref<?xf32>

// The dispatch function hands upper halves to tasks and computes the last
// block itself.
// CHECK-LABEL: func.func private @parallel_dispatch_fn(
// CHECK-SAME: %[[GRP:arg0]]: !async.group, %{{.*}}: index, %{{.*}}: index
// CHECK:   scf.while
// CHECK:     %[[T:.*]] = func.call @async_execute_fn(
// CHECK:     async.runtime.add_to_group %[[T]], %[[GRP]] : !async.token
// CHECK:   call @parallel_compute_fn(
