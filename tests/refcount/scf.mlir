// Structured control flow is counted in place: each region is its own
// CFG, the op holding a region borrows the outer values used inside, and
// iter_args, yields and results hand references along like block
// arguments.  Loop-carried tokens work (MLIR 19's pass gets them wrong).
// RUN: asyncc --pass=refcount %s | FileCheck %s
// RUN: asyncc --pass=refcount --pass=refcount-check %s > /dev/null

func.func private @token() -> !async.token
func.func private @take(%t: !async.token)

// Used inside scf.if: released after the scf.if, on both paths.
// CHECK-LABEL: func.func @await_in_if(
// CHECK:         %[[T:.*]] = call @token()
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      async.runtime.await %[[T]]
// CHECK-NEXT:    }
// CHECK-NEXT:    async.runtime.drop_ref %[[T]] {count = 1 : i64}
// CHECK-NEXT:    return
func.func @await_in_if(%c: i1) {
  %t = func.call @token() : () -> !async.token
  scf.if %c {
    async.runtime.await %t : !async.token
  }
  return
}

// Made inside the region: released inside it.
// CHECK-LABEL: func.func @defined_in_if(
// CHECK:         scf.if %arg0 {
// CHECK-NEXT:      %[[T:.*]] = func.call @token()
// CHECK-NEXT:      async.runtime.await %[[T]]
// CHECK-NEXT:      async.runtime.drop_ref %[[T]] {count = 1 : i64}
// CHECK-NEXT:    }
func.func @defined_in_if(%c: i1) {
  scf.if %c {
    %t = func.call @token() : () -> !async.token
    async.runtime.await %t : !async.token
  }
  return
}

// scf.if results own what the branches yield; yielding an outer value
// needs a reference of its own for the result.
// CHECK-LABEL: func.func @if_yields(
// CHECK:         %[[R:.*]] = scf.if %arg0 -> (!async.token) {
// CHECK-NEXT:      %[[T:.*]] = func.call @token()
// CHECK-NEXT:      scf.yield %[[T]]
// CHECK-NEXT:    } else {
// CHECK-NEXT:      async.runtime.add_ref %arg1 {count = 1 : i64}
// CHECK-NEXT:      scf.yield %arg1
// CHECK-NEXT:    }
// CHECK-NEXT:    async.runtime.await %arg1
// CHECK-NEXT:    async.runtime.drop_ref %arg1 {count = 1 : i64}
// CHECK-NEXT:    return %[[R]]
func.func @if_yields(%c: i1, %a: !async.token) -> !async.token {
  %r = scf.if %c -> !async.token {
    %t = func.call @token() : () -> !async.token
    scf.yield %t : !async.token
  } else {
    scf.yield %a : !async.token
  }
  async.runtime.await %a : !async.token
  return %r : !async.token
}

// A token carried around scf.for: the init hands its reference to the
// iter_arg, each iteration releases the previous token and yields the
// next, the result owns the last one.
// CHECK-LABEL: func.func @loop_carried(
// CHECK:         %[[T0:.*]] = call @token()
// CHECK-NEXT:    %[[LAST:.*]] = scf.for %{{.*}} iter_args(%[[PREV:.*]] = %[[T0]]) -> (!async.token) {
// CHECK-NEXT:      async.runtime.await %[[PREV]]
// CHECK-NEXT:      async.runtime.drop_ref %[[PREV]] {count = 1 : i64}
// CHECK-NEXT:      %[[NEXT:.*]] = func.call @token()
// CHECK-NEXT:      scf.yield %[[NEXT]]
// CHECK-NEXT:    }
// CHECK-NEXT:    async.runtime.await %[[LAST]]
// CHECK-NEXT:    async.runtime.drop_ref %[[LAST]] {count = 1 : i64}
// CHECK-NEXT:    return
func.func @loop_carried(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t0 = func.call @token() : () -> !async.token
  %last = scf.for %i = %c0 to %n step %c1 iter_args(%prev = %t0) -> (!async.token) {
    async.runtime.await %prev : !async.token
    %next = func.call @token() : () -> !async.token
    scf.yield %next : !async.token
  }
  async.runtime.await %last : !async.token
  return
}

// An outer token passed to a call in every iteration: one add_ref per
// iteration, the outer reference released after the loop.
// CHECK-LABEL: func.func @outer_in_loop(
// CHECK:         scf.for
// CHECK-NEXT:      async.runtime.add_ref %arg1 {count = 1 : i64}
// CHECK-NEXT:      func.call @take(%arg1)
// CHECK-NEXT:      async.runtime.await %arg1
// CHECK-NEXT:    }
// CHECK-NEXT:    async.runtime.drop_ref %arg1 {count = 1 : i64}
// CHECK-NEXT:    return
func.func @outer_in_loop(%n: index, %t: !async.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    func.call @take(%t) : (!async.token) -> ()
    async.runtime.await %t : !async.token
  }
  return
}

// scf.while: scf.condition hands the token to the after region or to the
// result, scf.yield back to the before region.
// CHECK-LABEL: func.func @while_carried(
// CHECK:         %[[R:.*]] = scf.while (%[[T:.*]] = %arg0)
// CHECK-NEXT:      %[[E:.*]] = async.runtime.is_error %[[T]]
// CHECK-NEXT:      scf.condition(%[[E]]) %[[T]]
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%[[U:.*]]: !async.token):
// CHECK-NEXT:      async.runtime.await %[[U]]
// CHECK-NEXT:      async.runtime.drop_ref %[[U]] {count = 1 : i64}
// CHECK-NEXT:      %[[N:.*]] = func.call @token()
// CHECK-NEXT:      scf.yield %[[N]]
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]]
func.func @while_carried(%t0: !async.token) -> !async.token {
  %r = scf.while (%t = %t0) : (!async.token) -> !async.token {
    %e = async.runtime.is_error %t : !async.token
    scf.condition(%e) %t : !async.token
  } do {
  ^bb0(%u: !async.token):
    async.runtime.await %u : !async.token
    %next = func.call @token() : () -> !async.token
    scf.yield %next : !async.token
  }
  return %r : !async.token
}

// A token unused after the loop that carried it is released there.
// CHECK-LABEL: func.func @unused_result(
// CHECK:         %[[R:.*]] = scf.for
// CHECK:         }
// CHECK-NEXT:    async.runtime.drop_ref %[[R]] {count = 1 : i64}
// CHECK-NEXT:    return
func.func @unused_result(%n: index, %t: !async.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %t) -> (!async.token) {
    scf.yield %x : !async.token
  }
  return
}
