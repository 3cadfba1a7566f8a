// (A smaller copy of bench/fib.mlir.)
// Recursive fibonacci where every call is an async.func awaited without blocking.
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
func.func @main() {
  %n = arith.constant 20 : i64
  %r = async.call @fib(%n) : (i64) -> !async.value<i64>
  %v = async.await %r : !async.value<i64>
  // CHECK:6765
  vector.print %v : i64
  return
}
