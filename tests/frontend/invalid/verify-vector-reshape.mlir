// Verifier: vector.reshape, with MLIR 19's messages (which name no op):
// mlir-opt-19 reports exactly the same on this file.
// RUN: asyncc -fsyntax-only -verify-diagnostics -split-input-file %s
// RUN: if [ -n "${MLIR_OPT:-}" ]; then "$MLIR_OPT" -verify-diagnostics -split-input-file %s > /dev/null; fi

func.func @f(%v: vector<3x2x4xf32>, %a: index) {
  // expected-error @+1 {{invalid input shape for vector type 'vector<3x2x4xf32>'}}
  %0 = vector.reshape %v, [%a], [%a, %a], [4] : vector<3x2x4xf32> to vector<2x3x4xf32>
  return
}

// -----

func.func @f(%v: vector<3x2x4xf32>, %a: index) {
  // expected-error @+1 {{invalid output shape for vector type 'vector<24xf32>'}}
  %0 = vector.reshape %v, [%a, %a], [%a], [4] : vector<3x2x4xf32> to vector<24xf32>
  return
}

// -----

func.func @f(%v: vector<3x2x5xf32>, %a: index) {
  // expected-error @+1 {{fixed vector size must match input vector for dim 0}}
  %0 = vector.reshape %v, [%a, %a], [%a, %a], [4] : vector<3x2x5xf32> to vector<2x3x4xf32>
  return
}

// -----

func.func @f(%v: vector<3x2x4xf32>, %a: index) {
  // expected-error @+1 {{fixed vector size must match output vector for dim 0}}
  %0 = vector.reshape %v, [%a, %a], [%a, %a], [4] : vector<3x2x4xf32> to vector<2x3x5xf32>
  return
}

// -----

func.func @f(%v: vector<3x2x4xf32>) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  // expected-error @+1 {{product of input and output shape sizes must match}}
  %0 = vector.reshape %v, [%c3, %c6], [%c2, %c6], [4] : vector<3x2x4xf32> to vector<2x3x4xf32>
  return
}
