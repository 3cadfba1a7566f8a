// A memory-bound two-dimensional scf.parallel: b[i][j] = a[i][j] * 3 +
// a[i][j] over 1024x768 floats, 40 times.  The work per element is
// three operations, so what decides the speed is whether each task's
// inner loop runs over contiguous memory without index arithmetic (and
// vectorizes), and whether the tasks are worth their dispatch.  The
// program prints the checksum of b, computed sequentially afterwards,
// then the seconds the 40 parallel loops took (rtclock, from the
// runtime's runner utilities).
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %rows = arith.constant 1024 : index
  %cols = arith.constant 768 : index
  %reps = arith.constant 40 : index
  %three = arith.constant 3.0 : f32
  %a = memref.alloc() : memref<1024x768xf32>
  %b = memref.alloc() : memref<1024x768xf32>
  scf.for %i = %c0 to %rows step %c1 {
    scf.for %j = %c0 to %cols step %c1 {
      %ij = arith.addi %i, %j : index
      %k = arith.remui %ij, %c7 : index
      %ki = arith.index_cast %k : index to i32
      %x = arith.sitofp %ki : i32 to f32
      memref.store %x, %a[%i, %j] : memref<1024x768xf32>
    }
  }
  %t0 = func.call @rtclock() : () -> f64
  scf.for %r = %c0 to %reps step %c1 {
    scf.parallel (%i, %j) = (%c0, %c0) to (%rows, %cols) step (%c1, %c1) {
      %v = memref.load %a[%i, %j] : memref<1024x768xf32>
      %t = arith.mulf %v, %three : f32
      %s = arith.addf %t, %v : f32
      memref.store %s, %b[%i, %j] : memref<1024x768xf32>
      scf.reduce
    }
  }
  %t1 = func.call @rtclock() : () -> f64
  %z = arith.constant 0.0 : f64
  %sum = scf.for %i = %c0 to %rows step %c1 iter_args(%s0 = %z) -> (f64) {
    %row = scf.for %j = %c0 to %cols step %c1 iter_args(%s1 = %s0) -> (f64) {
      %v = memref.load %b[%i, %j] : memref<1024x768xf32>
      %w = arith.extf %v : f32 to f64
      %t = arith.addf %s1, %w : f64
      scf.yield %t : f64
    }
    scf.yield %row : f64
  }
  vector.print %sum : f64
  %dt = arith.subf %t1, %t0 : f64
  vector.print %dt : f64
  memref.dealloc %a : memref<1024x768xf32>
  memref.dealloc %b : memref<1024x768xf32>
  return
}

func.func private @rtclock() -> f64
