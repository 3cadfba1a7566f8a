// async.func and async.call: tokens and values passed to and returned
// from coroutine functions, awaited on divergent branches.
async.func @square(%x: f32) -> !async.value<f32> {
  %y = arith.mulf %x, %x : f32
  return %y : f32
}

async.func @after(%t: !async.token, %v: !async.value<f32>) -> !async.value<f32> {
  async.await %t : !async.token
  %x = async.await %v : !async.value<f32>
  %c = arith.constant 1.0 : f32
  %y = arith.addf %x, %c : f32
  return %y : f32
}

func.func @pick(%c: i1, %a: !async.value<f32>, %b: !async.value<f32>) -> f32 {
  cf.cond_br %c, ^left, ^right
^left:
  %x = async.await %a : !async.value<f32>
  cf.br ^done(%x : f32)
^right:
  %y = async.await %b : !async.value<f32>
  cf.br ^done(%y : f32)
^done(%r: f32):
  return %r : f32
}

func.func @main() -> i32 {
  %c3 = arith.constant 3.0 : f32
  %c4 = arith.constant 4.0 : f32
  %a = async.call @square(%c3) : (f32) -> !async.value<f32>
  %b = async.call @square(%c4) : (f32) -> !async.value<f32>
  %t = async.execute {
    async.yield
  }
  %c = async.call @after(%t, %a) : (!async.token, !async.value<f32>) -> !async.value<f32>
  %true = arith.constant true
  %false = arith.constant false
  %p = func.call @pick(%true, %a, %b) : (i1, !async.value<f32>, !async.value<f32>) -> f32
  // CHECK:9
  vector.print %p : f32
  %q = func.call @pick(%false, %a, %b) : (i1, !async.value<f32>, !async.value<f32>) -> f32
  // CHECK-NEXT:16
  vector.print %q : f32
  %r = async.await %c : !async.value<f32>
  // CHECK-NEXT:10
  vector.print %r : f32
  %ok = arith.constant 0 : i32
  return %ok : i32
}
