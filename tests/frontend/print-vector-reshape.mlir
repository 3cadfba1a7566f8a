// vector.reshape: a vector's dynamic leading shape given as index
// operands, the trailing dims kept (fixed_vector_sizes), read and
// printed as mlir-opt-19 does; tests/frontend/differential.sh compares
// both forms with it.  Code generation refuses it, as MLIR 19 has no
// lowering to LLVM (tests/backend/codegen-refusals.mlir).
// RUN: asyncc --print-ir=input %s | FileCheck %s
// RUN: asyncc --print-ir=input %s > %t.1.mlir && asyncc --print-ir=input %t.1.mlir > %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s > %t.g.mlir && asyncc --print-ir=input %t.g.mlir | diff %t.1.mlir -
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @reshape(
func.func @reshape(%v: vector<3x2x4xf32>, %w: vector<6x8xi8>, %a: index, %b: index) -> vector<2x3x4xf32> {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c9 = arith.constant 9 : index
  // CHECK: %4 = vector.reshape %arg0, [%1, %2], [%0, %3], [4] : vector<3x2x4xf32> to vector<2x3x4xf32>
  // GENERIC: "vector.reshape"(%arg0, %1, %2, %0, %3) <{fixed_vector_sizes = [4], operandSegmentSizes = array<i32: 1, 2, 2>}> : (vector<3x2x4xf32>, index, index, index, index) -> vector<2x3x4xf32>
  %0 = vector.reshape %v, [%c3, %c6], [%c2, %c9], [4] : vector<3x2x4xf32> to vector<2x3x4xf32>
  // Shapes the verifier cannot multiply out; no fixed sizes.
  // CHECK-NEXT: %5 = vector.reshape %arg1, [%arg2, %arg3], [%arg3], [] {tag} : vector<6x8xi8> to vector<48xi8>
  %1 = vector.reshape %w, [%a, %b], [%b], [] {tag} : vector<6x8xi8> to vector<48xi8>
  return %0 : vector<2x3x4xf32>
}
