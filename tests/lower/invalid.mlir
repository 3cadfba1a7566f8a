// Misuses of the async dialect are diagnosed.
// RUN: asyncc -verify-diagnostics -split-input-file %s

func.func @await_not_awaitable(%g: !async.group) {
  // expected-error @+1 {{'!async.group' is not awaitable}}
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
  // expected-error @+1 {{'async.return' op must be inside an async.func}}
  "async.return"() : () -> ()
}

// -----

func.func @yield_outside() {
  // expected-error @+1 {{'async.yield' op must be inside async.execute}}
  "async.yield"() : () -> ()
}

// -----

// expected-note @+2 {{the function's results are declared here}}
// expected-error @+1 {{results must be an optional leading !async.token followed by !async.value types}}
async.func @bad_results() -> i32 {
  %c = arith.constant 0 : i32
  // expected-error @+1 {{expects 0 values, but has 1}}
  return %c : i32
}

// -----

// expected-note @+1 {{the function's results are declared here}}
async.func @returns_wrong_type() -> !async.value<f32> {
  %c = arith.constant 0 : i32
  // expected-error @+1 {{value #0 has type 'i32', but 'f32' is expected}}
  return %c : i32
}

// -----

func.func @execute_yield_mismatch() {
  %t, %v = async.execute -> !async.value<i64> {
    %c = arith.constant 1.0 : f32
    // expected-error @+1 {{value #0 has type 'f32', but 'i64' is expected}}
    async.yield %c : f32
  }
  return
}

// -----

func.func @execute_dependency_not_token(%v: !async.value<f32>) {
  // expected-error @+1 {{dependency #0 must be !async.token}}
  %t = "async.execute"(%v) <{operandSegmentSizes = array<i32: 1, 0>}> ({
    "async.yield"() : () -> ()
  }) : (!async.value<f32>) -> !async.token
  return
}

// -----

// expected-note @+1 {{'@callee' is defined here}}
async.func @callee() -> !async.token {
  return
}

func.func @call_async_with_func_call() {
  // expected-error @+1 {{'@callee' is an async.func; call it with async.call}}
  %t = func.call @callee() : () -> !async.token
  return
}

// -----

// expected-note @+1 {{'@plain' is defined here}}
func.func @plain() {
  return
}

func.func @call_func_with_async_call() {
  // expected-error @+1 {{'@plain' is a func.func; call it with func.call}}
  "async.call"() <{callee = @plain}> : () -> ()
  return
}
