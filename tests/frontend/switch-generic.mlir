// cf.switch in MLIR's generic form, case_values as a dense vector:
// parsed into the same op as the custom form, and printed back the way
// it was read (generic) and in the custom form (case values as unsigned
// bits, as mlir-opt-19 prints them); llvm.switch the same way.
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s > %t.g.mlir && asyncc --print-ir=input %t.g.mlir | FileCheck %s

func.func @f(%a: i32, %x: i64) -> i64 {
  "cf.switch"(%a, %x)[^bb1, ^bb1, ^bb2] <{case_operand_segments = array<i32: 0, 1>, case_values = dense<[1, -2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i64) -> ()
^bb1:
  %c = arith.constant 0 : i64
  return %c : i64
^bb2(%y: i64):
  return %y : i64
}
// GENERIC: "cf.switch"(%arg2, %arg3)[^bb1, ^bb1, ^bb2] <{case_operand_segments = array<i32: 0, 1>, case_values = dense<[1, -2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i64) -> ()
// CHECK: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 1: ^bb1,
// CHECK-NEXT: 4294967294: ^bb2(%arg1 : i64)
// CHECK-NEXT: ]

// llvm.switch likewise.
llvm.func @g(%a: i32) {
  "llvm.switch"(%a)[^bb1, ^bb1, ^bb2] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[-3, 7]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
^bb2:
  llvm.return
}
// GENERIC: "llvm.switch"(%arg1)[^bb1, ^bb1, ^bb2] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[-3, 7]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
// CHECK: llvm.switch %arg0 : i32, ^bb1 [
// CHECK-NEXT: 4294967293: ^bb1,
// CHECK-NEXT: 7: ^bb2
// CHECK-NEXT: ]

// No cases: MLIR's generic form has no case_values at all.
func.func @h(%a: i8) {
  "cf.switch"(%a)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i8) -> ()
^bb1:
  return
}
// GENERIC: "cf.switch"(%arg0)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i8) -> ()
// CHECK: cf.switch %arg0 : i8, [
// CHECK-NEXT: default: ^bb1]
