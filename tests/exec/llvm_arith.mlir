// The llvm dialect's arithmetic, comparisons, casts and selects, printed
// with the runner utilities' printers; the expected output is MLIR 19's
// (mlir-cpu-runner-19 on this file).
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O2 -run %s | FileCheckExact %s

llvm.func @printI64(i64)
llvm.func @printU64(i64)
llvm.func @printF64(f64)
llvm.func @printNewline()

llvm.func @show(%x: i64) {
  llvm.call @printI64(%x) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}

llvm.func @showf(%x: f64) {
  llvm.call @printF64(%x) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}

// Integers, their flags included: nsw/nuw do not change defined results.
llvm.func @integers(%a: i32, %b: i32) {
  %0 = llvm.add %a, %b overflow<nsw> : i32
  %1 = llvm.sub %a, %b : i32
  %2 = llvm.mul %a, %b overflow<nsw, nuw> : i32
  %3 = llvm.sdiv %a, %b : i32
  %4 = llvm.udiv %a, %b : i32
  %5 = llvm.srem %a, %b : i32
  %6 = llvm.urem %a, %b : i32
  %7 = llvm.and %a, %b : i32
  %8 = llvm.or %a, %b : i32
  %9 = llvm.xor %a, %b : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %10 = llvm.shl %a, %c3 : i32
  %11 = llvm.lshr %a, %c3 : i32
  %12 = llvm.ashr %a, %c3 : i32
  %r0 = llvm.sext %0 : i32 to i64
  %r1 = llvm.sext %1 : i32 to i64
  %r2 = llvm.sext %2 : i32 to i64
  %r3 = llvm.sext %3 : i32 to i64
  %r4 = llvm.zext %4 : i32 to i64
  %r5 = llvm.sext %5 : i32 to i64
  %r6 = llvm.zext %6 : i32 to i64
  %r7 = llvm.sext %7 : i32 to i64
  %r8 = llvm.sext %8 : i32 to i64
  %r9 = llvm.sext %9 : i32 to i64
  %r10 = llvm.sext %10 : i32 to i64
  %r11 = llvm.zext %11 : i32 to i64
  %r12 = llvm.sext %12 : i32 to i64
  llvm.call @show(%r0) : (i64) -> ()
  llvm.call @show(%r1) : (i64) -> ()
  llvm.call @show(%r2) : (i64) -> ()
  llvm.call @show(%r3) : (i64) -> ()
  llvm.call @show(%r4) : (i64) -> ()
  llvm.call @show(%r5) : (i64) -> ()
  llvm.call @show(%r6) : (i64) -> ()
  llvm.call @show(%r7) : (i64) -> ()
  llvm.call @show(%r8) : (i64) -> ()
  llvm.call @show(%r9) : (i64) -> ()
  llvm.call @show(%r10) : (i64) -> ()
  llvm.call @show(%r11) : (i64) -> ()
  llvm.call @show(%r12) : (i64) -> ()
  llvm.return
}

llvm.func @floats(%x: f64, %y: f64) {
  %0 = llvm.fadd %x, %y : f64
  %1 = llvm.fsub %x, %y {fastmathFlags = #llvm.fastmath<nsz>} : f64
  %2 = llvm.fmul %x, %y : f64
  %3 = llvm.fdiv %x, %y : f64
  %4 = llvm.frem %x, %y : f64
  %5 = llvm.fneg %x : f64
  llvm.call @showf(%0) : (f64) -> ()
  llvm.call @showf(%1) : (f64) -> ()
  llvm.call @showf(%2) : (f64) -> ()
  llvm.call @showf(%3) : (f64) -> ()
  llvm.call @showf(%4) : (f64) -> ()
  llvm.call @showf(%5) : (f64) -> ()
  llvm.return
}

// Every icmp predicate on (a, b), as the bits of one number.
llvm.func @icmps(%a: i64, %b: i64) {
  %0 = llvm.icmp "eq" %a, %b : i64
  %1 = llvm.icmp "ne" %a, %b : i64
  %2 = llvm.icmp "slt" %a, %b : i64
  %3 = llvm.icmp "sle" %a, %b : i64
  %4 = llvm.icmp "sgt" %a, %b : i64
  %5 = llvm.icmp "sge" %a, %b : i64
  %6 = llvm.icmp "ult" %a, %b : i64
  %7 = llvm.icmp "ule" %a, %b : i64
  %8 = llvm.icmp "ugt" %a, %b : i64
  %9 = llvm.icmp "uge" %a, %b : i64
  %bits = llvm.call @pack10(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9)
    : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> i64
  llvm.call @show(%bits) : (i64) -> ()
  llvm.return
}

llvm.func @fcmps(%a: f64, %b: f64) {
  %0 = llvm.fcmp "oeq" %a, %b : f64
  %1 = llvm.fcmp "ogt" %a, %b : f64
  %2 = llvm.fcmp "oge" %a, %b : f64
  %3 = llvm.fcmp "olt" %a, %b : f64
  %4 = llvm.fcmp "ole" %a, %b : f64
  %5 = llvm.fcmp "one" %a, %b : f64
  %6 = llvm.fcmp "ord" %a, %b : f64
  %7 = llvm.fcmp "ueq" %a, %b : f64
  %8 = llvm.fcmp "une" %a, %b : f64
  %9 = llvm.fcmp "uno" %a, %b : f64
  %bits = llvm.call @pack10(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9)
    : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> i64
  llvm.call @show(%bits) : (i64) -> ()
  llvm.return
}

// b0 + 2 b1 + 4 b2 + ...: the decimal digits show which were true.
llvm.func @pack10(%b0: i1, %b1: i1, %b2: i1, %b3: i1, %b4: i1, %b5: i1, %b6: i1, %b7: i1,
                  %b8: i1, %b9: i1) -> i64 {
  %ten = llvm.mlir.constant(10 : i64) : i64
  %zero = llvm.mlir.constant(0 : i64) : i64
  %d0 = llvm.zext %b0 : i1 to i64
  %d1 = llvm.zext %b1 : i1 to i64
  %d2 = llvm.zext %b2 : i1 to i64
  %d3 = llvm.zext %b3 : i1 to i64
  %d4 = llvm.zext %b4 : i1 to i64
  %d5 = llvm.zext %b5 : i1 to i64
  %d6 = llvm.zext %b6 : i1 to i64
  %d7 = llvm.zext %b7 : i1 to i64
  %d8 = llvm.zext %b8 : i1 to i64
  %d9 = llvm.zext %b9 : i1 to i64
  %a1 = llvm.mul %d0, %ten : i64
  %a2 = llvm.add %a1, %d1 : i64
  %a3 = llvm.mul %a2, %ten : i64
  %a4 = llvm.add %a3, %d2 : i64
  %a5 = llvm.mul %a4, %ten : i64
  %a6 = llvm.add %a5, %d3 : i64
  %a7 = llvm.mul %a6, %ten : i64
  %a8 = llvm.add %a7, %d4 : i64
  %a9 = llvm.mul %a8, %ten : i64
  %a10 = llvm.add %a9, %d5 : i64
  %a11 = llvm.mul %a10, %ten : i64
  %a12 = llvm.add %a11, %d6 : i64
  %a13 = llvm.mul %a12, %ten : i64
  %a14 = llvm.add %a13, %d7 : i64
  %a15 = llvm.mul %a14, %ten : i64
  %a16 = llvm.add %a15, %d8 : i64
  %a17 = llvm.mul %a16, %ten : i64
  %a18 = llvm.add %a17, %d9 : i64
  %one = llvm.mlir.constant(10000000000 : i64) : i64
  %r = llvm.add %a18, %one : i64
  llvm.return %r : i64
}

llvm.func @casts(%i: i64, %f: f64) {
  %0 = llvm.trunc %i : i64 to i8
  %1 = llvm.sext %0 : i8 to i64
  %2 = llvm.zext %0 : i8 to i64
  %3 = llvm.sitofp %i : i64 to f64
  %4 = llvm.uitofp %0 : i8 to f32
  %5 = llvm.fpext %4 : f32 to f64
  %6 = llvm.fptosi %f : f64 to i32
  %7 = llvm.sext %6 : i32 to i64
  %8 = llvm.fptoui %f : f64 to i16
  %9 = llvm.zext %8 : i16 to i64
  %10 = llvm.fptrunc %f : f64 to f32
  %11 = llvm.fpext %10 : f32 to f64
  %12 = llvm.bitcast %f : f64 to i64
  %p = llvm.inttoptr %i : i64 to !llvm.ptr
  %13 = llvm.ptrtoint %p : !llvm.ptr to i64
  llvm.call @show(%1) : (i64) -> ()
  llvm.call @show(%2) : (i64) -> ()
  llvm.call @showf(%3) : (f64) -> ()
  llvm.call @showf(%5) : (f64) -> ()
  llvm.call @show(%7) : (i64) -> ()
  llvm.call @show(%9) : (i64) -> ()
  llvm.call @showf(%11) : (f64) -> ()
  llvm.call @show(%12) : (i64) -> ()
  llvm.call @show(%13) : (i64) -> ()
  llvm.return
}

llvm.func @selects(%c: i1, %a: i64, %b: i64) {
  %0 = llvm.select %c, %a, %b : i1, i64
  llvm.call @show(%0) : (i64) -> ()
  llvm.return
}

llvm.func @main() {
  %a = llvm.mlir.constant(-100 : i32) : i32
  %b = llvm.mlir.constant(7 : i32) : i32
  llvm.call @integers(%a, %b) : (i32, i32) -> ()
  %x = llvm.mlir.constant(7.5 : f64) : f64
  %y = llvm.mlir.constant(-2.0 : f64) : f64
  llvm.call @floats(%x, %y) : (f64, f64) -> ()
  %i1 = llvm.mlir.constant(-5 : i64) : i64
  %i2 = llvm.mlir.constant(3 : i64) : i64
  llvm.call @icmps(%i1, %i2) : (i64, i64) -> ()
  llvm.call @icmps(%i2, %i2) : (i64, i64) -> ()
  %nan = llvm.mlir.constant(0x7FF8000000000000 : f64) : f64
  llvm.call @fcmps(%x, %y) : (f64, f64) -> ()
  llvm.call @fcmps(%x, %nan) : (f64, f64) -> ()
  %big = llvm.mlir.constant(1000 : i64) : i64
  %g = llvm.mlir.constant(300.75 : f64) : f64
  llvm.call @casts(%big, %g) : (i64, f64) -> ()
  %t = llvm.mlir.constant(true) : i1
  %f = llvm.mlir.constant(false) : i1
  llvm.call @selects(%t, %i1, %i2) : (i1, i64, i64) -> ()
  llvm.call @selects(%f, %i1, %i2) : (i1, i64, i64) -> ()
  llvm.call @complex_constants() : () -> ()
  llvm.return
}

// Complex constants: [re, im] into a struct of two fields.
llvm.func @complex_constants() {
  %z = llvm.mlir.constant([-3 : i64, 9 : i64]) : !llvm.struct<(i64, i64)>
  %re = llvm.extractvalue %z[0] : !llvm.struct<(i64, i64)>
  %im = llvm.extractvalue %z[1] : !llvm.struct<(i64, i64)>
  llvm.call @show(%re) : (i64) -> ()
  llvm.call @show(%im) : (i64) -> ()
  %w = llvm.mlir.constant([1.25 : f64, -0.5 : f64]) : !llvm.struct<(f64, f64)>
  %wim = llvm.extractvalue %w[1] : !llvm.struct<(f64, f64)>
  llvm.call @showf(%wim) : (f64) -> ()
  llvm.return
}

// The output, as MLIR 19 prints it:
// CHECK:-93
// CHECK-NEXT:-107
// CHECK-NEXT:-700
// CHECK-NEXT:-14
// CHECK-NEXT:613566742
// CHECK-NEXT:-2
// CHECK-NEXT:2
// CHECK-NEXT:4
// CHECK-NEXT:-97
// CHECK-NEXT:-101
// CHECK-NEXT:-800
// CHECK-NEXT:536870899
// CHECK-NEXT:-13
// CHECK-NEXT:5.5
// CHECK-NEXT:9.5
// CHECK-NEXT:-15
// CHECK-NEXT:-3.75
// CHECK-NEXT:1.5
// CHECK-NEXT:-7.5
// CHECK-NEXT:10111000011
// CHECK-NEXT:11001010101
// CHECK-NEXT:10110011010
// CHECK-NEXT:10000000111
// CHECK-NEXT:-24
// CHECK-NEXT:232
// CHECK-NEXT:1000
// CHECK-NEXT:232
// CHECK-NEXT:300
// CHECK-NEXT:300
// CHECK-NEXT:300.75
// CHECK-NEXT:4643998466144468992
// CHECK-NEXT:1000
// CHECK-NEXT:-5
// CHECK-NEXT:3
// CHECK-NEXT:-3
// CHECK-NEXT:9
// CHECK-NEXT:-0.5
