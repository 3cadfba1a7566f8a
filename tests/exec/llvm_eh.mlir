// llvm.invoke, llvm.landingpad and llvm.resume with C++'s exception
// runtime (libstdc++'s __cxa_throw and __gxx_personality_v0): @middle
// invokes a function that throws an int for negative arguments, runs
// its cleanup landing pad and resumes; @try catches the int.  The
// normal destination takes a block argument, the result of the invoke.
// The expected output is MLIR 19's (mlir-cpu-runner-19 on this file)
// and by hand: 21 -> 42 on the normal path; -7 thrown, cleaned up in
// @middle, caught in @try.  asyncc -run's JIT does not load libstdc++,
// so the program is compiled and linked with it.
// REQUIRES: asyncrt
// RUN: asyncc -c %s -o %t.o && bash %S/link.sh %t %t.o -lstdc++ && %t | FileCheckExact %s
// RUN: asyncc -O2 -c %s -o %t2.o && bash %S/link.sh %t2 %t2.o -lstdc++ && %t2 | FileCheckExact %s
// RUN: asyncc -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @__cxa_allocate_exception(i64) -> !llvm.ptr
llvm.func @__cxa_throw(!llvm.ptr, !llvm.ptr, !llvm.ptr)
llvm.func @__cxa_begin_catch(!llvm.ptr) -> !llvm.ptr
llvm.func @__cxa_end_catch()
llvm.mlir.global external constant @_ZTIi() : !llvm.ptr
llvm.mlir.global internal constant @fmt("%s %d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @normal("normal\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @cleanup("cleanup\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @caught("caught\00") {addr_space = 0 : i32}

// Throws the int %v when it is negative, else returns 2 * %v.
llvm.func @maybe_throw(%v: i32) -> i32 {
  %z = llvm.mlir.constant(0 : i32) : i32
  %neg = llvm.icmp "slt" %v, %z : i32
  llvm.cond_br %neg, ^throw, ^ok
^throw:
  %four = llvm.mlir.constant(4 : i64) : i64
  %e = llvm.call @__cxa_allocate_exception(%four) : (i64) -> !llvm.ptr
  llvm.store %v, %e : i32, !llvm.ptr
  %ti = llvm.mlir.addressof @_ZTIi : !llvm.ptr
  %null = llvm.mlir.zero : !llvm.ptr
  llvm.call @__cxa_throw(%e, %ti, %null) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
  llvm.unreachable
^ok:
  %r = llvm.add %v, %v : i32
  llvm.return %r : i32
}

// Passes the result on, or cleans up and resumes the unwinding.
llvm.func @middle(%v: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.invoke @maybe_throw(%v) to ^ok unwind ^lp : (i32) -> i32
^ok:
  llvm.return %r : i32
^lp:
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  %s = llvm.mlir.addressof @cleanup : !llvm.ptr
  %0 = llvm.call @printf(%fmt, %s, %v) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i32) -> i32
  llvm.resume %lp : !llvm.struct<(ptr, i32)>
}

llvm.func @try(%v: i32) attributes {personality = @__gxx_personality_v0} {
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %ti = llvm.mlir.addressof @_ZTIi : !llvm.ptr
  %r = llvm.invoke @middle(%v) to ^ok(%v : i32) unwind ^lp : (i32) -> i32
^ok(%arg: i32):
  %s = llvm.mlir.addressof @normal : !llvm.ptr
  %sum = llvm.add %r, %arg : i32
  %0 = llvm.call @printf(%fmt, %s, %sum) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i32) -> i32
  llvm.return
^lp:
  %lp = llvm.landingpad (catch %ti : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  %exn = llvm.extractvalue %lp[0] : !llvm.struct<(ptr, i32)>
  %p = llvm.call @__cxa_begin_catch(%exn) : (!llvm.ptr) -> !llvm.ptr
  %x = llvm.load %p : !llvm.ptr -> i32
  %c = llvm.mlir.addressof @caught : !llvm.ptr
  %1 = llvm.call @printf(%fmt, %c, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i32) -> i32
  llvm.call @__cxa_end_catch() : () -> ()
  llvm.return
}

llvm.func @main() -> i32 {
  %a = llvm.mlir.constant(21 : i32) : i32
  %b = llvm.mlir.constant(-7 : i32) : i32
  llvm.call @try(%a) : (i32) -> ()
  llvm.call @try(%b) : (i32) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}

// 21 * 2 + 21 on the normal path.
// CHECK:normal 63
// CHECK-NEXT:cleanup -7
// CHECK-NEXT:caught -7

// IR: define i32 @middle(i32 %0) personality ptr @__gxx_personality_v0
// IR: invoke i32 @maybe_throw(i32 %0)
// IR-NEXT: to label %{{[0-9]+}} unwind label %{{[0-9]+}}
// IR: landingpad { ptr, i32 }
// IR-NEXT: cleanup
// IR: resume { ptr, i32 }
// IR: define void @try(i32 %0) personality ptr @__gxx_personality_v0
// IR: landingpad { ptr, i32 }
// IR-NEXT: catch ptr @_ZTIi
