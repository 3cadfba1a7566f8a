// Vectors at run time: dense constants (special float values, i1,
// index, f16, n-d and 0-d), vectors through calls and multiple results,
// memrefs of vectors (malloc'd, over-aligned for vector<8xf32>, and on
// the stack), printed by vector.print as MLIR's runner prints them; the
// CHECK lines are mlir-cpu-runner-19's output (differential.sh compares
// the two again).
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O2 -run %s | FileCheckExact %s
// RUN: asyncc -c -O3 %s -o %t.o && bash %S/link.sh %t %t.o && %t | FileCheckExact %s

func.func @id4(%v: vector<4xf32>) -> vector<4xf32> {
  return %v : vector<4xf32>
}
func.func @pick(%c: i1, %a: vector<2x3xi32>, %b: vector<2x3xi32>) -> (vector<2x3xi32>, vector<i64>, vector<3xi1>) {
  %r = arith.select %c, %a, %b : vector<2x3xi32>
  %z = arith.constant dense<-42> : vector<i64>
  %m = arith.constant dense<[true, false, true]> : vector<3xi1>
  return %r, %z, %m : vector<2x3xi32>, vector<i64>, vector<3xi1>
}
// Signed and unsigned integers print as MLIR's runner prints them: siN
// as signless (i1 zero-extended), uiN unsigned; vector.bitcast makes
// them, and they cross calls.
func.func @id_u(%v: vector<2xui64>) -> vector<2xui64> {
  return %v : vector<2xui64>
}
func.func @signedness() {
  %a = arith.constant dense<[-1, 0, 127, -128]> : vector<4xi8>
  %s = vector.bitcast %a : vector<4xi8> to vector<4xsi8>
  %u = vector.bitcast %a : vector<4xi8> to vector<4xui8>
  vector.print %s : vector<4xsi8>
  vector.print %u : vector<4xui8>
  %b = arith.constant dense<[-1, 1]> : vector<2xi64>
  %ub = vector.bitcast %b : vector<2xi64> to vector<2xui64>
  %uc = call @id_u(%ub) : (vector<2xui64>) -> vector<2xui64>
  vector.print %uc : vector<2xui64>
  %m = arith.constant dense<[[true, false], [false, true]]> : vector<2x2xi1>
  %um = vector.bitcast %m : vector<2x2xi1> to vector<2x2xui1>
  %sm = vector.bitcast %m : vector<2x2xi1> to vector<2x2xsi1>
  vector.print %um : vector<2x2xui1>
  vector.print %sm : vector<2x2xsi1>
  %w = vector.bitcast %a : vector<4xi8> to vector<1xui32>
  vector.print %w : vector<1xui32>
  %h = arith.constant dense<[-32768, 65535]> : vector<2xi16>
  %sh = vector.bitcast %h : vector<2xi16> to vector<2xsi16>
  vector.print %sh : vector<2xsi16>
  %k = arith.constant dense<[200, 1]> : vector<2xui8>
  vector.print %k : vector<2xui8>
  %red = vector.reduction <add>, %s : vector<4xsi8> into si8
  vector.print %red : si8
  return
}

func.func @main() {
  %a = arith.constant dense<[1.0, 2.5, -3.0, 4.0]> : vector<4xf32>
  %b = call @id4(%a) : (vector<4xf32>) -> vector<4xf32>
  // CHECK:( 1, 2.5, -3, 4 )
  vector.print %b : vector<4xf32>
  %s = arith.constant dense<[0x7FC00000, 0x7F800000, 0xFF800000, -0.0]> : vector<4xf32>
  // CHECK-NEXT:( nan, inf, -inf, -0 )
  vector.print %s : vector<4xf32>
  %t = arith.constant true
  %f = arith.constant false
  %x = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %y = arith.constant dense<0> : vector<2x3xi32>
  %r:3 = call @pick(%f, %x, %y) : (i1, vector<2x3xi32>, vector<2x3xi32>) -> (vector<2x3xi32>, vector<i64>, vector<3xi1>)
  // CHECK-NEXT:( ( 0, 0, 0 ), ( 0, 0, 0 ) )
  vector.print %r#0 : vector<2x3xi32>
  // CHECK-NEXT:( -42 )
  vector.print %r#1 : vector<i64>
  // CHECK-NEXT:( 1, 0, 1 )
  vector.print %r#2 : vector<3xi1>
  %q:3 = call @pick(%t, %x, %y) : (i1, vector<2x3xi32>, vector<2x3xi32>) -> (vector<2x3xi32>, vector<i64>, vector<3xi1>)
  // CHECK-NEXT:( ( 1, 2, 3 ), ( 4, 5, 6 ) )
  vector.print %q#0 : vector<2x3xi32>
  %ix = arith.constant dense<[0, -1, 7]> : vector<3xindex>
  // CHECK-NEXT:( 0, 18446744073709551615, 7 )
  vector.print %ix : vector<3xindex>
  %h = arith.constant dense<[0.5, -1.25]> : vector<2xf16>
  // CHECK-NEXT:( 0.5, -1.25 )
  vector.print %h : vector<2xf16>
  %d = arith.constant dense<[[[1.0, 2.0]], [[3.0, 4.0]]]> : vector<2x1x2xf64>
  // CHECK-NEXT:( ( ( 1, 2 ) ), ( ( 3, 4 ) ) )
  vector.print %d : vector<2x1x2xf64>
  %i8 = arith.constant dense<[127, -128, -1]> : vector<3xi8>
  // CHECK-NEXT:( 127, -128, -1 )
  vector.print %i8 : vector<3xi8>
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %m = memref.alloc() : memref<3xvector<4xf32>>
  memref.store %b, %m[%c2] : memref<3xvector<4xf32>>
  %l = memref.load %m[%c2] : memref<3xvector<4xf32>>
  // CHECK-NEXT:( 1, 2.5, -3, 4 )
  vector.print %l : vector<4xf32>
  memref.dealloc %m : memref<3xvector<4xf32>>
  %w = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : vector<8xf32>
  %m8 = memref.alloc() : memref<2x2xvector<8xf32>>
  memref.store %w, %m8[%c0, %c0] : memref<2x2xvector<8xf32>>
  %l8 = memref.load %m8[%c0, %c0] : memref<2x2xvector<8xf32>>
  // CHECK-NEXT:( 1, 2, 3, 4, 5, 6, 7, 8 )
  vector.print %l8 : vector<8xf32>
  memref.dealloc %m8 : memref<2x2xvector<8xf32>>
  %ma = memref.alloca() : memref<2xvector<2x3xi32>>
  memref.store %x, %ma[%c0] : memref<2xvector<2x3xi32>>
  %la = memref.load %ma[%c0] : memref<2xvector<2x3xi32>>
  // CHECK-NEXT:( ( 1, 2, 3 ), ( 4, 5, 6 ) )
  vector.print %la : vector<2x3xi32>
  // CHECK-NEXT:( -1, 0, 127, -128 )
  // CHECK-NEXT:( 255, 0, 127, 128 )
  // CHECK-NEXT:( 18446744073709551615, 1 )
  // CHECK-NEXT:( ( 1, 0 ), ( 0, 1 ) )
  // CHECK-NEXT:( ( 1, 0 ), ( 0, 1 ) )
  // CHECK-NEXT:( 2155806975 )
  // CHECK-NEXT:( -32768, -1 )
  // CHECK-NEXT:( 200, 1 )
  // CHECK-NEXT:-2
  call @signedness() : () -> ()
  return
}
