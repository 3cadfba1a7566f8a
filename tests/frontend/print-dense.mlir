// Dense elements attributes: splats, full and nested lists, the hex
// form, booleans, floats of every width with their special values, on
// vector, tensor and memref types, printed as mlir-opt-19 prints them
// (lists of equal elements become splats, more than 100 elements print
// in hex, floats in MLIR's exponent form).
// RUN: asyncc --print-ir=input %s | FileCheck %s
// RUN: asyncc --print-ir=input %s > %t.1.mlir && asyncc --print-ir=input %t.1.mlir > %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s > %t.g.mlir && asyncc --print-ir=input %t.g.mlir | diff %t.1.mlir -

#w = dense<[1.0, 2.0]> : tensor<2xf64>

// CHECK-LABEL: func.func private @ints()
// CHECK-SAME: a = dense<5> : tensor<4xi32>
// CHECK-SAME: b = dense<{{\[}}[1, 2], [3, 4]]> : tensor<2x2xi64>
// CHECK-SAME: c = dense<{{\[\[\[1\], \[2\]\], \[\[3\], \[4\]\]\]}}> : tensor<2x2x1xi16>
// CHECK-SAME: d = dense<-1> : tensor<2xi8>
// CHECK-SAME: e = dense<[127, -128]> : tensor<2xi8>
// CHECK-SAME: f = dense<2> : vector<3xindex>
// CHECK-SAME: g = dense<[-9223372036854775808, 9223372036854775807]> : tensor<2xi64>
// CHECK-SAME: h = dense<> : tensor<0xi32>
// CHECK-SAME: i = dense<> : tensor<2x0xi32>
// CHECK-SAME: j = dense<[1, 2]> : tensor<2xi9>
// CHECK-SAME: k = dense<7> : tensor<i32>
// CHECK-SAME: l = dense<[1, 2, 3]> : memref<3xi32>
func.func private @ints() attributes {
  a = dense<5> : tensor<4xi32>,
  b = dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>,
  c = dense<[[[1], [2]], [[3], [4]]]> : tensor<2x2x1xi16>,
  d = dense<[255, -1]> : tensor<2xi8>,
  e = dense<[0x7F, -128]> : tensor<2xi8>,
  f = dense<[2, 2, 2]> : vector<3xindex>,
  g = dense<[-9223372036854775808, 9223372036854775807]> : tensor<2xi64>,
  h = dense<> : tensor<0xi32>,
  i = dense<[[], []]> : tensor<2x0xi32>,
  j = dense<"0x01000200"> : tensor<2xi9>,
  k = dense<7> : tensor<i32>,
  l = dense<[1, 2, 3]> : memref<3xi32>
}

// CHECK-LABEL: func.func private @bools()
// CHECK-SAME: a = dense<true> : vector<4xi1>
// CHECK-SAME: b = dense<[true, false, true]> : tensor<3xi1>
// CHECK-SAME: c = dense<[true, false, false, false]> : tensor<4xi1>
// CHECK-SAME: d = dense<false> : tensor<20xi1>
// CHECK-SAME: e = dense<[false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false]> : tensor<16xi1>
func.func private @bools() attributes {
  a = dense<[true, 1, -1, true]> : vector<4xi1>,
  b = dense<[true, false, 1]> : tensor<3xi1>,
  c = dense<"0x01"> : tensor<4xi1>,
  d = dense<"0x00"> : tensor<20xi1>,
  e = dense<[false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false]> : tensor<16xi1>
}

// CHECK-LABEL: func.func private @floats()
// CHECK-SAME: a = dense<1.000000e+00> : vector<4xf32>
// CHECK-SAME: b = dense<[1.000000e-01, 2.500000e+00, -3.000000e+00, 1.000000e+10]> : vector<4xf32>
// CHECK-SAME: c = dense<[0x7FC00000, 0x7F800000, 0xFF800000, -0.000000e+00, 0x7F800001]> : tensor<5xf32>
// CHECK-SAME: d = dense<[1.000000e-01, 3.1415926535897931, 1.000000e-300, 0x7FF8000000000000]> : tensor<4xf64>
// CHECK-SAME: e = dense<[9.997550e-02, 6.550400e+04, 0x7C00, 0x7E00, 5.960460e-08]> : tensor<5xf16>
// CHECK-SAME: f = dense<[1.000980e-01, 3.389530e+38, 0x7FC0, 0x7F80]> : tensor<4xbf16>
// CHECK-SAME: g = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>
// CHECK-SAME: h = dense<[3.14159274, 9.99999974E-6, 123456.703, 1.401300e-45]> : vector<4xf32>
// CHECK-SAME: i = dense<[0.99999998999999994, 0x419D6F3454000000]> : vector<2xf64>
// CHECK-SAME: j = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>
// CHECK-SAME: k = dense<{{\[}}[1.500000e+00], [-2.500000e+00]]> : vector<2x1xf32>
func.func private @floats() attributes {
  a = dense<1.0> : vector<4xf32>,
  b = dense<[0.1, 2.5, -3.0, 1.0e10]> : vector<4xf32>,
  c = dense<[0x7FC00000, 0x7F800000, 0xFF800000, -0.0, 0x7F800001]> : tensor<5xf32>,
  d = dense<[0.1, 3.141592653589793, 1.0e-300, 0x7FF8000000000000]> : tensor<4xf64>,
  e = dense<[0.1, 65504.0, 1.0e10, 0x7E00, 0x0001]> : tensor<5xf16>,
  f = dense<[0.1, 3.39e38, 0x7FC0, 3.4e38]> : tensor<4xbf16>,
  g = dense<"0x0000803F000000400000404000008040"> : vector<4xf32>,
  h = dense<[3.14159274, 1.0e-5, 123456.7, 0x00000001]> : vector<4xf32>,
  i = dense<[0.99999999, 123456789.0]> : vector<2xf64>,
  j = #w,
  k = dense<[[1.5], [-2.5]]> : vector<2x1xf32>
}

// More than 100 elements print in hex, splats do not.
// CHECK-LABEL: func.func private @large()
// CHECK-SAME: a = dense<"0x000000000100000002000000{{[0-9A-F]+}}64000000"> : tensor<101xi32>
// CHECK-SAME: b = dense<3> : tensor<1000xi32>
// CHECK-SAME: c = dense<"0x{{[0-9A-F]+}}"> : tensor<101xi1>
func.func private @large() attributes {
  a = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100]> : tensor<101xi32>,
  b = dense<3> : tensor<1000xi32>,
  c = dense<[false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true]> : tensor<101xi1>
}
