// Errors in the custom assembly forms of the ops.  Where asyncc's parser
// words a message otherwise than MLIR's, the part is marked
// (diag-differential.sh).
// RUN: asyncc -verify-diagnostics -split-input-file %s

// expected-error @+1 {{expected valid '@'-identifier for symbol name}}
func.func f()

// -----

// expected-error @+1 {{expected '('}}
func.func @f -> i32

// -----

// expected-error @+1 {{expected type instead of SSA identifier}}
func.func private @f(i32, %x: i32)

// -----

func.func @f(%x: i32,
             i32) {
  // expected-error @-1 {{expected SSA identifier}}
  return
}

// -----

// expected-error @+1 {{expected non-function type}}
func.func private @f(...)

// -----

// expected-error @+1 {{expected ')'}}
func.func @f(%x: i32 {a} {b}) {

// -----

// expected-error @+1 {{expected ')'}}
func.func private @f() -> (i32 {a} {b})

// -----

// A body without ^bb0 for a signature's unnamed arguments
// expected-error @+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
func.func @f(i32) {
  return
}

// -----

// expected-error @+1 {{'func.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')}}
func.func @f(i32) {
^bb0(%a: i64):
  return
}

// -----

// expected-error @+1 {{'llvm.func' op entry block must have 1 arguments to match function signature}}
llvm.func @f(i32) {
  llvm.return
}

// -----

// asyncc-only: asyncc's parser words this differently
func.func @f() {
  // expected-error @+1 {{expected the callee's @name}}
  func.call f() : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{expected '('}}
  func.call @f : () -> ()
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{expected ')'}}
  func.call @f(%x : () -> ()
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{expected ':'}}
  func.call @f(%x)
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{custom op 'func.call' 1 operands present, but expected 0}}
  func.call @f(%x) : () -> ()
  return
}

// -----

func.func @f(%x: i32, %g: (i32, i32) -> ()) {
  // expected-error @+1 {{custom op 'func.call_indirect' 1 operands present, but expected 2}}
  func.call_indirect %g(%x) : (i32, i32) -> ()
  return
}

// -----

func.func @f(%x: i32) -> i32 {
  // expected-error @+1 {{custom op 'func.return' 2 operands present, but expected 1}}
  return %x, %x : i32
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{expected '<'}}
  %y = arith.addi %x, %x overflow nsw : i32
  return
}

// -----

// asyncc-only: asyncc's parser words this differently
func.func @f(%x: i32) {
  // expected-error @+1 {{expected a overflow flag}}
  %y = arith.addi %x, %x overflow<1> : i32
  return
}

// -----

// asyncc-only: asyncc's parser words this differently
func.func @f(%x: i32) {
  // expected-error @+1 {{unknown overflow flag 'fast'}}
  %y = arith.addi %x, %x overflow<fast> : i32
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{expected '>'}}
  %y = arith.addf %x, %x fastmath<fast : f32
  return
}

// -----

// asyncc-only: asyncc's parser words this differently
func.func @f() {
  // expected-error @+1 {{arith.constant needs an integer, float, boolean or dense elements value}}
  %y = arith.constant "one"
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{expected ','}}
  %y = arith.addi %x %x : i32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{expected ':'}}
  %y = arith.addi %x, %x
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %y = arith.cmpi %x, %x : i32
  return
}

// -----

// asyncc-only: asyncc suggests a predicate
func.func @f(%x: i32) {
  // expected-error @+2 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate'}}
  // expected-note @+1 {{did you mean 'slt'?}}
  %y = arith.cmpi olt, %x, %x : i32
  return
}

// -----

// asyncc-only: asyncc suggests a predicate
func.func @f(%x: f32) {
  // expected-error @+2 {{custom op 'arith.cmpf' expected string or keyword containing one of the following enum values for attribute 'predicate' [false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true]}}
  // expected-note @+1 {{did you mean 'olt'?}}
  %y = arith.cmpf slt, %x, %x : f32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{custom op 'arith.extsi' expected 'to'}}
  %y = arith.extsi %x : i32 into i64
  return
}

// -----

// asyncc-only: asyncc's parser words this differently
func.func @f(%c: i1) {
  // expected-error @+1 {{expected the assertion message string}}
  cf.assert %c, 42
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error @+1 {{expected block name}}
  cf.cond_br %c, bb1, bb2
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{expected ')'}}
  cf.br ^bb1(%x : i32}
^bb1(%a: i32):
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{custom op 'scf.for' expected 'step'}}
  scf.for %k = %i to %i {
  }
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{custom op 'scf.for' mismatch in number of loop-carried values and defined values}}
  %r = scf.for %k = %i to %i step %i iter_args(%a = %i) -> (index, index) {
    scf.yield %a : index
  }
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{expected '->'}}
  %r = scf.for %k = %i to %i step %i iter_args(%a = %i) {
    scf.yield %a : index
  }
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{expected '='}}
  %r = scf.for %k = %i to %i step %i iter_args(%a, %i) -> (index) {
    scf.yield %a : index
  }
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{custom op 'scf.while' expected as many input types as operands (expected 2 got 1)}}
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
  // expected-error @+1 {{custom op 'scf.while' expected 'do'}}
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
    // expected-error @+1 {{expected '('}}
    scf.condition %c %a : index
  } do {
  ^bb0(%a2: index):
    scf.yield %a2 : index
  }
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{custom op 'scf.parallel' expected 2 operands}}
  scf.parallel (%a, %b) = (%i) to (%i, %i) step (%i, %i) {
  }
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{custom op 'scf.parallel' 1 operands present, but expected 2}}
  %r:2 = scf.parallel (%a) = (%i) to (%i) step (%i) init (%i) -> (index, index) {
  }
  return
}

// -----

// No induction variables: read, then refused by the verifier.
func.func @f() {
  // expected-error @+1 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  scf.parallel () = () to () step () {
  }
  return
}

// -----

// asyncc-only: asyncc's parser words this differently
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

// asyncc-only: asyncc's parser words this differently
func.func @f(%i: index) {
  // expected-error @+1 {{expected a memref type}}
  %m = memref.alloc() : index
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{expected ']'}}
  %m = memref.alloc()[%i) : memref<4xf32>
  return
}

// -----

// asyncc-only: asyncc's parser words this differently
func.func @f(%m: memref<*xf32>, %i: index) {
  // expected-error @+1 {{expected a ranked memref type}}
  %v = memref.load %m[%i] : memref<*xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{expected '['}}
  %v = memref.load %m : memref<4xf32>
  return
}

// -----

// asyncc-only: asyncc's parser words this differently
func.func @f(%x: i32) {
  // expected-error @+1 {{expected a string after 'str'}}
  vector.print str 42
  return
}

// -----

// asyncc-only: asyncc's parser words this differently
func.func @f(%x: i32) {
  // expected-error @+1 {{expected no_punctuation, newline, comma, open or close}}
  vector.print punctuation <semicolon>
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{custom op 'async.execute' expected 'as'}}
  %t = async.execute (%x : i32) {
    async.yield
  }
  return
}

// -----

// asyncc-only: MLIR accepts this; asyncc does not support it
func.func @f(%v: !async.token) {
  // expected-error @+1 {{'async.execute' op operand #0 is a token, which has no value to unwrap}}
  %t = async.execute (%v as %a: !async.token) {
    async.yield
  }
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'async.await' op operand #0 must be async value type or async token type, but got 'i32'}}
  async.await %x : i32
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{custom op 'async.create_group' invalid kind of type specified}}
  %g = async.create_group %n : !async.token
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{custom op 'async.runtime.num_worker_threads' invalid kind of type specified}}
  %w = async.runtime.num_worker_threads : !async.token
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @f(%t: !async.token, %g: !async.group) {
  // expected-error @+1 {{use of value '%t' expects different type than prior uses: '!async.group' vs '!async.token'}}
  %i = async.add_to_group %t, %g : !async.group
  return
}

// -----

func.func @f(%t: !async.token) {
  // expected-error @+1 {{expected ':'}}
  async.runtime.set_available %t, %t : !async.token
  return
}

// -----

func.func @f(%v: !async.value<f32>, %x: f32) {
  // expected-error @+2 {{expected '<'}}
  // expected-error @+1 {{custom op 'async.runtime.store' failed to parse async value type}}
  async.runtime.store %x, %v : f32
  return
}

// -----

func.func @f(%h: !async.coro.handle) {
  // expected-error @+1 {{expected ','}}
  async.coro.free %h
  return
}

// -----

func.func @f(%v: !async.value<f32>, %t: !async.token) {
  // expected-error @+1 {{custom op 'async.runtime.load' invalid kind of Type specified}}
  %x = async.runtime.load %t : !async.token
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{custom op 'async.create_group' invalid kind of type specified}}
  %g = async.create_group %i : !async.token
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{custom op 'async.runtime.num_worker_threads' invalid kind of type specified}}
  %n = async.runtime.num_worker_threads : i32
  return
}

// -----

func.func @f(%v: !async.value<f32>) {
  // expected-error @+1 {{custom op 'async.execute' expected 'as'}}
  %t = async.execute (%v : !async.value<f32>) {
    async.yield
  }
  return
}

// -----

// expected-error @+1 {{@ identifier expected to start with letter or '_'}}
func.func private @-minus()

// -----

// A body needs its entry block.
func.func @empty_body() {} // expected-error {{custom op 'func.func' expected non-empty function body}}

// -----

func.func @switch_case_not_integer(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    // expected-error @+1 {{custom op 'cf.switch' expected integer value}}
    "one": ^bb1
  ]
^bb1:
  return
}

// -----

func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{expected '{' to begin a region}}
  scf.for %i = %c0 to %n step %c1 -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{custom op 'affine.for' expected 'to' between bounds}}
  affine.for %i = 0 upto 8 {
  }
  return
}

// -----

// A custom op's missing keyword is reported at the token found in its
// place, on its own line.
func.func @f(%x: i32) {
  cf.switch %x : i32, [
    // expected-error @+1 {{custom op 'cf.switch' expected 'default'}}
    7: ^bb1
  ]
^bb1:
  return
}

// -----

// A missing token is reported where the line before it ends.
func.func @f() {
  %c = arith.constant // expected-error {{expected attribute value}}
  return
}

// -----

func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1
  // expected-error @-1 {{expected '{' to begin a region}}
  return
}

// -----

func.func @f(%a: i32) {
  %s = arith.addi %a, // expected-error {{expected SSA operand}}
  return
}

// -----

func.func @f(%s: index) {
  // expected-error @+1 {{expected attribute value}}
  affine.for %i = 0 to 8 step %s {
  }
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{expected constant integer or floating point value}}
  affine.for %i = 0 to 8 step -x {
  }
  return
}

// -----

// expected-error @+1 {{expected '(' in integer set constraint list}}
#bad = affine_set<(d0) : d0 >= 0>

// -----

func.func @f() {
  // expected-error @+1 {{custom op 'func.constant' invalid kind of attribute specified}}
  %0 = func.constant "g" : (i32) -> i32
  return
}
