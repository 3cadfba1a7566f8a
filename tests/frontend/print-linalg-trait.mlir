// linalg.generic whose traits are an alias ("linalg.generic #trait
// ins(..)"), as MLIR's own tests write it: the alias may name any
// attribute, and must be a dictionary (invalid/linalg-trait-alias.mlir).
// Printed as mlir-opt-19 prints it, the dictionary inline; a fixed point
// in both forms.
// RUN: asyncc --print-ir=input %s | FileCheckExact %s
// RUN: asyncc --print-ir=input %s > %t.1.mlir && asyncc --print-ir=input %t.1.mlir > %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s > %t.g.mlir && asyncc --print-ir=input %t.g.mlir | diff %t.1.mlir -
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s | FileCheckExact %s --check-prefix=GENERIC

// mlir-opt-19's text of this file, whole and in order:
// CHECK:#map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK:#map1 = affine_map<(d0, d1) -> ()>
// CHECK:#map2 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK:#map3 = affine_map<(d0) -> (d0)>
// CHECK:#map4 = affine_map<(d0) -> ()>
// CHECK:module {
// CHECK:  func.func @scale(%arg0: memref<4x8xf32>, %arg1: f32, %arg2: memref<8x4xf32>) {
// CHECK:    linalg.generic {doc = "out = in * factor, transposed", indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<4x8xf32>, f32) outs(%arg2 : memref<8x4xf32>) attrs =  {note = 7 : i64} {
// CHECK:    ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK:      %0 = arith.mulf %in, %in_0 : f32
// CHECK:      linalg.yield %0 : f32
// CHECK:    }
// CHECK:    return
// CHECK:  }
// CHECK:  func.func @sum(%arg0: memref<?xi32>, %arg1: memref<i32>) {
// CHECK:    linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["reduction"]} ins(%arg0 : memref<?xi32>) outs(%arg1 : memref<i32>) {
// CHECK:    ^bb0(%in: i32, %out: i32):
// CHECK:      %0 = arith.addi %in, %out : i32
// CHECK:      linalg.yield %0 : i32
// CHECK:    }
// CHECK:    return
// CHECK:  }
// CHECK:}
// CHECK:<empty line>

// mlir-opt-19 -mlir-print-op-generic's text of this file, whole:
// GENERIC:#map = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC:#map1 = affine_map<(d0, d1) -> ()>
// GENERIC:#map2 = affine_map<(d0, d1) -> (d1, d0)>
// GENERIC:#map3 = affine_map<(d0) -> (d0)>
// GENERIC:#map4 = affine_map<(d0) -> ()>
// GENERIC:"builtin.module"() ({
// GENERIC:  "func.func"() <{function_type = (memref<4x8xf32>, f32, memref<8x4xf32>) -> (), sym_name = "scale"}> ({
// GENERIC:  ^bb0(%arg4: memref<4x8xf32>, %arg5: f32, %arg6: memref<8x4xf32>):
// GENERIC:    "linalg.generic"(%arg4, %arg5, %arg6) <{doc = "out = in * factor, transposed", indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC:    ^bb0(%arg7: f32, %arg8: f32, %arg9: f32):
// GENERIC:      %1 = "arith.mulf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC:      "linalg.yield"(%1) : (f32) -> ()
// GENERIC:    }) {note = 7 : i64} : (memref<4x8xf32>, f32, memref<8x4xf32>) -> ()
// GENERIC:    "func.return"() : () -> ()
// GENERIC:  }) : () -> ()
// GENERIC:  "func.func"() <{function_type = (memref<?xi32>, memref<i32>) -> (), sym_name = "sum"}> ({
// GENERIC:  ^bb0(%arg0: memref<?xi32>, %arg1: memref<i32>):
// GENERIC:    "linalg.generic"(%arg0, %arg1) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC:    ^bb0(%arg2: i32, %arg3: i32):
// GENERIC:      %0 = "arith.addi"(%arg2, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC:      "linalg.yield"(%0) : (i32) -> ()
// GENERIC:    }) : (memref<?xi32>, memref<i32>) -> ()
// GENERIC:    "func.return"() : () -> ()
// GENERIC:  }) : () -> ()
// GENERIC:}) : () -> ()
// GENERIC:<empty line>

#scale_maps = [
  affine_map<(i, j) -> (i, j)>,
  affine_map<(i, j) -> ()>,
  affine_map<(i, j) -> (j, i)>
]
#scale = {
  indexing_maps = #scale_maps,
  iterator_types = ["parallel", "parallel"],
  doc = "out = in * factor, transposed"
}
#sum = {
  indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> ()>],
  iterator_types = ["reduction"]
}

func.func @scale(%in: memref<4x8xf32>, %factor: f32, %out: memref<8x4xf32>) {
  // The traits as an alias of a dictionary, and attributes after them.
  linalg.generic #scale ins(%in, %factor : memref<4x8xf32>, f32) outs(%out : memref<8x4xf32>) attrs = {note = 7} {
  ^bb0(%a: f32, %f: f32, %o: f32):
    %p = arith.mulf %a, %f : f32
    linalg.yield %p : f32
  }
  return
}

func.func @sum(%in: memref<?xi32>, %acc: memref<i32>) {
  linalg.generic #sum ins(%in : memref<?xi32>) outs(%acc : memref<i32>) {
  ^bb0(%a: i32, %s: i32):
    %t = arith.addi %a, %s : i32
    linalg.yield %t : i32
  }
  return
}
