// llvm.extractelement, llvm.insertelement, llvm.shufflevector and
// llvm.func's vector arguments: the verifier's messages are MLIR 19's
// (mlir-opt-19 -verify-diagnostics passes on this file too, but for the
// chunks marked asyncc-only).
// RUN: asyncc -verify-diagnostics -split-input-file %s

llvm.func @f(%x: i32, %i: i64) {
  // expected-error @+1 {{custom op 'llvm.extractelement' 'vector' must be LLVM dialect-compatible vector type}}
  %0 = llvm.extractelement %x[%i : i64] : i32
  llvm.return
}

// -----

llvm.func @f(%v: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{custom op 'llvm.extractelement' invalid kind of type specified}}
  %0 = llvm.extractelement %v[%f : f32] : vector<4xi32>
  llvm.return
}

// -----

llvm.func @f(%v: vector<4xi32>, %i: i64) {
  // expected-error @+1 {{'llvm.extractelement' op failed to verify that result type matches vector element type}}
  %0 = "llvm.extractelement"(%v, %i) : (vector<4xi32>, i64) -> i64
  llvm.return
}

// -----

llvm.func @f(%v: vector<4xi32>, %i: i64, %f: f32) {
  // expected-error @+1 {{'llvm.insertelement' op failed to verify that argument type matches vector element type}}
  %0 = "llvm.insertelement"(%v, %f, %i) : (vector<4xi32>, f32, i64) -> vector<4xi32>
  llvm.return
}

// -----

llvm.func @f(%v: vector<4xi32>, %x: i32, %f: f32) {
  // expected-error @+1 {{'llvm.insertelement' op operand #2 must be signless integer, but got 'f32'}}
  %0 = "llvm.insertelement"(%v, %x, %f) : (vector<4xi32>, i32, f32) -> vector<4xi32>
  llvm.return
}

// -----

llvm.func @f(%v: vector<4xi32>, %x: i32, %i: i32) {
  // expected-error @+1 {{'llvm.insertelement' op failed to verify that all of {res, vector} have same type}}
  %0 = "llvm.insertelement"(%v, %x, %i) : (vector<4xi32>, i32, i32) -> vector<8xi32>
  llvm.return
}

// -----

// MLIR reports it at the token after the type.
llvm.func @f(%x: i32) {
  %0 = llvm.shufflevector %x, %x [0] : i32
  // expected-error @+1 {{custom op 'llvm.shufflevector' expected an LLVM compatible vector type}}
  llvm.return
}

// -----

llvm.func @f(%v: vector<4xi32>) {
  // expected-error @+1 {{'llvm.shufflevector' op requires attribute 'mask'}}
  %0 = "llvm.shufflevector"(%v, %v) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  llvm.return
}

// -----

// asyncc-only: MLIR 19 does not check the result's length against the mask's; LLVM needs them equal
llvm.func @f(%v: vector<4xi32>) {
  // expected-error @+1 {{'llvm.shufflevector' op expected result type to be a vector of 2 elements like the mask}}
  %0 = "llvm.shufflevector"(%v, %v) <{mask = array<i32: 0, 1>}> : (vector<4xi32>, vector<4xi32>) -> vector<3xi32>
  llvm.return
}

// -----

// A 2-d vector is no LLVM type.
// expected-error @+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function arguments}}
llvm.func @f(%v: vector<2x2xf32>) {
  llvm.return
}

// -----

llvm.func @f(%v: vector<4xi32>) {
  // expected-error @+1 {{'llvm.shufflevector' op attribute 'mask' failed to satisfy constraint: i32 dense array attribute}}
  %0 = "llvm.shufflevector"(%v, %v) {mask = array<i64: 0, 1>} : (vector<4xi32>, vector<4xi32>) -> vector<2xi32>
  llvm.return
}

// -----

llvm.func @f(%v: vector<4xi32>, %w: vector<2xi32>) {
  // expected-error @+1 {{'llvm.shufflevector' op failed to verify that all of {v1, v2} have same type}}
  %0 = "llvm.shufflevector"(%v, %w) <{mask = array<i32: 0, 1>}> : (vector<4xi32>, vector<2xi32>) -> vector<2xi32>
  llvm.return
}

// -----

llvm.func @f(%v: vector<4xi32>) {
  // expected-error @+1 {{'llvm.icmp' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "llvm.icmp"(%v, %v) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> i1
  llvm.return
}

// -----

llvm.func @f(%x: i32) {
  // expected-error @+1 {{'llvm.intr.vector.reduce.add' op operand #0 must be LLVM dialect-compatible vector of signless integer, but got 'i32'}}
  %0 = "llvm.intr.vector.reduce.add"(%x) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%w: vector<4xf32>) {
  // expected-error @+1 {{'llvm.intr.vector.reduce.fmax' op requires the same element type for all operands and results}}
  %0 = llvm.intr.vector.reduce.fmax(%w) : (vector<4xf32>) -> f64
  llvm.return
}

// -----

llvm.func @f(%v: vector<4xi32>) {
  // expected-error @+1 {{'llvm.intr.vector.reduce.fmin' op operand #0 must be LLVM dialect-compatible vector of floating-point, but got 'vector<4xi32>'}}
  %0 = llvm.intr.vector.reduce.fmin(%v) : (vector<4xi32>) -> i32
  llvm.return
}

// -----

llvm.func @f(%x: i32) {
  // expected-error @+1 {{'llvm.freeze' op requires the same type for all operands and results}}
  %0 = "llvm.freeze"(%x) : (i32) -> i64
  llvm.return
}
