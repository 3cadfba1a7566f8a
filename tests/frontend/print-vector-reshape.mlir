// vector.reshape: a vector's dynamic leading shape given as index
// operands, the trailing dims kept (fixed_vector_sizes), read and
// printed as mlir-opt-19 does; tests/frontend/differential.sh compares
// both forms with it.  Code generation refuses it, as MLIR 19 has no
// lowering to LLVM (tests/backend/codegen-refusals.mlir).
// RUN: asyncc --print-ir=input %s | FileCheckExact %s
// RUN: asyncc --print-ir=input %s > %t.1.mlir && asyncc --print-ir=input %t.1.mlir > %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s > %t.g.mlir && asyncc --print-ir=input %t.g.mlir | diff %t.1.mlir -
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s | FileCheckExact %s --check-prefix=GENERIC

// mlir-opt-19's text of this file, whole and in order:
// CHECK:module {
// CHECK:  func.func @reshape(%arg0: vector<3x2x4xf32>, %arg1: vector<6x8xi8>, %arg2: index, %arg3: index) -> vector<2x3x4xf32> {
// CHECK:    %c2 = arith.constant 2 : index
// CHECK:    %c3 = arith.constant 3 : index
// CHECK:    %c6 = arith.constant 6 : index
// CHECK:    %c9 = arith.constant 9 : index
// CHECK:    %0 = vector.reshape %arg0, [%c3, %c6], [%c2, %c9], [4] : vector<3x2x4xf32> to vector<2x3x4xf32>
// CHECK:    %1 = vector.reshape %arg1, [%arg2, %arg3], [%arg3], [] {tag} : vector<6x8xi8> to vector<48xi8>
// CHECK:    return %0 : vector<2x3x4xf32>
// CHECK:  }
// CHECK:}
// CHECK:<empty line>

// mlir-opt-19 -mlir-print-op-generic's text of this file, whole:
// GENERIC:"builtin.module"() ({
// GENERIC:  "func.func"() <{function_type = (vector<3x2x4xf32>, vector<6x8xi8>, index, index) -> vector<2x3x4xf32>, sym_name = "reshape"}> ({
// GENERIC:  ^bb0(%arg0: vector<3x2x4xf32>, %arg1: vector<6x8xi8>, %arg2: index, %arg3: index):
// GENERIC:    %0 = "arith.constant"() <{value = 2 : index}> : () -> index
// GENERIC:    %1 = "arith.constant"() <{value = 3 : index}> : () -> index
// GENERIC:    %2 = "arith.constant"() <{value = 6 : index}> : () -> index
// GENERIC:    %3 = "arith.constant"() <{value = 9 : index}> : () -> index
// GENERIC:    %4 = "vector.reshape"(%arg0, %1, %2, %0, %3) <{fixed_vector_sizes = [4], operandSegmentSizes = array<i32: 1, 2, 2>}> : (vector<3x2x4xf32>, index, index, index, index) -> vector<2x3x4xf32>
// GENERIC:    %5 = "vector.reshape"(%arg1, %arg2, %arg3, %arg3) <{fixed_vector_sizes = [], operandSegmentSizes = array<i32: 1, 2, 1>}> {tag} : (vector<6x8xi8>, index, index, index) -> vector<48xi8>
// GENERIC:    "func.return"(%4) : (vector<2x3x4xf32>) -> ()
// GENERIC:  }) : () -> ()
// GENERIC:}) : () -> ()
// GENERIC:<empty line>

func.func @reshape(%v: vector<3x2x4xf32>, %w: vector<6x8xi8>, %a: index, %b: index) -> vector<2x3x4xf32> {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c9 = arith.constant 9 : index
  %0 = vector.reshape %v, [%c3, %c6], [%c2, %c9], [4] : vector<3x2x4xf32> to vector<2x3x4xf32>
  // Shapes the verifier cannot multiply out; no fixed sizes.
  %1 = vector.reshape %w, [%a, %b], [%b], [] {tag} : vector<6x8xi8> to vector<48xi8>
  return %0 : vector<2x3x4xf32>
}
