// What the back end cannot compile is refused before any lowering, with
// one error naming the op and why, and no output file:
//   - scalable vectors and vector.vscale (x86-64 has none; asyncc reads
//     and prints them: tests/frontend/print-vector-scalable.mlir);
//   - vectors whose rows are longer than 4096 elements (LLVM's code
//     generation time explodes; n-d vectors of as many elements compile
//     row by row);
//   - what MLIR 19 has no LLVM lowering for either: memref.alloc of a
//     layout other than the identity (tests/frontend/print-memref-layout.mlir),
//     memref.dma_start and affine.dma_start (print-memref-dma.mlir,
//     print-affine-dma.mlir), vector.reshape (print-vector-reshape.mlir);
//   - vector.mask, which MLIR lowers and asyncc does not yet
//     (print-vector-mask.mlir);
//   - affine.vector_load and affine.vector_store on a memref whose most
//     minor dim is strided (print-affine-vector.mlir);
//   - vector.warp_execute_on_lane_0, a GPU op (print-vector-warp.mlir);
//   - what MLIR's verifier lets through and LLVM rejects: a vector part
//     inserted off its grid, eh.typeid.for of another type than i32
//     (print-llvm-intr-parts.mlir).
// Each part between the "// -----" lines is compiled alone.
// RUN: awk '/^\/\/ -----/{n++; next} n==0' %s > %t.0.mlir
// RUN: not asyncc -c %t.0.mlir -o %t.0.o 2>&1 | FileCheck %s --check-prefix=SCALABLE
// RUN: test ! -e %t.0.o
// RUN: not asyncc -S -emit-llvm %t.0.mlir -o %t.0.ll 2>&1 | FileCheck %s --check-prefix=SCALABLE
// RUN: awk '/^\/\/ -----/{n++; next} n==1' %s > %t.1.mlir
// RUN: not asyncc -c %t.1.mlir -o %t.1.o 2>&1 | FileCheck %s --check-prefix=SCALABLE-OP
// RUN: awk '/^\/\/ -----/{n++; next} n==2' %s > %t.2.mlir
// RUN: not asyncc -c %t.2.mlir -o %t.2.o 2>&1 | FileCheck %s --check-prefix=LONG
// RUN: test ! -e %t.2.o
// RUN: awk '/^\/\/ -----/{n++; next} n==4' %s > %t.4.mlir
// RUN: not asyncc -c %t.4.mlir -o %t.4.o 2>&1 | FileCheck %s --check-prefix=LAYOUT
// RUN: awk '/^\/\/ -----/{n++; next} n==5' %s > %t.5.mlir
// RUN: not asyncc -c %t.5.mlir -o %t.5.o 2>&1 | FileCheck %s --check-prefix=DMA
// RUN: awk '/^\/\/ -----/{n++; next} n==6' %s > %t.6.mlir
// RUN: not asyncc -c %t.6.mlir -o %t.6.o 2>&1 | FileCheck %s --check-prefix=AFFINE-DMA
// The lowering alone refuses them too (affine-to-scf crashed on it):
// RUN: not asyncc --print-ir=runtime %t.6.mlir 2>&1 | FileCheck %s --check-prefix=AFFINE-DMA
// RUN: awk '/^\/\/ -----/{n++; next} n==7' %s > %t.7.mlir
// RUN: not asyncc -c %t.7.mlir -o %t.7.o 2>&1 | FileCheck %s --check-prefix=RESHAPE
// RUN: awk '/^\/\/ -----/{n++; next} n==8' %s > %t.8.mlir
// RUN: not asyncc -c %t.8.mlir -o %t.8.o 2>&1 | FileCheck %s --check-prefix=VSCALE
// RUN: awk '/^\/\/ -----/{n++; next} n==9' %s > %t.9.mlir
// RUN: not asyncc -c %t.9.mlir -o %t.9.o 2>&1 | FileCheck %s --check-prefix=MASK
// RUN: awk '/^\/\/ -----/{n++; next} n==10' %s > %t.10.mlir
// RUN: not asyncc -c %t.10.mlir -o %t.10.o 2>&1 | FileCheck %s --check-prefix=AFFINE-VECTOR
// RUN: awk '/^\/\/ -----/{n++; next} n==11' %s > %t.11.mlir
// RUN: not asyncc -c %t.11.mlir -o %t.11.o 2>&1 | FileCheck %s --check-prefix=PART
// RUN: test ! -e %t.11.o
// RUN: awk '/^\/\/ -----/{n++; next} n==12' %s > %t.12.mlir
// RUN: not asyncc -c %t.12.mlir -o %t.12.o 2>&1 | FileCheck %s --check-prefix=TYPEID
// RUN: awk '/^\/\/ -----/{n++; next} n==13' %s > %t.13.mlir
// RUN: not asyncc -c %t.13.mlir -o %t.13.o 2>&1 | FileCheck %s --check-prefix=WARP
// RUN: not asyncc --print-ir=runtime %t.13.mlir 2>&1 | FileCheck %s --check-prefix=WARP
// RUN: awk '/^\/\/ -----/{n++; next} n==3' %s > %t.3.mlir
// RUN: asyncc -c %t.3.mlir -o %t.3.o

// SCALABLE: {{[0-9]+}}:1: error: 'func.func' op cannot be compiled: 'vector<[4]xf32>' holds a scalable vector, and asyncc generates code for fixed-length vectors only (x86-64 has no scalable vectors)
func.func @scalable(%v: vector<[4]xf32>) -> vector<[4]xf32> {
  return %v : vector<[4]xf32>
}

// -----

func.func @scalable_op(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  // SCALABLE-OP: {{[0-9]+}}:8: error: 'vector.load' op cannot be compiled: 'vector<2x[8]xf32>' holds a scalable vector, and asyncc generates code for fixed-length vectors only (x86-64 has no scalable vectors)
  %v = vector.load %m[%c0] : memref<?xf32>, vector<2x[8]xf32>
  return
}

// -----

func.func @long_row(%m: memref<8192xf32>) {
  %c0 = arith.constant 0 : index
  // LONG: {{[0-9]+}}:8: error: 'vector.load' op cannot be compiled: 'vector<8192xf32>' has rows of 8192 elements, and asyncc compiles vectors whose last dim is at most 4096 (LLVM's code generation time grows faster than a vector's length; use an n-d vector, whose rows are compiled one by one)
  %v = vector.load %m[%c0] : memref<8192xf32>, vector<8192xf32>
  return
}

// -----

// 8192 elements in rows of 2048 compile.
func.func @rows(%v: vector<4x2048xf32>) -> vector<4x2048xf32> {
  %w = arith.addf %v, %v : vector<4x2048xf32>
  return %w : vector<4x2048xf32>
}

// -----

func.func @layout(%s: index) {
  // LAYOUT: {{[0-9]+}}:8: error: 'memref.alloc' op cannot be compiled: asyncc allocates memrefs of the identity layout only, as MLIR 19's -finalize-memref-to-llvm does
  %m = memref.alloc()[%s] : memref<64xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}

// -----

func.func @dma(%a: memref<4xf32>, %b: memref<4xf32, 1>, %t: memref<1xi32>, %i: index) {
  // DMA: {{[0-9]+}}:3: error: 'memref.dma_start' op cannot be compiled: MLIR 19 has no lowering of the DMA ops to LLVM, and asyncc's targets have no DMA engine to start (use memref.copy)
  memref.dma_start %a[%i], %b[%i], %i, %t[%i] : memref<4xf32>, memref<4xf32, 1>, memref<1xi32>
  memref.dma_wait %t[%i], %i : memref<1xi32>
  return
}

// -----

func.func @affine_dma(%a: memref<4xf32>, %b: memref<4xf32, 1>, %t: memref<1xi32>, %i: index) {
  affine.for %k = 0 to 4 {
    // AFFINE-DMA: {{[0-9]+}}:5: error: 'affine.dma_start' op cannot be compiled: MLIR 19 has no lowering of the DMA ops to LLVM, and asyncc's targets have no DMA engine to start (use memref.copy)
    affine.dma_start %a[%k], %b[%k], %t[0], %i : memref<4xf32>, memref<4xf32, 1>, memref<1xi32>
  }
  return
}

// -----

func.func @reshape(%v: vector<3x2x4xf32>, %a: index) -> vector<2x3x4xf32> {
  // RESHAPE: {{[0-9]+}}:8: error: 'vector.reshape' op cannot be compiled: MLIR 19 has no lowering of vector.reshape to LLVM (use vector.shape_cast)
  %0 = vector.reshape %v, [%a, %a], [%a, %a], [4] : vector<3x2x4xf32> to vector<2x3x4xf32>
  return %0 : vector<2x3x4xf32>
}

// -----

func.func @vscale() -> index {
  // VSCALE: {{[0-9]+}}:8: error: 'vector.vscale' op cannot be compiled: the multiplier of scalable vectors, which asyncc's targets (x86-64) do not have
  %0 = vector.vscale
  return %0 : index
}

// -----

func.func @mask(%a: vector<8xi32>, %m: vector<8xi1>) -> i32 {
  // MASK: {{[0-9]+}}:8: error: 'vector.mask' op cannot be compiled: asyncc does not lower masked operations yet (MLIR's -lower-vector-mask turns them into masked loads, stores and reductions; write those)
  %0 = vector.mask %m { vector.reduction <add>, %a : vector<8xi32> into i32 } : vector<8xi1> -> i32
  return %0 : i32
}

// -----

func.func @affine_vector_strided(%m: memref<8x8xf32, strided<[16, 2]>>) {
  affine.for %i = 0 to 8 {
    // AFFINE-VECTOR: {{[0-9]+}}:10: error: 'affine.vector_load' op cannot be compiled: the vector is one contiguous row of the memref, and this memref's most minor dim does not have unit stride (MLIR 19's vector.load requires it too)
    %v = affine.vector_load %m[%i, 0] : memref<8x8xf32, strided<[16, 2]>>, vector<4xf32>
  }
  return
}

// -----

func.func @insert_off_grid(%v: vector<4xi32>, %w: vector<8xi32>) -> vector<8xi32> {
  // PART: {{[0-9]+}}:8: error: 'llvm.intr.vector.insert' op cannot be compiled: LLVM inserts a vector of the same element type, at a multiple of its length, inside the destination
  %0 = llvm.intr.vector.insert %v, %w[2] : vector<4xi32> into vector<8xi32>
  return %0 : vector<8xi32>
}

// -----

llvm.func @typeid_i64(%p: !llvm.ptr) -> i64 {
  // TYPEID: {{[0-9]+}}:8: error: 'llvm.intr.eh.typeid.for' op cannot be compiled: LLVM's llvm.eh.typeid.for returns an i32
  %0 = llvm.intr.eh.typeid.for %p : (!llvm.ptr) -> i64
  llvm.return %0 : i64
}

// -----

func.func @warp(%lane: index) -> vector<1xf32> {
  // WARP: {{[0-9]+}}:8: error: 'vector.warp_execute_on_lane_0' op cannot be compiled: MLIR 19 lowers it only for a GPU (its region runs on lane 0 of a warp, its values distributed across the lanes)
  %0 = vector.warp_execute_on_lane_0(%lane)[32] -> (vector<1xf32>) {
    %c = arith.constant dense<1.0> : vector<32xf32>
    vector.yield %c : vector<32xf32>
  }
  return %0 : vector<1xf32>
}
