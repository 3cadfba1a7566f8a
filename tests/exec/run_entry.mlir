// -run -e NAME calls @NAME instead of @main, as mlir-cpu-runner's -e
// does: a module in the style of MLIR's async integration tests, whose
// entry point is @entry and which has no @main at all.  Its tasks run
// with 1, 2 and 4 workers; -feliminate-blocking-await leaves the entry
// point a blocking function, as it leaves @main.
// REQUIRES: asyncrt
// RUN: asyncc -run -e entry %s | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=1 asyncc -O2 -e entry -run %s | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=2 asyncc -O2 -run -e entry %s | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=4 asyncc -O0 -run --entry=entry %s | FileCheckExact %s
// RUN: asyncc -feliminate-blocking-await -run -e entry %s | FileCheckExact %s
// An entry point returning i32 gives the exit status.
// RUN: asyncc -run -e status %s; test $? = 5
// RUN: asyncc -O2 -run -e status %s; test $? = 5
// Without -e, -run wants @main.
// RUN: not asyncc -run %s 2>&1 | FileCheck %s --check-prefix=NOMAIN
// NOMAIN: error: -run needs a function @main defined in the module

// A "dynamic" bound the optimizer cannot see through.
func.func @ten() -> index {
  %n = arith.constant 10 : index
  return %n : index
}

func.func @sum_squares(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %m = memref.alloc(%n) : memref<?xi64>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %x = arith.index_cast %i : index to i64
    %sq = arith.muli %x, %x : i64
    memref.store %sq, %m[%i] : memref<?xi64>
  }
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
    %v = memref.load %m[%i] : memref<?xi64>
    %a = arith.addi %acc, %v : i64
    scf.yield %a : i64
  }
  memref.dealloc %m : memref<?xi64>
  return %s : i64
}

func.func @entry() {
  %n = call @ten() : () -> index
  // The sum of the squares below 10, in a task and awaited.
  // CHECK:285
  %t, %v = async.execute -> !async.value<i64> {
    %s = func.call @sum_squares(%n) : (index) -> i64
    async.yield %s : i64
  }
  %r = async.await %v : !async.value<i64>
  vector.print %r : i64
  // A group of tasks, each printing after the previous one.
  // CHECK-NEXT:1
  // CHECK-NEXT:2
  %c2 = arith.constant 2 : index
  %g = async.create_group %c2 : !async.group
  %t1 = async.execute {
    %one = arith.constant 1 : i64
    vector.print %one : i64
    async.yield
  }
  %t2 = async.execute [%t1] {
    %two = arith.constant 2 : i64
    vector.print %two : i64
    async.yield
  }
  %i1 = async.add_to_group %t1, %g : !async.token
  %i2 = async.add_to_group %t2, %g : !async.token
  async.await_all %g
  // CHECK-NEXT:done
  vector.print str "done\n"
  return
}

func.func @status() -> i32 {
  %c5 = arith.constant 5 : i32
  return %c5 : i32
}
