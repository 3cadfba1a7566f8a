// async.func: calls, awaits of values and tokens inside coroutines, and a
// recursion where every call is an async.call.
async.func @fib(%n: i64) -> !async.value<i64> {
  %c2 = arith.constant 2 : i64
  %c1 = arith.constant 1 : i64
  %small = arith.cmpi slt, %n, %c2 : i64
  cf.cond_br %small, ^base, ^rec
^base:
  return %n : i64
^rec:
  %n1 = arith.subi %n, %c1 : i64
  %n2 = arith.subi %n, %c2 : i64
  %a = async.call @fib(%n1) : (i64) -> !async.value<i64>
  %b = async.call @fib(%n2) : (i64) -> !async.value<i64>
  %va = async.await %a : !async.value<i64>
  %vb = async.await %b : !async.value<i64>
  %s = arith.addi %va, %vb : i64
  return %s : i64
}

// Awaits work spawned with async.execute, so it suspends for real.
async.func @twice(%m: memref<1xi64>) -> !async.token {
  %c0 = arith.constant 0 : index
  %t = async.execute {
    %v = memref.load %m[%c0] : memref<1xi64>
    %w = arith.addi %v, %v : i64
    memref.store %w, %m[%c0] : memref<1xi64>
    async.yield
  }
  async.await %t : !async.token
  return
}

func.func @main() -> i32 {
  %n = arith.constant 20 : i64
  %r = async.call @fib(%n) : (i64) -> !async.value<i64>
  %v = async.await %r : !async.value<i64>
  // CHECK:6765
  vector.print %v : i64

  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<1xi64>
  %three = arith.constant 3 : i64
  memref.store %three, %m[%c0] : memref<1xi64>
  %t = async.call @twice(%m) : (memref<1xi64>) -> !async.token
  async.await %t : !async.token
  %x = memref.load %m[%c0] : memref<1xi64>
  // CHECK-NEXT:6
  vector.print %x : i64
  memref.dealloc %m : memref<1xi64>
  %ok = arith.constant 0 : i32
  return %ok : i32
}
