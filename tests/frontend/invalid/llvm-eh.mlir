// llvm.invoke, llvm.landingpad and llvm.resume: the verifier's messages
// are MLIR 19's; mlir-opt-19 -verify-diagnostics passes on every part but the
// three marked asyncc-only (diag-differential.sh runs both).
// RUN: asyncc -verify-diagnostics -split-input-file %s

llvm.func @g(i32) -> i32
llvm.func @pers(...) -> i32

llvm.func @f(%a: i32) -> i32 {
  %0 = llvm.invoke @g(%a) to ^ok unwind ^lp : (i32) -> i32
^ok:
  llvm.return %0 : i32
^lp:
  // expected-error @+1 {{llvm.landingpad needs to be in a function with a personality}}
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %1 : !llvm.struct<(ptr, i32)>
}

// -----

llvm.func @g(i32) -> i32
llvm.func @pers(...) -> i32

llvm.func @f(%a: i32) -> i32 attributes {personality = @pers} {
  %0 = llvm.invoke @g(%a) to ^ok unwind ^lp : (i32) -> i32
^ok:
  llvm.return %0 : i32
^lp:
  // expected-error @+1 {{landingpad instruction expects at least one clause or cleanup attribute}}
  %1 = llvm.landingpad : !llvm.struct<(ptr, i32)>
  llvm.resume %1 : !llvm.struct<(ptr, i32)>
}

// -----

llvm.func @g(i32) -> i32
llvm.func @pers(...) -> i32

llvm.func @f(%a: i32, %p: !llvm.ptr) -> i32 attributes {personality = @pers} {
  %0 = llvm.invoke @g(%a) to ^ok unwind ^lp : (i32) -> i32
^ok:
  llvm.return %0 : i32
^lp:
  // expected-error @+1 {{clause #0 is not a known constant - null, addressof, bitcast}}
  %1 = llvm.landingpad (catch %p : !llvm.ptr) (catch %p : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.resume %1 : !llvm.struct<(ptr, i32)>
}

// -----

llvm.func @g(i32) -> i32
llvm.func @pers(...) -> i32

// asyncc-only: MLIR 19 does not check an invoke's callee; asyncc checks it as llvm.call's
llvm.func @f(%a: i32) -> i32 attributes {personality = @pers} {
  // expected-error @+1 {{'llvm.invoke' op result type mismatch: 'i64' != 'i32'}}
  %0 = "llvm.invoke"(%a)[^ok, ^lp] <{callee = @g, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> i64
^ok:
  llvm.return %a : i32
^lp:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %1 : !llvm.struct<(ptr, i32)>
}

// -----

llvm.func @g(i32) -> i32

llvm.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{first operation in unwind destination should be a llvm.landingpad operation}}
  %0 = llvm.invoke @g(%a) to ^ok unwind ^ok : (i32) -> i32
^ok:
  llvm.return %a : i32
}

// -----

llvm.func @g(i32) -> i32

llvm.func @pers(...) -> i32

// asyncc-only: MLIR 19 does not check an invoke's callee; asyncc checks it as llvm.call's
llvm.func @f(%a: i32) -> i32 attributes {personality = @pers} {
  // expected-error @+1 {{'llvm.invoke' op 'h' does not reference a symbol in the current scope}}
  %0 = llvm.invoke @h(%a) to ^ok unwind ^lp : (i32) -> i32
^ok:
  llvm.return %a : i32
^lp:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %1 : !llvm.struct<(ptr, i32)>
}

// -----

llvm.func @g(i32) -> i32
llvm.func @pers(...) -> i32

llvm.func @f(%a: i32) -> i32 attributes {personality = @pers} {
  %0 = llvm.invoke @g(%a) to ^ok unwind ^lp : (i32) -> i32
^ok:
  llvm.return %0 : i32
^lp:
  // expected-error @+1 {{expected ':'}}
  %1 = llvm.landingpad (any %a : i32) : !llvm.struct<(ptr, i32)>
  llvm.resume %1 : !llvm.struct<(ptr, i32)>
}

// -----

llvm.func @g(i32) -> i32
llvm.func @pers(...) -> i32

llvm.func @f(%a: i32) -> i32 attributes {personality = @pers} {
  // expected-error @+1 {{'llvm.invoke' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0 = "llvm.invoke"(%a)[^ok, ^lp] <{callee = @g}> : (i32) -> i32
^ok:
  llvm.return %0 : i32
^lp:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %1 : !llvm.struct<(ptr, i32)>
}

// -----

llvm.func @g(i32) -> i32
llvm.func @pers(...) -> i32

llvm.func @f(%a: i32) -> i32 attributes {personality = @pers} {
  // expected-error @+1 {{'llvm.invoke' op requires 2 successors but found 1}}
  %0 = "llvm.invoke"(%a)[^ok] <{callee = @g, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> i32
^ok:
  llvm.return %0 : i32
}

// -----

llvm.func @g(i32) -> i32
llvm.func @pers(...) -> i32

// asyncc-only: MLIR 19 ignores operandSegmentSizes outside the properties and reads none
llvm.func @f(%a: i32) -> i32 attributes {personality = @pers} {
  // expected-error @+1 {{'llvm.invoke' op 'operandSegmentSizes' attribute for specifying operand segments must have 3 elements, but got 2}}
  %0 = "llvm.invoke"(%a)[^ok, ^lp] {callee = @g, operandSegmentSizes = array<i32: 1, 0>} : (i32) -> i32
^ok:
  llvm.return %0 : i32
^lp:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %1 : !llvm.struct<(ptr, i32)>
}

// -----

llvm.func @g(i32) -> i32
llvm.func @pers(...) -> i32

llvm.func @f(%a: i32, %i: i64) -> i32 attributes {personality = @pers} {
  %p = llvm.inttoptr %i : i64 to !llvm.ptr
  // expected-note @+1 {{global addresses expected as operand to bitcast used in clauses for landingpad}}
  %c = llvm.bitcast %p : !llvm.ptr to !llvm.ptr
  %0 = llvm.invoke @g(%a) to ^ok unwind ^lp : (i32) -> i32
^ok:
  llvm.return %0 : i32
^lp:
  // expected-error @+1 {{constant clauses expected}}
  %1 = llvm.landingpad (catch %c : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.resume %1 : !llvm.struct<(ptr, i32)>
}

// -----

llvm.func @v(i32, ...)

llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.invoke' op expected var_callee_type to be a variadic function type}}
  llvm.invoke @v(%a) to ^ok unwind ^ok vararg(!llvm.func<void (i32)>) : (i32) -> ()
^ok:
  llvm.return
}

// -----

llvm.func @f(%a: i32, %fp: !llvm.ptr) {
  // expected-error @+1 {{'llvm.invoke' op expected var_callee_type to have at most 1 parameters}}
  llvm.invoke %fp(%a) to ^ok unwind ^ok vararg(!llvm.func<void (i32, i32, ...)>) : !llvm.ptr, (i32) -> ()
^ok:
  llvm.return
}

// -----

llvm.func @v(i64, ...)

llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.invoke' op var_callee_type parameter type mismatch: 'i64' != 'i32'}}
  llvm.invoke @v(%a) to ^ok unwind ^ok vararg(!llvm.func<void (i64, ...)>) : (i32) -> ()
^ok:
  llvm.return
}

// -----

llvm.func @v(i32, ...) -> i8

llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.invoke' op expected var_callee_type to return void}}
  llvm.invoke @v(%a) to ^ok unwind ^ok vararg(!llvm.func<i8 (i32, ...)>) : (i32) -> ()
^ok:
  llvm.return
}

// -----

llvm.func @v(i32, ...) -> i8

llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.invoke' op var_callee_type return type mismatch: 'i8' != 'i32'}}
  %0 = llvm.invoke @v(%a) to ^ok unwind ^ok vararg(!llvm.func<i8 (i32, ...)>) : (i32) -> i32
^ok:
  llvm.return
}

// -----

llvm.func @g(i64) -> i64
llvm.func @pers(...) -> i32

// expected-error @+1 {{'llvm.landingpad' should have a consistent result type inside a function}}
llvm.func @f(%a: i64) -> i64 attributes {personality = @pers} {
  %0 = llvm.invoke @g(%a) to ^ok unwind ^lp1 : (i64) -> i64
^ok:
  %1 = llvm.invoke @g(%0) to ^done unwind ^lp2 : (i64) -> i64
^done:
  llvm.return %1 : i64
^lp1:
  %2 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %2 : !llvm.struct<(ptr, i32)>
^lp2:
  %3 = llvm.landingpad cleanup : !llvm.struct<(ptr, i64)>
  llvm.resume %3 : !llvm.struct<(ptr, i64)>
}

// -----

llvm.func @g(i64) -> i64
llvm.func @pers(...) -> i32

// expected-error @+1 {{'llvm.resume' should have a consistent input type inside a function}}
llvm.func @f(%a: i64) -> i64 attributes {personality = @pers} {
  %0 = llvm.invoke @g(%a) to ^ok unwind ^lp1 : (i64) -> i64
^ok:
  %1 = llvm.invoke @g(%0) to ^done unwind ^lp2 : (i64) -> i64
^done:
  llvm.return %1 : i64
^lp1:
  %2 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %a : i64
^lp2:
  %3 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %3 : !llvm.struct<(ptr, i32)>
}

// -----

// An invoke returns at most one value, as a call does; MLIR points at the
// colon before the types.
llvm.func @pair() -> !llvm.struct<(i64, i64)>
llvm.func @personality(...) -> i32
llvm.func @two_results() attributes { personality = @personality } {
  // expected-error @+1 {{custom op 'llvm.invoke' expected function with 0 or 1 result}}
  %r = llvm.invoke @pair() to ^ok unwind ^caught : () -> (i64, i64)
^ok:
  llvm.return
^caught:
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

// No result is written "-> ()": !llvm.void is not a result type, for an
// invoke as for a call.
llvm.func @nothing()
llvm.func @personality(...) -> i32
llvm.func @void_result() attributes { personality = @personality } {
  // expected-error @+1 {{custom op 'llvm.invoke' expected a non-void result type}}
  llvm.invoke @nothing() to ^ok unwind ^caught : () -> !llvm.void
^ok:
  llvm.return
^caught:
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}
