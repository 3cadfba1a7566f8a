// MLIR 19's other named linalg ops on memrefs, run: the elementwise
// family (linalg.add ... linalg.select, on 2-d operands so that both
// loops run in parallel), linalg.depthwise_conv_2d_nhwc_hwc with strides
// and dilations, linalg.batch_reduce_matmul and
// linalg.batch_matmul_transpose_a/_b.  The expected output is MLIR 19's
// (convert-linalg-to-loops, then its LLVM pipeline):
// tests/exec/differential.sh runs the program both ways; the values of
// the exact ops were also derived by hand (comments).
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O2 -run %s | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=4 asyncc -O2 -run -fparallel-min-task-size=1 %s | FileCheckExact %s
// RUN: asyncc -run -fno-async-parallel-for %s | FileCheckExact %s

func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }

func.func @show(%m: memref<2x3xf32>) {
  %u = memref.cast %m : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// M[i][j] = (i * 3 + j) * scale + base
func.func @ramp(%M: memref<2x3xf32>, %scale: f32, %base: f32) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%M : memref<2x3xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c3 = arith.constant 3 : index
    %t = arith.muli %i, %c3 : index
    %k = arith.addi %t, %j : index
    %ki = arith.index_cast %k : index to i32
    %kf = arith.sitofp %ki : i32 to f32
    %s = arith.mulf %kf, %scale : f32
    %v = arith.addf %s, %base : f32
    linalg.yield %v : f32
  }
  return
}

func.func @elementwise() {
  %A = memref.alloc() : memref<2x3xf32>
  %B = memref.alloc() : memref<2x3xf32>
  %P = memref.alloc() : memref<2x3xf32>
  %O = memref.alloc() : memref<2x3xf32>
  %c1 = arith.constant 1.0 : f32
  %c05 = arith.constant 0.5 : f32
  %cm = arith.constant -1.25 : f32
  %c2 = arith.constant 2.0 : f32
  %c025 = arith.constant 0.25 : f32
  // A = -1.25, -0.25, 0.75, 1.75, 2.75, 3.75
  call @ramp(%A, %c1, %cm) : (memref<2x3xf32>, f32, f32) -> ()
  // B = 2, 2.5, 3, 3.5, 4, 4.5
  call @ramp(%B, %c05, %c2) : (memref<2x3xf32>, f32, f32) -> ()
  // P = 0.25, 1.25, 2.25, 3.25, 4.25, 5.25
  call @ramp(%P, %c1, %c025) : (memref<2x3xf32>, f32, f32) -> ()
  // CHECK:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT:{{\[}}[0.75,   2.25,   3.75],
  // CHECK-NEXT: [5.25,   6.75,   8.25]]
  linalg.add ins(%A, %B : memref<2x3xf32>, memref<2x3xf32>) outs(%O : memref<2x3xf32>)
  call @show(%O) : (memref<2x3xf32>) -> ()
  // CHECK:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT:{{\[}}[-3.25,   -2.75,   -2.25],
  // CHECK-NEXT: [-1.75,   -1.25,   -0.75]]
  linalg.sub ins(%A, %B : memref<2x3xf32>, memref<2x3xf32>) outs(%O : memref<2x3xf32>)
  call @show(%O) : (memref<2x3xf32>) -> ()
  // CHECK:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT:{{\[}}[-2.5,   -0.625,   2.25],
  // CHECK-NEXT: [6.125,   11,   16.875]]
  linalg.mul ins(%A, %B : memref<2x3xf32>, memref<2x3xf32>) outs(%O : memref<2x3xf32>)
  call @show(%O) : (memref<2x3xf32>) -> ()
  // CHECK:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT:{{\[}}[-0.625,   -0.1,   0.25],
  // CHECK-NEXT: [0.5,   0.6875,   0.833333]]
  linalg.div ins(%A, %B : memref<2x3xf32>, memref<2x3xf32>) outs(%O : memref<2x3xf32>)
  call @show(%O) : (memref<2x3xf32>) -> ()
  // CHECK:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT:{{\[}}[2,   2.5,   3],
  // CHECK-NEXT: [3.5,   4,   4.5]]
  linalg.max ins(%A, %B : memref<2x3xf32>, memref<2x3xf32>) outs(%O : memref<2x3xf32>)
  call @show(%O) : (memref<2x3xf32>) -> ()
  // CHECK:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT:{{\[}}[-1.25,   -0.25,   0.75],
  // CHECK-NEXT: [1.75,   2.75,   3.75]]
  linalg.min ins(%A, %B : memref<2x3xf32>, memref<2x3xf32>) outs(%O : memref<2x3xf32>)
  call @show(%O) : (memref<2x3xf32>) -> ()
  // P ** B: 0.25^2 = 0.0625, 1.25^2.5, 2.25^3 = 11.390625, ...
  // CHECK:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT:{{\[}}[0.0625,   1.74693,   11.3906],
  // CHECK-NEXT: [61.8859,   326.254,   1740.67]]
  linalg.powf ins(%P, %B : memref<2x3xf32>, memref<2x3xf32>) outs(%O : memref<2x3xf32>)
  call @show(%O) : (memref<2x3xf32>) -> ()
  // CHECK:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT:{{\[}}[0.286505,   0.778801,   2.117],
  // CHECK-NEXT: [5.7546,   15.6426,   42.5211]]
  linalg.exp ins(%A : memref<2x3xf32>) outs(%O : memref<2x3xf32>)
  call @show(%O) : (memref<2x3xf32>) -> ()
  // CHECK:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT:{{\[}}[-1.38629,   0.223144,   0.81093],
  // CHECK-NEXT: [1.17866,   1.44692,   1.65823]]
  linalg.log ins(%P : memref<2x3xf32>) outs(%O : memref<2x3xf32>)
  call @show(%O) : (memref<2x3xf32>) -> ()
  // CHECK:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT:{{\[}}[1.25,   0.25,   0.75],
  // CHECK-NEXT: [1.75,   2.75,   3.75]]
  linalg.abs ins(%A : memref<2x3xf32>) outs(%O : memref<2x3xf32>)
  call @show(%O) : (memref<2x3xf32>) -> ()
  // CHECK:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT:{{\[}}[-1,   -0,   1],
  // CHECK-NEXT: [2,   3,   4]]
  linalg.ceil ins(%A : memref<2x3xf32>) outs(%O : memref<2x3xf32>)
  call @show(%O) : (memref<2x3xf32>) -> ()
  // CHECK:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT:{{\[}}[-2,   -1,   0],
  // CHECK-NEXT: [1,   2,   3]]
  linalg.floor ins(%A : memref<2x3xf32>) outs(%O : memref<2x3xf32>)
  call @show(%O) : (memref<2x3xf32>) -> ()
  // CHECK:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT:{{\[}}[1.25,   0.25,   -0.75],
  // CHECK-NEXT: [-1.75,   -2.75,   -3.75]]
  linalg.negf ins(%A : memref<2x3xf32>) outs(%O : memref<2x3xf32>)
  call @show(%O) : (memref<2x3xf32>) -> ()
  // CHECK:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT:{{\[}}[0.5,   0.4,   0.333333],
  // CHECK-NEXT: [0.285714,   0.25,   0.222222]]
  linalg.reciprocal ins(%B : memref<2x3xf32>) outs(%O : memref<2x3xf32>)
  call @show(%O) : (memref<2x3xf32>) -> ()
  // Halves round away from zero.
  // CHECK:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT:{{\[}}[2,   3,   3],
  // CHECK-NEXT: [4,   4,   5]]
  linalg.round ins(%B : memref<2x3xf32>) outs(%O : memref<2x3xf32>)
  call @show(%O) : (memref<2x3xf32>) -> ()
  // CHECK:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT:{{\[}}[0.5,   1.11803,   1.5],
  // CHECK-NEXT: [1.80278,   2.06155,   2.29129]]
  linalg.sqrt ins(%P : memref<2x3xf32>) outs(%O : memref<2x3xf32>)
  call @show(%O) : (memref<2x3xf32>) -> ()
  // CHECK:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT:{{\[}}[2,   0.894427,   0.666667],
  // CHECK-NEXT: [0.5547,   0.485071,   0.436436]]
  linalg.rsqrt ins(%P : memref<2x3xf32>) outs(%O : memref<2x3xf32>)
  call @show(%O) : (memref<2x3xf32>) -> ()
  // CHECK:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT:{{\[}}[1.5625,   0.0625,   0.5625],
  // CHECK-NEXT: [3.0625,   7.5625,   14.0625]]
  linalg.square ins(%A : memref<2x3xf32>) outs(%O : memref<2x3xf32>)
  call @show(%O) : (memref<2x3xf32>) -> ()
  // CHECK:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT:{{\[}}[-0.848284,   -0.244919,   0.635149],
  // CHECK-NEXT: [0.941376,   0.99186,   0.998894]]
  linalg.tanh ins(%A : memref<2x3xf32>) outs(%O : memref<2x3xf32>)
  call @show(%O) : (memref<2x3xf32>) -> ()
  // CHECK:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT:{{\[}}[-0.9229,   -0.276326,   0.711156],
  // CHECK-NEXT: [0.986672,   0.999899,   1]]
  linalg.erf ins(%A : memref<2x3xf32>) outs(%O : memref<2x3xf32>)
  call @show(%O) : (memref<2x3xf32>) -> ()

  // select(A > 0, A, B)
  %S = memref.alloc() : memref<2x3xi1>
  %z = arith.constant 0.0 : f32
  linalg.map ins(%A : memref<2x3xf32>) outs(%S : memref<2x3xi1>)
    (%a: f32) {
      %p = arith.cmpf ogt, %a, %z : f32
      linalg.yield %p : i1
    }
  // CHECK:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT:{{\[}}[2,   2.5,   0.75],
  // CHECK-NEXT: [1.75,   2.75,   3.75]]
  linalg.select ins(%S, %A, %B : memref<2x3xi1>, memref<2x3xf32>, memref<2x3xf32>) outs(%O : memref<2x3xf32>)
  call @show(%O) : (memref<2x3xf32>) -> ()
  memref.dealloc %S : memref<2x3xi1>
  memref.dealloc %A : memref<2x3xf32>
  memref.dealloc %B : memref<2x3xf32>
  memref.dealloc %P : memref<2x3xf32>
  memref.dealloc %O : memref<2x3xf32>
  return
}

// Integer division: signed rounds toward zero; unsigned sees -7 as
// 2^32 - 7 = 4294967289, and 4294967289 / 2 = 2147483644.
func.func @integer_div() {
  %X = memref.alloc() : memref<4xi32>
  %Y = memref.alloc() : memref<4xi32>
  %Q = memref.alloc() : memref<4xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m7 = arith.constant -7 : i32
  %p7 = arith.constant 7 : i32
  %i2 = arith.constant 2 : i32
  %m2 = arith.constant -2 : i32
  memref.store %m7, %X[%c0] : memref<4xi32>
  memref.store %p7, %X[%c1] : memref<4xi32>
  memref.store %m7, %X[%c2] : memref<4xi32>
  memref.store %p7, %X[%c3] : memref<4xi32>
  memref.store %i2, %Y[%c0] : memref<4xi32>
  memref.store %i2, %Y[%c1] : memref<4xi32>
  memref.store %m2, %Y[%c2] : memref<4xi32>
  memref.store %m2, %Y[%c3] : memref<4xi32>
  %u = memref.cast %Q : memref<4xi32> to memref<*xi32>
  // CHECK:Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT:[-3,  3,  3,  -3]
  linalg.div ins(%X, %Y : memref<4xi32>, memref<4xi32>) outs(%Q : memref<4xi32>)
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  // 7 / (2^32 - 2) = 0; (2^32 - 7) / (2^32 - 2) = 0
  // CHECK:Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT:[2147483644,  3,  0,  0]
  linalg.div_unsigned ins(%X, %Y : memref<4xi32>, memref<4xi32>) outs(%Q : memref<4xi32>)
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  // CHECK:Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT:[-5,  9,  -9,  5]
  linalg.add ins(%X, %Y : memref<4xi32>, memref<4xi32>) outs(%Q : memref<4xi32>)
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  // CHECK:Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT:[2,  7,  -2,  7]
  linalg.max ins(%X, %Y : memref<4xi32>, memref<4xi32>) outs(%Q : memref<4xi32>)
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %X : memref<4xi32>
  memref.dealloc %Y : memref<4xi32>
  memref.dealloc %Q : memref<4xi32>
  return
}

// Depthwise convolution, strides 2 x 1, dilations 1 x 2, one batch,
// two channels: input I[0, h, w, c] = h * 10 + w + c * 100 (5 x 5),
// filter K[kh, kw, c] = 1 everywhere but K[1, 1, 1] = 2 (2 x 2), output
// 2 x 3: O[0, oh, ow, c] = sum I[0, 2 oh + kh, ow + 2 kw, c] * K[kh, kw, c]
//   c = 0, oh = 0, ow = 0: I[0,0] + I[0,2] + I[1,0] + I[1,2] = 0 + 2 + 10 + 12 = 24
//   c = 1: 100 + 102 + 110 + 2 * 112 = 536
//   oh = 1 (rows 2 and 3): c = 0: 20 + 22 + 30 + 32 = 104,
//   c = 1: 120 + 122 + 130 + 2 * 132 = 636
func.func @depthwise() {
  %I = memref.alloc() : memref<1x5x5x2xf32>
  %K = memref.alloc() : memref<2x2x2xf32>
  %O = memref.alloc() : memref<1x2x3x2xf32>
  linalg.generic {indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%I : memref<1x5x5x2xf32>) {
  ^bb0(%o: f32):
    %h = linalg.index 1 : index
    %w = linalg.index 2 : index
    %c = linalg.index 3 : index
    %c10 = arith.constant 10 : index
    %c100 = arith.constant 100 : index
    %a = arith.muli %h, %c10 : index
    %b = arith.muli %c, %c100 : index
    %s = arith.addi %a, %w : index
    %t = arith.addi %s, %b : index
    %ti = arith.index_cast %t : index to i32
    %tf = arith.sitofp %ti : i32 to f32
    linalg.yield %tf : f32
  }
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %zero = arith.constant 0.0 : f32
  %c1 = arith.constant 1 : index
  linalg.fill ins(%one : f32) outs(%K : memref<2x2x2xf32>)
  memref.store %two, %K[%c1, %c1, %c1] : memref<2x2x2xf32>
  linalg.fill ins(%zero : f32) outs(%O : memref<1x2x3x2xf32>)
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>}
    ins(%I, %K : memref<1x5x5x2xf32>, memref<2x2x2xf32>) outs(%O : memref<1x2x3x2xf32>)
  %u = memref.cast %O : memref<1x2x3x2xf32> to memref<*xf32>
  // CHECK:Unranked Memref base@ = {{.*}} rank = 4 offset = 0 sizes = [1, 2, 3, 2] strides = [12, 6, 2, 1] data =
  // CHECK-NEXT:{{\[}}{{\[}}{{\[}}[24,     536],
  // CHECK-NEXT:   [28,     541],
  // CHECK-NEXT:   [32,     546]],
  // CHECK-NEXT:  {{\[}}[104,     636],
  // CHECK-NEXT:   [108,     641],
  // CHECK-NEXT:   [112,     646]]]]
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %I : memref<1x5x5x2xf32>
  memref.dealloc %K : memref<2x2x2xf32>
  memref.dealloc %O : memref<1x2x3x2xf32>
  return
}

// The batch matmuls on A[b, i, j] = b * 100 + i * 10 + j and ones.
func.func @fill3(%M: memref<2x2x2xf32>) {
  linalg.generic {indexing_maps = [affine_map<(b, i, j) -> (b, i, j)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%M : memref<2x2x2xf32>) {
  ^bb0(%o: f32):
    %b = linalg.index 0 : index
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %c10 = arith.constant 10 : index
    %c100 = arith.constant 100 : index
    %x = arith.muli %b, %c100 : index
    %y = arith.muli %i, %c10 : index
    %s = arith.addi %x, %y : index
    %t = arith.addi %s, %j : index
    %ti = arith.index_cast %t : index to i32
    %tf = arith.sitofp %ti : i32 to f32
    linalg.yield %tf : f32
  }
  return
}

func.func @batch() {
  %A = memref.alloc() : memref<2x2x2xf32>
  %B = memref.alloc() : memref<2x2x2xf32>
  %C = memref.alloc() : memref<2x2x2xf32>
  %R = memref.alloc() : memref<2x2xf32>
  %zero = arith.constant 0.0 : f32
  call @fill3(%A) : (memref<2x2x2xf32>) -> ()
  call @fill3(%B) : (memref<2x2x2xf32>) -> ()
  // R[m, n] = sum_b sum_k A[b, m, k] * B[b, k, n]
  //   R[0, 0] = (0*0 + 1*10) + (100*100 + 101*110) = 10 + 21110 = 21120
  //   R[1, 1] = (10*1 + 11*11) + (110*101 + 111*111) = 131 + 23431 = 23562
  linalg.fill ins(%zero : f32) outs(%R : memref<2x2xf32>)
  linalg.batch_reduce_matmul ins(%A, %B : memref<2x2x2xf32>, memref<2x2x2xf32>) outs(%R : memref<2x2xf32>)
  %ru = memref.cast %R : memref<2x2xf32> to memref<*xf32>
  // CHECK:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
  // CHECK-NEXT:{{\[}}[21120,   21322],
  // CHECK-NEXT: [23320,   23562]]
  call @printMemrefF32(%ru) : (memref<*xf32>) -> ()
  // C[b, m, n] = sum_k A[b, k, m] * B[b, k, n]
  //   C[0, 0, 0] = 0*0 + 10*10 = 100, C[1, 0, 0] = 100*100 + 110*110 = 22100
  linalg.fill ins(%zero : f32) outs(%C : memref<2x2x2xf32>)
  linalg.batch_matmul_transpose_a ins(%A, %B : memref<2x2x2xf32>, memref<2x2x2xf32>) outs(%C : memref<2x2x2xf32>)
  %cu = memref.cast %C : memref<2x2x2xf32> to memref<*xf32>
  // CHECK:Unranked Memref base@ = {{.*}} rank = 3 offset = 0 sizes = [2, 2, 2] strides = [4, 2, 1] data =
  // CHECK-NEXT:{{\[}}{{\[}}[100,    110],
  // CHECK-NEXT:  [110,    122]],
  // CHECK-NEXT: {{\[}}[22100,    22310],
  // CHECK-NEXT:  [22310,    22522]]]
  call @printMemrefF32(%cu) : (memref<*xf32>) -> ()
  // C[b, m, n] = sum_k A[b, m, k] * B[b, n, k]
  //   C[0, 0, 1] = 0*10 + 1*11 = 11
  linalg.fill ins(%zero : f32) outs(%C : memref<2x2x2xf32>)
  linalg.batch_matmul_transpose_b ins(%A, %B : memref<2x2x2xf32>, memref<2x2x2xf32>) outs(%C : memref<2x2x2xf32>)
  // CHECK:Unranked Memref base@ = {{.*}} rank = 3 offset = 0 sizes = [2, 2, 2] strides = [4, 2, 1] data =
  // CHECK-NEXT:{{\[}}{{\[}}[1,    11],
  // CHECK-NEXT:  [11,    221]],
  // CHECK-NEXT: {{\[}}[20201,    22211],
  // CHECK-NEXT:  [22211,    24421]]]
  call @printMemrefF32(%cu) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<2x2x2xf32>
  memref.dealloc %B : memref<2x2x2xf32>
  memref.dealloc %C : memref<2x2x2xf32>
  memref.dealloc %R : memref<2x2xf32>
  return
}

func.func @main() {
  call @elementwise() : () -> ()
  call @integer_div() : () -> ()
  call @depthwise() : () -> ()
  call @batch() : () -> ()
  return
}
