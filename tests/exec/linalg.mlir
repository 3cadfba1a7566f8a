// The linalg dialect on memrefs run: fill, copy (with casts), generic
// with linalg.index, reductions and a sliding-window map, the matmul
// family with casts, matvec, vecmat, dot, map, reduce, transpose and
// broadcast, on static and dynamic shapes.  The parallel loops run on
// the workers; the expected output is MLIR 19's
// (convert-linalg-to-loops, then its LLVM pipeline):
// tests/exec/differential.sh runs the program both ways.
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O2 -run %s | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=1 asyncc -run -fparallel-min-task-size=1 %s | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=4 asyncc -O2 -run -fparallel-min-task-size=2 %s | FileCheckExact %s
// RUN: asyncc -run -fno-async-parallel-for %s | FileCheckExact %s

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }

func.func @show(%m: memref<?x?xf32>) {
  %u = memref.cast %m : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @show1(%m: memref<?xf32>) {
  %u = memref.cast %m : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// A[i][j] = i * 4 + j - 3, through linalg.index.
func.func @iota(%A: memref<?x?xf32>) {
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%A : memref<?x?xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c4 = arith.constant 4 : index
    %c3 = arith.constant 3 : index
    %t = arith.muli %i, %c4 : index
    %s = arith.addi %t, %j : index
    %d = arith.subi %s, %c3 : index
    %si = arith.index_cast %d : index to i32
    %f = arith.sitofp %si : i32 to f32
    linalg.yield %f : f32
  }
  return
}

func.func @main() {
  %f0 = arith.constant 0.0 : f32
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  %A = memref.alloc() : memref<3x4xf32>
  %Ad = memref.cast %A : memref<3x4xf32> to memref<?x?xf32>
  call @iota(%Ad) : (memref<?x?xf32>) -> ()
  call @show(%Ad) : (memref<?x?xf32>) -> ()

  // matmul of f32, then of i8 x f32 with the default signed cast.
  %B = memref.alloc() : memref<4x5xf32>
  %C = memref.alloc() : memref<3x5xf32>
  linalg.fill ins(%f2 : f32) outs(%B : memref<4x5xf32>)
  linalg.fill ins(%f1 : f32) outs(%C : memref<3x5xf32>)
  linalg.matmul ins(%A, %B : memref<3x4xf32>, memref<4x5xf32>) outs(%C : memref<3x5xf32>)
  %Cd = memref.cast %C : memref<3x5xf32> to memref<?x?xf32>
  call @show(%Cd) : (memref<?x?xf32>) -> ()
  %I = memref.alloc() : memref<3x4xi8>
  linalg.copy ins(%A : memref<3x4xf32>) outs(%I : memref<3x4xi8>)
  linalg.matmul ins(%I, %B : memref<3x4xi8>, memref<4x5xf32>) outs(%C : memref<3x5xf32>)
  call @show(%Cd) : (memref<?x?xf32>) -> ()
  // ... and unsigned: -3 as an i8 is 253.
  linalg.fill ins(%f0 : f32) outs(%C : memref<3x5xf32>)
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%I, %B : memref<3x4xi8>, memref<4x5xf32>) outs(%C : memref<3x5xf32>)
  call @show(%Cd) : (memref<?x?xf32>) -> ()

  // Row sums: a parallel and a reduction loop.
  %R = memref.alloc() : memref<3xf32>
  linalg.fill ins(%f0 : f32) outs(%R : memref<3xf32>)
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%A : memref<3x4xf32>) outs(%R : memref<3xf32>) {
  ^bb0(%a: f32, %r: f32):
    %s = arith.addf %a, %r : f32
    linalg.yield %s : f32
  }
  %Rd = memref.cast %R : memref<3xf32> to memref<?xf32>
  call @show1(%Rd) : (memref<?xf32>) -> ()

  // A sliding window: out[i] = sum_k in[i + k] * w[k], k < 3.
  %In = memref.alloc() : memref<6xf32>
  %W = memref.alloc() : memref<3xf32>
  %Out = memref.alloc() : memref<4xf32>
  %six = memref.cast %In : memref<6xf32> to memref<?xf32>
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]} outs(%In : memref<6xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %sq = arith.mulf %f, %f : f32
    linalg.yield %sq : f32
  }
  linalg.fill ins(%f1 : f32) outs(%W : memref<3xf32>)
  %c2i = arith.constant 2 : index
  memref.store %f2, %W[%c2i] : memref<3xf32>
  linalg.fill ins(%f0 : f32) outs(%Out : memref<4xf32>)
  linalg.generic {indexing_maps = [affine_map<(i, k) -> (i + k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%In, %W : memref<6xf32>, memref<3xf32>) outs(%Out : memref<4xf32>) {
  ^bb0(%x: f32, %w: f32, %acc: f32):
    %p = arith.mulf %x, %w : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  %Outd = memref.cast %Out : memref<4xf32> to memref<?xf32>
  call @show1(%Outd) : (memref<?xf32>) -> ()

  // transpose, map, reduce (max over rows), broadcast.
  %T = memref.alloc() : memref<4x3xf32>
  linalg.transpose ins(%A : memref<3x4xf32>) outs(%T : memref<4x3xf32>) permutation = [1, 0]
  linalg.map { arith.mulf } ins(%T, %T : memref<4x3xf32>, memref<4x3xf32>) outs(%T : memref<4x3xf32>)
  %Td = memref.cast %T : memref<4x3xf32> to memref<?x?xf32>
  call @show(%Td) : (memref<?x?xf32>) -> ()
  %M = memref.alloc() : memref<3xf32>
  %neg = arith.constant -100.0 : f32
  linalg.fill ins(%neg : f32) outs(%M : memref<3xf32>)
  linalg.reduce { arith.maximumf } ins(%T : memref<4x3xf32>) outs(%M : memref<3xf32>) dimensions = [0]
  %Md = memref.cast %M : memref<3xf32> to memref<?xf32>
  call @show1(%Md) : (memref<?xf32>) -> ()
  %D = memref.alloc() : memref<2x3xf32>
  linalg.broadcast ins(%M : memref<3xf32>) outs(%D : memref<2x3xf32>) dimensions = [0]
  %Dd = memref.cast %D : memref<2x3xf32> to memref<?x?xf32>
  call @show(%Dd) : (memref<?x?xf32>) -> ()
  // A map with a body, and a reduce with one: sums of squares minus one.
  linalg.map ins(%A : memref<3x4xf32>) outs(%A : memref<3x4xf32>)
    (%x: f32) {
      %sq = arith.mulf %x, %x : f32
      %m1 = arith.subf %sq, %f1 : f32
      linalg.yield %m1 : f32
    }
  linalg.fill ins(%f0 : f32) outs(%R : memref<3xf32>)
  linalg.reduce ins(%A : memref<3x4xf32>) outs(%R : memref<3xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  call @show1(%Rd) : (memref<?xf32>) -> ()

  // matvec, vecmat, dot on dynamic shapes.
  %v = memref.alloc() : memref<4xf32>
  linalg.fill ins(%f2 : f32) outs(%v : memref<4xf32>)
  %vd = memref.cast %v : memref<4xf32> to memref<?xf32>
  %w = memref.alloc() : memref<3xf32>
  linalg.fill ins(%f0 : f32) outs(%w : memref<3xf32>)
  %wd = memref.cast %w : memref<3xf32> to memref<?xf32>
  linalg.matvec ins(%Ad, %vd : memref<?x?xf32>, memref<?xf32>) outs(%wd : memref<?xf32>)
  call @show1(%wd) : (memref<?xf32>) -> ()
  linalg.fill ins(%f0 : f32) outs(%vd : memref<?xf32>)
  linalg.vecmat ins(%wd, %Ad : memref<?xf32>, memref<?x?xf32>) outs(%vd : memref<?xf32>)
  call @show1(%vd) : (memref<?xf32>) -> ()
  %s = memref.alloc() : memref<f32>
  linalg.fill ins(%f1 : f32) outs(%s : memref<f32>)
  linalg.dot ins(%vd, %vd : memref<?xf32>, memref<?xf32>) outs(%s : memref<f32>)
  %su = memref.cast %s : memref<f32> to memref<*xf32>
  call @printMemrefF32(%su) : (memref<*xf32>) -> ()

  // A batch of two 2x2 products, and the transposed variants.
  %BA = memref.alloc() : memref<2x2x3xf32>
  %BB = memref.alloc() : memref<2x3x2xf32>
  %BC = memref.alloc() : memref<2x2x2xf32>
  linalg.generic {indexing_maps = [affine_map<(b, i, j) -> (b, i, j)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%BA : memref<2x2x3xf32>) {
  ^bb0(%o: f32):
    %b = linalg.index 0 : index
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %t = arith.addi %b, %i : index
    %u = arith.muli %t, %j : index
    %ui = arith.index_cast %u : index to i32
    %uf = arith.sitofp %ui : i32 to f32
    linalg.yield %uf : f32
  }
  linalg.fill ins(%f1 : f32) outs(%BB : memref<2x3x2xf32>)
  linalg.fill ins(%f0 : f32) outs(%BC : memref<2x2x2xf32>)
  linalg.batch_matmul ins(%BA, %BB : memref<2x2x3xf32>, memref<2x3x2xf32>) outs(%BC : memref<2x2x2xf32>)
  %BCu = memref.cast %BC : memref<2x2x2xf32> to memref<*xf32>
  call @printMemrefF32(%BCu) : (memref<*xf32>) -> ()
  %P = memref.alloc() : memref<4x4xf32>
  linalg.fill ins(%f0 : f32) outs(%P : memref<4x4xf32>)
  linalg.matmul_transpose_a ins(%A, %A : memref<3x4xf32>, memref<3x4xf32>) outs(%P : memref<4x4xf32>)
  %Pd = memref.cast %P : memref<4x4xf32> to memref<?x?xf32>
  call @show(%Pd) : (memref<?x?xf32>) -> ()
  %Q = memref.alloc() : memref<3x3xf32>
  linalg.fill ins(%f0 : f32) outs(%Q : memref<3x3xf32>)
  linalg.matmul_transpose_b ins(%A, %A : memref<3x4xf32>, memref<3x4xf32>) outs(%Q : memref<3x3xf32>)
  %Qd = memref.cast %Q : memref<3x3xf32> to memref<?x?xf32>
  call @show(%Qd) : (memref<?x?xf32>) -> ()
  // copy to i32 (fptosi), and a scalar fill of i32 from an f32 (fptosi).
  %J = memref.alloc() : memref<3x4xi32>
  linalg.copy ins(%A : memref<3x4xf32>) outs(%J : memref<3x4xi32>)
  %Ju = memref.cast %J : memref<3x4xi32> to memref<*xi32>
  call @printMemrefI32(%Ju) : (memref<*xi32>) -> ()
  %big = arith.constant 7.9 : f32
  linalg.fill ins(%big : f32) outs(%J : memref<3x4xi32>)
  call @printMemrefI32(%Ju) : (memref<*xi32>) -> ()

  memref.dealloc %A : memref<3x4xf32>
  memref.dealloc %B : memref<4x5xf32>
  memref.dealloc %C : memref<3x5xf32>
  memref.dealloc %I : memref<3x4xi8>
  memref.dealloc %R : memref<3xf32>
  memref.dealloc %In : memref<6xf32>
  memref.dealloc %W : memref<3xf32>
  memref.dealloc %Out : memref<4xf32>
  memref.dealloc %T : memref<4x3xf32>
  memref.dealloc %M : memref<3xf32>
  memref.dealloc %D : memref<2x3xf32>
  memref.dealloc %v : memref<4xf32>
  memref.dealloc %w : memref<3xf32>
  memref.dealloc %s : memref<f32>
  memref.dealloc %BA : memref<2x2x3xf32>
  memref.dealloc %BB : memref<2x3x2xf32>
  memref.dealloc %BC : memref<2x2x2xf32>
  memref.dealloc %P : memref<4x4xf32>
  memref.dealloc %Q : memref<3x3xf32>
  memref.dealloc %J : memref<3x4xi32>
  return
}

// MLIR 19's output (heap addresses aside), line by line:
// CHECK:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT:{{\[\[}}-3,   -2,   -1,   0],
// CHECK-NEXT: [1,   2,   3,   4],
// CHECK-NEXT: [5,   6,   7,   8]]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [3, 5] strides = [5, 1] data =
// CHECK-NEXT:{{\[\[}}-11,   -11,   -11,   -11,   -11],
// CHECK-NEXT: [21,   21,   21,   21,   21],
// CHECK-NEXT: [53,   53,   53,   53,   53]]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [3, 5] strides = [5, 1] data =
// CHECK-NEXT:{{\[\[}}-23,   -23,   -23,   -23,   -23],
// CHECK-NEXT: [41,   41,   41,   41,   41],
// CHECK-NEXT: [105,   105,   105,   105,   105]]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [3, 5] strides = [5, 1] data =
// CHECK-NEXT:{{\[\[}}1524,   1524,   1524,   1524,   1524],
// CHECK-NEXT: [20,   20,   20,   20,   20],
// CHECK-NEXT: [52,   52,   52,   52,   52]]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT:[-6,  10,  26]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT:[9,  23,  45,  75]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [4, 3] strides = [3, 1] data =
// CHECK-NEXT:{{\[\[}}9,   1,   25],
// CHECK-NEXT: [4,   4,   36],
// CHECK-NEXT: [1,   9,   49],
// CHECK-NEXT: [0,   16,   64]]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT:[9,  16,  64]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT:{{\[\[}}9,   16,   64],
// CHECK-NEXT: [9,   16,   64]]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT:[10,  26,  170]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT:[20,  52,  340]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT:[8320,  12116,  16736,  22180]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 0 offset = 0 sizes = [] strides = [] data =
// CHECK-NEXT:[9.88066e+08]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 3 offset = 0 sizes = [2, 2, 2] strides = [4, 2, 1] data =
// CHECK-NEXT:{{\[\[\[}}0,    0],
// CHECK-NEXT:  [3,    3]],
// CHECK-NEXT: {{\[\[}}3,    3],
// CHECK-NEXT:  [6,    6]]]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [4, 4] strides = [4, 1] data =
// CHECK-NEXT:{{\[\[}}640,   864,   1152,   1504],
// CHECK-NEXT: [864,   1243,   1704,   2247],
// CHECK-NEXT: [1152,   1704,   2368,   3144],
// CHECK-NEXT: [1504,   2247,   3144,   4195]]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [3, 3] strides = [3, 1] data =
// CHECK-NEXT:{{\[\[}}74,   -6,   234],
// CHECK-NEXT: [-6,   298,   1434],
// CHECK-NEXT: [234,   1434,   8074]]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT:{{\[\[}}8,   3,   0,   -1],
// CHECK-NEXT: [0,   3,   8,   15],
// CHECK-NEXT: [24,   35,   48,   63]]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT:{{\[\[}}7,   7,   7,   7],
// CHECK-NEXT: [7,   7,   7,   7],
// CHECK-NEXT: [7,   7,   7,   7]]
