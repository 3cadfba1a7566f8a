// The scalar dialects in LLVM IR, as MLIR 19's lowering makes it:
// intrinsics with the op's fast-math flags, MLIR's expansions of rsqrt,
// expm1 and log1p, the C library (without side effects) for what LLVM
// has no intrinsic for, integer powers in linkonce_odr helpers named as
// MLIR's, remsi guarded against INT_MIN % -1, cf.switch as a switch,
// function values as pointers.
// RUN: asyncc -S -emit-llvm -disable-llvm-passes %s -o - | FileCheck %s

// CHECK-LABEL: define float @intrinsics(float %0, float %1, i32 %2)
// CHECK-NEXT: %[[S:.*]] = call fast float @llvm.sqrt.f32(float %0)
// CHECK-NEXT: %[[P:.*]] = call float @llvm.pow.f32(float %[[S]], float %1)
// CHECK-NEXT: %[[Q:.*]] = call float @llvm.powi.f32.i32(float %[[P]], i32 %2)
// CHECK-NEXT: %[[F:.*]] = call contract float @llvm.fma.f32(float %[[Q]], float %0, float %1)
// CHECK-NEXT: ret float %[[F]]
func.func @intrinsics(%x: f32, %y: f32, %n: i32) -> f32 {
  %s = math.sqrt %x fastmath<fast> : f32
  %p = math.powf %s, %y : f32
  %q = math.fpowi %p, %n : f32, i32
  %f = math.fma %q, %x, %y fastmath<contract> : f32
  return %f : f32
}

// CHECK-LABEL: define double @expansions(double %0)
// CHECK-NEXT: %[[S:.*]] = call afn double @llvm.sqrt.f64(double %0)
// CHECK-NEXT: %[[R:.*]] = fdiv afn double 1.000000e+00, %[[S]]
// CHECK-NEXT: %[[E:.*]] = call double @llvm.exp.f64(double %[[R]])
// CHECK-NEXT: %[[M:.*]] = fsub double %[[E]], 1.000000e+00
// CHECK-NEXT: %[[A:.*]] = fadd double 1.000000e+00, %[[M]]
// CHECK-NEXT: %[[L:.*]] = call double @llvm.log.f64(double %[[A]])
// CHECK-NEXT: ret double %[[L]]
func.func @expansions(%x: f64) -> f64 {
  %r = math.rsqrt %x fastmath<afn> : f64
  %e = math.expm1 %r : f64
  %l = math.log1p %e : f64
  return %l : f64
}

// CHECK-LABEL: define half @libm(float %0, double %1, half %2)
// CHECK-NEXT: %[[T:.*]] = call float @tanf(float %0)
// CHECK-NEXT: %[[E:.*]] = call double @erf(double %1)
// CHECK-NEXT: %[[X:.*]] = fpext half %2 to float
// CHECK-NEXT: %[[C:.*]] = call float @cbrtf(float %[[X]])
// CHECK-NEXT: %[[H:.*]] = fptrunc float %[[C]] to half
// CHECK-NEXT: ret half %[[H]]
func.func @libm(%x: f32, %d: f64, %h: f16) -> f16 {
  %t = math.tan %x : f32
  %e = math.erf %d : f64
  %c = math.cbrt %h : f16
  return %c : f16
}

// CHECK-LABEL: define i32 @ints(i32 %0, i32 %1)
// CHECK-NEXT: %[[A:.*]] = call i32 @llvm.abs.i32(i32 %0, i1 false)
// CHECK-NEXT: %[[Z:.*]] = call i32 @llvm.ctlz.i32(i32 %[[A]], i1 false)
// CHECK-NEXT: %[[P:.*]] = call i32 @__mlir_math_ipowi_i32(i32 %[[Z]], i32 %1)
// CHECK-NEXT: ret i32 %[[P]]
func.func @ints(%a: i32, %b: i32) -> i32 {
  %abs = math.absi %a : i32
  %z = math.ctlz %abs : i32
  %p = math.ipowi %z, %b : i32
  return %p : i32
}

// CHECK-LABEL: define i8 @rem(i8 %0, i8 %1)
// CHECK-NEXT: %[[M:.*]] = icmp eq i8 %1, -1
// CHECK-NEXT: %[[D:.*]] = select i1 %[[M]], i8 1, i8 %1
// CHECK-NEXT: %[[R:.*]] = srem i8 %0, %[[D]]
// CHECK-NEXT: ret i8 %[[R]]
func.func @rem(%a: i8, %b: i8) -> i8 {
  %r = arith.remsi %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: define i32 @switch(i32 %0)
// CHECK-NEXT: switch i32 %0, label %[[D:.*]] [
// CHECK-NEXT:   i32 5, label %[[A:.*]]
// CHECK-NEXT:   i32 -1, label %[[D]]
// CHECK-NEXT: ]
func.func @switch(%x: i32) -> i32 {
  cf.switch %x : i32, [
    default: ^d,
    5: ^a,
    -1: ^d
  ]
^a:
  %c1 = arith.constant 1 : i32
  return %c1 : i32
^d:
  %c0 = arith.constant 0 : i32
  return %c0 : i32
}

// A function value is the function's address; a call through a known
// one is a direct call.
// CHECK-LABEL: define i64 @indirect(i64 %0)
// CHECK-NEXT: %[[R:.*]] = call i64 @twice(i64 %0)
// CHECK-NEXT: %[[S:.*]] = call i64 @apply(ptr @twice, i64 %[[R]])
// CHECK-LABEL: define i64 @apply(ptr %0, i64 %1)
// CHECK-NEXT: %[[R:.*]] = call i64 %0(i64 %1)
func.func private @twice(%x: i64) -> i64 {
  %r = arith.addi %x, %x : i64
  return %r : i64
}
func.func @indirect(%x: i64) -> i64 {
  %f = func.constant @twice : (i64) -> i64
  %r = func.call_indirect %f(%x) : (i64) -> i64
  %s = func.call @apply(%f, %r) : ((i64) -> i64, i64) -> i64
  return %s : i64
}
func.func @apply(%f: (i64) -> i64, %x: i64) -> i64 {
  %r = func.call_indirect %f(%x) : (i64) -> i64
  return %r : i64
}

// The helpers and declarations follow the functions.
// CHECK: declare float @tanf(float) #[[PURE:[0-9]+]]
// CHECK: define linkonce_odr i32 @__mlir_math_ipowi_i32(i32 %0, i32 %1)
// CHECK: attributes #[[PURE]] = { nounwind memory(none) }
