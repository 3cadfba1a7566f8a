// Functions: several results, recursion, private and public functions,
// calls in both directions, an i32 result from @main as the exit status.
// REQUIRES: asyncrt
// RUN: not asyncc -run %s | FileCheckExact %s
// RUN: asyncc -run %s; test $? = 3
// RUN: asyncc -c -O2 %s -o %t.o && bash %S/link.sh %t %t.o && (%t; test $? = 3)

func.func private @divmod(%a: i64, %b: i64) -> (i64, i64, i1) {
  %q = arith.divsi %a, %b : i64
  %r = arith.remsi %a, %b : i64
  %c0 = arith.constant 0 : i64
  %exact = arith.cmpi eq, %r, %c0 : i64
  return %q, %r, %exact : i64, i64, i1
}

func.func @fact(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %small = arith.cmpi sle, %n, %c1 : i64
  cf.cond_br %small, ^base, ^rec
^base:
  return %c1 : i64
^rec:
  %m = arith.subi %n, %c1 : i64
  %f = func.call @fact(%m) : (i64) -> i64
  %r = arith.muli %n, %f : i64
  return %r : i64
}

func.func private @nothing() {
  return
}

func.func @main() -> i32 {
  %a = arith.constant 17 : i64
  %b = arith.constant 5 : i64
  // CHECK:3
  // CHECK-NEXT:2
  // CHECK-NEXT:0
  %q, %r, %e = func.call @divmod(%a, %b) : (i64, i64) -> (i64, i64, i1)
  vector.print %q : i64
  vector.print %r : i64
  vector.print %e : i1
  // CHECK-NEXT:2432902008176640000
  %c20 = arith.constant 20 : i64
  %f = func.call @fact(%c20) : (i64) -> i64
  vector.print %f : i64
  func.call @nothing() : () -> ()
  %status = arith.trunci %q : i64 to i32
  return %status : i32
}
