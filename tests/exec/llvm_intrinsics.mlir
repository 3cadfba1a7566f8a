// llvm.intr.* ops: float math, rounding, integer min/max and bit
// counting, overflow checks, expect and assume, stacksave/stackrestore,
// in their custom and generic forms.  The expected output is MLIR 19's
// (mlir-cpu-runner-19 on this file).
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O2 -run %s | FileCheckExact %s

llvm.func @printI64(i64)
llvm.func @printF64(f64)
llvm.func @printNewline()

llvm.func @showf(%x: f64) {
  llvm.call @printF64(%x) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @show(%x: i64) {
  llvm.call @printI64(%x) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @show32(%x: i32) {
  %w = llvm.sext %x : i32 to i64
  llvm.call @show(%w) : (i64) -> ()
  llvm.return
}

llvm.func @floats(%x: f64, %y: f64) {
  %0 = llvm.intr.fabs(%x) : (f64) -> f64
  %1 = llvm.intr.sqrt(%0) : (f64) -> f64
  %2 = llvm.intr.pow(%x, %y) : (f64, f64) -> f64
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %3 = llvm.intr.powi(%0, %c3) : (f64, i32) -> f64
  %neg = llvm.fneg %0 : f64
  %4 = llvm.intr.powi(%neg, %c3) {fastmathFlags = #llvm.fastmath<none>} : (f64, i32) -> f64
  %5 = llvm.intr.ceil(%neg) : (f64) -> f64
  %6 = llvm.intr.floor(%neg) : (f64) -> f64
  %7 = llvm.intr.round(%neg) : (f64) -> f64
  %8 = llvm.intr.trunc(%neg) : (f64) -> f64
  %9 = llvm.intr.fma(%x, %y, %x) : (f64, f64, f64) -> f64
  %10 = llvm.intr.minnum(%x, %neg) : (f64, f64) -> f64
  %11 = llvm.intr.maximum(%x, %neg) : (f64, f64) -> f64
  %12 = llvm.intr.fmuladd(%3, %y, %neg) : (f64, f64, f64) -> f64
  %13 = llvm.intr.copysign(%y, %x) : (f64, f64) -> f64
  %14 = llvm.intr.log2(%y) : (f64) -> f64
  %e = llvm.mlir.constant(1000.0 : f64) : f64
  %15 = llvm.intr.log10(%e) : (f64) -> f64
  llvm.call @showf(%0) : (f64) -> ()
  llvm.call @showf(%1) : (f64) -> ()
  llvm.call @showf(%2) : (f64) -> ()
  llvm.call @showf(%3) : (f64) -> ()
  llvm.call @showf(%4) : (f64) -> ()
  llvm.call @showf(%5) : (f64) -> ()
  llvm.call @showf(%6) : (f64) -> ()
  llvm.call @showf(%7) : (f64) -> ()
  llvm.call @showf(%8) : (f64) -> ()
  llvm.call @showf(%9) : (f64) -> ()
  llvm.call @showf(%10) : (f64) -> ()
  llvm.call @showf(%11) : (f64) -> ()
  llvm.call @showf(%12) : (f64) -> ()
  llvm.call @showf(%13) : (f64) -> ()
  llvm.call @showf(%14) : (f64) -> ()
  llvm.call @showf(%15) : (f64) -> ()
  %16 = llvm.intr.lround(%neg) : (f64) -> i64
  llvm.call @show(%16) : (i64) -> ()
  llvm.return
}

llvm.func @integers(%a: i32, %b: i32) {
  %0 = llvm.intr.smax(%a, %b) : (i32, i32) -> i32
  %1 = llvm.intr.smin(%a, %b) : (i32, i32) -> i32
  %2 = llvm.intr.umax(%a, %b) : (i32, i32) -> i32
  %3 = llvm.intr.umin(%a, %b) : (i32, i32) -> i32
  %4 = "llvm.intr.abs"(%a) <{is_int_min_poison = false}> : (i32) -> i32
  %5 = llvm.intr.ctpop(%b) : (i32) -> i32
  %6 = "llvm.intr.ctlz"(%b) <{is_zero_poison = false}> : (i32) -> i32
  %7 = "llvm.intr.cttz"(%b) <{is_zero_poison = true}> : (i32) -> i32
  %8 = llvm.intr.bswap(%b) : (i32) -> i32
  %9 = llvm.intr.bitreverse(%b) : (i32) -> i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %10 = llvm.intr.fshr(%b, %b, %c2) : (i32, i32, i32) -> i32
  llvm.call @show32(%0) : (i32) -> ()
  llvm.call @show32(%1) : (i32) -> ()
  llvm.call @show32(%2) : (i32) -> ()
  llvm.call @show32(%3) : (i32) -> ()
  llvm.call @show32(%4) : (i32) -> ()
  llvm.call @show32(%5) : (i32) -> ()
  llvm.call @show32(%6) : (i32) -> ()
  llvm.call @show32(%7) : (i32) -> ()
  llvm.call @show32(%8) : (i32) -> ()
  llvm.call @show32(%9) : (i32) -> ()
  llvm.call @show32(%10) : (i32) -> ()
  llvm.return
}

// The sum and the overflow bit, as sum * 10 + bit.
llvm.func @overflows(%a: i8, %b: i8) {
  %s = "llvm.intr.sadd.with.overflow"(%a, %b) : (i8, i8) -> !llvm.struct<(i8, i1)>
  %u = "llvm.intr.uadd.with.overflow"(%a, %b) : (i8, i8) -> !llvm.struct<(i8, i1)>
  %m = "llvm.intr.smul.with.overflow"(%a, %a) : (i8, i8) -> !llvm.struct<(i8, i1)>
  llvm.call @pack(%s) : (!llvm.struct<(i8, i1)>) -> ()
  llvm.call @pack(%u) : (!llvm.struct<(i8, i1)>) -> ()
  llvm.call @pack(%m) : (!llvm.struct<(i8, i1)>) -> ()
  llvm.return
}
llvm.func @pack(%r: !llvm.struct<(i8, i1)>) {
  %v = llvm.extractvalue %r[0] : !llvm.struct<(i8, i1)>
  %o = llvm.extractvalue %r[1] : !llvm.struct<(i8, i1)>
  %vw = llvm.sext %v : i8 to i64
  %ow = llvm.zext %o : i1 to i64
  %ten = llvm.mlir.constant(10 : i64) : i64
  %t = llvm.mul %vw, %ten : i64
  %p = llvm.add %t, %ow : i64
  llvm.call @show(%p) : (i64) -> ()
  llvm.return
}

llvm.func @main() {
  %x = llvm.mlir.constant(-2.25 : f64) : f64
  %y = llvm.mlir.constant(2.0 : f64) : f64
  llvm.call @floats(%x, %y) : (f64, f64) -> ()
  %a = llvm.mlir.constant(-40 : i32) : i32
  %b = llvm.mlir.constant(12 : i32) : i32
  llvm.call @integers(%a, %b) : (i32, i32) -> ()
  %p = llvm.mlir.constant(100 : i8) : i8
  %q = llvm.mlir.constant(-100 : i8) : i8
  %r = llvm.mlir.constant(44 : i8) : i8
  llvm.call @overflows(%p, %r) : (i8, i8) -> ()
  // expect and assume change no value; stacksave/stackrestore bracket
  // an alloca.
  %sp = llvm.intr.stacksave : !llvm.ptr
  %n = llvm.mlir.constant(4 : i32) : i32
  %buf = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
  llvm.store %b, %buf : i32, !llvm.ptr
  %got = llvm.load %buf : !llvm.ptr -> i32
  llvm.intr.stackrestore %sp : !llvm.ptr
  %e = llvm.intr.expect %got, %b : i32
  %pos = llvm.icmp "sgt" %e, %a : i32
  "llvm.intr.assume"(%pos) : (i1) -> ()
  llvm.call @show32(%e) : (i32) -> ()
  llvm.return
}

// The output, as MLIR 19 prints it:
// CHECK:2.25
// CHECK-NEXT:1.5
// CHECK-NEXT:5.0625
// CHECK-NEXT:11.3906
// CHECK-NEXT:-11.3906
// CHECK-NEXT:-2
// CHECK-NEXT:-3
// CHECK-NEXT:-2
// CHECK-NEXT:-2
// CHECK-NEXT:-6.75
// CHECK-NEXT:-2.25
// CHECK-NEXT:-2.25
// CHECK-NEXT:20.5312
// CHECK-NEXT:-2
// CHECK-NEXT:1
// CHECK-NEXT:3
// CHECK-NEXT:-2
// CHECK-NEXT:12
// CHECK-NEXT:-40
// CHECK-NEXT:-40
// CHECK-NEXT:12
// CHECK-NEXT:40
// CHECK-NEXT:2
// CHECK-NEXT:28
// CHECK-NEXT:2
// CHECK-NEXT:201326592
// CHECK-NEXT:805306368
// CHECK-NEXT:3
// CHECK-NEXT:-1119
// CHECK-NEXT:-1120
// CHECK-NEXT:161
// CHECK-NEXT:12
