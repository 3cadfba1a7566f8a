// memref views: subview (static, dynamic, rank-reducing, of a subview),
// reinterpret_cast (of ranked and unranked memrefs), expand_shape and
// collapse_shape (identity and strided layouts), reshape, view of a byte buffer,
// casts, memory_space_cast, rank, dim, extract_strided_metadata and
// extract_aligned_pointer_as_index, and unranked memrefs returned from
// functions.  Every view is printed with the
// runner utilities' printMemref*, which shows its descriptor: the
// expected output is MLIR 19's (tests/exec/differential.sh runs it too).
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O2 -run %s | FileCheckExact %s
// RUN: asyncc -O2 -c %s -o %t.o && bash %S/link.sh %t %t.o && %t | FileCheckExact %s

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefI8(memref<*xi8>) attributes {llvm.emit_c_interface}

// m[i, j] = 10 * i + j
func.func @iota2(%m: memref<?x?xf32>) {
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
      memref.store %f, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func.func @print2(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  %u = memref.cast %m : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @subviews(%m: memref<6x8xf32>, %i: index, %n: index) {
  %c2 = arith.constant 2 : index
  // Static offsets, sizes and strides.
  %a = memref.subview %m[1, 2] [3, 4] [1, 1] : memref<6x8xf32> to memref<3x4xf32, strided<[8, 1], offset: 10>>
  %ac = memref.cast %a : memref<3x4xf32, strided<[8, 1], offset: 10>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @print2(%ac) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  // Dynamic offset, size and stride.
  %b = memref.subview %m[%i, 1] [%n, 3] [%c2, 2] : memref<6x8xf32> to memref<?x3xf32, strided<[?, 2], offset: ?>>
  %bc = memref.cast %b : memref<?x3xf32, strided<[?, 2], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @print2(%bc) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  // A subview of that subview.
  %c = memref.subview %b[1, 1] [1, 2] [1, 1] : memref<?x3xf32, strided<[?, 2], offset: ?>> to memref<1x2xf32, strided<[?, 2], offset: ?>>
  %cc = memref.cast %c : memref<1x2xf32, strided<[?, 2], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @print2(%cc) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  // Rank-reducing: a row and a column.
  %row = memref.subview %m[4, 0] [1, 8] [1, 1] : memref<6x8xf32> to memref<8xf32, strided<[1], offset: 32>>
  %ru = memref.cast %row : memref<8xf32, strided<[1], offset: 32>> to memref<*xf32>
  call @printMemrefF32(%ru) : (memref<*xf32>) -> ()
  %col = memref.subview %m[0, 3] [6, 1] [1, 1] : memref<6x8xf32> to memref<6xf32, strided<[8], offset: 3>>
  %cu = memref.cast %col : memref<6xf32, strided<[8], offset: 3>> to memref<*xf32>
  call @printMemrefF32(%cu) : (memref<*xf32>) -> ()
  %d = memref.dim %b, %c2 : memref<?x3xf32, strided<[?, 2], offset: ?>>
  return
}

func.func @reshapes(%m: memref<6x8xf32>, %n: index) {
  // expand_shape of the identity layout, static and dynamic.
  %e = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [2, 3, 4, 2] : memref<6x8xf32> into memref<2x3x4x2xf32>
  %eu = memref.cast %e : memref<2x3x4x2xf32> to memref<*xf32>
  call @printMemrefF32(%eu) : (memref<*xf32>) -> ()
  %dm = memref.cast %m : memref<6x8xf32> to memref<?x8xf32>
  %ed = memref.expand_shape %dm [[0, 1], [2]] output_shape [%n, 2, 8] : memref<?x8xf32> into memref<?x2x8xf32>
  %edu = memref.cast %ed : memref<?x2x8xf32> to memref<*xf32>
  call @printMemrefF32(%edu) : (memref<*xf32>) -> ()
  // expand_shape and collapse_shape of a strided view.
  %s = memref.subview %m[1, 0] [4, 4] [1, 2] : memref<6x8xf32> to memref<4x4xf32, strided<[8, 2], offset: 8>>
  %es = memref.expand_shape %s [[0, 1], [2]] output_shape [2, 2, 4] : memref<4x4xf32, strided<[8, 2], offset: 8>> into memref<2x2x4xf32, strided<[16, 8, 2], offset: 8>>
  %esu = memref.cast %es : memref<2x2x4xf32, strided<[16, 8, 2], offset: 8>> to memref<*xf32>
  call @printMemrefF32(%esu) : (memref<*xf32>) -> ()
  %cs = memref.collapse_shape %es [[0, 1], [2]] : memref<2x2x4xf32, strided<[16, 8, 2], offset: 8>> into memref<4x4xf32, strided<[8, 2], offset: 8>>
  %csu = memref.cast %cs : memref<4x4xf32, strided<[8, 2], offset: 8>> to memref<*xf32>
  call @printMemrefF32(%csu) : (memref<*xf32>) -> ()
  // collapse_shape of the identity layout, to rank 1 and to rank 0.
  %flat = memref.collapse_shape %m [[0, 1]] : memref<6x8xf32> into memref<48xf32>
  %fu = memref.cast %flat : memref<48xf32> to memref<*xf32>
  call @printMemrefF32(%fu) : (memref<*xf32>) -> ()
  %one = memref.subview %m[2, 5] [1, 1] [1, 1] : memref<6x8xf32> to memref<1x1xf32, strided<[8, 1], offset: 21>>
  %scalar = memref.collapse_shape %one [] : memref<1x1xf32, strided<[8, 1], offset: 21>> into memref<f32, strided<[], offset: 21>>
  %su = memref.cast %scalar : memref<f32, strided<[], offset: 21>> to memref<*xf32>
  call @printMemrefF32(%su) : (memref<*xf32>) -> ()
  return
}

func.func @casts(%m: memref<6x8xf32>, %i: index) {
  %c1 = arith.constant 1 : index
  // reinterpret_cast of a ranked and of an unranked memref.
  %r = memref.reinterpret_cast %m to offset: [%i], sizes: [4, 3], strides: [%i, 1] : memref<6x8xf32> to memref<4x3xf32, strided<[?, 1], offset: ?>>
  %rc = memref.cast %r : memref<4x3xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @print2(%rc) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  %u = memref.cast %m : memref<6x8xf32> to memref<*xf32>
  %r1 = memref.reinterpret_cast %u to offset: [40], sizes: [8], strides: [1] : memref<*xf32> to memref<8xf32, strided<[1], offset: 40>>
  %r1u = memref.cast %r1 : memref<8xf32, strided<[1], offset: 40>> to memref<*xf32>
  call @printMemrefF32(%r1u) : (memref<*xf32>) -> ()
  // Unranked back to ranked, dynamic to static.
  %back = memref.cast %u : memref<*xf32> to memref<?x?xf32>
  %st = memref.cast %back : memref<?x?xf32> to memref<6x8xf32>
  %v = memref.load %st[%c1, %c1] : memref<6x8xf32>
  vector.print %v : f32
  %rk = memref.rank %u : memref<*xf32>
  vector.print %rk : index
  %rk2 = memref.rank %m : memref<6x8xf32>
  vector.print %rk2 : index
  %ms = memref.memory_space_cast %m : memref<6x8xf32> to memref<6x8xf32, 1>
  %ms0 = memref.memory_space_cast %ms : memref<6x8xf32, 1> to memref<6x8xf32>
  %w = memref.load %ms0[%c1, %i] : memref<6x8xf32>
  vector.print %w : f32
  return
}

func.func @metadata(%m: memref<6x8xf32>, %i: index) {
  %s = memref.subview %m[%i, 2] [2, %i] [2, 3] : memref<6x8xf32> to memref<2x?xf32, strided<[16, 3], offset: ?>>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %s : memref<2x?xf32, strided<[16, 3], offset: ?>> -> memref<f32>, index, index, index, index, index
  vector.print %off : index
  vector.print %sz#0 : index
  vector.print %sz#1 : index
  vector.print %st#0 : index
  vector.print %st#1 : index
  %bu = memref.cast %base : memref<f32> to memref<*xf32>
  call @printMemrefF32(%bu) : (memref<*xf32>) -> ()
  // The aligned pointer does not move with a subview.
  %p = memref.extract_aligned_pointer_as_index %m : memref<6x8xf32> -> index
  %q = memref.extract_aligned_pointer_as_index %s : memref<2x?xf32, strided<[16, 3], offset: ?>> -> index
  %dq = arith.subi %q, %p : index
  vector.print %dq : index
  return
}

// A byte buffer seen as f64 and as i8.
func.func @views(%i: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %buf = memref.alloc() : memref<64xi8>
  %d = memref.view %buf[%c8][%c3] : memref<64xi8> to memref<?x2xf64>
  scf.for %k = %c0 to %c3 step %c1 {
    %x = arith.index_cast %k : index to i64
    %f = arith.sitofp %x : i64 to f64
    %g = arith.addf %f, %f : f64
    memref.store %f, %d[%k, %c0] : memref<?x2xf64>
    memref.store %g, %d[%k, %c1] : memref<?x2xf64>
  }
  %du = memref.cast %d : memref<?x2xf64> to memref<*xf64>
  call @printMemrefF64(%du) : (memref<*xf64>) -> ()
  %chars = memref.view %buf[%c0][] : memref<64xi8> to memref<4xi8>
  %a = arith.constant 65 : i8
  scf.for %k = %c0 to %c1 step %c1 {
    memref.store %a, %chars[%c0] : memref<4xi8>
    memref.store %a, %chars[%c1] : memref<4xi8>
  }
  %b = arith.constant 66 : i8
  %c2 = arith.constant 2 : index
  memref.store %b, %chars[%c2] : memref<4xi8>
  memref.store %b, %chars[%c3] : memref<4xi8>
  %cu = memref.cast %chars : memref<4xi8> to memref<*xi8>
  call @printMemrefI8(%cu) : (memref<*xi8>) -> ()
  memref.dealloc %buf : memref<64xi8>
  return
}

// Unranked memrefs returned from functions: their descriptors outlive
// the callee's stack frame (a heap copy moved to the caller's stack).
func.func @as_unranked(%m: memref<6x8xf32>) -> memref<*xf32> {
  %s = memref.subview %m[5, 6] [1, 2] [1, 1] : memref<6x8xf32> to memref<2xf32, strided<[1], offset: 46>>
  %u = memref.cast %s : memref<2xf32, strided<[1], offset: 46>> to memref<*xf32>
  return %u : memref<*xf32>
}

func.func @two_unranked(%m: memref<6x8xf32>) -> (memref<*xf32>, memref<*xf32>) {
  %u = memref.cast %m : memref<6x8xf32> to memref<*xf32>
  %c = memref.collapse_shape %m [[0, 1]] : memref<6x8xf32> into memref<48xf32>
  %s = memref.subview %c[40] [3] [2] : memref<48xf32> to memref<3xf32, strided<[2], offset: 40>>
  %v = memref.cast %s : memref<3xf32, strided<[2], offset: 40>> to memref<*xf32>
  return %v, %u : memref<*xf32>, memref<*xf32>
}

// Overwrites the stack the callees above ran on.
func.func @scribble() -> i64 {
  %a = memref.alloca() : memref<32xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %x = arith.constant 99 : i64
  scf.for %i = %c0 to %c32 step %c1 {
    memref.store %x, %a[%i] : memref<32xi64>
  }
  %v = memref.load %a[%c1] : memref<32xi64>
  return %v : i64
}

func.func @returns(%m: memref<6x8xf32>) {
  %u = call @as_unranked(%m) : (memref<6x8xf32>) -> memref<*xf32>
  %r:2 = call @two_unranked(%m) : (memref<6x8xf32>) -> (memref<*xf32>, memref<*xf32>)
  %x = call @scribble() : () -> i64
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  call @printMemrefF32(%r#0) : (memref<*xf32>) -> ()
  %c1 = arith.constant 1 : index
  %d = memref.dim %r#1, %c1 : memref<*xf32>
  vector.print %d : index
  return
}

// reshape: to a ranked memref (sizes from a memref of index), to an
// unranked one (its rank the length of the shape), of an unranked one.
func.func @reshapes2(%m: memref<6x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c12 = arith.constant 12 : index
  %shape = memref.alloc() : memref<2xindex>
  memref.store %c4, %shape[%c0] : memref<2xindex>
  memref.store %c12, %shape[%c1] : memref<2xindex>
  %r = memref.reshape %m(%shape) : (memref<6x8xf32>, memref<2xindex>) -> memref<?x?xf32>
  %ru = memref.cast %r : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%ru) : (memref<*xf32>) -> ()
  // (MLIR 19 reads the shape as i64 whatever its element type when the
  // result is unranked: index here, to compare.)
  %s3 = memref.alloc(%c2) : memref<?xindex>
  memref.store %c12, %s3[%c0] : memref<?xindex>
  memref.store %c2, %s3[%c1] : memref<?xindex>
  %u = memref.reshape %m(%s3) : (memref<6x8xf32>, memref<?xindex>) -> memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %back = memref.reshape %u(%shape) : (memref<*xf32>, memref<2xindex>) -> memref<4x12xf32>
  %v = memref.load %back[%c2, %c1] : memref<4x12xf32>
  vector.print %v : f32
  memref.dealloc %shape : memref<2xindex>
  memref.dealloc %s3 : memref<?xindex>
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m = memref.alloc() : memref<6x8xf32>
  %dyn = memref.cast %m : memref<6x8xf32> to memref<?x?xf32>
  call @iota2(%dyn) : (memref<?x?xf32>) -> ()
  call @subviews(%m, %c1, %c2) : (memref<6x8xf32>, index, index) -> ()
  call @reshapes(%m, %c3) : (memref<6x8xf32>, index) -> ()
  call @casts(%m, %c2) : (memref<6x8xf32>, index) -> ()
  call @metadata(%m, %c1) : (memref<6x8xf32>, index) -> ()
  call @views(%c1) : (index) -> ()
  call @returns(%m) : (memref<6x8xf32>) -> ()
  call @reshapes2(%m) : (memref<6x8xf32>) -> ()
  memref.dealloc %m : memref<6x8xf32>
  return
}
// MLIR 19's output, addresses aside:
// CHECK:Unranked Memref base@ = {{.*}} rank = 2 offset = 10 sizes = [3, 4] strides = [8, 1] data =
// CHECK-NEXT:{{\[\[}}12,   13,   14,   15],
// CHECK-NEXT: [22,   23,   24,   25],
// CHECK-NEXT: [32,   33,   34,   35]]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 2 offset = 9 sizes = [2, 3] strides = [16, 2] data =
// CHECK-NEXT:{{\[\[}}11,   13,   15],
// CHECK-NEXT: [31,   33,   35]]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 2 offset = 27 sizes = [1, 2] strides = [16, 2] data =
// CHECK-NEXT:{{\[\[}}33,   35]]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 1 offset = 32 sizes = [8] strides = [1] data =
// CHECK-NEXT:[40,  41,  42,  43,  44,  45,  46,  47]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 1 offset = 3 sizes = [6] strides = [8] data =
// CHECK-NEXT:[3,  13,  23,  33,  43,  53]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 4 offset = 0 sizes = [2, 3, 4, 2] strides = [24, 8, 2, 1] data =
// CHECK-NEXT:{{\[\[}}{{\[\[}}0,     1],
// CHECK-NEXT:   [2,     3],
// CHECK-NEXT:   [4,     5],
// CHECK-NEXT:   [6,     7]],
// CHECK-NEXT:  {{\[\[}}10,     11],
// CHECK-NEXT:   [12,     13],
// CHECK-NEXT:   [14,     15],
// CHECK-NEXT:   [16,     17]],
// CHECK-NEXT:  {{\[\[}}20,     21],
// CHECK-NEXT:   [22,     23],
// CHECK-NEXT:   [24,     25],
// CHECK-NEXT:   [26,     27]]],
// CHECK-NEXT: {{\[\[}}[30,     31],
// CHECK-NEXT:   [32,     33],
// CHECK-NEXT:   [34,     35],
// CHECK-NEXT:   [36,     37]],
// CHECK-NEXT:  {{\[\[}}40,     41],
// CHECK-NEXT:   [42,     43],
// CHECK-NEXT:   [44,     45],
// CHECK-NEXT:   [46,     47]],
// CHECK-NEXT:  {{\[\[}}50,     51],
// CHECK-NEXT:   [52,     53],
// CHECK-NEXT:   [54,     55],
// CHECK-NEXT:   [56,     57]]]]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 3 offset = 0 sizes = [3, 2, 8] strides = [16, 8, 1] data =
// CHECK-NEXT:{{\[\[}}[0,    1,    2,    3,    4,    5,    6,    7],
// CHECK-NEXT:  [10,    11,    12,    13,    14,    15,    16,    17]],
// CHECK-NEXT: {{\[\[}}20,    21,    22,    23,    24,    25,    26,    27],
// CHECK-NEXT:  [30,    31,    32,    33,    34,    35,    36,    37]],
// CHECK-NEXT: {{\[\[}}40,    41,    42,    43,    44,    45,    46,    47],
// CHECK-NEXT:  [50,    51,    52,    53,    54,    55,    56,    57]]]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 3 offset = 8 sizes = [2, 2, 4] strides = [16, 8, 2] data =
// CHECK-NEXT:{{\[\[}}[10,    12,    14,    16],
// CHECK-NEXT:  [20,    22,    24,    26]],
// CHECK-NEXT: {{\[\[}}30,    32,    34,    36],
// CHECK-NEXT:  [40,    42,    44,    46]]]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 2 offset = 8 sizes = [4, 4] strides = [8, 2] data =
// CHECK-NEXT:{{\[\[}}10,   12,   14,   16],
// CHECK-NEXT: [20,   22,   24,   26],
// CHECK-NEXT: [30,   32,   34,   36],
// CHECK-NEXT: [40,   42,   44,   46]]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [48] strides = [1] data =
// CHECK-NEXT:[0,  1,  2,  3,  4,  5,  6,  7,  10,  11,  12,  13,  14,  15,  16,  17,  20,  21,  22,  23,  24,  25,  26,  27,  30,  31,  32,  33,  34,  35,  36,  37,  40,  41,  42,  43,  44,  45,  46,  47,  50,  51,  52,  53,  54,  55,  56,  57]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 0 offset = 21 sizes = [] strides = [] data =
// CHECK-NEXT:[25]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 2 offset = 2 sizes = [4, 3] strides = [2, 1] data =
// CHECK-NEXT:{{\[\[}}2,   3,   4],
// CHECK-NEXT: [4,   5,   6],
// CHECK-NEXT: [6,   7,   10],
// CHECK-NEXT: [10,   11,   12]]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 1 offset = 40 sizes = [8] strides = [1] data =
// CHECK-NEXT:[50,  51,  52,  53,  54,  55,  56,  57]
// CHECK-NEXT:11
// CHECK-NEXT:2
// CHECK-NEXT:2
// CHECK-NEXT:12
// CHECK-NEXT:10
// CHECK-NEXT:2
// CHECK-NEXT:1
// CHECK-NEXT:16
// CHECK-NEXT:3
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 0 offset = 0 sizes = [] strides = [] data =
// CHECK-NEXT:[0]
// CHECK-NEXT:0
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
// CHECK-NEXT:{{\[\[}}0,   0],
// CHECK-NEXT: [1,   2],
// CHECK-NEXT: [2,   4]]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT:[A,  A,  B,  B]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 1 offset = 46 sizes = [2] strides = [1] data =
// CHECK-NEXT:[56,  57]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 1 offset = 40 sizes = [3] strides = [2] data =
// CHECK-NEXT:[50,  52,  54]
// CHECK-NEXT:8
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [4, 12] strides = [12, 1] data =
// CHECK-NEXT:{{\[\[}}0,   1,   2,   3,   4,   5,   6,   7,   10,   11,   12,   13],
// CHECK-NEXT: [14,   15,   16,   17,   20,   21,   22,   23,   24,   25,   26,   27],
// CHECK-NEXT: [30,   31,   32,   33,   34,   35,   36,   37,   40,   41,   42,   43],
// CHECK-NEXT: [44,   45,   46,   47,   50,   51,   52,   53,   54,   55,   56,   57]]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [12, 2] strides = [2, 1] data =
// CHECK-NEXT:{{\[\[}}0,   1],
// CHECK-NEXT: [2,   3],
// CHECK-NEXT: [4,   5],
// CHECK-NEXT: [6,   7],
// CHECK-NEXT: [10,   11],
// CHECK-NEXT: [12,   13],
// CHECK-NEXT: [14,   15],
// CHECK-NEXT: [16,   17],
// CHECK-NEXT: [20,   21],
// CHECK-NEXT: [22,   23],
// CHECK-NEXT: [24,   25],
// CHECK-NEXT: [26,   27]]
// CHECK-NEXT:31
