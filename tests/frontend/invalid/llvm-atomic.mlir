// llvm.atomicrmw, llvm.cmpxchg, llvm.fence and atomic loads and stores:
// the verifier's messages are MLIR 19's (mlir-opt-19 -verify-diagnostics
// passes on this file too).
// RUN: asyncc -verify-diagnostics -split-input-file %s

llvm.func @f(%p: !llvm.ptr, %v: i32) {
  // expected-error @+1 {{'llvm.atomicrmw' op expected at least 'monotonic' ordering}}
  %0 = llvm.atomicrmw add %p, %v unordered : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: i128) {
  // expected-error @+1 {{'llvm.atomicrmw' op expected LLVM IR integer type}}
  %0 = llvm.atomicrmw umin %p, %v monotonic : !llvm.ptr, i128
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: i16) {
  // expected-error @+1 {{'llvm.atomicrmw' op expected LLVM IR floating point type}}
  %0 = llvm.atomicrmw fmin %p, %v monotonic : !llvm.ptr, i16
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: f64) {
  // expected-error @+1 {{'llvm.atomicrmw' op expected LLVM IR integer type}}
  %0 = llvm.atomicrmw add %p, %v monotonic : !llvm.ptr, f64
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: i24) {
  // expected-error @+1 {{'llvm.atomicrmw' op unexpected LLVM IR type for 'xchg' bin_op}}
  %0 = llvm.atomicrmw xchg %p, %v monotonic : !llvm.ptr, i24
  llvm.return
}

// -----

func.func @f(%p: !llvm.ptr, %v: vector<4xi32>) {
  // expected-error @+1 {{custom op 'llvm.atomicrmw' 'val' must be floating point LLVM type or LLVM pointer type or signless integer, but got 'vector<4xi32>'}}
  %0 = llvm.atomicrmw add %p, %v monotonic : !llvm.ptr, vector<4xi32>
  return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: i32) {
  // expected-error @+1 {{custom op 'llvm.atomicrmw' expected string or keyword containing one of the following enum values for attribute 'bin_op' [xchg, add, sub, _and, nand, _or, _xor, max, min, umax, umin, fadd, fsub, fmax, fmin, uinc_wrap, udec_wrap]}}
  %0 = llvm.atomicrmw and %p, %v monotonic : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @f(%p: i64, %v: i32) {
  // expected-error @+1 {{'llvm.atomicrmw' op operand #0 must be LLVM pointer type, but got 'i64'}}
  %0 = llvm.atomicrmw add %p, %v monotonic : i64, i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: i32) {
  // expected-error @+1 {{'llvm.atomicrmw' op failed to verify that result #0 and operand #1 have the same type}}
  %0 = "llvm.atomicrmw"(%p, %v) <{bin_op = 5 : i64, ordering = 7 : i64}> : (!llvm.ptr, i32) -> i16
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: i32) {
  // expected-error @+1 {{'llvm.atomicrmw' op attribute 'bin_op' failed to satisfy constraint: llvm.atomicrmw binary operations}}
  %0 = "llvm.atomicrmw"(%p, %v) {bin_op = 17 : i64, ordering = 7 : i64} : (!llvm.ptr, i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: i32) {
  // expected-error @+1 {{'llvm.atomicrmw' op requires attribute 'bin_op'}}
  %0 = "llvm.atomicrmw"(%p, %v) <{ordering = 7 : i64}> : (!llvm.ptr, i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: i32) {
  // expected-error @+1 {{'llvm.atomicrmw' op attribute 'ordering' failed to satisfy constraint: Atomic ordering for LLVM's memory model}}
  %0 = "llvm.atomicrmw"(%p, %v) {bin_op = 1 : i64, ordering = 3 : i64} : (!llvm.ptr, i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: i1) {
  // expected-error @+1 {{'llvm.cmpxchg' op unexpected LLVM IR type}}
  %0 = llvm.cmpxchg %p, %v, %v monotonic monotonic : !llvm.ptr, i1
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: f32) {
  // expected-error @+1 {{custom op 'llvm.cmpxchg' 'val' must be signless integer or LLVM pointer type, but got 'f32'}}
  %0 = llvm.cmpxchg %p, %v, %v monotonic monotonic : !llvm.ptr, f32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: i64) {
  // expected-error @+1 {{'llvm.cmpxchg' op ordering must be at least 'monotonic'}}
  %0 = llvm.cmpxchg %p, %v, %v seq_cst unordered : !llvm.ptr, i64
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: i64) {
  // expected-error @+1 {{'llvm.cmpxchg' op failure ordering cannot be 'release' or 'acq_rel'}}
  %0 = llvm.cmpxchg %p, %v, %v seq_cst acq_rel : !llvm.ptr, i64
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %a: i32, %b: i16) {
  // expected-error @+1 {{'llvm.cmpxchg' op failed to verify that operand #1 and operand #2 have the same type}}
  %0 = "llvm.cmpxchg"(%p, %a, %b) <{failure_ordering = 2 : i64, success_ordering = 2 : i64}> : (!llvm.ptr, i32, i16) -> !llvm.struct<(i16, i1)>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %a: i32) {
  // expected-error @+1 {{'llvm.cmpxchg' op failed to verify that result #0 has an LLVM struct type consisting of the type of operand #2 and a bool}}
  %0 = "llvm.cmpxchg"(%p, %a, %a) <{failure_ordering = 2 : i64, success_ordering = 2 : i64}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i8)>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %a: i32) {
  // expected-error @+1 {{'llvm.cmpxchg' op requires attribute 'failure_ordering'}}
  %0 = "llvm.cmpxchg"(%p, %a, %a) <{success_ordering = 2 : i64}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i1)>
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.fence' op can be given only acquire, release, acq_rel, and seq_cst orderings}}
  llvm.fence syncscope("singlethread") monotonic
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{custom op 'llvm.fence' expected string or keyword containing one of the following enum values for attribute 'ordering' [not_atomic, unordered, monotonic, acquire, release, acq_rel, seq_cst]}}
  llvm.fence strong
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op unsupported type 'i24' for atomic access}}
  %0 = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i24
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: i1) {
  // expected-error @+1 {{'llvm.store' op unsupported type 'i1' for atomic access}}
  llvm.store %v, %p atomic release {alignment = 1 : i64} : i1, !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op expected syncscope to be null for non-atomic access}}
  %0 = "llvm.load"(%p) <{syncscope = "singlethread"}> : (!llvm.ptr) -> i32
  llvm.return
}
