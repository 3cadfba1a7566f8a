// affine.vector_load and affine.vector_store read and printed as
// mlir-opt-19 prints them: subscripts that are affine expressions of
// loop variables, constants and symbols (the map attribute of the
// generic form), 1-d and n-d vectors, attributes, dynamic memrefs in
// another memory space.  The custom form is a fixed point and the
// generic form reads back to it; tests/frontend/differential.sh checks
// both against mlir-opt-19.  They run in tests/exec/affine.mlir; their
// verifier messages are in invalid/verify-affine-vector.mlir.
// RUN: asyncc --print-ir=input %s | FileCheckExact %s
// RUN: asyncc --print-ir=input %s > %t.1.mlir && asyncc --print-ir=input %t.1.mlir > %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s > %t.g.mlir && asyncc --print-ir=input %t.g.mlir | diff %t.1.mlir -
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s | FileCheckExact %s --check-prefix=GENERIC

// mlir-opt-19's text of this file, whole and in order:
// CHECK:module {
// CHECK:  func.func @vector_access(%arg0: memref<64x64xf32>, %arg1: memref<?x?xi8, 1>, %arg2: index) {
// CHECK:    affine.for %arg3 = 0 to 64 {
// CHECK:      affine.for %arg4 = 0 to 16 step 4 {
// CHECK:        %0 = affine.vector_load %arg0[%arg3, %arg4 + 8] : memref<64x64xf32>, vector<8xf32>
// CHECK:        affine.vector_store %0, %arg0[%arg3 floordiv 2, symbol(%arg2) + 1] : memref<64x64xf32>, vector<8xf32>
// CHECK:        %1 = affine.vector_load %arg0[%arg3 * 2 - 1, %arg4 mod 3] {tag = "w"} : memref<64x64xf32>, vector<2x4xf32>
// CHECK:        affine.vector_store %1, %arg0[%arg3, 0] {tag = "w"} : memref<64x64xf32>, vector<2x4xf32>
// CHECK:        %2 = affine.vector_load %arg1[%arg3, %arg4] : memref<?x?xi8, 1>, vector<16xi8>
// CHECK:        affine.vector_store %2, %arg1[%arg4, %arg3] : memref<?x?xi8, 1>, vector<16xi8>
// CHECK:      }
// CHECK:    }
// CHECK:    return
// CHECK:  }
// CHECK:}
// CHECK:<empty line>

// mlir-opt-19 -mlir-print-op-generic's text of this file, whole:
// GENERIC:#map = affine_map<(d0, d1) -> (d0, d1 + 8)>
// GENERIC:#map1 = affine_map<(d0)[s0] -> (d0 floordiv 2, s0 + 1)>
// GENERIC:#map2 = affine_map<(d0, d1) -> (d0 * 2 - 1, d1 mod 3)>
// GENERIC:#map3 = affine_map<(d0) -> (d0, 0)>
// GENERIC:#map4 = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC:#map5 = affine_map<() -> (0)>
// GENERIC:#map6 = affine_map<() -> (16)>
// GENERIC:#map7 = affine_map<() -> (64)>
// GENERIC:"builtin.module"() ({
// GENERIC:  "func.func"() <{function_type = (memref<64x64xf32>, memref<?x?xi8, 1>, index) -> (), sym_name = "vector_access"}> ({
// GENERIC:  ^bb0(%arg0: memref<64x64xf32>, %arg1: memref<?x?xi8, 1>, %arg2: index):
// GENERIC:    "affine.for"() <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map7}> ({
// GENERIC:    ^bb0(%arg3: index):
// GENERIC:      "affine.for"() <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 0, 0, 0>, step = 4 : index, upperBoundMap = #map6}> ({
// GENERIC:      ^bb0(%arg4: index):
// GENERIC:        %0 = "affine.vector_load"(%arg0, %arg3, %arg4) <{map = #map}> : (memref<64x64xf32>, index, index) -> vector<8xf32>
// GENERIC:        "affine.vector_store"(%0, %arg0, %arg3, %arg2) <{map = #map1}> : (vector<8xf32>, memref<64x64xf32>, index, index) -> ()
// GENERIC:        %1 = "affine.vector_load"(%arg0, %arg3, %arg4) <{map = #map2}> {tag = "w"} : (memref<64x64xf32>, index, index) -> vector<2x4xf32>
// GENERIC:        "affine.vector_store"(%1, %arg0, %arg3) <{map = #map3}> {tag = "w"} : (vector<2x4xf32>, memref<64x64xf32>, index) -> ()
// GENERIC:        %2 = "affine.vector_load"(%arg1, %arg3, %arg4) <{map = #map4}> : (memref<?x?xi8, 1>, index, index) -> vector<16xi8>
// GENERIC:        "affine.vector_store"(%2, %arg1, %arg4, %arg3) <{map = #map4}> : (vector<16xi8>, memref<?x?xi8, 1>, index, index) -> ()
// GENERIC:        "affine.yield"() : () -> ()
// GENERIC:      }) : () -> ()
// GENERIC:      "affine.yield"() : () -> ()
// GENERIC:    }) : () -> ()
// GENERIC:    "func.return"() : () -> ()
// GENERIC:  }) : () -> ()
// GENERIC:}) : () -> ()
// GENERIC:<empty line>

func.func @vector_access(%a: memref<64x64xf32>, %b: memref<?x?xi8, 1>, %n: index) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 16 step 4 {
      // Subscripts over loop variables, constants and a symbol.
      %v = affine.vector_load %a[%i, %j + 8] : memref<64x64xf32>, vector<8xf32>
      affine.vector_store %v, %a[%i floordiv 2, symbol(%n) + 1] : memref<64x64xf32>, vector<8xf32>
      // An n-d vector, and an attribute kept in its place.
      %w = affine.vector_load %a[%i * 2 - 1, %j mod 3] {tag = "w"} : memref<64x64xf32>, vector<2x4xf32>
      affine.vector_store %w, %a[%i, 0] {tag = "w"} : memref<64x64xf32>, vector<2x4xf32>
      // A dynamic memref in memory space 1.
      %x = affine.vector_load %b[%i, %j] : memref<?x?xi8, 1>, vector<16xi8>
      affine.vector_store %x, %b[%j, %i] : memref<?x?xi8, 1>, vector<16xi8>
    }
  }
  return
}
