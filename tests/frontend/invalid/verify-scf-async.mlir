// Verifier: the checks particular to scf and async ops.
// RUN: asyncc -verify-diagnostics -split-input-file %s

func.func @f(%i: index) {
  // expected-error @+1 {{'scf.for' op expects a lower bound, an upper bound and a step}}
  "scf.for"(%i, %i) ({
  ^bb0(%k: index):
    "scf.yield"() : () -> ()
  }) : (index, index) -> ()
  return
}

// -----

func.func @f(%i: index, %j: i32) {
  // expected-error @+1 {{'scf.for' op bounds and step must be of one integer or index type}}
  "scf.for"(%i, %j, %i) ({
  ^bb0(%k: index):
    "scf.yield"() : () -> ()
  }) : (index, i32, index) -> ()
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'scf.for' op has 1 iter_args but 0 results}}
  "scf.for"(%i, %i, %i, %i) ({
  ^bb0(%k: index, %a: index):
    // expected-error @+1 {{'scf.yield' op yielded values: expects 0 values, but has 1}}
    "scf.yield"(%a) : (index) -> ()
  }) : (index, index, index, index) -> ()
  return
}

// -----

func.func @f(%i: index, %x: i32) {
  // expected-error @+1 {{'scf.for' op iter_arg #0 is 'i32', but result #0 is 'index'}}
  %r = "scf.for"(%i, %i, %i, %x) ({
  ^bb0(%k: index, %a: index):
    "scf.yield"(%a) : (index) -> ()
  }) : (index, index, index, i32) -> index
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'scf.for' op the body: expects 1 block arguments, but has 0}}
  "scf.for"(%i, %i, %i) ({
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'scf.for' op the body must end with 'scf.yield'}}
  "scf.for"(%i, %i, %i) ({
  ^bb0(%k: index):
    "func.return"() : () -> ()
  }) : (index, index, index) -> ()
  return
}
// expected-error @-4 {{'func.return' op must be inside a func.func}}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'scf.for' op the body must be a single block}}
  "scf.for"(%i, %i, %i) ({
  ^bb0(%k: index):
    "cf.br"()[^bb1] : () -> ()
  ^bb1:
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%i: index) {
  %r = scf.for %k = %i to %i step %i iter_args(%a = %i) -> (index) {
    %x = arith.constant 1 : i32
    // expected-error @+1 {{'scf.yield' op yielded values: value #0 has type 'i32', but 'index' is expected}}
    scf.yield %x : i32
  }
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error @+1 {{'scf.if' op has results, so it needs an else region}}
  %r = scf.if %c -> (i32) {
    %x = arith.constant 1 : i32
    scf.yield %x : i32
  }
  return
}

// -----

// The generic form gets no implicit terminator.
func.func @f(%c: i1) {
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
    // expected-error @+1 {{block in the region of 'scf.if' must end with a terminator}}
    "vector.print"() <{stringLiteral = "x"}> : () -> ()
  }) : (i1) -> ()
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error @+1 {{'scf.if' op the else region must end with 'scf.yield'}}
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
    // expected-error @+1 {{'func.return' op must be inside a func.func}}
    "func.return"() : () -> ()
  }) : (i1) -> ()
  return
}

// -----

func.func @f(%c: i1, %x: i32) {
  // expected-error @+1 {{'scf.while' op the before region must end with 'scf.condition'}}
  "scf.while"(%x) ({
  ^bb0(%a: i32):
    // expected-error @+1 {{'scf.yield' op the before region of scf.while ends with scf.condition}}
    "scf.yield"(%a) : (i32) -> ()
  }, {
  ^bb0(%a: i32):
    "scf.yield"(%a) : (i32) -> ()
  }) : (i32) -> ()
  return
}

// -----

func.func @f(%c: i1, %x: i32) {
  // expected-error @+1 {{'scf.while' op the after region: expects 1 block arguments, but has 0}}
  %r = "scf.while"(%x) ({
  ^bb0(%a: i32):
    "scf.condition"(%c, %a) : (i1, i32) -> ()
  }, {
    "scf.yield"(%x) : (i32) -> ()
  }) : (i32) -> i32
  return
}

// -----

func.func @f(%c: i1, %x: i32, %y: i64) {
  %r = "scf.while"(%x) ({
  ^bb0(%a: i32):
    // expected-error @+1 {{'scf.condition' op forwarded values: value #0 has type 'i64', but 'i32' is expected}}
    "scf.condition"(%c, %y) : (i1, i64) -> ()
  }, {
  ^bb0(%a: i32):
    // expected-error @+1 {{'scf.yield' op yielded values: expects 1 values, but has 0}}
    "scf.yield"() : () -> ()
  }) : (i32) -> i32
  return
}

// -----

func.func @f(%x: i32) {
  "scf.while"(%x) ({
  ^bb0(%a: i32):
    // expected-error @+1 {{'scf.condition' op expects an i1 condition first}}
    "scf.condition"(%a) : (i32) -> ()
  }, {
    "scf.yield"(%x) : (i32) -> ()
  }) : (i32) -> ()
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error @+1 {{'scf.condition' op must end the before region of scf.while}}
  "scf.condition"(%c) : (i1) -> ()
}

// -----

func.func @f() {
  // expected-error @+1 {{'scf.yield' op must be inside scf.for, scf.if, scf.while, scf.execute_region or scf.index_switch}}
  "scf.yield"() : () -> ()
}


// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'scf.parallel' op expects 4 operand segments}}
  "scf.parallel"(%i, %i, %i) ({
  ^bb0(%k: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'scf.parallel' op expects as many lower bounds, upper bounds and steps as induction variables}}
  "scf.parallel"(%i, %i, %i, %i) <{operandSegmentSizes = array<i32: 1, 2, 1, 0>}> ({
  ^bb0(%k: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, index, index) -> ()
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @+1 {{'scf.parallel' op bounds and steps must be index}}
  "scf.parallel"(%i, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%k: index):
    "scf.reduce"() : () -> ()
  }) : (i32, i32, i32) -> ()
  return
}

// -----

func.func @f(%i: index, %f: f32) {
  // expected-error @+1 {{'scf.parallel' op has 1 init values but 0 results}}
  "scf.parallel"(%i, %i, %i, %f) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
  ^bb0(%k: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, index, f32) -> ()
  return
}

// -----

func.func @f(%i: index, %f: f32) {
  // expected-error @+1 {{'scf.parallel' op init value #0 does not match result #0's type}}
  %r = "scf.parallel"(%i, %i, %i, %f) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
  ^bb0(%k: index):
    "scf.reduce"(%k) ({
    ^bb0(%a: index, %b: index):
      "scf.reduce.return"(%a) : (index) -> ()
    }) : (index) -> ()
  }) : (index, index, index, f32) -> index
  return
}

// -----

func.func @f(%i: index, %f: f32) {
  %r = scf.parallel (%k) = (%i) to (%i) step (%i) init (%f) -> f32 {
    // expected-error @+1 {{'scf.reduce' op needs one reduction region per operand}}
    "scf.reduce"(%f) : (f32) -> ()
  }
  return
}

// -----

func.func @f(%i: index, %f: f32, %x: i32) {
  %r = scf.parallel (%k) = (%i) to (%i) step (%i) init (%f) -> f32 {
    // expected-error @+1 {{'scf.reduce' op operand #0 does not match the scf.parallel result type}}
    scf.reduce(%x : i32) {
    ^bb0(%a: i32, %b: i32):
      scf.reduce.return %a : i32
    }
  }
  return
}

// -----

func.func @f(%i: index, %f: f32) {
  %r = scf.parallel (%k) = (%i) to (%i) step (%i) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%a: f32, %b: f32):
      %i1 = arith.constant 1 : i32
      // expected-error @+1 {{'scf.reduce.return' op must return one value of the reduced type}}
      scf.reduce.return %i1 : i32
    }
  }
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'scf.reduce' op must end the body of scf.parallel}}
  "scf.reduce"() : () -> ()
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'scf.reduce.return' op must end a reduction region of scf.reduce}}
  "scf.reduce.return"(%x) : (i32) -> ()
}

// -----

// expected-error @+1 {{'async.func' op must return !async.token and/or !async.value results}}
async.func @f() {
  return
}

// -----

// expected-error @+1 {{'async.func' op result #1 is '!async.token': results must be an optional leading !async.token followed by !async.value types}}
async.func @f() -> (!async.value<i32>, !async.token) {
  %x = arith.constant 1 : i32
  return %x : i32
}

// -----

// expected-note @+1 {{the function's results are declared here}}
async.func @f() -> !async.value<i32> {
  %x = arith.constant 1 : i64
  // expected-error @+1 {{'async.return' op returned values (the !async.value payloads): value #0 has type 'i64', but 'i32' is expected}}
  return %x : i64
}

// -----

func.func @f() {
  // expected-error @+1 {{'async.return' op must be inside an async.func}}
  "async.return"() : () -> ()
}

// -----

// expected-note @+1 {{'@g' is defined here}}
func.func private @g() -> i32
func.func @f() {
  // expected-error @+1 {{'async.call' op '@g' is a func.func; call it with func.call}}
  %r = async.call @g() : () -> i32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'async.execute' op expects 2 operand segments}}
  %t = "async.execute"() ({
    "async.yield"() : () -> ()
  }) : () -> !async.token
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'async.execute' op dependency #0 must be !async.token, not 'i32'}}
  %t = "async.execute"(%x) <{operandSegmentSizes = array<i32: 1, 0>}> ({
    "async.yield"() : () -> ()
  }) : (i32) -> !async.token
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'async.execute' op operand #0 must be !async.value, not 'i32'}}
  %t = "async.execute"(%x) <{operandSegmentSizes = array<i32: 0, 1>}> ({
  ^bb0(%a: i32):
    "async.yield"() : () -> ()
  }) : (i32) -> !async.token
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'async.execute' op first result must be !async.token}}
  %t = "async.execute"() <{operandSegmentSizes = array<i32: 0, 0>}> ({
    "async.yield"() : () -> ()
  }) : () -> i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'async.execute' op result #1 must be !async.value, not 'i32'}}
  %t:2 = "async.execute"() <{operandSegmentSizes = array<i32: 0, 0>}> ({
    "async.yield"() : () -> ()
  }) : () -> (!async.token, i32)
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'async.execute' op the body may not be empty}}
  %t = "async.execute"() <{operandSegmentSizes = array<i32: 0, 0>}> ({
  }) : () -> !async.token
  return
}

// -----

func.func @f() {
  %t, %v = async.execute -> !async.value<i32> {
    %x = arith.constant 1 : i64
    // expected-error @+1 {{'async.yield' op yielded values (the !async.value payloads): value #0 has type 'i64', but 'i32' is expected}}
    async.yield %x : i64
  }
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'async.yield' op must be inside async.execute}}
  "async.yield"() : () -> ()
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'async.await' op expects one operand}}
  "async.await"() : () -> ()
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'async.await' op operand of type 'i32' is not awaitable: expected !async.token or !async.value}}
  "async.await"(%x) : (i32) -> ()
  return
}

// -----

func.func @f(%t: !async.token) {
  // expected-error @+1 {{'async.await' op awaiting a token has no result}}
  %r = "async.await"(%t) : (!async.token) -> i32
  return
}

// -----

func.func @f(%v: !async.value<i32>) {
  // expected-error @+1 {{'async.await' op result must be the value's payload type 'i32'}}
  %r = "async.await"(%v) : (!async.value<i32>) -> i64
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'async.runtime.create' op creates !async.token or !async.value, not 'i32'}}
  %r = async.runtime.create : i32
  return
}

// -----

func.func @f(%v: !async.value<i32>, %x: i64) {
  // expected-error @+1 {{'async.runtime.store' op stores 'i64' into '!async.value<i32>'}}
  "async.runtime.store"(%x, %v) : (i64, !async.value<i32>) -> ()
  return
}

// -----

func.func @f(%v: !async.value<i32>) {
  // expected-error @+1 {{'async.runtime.load' op loads 'i64' from '!async.value<i32>'}}
  %r = "async.runtime.load"(%v) : (!async.value<i32>) -> i64
  return
}

// -----

func.func @f(%t: !async.token) {
  // expected-error @+1 {{'async.runtime.add_ref' op requires a positive 'count' attribute}}
  async.runtime.add_ref %t {count = 0 : i64} : !async.token
  return
}

// -----

func.func @f(%i: index, %f: f32) {
  scf.parallel (%k) = (%i) to (%i) step (%i) {
    // expected-error @+1 {{'scf.reduce' op reduces 1 values, but the scf.parallel has 0 results}}
    "scf.reduce"(%f) ({
    ^bb0(%a: f32, %b: f32):
      "scf.reduce.return"(%a) : (f32) -> ()
    }) : (f32) -> ()
  }
  return
}
