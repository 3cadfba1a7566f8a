// Control flow: block arguments as phis, loops, a conditional branch whose
// two edges reach the same block with different arguments, and asserts
// that hold.
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O2 -run %s | FileCheckExact %s

func.func @pick(%c: i1, %a: i64, %b: i64) -> i64 {
  cf.cond_br %c, ^join(%a : i64), ^join(%b : i64)
^join(%x: i64):
  return %x : i64
}

// Sum of 1..n with the loop written as branches.
func.func @sum(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  cf.br ^head(%c1, %c0 : i64, i64)
^head(%i: i64, %acc: i64):
  %more = arith.cmpi sle, %i, %n : i64
  cf.cond_br %more, ^body, ^exit(%acc : i64)
^body:
  %acc2 = arith.addi %acc, %i : i64
  %i2 = arith.addi %i, %c1 : i64
  cf.br ^head(%i2, %acc2 : i64, i64)
^exit(%r: i64):
  return %r : i64
^dead:
  // Unreachable blocks are not emitted.
  cf.br ^exit(%c0 : i64)
}

// Swapping block arguments across a back edge (the phis must read the
// old values).
func.func @fib(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  cf.br ^loop(%n, %c0, %c1 : i64, i64, i64)
^loop(%k: i64, %a: i64, %b: i64):
  %done = arith.cmpi eq, %k, %c0 : i64
  %s = arith.addi %a, %b : i64
  %k1 = arith.subi %k, %c1 : i64
  cf.cond_br %done, ^out, ^loop(%k1, %b, %s : i64, i64, i64)
^out:
  return %a : i64
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %a = arith.constant 11 : i64
  %b = arith.constant 22 : i64
  // CHECK:11
  // CHECK-NEXT:22
  %x = func.call @pick(%t, %a, %b) : (i1, i64, i64) -> i64
  vector.print %x : i64
  %y = func.call @pick(%f, %a, %b) : (i1, i64, i64) -> i64
  vector.print %y : i64
  // CHECK-NEXT:5050
  %c100 = arith.constant 100 : i64
  %s = func.call @sum(%c100) : (i64) -> i64
  vector.print %s : i64
  // CHECK-NEXT:832040
  %c30 = arith.constant 30 : i64
  %fib = func.call @fib(%c30) : (i64) -> i64
  vector.print %fib : i64
  %ok = arith.cmpi eq, %fib, %fib : i64
  cf.assert %ok, "fib is not itself"
  // CHECK-NEXT:after assert
  vector.print str "after assert\n"
  return
}
