// The math dialect on bf16, which asyncc computes in f32 and rounds to
// nearest even (LLVM would call __truncsfbf2, which GCC 12's libgcc
// lacks, so MLIR's own pipeline cannot link these programs here).  The
// expected bits are the f32 results rounded to bf16, computed apart.
// Values cross function boundaries as their bits: LLVM passes bf16
// arguments through __truncsfbf2 too.
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O2 -run %s | FileCheckExact %s
// RUN: asyncc -c -O2 %s -o %t.o && bash %S/link.sh %t %t.o && %t | FileCheckExact %s

func.func @hide(%x: i16) -> i16 {
  %tok, %v = async.execute -> !async.value<i16> {
    async.yield %x : i16
  }
  %r = async.await %v : !async.value<i16>
  return %r : i16
}

func.func @all(%xb: i16) {
  %x = arith.bitcast %xb : i16 to bf16
  %sin = math.sin %x : bf16
  %sin_b = arith.bitcast %sin : bf16 to i16
  vector.print %sin_b : i16
  %sqrt = math.sqrt %x : bf16
  %sqrt_b = arith.bitcast %sqrt : bf16 to i16
  vector.print %sqrt_b : i16
  %tan = math.tan %x : bf16
  %tan_b = arith.bitcast %tan : bf16 to i16
  vector.print %tan_b : i16
  %exp = math.exp %x : bf16
  %exp_b = arith.bitcast %exp : bf16 to i16
  vector.print %exp_b : i16
  %rsqrt = math.rsqrt %x : bf16
  %rsqrt_b = arith.bitcast %rsqrt : bf16 to i16
  vector.print %rsqrt_b : i16
  %erf = math.erf %x : bf16
  %erf_b = arith.bitcast %erf : bf16 to i16
  vector.print %erf_b : i16
  %cbrt = math.cbrt %x : bf16
  %cbrt_b = arith.bitcast %cbrt : bf16 to i16
  vector.print %cbrt_b : i16
  %log1p = math.log1p %x : bf16
  %log1p_b = arith.bitcast %log1p : bf16 to i16
  vector.print %log1p_b : i16
  %floor = math.floor %x : bf16
  %floor_b = arith.bitcast %floor : bf16 to i16
  vector.print %floor_b : i16
  %fma = math.fma %x, %x, %x : bf16
  %fma_b = arith.bitcast %fma : bf16 to i16
  vector.print %fma_b : i16
  return
}

func.func @main() {
  %c0 = arith.constant 0.75 : bf16
  %b0 = arith.bitcast %c0 : bf16 to i16
  %x0 = func.call @hide(%b0) : (i16) -> i16
  func.call @all(%x0) : (i16) -> ()
  %c1 = arith.constant 1.5 : bf16
  %b1 = arith.bitcast %c1 : bf16 to i16
  %x1 = func.call @hide(%b1) : (i16) -> i16
  func.call @all(%x1) : (i16) -> ()
  %c2 = arith.constant 3.25 : bf16
  %b2 = arith.bitcast %c2 : bf16 to i16
  %x2 = func.call @hide(%b2) : (i16) -> i16
  func.call @all(%x2) : (i16) -> ()
  return
}

// CHECK:16174
// CHECK-NEXT:16222
// CHECK-NEXT:16238
// CHECK-NEXT:16391
// CHECK-NEXT:16276
// CHECK-NEXT:16182
// CHECK-NEXT:16233
// CHECK-NEXT:16143
// CHECK-NEXT:0
// CHECK-NEXT:16296
// CHECK-NEXT:16255
// CHECK-NEXT:16285
// CHECK-NEXT:16738
// CHECK-NEXT:16527
// CHECK-NEXT:16209
// CHECK-NEXT:16247
// CHECK-NEXT:16275
// CHECK-NEXT:16235
// CHECK-NEXT:16256
// CHECK-NEXT:16496
// CHECK-NEXT:-16930
// CHECK-NEXT:16359
// CHECK-NEXT:15839
// CHECK-NEXT:16846
// CHECK-NEXT:16142
// CHECK-NEXT:16256
// CHECK-NEXT:16318
// CHECK-NEXT:16313
// CHECK-NEXT:16448
// CHECK-NEXT:16733
