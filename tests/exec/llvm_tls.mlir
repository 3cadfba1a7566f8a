// A thread-local llvm.mlir.global: each thread starts from the
// initializer and sees its own copy.  Compiled and linked only: -run's
// JIT linker has no support for thread-local storage.  The expected
// output is MLIR 19's (mlir-cpu-runner-19 on this file).
// REQUIRES: asyncrt
// RUN: asyncc -O0 -c %s -o %t0.o && bash %S/link.sh %t0 %t0.o && %t0 | FileCheckExact %s
// RUN: asyncc -O2 -c %s -o %t2.o && bash %S/link.sh %t2 %t2.o && %t2 | FileCheckExact %s

llvm.func @printI64(i64)
llvm.func @printNewline()
llvm.func @pthread_create(!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
llvm.func @pthread_join(i64, !llvm.ptr) -> i32

llvm.mlir.global internal thread_local @tls(11 : i64) : i64

llvm.func @show(%x: i64) {
  llvm.call @printI64(%x) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}

// Adds 100 to this thread's copy and returns it.
llvm.func @bump(%arg: !llvm.ptr) -> !llvm.ptr {
  %p = llvm.mlir.addressof @tls : !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i64
  %c = llvm.mlir.constant(100 : i64) : i64
  %w = llvm.add %v, %c : i64
  llvm.store %w, %p : i64, !llvm.ptr
  %r = llvm.inttoptr %w : i64 to !llvm.ptr
  llvm.return %r : !llvm.ptr
}

llvm.func @main() {
  %p = llvm.mlir.addressof @tls : !llvm.ptr
  %one = llvm.mlir.constant(1 : i32) : i32
  %c5 = llvm.mlir.constant(5 : i64) : i64
  llvm.store %c5, %p : i64, !llvm.ptr
  // Another thread bumps its own copy, from 11.
  %tid = llvm.alloca %one x i64 : (i32) -> !llvm.ptr
  %res = llvm.alloca %one x !llvm.ptr : (i32) -> !llvm.ptr
  %null = llvm.mlir.zero : !llvm.ptr
  %fn = llvm.mlir.addressof @bump : !llvm.ptr
  %0 = llvm.call @pthread_create(%tid, %null, %fn, %null) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
  %t = llvm.load %tid : !llvm.ptr -> i64
  %1 = llvm.call @pthread_join(%t, %res) : (i64, !llvm.ptr) -> i32
  %rp = llvm.load %res : !llvm.ptr -> !llvm.ptr
  %r = llvm.ptrtoint %rp : !llvm.ptr to i64
  // CHECK:111
  llvm.call @show(%r) : (i64) -> ()
  // CHECK-NEXT:5
  %mine = llvm.load %p : !llvm.ptr -> i64
  llvm.call @show(%mine) : (i64) -> ()
  llvm.return
}
