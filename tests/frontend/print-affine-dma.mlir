// affine.dma_start and affine.dma_wait, read and printed as mlir-opt-19
// does: subscripts that are affine expressions of loop variables and
// symbols (the src_map, dst_map and tag_map attributes of the generic
// form), strided transfers.  tests/frontend/differential.sh checks both
// forms against mlir-opt-19.  Code generation refuses them
// (tests/backend/codegen-refusals.mlir).
// RUN: asyncc --print-ir=input %s | FileCheck %s
// RUN: asyncc --print-ir=input %s > %t.1.mlir && asyncc --print-ir=input %t.1.mlir > %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s > %t.g.mlir && asyncc --print-ir=input %t.g.mlir | diff %t.1.mlir -
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @dma(
func.func @dma(%a: memref<100x100xf32>, %b: memref<100x100xf32, 2>, %t: memref<1xi32>, %s: index) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      // CHECK: affine.dma_start %arg0[%arg4 + symbol(%arg3), %arg5], %arg1[%arg4, (%arg5 + symbol(%arg3)) mod 9 + 7], %arg2[%0], %1 : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32>
      // GENERIC: "affine.dma_start"(%arg0, %arg4, %arg5, %arg3, %arg1, %arg4, %arg5, %arg3, %arg2, %0, %1)
      // GENERIC-SAME: dst_map = affine_map<(d0, d1)[s0] -> (d0, (d1 + s0) mod 9 + 7)>
      // GENERIC-SAME: src_map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
      // GENERIC-SAME: tag_map = affine_map<(d0) -> (d0)>
      affine.dma_start %a[%i + symbol(%s), %j], %b[%i, (%j + symbol(%s)) mod 9 + 7], %t[%c0], %c64
        : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32>
      // CHECK-NEXT: affine.dma_wait %arg2[%0], %1 : memref<1xi32>
      // GENERIC: "affine.dma_wait"(%arg2, %0, %1) {tag_map = affine_map<(d0) -> (d0)>}
      affine.dma_wait %t[%c0], %c64 : memref<1xi32>
      // Strided, every 64 elements 64 at a time; a tag at a computed index.
      // CHECK-NEXT: affine.dma_start %arg1[%arg4, %arg5], %arg0[%arg4, %arg5], %arg2[%arg4 floordiv 10], %1, %1, %1 : memref<100x100xf32, 2>, memref<100x100xf32>, memref<1xi32>
      affine.dma_start %b[%i, %j], %a[%i, %j], %t[%i floordiv 10], %c64, %c64, %c64 : memref<100x100xf32, 2>, memref<100x100xf32>, memref<1xi32>
      // CHECK-NEXT: affine.dma_wait %arg2[%arg4 floordiv 10], %1 : memref<1xi32>
      affine.dma_wait %t[%i floordiv 10], %c64 : memref<1xi32>
    }
  }
  return
}
