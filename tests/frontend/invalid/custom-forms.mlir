// Errors in the custom assembly forms of the ops.
// RUN: asyncc -verify-diagnostics -split-input-file %s

// expected-error @+1 {{expected the function's @name}}
func.func f()

// -----

// expected-error @+1 {{expected '(' to start the argument list, found '->'}}
func.func @f -> i32

// -----

// expected-error @+1 {{expected a type: a declaration's arguments have no names}}
func.func private @f(i32, %x: i32)

// -----

// expected-error @+1 {{expected ')' to end the argument list, found '{'}}
func.func @f(%x: i32 {a} {b}) {

// -----

// expected-error @+1 {{expected ')' to end the result list, found '{'}}
func.func private @f() -> (i32 {a} {b})

// -----

// expected-error @+1 {{a function with a body needs named arguments (%name: type)}}
func.func @f(i32) {
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{expected the callee's @name}}
  func.call f() : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{expected '(' to start the call arguments, found ':'}}
  func.call @f : () -> ()
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{expected ')' to end the call arguments, found ':'}}
  func.call @f(%x : () -> ()
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{expected ':' before the callee's type, found 'return'}}
  func.call @f(%x)
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{the call has 1 arguments but its type has 0 inputs}}
  func.call @f(%x) : () -> ()
  return
}

// -----

func.func @f(%x: i32) -> i32 {
  // expected-error @+1 {{2 operands present, but expected 1 types}}
  return %x, %x : i32
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{expected '<', found 'nsw'}}
  %y = arith.addi %x, %x overflow nsw : i32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{expected a overflow flag}}
  %y = arith.addi %x, %x overflow<1> : i32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{unknown overflow flag 'fast'}}
  %y = arith.addi %x, %x overflow<fast> : i32
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{expected '>', found ':'}}
  %y = arith.addf %x, %x fastmath<fast : f32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{arith.constant needs an integer, float, boolean or dense elements value}}
  %y = arith.constant "one"
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{expected ',', found '%x'}}
  %y = arith.addi %x %x : i32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{expected ':', found 'return'}}
  %y = arith.addi %x, %x
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{expected a comparison predicate}}
  %y = arith.cmpi %x, %x : i32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+2 {{unknown arith.cmpi predicate 'olt'}}
  // expected-note @+1 {{did you mean 'slt'?}}
  %y = arith.cmpi olt, %x, %x : i32
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+2 {{unknown arith.cmpf predicate 'slt'}}
  // expected-note @+1 {{did you mean 'olt'?}}
  %y = arith.cmpf slt, %x, %x : f32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{expected 'to', found 'into'}}
  %y = arith.extsi %x : i32 into i64
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error @+1 {{expected the assertion message string}}
  cf.assert %c, 42
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error @+1 {{expected a block name}}
  cf.cond_br %c, bb1, bb2
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{expected ')' to end the successor operands, found '}'}}
  cf.br ^bb1(%x : i32}
^bb1(%a: i32):
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{expected 'step', found '{'}}
  scf.for %k = %i to %i {
  }
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{1 iter_args but 2 result types}}
  %r = scf.for %k = %i to %i step %i iter_args(%a = %i) -> (index, index) {
    scf.yield %a : index
  }
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{expected '->', found '{'}}
  %r = scf.for %k = %i to %i step %i iter_args(%a = %i) {
    scf.yield %a : index
  }
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{expected '=', found ','}}
  %r = scf.for %k = %i to %i step %i iter_args(%a, %i) -> (index) {
    scf.yield %a : index
  }
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{2 initial values but 1 input types}}
  %r = scf.while (%a = %i, %b = %i) : (index) -> index {
    %c = arith.constant true
    scf.condition(%c) %a : index
  } do {
  ^bb0(%a2: index):
    scf.yield %a2 : index
  }
  return
}

// -----

func.func @f(%i: index) {
  %r = scf.while (%a = %i) : (index) -> index {
    %c = arith.constant true
    scf.condition(%c) %a : index
  // expected-error @+1 {{expected 'do', found '{'}}
  } {
  ^bb0(%a2: index):
    scf.yield %a2 : index
  }
  return
}

// -----

func.func @f(%i: index) {
  %r = scf.while (%a = %i) : (index) -> index {
    %c = arith.constant true
    // expected-error @+1 {{expected '(', found '%c'}}
    scf.condition %c %a : index
  } do {
  ^bb0(%a2: index):
    scf.yield %a2 : index
  }
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{expected 2 lower bounds, upper bounds and steps}}
  scf.parallel (%a, %b) = (%i) to (%i, %i) step (%i, %i) {
  }
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{1 init values but 2 result types}}
  %r = scf.parallel (%a) = (%i) to (%i) step (%i) init (%i) -> (index, index) {
  }
  return
}

// -----

func.func @f(%i: index, %f: f32) {
  %r:2 = scf.parallel (%a) = (%i) to (%i) step (%i) init (%f, %f) -> (f32, f32) {
    scf.reduce(%f, %f : f32, f32) {
    ^bb0(%l: f32, %r: f32):
      scf.reduce.return %l : f32
    // expected-error @+1 {{expected ',' between reduction regions, found '{'}}
    } {
    ^bb0(%l: f32, %r: f32):
      scf.reduce.return %l : f32
    }
  }
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{expected a memref type}}
  %m = memref.alloc() : index
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{expected ']', found ')'}}
  %m = memref.alloc()[%i) : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<*xf32>, %i: index) {
  // expected-error @+1 {{expected a ranked memref type}}
  %v = memref.load %m[%i] : memref<*xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{expected '[', found ':'}}
  %v = memref.load %m : memref<4xf32>
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{expected a string after 'str'}}
  vector.print str 42
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{expected no_punctuation, newline, comma, open or close}}
  vector.print punctuation <semicolon>
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{expected 'as', found ':'}}
  %t = async.execute (%x : i32) {
    async.yield
  }
  return
}

// -----

func.func @f(%v: !async.token) {
  // expected-error @+1 {{async.execute operands must be !async.value, not '!async.token'}}
  %t = async.execute (%v as %a: !async.token) {
    async.yield
  }
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'i32' is not awaitable: expected !async.token or !async.value}}
  async.await %x : i32
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{expected !async.group, found '!async.token'}}
  %g = async.create_group %n : !async.token
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{expected 'index', found '!async.token'}}
  %w = async.runtime.num_worker_threads : !async.token
  return
}

// -----

func.func @f(%t: !async.token, %g: !async.group) {
  // expected-error @+1 {{expected '!async.token', found '!async.group'}}
  %i = async.add_to_group %t, %g : !async.group
  return
}

// -----

func.func @f(%t: !async.token) {
  // expected-error @+1 {{'async.runtime.set_available' takes 1 operands, found 2}}
  async.runtime.set_available %t, %t : !async.token
  return
}

// -----

func.func @f(%v: !async.value<f32>, %x: f32) {
  // expected-error @+1 {{expected an !async.value type, found 'f32'}}
  async.runtime.store %x, %v : f32
  return
}

// -----

func.func @f(%h: !async.coro.handle) {
  // expected-error @+1 {{expected ',', found 'return'}}
  async.coro.free %h
  return
}
