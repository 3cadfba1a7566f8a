// Reference counting through the scalar dialects' control flow: cf.switch
// hands a reference along each edge like cf.cond_br (settled on the edge
// where the successors disagree), scf.index_switch and scf.execute_region
// yield references to their results like scf.if, and func.call_indirect's
// callee owns its arguments like func.call's.
// RUN: asyncc --pass=refcount %s | FileCheck %s
// RUN: asyncc --pass=refcount --pass=refcount-check %s > /dev/null

func.func private @token() -> !async.token

// %a goes to ^one on two edges, %b on one; each edge drops the other.
// CHECK-LABEL: func.func @switch_edges(
// CHECK:         cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^[[D:bb[0-9]+]],
// CHECK-NEXT:      1: ^[[E:bb[0-9]+]],
// CHECK-NEXT:      2: ^[[N:bb[0-9]+]]
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^[[D]]:
// CHECK-NEXT:    async.runtime.drop_ref %arg2 {count = 1 : i64}
// CHECK-NEXT:    cf.br ^[[ONE:bb[0-9]+]](%arg1 : !async.token)
// CHECK-NEXT:  ^[[E]]:
// CHECK-NEXT:    async.runtime.drop_ref %arg1 {count = 1 : i64}
// CHECK-NEXT:    cf.br ^[[ONE]](%arg2 : !async.token)
// CHECK-NEXT:  ^[[ONE]](%[[T:.*]]: !async.token):
// CHECK-NEXT:    return %[[T]]
// CHECK-NEXT:  ^[[N]]:
// CHECK-NEXT:    async.runtime.drop_ref %arg1 {count = 1 : i64}
// CHECK-NEXT:    async.runtime.drop_ref %arg2 {count = 1 : i64}
func.func @switch_edges(%k: i32, %a: !async.token, %b: !async.token) -> !async.token {
  cf.switch %k : i32, [
    default: ^one(%a : !async.token),
    1: ^one(%b : !async.token),
    2: ^none
  ]
^one(%t: !async.token):
  return %t : !async.token
^none:
  %n = func.call @token() : () -> !async.token
  return %n : !async.token
}

// The case yields the outer token, so it takes a reference of its own;
// the default yields a fresh one; the result is awaited and dropped.
// CHECK-LABEL: func.func @index_switch(
// CHECK:         %[[R:.*]] = scf.index_switch %arg0 -> !async.token
// CHECK-NEXT:    case 3 {
// CHECK-NEXT:      async.runtime.add_ref %arg1 {count = 1 : i64}
// CHECK-NEXT:      scf.yield %arg1
// CHECK:         default {
// CHECK-NEXT:      %[[N:.*]] = func.call @token()
// CHECK-NEXT:      scf.yield %[[N]]
// CHECK:         async.runtime.drop_ref %arg1 {count = 1 : i64}
// CHECK-NEXT:    async.runtime.await %[[R]]
// CHECK-NEXT:    async.runtime.drop_ref %[[R]] {count = 1 : i64}
func.func @index_switch(%i: index, %a: !async.token) {
  %r = scf.index_switch %i -> !async.token
  case 3 {
    scf.yield %a : !async.token
  }
  default {
    %n = func.call @token() : () -> !async.token
    scf.yield %n : !async.token
  }
  async.runtime.await %r : !async.token
  return
}

// A token made in one block of the region is yielded from another; the
// one made in the untaken block is dropped there.
// CHECK-LABEL: func.func @execute_region(
// CHECK:         scf.execute_region -> !async.token {
// CHECK-NEXT:      %[[T:.*]] = func.call @token()
// CHECK-NEXT:      cf.cond_br %arg0, ^[[Y:bb[0-9]+]], ^[[Z:bb[0-9]+]]
// CHECK-NEXT:    ^[[Y]]:
// CHECK-NEXT:      scf.yield %[[T]]
// CHECK-NEXT:    ^[[Z]]:
// CHECK-NEXT:      async.runtime.drop_ref %[[T]] {count = 1 : i64}
func.func @execute_region(%c: i1) {
  %r = scf.execute_region -> !async.token {
    %t = func.call @token() : () -> !async.token
    cf.cond_br %c, ^y, ^z
  ^y:
    scf.yield %t : !async.token
  ^z:
    %u = func.call @token() : () -> !async.token
    scf.yield %u : !async.token
  }
  async.runtime.await %r : !async.token
  return
}

// The callee takes its argument over: the last use hands it the
// reference, an earlier one adds one first.
// CHECK-LABEL: func.func @indirect(
// CHECK:         %[[T:.*]] = call @token()
// CHECK-NEXT:    async.runtime.add_ref %[[T]] {count = 1 : i64}
// CHECK-NEXT:    call_indirect %arg0(%[[T]])
// CHECK-NEXT:    call_indirect %arg0(%[[T]])
// CHECK-NEXT:    return
func.func @indirect(%f: (!async.token) -> ()) {
  %t = func.call @token() : () -> !async.token
  func.call_indirect %f(%t) : (!async.token) -> ()
  func.call_indirect %f(%t) : (!async.token) -> ()
  return
}
