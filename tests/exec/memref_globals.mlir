// memref.global with dense<...> initial values: splats and element lists
// of integers, index, f16, f32 and f64, rank 0 to 3, constant (read only)
// and not (written to, seen through every get_global), public and
// private, aligned.  The expected output is MLIR 19's
// (tests/exec/differential.sh runs it too).
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O2 -run %s | FileCheckExact %s
// RUN: asyncc -O2 -c %s -o %t.o && bash %S/link.sh %t %t.o && %t | FileCheckExact %s

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF64(memref<*xf64>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}
func.func private @printMemrefInd(memref<*xindex>) attributes {llvm.emit_c_interface}

memref.global "private" constant @weights : memref<2x3xf32> = dense<[[0.5, -1.0, 2.0], [3.25, 0.0, -0.125]]> {alignment = 64}
memref.global @counts : memref<4xi64> = dense<[1, -2, 4294967296, -9223372036854775808]>
memref.global "private" @splat : memref<2x2x2xi32> = dense<7>
memref.global "private" constant @one : memref<f64> = dense<2.5>
memref.global "private" constant @idx : memref<3xindex> = dense<[0, 5, 10]>
memref.global "private" constant @halves : memref<3xf16> = dense<[0.5, 1.5, -2.0]>
memref.global "private" constant @flags : memref<4xi1> = dense<[true, false, false, true]>
memref.global "private" constant @bytes : memref<3xi8> = dense<[72, 105, 33]>

func.func @bump() {
  %g = memref.get_global @counts : memref<4xi64>
  %c0 = arith.constant 0 : index
  %v = memref.load %g[%c0] : memref<4xi64>
  %w = arith.addi %v, %v : i64
  memref.store %w, %g[%c0] : memref<4xi64>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %w = memref.get_global @weights : memref<2x3xf32>
  %wu = memref.cast %w : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%wu) : (memref<*xf32>) -> ()
  %p = memref.extract_aligned_pointer_as_index %w : memref<2x3xf32> -> index
  %c64 = arith.constant 64 : index
  %r = arith.remui %p, %c64 : index
  vector.print %r : index
  call @bump() : () -> ()
  call @bump() : () -> ()
  %n = memref.get_global @counts : memref<4xi64>
  %nu = memref.cast %n : memref<4xi64> to memref<*xi64>
  call @printMemrefI64(%nu) : (memref<*xi64>) -> ()
  %s = memref.get_global @splat : memref<2x2x2xi32>
  %eight = arith.constant 8 : i32
  memref.store %eight, %s[%c1, %c0, %c1] : memref<2x2x2xi32>
  %su = memref.cast %s : memref<2x2x2xi32> to memref<*xi32>
  call @printMemrefI32(%su) : (memref<*xi32>) -> ()
  %o = memref.get_global @one : memref<f64>
  %ou = memref.cast %o : memref<f64> to memref<*xf64>
  call @printMemrefF64(%ou) : (memref<*xf64>) -> ()
  %i = memref.get_global @idx : memref<3xindex>
  %iu = memref.cast %i : memref<3xindex> to memref<*xindex>
  call @printMemrefInd(%iu) : (memref<*xindex>) -> ()
  %h = memref.get_global @halves : memref<3xf16>
  %h2 = memref.load %h[%c2] : memref<3xf16>
  %h1 = memref.load %h[%c1] : memref<3xf16>
  vector.print %h2 : f16
  vector.print %h1 : f16
  %f = memref.get_global @flags : memref<4xi1>
  %f0 = memref.load %f[%c0] : memref<4xi1>
  %f1 = memref.load %f[%c1] : memref<4xi1>
  %f3 = memref.load %f[%c3] : memref<4xi1>
  vector.print %f0 : i1
  vector.print %f1 : i1
  vector.print %f3 : i1
  %b = memref.get_global @bytes : memref<3xi8>
  %b0 = memref.load %b[%c0] : memref<3xi8>
  %b2 = memref.load %b[%c2] : memref<3xi8>
  vector.print %b0 : i8
  vector.print %b2 : i8
  return
}

// MLIR 19's output, addresses aside:
// CHECK:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT:{{\[\[}}0.5,   -1,   2],
// CHECK-NEXT: [3.25,   0,   -0.125]]
// CHECK-NEXT:0
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT:[4,  -2,  4294967296,  -9223372036854775808]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 3 offset = 0 sizes = [2, 2, 2] strides = [4, 2, 1] data =
// CHECK-NEXT:{{\[\[}}[7,    7],
// CHECK-NEXT:  [7,    7]],
// CHECK-NEXT: {{\[\[}}7,    8],
// CHECK-NEXT:  [7,    7]]]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 0 offset = 0 sizes = [] strides = [] data =
// CHECK-NEXT:[2.5]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT:[0,  5,  10]
// CHECK-NEXT:-2
// CHECK-NEXT:1.5
// CHECK-NEXT:1
// CHECK-NEXT:0
// CHECK-NEXT:1
// CHECK-NEXT:72
// CHECK-NEXT:33
