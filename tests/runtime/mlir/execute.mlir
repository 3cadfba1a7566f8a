// async.execute with tokens and values, dependencies, nesting, and a
// blocking await in main.
func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %buf = memref.alloc() : memref<2xi64>

  // A value produced by one task and consumed by two others.
  %t0, %v0 = async.execute -> !async.value<i64> {
    %x = arith.constant 20 : i64
    async.yield %x : i64
  }
  %t1, %v1 = async.execute [%t0] (%v0 as %a : !async.value<i64>) -> !async.value<i64> {
    %two = arith.constant 2 : i64
    %y = arith.muli %a, %two : i64
    async.yield %y : i64
  }
  %t2, %v2 = async.execute (%v0 as %a : !async.value<i64>, %v1 as %b : !async.value<i64>) -> !async.value<i64> {
    %s = arith.addi %a, %b : i64
    async.yield %s : i64
  }
  %r = async.await %v2 : !async.value<i64>
  // CHECK:60
  vector.print %r : i64

  // A task that starts a task of its own and awaits it (a coroutine await).
  %outer = async.execute {
    %inner = async.execute {
      %c1 = arith.constant 1 : index
      %seven = arith.constant 7 : i64
      memref.store %seven, %buf[%c1] : memref<2xi64>
      async.yield
    }
    async.await %inner : !async.token
    %c1 = arith.constant 1 : index
    %x = memref.load %buf[%c1] : memref<2xi64>
    %one = arith.constant 1 : i64
    %y = arith.addi %x, %one : i64
    memref.store %y, %buf[%c0] : memref<2xi64>
    async.yield
  }
  async.await %outer : !async.token
  %z = memref.load %buf[%c0] : memref<2xi64>
  // CHECK-NEXT:8
  vector.print %z : i64

  // A value of another type.
  %tf, %vf = async.execute -> !async.value<f32> {
    %h = arith.constant 0.5 : f32
    async.yield %h : f32
  }
  %f = async.await %vf : !async.value<f32>
  // CHECK-NEXT:0.5
  vector.print %f : f32

  memref.dealloc %buf : memref<2xi64>
  %ok = arith.constant 0 : i32
  return %ok : i32
}
