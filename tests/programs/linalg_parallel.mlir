// linalg and affine loops run on the runtime's workers, in the style of
// MLIR's parallel-for microbenchmarks: a linalg.generic adding two
// 256x256 matrices (called in a loop, as the benchmark does), a 64x64
// linalg.matmul of integers whose parallel (i, j) loops are cut into
// blocks, each with the k loop inside, and an affine.parallel reduction
// in a task.  Checksums are integers: exact whatever the partition.
// MLIR's own build lowers the loops sequentially: MLIR 19's
// async-parallel-for runs every iteration of the matmul's (i, j) loop
// twice (a 64x64 scf.parallel over an inner scf.for), doubling C, which
// the elementwise benchmarks, writing the same value twice, never show.
// MLIR-PREPASS: convert-linalg-to-loops,lower-affine
#id = affine_map<(d0, d1) -> (d0, d1)>

func.func @add(%lhs: memref<?x?xf32>, %rhs: memref<?x?xf32>, %sum: memref<?x?xf32>) {
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%lhs, %rhs : memref<?x?xf32>, memref<?x?xf32>) outs(%sum : memref<?x?xf32>) {
  ^bb0(%l: f32, %r: f32, %o: f32):
    %s = arith.addf %l, %r : f32
    linalg.yield %s : f32
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %f1 = arith.constant 1.0 : f32
  %L = memref.alloc() : memref<256x256xf32>
  %R = memref.alloc() : memref<256x256xf32>
  %S = memref.alloc() : memref<256x256xf32>
  %Ld = memref.cast %L : memref<256x256xf32> to memref<?x?xf32>
  %Rd = memref.cast %R : memref<256x256xf32> to memref<?x?xf32>
  %Sd = memref.cast %S : memref<256x256xf32> to memref<?x?xf32>
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%L : memref<256x256xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.addi %i, %j : index
    %ki = arith.index_cast %k : index to i32
    %kf = arith.sitofp %ki : i32 to f32
    linalg.yield %kf : f32
  }
  linalg.fill ins(%f1 : f32) outs(%R : memref<256x256xf32>)
  // S = L + R, three times over: S = L + 1 each time.
  scf.for %n = %c0 to %c3 step %c1 {
    func.call @add(%Ld, %Rd, %Sd) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
  }
  // Row sums of S: row i holds i + j + 1 for j < 256.
  %z = arith.constant 0.0 : f32
  %rows = memref.alloc() : memref<256xf32>
  linalg.fill ins(%z : f32) outs(%rows : memref<256xf32>)
  linalg.reduce { arith.addf } ins(%S : memref<256x256xf32>) outs(%rows : memref<256xf32>) dimensions = [1]
  %r0 = memref.load %rows[%c0] : memref<256xf32>
  %r255 = arith.constant 255 : index
  %rl = memref.load %rows[%r255] : memref<256xf32>
  // CHECK:32896
  // CHECK-NEXT:98176
  vector.print %r0 : f32
  vector.print %rl : f32

  // C = A * B on i64, A[i][k] = i + k, B[k][j] = k - j.
  %A = memref.alloc() : memref<64x64xi64>
  %B = memref.alloc() : memref<64x64xi64>
  %C = memref.alloc() : memref<64x64xi64>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} outs(%A, %B : memref<64x64xi64>, memref<64x64xi64>) {
  ^bb0(%a: i64, %b: i64):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    %d = arith.subi %i, %j : index
    %si = arith.index_cast %s : index to i64
    %di = arith.index_cast %d : index to i64
    linalg.yield %si, %di : i64, i64
  }
  %zi = arith.constant 0 : i64
  linalg.fill ins(%zi : i64) outs(%C : memref<64x64xi64>)
  linalg.matmul ins(%A, %B : memref<64x64xi64>, memref<64x64xi64>) outs(%C : memref<64x64xi64>)
  // A checksum of C in a task: the sum of C[i][j] * (i + 1), by affine.parallel.
  %t, %v = async.execute -> !async.value<i64> {
    %cs = affine.parallel (%i, %j) = (0, 0) to (64, 64) reduce ("addi") -> (i64) {
      %c = affine.load %C[%i, %j] : memref<64x64xi64>
      %i1 = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
      %w = arith.index_cast %i1 : index to i64
      %p = arith.muli %c, %w : i64
      affine.yield %p : i64
    }
    async.yield %cs : i64
  }
  %cs = async.await %v : !async.value<i64>
  %c00 = memref.load %C[%c0, %c0] : memref<64x64xi64>
  // CHECK-NEXT:85344
  // CHECK-NEXT:2907340800
  vector.print %c00 : i64
  vector.print %cs : i64
  memref.dealloc %L : memref<256x256xf32>
  memref.dealloc %R : memref<256x256xf32>
  memref.dealloc %S : memref<256x256xf32>
  memref.dealloc %rows : memref<256xf32>
  memref.dealloc %A : memref<64x64xi64>
  memref.dealloc %B : memref<64x64xi64>
  memref.dealloc %C : memref<64x64xi64>
  return
}
