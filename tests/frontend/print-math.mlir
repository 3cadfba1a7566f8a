// Custom forms of every op of MLIR 19's math dialect, with fast-math
// flags (print-math-class.mlir has the classification ops MLIR added
// after 19).
// RUN: asyncc --print-ir=input %s | FileCheck %s
// Printing is a fixed point of parse+print, in both forms:
// RUN: asyncc --print-ir=input %s > %t.1.mlir && asyncc --print-ir=input %t.1.mlir > %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s > %t.g.mlir && asyncc --print-ir=input %t.g.mlir | diff %t.1.mlir -
// The generic form spells the flags as MLIR's properties:
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s | FileCheck %s --check-prefix=GEN

// CHECK-LABEL: func.func @unary
func.func @unary(%x: f32, %d: f64, %h: f16, %b: bf16) {
  // CHECK-NEXT: %0 = math.absf %arg0 : f32
  %0 = math.absf %x : f32
  // CHECK-NEXT: %1 = math.acos %arg1 : f64
  %1 = math.acos %d : f64
  // CHECK-NEXT: %2 = math.acosh %arg2 : f16
  %2 = math.acosh %h : f16
  // CHECK-NEXT: %3 = math.asin %arg3 : bf16
  %3 = math.asin %b : bf16
  // CHECK-NEXT: %4 = math.asinh %arg0 fastmath<fast> : f32
  %4 = math.asinh %x fastmath<fast> : f32
  // CHECK-NEXT: %5 = math.atan %arg0 fastmath<nnan,ninf> : f32
  %5 = math.atan %x fastmath<nnan, ninf> : f32
  // CHECK-NEXT: %6 = math.atanh %arg0 : f32
  %6 = math.atanh %x fastmath<none> : f32
  // CHECK-NEXT: %7 = math.cbrt %arg0 : f32
  %7 = math.cbrt %x : f32
  // CHECK-NEXT: %8 = math.ceil %arg0 : f32
  %8 = math.ceil %x : f32
  // CHECK-NEXT: %9 = math.cos %arg0 : f32
  %9 = math.cos %x : f32
  // CHECK-NEXT: %10 = math.cosh %arg0 : f32
  %10 = math.cosh %x : f32
  // CHECK-NEXT: %11 = math.erf %arg0 : f32
  %11 = math.erf %x : f32
  // CHECK-NEXT: %12 = math.exp %arg0 : f32
  %12 = math.exp %x : f32
  // CHECK-NEXT: %13 = math.exp2 %arg0 : f32
  %13 = math.exp2 %x : f32
  // CHECK-NEXT: %14 = math.expm1 %arg0 : f32
  %14 = math.expm1 %x : f32
  // CHECK-NEXT: %15 = math.floor %arg0 : f32
  %15 = math.floor %x : f32
  // CHECK-NEXT: %16 = math.log %arg0 : f32
  %16 = math.log %x : f32
  // CHECK-NEXT: %17 = math.log10 %arg0 : f32
  %17 = math.log10 %x : f32
  // CHECK-NEXT: %18 = math.log1p %arg0 : f32
  %18 = math.log1p %x : f32
  // CHECK-NEXT: %19 = math.log2 %arg0 : f32
  %19 = math.log2 %x : f32
  // CHECK-NEXT: %20 = math.round %arg0 : f32
  %20 = math.round %x : f32
  // CHECK-NEXT: %21 = math.roundeven %arg0 : f32
  %21 = math.roundeven %x : f32
  // CHECK-NEXT: %22 = math.rsqrt %arg0 fastmath<afn> : f32
  %22 = math.rsqrt %x fastmath<afn> : f32
  // CHECK-NEXT: %23 = math.sin %arg0 : f32
  %23 = math.sin %x : f32
  // CHECK-NEXT: %24 = math.sinh %arg0 : f32
  %24 = math.sinh %x : f32
  // CHECK-NEXT: %25 = math.sqrt %arg0 : f32
  %25 = math.sqrt %x : f32
  // CHECK-NEXT: %26 = math.tan %arg0 : f32
  %26 = math.tan %x : f32
  // CHECK-NEXT: %27 = math.tanh %arg0 : f32
  %27 = math.tanh %x : f32
  // CHECK-NEXT: %28 = math.trunc %arg0 {tag = 1 : i64} : f32
  %28 = math.trunc %x {tag = 1} : f32
  return
}

// CHECK-LABEL: func.func @multi
func.func @multi(%x: f32, %y: f32, %z: f32, %i: i32, %l: i64, %n: index) {
  // CHECK-NEXT: %0 = math.atan2 %arg0, %arg1 : f32
  %0 = math.atan2 %x, %y : f32
  // CHECK-NEXT: %1 = math.copysign %arg0, %arg1 fastmath<nsz> : f32
  %1 = math.copysign %x, %y fastmath<nsz> : f32
  // CHECK-NEXT: %2 = math.powf %arg0, %arg1 : f32
  %2 = math.powf %x, %y : f32
  // CHECK-NEXT: %3 = math.fma %arg0, %arg1, %arg2 fastmath<contract> : f32
  %3 = math.fma %x, %y, %z fastmath<contract> : f32
  // CHECK-NEXT: %4 = math.fpowi %arg0, %arg3 : f32, i32
  %4 = math.fpowi %x, %i : f32, i32
  // CHECK-NEXT: %5 = math.fpowi %arg0, %arg4 fastmath<fast> : f32, i64
  %5 = math.fpowi %x, %l fastmath<fast> : f32, i64
  // CHECK-NEXT: %6 = math.ipowi %arg3, %arg3 : i32
  %6 = math.ipowi %i, %i : i32
  // CHECK-NEXT: %7 = math.absi %arg4 : i64
  %7 = math.absi %l : i64
  // CHECK-NEXT: %8 = math.ctlz %arg3 : i32
  %8 = math.ctlz %i : i32
  // CHECK-NEXT: %9 = math.cttz %arg5 : index
  %9 = math.cttz %n : index
  // CHECK-NEXT: %10 = math.ctpop %arg3 : i32
  %10 = math.ctpop %i : i32
  return
}

// GEN: "math.asinh"(%arg6) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
// GEN: "math.fpowi"(%arg0, %arg4) <{fastmath = #arith.fastmath<fast>}> : (f32, i64) -> f32
// GEN: "math.ctlz"(%arg3) : (i32) -> i32
