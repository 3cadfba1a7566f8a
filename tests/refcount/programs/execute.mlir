// Nested async.execute with values: tokens and values created in
// coroutines, awaited both inside coroutines (await_and_resume, then
// is_error / load after the suspension) and in main (blocking await).
func.func @main() -> i32 {
  %c1 = arith.constant 1.5 : f32
  %c2 = arith.constant 2.0 : f32
  %t0, %v0 = async.execute -> !async.value<f32> {
    %inner, %iv = async.execute -> !async.value<f32> {
      %p = arith.mulf %c1, %c2 : f32
      async.yield %p : f32
    }
    %x = async.await %iv : !async.value<f32>
    async.await %inner : !async.token
    %y = arith.addf %x, %c1 : f32
    async.yield %y : f32
  }
  // A value consumed by a second task, which owns its operand.
  %t1, %v1 = async.execute [%t0] (%v0 as %a : !async.value<f32>) -> !async.value<f32> {
    %y = arith.mulf %a, %a : f32
    async.yield %y : f32
  }
  %r0 = async.await %v0 : !async.value<f32>
  // CHECK:4.5
  vector.print %r0 : f32
  %r1 = async.await %v1 : !async.value<f32>
  // CHECK-NEXT:20.25
  vector.print %r1 : f32
  // A token nobody awaits.
  %unused = async.execute {
    async.yield
  }
  %ok = arith.constant 0 : i32
  return %ok : i32
}
