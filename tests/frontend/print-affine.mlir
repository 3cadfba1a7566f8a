// Affine maps and sets: every expression kind, MLIR's simplifications
// and canonical text, aliases (used, unused, in layout position), and
// affine_map memref layouts (strided ones; an identity map is the
// identity layout).  The CHECK lines hold mlir-opt-19's text.
// RUN: asyncc --print-ir=input %s | FileCheck %s
// RUN: asyncc --print-ir=input %s > %t.1.mlir && asyncc --print-ir=input %t.1.mlir > %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s > %t.g.mlir && asyncc --print-ir=input %t.g.mlir | diff %t.1.mlir -

// Never used: not an error, as in MLIR.
#map0 = affine_map<(d0) -> (d0)>
#unused_set = affine_set<() : ()>
#map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2, d0 floordiv 4, d0 mod 3, d1 ceildiv 2, 42)>
#set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>
#tile = affine_map<(i, j) -> (i * 16 + j)>
#dyn = affine_map<(d0, d1)[off, stride] -> (d0 * stride + off + d1)>

// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2, d0 floordiv 4, d0 mod 3, d1 ceildiv 2, 42)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 - d0, -d0, d0 - 3, -d0 + 3, d0 * -2, d0 * 2 + d1 * 4, (d0 + d1) * 4, d0 - (d1 + 1), d0 - d1 * 3)>
// CHECK-NEXT: #map2 = affine_map<() -> ()>
// CHECK-NEXT: #map3 = affine_map<(d0) -> ()>
// CHECK-NEXT: #map4 = affine_map<()[s0] -> (s0)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1)[s0, s1] -> (d0 mod s0, d0 * s0, d0 ceildiv s1, s0 floordiv s1, (d0 * s0) * 2, d0 * (s0 * 2), d0 mod s0)>
// CHECK-NEXT: #map6 = affine_map<(d0) -> (d0 floordiv 0, d0 mod -2, d0 floordiv -2)>
// CHECK-NEXT: #map7 = affine_map<(d0) -> (d0 + 5, d0 * 6, d0, 0, 0, d0, d0 * 2, d0 * 2, 0, -4, 2, 4, (d0 floordiv 2) floordiv 3, d0 * 2 + 2)>
// CHECK-NEXT: #map8 = affine_map<(d0)[s0] -> (d0 + s0, d0 mod 4, d0 mod 4, (d0 * 6) mod 4, d0 floordiv 4 + 1)>
// CHECK-NEXT: #map9 = affine_map<(d0, d1) -> ((d0 + 4) ceildiv 4, (d0 * 8 + d1) ceildiv 4, d1 mod 4, d1 mod 4, d0 * 2 + d1 floordiv 4, d0 * 2 + d1, d0 mod 4, d0 + 1)>
// CHECK-NEXT: #map10 = affine_map<(d0, d1)[s0] -> (d0 + d1 + d0, d0 + d1 + 2, d0 * 5, 0, d0 + s0 + 1, 0, -(d0 + d1), -(d0 + d1), d0 * -2, d0)>
// CHECK-NEXT: #map11 = affine_map<(d0, d1) -> ((d0 + d1) mod 2, (d0 mod 4) floordiv 4, (d0 * 2) mod 4, 2, 1, (d0 floordiv 2) * 2, (d0 floordiv 4) * 4 + d0 mod 4)>
// CHECK-NEXT: #map12 = affine_map<(d0) -> (-(d0 - 1), d0 + 3, -d0, d0, -(d0 - 1), -(d0 floordiv 2), d0 ceildiv -2, d0 floordiv -2, 5 mod -2, -5 floordiv 0, -3, -3)>
// CHECK-NEXT: #map13 = affine_map<(d0, d1) -> (d0 * 16 + d1)>
// CHECK-NEXT: #map14 = affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>
// CHECK-NEXT: #map15 = affine_map<(d0) -> (d0 * 2 + 1)>
// CHECK-NEXT: #map16 = affine_map<(d0) -> (d0 + 3)>
// CHECK-NEXT: #set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>
// CHECK-NEXT: #set1 = affine_set<(d0, d1)[s0] : (d0 - d1 >= 0, -d0 + s0 + 3 >= 0, d0 - d1 * 2 == 0, 5 >= 0)>
// CHECK-NEXT: #set2 = affine_set<() : (0 == 0)>
// CHECK-LABEL: func.func private @kinds()
// CHECK-SAME: a = #map{{[,}]}}
// CHECK-SAME: b = #set{{[,}]}}
// CHECK-SAME: c = #map1{{[,}]}}
// CHECK-SAME: d = #map2{{[,}]}}
// CHECK-SAME: e = #map3{{[,}]}}
// CHECK-SAME: f = #map4{{[,}]}}
// CHECK-SAME: g = #set1{{[,}]}}
// CHECK-SAME: h = #set2{{[,}]}}
// CHECK-SAME: i = #map5{{[,}]}}
// CHECK-SAME: j = #map6{{[,}]}}
func.func private @kinds() attributes {
  a = #map,
  b = #set,
  c = affine_map<(i, j)[N] -> (i + N, j - i, -i, i - 3, 3 - i, i * -2, 2 * i + 4 * j, (i + j) * 4, i - (j + 1), i - j * 3)>,
  d = affine_map<() -> ()>,
  e = affine_map<(d0) -> ()>,
  f = affine_map<()[s0] -> (s0)>,
  g = affine_set<(d0, d1)[s0] : (d0 >= d1, d0 <= s0 + 3, d0 == d1 * 2, 5 >= 0)>,
  h = affine_set<() : ()>,
  i = affine_map<(d0, d1)[s0, s1] -> (d0 mod s0, s0 * d0, d0 ceildiv s1, s0 floordiv s1, (d0 * 2) * s0, s0 * 2 * d0, d0 - (d0 floordiv s0) * s0)>,
  j = affine_map<(d0) -> (d0 floordiv 0, d0 mod -2, d0 floordiv -2)>
}

// Built as MLIR builds them: constants folded and moved right, sums of
// multiples merged, divisions of known multiples simplified.
// CHECK-LABEL: func.func private @simplified()
// CHECK-SAME: a = #map7{{[,}]}}
// CHECK-SAME: b = #map8{{[,}]}}
// CHECK-SAME: c = #map9{{[,}]}}
// CHECK-SAME: d = #map10{{[,}]}}
// CHECK-SAME: e = #map11{{[,}]}}
// CHECK-SAME: f = #map12{{[,}]}}
func.func private @simplified() attributes {
  a = affine_map<(d0) -> (d0 + 2 + 3, d0 * 2 * 3, d0 floordiv 1, d0 mod 1, d0 * 0, 0 + d0, d0 + d0, d0 * 4 floordiv 2, d0 * 4 mod 2, 7 floordiv -2, -7 mod 3, 7 ceildiv 2, (d0 floordiv 2) floordiv 3, (d0 + 2) + d0)>,
  b = affine_map<(d0)[s0] -> (s0 + d0, d0 - (d0 floordiv 4) * 4, (d0 mod 8) mod 4, (d0 * 6) mod 4, (d0 + 4) floordiv 4)>,
  c = affine_map<(d0, d1) -> ((d0 + 4) ceildiv 4, (d0 * 8 + d1) ceildiv 4, (d0 * 8 + d1) mod 4, (d1 + d0 * 8) mod 4, (d0 * 8 + d1) floordiv 4, (d0 * 8 + d1 * 4) floordiv 4, (d0 + 8) mod 4, (d0 * 2 + 3) floordiv 2)>,
  d = affine_map<(d0, d1)[s0] -> (d0 + d1 + d0, d0 + (d1 + 2), d0 * 2 + d0 * 3, d0 * 2 - d0 * 2, s0 + 1 + d0, d0 * -1 + d0, (d0 + d1) * -1, -(d0 + d1), -(d0 * 2), -(-d0))>,
  e = affine_map<(d0, d1) -> ((d0 + d1) mod 4 mod 2, (d0 mod 4) floordiv 4, d0 * 2 mod 4, (d0 * 4 + 2) mod 4, (d0 * 4 + d1 * 2 + 1) mod 2, d0 floordiv 2 * 2, (d0 floordiv 4) * 4 + d0 mod 4)>,
  f = affine_map<(d0) -> (-(d0 - 1), d0 - -3, 0 - d0, d0 * 1 + 0, (d0 - 1) * -1, -(d0 floordiv 2), d0 ceildiv -2, d0 floordiv -2, 5 mod -2, -5 floordiv 0, 7 ceildiv -2, -7 ceildiv 2)>
}

// Layouts: strided maps keep their text (the type differs from the
// strided<> one, as in MLIR); identity maps are the identity layout.
// CHECK-LABEL: func.func private @layouts(
// CHECK-SAME: memref<4x16xf32, #map13>
// CHECK-SAME: memref<?x?xf32, #map14>
// CHECK-SAME: memref<4x4xf32>
// CHECK-SAME: memref<f32>
// CHECK-SAME: memref<8xf32, #map15>
// CHECK-SAME: memref<8xvector<4xf32>, #map16, 1>
// CHECK-SAME: memref<4x4xf32, strided<[4, 1], offset: 2>>
func.func private @layouts(memref<4x16xf32, #tile>, memref<?x?xf32, #dyn>, memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>, memref<f32, affine_map<() -> ()>>, memref<8xf32, affine_map<(d0) -> (1 + 2 * d0)>>, memref<8xvector<4xf32>, affine_map<(d0) -> (d0 + 3)>, 1>, memref<4x4xf32, strided<[4, 1], offset: 2>>)
