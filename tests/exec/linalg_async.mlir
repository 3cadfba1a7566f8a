// affine and linalg inside tasks: an async.func whose affine loops fill
// a matrix and sum it, a linalg.matmul and a linalg.generic in two
// async.execute bodies at once (their parallel loops run on the workers,
// from inside the tasks), linalg ops nested in an scf.parallel (run
// sequentially inside its blocks), an affine.parallel reduction whose
// result a task yields, and an async.func running linalg on its
// arguments.  Values are small integers in f32, so every reduction
// order gives the same sums.  The expected output is MLIR 19's:
// tests/exec/differential.sh runs the program both ways.  Leak-checked
// (tests/lit.sh), at -O0 and -O2, with 1, 2 and 4 workers.
// REQUIRES: asyncrt
// RUN: asyncc -O0 %s -o %t0 && asyncc -O2 %s -o %t2
// RUN: ASYNCRT_NUM_THREADS=1 %t0 | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=2 %t0 | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=4 %t0 | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=1 %t2 | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=2 %t2 | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=4 %t2 | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=2 asyncc -O2 -run -fparallel-min-task-size=1 %s | FileCheckExact %s
// RUN: asyncc -run -feliminate-blocking-await %s | FileCheckExact %s

func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

// A[i][j] = (i * 16 + j) mod 7 with affine loops (constant bounds: an
// async.func is no affine scope), and the sum of the matrix.
async.func @init(%A: memref<16x16xf32>) -> !async.value<f32> {
  %z = arith.constant 0.0 : f32
  %s = affine.for %i = 0 to 16 iter_args(%a = %z) -> (f32) {
    %r = affine.for %j = 0 to 16 iter_args(%b = %a) -> (f32) {
      %v = affine.apply affine_map<(d0, d1) -> ((d0 * 16 + d1) mod 7)>(%i, %j)
      %vi = arith.index_cast %v : index to i32
      %f = arith.sitofp %vi : i32 to f32
      affine.store %f, %A[%i, %j] : memref<16x16xf32>
      %c = arith.addf %b, %f : f32
      affine.yield %c : f32
    }
    affine.yield %r : f32
  }
  return %s : f32
}

// out = in * 2 + 1, elementwise, in a coroutine.
async.func @scale(%in: memref<16x16xf32>, %out: memref<16x16xf32>) -> !async.token {
  linalg.map ins(%in : memref<16x16xf32>) outs(%out : memref<16x16xf32>)
    (%x: f32) {
      %two = arith.constant 2.0 : f32
      %one = arith.constant 1.0 : f32
      %d = arith.mulf %x, %two : f32
      %e = arith.addf %d, %one : f32
      linalg.yield %e : f32
    }
  return
}

// The sum of a matrix, through linalg.reduce twice.
func.func @total(%M: memref<16x16xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %rows = memref.alloc() : memref<16xf32>
  linalg.fill ins(%z : f32) outs(%rows : memref<16xf32>)
  linalg.reduce { arith.addf } ins(%M : memref<16x16xf32>) outs(%rows : memref<16xf32>) dimensions = [1]
  %all = memref.alloc() : memref<f32>
  linalg.fill ins(%z : f32) outs(%all : memref<f32>)
  linalg.reduce { arith.addf } ins(%rows : memref<16xf32>) outs(%all : memref<f32>) dimensions = [0]
  %r = memref.load %all[] : memref<f32>
  memref.dealloc %rows : memref<16xf32>
  memref.dealloc %all : memref<f32>
  return %r : f32
}

func.func @main() {
  %z = arith.constant 0.0 : f32
  %A = memref.alloc() : memref<16x16xf32>
  %B = memref.alloc() : memref<16x16xf32>
  %C = memref.alloc() : memref<16x16xf32>
  %T = memref.alloc() : memref<16x16xf32>
  // CHECK:762
  %sv = async.call @init(%A) : (memref<16x16xf32>) -> !async.value<f32>
  %s = async.await %sv : !async.value<f32>
  vector.print %s : f32

  // Two tasks at once, each running a linalg op whose parallel loops
  // are cut into blocks for the workers.
  %t1 = async.execute {
    linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%B : memref<16x16xf32>) {
    ^bb0(%o: f32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %e = arith.cmpi eq, %i, %j : index
      %n = arith.cmpi eq, %j, %i : index
      %one = arith.constant 1.0 : f32
      %two = arith.constant 2.0 : f32
      %d = arith.select %e, %two, %one : f32
      linalg.yield %d : f32
    }
    linalg.fill ins(%z : f32) outs(%C : memref<16x16xf32>)
    linalg.matmul ins(%A, %B : memref<16x16xf32>, memref<16x16xf32>) outs(%C : memref<16x16xf32>)
    async.yield
  }
  %t2 = async.execute {
    linalg.transpose ins(%A : memref<16x16xf32>) outs(%T : memref<16x16xf32>) permutation = [1, 0]
    async.yield
  }
  async.await %t1 : !async.token
  async.await %t2 : !async.token
  // CHECK-NEXT:12954
  // CHECK-NEXT:762
  %c = call @total(%C) : (memref<16x16xf32>) -> f32
  %tt = call @total(%T) : (memref<16x16xf32>) -> f32
  vector.print %c : f32
  vector.print %tt : f32

  // linalg ops nested in an scf.parallel: each row's dot product with
  // the diagonal of B, in a scratch buffer of its own.
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %D = memref.alloc() : memref<16xf32>
  scf.parallel (%i) = (%c0) to (%c16) step (%c1) {
    %row = memref.alloc() : memref<16xf32>
    %diag = memref.alloc() : memref<16xf32>
    linalg.generic {indexing_maps = [affine_map<(j) -> (j)>, affine_map<(j) -> (j)>], iterator_types = ["parallel"]} outs(%row, %diag : memref<16xf32>, memref<16xf32>) {
    ^bb0(%r: f32, %d: f32):
      %j = linalg.index 0 : index
      %a = memref.load %A[%i, %j] : memref<16x16xf32>
      %b = memref.load %B[%j, %j] : memref<16x16xf32>
      linalg.yield %a, %b : f32, f32
    }
    %acc = memref.alloc() : memref<f32>
    linalg.fill ins(%z : f32) outs(%acc : memref<f32>)
    linalg.dot ins(%row, %diag : memref<16xf32>, memref<16xf32>) outs(%acc : memref<f32>)
    %v = memref.load %acc[] : memref<f32>
    memref.store %v, %D[%i] : memref<16xf32>
    memref.dealloc %row : memref<16xf32>
    memref.dealloc %diag : memref<16xf32>
    memref.dealloc %acc : memref<f32>
    scf.reduce
  }
  // CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [16] strides = [1] data =
  // CHECK-NEXT:[86,  94,  102,  96,  90,  98,  106,  86,  94,  102,  96,  90,  98,  106,  86,  94]
  %Du = memref.cast %D : memref<16xf32> to memref<*xf32>
  call @printMemrefF32(%Du) : (memref<*xf32>) -> ()

  // An affine.parallel reduction in a task, its result the task's value;
  // bounds from the enclosing function's values.
  %t3, %mv = async.execute -> !async.value<f32> {
    %m = affine.parallel (%i, %j) = (0, 0) to (symbol(%c16), 16) reduce ("maximumf") -> (f32) {
      %v = affine.load %C[%i, %j] : memref<16x16xf32>
      affine.yield %v : f32
    }
    async.yield %m : f32
  }
  // CHECK-NEXT:59
  %m = async.await %mv : !async.value<f32>
  vector.print %m : f32

  // linalg in an async.func, awaited.
  %ts = async.call @scale(%A, %T) : (memref<16x16xf32>, memref<16x16xf32>) -> !async.token
  async.await %ts : !async.token
  // CHECK-NEXT:1780
  %st = call @total(%T) : (memref<16x16xf32>) -> f32
  vector.print %st : f32

  memref.dealloc %A : memref<16x16xf32>
  memref.dealloc %B : memref<16x16xf32>
  memref.dealloc %C : memref<16x16xf32>
  memref.dealloc %T : memref<16x16xf32>
  memref.dealloc %D : memref<16xf32>
  return
}
