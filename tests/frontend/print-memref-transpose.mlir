// memref.transpose read and printed as mlir-opt-19 prints it: the
// permutation as a bare affine map (the permutation property of the
// generic form), results with strided and affine_map layouts, a memory
// space, static offsets and strides, the identity permutation.  A fixed
// point in both forms, and the generic form is mlir-opt-19's too;
// tests/frontend/differential.sh checks them against mlir-opt-19.  It
// runs in tests/exec/memref_transpose.mlir; the verifier's messages are
// in invalid/verify-memref-transpose.mlir.
// RUN: asyncc --print-ir=input %s | FileCheckExact %s
// RUN: asyncc --print-ir=input %s > %t.1.mlir && asyncc --print-ir=input %t.1.mlir > %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s > %t.g.mlir && asyncc --print-ir=input %t.g.mlir | diff %t.1.mlir -
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s | FileCheckExact %s --check-prefix=GENERIC

// mlir-opt-19's text of this file, whole and in order:
// CHECK:#map = affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>
// CHECK:module {
// CHECK:  func.func @transpose(%arg0: memref<?x?xf32>, %arg1: memref<4x8x16xi8, strided<[256, 16, 1], offset: 7>>, %arg2: memref<?x8xf64, strided<[?, 1], offset: ?>, 1>) -> memref<?x?xf32, #map> {
// CHECK:    %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
// CHECK:    %transpose_0 = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, #map>
// CHECK:    %transpose_1 = memref.transpose %arg1 (d0, d1, d2) -> (d2, d0, d1) {note = 1 : i64} : memref<4x8x16xi8, strided<[256, 16, 1], offset: 7>> to memref<16x4x8xi8, strided<[1, 256, 16], offset: 7>>
// CHECK:    %transpose_2 = memref.transpose %arg2 (d0, d1) -> (d1, d0) : memref<?x8xf64, strided<[?, 1], offset: ?>, 1> to memref<8x?xf64, strided<[1, ?], offset: ?>, 1>
// CHECK:    %transpose_3 = memref.transpose %arg1 (d0, d1, d2) -> (d0, d1, d2) : memref<4x8x16xi8, strided<[256, 16, 1], offset: 7>> to memref<4x8x16xi8, strided<[256, 16, 1], offset: 7>>
// CHECK:    return %transpose_0 : memref<?x?xf32, #map>
// CHECK:  }
// CHECK:}
// CHECK:<empty line>

// mlir-opt-19 -mlir-print-op-generic's text of this file, whole:
// GENERIC:#map = affine_map<(d0, d1) -> (d1, d0)>
// GENERIC:#map1 = affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>
// GENERIC:#map2 = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
// GENERIC:#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// GENERIC:"builtin.module"() ({
// GENERIC:  "func.func"() <{function_type = (memref<?x?xf32>, memref<4x8x16xi8, strided<[256, 16, 1], offset: 7>>, memref<?x8xf64, strided<[?, 1], offset: ?>, 1>) -> memref<?x?xf32, #map1>, sym_name = "transpose"}> ({
// GENERIC:  ^bb0(%arg0: memref<?x?xf32>, %arg1: memref<4x8x16xi8, strided<[256, 16, 1], offset: 7>>, %arg2: memref<?x8xf64, strided<[?, 1], offset: ?>, 1>):
// GENERIC:    %0 = "memref.transpose"(%arg0) <{permutation = #map}> : (memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>>
// GENERIC:    %1 = "memref.transpose"(%arg0) <{permutation = #map}> : (memref<?x?xf32>) -> memref<?x?xf32, #map1>
// GENERIC:    %2 = "memref.transpose"(%arg1) <{permutation = #map2}> {note = 1 : i64} : (memref<4x8x16xi8, strided<[256, 16, 1], offset: 7>>) -> memref<16x4x8xi8, strided<[1, 256, 16], offset: 7>>
// GENERIC:    %3 = "memref.transpose"(%arg2) <{permutation = #map}> : (memref<?x8xf64, strided<[?, 1], offset: ?>, 1>) -> memref<8x?xf64, strided<[1, ?], offset: ?>, 1>
// GENERIC:    %4 = "memref.transpose"(%arg1) <{permutation = #map3}> : (memref<4x8x16xi8, strided<[256, 16, 1], offset: 7>>) -> memref<4x8x16xi8, strided<[256, 16, 1], offset: 7>>
// GENERIC:    "func.return"(%1) : (memref<?x?xf32, #map1>) -> ()
// GENERIC:  }) : () -> ()
// GENERIC:}) : () -> ()
// GENERIC:<empty line>

#cols = affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>

func.func @transpose(%a: memref<?x?xf32>, %b: memref<4x8x16xi8, strided<[256, 16, 1], offset: 7>>,
                     %c: memref<?x8xf64, strided<[?, 1], offset: ?>, 1>) -> memref<?x?xf32, #cols> {
  // The permutation as a bare map; its dims may have any names.
  %0 = memref.transpose %a (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  // The result's layout as an affine map, equivalent to the strided one.
  %1 = memref.transpose %a (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, #cols>
  %2 = memref.transpose %b (d0, d1, d2) -> (d2, d0, d1) {note = 1} : memref<4x8x16xi8, strided<[256, 16, 1], offset: 7>> to memref<16x4x8xi8, strided<[1, 256, 16], offset: 7>>
  %3 = memref.transpose %c (i, j) -> (j, i) : memref<?x8xf64, strided<[?, 1], offset: ?>, 1> to memref<8x?xf64, strided<[1, ?], offset: ?>, 1>
  // The identity permutation.
  %4 = memref.transpose %b (i, j, k) -> (i, j, k) : memref<4x8x16xi8, strided<[256, 16, 1], offset: 7>> to memref<4x8x16xi8, strided<[256, 16, 1], offset: 7>>
  return %1 : memref<?x?xf32, #cols>
}
