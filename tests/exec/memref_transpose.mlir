// memref.transpose: views of a buffer with their sizes and strides
// permuted, printed with the runner utilities' printMemrefF32, which
// shows the descriptor (offset, sizes, strides) and the elements in the
// view's order; a transposed subview, a 3-d permutation of dynamic
// sizes, and a load through a transposed view.  The expected output is
// MLIR 19's: mlir-opt-19 -expand-strided-metadata -lower-affine
// -finalize-memref-to-llvm -convert-scf-to-cf -convert-vector-to-llvm
// -convert-to-llvm -reconcile-unrealized-casts, then mlir-cpu-runner-19
// (addresses aside).
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O2 -run %s | FileCheckExact %s

// CHECK:Unranked Memref base@ = {{.*}} rank = 3 offset = 0 sizes = [4, 2, 3] strides = [1, 12, 4] data =
// CHECK-NEXT:{{\[\[\[}}0,    10,    20],
// CHECK-NEXT:  [100,    110,    120]],
// CHECK-NEXT: {{\[\[}}1,    11,    21],
// CHECK-NEXT:  [101,    111,    121]],
// CHECK-NEXT: {{\[\[}}2,    12,    22],
// CHECK-NEXT:  [102,    112,    122]],
// CHECK-NEXT: {{\[\[}}3,    13,    23],
// CHECK-NEXT:  [103,    113,    123]]]
// CHECK-NEXT:123
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 2 offset = 13 sizes = [2, 3] strides = [2, 4] data =
// CHECK-NEXT:{{\[\[}}101,   111,   121],
// CHECK-NEXT: [103,   113,   123]]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 3 offset = 0 sizes = [3, 4, 2] strides = [4, 1, 12] data =
// CHECK-NEXT:{{\[\[\[}}0,    100],
// CHECK-NEXT:  [1,    101],
// CHECK-NEXT:  [2,    102],
// CHECK-NEXT:  [3,    103]],
// CHECK-NEXT: {{\[\[}}10,    110],
// CHECK-NEXT:  [11,    111],
// CHECK-NEXT:  [12,    112],
// CHECK-NEXT:  [13,    113]],
// CHECK-NEXT: {{\[\[}}20,    120],
// CHECK-NEXT:  [21,    121],
// CHECK-NEXT:  [22,    122],
// CHECK-NEXT:  [23,    123]]]

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<2x3x4xf32>
  // m[i, j, k] = 100 * i + 10 * j + k
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      scf.for %k = %c0 to %c4 step %c1 {
        %x = affine.apply affine_map<(d0, d1, d2) -> (d0 * 100 + d1 * 10 + d2)>(%i, %j, %k)
        %xi = arith.index_cast %x : index to i64
        %f = arith.sitofp %xi : i64 to f32
        memref.store %f, %m[%i, %j, %k] : memref<2x3x4xf32>
      }
    }
  }
  %t = memref.transpose %m (i, j, k) -> (k, i, j) : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  %tu = memref.cast %t : memref<4x2x3xf32, strided<[1, 12, 4]>> to memref<*xf32>
  call @printMemrefF32(%tu) : (memref<*xf32>) -> ()
  // t[3, 1, 2] = m[1, 2, 3]
  %e = memref.load %t[%c3, %c1, %c2] : memref<4x2x3xf32, strided<[1, 12, 4]>>
  vector.print %e : f32
  %s = memref.subview %m[1, 0, 1] [1, 3, 2] [1, 1, 2] : memref<2x3x4xf32> to memref<3x2xf32, strided<[4, 2], offset: 13>>
  %st = memref.transpose %s (i, j) -> (j, i) : memref<3x2xf32, strided<[4, 2], offset: 13>> to memref<2x3xf32, strided<[2, 4], offset: 13>>
  %stu = memref.cast %st : memref<2x3xf32, strided<[2, 4], offset: 13>> to memref<*xf32>
  call @printMemrefF32(%stu) : (memref<*xf32>) -> ()
  %d = memref.cast %m : memref<2x3x4xf32> to memref<?x?x?xf32>
  %dt = memref.transpose %d (i, j, k) -> (j, k, i) : memref<?x?x?xf32> to memref<?x?x?xf32, strided<[?, 1, ?]>>
  %dtu = memref.cast %dt : memref<?x?x?xf32, strided<[?, 1, ?]>> to memref<*xf32>
  call @printMemrefF32(%dtu) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<2x3x4xf32>
  return
}
