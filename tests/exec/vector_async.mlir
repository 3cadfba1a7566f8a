// Vectors between tasks: !async.value<vector<...>> yielded by
// async.execute and async.func, awaited in other tasks and in @main,
// vectors captured by regions, and a vector<8xf32> (32-byte aligned)
// in a value's 16-byte aligned storage.  Leak-checked (tests/lit.sh),
// at -O0 and -O2, with 1, 2 and 4 workers.
// REQUIRES: asyncrt
// RUN: asyncc -O0 %s -o %t0 && asyncc -O2 %s -o %t2
// RUN: ASYNCRT_NUM_THREADS=1 %t0 | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=2 %t0 | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=4 %t0 | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=1 %t2 | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=2 %t2 | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=4 %t2 | FileCheckExact %s
// RUN: asyncc -feliminate-blocking-await -run %s | FileCheckExact %s

// Picks between its argument and a constant in a coroutine.
async.func @swap_in(%v: vector<4xf32>, %take: i1) -> !async.value<vector<4xf32>> {
  %c = arith.constant dense<[10.0, 20.0, 30.0, 40.0]> : vector<4xf32>
  %r = arith.select %take, %c, %v : vector<4xf32>
  return %r : vector<4xf32>
}

// A value produced by a task that captures the function's argument.
func.func @produce(%v: vector<4xf32>) -> !async.value<vector<4xf32>> {
  %t, %r = async.execute -> !async.value<vector<4xf32>> {
    async.yield %v : vector<4xf32>
  }
  return %r : !async.value<vector<4xf32>>
}

func.func @main() {
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %true = arith.constant true
  %false = arith.constant false

  // CHECK:( 1, 2, 3, 4 )
  %r = call @produce(%a) : (vector<4xf32>) -> !async.value<vector<4xf32>>
  %v = async.await %r : !async.value<vector<4xf32>>
  vector.print %v : vector<4xf32>

  // A chain of tasks handing the vector on through values.
  // CHECK-NEXT:( 10, 20, 30, 40 )
  // CHECK-NEXT:( 1, 2, 3, 4 )
  %t1, %r1 = async.execute (%r as %x: !async.value<vector<4xf32>>) -> !async.value<vector<4xf32>> {
    %s = async.call @swap_in(%x, %true) : (vector<4xf32>, i1) -> !async.value<vector<4xf32>>
    %y = async.await %s : !async.value<vector<4xf32>>
    async.yield %y : vector<4xf32>
  }
  %t2, %r2 = async.execute [%t1] (%r as %x: !async.value<vector<4xf32>>) -> !async.value<vector<4xf32>> {
    %s = async.call @swap_in(%x, %false) : (vector<4xf32>, i1) -> !async.value<vector<4xf32>>
    %y = async.await %s : !async.value<vector<4xf32>>
    async.yield %y : vector<4xf32>
  }
  %v1 = async.await %r1 : !async.value<vector<4xf32>>
  vector.print %v1 : vector<4xf32>
  %v2 = async.await %r2 : !async.value<vector<4xf32>>
  vector.print %v2 : vector<4xf32>

  // Wider than the runtime's storage alignment; n-d; i1 masks.
  // CHECK-NEXT:( 0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5 )
  // CHECK-NEXT:( ( 1, 2 ), ( 3, 4 ) )
  // CHECK-NEXT:( 1, 0, 0, 1 )
  %t3, %r3 = async.execute -> !async.value<vector<8xf32>> {
    %e = arith.constant dense<[0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5]> : vector<8xf32>
    async.yield %e : vector<8xf32>
  }
  %t4, %r4 = async.execute [%t3] -> !async.value<vector<2x2xi64>> {
    %e = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi64>
    async.yield %e : vector<2x2xi64>
  }
  %t5, %r5 = async.execute -> !async.value<vector<4xi1>> {
    %e = arith.constant dense<[true, false, false, true]> : vector<4xi1>
    async.yield %e : vector<4xi1>
  }
  %v3 = async.await %r3 : !async.value<vector<8xf32>>
  vector.print %v3 : vector<8xf32>
  %v4 = async.await %r4 : !async.value<vector<2x2xi64>>
  vector.print %v4 : vector<2x2xi64>
  %v5 = async.await %r5 : !async.value<vector<4xi1>>
  vector.print %v5 : vector<4xi1>
  return
}
