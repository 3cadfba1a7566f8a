// affine.prefetch read and printed as mlir-opt-19 prints it: subscripts
// that are affine expressions of loop variables and symbols (the map
// property), read and write, every locality, data and instruction
// caches, an attribute after the flags.  A fixed point in both forms,
// and the generic form is mlir-opt-19's too;
// tests/frontend/differential.sh checks them against mlir-opt-19.  It
// runs in tests/exec/affine.mlir (as memref.prefetch); the messages are
// in invalid/verify-affine-prefetch.mlir.
// RUN: asyncc --print-ir=input %s | FileCheckExact %s
// RUN: asyncc --print-ir=input %s > %t.1.mlir && asyncc --print-ir=input %t.1.mlir > %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s > %t.g.mlir && asyncc --print-ir=input %t.g.mlir | diff %t.1.mlir -
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s | FileCheckExact %s --check-prefix=GENERIC

// mlir-opt-19's text of this file, whole and in order:
// CHECK:module {
// CHECK:  func.func @prefetch(%arg0: memref<64x64xf32>, %arg1: memref<?xi8, 1>, %arg2: index) {
// CHECK:    affine.for %arg3 = 0 to 64 {
// CHECK:      affine.for %arg4 = 0 to 64 step 8 {
// CHECK:        affine.prefetch %arg0[%arg3, %arg4 + 8], read, locality<3>, data : memref<64x64xf32>
// CHECK:        affine.prefetch %arg0[%arg3 floordiv 2, symbol(%arg2)], write, locality<0>, instr : memref<64x64xf32>
// CHECK:        affine.prefetch %arg1[%arg3 * 64 + %arg4], write, locality<1>, data {note = 1 : i64} : memref<?xi8, 1>
// CHECK:      }
// CHECK:    }
// CHECK:    return
// CHECK:  }
// CHECK:}
// CHECK:<empty line>

// mlir-opt-19 -mlir-print-op-generic's text of this file, whole:
// GENERIC:#map = affine_map<(d0, d1) -> (d0, d1 + 8)>
// GENERIC:#map1 = affine_map<(d0)[s0] -> (d0 floordiv 2, s0)>
// GENERIC:#map2 = affine_map<(d0, d1) -> (d0 * 64 + d1)>
// GENERIC:#map3 = affine_map<() -> (0)>
// GENERIC:#map4 = affine_map<() -> (64)>
// GENERIC:"builtin.module"() ({
// GENERIC:  "func.func"() <{function_type = (memref<64x64xf32>, memref<?xi8, 1>, index) -> (), sym_name = "prefetch"}> ({
// GENERIC:  ^bb0(%arg0: memref<64x64xf32>, %arg1: memref<?xi8, 1>, %arg2: index):
// GENERIC:    "affine.for"() <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map4}> ({
// GENERIC:    ^bb0(%arg3: index):
// GENERIC:      "affine.for"() <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 0, 0>, step = 8 : index, upperBoundMap = #map4}> ({
// GENERIC:      ^bb0(%arg4: index):
// GENERIC:        "affine.prefetch"(%arg0, %arg3, %arg4) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = #map}> : (memref<64x64xf32>, index, index) -> ()
// GENERIC:        "affine.prefetch"(%arg0, %arg3, %arg2) <{isDataCache = false, isWrite = true, localityHint = 0 : i32, map = #map1}> : (memref<64x64xf32>, index, index) -> ()
// GENERIC:        "affine.prefetch"(%arg1, %arg3, %arg4) <{isDataCache = true, isWrite = true, localityHint = 1 : i32, map = #map2}> {note = 1 : i64} : (memref<?xi8, 1>, index, index) -> ()
// GENERIC:        "affine.yield"() : () -> ()
// GENERIC:      }) : () -> ()
// GENERIC:      "affine.yield"() : () -> ()
// GENERIC:    }) : () -> ()
// GENERIC:    "func.return"() : () -> ()
// GENERIC:  }) : () -> ()
// GENERIC:}) : () -> ()
// GENERIC:<empty line>

func.func @prefetch(%m: memref<64x64xf32>, %d: memref<?xi8, 1>, %n: index) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 step 8 {
      // Each flag both ways, subscripts over loop variables and a symbol.
      affine.prefetch %m[%i, %j + 8], read, locality<3>, data : memref<64x64xf32>
      affine.prefetch %m[%i floordiv 2, symbol(%n)], write, locality<0>, instr : memref<64x64xf32>
      affine.prefetch %d[%i * 64 + %j], write, locality<1>, data {note = 1} : memref<?xi8, 1>
    }
  }
  return
}
