// The affine dialect's ops read and printed as mlir-opt-19 prints them
// (but for maps, which asyncc prints in place instead of as #map
// aliases): loop bounds as constants, SSA values, or maps with their
// operands and a max/min prefix; steps and iter_args; affine.parallel's
// bound groups, steps and reductions; affine.if with and without else
// and results; subscripts over SSA values with symbol(...); apply, min
// and max.  The custom form is a fixed point, and the generic form reads
// back to the same IR.  tests/frontend/differential.sh checks that
// mlir-opt-19 reads the output back to the same IR as the input.
// RUN: asyncc --print-ir=input %s | FileCheck %s
// RUN: asyncc --print-ir=input %s > %t.1.mlir && asyncc --print-ir=input %t.1.mlir > %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s > %t.g.mlir && asyncc --print-ir=input %t.g.mlir | diff %t.1.mlir -
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

#lb = affine_map<(d0)[s0] -> (d0, s0 - 4)>
#ub = affine_map<(d0)[s0] -> (d0 + 8, s0)>
#in = affine_set<(d0, d1)[s0] : (d0 - 2 >= 0, s0 - d1 - 1 >= 0, d0 mod 2 == 0)>

// CHECK-LABEL: func.func @loops(
// CHECK-SAME: %[[A:.*]]: memref<?x16xf32>, %[[N:.*]]: index, %[[X:.*]]: f32)
func.func @loops(%A: memref<?x16xf32>, %n: index, %x: f32) -> f32 {
  // CHECK: affine.for %[[I:.*]] = 0 to 16 {
  affine.for %i = 0 to 16 {
    // CHECK: affine.for %[[J:.*]] = max affine_map<(d0)[s0] -> (d0, s0 - 4)>(%[[I]])[%[[N]]] to min affine_map<(d0)[s0] -> (d0 + 8, s0)>(%[[I]])[%[[N]]] step 3 {
    affine.for %j = max #lb(%i)[%n] to min #ub(%i)[%n] step 3 {
      // CHECK: %[[V:.*]] = affine.load %[[A]][%[[J]] + 1, %[[I]] * 2 - symbol(%[[N]]) + 3] : memref<?x16xf32>
      %v = affine.load %A[%j + 1, 2 * %i - symbol(%n) + 3] : memref<?x16xf32>
      // CHECK: affine.store %[[V]], %[[A]][%[[I]] floordiv 2, %[[J]] mod 4] : memref<?x16xf32>
      affine.store %v, %A[%i floordiv 2, %j mod 4] : memref<?x16xf32>
    }
  }
  // A bound that is one SSA value is a symbol; a map of one result needs no prefix.
  // CHECK: affine.for %{{.*}} = %[[N]] to affine_map<()[s0] -> (s0 * 2)>()[%[[N]]] {
  affine.for %i = %n to affine_map<()[s0] -> (s0 * 2)>()[%n] {
  }
  // CHECK: %[[S:.*]] = affine.for %[[K:.*]] = 0 to %[[N]] iter_args(%[[ACC:.*]] = %[[X]]) -> (f32) {
  // CHECK-NEXT: %[[L:.*]] = affine.load %[[A]][%[[K]], 0] : memref<?x16xf32>
  // CHECK-NEXT: %[[T:.*]] = arith.addf %[[ACC]], %[[L]] : f32
  // CHECK-NEXT: affine.yield %[[T]] : f32
  %s = affine.for %k = 0 to %n iter_args(%acc = %x) -> (f32) {
    %l = affine.load %A[%k, 0] : memref<?x16xf32>
    %t = arith.addf %acc, %l : f32
    affine.yield %t : f32
  }
  // Two results, a negative lower bound, and an attribute.
  // CHECK: %{{.*}}:2 = affine.for %{{.*}} = -5 to 5 step 2 iter_args(%{{.*}} = %[[X]], %{{.*}} = %[[N]]) -> (f32, index) {
  // CHECK: } {tag = "t"}
  %p:2 = affine.for %k = -5 to 5 step 2 iter_args(%a = %x, %b = %n) -> (f32, index) {
    affine.yield %a, %b : f32, index
  } {tag = "t"}
  return %s : f32
}

// CHECK-LABEL: func.func @conditions(
func.func @conditions(%A: memref<?x16xf32>, %n: index, %x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  // CHECK: affine.for %[[I:.*]] = 0 to 8 {
  // CHECK-NEXT: affine.for %[[J:.*]] = 0 to 8 {
  // CHECK-NEXT: affine.if affine_set<(d0, d1)[s0] : (d0 - 2 >= 0, -d1 + s0 - 1 >= 0, d0 mod 2 == 0)>(%[[I]], %[[J]])[%{{.*}}] {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      affine.if #in(%i, %j)[%n] {
        affine.store %x, %A[%i, %j] : memref<?x16xf32>
      }
    }
  }
  // CHECK: %{{.*}} = affine.if affine_set<(d0) : (d0 >= 0)>(%{{.*}}) -> f32 {
  // CHECK-NEXT: affine.yield %{{.*}} : f32
  // CHECK-NEXT: } else {
  // CHECK-NEXT: affine.yield %{{.*}} : f32
  // CHECK-NEXT: }
  %r = affine.if affine_set<(d0) : (d0 >= 0)>(%n) -> f32 {
    affine.yield %x : f32
  } else {
    affine.yield %z : f32
  }
  // CHECK: %{{.*}}:2 = affine.if affine_set<() : (0 == 0)>() -> (f32, f32) {
  %q:2 = affine.if affine_set<() : ()>() -> (f32, f32) {
    affine.yield %x, %z : f32, f32
  } else {
    affine.yield %z, %x : f32, f32
  }
  return %r : f32
}

// CHECK-LABEL: func.func @apply(
func.func @apply(%i: index, %n: index) -> index {
  // CHECK: %[[A:.*]] = affine.apply affine_map<(d0)[s0] -> (d0 * 4 + s0)>(%{{.*}})[%{{.*}}]
  %a = affine.apply affine_map<(d0)[s0] -> (d0 * 4 + s0)>(%i)[%n]
  // CHECK: %[[B:.*]] = affine.min affine_map<(d0, d1) -> (d0, d1 - 2, 100)>(%[[A]], %{{.*}})
  %b = affine.min affine_map<(d0, d1) -> (d0, d1 - 2, 100)>(%a, %i)
  // CHECK: %{{.*}} = affine.max affine_map<()[s0] -> (s0, 0)>()[%[[B]]] {note}
  %c = affine.max affine_map<()[s0] -> (s0, 0)>()[%b] {note}
  return %c : index
}

// CHECK-LABEL: func.func @parallel(
func.func @parallel(%A: memref<?x16xf32>, %n: index, %m: index) -> (f32, i32) {
  %one = arith.constant 1 : i32
  // CHECK: affine.parallel (%[[I:.*]], %[[J:.*]]) = (0, max(%[[N:.*]], 2)) to (%[[N]] + 1, min(%[[M:.*]], 16)) step (2, 1) {
  // CHECK-NEXT: arith.constant
  // CHECK-NEXT: affine.store %{{.*}}, %{{.*}}[%[[I]], %[[J]]] : memref<?x16xf32>
  // CHECK-NEXT: }
  affine.parallel (%i, %j) = (0, max(%n, 2)) to (%n + 1, min(%m, 16)) step (2, 1) {
    %f = arith.constant 2.0 : f32
    affine.store %f, %A[%i, %j] : memref<?x16xf32>
  }
  // CHECK: %{{.*}}:2 = affine.parallel (%{{.*}}) = (symbol(%{{.*}})) to (%{{.*}} * 2) reduce ("maximumf", "addi") -> (f32, i32) {
  %r:2 = affine.parallel (%k) = (symbol(%n)) to (%n * 2) reduce ("maximumf", "addi") -> (f32, i32) {
    %v = affine.load %A[%k, 3] : memref<?x16xf32>
    affine.yield %v, %one : f32, i32
  }
  return %r#0, %r#1 : f32, i32
}

// The generic form: maps and groups as MLIR keeps them.
// GENERIC: "affine.for"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{lowerBoundMap = affine_map<(d0)[s0] -> (d0, s0 - 4)>, operandSegmentSizes = array<i32: 2, 2, 0>, step = 3 : index, upperBoundMap = affine_map<(d0)[s0] -> (d0 + 8, s0)>}>
// GENERIC: "affine.load"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{map = affine_map<(d0, d1)[s0] -> (d0 + 1, d1 * 2 - s0 + 3)>}>
// GENERIC: }, {
// GENERIC-NEXT: }) {condition = affine_set<
// GENERIC: "affine.parallel"(%{{.*}}, %{{.*}}, %{{.*}}) <{lowerBoundsGroups = dense<[1, 2]> : tensor<2xi32>, lowerBoundsMap = affine_map<(d0) -> (0, d0, 2)>, reductions = [], steps = [2, 1], upperBoundsGroups = dense<[1, 2]> : tensor<2xi32>, upperBoundsMap = affine_map<(d0, d1) -> (d0 + 1, d1, 16)>}>
// GENERIC: "affine.parallel"(%{{.*}}, %{{.*}}) <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<()[s0] -> (s0)>, reductions = [3, 1], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<(d0) -> (d0 * 2)>}>
