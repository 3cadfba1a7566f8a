// Verifier: MLIR 19's other named linalg ops (the elementwise family,
// depthwise_conv_2d_nhwc_hwc, the batch matmuls), with MLIR's messages:
// mlir-opt-19 reports exactly the same on this file.  (A body whose op
// refuses its operand types, linalg.add of f32 and f16 say, MLIR reports
// at an unknown location, which -verify-diagnostics cannot expect.)
// RUN: asyncc -fsyntax-only -verify-diagnostics -split-input-file %s
// RUN: if [ -n "${MLIR_OPT:-}" ]; then "$MLIR_OPT" -verify-diagnostics -split-input-file %s > /dev/null; fi

func.func @f(%arg0: memref<8x16xf32>, %arg1: memref<4x8x16xf32>, %arg2: memref<4x8x16xf32>) {
  // expected-error @+1 {{'linalg.sub' op expected operand rank (2) to match the result rank of indexing_map #0 (3)}}
  linalg.sub ins(%arg0, %arg1 : memref<8x16xf32>, memref<4x8x16xf32>) outs(%arg2: memref<4x8x16xf32>)
  return
}

// -----

func.func @f(%a: memref<4x8xf32>, %b: memref<4x4xf32>) {
  // expected-error @+1 {{'linalg.exp' op inferred input/output operand #1 has shape's dimension #1 to be 8, but found 4}}
  linalg.exp ins(%a : memref<4x8xf32>) outs(%b : memref<4x4xf32>)
  return
}

// -----

func.func @f(%c: memref<4xi1>, %a: memref<4xf32>) {
  linalg.select ins(%c, %a : memref<4xi1>, memref<4xf32>) outs(%a : memref<4xf32>)
  // MLIR reports it where the op's text ends.
  // expected-error @+1 {{custom op 'linalg.select' [parseNamedStructuredOpRegion] ods-gen generated region expects 4 args, got 3}}
  return
}

// -----

func.func @f(%i: memref<1x5x5x2xf32>, %k: memref<2x2x2xf32>, %o: memref<1x4x4x2xf32>) {
  // expected-error @+1 {{'linalg.depthwise_conv_2d_nhwc_hwc' op attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]}}
  linalg.depthwise_conv_2d_nhwc_hwc {strides = dense<1> : tensor<3xi64>} ins(%i, %k : memref<1x5x5x2xf32>, memref<2x2x2xf32>) outs(%o : memref<1x4x4x2xf32>)
  return
}

// -----

func.func @f(%i: memref<1x5x5x2xf32>, %k: memref<2x2x2xf32>, %o: memref<1x4x4x2xf32>) {
  // expected-error @+1 {{'linalg.depthwise_conv_2d_nhwc_hwc' op attribute 'dilations' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]}}
  linalg.depthwise_conv_2d_nhwc_hwc <{dilations = dense<1> : vector<2xi32>}> ins(%i, %k : memref<1x5x5x2xf32>, memref<2x2x2xf32>) outs(%o : memref<1x4x4x2xf32>)
  return
}

// -----

func.func @f(%i: memref<1x5x5x2xf32>, %k: memref<2x2x2xf32>, %o: memref<1x3x4x2xf32>) {
  // expected-error @+1 {{'linalg.depthwise_conv_2d_nhwc_hwc' op inferred input/output operand #0 has shape's dimension #1 to be greater than or equal to 6, but found 5}}
  linalg.depthwise_conv_2d_nhwc_hwc {strides = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k : memref<1x5x5x2xf32>, memref<2x2x2xf32>) outs(%o : memref<1x3x4x2xf32>)
  return
}

// -----

func.func @f(%a: memref<2x4x5xf32>, %b: memref<2x5x6xf32>, %c: memref<4x7xf32>) {
  // expected-error @+1 {{'linalg.batch_reduce_matmul' op inferred input/output operand #2 has shape's dimension #1 to be 6, but found 7}}
  linalg.batch_reduce_matmul ins(%a, %b : memref<2x4x5xf32>, memref<2x5x6xf32>) outs(%c : memref<4x7xf32>)
  return
}
