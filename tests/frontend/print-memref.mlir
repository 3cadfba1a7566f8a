// Custom forms of the memref dialect's views, copies, globals, scopes,
// atomics and hints, as mlir-opt-19 prints them (tests/frontend/
// differential.sh reads them back with it).
// RUN: asyncc --print-ir=input %s | FileCheck %s
// Printing is a fixed point of parse+print, in both forms:
// RUN: asyncc --print-ir=input %s > %t.1.mlir && asyncc --print-ir=input %t.1.mlir > %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s > %t.g.mlir && asyncc --print-ir=input %t.g.mlir | diff %t.1.mlir -
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK: memref.global "private" constant @c : memref<2x3xf32> = uninitialized {alignment = 64 : i64}
// CHECK: memref.global @u : memref<4xi32> = uninitialized
// CHECK: memref.global "private" @e : memref<f64>
// CHECK: memref.global "public" @p : memref<1xi8> {test.tag}
// GENERIC: "memref.global"() <{alignment = 64 : i64, constant, initial_value, sym_name = "c", sym_visibility = "private", type = memref<2x3xf32>}> : () -> ()
// GENERIC: "memref.global"() <{sym_name = "p", sym_visibility = "public", type = memref<1xi8>}> {test.tag} : () -> ()
memref.global "private" constant @c : memref<2x3xf32> = uninitialized {alignment = 64}
memref.global @u : memref<4xi32> = uninitialized
memref.global "private" @e : memref<f64>
memref.global "public" @p : memref<1xi8> {test.tag}
// CHECK: memref.global "private" constant @w : memref<2x2xf32> = dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> {alignment = 16 : i64}
// CHECK: memref.global @z : memref<i32> = dense<7>
// CHECK: memref.global @s : memref<3xi8> = dense<0>
// GENERIC: "memref.global"() <{alignment = 16 : i64, constant, initial_value = dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>, sym_name = "w", sym_visibility = "private", type = memref<2x2xf32>}> : () -> ()
memref.global "private" constant @w : memref<2x2xf32> = dense<[[1.0, 2.0], [3.0, 4.0]]> {alignment = 16}
memref.global @z : memref<i32> = dense<7>
memref.global @s : memref<3xi8> = dense<[0, 0, 0]>

// CHECK-LABEL: func.func @views
func.func @views(%m: memref<8x16xf32>, %i: index, %u: memref<*xf32>, %b: memref<2048xi8>) {
  // CHECK: memref.subview %arg0[%arg1, 4] [4, %arg1] [1, 2] : memref<8x16xf32> to memref<4x?xf32, strided<[16, 2], offset: ?>>
  // GENERIC: "memref.subview"(%arg0, %arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 4>, static_sizes = array<i64: 4, -9223372036854775808>, static_strides = array<i64: 1, 2>}>
  %0 = memref.subview %m[%i, 4][4, %i][1, 2] : memref<8x16xf32> to memref<4x?xf32, strided<[16, 2], offset: ?>>
  // CHECK: memref.subview %arg0[0, 4] [1, 8] [1, 1] {test.tag} : memref<8x16xf32> to memref<8xf32, strided<[1], offset: 4>>
  %1 = memref.subview %m[0, 4] [1, 8] [1, 1] {test.tag} : memref<8x16xf32> to memref<8xf32, strided<[1], offset: 4>>
  // CHECK: memref.subview %arg0[0, 0] [1, 1] [1, 1] : memref<8x16xf32> to memref<f32, strided<[]>>
  %2 = memref.subview %m[0, 0] [1, 1] [1, 1] : memref<8x16xf32> to memref<f32, strided<[]>>
  // CHECK: memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [4, %arg1], strides: [%arg1, 1] : memref<8x16xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  // GENERIC: "memref.reinterpret_cast"(%arg0, %arg1, %arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, {{.*}}}>
  %3 = memref.reinterpret_cast %m to offset: [%i], sizes: [4, %i], strides: [%i, 1] : memref<8x16xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  // CHECK: memref.reinterpret_cast %arg2 to offset: [0], sizes: [10], strides: [1] : memref<*xf32> to memref<10xf32>
  %4 = memref.reinterpret_cast %u to offset: [0], sizes: [10], strides: [1] : memref<*xf32> to memref<10xf32>
  // CHECK: memref.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [2, 4, 16] : memref<8x16xf32> into memref<2x4x16xf32>
  // GENERIC: "memref.expand_shape"(%arg0) <{reassociation = {{\[\[}}0, 1], [2]], static_output_shape = array<i64: 2, 4, 16>}>
  %5 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 16] : memref<8x16xf32> into memref<2x4x16xf32>
  // CHECK: memref.expand_shape %{{.*}} {{\[\[}}0, 1]] output_shape [%arg1, 4] : memref<?xf32> into memref<?x4xf32>
  %d = memref.cast %1 : memref<8xf32, strided<[1], offset: 4>> to memref<?xf32, strided<[1], offset: ?>>
  %e = memref.alloc(%i) : memref<?xf32>
  %6 = memref.expand_shape %e [[0, 1]] output_shape [%i, 4] : memref<?xf32> into memref<?x4xf32>
  // CHECK: memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<8x16xf32> into memref<128xf32>
  // CHECK: memref.collapse_shape %{{.*}} [] : memref<1x1xf32> into memref<f32>
  %7 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32> into memref<128xf32>
  %one = memref.alloc() : memref<1x1xf32>
  %8 = memref.collapse_shape %one [] : memref<1x1xf32> into memref<f32>
  // CHECK: memref.view %arg3[%arg1][%arg1] : memref<2048xi8> to memref<?x4xf32>
  // CHECK: memref.view %arg3[%arg1][] : memref<2048xi8> to memref<4xf32>
  %9 = memref.view %b[%i][%i] : memref<2048xi8> to memref<?x4xf32>
  %10 = memref.view %b[%i][] : memref<2048xi8> to memref<4xf32>
  // CHECK: memref.reshape %arg0(%{{.*}}) : (memref<8x16xf32>, memref<2xindex>) -> memref<?x?xf32>
  // CHECK: memref.reshape %arg2(%{{.*}}) : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>
  // GENERIC: "memref.reshape"(%arg0, %{{.*}}) : (memref<8x16xf32>, memref<2xindex>) -> memref<?x?xf32>
  %shape = memref.alloc() : memref<2xindex>
  %r1 = memref.reshape %m(%shape) : (memref<8x16xf32>, memref<2xindex>) -> memref<?x?xf32>
  %shape2 = memref.alloc(%i) : memref<?xi32>
  %r2 = memref.reshape %u(%shape2) : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>
  // CHECK: memref.cast %0 : memref<4x?xf32, strided<[16, 2], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %11 = memref.cast %0 : memref<4x?xf32, strided<[16, 2], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  // CHECK: memref.memory_space_cast %arg0 : memref<8x16xf32> to memref<8x16xf32, 1>
  %12 = memref.memory_space_cast %m : memref<8x16xf32> to memref<8x16xf32, 1>
  // CHECK: memref.rank %arg2 : memref<*xf32>
  %13 = memref.rank %u : memref<*xf32>
  // CHECK: %{{.*}}:6 = memref.extract_strided_metadata %arg0 : memref<8x16xf32> -> memref<f32>, index, index, index, index, index
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<8x16xf32> -> memref<f32>, index, index, index, index, index
  // CHECK: memref.extract_aligned_pointer_as_index %arg2 : memref<*xf32> -> index
  %14 = memref.extract_aligned_pointer_as_index %u : memref<*xf32> -> index
  return
}

// CHECK-LABEL: func.func @ops
func.func @ops(%m: memref<8x16xf32>, %i: index, %v: f32, %w: i32, %n: memref<4xi32>) -> f32 {
  // CHECK: memref.copy %arg0, %{{.*}} : memref<8x16xf32> to memref<8x16xf32>
  %a = memref.alloc() : memref<8x16xf32>
  memref.copy %m, %a : memref<8x16xf32> to memref<8x16xf32>
  // CHECK: memref.get_global @c : memref<2x3xf32>
  // GENERIC: "memref.get_global"() <{name = @c}> : () -> memref<2x3xf32>
  %g = memref.get_global @c : memref<2x3xf32>
  // CHECK: memref.alloca_scope  -> (f32) {
  // CHECK-NEXT: memref.load
  // CHECK-NEXT: memref.alloca_scope.return %{{.*}} : f32
  // CHECK-NEXT: }
  %s = memref.alloca_scope -> (f32) {
    %q = memref.load %m[%i, %i] : memref<8x16xf32>
    memref.alloca_scope.return %q : f32
  }
  // CHECK: memref.alloca_scope  {
  // CHECK-NEXT: memref.alloca() : memref<4xf32>
  // CHECK-NEXT: }
  // GENERIC: "memref.alloca_scope.return"() : () -> ()
  memref.alloca_scope {
    %t = memref.alloca() : memref<4xf32>
  }
  // CHECK: memref.atomic_rmw addf %arg2, %arg0[%arg1, %arg1] : (f32, memref<8x16xf32>) -> f32
  // CHECK: memref.atomic_rmw maximumf
  // CHECK: memref.atomic_rmw minnumf
  // CHECK: memref.atomic_rmw andi %arg3, %arg4[%arg1] : (i32, memref<4xi32>) -> i32
  // GENERIC: "memref.atomic_rmw"(%arg2, %arg0, %arg1, %arg1) <{kind = 0 : i64}> : (f32, memref<8x16xf32>, index, index) -> f32
  // GENERIC: <{kind = 3 : i64}>
  // GENERIC: <{kind = 14 : i64}>
  // GENERIC: <{kind = 12 : i64}>
  %x0 = memref.atomic_rmw addf %v, %m[%i, %i] : (f32, memref<8x16xf32>) -> f32
  %x1 = memref.atomic_rmw maximumf %v, %m[%i, %i] : (f32, memref<8x16xf32>) -> f32
  %x2 = memref.atomic_rmw minnumf %v, %m[%i, %i] : (f32, memref<8x16xf32>) -> f32
  %x3 = memref.atomic_rmw andi %w, %n[%i] : (i32, memref<4xi32>) -> i32
  // CHECK: memref.generic_atomic_rmw %arg0[%arg1, %arg1] : memref<8x16xf32> {
  // CHECK-NEXT: ^bb0(%{{.*}}: f32):
  // CHECK-NEXT: arith.addf
  // CHECK-NEXT: memref.atomic_yield %{{.*}} : f32
  // CHECK-NEXT: }
  %y = memref.generic_atomic_rmw %m[%i, %i] : memref<8x16xf32> {
  ^bb0(%cur: f32):
    %z = arith.addf %cur, %v : f32
    memref.atomic_yield %z : f32
  }
  // CHECK: memref.assume_alignment %arg0, 16 : memref<8x16xf32>
  // GENERIC: "memref.assume_alignment"(%arg0) <{alignment = 16 : i32}>
  memref.assume_alignment %m, 16 : memref<8x16xf32>
  // CHECK: memref.realloc %{{.*}}(%arg1) : memref<?xf32> to memref<?xf32>
  // CHECK: memref.realloc %{{.*}} {alignment = 8 : i64} : memref<?xf32> to memref<10xf32>
  %r = memref.alloc(%i) : memref<?xf32>
  %r1 = memref.realloc %r(%i) : memref<?xf32> to memref<?xf32>
  %r2 = memref.realloc %r1 {alignment = 8} : memref<?xf32> to memref<10xf32>
  // CHECK: memref.prefetch %arg0[%arg1, %arg1], read, locality<3>, data : memref<8x16xf32>
  // CHECK: memref.prefetch %arg4[%arg1], write, locality<0>, instr : memref<4xi32>
  // GENERIC: "memref.prefetch"(%arg0, %arg1, %arg1) <{isDataCache = true, isWrite = false, localityHint = 3 : i32}>
  memref.prefetch %m[%i, %i], read, locality<3>, data : memref<8x16xf32>
  memref.prefetch %n[%i], write, locality<0>, instr : memref<4xi32>
  return %y : f32
}
