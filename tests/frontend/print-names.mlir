// SSA names as mlir-opt-19 prints them: the names ops suggest (constants
// by value and type, %true/%false, %cst; memref's %alloc, %dim, %cast,
// %subview, view-like ops, extract_strided_metadata's groups; async's
// %token and %bodyResults; the *_extended pairs; linalg's %in, %out,
// %init block arguments), "_N" suffixes from one counter per region
// chain, numbers for the rest, and result groups used as %name#i.
// The CHECK lines are mlir-opt-19's output for this file, whole and in
// order; the RUN lines after them compare the bytes with mlir-opt-19's,
// in the custom and the generic form.
// REQUIRES: mlir-opt
// RUN: asyncc --print-ir=input %s | FileCheck %s --match-full-lines
// RUN: asyncc --print-ir=input %s > %t.ours.mlir && $MLIR_OPT %s > %t.ref && cmp %t.ours.mlir %t.ref
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s > %t.gours && $MLIR_OPT -mlir-print-op-generic %s > %t.gref && cmp %t.gours %t.gref
// RUN: asyncc --print-ir=input -mlir-print-op-generic %t.ours.mlir | cmp - %t.gref

func.func @constants(%i: index, %f: f32) -> (i1, i8) {
  %a = arith.constant 42 : i32
  %b = arith.constant 42 : i32
  %c = arith.constant -3 : i64
  %d = arith.constant 0 : index
  %e = arith.constant true
  %g = arith.constant false
  %h = arith.constant 255 : i8
  %k = arith.constant 1.5 : f32
  %l = arith.constant 1.5 : f32
  %m = arith.constant dense<2> : vector<4xi32>
  %n = index.constant 7
  %o = index.bool.constant true
  %p = arith.addi %a, %b : i32
  %q = arith.addf %k, %l : f32
  %r = arith.constant 0 : index
  return %e, %h : i1, i8
}

func.func @memrefs(%m: memref<8x8xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloca() : memref<4xf32>
  %d = memref.dim %a, %c0 : memref<?xf32>
  %cast = memref.cast %a : memref<?xf32> to memref<4xf32>
  %sv = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  %cs = memref.collapse_shape %m [[0, 1]] : memref<8x8xf32> into memref<64xf32>
  %es = memref.expand_shape %cs [[0, 1]] output_shape [8, 8] : memref<64xf32> into memref<8x8xf32>
  %rc = memref.reinterpret_cast %a to offset: [0], sizes: [4], strides: [1] : memref<?xf32> to memref<4xf32>
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
  %s = arith.addi %sizes#1, %strides#0 : index
  %p = memref.extract_aligned_pointer_as_index %m : memref<8x8xf32> -> index
  memref.dealloc %a : memref<?xf32>
  return
}

func.func @regions(%t: !async.token, %x: f32, %n: index) -> f32 {
  %t1 = async.execute [%t] {
    %c1 = arith.constant 1.0 : f32
    async.yield
  }
  %t2, %v:2 = async.execute -> (!async.value<f32>, !async.value<i32>) {
    %c1 = arith.constant 1.0 : f32
    %c2 = arith.constant 2 : i32
    async.yield %c1, %c2 : f32, i32
  }
  %w = async.await %v#0 : !async.value<f32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> f32 {
    %one = arith.constant 1.0 : f32
    %s = arith.addf %acc, %one : f32
    scf.yield %s : f32
  }
  %sum, %ovf = arith.addui_extended %n, %n : index, i1
  %lo, %hi = arith.mulsi_extended %n, %n : index
  return %r : f32
}

func.func @linalg(%a: memref<4xf32>, %b: memref<4xf32>, %m: memref<4x4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  linalg.reduce ins(%m : memref<4x4xf32>) outs(%a : memref<4xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    }
  return
}

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @constants(%arg0: index, %arg1: f32) -> (i1, i8) {
// CHECK-NEXT:     %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT:     %c42_i32_0 = arith.constant 42 : i32
// CHECK-NEXT:     %c-3_i64 = arith.constant -3 : i64
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:     %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:     %cst_1 = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:     %cst_2 = arith.constant dense<2> : vector<4xi32>
// CHECK-NEXT:     %idx7 = index.constant 7
// CHECK-NEXT:     %true_3 = index.bool.constant true
// CHECK-NEXT:     %0 = arith.addi %c42_i32, %c42_i32_0 : i32
// CHECK-NEXT:     %1 = arith.addf %cst, %cst_1 : f32
// CHECK-NEXT:     %c0_4 = arith.constant 0 : index
// CHECK-NEXT:     return %true, %c-1_i8 : i1, i8
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @memrefs(%arg0: memref<8x8xf32>, %arg1: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT:     %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:     %dim = memref.dim %alloc, %c0 : memref<?xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<?xf32> to memref<4xf32>
// CHECK-NEXT:     %subview = memref.subview %arg0[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<8x8xf32> into memref<64xf32>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1]] output_shape [8, 8] : memref<64xf32> into memref<8x8xf32>
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [4], strides: [1] : memref<?xf32> to memref<4xf32>
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     %0 = arith.addi %sizes#1, %strides#0 : index
// CHECK-NEXT:     %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<8x8xf32> -> index
// CHECK-NEXT:     memref.dealloc %alloc : memref<?xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @regions(%arg0: !async.token, %arg1: f32, %arg2: index) -> f32 {
// CHECK-NEXT:     %token = async.execute [%arg0] {
// CHECK-NEXT:       %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:       async.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     %token_0, %bodyResults:2 = async.execute -> (!async.value<f32>, !async.value<i32>) {
// CHECK-NEXT:       %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:       %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:       async.yield %cst, %c2_i32 : f32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = async.await %bodyResults#0 : !async.value<f32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %1 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg1) -> (f32) {
// CHECK-NEXT:       %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:       %2 = arith.addf %arg4, %cst : f32
// CHECK-NEXT:       scf.yield %2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %sum, %overflow = arith.addui_extended %arg2, %arg2 : index, i1
// CHECK-NEXT:     %low, %high = arith.mulsi_extended %arg2, %arg2 : index
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @linalg(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4x4xf32>) {
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %0 = arith.addf %in, %out : f32
// CHECK-NEXT:       linalg.yield %0 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.reduce ins(%arg2 : memref<4x4xf32>) outs(%arg0 : memref<4xf32>) dimensions = [1] 
// CHECK-NEXT:       (%in: f32, %init: f32) {
// CHECK-NEXT:         %0 = arith.addf %in, %init : f32
// CHECK-NEXT:         linalg.yield %0 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NOT: {{.}}
