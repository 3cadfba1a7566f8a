// Types, attributes, aliases and locations: every kind the front end
// reads, printed back in the form mlir-opt-19 prints them.  Aliases are
// resolved; locations print with -mlir-print-debuginfo, in the reduced
// form asyncc keeps (file:line:col, a name, or unknown).
// RUN: asyncc --print-ir=input %s | FileCheck %s
// RUN: asyncc --print-ir=input -mlir-print-debuginfo %s | FileCheck %s --check-prefix=LOC
// RUN: asyncc --print-ir=input -mlir-print-debuginfo %s > %t.1.mlir && asyncc --print-ir=input -mlir-print-debuginfo %t.1.mlir | diff %t.1.mlir -

!tok = !async.token
!val = !async.value<f32>
#one = 1 : i32
#loc0 = loc("src.c":3:7)
func.func private @"quoted name"(!tok) -> !val attributes {a = #one, b = "tab\09quote\22", c = [1, 2.5, "s", @sym], d = {x, y = true}, e = array<i32: 1, -2>, f = #arith.fastmath<nnan>, g = -0x10 : i8, h = 1.0e10 : f64, i = 0.1 : f32, j = 0xFF800000 : f32, k = unit, l = i64}
func.func @h(%a: f64) -> f64 {
  %0 = arith.constant 3.14159 : f64 loc(#loc0)
  %1 = arith.constant 1.0e-300 : f64 loc("x.mlir":10:20)
  %2 = arith.constant -0.0 : f32 loc(unknown)
  %3 = arith.constant 1.5 : f16 loc(callsite("inner":1:2 at "outer":3:4))
  %4 = arith.constant 2.5 : bf16 loc(fused["a":1:1, "b":2:2])
  %5 = arith.constant 7 : i64 loc("named")
  %6 = arith.constant 8 : i64 loc("named"("n.c":5:6))
  return %0 : f64 loc(#later)
}
#later = loc("late.c":9:9)

// CHECK: module {
// CHECK-LABEL: func.func private @"quoted name"(!async.token) -> !async.value<f32> attributes {a = 1 : i32, b = "tab\09quote\22", c = [1, 2.500000e+00, "s", @sym], d = {x, y = true}, e = array<i32: 1, -2>, f = #arith.fastmath<nnan>, g = -16 : i8, h = 1.000000e+10 : f64, i = 1.000000e-01 : f32, j = 0xFF800000 : f32, k, l = i64}
// CHECK-LABEL: func.func @h(%arg0: f64) -> f64 {
// CHECK-NEXT: %cst = arith.constant 3.141590e+00 : f64
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e-300 : f64
// CHECK-NEXT: %cst_1 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_2 = arith.constant 1.500000e+00 : f16
// CHECK-NEXT: %cst_3 = arith.constant 2.500000e+00 : bf16
// CHECK-NEXT: %c7_i64 = arith.constant 7 : i64
// CHECK-NEXT: %c8_i64 = arith.constant 8 : i64
// CHECK-NEXT: return %cst : f64
// CHECK-NEXT: }
// CHECK-NEXT: }

// LOC-LABEL: func.func @h
// LOC-NEXT: %cst = arith.constant 3.141590e+00 : f64 loc("src.c":3:7)
// LOC-NEXT: %cst_0 = arith.constant 1.000000e-300 : f64 loc("x.mlir":10:20)
// LOC-NEXT: %cst_1 = arith.constant -0.000000e+00 : f32 loc(unknown)
// LOC-NEXT: %cst_2 = arith.constant 1.500000e+00 : f16 loc("inner":1:2)
// LOC-NEXT: %cst_3 = arith.constant 2.500000e+00 : bf16 loc("a":1:1)
// LOC-NEXT: arith.constant 7 : i64 loc("named")
// LOC-NEXT: arith.constant 8 : i64 loc("named"("n.c":5:6))
// LOC-NEXT: return %cst : f64 loc("late.c":9:9)
