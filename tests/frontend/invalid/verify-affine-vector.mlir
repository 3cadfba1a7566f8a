// Verifier and parser: affine.vector_load and affine.vector_store, with
// MLIR 19's messages: mlir-opt-19 reports exactly the same on this file.
// RUN: asyncc -fsyntax-only -verify-diagnostics -split-input-file %s
// RUN: if [ -n "${MLIR_OPT:-}" ]; then "$MLIR_OPT" -verify-diagnostics -split-input-file %s > /dev/null; fi

func.func @f(%m: memref<16x16xf32>) {
  affine.for %i = 0 to 16 {
    // expected-error @+1 {{'affine.vector_load' op requires memref and vector types of the same elemental type}}
    %v = affine.vector_load %m[%i, 0] : memref<16x16xf32>, vector<4xf64>
  }
  return
}

// -----

func.func @f(%m: memref<16x16xi32>, %v: vector<4xi16>) {
  affine.for %i = 0 to 16 {
    // expected-error @+1 {{'affine.vector_store' op requires memref and vector types of the same elemental type}}
    affine.vector_store %v, %m[%i, %i] : memref<16x16xi32>, vector<4xi16>
  }
  return
}

// -----

func.func @f(%m: memref<16x16xf32>, %n: index) {
  affine.for %i = 0 to 16 {
    %k = arith.muli %i, %n : index
    // expected-error @+1 {{'affine.vector_load' op index must be a valid dimension or symbol identifier}}
    %v = affine.vector_load %m[%k, 0] : memref<16x16xf32>, vector<4xf32>
  }
  return
}

// -----

func.func @f(%m: memref<16x16xf32>, %i: index) {
  // expected-error @+1 {{'affine.vector_load' op affine map num results must equal memref rank}}
  %v = "affine.vector_load"(%m, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<16x16xf32>, index) -> vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<16x16xf32>, %i: index) {
  // expected-error @+1 {{'affine.vector_load' op expects as many subscripts as affine map inputs}}
  %v = "affine.vector_load"(%m, %i) <{map = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<16x16xf32>, index) -> vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<16x16xf32>, %i: index) {
  // A 0-d vector is not one.
  // expected-error @+1 {{'affine.vector_load' op result #0 must be vector of any type values, but got 'vector<f32>'}}
  %v = "affine.vector_load"(%m, %i, %i) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (memref<16x16xf32>, index, index) -> vector<f32>
  return
}

// -----

func.func @f(%m: memref<16x16xf32>, %i: index, %x: f32) {
  // expected-error @+1 {{'affine.vector_store' op operand #0 must be vector of any type values, but got 'f32'}}
  "affine.vector_store"(%x, %m, %i, %i) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (f32, memref<16x16xf32>, index, index) -> ()
  return
}

// -----

func.func @f(%m: memref<16x16xf32>, %i: index, %x: i64) {
  // expected-error @+1 {{'affine.vector_load' op operand #2 must be variadic of index, but got 'i64'}}
  %v = "affine.vector_load"(%m, %i, %x) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (memref<16x16xf32>, index, i64) -> vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<16x16xf32>, %i: index) {
  // expected-error @+1 {{'affine.vector_load' op requires attribute 'map'}}
  %v = "affine.vector_load"(%m, %i, %i) : (memref<16x16xf32>, index, index) -> vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<16x16xf32>, %i: index) {
  // expected-error @+1 {{custom op 'affine.vector_load' invalid kind of type specified}}
  %v = affine.vector_load %m[%i, %i] : memref<16x16xf32>, f32
  return
}

// -----

func.func @f(%m: vector<16xf32>, %i: index) {
  // The memref type is wrong where it starts, at the colon.
  // expected-error @+1 {{custom op 'affine.vector_load' invalid kind of type specified}}
  %v = affine.vector_load %m[%i] : vector<16xf32>, vector<4xf32>
  return
}
