// memref.alloc and memref.alloca of memrefs with an affine_map layout
// that has symbols take the symbols' values as operands after the
// dynamic sizes ("(%n)[%s]", MLIR's operandSegmentSizes); they read,
// verify and print as mlir-opt-19 does (tests/frontend/differential.sh
// compares both forms).  Code generation refuses them, as MLIR 19's
// -finalize-memref-to-llvm does (tests/backend/codegen-refusals.mlir).
// RUN: asyncc --print-ir=input %s | FileCheckExact %s
// RUN: asyncc --print-ir=input %s > %t.1.mlir && asyncc --print-ir=input %t.1.mlir > %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s > %t.g.mlir && asyncc --print-ir=input %t.g.mlir | diff %t.1.mlir -
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s | FileCheckExact %s --check-prefix=GENERIC

// mlir-opt-19's text of this file, whole and in order:
// CHECK:#map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK:#map1 = affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + d1 + s0)>
// CHECK:#map2 = affine_map<(d0)[s0] -> (d0 * 2 + s0)>
// CHECK:module {
// CHECK:  func.func @symbols(%arg0: index, %arg1: index) {
// CHECK:    %alloc = memref.alloc()[%arg0] : memref<64xf32, #map>
// CHECK:    %alloc_0 = memref.alloc(%arg1)[%arg0, %arg1] : memref<?x4xf32, #map1>
// CHECK:    %alloca = memref.alloca()[%arg0] {alignment = 64 : i64} : memref<8xi32, #map2>
// CHECK:    %alloc_1 = memref.alloc() : memref<4xf32, strided<[2], offset: 3>>
// CHECK:    memref.dealloc %alloc : memref<64xf32, #map>
// CHECK:    return
// CHECK:  }
// CHECK:}
// CHECK:<empty line>

// mlir-opt-19 -mlir-print-op-generic's text of this file, whole:
// GENERIC:#map = affine_map<(d0)[s0] -> (d0 + s0)>
// GENERIC:#map1 = affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + d1 + s0)>
// GENERIC:#map2 = affine_map<(d0)[s0] -> (d0 * 2 + s0)>
// GENERIC:"builtin.module"() ({
// GENERIC:  "func.func"() <{function_type = (index, index) -> (), sym_name = "symbols"}> ({
// GENERIC:  ^bb0(%arg0: index, %arg1: index):
// GENERIC:    %0 = "memref.alloc"(%arg0) <{operandSegmentSizes = array<i32: 0, 1>}> : (index) -> memref<64xf32, #map>
// GENERIC:    %1 = "memref.alloc"(%arg1, %arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 2>}> : (index, index, index) -> memref<?x4xf32, #map1>
// GENERIC:    %2 = "memref.alloca"(%arg0) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 1>}> : (index) -> memref<8xi32, #map2>
// GENERIC:    %3 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32, strided<[2], offset: 3>>
// GENERIC:    "memref.dealloc"(%0) : (memref<64xf32, #map>) -> ()
// GENERIC:    "func.return"() : () -> ()
// GENERIC:  }) : () -> ()
// GENERIC:}) : () -> ()
// GENERIC:<empty line>

func.func @symbols(%s: index, %n: index) {
  %0 = memref.alloc()[%s] : memref<64xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %1 = memref.alloc(%n)[%s, %n] : memref<?x4xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + d1 + s0)>>
  %2 = memref.alloca()[%s] {alignment = 64} : memref<8xi32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>>
  %3 = memref.alloc() : memref<4xf32, strided<[2], offset: 3>>
  memref.dealloc %0 : memref<64xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}
