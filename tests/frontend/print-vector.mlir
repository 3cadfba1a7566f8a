// Vector types wherever a value type goes: function signatures (n-d,
// 0-d, i1 masks, index), async values, memref elements, block arguments
// and type aliases; dense vector constants.
// RUN: asyncc --print-ir=input %s | FileCheck %s
// Printing is a fixed point of parse+print, in both forms:
// RUN: asyncc --print-ir=input %s > %t.1.mlir && asyncc --print-ir=input %t.1.mlir > %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s > %t.g.mlir && asyncc --print-ir=input %t.g.mlir | diff %t.1.mlir -

!v4 = vector<4xf32>

// Signed and unsigned integers, scalars and elements.
// CHECK-LABEL: func.func private @signedness(vector<4xsi8>, vector<2xui64>, si32, ui1, memref<4xui16>) -> vector<2x2xsi1>
func.func private @signedness(vector<4xsi8>, vector<2xui64>, si32, ui1, memref<4xui16>) -> vector<2x2xsi1>
// CHECK-LABEL: func.func private @signed_dense()
// CHECK-SAME: a = dense<[255, 0, 128]> : vector<3xui8>
// CHECK-SAME: b = dense<[-128, 127, -1]> : vector<3xsi8>
// CHECK-SAME: c = dense<18446744073709551615> : vector<2xui64>
func.func private @signed_dense() attributes {a = dense<[255, 0, 128]> : vector<3xui8>, b = dense<[-128, 127, -1]> : vector<3xsi8>, c = dense<18446744073709551615> : vector<2xui64>}

// CHECK-LABEL: func.func private @decl(vector<4xf32>, vector<2x3xi32>, vector<f32>, vector<8xi1>, vector<2xindex>, vector<1x1x2xf16>, vector<3xbf16>, vector<2xf64>) -> vector<4xf32>
func.func private @decl(!v4, vector<2x3xi32>, vector<f32>, vector<8xi1>, vector<2xindex>, vector<1x1x2xf16>, vector<3xbf16>, vector<2xf64>) -> !v4

// CHECK-LABEL: func.func @values(%arg0: !async.value<vector<4xf32>>, %arg1: memref<8xvector<4xf32>>, %arg2: memref<?x2xvector<2x2xi8>>, %arg3: memref<*xvector<4xf32>>) -> vector<4xf32>
func.func @values(%v: !async.value<vector<4xf32>>, %m: memref<8xvector<4xf32>>, %n: memref<?x2xvector<2x2xi8>>, %u: memref<*xvector<4xf32>>) -> vector<4xf32> {
  // CHECK-NEXT: %0 = async.await %arg0 : !async.value<vector<4xf32>>
  %x = async.await %v : !async.value<vector<4xf32>>
  // CHECK-NEXT: %c0 = arith.constant 0 : index
  %c0 = arith.constant 0 : index
  // CHECK-NEXT: memref.store %0, %arg1[%c0] : memref<8xvector<4xf32>>
  memref.store %x, %m[%c0] : memref<8xvector<4xf32>>
  // CHECK-NEXT: %1 = memref.load %arg2[%c0, %c0] : memref<?x2xvector<2x2xi8>>
  %y = memref.load %n[%c0, %c0] : memref<?x2xvector<2x2xi8>>
  // CHECK-NEXT: cf.br ^bb1(%0 : vector<4xf32>)
  cf.br ^bb1(%x : vector<4xf32>)
// CHECK-NEXT: ^bb1(%2: vector<4xf32>):  // pred: ^bb0
^bb1(%z: vector<4xf32>):
  return %z : vector<4xf32>
}

// CHECK-LABEL: func.func @constants()
func.func @constants() -> (vector<4xf32>, vector<2x3xi32>, vector<i64>, vector<4xi1>) {
  // CHECK-NEXT: arith.constant dense<1.500000e+00> : vector<4xf32>
  %a = arith.constant dense<1.5> : vector<4xf32>
  // CHECK-NEXT: arith.constant dense<{{\[}}[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %b = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  // CHECK-NEXT: arith.constant dense<-7> : vector<i64>
  %c = arith.constant dense<-7> : vector<i64>
  // CHECK-NEXT: arith.constant dense<[true, false, false, true]> : vector<4xi1>
  %d = arith.constant dense<[true, false, false, true]> : vector<4xi1>
  // CHECK-NEXT: %token, %bodyResults = async.execute -> !async.value<vector<4xf32>> {
  %t, %r = async.execute -> !async.value<vector<4xf32>> {
    // CHECK-NEXT: async.yield %cst : vector<4xf32>
    async.yield %a : vector<4xf32>
  }
  return %a, %b, %c, %d : vector<4xf32>, vector<2x3xi32>, vector<i64>, vector<4xi1>
}
