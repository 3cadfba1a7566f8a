// The parallel pass's cost model on loop bodies that still hold affine
// and linalg ops (when --pass runs it before their lowering): an
// affine.for of constant bounds counts its trips, a linalg op its
// iterations from the operands' static shapes, so the minimum block
// (16384 units of work / the body's cost, rounded up) reflects them.
// RUN: asyncc --pass=parallel %s | FileCheck %s

// The body: affine.for of 100 trips * (store 2, yield 1, loop 2) = 500,
// the reduce 1, and 1: 502 -> blocks of at least 33 iterations.
// CHECK-LABEL: func.func @affine_inside(
// CHECK: arith.constant 33 : index
func.func @affine_inside(%A: memref<?x100xf32>, %n: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    affine.for %k = 0 to 100 {
      memref.store %x, %A[%i, %k] : memref<?x100xf32>
    }
    scf.reduce
  }
  return
}

// The body: a fill of 64 elements * (yield 1, 2 per operand: 4) = 320,
// the reduce 1, and 1: 322 -> blocks of at least 51 iterations.
// CHECK-LABEL: func.func @linalg_inside(
// CHECK: arith.constant 51 : index
func.func @linalg_inside(%n: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %m = memref.alloca() : memref<8x8xf32>
    linalg.fill ins(%x : f32) outs(%m : memref<8x8xf32>)
    scf.reduce
  }
  return
}

// Bounds computed from constants (min, max, sums: what affine-to-scf
// expands) count as constants: min(10, 20) - max(2, 0) = 8 trips of
// (store 2, yield 1, loop 2): 40, the reduce 1, maxsi and minsi 2, and
// 1: 44 -> blocks of at least 373 iterations.
// CHECK-LABEL: func.func @folded_bounds(
// CHECK: arith.constant 373 : index
func.func @folded_bounds(%A: memref<?x16xf32>, %n: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %a = arith.constant 10 : index
    %b = arith.constant 20 : index
    %lo0 = arith.constant 2 : index
    %lo = arith.maxsi %lo0, %c0 : index
    %hi = arith.minsi %a, %b : index
    scf.for %k = %lo to %hi step %c1 {
      memref.store %x, %A[%i, %k] : memref<?x16xf32>
    }
    scf.reduce
  }
  return
}
