// llvm.invoke (direct, indirect, variadic, with destination operands),
// llvm.landingpad (cleanup, catch and filter clauses) and llvm.resume,
// and llvm.func's personality.  The CHECK lines are mlir-opt-19's output
// for this file (less its "// pred:" comments) but for one line: an
// invoke whose destinations take operands, which mlir-opt-19 prints with
// those operands among the call's (so that it reads back as another op);
// asyncc prints the call's alone.  differential.sh checks that
// mlir-opt-19 reads asyncc's text as it reads this file.
// RUN: asyncc --print-ir=input %s | FileCheck %s
// RUN: asyncc --print-ir=input %s | asyncc --print-ir=input - | FileCheck %s
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

llvm.func @foo(i32) -> !llvm.struct<(i32, f64, i32)>
llvm.func @vararg_foo(i32, ...) -> !llvm.struct<(i32, f64, i32)>
llvm.mlir.global external constant @_ZTIi() : !llvm.ptr
llvm.func @bar(!llvm.ptr, !llvm.ptr, !llvm.ptr)
llvm.func @__gxx_personality_v0(...) -> i32

llvm.func @lp() -> i32 attributes { personality = @__gxx_personality_v0 } {
  %0 = llvm.mlir.constant(0 : i32) : i32
  %2 = llvm.mlir.constant("\01") : !llvm.array<1 x i8>
  %3 = llvm.mlir.zero : !llvm.ptr
  %4 = llvm.mlir.addressof @_ZTIi : !llvm.ptr
  %5 = llvm.mlir.constant(1 : i32) : i32
  %6 = llvm.alloca %5 x i8 : (i32) -> !llvm.ptr
  %7 = llvm.invoke @foo(%5) to ^bb2 unwind ^bb1 : (i32) -> !llvm.struct<(i32, f64, i32)>
^bb1:
  %10 = llvm.landingpad cleanup (catch %3 : !llvm.ptr) (catch %4 : !llvm.ptr) (filter %2 : !llvm.array<1 x i8>) : !llvm.struct<(ptr, i32)>
  llvm.resume %10 : !llvm.struct<(ptr, i32)>
^bb2:
  llvm.return %5 : i32
^bb3:
  llvm.invoke @bar(%6, %4, %3) to ^bb2 unwind ^bb1 : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
^bb4:
  %12 = llvm.mlir.addressof @foo : !llvm.ptr
  %13 = llvm.invoke %12(%5) to ^bb2 unwind ^bb1 : !llvm.ptr, (i32) -> !llvm.struct<(i32, f64, i32)>
^bb5:
  %14 = llvm.invoke @vararg_foo(%5, %5) to ^bb2 unwind ^bb1 vararg(!llvm.func<struct<(i32, f64, i32)> (i32, ...)>) : (i32, i32) -> !llvm.struct<(i32, f64, i32)>
^bb6:
  %15 = llvm.mlir.addressof @vararg_foo : !llvm.ptr
  %16 = llvm.invoke %15(%5, %5) to ^bb2 unwind ^bb1 vararg(!llvm.func<!llvm.struct<(i32, f64, i32)> (i32, ...)>) : !llvm.ptr, (i32, i32) -> !llvm.struct<(i32, f64, i32)>
^bb8:
  %17 = llvm.invoke @foo(%5) to ^bb7(%6 : !llvm.ptr) unwind ^bb9(%5 : i32) : (i32) -> !llvm.struct<(i32, f64, i32)>
^bb7(%x: !llvm.ptr):
  %y = llvm.ptrtoint %x : !llvm.ptr to i32
  llvm.return %y : i32
^bb9(%z: i32):
  %18 = llvm.landingpad (catch %4 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return %z : i32
}
// CHECK-LABEL: llvm.func @lp() -> i32 attributes {personality = @__gxx_personality_v0} {
// CHECK-NEXT: %0 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %1 = llvm.mlir.constant("\01") : !llvm.array<1 x i8>
// CHECK-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %3 = llvm.mlir.addressof @_ZTIi : !llvm.ptr
// CHECK-NEXT: %4 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %5 = llvm.alloca %4 x i8 : (i32) -> !llvm.ptr
// CHECK-NEXT: %6 = llvm.invoke @foo(%4) to ^bb2 unwind ^bb1 : (i32) -> !llvm.struct<(i32, f64, i32)>
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: %7 = llvm.landingpad cleanup (catch %2 : !llvm.ptr) (catch %3 : !llvm.ptr) (filter %1 : !llvm.array<1 x i8>) : !llvm.struct<(ptr, i32)>
// CHECK-NEXT: llvm.resume %7 : !llvm.struct<(ptr, i32)>
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: llvm.return %4 : i32
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: llvm.invoke @bar(%5, %3, %2) to ^bb2 unwind ^bb1 : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: ^bb4:
// CHECK-NEXT: %8 = llvm.mlir.addressof @foo : !llvm.ptr
// CHECK-NEXT: %9 = llvm.invoke %8(%4) to ^bb2 unwind ^bb1 : !llvm.ptr, (i32) -> !llvm.struct<(i32, f64, i32)>
// CHECK-NEXT: ^bb5:
// CHECK-NEXT: %10 = llvm.invoke @vararg_foo(%4, %4) to ^bb2 unwind ^bb1 vararg(!llvm.func<struct<(i32, f64, i32)> (i32, ...)>) : (i32, i32) -> !llvm.struct<(i32, f64, i32)>
// CHECK-NEXT: ^bb6:
// CHECK-NEXT: %11 = llvm.mlir.addressof @vararg_foo : !llvm.ptr
// CHECK-NEXT: %12 = llvm.invoke %11(%4, %4) to ^bb2 unwind ^bb1 vararg(!llvm.func<struct<(i32, f64, i32)> (i32, ...)>) : !llvm.ptr, (i32, i32) -> !llvm.struct<(i32, f64, i32)>
// CHECK-NEXT: ^bb7:
// CHECK-NEXT: %13 = llvm.invoke @foo(%4) to ^bb8(%5 : !llvm.ptr) unwind ^bb9(%4 : i32) : (i32) -> !llvm.struct<(i32, f64, i32)>
// CHECK-NEXT: ^bb8(%14: !llvm.ptr):
// CHECK-NEXT: %15 = llvm.ptrtoint %14 : !llvm.ptr to i32
// CHECK-NEXT: llvm.return %15 : i32
// CHECK-NEXT: ^bb9(%16: i32):
// CHECK-NEXT: %17 = llvm.landingpad (catch %3 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
// CHECK-NEXT: llvm.return %16 : i32

// GENERIC: "llvm.invoke"(%{{.*}})[^bb2, ^bb1] <{{{(CConv = #llvm.cconv<ccc>, )?}}callee = @foo, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> !llvm.struct<(i32, f64, i32)>
// GENERIC: "llvm.landingpad"(%{{.*}}, %{{.*}}, %{{.*}}) <{cleanup}> : (!llvm.ptr, !llvm.ptr, !llvm.array<1 x i8>) -> !llvm.struct<(ptr, i32)>
// GENERIC: "llvm.resume"(%{{.*}}) : (!llvm.struct<(ptr, i32)>) -> ()
// GENERIC: "llvm.invoke"(%{{.*}}, %{{.*}})[^bb2, ^bb1] <{{{(CConv = #llvm.cconv<ccc>, )?}}callee = @vararg_foo, operandSegmentSizes = array<i32: 2, 0, 0>, var_callee_type = !llvm.func<struct<(i32, f64, i32)> (i32, ...)>}> : (i32, i32) -> !llvm.struct<(i32, f64, i32)>
// GENERIC: "llvm.invoke"(%{{.*}}, %{{.*}}, %{{.*}})[^bb8, ^bb9] <{{{(CConv = #llvm.cconv<ccc>, )?}}callee = @foo, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, !llvm.ptr, i32) -> !llvm.struct<(i32, f64, i32)>
