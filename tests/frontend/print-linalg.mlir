// The linalg dialect on memrefs, read and printed as mlir-opt-19 does
// (maps in place of #map aliases): linalg.generic's traits, ins, outs,
// extra attributes and body; the named ops, whose body the parser builds
// (the generic form shows it, with the casts to the output's element
// type); linalg.map and linalg.reduce in their short form "{ arith.addf }"
// and with a body; transpose, broadcast and linalg.index.  The custom
// form is a fixed point and the generic form reads back to the same IR;
// tests/frontend/differential.sh checks both against mlir-opt-19.
// RUN: asyncc --print-ir=input %s | FileCheck %s
// RUN: asyncc --print-ir=input %s > %t.1.mlir && asyncc --print-ir=input %t.1.mlir > %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s > %t.g.mlir && asyncc --print-ir=input %t.g.mlir | diff %t.1.mlir -
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

#id = affine_map<(i, j) -> (i, j)>
#rows = affine_map<(i, j) -> (i)>

// CHECK-LABEL: func.func @generic(
func.func @generic(%A: memref<4x8xf32>, %r: memref<4xf32>, %s: f32, %win: memref<6xf32>, %f: memref<3xf32>) {
  // CHECK: linalg.generic {doc = "row sums", indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%{{.*}} : memref<4x8xf32>) outs(%{{.*}} : memref<4xf32>) attrs =  {tag = 7 : i32} {
  // CHECK-NEXT: ^bb0(%[[IN:.*]]: f32, %[[OUT:.*]]: f32):
  // CHECK-NEXT: %[[SUM:.*]] = arith.addf %[[IN]], %[[OUT]] : f32
  // CHECK-NEXT: linalg.yield %[[SUM]] : f32
  // CHECK-NEXT: }
  linalg.generic {indexing_maps = [#id, #rows], iterator_types = ["parallel", "reduction"], doc = "row sums"}
      ins(%A : memref<4x8xf32>) outs(%r : memref<4xf32>) attrs = {tag = 7 : i32} {
  ^bb0(%in: f32, %out: f32):
    %sum = arith.addf %in, %out : f32
    linalg.yield %sum : f32
  }
  // No inputs, a scalar captured from outside, linalg.index, library_call.
  // CHECK: linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"], library_call = "fill_index"} outs(%{{.*}} : memref<4x8xf32>) {
  // CHECK-NEXT: ^bb0(%{{.*}}: f32):
  // CHECK-NEXT: %{{.*}} = linalg.index 1 : index
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"], library_call = "fill_index"}
      outs(%A : memref<4x8xf32>) {
  ^bb0(%out: f32):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i32
    %jf = arith.sitofp %ji : i32 to f32
    %v = arith.addf %jf, %s : f32
    linalg.yield %v : f32
  }
  // General affine maps (a sliding window) and a scalar input.
  // CHECK: linalg.generic {indexing_maps = [#map2, #map3, #map4, #map1], iterator_types = ["parallel", "reduction"]} ins(%{{.*}}, %{{.*}}, %{{.*}} : memref<6xf32>, memref<3xf32>, f32) outs(%{{.*}} : memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, k) -> (i + k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> ()>, affine_map<(i, k) -> (i)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%win, %f, %s : memref<6xf32>, memref<3xf32>, f32) outs(%r : memref<4xf32>) {
  ^bb0(%x: f32, %w: f32, %scale: f32, %o: f32):
    %p = arith.mulf %x, %w : f32
    %ps = arith.mulf %p, %scale : f32
    %q = arith.addf %o, %ps : f32
    linalg.yield %q : f32
  }
  return
}

// CHECK-LABEL: func.func @named(
func.func @named(%A: memref<4x8xf32>, %B: memref<8x16xf32>, %C: memref<4x16xf32>, %v: memref<8xf32>,
                 %w: memref<4xf32>, %d: memref<f32>, %I: memref<4x8xi8>, %H: memref<?x?xf16>,
                 %BA: memref<2x4x8xf32>, %BB: memref<2x8x16xf32>, %BC: memref<2x4x16xf32>,
                 %AT: memref<8x4xf32>, %BT: memref<16x8xf32>, %x: memref<16xf32>, %c: f32) {
  // CHECK: linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : memref<4x8xf32>)
  linalg.fill ins(%c : f32) outs(%A : memref<4x8xf32>)
  // CHECK: linalg.fill {note} ins(%{{.*}} : f32) outs(%{{.*}} : memref<?x?xf16>)
  linalg.fill {note} ins(%c : f32) outs(%H : memref<?x?xf16>)
  // CHECK: linalg.copy ins(%{{.*}} : memref<4x8xi8>) outs(%{{.*}} : memref<4x8xf32>)
  linalg.copy ins(%I : memref<4x8xi8>) outs(%A : memref<4x8xf32>)
  // CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : memref<4x8xf32>, memref<8x16xf32>) outs(%{{.*}} : memref<4x16xf32>)
  linalg.matmul ins(%A, %B : memref<4x8xf32>, memref<8x16xf32>) outs(%C : memref<4x16xf32>)
  // CHECK: linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%{{.*}}, %{{.*}} : memref<4x8xi8>, memref<8x16xf32>) outs(%{{.*}} : memref<4x16xf32>)
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%I, %B : memref<4x8xi8>, memref<8x16xf32>) outs(%C : memref<4x16xf32>)
  // CHECK: linalg.matmul_transpose_a ins(
  linalg.matmul_transpose_a ins(%AT, %B : memref<8x4xf32>, memref<8x16xf32>) outs(%C : memref<4x16xf32>)
  // CHECK: linalg.matmul_transpose_b ins(
  linalg.matmul_transpose_b ins(%A, %BT : memref<4x8xf32>, memref<16x8xf32>) outs(%C : memref<4x16xf32>)
  // CHECK: linalg.batch_matmul ins(
  linalg.batch_matmul ins(%BA, %BB : memref<2x4x8xf32>, memref<2x8x16xf32>) outs(%BC : memref<2x4x16xf32>)
  // CHECK: linalg.matvec ins(%{{.*}}, %{{.*}} : memref<4x8xf32>, memref<8xf32>) outs(%{{.*}} : memref<4xf32>)
  linalg.matvec ins(%A, %v : memref<4x8xf32>, memref<8xf32>) outs(%w : memref<4xf32>)
  // CHECK: linalg.vecmat ins(
  linalg.vecmat ins(%v, %B : memref<8xf32>, memref<8x16xf32>) outs(%x : memref<16xf32>)
  // CHECK: linalg.dot ins(%{{.*}}, %{{.*}} : memref<8xf32>, memref<8xf32>) outs(%{{.*}} : memref<f32>)
  linalg.dot ins(%v, %v : memref<8xf32>, memref<8xf32>) outs(%d : memref<f32>)
  return
}

// CHECK-LABEL: func.func @shaped(
func.func @shaped(%A: memref<4x8xf32>, %B: memref<4x8xf32>, %T: memref<8x4xf32>, %r: memref<4xf32>,
                  %D: memref<4x3x8xf32>) {
  // CHECK: linalg.map { arith.addf } ins(%{{.*}}, %{{.*}} : memref<4x8xf32>, memref<4x8xf32>) outs(%{{.*}} : memref<4x8xf32>)
  linalg.map { arith.addf } ins(%A, %B : memref<4x8xf32>, memref<4x8xf32>) outs(%A : memref<4x8xf32>)
  // A body of one op on the arguments in order is printed short, its
  // fastmath flags kept.
  // CHECK: linalg.map { arith.mulf {fastmath = #arith.fastmath<fast>} } ins(
  linalg.map ins(%A, %B : memref<4x8xf32>, memref<4x8xf32>) outs(%B : memref<4x8xf32>)
    (%x: f32, %y: f32) {
      %p = arith.mulf %x, %y fastmath<fast> : f32
      linalg.yield %p : f32
    }
  // Any other body on a line of its own.
  // CHECK: linalg.map ins(%{{.*}} : memref<4x8xf32>) outs(%{{.*}} : memref<4x8xf32>) {tag}
  // CHECK-NEXT: (%[[X:.*]]: f32) {
  // CHECK-NEXT: %[[N:.*]] = arith.negf %[[X]] : f32
  // CHECK-NEXT: %[[M:.*]] = arith.mulf %[[N]], %[[X]] : f32
  // CHECK-NEXT: linalg.yield %[[M]] : f32
  // CHECK-NEXT: }
  linalg.map ins(%A : memref<4x8xf32>) outs(%B : memref<4x8xf32>) {tag}
    (%x: f32) {
      %n = arith.negf %x : f32
      %m = arith.mulf %n, %x : f32
      linalg.yield %m : f32
    }
  // CHECK: linalg.reduce { arith.maximumf } ins(%{{.*}} : memref<4x8xf32>) outs(%{{.*}} : memref<4xf32>) dimensions = [1]
  linalg.reduce { arith.maximumf } ins(%A : memref<4x8xf32>) outs(%r : memref<4xf32>) dimensions = [1]
  // The short form combines the init first: (%in, %init) -> op(%init, %in).
  // CHECK: linalg.reduce ins(%{{.*}} : memref<4x8xf32>) outs(%{{.*}} : memref<4xf32>) dimensions = [1]
  // CHECK-NEXT: (%[[IN:.*]]: f32, %[[INIT:.*]]: f32) {
  // CHECK-NEXT: arith.subf %[[IN]], %[[INIT]] : f32
  linalg.reduce ins(%A : memref<4x8xf32>) outs(%r : memref<4xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %d = arith.subf %in, %init : f32
      linalg.yield %d : f32
    }
  // CHECK: linalg.transpose ins(%{{.*}} : memref<4x8xf32>) outs(%{{.*}} : memref<8x4xf32>) permutation = [1, 0]
  linalg.transpose ins(%A : memref<4x8xf32>) outs(%T : memref<8x4xf32>) permutation = [1, 0]
  // CHECK: linalg.broadcast ins(%{{.*}} : memref<4x8xf32>) outs(%{{.*}} : memref<4x3x8xf32>) dimensions = [1]  {tag}
  linalg.broadcast ins(%A : memref<4x8xf32>) outs(%D : memref<4x3x8xf32>) dimensions = [1] {tag}
  return
}

// The named ops' bodies: C + A * B with casts to the output's type.
// GENERIC-LABEL: sym_name = "named"
// GENERIC: "linalg.fill"(%{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%[[F:.*]]: f32, %{{.*}}: f32):
// GENERIC-NEXT: "linalg.yield"(%[[F]]) : (f32) -> ()
// GENERIC: "linalg.fill"(%{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%[[F:.*]]: f32, %{{.*}}: f16):
// GENERIC-NEXT: %[[T:.*]] = "arith.truncf"(%[[F]]) : (f32) -> f16
// GENERIC-NEXT: "linalg.yield"(%[[T]]) : (f16) -> ()
// GENERIC: "linalg.copy"
// GENERIC: "arith.sitofp"(%{{.*}}) : (i8) -> f32
// GENERIC: "linalg.matmul"
// GENERIC-NEXT: ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32, %[[C:.*]]: f32):
// GENERIC-NEXT: %[[M:.*]] = "arith.mulf"(%[[A]], %[[B]])
// GENERIC-NEXT: %[[S:.*]] = "arith.addf"(%[[C]], %[[M]])
// GENERIC-NEXT: "linalg.yield"(%[[S]]) : (f32) -> ()
// GENERIC: "linalg.matmul"(%{{.*}}, %{{.*}}, %{{.*}}) <{cast = #linalg.type_fn<cast_unsigned>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%[[A:.*]]: i8, %[[B:.*]]: f32, %[[C:.*]]: f32):
// GENERIC-NEXT: %[[X:.*]] = "arith.uitofp"(%[[A]]) : (i8) -> f32
// GENERIC-NEXT: "arith.mulf"(%[[X]], %[[B]])
// The short forms' bodies; reduce's combines the init first.
// GENERIC-LABEL: sym_name = "shaped"
// GENERIC: "linalg.map"(%{{.*}}, %{{.*}}, %{{.*}}) ({
// GENERIC-NEXT: ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32):
// GENERIC-NEXT: "arith.addf"(%[[X]], %[[Y]])
// GENERIC: "linalg.reduce"(%{{.*}}, %{{.*}}) <{dimensions = array<i64: 1>}> ({
// GENERIC-NEXT: ^bb0(%[[IN:.*]]: f32, %[[INIT:.*]]: f32):
// GENERIC-NEXT: "arith.maximumf"(%[[INIT]], %[[IN]])
// GENERIC: "linalg.transpose"(%{{.*}}, %{{.*}}) <{permutation = array<i64: 1, 0>}> ({
// GENERIC-NEXT: ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// GENERIC-NEXT: "linalg.yield"(%[[IN]]) : (f32) -> ()
