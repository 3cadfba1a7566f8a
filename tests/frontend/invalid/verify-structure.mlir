// Verifier: structure, dominance, terminators, successors, signatures
// and symbols, with MLIR's messages (diag-differential.sh runs this file
// through mlir-opt-19 too).  As in mlir-opt, the first problem of a
// function is the one reported.
// RUN: asyncc -verify-diagnostics -split-input-file %s

func.func @f() -> i32 {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %a = arith.addi %b, %b : i32
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %b = arith.constant 1 : i32
  return %a : i32
}

// -----

func.func @f(%c: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  // expected-note @+1 {{operand defined here (op in the same region)}}
  %x = arith.constant 1 : i32
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  return %x : i32
}

// -----

// A forward reference bound inside a nested region does not reach out.
func.func @f(%c: i1) -> i32 {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %y = arith.addi %x, %x : i32
  scf.if %c {
    // expected-note @+1 {{operand defined here (op in a child region)}}
    %x = arith.constant 1 : i32
  }
  return %y : i32
}

// -----

func.func @f() {
  %x = arith.constant 1 : i32
  // expected-error @+1 {{block with no terminator}}
  %y = arith.addi %x, %x : i32
}

// -----

func.func @f() {
  // expected-error @+1 {{'func.return' op must be the last operation in the parent block}}
  "func.return"() : () -> ()
  %x = arith.constant 1 : i32
}

// -----

func.func @f(%c: i1) {
  cf.br ^bb1
^bb1:
  // expected-error @+1 {{successors in non-terminator}}
  "vector.print"()[^bb1] : () -> ()
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{branch has 0 operands for successor #0, but target block has 1}}
  cf.br ^bb1
^bb1(%a: i32):
  return
}

// -----

func.func @f(%x: i64) {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%x : i64)
^bb1(%a: i32):
  return
}

// -----

// expected-error @+1 {{entry block of region may not have predecessors}}
func.func @f() {
^entry:
  cf.br ^bb1
^bb1:
  cf.br ^entry
}

// -----

func.func @f(%c: i1) {
  // expected-error @+1 {{'scf.if' op expected 2 regions}}
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }) : (i1) -> ()
  return
}

// -----

func.func @f() -> !async.group {
  %t = async.runtime.create : !async.token
  // expected-error @+1 {{'async.runtime.create_group' op operand #0 must be index, but got '!async.token'}}
  %g = "async.runtime.create_group"(%t) : (!async.token) -> !async.group
  return %g : !async.group
}

// -----

func.func @f(%h: !async.coro.handle) {
  // expected-error @+1 {{'async.coro.id' op requires zero operands}}
  %id = "async.coro.id"(%h) : (!async.coro.handle) -> !async.coro.id
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'async.coro.id' op requires one result}}
  "async.coro.id"() : () -> ()
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'async.runtime.set_available' op operand #0 must be async value type or async token type, but got 'i32'}}
  "async.runtime.set_available"(%x) : (i32) -> ()
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'async.runtime.drop_ref' op operand #0 must be async value type or async token type or async group type, but got 'i32'}}
  "async.runtime.drop_ref"(%x) <{count = 1 : i64}> : (i32) -> ()
  return
}

// -----

// expected-note @+1 {{see existing symbol definition here}}
func.func @f() {
  return
}
// expected-error @+1 {{redefinition of symbol named 'f'}}
func.func @f() {
  return
}

// -----

// Errors in several functions: asyncc reports the first of each, where
// mlir-opt stops at the first of the module.
// asyncc-only: one error per function, not per module
func.func @a(%x: i32) -> i64 {
  // expected-error @+1 {{type of return operand 0 ('i32') doesn't match function result type ('i64') in function @a}}
  return %x : i32
}
func.func @b(%x: f32) -> f32 {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %y = arith.addi %x, %x : f32
  return %y : f32
}
func.func @c() {
  // expected-error @+1 {{'func.call' op 'nowhere' does not reference a valid function}}
  func.call @nowhere() : () -> ()
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %y = arith.addi %x, %x : i32
  cf.br ^bb1(%y : i32)
// expected-note @-4 {{operand defined as a block argument (block #1 in the same region)}}
^bb1(%x: i32):
  return
}

// -----

func.func @f(%c: i1) {
  scf.if %c {
    // expected-error @+1 {{operand #0 does not dominate this use}}
    %y = arith.addi %x, %x : i32
  }
  scf.if %c {
    // expected-note @+1 {{operand defined here (op is neither in a parent nor in a child region)}}
    %x = arith.constant 1 : i32
  }
  return
}

// -----

func.func @f(%c: i1) {
  scf.if %c {
    // expected-error @+1 {{operand #0 does not dominate this use}}
    %y = arith.addi %x, %x : i32
  }
  // expected-note @+1 {{operand defined here (op in a parent region)}}
  %x = arith.constant 1 : i32
  return
}

// -----

// Uses in unreachable blocks are not checked.
func.func @f() -> i32 {
  %x = arith.constant 1 : i32
  return %x : i32
^dead:
  %y = arith.addi %z, %z : i32
  %z = arith.constant 2 : i32
  cf.br ^dead
}

// -----

// expected-error @+1 {{empty block: expect at least a terminator}}
"func.func"() <{sym_name = "f", function_type = (i32) -> ()}> ({
^bb0(%x: i32):
}) : () -> ()

// -----

func.func @f(%c: i1) {
  // expected-error @+1 {{operation with block successors must terminate its parent block}}
  cf.br ^bb1
  return
^bb1:
  return
}

// -----

func.func @f(%c: i1) {
  %x = arith.constant 1 : i32
  // expected-error @+1 {{branch has 1 operands for successor #1, but target block has 0}}
  cf.cond_br %c, ^bb1, ^bb2(%x : i32)
^bb1:
  return
^bb2:
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'func.return' op requires zero results}}
  %r = "func.return"() : () -> (i32)
}

// -----

func.func @f() {
  // expected-error @+1 {{'func.return' op requires zero regions}}
  "func.return"() ({}) : () -> ()
}

// -----

// expected-error @+1 {{'func.func' op requires one region}}
"func.func"() <{sym_name = "f", function_type = () -> ()}> ({
  "func.return"() : () -> ()
}, {}) : () -> ()

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'cf.br' op requires 1 successor but found 2}}
  "cf.br"(%x) [^bb1, ^bb1] : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error @+1 {{'cf.assert' op requires a single operand}}
  "cf.assert"(%c, %c) <{msg = "x"}> : (i1, i1) -> ()
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'scf.for' op expected 3 or more operands, but found 2}}
  "scf.for"(%i, %i) ({
  ^bb0(%k: index):
    "scf.yield"() : () -> ()
  }) : (index, index) -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'async.execute' op expected 1 or more results}}
  "async.execute"() ({
    "async.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @f(%c: i1) {
  %x = arith.constant 1 : i32
  // expected-error @+1 {{invalid properties {operandSegmentSizes = array<i32: 1, 1>} for op cf.cond_br: size mismatch in attribute conversion: 2 vs 3}}
  "cf.cond_br"(%c, %x) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1>}> : (i1, i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%c: i1) {
  %x = arith.constant 1 : i32
  // expected-error @+1 {{'cf.cond_br' op operand count (2) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "cf.cond_br"(%c, %x) [^bb1, ^bb1] : (i1, i32) -> ()
^bb1:
  return
}

// -----

// A generic op without operands may leave operandSegmentSizes out.
func.func @f() {
  %t = "async.execute"() ({
    "async.yield"() : () -> ()
  }) : () -> !async.token
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{cannot name an operation with no results}}
  %x = "func.return"() : () -> ()
}

// -----

func.func @f(%v: !async.value<f32>) {
  // expected-error @+1 {{operation defines 2 results but was provided 1 to bind}}
  %r = "async.await"(%v) : (!async.value<f32>) -> (f32, f32)
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @f(%t: !async.token) {
  // expected-error @+1 {{use of value '%t' expects different type than prior uses: '!async.group' vs '!async.token'}}
  async.await_all %t
  return
}

// -----

// expected-error @+1 {{'func.func' op requires zero results}}
%x = "func.func"() <{sym_name = "f", function_type = () -> ()}> ({
  "func.return"() : () -> ()
}) : () -> (i32)
