// The llvm dialect's control flow and calls: branches with block
// arguments, loops, llvm.switch (cases with arguments, a shared
// destination), recursion, calls through function pointers, a variadic
// function defined here and read with va_start/va_arg-style code, global
// constructors and destructors around the entry point, and
// llvm.unreachable.  The expected output is MLIR 19's (mlir-cpu-runner-19
// on this file).
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O2 -run %s | FileCheckExact %s
// RUN: asyncc -O2 -c %s -o %t.o && bash %S/link.sh %t %t.o && %t | FileCheckExact %s

llvm.func @printI64(i64)
llvm.func @printNewline()

llvm.func @show(%x: i64) {
  llvm.call @printI64(%x) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}

llvm.mlir.global_ctors {ctors = [@second, @first], priorities = [200 : i32, 100 : i32]}
llvm.mlir.global_dtors {dtors = [@last], priorities = [0 : i32]}

// CHECK:1
// CHECK-NEXT:2
llvm.func internal @first() {
  %0 = llvm.mlir.constant(1 : i64) : i64
  llvm.call @show(%0) : (i64) -> ()
  llvm.return
}
llvm.func @second() {
  %0 = llvm.mlir.constant(2 : i64) : i64
  llvm.call @show(%0) : (i64) -> ()
  llvm.return
}
llvm.func @last() {
  %0 = llvm.mlir.constant(999 : i64) : i64
  llvm.call @show(%0) : (i64) -> ()
  llvm.return
}

// Sum of 1..n as a loop of branches with block arguments.
llvm.func @sum(%n: i64) -> i64 {
  %0 = llvm.mlir.constant(0 : i64) : i64
  %1 = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^head(%1, %0 : i64, i64)
^head(%i: i64, %acc: i64):
  %more = llvm.icmp "sle" %i, %n : i64
  llvm.cond_br %more, ^body, ^exit(%acc : i64)
^body:
  %acc2 = llvm.add %acc, %i : i64
  %i2 = llvm.add %i, %1 : i64
  llvm.br ^head(%i2, %acc2 : i64, i64)
^exit(%r: i64):
  llvm.return %r : i64
}

// Cases with arguments, a destination shared by two cases, a default.
llvm.func @classify(%x: i32) -> i64 {
  %c10 = llvm.mlir.constant(10 : i64) : i64
  %c20 = llvm.mlir.constant(20 : i64) : i64
  llvm.switch %x : i32, ^other [
    0: ^zero,
    1: ^small(%c10 : i64),
    2: ^small(%c20 : i64),
    -7: ^neg
  ]
^zero:
  %z = llvm.mlir.constant(100 : i64) : i64
  llvm.return %z : i64
^small(%v: i64):
  llvm.return %v : i64
^neg:
  %n = llvm.mlir.constant(-1 : i64) : i64
  llvm.return %n : i64
^other:
  %o = llvm.mlir.constant(0 : i64) : i64
  llvm.return %o : i64
}

llvm.func @fact(%n: i64) -> i64 {
  %1 = llvm.mlir.constant(1 : i64) : i64
  %done = llvm.icmp "sle" %n, %1 : i64
  llvm.cond_br %done, ^base, ^rec
^base:
  llvm.return %1 : i64
^rec:
  %m = llvm.sub %n, %1 : i64
  %f = llvm.call @fact(%m) : (i64) -> i64
  %r = llvm.mul %n, %f : i64
  llvm.return %r : i64
}

llvm.func @twice(%x: i64) -> i64 {
  %r = llvm.add %x, %x : i64
  llvm.return %r : i64
}
llvm.func @square(%x: i64) -> i64 {
  %r = llvm.mul %x, %x : i64
  llvm.return %r : i64
}

// Picks a function by a flag and calls it through the pointer.
llvm.func @apply(%which: i1, %x: i64) -> i64 {
  %t = llvm.mlir.addressof @twice : !llvm.ptr
  %s = llvm.mlir.addressof @square : !llvm.ptr
  %f = llvm.select %which, %t, %s : i1, !llvm.ptr
  %r = llvm.call %f(%x) : !llvm.ptr, (i64) -> i64
  llvm.return %r : i64
}

// The number of its variadic i64 arguments comes first; they are summed
// through va_list's overflow area, which holds all of them once the
// registers are exhausted (six in, as here: rdi..r9).
llvm.func @sum_varargs(%a0: i64, %a1: i64, %a2: i64, %a3: i64, %a4: i64, %a5: i64, ...) -> i64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %list = llvm.alloca %one x !llvm.struct<"va_list", (i32, i32, ptr, ptr)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  llvm.intr.vastart %list : !llvm.ptr
  %area_p = llvm.getelementptr %list[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"va_list", (i32, i32, ptr, ptr)>
  %area = llvm.load %area_p : !llvm.ptr -> !llvm.ptr
  %first = llvm.load %area : !llvm.ptr -> i64
  %second_p = llvm.getelementptr %area[1] : (!llvm.ptr) -> !llvm.ptr, i64
  %second = llvm.load %second_p : !llvm.ptr -> i64
  llvm.intr.vaend %list : !llvm.ptr
  %r = llvm.add %first, %second : i64
  llvm.return %r : i64
}

llvm.func @never(%x: i64) -> i64 {
  %z = llvm.mlir.constant(0 : i64) : i64
  %bad = llvm.icmp "slt" %x, %z : i64
  llvm.cond_br %bad, ^dead, ^fine
^dead:
  llvm.unreachable
^fine:
  llvm.return %x : i64
}

llvm.func @main() {
  // CHECK-NEXT:5050
  %c100 = llvm.mlir.constant(100 : i64) : i64
  %s = llvm.call @sum(%c100) : (i64) -> i64
  llvm.call @show(%s) : (i64) -> ()
  // CHECK-NEXT:100
  // CHECK-NEXT:10
  // CHECK-NEXT:20
  // CHECK-NEXT:-1
  // CHECK-NEXT:0
  %k0 = llvm.mlir.constant(0 : i32) : i32
  %k1 = llvm.mlir.constant(1 : i32) : i32
  %k2 = llvm.mlir.constant(2 : i32) : i32
  %k3 = llvm.mlir.constant(-7 : i32) : i32
  %k4 = llvm.mlir.constant(5 : i32) : i32
  %r0 = llvm.call @classify(%k0) : (i32) -> i64
  llvm.call @show(%r0) : (i64) -> ()
  %r1 = llvm.call @classify(%k1) : (i32) -> i64
  llvm.call @show(%r1) : (i64) -> ()
  %r2 = llvm.call @classify(%k2) : (i32) -> i64
  llvm.call @show(%r2) : (i64) -> ()
  %r3 = llvm.call @classify(%k3) : (i32) -> i64
  llvm.call @show(%r3) : (i64) -> ()
  %r4 = llvm.call @classify(%k4) : (i32) -> i64
  llvm.call @show(%r4) : (i64) -> ()
  // CHECK-NEXT:3628800
  %c10 = llvm.mlir.constant(10 : i64) : i64
  %f = llvm.call @fact(%c10) : (i64) -> i64
  llvm.call @show(%f) : (i64) -> ()
  // CHECK-NEXT:20
  // CHECK-NEXT:100
  %t = llvm.mlir.constant(true) : i1
  %fl = llvm.mlir.constant(false) : i1
  %a1 = llvm.call @apply(%t, %c10) : (i1, i64) -> i64
  llvm.call @show(%a1) : (i64) -> ()
  %a2 = llvm.call @apply(%fl, %c10) : (i1, i64) -> i64
  llvm.call @show(%a2) : (i64) -> ()
  // CHECK-NEXT:42
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c40 = llvm.mlir.constant(40 : i64) : i64
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %v = llvm.call @sum_varargs(%c0, %c0, %c0, %c0, %c0, %c0, %c40, %c2) vararg(!llvm.func<i64 (i64, i64, i64, i64, i64, i64, ...)>)
    : (i64, i64, i64, i64, i64, i64, i64, i64) -> i64
  llvm.call @show(%v) : (i64) -> ()
  // CHECK-NEXT:7
  %c7 = llvm.mlir.constant(7 : i64) : i64
  %n = llvm.call @never(%c7) : (i64) -> i64
  llvm.call @show(%n) : (i64) -> ()
  // CHECK-NEXT:999
  llvm.return
}
