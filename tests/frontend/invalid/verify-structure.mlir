// Verifier: structure, dominance, terminators, successors, signatures
// and symbols.  The verifier reports every problem it finds, so a part
// may hold several.
// RUN: asyncc -verify-diagnostics -split-input-file %s

func.func @f() -> i32 {
  // expected-error @+1 {{'arith.addi' op operand #0 does not dominate this use}}
  %a = arith.addi %b, %b : i32
  // expected-note @+1 {{operand defined here}}
  %b = arith.constant 1 : i32
  return %a : i32
}

// -----

func.func @f(%c: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  // expected-note @+1 {{operand defined here}}
  %x = arith.constant 1 : i32
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  // expected-error @+1 {{'func.return' op operand #0 does not dominate this use}}
  return %x : i32
}

// -----

// A forward reference bound inside a nested region does not reach out.
func.func @f(%c: i1) -> i32 {
  // expected-error @+1 {{'arith.addi' op operand #0 does not dominate this use}}
  %y = arith.addi %x, %x : i32
  scf.if %c {
    // expected-note @+1 {{operand defined here, in a region that does not enclose the use}}
    %x = arith.constant 1 : i32
  }
  return %y : i32
}

// -----

func.func @f() {
  %x = arith.constant 1 : i32
  // expected-error @+1 {{block in the region of 'func.func' must end with a terminator}}
  %y = arith.addi %x, %x : i32
}

// -----

func.func @f() {
  // expected-error @+1 {{'func.return' op must be the last operation in its block}}
  "func.return"() : () -> ()
  // expected-error @+1 {{block in the region of 'func.func' must end with a terminator}}
  %x = arith.constant 1 : i32
}

// -----

func.func @f(%c: i1) {
  cf.br ^bb1
^bb1:
  // expected-error @+1 {{'vector.print' op has successors but is not a terminator}}
  "vector.print"()[^bb1] : () -> ()
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'cf.br' op successor #0 passes 0 operands to a block with 1 arguments}}
  cf.br ^bb1
^bb1(%a: i32):
  return
}

// -----

func.func @f(%x: i64) {
  // expected-error @+1 {{'cf.br' op successor #0 operand #0 has type 'i64', but the block argument is 'i32'}}
  cf.br ^bb1(%x : i64)
^bb1(%a: i32):
  return
}

// -----

func.func @f() {
^entry:
  cf.br ^bb1
^bb1:
  // expected-error @+1 {{'cf.br' op successor #0 is the entry block of its region, which may not have predecessors}}
  cf.br ^entry
}

// -----

func.func @f(%c: i1) {
  // expected-error @+1 {{'scf.if' op requires 2 regions, but has 1}}
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }) : (i1) -> ()
  return
}

// -----

func.func @f() -> !async.group {
  %t = async.runtime.create : !async.token
  // expected-error @+1 {{'async.runtime.create_group' op operand #0 must be 'index', but is '!async.token'}}
  %g = "async.runtime.create_group"(%t) : (!async.token) -> !async.group
  return %g : !async.group
}

// -----

func.func @f(%h: !async.coro.handle) {
  // expected-error @+1 {{'async.coro.id' op expects 0 operands, but has 1}}
  %id = "async.coro.id"(%h) : (!async.coro.handle) -> !async.coro.id
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'async.coro.id' op expects 1 results, but has 0}}
  "async.coro.id"() : () -> ()
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'async.runtime.set_available' op operand #0 must be !async.token or !async.value, but is 'i32'}}
  "async.runtime.set_available"(%x) : (i32) -> ()
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'async.runtime.drop_ref' op operand #0 must be a token, value or group, but is 'i32'}}
  "async.runtime.drop_ref"(%x) <{count = 1 : i64}> : (i32) -> ()
  return
}

// -----

func.func @f() {
  return
}
// expected-note @-3 {{previous definition is here}}
// expected-error @+1 {{'func.func' op redefinition of symbol '@f'}}
func.func @f() {
  return
}

// -----

// Several errors in one module: the verifier goes on after the first.
// expected-note @+1 {{the function's results are declared here}}
func.func @a(%x: i32) -> i64 {
  // expected-error @+1 {{'func.return' op returned values: value #0 has type 'i32', but 'i64' is expected}}
  return %x : i32
}
func.func @b(%x: f32) -> f32 {
  // expected-error @+1 {{'arith.addi' op operands must be signless integers or index, not 'f32'}}
  %y = arith.addi %x, %x : f32
  return %y : f32
}
func.func @c() {
  // expected-error @+1 {{'func.call' op '@nowhere' does not reference a valid function}}
  func.call @nowhere() : () -> ()
  return
}
