// Verifier: memref.transpose, with MLIR 19's messages (the expected type
// in MLIR's canonical form, its layout one affine expression):
// mlir-opt-19 reports exactly the same on this file.
// RUN: asyncc -fsyntax-only -verify-diagnostics -split-input-file %s
// RUN: if [ -n "${MLIR_OPT:-}" ]; then "$MLIR_OPT" -verify-diagnostics -split-input-file %s > /dev/null; fi

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map}}
  %0 = memref.transpose %m (i, j) -> (j, j) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map of same rank as the input}}
  %0 = memref.transpose %m (i, j, k) -> (k, j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<8x4xf32, strided<[1, 4]>>' is not equivalent to the canonical transposed input type 'memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 4]>>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>) {
  // The layout is not dropped: the transposed view is not contiguous.
  // expected-error @+1 {{'memref.transpose' op result type 'memref<?x?xf32>' is not equivalent to the canonical transposed input type 'memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 + d1 * s0)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----

func.func @f(%m: memref<?x8xf32, strided<[?, 1], offset: ?>>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<8x?xf32>' is not equivalent to the canonical transposed input type 'memref<8x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 + s0 + d1 * s1)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x8xf32, strided<[?, 1], offset: ?>> to memref<8x?xf32>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<8x4xf64, strided<[1, 8]>>' is not equivalent to the canonical transposed input type 'memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf64, strided<[1, 8]>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'memref.transpose' op result #0 must be strided memref of any type values, but got 'f32'}}
  %0 = "memref.transpose"(%m) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<4x8xf32>) -> f32
  return
}
