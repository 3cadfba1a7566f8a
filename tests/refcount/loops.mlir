// Loops: liveness around back edges decides where values die.
// RUN: asyncc --pass=refcount %s | FileCheck %s
// RUN: asyncc --pass=refcount --pass=refcount-check %s > /dev/null

func.func private @token() -> !async.token
func.func private @cond() -> i1

// Made and awaited in every iteration: released in the same iteration.
// CHECK-LABEL: func.func @defined_in_loop()
// CHECK:       ^[[LOOP:bb[0-9]+]]:
// CHECK-NEXT:    %[[T:.*]] = call @token()
// CHECK-NEXT:    async.runtime.await %[[T]]
// CHECK-NEXT:    async.runtime.drop_ref %[[T]] {count = 1 : i64}
// CHECK-NEXT:    %[[C:.*]] = call @cond()
// CHECK-NEXT:    cf.cond_br %[[C]], ^[[LOOP]], ^[[EXIT:bb[0-9]+]]
// CHECK-NEXT:  ^[[EXIT]]:
// CHECK-NEXT:    return
func.func @defined_in_loop() {
  cf.br ^loop
^loop:
  %t = call @token() : () -> !async.token
  async.runtime.await %t : !async.token
  %c = call @cond() : () -> i1
  cf.cond_br %c, ^loop, ^exit
^exit:
  return
}

// Awaited in every iteration, made before the loop: live around the back
// edge, released on the exit edge.
// CHECK-LABEL: func.func @used_in_loop(
// CHECK:       ^[[LOOP:bb[0-9]+]]:
// CHECK-NEXT:    async.runtime.await %arg0
// CHECK-NEXT:    %[[C:.*]] = call @cond()
// CHECK-NEXT:    cf.cond_br %[[C]], ^[[LOOP]], ^[[EXIT:bb[0-9]+]]
// CHECK-NEXT:  ^[[EXIT]]:
// CHECK-NEXT:    async.runtime.drop_ref %arg0 {count = 1 : i64}
// CHECK-NEXT:    return
func.func @used_in_loop(%t: !async.token) {
  cf.br ^loop
^loop:
  async.runtime.await %t : !async.token
  %c = call @cond() : () -> i1
  cf.cond_br %c, ^loop, ^exit
^exit:
  return
}

// Used after the loop only: nothing inside the loop touches it.
// CHECK-LABEL: func.func @live_through_loop(
// CHECK:       ^[[LOOP:bb[0-9]+]]:
// CHECK-NEXT:    %[[C:.*]] = call @cond()
// CHECK-NEXT:    cf.cond_br %[[C]], ^[[LOOP]], ^[[EXIT:bb[0-9]+]]
// CHECK-NEXT:  ^[[EXIT]]:
// CHECK-NEXT:    async.runtime.await %arg0
// CHECK-NEXT:    async.runtime.drop_ref %arg0 {count = 1 : i64}
func.func @live_through_loop(%t: !async.token) {
  cf.br ^loop
^loop:
  %c = call @cond() : () -> i1
  cf.cond_br %c, ^loop, ^exit
^exit:
  async.runtime.await %t : !async.token
  return
}

// A token carried around the loop in a block argument: each iteration
// awaits the previous one and hands the new one to the next.
// CHECK-LABEL: func.func @loop_carried(
// CHECK:         %[[T0:.*]] = call @token()
// CHECK-NEXT:    cf.br ^[[HEAD:bb[0-9]+]](%[[T0]] : !async.token)
// CHECK-NEXT:  ^[[HEAD]](%[[PREV:.*]]: !async.token):
// CHECK-NEXT:    async.runtime.await %[[PREV]]
// CHECK-NEXT:    async.runtime.drop_ref %[[PREV]] {count = 1 : i64}
// CHECK-NEXT:    %[[NEXT:.*]] = call @token()
// CHECK-NEXT:    %[[C:.*]] = call @cond()
// CHECK-NEXT:    cf.cond_br %[[C]], ^[[HEAD]](%[[NEXT]] : !async.token), ^[[EXIT:bb[0-9]+]]
// CHECK-NEXT:  ^[[EXIT]]:
// CHECK-NEXT:    async.runtime.drop_ref %[[NEXT]] {count = 1 : i64}
// CHECK-NEXT:    return
func.func @loop_carried() {
  %t0 = call @token() : () -> !async.token
  cf.br ^head(%t0 : !async.token)
^head(%prev: !async.token):
  async.runtime.await %prev : !async.token
  %next = call @token() : () -> !async.token
  %c = call @cond() : () -> i1
  cf.cond_br %c, ^head(%next : !async.token), ^exit
^exit:
  return
}

// The carried token leaves the loop as an argument of the exit block;
// a second token is awaited in the body and after the loop.
// CHECK-LABEL: func.func @carried_out(
// CHECK:       ^[[HEAD:bb[0-9]+]](%[[PREV:.*]]: !async.token):
// CHECK-NEXT:    %[[C:.*]] = call @cond()
// CHECK-NEXT:    cf.cond_br %[[C]], ^[[BODY:bb[0-9]+]], ^[[EXIT:bb[0-9]+]](%[[PREV]] : !async.token)
// CHECK-NEXT:  ^[[BODY]]:
// CHECK-NEXT:    async.runtime.await %[[PREV]]
// CHECK-NEXT:    async.runtime.drop_ref %[[PREV]] {count = 1 : i64}
// CHECK-NEXT:    async.runtime.await %arg0
// CHECK-NEXT:    %[[NEXT:.*]] = call @token()
// CHECK-NEXT:    cf.br ^[[HEAD]](%[[NEXT]] : !async.token)
// CHECK-NEXT:  ^[[EXIT]](%[[LAST:.*]]: !async.token):
// CHECK-NEXT:    async.runtime.await %[[LAST]]
// CHECK-NEXT:    async.runtime.drop_ref %[[LAST]] {count = 1 : i64}
// CHECK-NEXT:    async.runtime.await %arg0
// CHECK-NEXT:    async.runtime.drop_ref %arg0 {count = 1 : i64}
// CHECK-NEXT:    return
func.func @carried_out(%u: !async.token) {
  %t0 = call @token() : () -> !async.token
  cf.br ^head(%t0 : !async.token)
^head(%prev: !async.token):
  %c = call @cond() : () -> i1
  cf.cond_br %c, ^body, ^exit(%prev : !async.token)
^body:
  async.runtime.await %prev : !async.token
  async.runtime.await %u : !async.token
  %next = call @token() : () -> !async.token
  cf.br ^head(%next : !async.token)
^exit(%last: !async.token):
  async.runtime.await %last : !async.token
  async.runtime.await %u : !async.token
  return
}

// Leaving the loop from the middle of the body: both ways out of the
// loop release the token, so the drop goes once into the block where
// they meet.
// CHECK-LABEL: func.func @break_out(
// CHECK:         cf.br ^[[HEAD:bb[0-9]+]]
// CHECK-NEXT:  ^[[HEAD]]:
// CHECK-NEXT:    %[[C0:.*]] = call @cond()
// CHECK-NEXT:    cf.cond_br %[[C0]], ^[[BODY:bb[0-9]+]], ^[[DONE:bb[0-9]+]]
// CHECK-NEXT:  ^[[BODY]]:
// CHECK-NEXT:    %[[C1:.*]] = call @cond()
// CHECK-NEXT:    cf.cond_br %[[C1]], ^[[DONE]], ^[[LATCH:bb[0-9]+]]
// CHECK-NEXT:  ^[[LATCH]]:
// CHECK-NEXT:    async.runtime.await %arg0
// CHECK-NEXT:    cf.br ^[[HEAD]]
// CHECK-NEXT:  ^[[DONE]]:
// CHECK-NEXT:    async.runtime.drop_ref %arg0 {count = 1 : i64}
// CHECK-NEXT:    return
func.func @break_out(%t: !async.token) {
  cf.br ^head
^head:
  %c0 = call @cond() : () -> i1
  cf.cond_br %c0, ^body, ^done
^body:
  %c1 = call @cond() : () -> i1
  cf.cond_br %c1, ^done, ^latch
^latch:
  async.runtime.await %t : !async.token
  cf.br ^head
^done:
  return
}
