// The async.func scenarios: completion, errors from cf.assert and their
// propagation through awaits, values, memrefs in values, and awaits
// inside scf.for / scf.if in a coroutine (which MLIR 19 cannot lower).
// MLIR-CANNOT-COMPILE: awaits inside scf.for in a coroutine
async.func @empty() -> !async.token {
  return
}
async.func @fails() -> !async.token {
  %false = arith.constant 0 : i1
  cf.assert %false, "error"
  return
}
async.func @nested_fails() -> !async.token {
  %t = async.call @fails() : () -> !async.token
  async.await %t : !async.token
  return
}
async.func @value_fails() -> !async.value<f32> {
  %false = arith.constant 0 : i1
  cf.assert %false, "error"
  %0 = arith.constant 123.45 : f32
  return %0 : f32
}
async.func @nested_value_fails() -> !async.value<f32> {
  %v = async.call @value_fails() : () -> !async.value<f32>
  %r = async.await %v : !async.value<f32>
  return %r : f32
}
async.func @give() -> !async.value<f32> {
  %0 = arith.constant 456.789 : f32
  return %0 : f32
}
async.func @take() -> !async.value<f32> {
  %v = async.call @give() : () -> !async.value<f32>
  %1 = async.await %v : !async.value<f32>
  return %1 : f32
}
// Awaits inside structured control flow in a coroutine: MLIR 19 cannot.
async.func @loop_sum(%n: index) -> !async.value<i64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %t, %v = async.execute -> !async.value<i64> {
      %ii = arith.index_cast %i : index to i64
      async.yield %ii : i64
    }
    %x = async.await %v : !async.value<i64>
    %c = arith.cmpi sgt, %x, %z : i64
    %y = scf.if %c -> (i64) {
      %w = async.call @give() : () -> !async.value<f32>
      %wf = async.await %w : !async.value<f32>
      %wi = arith.fptosi %wf : f32 to i64
      scf.yield %wi : i64
    } else {
      scf.yield %z : i64
    }
    %a = arith.addi %acc, %x : i64
    %b = arith.addi %a, %y : i64
    scf.yield %b : i64
  }
  return %s : i64
}
func.func @main() {
  %t0 = async.call @empty() : () -> !async.token
  async.runtime.await %t0 : !async.token
  %e0 = async.runtime.is_error %t0 : !async.token
  // CHECK:0
  vector.print %e0 : i1
  %t1 = async.call @fails() : () -> !async.token
  async.runtime.await %t1 : !async.token
  %e1 = async.runtime.is_error %t1 : !async.token
  // CHECK-NEXT:1
  vector.print %e1 : i1
  %t2 = async.call @nested_fails() : () -> !async.token
  async.runtime.await %t2 : !async.token
  %e2 = async.runtime.is_error %t2 : !async.token
  // CHECK-NEXT:1
  vector.print %e2 : i1
  %v3 = async.call @nested_value_fails() : () -> !async.value<f32>
  async.runtime.await %v3 : !async.value<f32>
  %e3 = async.runtime.is_error %v3 : !async.value<f32>
  // CHECK-NEXT:1
  vector.print %e3 : i1
  %v4 = async.call @take() : () -> !async.value<f32>
  %r4 = async.await %v4 : !async.value<f32>
  // CHECK-NEXT:456.789
  vector.print %r4 : f32
  %n = arith.constant 10 : index
  %v5 = async.call @loop_sum(%n) : (index) -> !async.value<i64>
  %r5 = async.await %v5 : !async.value<i64>
  // 0+1+...+9 plus 456 for each of the nine positive iterations.
  // CHECK-NEXT:4149
  vector.print %r5 : i64
  return
}
