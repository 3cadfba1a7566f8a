// memref.alloc and memref.alloca of memrefs with an affine_map layout
// that has symbols take the symbols' values as operands after the
// dynamic sizes ("(%n)[%s]", MLIR's operandSegmentSizes); they read,
// verify and print as mlir-opt-19 does (tests/frontend/differential.sh
// compares both forms).  Code generation refuses them, as MLIR 19's
// -finalize-memref-to-llvm does (tests/backend/codegen-refusals.mlir).
// RUN: asyncc --print-ir=input %s | FileCheck %s
// RUN: asyncc --print-ir=input %s > %t.1.mlir && asyncc --print-ir=input %t.1.mlir > %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s > %t.g.mlir && asyncc --print-ir=input %t.g.mlir | diff %t.1.mlir -
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @symbols(%arg0: index, %arg1: index) {
func.func @symbols(%s: index, %n: index) {
  // CHECK-NEXT: %0 = memref.alloc()[%arg0] : memref<64xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  // GENERIC: "memref.alloc"(%arg0) <{operandSegmentSizes = array<i32: 0, 1>}> : (index) -> memref<64xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %0 = memref.alloc()[%s] : memref<64xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  // CHECK-NEXT: %1 = memref.alloc(%arg1)[%arg0, %arg1] : memref<?x4xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + d1 + s0)>>
  // GENERIC: "memref.alloc"(%arg1, %arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 2>}>
  %1 = memref.alloc(%n)[%s, %n] : memref<?x4xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + d1 + s0)>>
  // CHECK-NEXT: %2 = memref.alloca()[%arg0] {alignment = 64 : i64} : memref<8xi32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>>
  %2 = memref.alloca()[%s] {alignment = 64} : memref<8xi32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>>
  // CHECK-NEXT: %3 = memref.alloc() : memref<4xf32, strided<[2], offset: 3>>
  %3 = memref.alloc() : memref<4xf32, strided<[2], offset: 3>>
  // CHECK-NEXT: memref.dealloc %0 : memref<64xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  memref.dealloc %0 : memref<64xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}
