// The llvm dialect's matrix intrinsics on column-major flattened
// matrices, at -O0 and -O2.  The CHECK lines are mlir-cpu-runner-19's
// output (-e main -entry-point-result=void -enable-matrix
// -matrix-default-layout=column-major after -test-lower-to-llvm); this
// is not in exec/differential.sh because llc without LLVM's
// lower-matrix-intrinsics pass cannot compile the intrinsics.
// REQUIRES: asyncrt
// RUN: asyncc -O0 -run %s | FileCheckExact %s
// RUN: asyncc -O2 -run %s | FileCheckExact %s

// CHECK:( 0, 2, 4, 1, 3, 5 )
// CHECK-NEXT:( 0, 3, 1, 4, 2, 5 )
// CHECK-NEXT:( -4, -4, 5, 8 )
func.func @main() {
  %c = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0]> : vector<6xf64>
  %t = llvm.intr.matrix.transpose %c {rows = 2 : i32, columns = 3 : i32} : vector<6xf64> into vector<6xf64>
  %u = llvm.intr.matrix.transpose %c {rows = 3 : i32, columns = 2 : i32} : vector<6xf64> into vector<6xf64>
  vector.print %t : vector<6xf64>
  vector.print %u : vector<6xf64>
  %a = arith.constant dense<[1, 2, 3, 4, 5, 6]> : vector<6xi32>
  %b = arith.constant dense<[1, 0, -1, 2, 1, 0]> : vector<6xi32>
  %m = llvm.intr.matrix.multiply %a, %b {lhs_rows = 2 : i32, lhs_columns = 3 : i32, rhs_columns = 2 : i32} : (vector<6xi32>, vector<6xi32>) -> vector<4xi32>
  vector.print %m : vector<4xi32>
  return
}

