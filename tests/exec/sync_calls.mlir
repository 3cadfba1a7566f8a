// async.func calls that cannot suspend run as plain calls of plain twins
// (src/passes/sync_calls.c): results, errors and the places awaits sit
// must mean what they meant.
//   - mutual recursion through awaits of each other's results, with the
//     awaits inside scf.if and scf.for;
//   - a cf.assert failing deep in the recursion puts the outermost result
//     in the error state, seen through a call left asynchronous (its
//     result is also read by async.runtime.is_error);
//   - a function awaiting a task's token keeps its coroutine, and so do
//     its callers;
//   - a task awaiting a twin's result sees its error too.
// (sync_calls_abort.mlir: a plain function awaiting a failed result.)
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O2 -run %s | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=1 asyncc -O2 -run %s | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=4 asyncc -run -feliminate-blocking-await %s | FileCheckExact %s
// RUN: asyncc -O2 -c %s -o %t.o && bash %S/link.sh %t %t.o && %t | FileCheckExact %s
// RUN: asyncc --print-ir=runtime %s | FileCheck %s --check-prefix=IR

// IR-LABEL: func.func @main()
// IR: call @even.sync
// IR: call @waits_task(
// IR-LABEL: func.func private @even.sync(%arg0: i64) -> (i64, i1)
// IR: call @odd.sync(
// IR-LABEL: func.func private @odd.sync(%arg0: i64) -> (i64, i1)
// IR: call @even.sync(

// even(n) = n == 0 ? 1 : odd(n - 1); odd(n) = n == 0 ? 0 : even(n - 1),
// each also asserting n < 1000.  The value is 1 for even n.
async.func @even(%n: i64) -> !async.value<i64> {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %lim = arith.constant 1000 : i64
  %ok = arith.cmpi slt, %n, %lim : i64
  cf.assert %ok, "too deep"
  %z = arith.cmpi eq, %n, %c0 : i64
  %r = scf.if %z -> (i64) {
    scf.yield %c1 : i64
  } else {
    %m = arith.subi %n, %c1 : i64
    %v = async.call @odd(%m) : (i64) -> !async.value<i64>
    %x = async.await %v : !async.value<i64>
    scf.yield %x : i64
  }
  return %r : i64
}

async.func @odd(%n: i64) -> !async.value<i64> {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %z = arith.cmpi eq, %n, %c0 : i64
  cf.cond_br %z, ^zero, ^more
^zero:
  return %c0 : i64
^more:
  %m = arith.subi %n, %c1 : i64
  %v = async.call @even(%m) : (i64) -> !async.value<i64>
  %x = async.await %v : !async.value<i64>
  return %x : i64
}

// Sums even(i) for i < n in a loop of awaits: n / 2 rounded up.
async.func @count_even(%n: index) -> !async.value<i64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %v = async.call @even(%ii) : (i64) -> !async.value<i64>
    %x = async.await %v : !async.value<i64>
    %a = arith.addi %acc, %x : i64
    scf.yield %a : i64
  }
  return %s : i64
}

// Awaits a task: may suspend, so no twin.
async.func @waits_task() -> !async.value<i64> {
  %t, %v = async.execute -> !async.value<i64> {
    %c = arith.constant 7 : i64
    async.yield %c : i64
  }
  %x = async.await %v : !async.value<i64>
  return %x : i64
}

func.func @main() {
  // CHECK:1
  %big = arith.constant 500 : i64
  %v0 = async.call @even(%big) : (i64) -> !async.value<i64>
  %x0 = async.await %v0 : !async.value<i64>
  vector.print %x0 : i64

  // CHECK-NEXT:50
  %c100 = arith.constant 100 : index
  %v1 = async.call @count_even(%c100) : (index) -> !async.value<i64>
  %x1 = async.await %v1 : !async.value<i64>
  vector.print %x1 : i64

  // 1500 fails its assert three levels down; the error reaches us.
  // CHECK-NEXT:1
  %deep = arith.constant 1002 : i64
  %v2 = async.call @even(%deep) : (i64) -> !async.value<i64>
  async.runtime.await %v2 : !async.value<i64>
  %e2 = async.runtime.is_error %v2 : !async.value<i64>
  vector.print %e2 : i1

  // A task awaiting a failed twin's result fails too.
  // CHECK-NEXT:1
  %t3 = async.execute {
    %v = async.call @odd(%deep) : (i64) -> !async.value<i64>
    %x = async.await %v : !async.value<i64>
    vector.print %x : i64
    async.yield
  }
  async.runtime.await %t3 : !async.token
  %e3 = async.runtime.is_error %t3 : !async.token
  vector.print %e3 : i1

  // CHECK-NEXT:7
  %v4 = async.call @waits_task() : () -> !async.value<i64>
  %x4 = async.await %v4 : !async.value<i64>
  vector.print %x4 : i64
  return
}
