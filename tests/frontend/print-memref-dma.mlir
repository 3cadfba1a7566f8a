// memref.dma_start and memref.dma_wait, read and printed as mlir-opt-19
// does: plain and strided transfers, 0-d and n-d tags, memory spaces.
// The generic form (one operand list) reads back to the same IR;
// tests/frontend/differential.sh checks both against mlir-opt-19.  Code
// generation refuses them (tests/backend/codegen-refusals.mlir).
// RUN: asyncc --print-ir=input %s | FileCheck %s
// RUN: asyncc --print-ir=input %s > %t.1.mlir && asyncc --print-ir=input %t.1.mlir > %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s > %t.g.mlir && asyncc --print-ir=input %t.g.mlir | diff %t.1.mlir -
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @dma(
func.func @dma(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32>,
               %tag0: memref<i32, 2>, %i: index, %n: index) {
  // CHECK-NEXT: memref.dma_start %arg0[%arg4, %arg4], %arg1[%arg4, %arg4], %arg5, %arg2[%arg4] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
  // GENERIC: "memref.dma_start"(%arg0, %arg4, %arg4, %arg1, %arg4, %arg4, %arg5, %arg2, %arg4) : (memref<40x128xf32>, index, index, memref<2x1024xf32, 1>, index, index, index, memref<1xi32>, index) -> ()
  memref.dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%i] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
  // CHECK-NEXT: memref.dma_wait %arg2[%arg4], %arg5 : memref<1xi32>
  // GENERIC: "memref.dma_wait"(%arg2, %arg4, %arg5) : (memref<1xi32>, index, index) -> ()
  memref.dma_wait %tag[%i], %n : memref<1xi32>
  // Strided: every %i elements, %n at a time; a 0-d tag.
  // CHECK-NEXT: memref.dma_start %arg1[%arg4, %arg4], %arg0[%arg4, %arg4], %arg5, %arg3[], %arg4, %arg5 : memref<2x1024xf32, 1>, memref<40x128xf32>, memref<i32, 2>
  memref.dma_start %dst[%i, %i], %src[%i, %i], %n, %tag0[], %i, %n : memref<2x1024xf32, 1>, memref<40x128xf32>, memref<i32, 2>
  // CHECK-NEXT: memref.dma_wait %arg3[], %arg5 : memref<i32, 2>
  memref.dma_wait %tag0[], %n : memref<i32, 2>
  return
}
