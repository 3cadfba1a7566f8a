// MLIR 19's elementwise named linalg ops (linalg.add ... linalg.select),
// linalg.depthwise_conv_2d_nhwc_hwc with and without strides and
// dilations, linalg.batch_reduce_matmul and
// linalg.batch_matmul_transpose_a/_b on memrefs: the custom form prints
// as written, and the generic form shows the body the parser builds
// (no casts in the elementwise ops; 1.0 / x for reciprocal, x * x for
// square; C + A * B for the contractions).  The generic form reads back
// to the same IR; tests/frontend/differential.sh checks both against
// mlir-opt-19.
// RUN: asyncc --print-ir=input %s | FileCheckExact %s
// RUN: asyncc --print-ir=input %s > %t.1.mlir && asyncc --print-ir=input %t.1.mlir > %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s > %t.g.mlir && asyncc --print-ir=input %t.g.mlir | diff %t.1.mlir -
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// mlir-opt-19's text of this file, whole and in order:
// CHECK:module {
// CHECK:  func.func @binary(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>, %arg3: memref<?xi32>, %arg4: memref<?xi32>, %arg5: memref<?xi32>) {
// CHECK:    linalg.add ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK:    linalg.sub ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK:    linalg.mul ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK:    linalg.div ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK:    linalg.max ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK:    linalg.min ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK:    linalg.powf ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK:    linalg.add ins(%arg3, %arg4 : memref<?xi32>, memref<?xi32>) outs(%arg5 : memref<?xi32>)
// CHECK:    linalg.div ins(%arg3, %arg4 : memref<?xi32>, memref<?xi32>) outs(%arg5 : memref<?xi32>)
// CHECK:    linalg.div_unsigned ins(%arg3, %arg4 : memref<?xi32>, memref<?xi32>) outs(%arg5 : memref<?xi32>)
// CHECK:    linalg.max ins(%arg3, %arg4 : memref<?xi32>, memref<?xi32>) outs(%arg5 : memref<?xi32>)
// CHECK:    linalg.min ins(%arg3, %arg4 : memref<?xi32>, memref<?xi32>) outs(%arg5 : memref<?xi32>)
// CHECK:    return
// CHECK:  }
// CHECK:  func.func @unary(%arg0: memref<16xf64>, %arg1: memref<16xf64>) {
// CHECK:    linalg.exp ins(%arg0 : memref<16xf64>) outs(%arg1 : memref<16xf64>)
// CHECK:    linalg.log ins(%arg0 : memref<16xf64>) outs(%arg1 : memref<16xf64>)
// CHECK:    linalg.abs ins(%arg0 : memref<16xf64>) outs(%arg1 : memref<16xf64>)
// CHECK:    linalg.ceil ins(%arg0 : memref<16xf64>) outs(%arg1 : memref<16xf64>)
// CHECK:    linalg.floor ins(%arg0 : memref<16xf64>) outs(%arg1 : memref<16xf64>)
// CHECK:    linalg.negf ins(%arg0 : memref<16xf64>) outs(%arg1 : memref<16xf64>)
// CHECK:    linalg.reciprocal ins(%arg0 : memref<16xf64>) outs(%arg1 : memref<16xf64>)
// CHECK:    linalg.round ins(%arg0 : memref<16xf64>) outs(%arg1 : memref<16xf64>)
// CHECK:    linalg.sqrt ins(%arg0 : memref<16xf64>) outs(%arg1 : memref<16xf64>)
// CHECK:    linalg.rsqrt ins(%arg0 : memref<16xf64>) outs(%arg1 : memref<16xf64>)
// CHECK:    linalg.square ins(%arg0 : memref<16xf64>) outs(%arg1 : memref<16xf64>)
// CHECK:    linalg.tanh ins(%arg0 : memref<16xf64>) outs(%arg1 : memref<16xf64>)
// CHECK:    linalg.erf ins(%arg0 : memref<16xf64>) outs(%arg1 : memref<16xf64>)
// CHECK:    return
// CHECK:  }
// CHECK:  func.func @select(%arg0: memref<2x2xi1>, %arg1: memref<2x2xi8>, %arg2: memref<2x2xi8>) {
// CHECK:    linalg.select ins(%arg0, %arg1, %arg2 : memref<2x2xi1>, memref<2x2xi8>, memref<2x2xi8>) outs(%arg2 : memref<2x2xi8>)
// CHECK:    return
// CHECK:  }
// CHECK:  func.func @conv_and_batches(%arg0: memref<1x8x8x3xf32>, %arg1: memref<3x3x3xf32>, %arg2: memref<1x6x6x3xf32>, %arg3: memref<1x3x2x3xf32>, %arg4: memref<2x4x5xf32>, %arg5: memref<2x5x6xf32>, %arg6: memref<4x6xf32>, %arg7: memref<2x5x4xf32>, %arg8: memref<2x6x5xf32>, %arg9: memref<2x4x6xf32>) {
// CHECK:    linalg.depthwise_conv_2d_nhwc_hwc ins(%arg0, %arg1 : memref<1x8x8x3xf32>, memref<3x3x3xf32>) outs(%arg2 : memref<1x6x6x3xf32>)
// CHECK:    linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x8x8x3xf32>, memref<3x3x3xf32>) outs(%arg3 : memref<1x3x2x3xf32>)
// CHECK:    linalg.batch_reduce_matmul ins(%arg4, %arg5 : memref<2x4x5xf32>, memref<2x5x6xf32>) outs(%arg6 : memref<4x6xf32>)
// CHECK:    linalg.batch_matmul_transpose_a ins(%arg7, %arg5 : memref<2x5x4xf32>, memref<2x5x6xf32>) outs(%arg9 : memref<2x4x6xf32>)
// CHECK:    linalg.batch_matmul_transpose_b ins(%arg4, %arg8 : memref<2x4x5xf32>, memref<2x6x5xf32>) outs(%arg9 : memref<2x4x6xf32>)
// CHECK:    return
// CHECK:  }
// CHECK:}
// CHECK:<empty line>

func.func @binary(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %c: memref<4x8xf32>,
                  %i: memref<?xi32>, %j: memref<?xi32>, %k: memref<?xi32>) {
  // GENERIC: "linalg.add"(%arg60, %arg61, %arg62) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  // GENERIC-NEXT: ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32, %{{.*}}: f32):
  // GENERIC-NEXT: %[[R:.*]] = "arith.addf"(%[[X]], %[[Y]])
  // GENERIC-NEXT: "linalg.yield"(%[[R]]) : (f32) -> ()
  linalg.add ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  // GENERIC: "arith.subf"
  linalg.sub ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  // GENERIC: "arith.mulf"
  linalg.mul ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  // GENERIC: "arith.divf"
  linalg.div ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  // GENERIC: "arith.maximumf"
  linalg.max ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  // GENERIC: "arith.minimumf"
  linalg.min ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  // GENERIC: "math.powf"
  linalg.powf ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  // Integers: signed division, max and min; unsigned division.
  // GENERIC: "arith.addi"
  linalg.add ins(%i, %j : memref<?xi32>, memref<?xi32>) outs(%k : memref<?xi32>)
  // GENERIC: "arith.divsi"
  linalg.div ins(%i, %j : memref<?xi32>, memref<?xi32>) outs(%k : memref<?xi32>)
  // GENERIC: "arith.divui"
  linalg.div_unsigned ins(%i, %j : memref<?xi32>, memref<?xi32>) outs(%k : memref<?xi32>)
  // GENERIC: "arith.maxsi"
  linalg.max ins(%i, %j : memref<?xi32>, memref<?xi32>) outs(%k : memref<?xi32>)
  // GENERIC: "arith.minsi"
  linalg.min ins(%i, %j : memref<?xi32>, memref<?xi32>) outs(%k : memref<?xi32>)
  return
}

func.func @unary(%a: memref<16xf64>, %b: memref<16xf64>) {
  // GENERIC: "math.exp"
  linalg.exp ins(%a : memref<16xf64>) outs(%b : memref<16xf64>)
  // GENERIC: "math.log"
  linalg.log ins(%a : memref<16xf64>) outs(%b : memref<16xf64>)
  // GENERIC: "math.absf"
  linalg.abs ins(%a : memref<16xf64>) outs(%b : memref<16xf64>)
  // GENERIC: "math.ceil"
  linalg.ceil ins(%a : memref<16xf64>) outs(%b : memref<16xf64>)
  // GENERIC: "math.floor"
  linalg.floor ins(%a : memref<16xf64>) outs(%b : memref<16xf64>)
  // GENERIC: "arith.negf"
  linalg.negf ins(%a : memref<16xf64>) outs(%b : memref<16xf64>)
  // GENERIC: ^bb0(%[[X:.*]]: f64, %{{.*}}: f64):
  // GENERIC-NEXT: %[[ONE:.*]] = "arith.constant"() <{value = {{1.0|1.000000e\+00}} : f64}> : () -> f64
  // GENERIC-NEXT: %[[R:.*]] = "arith.divf"(%[[ONE]], %[[X]])
  // GENERIC-NEXT: "linalg.yield"(%[[R]]) : (f64) -> ()
  linalg.reciprocal ins(%a : memref<16xf64>) outs(%b : memref<16xf64>)
  // GENERIC: "math.round"
  linalg.round ins(%a : memref<16xf64>) outs(%b : memref<16xf64>)
  // GENERIC: "math.sqrt"
  linalg.sqrt ins(%a : memref<16xf64>) outs(%b : memref<16xf64>)
  // GENERIC: "math.rsqrt"
  linalg.rsqrt ins(%a : memref<16xf64>) outs(%b : memref<16xf64>)
  // GENERIC: ^bb0(%[[X:.*]]: f64, %{{.*}}: f64):
  // GENERIC-NEXT: %[[R:.*]] = "arith.mulf"(%[[X]], %[[X]])
  linalg.square ins(%a : memref<16xf64>) outs(%b : memref<16xf64>)
  // GENERIC: "math.tanh"
  linalg.tanh ins(%a : memref<16xf64>) outs(%b : memref<16xf64>)
  // GENERIC: "math.erf"
  linalg.erf ins(%a : memref<16xf64>) outs(%b : memref<16xf64>)
  return
}

func.func @select(%c: memref<2x2xi1>, %a: memref<2x2xi8>, %b: memref<2x2xi8>) {
  // GENERIC: "linalg.select"(%arg25, %arg26, %arg27, %arg27) <{operandSegmentSizes = array<i32: 3, 1>}> ({
  // GENERIC-NEXT: ^bb0(%[[C:.*]]: i1, %[[X:.*]]: i8, %[[Y:.*]]: i8, %{{.*}}: i8):
  // GENERIC-NEXT: %[[R:.*]] = "arith.select"(%[[C]], %[[X]], %[[Y]])
  linalg.select ins(%c, %a, %b : memref<2x2xi1>, memref<2x2xi8>, memref<2x2xi8>) outs(%b : memref<2x2xi8>)
  return
}

func.func @conv_and_batches(%i: memref<1x8x8x3xf32>, %k: memref<3x3x3xf32>, %o: memref<1x6x6x3xf32>,
                            %o2: memref<1x3x2x3xf32>, %a: memref<2x4x5xf32>, %b: memref<2x5x6xf32>,
                            %c: memref<4x6xf32>, %at: memref<2x5x4xf32>, %bt: memref<2x6x5xf32>,
                            %c3: memref<2x4x6xf32>) {
  // GENERIC: "linalg.depthwise_conv_2d_nhwc_hwc"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  // GENERIC-NEXT: ^bb0(%[[X:.*]]: f32, %[[W:.*]]: f32, %[[O:.*]]: f32):
  // GENERIC-NEXT: %[[P:.*]] = "arith.mulf"(%[[X]], %[[W]])
  // GENERIC-NEXT: %[[S:.*]] = "arith.addf"(%[[O]], %[[P]])
  linalg.depthwise_conv_2d_nhwc_hwc ins(%i, %k : memref<1x8x8x3xf32>, memref<3x3x3xf32>) outs(%o : memref<1x6x6x3xf32>)
  linalg.depthwise_conv_2d_nhwc_hwc {strides = dense<[2, 1]> : tensor<2xi64>, dilations = dense<[1, 2]> : tensor<2xi64>}
    ins(%i, %k : memref<1x8x8x3xf32>, memref<3x3x3xf32>) outs(%o2 : memref<1x3x2x3xf32>)
  linalg.batch_reduce_matmul ins(%a, %b : memref<2x4x5xf32>, memref<2x5x6xf32>) outs(%c : memref<4x6xf32>)
  linalg.batch_matmul_transpose_a ins(%at, %b : memref<2x5x4xf32>, memref<2x5x6xf32>) outs(%c3 : memref<2x4x6xf32>)
  linalg.batch_matmul_transpose_b ins(%a, %bt : memref<2x4x5xf32>, memref<2x6x5xf32>) outs(%c3 : memref<2x4x6xf32>)
  return
}
