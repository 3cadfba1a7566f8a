// Branches: a value's reference goes along every edge; where successors
// disagree about needing it, the edge settles the difference, splitting
// the edge when the successor has other predecessors.
// RUN: asyncc --pass=refcount %s | FileCheck %s
// RUN: asyncc --pass=refcount --pass=refcount-check %s > /dev/null

func.func private @token() -> !async.token

// Live into both paths: nothing happens until the last use.
// CHECK-LABEL: func.func @fallthrough(
// CHECK:         cf.cond_br %arg1, ^[[A:bb[0-9]+]], ^[[B:bb[0-9]+]]
// CHECK-NEXT:  ^[[A]]:
// CHECK-NEXT:    cf.br ^[[B]]
// CHECK-NEXT:  ^[[B]]:
// CHECK-NEXT:    async.runtime.await %arg0
// CHECK-NEXT:    async.runtime.drop_ref %arg0 {count = 1 : i64}
// CHECK-NEXT:    return
func.func @fallthrough(%t: !async.token, %c: i1) {
  cf.cond_br %c, ^a, ^b
^a:
  cf.br ^b
^b:
  async.runtime.await %t : !async.token
  return
}

// The join block has two predecessors: the edge that skips the await
// gets a block of its own to drop the token in.
// CHECK-LABEL: func.func @divergent_shared_successor(
// CHECK:         %[[T:.*]] = call @token()
// CHECK-NEXT:    cf.cond_br %arg0, ^[[AWAIT:bb[0-9]+]], ^[[EDGE:bb[0-9]+]]
// CHECK-NEXT:  ^[[AWAIT]]:
// CHECK-NEXT:    async.runtime.await %[[T]]
// CHECK-NEXT:    async.runtime.drop_ref %[[T]] {count = 1 : i64}
// CHECK-NEXT:    cf.br ^[[JOIN:bb[0-9]+]]
// CHECK-NEXT:  ^[[EDGE]]:
// CHECK-NEXT:    async.runtime.drop_ref %[[T]] {count = 1 : i64}
// CHECK-NEXT:    cf.br ^[[JOIN]]
// CHECK-NEXT:  ^[[JOIN]]:
// CHECK-NEXT:    return
func.func @divergent_shared_successor(%c: i1) {
  %t = call @token() : () -> !async.token
  cf.cond_br %c, ^await, ^join
^await:
  async.runtime.await %t : !async.token
  cf.br ^join
^join:
  return
}

// A successor reached only from here takes the drop_ref at its start.
// CHECK-LABEL: func.func @divergent_unique_predecessor(
// CHECK:         %[[T:.*]] = call @token()
// CHECK-NEXT:    cf.cond_br %arg0, ^[[SKIP:bb[0-9]+]], ^[[AWAIT:bb[0-9]+]]
// CHECK-NEXT:  ^[[SKIP]]:
// CHECK-NEXT:    async.runtime.drop_ref %[[T]] {count = 1 : i64}
// CHECK-NEXT:    cf.br
// CHECK-NEXT:  ^[[AWAIT]]:
// CHECK-NEXT:    async.runtime.await %[[T]]
// CHECK-NEXT:    async.runtime.drop_ref %[[T]] {count = 1 : i64}
func.func @divergent_unique_predecessor(%c: i1) {
  %t = call @token() : () -> !async.token
  cf.cond_br %c, ^skip, ^await
^skip:
  cf.br ^done
^await:
  async.runtime.await %t : !async.token
  cf.br ^done
^done:
  return
}

// Two tokens, each awaited on one side: each side drops the other.
// CHECK-LABEL: func.func @divergent_two_tokens(
// CHECK:         %[[T0:.*]] = call @token()
// CHECK-NEXT:    %[[T1:.*]] = call @token()
// CHECK-NEXT:    cf.cond_br %arg0, ^[[A0:bb[0-9]+]], ^[[A1:bb[0-9]+]]
// CHECK-NEXT:  ^[[A0]]:
// CHECK-NEXT:    async.runtime.drop_ref %[[T1]] {count = 1 : i64}
// CHECK-NEXT:    async.runtime.await %[[T0]]
// CHECK-NEXT:    async.runtime.drop_ref %[[T0]] {count = 1 : i64}
// CHECK:       ^[[A1]]:
// CHECK-NEXT:    async.runtime.drop_ref %[[T0]] {count = 1 : i64}
// CHECK-NEXT:    async.runtime.await %[[T1]]
// CHECK-NEXT:    async.runtime.drop_ref %[[T1]] {count = 1 : i64}
func.func @divergent_two_tokens(%c: i1) {
  %t0 = call @token() : () -> !async.token
  %t1 = call @token() : () -> !async.token
  cf.cond_br %c, ^a0, ^a1
^a0:
  async.runtime.await %t0 : !async.token
  cf.br ^done
^a1:
  async.runtime.await %t1 : !async.token
  cf.br ^done
^done:
  return
}

// Passing a value to a block argument hands its reference over; the
// argument is released after its own last use.
// CHECK-LABEL: func.func @block_argument(
// CHECK:         %[[T:.*]] = call @token()
// CHECK-NEXT:    cf.br ^[[B:bb[0-9]+]](%[[T]] : !async.token)
// CHECK-NEXT:  ^[[B]](%[[X:.*]]: !async.token):
// CHECK-NEXT:    async.runtime.await %[[X]]
// CHECK-NEXT:    async.runtime.drop_ref %[[X]] {count = 1 : i64}
// CHECK-NEXT:    return
func.func @block_argument() {
  %t = call @token() : () -> !async.token
  cf.br ^b(%t : !async.token)
^b(%x: !async.token):
  async.runtime.await %x : !async.token
  return
}

// Passed on one edge, dead on the other: the other edge drops it.
// CHECK-LABEL: func.func @argument_on_one_edge(
// CHECK:         %[[T:.*]] = call @token()
// CHECK-NEXT:    cf.cond_br %arg0, ^[[A:bb[0-9]+]](%[[T]] : !async.token), ^[[B:bb[0-9]+]]
// CHECK-NEXT:  ^[[A]](%[[X:.*]]: !async.token):
// CHECK-NEXT:    async.runtime.await %[[X]]
// CHECK-NEXT:    async.runtime.drop_ref %[[X]] {count = 1 : i64}
// CHECK:       ^[[B]]:
// CHECK-NEXT:    async.runtime.drop_ref %[[T]] {count = 1 : i64}
func.func @argument_on_one_edge(%c: i1) {
  %t = call @token() : () -> !async.token
  cf.cond_br %c, ^a(%t : !async.token), ^b
^a(%x: !async.token):
  async.runtime.await %x : !async.token
  cf.br ^b
^b:
  return
}

// Passed to a block argument and still used in the successor: the edge
// needs two references.  The add_ref goes in a block on the edge, before
// the branch that hands the first one over.
// CHECK-LABEL: func.func @argument_and_live_in(
// CHECK:         %[[T:.*]] = call @token()
// CHECK-NEXT:    cf.cond_br %arg0, ^[[EDGE:bb[0-9]+]], ^[[B:bb[0-9]+]]
// CHECK-NEXT:  ^[[EDGE]]:
// CHECK-NEXT:    async.runtime.add_ref %[[T]] {count = 1 : i64}
// CHECK-NEXT:    cf.br ^[[A:bb[0-9]+]](%[[T]] : !async.token)
// CHECK-NEXT:  ^[[A]](%[[X:.*]]: !async.token):
// CHECK-NEXT:    async.runtime.await %[[X]]
// CHECK-NEXT:    async.runtime.drop_ref %[[X]] {count = 1 : i64}
// CHECK-NEXT:    async.runtime.await %[[T]]
// CHECK-NEXT:    async.runtime.drop_ref %[[T]] {count = 1 : i64}
// CHECK:       ^[[B]]:
// CHECK-NEXT:    async.runtime.drop_ref %[[T]] {count = 1 : i64}
func.func @argument_and_live_in(%c: i1) {
  %t = call @token() : () -> !async.token
  cf.cond_br %c, ^a(%t : !async.token), ^b
^a(%x: !async.token):
  async.runtime.await %x : !async.token
  async.runtime.await %t : !async.token
  cf.br ^b
^b:
  return
}

// Both edges need two references: the add_ref stays before the branch.
// CHECK-LABEL: func.func @argument_twice(
// CHECK-NEXT:    async.runtime.add_ref %arg0 {count = 1 : i64}
// CHECK-NEXT:    cf.br ^[[B:bb[0-9]+]](%arg0, %arg0 : !async.token, !async.token)
// CHECK-NEXT:  ^[[B]](%[[X:.*]]: !async.token, %[[Y:.*]]: !async.token):
// CHECK-NEXT:    async.runtime.drop_ref %[[Y]] {count = 1 : i64}
// CHECK-NEXT:    async.runtime.await %[[X]]
// CHECK-NEXT:    async.runtime.drop_ref %[[X]] {count = 1 : i64}
func.func @argument_twice(%t: !async.token) {
  cf.br ^b(%t, %t : !async.token, !async.token)
^b(%x: !async.token, %y: !async.token):
  async.runtime.await %x : !async.token
  return
}

// Two edges into the same block with different operands: each edge
// drops the token it does not pass, so both are split.
// CHECK-LABEL: func.func @same_successor(
// CHECK:         %[[T:.*]] = call @token()
// CHECK-NEXT:    %[[U:.*]] = call @token()
// CHECK-NEXT:    cf.cond_br %arg0, ^[[E0:bb[0-9]+]], ^[[E1:bb[0-9]+]]
// CHECK-NEXT:  ^[[E0]]:
// CHECK-NEXT:    async.runtime.drop_ref %[[U]] {count = 1 : i64}
// CHECK-NEXT:    cf.br ^[[B:bb[0-9]+]](%[[T]] : !async.token)
// CHECK-NEXT:  ^[[E1]]:
// CHECK-NEXT:    async.runtime.drop_ref %[[T]] {count = 1 : i64}
// CHECK-NEXT:    cf.br ^[[B]](%[[U]] : !async.token)
// CHECK-NEXT:  ^[[B]](%[[X:.*]]: !async.token):
func.func @same_successor(%c: i1) {
  %t = call @token() : () -> !async.token
  %u = call @token() : () -> !async.token
  cf.cond_br %c, ^b(%t : !async.token), ^b(%u : !async.token)
^b(%x: !async.token):
  async.runtime.await %x : !async.token
  return
}

// A block argument nobody uses is released on entry.
// CHECK-LABEL: func.func @unused_block_argument(
// CHECK:       ^[[B:bb[0-9]+]](%[[X:.*]]: !async.group):
// CHECK-NEXT:    async.runtime.drop_ref %[[X]] {count = 1 : i64} : !async.group
// CHECK-NEXT:    return
func.func @unused_block_argument(%g: !async.group) {
  cf.br ^b(%g : !async.group)
^b(%x: !async.group):
  return
}

// Live out on one edge, passed as an argument on the other: each edge
// needs exactly the one reference there is.
// CHECK-LABEL: func.func @live_or_passed(
// CHECK-NEXT:    cf.cond_br %arg1, ^[[A:bb[0-9]+]], ^[[B:bb[0-9]+]](%arg0 : !async.token)
// CHECK-NEXT:  ^[[A]]:
// CHECK-NEXT:    async.runtime.await %arg0
// CHECK-NEXT:    async.runtime.drop_ref %arg0 {count = 1 : i64}
// CHECK-NEXT:    return
// CHECK-NEXT:  ^[[B]](%[[X:.*]]: !async.token):
// CHECK-NEXT:    async.runtime.drop_ref %[[X]] {count = 1 : i64}
// CHECK-NEXT:    return
func.func @live_or_passed(%t: !async.token, %c: i1) {
  cf.cond_br %c, ^a, ^b(%t : !async.token)
^a:
  async.runtime.await %t : !async.token
  return
^b(%x: !async.token):
  return
}

// Both edges into the error block drop %c: once, at its start.  The
// first edge also drops %b, in a block of its own.
// CHECK-LABEL: func.func @shared_drop(
// CHECK:         async.runtime.drop_ref %arg0
// CHECK-NEXT:    cf.cond_br %{{.*}}, ^[[EDGE:bb[0-9]+]], ^[[NEXT:bb[0-9]+]]
// CHECK-NEXT:  ^[[NEXT]]:
// CHECK-NEXT:    async.runtime.await %arg1
// CHECK-NEXT:    %[[E:.*]] = async.runtime.is_error %arg1
// CHECK-NEXT:    async.runtime.drop_ref %arg1
// CHECK-NEXT:    cf.cond_br %[[E]], ^[[ERR:bb[0-9]+]], ^[[OK:bb[0-9]+]]
// CHECK-NEXT:  ^[[OK]]:
// CHECK-NEXT:    async.runtime.await %arg2
// CHECK-NEXT:    async.runtime.drop_ref %arg2 {count = 1 : i64}
// CHECK-NEXT:    return
// CHECK-NEXT:  ^[[EDGE]]:
// CHECK-NEXT:    async.runtime.drop_ref %arg1 {count = 1 : i64}
// CHECK-NEXT:    cf.br ^[[ERR]]
// CHECK-NEXT:  ^[[ERR]]:
// CHECK-NEXT:    async.runtime.drop_ref %arg2 {count = 1 : i64}
// CHECK-NEXT:    return
func.func @shared_drop(%a: !async.token, %b: !async.token, %c: !async.token) {
  async.runtime.await %a : !async.token
  %e0 = async.runtime.is_error %a : !async.token
  cf.cond_br %e0, ^err, ^next
^next:
  async.runtime.await %b : !async.token
  %e1 = async.runtime.is_error %b : !async.token
  cf.cond_br %e1, ^err, ^ok
^ok:
  async.runtime.await %c : !async.token
  return
^err:
  return
}
