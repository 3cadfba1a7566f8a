// Integer arithmetic, comparisons, select and casts, run in the JIT and
// as a linked program at several optimisation levels.
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O2 -run %s | FileCheckExact %s
// RUN: asyncc -c -O0 %s -o %t.o && bash %S/link.sh %t %t.o && %t | FileCheckExact %s
// RUN: asyncc -c -O3 %s -o %t3.o && bash %S/link.sh %t3 %t3.o && %t3 | FileCheckExact %s

// Opaque operands keep LLVM from folding everything at compile time.
func.func private @id(%x: i64) -> i64 {
  return %x : i64
}

func.func @divisions(%a: i64, %b: i64) {
  %q = arith.divsi %a, %b : i64
  %r = arith.remsi %a, %b : i64
  %c = arith.ceildivsi %a, %b : i64
  %f = arith.floordivsi %a, %b : i64
  vector.print %q : i64
  vector.print %r : i64
  vector.print %c : i64
  vector.print %f : i64
  return
}

func.func @main() {
  %c7 = arith.constant 7 : i64
  %cm7 = arith.constant -7 : i64
  %c2 = arith.constant 2 : i64
  %cm2 = arith.constant -2 : i64
  %a = func.call @id(%c7) : (i64) -> i64
  %na = func.call @id(%cm7) : (i64) -> i64
  %b = func.call @id(%c2) : (i64) -> i64
  %nb = func.call @id(%cm2) : (i64) -> i64

  // CHECK:9
  // CHECK-NEXT:5
  // CHECK-NEXT:14
  %s = arith.addi %a, %b overflow<nsw> : i64
  vector.print %s : i64
  %d = arith.subi %a, %b overflow<nsw, nuw> : i64
  vector.print %d : i64
  %m = arith.muli %a, %b : i64
  vector.print %m : i64

  // Truncating, ceiling and flooring division in all four sign cases.
  // CHECK-NEXT:3
  // CHECK-NEXT:1
  // CHECK-NEXT:4
  // CHECK-NEXT:3
  func.call @divisions(%a, %b) : (i64, i64) -> ()
  // CHECK-NEXT:-3
  // CHECK-NEXT:-1
  // CHECK-NEXT:-3
  // CHECK-NEXT:-4
  func.call @divisions(%na, %b) : (i64, i64) -> ()
  // CHECK-NEXT:-3
  // CHECK-NEXT:1
  // CHECK-NEXT:-3
  // CHECK-NEXT:-4
  func.call @divisions(%a, %nb) : (i64, i64) -> ()
  // CHECK-NEXT:3
  // CHECK-NEXT:-1
  // CHECK-NEXT:4
  // CHECK-NEXT:3
  func.call @divisions(%na, %nb) : (i64, i64) -> ()
  // Exact divisions are not adjusted.
  // CHECK-NEXT:-4
  // CHECK-NEXT:0
  // CHECK-NEXT:-4
  // CHECK-NEXT:-4
  %c8 = arith.constant 8 : i64
  %e = func.call @id(%c8) : (i64) -> i64
  func.call @divisions(%e, %nb) : (i64, i64) -> ()

  // Unsigned: -7 is 2^64-7.
  // CHECK-NEXT:9223372036854775804
  // CHECK-NEXT:1
  // CHECK-NEXT:9223372036854775805
  // CHECK-NEXT:0
  %ud = arith.divui %na, %b : i64
  vector.print %ud : i64
  %ur = arith.remui %na, %b : i64
  vector.print %ur : i64
  %uc = arith.ceildivui %na, %b : i64
  vector.print %uc : i64
  %zero = arith.constant 0 : i64
  %z = func.call @id(%zero) : (i64) -> i64
  %uz = arith.ceildivui %z, %b : i64
  vector.print %uz : i64

  // Bitwise and shifts.
  // CHECK-NEXT:2
  // CHECK-NEXT:7
  // CHECK-NEXT:5
  // CHECK-NEXT:28
  // CHECK-NEXT:-2
  // CHECK-NEXT:4611686018427387902
  %and = arith.andi %a, %b : i64
  vector.print %and : i64
  %or = arith.ori %a, %b : i64
  vector.print %or : i64
  %xor = arith.xori %a, %b : i64
  vector.print %xor : i64
  %shl = arith.shli %a, %b : i64
  vector.print %shl : i64
  %shrs = arith.shrsi %na, %b : i64
  vector.print %shrs : i64
  %shru = arith.shrui %na, %b : i64
  vector.print %shru : i64

  // Min and max, signed and unsigned.
  // CHECK-NEXT:7
  // CHECK-NEXT:-7
  // CHECK-NEXT:-7
  // CHECK-NEXT:7
  %maxs = arith.maxsi %a, %na : i64
  vector.print %maxs : i64
  %mins = arith.minsi %a, %na : i64
  vector.print %mins : i64
  %maxu = arith.maxui %a, %na : i64
  vector.print %maxu : i64
  %minu = arith.minui %a, %na : i64
  vector.print %minu : i64

  // Every cmpi predicate on (-7, 2): eq ne slt sle sgt sge ult ule ugt uge.
  // CHECK-NEXT:0
  // CHECK-NEXT:1
  // CHECK-NEXT:1
  // CHECK-NEXT:1
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  // CHECK-NEXT:1
  // CHECK-NEXT:1
  %p0 = arith.cmpi eq, %na, %b : i64
  vector.print %p0 : i1
  %p1 = arith.cmpi ne, %na, %b : i64
  vector.print %p1 : i1
  %p2 = arith.cmpi slt, %na, %b : i64
  vector.print %p2 : i1
  %p3 = arith.cmpi sle, %na, %b : i64
  vector.print %p3 : i1
  %p4 = arith.cmpi sgt, %na, %b : i64
  vector.print %p4 : i1
  %p5 = arith.cmpi sge, %na, %b : i64
  vector.print %p5 : i1
  %p6 = arith.cmpi ult, %na, %b : i64
  vector.print %p6 : i1
  %p7 = arith.cmpi ule, %na, %b : i64
  vector.print %p7 : i1
  %p8 = arith.cmpi ugt, %na, %b : i64
  vector.print %p8 : i1
  %p9 = arith.cmpi uge, %na, %b : i64
  vector.print %p9 : i1

  // CHECK-NEXT:-7
  %sel = arith.select %p2, %na, %a : i64
  vector.print %sel : i64

  // Casts between widths and index.
  // CHECK-NEXT:-7
  // CHECK-NEXT:249
  // CHECK-NEXT:-7
  // CHECK-NEXT:18446744073709551609
  // CHECK-NEXT:4294967289
  // CHECK-NEXT:1
  %t8 = arith.trunci %na : i64 to i8
  vector.print %t8 : i8
  %z8 = arith.extui %t8 : i8 to i32
  vector.print %z8 : i32
  %s8 = arith.extsi %t8 : i8 to i64
  vector.print %s8 : i64
  %ix = arith.index_cast %na : i64 to index
  vector.print %ix : index
  %t32 = arith.trunci %na : i64 to i32
  %ixu = arith.index_castui %t32 : i32 to index
  vector.print %ixu : index
  %t1 = arith.trunci %a : i64 to i1
  vector.print %t1 : i1

  // i16 arithmetic wraps at 16 bits.
  // CHECK-NEXT:-32768
  %big = arith.constant 32767 : i16
  %one = arith.constant 1 : i16
  %w = arith.addi %big, %one : i16
  vector.print %w : i16
  return
}
