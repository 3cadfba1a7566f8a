// Custom forms of every op of the index dialect.  Operands and results
// are index (cmp gives i1), so the text names no types but the casts'.
// RUN: asyncc --print-ir=input %s | FileCheck %s
// RUN: asyncc --print-ir=input %s > %t.1.mlir && asyncc --print-ir=input %t.1.mlir > %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s > %t.g.mlir && asyncc --print-ir=input %t.g.mlir | diff %t.1.mlir -
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s | FileCheck %s --check-prefix=GEN

// CHECK-LABEL: func.func @arith
func.func @arith(%a: index, %b: index) {
  // CHECK-NEXT: %0 = index.add %arg0, %arg1
  %0 = index.add %a, %b
  // CHECK-NEXT: %1 = index.sub %arg0, %arg1
  %1 = index.sub %a, %b
  // CHECK-NEXT: %2 = index.mul %arg0, %arg1
  %2 = index.mul %a, %b
  // CHECK-NEXT: %3 = index.divs %arg0, %arg1
  %3 = index.divs %a, %b
  // CHECK-NEXT: %4 = index.divu %arg0, %arg1
  %4 = index.divu %a, %b
  // CHECK-NEXT: %5 = index.ceildivs %arg0, %arg1
  %5 = index.ceildivs %a, %b
  // CHECK-NEXT: %6 = index.ceildivu %arg0, %arg1
  %6 = index.ceildivu %a, %b
  // CHECK-NEXT: %7 = index.floordivs %arg0, %arg1
  %7 = index.floordivs %a, %b
  // CHECK-NEXT: %8 = index.rems %arg0, %arg1
  %8 = index.rems %a, %b
  // CHECK-NEXT: %9 = index.remu %arg0, %arg1
  %9 = index.remu %a, %b
  // CHECK-NEXT: %10 = index.maxs %arg0, %arg1
  %10 = index.maxs %a, %b
  // CHECK-NEXT: %11 = index.maxu %arg0, %arg1
  %11 = index.maxu %a, %b
  // CHECK-NEXT: %12 = index.mins %arg0, %arg1
  %12 = index.mins %a, %b
  // CHECK-NEXT: %13 = index.minu %arg0, %arg1
  %13 = index.minu %a, %b
  // CHECK-NEXT: %14 = index.shl %arg0, %arg1
  %14 = index.shl %a, %b
  // CHECK-NEXT: %15 = index.shrs %arg0, %arg1
  %15 = index.shrs %a, %b
  // CHECK-NEXT: %16 = index.shru %arg0, %arg1
  %16 = index.shru %a, %b
  // CHECK-NEXT: %17 = index.and %arg0, %arg1
  %17 = index.and %a, %b
  // CHECK-NEXT: %18 = index.or %arg0, %arg1 {tag}
  %18 = index.or %a, %b {tag}
  // CHECK-NEXT: %19 = index.xor %arg0, %arg1
  %19 = index.xor %a, %b
  return
}

// CHECK-LABEL: func.func @other
func.func @other(%a: index, %b: index, %i: i32, %l: i64) -> i1 {
  // CHECK-NEXT: %0 = index.cmp eq(%arg0, %arg1)
  %0 = index.cmp eq(%a, %b)
  // CHECK-NEXT: %1 = index.cmp ne(%arg0, %arg1)
  %1 = index.cmp ne(%a, %b)
  // CHECK-NEXT: %2 = index.cmp slt(%arg0, %arg1)
  %2 = index.cmp slt(%a, %b)
  // CHECK-NEXT: %3 = index.cmp sle(%arg0, %arg1)
  %3 = index.cmp sle(%a, %b)
  // CHECK-NEXT: %4 = index.cmp sgt(%arg0, %arg1)
  %4 = index.cmp sgt(%a, %b)
  // CHECK-NEXT: %5 = index.cmp sge(%arg0, %arg1)
  %5 = index.cmp sge(%a, %b)
  // CHECK-NEXT: %6 = index.cmp ult(%arg0, %arg1)
  %6 = index.cmp ult(%a, %b)
  // CHECK-NEXT: %7 = index.cmp ule(%arg0, %arg1)
  %7 = index.cmp ule(%a, %b)
  // CHECK-NEXT: %8 = index.cmp ugt(%arg0, %arg1)
  %8 = index.cmp ugt(%a, %b)
  // CHECK-NEXT: %9 = index.cmp uge(%arg0, %arg1) {tag}
  %9 = index.cmp uge(%a, %b) {tag}
  // CHECK-NEXT: %idx42 = index.constant 42
  %10 = index.constant 42
  // CHECK-NEXT: %idx-9223372036854775808 = index.constant -9223372036854775808
  %11 = index.constant -9223372036854775808
  // CHECK-NEXT: %idx7 = index.constant {tag} 7
  %12 = index.constant {tag} 7
  // CHECK-NEXT: %true = index.bool.constant true
  %13 = index.bool.constant true
  // CHECK-NEXT: %false = index.bool.constant false
  %14 = index.bool.constant false
  // CHECK-NEXT: %10 = index.casts %arg0 : index to i32
  %15 = index.casts %a : index to i32
  // CHECK-NEXT: %11 = index.casts %arg3 : i64 to index
  %16 = index.casts %l : i64 to index
  // CHECK-NEXT: %12 = index.castu %arg2 : i32 to index
  %17 = index.castu %i : i32 to index
  // CHECK-NEXT: %13 = index.castu %arg0 {tag} : index to i64
  %18 = index.castu %a {tag} : index to i64
  // CHECK-NEXT: %14 = index.sizeof
  %19 = index.sizeof
  // CHECK-NEXT: %15 = index.sizeof {tag}
  %20 = index.sizeof {tag}
  return %0 : i1
}

// GEN: "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1
// GEN: "index.constant"() <{value = 42 : index}> : () -> index
// GEN: "index.bool.constant"() <{value = true}> : () -> i1
// GEN: "index.casts"(%arg0) : (index) -> i32
// GEN: "index.sizeof"() : () -> index
