// Straight-line ownership rules: every counted value owns one reference
// from its definition, given up by a drop_ref after its last use or by a
// use that takes it over (call arguments, returned values).
// RUN: asyncc --pass=refcount %s | FileCheck %s
// RUN: asyncc --pass=refcount --pass=refcount-check %s > /dev/null

func.func private @token() -> !async.token
func.func private @take(%t: !async.token)
func.func private @take2(%a: !async.token, %b: !async.token)
func.func private @take_value(%v: !async.value<f32>)

// A value nobody uses is released where it is defined.
// CHECK-LABEL: func.func @unused_create()
// CHECK-NEXT:    %[[T:.*]] = async.runtime.create : !async.token
// CHECK-NEXT:    async.runtime.drop_ref %[[T]] {count = 1 : i64} : !async.token
// CHECK-NEXT:    return
func.func @unused_create() {
  %t = async.runtime.create : !async.token
  return
}

// A call's result belongs to the caller.
// CHECK-LABEL: func.func @unused_call_result()
// CHECK-NEXT:    %[[T:.*]] = call @token()
// CHECK-NEXT:    async.runtime.drop_ref %[[T]] {count = 1 : i64}
// CHECK-NEXT:    return
func.func @unused_call_result() {
  %t = call @token() : () -> !async.token
  return
}

// An argument belongs to the callee.
// CHECK-LABEL: func.func @unused_arg(
// CHECK-SAME:    %[[A:.*]]: !async.group, %[[B:.*]]: !async.value<f32>)
// CHECK-NEXT:    async.runtime.drop_ref %[[A]] {count = 1 : i64} : !async.group
// CHECK-NEXT:    async.runtime.drop_ref %[[B]] {count = 1 : i64} : !async.value<f32>
// CHECK-NEXT:    return
func.func @unused_arg(%g: !async.group, %v: !async.value<f32>) {
  return
}

// Dropped right after the last use, not at the end of the block.
// CHECK-LABEL: func.func @after_last_use()
// CHECK:         %[[T:.*]] = call @token()
// CHECK-NEXT:    async.runtime.await %[[T]]
// CHECK-NEXT:    %{{.*}} = async.runtime.is_error %[[T]]
// CHECK-NEXT:    async.runtime.drop_ref %[[T]] {count = 1 : i64}
// CHECK-NEXT:    arith.constant
func.func @after_last_use() {
  %t = call @token() : () -> !async.token
  async.runtime.await %t : !async.token
  %e = async.runtime.is_error %t : !async.token
  %c = arith.constant 1 : i32
  return
}

// Returning hands the reference to the caller: nothing to do.
// CHECK-LABEL: func.func @returned()
// CHECK-NEXT:    async.runtime.create
// CHECK-NEXT:    return
func.func @returned() -> !async.token {
  %t = async.runtime.create : !async.token
  return %t : !async.token
}

// Returned twice: a second reference for the second result.
// CHECK-LABEL: func.func @returned_twice(
// CHECK-NEXT:    async.runtime.add_ref %arg0 {count = 1 : i64}
// CHECK-NEXT:    return %arg0, %arg0
func.func @returned_twice(%t: !async.token) -> (!async.token, !async.token) {
  return %t, %t : !async.token, !async.token
}

// A call taking the last use takes the caller's reference over.
// CHECK-LABEL: func.func @call_last_use()
// CHECK-NEXT:    %[[T:.*]] = call @token()
// CHECK-NEXT:    call @take(%[[T]])
// CHECK-NEXT:    return
func.func @call_last_use() {
  %t = call @token() : () -> !async.token
  call @take(%t) : (!async.token) -> ()
  return
}

// A call before other uses gets a reference of its own, which the caller
// may not rely on: the callee can drop it at once.
// CHECK-LABEL: func.func @call_then_await()
// CHECK-NEXT:    %[[T:.*]] = call @token()
// CHECK-NEXT:    async.runtime.add_ref %[[T]] {count = 1 : i64}
// CHECK-NEXT:    call @take(%[[T]])
// CHECK-NEXT:    async.runtime.await %[[T]]
// CHECK-NEXT:    async.runtime.drop_ref %[[T]] {count = 1 : i64}
// CHECK-NEXT:    return
func.func @call_then_await() {
  %t = call @token() : () -> !async.token
  call @take(%t) : (!async.token) -> ()
  async.runtime.await %t : !async.token
  return
}

// One reference per argument slot; the last one is the caller's.
// CHECK-LABEL: func.func @same_token_twice()
// CHECK-NEXT:    %[[T:.*]] = call @token()
// CHECK-NEXT:    async.runtime.add_ref %[[T]] {count = 1 : i64}
// CHECK-NEXT:    call @take2(%[[T]], %[[T]])
// CHECK-NEXT:    return
func.func @same_token_twice() {
  %t = call @token() : () -> !async.token
  call @take2(%t, %t) : (!async.token, !async.token) -> ()
  return
}

// Several calls: the add_refs merge into one before the first.
// CHECK-LABEL: func.func @three_calls(
// CHECK-NEXT:    async.runtime.add_ref %arg0 {count = 2 : i64}
// CHECK-NEXT:    call @take(%arg0)
// CHECK-NEXT:    call @take(%arg0)
// CHECK-NEXT:    call @take(%arg0)
// CHECK-NEXT:    return
func.func @three_calls(%t: !async.token) {
  call @take(%t) : (!async.token) -> ()
  call @take(%t) : (!async.token) -> ()
  call @take(%t) : (!async.token) -> ()
  return
}

// Async values: awaited, loaded, then released; stored and made
// available by their producer, which the runtime counts on its own.
// CHECK-LABEL: func.func @value_roundtrip(
// CHECK-NEXT:    %[[V:.*]] = async.runtime.create : !async.value<f32>
// CHECK-NEXT:    async.runtime.store %arg0, %[[V]]
// CHECK-NEXT:    async.runtime.set_available %[[V]]
// CHECK-NEXT:    async.runtime.await %[[V]]
// CHECK-NEXT:    %[[X:.*]] = async.runtime.load %[[V]]
// CHECK-NEXT:    async.runtime.drop_ref %[[V]] {count = 1 : i64} : !async.value<f32>
// CHECK-NEXT:    return %[[X]]
func.func @value_roundtrip(%x: f32) -> f32 {
  %v = async.runtime.create : !async.value<f32>
  async.runtime.store %x, %v : !async.value<f32>
  async.runtime.set_available %v : !async.value<f32>
  async.runtime.await %v : !async.value<f32>
  %y = async.runtime.load %v : !async.value<f32>
  return %y : f32
}

// Groups: adding a token borrows both; each is released after its own
// last use.
// CHECK-LABEL: func.func @group(
// CHECK-NEXT:    %[[G:.*]] = async.runtime.create_group %arg0 : !async.group
// CHECK-NEXT:    %[[T:.*]] = call @token()
// CHECK-NEXT:    async.runtime.add_to_group %[[T]], %[[G]]
// CHECK-NEXT:    async.runtime.drop_ref %[[T]] {count = 1 : i64} : !async.token
// CHECK-NEXT:    async.runtime.await %[[G]] : !async.group
// CHECK-NEXT:    async.runtime.drop_ref %[[G]] {count = 1 : i64} : !async.group
// CHECK-NEXT:    return
func.func @group(%n: index) {
  %g = async.runtime.create_group %n : !async.group
  %t = call @token() : () -> !async.token
  %r = async.runtime.add_to_group %t, %g : !async.token
  async.runtime.await %g : !async.group
  return
}

// arith.select yields one of its operands: the result takes a reference
// of its own before the operands are released.
// CHECK-LABEL: func.func @select(
// CHECK-NEXT:    %[[S:.*]] = arith.select %arg0, %arg1, %arg2 : !async.token
// CHECK-NEXT:    async.runtime.add_ref %[[S]] {count = 1 : i64}
// CHECK-DAG:     async.runtime.drop_ref %arg1 {count = 1 : i64}
// CHECK-DAG:     async.runtime.drop_ref %arg2 {count = 1 : i64}
// CHECK-NEXT:    async.runtime.await %[[S]]
// CHECK-NEXT:    async.runtime.drop_ref %[[S]] {count = 1 : i64}
func.func @select(%c: i1, %a: !async.token, %b: !async.token) {
  %s = arith.select %c, %a, %b : !async.token
  async.runtime.await %s : !async.token
  return
}
