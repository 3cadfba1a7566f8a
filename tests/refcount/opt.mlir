// The optimizer on hand-counted IR: add_refs merge up, drop_refs merge
// down, and pairs cancel when every use between them still sees a
// reference.
// RUN: asyncc --pass=refcount-opt %s | FileCheck %s
// The inputs are counted correctly, and stay so optimized.
// RUN: asyncc --pass=refcount-check %s > /dev/null
// RUN: asyncc --pass=refcount-opt --pass=refcount-check %s > /dev/null
// A function already counted is left alone by the counting pass.
// RUN: asyncc --pass=refcount %s | FileCheck %s --check-prefix=KEEP

func.func private @take(%t: !async.token)
func.func private @take2(%a: !async.token, %b: !async.token)

// The callee gets the reference the caller was about to drop.
// CHECK-LABEL: func.func @call_between(
// CHECK-NEXT:    call @take(%arg0)
// CHECK-NEXT:    return
// KEEP-LABEL: func.func @call_between(
// KEEP-NEXT:    async.runtime.add_ref %arg0 {count = 1 : i64}
// KEEP-NEXT:    call @take(%arg0)
// KEEP-NEXT:    async.runtime.drop_ref %arg0 {count = 1 : i64}
func.func @call_between(%t: !async.token) {
  async.runtime.add_ref %t {count = 1 : i64} : !async.token
  func.call @take(%t) : (!async.token) -> ()
  async.runtime.drop_ref %t {count = 1 : i64} : !async.token
  return
}

// A use after the call: the callee may have released the token by then.
// CHECK-LABEL: func.func @use_after_call(
// CHECK-NEXT:    async.runtime.add_ref %arg0 {count = 1 : i64}
// CHECK-NEXT:    call @take(%arg0)
// CHECK-NEXT:    async.runtime.await %arg0
// CHECK-NEXT:    async.runtime.drop_ref %arg0 {count = 1 : i64}
func.func @use_after_call(%t: !async.token) {
  async.runtime.add_ref %t {count = 1 : i64} : !async.token
  func.call @take(%t) : (!async.token) -> ()
  async.runtime.await %t : !async.token
  async.runtime.drop_ref %t {count = 1 : i64} : !async.token
  return
}

// Uses before the call are fine.
// CHECK-LABEL: func.func @use_before_call(
// CHECK-NEXT:    async.runtime.await %arg0
// CHECK-NEXT:    call @take(%arg0)
// CHECK-NEXT:    return
func.func @use_before_call(%t: !async.token) {
  async.runtime.add_ref %t {count = 1 : i64} : !async.token
  async.runtime.await %t : !async.token
  func.call @take(%t) : (!async.token) -> ()
  async.runtime.drop_ref %t {count = 1 : i64} : !async.token
  return
}

// Two references handed over at once need two in hand: only the extra
// one of the two add_refs cancels.
// CHECK-LABEL: func.func @two_slots(
// CHECK-NEXT:    async.runtime.add_ref %arg0 {count = 1 : i64}
// CHECK-NEXT:    call @take2(%arg0, %arg0)
// CHECK-NEXT:    return
func.func @two_slots(%t: !async.token) {
  async.runtime.add_ref %t {count = 2 : i64} : !async.token
  func.call @take2(%t, %t) : (!async.token, !async.token) -> ()
  async.runtime.drop_ref %t {count = 1 : i64} : !async.token
  return
}

// Adds merge into the first, drops into the last, and cancel as far as
// the uses between them allow: two calls handed references over before
// the last await, so two of the three added references must stay.
// CHECK-LABEL: func.func @merge(
// CHECK-NEXT:    async.runtime.add_ref %arg0 {count = 2 : i64}
// CHECK-NEXT:    call @take(%arg0)
// CHECK-NEXT:    async.runtime.await %arg0
// CHECK-NEXT:    call @take(%arg0)
// CHECK-NEXT:    async.runtime.await %arg0
// CHECK-NEXT:    async.runtime.drop_ref %arg0 {count = 1 : i64}
// CHECK-NEXT:    return
func.func @merge(%t: !async.token) {
  async.runtime.add_ref %t {count = 2 : i64} : !async.token
  func.call @take(%t) : (!async.token) -> ()
  async.runtime.await %t : !async.token
  async.runtime.drop_ref %t {count = 1 : i64} : !async.token
  async.runtime.add_ref %t {count = 1 : i64} : !async.token
  func.call @take(%t) : (!async.token) -> ()
  async.runtime.await %t : !async.token
  async.runtime.drop_ref %t {count = 1 : i64} : !async.token
  return
}

// A drop followed by an add only ever lowers the count in between.
// CHECK-LABEL: func.func @drop_then_add(
// CHECK-NEXT:    async.runtime.await %arg0
// CHECK-NEXT:    async.runtime.await %arg0
// CHECK-NEXT:    async.runtime.drop_ref %arg0 {count = 1 : i64}
// CHECK-NEXT:    return
func.func @drop_then_add(%t: !async.token) {
  async.runtime.add_ref %t {count = 1 : i64} : !async.token
  async.runtime.await %t : !async.token
  async.runtime.drop_ref %t {count = 1 : i64} : !async.token
  async.runtime.add_ref %t {count = 1 : i64} : !async.token
  async.runtime.await %t : !async.token
  async.runtime.drop_ref %t {count = 2 : i64} : !async.token
  return
}

// An op with regions ends a stretch: nothing moves across it.
// CHECK-LABEL: func.func @region_barrier(
// CHECK-NEXT:    async.runtime.add_ref %arg0 {count = 1 : i64}
// CHECK-NEXT:    scf.if
// CHECK:         }
// CHECK-NEXT:    async.runtime.drop_ref %arg0 {count = 2 : i64}
func.func @region_barrier(%t: !async.token, %c: i1) {
  async.runtime.add_ref %t {count = 1 : i64} : !async.token
  scf.if %c {
    async.runtime.await %t : !async.token
  }
  async.runtime.drop_ref %t {count = 1 : i64} : !async.token
  async.runtime.drop_ref %t {count = 1 : i64} : !async.token
  return
}

// A select result holds no reference before its first add_ref.
// CHECK-LABEL: func.func @alias(
// CHECK-NEXT:    %[[S:.*]] = arith.select
// CHECK-NEXT:    async.runtime.add_ref %[[S]] {count = 1 : i64}
// CHECK-NEXT:    async.runtime.drop_ref %arg1 {count = 1 : i64}
// CHECK-NEXT:    async.runtime.drop_ref %arg2 {count = 1 : i64}
// CHECK-NEXT:    async.runtime.await %[[S]]
// CHECK-NEXT:    async.runtime.drop_ref %[[S]] {count = 1 : i64}
func.func @alias(%c: i1, %a: !async.token, %b: !async.token) {
  %s = arith.select %c, %a, %b : !async.token
  async.runtime.add_ref %s {count = 1 : i64} : !async.token
  async.runtime.drop_ref %a {count = 1 : i64} : !async.token
  async.runtime.drop_ref %b {count = 1 : i64} : !async.token
  async.runtime.await %s : !async.token
  async.runtime.drop_ref %s {count = 1 : i64} : !async.token
  return
}
