// memrefs in asynchronous code: tasks that write disjoint subviews of a
// buffer they capture, a view passed from one task to the next in an
// !async.value, copies inside tasks, and atomic_rmw / generic_atomic_rmw
// from the blocks of parallel scf.parallel loops, whose totals must be
// exact whatever the number of workers.  The expected output is MLIR
// 19's (tests/exec/differential.sh runs it too; MLIR runs the loops in
// order).
// REQUIRES: asyncrt
// RUN: ASYNCRT_NUM_THREADS=1 asyncc -run %s | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=2 asyncc -run %s | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=4 asyncc -run %s | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=1 asyncc -O2 -run -fparallel-min-task-size=1 %s | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=4 asyncc -O2 -run -fparallel-min-task-size=1 %s | FileCheckExact %s
// RUN: asyncc -O2 -c %s -o %t.o && bash %S/link.sh %t %t.o && ASYNCRT_NUM_THREADS=2 %t | FileCheckExact %s

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}

!top = memref<4x8xf32, strided<[8, 1]>>
!bottom = memref<4x8xf32, strided<[8, 1], offset: 32>>

func.func @tasks(%m: memref<8x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  // The top half: m[i, j] = 8 i + j.
  %t0 = async.execute {
    %s = memref.subview %m[0, 0] [4, 8] [1, 1] : memref<8x8xf32> to !top
    scf.for %i = %c0 to %c4 step %c1 {
      scf.for %j = %c0 to %c8 step %c1 {
        %k = arith.muli %i, %c8 : index
        %l = arith.addi %k, %j : index
        %x = arith.index_cast %l : index to i64
        %f = arith.sitofp %x : i64 to f32
        memref.store %f, %s[%i, %j] : !top
      }
    }
    async.yield
  }
  // The bottom half: -1, and the view handed on.
  %t1, %v1 = async.execute -> !async.value<!bottom> {
    %s = memref.subview %m[4, 0] [4, 8] [1, 1] : memref<8x8xf32> to !bottom
    %neg = arith.constant -1.0 : f32
    scf.for %i = %c0 to %c4 step %c1 {
      scf.for %j = %c0 to %c8 step %c1 {
        memref.store %neg, %s[%i, %j] : !bottom
      }
    }
    async.yield %s : !bottom
  }
  // Once both are done: the right half of the top gets the bottom's
  // left half, and the bottom's last row a copy of the top's first.
  %t2 = async.execute [%t1] (%v1 as %b : !async.value<!bottom>) {
    %dst = memref.subview %m[0, 4] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 4>>
    %src = memref.subview %b[0, 0] [4, 4] [1, 1] : !bottom to memref<4x4xf32, strided<[8, 1], offset: 32>>
    async.await %t0 : !async.token
    memref.copy %src, %dst : memref<4x4xf32, strided<[8, 1], offset: 32>> to memref<4x4xf32, strided<[8, 1], offset: 4>>
    %row = memref.subview %m[0, 0] [1, 8] [1, 1] : memref<8x8xf32> to memref<8xf32, strided<[1]>>
    %last = memref.subview %b[3, 0] [1, 8] [1, 1] : !bottom to memref<8xf32, strided<[1], offset: 56>>
    memref.copy %row, %last : memref<8xf32, strided<[1]>> to memref<8xf32, strided<[1], offset: 56>>
    async.yield
  }
  async.await %t2 : !async.token
  return
}

// Counters updated from every iteration of parallel loops.
func.func @counters(%m: memref<8x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %c1000 = arith.constant 1000 : index
  %n = memref.alloc() : memref<4xi64>
  %z = arith.constant 0 : i64
  scf.for %i = %c0 to %c3 step %c1 {
    memref.store %z, %n[%i] : memref<4xi64>
  }
  %big = arith.constant -9223372036854775807 : i64
  memref.store %big, %n[%c3] : memref<4xi64>
  %sum = memref.alloc() : memref<f32>
  %fz = arith.constant 0.0 : f32
  memref.store %fz, %sum[] : memref<f32>
  %one = arith.constant 1 : i64
  scf.parallel (%i, %j) = (%c0, %c0) to (%c1000, %c8) step (%c1, %c1) {
    // n[0] counts the iterations, n[1] sums i, n[2] counts the even j
    // (a compare-and-swap loop), n[3] keeps the largest i * j.
    %a = memref.atomic_rmw addi %one, %n[%c0] : (i64, memref<4xi64>) -> i64
    %x = arith.index_cast %i : index to i64
    %b = memref.atomic_rmw addi %x, %n[%c1] : (i64, memref<4xi64>) -> i64
    %odd = arith.remui %j, %c2 : index
    %even = arith.cmpi eq, %odd, %c0 : index
    %inc = arith.extui %even : i1 to i64
    %c = memref.generic_atomic_rmw %n[%c2] : memref<4xi64> {
    ^bb0(%cur: i64):
      %new = arith.addi %cur, %inc : i64
      memref.atomic_yield %new : i64
    }
    %ij = arith.muli %i, %j : index
    %y = arith.index_cast %ij : index to i64
    %d = memref.atomic_rmw maxs %y, %n[%c3] : (i64, memref<4xi64>) -> i64
    // Small integers add up exactly in f32, in any order.
    %v = memref.load %m[%c0, %j] : memref<8x8xf32>
    %e = memref.atomic_rmw addf %v, %sum[] : (f32, memref<f32>) -> f32
    scf.reduce
  }
  %nu = memref.cast %n : memref<4xi64> to memref<*xi64>
  call @printMemrefI64(%nu) : (memref<*xi64>) -> ()
  %s = memref.load %sum[] : memref<f32>
  vector.print %s : f32
  memref.dealloc %n : memref<4xi64>
  memref.dealloc %sum : memref<f32>
  return
}

func.func @main() {
  %m = memref.alloc() : memref<8x8xf32>
  call @tasks(%m) : (memref<8x8xf32>) -> ()
  %u = memref.cast %m : memref<8x8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  call @counters(%m) : (memref<8x8xf32>) -> ()
  memref.dealloc %m : memref<8x8xf32>
  return
}

// MLIR 19's output, addresses aside:
// CHECK:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [8, 8] strides = [8, 1] data =
// CHECK-NEXT:{{\[\[}}0,   1,   2,   3,   -1,   -1,   -1,   -1],
// CHECK-NEXT: [8,   9,   10,   11,   -1,   -1,   -1,   -1],
// CHECK-NEXT: [16,   17,   18,   19,   -1,   -1,   -1,   -1],
// CHECK-NEXT: [24,   25,   26,   27,   -1,   -1,   -1,   -1],
// CHECK-NEXT: [-1,   -1,   -1,   -1,   -1,   -1,   -1,   -1],
// CHECK-NEXT: [-1,   -1,   -1,   -1,   -1,   -1,   -1,   -1],
// CHECK-NEXT: [-1,   -1,   -1,   -1,   -1,   -1,   -1,   -1],
// CHECK-NEXT: [0,   1,   2,   3,   -1,   -1,   -1,   -1]]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT:[8000,  3996000,  4000,  6993]
// CHECK-NEXT:2000
