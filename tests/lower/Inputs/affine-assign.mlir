// An affine.parallel reduction MLIR 19 verifies but cannot lower either
// (tests/lower/affine_to_scf.mlir).
func.func @assign(%x: f32) -> f32 {
  %r = affine.parallel (%i) = (0) to (10) reduce ("assign") -> (f32) {
    affine.yield %x : f32
  }
  return %r : f32
}
