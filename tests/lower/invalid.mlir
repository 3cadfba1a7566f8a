// Misuses of the async dialect are diagnosed before any lowering, with
// MLIR's messages (and asyncc's hints where they help).
// RUN: asyncc -verify-diagnostics -split-input-file %s

func.func @await_not_awaitable(%g: !async.group) {
  // expected-error @+1 {{'async.await' op operand #0 must be async value type or async token type, but got '!async.group'}}
  async.await %g : !async.group
  return
}

// -----

// expected-error @+1 {{'async.allowed_to_block' must be a unit attribute}}
func.func @allowed_with_value() attributes {async.allowed_to_block = 1 : i32} {
  return
}

// -----

func.func @return_outside() {
  // expected-error @+1 {{'async.return' op expects parent op 'async.func'}}
  "async.return"() : () -> ()
}

// -----

func.func @yield_outside() {
  // expected-error @+1 {{'async.yield' op expects parent op 'async.execute'}}
  "async.yield"() : () -> ()
}

// -----

// expected-error @+1 {{'async.func' op result type must be async value type or async token type, but got 'i32'}}
async.func @bad_results() -> i32 {
  %c = arith.constant 0 : i32
  return %c : i32
}

// -----

// expected-note @+1 {{the function's results are declared here}}
async.func @returns_wrong_type() -> !async.value<f32> {
  %c = arith.constant 0 : i32
  // expected-error @+1 {{'async.return' op operand types do not match the types returned from the parent FuncOp}}
  return %c : i32
}

// -----

func.func @execute_yield_mismatch() {
  // expected-error @+1 {{source type #0 'f32' should match input type #0 '!async.value<i64>'}}
  %t, %v = async.execute -> !async.value<i64> {
    %c = arith.constant 1.0 : f32
    async.yield %c : f32
  }
  return
}

// -----

func.func @execute_dependency_not_token(%v: !async.value<f32>) {
  // expected-error @+1 {{'async.execute' op operand #0 must be variadic of async token type, but got '!async.value<f32>'}}
  %t = "async.execute"(%v) <{operandSegmentSizes = array<i32: 1, 0>}> ({
    "async.yield"() : () -> ()
  }) : (!async.value<f32>) -> !async.token
  return
}

// -----

// expected-note @+1 {{'@callee' is an async.func; call it with async.call}}
async.func @callee() -> !async.token {
  return
}

func.func @call_async_with_func_call() {
  // expected-error @+1 {{'func.call' op 'callee' does not reference a valid function}}
  %t = func.call @callee() : () -> !async.token
  return
}

// -----

// expected-note @+1 {{'@plain' is a func.func; call it with func.call}}
func.func @plain() {
  return
}

func.func @call_func_with_async_call() {
  // expected-error @+1 {{'async.call' op 'plain' does not reference a valid async function}}
  "async.call"() <{callee = @plain}> : () -> ()
  return
}
