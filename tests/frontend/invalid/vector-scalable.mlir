// Scalable vector types and the checks MLIR 19 makes on their scalable
// dims, with its messages.
// RUN: asyncc -fsyntax-only -verify-diagnostics -split-input-file %s
// RUN: if [ -n "${MLIR_OPT:-}" ]; then "$MLIR_OPT" -verify-diagnostics -split-input-file %s > /dev/null; fi

// expected-error @+1 {{missing ']' closing scalable dimension}}
func.func private @f(vector<[4 x f32>)

// -----

// expected-error @+1 {{expected 'x' in dimension list}}
func.func private @f(vector<[4]f32>)

// -----

func.func @f(%a: vector<1x1x[2]xi32>, %b: vector<1x4x[4]xi32>) -> vector<1x4x[4]xi32> {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected size at idx=2 to match the corresponding base size from the input vector (2 vs 4)}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 3, 0], strides = [1, 1, 1]} : vector<1x1x[2]xi32> into vector<1x4x[4]xi32>
  return %0 : vector<1x4x[4]xi32>
}

// -----

func.func @f(%a: vector<2xi32>, %b: vector<[2]xi32>) -> vector<[2]xi32> {
  // expected-error @+1 {{'vector.insert_strided_slice' op mismatching scalable flags (at source vector idx=0)}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [0], strides = [1]} : vector<2xi32> into vector<[2]xi32>
  return %0 : vector<[2]xi32>
}

// -----

func.func @f(%v: vector<2x[8]xf32>) -> vector<2x[4]xf32> {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected size at idx=1 to match the corresponding base size from the input vector (4 vs 8)}}
  %0 = vector.extract_strided_slice %v {offsets = [0, 0], sizes = [2, 4], strides = [1, 1]} : vector<2x[8]xf32> to vector<2x[4]xf32>
  return %0 : vector<2x[4]xf32>
}

// -----

func.func @f(%v: vector<4x[8]xf32>) -> vector<2x8xf32> {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected result type to be 'vector<2x[8]xf32>'}}
  %0 = vector.extract_strided_slice %v {offsets = [1], sizes = [2], strides = [1]} : vector<4x[8]xf32> to vector<2x8xf32>
  return %0 : vector<2x8xf32>
}

// -----

func.func @f(%a: vector<[4]xf32>, %b: vector<4xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op expected either both or only #2 operand dim to be scalable}}
  %0 = vector.outerproduct %a, %b : vector<[4]xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<2x[4]xf32>) -> vector<4xf32> {
  // expected-error @+2 {{'vector.extract' op inferred type(s) 'vector<[4]xf32>' are incompatible with return type(s) of operation 'vector<4xf32>'}}
  // expected-error @+1 {{'vector.extract' op failed to infer returned types}}
  %0 = vector.extract %v[0] : vector<4xf32> from vector<2x[4]xf32>
  return %0 : vector<4xf32>
}

// -----

// A cast keeps the shape: a scalable dim does not become a fixed one.
func.func @widen(%v: vector<2x[8]xi16>) -> vector<2x8xi32> {
  // expected-error @+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %w = arith.extsi %v : vector<2x[8]xi16> to vector<2x8xi32>
  return %w : vector<2x8xi32>
}

// -----

func.func @narrow(%v: vector<16xf32>) -> vector<[16]xf16> {
  // expected-error @+1 {{'arith.truncf' op requires the same shape for all operands and results}}
  %n = arith.truncf %v : vector<16xf32> to vector<[16]xf16>
  return %n : vector<[16]xf16>
}

// -----

// A scalable constant is a splat, or nothing.
func.func @steps() -> vector<[4]xi8> {
  // expected-error @+1 {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  %c = arith.constant dense<[1, 2, 3, 4]> : vector<[4]xi8>
  return %c : vector<[4]xi8>
}

// -----

func.func @ones() -> vector<[4]xi8> {
  %c = arith.constant dense<1> : vector<[4]xi8>
  return %c : vector<[4]xi8>
}
