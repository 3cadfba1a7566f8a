// linalg-to-loops: structured ops on memrefs become loop nests with the
// meaning of MLIR's convert-linalg-to-loops.  The parallel loops make one
// scf.parallel (which the parallel pass then runs on the workers), the
// reductions sequential scf.for loops inside it, in order; a body with
// side effects, or an output indexed by a reduction loop, keeps a plain
// nest of scf.for loops in loop order.  Static sizes are constants,
// dynamic ones memref.dim of the first operand dimension that is the
// loop alone; general indexing maps are expanded into arith.
// RUN: asyncc --pass=linalg-to-loops %s | FileCheck %s
// RUN: asyncc --print-ir=runtime %s | FileCheck %s --check-prefix=RUNTIME

// CHECK-LABEL: func.func @matmul(
// CHECK-SAME: %[[A:.*]]: memref<4x8xf32>, %[[B:.*]]: memref<8x16xf32>, %[[C:.*]]: memref<4x16xf32>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C16:.*]] = arith.constant 16 : index
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK: scf.parallel (%[[I:.*]], %[[J:.*]]) = (%[[C0]], %[[C0]]) to (%[[C4]], %[[C16]]) step (%[[C1]], %[[C1]]) {
// CHECK-NEXT: scf.for %[[K:.*]] = %[[C0]] to %[[C8]] step %[[C1]] {
// CHECK-NEXT: %[[X:.*]] = memref.load %[[A]][%[[I]], %[[K]]] : memref<4x8xf32>
// CHECK-NEXT: %[[Y:.*]] = memref.load %[[B]][%[[K]], %[[J]]] : memref<8x16xf32>
// CHECK-NEXT: %[[Z:.*]] = memref.load %[[C]][%[[I]], %[[J]]] : memref<4x16xf32>
// CHECK-NEXT: %[[M:.*]] = arith.mulf %[[X]], %[[Y]] : f32
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[Z]], %[[M]] : f32
// CHECK-NEXT: memref.store %[[S]], %[[C]][%[[I]], %[[J]]] : memref<4x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK-NOT: linalg.
// The parallel pass sees the k loop's 8 trips: the body costs 106 units
// of work (the loop: 8 * (3 loads and a store of 2, 2 arith ops, the
// yield, 2 for the loop), the reduce, 1), so a block carries at least
// 16384 / 106, rounded up, (i, j) iterations.
// RUNTIME-LABEL: func.func @matmul(
// RUNTIME: arith.constant 155 : index
// RUNTIME: call @parallel_dispatch_fn
func.func @matmul(%A: memref<4x8xf32>, %B: memref<8x16xf32>, %C: memref<4x16xf32>) {
  linalg.matmul ins(%A, %B : memref<4x8xf32>, memref<8x16xf32>) outs(%C : memref<4x16xf32>)
  return
}

// A reduction loop before the parallel one: the parallel loop goes out,
// the reduction inside; dynamic sizes from the first dim naming the loop.
// CHECK-LABEL: func.func @column_sums(
// CHECK-SAME: %[[A:.*]]: memref<?x?xf32>, %[[R:.*]]: memref<?xf32>)
// CHECK: %[[D0:.*]] = memref.dim %[[A]], %{{.*}} : memref<?x?xf32>
// CHECK-NEXT: arith.constant 1 : index
// CHECK-NEXT: %[[D1:.*]] = memref.dim %[[A]], %{{.*}} : memref<?x?xf32>
// CHECK: scf.parallel (%[[J:.*]]) = (%{{.*}}) to (%[[D1]]) step (%{{.*}}) {
// CHECK-NEXT: scf.for %[[I:.*]] = %{{.*}} to %[[D0]] step %{{.*}} {
// CHECK-NEXT: memref.load %[[A]][%[[I]], %[[J]]] : memref<?x?xf32>
// CHECK-NEXT: memref.load %[[R]][%[[J]]] : memref<?xf32>
func.func @column_sums(%A: memref<?x?xf32>, %r: memref<?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>],
                  iterator_types = ["reduction", "parallel"]}
      ins(%A : memref<?x?xf32>) outs(%r : memref<?xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  }
  return
}

// A sliding window: the input's index is expanded; linalg.index is the
// loop's induction variable; an output argument the body never reads is
// not loaded.
// CHECK-LABEL: func.func @window(
// CHECK: scf.parallel (%[[I:.*]]) = {{.*}} {
// CHECK-NEXT: scf.for %[[K:.*]] = {{.*}} {
// CHECK-NEXT: %[[IK:.*]] = arith.addi %[[I]], %[[K]] : index
// CHECK-NEXT: memref.load %{{.*}}[%[[IK]]] : memref<6xf32>
// CHECK-NEXT: memref.load %{{.*}}[%[[K]]] : memref<3xf32>
// CHECK-NEXT: memref.load %{{.*}}[%[[I]]] : memref<4xf32>
// CHECK: arith.index_cast %[[K]] : index to i32
// CHECK-LABEL: func.func @iota(
// CHECK: scf.parallel (%[[I:.*]]) = {{.*}} {
// CHECK-NOT: memref.load
// CHECK: arith.index_cast %[[I]] : index to i32
func.func @window(%in: memref<6xf32>, %f: memref<3xf32>, %o: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, k) -> (i + k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%in, %f : memref<6xf32>, memref<3xf32>) outs(%o : memref<4xf32>) {
  ^bb0(%x: f32, %w: f32, %acc: f32):
    %k = linalg.index 1 : index
    %ki = arith.index_cast %k : index to i32
    %kf = arith.sitofp %ki : i32 to f32
    %p = arith.mulf %x, %w : f32
    %q = arith.mulf %p, %kf : f32
    %s = arith.addf %acc, %q : f32
    linalg.yield %s : f32
  }
  return
}
func.func @iota(%o: memref<8xi32>) {
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]} outs(%o : memref<8xi32>) {
  ^bb0(%out: i32):
    %i = linalg.index 0 : index
    %v = arith.index_cast %i : index to i32
    linalg.yield %v : i32
  }
  return
}

// A body that calls a function keeps its iterations in order.
// CHECK-LABEL: func.func @effects(
// CHECK-NOT: scf.parallel
// CHECK: scf.for %[[I:.*]] =
// CHECK-NEXT: scf.for %[[J:.*]] =
// CHECK-NEXT: %[[V:.*]] = memref.load %{{.*}}[%[[I]], %[[J]]]
// CHECK-NEXT: func.call @use(%[[V]])
func.func private @use(f32)
func.func @effects(%A: memref<4x4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%A : memref<4x4xf32>) {
  ^bb0(%a: f32):
    func.call @use(%a) : (f32) -> ()
    linalg.yield
  }
  return
}

// A dot product has no parallel loop: one sequential loop; a rank-0
// fill, none at all.
// CHECK-LABEL: func.func @dot(
// CHECK-NOT: scf.parallel
// CHECK: scf.for
// CHECK: memref.load %{{.*}}[] : memref<f32>
// CHECK: memref.store %{{.*}}, %{{.*}}[] : memref<f32>
// CHECK-LABEL: func.func @fill0(
// CHECK-NOT: scf.
// CHECK: memref.store %{{.*}}, %{{.*}}[] : memref<f32>
func.func @dot(%a: memref<8xf32>, %b: memref<8xf32>, %s: memref<f32>) {
  linalg.dot ins(%a, %b : memref<8xf32>, memref<8xf32>) outs(%s : memref<f32>)
  return
}
func.func @fill0(%s: memref<f32>, %c: f32) {
  linalg.fill ins(%c : f32) outs(%s : memref<f32>)
  return
}

// Inside an async.execute body, the loops stay in the task.
// CHECK-LABEL: func.func @in_task(
// CHECK: async.execute {
// CHECK: scf.parallel
// CHECK: async.yield
func.func @in_task(%A: memref<64x64xf32>, %c: f32) {
  %t = async.execute {
    linalg.fill ins(%c : f32) outs(%A : memref<64x64xf32>)
    async.yield
  }
  async.await %t : !async.token
  return
}
