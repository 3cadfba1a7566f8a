// A continuation that blocks must not run on top of the task that woke
// it.  %x sets its value available, then its token.  %y waits for the
// value, so it is woken between the two; it then blocks on %z, which
// needs %x's token.  Run inline inside %x's completion (as libasyncrt
// once did), %y buried the frame that was to set that token: a deadlock
// with any number of workers.  (Found by the program generator.)
// REQUIRES: asyncrt
// RUN: asyncc %s -o %t
// RUN: ASYNCRT_NUM_THREADS=1 timeout 60 %t | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=2 timeout 60 %t | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=4 timeout 60 %t | FileCheckExact %s

func.func @wait(%v: !async.value<i32>) -> i32 {
  %r = async.await %v : !async.value<i32>
  return %r : i32
}

func.func @main() {
  %e = async.execute {
    %x, %xv = async.execute -> !async.value<i32> {
      %one = arith.constant 1 : i32
      async.yield %one : i32
    }
    %y = async.execute (%xv as %i: !async.value<i32>) {
      %z, %zv = async.execute [%x] -> !async.value<i32> {
        %two = arith.constant 2 : i32
        async.yield %two : i32
      }
      %r = func.call @wait(%zv) : (!async.value<i32>) -> i32
      %s = arith.addi %r, %i : i32
      // CHECK:3
      vector.print %s : i32
      async.yield
    }
    async.await %y : !async.token
    async.yield
  }
  async.await %e : !async.token
  return
}
