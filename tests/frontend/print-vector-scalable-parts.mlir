// vector.scalable.insert and vector.scalable.extract read and printed as
// mlir-opt-19 prints them: fixed and scalable parts of a scalable vector
// at a position (the pos property), an attribute kept.  A fixed point in
// both forms, and the generic form is mlir-opt-19's too;
// tests/frontend/differential.sh checks them against mlir-opt-19.  Code
// generation refuses them, as every scalable vector
// (tests/backend/codegen-refusals.mlir); the verifier's messages are in
// invalid/vector-scalable-parts.mlir.
// RUN: asyncc --print-ir=input %s | FileCheckExact %s
// RUN: asyncc --print-ir=input %s > %t.1.mlir && asyncc --print-ir=input %t.1.mlir > %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s > %t.g.mlir && asyncc --print-ir=input %t.g.mlir | diff %t.1.mlir -
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s | FileCheckExact %s --check-prefix=GENERIC

// mlir-opt-19's text of this file, whole and in order:
// CHECK:module {
// CHECK:  func.func @parts(%arg0: vector<4xf32>, %arg1: vector<[2]xf32>, %arg2: vector<[8]xf32>) -> vector<[8]xf32> {
// CHECK:    %0 = vector.scalable.insert %arg0, %arg2[4] : vector<4xf32> into vector<[8]xf32>
// CHECK:    %1 = vector.scalable.insert %arg1, %0[0] {note = "first"} : vector<[2]xf32> into vector<[8]xf32>
// CHECK:    %2 = vector.scalable.extract %1[8] : vector<4xf32> from vector<[8]xf32>
// CHECK:    %3 = vector.scalable.extract %1[2] : vector<[2]xf32> from vector<[8]xf32>
// CHECK:    return %1 : vector<[8]xf32>
// CHECK:  }
// CHECK:}
// CHECK:<empty line>

// mlir-opt-19 -mlir-print-op-generic's text of this file, whole:
// GENERIC:"builtin.module"() ({
// GENERIC:  "func.func"() <{function_type = (vector<4xf32>, vector<[2]xf32>, vector<[8]xf32>) -> vector<[8]xf32>, sym_name = "parts"}> ({
// GENERIC:  ^bb0(%arg0: vector<4xf32>, %arg1: vector<[2]xf32>, %arg2: vector<[8]xf32>):
// GENERIC:    %0 = "vector.scalable.insert"(%arg0, %arg2) <{pos = 4 : i64}> : (vector<4xf32>, vector<[8]xf32>) -> vector<[8]xf32>
// GENERIC:    %1 = "vector.scalable.insert"(%arg1, %0) <{pos = 0 : i64}> {note = "first"} : (vector<[2]xf32>, vector<[8]xf32>) -> vector<[8]xf32>
// GENERIC:    %2 = "vector.scalable.extract"(%1) <{pos = 8 : i64}> : (vector<[8]xf32>) -> vector<4xf32>
// GENERIC:    %3 = "vector.scalable.extract"(%1) <{pos = 2 : i64}> : (vector<[8]xf32>) -> vector<[2]xf32>
// GENERIC:    "func.return"(%1) : (vector<[8]xf32>) -> ()
// GENERIC:  }) : () -> ()
// GENERIC:}) : () -> ()
// GENERIC:<empty line>

func.func @parts(%four: vector<4xf32>, %sub: vector<[2]xf32>, %whole: vector<[8]xf32>) -> vector<[8]xf32> {
  // A fixed part at a multiple of its length, then a scalable part.
  %0 = vector.scalable.insert %four, %whole[4] : vector<4xf32> into vector<[8]xf32>
  %1 = vector.scalable.insert %sub, %0[0] {note = "first"} : vector<[2]xf32> into vector<[8]xf32>
  %2 = vector.scalable.extract %1[8] : vector<4xf32> from vector<[8]xf32>
  %3 = vector.scalable.extract %1[2] : vector<[2]xf32> from vector<[8]xf32>
  return %1 : vector<[8]xf32>
}
