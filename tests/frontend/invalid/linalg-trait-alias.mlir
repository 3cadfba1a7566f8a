// Parser: the traits of linalg.generic given as an alias that is not a
// dictionary, with MLIR 19's message: mlir-opt-19 reports exactly the
// same on this file.
// RUN: asyncc -fsyntax-only -verify-diagnostics -split-input-file %s
// RUN: if [ -n "${MLIR_OPT:-}" ]; then "$MLIR_OPT" -verify-diagnostics -split-input-file %s > /dev/null; fi

#maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>]

func.func @f(%a: memref<4xf32>, %b: memref<4xf32>) {
  // expected-error @+1 {{custom op 'linalg.generic' invalid kind of attribute specified}}
  linalg.generic #maps ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

#n = 3 : i32

func.func @f(%a: memref<4xf32>, %b: memref<4xf32>) {
  // expected-error @+1 {{custom op 'linalg.generic' invalid kind of attribute specified}}
  linalg.generic #n ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}
