// Awaits inside scf.for / scf.if / scf.while in coroutines (MLIR 19 fails
// to legalize these), and !async.token carried around scf.for loops.
// RUN: asyncc --print-ir=runtime %s | FileCheck %s
// RUN: asyncc --print-ir=runtime %s | FileCheck %s --check-prefix=NOSCF

// Inside a coroutine every structured op became branches.
// NOSCF-LABEL: func.func @loop_await
// NOSCF-NOT: scf.
// NOSCF: return

// CHECK-LABEL: func.func @loop_await(
async.func @loop_await(%n: index, %v: !async.value<i64>) -> !async.value<i64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  // The loop header, then the body suspends on each iteration.
  // CHECK: ^[[HEAD:bb[0-9]+]](%[[I:.*]]: index, %[[ACC:.*]]: i64):
  // CHECK:   arith.cmpi slt, %[[I]], %arg0 : index
  // CHECK:   cf.cond_br
  // CHECK:   async.runtime.await_and_resume %arg1
  // CHECK:   async.coro.suspend
  // CHECK:   %[[X:.*]] = async.runtime.load %arg1 : <i64>
  // CHECK:   %[[SUM:.*]] = arith.addi %[[ACC]], %[[X]] : i64
  // CHECK:   cf.br ^[[HEAD]](%{{.*}}, %[[SUM]] : index, i64)
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %x = async.await %v : !async.value<i64>
    %a = arith.addi %acc, %x : i64
    scf.yield %a : i64
  }
  %c = arith.cmpi sgt, %s, %z : i64
  // CHECK: cf.cond_br %{{.*}}, ^[[THEN:bb[0-9]+]], ^[[ELSE:bb[0-9]+]]
  %r = scf.if %c -> (i64) {
    %t = async.execute { async.yield }
    async.await %t : !async.token
    scf.yield %s : i64
  } else {
    scf.yield %z : i64
  }
  %w = scf.while (%x = %r) : (i64) -> i64 {
    %more = arith.cmpi sgt, %x, %z : i64
    scf.condition(%more) %x : i64
  } do {
  ^bb0(%y: i64):
    %t2 = async.execute { async.yield }
    async.await %t2 : !async.token
    %one = arith.constant 1 : i64
    %y1 = arith.subi %y, %one : i64
    scf.yield %y1 : i64
  }
  return %w : i64
}

// In a plain function scf stays; tokens flow around the loop.
// CHECK-LABEL: func.func @token_chain(
func.func @token_chain(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t0 = async.execute { async.yield }
  // CHECK: %[[LAST:.*]] = scf.for %{{.*}} iter_args(%[[PREV:.*]] = %{{.*}}) -> (!async.token) {
  // CHECK:   %[[NEXT:.*]] = func.call @async_execute_fn_{{[0-9]+}}(%[[PREV]]) : (!async.token) -> !async.token
  // CHECK:   scf.yield %[[NEXT]] : !async.token
  %last = scf.for %i = %c0 to %n step %c1 iter_args(%prev = %t0) -> (!async.token) {
    %next = async.execute [%prev] { async.yield }
    scf.yield %next : !async.token
  }
  // CHECK: async.runtime.await %[[LAST]] : !async.token
  async.await %last : !async.token
  return
}
