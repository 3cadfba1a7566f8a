// Hand-written coroutines at the runtime level (the shape the async
// lowering produces): a coroutine that suspends on a token and is resumed
// by the runtime when the token becomes available, one that hops to a
// worker thread with async.runtime.resume, and one that never suspends.
// LLVM's CoroSplit runs at every level, -O0 included.  Reference counts
// are left to the reference counting pass.
// REQUIRES: asyncrt
// RUN: asyncc -O0 -run %s | FileCheckExact %s
// RUN: asyncc -O2 -run %s | FileCheckExact %s
// RUN: asyncc -Os -c %s -o %t.o && bash %S/link.sh %t %t.o && %t | FileCheckExact %s

// Waits for %t, then returns %x + 1 in the value, or an error if %t
// failed.
func.func @add_one_after(%t: !async.token, %x: i64) -> !async.value<i64> attributes {passthrough = ["presplitcoroutine"]} {
  %v = async.runtime.create : !async.value<i64>
  %id = async.coro.id
  %hdl = async.coro.begin %id
  %save = async.coro.save %hdl
  async.runtime.await_and_resume %t, %hdl : !async.token
  async.coro.suspend %save, ^suspend, ^resume, ^cleanup
^resume:
  %failed = async.runtime.is_error %t : !async.token
  cf.cond_br %failed, ^error, ^ok
^ok:
  %c1 = arith.constant 1 : i64
  %y = arith.addi %x, %c1 : i64
  async.runtime.store %y, %v : <i64>
  async.runtime.set_available %v : !async.value<i64>
  cf.br ^cleanup
^error:
  async.runtime.set_error %v : !async.value<i64>
  cf.br ^cleanup
^cleanup:
  async.coro.free %id, %hdl
  cf.br ^suspend
^suspend:
  async.coro.end %hdl
  return %v : !async.value<i64>
}

// Continues on a worker thread (values defined before the suspension
// live on in the coroutine frame), then completes its token.
func.func @hop(%n: i64, %out: memref<1xi64>) -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
  %tok = async.runtime.create : !async.token
  %id = async.coro.id
  %hdl = async.coro.begin %id
  %c0 = arith.constant 0 : i64
  %save = async.coro.save %hdl
  async.runtime.resume %hdl
  async.coro.suspend %save, ^suspend, ^run, ^cleanup
^run:
  %c1 = arith.constant 1 : i64
  cf.br ^loop(%c1, %c0 : i64, i64)
^loop(%i: i64, %acc: i64):
  %more = arith.cmpi sle, %i, %n : i64
  cf.cond_br %more, ^body, ^done
^body:
  %acc2 = arith.addi %acc, %i : i64
  %i2 = arith.addi %i, %c1 : i64
  cf.br ^loop(%i2, %acc2 : i64, i64)
^done:
  %z = arith.constant 0 : index
  memref.store %acc, %out[%z] : memref<1xi64>
  async.runtime.set_available %tok : !async.token
  cf.br ^cleanup
^cleanup:
  async.coro.free %id, %hdl
  cf.br ^suspend
^suspend:
  async.coro.end %hdl
  return %tok : !async.token
}

// No suspension point: runs to completion in the ramp function.
func.func @immediate() -> !async.value<f32> attributes {passthrough = ["presplitcoroutine"]} {
  %v = async.runtime.create : !async.value<f32>
  %id = async.coro.id
  %hdl = async.coro.begin %id
  %c = arith.constant 0.5 : f32
  async.runtime.store %c, %v : <f32>
  async.runtime.set_available %v : !async.value<f32>
  async.coro.free %id, %hdl
  async.coro.end %hdl
  return %v : !async.value<f32>
}

// A 64-byte aligned stack buffer kept across a suspension: the frame
// comes from aligned_alloc.
func.func @aligned(%t: !async.token, %x: f64) -> !async.value<f64> attributes {passthrough = ["presplitcoroutine"]} {
  %v = async.runtime.create : !async.value<f64>
  %id = async.coro.id
  %hdl = async.coro.begin %id
  %buf = memref.alloca() {alignment = 64} : memref<8xf64>
  %c3 = arith.constant 3 : index
  memref.store %x, %buf[%c3] : memref<8xf64>
  %save = async.coro.save %hdl
  async.runtime.await_and_resume %t, %hdl : !async.token
  async.coro.suspend %save, ^suspend, ^resume, ^cleanup
^resume:
  %y = memref.load %buf[%c3] : memref<8xf64>
  %z = arith.addf %y, %y : f64
  async.runtime.store %z, %v : <f64>
  async.runtime.set_available %v : !async.value<f64>
  cf.br ^cleanup
^cleanup:
  async.coro.free %id, %hdl
  cf.br ^suspend
^suspend:
  async.coro.end %hdl
  return %v : !async.value<f64>
}

func.func @main() {
  // CHECK:suspended
  // CHECK-NEXT:42
  %t = async.runtime.create : !async.token
  %x = arith.constant 41 : i64
  %v = func.call @add_one_after(%t, %x) : (!async.token, i64) -> !async.value<i64>
  vector.print str "suspended\n"
  async.runtime.set_available %t : !async.token
  async.runtime.await %v : !async.value<i64>
  %r = async.runtime.load %v : <i64>
  vector.print %r : i64

  // An error in the awaited token reaches the value.
  // CHECK-NEXT:1
  %te = async.runtime.create : !async.token
  %ve = func.call @add_one_after(%te, %x) : (!async.token, i64) -> !async.value<i64>
  async.runtime.set_error %te : !async.token
  async.runtime.await %ve : !async.value<i64>
  %err = async.runtime.is_error %ve : !async.value<i64>
  vector.print %err : i1

  // CHECK-NEXT:500500
  %out = memref.alloc() : memref<1xi64>
  %n = arith.constant 1000 : i64
  %h = func.call @hop(%n, %out) : (i64, memref<1xi64>) -> !async.token
  async.runtime.await %h : !async.token
  %c0 = arith.constant 0 : index
  %sum = memref.load %out[%c0] : memref<1xi64>
  vector.print %sum : i64
  memref.dealloc %out : memref<1xi64>

  // CHECK-NEXT:0.5
  %iv = func.call @immediate() : () -> !async.value<f32>
  async.runtime.await %iv : !async.value<f32>
  %f = async.runtime.load %iv : <f32>
  vector.print %f : f32

  // CHECK-NEXT:4.5
  %ta = async.runtime.create : !async.token
  %h2 = arith.constant 2.25 : f64
  %av = func.call @aligned(%ta, %h2) : (!async.token, f64) -> !async.value<f64>
  async.runtime.set_available %ta : !async.token
  async.runtime.await %av : !async.value<f64>
  %a = async.runtime.load %av : <f64>
  vector.print %a : f64
  return
}
