// Vectors in LLVM IR, as MLIR's LLVM lowering lays them out: 1-d
// vectors are LLVM vectors, n-d ones arrays of 1-d vectors, 0-d ones
// vectors of one; dense constants keep every bit (NaN payloads, -0.0);
// memrefs of vectors that malloc does not align enough are over-aligned;
// a value's storage (16-byte aligned) holds wider vectors with align 16.
// RUN: asyncc -S -emit-llvm -disable-llvm-passes %s -o - | FileCheck %s

// CHECK-LABEL: define <4 x float> @id(<4 x float> %0)
// CHECK-NEXT: ret <4 x float> %0
func.func @id(%v: vector<4xf32>) -> vector<4xf32> {
  return %v : vector<4xf32>
}

// CHECK-LABEL: define { [2 x <3 x i32>], <1 x i64> } @nd([2 x <3 x i32>] %0, <1 x i64> %1, <8 x i1> %2, <2 x i64> %3)
func.func @nd(%v: vector<2x3xi32>, %z: vector<i64>, %m: vector<8xi1>, %i: vector<2xindex>) -> (vector<2x3xi32>, vector<i64>) {
  return %v, %z : vector<2x3xi32>, vector<i64>
}

// CHECK-LABEL: define {{.*}} @consts()
// CHECK-NEXT: ret {{.*}} { <4 x float> <float 1.000000e+00, float 0x7FF8000020000000, float 0xFFF0000000000000, float -0.000000e+00>, [2 x <2 x i8>] {{\[}}<2 x i8> <i8 1, i8 -1>, <2 x i8> <i8 2, i8 3>], <1 x double> <double 2.500000e+00>, <3 x i1> <i1 true, i1 false, i1 true>, <2 x half> <half 0xH3E00, half 0xH7E01>, <4 x float> zeroinitializer }
func.func @consts() -> (vector<4xf32>, vector<2x2xi8>, vector<f64>, vector<3xi1>, vector<2xf16>, vector<4xf32>) {
  %a = arith.constant dense<[1.0, 0x7FC00001, 0xFF800000, -0.0]> : vector<4xf32>
  %b = arith.constant dense<[[1, -1], [2, 3]]> : vector<2x2xi8>
  %c = arith.constant dense<2.5> : vector<f64>
  %d = arith.constant dense<[true, false, true]> : vector<3xi1>
  %e = arith.constant dense<[1.5, 0x7E01]> : vector<2xf16>
  %f = arith.constant dense<0.0> : vector<4xf32>
  return %a, %b, %c, %d, %e, %f : vector<4xf32>, vector<2x2xi8>, vector<f64>, vector<3xi1>, vector<2xf16>, vector<4xf32>
}

// <8 x float> wants 32 bytes: malloc's 16 are rounded up, as MLIR does
// for elements that are not scalars.
// CHECK-LABEL: define {{.*}} @alloc()
// CHECK-NEXT: %[[RAW:.*]] = call ptr @malloc(i64 160)
// CHECK-NEXT: %[[A:.*]] = ptrtoint ptr %[[RAW]] to i64
// CHECK-NEXT: %[[B:.*]] = add i64 %[[A]], 31
// CHECK-NEXT: and i64 %[[B]], -32
func.func @alloc() -> memref<4xvector<8xf32>> {
  %m = memref.alloc() : memref<4xvector<8xf32>>
  return %m : memref<4xvector<8xf32>>
}

// CHECK-LABEL: define {{.*}} @small_alloc()
// CHECK-NEXT: call ptr @malloc(i64 64)
// CHECK-NEXT: insertvalue
func.func @small_alloc() -> memref<4xvector<4xf32>> {
  %m = memref.alloc() : memref<4xvector<4xf32>>
  return %m : memref<4xvector<4xf32>>
}

// CHECK-LABEL: define <8 x float> @wide(<8 x float> %0)
// CHECK: load <8 x float>, ptr %{{.*}}, align 16
// CHECK-LABEL: define internal { ptr, ptr } @async_execute_fn(<8 x float> %0)
// CHECK: call ptr @asyncrt_value_create_at(i64 32, ptr @{{site[.0-9]*}})
// CHECK: store <8 x float> %0, ptr %{{.*}}, align 16
func.func @wide(%v: vector<8xf32>) -> vector<8xf32> {
  %t, %r = async.execute -> !async.value<vector<8xf32>> {
    async.yield %v : vector<8xf32>
  }
  %x = async.await %r : !async.value<vector<8xf32>>
  return %x : vector<8xf32>
}
