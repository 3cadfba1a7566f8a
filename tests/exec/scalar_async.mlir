// The scalar dialects inside asynchronous code: math in async.execute
// tasks, index arithmetic and math in scf.parallel and scf.forall loops
// run by the workers, cf.switch and scf.index_switch with awaits in an
// async.func's branches (a coroutine suspends there), scf.execute_region
// with an await inside a task, and a function value called in a task.
// Reference counting and the coroutine lowering must be unaffected: the
// runs are leak-checked (tests/lit.sh sets ASYNCRT_CHECK_LEAKS=1), at
// -O0 and -O2, with 1, 2 and 4 workers.  MLIR 19 rejects awaits nested in
// regions of coroutines, so the expected values are worked out by hand
// (each says how).
// REQUIRES: asyncrt
// RUN: ASYNCRT_NUM_THREADS=1 asyncc -run %s | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=2 asyncc -run %s | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=4 asyncc -run %s | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=1 asyncc -O2 -run -fparallel-min-task-size=1 %s | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=2 asyncc -O2 -run %s | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=4 asyncc -O2 -run -fparallel-min-task-size=1 %s | FileCheckExact %s
// RUN: asyncc -O2 -c %s -o %t.o && bash %S/link.sh %t %t.o && ASYNCRT_NUM_THREADS=4 %t | FileCheckExact %s
// RUN: asyncc -O0 -feliminate-blocking-await -c %s -o %t0.o && bash %S/link.sh %t0 %t0.o && ASYNCRT_NUM_THREADS=2 %t0 | FileCheckExact %s

// A task per input: hypot by sqrt and fma, then rounded; the results
// travel as !async.value<f64>.
func.func @hypot(%a: f64, %b: f64) -> !async.value<f64> {
  %t, %v = async.execute -> !async.value<f64> {
    %bb = arith.mulf %b, %b : f64
    %s = math.fma %a, %a, %bb : f64
    %r = math.sqrt %s : f64
    %k = math.roundeven %r : f64
    async.yield %k : f64
  }
  return %v : !async.value<f64>
}

// An async.func that branches on its argument with cf.switch; one
// branch awaits a task (the coroutine suspends inside the switch's
// destination), one computes directly, the default returns a constant.
async.func @route(%k: i32, %x: i64) -> !async.value<i64> {
  cf.switch %k : i32, [
    default: ^dflt,
    1: ^task(%x : i64),
    2: ^direct(%x : i64)
  ]
^task(%y: i64):
  %t, %v = async.execute -> !async.value<i64> {
    %c3 = arith.constant 3 : i64
    %p = math.ipowi %y, %c3 : i64
    async.yield %p : i64
  }
  %r = async.await %v : !async.value<i64>
  return %r : i64
^direct(%z: i64):
  %ab = math.absi %z : i64
  return %ab : i64
^dflt:
  %m = arith.constant -1 : i64
  return %m : i64
}

// scf.index_switch in an async.func, an await in one case.
async.func @lookup(%i: index, %tok: !async.token) -> !async.value<i32> {
  %r = scf.index_switch %i -> i32
  case 2 {
    async.await %tok : !async.token
    %a = arith.constant 20 : i32
    scf.yield %a : i32
  }
  case 4294967298 {
    %b = arith.constant 42 : i32
    scf.yield %b : i32
  }
  default {
    %d = arith.constant 0 : i32
    scf.yield %d : i32
  }
  return %r : i32
}

func.func private @square(%x: i64) -> i64 {
  %r = arith.muli %x, %x : i64
  return %r : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1000 : index

  // 3-4-5, 5-12-13, 8-15-17, 20-21-29.
  // CHECK:5
  // CHECK-NEXT:13
  // CHECK-NEXT:17
  // CHECK-NEXT:29
  %f3 = arith.constant 3.0 : f64
  %f4 = arith.constant 4.0 : f64
  %f5 = arith.constant 5.0 : f64
  %f12 = arith.constant 12.0 : f64
  %f8 = arith.constant 8.0 : f64
  %f15 = arith.constant 15.0 : f64
  %f20 = arith.constant 20.0 : f64
  %f21 = arith.constant 21.0 : f64
  %h1 = func.call @hypot(%f3, %f4) : (f64, f64) -> !async.value<f64>
  %h2 = func.call @hypot(%f5, %f12) : (f64, f64) -> !async.value<f64>
  %h3 = func.call @hypot(%f8, %f15) : (f64, f64) -> !async.value<f64>
  %h4 = func.call @hypot(%f20, %f21) : (f64, f64) -> !async.value<f64>
  %v1 = async.await %h1 : !async.value<f64>
  %v2 = async.await %h2 : !async.value<f64>
  %v3 = async.await %h3 : !async.value<f64>
  %v4 = async.await %h4 : !async.value<f64>
  vector.print %v1 : f64
  vector.print %v2 : f64
  vector.print %v3 : f64
  vector.print %v4 : f64

  // A parallel loop of index arithmetic and math, reduced: for i below
  // 1000, (i floordiv 7) - (i ceildiv 7) + ctpop(i) + (i rem 5), summed.
  // floor - ceil is -1 unless 7 divides i (143 of them): -857; the bits
  // set in 0..999 add up to 4932; the remainders to 200 * 10 = 2000.
  // CHECK-NEXT:6075
  %zero = arith.constant 0 : i64
  %sum = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%zero) -> i64 {
    %c7 = index.constant 7
    %c5 = index.constant 5
    %fl = index.floordivs %i, %c7
    %ce = index.ceildivs %i, %c7
    %d = index.sub %fl, %ce
    %r = index.rems %i, %c5
    %ii = index.casts %i : index to i64
    %pop = math.ctpop %ii : i64
    %dd = index.casts %d : index to i64
    %rr = index.castu %r : index to i64
    %a = arith.addi %dd, %pop : i64
    %b = arith.addi %a, %rr : i64
    scf.reduce(%b : i64) {
    ^bb0(%x: i64, %y: i64):
      %s = arith.addi %x, %y : i64
      scf.reduce.return %s : i64
    }
  }
  vector.print %sum : i64

  // scf.forall inside a task, math in its body: m[i] = floor(sqrt(i))
  // for i below 1000, then summed: sum over k of k * (2k + 1) for k up
  // to 30, plus 31 * (1000 - 961) = 19375 + 1209.
  // CHECK-NEXT:20584
  %m = memref.alloc(%n) : memref<?xi64>
  %tf = async.execute {
    scf.forall (%i) in (%n) {
      %ii = arith.index_cast %i : index to i64
      %fi = arith.sitofp %ii : i64 to f64
      %s = math.sqrt %fi : f64
      %fl = math.floor %s : f64
      %k = arith.fptosi %fl : f64 to i64
      memref.store %k, %m[%i] : memref<?xi64>
    }
    async.yield
  }
  async.await %tf : !async.token
  %tot = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
    %v = memref.load %m[%i] : memref<?xi64>
    %a = arith.addi %acc, %v : i64
    scf.yield %a : i64
  }
  vector.print %tot : i64
  memref.dealloc %m : memref<?xi64>

  // cf.switch in a coroutine: 7 cubed by a task, |-9|, the default.
  // CHECK-NEXT:343
  // CHECK-NEXT:9
  // CHECK-NEXT:-1
  %k1 = arith.constant 1 : i32
  %k2 = arith.constant 2 : i32
  %k5 = arith.constant 5 : i32
  %x7 = arith.constant 7 : i64
  %xm9 = arith.constant -9 : i64
  %r1 = async.call @route(%k1, %x7) : (i32, i64) -> !async.value<i64>
  %r2 = async.call @route(%k2, %xm9) : (i32, i64) -> !async.value<i64>
  %r3 = async.call @route(%k5, %x7) : (i32, i64) -> !async.value<i64>
  %w1 = async.await %r1 : !async.value<i64>
  %w2 = async.await %r2 : !async.value<i64>
  %w3 = async.await %r3 : !async.value<i64>
  vector.print %w1 : i64
  vector.print %w2 : i64
  vector.print %w3 : i64

  // scf.index_switch in a coroutine: case 2 awaits a token; 2^32 + 2 is
  // its own case, not 2 (MLIR's lowering would truncate it to i32).
  // CHECK-NEXT:20
  // CHECK-NEXT:42
  // CHECK-NEXT:0
  %gate = async.execute {
    async.yield
  }
  %i2 = arith.constant 2 : index
  %ibig = arith.constant 4294967298 : index
  %i9 = arith.constant 9 : index
  %l1 = async.call @lookup(%i2, %gate) : (index, !async.token) -> !async.value<i32>
  %l2 = async.call @lookup(%ibig, %gate) : (index, !async.token) -> !async.value<i32>
  %l3 = async.call @lookup(%i9, %gate) : (index, !async.token) -> !async.value<i32>
  %u1 = async.await %l1 : !async.value<i32>
  %u2 = async.await %l2 : !async.value<i32>
  %u3 = async.await %l3 : !async.value<i32>
  vector.print %u1 : i32
  vector.print %u2 : i32
  vector.print %u3 : i32

  // scf.execute_region in a task, an await in one of its blocks, and a
  // function value called there: square(6) + 1 when the flag is set.
  // CHECK-NEXT:37
  // CHECK-NEXT:0
  %sq = func.constant @square : (i64) -> i64
  %six = arith.constant 6 : i64
  %true = arith.constant true
  %false = arith.constant false
  %inner, %iv = async.execute -> !async.value<i64> {
    %c1i = arith.constant 1 : i64
    async.yield %c1i : i64
  }
  %e1, %ev1 = async.execute -> !async.value<i64> {
    %r = scf.execute_region -> i64 {
      cf.cond_br %true, ^wait, ^skip
    ^wait:
      %one = async.await %iv : !async.value<i64>
      %s = func.call_indirect %sq(%six) : (i64) -> i64
      %t = arith.addi %s, %one : i64
      scf.yield %t : i64
    ^skip:
      %z = arith.constant 0 : i64
      scf.yield %z : i64
    }
    async.yield %r : i64
  }
  %e2, %ev2 = async.execute -> !async.value<i64> {
    %r = scf.execute_region -> i64 {
      cf.cond_br %false, ^wait, ^skip
    ^wait:
      %one = async.await %iv : !async.value<i64>
      scf.yield %one : i64
    ^skip:
      %z = arith.constant 0 : i64
      scf.yield %z : i64
    }
    async.yield %r : i64
  }
  %o1 = async.await %ev1 : !async.value<i64>
  %o2 = async.await %ev2 : !async.value<i64>
  vector.print %o1 : i64
  vector.print %o2 : i64
  return
}
// CHECK-NOT:{{.}}
