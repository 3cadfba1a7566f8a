// ENV: ASYNCRT_NUM_THREADS=1
// REFERENCE: none (MLIR's runtime deadlocks once every worker blocks)
// Blocking awaits inside tasks, nested: @level is a plain function, so
// its async.await blocks the worker running it, and each level runs the
// next inside an async.execute.  With one worker this needs the runtime
// to keep a thread running while the others block.
func.func @level(%m: memref<1xi64>, %d: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %leaf = arith.cmpi eq, %d, %c0 : index
  scf.if %leaf {
    %one = arith.constant 1 : i64
    memref.store %one, %m[%c0] : memref<1xi64>
  } else {
    %t = async.execute {
      %d1 = arith.subi %d, %c1 : index
      func.call @level(%m, %d1) : (memref<1xi64>, index) -> ()
      async.yield
    }
    async.await %t : !async.token
    %v = memref.load %m[%c0] : memref<1xi64>
    %two = arith.constant 2 : i64
    %w = arith.muli %v, %two : i64
    memref.store %w, %m[%c0] : memref<1xi64>
  }
  return
}

func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %depth = arith.constant 10 : index
  %m = memref.alloc() : memref<1xi64>
  %t = async.execute {
    func.call @level(%m, %depth) : (memref<1xi64>, index) -> ()
    async.yield
  }
  async.await %t : !async.token
  %r = memref.load %m[%c0] : memref<1xi64>
  // CHECK:1024
  vector.print %r : i64
  memref.dealloc %m : memref<1xi64>
  %ok = arith.constant 0 : i32
  return %ok : i32
}
