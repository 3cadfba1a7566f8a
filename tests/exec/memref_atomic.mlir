// memref.atomic_rmw of every kind MLIR 19 lowers too (one atomicrmw
// each; maximumf and minimumf a compare-and-swap loop) on integers
// and floats, returning the value the memory held before; and
// generic_atomic_rmw.  The expected output is MLIR 19's
// (tests/exec/differential.sh runs it too); memref_past_mlir19.mlir has
// the kinds MLIR 19 cannot lower.
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O2 -run %s | FileCheckExact %s

func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF64(memref<*xf64>) attributes {llvm.emit_c_interface}

func.func @ints() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m = memref.alloc() : memref<2x4xi32>
  %init = arith.constant 12 : i32
  %minus = arith.constant -5 : i32
  %five = arith.constant 5 : i32
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      memref.store %init, %m[%i, %j] : memref<2x4xi32>
    }
    memref.store %init, %m[%i, %c3] : memref<2x4xi32>
  }
  %a = memref.atomic_rmw addi %five, %m[%c0, %c0] : (i32, memref<2x4xi32>) -> i32
  %b = memref.atomic_rmw assign %minus, %m[%c0, %c1] : (i32, memref<2x4xi32>) -> i32
  %c = memref.atomic_rmw maxs %minus, %m[%c0, %c2] : (i32, memref<2x4xi32>) -> i32
  %d = memref.atomic_rmw maxu %minus, %m[%c0, %c3] : (i32, memref<2x4xi32>) -> i32
  %e = memref.atomic_rmw mins %minus, %m[%c1, %c0] : (i32, memref<2x4xi32>) -> i32
  %f = memref.atomic_rmw minu %minus, %m[%c1, %c1] : (i32, memref<2x4xi32>) -> i32
  %g = memref.atomic_rmw ori %five, %m[%c1, %c2] : (i32, memref<2x4xi32>) -> i32
  %h = memref.atomic_rmw andi %five, %m[%c1, %c3] : (i32, memref<2x4xi32>) -> i32
  vector.print %a : i32
  vector.print %b : i32
  vector.print %h : i32
  // generic_atomic_rmw: m[0, 0] = m[0, 0] * m[0, 0] - 1, returning the
  // old value.  (MLIR 19 lowers it for integers only.)
  %gen = memref.generic_atomic_rmw %m[%c0, %c0] : memref<2x4xi32> {
  ^bb0(%cur: i32):
    %sq = arith.muli %cur, %cur : i32
    %one = arith.constant 1 : i32
    %r = arith.subi %sq, %one : i32
    memref.atomic_yield %r : i32
  }
  vector.print %gen : i32
  %u = memref.cast %m : memref<2x4xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  // i16 through a strided view, i64 of rank 0.
  %n = memref.alloc() : memref<4xi16>
  scf.for %i = %c0 to %c3 step %c1 {
    %x = arith.index_cast %i : index to i16
    memref.store %x, %n[%i] : memref<4xi16>
  }
  %three = arith.constant 3 : i16
  memref.store %three, %n[%c3] : memref<4xi16>
  %s = memref.subview %n[1] [2] [2] : memref<4xi16> to memref<2xi16, strided<[2], offset: 1>>
  %k = memref.atomic_rmw addi %three, %s[%c1] : (i16, memref<2xi16, strided<[2], offset: 1>>) -> i16
  vector.print %k : i16
  %l = memref.load %n[%c3] : memref<4xi16>
  vector.print %l : i16
  %w = memref.alloc() : memref<i64>
  %big = arith.constant 4294967296 : i64
  memref.store %big, %w[] : memref<i64>
  %o = memref.atomic_rmw addi %big, %w[] : (i64, memref<i64>) -> i64
  %p = memref.load %w[] : memref<i64>
  vector.print %o : i64
  vector.print %p : i64
  memref.dealloc %m : memref<2x4xi32>
  memref.dealloc %n : memref<4xi16>
  memref.dealloc %w : memref<i64>
  return
}

func.func @floats() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<4xf32>
  %init = arith.constant 1.5 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %init, %m[%i] : memref<4xf32>
  }
  %v = arith.constant 2.25 : f32
  %a = memref.atomic_rmw addf %v, %m[%c0] : (f32, memref<4xf32>) -> f32
  %b = memref.atomic_rmw maximumf %v, %m[%c1] : (f32, memref<4xf32>) -> f32
  %c = memref.atomic_rmw minimumf %v, %m[%c2] : (f32, memref<4xf32>) -> f32
  %d = memref.atomic_rmw assign %v, %m[%c3] : (f32, memref<4xf32>) -> f32
  vector.print %a : f32
  vector.print %d : f32
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %n = memref.alloc() : memref<2xf64>
  %x = arith.constant -0.125 : f64
  memref.store %x, %n[%c0] : memref<2xf64>
  memref.store %x, %n[%c1] : memref<2xf64>
  %y = arith.constant 8.0 : f64
  %e = memref.atomic_rmw addf %y, %n[%c0] : (f64, memref<2xf64>) -> f64
  %f = memref.atomic_rmw minimumf %y, %n[%c1] : (f64, memref<2xf64>) -> f64
  vector.print %e : f64
  vector.print %f : f64
  %nu = memref.cast %n : memref<2xf64> to memref<*xf64>
  call @printMemrefF64(%nu) : (memref<*xf64>) -> ()
  memref.dealloc %m : memref<4xf32>
  memref.dealloc %n : memref<2xf64>
  return
}

func.func @main() {
  call @ints() : () -> ()
  call @floats() : () -> ()
  return
}

// MLIR 19's output, addresses aside:
// CHECK:12
// CHECK-NEXT:12
// CHECK-NEXT:12
// CHECK-NEXT:17
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
// CHECK-NEXT:{{\[\[}}288,   -5,   12,   -5],
// CHECK-NEXT: [-5,   12,   13,   4]]
// CHECK-NEXT:3
// CHECK-NEXT:6
// CHECK-NEXT:4294967296
// CHECK-NEXT:8589934592
// CHECK-NEXT:1.5
// CHECK-NEXT:1.5
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT:[3.75,  2.25,  1.5,  2.25]
// CHECK-NEXT:-0.125
// CHECK-NEXT:-0.125
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT:[7.875,  -0.125]
