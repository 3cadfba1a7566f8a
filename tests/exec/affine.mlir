// The affine dialect run: loops with constant, symbol and min/max map
// bounds and steps, iter_args, affine.if with and without else,
// subscripts with floordiv, mod and symbols, apply, min, max,
// affine.parallel with reductions (run on the workers), the vector
// loads and stores, and a prefetch (no output of its own).  The expected
// output is MLIR 19's (lower-affine, then its LLVM pipeline):
// tests/exec/differential.sh runs the program both ways.
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O2 -run %s | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=1 asyncc -O2 -run -fparallel-min-task-size=1 %s | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=4 asyncc -run -fparallel-min-task-size=3 %s | FileCheckExact %s

// A[i][j] = i * 10 + j for the rows [lo, hi) and columns below min(n, 8),
// every other row; the sum of what it wrote.
func.func @fill(%A: memref<8x8xi64>, %lo: index, %hi: index, %n: index) -> i64 {
  %z = arith.constant 0 : i64
  %s = affine.for %i = max affine_map<()[s0] -> (s0, 0)>()[%lo] to min affine_map<()[s0] -> (s0, 8)>()[%hi] step 2 iter_args(%acc = %z) -> (i64) {
    %r = affine.for %j = 0 to min affine_map<()[s0] -> (s0, 8)>()[%n] iter_args(%a = %acc) -> (i64) {
      %v = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1)>(%i, %j)
      %vi = arith.index_cast %v : index to i64
      affine.store %vi, %A[%i, %j] : memref<8x8xi64>
      %b = arith.addi %a, %vi : i64
      affine.yield %b : i64
    }
    affine.yield %r : i64
  }
  return %s : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0 : i64
  %A = memref.alloc() : memref<8x8xi64>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      affine.store %zero, %A[%i, %j] : memref<8x8xi64>
    }
  }
  // Rows 1, 3, 5 and 7, columns 0 to 4.
  // CHECK:840
  %s = call @fill(%A, %c1, %c8, %c5) : (memref<8x8xi64>, index, index, index) -> i64
  vector.print %s : i64
  // Subscripts with floordiv, mod and a symbol: A[(i + 3) floordiv 2][(i * 3) mod 8].
  // CHECK-NEXT:10
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  // CHECK-NEXT:31
  // CHECK-NEXT:34
  affine.for %i = 0 to 5 {
    %v = affine.load %A[(%i + 3) floordiv 2, (%i * 3 + symbol(%c1) - 1) mod 8] : memref<8x8xi64>
    vector.print %v : i64
  }
  // apply, min and max of several results.
  // CHECK-NEXT:17
  // CHECK-NEXT:2
  // CHECK-NEXT:5
  %a = affine.apply affine_map<(d0)[s0] -> (d0 * 3 + s0 - 7)>(%c8)[%c0]
  %b = affine.min affine_map<(d0, d1) -> (d0, d1 - 3, 9)>(%a, %c5)
  %m = affine.max affine_map<(d0)[s0] -> (d0, s0 + 1, d0 ceildiv 3)>(%c5)[%b]
  %ai = arith.index_cast %a : index to i64
  %bi = arith.index_cast %b : index to i64
  %mi = arith.index_cast %m : index to i64
  vector.print %ai : i64
  vector.print %bi : i64
  vector.print %mi : i64
  // affine.if: i in [2, 6) and even; with results.
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  // CHECK-NEXT:102
  // CHECK-NEXT:0
  // CHECK-NEXT:104
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  affine.for %i = 0 to 8 {
    %ii = arith.index_cast %i : index to i64
    %hundred = arith.constant 100 : i64
    %x = arith.addi %ii, %hundred : i64
    %r = affine.if affine_set<(d0) : (d0 - 2 >= 0, -d0 + 5 >= 0, d0 mod 2 == 0)>(%i) -> i64 {
      affine.yield %x : i64
    } else {
      affine.yield %zero : i64
    }
    vector.print %r : i64
  }
  // affine.if without else, on a symbol.
  // CHECK-NEXT:5
  affine.if affine_set<()[s0] : (s0 - 5 == 0)>()[%c5] {
    %c5i = arith.index_cast %c5 : index to i64
    vector.print %c5i : i64
  }
  // affine.parallel: a 2-d loop writing, then reductions over it
  // (addi, muli, andi and maximumf on exact values).
  %F = memref.alloc() : memref<8x8xf32>
  affine.parallel (%i, %j) = (0, 0) to (8, 8) {
    %v = affine.load %A[%i, %j] : memref<8x8xi64>
    %f = arith.sitofp %v : i64 to f32
    affine.store %f, %F[%i, %j] : memref<8x8xf32>
  }
  // CHECK-NEXT:840
  // CHECK-NEXT:3
  // CHECK-NEXT:6
  // CHECK-NEXT:74
  %sum, %prod, %and, %max = affine.parallel (%i, %j) = (0, 0) to (8, 8) reduce ("addi", "muli", "andi", "maximumf") -> (i64, i64, i64, f32) {
    %v = affine.load %A[%i, %j] : memref<8x8xi64>
    %f = affine.load %F[%i, %j] : memref<8x8xf32>
    %one = arith.constant 1 : i64
    %three = arith.constant 3 : i64
    %is = arith.cmpi eq, %i, %j : index
    %p = arith.select %is, %three, %one : i64
    %is0 = arith.cmpi eq, %i, %c0 : index
    %q = arith.select %is0, %p, %one : i64
    %mask = arith.constant 6 : i64
    %bits = arith.ori %v, %mask : i64
    affine.yield %v, %q, %bits, %f : i64, i64, i64, f32
  }
  vector.print %sum : i64
  vector.print %prod : i64
  vector.print %and : i64
  vector.print %max : f32
  // A parallel loop with a step and bound groups.
  // CHECK-NEXT:96
  %t = affine.parallel (%i) = (max(%c1, 0)) to (min(%c8, 7)) step (2) reduce ("addi") -> (i64) {
    %v = affine.load %A[%i, 2] : memref<8x8xi64>
    affine.yield %v : i64
  }
  vector.print %t : i64
  // affine.vector_load and affine.vector_store: rows of F (F[i][j] =
  // 10 * i + j where i is odd and j < 5, else 0), doubled from column 2
  // and written back from column i; a subscript with a symbol.
  // CHECK-NEXT:( 0, 0, 0, 0, 0, 0, 0, 0 )
  // CHECK-NEXT:( 10, 24, 26, 28, 0, 0, 0, 0 )
  // CHECK-NEXT:( 0, 0, 0, 0, 0, 0, 0, 0 )
  // CHECK-NEXT:( 30, 31, 32, 64, 66, 68, 0, 0 )
  affine.for %i = 0 to 4 {
    affine.prefetch %F[%i + 1, 2], read, locality<3>, data : memref<8x8xf32>
    %v = affine.vector_load %F[%i, 2] : memref<8x8xf32>, vector<4xf32>
    %w = arith.addf %v, %v : vector<4xf32>
    affine.vector_store %w, %F[%i, %i + symbol(%c0)] : memref<8x8xf32>, vector<4xf32>
    %row = affine.vector_load %F[%i, 0] : memref<8x8xf32>, vector<8xf32>
    vector.print %row : vector<8xf32>
  }
  memref.dealloc %A : memref<8x8xi64>
  memref.dealloc %F : memref<8x8xf32>
  return
}
