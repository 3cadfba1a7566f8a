// A chain of async.execute regions, each depending on the previous one
// through a token carried around an scf.for loop (MLIR 19 fails on
// loop-carried tokens in its LLVM conversion).
// MLIR-ORACLE-UNSUPPORTED: convert-async-to-llvm leaves a cast of the loop-carried token behind
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 100 : index
  %cell = memref.alloc() : memref<1xi64>
  %z = arith.constant 0 : i64
  memref.store %z, %cell[%c0] : memref<1xi64>
  %t0 = async.execute { async.yield }
  %last = scf.for %i = %c0 to %n step %c1 iter_args(%prev = %t0) -> (!async.token) {
    %next = async.execute [%prev] {
      %v = memref.load %cell[%c0] : memref<1xi64>
      %one = arith.constant 1 : i64
      %w = arith.addi %v, %one : i64
      memref.store %w, %cell[%c0] : memref<1xi64>
      async.yield
    }
    scf.yield %next : !async.token
  }
  async.await %last : !async.token
  %r = memref.load %cell[%c0] : memref<1xi64>
  // CHECK:100
  vector.print %r : i64
  memref.dealloc %cell : memref<1xi64>
  return
}
