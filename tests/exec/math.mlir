// The math dialect against MLIR 19: every op on inputs from its domain,
// in f16, f32 and f64, and on infinities, NaN, -0, subnormal and huge
// values, printed as the bits of the result, so that the
// comparison is exact (math_bf16.mlir has bf16, which MLIR's pipeline
// cannot link here).
// The inputs come back from the runtime (an !async.value), which LLVM
// cannot see through: the ops are computed at run time at every
// optimization level, not folded by the compiler.  The expected lines
// are MLIR 19's output for this program (tests/exec/differential.sh runs
// it through MLIR's pipeline too).
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O2 -run %s | FileCheckExact %s
// RUN: asyncc -c -O0 %s -o %t.o && bash %S/link.sh %t %t.o && %t | FileCheckExact %s
// RUN: asyncc -c -O2 %s -o %t2.o && bash %S/link.sh %t2 %t2.o && %t2 | FileCheckExact %s

func.func @hide_f32(%x: f32) -> f32 {
  %tok, %v = async.execute -> !async.value<f32> {
    async.yield %x : f32
  }
  %r = async.await %v : !async.value<f32>
  return %r : f32
}

func.func @bits_f32(%x: f32) {
  %b = arith.bitcast %x : f32 to i32
  vector.print %b : i32
  return
}

func.func @hide_f64(%x: f64) -> f64 {
  %tok, %v = async.execute -> !async.value<f64> {
    async.yield %x : f64
  }
  %r = async.await %v : !async.value<f64>
  return %r : f64
}

func.func @bits_f64(%x: f64) {
  %b = arith.bitcast %x : f64 to i64
  vector.print %b : i64
  return
}

func.func @hide_f16(%x: f16) -> f16 {
  %tok, %v = async.execute -> !async.value<f16> {
    async.yield %x : f16
  }
  %r = async.await %v : !async.value<f16>
  return %r : f16
}

func.func @bits_f16(%x: f16) {
  %b = arith.bitcast %x : f16 to i16
  vector.print %b : i16
  return
}

func.func @hide_i32(%x: i32) -> i32 {
  %tok, %v = async.execute -> !async.value<i32> {
    async.yield %x : i32
  }
  %r = async.await %v : !async.value<i32>
  return %r : i32
}

func.func @hide_i64(%x: i64) -> i64 {
  %tok, %v = async.execute -> !async.value<i64> {
    async.yield %x : i64
  }
  %r = async.await %v : !async.value<i64>
  return %r : i64
}

func.func @unary_f32(%x: f32, %big: f32) {
  %absf = math.absf %x : f32
  func.call @bits_f32(%absf) : (f32) -> ()
  %acos = math.acos %x : f32
  func.call @bits_f32(%acos) : (f32) -> ()
  %acosh = math.acosh %big : f32
  func.call @bits_f32(%acosh) : (f32) -> ()
  %asin = math.asin %x : f32
  func.call @bits_f32(%asin) : (f32) -> ()
  %asinh = math.asinh %x : f32
  func.call @bits_f32(%asinh) : (f32) -> ()
  %atan = math.atan %x : f32
  func.call @bits_f32(%atan) : (f32) -> ()
  %atanh = math.atanh %x : f32
  func.call @bits_f32(%atanh) : (f32) -> ()
  %cbrt = math.cbrt %x : f32
  func.call @bits_f32(%cbrt) : (f32) -> ()
  %ceil = math.ceil %x : f32
  func.call @bits_f32(%ceil) : (f32) -> ()
  %cos = math.cos %x : f32
  func.call @bits_f32(%cos) : (f32) -> ()
  %cosh = math.cosh %x : f32
  func.call @bits_f32(%cosh) : (f32) -> ()
  %erf = math.erf %x : f32
  func.call @bits_f32(%erf) : (f32) -> ()
  %exp = math.exp %x : f32
  func.call @bits_f32(%exp) : (f32) -> ()
  %exp2 = math.exp2 %x : f32
  func.call @bits_f32(%exp2) : (f32) -> ()
  %expm1 = math.expm1 %x : f32
  func.call @bits_f32(%expm1) : (f32) -> ()
  %floor = math.floor %x : f32
  func.call @bits_f32(%floor) : (f32) -> ()
  %log = math.log %x : f32
  func.call @bits_f32(%log) : (f32) -> ()
  %log10 = math.log10 %x : f32
  func.call @bits_f32(%log10) : (f32) -> ()
  %log1p = math.log1p %x : f32
  func.call @bits_f32(%log1p) : (f32) -> ()
  %log2 = math.log2 %x : f32
  func.call @bits_f32(%log2) : (f32) -> ()
  %round = math.round %x : f32
  func.call @bits_f32(%round) : (f32) -> ()
  %roundeven = math.roundeven %x : f32
  func.call @bits_f32(%roundeven) : (f32) -> ()
  %rsqrt = math.rsqrt %x : f32
  func.call @bits_f32(%rsqrt) : (f32) -> ()
  %sin = math.sin %x : f32
  func.call @bits_f32(%sin) : (f32) -> ()
  %sinh = math.sinh %x : f32
  func.call @bits_f32(%sinh) : (f32) -> ()
  %sqrt = math.sqrt %x : f32
  func.call @bits_f32(%sqrt) : (f32) -> ()
  %tan = math.tan %x : f32
  func.call @bits_f32(%tan) : (f32) -> ()
  %tanh = math.tanh %x : f32
  func.call @bits_f32(%tanh) : (f32) -> ()
  %trunc = math.trunc %x : f32
  func.call @bits_f32(%trunc) : (f32) -> ()
  return
}

func.func @binary_f32(%x: f32, %y: f32, %z: f32) {
  %atan2 = math.atan2 %x, %y : f32
  func.call @bits_f32(%atan2) : (f32) -> ()
  %powf = math.powf %x, %y : f32
  func.call @bits_f32(%powf) : (f32) -> ()
  %copysign = math.copysign %x, %y : f32
  func.call @bits_f32(%copysign) : (f32) -> ()
  %fma = math.fma %x, %y, %z : f32
  func.call @bits_f32(%fma) : (f32) -> ()
  %fmaf = math.fma %x, %y, %z fastmath<fast> : f32
  func.call @bits_f32(%fmaf) : (f32) -> ()
  return
}

func.func @fpowi_f32(%x: f32, %n: i32) {
  %p = math.fpowi %x, %n : f32, i32
  func.call @bits_f32(%p) : (f32) -> ()
  return
}

func.func @unary_f64(%x: f64, %big: f64) {
  %absf = math.absf %x : f64
  func.call @bits_f64(%absf) : (f64) -> ()
  %acos = math.acos %x : f64
  func.call @bits_f64(%acos) : (f64) -> ()
  %acosh = math.acosh %big : f64
  func.call @bits_f64(%acosh) : (f64) -> ()
  %asin = math.asin %x : f64
  func.call @bits_f64(%asin) : (f64) -> ()
  %asinh = math.asinh %x : f64
  func.call @bits_f64(%asinh) : (f64) -> ()
  %atan = math.atan %x : f64
  func.call @bits_f64(%atan) : (f64) -> ()
  %atanh = math.atanh %x : f64
  func.call @bits_f64(%atanh) : (f64) -> ()
  %cbrt = math.cbrt %x : f64
  func.call @bits_f64(%cbrt) : (f64) -> ()
  %ceil = math.ceil %x : f64
  func.call @bits_f64(%ceil) : (f64) -> ()
  %cos = math.cos %x : f64
  func.call @bits_f64(%cos) : (f64) -> ()
  %cosh = math.cosh %x : f64
  func.call @bits_f64(%cosh) : (f64) -> ()
  %erf = math.erf %x : f64
  func.call @bits_f64(%erf) : (f64) -> ()
  %exp = math.exp %x : f64
  func.call @bits_f64(%exp) : (f64) -> ()
  %exp2 = math.exp2 %x : f64
  func.call @bits_f64(%exp2) : (f64) -> ()
  %expm1 = math.expm1 %x : f64
  func.call @bits_f64(%expm1) : (f64) -> ()
  %floor = math.floor %x : f64
  func.call @bits_f64(%floor) : (f64) -> ()
  %log = math.log %x : f64
  func.call @bits_f64(%log) : (f64) -> ()
  %log10 = math.log10 %x : f64
  func.call @bits_f64(%log10) : (f64) -> ()
  %log1p = math.log1p %x : f64
  func.call @bits_f64(%log1p) : (f64) -> ()
  %log2 = math.log2 %x : f64
  func.call @bits_f64(%log2) : (f64) -> ()
  %round = math.round %x : f64
  func.call @bits_f64(%round) : (f64) -> ()
  %roundeven = math.roundeven %x : f64
  func.call @bits_f64(%roundeven) : (f64) -> ()
  %rsqrt = math.rsqrt %x : f64
  func.call @bits_f64(%rsqrt) : (f64) -> ()
  %sin = math.sin %x : f64
  func.call @bits_f64(%sin) : (f64) -> ()
  %sinh = math.sinh %x : f64
  func.call @bits_f64(%sinh) : (f64) -> ()
  %sqrt = math.sqrt %x : f64
  func.call @bits_f64(%sqrt) : (f64) -> ()
  %tan = math.tan %x : f64
  func.call @bits_f64(%tan) : (f64) -> ()
  %tanh = math.tanh %x : f64
  func.call @bits_f64(%tanh) : (f64) -> ()
  %trunc = math.trunc %x : f64
  func.call @bits_f64(%trunc) : (f64) -> ()
  return
}

func.func @binary_f64(%x: f64, %y: f64, %z: f64) {
  %atan2 = math.atan2 %x, %y : f64
  func.call @bits_f64(%atan2) : (f64) -> ()
  %powf = math.powf %x, %y : f64
  func.call @bits_f64(%powf) : (f64) -> ()
  %copysign = math.copysign %x, %y : f64
  func.call @bits_f64(%copysign) : (f64) -> ()
  %fma = math.fma %x, %y, %z : f64
  func.call @bits_f64(%fma) : (f64) -> ()
  %fmaf = math.fma %x, %y, %z fastmath<fast> : f64
  func.call @bits_f64(%fmaf) : (f64) -> ()
  return
}

func.func @fpowi_f64(%x: f64, %n: i32) {
  %p = math.fpowi %x, %n : f64, i32
  func.call @bits_f64(%p) : (f64) -> ()
  return
}

func.func @unary_f16(%x: f16, %big: f16) {
  %absf = math.absf %x : f16
  func.call @bits_f16(%absf) : (f16) -> ()
  %acos = math.acos %x : f16
  func.call @bits_f16(%acos) : (f16) -> ()
  %acosh = math.acosh %big : f16
  func.call @bits_f16(%acosh) : (f16) -> ()
  %asin = math.asin %x : f16
  func.call @bits_f16(%asin) : (f16) -> ()
  %asinh = math.asinh %x : f16
  func.call @bits_f16(%asinh) : (f16) -> ()
  %atan = math.atan %x : f16
  func.call @bits_f16(%atan) : (f16) -> ()
  %atanh = math.atanh %x : f16
  func.call @bits_f16(%atanh) : (f16) -> ()
  %cbrt = math.cbrt %x : f16
  func.call @bits_f16(%cbrt) : (f16) -> ()
  %ceil = math.ceil %x : f16
  func.call @bits_f16(%ceil) : (f16) -> ()
  %cos = math.cos %x : f16
  func.call @bits_f16(%cos) : (f16) -> ()
  %cosh = math.cosh %x : f16
  func.call @bits_f16(%cosh) : (f16) -> ()
  %erf = math.erf %x : f16
  func.call @bits_f16(%erf) : (f16) -> ()
  %exp = math.exp %x : f16
  func.call @bits_f16(%exp) : (f16) -> ()
  %exp2 = math.exp2 %x : f16
  func.call @bits_f16(%exp2) : (f16) -> ()
  %expm1 = math.expm1 %x : f16
  func.call @bits_f16(%expm1) : (f16) -> ()
  %floor = math.floor %x : f16
  func.call @bits_f16(%floor) : (f16) -> ()
  %log = math.log %x : f16
  func.call @bits_f16(%log) : (f16) -> ()
  %log10 = math.log10 %x : f16
  func.call @bits_f16(%log10) : (f16) -> ()
  %log1p = math.log1p %x : f16
  func.call @bits_f16(%log1p) : (f16) -> ()
  %log2 = math.log2 %x : f16
  func.call @bits_f16(%log2) : (f16) -> ()
  %round = math.round %x : f16
  func.call @bits_f16(%round) : (f16) -> ()
  %roundeven = math.roundeven %x : f16
  func.call @bits_f16(%roundeven) : (f16) -> ()
  %rsqrt = math.rsqrt %x : f16
  func.call @bits_f16(%rsqrt) : (f16) -> ()
  %sin = math.sin %x : f16
  func.call @bits_f16(%sin) : (f16) -> ()
  %sinh = math.sinh %x : f16
  func.call @bits_f16(%sinh) : (f16) -> ()
  %sqrt = math.sqrt %x : f16
  func.call @bits_f16(%sqrt) : (f16) -> ()
  %tan = math.tan %x : f16
  func.call @bits_f16(%tan) : (f16) -> ()
  %tanh = math.tanh %x : f16
  func.call @bits_f16(%tanh) : (f16) -> ()
  %trunc = math.trunc %x : f16
  func.call @bits_f16(%trunc) : (f16) -> ()
  return
}

func.func @binary_f16(%x: f16, %y: f16, %z: f16) {
  %atan2 = math.atan2 %x, %y : f16
  func.call @bits_f16(%atan2) : (f16) -> ()
  %powf = math.powf %x, %y : f16
  func.call @bits_f16(%powf) : (f16) -> ()
  %copysign = math.copysign %x, %y : f16
  func.call @bits_f16(%copysign) : (f16) -> ()
  %fma = math.fma %x, %y, %z : f16
  func.call @bits_f16(%fma) : (f16) -> ()
  %fmaf = math.fma %x, %y, %z fastmath<fast> : f16
  func.call @bits_f16(%fmaf) : (f16) -> ()
  return
}

func.func @fpowi_f16(%x: f16, %n: i32) {
  %p = math.fpowi %x, %n : f16, i32
  func.call @bits_f16(%p) : (f16) -> ()
  return
}

func.func @ints(%a: i32, %b: i32) {
  %abs = math.absi %a : i32
  vector.print %abs : i32
  %clz = math.ctlz %a : i32
  vector.print %clz : i32
  %ctz = math.cttz %a : i32
  vector.print %ctz : i32
  %pop = math.ctpop %a : i32
  vector.print %pop : i32
  %pow = math.ipowi %a, %b : i32
  vector.print %pow : i32
  return
}

func.func @ints64(%a: i64, %b: i64) {
  %abs = math.absi %a : i64
  vector.print %abs : i64
  %clz = math.ctlz %a : i64
  vector.print %clz : i64
  %ctz = math.cttz %a : i64
  vector.print %ctz : i64
  %pop = math.ctpop %a : i64
  vector.print %pop : i64
  %pow = math.ipowi %a, %b : i64
  vector.print %pow : i64
  return
}

func.func @main() {
  %x0_f16_c = arith.constant 0.25 : f16
  %x0_f16 = func.call @hide_f16(%x0_f16_c) : (f16) -> f16
  %b0_f16_c = arith.constant 1.5 : f16
  %b0_f16 = func.call @hide_f16(%b0_f16_c) : (f16) -> f16
  func.call @unary_f16(%x0_f16, %b0_f16) : (f16, f16) -> ()
  %x1_f16_c = arith.constant 0.75 : f16
  %x1_f16 = func.call @hide_f16(%x1_f16_c) : (f16) -> f16
  %b1_f16_c = arith.constant 10.0 : f16
  %b1_f16 = func.call @hide_f16(%b1_f16_c) : (f16) -> f16
  func.call @unary_f16(%x1_f16, %b1_f16) : (f16, f16) -> ()
  %x2_f16_c = arith.constant 1.0e-03 : f16
  %x2_f16 = func.call @hide_f16(%x2_f16_c) : (f16) -> f16
  %b2_f16_c = arith.constant 1.0e+03 : f16
  %b2_f16 = func.call @hide_f16(%b2_f16_c) : (f16) -> f16
  func.call @unary_f16(%x2_f16, %b2_f16) : (f16, f16) -> ()
  %x3_f16_c = arith.constant -0.5 : f16
  %x3_f16 = func.call @hide_f16(%x3_f16_c) : (f16) -> f16
  %b3_f16_c = arith.constant 2.0 : f16
  %b3_f16 = func.call @hide_f16(%b3_f16_c) : (f16) -> f16
  func.call @unary_f16(%x3_f16, %b3_f16) : (f16, f16) -> ()
  %x0_f32_c = arith.constant 0.25 : f32
  %x0_f32 = func.call @hide_f32(%x0_f32_c) : (f32) -> f32
  %b0_f32_c = arith.constant 1.5 : f32
  %b0_f32 = func.call @hide_f32(%b0_f32_c) : (f32) -> f32
  func.call @unary_f32(%x0_f32, %b0_f32) : (f32, f32) -> ()
  %x1_f32_c = arith.constant 0.75 : f32
  %x1_f32 = func.call @hide_f32(%x1_f32_c) : (f32) -> f32
  %b1_f32_c = arith.constant 10.0 : f32
  %b1_f32 = func.call @hide_f32(%b1_f32_c) : (f32) -> f32
  func.call @unary_f32(%x1_f32, %b1_f32) : (f32, f32) -> ()
  %x2_f32_c = arith.constant 1.0e-03 : f32
  %x2_f32 = func.call @hide_f32(%x2_f32_c) : (f32) -> f32
  %b2_f32_c = arith.constant 1.0e+03 : f32
  %b2_f32 = func.call @hide_f32(%b2_f32_c) : (f32) -> f32
  func.call @unary_f32(%x2_f32, %b2_f32) : (f32, f32) -> ()
  %x3_f32_c = arith.constant -0.5 : f32
  %x3_f32 = func.call @hide_f32(%x3_f32_c) : (f32) -> f32
  %b3_f32_c = arith.constant 2.0 : f32
  %b3_f32 = func.call @hide_f32(%b3_f32_c) : (f32) -> f32
  func.call @unary_f32(%x3_f32, %b3_f32) : (f32, f32) -> ()
  %p0_f32_c = arith.constant 2.5 : f32
  %p0_f32 = func.call @hide_f32(%p0_f32_c) : (f32) -> f32
  %q0_f32_c = arith.constant 3.75 : f32
  %q0_f32 = func.call @hide_f32(%q0_f32_c) : (f32) -> f32
  %r0_f32_c = arith.constant -1.0 : f32
  %r0_f32 = func.call @hide_f32(%r0_f32_c) : (f32) -> f32
  func.call @binary_f32(%p0_f32, %q0_f32, %r0_f32) : (f32, f32, f32) -> ()
  %p1_f32_c = arith.constant -1.5 : f32
  %p1_f32 = func.call @hide_f32(%p1_f32_c) : (f32) -> f32
  %q1_f32_c = arith.constant 0.5 : f32
  %q1_f32 = func.call @hide_f32(%q1_f32_c) : (f32) -> f32
  %r1_f32_c = arith.constant 0.1 : f32
  %r1_f32 = func.call @hide_f32(%r1_f32_c) : (f32) -> f32
  func.call @binary_f32(%p1_f32, %q1_f32, %r1_f32) : (f32, f32, f32) -> ()
  %p2_f32_c = arith.constant 0.3 : f32
  %p2_f32 = func.call @hide_f32(%p2_f32_c) : (f32) -> f32
  %q2_f32_c = arith.constant -2.0 : f32
  %q2_f32 = func.call @hide_f32(%q2_f32_c) : (f32) -> f32
  %r2_f32_c = arith.constant 1.0e+10 : f32
  %r2_f32 = func.call @hide_f32(%r2_f32_c) : (f32) -> f32
  func.call @binary_f32(%p2_f32, %q2_f32, %r2_f32) : (f32, f32, f32) -> ()
  %p3_f32_c = arith.constant -0.0 : f32
  %p3_f32 = func.call @hide_f32(%p3_f32_c) : (f32) -> f32
  %q3_f32_c = arith.constant -3.0 : f32
  %q3_f32 = func.call @hide_f32(%q3_f32_c) : (f32) -> f32
  %r3_f32_c = arith.constant 0.0 : f32
  %r3_f32 = func.call @hide_f32(%r3_f32_c) : (f32) -> f32
  func.call @binary_f32(%p3_f32, %q3_f32, %r3_f32) : (f32, f32, f32) -> ()
  %f0_f32_c = arith.constant 1.5 : f32
  %f0_f32 = func.call @hide_f32(%f0_f32_c) : (f32) -> f32
  %n0_f32_c = arith.constant 5 : i32
  %n0_f32 = func.call @hide_i32(%n0_f32_c) : (i32) -> i32
  func.call @fpowi_f32(%f0_f32, %n0_f32) : (f32, i32) -> ()
  %f1_f32_c = arith.constant 2.0 : f32
  %f1_f32 = func.call @hide_f32(%f1_f32_c) : (f32) -> f32
  %n1_f32_c = arith.constant -3 : i32
  %n1_f32 = func.call @hide_i32(%n1_f32_c) : (i32) -> i32
  func.call @fpowi_f32(%f1_f32, %n1_f32) : (f32, i32) -> ()
  %f2_f32_c = arith.constant -2.0 : f32
  %f2_f32 = func.call @hide_f32(%f2_f32_c) : (f32) -> f32
  %n2_f32_c = arith.constant 7 : i32
  %n2_f32 = func.call @hide_i32(%n2_f32_c) : (i32) -> i32
  func.call @fpowi_f32(%f2_f32, %n2_f32) : (f32, i32) -> ()
  %f3_f32_c = arith.constant 1.1 : f32
  %f3_f32 = func.call @hide_f32(%f3_f32_c) : (f32) -> f32
  %n3_f32_c = arith.constant 40 : i32
  %n3_f32 = func.call @hide_i32(%n3_f32_c) : (i32) -> i32
  func.call @fpowi_f32(%f3_f32, %n3_f32) : (f32, i32) -> ()
  %f4_f32_c = arith.constant 0.9 : f32
  %f4_f32 = func.call @hide_f32(%f4_f32_c) : (f32) -> f32
  %n4_f32_c = arith.constant 0 : i32
  %n4_f32 = func.call @hide_i32(%n4_f32_c) : (i32) -> i32
  func.call @fpowi_f32(%f4_f32, %n4_f32) : (f32, i32) -> ()
  %f5_f32_c = arith.constant -3.0 : f32
  %f5_f32 = func.call @hide_f32(%f5_f32_c) : (f32) -> f32
  %n5_f32_c = arith.constant -2 : i32
  %n5_f32 = func.call @hide_i32(%n5_f32_c) : (i32) -> i32
  func.call @fpowi_f32(%f5_f32, %n5_f32) : (f32, i32) -> ()
  %x0_f64_c = arith.constant 0.25 : f64
  %x0_f64 = func.call @hide_f64(%x0_f64_c) : (f64) -> f64
  %b0_f64_c = arith.constant 1.5 : f64
  %b0_f64 = func.call @hide_f64(%b0_f64_c) : (f64) -> f64
  func.call @unary_f64(%x0_f64, %b0_f64) : (f64, f64) -> ()
  %x1_f64_c = arith.constant 0.75 : f64
  %x1_f64 = func.call @hide_f64(%x1_f64_c) : (f64) -> f64
  %b1_f64_c = arith.constant 10.0 : f64
  %b1_f64 = func.call @hide_f64(%b1_f64_c) : (f64) -> f64
  func.call @unary_f64(%x1_f64, %b1_f64) : (f64, f64) -> ()
  %x2_f64_c = arith.constant 1.0e-03 : f64
  %x2_f64 = func.call @hide_f64(%x2_f64_c) : (f64) -> f64
  %b2_f64_c = arith.constant 1.0e+03 : f64
  %b2_f64 = func.call @hide_f64(%b2_f64_c) : (f64) -> f64
  func.call @unary_f64(%x2_f64, %b2_f64) : (f64, f64) -> ()
  %x3_f64_c = arith.constant -0.5 : f64
  %x3_f64 = func.call @hide_f64(%x3_f64_c) : (f64) -> f64
  %b3_f64_c = arith.constant 2.0 : f64
  %b3_f64 = func.call @hide_f64(%b3_f64_c) : (f64) -> f64
  func.call @unary_f64(%x3_f64, %b3_f64) : (f64, f64) -> ()
  %p0_f64_c = arith.constant 2.5 : f64
  %p0_f64 = func.call @hide_f64(%p0_f64_c) : (f64) -> f64
  %q0_f64_c = arith.constant 3.75 : f64
  %q0_f64 = func.call @hide_f64(%q0_f64_c) : (f64) -> f64
  %r0_f64_c = arith.constant -1.0 : f64
  %r0_f64 = func.call @hide_f64(%r0_f64_c) : (f64) -> f64
  func.call @binary_f64(%p0_f64, %q0_f64, %r0_f64) : (f64, f64, f64) -> ()
  %p1_f64_c = arith.constant -1.5 : f64
  %p1_f64 = func.call @hide_f64(%p1_f64_c) : (f64) -> f64
  %q1_f64_c = arith.constant 0.5 : f64
  %q1_f64 = func.call @hide_f64(%q1_f64_c) : (f64) -> f64
  %r1_f64_c = arith.constant 0.1 : f64
  %r1_f64 = func.call @hide_f64(%r1_f64_c) : (f64) -> f64
  func.call @binary_f64(%p1_f64, %q1_f64, %r1_f64) : (f64, f64, f64) -> ()
  %p2_f64_c = arith.constant 0.3 : f64
  %p2_f64 = func.call @hide_f64(%p2_f64_c) : (f64) -> f64
  %q2_f64_c = arith.constant -2.0 : f64
  %q2_f64 = func.call @hide_f64(%q2_f64_c) : (f64) -> f64
  %r2_f64_c = arith.constant 1.0e+10 : f64
  %r2_f64 = func.call @hide_f64(%r2_f64_c) : (f64) -> f64
  func.call @binary_f64(%p2_f64, %q2_f64, %r2_f64) : (f64, f64, f64) -> ()
  %p3_f64_c = arith.constant -0.0 : f64
  %p3_f64 = func.call @hide_f64(%p3_f64_c) : (f64) -> f64
  %q3_f64_c = arith.constant -3.0 : f64
  %q3_f64 = func.call @hide_f64(%q3_f64_c) : (f64) -> f64
  %r3_f64_c = arith.constant 0.0 : f64
  %r3_f64 = func.call @hide_f64(%r3_f64_c) : (f64) -> f64
  func.call @binary_f64(%p3_f64, %q3_f64, %r3_f64) : (f64, f64, f64) -> ()
  %f0_f64_c = arith.constant 1.5 : f64
  %f0_f64 = func.call @hide_f64(%f0_f64_c) : (f64) -> f64
  %n0_f64_c = arith.constant 5 : i32
  %n0_f64 = func.call @hide_i32(%n0_f64_c) : (i32) -> i32
  func.call @fpowi_f64(%f0_f64, %n0_f64) : (f64, i32) -> ()
  %f1_f64_c = arith.constant 2.0 : f64
  %f1_f64 = func.call @hide_f64(%f1_f64_c) : (f64) -> f64
  %n1_f64_c = arith.constant -3 : i32
  %n1_f64 = func.call @hide_i32(%n1_f64_c) : (i32) -> i32
  func.call @fpowi_f64(%f1_f64, %n1_f64) : (f64, i32) -> ()
  %f2_f64_c = arith.constant -2.0 : f64
  %f2_f64 = func.call @hide_f64(%f2_f64_c) : (f64) -> f64
  %n2_f64_c = arith.constant 7 : i32
  %n2_f64 = func.call @hide_i32(%n2_f64_c) : (i32) -> i32
  func.call @fpowi_f64(%f2_f64, %n2_f64) : (f64, i32) -> ()
  %f3_f64_c = arith.constant 1.1 : f64
  %f3_f64 = func.call @hide_f64(%f3_f64_c) : (f64) -> f64
  %n3_f64_c = arith.constant 40 : i32
  %n3_f64 = func.call @hide_i32(%n3_f64_c) : (i32) -> i32
  func.call @fpowi_f64(%f3_f64, %n3_f64) : (f64, i32) -> ()
  %f4_f64_c = arith.constant 0.9 : f64
  %f4_f64 = func.call @hide_f64(%f4_f64_c) : (f64) -> f64
  %n4_f64_c = arith.constant 0 : i32
  %n4_f64 = func.call @hide_i32(%n4_f64_c) : (i32) -> i32
  func.call @fpowi_f64(%f4_f64, %n4_f64) : (f64, i32) -> ()
  %f5_f64_c = arith.constant -3.0 : f64
  %f5_f64 = func.call @hide_f64(%f5_f64_c) : (f64) -> f64
  %n5_f64_c = arith.constant -2 : i32
  %n5_f64 = func.call @hide_i32(%n5_f64_c) : (i32) -> i32
  func.call @fpowi_f64(%f5_f64, %n5_f64) : (f64, i32) -> ()
  %sp0_f32_c = arith.constant 0x7F800000 : f32
  %sp0_f32 = func.call @hide_f32(%sp0_f32_c) : (f32) -> f32
  func.call @unary_f32(%sp0_f32, %sp0_f32) : (f32, f32) -> ()
  func.call @binary_f32(%sp0_f32, %sp0_f32, %sp0_f32) : (f32, f32, f32) -> ()
  %sp1_f32_c = arith.constant 0xFF800000 : f32
  %sp1_f32 = func.call @hide_f32(%sp1_f32_c) : (f32) -> f32
  func.call @unary_f32(%sp1_f32, %sp1_f32) : (f32, f32) -> ()
  func.call @binary_f32(%sp1_f32, %sp1_f32, %sp1_f32) : (f32, f32, f32) -> ()
  %sp2_f32_c = arith.constant 0x7FC00000 : f32
  %sp2_f32 = func.call @hide_f32(%sp2_f32_c) : (f32) -> f32
  func.call @unary_f32(%sp2_f32, %sp2_f32) : (f32, f32) -> ()
  func.call @binary_f32(%sp2_f32, %sp2_f32, %sp2_f32) : (f32, f32, f32) -> ()
  %sp3_f32_c = arith.constant -0.0 : f32
  %sp3_f32 = func.call @hide_f32(%sp3_f32_c) : (f32) -> f32
  func.call @unary_f32(%sp3_f32, %sp3_f32) : (f32, f32) -> ()
  func.call @binary_f32(%sp3_f32, %sp3_f32, %sp3_f32) : (f32, f32, f32) -> ()
  %sp4_f32_c = arith.constant 1.0e-40 : f32
  %sp4_f32 = func.call @hide_f32(%sp4_f32_c) : (f32) -> f32
  func.call @unary_f32(%sp4_f32, %sp4_f32) : (f32, f32) -> ()
  func.call @binary_f32(%sp4_f32, %sp4_f32, %sp4_f32) : (f32, f32, f32) -> ()
  %sp5_f32_c = arith.constant 1.0e+30 : f32
  %sp5_f32 = func.call @hide_f32(%sp5_f32_c) : (f32) -> f32
  func.call @unary_f32(%sp5_f32, %sp5_f32) : (f32, f32) -> ()
  func.call @binary_f32(%sp5_f32, %sp5_f32, %sp5_f32) : (f32, f32, f32) -> ()
  %sp0_f64_c = arith.constant 0x7FF0000000000000 : f64
  %sp0_f64 = func.call @hide_f64(%sp0_f64_c) : (f64) -> f64
  func.call @unary_f64(%sp0_f64, %sp0_f64) : (f64, f64) -> ()
  func.call @binary_f64(%sp0_f64, %sp0_f64, %sp0_f64) : (f64, f64, f64) -> ()
  %sp1_f64_c = arith.constant 0xFFF0000000000000 : f64
  %sp1_f64 = func.call @hide_f64(%sp1_f64_c) : (f64) -> f64
  func.call @unary_f64(%sp1_f64, %sp1_f64) : (f64, f64) -> ()
  func.call @binary_f64(%sp1_f64, %sp1_f64, %sp1_f64) : (f64, f64, f64) -> ()
  %sp2_f64_c = arith.constant 0x7FF8000000000000 : f64
  %sp2_f64 = func.call @hide_f64(%sp2_f64_c) : (f64) -> f64
  func.call @unary_f64(%sp2_f64, %sp2_f64) : (f64, f64) -> ()
  func.call @binary_f64(%sp2_f64, %sp2_f64, %sp2_f64) : (f64, f64, f64) -> ()
  %sp3_f64_c = arith.constant -0.0 : f64
  %sp3_f64 = func.call @hide_f64(%sp3_f64_c) : (f64) -> f64
  func.call @unary_f64(%sp3_f64, %sp3_f64) : (f64, f64) -> ()
  func.call @binary_f64(%sp3_f64, %sp3_f64, %sp3_f64) : (f64, f64, f64) -> ()
  %sp4_f64_c = arith.constant 1.0e-310 : f64
  %sp4_f64 = func.call @hide_f64(%sp4_f64_c) : (f64) -> f64
  func.call @unary_f64(%sp4_f64, %sp4_f64) : (f64, f64) -> ()
  func.call @binary_f64(%sp4_f64, %sp4_f64, %sp4_f64) : (f64, f64, f64) -> ()
  %sp5_f64_c = arith.constant 1.0e+300 : f64
  %sp5_f64 = func.call @hide_f64(%sp5_f64_c) : (f64) -> f64
  func.call @unary_f64(%sp5_f64, %sp5_f64) : (f64, f64) -> ()
  func.call @binary_f64(%sp5_f64, %sp5_f64, %sp5_f64) : (f64, f64, f64) -> ()
  %ia0_c = arith.constant 0 : i32
  %ib0_c = arith.constant 3 : i32
  %ia0 = func.call @hide_i32(%ia0_c) : (i32) -> i32
  %ib0 = func.call @hide_i32(%ib0_c) : (i32) -> i32
  func.call @ints(%ia0, %ib0) : (i32, i32) -> ()
  %ia1_c = arith.constant 1 : i32
  %ib1_c = arith.constant -5 : i32
  %ia1 = func.call @hide_i32(%ia1_c) : (i32) -> i32
  %ib1 = func.call @hide_i32(%ib1_c) : (i32) -> i32
  func.call @ints(%ia1, %ib1) : (i32, i32) -> ()
  %ia2_c = arith.constant -1 : i32
  %ib2_c = arith.constant 3 : i32
  %ia2 = func.call @hide_i32(%ia2_c) : (i32) -> i32
  %ib2 = func.call @hide_i32(%ib2_c) : (i32) -> i32
  func.call @ints(%ia2, %ib2) : (i32, i32) -> ()
  %ia3_c = arith.constant -1 : i32
  %ib3_c = arith.constant -4 : i32
  %ia3 = func.call @hide_i32(%ia3_c) : (i32) -> i32
  %ib3 = func.call @hide_i32(%ib3_c) : (i32) -> i32
  func.call @ints(%ia3, %ib3) : (i32, i32) -> ()
  %ia4_c = arith.constant 3 : i32
  %ib4_c = arith.constant 13 : i32
  %ia4 = func.call @hide_i32(%ia4_c) : (i32) -> i32
  %ib4 = func.call @hide_i32(%ib4_c) : (i32) -> i32
  func.call @ints(%ia4, %ib4) : (i32, i32) -> ()
  %ia5_c = arith.constant -7 : i32
  %ib5_c = arith.constant 5 : i32
  %ia5 = func.call @hide_i32(%ia5_c) : (i32) -> i32
  %ib5 = func.call @hide_i32(%ib5_c) : (i32) -> i32
  func.call @ints(%ia5, %ib5) : (i32, i32) -> ()
  %ia6_c = arith.constant 2 : i32
  %ib6_c = arith.constant -1 : i32
  %ia6 = func.call @hide_i32(%ia6_c) : (i32) -> i32
  %ib6 = func.call @hide_i32(%ib6_c) : (i32) -> i32
  func.call @ints(%ia6, %ib6) : (i32, i32) -> ()
  %ia7_c = arith.constant 5 : i32
  %ib7_c = arith.constant 0 : i32
  %ia7 = func.call @hide_i32(%ia7_c) : (i32) -> i32
  %ib7 = func.call @hide_i32(%ib7_c) : (i32) -> i32
  func.call @ints(%ia7, %ib7) : (i32, i32) -> ()
  %ia8_c = arith.constant -2147483648 : i32
  %ib8_c = arith.constant 1 : i32
  %ia8 = func.call @hide_i32(%ia8_c) : (i32) -> i32
  %ib8 = func.call @hide_i32(%ib8_c) : (i32) -> i32
  func.call @ints(%ia8, %ib8) : (i32, i32) -> ()
  %ia9_c = arith.constant 12288 : i32
  %ib9_c = arith.constant 2 : i32
  %ia9 = func.call @hide_i32(%ia9_c) : (i32) -> i32
  %ib9 = func.call @hide_i32(%ib9_c) : (i32) -> i32
  func.call @ints(%ia9, %ib9) : (i32, i32) -> ()
  %ia10_c = arith.constant 2 : i32
  %ib10_c = arith.constant 31 : i32
  %ia10 = func.call @hide_i32(%ia10_c) : (i32) -> i32
  %ib10 = func.call @hide_i32(%ib10_c) : (i32) -> i32
  func.call @ints(%ia10, %ib10) : (i32, i32) -> ()
  %ia11_c = arith.constant 3 : i32
  %ib11_c = arith.constant 100 : i32
  %ia11 = func.call @hide_i32(%ia11_c) : (i32) -> i32
  %ib11 = func.call @hide_i32(%ib11_c) : (i32) -> i32
  func.call @ints(%ia11, %ib11) : (i32, i32) -> ()
  %la0_c = arith.constant 0 : i64
  %lb0_c = arith.constant 0 : i64
  %la0 = func.call @hide_i64(%la0_c) : (i64) -> i64
  %lb0 = func.call @hide_i64(%lb0_c) : (i64) -> i64
  func.call @ints64(%la0, %lb0) : (i64, i64) -> ()
  %la1_c = arith.constant -9223372036854775808 : i64
  %lb1_c = arith.constant 1 : i64
  %la1 = func.call @hide_i64(%la1_c) : (i64) -> i64
  %lb1 = func.call @hide_i64(%lb1_c) : (i64) -> i64
  func.call @ints64(%la1, %lb1) : (i64, i64) -> ()
  %la2_c = arith.constant 7 : i64
  %lb2_c = arith.constant 22 : i64
  %la2 = func.call @hide_i64(%la2_c) : (i64) -> i64
  %lb2 = func.call @hide_i64(%lb2_c) : (i64) -> i64
  func.call @ints64(%la2, %lb2) : (i64, i64) -> ()
  %la3_c = arith.constant -3 : i64
  %lb3_c = arith.constant 39 : i64
  %la3 = func.call @hide_i64(%la3_c) : (i64) -> i64
  %lb3 = func.call @hide_i64(%lb3_c) : (i64) -> i64
  func.call @ints64(%la3, %lb3) : (i64, i64) -> ()
  %la4_c = arith.constant 1099511627776 : i64
  %lb4_c = arith.constant 1 : i64
  %la4 = func.call @hide_i64(%la4_c) : (i64) -> i64
  %lb4 = func.call @hide_i64(%lb4_c) : (i64) -> i64
  func.call @ints64(%la4, %lb4) : (i64, i64) -> ()
  %la5_c = arith.constant 1 : i64
  %lb5_c = arith.constant -9 : i64
  %la5 = func.call @hide_i64(%la5_c) : (i64) -> i64
  %lb5 = func.call @hide_i64(%lb5_c) : (i64) -> i64
  func.call @ints64(%la5, %lb5) : (i64, i64) -> ()
  return
}

// MLIR 19's output, in order: the unary ops in f16, f32 and f64, the binary
// ops and fma, fpowi, the special values, then the integer ops in i32 and i64.
// CHECK:13312
// CHECK-NEXT:15686
// CHECK-NEXT:15283
// CHECK-NEXT:13323
// CHECK-NEXT:13291
// CHECK-NEXT:13271
// CHECK-NEXT:13334
// CHECK-NEXT:14602
// CHECK-NEXT:15360
// CHECK-NEXT:15296
// CHECK-NEXT:15392
// CHECK-NEXT:13420
// CHECK-NEXT:15651
// CHECK-NEXT:15554
// CHECK-NEXT:13452
// CHECK-NEXT:0
// CHECK-NEXT:-17012
// CHECK-NEXT:-18223
// CHECK-NEXT:13092
// CHECK-NEXT:-16384
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:16384
// CHECK-NEXT:13291
// CHECK-NEXT:13323
// CHECK-NEXT:14336
// CHECK-NEXT:13334
// CHECK-NEXT:13270
// CHECK-NEXT:0
// CHECK-NEXT:14848
// CHECK-NEXT:14792
// CHECK-NEXT:16893
// CHECK-NEXT:15049
// CHECK-NEXT:14732
// CHECK-NEXT:14630
// CHECK-NEXT:15305
// CHECK-NEXT:15173
// CHECK-NEXT:15360
// CHECK-NEXT:14810
// CHECK-NEXT:15662
// CHECK-NEXT:14768
// CHECK-NEXT:16444
// CHECK-NEXT:16058
// CHECK-NEXT:15480
// CHECK-NEXT:0
// CHECK-NEXT:-19302
// CHECK-NEXT:-20481
// CHECK-NEXT:14458
// CHECK-NEXT:-18780
// CHECK-NEXT:15360
// CHECK-NEXT:15360
// CHECK-NEXT:15518
// CHECK-NEXT:14708
// CHECK-NEXT:14996
// CHECK-NEXT:15086
// CHECK-NEXT:15220
// CHECK-NEXT:14613
// CHECK-NEXT:0
// CHECK-NEXT:5145
// CHECK-NEXT:15943
// CHECK-NEXT:18330
// CHECK-NEXT:5145
// CHECK-NEXT:5145
// CHECK-NEXT:5145
// CHECK-NEXT:5145
// CHECK-NEXT:11879
// CHECK-NEXT:15360
// CHECK-NEXT:15360
// CHECK-NEXT:15360
// CHECK-NEXT:5280
// CHECK-NEXT:15361
// CHECK-NEXT:15361
// CHECK-NEXT:5120
// CHECK-NEXT:0
// CHECK-NEXT:-14616
// CHECK-NEXT:-15872
// CHECK-NEXT:5119
// CHECK-NEXT:-14084
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:20456
// CHECK-NEXT:5145
// CHECK-NEXT:5145
// CHECK-NEXT:10252
// CHECK-NEXT:5145
// CHECK-NEXT:5145
// CHECK-NEXT:0
// CHECK-NEXT:14336
// CHECK-NEXT:16432
// CHECK-NEXT:15685
// CHECK-NEXT:-18384
// CHECK-NEXT:-18509
// CHECK-NEXT:-18581
// CHECK-NEXT:-18331
// CHECK-NEXT:-17831
// CHECK-NEXT:-32768
// CHECK-NEXT:15109
// CHECK-NEXT:15491
// CHECK-NEXT:-18390
// CHECK-NEXT:14554
// CHECK-NEXT:14760
// CHECK-NEXT:-18868
// CHECK-NEXT:-17408
// CHECK-NEXT:-512
// CHECK-NEXT:32256
// CHECK-NEXT:-18036
// CHECK-NEXT:-512
// CHECK-NEXT:-17408
// CHECK-NEXT:-32768
// CHECK-NEXT:-512
// CHECK-NEXT:-18516
// CHECK-NEXT:-18389
// CHECK-NEXT:-512
// CHECK-NEXT:-18337
// CHECK-NEXT:-18587
// CHECK-NEXT:-32768
// CHECK-NEXT:1048576000
// CHECK-NEXT:1068021767
// CHECK-NEXT:1064722790
// CHECK-NEXT:1048665934
// CHECK-NEXT:1048405978
// CHECK-NEXT:1048239024
// CHECK-NEXT:1048757624
// CHECK-NEXT:1059144984
// CHECK-NEXT:1065353216
// CHECK-NEXT:1064831653
// CHECK-NEXT:1065616728
// CHECK-NEXT:1049459367
// CHECK-NEXT:1067735794
// CHECK-NEXT:1066940400
// CHECK-NEXT:1049717704
// CHECK-NEXT:0
// CHECK-NEXT:-1078889960
// CHECK-NEXT:-1088806757
// CHECK-NEXT:1046773694
// CHECK-NEXT:-1073741824
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:1073741824
// CHECK-NEXT:1048401783
// CHECK-NEXT:1048663655
// CHECK-NEXT:1056964608
// CHECK-NEXT:1048755245
// CHECK-NEXT:1048234997
// CHECK-NEXT:0
// CHECK-NEXT:1061158912
// CHECK-NEXT:1060701469
// CHECK-NEXT:1077907703
// CHECK-NEXT:1062804121
// CHECK-NEXT:1060205080
// CHECK-NEXT:1059372157
// CHECK-NEXT:1064899478
// CHECK-NEXT:1063819112
// CHECK-NEXT:1065353216
// CHECK-NEXT:1060851702
// CHECK-NEXT:1067825199
// CHECK-NEXT:1060507212
// CHECK-NEXT:1074232558
// CHECK-NEXT:1071072509
// CHECK-NEXT:1066334684
// CHECK-NEXT:0
// CHECK-NEXT:-1097643247
// CHECK-NEXT:-1107304477
// CHECK-NEXT:1057964795
// CHECK-NEXT:-1093369908
// CHECK-NEXT:1065353216
// CHECK-NEXT:1065353216
// CHECK-NEXT:1066650938
// CHECK-NEXT:1060012001
// CHECK-NEXT:1062372185
// CHECK-NEXT:1063105495
// CHECK-NEXT:1064205595
// CHECK-NEXT:1059232031
// CHECK-NEXT:0
// CHECK-NEXT:981668463
// CHECK-NEXT:1070133014
// CHECK-NEXT:1089682071
// CHECK-NEXT:981668464
// CHECK-NEXT:981668462
// CHECK-NEXT:981668460
// CHECK-NEXT:981668466
// CHECK-NEXT:1036831949
// CHECK-NEXT:1065353216
// CHECK-NEXT:1065353208
// CHECK-NEXT:1065353220
// CHECK-NEXT:982771228
// CHECK-NEXT:1065361609
// CHECK-NEXT:1065359033
// CHECK-NEXT:981672960
// CHECK-NEXT:0
// CHECK-NEXT:-1059255211
// CHECK-NEXT:-1069547520
// CHECK-NEXT:981664571
// CHECK-NEXT:-1054903334
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:1107098481
// CHECK-NEXT:981668462
// CHECK-NEXT:981668464
// CHECK-NEXT:1023510243
// CHECK-NEXT:981668466
// CHECK-NEXT:981668460
// CHECK-NEXT:0
// CHECK-NEXT:1056964608
// CHECK-NEXT:1074137746
// CHECK-NEXT:1068012052
// CHECK-NEXT:-1090123118
// CHECK-NEXT:-1091149466
// CHECK-NEXT:-1091738824
// CHECK-NEXT:-1089691820
// CHECK-NEXT:-1085591563
// CHECK-NEXT:-2147483648
// CHECK-NEXT:1063299392
// CHECK-NEXT:1066423820
// CHECK-NEXT:-1090175109
// CHECK-NEXT:1058751896
// CHECK-NEXT:1060439283
// CHECK-NEXT:-1094093616
// CHECK-NEXT:-1082130432
// CHECK-NEXT:-4194304
// CHECK-NEXT:2143289344
// CHECK-NEXT:-1087278568
// CHECK-NEXT:-4194304
// CHECK-NEXT:-1082130432
// CHECK-NEXT:-2147483648
// CHECK-NEXT:-4194304
// CHECK-NEXT:-1091209404
// CHECK-NEXT:-1090165120
// CHECK-NEXT:-4194304
// CHECK-NEXT:-1089742213
// CHECK-NEXT:-1091790177
// CHECK-NEXT:-2147483648
// CHECK-NEXT:1058441047
// CHECK-NEXT:1106806185
// CHECK-NEXT:1075838976
// CHECK-NEXT:1090912256
// CHECK-NEXT:1090912256
// CHECK-NEXT:-1080041285
// CHECK-NEXT:-4194304
// CHECK-NEXT:1069547520
// CHECK-NEXT:-1088002458
// CHECK-NEXT:-1088002458
// CHECK-NEXT:1077905521
// CHECK-NEXT:1093781276
// CHECK-NEXT:-1097229926
// CHECK-NEXT:1343554297
// CHECK-NEXT:1343554297
// CHECK-NEXT:-1068953637
// CHECK-NEXT:-8388608
// CHECK-NEXT:-2147483648
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:1089667072
// CHECK-NEXT:1040187392
// CHECK-NEXT:-1023410176
// CHECK-NEXT:1110772103
// CHECK-NEXT:1065353216
// CHECK-NEXT:1038323257
// CHECK-NEXT:4598175219545276416
// CHECK-NEXT:4608615086221773605
// CHECK-NEXT:4606843961129375242
// CHECK-NEXT:4598223502729512909
// CHECK-NEXT:4598083939202623031
// CHECK-NEXT:4597994306818310365
// CHECK-NEXT:4598272728095593554
// CHECK-NEXT:4603849399516099211
// CHECK-NEXT:4607182418800017408
// CHECK-NEXT:4606902406788017825
// CHECK-NEXT:4607323890824929606
// CHECK-NEXT:4598649473629083144
// CHECK-NEXT:4608461555560776070
// CHECK-NEXT:4608034531892639509
// CHECK-NEXT:4598788166960940568
// CHECK-NEXT:0
// CHECK-NEXT:-4614449902913963537
// CHECK-NEXT:-4619773943004300801
// CHECK-NEXT:4597207614006925858
// CHECK-NEXT:-4611686018427387904
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:4611686018427387904
// CHECK-NEXT:4598081687320204663
// CHECK-NEXT:4598222278861291778
// CHECK-NEXT:4602678819172646912
// CHECK-NEXT:4598271451042958422
// CHECK-NEXT:4597992145064434822
// CHECK-NEXT:0
// CHECK-NEXT:4604930618986332160
// CHECK-NEXT:4604685030923557205
// CHECK-NEXT:4613922557447243220
// CHECK-NEXT:4605813883671052508
// CHECK-NEXT:4604418534313441775
// CHECK-NEXT:4603971362252824289
// CHECK-NEXT:4606938819767458391
// CHECK-NEXT:4606358803170042494
// CHECK-NEXT:4607182418800017408
// CHECK-NEXT:4604765686979698975
// CHECK-NEXT:4608509554331080360
// CHECK-NEXT:4604580740038725215
// CHECK-NEXT:4611949479042997496
// CHECK-NEXT:4610252940737434541
// CHECK-NEXT:4607709340031236592
// CHECK-NEXT:0
// CHECK-NEXT:-4624517997439689838
// CHECK-NEXT:-4629704831429478398
// CHECK-NEXT:4603215790453309648
// CHECK-NEXT:-4622223766028481954
// CHECK-NEXT:4607182418800017408
// CHECK-NEXT:4607182418800017408
// CHECK-NEXT:4607879128087016221
// CHECK-NEXT:4604314875676561165
// CHECK-NEXT:4605581990200329872
// CHECK-NEXT:4605975682916830378
// CHECK-NEXT:4606566294485004012
// CHECK-NEXT:4603896132715868712
// CHECK-NEXT:0
// CHECK-NEXT:4562254508917369340
// CHECK-NEXT:4609748553324297382
// CHECK-NEXT:4620243873517031124
// CHECK-NEXT:4562254509685984022
// CHECK-NEXT:4562254508148755349
// CHECK-NEXT:4562254507380141590
// CHECK-NEXT:4562254510454598935
// CHECK-NEXT:4591870180066957722
// CHECK-NEXT:4607182418800017408
// CHECK-NEXT:4607182414296418156
// CHECK-NEXT:4607182421051817409
// CHECK-NEXT:4562846551592744780
// CHECK-NEXT:4607186924652195380
// CHECK-NEXT:4607185541539535510
// CHECK-NEXT:4562256815529185280
// CHECK-NEXT:0
// CHECK-NEXT:-4603908577402290272
// CHECK-NEXT:-4609434218613702656
// CHECK-NEXT:4562252204610436292
// CHECK-NEXT:-4601572181001160043
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:4629594237989614120
// CHECK-NEXT:4562254508148755042
// CHECK-NEXT:4562254509685983715
// CHECK-NEXT:4584718143433226866
// CHECK-NEXT:4562254510454598628
// CHECK-NEXT:4562254507380141282
// CHECK-NEXT:0
// CHECK-NEXT:4602678819172646912
// CHECK-NEXT:4611898577301369702
// CHECK-NEXT:4608609870266500148
// CHECK-NEXT:-4620480658808147098
// CHECK-NEXT:-4621031675352771062
// CHECK-NEXT:-4621348084140360881
// CHECK-NEXT:-4620249107415629046
// CHECK-NEXT:-4618047798523367875
// CHECK-NEXT:-9223372036854775808
// CHECK-NEXT:4606079780542709072
// CHECK-NEXT:4607757195049363664
// CHECK-NEXT:-4620508571197968942
// CHECK-NEXT:4603638362051417610
// CHECK-NEXT:4604544271217802189
// CHECK-NEXT:-4622612303439670292
// CHECK-NEXT:-4616189618054758400
// CHECK-NEXT:-2251799813685248
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:-4618953502541334033
// CHECK-NEXT:-2251799813685248
// CHECK-NEXT:-4616189618054758400
// CHECK-NEXT:-9223372036854775808
// CHECK-NEXT:-2251799813685248
// CHECK-NEXT:-4621063854228830736
// CHECK-NEXT:-4620503208062207081
// CHECK-NEXT:-2251799813685248
// CHECK-NEXT:-4620276161930115254
// CHECK-NEXT:-4621375654307919117
// CHECK-NEXT:-9223372036854775808
// CHECK-NEXT:4603471476157735829
// CHECK-NEXT:4629437311817221553
// CHECK-NEXT:4612811918334230528
// CHECK-NEXT:4620904323914661888
// CHECK-NEXT:4620904323914661888
// CHECK-NEXT:-4615068015606987424
// CHECK-NEXT:-2251799813685248
// CHECK-NEXT:4609434218613702656
// CHECK-NEXT:-4619342137793917747
// CHECK-NEXT:-4619342137793917747
// CHECK-NEXT:4613921386195759176
// CHECK-NEXT:4622444617537217423
// CHECK-NEXT:-4624296097384025293
// CHECK-NEXT:4756540486875558707
// CHECK-NEXT:4756540486875558707
// CHECK-NEXT:-4609115380302729960
// CHECK-NEXT:-4503599627370496
// CHECK-NEXT:-9223372036854775808
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:4620235820844974080
// CHECK-NEXT:4593671619917905920
// CHECK-NEXT:-4584664420663164928
// CHECK-NEXT:4631566491262996386
// CHECK-NEXT:4607182418800017408
// CHECK-NEXT:4592670820000712476
// CHECK-NEXT:2139095040
// CHECK-NEXT:2143289344
// CHECK-NEXT:2139095040
// CHECK-NEXT:2143289344
// CHECK-NEXT:2139095040
// CHECK-NEXT:1070141403
// CHECK-NEXT:-4194304
// CHECK-NEXT:2139095040
// CHECK-NEXT:2139095040
// CHECK-NEXT:-4194304
// CHECK-NEXT:2139095040
// CHECK-NEXT:1065353216
// CHECK-NEXT:2139095040
// CHECK-NEXT:2139095040
// CHECK-NEXT:2139095040
// CHECK-NEXT:2139095040
// CHECK-NEXT:2139095040
// CHECK-NEXT:2139095040
// CHECK-NEXT:2139095040
// CHECK-NEXT:2139095040
// CHECK-NEXT:2139095040
// CHECK-NEXT:2139095040
// CHECK-NEXT:0
// CHECK-NEXT:-4194304
// CHECK-NEXT:2139095040
// CHECK-NEXT:2139095040
// CHECK-NEXT:-4194304
// CHECK-NEXT:1065353216
// CHECK-NEXT:2139095040
// CHECK-NEXT:1061752795
// CHECK-NEXT:2139095040
// CHECK-NEXT:2139095040
// CHECK-NEXT:2139095040
// CHECK-NEXT:2139095040
// CHECK-NEXT:2139095040
// CHECK-NEXT:2143289344
// CHECK-NEXT:-4194304
// CHECK-NEXT:2143289344
// CHECK-NEXT:-8388608
// CHECK-NEXT:-1077342245
// CHECK-NEXT:-4194304
// CHECK-NEXT:-8388608
// CHECK-NEXT:-8388608
// CHECK-NEXT:-4194304
// CHECK-NEXT:2139095040
// CHECK-NEXT:-1082130432
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:-1082130432
// CHECK-NEXT:-8388608
// CHECK-NEXT:-4194304
// CHECK-NEXT:2143289344
// CHECK-NEXT:-4194304
// CHECK-NEXT:-4194304
// CHECK-NEXT:-8388608
// CHECK-NEXT:-8388608
// CHECK-NEXT:-4194304
// CHECK-NEXT:-4194304
// CHECK-NEXT:-8388608
// CHECK-NEXT:-4194304
// CHECK-NEXT:-4194304
// CHECK-NEXT:-1082130432
// CHECK-NEXT:-8388608
// CHECK-NEXT:-1072247836
// CHECK-NEXT:0
// CHECK-NEXT:-8388608
// CHECK-NEXT:-4194304
// CHECK-NEXT:-4194304
// CHECK-NEXT:2143289344
// CHECK-NEXT:2143289344
// CHECK-NEXT:2143289344
// CHECK-NEXT:2143289344
// CHECK-NEXT:2143289344
// CHECK-NEXT:2143289344
// CHECK-NEXT:2143289344
// CHECK-NEXT:2143289344
// CHECK-NEXT:2143289344
// CHECK-NEXT:2143289344
// CHECK-NEXT:2143289344
// CHECK-NEXT:2143289344
// CHECK-NEXT:2143289344
// CHECK-NEXT:2143289344
// CHECK-NEXT:2143289344
// CHECK-NEXT:2143289344
// CHECK-NEXT:2143289344
// CHECK-NEXT:2143289344
// CHECK-NEXT:2143289344
// CHECK-NEXT:2143289344
// CHECK-NEXT:2143289344
// CHECK-NEXT:2143289344
// CHECK-NEXT:2143289344
// CHECK-NEXT:2143289344
// CHECK-NEXT:2143289344
// CHECK-NEXT:2143289344
// CHECK-NEXT:2143289344
// CHECK-NEXT:2143289344
// CHECK-NEXT:2143289344
// CHECK-NEXT:2143289344
// CHECK-NEXT:2143289344
// CHECK-NEXT:2143289344
// CHECK-NEXT:2143289344
// CHECK-NEXT:2143289344
// CHECK-NEXT:0
// CHECK-NEXT:1070141403
// CHECK-NEXT:-4194304
// CHECK-NEXT:-2147483648
// CHECK-NEXT:-2147483648
// CHECK-NEXT:-2147483648
// CHECK-NEXT:-2147483648
// CHECK-NEXT:-2147483648
// CHECK-NEXT:-2147483648
// CHECK-NEXT:1065353216
// CHECK-NEXT:1065353216
// CHECK-NEXT:-2147483648
// CHECK-NEXT:1065353216
// CHECK-NEXT:1065353216
// CHECK-NEXT:0
// CHECK-NEXT:-2147483648
// CHECK-NEXT:-8388608
// CHECK-NEXT:-8388608
// CHECK-NEXT:0
// CHECK-NEXT:-8388608
// CHECK-NEXT:-2147483648
// CHECK-NEXT:-2147483648
// CHECK-NEXT:-8388608
// CHECK-NEXT:-2147483648
// CHECK-NEXT:-2147483648
// CHECK-NEXT:-2147483648
// CHECK-NEXT:-2147483648
// CHECK-NEXT:-2147483648
// CHECK-NEXT:-2147483648
// CHECK-NEXT:-1068953637
// CHECK-NEXT:1065353216
// CHECK-NEXT:-2147483648
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:71362
// CHECK-NEXT:1070141403
// CHECK-NEXT:-4194304
// CHECK-NEXT:71362
// CHECK-NEXT:71362
// CHECK-NEXT:71362
// CHECK-NEXT:71362
// CHECK-NEXT:693176776
// CHECK-NEXT:1065353216
// CHECK-NEXT:1065353216
// CHECK-NEXT:1065353216
// CHECK-NEXT:80523
// CHECK-NEXT:1065353216
// CHECK-NEXT:1065353216
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:-1028115214
// CHECK-NEXT:-1038090239
// CHECK-NEXT:0
// CHECK-NEXT:-1023090548
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:1621981450
// CHECK-NEXT:71362
// CHECK-NEXT:71362
// CHECK-NEXT:507307239
// CHECK-NEXT:71362
// CHECK-NEXT:71362
// CHECK-NEXT:0
// CHECK-NEXT:1061752795
// CHECK-NEXT:1065353216
// CHECK-NEXT:71362
// CHECK-NEXT:71362
// CHECK-NEXT:71362
// CHECK-NEXT:1900671690
// CHECK-NEXT:2143289344
// CHECK-NEXT:1116441241
// CHECK-NEXT:2143289344
// CHECK-NEXT:1116441241
// CHECK-NEXT:1070141403
// CHECK-NEXT:-4194304
// CHECK-NEXT:1343554297
// CHECK-NEXT:1900671690
// CHECK-NEXT:-1088646622
// CHECK-NEXT:2139095040
// CHECK-NEXT:1065353216
// CHECK-NEXT:2139095040
// CHECK-NEXT:2139095040
// CHECK-NEXT:2139095040
// CHECK-NEXT:1900671690
// CHECK-NEXT:1116350389
// CHECK-NEXT:1106247680
// CHECK-NEXT:1116350389
// CHECK-NEXT:1120358609
// CHECK-NEXT:1900671690
// CHECK-NEXT:1900671690
// CHECK-NEXT:646978941
// CHECK-NEXT:-1085634128
// CHECK-NEXT:2139095040
// CHECK-NEXT:1482907561
// CHECK-NEXT:1067815995
// CHECK-NEXT:1065353216
// CHECK-NEXT:1900671690
// CHECK-NEXT:1061752795
// CHECK-NEXT:2139095040
// CHECK-NEXT:1900671690
// CHECK-NEXT:2139095040
// CHECK-NEXT:2139095040
// CHECK-NEXT:9218868437227405312
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:9218868437227405312
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:9218868437227405312
// CHECK-NEXT:4609753056924675352
// CHECK-NEXT:-2251799813685248
// CHECK-NEXT:9218868437227405312
// CHECK-NEXT:9218868437227405312
// CHECK-NEXT:-2251799813685248
// CHECK-NEXT:9218868437227405312
// CHECK-NEXT:4607182418800017408
// CHECK-NEXT:9218868437227405312
// CHECK-NEXT:9218868437227405312
// CHECK-NEXT:9218868437227405312
// CHECK-NEXT:9218868437227405312
// CHECK-NEXT:9218868437227405312
// CHECK-NEXT:9218868437227405312
// CHECK-NEXT:9218868437227405312
// CHECK-NEXT:9218868437227405312
// CHECK-NEXT:9218868437227405312
// CHECK-NEXT:9218868437227405312
// CHECK-NEXT:0
// CHECK-NEXT:-2251799813685248
// CHECK-NEXT:9218868437227405312
// CHECK-NEXT:9218868437227405312
// CHECK-NEXT:-2251799813685248
// CHECK-NEXT:4607182418800017408
// CHECK-NEXT:9218868437227405312
// CHECK-NEXT:4605249457297304856
// CHECK-NEXT:9218868437227405312
// CHECK-NEXT:9218868437227405312
// CHECK-NEXT:9218868437227405312
// CHECK-NEXT:9218868437227405312
// CHECK-NEXT:9218868437227405312
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:-2251799813685248
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:-4503599627370496
// CHECK-NEXT:-4613618979930100456
// CHECK-NEXT:-2251799813685248
// CHECK-NEXT:-4503599627370496
// CHECK-NEXT:-4503599627370496
// CHECK-NEXT:-2251799813685248
// CHECK-NEXT:9218868437227405312
// CHECK-NEXT:-4616189618054758400
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:-4616189618054758400
// CHECK-NEXT:-4503599627370496
// CHECK-NEXT:-2251799813685248
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:-2251799813685248
// CHECK-NEXT:-2251799813685248
// CHECK-NEXT:-4503599627370496
// CHECK-NEXT:-4503599627370496
// CHECK-NEXT:-2251799813685248
// CHECK-NEXT:-2251799813685248
// CHECK-NEXT:-4503599627370496
// CHECK-NEXT:-2251799813685248
// CHECK-NEXT:-2251799813685248
// CHECK-NEXT:-4616189618054758400
// CHECK-NEXT:-4503599627370496
// CHECK-NEXT:-4610883939740737070
// CHECK-NEXT:0
// CHECK-NEXT:-4503599627370496
// CHECK-NEXT:-2251799813685248
// CHECK-NEXT:-2251799813685248
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:0
// CHECK-NEXT:4609753056924675352
// CHECK-NEXT:-2251799813685248
// CHECK-NEXT:-9223372036854775808
// CHECK-NEXT:-9223372036854775808
// CHECK-NEXT:-9223372036854775808
// CHECK-NEXT:-9223372036854775808
// CHECK-NEXT:-9223372036854775808
// CHECK-NEXT:-9223372036854775808
// CHECK-NEXT:4607182418800017408
// CHECK-NEXT:4607182418800017408
// CHECK-NEXT:-9223372036854775808
// CHECK-NEXT:4607182418800017408
// CHECK-NEXT:4607182418800017408
// CHECK-NEXT:0
// CHECK-NEXT:-9223372036854775808
// CHECK-NEXT:-4503599627370496
// CHECK-NEXT:-4503599627370496
// CHECK-NEXT:0
// CHECK-NEXT:-4503599627370496
// CHECK-NEXT:-9223372036854775808
// CHECK-NEXT:-9223372036854775808
// CHECK-NEXT:-4503599627370496
// CHECK-NEXT:-9223372036854775808
// CHECK-NEXT:-9223372036854775808
// CHECK-NEXT:-9223372036854775808
// CHECK-NEXT:-9223372036854775808
// CHECK-NEXT:-9223372036854775808
// CHECK-NEXT:-9223372036854775808
// CHECK-NEXT:-4609115380302729960
// CHECK-NEXT:4607182418800017408
// CHECK-NEXT:-9223372036854775808
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:20240225330731
// CHECK-NEXT:4609753056924675352
// CHECK-NEXT:-2251799813685248
// CHECK-NEXT:20240225330731
// CHECK-NEXT:20240225330731
// CHECK-NEXT:20240225330731
// CHECK-NEXT:20240225330731
// CHECK-NEXT:3060931636232025128
// CHECK-NEXT:4607182418800017408
// CHECK-NEXT:4607182418800017408
// CHECK-NEXT:4607182418800017408
// CHECK-NEXT:22838648600516
// CHECK-NEXT:4607182418800017408
// CHECK-NEXT:4607182418800017408
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:-4573882157708241656
// CHECK-NEXT:-4579210842989395968
// CHECK-NEXT:0
// CHECK-NEXT:-4571128123185388042
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:6925926372775540729
// CHECK-NEXT:20240225330731
// CHECK-NEXT:20240225330731
// CHECK-NEXT:2288155682980613038
// CHECK-NEXT:20240225330731
// CHECK-NEXT:20240225330731
// CHECK-NEXT:0
// CHECK-NEXT:4605249457297304856
// CHECK-NEXT:4607182418800017408
// CHECK-NEXT:20240225330731
// CHECK-NEXT:20240225330731
// CHECK-NEXT:20240225330731
// CHECK-NEXT:9094988921128908188
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:4649293438606917187
// CHECK-NEXT:9221120237041090560
// CHECK-NEXT:4649293438606917187
// CHECK-NEXT:4609753056924675352
// CHECK-NEXT:-2251799813685248
// CHECK-NEXT:6103021453049119613
// CHECK-NEXT:9094988921128908188
// CHECK-NEXT:-4620014199950687039
// CHECK-NEXT:9218868437227405312
// CHECK-NEXT:4607182418800017408
// CHECK-NEXT:9218868437227405312
// CHECK-NEXT:9218868437227405312
// CHECK-NEXT:9218868437227405312
// CHECK-NEXT:9094988921128908188
// CHECK-NEXT:4649287341619838901
// CHECK-NEXT:4643985272004935680
// CHECK-NEXT:4649287341619838901
// CHECK-NEXT:4651977212379696009
// CHECK-NEXT:9094988921128908188
// CHECK-NEXT:9094988921128908188
// CHECK-NEXT:2362753625475748981
// CHECK-NEXT:-4617829991960222843
// CHECK-NEXT:9218868437227405312
// CHECK-NEXT:6850974717710472879
// CHECK-NEXT:4609080455566175351
// CHECK-NEXT:4607182418800017408
// CHECK-NEXT:9094988921128908188
// CHECK-NEXT:4605249457297304856
// CHECK-NEXT:9218868437227405312
// CHECK-NEXT:9094988921128908188
// CHECK-NEXT:9218868437227405312
// CHECK-NEXT:9218868437227405312
// CHECK-NEXT:0
// CHECK-NEXT:32
// CHECK-NEXT:32
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:1
// CHECK-NEXT:31
// CHECK-NEXT:0
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:32
// CHECK-NEXT:-1
// CHECK-NEXT:1
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:32
// CHECK-NEXT:1
// CHECK-NEXT:3
// CHECK-NEXT:30
// CHECK-NEXT:0
// CHECK-NEXT:2
// CHECK-NEXT:1594323
// CHECK-NEXT:7
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:30
// CHECK-NEXT:-16807
// CHECK-NEXT:2
// CHECK-NEXT:30
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:0
// CHECK-NEXT:5
// CHECK-NEXT:29
// CHECK-NEXT:0
// CHECK-NEXT:2
// CHECK-NEXT:1
// CHECK-NEXT:-2147483648
// CHECK-NEXT:0
// CHECK-NEXT:31
// CHECK-NEXT:1
// CHECK-NEXT:-2147483648
// CHECK-NEXT:12288
// CHECK-NEXT:18
// CHECK-NEXT:12
// CHECK-NEXT:2
// CHECK-NEXT:150994944
// CHECK-NEXT:2
// CHECK-NEXT:30
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:-2147483648
// CHECK-NEXT:3
// CHECK-NEXT:30
// CHECK-NEXT:0
// CHECK-NEXT:2
// CHECK-NEXT:-818408495
// CHECK-NEXT:0
// CHECK-NEXT:64
// CHECK-NEXT:64
// CHECK-NEXT:0
// CHECK-NEXT:1
// CHECK-NEXT:-9223372036854775808
// CHECK-NEXT:0
// CHECK-NEXT:63
// CHECK-NEXT:1
// CHECK-NEXT:-9223372036854775808
// CHECK-NEXT:7
// CHECK-NEXT:61
// CHECK-NEXT:0
// CHECK-NEXT:3
// CHECK-NEXT:3909821048582988049
// CHECK-NEXT:3
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:63
// CHECK-NEXT:-4052555153018976267
// CHECK-NEXT:1099511627776
// CHECK-NEXT:23
// CHECK-NEXT:40
// CHECK-NEXT:1
// CHECK-NEXT:1099511627776
// CHECK-NEXT:1
// CHECK-NEXT:63
// CHECK-NEXT:0
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NOT:{{.}}
