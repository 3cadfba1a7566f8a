// A 64x64 scf.parallel loop whose every iteration does heavy work: a
// dependent chain of float operations, so the loop is compute bound.
// The program prints the checksum, computed sequentially afterwards,
// then the seconds the parallel loop took (rtclock, from the runtime's
// runner utilities).
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %steps = arith.constant 100000 : index
  %decay = arith.constant 0.9999 : f64
  %inc = arith.constant 1.0e-3 : f64
  %grid = memref.alloc() : memref<64x64xf64>
  %t0 = func.call @rtclock() : () -> f64
  scf.parallel (%i, %j) = (%c0, %c0) to (%c64, %c64) step (%c1, %c1) {
    %ij = arith.muli %i, %c64 : index
    %k = arith.addi %ij, %j : index
    %ki = arith.index_cast %k : index to i64
    %x0 = arith.sitofp %ki : i64 to f64
    %x = scf.for %s = %c0 to %steps step %c1 iter_args(%acc = %x0) -> (f64) {
      %m = arith.mulf %acc, %decay : f64
      %a = arith.addf %m, %inc : f64
      scf.yield %a : f64
    }
    memref.store %x, %grid[%i, %j] : memref<64x64xf64>
    scf.reduce
  }
  %t1 = func.call @rtclock() : () -> f64
  %z = arith.constant 0.0 : f64
  %sum = scf.for %i = %c0 to %c64 step %c1 iter_args(%s0 = %z) -> (f64) {
    %row = scf.for %j = %c0 to %c64 step %c1 iter_args(%s1 = %s0) -> (f64) {
      %v = memref.load %grid[%i, %j] : memref<64x64xf64>
      %t = arith.addf %s1, %v : f64
      scf.yield %t : f64
    }
    scf.yield %row : f64
  }
  vector.print %sum : f64
  %dt = arith.subf %t1, %t0 : f64
  vector.print %dt : f64
  memref.dealloc %grid : memref<64x64xf64>
  return
}

func.func private @rtclock() -> f64
