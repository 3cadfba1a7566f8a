// What asyncc lowers past MLIR 19: the atomic_rmw kinds that need a
// compare-and-swap loop (mulf, muli; maximumf and minimumf propagating
// NaN, as arith.maximumf does; maxnumf and minnumf, LLVM's fmax and
// fmin), generic_atomic_rmw on floats and with control flow in its
// body, alloca_scope with a loop inside, and reshape to an unranked
// memref by an i32 shape.  MLIR 19 rejects these (cmpxchg of a float, a
// region of several blocks once scf is lowered) or reads the shape as
// i64, so the expected values are worked out by hand.
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O2 -run %s | FileCheckExact %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  %f = memref.alloc() : memref<4xf32>
  %x = arith.constant 3.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  scf.for %i = %c0 to %c3 step %c1 {
    memref.store %x, %f[%i] : memref<4xf32>
  }
  memref.store %nan, %f[%c3] : memref<4xf32>
  %v = arith.constant -2.5 : f32
  // CHECK:3
  // CHECK-NEXT:-7.5
  %a = memref.atomic_rmw mulf %v, %f[%c0] : (f32, memref<4xf32>) -> f32
  vector.print %a : f32
  %a2 = memref.load %f[%c0] : memref<4xf32>
  vector.print %a2 : f32
  // maxnumf and minnumf ignore a NaN in memory; maximumf propagates it.
  // CHECK-NEXT:3
  // CHECK-NEXT:-2.5
  %b = memref.atomic_rmw maxnumf %v, %f[%c1] : (f32, memref<4xf32>) -> f32
  %b2 = memref.atomic_rmw minnumf %v, %f[%c1] : (f32, memref<4xf32>) -> f32
  %b3 = memref.load %f[%c1] : memref<4xf32>
  vector.print %b2 : f32
  vector.print %b3 : f32
  // CHECK-NEXT:-2.5
  %c = memref.atomic_rmw minnumf %v, %f[%c3] : (f32, memref<4xf32>) -> f32
  %c2v = memref.load %f[%c3] : memref<4xf32>
  vector.print %c2v : f32
  // CHECK-NEXT:nan
  memref.store %nan, %f[%c3] : memref<4xf32>
  %d = memref.atomic_rmw maximumf %v, %f[%c3] : (f32, memref<4xf32>) -> f32
  %d2 = memref.load %f[%c3] : memref<4xf32>
  vector.print %d2 : f32
  // CHECK-NEXT:-2.5
  %e = memref.atomic_rmw minimumf %v, %f[%c2] : (f32, memref<4xf32>) -> f32
  %e2 = memref.load %f[%c2] : memref<4xf32>
  vector.print %e2 : f32

  // muli on i8 wraps.
  // CHECK-NEXT:16
  // CHECK-NEXT:0
  %bytes = memref.alloc() : memref<2xi8>
  %sixteen = arith.constant 16 : i8
  memref.store %sixteen, %bytes[%c0] : memref<2xi8>
  %m = memref.atomic_rmw muli %sixteen, %bytes[%c0] : (i8, memref<2xi8>) -> i8
  vector.print %m : i8
  %m2 = memref.load %bytes[%c0] : memref<2xi8>
  vector.print %m2 : i8

  // generic_atomic_rmw on f64, its body branching: halve the value when
  // it is above 10, else add 10.
  // CHECK-NEXT:4
  // CHECK-NEXT:14
  // CHECK-NEXT:7
  %g = memref.alloc() : memref<f64>
  %four = arith.constant 4.0 : f64
  memref.store %four, %g[] : memref<f64>
  %ten = arith.constant 10.0 : f64
  %half = arith.constant 0.5 : f64
  %old = memref.generic_atomic_rmw %g[] : memref<f64> {
  ^bb0(%cur: f64):
    %big = arith.cmpf ogt, %cur, %ten : f64
    %n = scf.if %big -> (f64) {
      %h = arith.mulf %cur, %half : f64
      scf.yield %h : f64
    } else {
      %s = arith.addf %cur, %ten : f64
      scf.yield %s : f64
    }
    memref.atomic_yield %n : f64
  }
  vector.print %old : f64
  %old2 = memref.generic_atomic_rmw %g[] : memref<f64> {
  ^bb0(%cur: f64):
    %big = arith.cmpf ogt, %cur, %ten : f64
    %n = scf.if %big -> (f64) {
      %h = arith.mulf %cur, %half : f64
      scf.yield %h : f64
    } else {
      %s = arith.addf %cur, %ten : f64
      scf.yield %s : f64
    }
    memref.atomic_yield %n : f64
  }
  vector.print %old2 : f64
  %gv = memref.load %g[] : memref<f64>
  vector.print %gv : f64

  // alloca_scope with a loop inside: 0 + 1 + ... + 9.
  // CHECK-NEXT:45
  %sum = memref.alloca_scope -> (index) {
    %acc = memref.alloca() : memref<index>
    memref.store %c0, %acc[] : memref<index>
    scf.for %i = %c0 to %c10 step %c1 {
      %s = memref.load %acc[] : memref<index>
      %t = arith.addi %s, %i : index
      memref.store %t, %acc[] : memref<index>
    }
    %r = memref.load %acc[] : memref<index>
    memref.alloca_scope.return %r : index
  }
  vector.print %sum : index

  // reshape by an i32 shape to an unranked memref: rank 2, sizes 3 and 2.
  // CHECK-NEXT:2
  // CHECK-NEXT:2
  // CHECK-NEXT:-2.5
  %shape = memref.alloc() : memref<2xi32>
  %three = arith.constant 3 : i32
  %two = arith.constant 2 : i32
  memref.store %three, %shape[%c0] : memref<2xi32>
  memref.store %two, %shape[%c1] : memref<2xi32>
  %six = memref.alloc() : memref<6xf32>
  memref.store %v, %six[%c3] : memref<6xf32>
  %u = memref.reshape %six(%shape) : (memref<6xf32>, memref<2xi32>) -> memref<*xf32>
  %rk = memref.rank %u : memref<*xf32>
  vector.print %rk : index
  %d1 = memref.dim %u, %c1 : memref<*xf32>
  vector.print %d1 : index
  %r2 = memref.cast %u : memref<*xf32> to memref<3x2xf32>
  %x13 = memref.load %r2[%c1, %c1] : memref<3x2xf32>
  vector.print %x13 : f32
  memref.dealloc %shape : memref<2xi32>
  memref.dealloc %six : memref<6xf32>
  memref.dealloc %f : memref<4xf32>
  memref.dealloc %bytes : memref<2xi8>
  memref.dealloc %g : memref<f64>
  return
}
