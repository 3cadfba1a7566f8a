// Scalable vectors (vector<[4]xf32>, vector<2x[4]xf32>: SVE's and RVV's
// vectors, a multiple of the size fixed at run time) read, verified and
// printed wherever a vector goes: signatures, arith and math on them,
// memref elements, vector.load/store, broadcast, extract and insert,
// strided slices, outer products and contractions (the result keeps the
// operands' scalable dims), masks, transfers, reductions.  The printing
// is a fixed point, the generic form reads back to the same IR, and
// tests/frontend/differential.sh checks both against mlir-opt-19.  Code
// generation refuses them (tests/backend/codegen-refusals.mlir).
// RUN: asyncc --print-ir=input %s | FileCheckExact %s
// RUN: asyncc --print-ir=input %s > %t.1.mlir && asyncc --print-ir=input %t.1.mlir > %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s > %t.g.mlir && asyncc --print-ir=input %t.g.mlir | diff %t.1.mlir -

// mlir-opt-19's text of this file, whole and in order:
// CHECK:#map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK:#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK:#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK:module {
// CHECK:  func.func private @decl(vector<[4]xf32>, vector<2x[4]xf32>, vector<[2]x[8]xi8>, vector<[1]xindex>, memref<4xvector<[4]xf16>>) -> vector<4x[16]xi1>
// CHECK:  func.func @elementwise(%arg0: vector<[4]xf32>, %arg1: vector<2x[4]xi32>) -> vector<[4]xi1> {
// CHECK:    %0 = arith.addf %arg0, %arg0 : vector<[4]xf32>
// CHECK:    %1 = math.exp %0 : vector<[4]xf32>
// CHECK:    %2 = arith.cmpf olt, %1, %arg0 : vector<[4]xf32>
// CHECK:    %3 = arith.muli %arg1, %arg1 : vector<2x[4]xi32>
// CHECK:    %4 = arith.sitofp %3 : vector<2x[4]xi32> to vector<2x[4]xf32>
// CHECK:    %5 = arith.select %2, %arg0, %1 : vector<[4]xi1>, vector<[4]xf32>
// CHECK:    return %2 : vector<[4]xi1>
// CHECK:  }
// CHECK:  func.func @memory(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32) -> vector<[8]xf32> {
// CHECK:    %0 = vector.load %arg0[%arg1, %arg1] : memref<?x?xf32>, vector<[8]xf32>
// CHECK:    vector.store %0, %arg0[%arg1, %arg1] : memref<?x?xf32>, vector<[8]xf32>
// CHECK:    %1 = vector.create_mask %arg1 : vector<[8]xi1>
// CHECK:    %2 = vector.maskedload %arg0[%arg1, %arg1], %1, %0 : memref<?x?xf32>, vector<[8]xi1>, vector<[8]xf32> into vector<[8]xf32>
// CHECK:    %3 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 {in_bounds = [true, false]} : memref<?x?xf32>, vector<2x[8]xf32>
// CHECK:    vector.transfer_write %3, %arg0[%arg1, %arg1] : vector<2x[8]xf32>, memref<?x?xf32>
// CHECK:    return %2 : vector<[8]xf32>
// CHECK:  }
// CHECK:  func.func @shapes(%arg0: vector<4x[8]x16xf32>, %arg1: vector<[4]xf32>, %arg2: vector<4xf32>, %arg3: f32) -> vector<2x[8]x16xf32> {
// CHECK:    %0 = vector.extract_strided_slice %arg0 {offsets = [2, 0], sizes = [2, 8], strides = [1, 1]} : vector<4x[8]x16xf32> to vector<2x[8]x16xf32>
// CHECK:    %1 = vector.extract %arg0[1] : vector<[8]x16xf32> from vector<4x[8]x16xf32>
// CHECK:    %2 = vector.insert %1, %arg0 [3] : vector<[8]x16xf32> into vector<4x[8]x16xf32>
// CHECK:    %3 = vector.broadcast %arg3 : f32 to vector<[4]xf32>
// CHECK:    %4 = vector.broadcast %arg1 : vector<[4]xf32> to vector<3x[4]xf32>
// CHECK:    %5 = vector.outerproduct %arg2, %arg1 : vector<4xf32>, vector<[4]xf32>
// CHECK:    %6 = vector.splat %arg3 : vector<[4]x[4]xf32>
// CHECK:    %7 = vector.outerproduct %arg1, %arg1, %6 {kind = #vector.kind<add>} : vector<[4]xf32>, vector<[4]xf32>
// CHECK:    %8 = vector.reduction <add>, %arg1 : vector<[4]xf32> into f32
// CHECK:    %cst = arith.constant dense<0.000000e+00> : vector<4x[8]xf32>
// CHECK:    %9 = vector.multi_reduction <add>, %arg0, %cst [2] : vector<4x[8]x16xf32> to vector<4x[8]xf32>
// CHECK:    return %0 : vector<2x[8]x16xf32>
// CHECK:  }
// CHECK:  func.func @vscale() -> index {
// CHECK:    %vscale = vector.vscale
// CHECK:    return %vscale : index
// CHECK:  }
// CHECK:  func.func @contract(%arg0: vector<8x1xf32>, %arg1: vector<1x[32]xf32>, %arg2: vector<8x[32]xf32>) -> vector<8x[32]xf32> {
// CHECK:    %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<8x1xf32>, vector<1x[32]xf32> into vector<8x[32]xf32>
// CHECK:    return %0 : vector<8x[32]xf32>
// CHECK:  }
// CHECK:}
// CHECK:<empty line>

func.func private @decl(vector<[4]xf32>, vector< 2 x [ 4 ] x f32>, vector<[2]x[8]xi8>, vector<[1]xindex>, memref<4xvector<[4]xf16>>) -> vector<4x[16]xi1>

func.func @elementwise(%a: vector<[4]xf32>, %b: vector<2x[4]xi32>) -> vector<[4]xi1> {
  %0 = arith.addf %a, %a : vector<[4]xf32>
  %1 = math.exp %0 : vector<[4]xf32>
  %2 = arith.cmpf olt, %1, %a : vector<[4]xf32>
  %3 = arith.muli %b, %b : vector<2x[4]xi32>
  %4 = arith.sitofp %3 : vector<2x[4]xi32> to vector<2x[4]xf32>
  %5 = arith.select %2, %a, %1 : vector<[4]xi1>, vector<[4]xf32>
  return %2 : vector<[4]xi1>
}

func.func @memory(%m: memref<?x?xf32>, %i: index, %s: f32) -> vector<[8]xf32> {
  %0 = vector.load %m[%i, %i] : memref<?x?xf32>, vector<[8]xf32>
  vector.store %0, %m[%i, %i] : memref<?x?xf32>, vector<[8]xf32>
  %1 = vector.create_mask %i : vector<[8]xi1>
  %2 = vector.maskedload %m[%i, %i], %1, %0 : memref<?x?xf32>, vector<[8]xi1>, vector<[8]xf32> into vector<[8]xf32>
  %3 = vector.transfer_read %m[%i, %i], %s {in_bounds = [true, false]} : memref<?x?xf32>, vector<2x[8]xf32>
  vector.transfer_write %3, %m[%i, %i] : vector<2x[8]xf32>, memref<?x?xf32>
  return %2 : vector<[8]xf32>
}

func.func @shapes(%v: vector<4x[8]x16xf32>, %w: vector<[4]xf32>, %x: vector<4xf32>, %f: f32) -> vector<2x[8]x16xf32> {
  %0 = vector.extract_strided_slice %v {offsets = [2, 0], sizes = [2, 8], strides = [1, 1]} : vector<4x[8]x16xf32> to vector<2x[8]x16xf32>
  %1 = vector.extract %v[1] : vector<[8]x16xf32> from vector<4x[8]x16xf32>
  %2 = vector.insert %1, %v[3] : vector<[8]x16xf32> into vector<4x[8]x16xf32>
  %3 = vector.broadcast %f : f32 to vector<[4]xf32>
  %4 = vector.broadcast %w : vector<[4]xf32> to vector<3x[4]xf32>
  %5 = vector.outerproduct %x, %w : vector<4xf32>, vector<[4]xf32>
  %6 = vector.splat %f : vector<[4]x[4]xf32>
  %7 = vector.outerproduct %w, %w, %6 : vector<[4]xf32>, vector<[4]xf32>
  %8 = vector.reduction <add>, %w : vector<[4]xf32> into f32
  %z = arith.constant dense<0.0> : vector<4x[8]xf32>
  %9 = vector.multi_reduction <add>, %v, %z [2] : vector<4x[8]x16xf32> to vector<4x[8]xf32>
  return %0 : vector<2x[8]x16xf32>
}

func.func @vscale() -> index {
  %0 = vector.vscale
  return %0 : index
}

// The result of a contraction keeps its operands' scalable dims.
func.func @contract(%a: vector<8x1xf32>, %b: vector<1x[32]xf32>, %c: vector<8x[32]xf32>) -> vector<8x[32]xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
                        iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
       %a, %b, %c : vector<8x1xf32>, vector<1x[32]xf32> into vector<8x[32]xf32>
  return %0 : vector<8x[32]xf32>
}
