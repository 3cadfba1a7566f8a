// Integers wider than 64 bits and of odd widths through arith: i128
// multiply, add, shift, signed division and comparison, and an i17 sum
// past 16 bits.  Expected output: MLIR 19's (mlir-opt-19
// --convert-vector-to-llvm --convert-arith-to-llvm --convert-func-to-llvm
// --reconcile-unrealized-casts, then mlir-cpu-runner-19), and by hand:
// d = (2^63 - 1)^2 - 3 = 2^126 - 2^64 - 2, so its low word is -2 and its
// high word 2^62 - 2; d / -3 truncated ends in the word 1; d > -3.
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O2 -run %s | FileCheckExact %s

func.func @main() {
  %a = arith.constant 9223372036854775807 : i128
  %b = arith.constant -3 : i128
  %c = arith.muli %a, %a : i128
  %d = arith.addi %c, %b : i128
  %s = arith.constant 64 : i128
  %hi = arith.shrui %d, %s : i128
  %lo = arith.trunci %d : i128 to i64
  %h64 = arith.trunci %hi : i128 to i64
  vector.print %lo : i64
  vector.print %h64 : i64
  %x = arith.constant 65535 : i17
  %y = arith.constant 3 : i17
  %z = arith.addi %x, %y : i17
  %z64 = arith.extui %z : i17 to i64
  vector.print %z64 : i64
  %q = arith.divsi %d, %b : i128
  %q64 = arith.trunci %q : i128 to i64
  vector.print %q64 : i64
  %cmp = arith.cmpi sgt, %d, %b : i128
  vector.print %cmp : i1
  return
}

// CHECK:-2
// CHECK-NEXT:4611686018427387902
// CHECK-NEXT:65538
// CHECK-NEXT:1
// CHECK-NEXT:1
