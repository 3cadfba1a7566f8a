// llvm.mlir.constant of dense vectors, and the intrinsics that take or
// give parts of vectors (llvm.intr.vector.insert and .extract at a
// position, vector.interleave2 and deinterleave2), mark an object's
// lifetime and invariance (lifetime.start/end, invariant.start/end:
// the value stored before reads back), and give a type's exception id
// (eh.typeid.for of the first type info a function names is 1).  The
// expected output is MLIR 19's: mlir-opt-19 -convert-vector-to-scf
// -convert-scf-to-cf -convert-vector-to-llvm -convert-to-llvm
// -reconcile-unrealized-casts, then mlir-cpu-runner-19 with
// libstdc++ for @_ZTIi.
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O2 -run %s | FileCheckExact %s

llvm.mlir.global external constant @_ZTIi() : !llvm.ptr

func.func @main() {
  %four = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  %eight = llvm.mlir.constant(dense<[10, 20, 30, 40, 50, 60, 70, 80]> : vector<8xi32>) : vector<8xi32>
  %splat = llvm.mlir.constant(dense<-1.5> : vector<2xf64>) : vector<2xf64>
  // CHECK:( -1.5, -1.5 )
  vector.print %splat : vector<2xf64>
  // CHECK-NEXT:( 10, 20, 30, 40, 1, 2, 3, 4 )
  // CHECK-NEXT:( 1, 2, 3, 4, 50, 60, 70, 80 )
  %hi = llvm.intr.vector.insert %four, %eight[4] : vector<4xi32> into vector<8xi32>
  vector.print %hi : vector<8xi32>
  %lo = llvm.intr.vector.insert %four, %eight[0] : vector<4xi32> into vector<8xi32>
  vector.print %lo : vector<8xi32>
  // CHECK-NEXT:( 30, 40 )
  %mid = llvm.intr.vector.extract %eight[2] : vector<2xi32> from vector<8xi32>
  vector.print %mid : vector<2xi32>
  // CHECK-NEXT:( 1, 10, 2, 20, 3, 30, 4, 40 )
  %head = llvm.intr.vector.extract %eight[0] : vector<4xi32> from vector<8xi32>
  %zip = "llvm.intr.vector.interleave2"(%four, %head) : (vector<4xi32>, vector<4xi32>) -> vector<8xi32>
  vector.print %zip : vector<8xi32>
  // CHECK-NEXT:( 10, 30, 50, 70 )
  // CHECK-NEXT:( 20, 40, 60, 80 )
  %unzip = "llvm.intr.vector.deinterleave2"(%eight) : (vector<8xi32>) -> !llvm.struct<(vector<4xi32>, vector<4xi32>)>
  %even = llvm.extractvalue %unzip[0] : !llvm.struct<(vector<4xi32>, vector<4xi32>)>
  %odd = llvm.extractvalue %unzip[1] : !llvm.struct<(vector<4xi32>, vector<4xi32>)>
  vector.print %even : vector<4xi32>
  vector.print %odd : vector<4xi32>
  // CHECK-NEXT:42
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i64 : (i32) -> !llvm.ptr
  llvm.intr.lifetime.start 8, %p : !llvm.ptr
  %v = llvm.mlir.constant(42 : i64) : i64
  llvm.store %v, %p : i64, !llvm.ptr
  %inv = llvm.intr.invariant.start 8, %p : !llvm.ptr
  %l = llvm.load %p : !llvm.ptr -> i64
  llvm.intr.invariant.end %inv, 8, %p : !llvm.ptr
  llvm.intr.lifetime.end 8, %p : !llvm.ptr
  vector.print %l : i64
  // CHECK-NEXT:1
  %ti = llvm.mlir.addressof @_ZTIi : !llvm.ptr
  %id = llvm.intr.eh.typeid.for %ti : (!llvm.ptr) -> i32
  vector.print %id : i32
  return
}
