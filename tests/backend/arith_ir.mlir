// arith lowering: one instruction per op where LLVM has one, overflow and
// fast-math flags carried over, MLIR's predicates mapped to LLVM's,
// index as the target's pointer width.
// RUN: asyncc -S -emit-llvm -disable-llvm-passes %s -o - | FileCheck %s
// RUN: asyncc -S -emit-llvm -disable-llvm-passes --target=i686-linux-gnu %s -o - | FileCheck %s --check-prefix=I686

// CHECK-LABEL: define i64 @flags(i64 %0, i64 %1)
// CHECK-NEXT: %[[A:.*]] = add nsw i64 %0, %1
// CHECK-NEXT: %[[B:.*]] = sub nuw i64 %[[A]], %1
// CHECK-NEXT: %[[C:.*]] = mul nuw nsw i64 %[[B]], %0
// CHECK-NEXT: %[[D:.*]] = shl i64 %[[C]], %1
// CHECK-NEXT: ret i64 %[[D]]
func.func @flags(%a: i64, %b: i64) -> i64 {
  %0 = arith.addi %a, %b overflow<nsw> : i64
  %1 = arith.subi %0, %b overflow<nuw> : i64
  %2 = arith.muli %1, %a overflow<nsw, nuw> : i64
  %3 = arith.shli %2, %b : i64
  return %3 : i64
}

// CHECK-LABEL: define double @fast(double %0, double %1)
// CHECK-NEXT: %[[A:.*]] = fadd fast double %0, %1
// CHECK-NEXT: %[[B:.*]] = fmul nnan ninf double %[[A]], %1
// CHECK-NEXT: %[[C:.*]] = fdiv contract double %[[B]], %0
// CHECK-NEXT: %[[D:.*]] = fneg nsz double %[[C]]
// CHECK-NEXT: %[[E:.*]] = call reassoc double @llvm.maximum.f64(double %[[D]], double %0)
// CHECK-NEXT: %[[F:.*]] = call double @llvm.minnum.f64(double %[[E]], double %1)
// CHECK-NEXT: ret double %[[F]]
func.func @fast(%a: f64, %b: f64) -> f64 {
  %0 = arith.addf %a, %b fastmath<fast> : f64
  %1 = arith.mulf %0, %b fastmath<nnan, ninf> : f64
  %2 = arith.divf %1, %a fastmath<contract> : f64
  %3 = arith.negf %2 fastmath<nsz> : f64
  %4 = arith.maximumf %3, %a fastmath<reassoc> : f64
  %5 = arith.minnumf %4, %b : f64
  return %5 : f64
}

// CHECK-LABEL: define void @predicates(i32 %0, i32 %1, float %2, float %3)
// CHECK-NEXT: icmp eq i32
// CHECK-NEXT: icmp ne i32
// CHECK-NEXT: icmp slt i32
// CHECK-NEXT: icmp sle i32
// CHECK-NEXT: icmp sgt i32
// CHECK-NEXT: icmp sge i32
// CHECK-NEXT: icmp ult i32
// CHECK-NEXT: icmp ule i32
// CHECK-NEXT: icmp ugt i32
// CHECK-NEXT: icmp uge i32
// CHECK-NEXT: fcmp oeq float
// CHECK-NEXT: fcmp one float
// CHECK-NEXT: fcmp ord float
// CHECK-NEXT: fcmp ueq float
// CHECK-NEXT: fcmp une float
// CHECK-NEXT: fcmp uno float
// CHECK-NEXT: fcmp fast ult float
func.func @predicates(%a: i32, %b: i32, %x: f32, %y: f32) {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %a, %b : i32
  %7 = arith.cmpi ule, %a, %b : i32
  %8 = arith.cmpi ugt, %a, %b : i32
  %9 = arith.cmpi uge, %a, %b : i32
  %10 = arith.cmpf oeq, %x, %y : f32
  %11 = arith.cmpf one, %x, %y : f32
  %12 = arith.cmpf ord, %x, %y : f32
  %13 = arith.cmpf ueq, %x, %y : f32
  %14 = arith.cmpf une, %x, %y : f32
  %15 = arith.cmpf uno, %x, %y : f32
  %16 = arith.cmpf ult, %x, %y fastmath<fast> : f32
  return
}

// Signed and unsigned min/max are intrinsics; floor and ceiling division
// adjust the truncating quotient.
// CHECK-LABEL: define i16 @minmax_div(i16 %0, i16 %1)
// CHECK-NEXT: call i16 @llvm.smax.i16(i16 %0, i16 %1)
// CHECK-NEXT: call i16 @llvm.umin.i16(
// CHECK-NEXT: %[[Q:.*]] = sdiv i16
// CHECK-NEXT: %[[R:.*]] = srem i16
// CHECK-NEXT: %[[NZ:.*]] = icmp ne i16 %[[R]], 0
// CHECK-NEXT: %[[X:.*]] = xor i16 %[[R]], %1
// CHECK-NEXT: %[[NEG:.*]] = icmp slt i16 %[[X]], 0
// CHECK-NEXT: %[[ADJ:.*]] = and i1 %[[NZ]], %[[NEG]]
// CHECK-NEXT: %[[D:.*]] = select i1 %[[ADJ]], i16 -1, i16 0
// CHECK-NEXT: add i16 %[[Q]], %[[D]]
func.func @minmax_div(%a: i16, %b: i16) -> i16 {
  %0 = arith.maxsi %a, %b : i16
  %1 = arith.minui %0, %b : i16
  %2 = arith.floordivsi %1, %b : i16
  return %2 : i16
}

// CHECK-LABEL: define i64 @casts(i64 %0, i8 %1, double %2)
// CHECK-NEXT: %[[A:.*]] = sext i8 %1 to i64
// CHECK-NEXT: %[[B:.*]] = zext i8 %1 to i32
// CHECK-NEXT: %[[C:.*]] = trunc i64 %0 to i16
// CHECK-NEXT: %[[D:.*]] = fptosi double %2 to i32
// CHECK-NEXT: %[[E:.*]] = uitofp i8 %1 to float
// CHECK-NEXT: %[[F:.*]] = fpext float %[[E]] to double
// CHECK-NEXT: %[[G:.*]] = fptrunc double %2 to half
// CHECK-NEXT: %[[H:.*]] = bitcast double %2 to i64
// CHECK-NEXT: ret i64 %[[H]]
// I686-LABEL: define i64 @casts(i64 %0, i8 %1, double %2)
func.func @casts(%i: i64, %b: i8, %d: f64) -> i64 {
  %0 = arith.extsi %b : i8 to i64
  %1 = arith.extui %b : i8 to i32
  %2 = arith.trunci %i : i64 to i16
  %3 = arith.fptosi %d : f64 to i32
  %4 = arith.uitofp %b : i8 to f32
  %5 = arith.extf %4 : f32 to f64
  %6 = arith.truncf %d : f64 to f16
  %7 = arith.bitcast %d : f64 to i64
  return %7 : i64
}

// index is i64 on x86-64 and i32 on i686; index_cast extends or
// truncates accordingly.
// CHECK-LABEL: define i64 @index(i64 %0, i32 %1)
// CHECK-NEXT: %[[A:.*]] = sext i32 %1 to i64
// CHECK-NEXT: %[[B:.*]] = zext i32 %1 to i64
// CHECK-NEXT: %[[S:.*]] = add i64 %[[A]], %[[B]]
// CHECK-NEXT: add i64 %0, %[[S]]
// I686-LABEL: define i32 @index(i32 %0, i32 %1)
// I686-NEXT: %[[S:.*]] = add i32 %1, %1
// I686-NEXT: add i32 %0, %[[S]]
func.func @index(%x: index, %y: i32) -> index {
  %0 = arith.index_cast %y : i32 to index
  %1 = arith.index_castui %y : i32 to index
  %2 = arith.addi %0, %1 : index
  %3 = arith.addi %x, %2 : index
  return %3 : index
}

// CHECK-LABEL: define i32 @constants()
// CHECK-NEXT: ret i32 -7
func.func @constants() -> i32 {
  %c = arith.constant -7 : i32
  return %c : i32
}
