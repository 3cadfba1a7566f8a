// Verifier: the async dialect's checks, op by op, with MLIR's messages
// (diag-differential.sh runs this file through mlir-opt-19 too).
// RUN: asyncc -verify-diagnostics -split-input-file %s

// A valid module: no diagnostic.
func.func @nothing_wrong(%t: !async.token, %v: !async.value<f32>, %g: !async.group) -> index {
  %i = async.add_to_group %t, %g : !async.token
  %j = async.add_to_group %v, %g : !async.value<f32>
  return %j : index
}

// -----

func.func @await_not_async(%x: f32) {
  // expected-error @+1 {{'async.await' op operand #0 must be async value type or async token type, but got 'f32'}}
  async.await %x : f32
  return
}

// -----

func.func @await_group(%g: !async.group) {
  // expected-error @+1 {{'async.await' op operand #0 must be async value type or async token type, but got '!async.group'}}
  "async.await"(%g) : (!async.group) -> ()
  return
}

// -----

func.func @await_wrong_payload(%v: !async.value<i32>) {
  // expected-error @+1 {{'async.await' op result type 'i64' does not match async value type 'i32'}}
  %r = "async.await"(%v) : (!async.value<i32>) -> i64
  return
}

// -----

func.func @await_token_with_result(%t: !async.token) {
  // expected-error @+1 {{'async.await' op awaiting on a token must have empty result}}
  %r = "async.await"(%t) : (!async.token) -> i32
  return
}

// -----

func.func @await_value_without_result(%v: !async.value<i32>) {
  // asyncc-only: MLIR dereferences the missing result
  // expected-error @+1 {{'async.await' op awaiting on a value has no result of type 'i32'}}
  "async.await"(%v) : (!async.value<i32>) -> ()
  return
}

// -----

func.func @await_nothing() {
  // expected-error @+1 {{'async.await' op requires a single operand}}
  "async.await"() : () -> ()
  return
}

// -----

func.func @await_two_results(%v: !async.value<i32>) {
  // expected-error @+1 {{'async.await' op result group starting at #0 requires 0 or 1 element, but found 2}}
  %r:2 = "async.await"(%v) : (!async.value<i32>) -> (i32, i32)
  return
}

// -----

// expected-error @+1 {{'async.func' op result is expected to be at least of size 1, but got 0}}
async.func @func_without_results(%x: i32) {
  return
}

// -----

// expected-error @+1 {{'async.func' op result type must be async value type or async token type, but got 'i32'}}
async.func @func_plain_result(%x: i32) -> i32 {
  return %x : i32
}

// -----

// expected-error @+1 {{'async.func' op  results' (optional) async token type is expected to appear as the 1st return value, but got 2}}
async.func @func_token_second(%x: i32) -> (!async.value<i32>, !async.token) {
  return %x : i32
}

// -----

// expected-error @+1 {{'async.func' op symbol declaration cannot have public visibility}}
async.func @func_public_declaration() -> !async.token

// -----

// expected-error @+1 {{'async.func' op entry block must have 1 arguments to match function signature}}
"async.func"() <{sym_name = "func_entry_block", function_type = (i32) -> !async.token}> ({
  "async.return"() : () -> ()
}) : () -> ()

// -----

async.func @return_wrong_payload(%x: i64) -> (!async.token, !async.value<i32>) {
  // expected-error @+1 {{'async.return' op operand types do not match the types returned from the parent FuncOp}}
  return %x : i64
}

// -----

async.func @return_missing_value(%x: i32) -> !async.value<i32> {
  // expected-error @+1 {{'async.return' op operand types do not match the types returned from the parent FuncOp}}
  return
}

// -----

func.func @return_outside() {
  // expected-error @+1 {{'async.return' op expects parent op 'async.func'}}
  "async.return"() : () -> ()
}

// -----

async.func @func_return_in_async_func() -> !async.token {
  // expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
  "func.return"() : () -> ()
}

// -----

func.func @call_plain_result(%x: i32) {
  // expected-error @+1 {{'async.call' op result #0 must be variadic of async value type or async token type, but got 'i32'}}
  %r = async.call @g(%x) : (i32) -> i32
  return
}

// -----

func.func @call_nothing(%x: i32) {
  // expected-error @+1 {{'async.call' op 'nothing' does not reference a valid async function}}
  %r = async.call @nothing(%x) : (i32) -> !async.token
  return
}

// -----

func.func private @plain() -> !async.token
func.func @call_plain_function() {
  // expected-error @+1 {{'async.call' op 'plain' does not reference a valid async function}}
  %r = async.call @plain() : () -> !async.token
  return
}

// -----

async.func private @callee(i64) -> !async.token
func.func @call_operand_type(%x: i32) {
  // expected-error @+1 {{'async.call' op operand type mismatch: expected operand type 'i64', but provided 'i32' for operand number 0}}
  %r = async.call @callee(%x) : (i32) -> !async.token
  return
}

// -----

async.func private @callee(i32) -> !async.token
func.func @call_operand_count(%x: i32) {
  // expected-error @+1 {{'async.call' op incorrect number of operands for callee}}
  %r = async.call @callee(%x, %x) : (i32, i32) -> !async.token
  return
}

// -----

async.func private @callee(i32) -> (!async.token, !async.value<i32>)
func.func @call_result_count(%x: i32) {
  // expected-error @+1 {{'async.call' op incorrect number of results for callee}}
  %r = async.call @callee(%x) : (i32) -> !async.token
  return
}

// -----

async.func private @callee(i32) -> (!async.token, !async.value<i32>)
func.func @call_result_type(%x: i32) {
  // expected-error @+3 {{'async.call' op result type mismatch at index 1}}
  // expected-note @+2 {{      op result types: '!async.token', '!async.value<i64>'}}
  // expected-note @+1 {{function result types: '!async.token', '!async.value<i32>'}}
  %r:2 = async.call @callee(%x) : (i32) -> (!async.token, !async.value<i64>)
  return
}

// -----

async.func private @callee() -> !async.token
func.func @func_call_to_async_func() {
  // expected-error @+1 {{'func.call' op 'callee' does not reference a valid function}}
  %r = func.call @callee() : () -> !async.token
  return
}

// -----

func.func @execute_dependency_not_token(%x: i32) {
  // expected-error @+1 {{'async.execute' op operand #0 must be variadic of async token type, but got 'i32'}}
  %t = "async.execute"(%x) <{operandSegmentSizes = array<i32: 1, 0>}> ({
    "async.yield"() : () -> ()
  }) : (i32) -> !async.token
  return
}

// -----

func.func @execute_operand_not_async(%x: f32) {
  // expected-error @+1 {{'async.execute' op operand #0 must be variadic of async value type or async token type, but got 'f32'}}
  %t = async.execute (%x as %y: f32) {
    async.yield
  }
  return
}

// -----

func.func @execute_token_operand(%t: !async.token) {
  // asyncc-only: MLIR crashes on a token to unwrap
  // expected-error @+1 {{'async.execute' op operand #0 is a token, which has no value to unwrap}}
  %r = async.execute (%t as %y: !async.token) {
    async.yield
  }
  return
}

// -----

func.func @execute_first_result(%t: !async.token) {
  // expected-error @+1 {{'async.execute' op result #0 must be async token type, but got 'i32'}}
  %r = "async.execute"() <{operandSegmentSizes = array<i32: 0, 0>}> ({
    "async.yield"() : () -> ()
  }) : () -> i32
  return
}

// -----

func.func @execute_plain_result() {
  // expected-error @+1 {{'async.execute' op result #1 must be variadic of async value type, but got 'f32'}}
  %t, %r = async.execute -> f32 {
    %x = arith.constant 1.0 : f32
    async.yield %x : f32
  }
  return
}

// -----

func.func @execute_no_token() {
  // expected-error @+1 {{'async.execute' op expected 1 or more results}}
  "async.execute"() ({
    "async.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @execute_empty_body() {
  // expected-error @+1 {{'async.execute' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
  %t = "async.execute"() <{operandSegmentSizes = array<i32: 0, 0>}> ({
  }) : () -> !async.token
  return
}

// -----

// MLIR wants one block ("expects region #0 to have 0 or 1 blocks").
// asyncc-only: asyncc takes an async.execute body of several blocks
func.func @execute_two_blocks() {
  %t = "async.execute"() <{operandSegmentSizes = array<i32: 0, 0>}> ({
    "async.yield"() : () -> ()
  ^bb1:
    "async.yield"() : () -> ()
  }) : () -> !async.token
  return
}

// -----

func.func @execute_segments(%v: !async.value<f32>) {
  // expected-error @+1 {{invalid properties {operandSegmentSizes = array<i32: 1>} for op async.execute: size mismatch in attribute conversion: 1 vs 2}}
  %t = "async.execute"(%v) <{operandSegmentSizes = array<i32: 1>}> ({
  ^bb0(%a: f32):
    "async.yield"() : () -> ()
  }) : (!async.value<f32>) -> !async.token
  return
}

// -----

func.func @execute_body_argument_type(%v: !async.value<f32>) {
  // expected-error @+1 {{'async.execute' op  along control flow edge from parent operands to Region #0: source type #0 '!async.value<f32>' should match input type #0 'f64'}}
  %t = "async.execute"(%v) <{operandSegmentSizes = array<i32: 0, 1>}> ({
  ^bb0(%a: f64):
    "async.yield"() : () -> ()
  }) : (!async.value<f32>) -> !async.token
  return
}

// -----

func.func @execute_body_argument_count(%v: !async.value<f32>) {
  // expected-error @+1 {{'async.execute' op  region control flow edge from parent operands to Region #0: source has 1 operands, but target successor needs 2}}
  %t = "async.execute"(%v) <{operandSegmentSizes = array<i32: 0, 1>}> ({
  ^bb0(%a: f32, %b: f32):
    "async.yield"() : () -> ()
  }) : (!async.value<f32>) -> !async.token
  return
}

// -----

func.func @execute_yield_count(%v: !async.value<f32>) {
  // expected-error @+1 {{'async.execute' op  region control flow edge from Region #0 to parent results: source has 1 operands, but target successor needs 0}}
  %t = async.execute (%v as %a: !async.value<f32>) {
    async.yield %a : f32
  }
  return
}

// -----

func.func @execute_yield_type() {
  // expected-error @+1 {{'async.execute' op  along control flow edge from Region #0 to parent results: source type #0 'i64' should match input type #0 '!async.value<i32>'}}
  %t, %v = async.execute -> !async.value<i32> {
    %x = arith.constant 1 : i64
    async.yield %x : i64
  }
  return
}

// -----

func.func @execute_without_yield() {
  %t = async.execute {
    // expected-error @+1 {{block with no terminator}}
    %x = arith.constant 1 : i64
  }
  return
}

// -----

func.func @yield_outside() {
  // expected-error @+1 {{'async.yield' op expects parent op 'async.execute'}}
  "async.yield"() : () -> ()
  return
}

// -----

func.func @create_group_type(%n: index) {
  // expected-error @+1 {{'async.create_group' op result #0 must be async group type, but got '!async.token'}}
  %g = "async.create_group"(%n) : (index) -> !async.token
  return
}

// -----

func.func @create_group_size(%n: i32) {
  // expected-error @+1 {{'async.create_group' op operand #0 must be index, but got 'i32'}}
  %g = "async.create_group"(%n) : (i32) -> !async.group
  return
}

// -----

func.func @add_to_group_operand(%x: f32, %g: !async.group) {
  // expected-error @+1 {{'async.add_to_group' op operand #0 must be async value type or async token type, but got 'f32'}}
  %i = async.add_to_group %x, %g : f32
  return
}

// -----

func.func @add_to_group_group(%t: !async.token, %x: i32) {
  // expected-error @+1 {{'async.add_to_group' op operand #1 must be async group type, but got 'i32'}}
  %i = "async.add_to_group"(%t, %x) : (!async.token, i32) -> index
  return
}

// -----

func.func @add_to_group_rank(%t: !async.token, %g: !async.group) {
  // expected-error @+1 {{'async.add_to_group' op result #0 must be index, but got 'i64'}}
  %i = "async.add_to_group"(%t, %g) : (!async.token, !async.group) -> i64
  return
}

// -----

func.func @await_all_token(%t: !async.token) {
  // expected-error @+1 {{'async.await_all' op operand #0 must be async group type, but got '!async.token'}}
  "async.await_all"(%t) : (!async.token) -> ()
  return
}

// -----

func.func @runtime_create() {
  // expected-error @+1 {{'async.runtime.create' op result #0 must be async value type or async token type, but got '!async.group'}}
  %r = async.runtime.create : !async.group
  return
}

// -----

func.func @runtime_create_group(%n: i32) {
  // expected-error @+1 {{'async.runtime.create_group' op operand #0 must be index, but got 'i32'}}
  %g = "async.runtime.create_group"(%n) : (i32) -> !async.group
  return
}

// -----

func.func @runtime_set_available(%g: !async.group) {
  // expected-error @+1 {{'async.runtime.set_available' op operand #0 must be async value type or async token type, but got '!async.group'}}
  async.runtime.set_available %g : !async.group
  return
}

// -----

func.func @runtime_set_error(%x: i32) {
  // expected-error @+1 {{'async.runtime.set_error' op operand #0 must be async value type or async token type, but got 'i32'}}
  async.runtime.set_error %x : i32
  return
}

// -----

func.func @runtime_is_error(%x: f32) {
  // expected-error @+1 {{'async.runtime.is_error' op operand #0 must be async value type or async token type or async group type, but got 'f32'}}
  %e = async.runtime.is_error %x : f32
  return
}

// -----

func.func @runtime_is_error_result(%t: !async.token) {
  // expected-error @+1 {{'async.runtime.is_error' op result #0 must be 1-bit signless integer, but got 'i32'}}
  %e = "async.runtime.is_error"(%t) : (!async.token) -> i32
  return
}

// -----

func.func @runtime_await(%x: f32) {
  // expected-error @+1 {{'async.runtime.await' op operand #0 must be async value type or async token type or async group type, but got 'f32'}}
  async.runtime.await %x : f32
  return
}

// -----

func.func @runtime_await_and_resume(%x: f32, %h: !async.coro.handle) {
  // expected-error @+1 {{'async.runtime.await_and_resume' op operand #0 must be async value type or async token type or async group type, but got 'f32'}}
  async.runtime.await_and_resume %x, %h : f32
  return
}

// -----

func.func @runtime_resume(%x: i32) {
  // expected-error @+1 {{'async.runtime.resume' op operand #0 must be coroutine handle, but got 'i32'}}
  "async.runtime.resume"(%x) : (i32) -> ()
  return
}

// -----

func.func @runtime_store_storage(%x: i32) {
  // expected-error @+1 {{'async.runtime.store' op operand #1 must be async value type, but got 'i32'}}
  "async.runtime.store"(%x, %x) : (i32, i32) -> ()
  return
}

// -----

func.func @runtime_store_type(%v: !async.value<i32>, %x: i64) {
  // expected-error @+1 {{'async.runtime.store' op failed to verify that type of 'value' matches element type of 'storage'}}
  "async.runtime.store"(%x, %v) : (i64, !async.value<i32>) -> ()
  return
}

// -----

func.func @runtime_load_type(%v: !async.value<i32>) {
  // expected-error @+1 {{'async.runtime.load' op failed to verify that type of 'value' matches element type of 'storage'}}
  %r = "async.runtime.load"(%v) : (!async.value<i32>) -> i64
  return
}

// -----

func.func @runtime_load_storage(%t: !async.token) {
  // expected-error @+1 {{'async.runtime.load' op operand #0 must be async value type, but got '!async.token'}}
  %r = "async.runtime.load"(%t) : (!async.token) -> i64
  return
}

// -----

func.func @runtime_add_to_group(%g: !async.group) {
  // expected-error @+1 {{'async.runtime.add_to_group' op operand #0 must be async value type or async token type, but got '!async.group'}}
  %i = async.runtime.add_to_group %g, %g : !async.group
  return
}

// -----

func.func @runtime_add_ref_operand(%x: f32) {
  // expected-error @+1 {{'async.runtime.add_ref' op operand #0 must be async value type or async token type or async group type, but got 'f32'}}
  async.runtime.add_ref %x {count = 1 : i64} : f32
  return
}

// -----

func.func @runtime_add_ref_without_count(%t: !async.token) {
  // expected-error @+1 {{'async.runtime.add_ref' op requires attribute 'count'}}
  async.runtime.add_ref %t : !async.token
  return
}

// -----

func.func @runtime_drop_ref_zero(%t: !async.token) {
  // expected-error @+1 {{'async.runtime.drop_ref' op attribute 'count' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
  "async.runtime.drop_ref"(%t) <{count = 0 : i64}> : (!async.token) -> ()
  return
}

// -----

func.func @runtime_add_ref_i32(%t: !async.token) {
  // expected-error @+1 {{'async.runtime.add_ref' op attribute 'count' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
  async.runtime.add_ref %t {count = 1 : i32} : !async.token
  return
}

// -----

func.func @runtime_num_worker_threads() {
  // expected-error @+1 {{'async.runtime.num_worker_threads' op result #0 must be index, but got 'i32'}}
  %n = "async.runtime.num_worker_threads"() : () -> i32
  return
}

// -----

func.func @coro_id() {
  // expected-error @+1 {{'async.coro.id' op result #0 must be switched-resume coroutine identifier, but got 'i32'}}
  %id = "async.coro.id"() : () -> i32
  return
}

// -----

func.func @coro_begin(%x: i32) {
  // expected-error @+1 {{'async.coro.begin' op operand #0 must be switched-resume coroutine identifier, but got 'i32'}}
  %h = "async.coro.begin"(%x) : (i32) -> !async.coro.handle
  return
}

// -----

func.func @coro_free(%id: !async.coro.id, %x: i32) {
  // expected-error @+1 {{'async.coro.free' op operand #1 must be coroutine handle, but got 'i32'}}
  "async.coro.free"(%id, %x) : (!async.coro.id, i32) -> ()
  return
}

// -----

func.func @coro_save(%h: !async.coro.handle) {
  // expected-error @+1 {{'async.coro.save' op result #0 must be saved coroutine state, but got 'i32'}}
  %s = "async.coro.save"(%h) : (!async.coro.handle) -> i32
  return
}

// -----

func.func @coro_end(%x: i32) {
  // expected-error @+1 {{'async.coro.end' op operand #0 must be coroutine handle, but got 'i32'}}
  "async.coro.end"(%x) : (i32) -> ()
  return
}

// -----

func.func @coro_suspend_state(%x: i32) {
  // expected-error @+1 {{'async.coro.suspend' op operand #0 must be saved coroutine state, but got 'i32'}}
  "async.coro.suspend"(%x)[^bb1, ^bb1, ^bb1] : (i32) -> ()
^bb1:
  return
}

// -----

func.func @coro_suspend_successors(%s: !async.coro.state) {
  // expected-error @+1 {{'async.coro.suspend' op requires 3 successors but found 1}}
  "async.coro.suspend"(%s)[^bb1] : (!async.coro.state) -> ()
^bb1:
  return
}
