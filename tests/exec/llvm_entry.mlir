// The entry point of -run as an llvm.func: -e names it as it names a
// func.func, the global constructors run before whichever function is
// the entry point and the destructors after it (as mlir-cpu-runner-19
// runs them around its -e entry: ENTRY is its output), an i32 result is
// the exit status, and an entry taking C's (i32, !llvm.ptr) gets the
// command line as C's main does, linked or run in process.  Everything
// prints with puts, so that the lines come out in order.
// REQUIRES: asyncrt
// RUN: asyncc -run -e entry %s | FileCheckExact %s --check-prefix=ENTRY
// RUN: asyncc -O2 -run -e entry %s | FileCheckExact %s --check-prefix=ENTRY
// RUN: asyncc -run -e status %s > %t.status; test $? = 7
// RUN: FileCheckExact %s --check-prefix=STATUS < %t.status
// RUN: asyncc -run %s x yz > %t.main; test $? = 3
// RUN: FileCheckExact %s --check-prefix=MAIN < %t.main
// RUN: asyncc -O2 -run -e main %s x yz > %t.main2; test $? = 3
// RUN: FileCheckExact %s --check-prefix=MAIN < %t.main2
// RUN: asyncc -O2 -c %s -o %t.o && bash %S/link.sh %t %t.o
// RUN: %t x yz > %t.linked; test $? = 3
// RUN: FileCheckExact %s --check-prefix=MAIN < %t.linked

// ENTRY:ctor
// ENTRY-NEXT:entry
// ENTRY-NEXT:dtor
// ENTRY-NOT:{{.}}
// STATUS:ctor
// STATUS-NEXT:dtor
// STATUS-NOT:{{.}}
// MAIN:ctor
// MAIN-NEXT:{{.+}}
// MAIN-NEXT:x
// MAIN-NEXT:yz
// MAIN-NEXT:dtor
// MAIN-NOT:{{.}}

llvm.func @puts(!llvm.ptr) -> i32

llvm.mlir.global_ctors {ctors = [@ctor], priorities = [100 : i32]}
llvm.mlir.global_dtors {dtors = [@dtor], priorities = [0 : i32]}

llvm.mlir.global internal constant @ctor_text("ctor\00") {addr_space = 0 : i32} : !llvm.array<5 x i8>
llvm.mlir.global internal constant @dtor_text("dtor\00") {addr_space = 0 : i32} : !llvm.array<5 x i8>
llvm.mlir.global internal constant @entry_text("entry\00") {addr_space = 0 : i32} : !llvm.array<6 x i8>

llvm.func @ctor() {
  %t = llvm.mlir.addressof @ctor_text : !llvm.ptr
  %r = llvm.call @puts(%t) : (!llvm.ptr) -> i32
  llvm.return
}

llvm.func @dtor() {
  %t = llvm.mlir.addressof @dtor_text : !llvm.ptr
  %r = llvm.call @puts(%t) : (!llvm.ptr) -> i32
  llvm.return
}

llvm.func @entry() {
  %t = llvm.mlir.addressof @entry_text : !llvm.ptr
  %r = llvm.call @puts(%t) : (!llvm.ptr) -> i32
  llvm.return
}

llvm.func @status() -> i32 {
  %0 = llvm.mlir.constant(7 : i32) : i32
  llvm.return %0 : i32
}

// Prints each argument on its line and returns their number.
llvm.func @main(%argc: i32, %argv: !llvm.ptr) -> i32 {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^loop(%zero : i32)
^loop(%i: i32):
  %more = llvm.icmp "slt" %i, %argc : i32
  llvm.cond_br %more, ^body, ^done
^body:
  %slot = llvm.getelementptr %argv[%i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
  %s = llvm.load %slot : !llvm.ptr -> !llvm.ptr
  %r = llvm.call @puts(%s) : (!llvm.ptr) -> i32
  %next = llvm.add %i, %one : i32
  llvm.br ^loop(%next : i32)
^done:
  llvm.return %argc : i32
}
