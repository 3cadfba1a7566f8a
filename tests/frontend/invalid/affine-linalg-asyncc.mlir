// Diagnostics of asyncc's own for the affine and linalg dialects: what
// MLIR 19 lets through but no lowering could run (zero steps, bound maps
// without results or with the wrong number of operands, empty bound
// groups), and what asyncc does not compile (linalg on tensors, on
// unranked memrefs).
// RUN: asyncc -verify-diagnostics -split-input-file %s

// asyncc-only: MLIR 19 accepts a zero step, which no loop could run
func.func @f() {
  // expected-error @+1 {{'affine.for' op expected step to be representable as a positive signed integer}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 0 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

// asyncc-only: MLIR 19 accepts a bound map without results
func.func @f() {
  // expected-error @+1 {{'affine.for' op lower bound map has no results}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> ()>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

// asyncc-only: MLIR 19 does not check a bound's operands against its map
func.func @f(%n: index) {
  // expected-error @+1 {{'affine.for' op upper bound has 1 operands, but its map takes 0 dims and symbols}}
  "affine.for"(%n) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

// asyncc-only: MLIR 19 accepts an affine.min of nothing
func.func @f(%n: index) {
  // expected-error @+1 {{'affine.min' op affine map has no results to take the minimum of}}
  %v = affine.min affine_map<(d0) -> ()>(%n)
  return
}

// -----

// asyncc-only: MLIR 19 accepts an empty bound group
func.func @f() {
  // expected-error @+1 {{'affine.parallel' op expected the group sizes of 'lowerBoundsGroups' to be positive}}
  "affine.parallel"() <{lowerBoundsGroups = dense<0> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> ()>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

// asyncc-only: MLIR 19 does not check the bounds' operands against their maps
func.func @f(%n: index) {
  // expected-error @+1 {{'affine.parallel' op the bound maps take 0 operands, but it has 1}}
  "affine.parallel"(%n) <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

// asyncc-only: MLIR 19 does not check the bounds' operands against their maps
func.func @f(%n: index) {
  // expected-error @+1 {{'affine.parallel' op the bound maps take 2 operands, but it has 1}}
  "affine.parallel"(%n) <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<()[s0] -> (s0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<()[s0] -> (s0)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

// asyncc-only: MLIR 19's parser accepts a zero step
func.func @f() {
  // expected-error @+1 {{'affine.parallel' op expected steps to be positive integers}}
  affine.parallel (%i) = (0) to (10) step (0) {
  }
  return
}

// -----

// asyncc-only: MLIR 19's parser makes index arguments; the generic form may not
func.func @f() {
  // expected-error @+1 {{'affine.parallel' op expected the region arguments to be of index type}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: i32):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

// asyncc-only: MLIR 19 ignores the odd operand
func.func @f(%A: memref<4x4xf32>, %B: memref<4xf32>) {
  // expected-error @+1 {{'linalg.reduce' op expects as many inits as inputs, and at least one of each}}
  "linalg.reduce"(%A, %A, %B) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    "linalg.yield"(%a) : (f32) -> ()
  }) : (memref<4x4xf32>, memref<4x4xf32>, memref<4xf32>) -> ()
  return
}

// -----

// asyncc-only: asyncc compiles linalg on ranked memrefs only
func.func @f(%A: memref<4xf32>, %U: memref<*xf32>) {
  // expected-error @+1 {{'linalg.copy' op operand #1 is 'memref<*xf32>': asyncc compiles linalg ops on ranked memrefs (and scalar inputs)}}
  linalg.copy ins(%A : memref<4xf32>) outs(%U : memref<*xf32>)
  return
}

// -----

// asyncc-only: asyncc compiles bufferized IR: no tensors
func.func @f(%A: memref<4xf32>, %c: f32) {
  // Tensors are refused where a linalg op names them: bufferize first.
  // expected-error @+1 {{linalg ops on tensors are not supported: asyncc compiles bufferized IR, linalg on memrefs (bufferize first, e.g. with mlir-opt --one-shot-bufferize)}}
  %t = linalg.fill ins(%c : f32) outs(%A : tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

// asyncc-only: asyncc compiles bufferized IR: no tensors
func.func @f(%A: memref<4xf32>, %c: f32) {
  // expected-error @+1 {{linalg ops on tensors are not supported: asyncc compiles bufferized IR, linalg on memrefs (bufferize first, e.g. with mlir-opt --one-shot-bufferize)}}
  linalg.fill ins(%c : f32) outs(%A : memref<4xf32>) -> tensor<4xf32>
  return
}

// -----

// asyncc-only: mlir-opt-19 crashes on it
func.func @f(%A: memref<4xf32>) {
  // expected-error @+1 {{custom op 'linalg.generic' expected "iterator_types" to hold strings}}
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = [1]} outs(%A : memref<4xf32>) {
  ^bb0(%a: f32):
    linalg.yield %a : f32
  }
  return
}

// -----

// asyncc-only: MLIR 19 words it otherwise
func.func @f() {
  // expected-error @+1 {{custom op 'affine.parallel' expected a string naming a reduction}}
  affine.parallel (%i) = (0) to (10) reduce (addf) -> (f32) {
  }
  return
}

// -----

// asyncc-only: MLIR 19 takes "1" for an op name
func.func @f(%A: memref<4xf32>) {
  // expected-error @+1 {{expected an operation name}}
  linalg.map { 1 } ins(%A : memref<4xf32>) outs(%A : memref<4xf32>)
  return
}
