// memref.copy between layouts: contiguous memrefs (one memcpy), strided
// ones (a loop nest), unranked ones (libasyncrt's memrefCopy), empty and
// rank-0 memrefs, several element types; and memref.realloc, growing
// (the old contents copied into a new buffer) and shrinking (the same
// buffer).  The expected output is MLIR 19's (tests/exec/differential.sh
// runs it too).
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O2 -run %s | FileCheckExact %s
// RUN: asyncc -O2 -c %s -o %t.o && bash %S/link.sh %t %t.o && %t | FileCheckExact %s

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}
func.func private @printMemrefInd(memref<*xindex>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI32(memref<*xi32>)

// m[i, j] = 10 * i + j + base
func.func @iota(%m: memref<?x?xf32>, %base: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %d0 = memref.dim %m, %c0 : memref<?x?xf32>
  %d1 = memref.dim %m, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %d0 step %c1 {
    scf.for %j = %c0 to %d1 step %c1 {
      %a = arith.muli %i, %c10 : index
      %b = arith.addi %a, %j : index
      %x = arith.index_cast %b : index to i64
      %f = arith.sitofp %x : i64 to f32
      %g = arith.addf %f, %base : f32
      memref.store %g, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func.func @show(%m: memref<?x?xf32>) {
  %u = memref.cast %m : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @copies() {
  %zero = arith.constant 0.0 : f32
  %hundred = arith.constant 100.0 : f32
  %a = memref.alloc() : memref<3x4xf32>
  %ad = memref.cast %a : memref<3x4xf32> to memref<?x?xf32>
  call @iota(%ad, %zero) : (memref<?x?xf32>, f32) -> ()
  // Identity to identity: a memcpy.
  %b = memref.alloc() : memref<3x4xf32>
  memref.copy %a, %b : memref<3x4xf32> to memref<3x4xf32>
  %bd = memref.cast %b : memref<3x4xf32> to memref<?x?xf32>
  call @show(%bd) : (memref<?x?xf32>) -> ()
  // A transposing view as the target: element by element.
  %t = memref.alloc() : memref<4x3xf32>
  %tv = memref.reinterpret_cast %t to offset: [0], sizes: [3, 4], strides: [1, 3] : memref<4x3xf32> to memref<3x4xf32, strided<[1, 3]>>
  memref.copy %a, %tv : memref<3x4xf32> to memref<3x4xf32, strided<[1, 3]>>
  %td = memref.cast %t : memref<4x3xf32> to memref<?x?xf32>
  call @show(%td) : (memref<?x?xf32>) -> ()
  // A strided view as the source, a dynamic shape as the target.
  %s = memref.subview %a[0, 1] [3, 2] [1, 2] : memref<3x4xf32> to memref<3x2xf32, strided<[4, 2], offset: 1>>
  %d = memref.alloc() : memref<3x2xf32>
  %dd = memref.cast %d : memref<3x2xf32> to memref<?x?xf32>
  memref.copy %s, %dd : memref<3x2xf32, strided<[4, 2], offset: 1>> to memref<?x?xf32>
  call @show(%dd) : (memref<?x?xf32>) -> ()
  // Rows: contiguous with an offset, a memcpy again.
  %r1 = memref.subview %a[1, 0] [1, 4] [1, 1] : memref<3x4xf32> to memref<4xf32, strided<[1], offset: 4>>
  %r2 = memref.subview %b[2, 0] [1, 4] [1, 1] : memref<3x4xf32> to memref<4xf32, strided<[1], offset: 8>>
  memref.copy %r1, %r2 : memref<4xf32, strided<[1], offset: 4>> to memref<4xf32, strided<[1], offset: 8>>
  call @show(%bd) : (memref<?x?xf32>) -> ()
  // Unranked on either side: memrefCopy.
  call @iota(%ad, %hundred) : (memref<?x?xf32>, f32) -> ()
  %au = memref.cast %a : memref<3x4xf32> to memref<*xf32>
  memref.copy %au, %b : memref<*xf32> to memref<3x4xf32>
  call @show(%bd) : (memref<?x?xf32>) -> ()
  %su = memref.cast %s : memref<3x2xf32, strided<[4, 2], offset: 1>> to memref<*xf32>
  %tu = memref.cast %tv : memref<3x4xf32, strided<[1, 3]>> to memref<*xf32>
  %tsub = memref.subview %tv[0, 0] [3, 2] [1, 1] : memref<3x4xf32, strided<[1, 3]>> to memref<3x2xf32, strided<[1, 3]>>
  %tsu = memref.cast %tsub : memref<3x2xf32, strided<[1, 3]>> to memref<*xf32>
  memref.copy %su, %tsu : memref<*xf32> to memref<*xf32>
  call @show(%td) : (memref<?x?xf32>) -> ()
  // Empty memrefs copy nothing; rank 0 copies one element.
  %e1 = memref.alloc() : memref<3x0x1xf32>
  %e2 = memref.alloc() : memref<3x0x1xf32>
  memref.copy %e1, %e2 : memref<3x0x1xf32> to memref<3x0x1xf32>
  %e3 = memref.reinterpret_cast %e1 to offset: [0], sizes: [0, 3, 1], strides: [3, 1, 1] : memref<3x0x1xf32> to memref<0x3x1xf32, strided<[3, 1, 1]>>
  %e4 = memref.alloc() : memref<0x3x1xf32>
  memref.copy %e3, %e4 : memref<0x3x1xf32, strided<[3, 1, 1]>> to memref<0x3x1xf32>
  %e3u = memref.cast %e3 : memref<0x3x1xf32, strided<[3, 1, 1]>> to memref<*xf32>
  %e4u = memref.cast %e4 : memref<0x3x1xf32> to memref<*xf32>
  memref.copy %e3u, %e4u : memref<*xf32> to memref<*xf32>
  %x = memref.alloc() : memref<f32>
  %y = memref.alloc() : memref<f32>
  %c42 = arith.constant 42.0 : f32
  memref.store %c42, %x[] : memref<f32>
  memref.copy %x, %y : memref<f32> to memref<f32>
  %yu = memref.cast %y : memref<f32> to memref<*xf32>
  call @printMemrefF32(%yu) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<3x4xf32>
  memref.dealloc %b : memref<3x4xf32>
  memref.dealloc %t : memref<4x3xf32>
  memref.dealloc %d : memref<3x2xf32>
  memref.dealloc %e1 : memref<3x0x1xf32>
  memref.dealloc %e2 : memref<3x0x1xf32>
  memref.dealloc %e4 : memref<0x3x1xf32>
  memref.dealloc %x : memref<f32>
  memref.dealloc %y : memref<f32>
  return
}

// Other element types, through the loop nest.
func.func @types() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %i = memref.alloc() : memref<4xi64>
  %n = memref.alloc() : memref<4xindex>
  %w = memref.alloc() : memref<4xi32>
  scf.for %k = %c0 to %c4 step %c1 {
    %v = arith.index_cast %k : index to i64
    %sq = arith.muli %v, %v : i64
    memref.store %sq, %i[%k] : memref<4xi64>
    %nk = arith.addi %k, %c4 : index
    memref.store %nk, %n[%k] : memref<4xindex>
    %v32 = arith.trunci %sq : i64 to i32
    %neg = arith.subi %v32, %v32 : i32
    %neg2 = arith.subi %neg, %v32 : i32
    memref.store %neg2, %w[%k] : memref<4xi32>
  }
  %i2 = memref.alloc() : memref<2x2xi64>
  %iv = memref.reinterpret_cast %i2 to offset: [0], sizes: [4], strides: [1] : memref<2x2xi64> to memref<4xi64, strided<[1]>>
  memref.copy %i, %iv : memref<4xi64> to memref<4xi64, strided<[1]>>
  %i2u = memref.cast %i2 : memref<2x2xi64> to memref<*xi64>
  call @printMemrefI64(%i2u) : (memref<*xi64>) -> ()
  %nr = memref.subview %n[1] [2] [2] : memref<4xindex> to memref<2xindex, strided<[2], offset: 1>>
  %n2 = memref.alloc() : memref<2xindex>
  memref.copy %nr, %n2 : memref<2xindex, strided<[2], offset: 1>> to memref<2xindex>
  %n2u = memref.cast %n2 : memref<2xindex> to memref<*xindex>
  call @printMemrefInd(%n2u) : (memref<*xindex>) -> ()
  %w2 = memref.alloc() : memref<4xi32>
  memref.copy %w, %w2 : memref<4xi32> to memref<4xi32>
  %w2u = memref.cast %w2 : memref<4xi32> to memref<*xi32>
  call @printMemrefI32(%w2u) : (memref<*xi32>) -> ()
  memref.dealloc %i : memref<4xi64>
  memref.dealloc %i2 : memref<2x2xi64>
  memref.dealloc %n : memref<4xindex>
  memref.dealloc %n2 : memref<2xindex>
  memref.dealloc %w : memref<4xi32>
  memref.dealloc %w2 : memref<4xi32>
  return
}

func.func @reallocs() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %m = memref.alloc(%c3) : memref<?xi64>
  scf.for %k = %c0 to %c3 step %c1 {
    %v = arith.index_cast %k : index to i64
    memref.store %v, %m[%k] : memref<?xi64>
  }
  // Growing: the three elements move to a new, aligned buffer.
  %g = memref.realloc %m(%c6) {alignment = 64 : i64} : memref<?xi64> to memref<?xi64>
  %seven = arith.constant 7 : i64
  scf.for %k = %c3 to %c6 step %c1 {
    memref.store %seven, %g[%k] : memref<?xi64>
  }
  %gu = memref.cast %g : memref<?xi64> to memref<*xi64>
  call @printMemrefI64(%gu) : (memref<*xi64>) -> ()
  // Shrinking to a static size keeps the buffer.
  %s = memref.realloc %g : memref<?xi64> to memref<2xi64>
  %su = memref.cast %s : memref<2xi64> to memref<*xi64>
  call @printMemrefI64(%su) : (memref<*xi64>) -> ()
  %p = memref.extract_aligned_pointer_as_index %g : memref<?xi64> -> index
  %q = memref.extract_aligned_pointer_as_index %s : memref<2xi64> -> index
  %same = arith.cmpi eq, %p, %q : index
  vector.print %same : i1
  memref.dealloc %s : memref<2xi64>
  return
}

func.func @main() {
  call @copies() : () -> ()
  call @types() : () -> ()
  call @reallocs() : () -> ()
  return
}

// MLIR 19's output, addresses aside:
// CHECK:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT:{{\[\[}}0,   1,   2,   3],
// CHECK-NEXT: [10,   11,   12,   13],
// CHECK-NEXT: [20,   21,   22,   23]]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [4, 3] strides = [3, 1] data =
// CHECK-NEXT:{{\[\[}}0,   10,   20],
// CHECK-NEXT: [1,   11,   21],
// CHECK-NEXT: [2,   12,   22],
// CHECK-NEXT: [3,   13,   23]]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
// CHECK-NEXT:{{\[\[}}1,   3],
// CHECK-NEXT: [11,   13],
// CHECK-NEXT: [21,   23]]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT:{{\[\[}}0,   1,   2,   3],
// CHECK-NEXT: [10,   11,   12,   13],
// CHECK-NEXT: [10,   11,   12,   13]]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT:{{\[\[}}100,   101,   102,   103],
// CHECK-NEXT: [110,   111,   112,   113],
// CHECK-NEXT: [120,   121,   122,   123]]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [4, 3] strides = [3, 1] data =
// CHECK-NEXT:{{\[\[}}101,   111,   121],
// CHECK-NEXT: [103,   113,   123],
// CHECK-NEXT: [2,   12,   22],
// CHECK-NEXT: [3,   13,   23]]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 0 offset = 0 sizes = [] strides = [] data =
// CHECK-NEXT:[42]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT:{{\[\[}}0,   1],
// CHECK-NEXT: [4,   9]]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT:[5,  7]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT:[0,  -1,  -4,  -9]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT:[0,  1,  2,  7,  7,  7]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT:[0,  1]
// CHECK-NEXT:1
