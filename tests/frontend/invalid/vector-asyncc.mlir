// Verifier: the checks on vector ops asyncc makes and MLIR 19 does not
// (where MLIR 19 crashes or goes on with IR it cannot lower).
// RUN: asyncc -verify-diagnostics -split-input-file %s

// asyncc-only: MLIR 19 accepts the marker and crashes later
func.func @insert_marker(%a: vector<4xf32>, %b: f32) {
  // expected-error @+1 {{'vector.insert' op mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite}}
  %0 = "vector.insert"(%b, %a) <{static_position = array<i64: -9223372036854775808>}> : (f32, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

// asyncc-only: MLIR 19 crashes on groups of the wrong size
func.func @xfer_group(%m: memref<?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op operand group 2 has 0 operands, but takes 1}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 0, 0>, permutation_map = affine_map<(d0)->(d0)>}> : (memref<?xf32>, index, f32) -> vector<4xf32>
  return
}

// -----

// asyncc-only: MLIR 19 crashes on this
func.func @select_vector_cond_scalar(%a: f32, %c: vector<2xi1>) {
  // expected-error @+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %c, %a, %a : vector<2xi1>, f32
  return
}

// -----

// asyncc-only: MLIR 19 crashes on this
func.func @contract_types(%a: vector<4xf32>, %c: f32) {
  // expected-error @+1 {{custom op 'vector.contract' expected 2 operand types, not 3}}
  %0 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"]} %a, %a, %c : vector<4xf32>, vector<4xf32>, f32 into f32
  return
}

// -----

// asyncc-only: math.isnan is MLIR 20's
func.func @isnan_scalar_result(%a: vector<4xf32>) {
  // expected-error @+1 {{'math.isnan' op if an operand is non-scalar, then there must be at least one non-scalar result}}
  %0 = "math.isnan"(%a) : (vector<4xf32>) -> i1
  return
}

// -----

// asyncc-only: MLIR 19 resolves the passthru with a null type
func.func @f(%a: vector<8xi32>, %m: vector<8xi1>) {
  // expected-error @+1 {{expects a result if passthru operand is provided}}
  vector.mask %m, %a { vector.yield } : vector<8xi1>
  return
}

// -----

// asyncc-only: MLIR 19 takes the front of a region without blocks
func.func @f(%m: vector<8xi1>) {
  // expected-error @+1 {{'vector.mask' op expects a terminator within the mask region}}
  "vector.mask"(%m) ({
  }) : (vector<8xi1>) -> ()
  return
}
