// Whether an scf.parallel fans out is decided at run time
// (asyncrt_parallel_worth, runtime/calibrate.c): a loop whose work is
// nanoseconds runs in place although the partition cuts it into many
// blocks (-fparallel-min-task-size=1), while one the cost model puts at
// a tenth of a second and more fans out, on any machine, loaded or not;
// with one worker nothing fans out.  ASYNCRT_PARALLEL_STATS=1 has the
// runtime count the verdicts; the results are hand-derived:
//   @tiny: sum of i*i for i < 64 = 63*64*127/6 = 85344
//   @big:  element k (of 64) adds k+1 four million times, so the sum is
//          4000000 * (1 + ... + 64) = 4000000 * 2080 = 8320000000
// RUN: ASYNCRT_NUM_THREADS=2 ASYNCRT_PARALLEL_STATS=1 asyncc -O2 -run -fparallel-min-task-size=1 %s 2>%t.err | FileCheckExact %s
// RUN: FileCheckExact %s --check-prefix=TWO < %t.err
// RUN: ASYNCRT_NUM_THREADS=1 ASYNCRT_PARALLEL_STATS=1 asyncc -O2 -run -fparallel-min-task-size=1 %s 2>%t.err1 | FileCheckExact %s
// RUN: FileCheckExact %s --check-prefix=ONE < %t.err1
// Linked as a user would, against libasyncrt:
// RUN: asyncc -O2 -fparallel-min-task-size=1 -c %s -o %t.o && bash %S/link.sh %t %t.o
// RUN: ASYNCRT_NUM_THREADS=2 ASYNCRT_PARALLEL_STATS=1 %t 2>%t.err3 | FileCheckExact %s
// RUN: FileCheckExact %s --check-prefix=TWO < %t.err3
// Linked statically (libasyncrt.a): the program's weak reference alone
// pulls no archive member in; the runtime's MLIR entry points, which
// every multi-block loop calls, must bring the calibration along.
// RUN: bash %S/link_static.sh %t.static %t.o
// RUN: nm %t.static | FileCheck %s --check-prefix=NM
// RUN: ASYNCRT_NUM_THREADS=2 ASYNCRT_PARALLEL_STATS=1 %t.static 2>%t.err4 | FileCheckExact %s
// RUN: FileCheckExact %s --check-prefix=TWO < %t.err4
// The static rule alone (as with a runtime without the entry point):
// without the option, the tiny loop is one block and never asks (nor
// starts the pool).
// RUN: ASYNCRT_NUM_THREADS=2 ASYNCRT_PARALLEL_STATS=1 asyncc -O2 -run %s 2>%t.err2 | FileCheckExact %s
// RUN: FileCheckExact %s --check-prefix=STATIC < %t.err2

// CHECK:85344
// CHECK-NEXT:8320000000

// TWO:asyncrt: parallel loops: a unit of work {{[0-9.]+}} ns, a fork-join on 2 workers {{[0-9.]+}} us (calibration {{[0-9.]+}} us)
// TWO-NEXT:asyncrt: parallel loops: 1 in place, 1 fanned out

// NM: {{^[0-9a-f]+ T asyncrt_parallel_worth$}}

// With one worker nothing is calibrated.
// ONE:asyncrt: parallel loops: 2 in place, 0 fanned out

// STATIC:asyncrt: parallel loops: a unit of work {{[0-9.]+}} ns, a fork-join on 2 workers {{[0-9.]+}} us (calibration {{[0-9.]+}} us)
// STATIC-NEXT:asyncrt: parallel loops: 0 in place, 1 fanned out

func.func @tiny() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 64 : index
  %zi = arith.constant 0 : i64
  %buf = memref.alloc(%n) : memref<?xi64>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %v = arith.index_cast %i : index to i64
    %sq = arith.muli %v, %v : i64
    memref.store %sq, %buf[%i] : memref<?xi64>
    scf.reduce
  }
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%s = %zi) -> (i64) {
    %v = memref.load %buf[%i] : memref<?xi64>
    %t = arith.addi %s, %v : i64
    scf.yield %t : i64
  }
  vector.print %sum : i64
  memref.dealloc %buf : memref<?xi64>
  return
}

func.func @big() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %steps = arith.constant 4000000 : index
  %zi = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %grid = memref.alloc() : memref<8x8xi64>
  scf.parallel (%i, %j) = (%c0, %c0) to (%c8, %c8) step (%c1, %c1) {
    %i8 = arith.muli %i, %c8 : index
    %k = arith.addi %i8, %j : index
    %ki = arith.index_cast %k : index to i64
    %inc = arith.addi %ki, %one : i64
    %x = scf.for %s = %c0 to %steps step %c1 iter_args(%acc = %zi) -> (i64) {
      %a = arith.addi %acc, %inc : i64
      scf.yield %a : i64
    }
    memref.store %x, %grid[%i, %j] : memref<8x8xi64>
    scf.reduce
  }
  %sum = scf.for %i = %c0 to %c8 step %c1 iter_args(%s0 = %zi) -> (i64) {
    %row = scf.for %j = %c0 to %c8 step %c1 iter_args(%s1 = %s0) -> (i64) {
      %v = memref.load %grid[%i, %j] : memref<8x8xi64>
      %t = arith.addi %s1, %v : i64
      scf.yield %t : i64
    }
    scf.yield %row : i64
  }
  vector.print %sum : i64
  memref.dealloc %grid : memref<8x8xi64>
  return
}

func.func @main() {
  func.call @tiny() : () -> ()
  func.call @big() : () -> ()
  return
}
