// scf.for with iter_args, scf.if with results and scf.while, lowered to
// branches before code generation.
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O3 -run %s | FileCheckExact %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %z = arith.constant 0 : i64
  // Sum of the even numbers below 10, and the count of the odd ones.
  // CHECK:20
  // CHECK-NEXT:5
  %sum, %odd = scf.for %i = %c0 to %c10 step %c1 iter_args(%s = %z, %o = %z) -> (i64, i64) {
    %v = arith.index_cast %i : index to i64
    %two = arith.constant 2 : i64
    %r = arith.remsi %v, %two : i64
    %even = arith.cmpi eq, %r, %z : i64
    %s2, %o2 = scf.if %even -> (i64, i64) {
      %n = arith.addi %s, %v : i64
      scf.yield %n, %o : i64, i64
    } else {
      %one = arith.constant 1 : i64
      %n = arith.addi %o, %one : i64
      scf.yield %s, %n : i64, i64
    }
    scf.yield %s2, %o2 : i64, i64
  }
  vector.print %sum : i64
  vector.print %odd : i64
  // Collatz steps from 27.
  // CHECK-NEXT:111
  %start = arith.constant 27 : i64
  %res:2 = scf.while (%x = %start, %n = %z) : (i64, i64) -> (i64, i64) {
    %one = arith.constant 1 : i64
    %go = arith.cmpi ne, %x, %one : i64
    scf.condition(%go) %x, %n : i64, i64
  } do {
  ^bb0(%x: i64, %n: i64):
    %one = arith.constant 1 : i64
    %two = arith.constant 2 : i64
    %three = arith.constant 3 : i64
    %r = arith.remui %x, %two : i64
    %isodd = arith.cmpi ne, %r, %z : i64
    %next = scf.if %isodd -> (i64) {
      %m = arith.muli %x, %three : i64
      %p = arith.addi %m, %one : i64
      scf.yield %p : i64
    } else {
      %h = arith.divui %x, %two : i64
      scf.yield %h : i64
    }
    %n1 = arith.addi %n, %one : i64
    scf.yield %next, %n1 : i64, i64
  }
  vector.print %res#1 : i64
  return
}
