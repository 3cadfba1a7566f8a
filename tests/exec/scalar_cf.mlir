// Control flow and function values against MLIR 19: cf.switch (negative
// and unsigned-looking cases, block arguments, a shared destination),
// func.constant and func.call_indirect (function values passed, returned
// and chosen at run time), scf.execute_region with several blocks and
// results, scf.index_switch, and scf.forall on memrefs, which asyncc runs
// on the runtime's workers.  The expected lines are MLIR 19's output
// (tests/exec/differential.sh runs it through MLIR's pipeline too).
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O2 -run %s | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=1 asyncc -O2 -run %s | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=4 asyncc -run -fparallel-min-task-size=1 %s | FileCheckExact %s
// RUN: asyncc -c -O2 %s -o %t.o && bash %S/link.sh %t %t.o && %t | FileCheckExact %s

func.func private @id(%x: i32) -> i32 {
  return %x : i32
}

// -1 for 0, the flag itself for 1..3 (one block, its argument), 100 for
// -7 and 4294967289 (the same i32), 0 otherwise.
func.func @classify(%x: i32) -> i32 {
  %c100 = arith.constant 100 : i32
  %c0 = arith.constant 0 : i32
  cf.switch %x : i32, [
    default: ^other,
    0: ^zero,
    1: ^small(%x : i32),
    2: ^small(%x : i32),
    3: ^small(%x : i32),
    -7: ^big(%c100 : i32)
  ]
^zero:
  %m1 = arith.constant -1 : i32
  return %m1 : i32
^small(%s: i32):
  return %s : i32
^big(%b: i32):
  return %b : i32
^other:
  return %c0 : i32
}

func.func private @inc(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}

func.func private @dbl(%x: i32) -> i32 {
  %r = arith.addi %x, %x : i32
  return %r : i32
}

func.func @pick(%which: i1) -> ((i32) -> i32) {
  %i = func.constant @inc : (i32) -> i32
  %d = func.constant @dbl : (i32) -> i32
  %f = arith.select %which, %i, %d : (i32) -> i32
  return %f : (i32) -> i32
}

func.func @twice(%f: (i32) -> i32, %x: i32) -> i32 {
  %a = func.call_indirect %f(%x) : (i32) -> i32
  %b = func.call_indirect %f(%a) : (i32) -> i32
  return %b : i32
}

// An execute_region whose blocks branch among themselves: the Collatz
// step count of %n, and the largest value reached.
func.func @collatz(%n: i32) -> (i32, i32) {
  %r:2 = scf.execute_region -> (i32, i32) {
    %c0 = arith.constant 0 : i32
    cf.br ^loop(%n, %c0, %n : i32, i32, i32)
  ^loop(%x: i32, %steps: i32, %top: i32):
    %c1 = arith.constant 1 : i32
    %done = arith.cmpi eq, %x, %c1 : i32
    cf.cond_br %done, ^exit(%steps, %top : i32, i32), ^step
  ^step:
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %rem = arith.remui %x, %c2 : i32
    %even = arith.cmpi eq, %rem, %c0 : i32
    %half = arith.divui %x, %c2 : i32
    %t = arith.muli %x, %c3 : i32
    %t1 = arith.addi %t, %c1 : i32
    %next = arith.select %even, %half, %t1 : i32
    %s1 = arith.addi %steps, %c1 : i32
    %top1 = arith.maxui %top, %next : i32
    cf.br ^loop(%next, %s1, %top1 : i32, i32, i32)
  ^exit(%rs: i32, %rt: i32):
    scf.yield %rs, %rt : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @name(%i: index) -> i32 {
  %r = scf.index_switch %i -> i32
  case 0 {
    %a = arith.constant 10 : i32
    scf.yield %a : i32
  }
  case 3 {
    %b = arith.constant 30 : i32
    scf.yield %b : i32
  }
  case -1 {
    %c = arith.constant -10 : i32
    scf.yield %c : i32
  }
  default {
    %d = arith.index_cast %i : index to i32
    scf.yield %d : i32
  }
  return %r : i32
}

// Fills %m[i][j] = 10 * i + j with a 2-D forall, sums the odd rows with
// a forall of step 2, then adds those sums up: 50 * i + 10 per row.
func.func @grid(%rows: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %m = memref.alloc(%rows) : memref<?x5xi64>
  scf.forall (%i, %j) in (%rows, 5) {
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %c10 = arith.constant 10 : i64
    %t = arith.muli %ii, %c10 : i64
    %v = arith.addi %t, %jj : i64
    memref.store %v, %m[%i, %j] : memref<?x5xi64>
  }
  %sums = memref.alloc(%rows) : memref<?xi64>
  scf.forall (%i) = (1) to (%rows) step (2) {
    %z = arith.constant 0 : i64
    %s = scf.for %j = %c0 to %c5 step %c1 iter_args(%acc = %z) -> (i64) {
      %v = memref.load %m[%i, %j] : memref<?x5xi64>
      %a = arith.addi %acc, %v : i64
      scf.yield %a : i64
    }
    memref.store %s, %sums[%i] : memref<?xi64>
  }
  %z = arith.constant 0 : i64
  %total = scf.for %i = %c1 to %rows step %c2 iter_args(%t = %z) -> (i64) {
    %v = memref.load %sums[%i] : memref<?xi64>
    %a = arith.addi %t, %v : i64
    scf.yield %a : i64
  }
  memref.dealloc %sums : memref<?xi64>
  memref.dealloc %m : memref<?x5xi64>
  return %total : i64
}

func.func @main() {
  // cf.switch: 0, 1, 3, -7 and 4294967289 (both -7 in i32), 9.
  %x0 = arith.constant 0 : i32
  %x1 = arith.constant 1 : i32
  %x3 = arith.constant 3 : i32
  %x7 = arith.constant -7 : i32
  %xu = arith.constant 4294967289 : i32
  %x9 = arith.constant 9 : i32
  %in = memref.alloc() : memref<6xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %i2 = arith.constant 2 : index
  %i3 = arith.constant 3 : index
  %i4 = arith.constant 4 : index
  %i5 = arith.constant 5 : index
  memref.store %x0, %in[%i0] : memref<6xi32>
  memref.store %x1, %in[%i1] : memref<6xi32>
  memref.store %x3, %in[%i2] : memref<6xi32>
  memref.store %x7, %in[%i3] : memref<6xi32>
  memref.store %xu, %in[%i4] : memref<6xi32>
  memref.store %x9, %in[%i5] : memref<6xi32>
  scf.for %k = %c0 to %c6 step %c1 {
    %v = memref.load %in[%k] : memref<6xi32>
    %h = func.call @id(%v) : (i32) -> i32
    %r = func.call @classify(%h) : (i32) -> i32
    vector.print %r : i32
  }
  memref.dealloc %in : memref<6xi32>

  // Function values: inc twice, dbl twice, a value passed along.
  %t = arith.constant true
  %f = arith.constant false
  %five = arith.constant 5 : i32
  %finc = func.call @pick(%t) : (i1) -> ((i32) -> i32)
  %fdbl = func.call @pick(%f) : (i1) -> ((i32) -> i32)
  %r1 = func.call @twice(%finc, %five) : ((i32) -> i32, i32) -> i32
  %r2 = func.call @twice(%fdbl, %five) : ((i32) -> i32, i32) -> i32
  %tw = func.constant @twice : ((i32) -> i32, i32) -> i32
  %r3 = func.call_indirect %tw(%fdbl, %r1) : ((i32) -> i32, i32) -> i32
  vector.print %r1 : i32
  vector.print %r2 : i32
  vector.print %r3 : i32

  // Collatz from 27: 111 steps, 9232 at most.
  %n27 = arith.constant 27 : i32
  %n = func.call @id(%n27) : (i32) -> i32
  %steps, %top = func.call @collatz(%n) : (i32) -> (i32, i32)
  vector.print %steps : i32
  vector.print %top : i32

  // index_switch: 0, 3, -1, 7.
  %im1 = arith.constant -1 : index
  %i7 = arith.constant 7 : index
  %s0 = func.call @name(%i0) : (index) -> i32
  %s3 = func.call @name(%i3) : (index) -> i32
  %sm = func.call @name(%im1) : (index) -> i32
  %s7 = func.call @name(%i7) : (index) -> i32
  vector.print %s0 : i32
  vector.print %s3 : i32
  vector.print %sm : i32
  vector.print %s7 : i32

  // forall: 7 rows, odd rows 60 + 160 + 260; 64 rows, 32 odd rows.
  %c7 = arith.constant 7 : index
  %c64 = arith.constant 64 : index
  %g7 = func.call @grid(%c7) : (index) -> i64
  %g64 = func.call @grid(%c64) : (index) -> i64
  vector.print %g7 : i64
  vector.print %g64 : i64
  return
}

// MLIR 19's output: the six switch results, the function values, Collatz,
// the index_switch cases, the forall sums.
// CHECK:-1
// CHECK-NEXT:1
// CHECK-NEXT:3
// CHECK-NEXT:100
// CHECK-NEXT:100
// CHECK-NEXT:0
// CHECK-NEXT:7
// CHECK-NEXT:20
// CHECK-NEXT:28
// CHECK-NEXT:111
// CHECK-NEXT:9232
// CHECK-NEXT:10
// CHECK-NEXT:30
// CHECK-NEXT:-10
// CHECK-NEXT:7
// CHECK-NEXT:480
// CHECK-NEXT:51520
// CHECK-NOT:{{.}}
