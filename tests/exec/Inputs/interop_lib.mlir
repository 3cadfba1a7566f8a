// Compiled by MLIR 19's pipeline for interop.mlir.
async.func @mlir_square(%x: i64) -> !async.value<i64> {
  %y = arith.muli %x, %x : i64
  return %y : i64
}

func.func @mlir_fill(%n: index, %v: f32) -> memref<?xf32> attributes {llvm.emit_c_interface} {
  %m = memref.alloc(%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return %m : memref<?xf32>
}

func.func @mlir_sum(%m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  %z = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (f32) {
    %x = memref.load %m[%i] : memref<?xf32>
    %b = arith.addf %a, %x : f32
    scf.yield %b : f32
  }
  return %s : f32
}

// Calls back into asyncc's object.
func.func private @asyncc_twice(i64) -> i64

func.func @mlir_calls_back(%x: i64) -> i64 {
  %y = func.call @asyncc_twice(%x) : (i64) -> i64
  return %y : i64
}
