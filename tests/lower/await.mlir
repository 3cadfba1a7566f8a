// Awaits: blocking in plain functions, suspending in coroutines; groups.
// RUN: asyncc --print-ir=runtime %s | FileCheck %s

// CHECK-LABEL: func.func @blocking(
// CHECK-SAME: %[[T:arg0]]: !async.token, %[[V:arg1]]: !async.value<i32>, %[[N:arg2]]: index
func.func @blocking(%t: !async.token, %v: !async.value<i32>, %n: index) -> i32 {
  // CHECK: async.runtime.await %[[T]] : !async.token
  // CHECK: %[[E:.*]] = async.runtime.is_error %[[T]] : !async.token
  // CHECK: %[[TRUE:.*]] = arith.constant true
  // CHECK: %[[OK:.*]] = arith.xori %[[E]], %[[TRUE]] : i1
  // CHECK: cf.assert %[[OK]], "Awaited async operand is in error state"
  async.await %t : !async.token
  // CHECK: async.runtime.await %[[V]] : !async.value<i32>
  // CHECK: cf.assert
  // CHECK: %[[X:.*]] = async.runtime.load %[[V]] : <i32>
  %x = async.await %v : !async.value<i32>
  // CHECK: %[[G:.*]] = async.runtime.create_group %[[N]] : !async.group
  %g = async.create_group %n : !async.group
  // CHECK: %{{.*}} = async.runtime.add_to_group %[[T]], %[[G]] : !async.token
  %i = async.add_to_group %t, %g : !async.token
  // CHECK: async.runtime.await %[[G]] : !async.group
  // CHECK: async.runtime.is_error %[[G]] : !async.group
  // CHECK: cf.assert
  async.await_all %g
  // CHECK: return %[[X]] : i32
  return %x : i32
}

// CHECK-LABEL: func.func @in_coroutine(
// CHECK-SAME: %[[G:arg0]]: !async.group, %[[V:arg1]]: !async.value<i32>) -> !async.value<i32>
async.func @in_coroutine(%g: !async.group, %v: !async.value<i32>) -> !async.value<i32> {
  // Hot start: no initial suspension.
  // CHECK:   %[[RET:.*]] = async.runtime.create : !async.value<i32>
  // CHECK:   %[[HDL:.*]] = async.coro.begin
  // CHECK-NOT: async.runtime.resume
  // CHECK:   cf.br ^[[BODY:bb[0-9]+]]
  // CHECK: ^[[BODY]]:
  // CHECK:   %[[S:.*]] = async.coro.save %[[HDL]]
  // CHECK:   async.runtime.await_and_resume %[[G]], %[[HDL]] : !async.group
  // CHECK:   async.coro.suspend %[[S]], ^[[SUS:bb[0-9]+]], ^[[RES:bb[0-9]+]], ^[[DES:bb[0-9]+]]
  // CHECK: ^[[RES]]:
  // CHECK:   %[[E:.*]] = async.runtime.is_error %[[G]] : !async.group
  // CHECK:   cf.cond_br %[[E]], ^[[ERR:bb[0-9]+]], ^[[CONT:bb[0-9]+]]
  async.await_all %g
  // CHECK: ^[[CONT]]:
  // CHECK:   async.runtime.await_and_resume %[[V]], %[[HDL]] : !async.value<i32>
  // CHECK:   async.runtime.is_error %[[V]]
  // CHECK:   %[[X:.*]] = async.runtime.load %[[V]] : <i32>
  %x = async.await %v : !async.value<i32>
  // CHECK:   async.runtime.store %[[X]], %[[RET]] : <i32>
  // CHECK:   async.runtime.set_available %[[RET]] : !async.value<i32>
  // CHECK-NOT: async.runtime.set_available
  // CHECK:   cf.br ^[[CLEANUP:bb[0-9]+]]
  return %x : i32
  // CHECK: ^[[ERR]]:
  // CHECK:   async.runtime.set_error %[[RET]] : !async.value<i32>
  // CHECK:   cf.br ^[[CLEANUP]]
}

// Errors inside coroutines do not abort: cf.assert sets the error state.
// CHECK-LABEL: func.func @assert_in_coroutine(
async.func @assert_in_coroutine(%c: i1) -> !async.token {
  // CHECK: %[[TOK:.*]] = async.runtime.create : !async.token
  // CHECK-NOT: cf.assert
  // CHECK: cf.cond_br %arg0, ^[[OK:bb[0-9]+]], ^[[ERR:bb[0-9]+]]
  cf.assert %c, "must hold"
  // CHECK: ^[[OK]]:
  // CHECK:   async.runtime.set_available %[[TOK]] : !async.token
  return
  // CHECK: ^[[ERR]]:
  // CHECK:   async.runtime.set_error %[[TOK]] : !async.token
}

// async.call becomes a plain call of the lowered function.
// CHECK-LABEL: func.func @caller
func.func @caller(%c: i1) -> !async.token {
  // CHECK: %[[T:.*]] = call @assert_in_coroutine(%arg0) : (i1) -> !async.token
  %t = async.call @assert_in_coroutine(%c) : (i1) -> !async.token
  return %t : !async.token
}
