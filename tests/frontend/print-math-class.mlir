// math.isnan, math.isinf, math.isfinite and math.isnormal: MLIR 20's
// float classification ops, which asyncc accepts too (MLIR 19 does not
// have them, hence no differential check).  The result is i1.
// RUN: asyncc --print-ir=input %s | FileCheck %s
// RUN: asyncc --print-ir=input %s > %t.1.mlir && asyncc --print-ir=input %t.1.mlir | diff %t.1.mlir -
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s | FileCheck %s --check-prefix=GEN
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s | asyncc --print-ir=input - | diff %t.1.mlir -
// DIFFERENTIAL: skip math.isnan and friends are not in MLIR 19

// CHECK-LABEL: func.func @classify
func.func @classify(%x: f32, %d: f64, %h: f16) -> i1 {
  // CHECK-NEXT: %0 = math.isnan %arg0 : f32
  %0 = math.isnan %x : f32
  // CHECK-NEXT: %1 = math.isinf %arg1 fastmath<fast> : f64
  %1 = math.isinf %d fastmath<fast> : f64
  // CHECK-NEXT: %2 = math.isfinite %arg2 : f16
  %2 = math.isfinite %h : f16
  // CHECK-NEXT: %3 = math.isnormal %arg0 : f32
  %3 = math.isnormal %x : f32
  // CHECK-NEXT: %4 = arith.select %0, %1, %2 : i1
  %4 = arith.select %0, %1, %2 : i1
  // CHECK-NEXT: %5 = arith.andi %4, %3 : i1
  %5 = arith.andi %4, %3 : i1
  return %5 : i1
}
// GEN: "math.isnan"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
// GEN: "math.isinf"(%arg1) <{fastmath = #arith.fastmath<fast>}> : (f64) -> i1
