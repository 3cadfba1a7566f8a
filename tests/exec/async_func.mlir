// async.func end to end: completion, errors raised by cf.assert inside an
// async function and propagated through awaits, non-blocking awaits in a
// coroutine, and memrefs returned from and passed to async functions.
// (differential.sh also runs it through mlir-opt-19's lowering and
// asyncc's back end, and through MLIR's whole pipeline.)
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O2 -run %s | FileCheckExact %s
// RUN: asyncc -O1 -c %s -o %t.o && bash %S/link.sh %t %t.o && %t | FileCheckExact %s

async.func @nothing() -> !async.token {
  return
}

async.func @fails() -> !async.token {
  %no = arith.constant false
  cf.assert %no, "fails"
  return
}

async.func @awaits_failure() -> !async.token {
  %t = async.call @fails() : () -> !async.token
  async.await %t : !async.token
  return
}

async.func @value_fails() -> !async.value<i64> {
  %no = arith.constant false
  cf.assert %no, "value fails"
  %c = arith.constant 1 : i64
  return %c : i64
}

async.func @awaits_value_failure() -> !async.value<i64> {
  %v = async.call @value_fails() : () -> !async.value<i64>
  %x = async.await %v : !async.value<i64>
  return %x : i64
}

async.func @square(%x: f64) -> !async.value<f64> {
  %y = arith.mulf %x, %x : f64
  return %y : f64
}

// Awaits without blocking: the coroutine suspends until @square is done.
async.func @sum_of_squares(%a: f64, %b: f64) -> !async.value<f64> {
  %va = async.call @square(%a) : (f64) -> !async.value<f64>
  %vb = async.call @square(%b) : (f64) -> !async.value<f64>
  %x = async.await %va : !async.value<f64>
  %y = async.await %vb : !async.value<f64>
  %s = arith.addf %x, %y : f64
  return %s : f64
}

async.func @make_buffer() -> !async.value<memref<2xf32>> {
  %m = memref.alloc() : memref<2xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = arith.constant 1.25 : f32
  %b = arith.constant -3.0 : f32
  memref.store %a, %m[%c0] : memref<2xf32>
  memref.store %b, %m[%c1] : memref<2xf32>
  return %m : memref<2xf32>
}

async.func @double_buffer(%v: !async.value<memref<2xf32>>) -> !async.token {
  %m = async.await %v : !async.value<memref<2xf32>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.load %m[%c0] : memref<2xf32>
  %b = memref.load %m[%c1] : memref<2xf32>
  %a2 = arith.addf %a, %a : f32
  %b2 = arith.addf %b, %b : f32
  memref.store %a2, %m[%c0] : memref<2xf32>
  memref.store %b2, %m[%c1] : memref<2xf32>
  return
}

func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  // CHECK:0
  %t0 = async.call @nothing() : () -> !async.token
  async.runtime.await %t0 : !async.token
  %e0 = async.runtime.is_error %t0 : !async.token
  vector.print %e0 : i1

  // CHECK-NEXT:1
  %t1 = async.call @fails() : () -> !async.token
  async.runtime.await %t1 : !async.token
  %e1 = async.runtime.is_error %t1 : !async.token
  vector.print %e1 : i1

  // CHECK-NEXT:1
  %t2 = async.call @awaits_failure() : () -> !async.token
  async.runtime.await %t2 : !async.token
  %e2 = async.runtime.is_error %t2 : !async.token
  vector.print %e2 : i1

  // CHECK-NEXT:1
  %v3 = async.call @awaits_value_failure() : () -> !async.value<i64>
  async.runtime.await %v3 : !async.value<i64>
  %e3 = async.runtime.is_error %v3 : !async.value<i64>
  vector.print %e3 : i1

  // CHECK-NEXT:25
  %three = arith.constant 3.0 : f64
  %four = arith.constant 4.0 : f64
  %v4 = async.call @sum_of_squares(%three, %four) : (f64, f64) -> !async.value<f64>
  %s = async.await %v4 : !async.value<f64>
  vector.print %s : f64

  // CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
  // CHECK-NEXT:[1.25,  -3]
  %v5 = async.call @make_buffer() : () -> !async.value<memref<2xf32>>
  %m = async.await %v5 : !async.value<memref<2xf32>>
  %u = memref.cast %m : memref<2xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()

  // CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
  // CHECK-NEXT:[2.5,  -6]
  %t6 = async.call @double_buffer(%v5) : (!async.value<memref<2xf32>>) -> !async.token
  async.await %t6 : !async.token
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<2xf32>
  return
}
