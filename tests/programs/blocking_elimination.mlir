// Blocking functions turned into coroutines by -feliminate-blocking-await,
// with mutual recursion and a caller allowed to block.
// ASYNCC-FLAGS: -feliminate-blocking-await
func.func @double(%arg0: f32) -> f32 {
  %t, %v = async.execute -> !async.value<f32> {
    %y = arith.addf %arg0, %arg0 : f32
    async.yield %y : f32
  }
  %r = async.await %v : !async.value<f32>
  return %r : f32
}
func.func @blocker() -> f32 attributes {async.allowed_to_block} {
  %c = arith.constant 1.25 : f32
  %r = call @double(%c) : (f32) -> f32
  return %r : f32
}
func.func @is_even(%n: i64) -> i1 {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %t = async.execute { async.yield }
  async.await %t : !async.token
  %c = arith.cmpi eq, %n, %z : i64
  %r = scf.if %c -> (i1) {
    %true = arith.constant true
    scf.yield %true : i1
  } else {
    %m = arith.subi %n, %one : i64
    %o = func.call @is_odd(%m) : (i64) -> i1
    scf.yield %o : i1
  }
  return %r : i1
}
func.func @is_odd(%n: i64) -> i1 {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %c = arith.cmpi eq, %n, %z : i64
  %r = scf.if %c -> (i1) {
    %false = arith.constant false
    scf.yield %false : i1
  } else {
    %m = arith.subi %n, %one : i64
    %e = func.call @is_even(%m) : (i64) -> i1
    scf.yield %e : i1
  }
  return %r : i1
}
func.func @main() {
  %r = call @blocker() : () -> f32
  // CHECK:2.5
  vector.print %r : f32
  %n = arith.constant 7 : i64
  %o = call @is_odd(%n) : (i64) -> i1
  // CHECK-NEXT:1
  vector.print %o : i1
  %n2 = arith.constant 1000 : i64
  %e = call @is_odd(%n2) : (i64) -> i1
  // CHECK-NEXT:0
  vector.print %e : i1
  return
}
