// Verifier and parser: affine.prefetch, and the flags it shares with
// memref.prefetch, with MLIR 19's messages: mlir-opt-19 reports exactly
// the same on this file.
// RUN: asyncc -fsyntax-only -verify-diagnostics -split-input-file %s
// RUN: if [ -n "${MLIR_OPT:-}" ]; then "$MLIR_OPT" -verify-diagnostics -split-input-file %s > /dev/null; fi

func.func @f(%m: memref<16x16xf32>) {
  affine.for %i = 0 to 16 {
    // expected-error @+1 {{'affine.prefetch' op affine.prefetch affine map num results must equal memref rank}}
    affine.prefetch %m[%i], read, locality<3>, data : memref<16x16xf32>
  }
  return
}

// -----

func.func @f(%m: memref<16x16xf32>, %n: index) {
  affine.for %i = 0 to 16 {
    %k = arith.muli %i, %n : index
    // expected-error @+1 {{'affine.prefetch' op index must be a valid dimension or symbol identifier}}
    affine.prefetch %m[%k, %i], write, locality<0>, instr : memref<16x16xf32>
  }
  return
}

// -----

func.func @f(%m: memref<16x16xf32>, %i: index) {
  // expected-error @+1 {{'affine.prefetch' op too few operands}}
  "affine.prefetch"(%m, %i) <{isDataCache = true, isWrite = true, localityHint = 0 : i32, map = affine_map<(d0, d1) -> (d0, d1)>}> : (memref<16x16xf32>, index) -> ()
  return
}

// -----

func.func @f(%m: memref<16x16xf32>, %i: index) {
  // expected-error @+1 {{'affine.prefetch' op requires attribute 'map'}}
  "affine.prefetch"(%m, %i, %i) <{isDataCache = true, isWrite = true, localityHint = 0 : i32}> : (memref<16x16xf32>, index, index) -> ()
  return
}

// -----

func.func @f(%m: memref<16x16xf32>, %i: index) {
  // expected-error @+1 {{'affine.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  affine.prefetch %m[%i, %i], read, locality<4>, data : memref<16x16xf32>
  return
}

// -----

func.func @f(%m: memref<16x16xf32>, %i: index) {
  // expected-error @+1 {{custom op 'affine.prefetch' rw specifier has to be 'read' or 'write'}}
  affine.prefetch %m[%i, %i], load, locality<3>, data : memref<16x16xf32>
  return
}

// -----

func.func @f(%m: memref<16x16xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.prefetch' cache type has to be 'data' or 'instr'}}
  memref.prefetch %m[%i, %i], read, locality<3>, code : memref<16x16xf32>
  return
}

// -----

func.func @f(%m: memref<16x16xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.prefetch' invalid kind of type specified}}
  memref.prefetch %m[%i, %i], read, locality<3>, data : f32
  return
}

// -----

func.func @f(%m: memref<16x16xf32>, %i: index) {
  // expected-error @+1 {{custom op 'affine.prefetch' invalid kind of type specified}}
  affine.prefetch %m[%i, %i], read, locality<3>, data : vector<16xf32>
  return
}
