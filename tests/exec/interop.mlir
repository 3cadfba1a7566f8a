// Objects from asyncc and from MLIR 19's pipeline link into one program
// on libasyncrt: an async.func built by MLIR awaited by asyncc code,
// memref descriptors passed both ways (through the default calling
// convention and the _mlir_ciface_ one), and calls back into asyncc.
// REQUIRES: asyncrt, mlir-opt, mlir-translate
// RUN: $MLIR_OPT --pass-pipeline="$(cat %S/Inputs/mlir19-pipeline.txt)" %S/Inputs/interop_lib.mlir | \
// RUN:   $MLIR_TRANSLATE --mlir-to-llvmir | $LLVM_OPT -O2 | $LLC -O2 -filetype=obj -relocation-model=pic -o %t.lib.o
// RUN: asyncc -c -O2 %s -o %t.o && bash %S/link.sh %t %t.o %t.lib.o && %t | FileCheckExact %s
// RUN: asyncc -c -O0 -g %s -o %t0.o && bash %S/link.sh %t0 %t0.o %t.lib.o && %t0 | FileCheckExact %s

async.func private @mlir_square(i64) -> !async.value<i64>
func.func private @mlir_fill(index, f32) -> memref<?xf32> attributes {llvm.emit_c_interface}
func.func private @mlir_sum(memref<?xf32>) -> f32
func.func private @mlir_calls_back(i64) -> i64

func.func @asyncc_twice(%x: i64) -> i64 {
  %y = arith.addi %x, %x : i64
  return %y : i64
}

async.func @square_plus_one(%x: i64) -> !async.value<i64> {
  %v = async.call @mlir_square(%x) : (i64) -> !async.value<i64>
  %s = async.await %v : !async.value<i64>
  %one = arith.constant 1 : i64
  %r = arith.addi %s, %one : i64
  return %r : i64
}

func.func @main() {
  // CHECK:50
  %c7 = arith.constant 7 : i64
  %v = async.call @square_plus_one(%c7) : (i64) -> !async.value<i64>
  %r = async.await %v : !async.value<i64>
  vector.print %r : i64
  // CHECK-NEXT:7.5
  // CHECK-NEXT:1.5
  %n = arith.constant 5 : index
  %x = arith.constant 1.5 : f32
  %m = func.call @mlir_fill(%n, %x) : (index, f32) -> memref<?xf32>
  %s = func.call @mlir_sum(%m) : (memref<?xf32>) -> f32
  vector.print %s : f32
  %c4 = arith.constant 4 : index
  %last = memref.load %m[%c4] : memref<?xf32>
  vector.print %last : f32
  memref.dealloc %m : memref<?xf32>
  // CHECK-NEXT:42
  %c21 = arith.constant 21 : i64
  %b = func.call @mlir_calls_back(%c21) : (i64) -> i64
  vector.print %b : i64
  return
}
