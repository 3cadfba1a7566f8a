// affine-to-scf: the affine dialect as scf, memref and arith, with the
// meaning of MLIR's lower-affine: loop bounds are the max (lower) and
// min (upper) of their maps' results, steps constants; affine.parallel
// becomes scf.parallel whose reductions start from the kind's identity
// and combine with its arith op in scf.reduce (so the parallel pass
// runs it on the workers); affine.if tests every constraint (>= 0 with
// sge, == 0 with eq); loads, stores, apply, min and max expand their
// maps.  The last RUN line reports a reduction nothing can lower.
// RUN: asyncc --pass=affine-to-scf %s | FileCheck %s
// RUN: asyncc --print-ir=runtime %s | FileCheck %s --check-prefix=RUNTIME
// RUN: not asyncc --print-ir=runtime %S/Inputs/affine-assign.mlir 2>&1 | FileCheck %s --check-prefix=ASSIGN

// CHECK-LABEL: func.func @loops(
// CHECK-SAME: %[[A:.*]]: memref<?x16xf32>, %[[N:.*]]: index, %[[X:.*]]: f32)
func.func @loops(%A: memref<?x16xf32>, %n: index, %x: f32) -> f32 {
  // CHECK: %[[LB:.*]] = arith.constant 0 : index
  // CHECK-NEXT: %[[UB:.*]] = arith.constant 16 : index
  // CHECK-NEXT: %[[ST:.*]] = arith.constant 1 : index
  // CHECK-NEXT: scf.for %[[I:.*]] = %[[LB]] to %[[UB]] step %[[ST]] {
  affine.for %i = 0 to 16 {
    // CHECK-NEXT: %[[M4:.*]] = arith.constant -4 : index
    // CHECK-NEXT: %[[L2:.*]] = arith.addi %[[N]], %[[M4]] : index
    // CHECK-NEXT: %[[L:.*]] = arith.maxsi %[[I]], %[[L2]] : index
    // CHECK-NEXT: %[[C8:.*]] = arith.constant 8 : index
    // CHECK-NEXT: %[[U1:.*]] = arith.addi %[[I]], %[[C8]] : index
    // CHECK-NEXT: %[[U:.*]] = arith.minsi %[[U1]], %[[N]] : index
    // CHECK-NEXT: %[[S3:.*]] = arith.constant 3 : index
    // CHECK-NEXT: scf.for %[[J:.*]] = %[[L]] to %[[U]] step %[[S3]] {
    affine.for %j = max affine_map<(d0)[s0] -> (d0, s0 - 4)>(%i)[%n] to min affine_map<(d0)[s0] -> (d0 + 8, s0)>(%i)[%n] step 3 {
      // CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : index
      // CHECK-NEXT: %[[R0:.*]] = arith.addi %[[J]], %[[ONE]] : index
      // CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : index
      // CHECK-NEXT: %[[R1:.*]] = arith.floordivsi %[[I]], %[[C2]] : index
      // CHECK-NEXT: %[[V:.*]] = memref.load %[[A]][%[[R0]], %[[R1]]] : memref<?x16xf32>
      %v = affine.load %A[%j + 1, %i floordiv 2] : memref<?x16xf32>
      // j mod 4: remsi corrected into [0, 4).
      // CHECK: arith.remsi %[[J]], %{{.*}} : index
      // CHECK: arith.select
      // CHECK: memref.store %[[V]], %[[A]][%{{.*}}, %[[I]]] : memref<?x16xf32>
      affine.store %v, %A[%j mod 4, %i] : memref<?x16xf32>
    }
  }
  // iter_args carried through scf.for, affine.yield become scf.yield.
  // CHECK: %[[S:.*]] = scf.for %{{.*}} = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[ACC:.*]] = %[[X]]) -> (f32) {
  // CHECK: scf.yield %{{.*}} : f32
  %s = affine.for %k = 0 to %n iter_args(%acc = %x) -> (f32) {
    %l = affine.load %A[%k, 0] : memref<?x16xf32>
    %t = arith.addf %acc, %l : f32
    affine.yield %t : f32
  }
  return %s : f32
}

// CHECK-LABEL: func.func @conditions(
// CHECK-SAME: %[[N:.*]]: index, %[[X:.*]]: f32, %[[Y:.*]]: f32)
func.func @conditions(%n: index, %x: f32, %y: f32) -> f32 {
  // (d0 - 2 >= 0, -d0 + s0 == 0) at (%n)[%n]
  // CHECK: %[[Z:.*]] = arith.constant 0 : index
  // CHECK: %[[E0:.*]] = arith.addi %[[N]], %{{.*}} : index
  // CHECK-NEXT: %[[C0:.*]] = arith.cmpi sge, %[[E0]], %[[Z]] : index
  // CHECK: %[[C1:.*]] = arith.cmpi eq, %{{.*}}, %[[Z]] : index
  // CHECK-NEXT: %[[C:.*]] = arith.andi %[[C0]], %[[C1]] : i1
  // CHECK-NEXT: %[[R:.*]] = scf.if %[[C]] -> (f32) {
  // CHECK-NEXT: scf.yield %[[X]] : f32
  // CHECK-NEXT: } else {
  // CHECK-NEXT: scf.yield %[[Y]] : f32
  %r = affine.if affine_set<(d0)[s0] : (d0 - 2 >= 0, s0 - d0 == 0)>(%n)[%n] -> f32 {
    affine.yield %x : f32
  } else {
    affine.yield %y : f32
  }
  // No constraint at all is 0 == 0, as MLIR keeps it.
  // CHECK: %[[Z0:.*]] = arith.constant 0 : index
  // CHECK-NEXT: %[[Z1:.*]] = arith.constant 0 : index
  // CHECK-NEXT: %[[T:.*]] = arith.cmpi eq, %[[Z1]], %[[Z0]] : index
  // CHECK-NEXT: scf.if %[[T]] {
  affine.if affine_set<() : ()>() {
  }
  return %r : f32
}

// CHECK-LABEL: func.func @maps(
// CHECK-SAME: %[[I:.*]]: index, %[[N:.*]]: index)
func.func @maps(%i: index, %n: index) -> index {
  // CHECK: %[[C4:.*]] = arith.constant 4 : index
  // CHECK-NEXT: %[[M:.*]] = arith.muli %[[I]], %[[C4]] : index
  // CHECK-NEXT: %[[A:.*]] = arith.addi %[[M]], %[[N]] : index
  %a = affine.apply affine_map<(d0)[s0] -> (d0 * 4 + s0)>(%i)[%n]
  // CHECK: %[[C100:.*]] = arith.constant 100 : index
  // CHECK-NEXT: %[[B1:.*]] = arith.minsi %[[A]], %{{.*}} : index
  // CHECK-NEXT: %[[B:.*]] = arith.minsi %[[B1]], %[[C100]] : index
  %b = affine.min affine_map<(d0, d1) -> (d0, d1 - 2, 100)>(%a, %i)
  // CHECK: %[[Z:.*]] = arith.constant 0 : index
  // CHECK-NEXT: %[[C:.*]] = arith.maxsi %[[B]], %[[Z]] : index
  // CHECK-NEXT: return %[[C]] : index
  %c = affine.max affine_map<()[s0] -> (s0, 0)>()[%b]
  return %c : index
}

// CHECK-LABEL: func.func @parallel(
// CHECK-SAME: %[[A:.*]]: memref<?x16xf32>, %[[N:.*]]: index, %[[M:.*]]: index)
func.func @parallel(%A: memref<?x16xf32>, %n: index, %m: index) -> (f32, i32) {
  %one = arith.constant 1 : i32
  // Bound groups: max of the lower ones, min of the upper ones.
  // CHECK: %[[L0:.*]] = arith.constant 0 : index
  // CHECK: %[[U0:.*]] = arith.addi %[[N]], %{{.*}} : index
  // CHECK: %[[L1:.*]] = arith.maxsi %[[N]], %{{.*}} : index
  // CHECK: %[[U1:.*]] = arith.minsi %[[M]], %{{.*}} : index
  // CHECK: scf.parallel (%{{.*}}, %{{.*}}) = (%[[L0]], %[[L1]]) to (%[[U0]], %[[U1]]) step (%{{.*}}, %{{.*}}) {
  // CHECK: memref.store
  // CHECK-NEXT: scf.reduce
  affine.parallel (%i, %j) = (0, max(%n, 2)) to (%n + 1, min(%m, 16)) step (2, 1) {
    %f = arith.constant 2.0 : f32
    affine.store %f, %A[%i, %j] : memref<?x16xf32>
  }
  // Reductions start from their identity: -inf for maximumf, 0 for addi.
  // CHECK: %[[NINF:.*]] = arith.constant 0xFF800000 : f32
  // CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0 : i32
  // CHECK-NEXT: %[[R:.*]]:2 = scf.parallel (%[[K:.*]]) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) init (%[[NINF]], %[[ZERO]]) -> (f32, i32) {
  // CHECK: %[[V:.*]] = memref.load %[[A]][%[[K]], %{{.*}}] : memref<?x16xf32>
  // CHECK-NEXT: scf.reduce(%[[V]], %{{.*}} : f32, i32) {
  // CHECK-NEXT: ^bb0(%[[P:.*]]: f32, %[[Q:.*]]: f32):
  // CHECK-NEXT: %[[MX:.*]] = arith.maximumf %[[P]], %[[Q]] : f32
  // CHECK-NEXT: scf.reduce.return %[[MX]] : f32
  // CHECK-NEXT: }, {
  // CHECK-NEXT: ^bb0(%[[P:.*]]: i32, %[[Q:.*]]: i32):
  // CHECK-NEXT: %[[AD:.*]] = arith.addi %[[P]], %[[Q]] : i32
  // CHECK-NEXT: scf.reduce.return %[[AD]] : i32
  %r:2 = affine.parallel (%k) = (symbol(%n)) to (%n * 2) reduce ("maximumf", "addi") -> (f32, i32) {
    %v = affine.load %A[%k, 3] : memref<?x16xf32>
    affine.yield %v, %one : f32, i32
  }
  // CHECK-NOT: affine.
  return %r#0, %r#1 : f32, i32
}
// The whole lowering: the parallel loops run as tasks.
// RUNTIME-LABEL: func.func @parallel(
// RUNTIME: call @parallel_dispatch_fn
// RUNTIME-NOT: affine.

// ASSIGN: error: 'affine.parallel' op cannot lower the "assign" reduction: it has no identity to start from
