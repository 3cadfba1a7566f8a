// Custom forms of every arith op: integer and float arithmetic, flags, comparisons, select and casts.
// RUN: asyncc --print-ir=input %s | FileCheck %s
// Printing is a fixed point of parse+print, in both forms:
// RUN: asyncc --print-ir=input %s > %t.1.mlir && asyncc --print-ir=input %t.1.mlir > %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s > %t.g.mlir && asyncc --print-ir=input %t.g.mlir | diff %t.1.mlir -

func.func @ints(%a: i32, %b: i32, %i: index) -> i32 {
  %c = arith.constant 42 : i32
  %t = arith.constant true
  %h = arith.constant 0x7F : i8
  %n = arith.constant -5 : i64
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %a, %b overflow<nsw> : i32
  %2 = arith.muli %a, %b overflow<nsw, nuw> : i32
  %3 = arith.divsi %a, %b : i32
  %4 = arith.divui %a, %b : i32
  %5 = arith.ceildivsi %a, %b : i32
  %6 = arith.ceildivui %a, %b : i32
  %7 = arith.floordivsi %a, %b : i32
  %8 = arith.remsi %a, %b : i32
  %9 = arith.remui %a, %b : i32
  %10 = arith.andi %a, %b : i32
  %11 = arith.ori %a, %b : i32
  %12 = arith.xori %a, %b : i32
  %13 = arith.shli %a, %b : i32
  %14 = arith.shrsi %a, %b : i32
  %15 = arith.shrui %a, %b : i32
  %16 = arith.maxsi %a, %b : i32
  %17 = arith.maxui %a, %b : i32
  %18 = arith.minsi %a, %b : i32
  %19 = arith.minui %a, %b : i32
  %20 = arith.cmpi slt, %a, %b : i32
  %21 = arith.select %20, %a, %b : i32
  %22 = arith.index_cast %a : i32 to index
  %23 = arith.index_castui %i : index to i32
  %24 = arith.extsi %a : i32 to i64
  %25 = arith.extui %a : i32 to i64
  %26 = arith.trunci %24 : i64 to i16
  %27 = arith.addi %i, %22 : index
  return %21 : i32
}
func.func @floats(%x: f32, %y: f32, %i: i32) -> f64 {
  %c = arith.constant 1.5 : f32
  %d = arith.constant -2.0e-3 : f64
  %inf = arith.constant 0x7F800000 : f32
  %0 = arith.addf %x, %y : f32
  %1 = arith.subf %x, %y fastmath<fast> : f32
  %2 = arith.mulf %x, %y fastmath<nnan, ninf> : f32
  %3 = arith.divf %x, %y : f32
  %4 = arith.remf %x, %y : f32
  %5 = arith.maximumf %x, %y : f32
  %6 = arith.minimumf %x, %y : f32
  %7 = arith.maxnumf %x, %y : f32
  %8 = arith.minnumf %x, %y : f32
  %9 = arith.negf %x : f32
  %10 = arith.cmpf olt, %x, %y : f32
  %11 = arith.sitofp %i : i32 to f32
  %12 = arith.uitofp %i : i32 to f32
  %13 = arith.fptosi %x : f32 to i32
  %14 = arith.fptoui %x : f32 to i32
  %15 = arith.extf %x : f32 to f64
  %16 = arith.truncf %15 : f64 to f32
  %17 = arith.bitcast %x : f32 to i32
  %18 = arith.select %10, %x, %y : f32
  return %15 : f64
}

// CHECK: module {
// Hexadecimal literals are the bits of the type they are read as: a
// signaling NaN stays one, and f16/bf16 NaN payloads stay as written.
func.func @nan_bits() -> (f32, f64, f16, bf16) {
  %s = arith.constant 0x7F800001 : f32
  %d = arith.constant 0xFFF0000000000002 : f64
  %h = arith.constant 0x7C01 : f16
  %b = arith.constant 0xFF81 : bf16
  return %s, %d, %h, %b : f32, f64, f16, bf16
}
// CHECK-LABEL: func.func @ints(%arg0: i32, %arg1: i32, %arg2: index) -> i32 {
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c127_i8 = arith.constant 127 : i8
// CHECK-NEXT: %c-5_i64 = arith.constant -5 : i64
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.subi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %2 = arith.muli %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %3 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %4 = arith.divui %arg0, %arg1 : i32
// CHECK-NEXT: %5 = arith.ceildivsi %arg0, %arg1 : i32
// CHECK-NEXT: %6 = arith.ceildivui %arg0, %arg1 : i32
// CHECK-NEXT: %7 = arith.floordivsi %arg0, %arg1 : i32
// CHECK-NEXT: %8 = arith.remsi %arg0, %arg1 : i32
// CHECK-NEXT: %9 = arith.remui %arg0, %arg1 : i32
// CHECK-NEXT: %10 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT: %11 = arith.ori %arg0, %arg1 : i32
// CHECK-NEXT: %12 = arith.xori %arg0, %arg1 : i32
// CHECK-NEXT: %13 = arith.shli %arg0, %arg1 : i32
// CHECK-NEXT: %14 = arith.shrsi %arg0, %arg1 : i32
// CHECK-NEXT: %15 = arith.shrui %arg0, %arg1 : i32
// CHECK-NEXT: %16 = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT: %17 = arith.maxui %arg0, %arg1 : i32
// CHECK-NEXT: %18 = arith.minsi %arg0, %arg1 : i32
// CHECK-NEXT: %19 = arith.minui %arg0, %arg1 : i32
// CHECK-NEXT: %20 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: %21 = arith.select %20, %arg0, %arg1 : i32
// CHECK-NEXT: %22 = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT: %23 = arith.index_castui %arg2 : index to i32
// CHECK-NEXT: %24 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT: %25 = arith.extui %arg0 : i32 to i64
// CHECK-NEXT: %26 = arith.trunci %24 : i64 to i16
// CHECK-NEXT: %27 = arith.addi %arg2, %22 : index
// CHECK-NEXT: return %21 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @floats(%arg0: f32, %arg1: f32, %arg2: i32) -> f64 {
// CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant -2.000000e-03 : f64
// CHECK-NEXT: %cst_1 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %0 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT: %1 = arith.subf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %2 = arith.mulf %arg0, %arg1 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %3 = arith.divf %arg0, %arg1 : f32
// CHECK-NEXT: %4 = arith.remf %arg0, %arg1 : f32
// CHECK-NEXT: %5 = arith.maximumf %arg0, %arg1 : f32
// CHECK-NEXT: %6 = arith.minimumf %arg0, %arg1 : f32
// CHECK-NEXT: %7 = arith.maxnumf %arg0, %arg1 : f32
// CHECK-NEXT: %8 = arith.minnumf %arg0, %arg1 : f32
// CHECK-NEXT: %9 = arith.negf %arg0 : f32
// CHECK-NEXT: %10 = arith.cmpf olt, %arg0, %arg1 : f32
// CHECK-NEXT: %11 = arith.sitofp %arg2 : i32 to f32
// CHECK-NEXT: %12 = arith.uitofp %arg2 : i32 to f32
// CHECK-NEXT: %13 = arith.fptosi %arg0 : f32 to i32
// CHECK-NEXT: %14 = arith.fptoui %arg0 : f32 to i32
// CHECK-NEXT: %15 = arith.extf %arg0 : f32 to f64
// CHECK-NEXT: %16 = arith.truncf %15 : f64 to f32
// CHECK-NEXT: %17 = arith.bitcast %arg0 : f32 to i32
// CHECK-NEXT: %18 = arith.select %10, %arg0, %arg1 : f32
// CHECK-NEXT: return %15 : f64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nan_bits() -> (f32, f64, f16, bf16) {
// CHECK-NEXT: %cst = arith.constant 0x7F800001 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0xFFF0000000000002 : f64
// CHECK-NEXT: %cst_1 = arith.constant 0x7C01 : f16
// CHECK-NEXT: %cst_2 = arith.constant 0xFF81 : bf16
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2 : f32, f64, f16, bf16
// CHECK-NEXT: }
// CHECK-NEXT: }
