// Coroutines (the shape async-to-async-runtime gives them).  A value live
// across async.coro.suspend stays in the coroutine frame: the suspend and
// cleanup successors do not drop what the resume successor still needs.
// The token a coroutine returns goes to the caller from the ramp's path
// through the suspend block; the runtime's producer reference keeps it
// alive for set_available.
// RUN: asyncc --pass=refcount %s | FileCheck %s
// RUN: asyncc --pass=refcount --pass=refcount-check %s > /dev/null

func.func private @token() -> !async.token

// CHECK-LABEL: func.func @returns_token()
// CHECK-NOT:     async.runtime.add_ref
// CHECK-NOT:     async.runtime.drop_ref
// CHECK:         return
func.func @returns_token() -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
  %t = async.runtime.create : !async.token
  %id = async.coro.id
  %hdl = async.coro.begin %id
  %s = async.coro.save %hdl
  async.runtime.resume %hdl
  async.coro.suspend %s, ^suspend, ^resume, ^cleanup
^resume:
  async.runtime.set_available %t : !async.token
  cf.br ^cleanup
^cleanup:
  async.coro.free %id, %hdl
  cf.br ^suspend
^suspend:
  async.coro.end %hdl
  return %t : !async.token
}

// Arguments awaited with suspension: each is released after its use in
// the resume block; the error path releases the value it skips.
// CHECK-LABEL: func.func @awaits_arguments(
// CHECK-SAME:    %[[DEP:.*]]: !async.token, %[[V:.*]]: !async.value<f32>)
// CHECK:         async.coro.suspend %{{.*}}, ^[[SUSPEND:bb[0-9]+]], ^[[R0:bb[0-9]+]], ^[[CLEANUP:bb[0-9]+]]
// CHECK-NEXT:  ^[[R0]]:
// CHECK-NEXT:    async.coro.save
// CHECK-NEXT:    async.runtime.await_and_resume %[[DEP]]
// CHECK-NEXT:    async.coro.suspend %{{.*}}, ^[[SUSPEND]], ^[[R1:bb[0-9]+]], ^[[CLEANUP]]
// CHECK-NEXT:  ^[[R1]]:
// CHECK-NEXT:    %[[E:.*]] = async.runtime.is_error %[[DEP]]
// CHECK-NEXT:    async.runtime.drop_ref %[[DEP]] {count = 1 : i64} : !async.token
// CHECK-NEXT:    cf.cond_br %[[E]], ^[[ERROR:bb[0-9]+]], ^[[OK:bb[0-9]+]]
// CHECK-NEXT:  ^[[OK]]:
// CHECK-NEXT:    async.coro.save
// CHECK-NEXT:    async.runtime.await_and_resume %[[V]]
// CHECK-NEXT:    async.coro.suspend %{{.*}}, ^[[SUSPEND]], ^[[R2:bb[0-9]+]], ^[[CLEANUP]]
// CHECK-NEXT:  ^[[R2]]:
// CHECK-NEXT:    async.runtime.load %[[V]]
// CHECK-NEXT:    async.runtime.drop_ref %[[V]] {count = 1 : i64} : !async.value<f32>
// CHECK:       ^[[ERROR]]:
// CHECK-NEXT:    async.runtime.drop_ref %[[V]] {count = 1 : i64} : !async.value<f32>
// CHECK-NEXT:    async.runtime.set_error
// CHECK:       ^[[CLEANUP]]:
// CHECK-NEXT:    async.coro.free
// CHECK-NEXT:    cf.br ^[[SUSPEND]]
// CHECK-NEXT:  ^[[SUSPEND]]:
// CHECK-NEXT:    async.coro.end
// CHECK-NEXT:    return
func.func @awaits_arguments(%dep: !async.token, %v: !async.value<f32>) -> (!async.token, !async.value<f32>) attributes {passthrough = ["presplitcoroutine"]} {
  %t = async.runtime.create : !async.token
  %r = async.runtime.create : !async.value<f32>
  %id = async.coro.id
  %hdl = async.coro.begin %id
  %s0 = async.coro.save %hdl
  async.runtime.resume %hdl
  async.coro.suspend %s0, ^suspend, ^resume0, ^cleanup
^resume0:
  %s1 = async.coro.save %hdl
  async.runtime.await_and_resume %dep, %hdl : !async.token
  async.coro.suspend %s1, ^suspend, ^resume1, ^cleanup
^resume1:
  %e = async.runtime.is_error %dep : !async.token
  cf.cond_br %e, ^error, ^ok
^ok:
  %s2 = async.coro.save %hdl
  async.runtime.await_and_resume %v, %hdl : !async.value<f32>
  async.coro.suspend %s2, ^suspend, ^resume2, ^cleanup
^resume2:
  %x = async.runtime.load %v : !async.value<f32>
  async.runtime.store %x, %r : !async.value<f32>
  async.runtime.set_available %r : !async.value<f32>
  async.runtime.set_available %t : !async.token
  cf.br ^cleanup
^error:
  async.runtime.set_error %r : !async.value<f32>
  async.runtime.set_error %t : !async.token
  cf.br ^cleanup
^cleanup:
  async.coro.free %id, %hdl
  cf.br ^suspend
^suspend:
  async.coro.end %hdl
  return %t, %r : !async.token, !async.value<f32>
}

// A token made after the first suspension and awaited across a second
// one; a token made and dropped before suspending.
// CHECK-LABEL: func.func @inner_tokens()
// CHECK:         %[[EARLY:.*]] = call @token()
// CHECK-NEXT:    async.runtime.await %[[EARLY]]
// CHECK-NEXT:    async.runtime.drop_ref %[[EARLY]] {count = 1 : i64}
// CHECK:         async.coro.suspend %{{.*}}, ^[[SUSPEND:bb[0-9]+]], ^[[R0:bb[0-9]+]], ^[[CLEANUP:bb[0-9]+]]
// CHECK-NEXT:  ^[[R0]]:
// CHECK-NEXT:    %[[U:.*]] = call @token()
// CHECK-NEXT:    async.coro.save
// CHECK-NEXT:    async.runtime.await_and_resume %[[U]]
// CHECK-NEXT:    async.coro.suspend %{{.*}}, ^[[SUSPEND]], ^[[R1:bb[0-9]+]], ^[[CLEANUP]]
// CHECK-NEXT:  ^[[R1]]:
// CHECK-NEXT:    async.runtime.is_error %[[U]]
// CHECK-NEXT:    async.runtime.drop_ref %[[U]] {count = 1 : i64}
// CHECK-NEXT:    async.runtime.set_available
// CHECK-NEXT:    cf.br ^[[CLEANUP]]
// CHECK-NEXT:  ^[[CLEANUP]]:
func.func @inner_tokens() -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
  %t = async.runtime.create : !async.token
  %early = call @token() : () -> !async.token
  async.runtime.await %early : !async.token
  %id = async.coro.id
  %hdl = async.coro.begin %id
  %s0 = async.coro.save %hdl
  async.runtime.resume %hdl
  async.coro.suspend %s0, ^suspend, ^resume0, ^cleanup
^resume0:
  %u = call @token() : () -> !async.token
  %s1 = async.coro.save %hdl
  async.runtime.await_and_resume %u, %hdl : !async.token
  async.coro.suspend %s1, ^suspend, ^resume1, ^cleanup
^resume1:
  %e = async.runtime.is_error %u : !async.token
  async.runtime.set_available %t : !async.token
  cf.br ^cleanup
^cleanup:
  async.coro.free %id, %hdl
  cf.br ^suspend
^suspend:
  async.coro.end %hdl
  return %t : !async.token
}

// Suspending inside a loop: the awaited value lives around the loop,
// the suspension edges leave it alone, the loop exit releases it.
// CHECK-LABEL: func.func @suspend_in_loop(
// CHECK-SAME:    %[[V:.*]]: !async.value<i64>
// CHECK:       ^[[HEAD:bb[0-9]+]](%{{.*}}: index):
// CHECK:         cf.cond_br %{{.*}}, ^[[BODY:bb[0-9]+]], ^[[EXIT:bb[0-9]+]]
// CHECK-NEXT:  ^[[BODY]]:
// CHECK-NEXT:    async.coro.save
// CHECK-NEXT:    async.runtime.await_and_resume %[[V]]
// CHECK-NEXT:    async.coro.suspend %{{.*}}, ^[[SUSPEND:bb[0-9]+]], ^[[RESUME:bb[0-9]+]], ^[[CLEANUP:bb[0-9]+]]
// CHECK-NEXT:  ^[[RESUME]]:
// CHECK-NEXT:    async.runtime.load %[[V]]
// CHECK-NOT:     drop_ref
// CHECK:         cf.br ^[[HEAD]]
// CHECK-NEXT:  ^[[EXIT]]:
// CHECK-NEXT:    async.runtime.drop_ref %[[V]] {count = 1 : i64}
// CHECK-NEXT:    async.runtime.set_available
// CHECK-NEXT:    cf.br ^[[CLEANUP]]
// CHECK-NEXT:  ^[[CLEANUP]]:
// CHECK-NEXT:    async.coro.free
// CHECK-NEXT:    cf.br ^[[SUSPEND]]
// CHECK-NEXT:  ^[[SUSPEND]]:
// CHECK-NEXT:    async.coro.end
// CHECK-NEXT:    return
func.func @suspend_in_loop(%v: !async.value<i64>, %n: index) -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
  %t = async.runtime.create : !async.token
  %id = async.coro.id
  %hdl = async.coro.begin %id
  %s0 = async.coro.save %hdl
  async.runtime.resume %hdl
  async.coro.suspend %s0, ^suspend, ^start, ^cleanup
^start:
  %c0 = arith.constant 0 : index
  cf.br ^head(%c0 : index)
^head(%i: index):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  %s1 = async.coro.save %hdl
  async.runtime.await_and_resume %v, %hdl : !async.value<i64>
  async.coro.suspend %s1, ^suspend, ^resume, ^cleanup
^resume:
  %x = async.runtime.load %v : !async.value<i64>
  %c1 = arith.constant 1 : index
  %next = arith.addi %i, %c1 : index
  cf.br ^head(%next : index)
^exit:
  async.runtime.set_available %t : !async.token
  cf.br ^cleanup
^cleanup:
  async.coro.free %id, %hdl
  cf.br ^suspend
^suspend:
  async.coro.end %hdl
  return %t : !async.token
}

// Between async.coro.save and async.coro.suspend the coroutine may
// already run again on another thread: a token last used by
// await_and_resume stays in the frame and is released on resumption
// (MLIR drops it right after await_and_resume).
// CHECK-LABEL: func.func @await_is_last_use(
// CHECK:         async.runtime.await_and_resume %arg0
// CHECK-NEXT:    async.coro.suspend %{{.*}}, ^[[SUSPEND:bb[0-9]+]], ^[[RESUME:bb[0-9]+]], ^[[CLEANUP:bb[0-9]+]]
// CHECK-NEXT:  ^[[RESUME]]:
// CHECK-NEXT:    async.runtime.drop_ref %arg0 {count = 1 : i64}
// CHECK-NEXT:    async.runtime.set_available
func.func @await_is_last_use(%dep: !async.token) -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
  %t = async.runtime.create : !async.token
  %id = async.coro.id
  %hdl = async.coro.begin %id
  %s = async.coro.save %hdl
  async.runtime.await_and_resume %dep, %hdl : !async.token
  async.coro.suspend %s, ^suspend, ^resume, ^cleanup
^resume:
  async.runtime.set_available %t : !async.token
  cf.br ^cleanup
^cleanup:
  async.coro.free %id, %hdl
  cf.br ^suspend
^suspend:
  async.coro.end %hdl
  return %t : !async.token
}
