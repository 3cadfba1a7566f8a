// Vectors live across an await: coroutine frames hold them, and a
// vector<8xf32> (32-byte aligned, more than the runtime's frame free
// lists give) or vector<2x8xf32> makes the frame come from aligned_alloc.
// Both an async.func and async.execute bodies, computed before the
// suspension and used after it.  Leak-checked (tests/lit.sh), at -O0 and
// -O2, with 1, 2 and 4 workers; the output is MLIR 19's
// (tests/exec/differential.sh).
// REQUIRES: asyncrt
// RUN: asyncc -O0 %s -o %t0 && asyncc -O2 %s -o %t2
// RUN: ASYNCRT_NUM_THREADS=1 %t0 | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=2 %t0 | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=4 %t0 | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=1 %t2 | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=2 %t2 | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=4 %t2 | FileCheckExact %s

// Scales %v before awaiting %t and adds the awaited value after: %s, a
// vector<8xf32>, is live across the suspension.
async.func @scale_then_add(%v: vector<8xf32>, %t: !async.value<vector<8xf32>>) -> !async.value<vector<8xf32>> {
  %two = arith.constant dense<2.0> : vector<8xf32>
  %s = arith.mulf %v, %two : vector<8xf32>
  %w = async.await %t : !async.value<vector<8xf32>>
  %r = arith.addf %s, %w : vector<8xf32>
  return %r : vector<8xf32>
}

// A 2-d vector (an array of two vector<8xf32>) across an await of a token.
async.func @keep_matrix(%m: vector<2x8xi32>, %t: !async.token) -> !async.value<vector<2x8xi32>> {
  %one = arith.constant dense<1> : vector<2x8xi32>
  %n = arith.addi %m, %one : vector<2x8xi32>
  async.await %t : !async.token
  %r = arith.muli %n, %n : vector<2x8xi32>
  return %r : vector<2x8xi32>
}

func.func @main() {
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : vector<8xf32>
  %b = arith.constant dense<0.25> : vector<8xf32>

  // A producer task, awaited by a coroutine holding a vector<8xf32>.
  %t0, %r0 = async.execute -> !async.value<vector<8xf32>> {
    %c = arith.constant dense<0.5> : vector<8xf32>
    %d = arith.addf %c, %c : vector<8xf32>
    async.yield %d : vector<8xf32>
  }
  // CHECK:( 3, 5, 7, 9, 11, 13, 15, 17 )
  %r1 = async.call @scale_then_add(%a, %r0) : (vector<8xf32>, !async.value<vector<8xf32>>) -> !async.value<vector<8xf32>>
  %v1 = async.await %r1 : !async.value<vector<8xf32>>
  vector.print %v1 : vector<8xf32>

  // An async.execute body computing a vector before its await and using
  // it after; the value it awaits (captured, not an operand) comes from
  // another task.
  // CHECK-NEXT:( 3.25, 5.25, 7.25, 9.25, 11.25, 13.25, 15.25, 17.25 )
  %t2, %r2 = async.execute -> !async.value<vector<8xf32>> {
    %h = arith.addf %b, %b : vector<8xf32>
    %k = arith.subf %h, %b : vector<8xf32>
    %y = async.await %r1 : !async.value<vector<8xf32>>
    %z = arith.addf %y, %k : vector<8xf32>
    async.yield %z : vector<8xf32>
  }
  %v2 = async.await %r2 : !async.value<vector<8xf32>>
  vector.print %v2 : vector<8xf32>

  // CHECK-NEXT:( ( 1, 4, 9, 16, 25, 36, 49, 64 ), ( 0, 1, 4, 9, 16, 25, 36, 49 ) )
  %m = arith.constant dense<[[0, 1, 2, 3, 4, 5, 6, 7], [-1, 0, 1, 2, 3, 4, 5, 6]]> : vector<2x8xi32>
  %t3 = async.execute {
    async.yield
  }
  %r3 = async.call @keep_matrix(%m, %t3) : (vector<2x8xi32>, !async.token) -> !async.value<vector<2x8xi32>>
  %v3 = async.await %r3 : !async.value<vector<2x8xi32>>
  vector.print %v3 : vector<2x8xi32>

  // Elementwise truncation of a vector to bf16 rounds each lane to nearest
  // even, as a scalar truncf does.
  // CHECK-NEXT:( 1, 1, 1.01562, 3.14062, -2 )
  %f = arith.constant dense<[1.0, 1.00390625, 1.01171875, 3.14159, -2.0]> : vector<5xf32>
  %g = arith.truncf %f : vector<5xf32> to vector<5xbf16>
  %gf = arith.extf %g : vector<5xbf16> to vector<5xf32>
  vector.print %gf : vector<5xf32>
  return
}
