// llvm.atomicrmw (every binary operation), llvm.cmpxchg (success and
// failure, weak and strong, volatile, singlethread) and llvm.fence on
// an alloca'd cell.  Each line prints the old value the op returns and
// the value the cell holds after it.  The expected output is MLIR 19's
// (mlir-cpu-runner-19 on this file) and by hand: start 10, add 5 -> 15,
// sub 3 -> 12, and 6 -> 4, or 9 -> 13, xor 5 -> 8, nand 3 -> ~0 = -1,
// max 7 -> 7, min -2 -> -2, umax 3 -> -2 (0xfffffffe is the larger),
// umin 3 -> 3, uinc_wrap 3 -> 0 (old >= 3 wraps), udec_wrap 3 -> 3 (old
// 0 wraps to the operand), xchg 42 -> 42.
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O2 -run %s | FileCheckExact %s
// RUN: asyncc -O2 -c %s -o %t.o && bash %S/link.sh %t %t.o && %t | FileCheckExact %s

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global internal constant @fmt_i("%d %d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_f("%.2f %.2f\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_x("%d %d %d\0A\00") {addr_space = 0 : i32}

// Prints the returned old value and the cell's new value.
llvm.func @show(%old: i32, %p: !llvm.ptr) {
  %f = llvm.mlir.addressof @fmt_i : !llvm.ptr
  %now = llvm.load %p : !llvm.ptr -> i32
  %0 = llvm.call @printf(%f, %old, %now) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
  llvm.return
}

llvm.func @showf(%old: f32, %p: !llvm.ptr) {
  %f = llvm.mlir.addressof @fmt_f : !llvm.ptr
  %now = llvm.load %p : !llvm.ptr -> f32
  %a = llvm.fpext %old : f32 to f64
  %b = llvm.fpext %now : f32 to f64
  %0 = llvm.call @printf(%f, %a, %b) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64) -> i32
  llvm.return
}

// cmpxchg's old value, its success flag (as i32) and the cell.
llvm.func @showx(%r: !llvm.struct<(i32, i1)>, %p: !llvm.ptr) {
  %f = llvm.mlir.addressof @fmt_x : !llvm.ptr
  %old = llvm.extractvalue %r[0] : !llvm.struct<(i32, i1)>
  %ok = llvm.extractvalue %r[1] : !llvm.struct<(i32, i1)>
  %ok32 = llvm.zext %ok : i1 to i32
  %now = llvm.load %p : !llvm.ptr -> i32
  %0 = llvm.call @printf(%f, %old, %ok32, %now) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32, i32) -> i32
  llvm.return
}

llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %one x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  %c10 = llvm.mlir.constant(10 : i32) : i32
  llvm.store %c10, %p : i32, !llvm.ptr
  %c5 = llvm.mlir.constant(5 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c6 = llvm.mlir.constant(6 : i32) : i32
  %c9 = llvm.mlir.constant(9 : i32) : i32
  %c7 = llvm.mlir.constant(7 : i32) : i32
  %cm2 = llvm.mlir.constant(-2 : i32) : i32
  %c42 = llvm.mlir.constant(42 : i32) : i32
  %0 = llvm.atomicrmw add %p, %c5 seq_cst : !llvm.ptr, i32
  llvm.call @show(%0, %p) : (i32, !llvm.ptr) -> ()
  %1 = llvm.atomicrmw sub %p, %c3 acquire : !llvm.ptr, i32
  llvm.call @show(%1, %p) : (i32, !llvm.ptr) -> ()
  %2 = llvm.atomicrmw _and %p, %c6 release {alignment = 4 : i64} : !llvm.ptr, i32
  llvm.call @show(%2, %p) : (i32, !llvm.ptr) -> ()
  %3 = llvm.atomicrmw _or %p, %c9 acq_rel : !llvm.ptr, i32
  llvm.call @show(%3, %p) : (i32, !llvm.ptr) -> ()
  %4 = llvm.atomicrmw volatile _xor %p, %c5 monotonic : !llvm.ptr, i32
  llvm.call @show(%4, %p) : (i32, !llvm.ptr) -> ()
  %5 = llvm.atomicrmw nand %p, %c3 syncscope("singlethread") seq_cst : !llvm.ptr, i32
  llvm.call @show(%5, %p) : (i32, !llvm.ptr) -> ()
  %6 = llvm.atomicrmw max %p, %c7 seq_cst : !llvm.ptr, i32
  llvm.call @show(%6, %p) : (i32, !llvm.ptr) -> ()
  %7 = llvm.atomicrmw min %p, %cm2 seq_cst : !llvm.ptr, i32
  llvm.call @show(%7, %p) : (i32, !llvm.ptr) -> ()
  %8 = llvm.atomicrmw umax %p, %c3 seq_cst : !llvm.ptr, i32
  llvm.call @show(%8, %p) : (i32, !llvm.ptr) -> ()
  %9 = llvm.atomicrmw umin %p, %c3 seq_cst : !llvm.ptr, i32
  llvm.call @show(%9, %p) : (i32, !llvm.ptr) -> ()
  %10 = llvm.atomicrmw uinc_wrap %p, %c3 seq_cst : !llvm.ptr, i32
  llvm.call @show(%10, %p) : (i32, !llvm.ptr) -> ()
  %11 = llvm.atomicrmw udec_wrap %p, %c3 seq_cst : !llvm.ptr, i32
  llvm.call @show(%11, %p) : (i32, !llvm.ptr) -> ()
  %12 = llvm.atomicrmw xchg %p, %c42 seq_cst : !llvm.ptr, i32
  llvm.call @show(%12, %p) : (i32, !llvm.ptr) -> ()
  llvm.fence seq_cst
  // cmpxchg: 42 -> 7 succeeds; expecting 42 again fails and leaves 7.
  %x0 = llvm.cmpxchg %p, %c42, %c7 acq_rel monotonic : !llvm.ptr, i32
  llvm.call @showx(%x0, %p) : (!llvm.struct<(i32, i1)>, !llvm.ptr) -> ()
  %x1 = llvm.cmpxchg volatile %p, %c42, %c9 syncscope("singlethread") seq_cst acquire {alignment = 4 : i64} : !llvm.ptr, i32
  llvm.call @showx(%x1, %p) : (!llvm.struct<(i32, i1)>, !llvm.ptr) -> ()
  llvm.fence syncscope("singlethread") acquire
  // Floats: 1.5 fadd 2.25 -> 3.75, fsub 0.75 -> 3, fmax 4.5 -> 4.5,
  // fmin -1 -> -1.
  %q = llvm.alloca %one x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  %f15 = llvm.mlir.constant(1.5 : f32) : f32
  llvm.store %f15, %q : f32, !llvm.ptr
  %f225 = llvm.mlir.constant(2.25 : f32) : f32
  %f075 = llvm.mlir.constant(0.75 : f32) : f32
  %f45 = llvm.mlir.constant(4.5 : f32) : f32
  %fm1 = llvm.mlir.constant(-1.0 : f32) : f32
  %f0 = llvm.atomicrmw fadd %q, %f225 monotonic : !llvm.ptr, f32
  llvm.call @showf(%f0, %q) : (f32, !llvm.ptr) -> ()
  %f1 = llvm.atomicrmw fsub %q, %f075 monotonic : !llvm.ptr, f32
  llvm.call @showf(%f1, %q) : (f32, !llvm.ptr) -> ()
  %f2 = llvm.atomicrmw fmax %q, %f45 monotonic : !llvm.ptr, f32
  llvm.call @showf(%f2, %q) : (f32, !llvm.ptr) -> ()
  %f3 = llvm.atomicrmw fmin %q, %fm1 monotonic : !llvm.ptr, f32
  llvm.call @showf(%f3, %q) : (f32, !llvm.ptr) -> ()
  %r = llvm.mlir.constant(0 : i32) : i32
  llvm.return %r : i32
}

// CHECK:10 15
// CHECK-NEXT:15 12
// CHECK-NEXT:12 4
// CHECK-NEXT:4 13
// CHECK-NEXT:13 8
// CHECK-NEXT:8 -1
// CHECK-NEXT:-1 7
// CHECK-NEXT:7 -2
// CHECK-NEXT:-2 -2
// CHECK-NEXT:-2 3
// CHECK-NEXT:3 0
// CHECK-NEXT:0 3
// CHECK-NEXT:3 42
// CHECK-NEXT:42 1 7
// CHECK-NEXT:7 0 7
// CHECK-NEXT:1.50 3.75
// CHECK-NEXT:3.75 3.00
// CHECK-NEXT:3.00 4.50
// CHECK-NEXT:4.50 -1.00
