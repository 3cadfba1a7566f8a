// math.isnan, isinf, isfinite and isnormal (not in MLIR 19, so no
// differential run): every class of value of both signs, f32 and f64,
// the operand hidden from LLVM in a function argument at -O0.  Expected
// values by hand, from IEEE 754's classes: a NaN is none of the others,
// an infinity is not finite, zeros and subnormals are finite but not
// normal.  Each line: isnan, isinf, isfinite, isnormal.
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O2 -run %s | FileCheckExact %s

func.func @classify_f32(%x: f32) {
  %n = math.isnan %x : f32
  %i = math.isinf %x : f32
  %f = math.isfinite %x : f32
  %o = math.isnormal %x : f32
  vector.print %n : i1 punctuation <comma>
  vector.print %i : i1 punctuation <comma>
  vector.print %f : i1 punctuation <comma>
  vector.print %o : i1
  return
}

func.func @classify_f64(%x: f64) {
  %n = math.isnan %x : f64
  %i = math.isinf %x : f64
  %f = math.isfinite %x : f64
  %o = math.isnormal %x : f64
  vector.print %n : i1 punctuation <comma>
  vector.print %i : i1 punctuation <comma>
  vector.print %f : i1 punctuation <comma>
  vector.print %o : i1
  return
}

func.func @main() {
  // f32 NaN
  // CHECK:1, 0, 0, 0
  %c1 = arith.constant 0x7FC00000 : f32
  func.call @classify_f32(%c1) : (f32) -> ()
  // f32 -NaN
  // CHECK-NEXT:1, 0, 0, 0
  %c2 = arith.constant 0xFFC00000 : f32
  func.call @classify_f32(%c2) : (f32) -> ()
  // f32 +inf
  // CHECK-NEXT:0, 1, 0, 0
  %c3 = arith.constant 0x7F800000 : f32
  func.call @classify_f32(%c3) : (f32) -> ()
  // f32 -inf
  // CHECK-NEXT:0, 1, 0, 0
  %c4 = arith.constant 0xFF800000 : f32
  func.call @classify_f32(%c4) : (f32) -> ()
  // f32 -1.5
  // CHECK-NEXT:0, 0, 1, 1
  %c5 = arith.constant 0xBFC00000 : f32
  func.call @classify_f32(%c5) : (f32) -> ()
  // f32 1.0
  // CHECK-NEXT:0, 0, 1, 1
  %c6 = arith.constant 0x3F800000 : f32
  func.call @classify_f32(%c6) : (f32) -> ()
  // f32 -0.0
  // CHECK-NEXT:0, 0, 1, 0
  %c7 = arith.constant 0x80000000 : f32
  func.call @classify_f32(%c7) : (f32) -> ()
  // f32 +0.0
  // CHECK-NEXT:0, 0, 1, 0
  %c8 = arith.constant 0x00000000 : f32
  func.call @classify_f32(%c8) : (f32) -> ()
  // f32 +subnormal
  // CHECK-NEXT:0, 0, 1, 0
  %c9 = arith.constant 0x00000001 : f32
  func.call @classify_f32(%c9) : (f32) -> ()
  // f32 -subnormal
  // CHECK-NEXT:0, 0, 1, 0
  %c10 = arith.constant 0x80000001 : f32
  func.call @classify_f32(%c10) : (f32) -> ()
  // f32 +max
  // CHECK-NEXT:0, 0, 1, 1
  %c11 = arith.constant 0x7F7FFFFF : f32
  func.call @classify_f32(%c11) : (f32) -> ()
  // f32 -max
  // CHECK-NEXT:0, 0, 1, 1
  %c12 = arith.constant 0xFF7FFFFF : f32
  func.call @classify_f32(%c12) : (f32) -> ()
  // f32 +min normal
  // CHECK-NEXT:0, 0, 1, 1
  %c13 = arith.constant 0x00800000 : f32
  func.call @classify_f32(%c13) : (f32) -> ()
  // f32 -min normal
  // CHECK-NEXT:0, 0, 1, 1
  %c14 = arith.constant 0x80800000 : f32
  func.call @classify_f32(%c14) : (f32) -> ()
  // f64 NaN
  // CHECK-NEXT:1, 0, 0, 0
  %c15 = arith.constant 0x7FF8000000000000 : f64
  func.call @classify_f64(%c15) : (f64) -> ()
  // f64 -inf
  // CHECK-NEXT:0, 1, 0, 0
  %c16 = arith.constant 0xFFF0000000000000 : f64
  func.call @classify_f64(%c16) : (f64) -> ()
  // f64 +inf
  // CHECK-NEXT:0, 1, 0, 0
  %c17 = arith.constant 0x7FF0000000000000 : f64
  func.call @classify_f64(%c17) : (f64) -> ()
  // f64 -2.5
  // CHECK-NEXT:0, 0, 1, 1
  %c18 = arith.constant 0xC004000000000000 : f64
  func.call @classify_f64(%c18) : (f64) -> ()
  // f64 -subnormal
  // CHECK-NEXT:0, 0, 1, 0
  %c19 = arith.constant 0x8000000000000001 : f64
  func.call @classify_f64(%c19) : (f64) -> ()
  // f64 -0.0
  // CHECK-NEXT:0, 0, 1, 0
  %c20 = arith.constant 0x8000000000000000 : f64
  func.call @classify_f64(%c20) : (f64) -> ()
  // f64 +min normal
  // CHECK-NEXT:0, 0, 1, 1
  %c21 = arith.constant 0x0010000000000000 : f64
  func.call @classify_f64(%c21) : (f64) -> ()
  return
}
