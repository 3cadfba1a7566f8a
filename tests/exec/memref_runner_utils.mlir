// The memref runner utilities beyond the f32/f64/integer printers:
// printMemrefF16, printMemrefBF16, printMemrefVector4x4xf32 (a ranked
// memref of vectors, as upstream's utils.mlir prints it) and the
// verifyMemRef family (returning the number of differing elements, -1
// for different shapes; what they write to stderr is not checked here,
// tests/runtime/memref_utils_diff.sh compares it with MLIR's).  The
// expected output is MLIR 19's (tests/exec/differential.sh runs it too).
// REQUIRES: asyncrt
// RUN: asyncc -run %s 2>/dev/null | FileCheckExact %s
// RUN: asyncc -O2 -run %s 2>/dev/null | FileCheckExact %s
// RUN: asyncc -O2 -c %s -o %t.o && bash %S/link.sh %t %t.o && %t 2>/dev/null | FileCheckExact %s

func.func private @printMemrefF16(memref<*xf16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefBF16(memref<*xbf16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefVector4x4xf32(memref<?x?xvector<4x4xf32>>) attributes {llvm.emit_c_interface}
func.func private @verifyMemRefF32(memref<*xf32>, memref<*xf32>) -> i64 attributes {llvm.emit_c_interface}
func.func private @verifyMemRefI32(memref<*xi32>, memref<*xi32>) -> i64 attributes {llvm.emit_c_interface}
func.func private @verifyMemRefF16(memref<*xf16>, memref<*xf16>) -> i64 attributes {llvm.emit_c_interface}

memref.global "private" constant @halves : memref<2x3xf16> = dense<[[0.5, 1.5, -2.0], [65504.0, 0.0009765625, -0.0]]>
memref.global "private" constant @brains : memref<4xbf16> = dense<[1.0, -3.5, 1.0e30, 0.0078125]>

func.func @halfs() {
  %h = memref.get_global @halves : memref<2x3xf16>
  %uh = memref.cast %h : memref<2x3xf16> to memref<*xf16>
  call @printMemrefF16(%uh) : (memref<*xf16>) -> ()
  // A column: a strided view.
  %col = memref.subview %h[0, 1] [2, 1] [1, 1] : memref<2x3xf16> to memref<2xf16, strided<[3], offset: 1>>
  %uc = memref.cast %col : memref<2xf16, strided<[3], offset: 1>> to memref<*xf16>
  call @printMemrefF16(%uc) : (memref<*xf16>) -> ()
  %b = memref.get_global @brains : memref<4xbf16>
  %ub = memref.cast %b : memref<4xbf16> to memref<*xbf16>
  call @printMemrefBF16(%ub) : (memref<*xbf16>) -> ()
  return
}

func.func @vectors() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.0, 16.5]]> : vector<4x4xf32>
  %w = arith.constant dense<-0.25> : vector<4x4xf32>
  %m = memref.alloc() : memref<1x2xvector<4x4xf32>>
  memref.store %v, %m[%c0, %c0] : memref<1x2xvector<4x4xf32>>
  memref.store %w, %m[%c0, %c1] : memref<1x2xvector<4x4xf32>>
  %d = memref.cast %m : memref<1x2xvector<4x4xf32>> to memref<?x?xvector<4x4xf32>>
  call @printMemrefVector4x4xf32(%d) : (memref<?x?xvector<4x4xf32>>) -> ()
  memref.dealloc %m : memref<1x2xvector<4x4xf32>>
  return
}

func.func @verifies() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %a = memref.alloc() : memref<8xf32>
  %e = memref.alloc() : memref<8xf32>
  %ai = memref.alloc() : memref<8xi32>
  %ei = memref.alloc() : memref<8xi32>
  scf.for %i = %c0 to %c8 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %a[%i] : memref<8xf32>
    memref.store %f, %e[%i] : memref<8xf32>
    memref.store %ii, %ai[%i] : memref<8xi32>
    memref.store %ii, %ei[%i] : memref<8xi32>
  }
  %ua = memref.cast %a : memref<8xf32> to memref<*xf32>
  %ue = memref.cast %e : memref<8xf32> to memref<*xf32>
  %uai = memref.cast %ai : memref<8xi32> to memref<*xi32>
  %uei = memref.cast %ei : memref<8xi32> to memref<*xi32>
  %r0 = call @verifyMemRefF32(%ua, %ue) : (memref<*xf32>, memref<*xf32>) -> i64
  vector.print %r0 : i64
  // Within the relative error of 1e-6, then beyond it, then a NaN.
  %near = arith.constant 3.000001 : f32
  memref.store %near, %a[%c3] : memref<8xf32>
  %r1 = call @verifyMemRefF32(%ua, %ue) : (memref<*xf32>, memref<*xf32>) -> i64
  vector.print %r1 : i64
  %far = arith.constant 2.0001 : f32
  memref.store %far, %a[%c2] : memref<8xf32>
  %nan = arith.constant 0x7FC00000 : f32
  memref.store %nan, %a[%c5] : memref<8xf32>
  %r2 = call @verifyMemRefF32(%ua, %ue) : (memref<*xf32>, memref<*xf32>) -> i64
  vector.print %r2 : i64
  // Different shapes: a view of 4 elements against 8.
  %sub = memref.subview %a[0] [4] [2] : memref<8xf32> to memref<4xf32, strided<[2]>>
  %us = memref.cast %sub : memref<4xf32, strided<[2]>> to memref<*xf32>
  %r3 = call @verifyMemRefF32(%us, %ue) : (memref<*xf32>, memref<*xf32>) -> i64
  vector.print %r3 : i64
  %k = arith.constant 100 : i32
  memref.store %k, %ai[%c1] : memref<8xi32>
  %r4 = call @verifyMemRefI32(%uai, %uei) : (memref<*xi32>, memref<*xi32>) -> i64
  vector.print %r4 : i64
  // f16: bit for bit, so 0 and -0 differ.
  %h = memref.get_global @halves : memref<2x3xf16>
  %hc = memref.alloc() : memref<2x3xf16>
  memref.copy %h, %hc : memref<2x3xf16> to memref<2x3xf16>
  %uh = memref.cast %h : memref<2x3xf16> to memref<*xf16>
  %uhc = memref.cast %hc : memref<2x3xf16> to memref<*xf16>
  %r5 = call @verifyMemRefF16(%uhc, %uh) : (memref<*xf16>, memref<*xf16>) -> i64
  vector.print %r5 : i64
  %z = arith.constant 0.0 : f16
  memref.store %z, %hc[%c1, %c2] : memref<2x3xf16>
  %r6 = call @verifyMemRefF16(%uhc, %uh) : (memref<*xf16>, memref<*xf16>) -> i64
  vector.print %r6 : i64
  memref.dealloc %a : memref<8xf32>
  memref.dealloc %e : memref<8xf32>
  memref.dealloc %ai : memref<8xi32>
  memref.dealloc %ei : memref<8xi32>
  memref.dealloc %hc : memref<2x3xf16>
  return
}

func.func @main() {
  call @halfs() : () -> ()
  call @vectors() : () -> ()
  call @verifies() : () -> ()
  return
}

// CHECK:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT:{{\[\[}}0.5,   1.5,   -2],
// CHECK-NEXT: [65504,   0.000976562,   -0]]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 1 offset = 1 sizes = [2] strides = [3] data =
// CHECK-NEXT:[1.5,  0.000976562]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT:[1,  -3.5,  1.00026e+30,  0.0078125]
// CHECK-NEXT:Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [1, 2] strides = [2, 1] data =
// CHECK-NEXT:{{\[\[}}((1, 2, 3, 4),   (5, 6, 7, 8),   (9, 10, 11, 12),  (13, 14, 15, 16.5)),   ((-0.25, -0.25, -0.25, -0.25),   (-0.25, -0.25, -0.25, -0.25),   (-0.25, -0.25, -0.25, -0.25),  (-0.25, -0.25, -0.25, -0.25))]]
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:2
// CHECK-NEXT:-1
// CHECK-NEXT:1
// CHECK-NEXT:0
// CHECK-NEXT:1
