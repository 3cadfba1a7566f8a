// An async function: callers get an !async.value they can await, from
// MLIR (async.await) or from C (asyncrt_value_await).
async.func @square(%x: i64) -> !async.value<i64> {
  %y = arith.muli %x, %x : i64
  return %y : i64
}

// a*a + b*b with both squares computed concurrently.
func.func @sum_of_squares(%a: i64, %b: i64) -> i64 {
  %va = async.call @square(%a) : (i64) -> !async.value<i64>
  %vb = async.call @square(%b) : (i64) -> !async.value<i64>
  %x = async.await %va : !async.value<i64>
  %y = async.await %vb : !async.value<i64>
  %sum = arith.addi %x, %y : i64
  return %sum : i64
}
