// sum_below(n) = 0 + 1 + ... + (n - 1), computed as two halves by two
// tasks on the runtime's worker threads.
func.func @sum_below(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c2 = arith.constant 2 : i64
  %half = arith.divsi %n, %c2 : i64
  %t0, %low = async.execute -> !async.value<i64> {
    %s = func.call @range_sum(%c0, %half) : (i64, i64) -> i64
    async.yield %s : i64
  }
  %t1, %high = async.execute -> !async.value<i64> {
    %s = func.call @range_sum(%half, %n) : (i64, i64) -> i64
    async.yield %s : i64
  }
  %a = async.await %low : !async.value<i64>
  %b = async.await %high : !async.value<i64>
  %sum = arith.addi %a, %b : i64
  return %sum : i64
}

// lo + (lo + 1) + ... + (hi - 1)
func.func private @range_sum(%lo: i64, %hi: i64) -> i64 {
  %first = arith.index_cast %lo : i64 to index
  %last = arith.index_cast %hi : i64 to index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %s = scf.for %i = %first to %last step %c1 iter_args(%acc = %zero) -> (i64) {
    %x = arith.index_cast %i : index to i64
    %next = arith.addi %acc, %x : i64
    scf.yield %next : i64
  }
  return %s : i64
}
