// vector.print prints like MLIR's runner utilities, byte for byte: the
// CHECK lines match whole lines.
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s

func.func @main() {
  // CHECK:1
  // CHECK-NEXT:0
  %t = arith.constant true
  vector.print %t : i1
  %f = arith.constant false
  vector.print %f : i1
  // CHECK-NEXT:-128
  // CHECK-NEXT:127
  // CHECK-NEXT:-2147483648
  // CHECK-NEXT:-9223372036854775808
  // CHECK-NEXT:9223372036854775807
  %i8 = arith.constant -128 : i8
  vector.print %i8 : i8
  %u8 = arith.constant 127 : i8
  vector.print %u8 : i8
  %i32 = arith.constant -2147483648 : i32
  vector.print %i32 : i32
  %min = arith.constant -9223372036854775808 : i64
  vector.print %min : i64
  %max = arith.constant 9223372036854775807 : i64
  vector.print %max : i64
  // index prints unsigned.
  // CHECK-NEXT:18446744073709551615
  // CHECK-NEXT:42
  %im = arith.constant -1 : index
  vector.print %im : index
  %i42 = arith.constant 42 : index
  vector.print %i42 : index
  // Floats as %g prints them.
  // CHECK-NEXT:456.789
  // CHECK-NEXT:1e+10
  // CHECK-NEXT:-0
  // CHECK-NEXT:0.333333
  // CHECK-NEXT:inf
  // CHECK-NEXT:-inf
  %a = arith.constant 456.789 : f32
  vector.print %a : f32
  %b = arith.constant 1.0e10 : f64
  vector.print %b : f64
  %c = arith.constant -0.0 : f64
  vector.print %c : f64
  %one = arith.constant 1.0 : f32
  %three = arith.constant 3.0 : f32
  %third = arith.divf %one, %three : f32
  vector.print %third : f32
  %inf = arith.constant 0x7FF0000000000000 : f64
  vector.print %inf : f64
  %ninf = arith.negf %inf : f64
  vector.print %ninf : f64
  // Punctuation and strings.
  // CHECK-NEXT:( 1, 2 )
  // CHECK-NEXT:text "quoted"	tab
  // CHECK-NEXT:7 8
  vector.print punctuation <open>
  %c1 = arith.constant 1 : i32
  vector.print %c1 : i32 punctuation <comma>
  %c2 = arith.constant 2 : i32
  vector.print %c2 : i32 punctuation <no_punctuation>
  vector.print punctuation <close>
  vector.print punctuation <newline>
  vector.print str "text \"quoted\"\ttab\n"
  %c7 = arith.constant 7 : i64
  vector.print %c7 : i64 punctuation <no_punctuation>
  vector.print str " "
  %c8 = arith.constant 8 : i64
  vector.print %c8 : i64
  return
}
