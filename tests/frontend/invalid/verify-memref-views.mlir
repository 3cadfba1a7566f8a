// Verifier and parser: the memref ops that make views (subview,
// reinterpret_cast, expand_shape, collapse_shape, view, the casts and
// the metadata extractions), with MLIR 19's messages.
// RUN: asyncc -verify-diagnostics -split-input-file %s

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0, 0] [4, 4] [1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{expected 2 offset values, got 3}}
  %0 = memref.subview %m[0, 0, 0] [4, 4, 1] [1, 1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{expected 0 dynamic offset values}}
  %0 = "memref.subview"(%m, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32>, index) -> memref<1x1xf32, strided<[16, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{expected offsets to be non-negative, but got -1}}
  %0 = memref.subview %m[-1, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: -16>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{expected sizes to be non-negative, but got -4}}
  %0 = memref.subview %m[0, 0] [4, -4] [1, 1] : memref<8x16xf32> to memref<4x?xf32, strided<[16, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.subview' op requires attribute 'static_sizes'}}
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32>) -> memref<1x1xf32, strided<[16, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{invalid properties {operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 1>, static_strides = array<i32: 1, 1>} for op memref.subview: Invalid attribute `static_strides` in property conversion: array<i32: 1, 1>}}
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 1>, static_strides = array<i32: 1, 1>}> : (memref<8x16xf32>) -> memref<1x1xf32, strided<[16, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.subview' op operand #0 must be memref of any type values, but got 'f32'}}
  %0 = "memref.subview"(%x) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (f32) -> memref<1xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.subview' op result #0 must be memref of any type values, but got 'f32'}}
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32>) -> f32
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.subview' op requires one result}}
  "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32>) -> ()
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.subview' op operand #1 must be variadic of index, but got 'f32'}}
  %0 = "memref.subview"(%m, %x) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32>, f32) -> memref<1x1xf32, strided<[16, 1], offset: ?>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{different memory spaces specified for base memref type 'memref<8x16xf32>' and subview memref type 'memref<4x4xf32, strided<[16, 1]>, 1>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>, 1>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{expected result rank to be smaller or equal to the source rank. }}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4x1xf32, strided<[16, 1, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result sizes) }}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x5xf32, strided<[16, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{expected result element type to be 'f32'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf64, strided<[16, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1], offset: 17>>' or a rank-reduced version. (mismatch of result layout) }}
  %0 = memref.subview %m[1, 1] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[32, 3], offset: ?>>' or a rank-reduced version. (mismatch of result layout) }}
  %0 = memref.subview %m[%i, 0] [4, 4] [2, 3] : memref<8x16xf32> to memref<4x4xf32, strided<[32, 1], offset: ?>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // Of two unit dimensions, the strides say which one is dropped.
  %a = memref.subview %m[0, 0] [1, 1] [1, 1] : memref<8x16xf32> to memref<1xf32, strided<[16]>>
  %b = memref.subview %m[0, 0] [1, 1] [1, 1] : memref<8x16xf32> to memref<1xf32, strided<[1]>>
  // expected-error @+1 {{expected result type to be 'memref<1x1xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout) }}
  %c = memref.subview %m[0, 0] [1, 1] [1, 1] : memref<8x16xf32> to memref<1xf32, strided<[2]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{expected 1 offset values, got 2}}
  %0 = memref.reinterpret_cast %m to offset: [0, 0], sizes: [4, 4], strides: [4, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[4, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{expected result type with size = 4 instead of 5 in dim = 1}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<8x16xf32> to memref<4x5xf32, strided<[4, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{expected result type with offset = 1 instead of 2}}
  %0 = memref.reinterpret_cast %m to offset: [1], sizes: [4, 4], strides: [4, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[4, 1], offset: 2>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{expected result type with stride = 5 instead of 4 in dim = 0}}
  %0 = memref.reinterpret_cast %u to offset: [0], sizes: [4, 4], strides: [5, 1] : memref<*xf32> to memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{different element types specified for source type 'memref<*xf32>' and result memref type 'memref<4xf64>'}}
  %0 = memref.reinterpret_cast %u to offset: [0], sizes: [4], strides: [1] : memref<*xf32> to memref<4xf64>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{different memory spaces specified for source type 'memref<8x16xf32>' and result memref type 'memref<4xf32, 1>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : memref<8x16xf32> to memref<4xf32, 1>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // Dynamic where the type is static (and the converse) is accepted, as in MLIR.
  %0 = memref.reinterpret_cast %m to offset: [%i], sizes: [%i, 4], strides: [%i, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[4, 1], offset: 2>>
  // expected-error @+1 {{'memref.reinterpret_cast' op operand #0 must be ranked or unranked memref of any type values, but got 'f32'}}
  %1 = "memref.reinterpret_cast"(%x) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (f32) -> memref<1xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op collapsed dim size (8) must equal reassociation group size (10)}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 5, 16] : memref<8x16xf32> into memref<2x5x16xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op has source rank 2 and result rank 1. This is not an expansion (2 > 1).}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [128] : memref<8x16xf32> into memref<128xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op reassociation indices must be contiguous}}
  %0 = memref.expand_shape %m [[0, 2], [1]] output_shape [2, 4, 16] : memref<8x16xf32> into memref<2x4x16xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op invalid number of reassociation groups: found 1, expected 2}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 4] : memref<8x16xf32> into memref<2x4xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op reassociation index 3 is out of bounds}}
  %0 = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [2, 4, 16] : memref<8x16xf32> into memref<2x4x16xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op expanded rank (4) inconsistent with number of reassociation indices (3)}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 16, 1] : memref<8x16xf32> into memref<2x4x16x1xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op invalid output shape provided at pos 1}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 5, 16] : memref<8x16xf32> into memref<2x4x16xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  %d = memref.cast %m : memref<8x16xf32> to memref<?x16xf32>
  // expected-error @+1 {{'memref.expand_shape' op collapsed dim (0) must be dynamic if and only if reassociation group is dynamic}}
  %0 = memref.expand_shape %d [[0, 1], [2]] output_shape [2, 4, 16] : memref<?x16xf32> into memref<2x4x16xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  %d = memref.cast %m : memref<8x16xf32> to memref<?x16xf32>
  // expected-error @+1 {{'memref.expand_shape' op mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has 1 dynamic dims while output_shape has 0 values}}
  %0 = "memref.expand_shape"(%d) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 4, 16>}> : (memref<?x16xf32>) -> memref<?x4x16xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (3) but found 2 inputs instead}}
  %0 = "memref.expand_shape"(%m) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 4>}> : (memref<8x16xf32>) -> memref<2x4x16xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op requires attribute 'reassociation'}}
  %0 = "memref.expand_shape"(%m) <{static_output_shape = array<i64: 2, 4, 16>}> : (memref<8x16xf32>) -> memref<2x4x16xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
  %0 = "memref.expand_shape"(%m) <{reassociation = [0, 1, 2], static_output_shape = array<i64: 2, 4, 16>}> : (memref<8x16xf32>) -> memref<2x4x16xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32, strided<[32, 1]>>) {
  // expected-error @+1 {{'memref.expand_shape' op expected expanded type to be 'memref<2x4x16xf32, strided<[128, 32, 1]>>' but found 'memref<2x4x16xf32>'}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 16] : memref<8x16xf32, strided<[32, 1]>> into memref<2x4x16xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32, strided<[32, 1]>>) {
  // expected-error @+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32, strided<[32, 1]>> into memref<128xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op collapsed dim size (127) must equal reassociation group size (128)}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32> into memref<127xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{custom op 'memref.collapse_shape' invalid kind of attribute specified}}
  %0 = memref.collapse_shape %m "x" : memref<8x16xf32> into memref<128xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<128xf32>' but found 'memref<128xf32, strided<[1]>>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32> into memref<128xf32, strided<[1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op has source rank 2 and result rank 3. This is not a collapse (2 < 3).}}
  %0 = memref.collapse_shape %m [[0], [1], [2]] : memref<8x16xf32> into memref<8x16x1xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op rank 0 memrefs can only be extended/collapsed with/from ones}}
  %0 = memref.collapse_shape %m [] : memref<8x16xf32> into memref<f32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op requires a single operand}}
  %0 = "memref.collapse_shape"(%m, %i) <{reassociation = [[0, 1]]}> : (memref<8x16xf32>, index) -> memref<128xf32>
  return
}

// -----

func.func @f(%b: memref<2048xi8>, %i: index, %c: memref<2048xi8, strided<[2]>>, %s: memref<2048xi8, 1>, %w: memref<8xf32>) {
  // expected-error @+1 {{incorrect number of size operands for type 'memref<?x4xf32>'}}
  %0 = memref.view %b[%i][] : memref<2048xi8> to memref<?x4xf32>
  return
}

// -----

func.func @f(%b: memref<2048xi8>, %i: index, %c: memref<2048xi8, strided<[2]>>, %s: memref<2048xi8, 1>, %w: memref<8xf32>) {
  // expected-error @+1 {{unsupported map for base memref type 'memref<2048xi8, strided<[2]>>'}}
  %1 = memref.view %c[%i][] : memref<2048xi8, strided<[2]>> to memref<4xf32>
  return
}

// -----

func.func @f(%b: memref<2048xi8>, %i: index, %c: memref<2048xi8, strided<[2]>>, %s: memref<2048xi8, 1>, %w: memref<8xf32>) {
  // expected-error @+1 {{unsupported map for result memref type 'memref<4xf32, strided<[2]>>'}}
  %2 = memref.view %b[%i][] : memref<2048xi8> to memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @f(%b: memref<2048xi8>, %i: index, %c: memref<2048xi8, strided<[2]>>, %s: memref<2048xi8, 1>, %w: memref<8xf32>) {
  // expected-error @+1 {{different memory spaces specified for base memref type 'memref<2048xi8, 1>' and view memref type 'memref<4xf32>'}}
  %3 = memref.view %s[%i][] : memref<2048xi8, 1> to memref<4xf32>
  return
}

// -----

func.func @f(%b: memref<2048xi8>, %i: index, %c: memref<2048xi8, strided<[2]>>, %s: memref<2048xi8, 1>, %w: memref<8xf32>) {
  // expected-error @+1 {{'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<8xf32>'}}
  %4 = memref.view %w[%i][] : memref<8xf32> to memref<4xf32>
  return
}

// -----

func.func @f(%b: memref<2048xi8>, %i: index, %c: memref<2048xi8, strided<[2]>>, %s: memref<2048xi8, 1>, %w: memref<8xf32>) {
  // expected-error @+1 {{'memref.view' op expected 2 or more operands, but found 1}}
  %5 = "memref.view"(%b) : (memref<2048xi8>) -> memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<8x16xf32>' and result type 'memref<8x8xf32, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<8x16xf32> to memref<8x8xf32, 1>
  %1 = memref.memory_space_cast %u : memref<*xf32> to memref<*xf32, 2>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  %0 = memref.cast %m : memref<8x16xf32> to memref<?x16xf32, strided<[?, 1], offset: ?>>
  %1 = memref.cast %0 : memref<?x16xf32, strided<[?, 1], offset: ?>> to memref<8x?xf32, strided<[16, ?]>>
  // expected-error @+1 {{'memref.cast' op operand type 'memref<8x?xf32, strided<[16, ?]>>' and result type 'memref<8x16xf32, strided<[16, 1], offset: 1>>' are cast incompatible}}
  %2 = memref.cast %1 : memref<8x?xf32, strided<[16, ?]>> to memref<8x16xf32, strided<[16, 1], offset: 1>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+2 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f64>', 'index', 'index', 'index', 'index', 'index'}}
  // expected-error @+1 {{'memref.extract_strided_metadata' op failed to infer returned types}}
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<8x16xf32> -> memref<f64>, index, index, index, index, index
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{custom op 'memref.extract_strided_metadata' invalid kind of type specified}}
  %b, %o = memref.extract_strided_metadata %u : memref<*xf32> -> memref<f32>, index
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.extract_strided_metadata' op operand #0 must be strided memref of any type values, but got 'memref<*xf32>'}}
  %b:4 = "memref.extract_strided_metadata"(%u) : (memref<*xf32>) -> (memref<f32>, index, index, index)
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.extract_strided_metadata' op requires a single operand}}
  %b, %o = "memref.extract_strided_metadata"(%u, %u) : (memref<*xf32>, memref<*xf32>) -> (memref<f32>, index)
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.rank' op operand #0 must be ranked or unranked memref of any type values, but got 'f32'}}
  %0 = "memref.rank"(%x) : (f32) -> index
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.extract_aligned_pointer_as_index' op operand #0 must be ranked or unranked memref of any type values, but got 'index'}}
  %0 = "memref.extract_aligned_pointer_as_index"(%i) : (index) -> index
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+2 {{expected '[' in dynamic index list}}
  // expected-error @+1 {{custom op 'memref.subview' expected SSA value or integer}}
  %0 = memref.subview %m[0, 0] [4, 4] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+2 {{custom op 'memref.subview' expected integer value}}
  // expected-error @+1 {{custom op 'memref.subview' expected SSA value or integer}}
  %0 = memref.subview %m[0, x] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{expected attribute value}}
  %0 = memref.collapse_shape %m : memref<8x16xf32> into memref<128xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index, %x: f32, %u: memref<*xf32>) {
  // expected-error @+1 {{strides must not be zero}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 0] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 0]>>
  return
}

// -----

func.func @f(%m: memref<2x3xf32>, %s: memref<?xi32>) {
  // expected-error @+1 {{'memref.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type}}
  %0 = memref.reshape %m(%s) : (memref<2x3xf32>, memref<?xi32>) -> memref<?x?xf32>
  return
}

// -----

func.func @f(%m: memref<2x3xf32>, %s: memref<2xindex>) {
  // expected-error @+1 {{'memref.reshape' op length of shape operand differs from the result's memref rank}}
  %0 = memref.reshape %m(%s) : (memref<2x3xf32>, memref<2xindex>) -> memref<?xf32>
  return
}

// -----

func.func @f(%m: memref<2x3xf32>, %s: memref<2xindex>) {
  // expected-error @+1 {{'memref.reshape' op element types of source and destination memref types should be the same}}
  %0 = memref.reshape %m(%s) : (memref<2x3xf32>, memref<2xindex>) -> memref<?x?xf64>
  return
}

// -----

func.func @f(%m: memref<2x3xf32, strided<[3, 1]>>, %s: memref<2xindex>) {
  // expected-error @+1 {{'memref.reshape' op source memref type should have identity affine map}}
  %0 = memref.reshape %m(%s) : (memref<2x3xf32, strided<[3, 1]>>, memref<2xindex>) -> memref<?x?xf32>
  return
}

// -----

func.func @f(%m: memref<2x3xf32>, %s: memref<2xindex>) {
  // expected-error @+1 {{'memref.reshape' op result memref type should have identity affine map}}
  %0 = memref.reshape %m(%s) : (memref<2x3xf32>, memref<2xindex>) -> memref<?x?xf32, strided<[?, 1]>>
  return
}

// -----

func.func @f(%m: memref<2x3xf32>, %s: memref<2xf32>) {
  // expected-error @+1 {{'memref.reshape' op operand #1 must be 1D memref of signless integer or index values, but got 'memref<2xf32>'}}
  %0 = memref.reshape %m(%s) : (memref<2x3xf32>, memref<2xf32>) -> memref<?x?xf32>
  return
}

// -----

func.func @f(%m: memref<2x3xf32>, %s: memref<2xindex>) {
  // expected-error @+1 {{'memref.reshape' op result #0 must be ranked or unranked memref of any type values, but got 'f32'}}
  %0 = "memref.reshape"(%m, %s) : (memref<2x3xf32>, memref<2xindex>) -> f32
  return
}
