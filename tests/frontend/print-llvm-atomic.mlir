// llvm.atomicrmw, llvm.cmpxchg and llvm.fence: every binary operation,
// ordering, syncscope, alignment, volatile and weak, in the custom and
// the generic form.  The CHECK lines are mlir-opt-19's output for this
// file (differential.sh compares the round trip with it as well).
// RUN: asyncc --print-ir=input %s | FileCheck %s
// RUN: asyncc --print-ir=input %s | asyncc --print-ir=input - | FileCheck %s
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

llvm.func @rmw(%p: !llvm.ptr, %i: i32, %w: i64, %f: f32, %h: f16, %q: !llvm.ptr) {
  %0 = llvm.atomicrmw xchg %p, %i seq_cst : !llvm.ptr, i32
  %1 = llvm.atomicrmw add %p, %w monotonic : !llvm.ptr, i64
  %2 = llvm.atomicrmw sub %p, %i acquire : !llvm.ptr, i32
  %3 = llvm.atomicrmw _and %p, %i release : !llvm.ptr, i32
  %4 = llvm.atomicrmw nand %p, %i acq_rel : !llvm.ptr, i32
  %5 = llvm.atomicrmw _or %p, %i seq_cst {alignment = 8 : i64} : !llvm.ptr, i32
  %6 = llvm.atomicrmw _xor %p, %i monotonic : !llvm.ptr, i32
  %7 = llvm.atomicrmw max %p, %i monotonic : !llvm.ptr, i32
  %8 = llvm.atomicrmw min %p, %i monotonic : !llvm.ptr, i32
  %9 = llvm.atomicrmw umax %p, %i monotonic : !llvm.ptr, i32
  %10 = llvm.atomicrmw umin %p, %i monotonic : !llvm.ptr, i32
  %11 = llvm.atomicrmw fadd %p, %f monotonic : !llvm.ptr, f32
  %12 = llvm.atomicrmw volatile fsub %p, %h syncscope("singlethread") monotonic : !llvm.ptr, f16
  %13 = llvm.atomicrmw fmax %p, %f monotonic : !llvm.ptr, f32
  %14 = llvm.atomicrmw fmin %p, %f syncscope("agent") acquire : !llvm.ptr, f32
  %15 = llvm.atomicrmw uinc_wrap %p, %i monotonic : !llvm.ptr, i32
  %16 = llvm.atomicrmw udec_wrap %p, %i monotonic : !llvm.ptr, i32
  %17 = llvm.atomicrmw xchg %p, %q monotonic : !llvm.ptr, !llvm.ptr
  llvm.return
}
// CHECK-LABEL: llvm.func @rmw(
// CHECK-NEXT: %0 = llvm.atomicrmw xchg %arg0, %arg1 seq_cst : !llvm.ptr, i32
// CHECK-NEXT: %1 = llvm.atomicrmw add %arg0, %arg2 monotonic : !llvm.ptr, i64
// CHECK-NEXT: %2 = llvm.atomicrmw sub %arg0, %arg1 acquire : !llvm.ptr, i32
// CHECK-NEXT: %3 = llvm.atomicrmw _and %arg0, %arg1 release : !llvm.ptr, i32
// CHECK-NEXT: %4 = llvm.atomicrmw nand %arg0, %arg1 acq_rel : !llvm.ptr, i32
// CHECK-NEXT: %5 = llvm.atomicrmw _or %arg0, %arg1 seq_cst {alignment = 8 : i64} : !llvm.ptr, i32
// CHECK-NEXT: %6 = llvm.atomicrmw _xor %arg0, %arg1 monotonic : !llvm.ptr, i32
// CHECK-NEXT: %7 = llvm.atomicrmw max %arg0, %arg1 monotonic : !llvm.ptr, i32
// CHECK-NEXT: %8 = llvm.atomicrmw min %arg0, %arg1 monotonic : !llvm.ptr, i32
// CHECK-NEXT: %9 = llvm.atomicrmw umax %arg0, %arg1 monotonic : !llvm.ptr, i32
// CHECK-NEXT: %10 = llvm.atomicrmw umin %arg0, %arg1 monotonic : !llvm.ptr, i32
// CHECK-NEXT: %11 = llvm.atomicrmw fadd %arg0, %arg3 monotonic : !llvm.ptr, f32
// CHECK-NEXT: %12 = llvm.atomicrmw volatile fsub %arg0, %arg4 syncscope("singlethread") monotonic : !llvm.ptr, f16
// CHECK-NEXT: %13 = llvm.atomicrmw fmax %arg0, %arg3 monotonic : !llvm.ptr, f32
// CHECK-NEXT: %14 = llvm.atomicrmw fmin %arg0, %arg3 syncscope("agent") acquire : !llvm.ptr, f32
// CHECK-NEXT: %15 = llvm.atomicrmw uinc_wrap %arg0, %arg1 monotonic : !llvm.ptr, i32
// CHECK-NEXT: %16 = llvm.atomicrmw udec_wrap %arg0, %arg1 monotonic : !llvm.ptr, i32
// CHECK-NEXT: %17 = llvm.atomicrmw xchg %arg0, %arg5 monotonic : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.return

llvm.func @xchg(%p: !llvm.ptr, %c: i32, %n: i32, %big: i128, %q: !llvm.ptr) -> i1 {
  %0 = llvm.cmpxchg %p, %c, %n acq_rel monotonic : !llvm.ptr, i32
  %1 = llvm.cmpxchg weak volatile %p, %c, %n syncscope("singlethread") seq_cst acquire {alignment = 16 : i64} : !llvm.ptr, i32
  %2 = llvm.cmpxchg %p, %big, %big monotonic monotonic : !llvm.ptr, i128
  %3 = llvm.cmpxchg weak %p, %q, %q release monotonic : !llvm.ptr, !llvm.ptr
  %4 = llvm.extractvalue %1[1] : !llvm.struct<(i32, i1)>
  llvm.fence acquire
  llvm.fence syncscope("singlethread") release
  llvm.fence syncscope("") acq_rel
  llvm.fence seq_cst
  llvm.return %4 : i1
}
// CHECK-LABEL: llvm.func @xchg(
// CHECK-NEXT: %0 = llvm.cmpxchg %arg0, %arg1, %arg2 acq_rel monotonic : !llvm.ptr, i32
// CHECK-NEXT: %1 = llvm.cmpxchg weak volatile %arg0, %arg1, %arg2 syncscope("singlethread") seq_cst acquire {alignment = 16 : i64} : !llvm.ptr, i32
// CHECK-NEXT: %2 = llvm.cmpxchg %arg0, %arg3, %arg3 monotonic monotonic : !llvm.ptr, i128
// CHECK-NEXT: %3 = llvm.cmpxchg weak %arg0, %arg4, %arg4 release monotonic : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %4 = llvm.extractvalue %1[1] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: llvm.fence acquire
// CHECK-NEXT: llvm.fence syncscope("singlethread") release
// CHECK-NEXT: llvm.fence syncscope("") acq_rel
// CHECK-NEXT: llvm.fence seq_cst
// CHECK-NEXT: llvm.return %4 : i1

// GENERIC: "llvm.atomicrmw"(%{{[a-z0-9]*}}, %{{[a-z0-9]*}}) <{bin_op = 0 : i64, ordering = 7 : i64}> : (!llvm.ptr, i32) -> i32
// GENERIC: "llvm.atomicrmw"(%{{[a-z0-9]*}}, %{{[a-z0-9]*}}) <{alignment = 8 : i64, bin_op = 5 : i64, ordering = 7 : i64}> : (!llvm.ptr, i32) -> i32
// GENERIC: "llvm.atomicrmw"(%{{[a-z0-9]*}}, %{{[a-z0-9]*}}) <{bin_op = 12 : i64, ordering = 2 : i64, syncscope = "singlethread", volatile_}> : (!llvm.ptr, f16) -> f16
// GENERIC: "llvm.atomicrmw"(%{{[a-z0-9]*}}, %{{[a-z0-9]*}}) <{bin_op = 16 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
// GENERIC: "llvm.cmpxchg"(%{{[a-z0-9]*}}, %{{[a-z0-9]*}}, %{{[a-z0-9]*}}) <{failure_ordering = 2 : i64, success_ordering = 6 : i64}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i1)>
// GENERIC: "llvm.cmpxchg"(%{{[a-z0-9]*}}, %{{[a-z0-9]*}}, %{{[a-z0-9]*}}) <{alignment = 16 : i64, failure_ordering = 4 : i64, success_ordering = 7 : i64, syncscope = "singlethread", volatile_, weak}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i1)>
// GENERIC: "llvm.fence"() <{ordering = 4 : i64}> : () -> ()
// GENERIC: "llvm.fence"() <{ordering = 6 : i64, syncscope = ""}> : () -> ()
