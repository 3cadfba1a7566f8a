// affine.dma_start and affine.dma_wait, read and printed as mlir-opt-19
// does: subscripts that are affine expressions of loop variables and
// symbols (the src_map, dst_map and tag_map attributes of the generic
// form), strided transfers.  tests/frontend/differential.sh checks both
// forms against mlir-opt-19.  Code generation refuses them
// (tests/backend/codegen-refusals.mlir).
// RUN: asyncc --print-ir=input %s | FileCheckExact %s
// RUN: asyncc --print-ir=input %s > %t.1.mlir && asyncc --print-ir=input %t.1.mlir > %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s > %t.g.mlir && asyncc --print-ir=input %t.g.mlir | diff %t.1.mlir -
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s | FileCheckExact %s --check-prefix=GENERIC

// mlir-opt-19's text of this file, whole and in order:
// CHECK:module {
// CHECK:  func.func @dma(%arg0: memref<100x100xf32>, %arg1: memref<100x100xf32, 2>, %arg2: memref<1xi32>, %arg3: index) {
// CHECK:    %c0 = arith.constant 0 : index
// CHECK:    %c64 = arith.constant 64 : index
// CHECK:    affine.for %arg4 = 0 to 10 {
// CHECK:      affine.for %arg5 = 0 to 10 {
// CHECK:        affine.dma_start %arg0[%arg4 + symbol(%arg3), %arg5], %arg1[%arg4, (%arg5 + symbol(%arg3)) mod 9 + 7], %arg2[%c0], %c64 : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32>
// CHECK:        affine.dma_wait %arg2[%c0], %c64 : memref<1xi32>
// CHECK:        affine.dma_start %arg1[%arg4, %arg5], %arg0[%arg4, %arg5], %arg2[%arg4 floordiv 10], %c64, %c64, %c64 : memref<100x100xf32, 2>, memref<100x100xf32>, memref<1xi32>
// CHECK:        affine.dma_wait %arg2[%arg4 floordiv 10], %c64 : memref<1xi32>
// CHECK:      }
// CHECK:    }
// CHECK:    return
// CHECK:  }
// CHECK:}
// CHECK:<empty line>

// mlir-opt-19 -mlir-print-op-generic's text of this file, whole:
// GENERIC:#map = affine_map<(d0, d1)[s0] -> (d0, (d1 + s0) mod 9 + 7)>
// GENERIC:#map1 = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
// GENERIC:#map2 = affine_map<(d0) -> (d0)>
// GENERIC:#map3 = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC:#map4 = affine_map<(d0) -> (d0 floordiv 10)>
// GENERIC:#map5 = affine_map<() -> (0)>
// GENERIC:#map6 = affine_map<() -> (10)>
// GENERIC:"builtin.module"() ({
// GENERIC:  "func.func"() <{function_type = (memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32>, index) -> (), sym_name = "dma"}> ({
// GENERIC:  ^bb0(%arg0: memref<100x100xf32>, %arg1: memref<100x100xf32, 2>, %arg2: memref<1xi32>, %arg3: index):
// GENERIC:    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC:    %1 = "arith.constant"() <{value = 64 : index}> : () -> index
// GENERIC:    "affine.for"() <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map6}> ({
// GENERIC:    ^bb0(%arg4: index):
// GENERIC:      "affine.for"() <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map6}> ({
// GENERIC:      ^bb0(%arg5: index):
// GENERIC:        "affine.dma_start"(%arg0, %arg4, %arg5, %arg3, %arg1, %arg4, %arg5, %arg3, %arg2, %0, %1) {dst_map = #map, src_map = #map1, tag_map = #map2} : (memref<100x100xf32>, index, index, index, memref<100x100xf32, 2>, index, index, index, memref<1xi32>, index, index) -> ()
// GENERIC:        "affine.dma_wait"(%arg2, %0, %1) {tag_map = #map2} : (memref<1xi32>, index, index) -> ()
// GENERIC:        "affine.dma_start"(%arg1, %arg4, %arg5, %arg0, %arg4, %arg5, %arg2, %arg4, %1, %1, %1) {dst_map = #map3, src_map = #map3, tag_map = #map4} : (memref<100x100xf32, 2>, index, index, memref<100x100xf32>, index, index, memref<1xi32>, index, index, index, index) -> ()
// GENERIC:        "affine.dma_wait"(%arg2, %arg4, %1) {tag_map = #map4} : (memref<1xi32>, index, index) -> ()
// GENERIC:        "affine.yield"() : () -> ()
// GENERIC:      }) : () -> ()
// GENERIC:      "affine.yield"() : () -> ()
// GENERIC:    }) : () -> ()
// GENERIC:    "func.return"() : () -> ()
// GENERIC:  }) : () -> ()
// GENERIC:}) : () -> ()
// GENERIC:<empty line>

func.func @dma(%a: memref<100x100xf32>, %b: memref<100x100xf32, 2>, %t: memref<1xi32>, %s: index) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.dma_start %a[%i + symbol(%s), %j], %b[%i, (%j + symbol(%s)) mod 9 + 7], %t[%c0], %c64
        : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32>
      affine.dma_wait %t[%c0], %c64 : memref<1xi32>
      // Strided, every 64 elements 64 at a time; a tag at a computed index.
      affine.dma_start %b[%i, %j], %a[%i, %j], %t[%i floordiv 10], %c64, %c64, %c64 : memref<100x100xf32, 2>, memref<100x100xf32>, memref<1xi32>
      affine.dma_wait %t[%i floordiv 10], %c64 : memref<1xi32>
    }
  }
  return
}
