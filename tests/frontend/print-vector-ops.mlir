// Every vector op in its custom form, printed as mlir-opt-19 prints it
// (tests/frontend/differential.sh checks that mlir-opt reads it back the
// same), with the forms' optional parts both ways: dynamic positions,
// 0-d vectors, masks, permutation maps, in_bounds, kinds, fastmath.
// RUN: asyncc --print-ir=input %s | FileCheck %s
// Printing is a fixed point of parse+print, in both forms:
// RUN: asyncc --print-ir=input %s > %t.1.mlir && asyncc --print-ir=input %t.1.mlir > %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s > %t.g.mlir && asyncc --print-ir=input %t.g.mlir | diff %t.1.mlir -

#matmul = {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}

func.func @build(%a: vector<4xf32>, %s: f32, %i: index, %v2: vector<2x4xf32>, %z: vector<f32>, %j: i32) -> vector<4xf32> {
  %0 = vector.broadcast %s : f32 to vector<4xf32>
  %1 = vector.broadcast %a : vector<4xf32> to vector<3x4xf32>
  %2 = vector.splat %s : vector<2x4xf32>
  %3 = vector.from_elements %s, %s : vector<2xf32>
  %4 = vector.extract %v2[1] : vector<4xf32> from vector<2x4xf32>
  %5 = vector.extract %v2[%i, 2] : f32 from vector<2x4xf32>
  %6 = vector.extract %z[] : f32 from vector<f32>
  %7 = vector.insert %s, %v2 [1, %i] : f32 into vector<2x4xf32>
  %8 = vector.insert %a, %v2 [0] : vector<4xf32> into vector<2x4xf32>
  %9 = vector.extractelement %a[%j : i32] : vector<4xf32>
  %10 = vector.extractelement %z[] : vector<f32>
  %11 = vector.insertelement %s, %a[%i : index] : vector<4xf32>
  %12 = vector.insertelement %s, %z[] : vector<f32>
  %13 = vector.extract_strided_slice %v2 {offsets = [0, 1], sizes = [2, 2], strides = [1, 1]} : vector<2x4xf32> to vector<2x2xf32>
  %14 = vector.insert_strided_slice %a, %v2 {offsets = [1, 0], strides = [1]} : vector<4xf32> into vector<2x4xf32>
  %15 = vector.step : vector<4xindex>
  %16 = vector.constant_mask [1, 3] : vector<2x4xi1>
  %17 = vector.create_mask %i, %i : vector<2x4xi1>
  return %a : vector<4xf32>
}

func.func @rearrange(%a: vector<4xf32>, %b: vector<4xf32>, %v2: vector<2x4xf32>, %m: memref<4x8xf32>, %z: vector<i32>) {
  %0 = vector.shuffle %a, %b [0, 5, 2, 7, 1] : vector<4xf32>, vector<4xf32>
  %1 = vector.shuffle %z, %z [1, 0] : vector<i32>, vector<i32>
  %2 = vector.transpose %v2, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %3 = vector.shape_cast %v2 : vector<2x4xf32> to vector<8xf32>
  %4 = vector.bitcast %a : vector<4xf32> to vector<8xi16>
  %5 = vector.type_cast %m : memref<4x8xf32> to memref<vector<4x8xf32>>
  %6 = vector.interleave %a, %b : vector<4xf32> -> vector<8xf32>
  %7, %8 = vector.deinterleave %a : vector<4xf32> -> vector<2xf32>
  %9 = vector.flat_transpose %3 {columns = 4 : i32, rows = 2 : i32} : vector<8xf32> -> vector<8xf32>
  %10 = vector.matrix_multiply %3, %3 {lhs_columns = 4 : i32, lhs_rows = 2 : i32, rhs_columns = 2 : i32} : (vector<8xf32>, vector<8xf32>) -> vector<4xf32>
  return
}

func.func @combine(%a: vector<4xf32>, %b: vector<4xf32>, %s: f32, %v2: vector<2x4xf32>, %w: vector<4xi32>, %wi: vector<i32>, %x: vector<4x3xf32>, %y: vector<3x4xf32>, %c: vector<4x4xf32>) {
  %0 = vector.fma %a, %b, %a : vector<4xf32>
  %1 = vector.reduction <add>, %a : vector<4xf32> into f32
  %2 = vector.reduction <maximumf>, %a, %s fastmath<fast> : vector<4xf32> into f32
  %3 = vector.reduction <xor>, %w : vector<4xi32> into i32
  %4 = vector.multi_reduction <add>, %v2, %a [0] : vector<2x4xf32> to vector<4xf32>
  %5 = vector.multi_reduction <mul>, %v2, %s [0, 1] : vector<2x4xf32> to f32
  %6:2 = vector.scan <add>, %w, %wi {inclusive = true, reduction_dim = 0 : i64} : vector<4xi32>, vector<i32>
  %7 = vector.outerproduct %a, %b : vector<4xf32>, vector<4xf32>
  %8 = vector.outerproduct %a, %s, %a {kind = #vector.kind<maxnumf>} : vector<4xf32>, f32
  %9 = vector.outerproduct %a, %b, %c : vector<4xf32>, vector<4xf32>
  %10 = vector.contract #matmul %x, %y, %c : vector<4x3xf32>, vector<3x4xf32> into vector<4x4xf32>
  %11 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<mul>} %a, %b, %s : vector<4xf32>, vector<4xf32> into f32
  return
}

func.func @memory(%m: memref<?xf32>, %m2: memref<4x8xf32>, %mv: memref<2xvector<4xf32>>, %m0: memref<f32>, %i: index, %k: vector<4xi1>, %k2: vector<2x4xi1>, %a: vector<4xf32>, %iv: vector<4xi32>, %s: f32, %v2: vector<2x4xf32>) {
  %0 = vector.load %m[%i] : memref<?xf32>, vector<4xf32>
  vector.store %a, %m[%i] {nontemporal = true} : memref<?xf32>, vector<4xf32>
  %1 = vector.load %m2[%i, %i] : memref<4x8xf32>, vector<2x4xf32>
  %2 = vector.load %mv[%i] : memref<2xvector<4xf32>>, vector<4xf32>
  %3 = vector.maskedload %m[%i], %k, %a : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m2[%i, %i], %k, %a : memref<4x8xf32>, vector<4xi1>, vector<4xf32>
  %4 = vector.expandload %m[%i], %k, %a : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.compressstore %m[%i], %k, %a : memref<?xf32>, vector<4xi1>, vector<4xf32>
  %5 = vector.gather %m2[%i, %i] [%iv], %k, %a : memref<4x8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %m[%i] [%iv], %k, %a : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %6 = vector.transfer_read %m[%i], %s : memref<?xf32>, vector<4xf32>
  %7 = vector.transfer_read %m2[%i, %i], %s, %k2 {in_bounds = [true, false]} : memref<4x8xf32>, vector<2x4xf32>
  %8 = vector.transfer_read %m2[%i, %i], %s {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<4x8xf32>, vector<4x2xf32>
  %9 = vector.transfer_read %m2[%i, %i], %s {in_bounds = [true, false], permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<4x8xf32>, vector<3x4xf32>
  %10 = vector.transfer_read %m0[], %s : memref<f32>, vector<f32>
  %11 = vector.transfer_read %m2[%i, %i], %s : memref<4x8xf32>, vector<f32>
  %12 = vector.transfer_read %mv[%i], %a : memref<2xvector<4xf32>>, vector<2x4xf32>
  vector.transfer_write %a, %m[%i] : vector<4xf32>, memref<?xf32>
  vector.transfer_write %v2, %m2[%i, %i], %k2 {in_bounds = [false, true]} : vector<2x4xf32>, memref<4x8xf32>
  vector.transfer_write %a, %m2[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<4xf32>, memref<4x8xf32>
  return
}

func.func @elementwise(%a: vector<4xf32>, %b: vector<2x3xi32>, %c: vector<4xi1>, %h: vector<2xbf16>) {
  %0 = arith.cmpf olt, %a, %a : vector<4xf32>
  %1 = arith.select %c, %a, %a : vector<4xi1>, vector<4xf32>
  %2 = arith.cmpi slt, %b, %b : vector<2x3xi32>
  %3 = arith.sitofp %b : vector<2x3xi32> to vector<2x3xf64>
  %4:2 = arith.addui_extended %b, %b : vector<2x3xi32>, vector<2x3xi1>
  %5 = math.tanh %a : vector<4xf32>
  %i4 = arith.constant dense<2> : vector<4xi32>
  %6 = math.fpowi %a, %i4 : vector<4xf32>, vector<4xi32>
  %7 = arith.truncf %3 : vector<2x3xf64> to vector<2x3xf32>
  %8 = math.exp %h : vector<2xbf16>
  return
}

// CHECK-LABEL: func.func @build
// CHECK-NEXT: %0 = vector.broadcast %arg1 : f32 to vector<4xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg0 : vector<4xf32> to vector<3x4xf32>
// CHECK-NEXT: %2 = vector.splat %arg1 : vector<2x4xf32>
// CHECK-NEXT: %3 = vector.from_elements %arg1, %arg1 : vector<2xf32>
// CHECK-NEXT: %4 = vector.extract %arg3[1] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT: %5 = vector.extract %arg3[%arg2, 2] : f32 from vector<2x4xf32>
// CHECK-NEXT: %6 = vector.extract %arg4[] : f32 from vector<f32>
// CHECK-NEXT: %7 = vector.insert %arg1, %arg3 [1, %arg2] : f32 into vector<2x4xf32>
// CHECK-NEXT: %8 = vector.insert %arg0, %arg3 [0] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT: %9 = vector.extractelement %arg0[%arg5 : i32] : vector<4xf32>
// CHECK-NEXT: %10 = vector.extractelement %arg4[] : vector<f32>
// CHECK-NEXT: %11 = vector.insertelement %arg1, %arg0[%arg2 : index] : vector<4xf32>
// CHECK-NEXT: %12 = vector.insertelement %arg1, %arg4[] : vector<f32>
// CHECK-NEXT: %13 = vector.extract_strided_slice %arg3 {offsets = [0, 1], sizes = [2, 2], strides = [1, 1]} : vector<2x4xf32> to vector<2x2xf32>
// CHECK-NEXT: %14 = vector.insert_strided_slice %arg0, %arg3 {offsets = [1, 0], strides = [1]} : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT: %15 = vector.step : vector<4xindex>
// CHECK-NEXT: %16 = vector.constant_mask [1, 3] : vector<2x4xi1>
// CHECK-NEXT: %17 = vector.create_mask %arg2, %arg2 : vector<2x4xi1>
// CHECK-NEXT: return %arg0 : vector<4xf32>
// CHECK-LABEL: func.func @rearrange
// CHECK-NEXT: %0 = vector.shuffle %arg0, %arg1 [0, 5, 2, 7, 1] : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: %1 = vector.shuffle %arg4, %arg4 [1, 0] : vector<i32>, vector<i32>
// CHECK-NEXT: %2 = vector.transpose %arg2, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
// CHECK-NEXT: %3 = vector.shape_cast %arg2 : vector<2x4xf32> to vector<8xf32>
// CHECK-NEXT: %4 = vector.bitcast %arg0 : vector<4xf32> to vector<8xi16>
// CHECK-NEXT: %5 = vector.type_cast %arg3 : memref<4x8xf32> to memref<vector<4x8xf32>>
// CHECK-NEXT: %6 = vector.interleave %arg0, %arg1 : vector<4xf32> -> vector<8xf32>
// CHECK-NEXT: %res1, %res2 = vector.deinterleave %arg0 : vector<4xf32> -> vector<2xf32>
// CHECK-NEXT: %7 = vector.flat_transpose %3 {columns = 4 : i32, rows = 2 : i32} : vector<8xf32> -> vector<8xf32>
// CHECK-NEXT: %8 = vector.matrix_multiply %3, %3 {lhs_columns = 4 : i32, lhs_rows = 2 : i32, rhs_columns = 2 : i32} : (vector<8xf32>, vector<8xf32>) -> vector<4xf32>
// CHECK-LABEL: func.func @combine
// CHECK-NEXT: %0 = vector.fma %arg0, %arg1, %arg0 : vector<4xf32>
// CHECK-NEXT: %1 = vector.reduction <add>, %arg0 : vector<4xf32> into f32
// CHECK-NEXT: %2 = vector.reduction <maximumf>, %arg0, %arg2 fastmath<fast> : vector<4xf32> into f32
// CHECK-NEXT: %3 = vector.reduction <xor>, %arg4 : vector<4xi32> into i32
// CHECK-NEXT: %4 = vector.multi_reduction <add>, %arg3, %arg0 [0] : vector<2x4xf32> to vector<4xf32>
// CHECK-NEXT: %5 = vector.multi_reduction <mul>, %arg3, %arg2 [0, 1] : vector<2x4xf32> to f32
// CHECK-NEXT: %dest, %accumulated_value = vector.scan <add>, %arg4, %arg5 {inclusive = true, reduction_dim = 0 : i64} : vector<4xi32>, vector<i32>
// CHECK-NEXT: %6 = vector.outerproduct %arg0, %arg1 : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: %7 = vector.outerproduct %arg0, %arg2, %arg0 {kind = #vector.kind<maxnumf>} : vector<4xf32>, f32
// CHECK-NEXT: %8 = vector.outerproduct %arg0, %arg1, %arg8 {kind = #vector.kind<add>} : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: %9 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg6, %arg7, %arg8 : vector<4x3xf32>, vector<3x4xf32> into vector<4x4xf32>
// CHECK-NEXT: %10 = vector.contract {indexing_maps = [#map3, #map3, #map4], iterator_types = ["reduction"], kind = #vector.kind<mul>} %arg0, %arg1, %arg2 : vector<4xf32>, vector<4xf32> into f32
// CHECK-LABEL: func.func @memory
// CHECK-NEXT: %0 = vector.load %arg0[%arg4] : memref<?xf32>, vector<4xf32>
// CHECK-NEXT: vector.store %arg7, %arg0[%arg4] {nontemporal = true} : memref<?xf32>, vector<4xf32>
// CHECK-NEXT: %1 = vector.load %arg1[%arg4, %arg4] : memref<4x8xf32>, vector<2x4xf32>
// CHECK-NEXT: %2 = vector.load %arg2[%arg4] : memref<2xvector<4xf32>>, vector<4xf32>
// CHECK-NEXT: %3 = vector.maskedload %arg0[%arg4], %arg5, %arg7 : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT: vector.maskedstore %arg1[%arg4, %arg4], %arg5, %arg7 : memref<4x8xf32>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %4 = vector.expandload %arg0[%arg4], %arg5, %arg7 : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT: vector.compressstore %arg0[%arg4], %arg5, %arg7 : memref<?xf32>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %5 = vector.gather %arg1[%arg4, %arg4] [%arg8], %arg5, %arg7 : memref<4x8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT: vector.scatter %arg0[%arg4] [%arg8], %arg5, %arg7 : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %6 = vector.transfer_read %arg0[%arg4], %arg9 : memref<?xf32>, vector<4xf32>
// CHECK-NEXT: %7 = vector.transfer_read %arg1[%arg4, %arg4], %arg9, %arg6 {in_bounds = [true, false]} : memref<4x8xf32>, vector<2x4xf32>
// CHECK-NEXT: %8 = vector.transfer_read %arg1[%arg4, %arg4], %arg9 {permutation_map = #map5} : memref<4x8xf32>, vector<4x2xf32>
// CHECK-NEXT: %9 = vector.transfer_read %arg1[%arg4, %arg4], %arg9 {in_bounds = [true, false], permutation_map = #map6} : memref<4x8xf32>, vector<3x4xf32>
// CHECK-NEXT: %10 = vector.transfer_read %arg3[], %arg9 : memref<f32>, vector<f32>
// CHECK-NEXT: %11 = vector.transfer_read %arg1[%arg4, %arg4], %arg9 : memref<4x8xf32>, vector<f32>
// CHECK-NEXT: %12 = vector.transfer_read %arg2[%arg4], %arg7 : memref<2xvector<4xf32>>, vector<2x4xf32>
// CHECK-NEXT: vector.transfer_write %arg7, %arg0[%arg4] : vector<4xf32>, memref<?xf32>
// CHECK-NEXT: vector.transfer_write %arg10, %arg1[%arg4, %arg4], %arg6 {in_bounds = [false, true]} : vector<2x4xf32>, memref<4x8xf32>
// CHECK-NEXT: vector.transfer_write %arg7, %arg1[%arg4, %arg4] {permutation_map = #map7} : vector<4xf32>, memref<4x8xf32>
// CHECK-LABEL: func.func @elementwise
// CHECK-NEXT: %0 = arith.cmpf olt, %arg0, %arg0 : vector<4xf32>
// CHECK-NEXT: %1 = arith.select %arg2, %arg0, %arg0 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %2 = arith.cmpi slt, %arg1, %arg1 : vector<2x3xi32>
// CHECK-NEXT: %3 = arith.sitofp %arg1 : vector<2x3xi32> to vector<2x3xf64>
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg1, %arg1 : vector<2x3xi32>, vector<2x3xi1>
// CHECK-NEXT: %4 = math.tanh %arg0 : vector<4xf32>
// CHECK-NEXT: %cst = arith.constant dense<2> : vector<4xi32>
// CHECK-NEXT: %5 = math.fpowi %arg0, %cst : vector<4xf32>, vector<4xi32>
// CHECK-NEXT: %6 = arith.truncf %3 : vector<2x3xf64> to vector<2x3xf32>
// CHECK-NEXT: %7 = math.exp %arg3 : vector<2xbf16>

// The llvm dialect's matrix intrinsics, on the same flattened matrices.
func.func @llvm_matrix(%a: vector<8xf32>, %b: vector<6xf64>) {
  %t = llvm.intr.matrix.transpose %a {rows = 2 : i32, columns = 4 : i32} : vector<8xf32> into vector<8xf32>
  %u = llvm.intr.matrix.transpose %b { rows = 3: i32, columns = 2: i32 } : vector<6xf64> into vector<6xf64>
  %m = llvm.intr.matrix.multiply %a, %t {lhs_rows = 2 : i32, lhs_columns = 4 : i32, rhs_columns = 2 : i32} : (vector<8xf32>, vector<8xf32>) -> vector<4xf32>
  return
}
// CHECK-LABEL: func.func @llvm_matrix
// CHECK-NEXT: %0 = llvm.intr.matrix.transpose %arg0 {columns = 4 : i32, rows = 2 : i32} : vector<8xf32> into vector<8xf32>
// CHECK-NEXT: %1 = llvm.intr.matrix.transpose %arg1 {columns = 2 : i32, rows = 3 : i32} : vector<6xf64> into vector<6xf64>
// CHECK-NEXT: %2 = llvm.intr.matrix.multiply %arg0, %0 {lhs_columns = 4 : i32, lhs_rows = 2 : i32, rhs_columns = 2 : i32} : (vector<8xf32>, vector<8xf32>) -> vector<4xf32>
