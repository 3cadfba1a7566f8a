// Two tasks run concurrently on the runtime's worker pool; main awaits both.
async.func @square(%x: i64) -> !async.value<i64> {
  %y = arith.muli %x, %x : i64
  return %y : i64
}

func.func @main() {
  %c6 = arith.constant 6 : i64
  %c7 = arith.constant 7 : i64
  %a = async.call @square(%c6) : (i64) -> !async.value<i64>
  %t, %b = async.execute -> !async.value<i64> {
    %s = arith.muli %c7, %c7 : i64
    async.yield %s : i64
  }
  %va = async.await %a : !async.value<i64>
  %vb = async.await %b : !async.value<i64>
  %sum = arith.addi %va, %vb : i64
  vector.print %sum : i64
  return
}
