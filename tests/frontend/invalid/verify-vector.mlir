// Verifier: the vector dialect, and arith and math on vectors, with MLIR
// 19's messages: mlir-opt-19 reports exactly the same on this file.
// RUN: asyncc -verify-diagnostics -split-input-file %s
// RUN: if [ -n "${MLIR_OPT:-}" ]; then "$MLIR_OPT" -verify-diagnostics -split-input-file %s > /dev/null; fi

func.func @broadcast_to_scalar(%a: f32) {
  // expected-error @+1 {{custom op 'vector.broadcast' invalid kind of type specified}}
  %0 = vector.broadcast %a : f32 to f32
  return
}

// -----

func.func @broadcast_generic_scalar(%a: f32) {
  // expected-error @+1 {{'vector.broadcast' op result #0 must be vector of any type values, but got 'f32'}}
  %0 = "vector.broadcast"(%a) : (f32) -> f32
  return
}

// -----

func.func @broadcast_elem(%a: vector<2x3xf32>) {
  // expected-error @+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = vector.broadcast %a : vector<2x3xf32> to vector<2x3xf64>
  return
}

// -----

func.func @broadcast_rank(%a: vector<4x4xf32>) {
  // expected-error @+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %0 = vector.broadcast %a : vector<4x4xf32> to vector<4xf32>
  return
}

// -----

func.func @broadcast_dim(%a: vector<2x3xf32>) {
  // expected-error @+1 {{'vector.broadcast' op dimension mismatch (2 vs. 4)}}
  %0 = vector.broadcast %a : vector<2x3xf32> to vector<4x3xf32>
  return
}

// -----

func.func @broadcast_memref(%a: memref<4xf32>) {
  // expected-error @+1 {{'vector.broadcast' op source type is not a vector}}
  %0 = vector.broadcast %a : memref<4xf32> to vector<4xf32>
  return
}

// -----

func.func @splat_memref(%a: f32) {
  // expected-error @+1 {{custom op 'vector.splat' invalid kind of type specified}}
  %0 = vector.splat %a : memref<8xf32>
  return
}

// -----

func.func @splat_generic(%a: f64) {
  // expected-error @+1 {{'vector.splat' op failed to verify that operand type matches element type of result}}
  %0 = "vector.splat"(%a) : (f64) -> vector<4xf32>
  return
}

// -----

func.func @splat_vector_operand(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.splat' op operand #0 must be integer/index/float type, but got 'vector<4xf32>'}}
  %0 = "vector.splat"(%a) : (vector<4xf32>) -> vector<4x4xf32>
  return
}

// -----

func.func @splat_scalar_result(%a: f32) {
  // expected-error @+1 {{'vector.splat' op result #0 must be vector of any type values, but got 'f32'}}
  %0 = "vector.splat"(%a) : (f32) -> f32
  return
}

// -----

func.func @from_elements_count(%a: f32) {
  // expected-error @+1 {{custom op 'vector.from_elements' 2 operands present, but expected 3}}
  %0 = vector.from_elements %a, %a : vector<3xf32>
  return
}

// -----

func.func @from_elements_type(%a: f64) {
  // expected-error @+1 {{'vector.from_elements' op failed to verify that operand types match result element type}}
  %0 = "vector.from_elements"(%a, %a) : (f64, f64) -> vector<2xf32>
  return
}

// -----

func.func @from_elements_scalar() {
  // expected-error @+1 {{'vector.from_elements' op result #0 must be vector of any type values, but got 'f32'}}
  %0 = "vector.from_elements"() : () -> f32
  return
}

// -----

func.func @step_type() {
  // expected-error @+1 {{'vector.step' op result #0 must be vector of index values of ranks 1, but got 'vector<4xf32>'}}
  %0 = vector.step : vector<4xf32>
  return
}

// -----

func.func @extract_scalar(%a: index) {
  // expected-error @+1 {{custom op 'vector.extract' invalid kind of type specified}}
  %0 = vector.extract %a[] : index from index
  return
}

// -----

func.func @extract_generic_scalar(%a: f32) {
  // expected-error @+1 {{'vector.extract' op operand #0 must be vector of any type values, but got 'f32'}}
  %0 = "vector.extract"(%a) <{static_position = array<i64>}> : (f32) -> f32
  return
}

// -----

func.func @extract_elem(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.extract' op failed to verify that operand and result have same element type}}
  %0 = vector.extract %a[1] : f64 from vector<4xf32>
  return
}

// -----

func.func @extract_infer(%a: vector<4x4xf32>) {
  // expected-error @+2 {{'vector.extract' op inferred type(s) 'vector<4xf32>' are incompatible with return type(s) of operation 'vector<3xf32>'}}
  // expected-error @+1 {{'vector.extract' op failed to infer returned types}}
  %0 = vector.extract %a[1] : vector<3xf32> from vector<4x4xf32>
  return
}

// -----

func.func @extract_position(%a: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute #2 to be a non-negative integer smaller than the corresponding vector dimension}}
  %0 = vector.extract %a[1, 8] : f32 from vector<4x8xf32>
  return
}

// -----

func.func @extract_negative(%a: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension}}
  %0 = vector.extract %a[-1] : vector<8xf32> from vector<4x8xf32>
  return
}

// -----

func.func @extract_rank(%a: vector<4x8x16xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %0 = "vector.extract"(%a) <{static_position = array<i64: 0, 0, 0, 0>}> : (vector<4x8x16xf32>) -> vector<f32>
  return
}

// -----

func.func @extract_dynamic_type(%a: vector<4xf32>, %i: i32) {
  // expected-error @+1 {{'vector.extract' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "vector.extract"(%a, %i) <{static_position = array<i64: -9223372036854775808>}> : (vector<4xf32>, i32) -> f32
  return
}

// -----

func.func @extract_marker(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.extract' op mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite}}
  %0 = "vector.extract"(%a) <{static_position = array<i64: -9223372036854775808>}> : (vector<4xf32>) -> f32
  return
}

// -----

func.func @extract_no_position(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.extract' op requires attribute 'static_position'}}
  %0 = "vector.extract"(%a) : (vector<4xf32>) -> f32
  return
}

// -----

func.func @extract_bad_position(%a: vector<4xf32>) {
  // expected-error @+1 {{invalid properties {static_position = [1]} for op vector.extract: Invalid attribute `static_position` in property conversion: [1]}}
  %0 = "vector.extract"(%a) <{static_position = [1]}> : (vector<4xf32>) -> f32
  return
}

// -----

func.func @insert_position(%a: vector<4xf32>, %b: f32) {
  // expected-error @+1 {{'vector.insert' op expected position attribute #1 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %0 = vector.insert %b, %a [4] : f32 into vector<4xf32>
  return
}

// -----

func.func @insert_result(%a: vector<4xf32>, %b: f32) {
  // expected-error @+1 {{'vector.insert' op failed to verify that all of {dest, result} have same type}}
  %0 = "vector.insert"(%b, %a) <{static_position = array<i64: 1>}> : (f32, vector<4xf32>) -> vector<5xf32>
  return
}

// -----

func.func @insert_elem(%a: vector<4xf32>, %b: f64) {
  // expected-error @+1 {{'vector.insert' op failed to verify that source operand and result have same element type}}
  %0 = "vector.insert"(%b, %a) <{static_position = array<i64: 1>}> : (f64, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @insert_rank(%a: f32, %b: vector<4x8x16xf32>) {
  // expected-error @+1 {{'vector.insert' op expected position attribute of rank no greater than dest vector rank}}
  %0 = vector.insert %a, %b [3, 3, 3, 3] : f32 into vector<4x8x16xf32>
  return
}

// -----

func.func @insert_vector_rank(%a: vector<4xf32>, %b: vector<4x8x16xf32>) {
  // expected-error @+1 {{'vector.insert' op expected position attribute rank + source rank to match dest vector rank}}
  %0 = vector.insert %a, %b [3] : vector<4xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @insert_scalar_rank(%a: f32, %b: vector<4x8x16xf32>) {
  // expected-error @+1 {{'vector.insert' op expected position attribute rank to match the dest vector rank}}
  %0 = vector.insert %a, %b [3, 3] : f32 into vector<4x8x16xf32>
  return
}

// -----

func.func @insert_dest_scalar(%a: f32) {
  // expected-error @+1 {{'vector.insert' op operand #1 must be vector of any type values, but got 'f32'}}
  %0 = "vector.insert"(%a, %a) <{static_position = array<i64>}> : (f32, f32) -> vector<1xf32>
  return
}

// -----

func.func @extractelement_0d(%a: vector<f32>) {
  %c = arith.constant 3 : i32
  // expected-error @+1 {{'vector.extractelement' op expected position to be empty with 0-D vector}}
  %1 = vector.extractelement %a[%c : i32] : vector<f32>
  return
}

// -----

func.func @extractelement_1d(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.extractelement' op expected position for 1-D vector}}
  %1 = vector.extractelement %a[] : vector<4xf32>
  return
}

// -----

func.func @extractelement_2d(%a: vector<4x4xf32>) {
  %c = arith.constant 3 : i32
  // expected-error @+1 {{'vector.extractelement' op unexpected >1 vector rank}}
  %1 = vector.extractelement %a[%c : i32] : vector<4x4xf32>
  return
}

// -----

func.func @extractelement_result(%a: vector<4xf32>, %i: index) {
  // expected-error @+1 {{'vector.extractelement' op failed to verify that result type matches element type of vector operand}}
  %1 = "vector.extractelement"(%a, %i) : (vector<4xf32>, index) -> f64
  return
}

// -----

func.func @extractelement_position(%a: vector<4xf32>, %i: f32) {
  // expected-error @+1 {{'vector.extractelement' op operand #1 must be signless integer or index, but got 'f32'}}
  %1 = "vector.extractelement"(%a, %i) : (vector<4xf32>, f32) -> f32
  return
}

// -----

func.func @extractelement_group(%a: vector<4xf32>, %i: index) {
  // expected-error @+1 {{'vector.extractelement' op operand group starting at #1 requires 0 or 1 element, but found 2}}
  %1 = "vector.extractelement"(%a, %i, %i) : (vector<4xf32>, index, index) -> f32
  return
}

// -----

func.func @extractelement_scalar(%a: f32) {
  // expected-error @+1 {{'vector.extractelement' op operand #0 must be vector of any type values, but got 'f32'}}
  %1 = "vector.extractelement"(%a) : (f32) -> f32
  return
}

// -----

func.func @insertelement_0d(%a: f32, %b: vector<f32>) {
  %c = arith.constant 3 : i32
  // expected-error @+1 {{'vector.insertelement' op expected position to be empty with 0-D vector}}
  %0 = vector.insertelement %a, %b[%c : i32] : vector<f32>
  return
}

// -----

func.func @insertelement_1d(%a: f32, %b: vector<4xf32>) {
  // expected-error @+1 {{'vector.insertelement' op expected position for 1-D vector}}
  %0 = vector.insertelement %a, %b[] : vector<4xf32>
  return
}

// -----

func.func @insertelement_2d(%a: f32, %b: vector<4x4xf32>) {
  %c = arith.constant 3 : i32
  // expected-error @+1 {{'vector.insertelement' op unexpected >1 vector rank}}
  %0 = vector.insertelement %a, %b[%c : i32] : vector<4x4xf32>
  return
}

// -----

func.func @insertelement_source(%a: i32, %b: vector<4xf32>, %c: i32) {
  // expected-error @+1 {{'vector.insertelement' op failed to verify that source operand type matches element type of result}}
  %0 = "vector.insertelement"(%a, %b, %c) : (i32, vector<4xf32>, i32) -> vector<4xf32>
  return
}

// -----

func.func @insertelement_dest(%a: f32, %b: vector<4xf32>, %c: i32) {
  // expected-error @+1 {{'vector.insertelement' op failed to verify that all of {dest, result} have same type}}
  %0 = "vector.insertelement"(%a, %b, %c) : (f32, vector<4xf32>, i32) -> vector<5xf32>
  return
}

// -----

func.func @insertelement_position(%a: f32, %b: vector<4xf32>, %c: f32) {
  // expected-error @+1 {{'vector.insertelement' op operand #2 must be signless integer or index, but got 'f32'}}
  %0 = "vector.insertelement"(%a, %b, %c) : (f32, vector<4xf32>, f32) -> vector<4xf32>
  return
}

// -----

func.func @insertelement_scalar(%a: f32, %c: i32) {
  // expected-error @+1 {{'vector.insertelement' op operand #1 must be vector of any type values, but got 'f32'}}
  %0 = "vector.insertelement"(%a, %a, %c) : (f32, f32, i32) -> vector<4xf32>
  return
}

// -----

func.func @insertelement_result(%a: f32, %b: vector<4xf32>, %c: i32) {
  // expected-error @+1 {{'vector.insertelement' op result #0 must be vector of any type values, but got 'f32'}}
  %0 = "vector.insertelement"(%a, %b, %c) : (f32, vector<4xf32>, i32) -> f32
  return
}

// -----

func.func @insertelement_group(%a: f32, %b: vector<4xf32>, %c: i32) {
  // expected-error @+1 {{'vector.insertelement' op operand group starting at #2 requires 0 or 1 element, but found 2}}
  %0 = "vector.insertelement"(%a, %b, %c, %c) : (f32, vector<4xf32>, i32, i32) -> vector<4xf32>
  return
}

// -----

func.func @ess_elem(%a: vector<4x4xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op failed to verify that operand and result have same element type}}
  %0 = vector.extract_strided_slice %a {offsets = [0], sizes = [2], strides = [1]} : vector<4x4xf32> to vector<2x4xf64>
  return
}

// -----

func.func @ess_attr(%a: vector<4x4xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op requires attribute 'strides'}}
  %0 = "vector.extract_strided_slice"(%a) <{offsets = [0], sizes = [2]}> : (vector<4x4xf32>) -> vector<2x4xf32>
  return
}

// -----

func.func @ess_bad_attr(%a: vector<4x4xf32>) {
  // expected-error @+1 {{invalid properties {offsets = [0], sizes = [2], strides = array<i64: 1>} for op vector.extract_strided_slice: Invalid attribute `strides` in property conversion: array<i64: 1>}}
  %0 = "vector.extract_strided_slice"(%a) <{offsets = [0], sizes = [2], strides = array<i64: 1>}> : (vector<4x4xf32>) -> vector<2x4xf32>
  return
}

// -----

func.func @ess_0d(%a: vector<f32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op operand #0 must be vector of any type values, but got 'vector<f32>'}}
  %0 = "vector.extract_strided_slice"(%a) <{offsets = [], sizes = [], strides = []}> : (vector<f32>) -> vector<f32>
  return
}

// -----

func.func @ess_sizes(%a: vector<4x8x16xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected offsets, sizes and strides attributes of same size}}
  %1 = vector.extract_strided_slice %a {offsets = [1], sizes = [2, 2], strides = [1, 1]} : vector<4x8x16xf32> to vector<2x2x16xf32>
  return
}

// -----

func.func @ess_rank(%a: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected offsets attribute of rank no greater than vector rank}}
  %0 = vector.extract_strided_slice %a {offsets = [0, 0, 0], sizes = [1, 1, 1], strides = [1, 1, 1]} : vector<4x8xf32> to vector<1x1xf32>
  return
}

// -----

func.func @ess_offsets(%a: vector<4x8x16xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected offsets dimension 0 to be confined to [0, 4)}}
  %1 = vector.extract_strided_slice %a {offsets = [100], sizes = [10], strides = [100]} : vector<4x8x16xf32> to vector<10x8x16xf32>
  return
}

// -----

func.func @ess_size_range(%a: vector<4x8x16xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected sizes dimension 0 to be confined to [1, 5)}}
  %1 = vector.extract_strided_slice %a {offsets = [2], sizes = [10], strides = [100]} : vector<4x8x16xf32> to vector<10x8x16xf32>
  return
}

// -----

func.func @ess_strides(%a: vector<4x8x16xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected strides to be confined to [1, 2)}}
  %1 = vector.extract_strided_slice %a {offsets = [2], sizes = [1], strides = [2]} : vector<4x8x16xf32> to vector<1x8x16xf32>
  return
}

// -----

func.func @ess_sum(%a: vector<4x8x16xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected sum(offsets, sizes) dimension 0 to be confined to [1, 5)}}
  %1 = vector.extract_strided_slice %a {offsets = [2], sizes = [3], strides = [1]} : vector<4x8x16xf32> to vector<3x8x16xf32>
  return
}

// -----

func.func @ess_result(%a: vector<4x8x16xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected result type to be 'vector<2x8x16xf32>'}}
  %1 = vector.extract_strided_slice %a {offsets = [2], sizes = [2], strides = [1]} : vector<4x8x16xf32> to vector<3x1xf32>
  return
}

// -----

func.func @iss_elem(%a: vector<4xf32>, %b: vector<4xf64>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op failed to verify that operand #0 and result have same element type}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [0], strides = [1]} : vector<4xf32> into vector<4xf64>
  return
}

// -----

func.func @iss_result(%a: vector<4xf32>, %b: vector<4xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op failed to verify that all of {dest, res} have same type}}
  %0 = "vector.insert_strided_slice"(%a, %b) <{offsets = [0], strides = [1]}> : (vector<4xf32>, vector<4xf32>) -> vector<8xf32>
  return
}

// -----

func.func @iss_offsets(%a: vector<4x4xf32>, %b: vector<4x8x16xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected offsets of same size as destination vector rank}}
  %1 = vector.insert_strided_slice %a, %b {offsets = [100], strides = [1, 1]} : vector<4x4xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @iss_strides(%a: vector<4x4xf32>, %b: vector<4x8x16xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected strides of same size as source vector rank}}
  %1 = vector.insert_strided_slice %a, %b {offsets = [2, 2, 2], strides = [1]} : vector<4x4xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @iss_rank(%a: vector<4x4xf32>, %b: vector<4x8x16xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected source rank to be no greater than destination rank}}
  %1 = vector.insert_strided_slice %b, %a {offsets = [2, 2], strides = [1, 1, 1]} : vector<4x8x16xf32> into vector<4x4xf32>
  return
}

// -----

func.func @iss_offset_range(%a: vector<4x4xf32>, %b: vector<4x8x16xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected offsets dimension 0 to be confined to [0, 4)}}
  %1 = vector.insert_strided_slice %a, %b {offsets = [100, 100, 100], strides = [1, 1]} : vector<4x4xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @iss_stride_range(%a: vector<4x4xf32>, %b: vector<4x8x16xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected strides to be confined to [1, 2)}}
  %1 = vector.insert_strided_slice %a, %b {offsets = [2, 2, 2], strides = [100, 100]} : vector<4x4xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @iss_sum(%a: vector<4x4xf32>, %b: vector<4x8x16xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected sum(offsets, source vector shape) dimension 1 to be confined to [1, 9)}}
  %1 = vector.insert_strided_slice %a, %b {offsets = [2, 7, 2], strides = [1, 1]} : vector<4x4xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @shuffle_elem(%a: vector<2xf32>, %b: vector<2xi32>) {
  // expected-error @+1 {{'vector.shuffle' op failed to verify that second operand v2 and result have same element type}}
  %1 = vector.shuffle %a, %b [0, 1] : vector<2xf32>, vector<2xi32>
  return
}

// -----

func.func @shuffle_elem1(%a: vector<2xf32>) {
  // expected-error @+1 {{'vector.shuffle' op failed to verify that first operand v1 and result have same element type}}
  %1 = "vector.shuffle"(%a, %a) <{mask = [0, 1]}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi32>
  return
}

// -----

func.func @shuffle_rank(%a: vector<2xf32>, %b: vector<4x2xf32>) {
  // expected-error @+1 {{'vector.shuffle' op rank mismatch}}
  %1 = vector.shuffle %a, %b [0, 1] : vector<2xf32>, vector<4x2xf32>
  return
}

// -----

func.func @shuffle_dim(%a: vector<2x2xf32>, %b: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.shuffle' op dimension mismatch}}
  %1 = vector.shuffle %a, %b [0, 1] : vector<2x2xf32>, vector<2x4xf32>
  return
}

// -----

func.func @shuffle_range(%a: vector<2xf32>, %b: vector<2xf32>) {
  // expected-error @+1 {{'vector.shuffle' op mask index #2 out of range}}
  %1 = vector.shuffle %a, %b [0, 4] : vector<2xf32>, vector<2xf32>
  return
}

// -----

func.func @shuffle_empty(%a: vector<2xf32>, %b: vector<2xf32>) {
  // expected-error @+1 {{'vector.shuffle' op invalid mask length}}
  %1 = vector.shuffle %a, %b [] : vector<2xf32>, vector<2xf32>
  return
}

// -----

func.func @shuffle_length(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.shuffle' op mask length mismatch}}
  %0 = "vector.shuffle"(%a, %a) <{mask = [0, 1]}> : (vector<4xf32>, vector<4xf32>) -> vector<3xf32>
  return
}

// -----

func.func @shuffle_scalar(%a: f32) {
  // expected-error @+1 {{'vector.shuffle' op operand #0 must be fixed-length vector of any type values, but got 'f32'}}
  %0 = "vector.shuffle"(%a, %a) <{mask = [0]}> : (f32, f32) -> vector<1xf32>
  return
}

// -----

func.func @shuffle_mask_attr(%a: vector<4xf32>) {
  // expected-error @+1 {{invalid properties {mask = array<i64: 0>} for op vector.shuffle: Invalid attribute `mask` in property conversion: array<i64: 0>}}
  %0 = "vector.shuffle"(%a, %a) <{mask = array<i64: 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<1xf32>
  return
}

// -----

func.func @transpose_elem(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.transpose' op failed to verify that operand and result have same element type}}
  %0 = vector.transpose %a, [0] : vector<4xf32> to vector<4xf64>
  return
}

// -----

func.func @transpose_rank(%a: vector<4x16x11xf32>) {
  // expected-error @+1 {{'vector.transpose' op vector result rank mismatch: 1}}
  %0 = vector.transpose %a, [2, 1, 0] : vector<4x16x11xf32> to vector<100xf32>
  return
}

// -----

func.func @transpose_length(%a: vector<4x4xf32>) {
  // expected-error @+1 {{'vector.transpose' op transposition length mismatch: 3}}
  %0 = vector.transpose %a, [2, 0, 1] : vector<4x4xf32> to vector<4x4xf32>
  return
}

// -----

func.func @transpose_range(%a: vector<4x4xf32>) {
  // expected-error @+1 {{'vector.transpose' op transposition index out of range: 2}}
  %0 = vector.transpose %a, [2, 0] : vector<4x4xf32> to vector<4x4xf32>
  return
}

// -----

func.func @transpose_dup(%a: vector<4x4xf32>) {
  // expected-error @+1 {{'vector.transpose' op duplicate position index: 0}}
  %0 = vector.transpose %a, [0, 0] : vector<4x4xf32> to vector<4x4xf32>
  return
}

// -----

func.func @transpose_size(%a: vector<11x7x3x2xi32>) {
  // expected-error @+1 {{'vector.transpose' op dimension size mismatch at: 0}}
  %0 = vector.transpose %a, [3, 0, 1, 2] : vector<11x7x3x2xi32> to vector<2x3x7x11xi32>
  return
}

// -----

func.func @transpose_scalar(%a: f32) {
  // expected-error @+1 {{'vector.transpose' op operand #0 must be vector of any type values, but got 'f32'}}
  %0 = "vector.transpose"(%a) <{permutation = array<i64>}> : (f32) -> f32
  return
}

// -----

func.func @transpose_attr(%a: vector<4xf32>) {
  // expected-error @+1 {{invalid properties {permutation = [0]} for op vector.transpose: Invalid attribute `permutation` in property conversion: [0]}}
  %0 = "vector.transpose"(%a) <{permutation = [0]}> : (vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @shape_cast_elem(%a: vector<5x1x3x2xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op source/result vectors must have same element type}}
  %0 = vector.shape_cast %a : vector<5x1x3x2xf32> to vector<15x2xi32>
  return
}

// -----

func.func @shape_cast_count(%a: vector<5x1x3x2xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op source/result number of elements must match}}
  %0 = vector.shape_cast %a : vector<5x1x3x2xf32> to vector<10x2xf32>
  return
}

// -----

func.func @shape_cast_reduce(%a: vector<5x1x3x2xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op invalid shape cast}}
  %0 = vector.shape_cast %a : vector<5x1x3x2xf32> to vector<2x15xf32>
  return
}

// -----

func.func @shape_cast_expand(%a: vector<15x2xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op invalid shape cast}}
  %0 = vector.shape_cast %a : vector<15x2xf32> to vector<5x2x3x1xf32>
  return
}

// -----

func.func @shape_cast_scalar(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op result #0 must be vector of any type values, but got 'f32'}}
  %0 = "vector.shape_cast"(%a) : (vector<4xf32>) -> f32
  return
}

// -----

func.func @bitcast_scalar(%a: vector<5x1x3x2xf32>) {
  // expected-error @+1 {{custom op 'vector.bitcast' invalid kind of type specified}}
  %0 = vector.bitcast %a : vector<5x1x3x2xf32> to f32
  return
}

// -----

func.func @bitcast_rank(%a: vector<1xf32>) {
  // expected-error @+1 {{'vector.bitcast' op failed to verify that all of {source, result} have same rank}}
  %0 = vector.bitcast %a : vector<1xf32> to vector<f32>
  return
}

// -----

func.func @bitcast_dims(%a: vector<5x1x3x2xf32>) {
  // expected-error @+1 {{'vector.bitcast' op dimension size mismatch at: 1}}
  %0 = vector.bitcast %a : vector<5x1x3x2xf32> to vector<5x2x3x2xf32>
  return
}

// -----

func.func @bitcast_width(%a: vector<5x1x3x2xf32>) {
  // expected-error @+1 {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
  %0 = vector.bitcast %a : vector<5x1x3x2xf32> to vector<5x1x3x3xf16>
  return
}

// -----

func.func @bitcast_0d(%a: vector<f32>) {
  // expected-error @+1 {{'vector.bitcast' op source/result bitwidth of the 0-D vector element types must be equal}}
  %0 = vector.bitcast %a : vector<f32> to vector<f16>
  return
}

// -----

func.func @bitcast_generic(%a: f32) {
  // expected-error @+1 {{'vector.bitcast' op operand #0 must be vector of any type values, but got 'f32'}}
  %0 = "vector.bitcast"(%a) : (f32) -> vector<1xi32>
  return
}

// -----

func.func @type_cast_layout(%a: memref<4x3xf32, strided<[6, 2]>>) {
  // expected-error @+1 {{'vector.type_cast' op expects operand to be a memref with identity layout}}
  %0 = vector.type_cast %a : memref<4x3xf32, strided<[6, 2]>> to memref<vector<4x3xf32>>
  return
}

// -----

func.func @type_cast_shape(%m: memref<4x3xf32>) {
  // expected-error @+1 {{'vector.type_cast' op expects concatenated result and operand shapes to be equal: 'memref<vector<3x4xf32>>'}}
  %0 = vector.type_cast %m : memref<4x3xf32> to memref<vector<3x4xf32>>
  return
}

// -----

func.func @type_cast_dynamic(%m: memref<?x3xf32>) {
  // expected-error @+1 {{'vector.type_cast' op operand #0 must be statically shaped memref of any type values, but got 'memref<?x3xf32>'}}
  %0 = vector.type_cast %m : memref<?x3xf32> to memref<vector<3x4xf32>>
  return
}

// -----

func.func @type_cast_elem(%m: memref<4x3xf32>) {
  // expected-error @+1 {{'vector.type_cast' op expects result and operand with same underlying scalar type: 'memref<vector<4x3xf64>>'}}
  %0 = vector.type_cast %m : memref<4x3xf32> to memref<vector<4x3xf64>>
  return
}

// -----

func.func @type_cast_result(%m: memref<4x3xf32>) {
  // expected-error @+1 {{'vector.type_cast' op result #0 must be memref of any type values, but got 'vector<4x3xf32>'}}
  %0 = "vector.type_cast"(%m) : (memref<4x3xf32>) -> vector<4x3xf32>
  return
}

// -----

func.func @type_cast_result_layout(%m: memref<4x3xf32>) {
  // expected-error @+1 {{'vector.type_cast' op expects result to be a memref with identity layout}}
  %0 = vector.type_cast %m : memref<4x3xf32> to memref<vector<4x3xf32>, strided<[], offset: 3>>
  return
}

// -----

func.func @type_cast_space(%m: memref<4x3xf32>) {
  // expected-error @+1 {{'vector.type_cast' op expects result in same memory space}}
  %0 = vector.type_cast %m : memref<4x3xf32> to memref<vector<4x3xf32>, 1>
  return
}

// -----

func.func @type_cast_not_memref(%m: vector<4xf32>) {
  // expected-error @+1 {{custom op 'vector.type_cast' invalid kind of type specified}}
  %0 = vector.type_cast %m : vector<4xf32> to memref<vector<4xf32>>
  return
}

// -----

func.func @interleave_width(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.interleave' op failed to verify that type of 'result' is double the width of the inputs}}
  %0 = vector.interleave %a, %a : vector<4xf32> -> vector<4xf32>
  return
}

// -----

func.func @interleave_types(%a: vector<4xf32>, %b: vector<4xi32>) {
  // expected-error @+1 {{'vector.interleave' op failed to verify that all of {lhs, rhs} have same type}}
  %0 = "vector.interleave"(%a, %b) : (vector<4xf32>, vector<4xi32>) -> vector<8xf32>
  return
}

// -----

func.func @interleave_scalar(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.interleave' op result #0 must be vector of any type values, but got 'f32'}}
  %0 = "vector.interleave"(%a, %a) : (vector<4xf32>, vector<4xf32>) -> f32
  return
}

// -----

func.func @deinterleave_width(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the results is half the width of source trailing dimension}}
  %0, %1 = vector.deinterleave %a : vector<4xf32> -> vector<4xf32>
  return
}

// -----

func.func @deinterleave_odd(%a: vector<5xf32>) {
  // expected-error @+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the source vector has an even number of elements}}
  %0, %1 = vector.deinterleave %a : vector<5xf32> -> vector<2xf32>
  return
}

// -----

func.func @deinterleave_results(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.deinterleave' op failed to verify that all of {res1, res2} have same type}}
  %0:2 = "vector.deinterleave"(%a) : (vector<4xf32>) -> (vector<2xf32>, vector<2xi32>)
  return
}

// -----

func.func @deinterleave_0d(%a: vector<f32>) {
  // expected-error @+1 {{'vector.deinterleave' op operand #0 must be vector of any type values, but got 'vector<f32>'}}
  %0:2 = "vector.deinterleave"(%a) : (vector<f32>) -> (vector<f32>, vector<f32>)
  return
}

// -----

func.func @flat_transpose_elem(%a: vector<16xf32>) {
  // expected-error @+1 {{'vector.flat_transpose' op failed to verify that source operand and result have same element type}}
  %0 = vector.flat_transpose %a { rows = 4: i32, columns = 4: i32 } : vector<16xf32> -> vector<16xf64>
  return
}

// -----

func.func @flat_transpose_rank(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.flat_transpose' op result #0 must be vector of signless integer or signed integer or index or floating-point values of ranks 1, but got 'vector<2x2xf32>'}}
  %0 = "vector.flat_transpose"(%a) <{rows = 2 : i32, columns = 2 : i32}> : (vector<4xf32>) -> vector<2x2xf32>
  return
}

// -----

func.func @flat_transpose_attr(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.flat_transpose' op requires attribute 'columns'}}
  %0 = "vector.flat_transpose"(%a) <{rows = 2 : i32}> : (vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @matmul_rank(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.matrix_multiply' op result #0 must be vector of signless integer or signed integer or index or floating-point values of ranks 1, but got 'vector<2x2xf32>'}}
  %0 = "vector.matrix_multiply"(%a, %a) <{lhs_rows = 2 : i32, lhs_columns = 2 : i32, rhs_columns = 2: i32}> : (vector<4xf32>, vector<4xf32>) -> vector<2x2xf32>
  return
}

// -----

func.func @matmul_elem(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.matrix_multiply' op failed to verify that lhs operand and result have same element type}}
  %0 = vector.matrix_multiply %a, %a {lhs_rows = 2: i32, lhs_columns = 2: i32, rhs_columns = 2: i32} : (vector<4xf32>, vector<4xf32>) -> vector<4xf64>
  return
}

// -----

func.func @matmul_attr(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.matrix_multiply' op requires attribute 'rhs_columns'}}
  %0 = "vector.matrix_multiply"(%a, %a) <{lhs_rows = 2 : i32, lhs_columns = 2 : i32}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @matmul_operand(%a: vector<2x2xf32>, %b: vector<4xf32>) {
  // expected-error @+1 {{'vector.matrix_multiply' op operand #0 must be vector of signless integer or signed integer or index or floating-point values of ranks 1, but got 'vector<2x2xf32>'}}
  %0 = "vector.matrix_multiply"(%a, %b) <{lhs_rows = 2 : i32, lhs_columns = 2 : i32, rhs_columns = 2: i32}> : (vector<2x2xf32>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @fma_type(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.fma' op failed to verify that all of {lhs, rhs, acc, result} have same type}}
  %1 = "vector.fma"(%a, %a, %a) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf64>
  return
}

// -----

func.func @fma_int(%a: vector<4xi32>) {
  // expected-error @+1 {{'vector.fma' op operand #0 must be vector of floating-point values, but got 'vector<4xi32>'}}
  %1 = vector.fma %a, %a, %a : vector<4xi32>
  return
}

// -----

func.func @fma_result(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.fma' op result #0 must be vector of floating-point values, but got 'f32'}}
  %1 = "vector.fma"(%a, %a, %a) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> f32
  return
}

// -----

func.func @constant_mask_type() {
  // expected-error @+1 {{'vector.constant_mask' op result #0 must be vector of 1-bit signless integer values, but got 'vector<4xi32>'}}
  %0 = vector.constant_mask [2] : vector<4xi32>
  return
}

// -----

func.func @constant_mask_0d_len() {
  // expected-error @+1 {{array attr must have length 1 for 0-D vectors}}
  %0 = vector.constant_mask [] : vector<i1>
  return
}

// -----

func.func @constant_mask_0d_size() {
  // expected-error @+1 {{mask dim size must be either 0 or 1 for 0-D vectors}}
  %0 = vector.constant_mask [2] : vector<i1>
  return
}

// -----

func.func @constant_mask_rank() {
  // expected-error @+1 {{'vector.constant_mask' op must specify array attr of size equal vector result rank}}
  %0 = vector.constant_mask [3, 2, 7] : vector<4x3xi1>
  return
}

// -----

func.func @constant_mask_bounds() {
  // expected-error @+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = vector.constant_mask [3, 4] : vector<4x3xi1>
  return
}

// -----

func.func @constant_mask_zero() {
  // expected-error @+1 {{'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim}}
  %0 = vector.constant_mask [0, 2] : vector<4x3xi1>
  return
}

// -----

func.func @constant_mask_attr() {
  // expected-error @+1 {{invalid properties {mask_dim_sizes = array<i64: 2>} for op vector.constant_mask: Invalid attribute `mask_dim_sizes` in property conversion: array<i64: 2>}}
  %0 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 2>}> : () -> vector<4xi1>
  return
}

// -----

func.func @create_mask_type(%i: index) {
  // expected-error @+1 {{'vector.create_mask' op result #0 must be vector of 1-bit signless integer values, but got 'vector<4xf32>'}}
  %0 = vector.create_mask %i : vector<4xf32>
  return
}

// -----

func.func @create_mask_0d(%i: index) {
  // expected-error @+1 {{'vector.create_mask' op must specify exactly one operand for 0-D create_mask}}
  %0 = vector.create_mask %i, %i : vector<i1>
  return
}

// -----

func.func @create_mask_rank(%i: index) {
  // expected-error @+1 {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %0 = vector.create_mask %i, %i : vector<4x3x7xi1>
  return
}

// -----

func.func @create_mask_operand(%a: f32) {
  // expected-error @+1 {{'vector.create_mask' op operand #0 must be variadic of index, but got 'f32'}}
  %0 = "vector.create_mask"(%a) : (f32) -> vector<4xi1>
  return
}

// -----

func.func @reduce_kind(%a: vector<16xf32>) {
  // expected-error @+2 {{custom op 'vector.reduction' expected ::mlir::vector::CombiningKind to be one of: add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, maximumf, minimumf}}
  // expected-error @+1 {{custom op 'vector.reduction' failed to parse Vector_CombiningKindAttr parameter 'value' which is to be a `::mlir::vector::CombiningKind`}}
  %0 = vector.reduction <joho>, %a : vector<16xf32> into f32
  return
}

// -----

func.func @reduce_elem(%a: vector<16xf32>) {
  // expected-error @+1 {{'vector.reduction' op failed to verify that source operand and result have same element type}}
  %0 = vector.reduction <add>, %a : vector<16xf32> into i32
  return
}

// -----

func.func @reduce_operands(%a: vector<16xf32>, %b: f32) {
  // expected-error @+1 {{expected ':'}}
  %0 = vector.reduction <add>, %a, %b, %b : vector<16xf32> into f32
  return
}

// -----

func.func @reduce_rank(%a: vector<4x16xf32>) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction rank: 2}}
  %0 = vector.reduction <add>, %a : vector<4x16xf32> into f32
  return
}

// -----

func.func @reduce_float_kind(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction type ''f32'' for kind 'xor'}}
  %0 = vector.reduction <xor>, %a : vector<4xf32> into f32
  return
}

// -----

func.func @reduce_int_kind(%a: vector<4xi32>) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction type ''i32'' for kind 'maxnumf'}}
  %0 = vector.reduction <maxnumf>, %a : vector<4xi32> into i32
  return
}

// -----

func.func @reduce_acc(%a: vector<4xf32>, %b: f64) {
  // expected-error @+1 {{'vector.reduction' op failed to verify that dest and acc have the same type}}
  %0 = "vector.reduction"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, f64) -> f32
  return
}

// -----

func.func @reduce_scalar(%a: f32) {
  // expected-error @+1 {{'vector.reduction' op operand #0 must be vector of any type values, but got 'f32'}}
  %0 = "vector.reduction"(%a) <{kind = #vector.kind<add>}> : (f32) -> f32
  return
}

// -----

func.func @reduce_no_kind(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.reduction' op requires attribute 'kind'}}
  %0 = "vector.reduction"(%a) : (vector<4xf32>) -> f32
  return
}

// -----

func.func @reduce_bad_kind(%a: vector<4xf32>) {
  // expected-error @+1 {{invalid properties {kind = 1 : i32} for op vector.reduction: Invalid attribute `kind` in property conversion: 1 : i32}}
  %0 = "vector.reduction"(%a) <{kind = 1 : i32}> : (vector<4xf32>) -> f32
  return
}

// -----

func.func @reduce_group(%a: vector<4xf32>, %b: f32) {
  // expected-error @+1 {{'vector.reduction' op operand group starting at #1 requires 0 or 1 element, but found 2}}
  %0 = "vector.reduction"(%a, %b, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32, f32) -> f32
  return
}

// -----

func.func @multi_reduce_dims(%a: vector<4x8xf32>, %b: vector<4xf32>) {
  // expected-error @+1 {{'vector.multi_reduction' op destination type 'vector<4xf32>' is incompatible with source type 'vector<4x8xf32>'}}
  %0 = vector.multi_reduction <add>, %a, %b [2] : vector<4x8xf32> to vector<4xf32>
  return
}

// -----

func.func @multi_reduce_elem(%a: vector<4x8xf32>, %b: vector<4xf64>) {
  // expected-error @+1 {{'vector.multi_reduction' op failed to verify that source operand and result have same element type}}
  %0 = vector.multi_reduction <add>, %a, %b [1] : vector<4x8xf32> to vector<4xf64>
  return
}

// -----

func.func @multi_reduce_acc(%a: vector<4x8xf32>, %b: vector<4xf32>) {
  // expected-error @+1 {{'vector.multi_reduction' op failed to verify that all of {dest, acc} have same type}}
  %1 = "vector.multi_reduction"(%a, %b) <{kind = #vector.kind<add>, reduction_dims = [1]}> : (vector<4x8xf32>, vector<4xf32>) -> vector<8xf32>
  return
}

// -----

func.func @multi_reduce_scalar(%a: f32) {
  // expected-error @+1 {{'vector.multi_reduction' op operand #0 must be vector of any type values, but got 'f32'}}
  %1 = "vector.multi_reduction"(%a, %a) <{kind = #vector.kind<add>, reduction_dims = [0]}> : (f32, f32) -> f32
  return
}

// -----

func.func @scan_dim(%a: vector<2x3xi32>, %b: vector<3xi32>) {
  // expected-error @+1 {{'vector.scan' op reduction dimension 5 has to be less than 2}}
  %0:2 = vector.scan <add>, %a, %b {inclusive = true, reduction_dim = 5} : vector<2x3xi32>, vector<3xi32>
  return
}

// -----

func.func @scan_rank(%a: vector<2x3xi32>, %b: vector<1x3xi32>) {
  // expected-error @+1 {{'vector.scan' op initial value rank 2 has to be equal to 1}}
  %0:2 = vector.scan <add>, %a, %b {inclusive = true, reduction_dim = 0} : vector<2x3xi32>, vector<1x3xi32>
  return
}

// -----

func.func @scan_shape(%a: vector<2x3xi32>, %b: vector<5xi32>) {
  // expected-error @+1 {{'vector.scan' op incompatible input/initial value shapes}}
  %0:2 = vector.scan <add>, %a, %b {inclusive = true, reduction_dim = 0} : vector<2x3xi32>, vector<5xi32>
  return
}

// -----

func.func @scan_kind(%a: vector<2x3xf32>, %b: vector<3xf32>) {
  // expected-error @+1 {{'vector.scan' op unsupported reduction type 'f32' for kind 'xor'}}
  %0:2 = vector.scan <xor>, %a, %b {inclusive = true, reduction_dim = 0} : vector<2x3xf32>, vector<3xf32>
  return
}

// -----

func.func @scan_results(%a: vector<2x3xf32>, %b: vector<3xf32>) {
  // expected-error @+1 {{'vector.scan' op failed to verify that all of {initial_value, accumulated_value} have same type}}
  %0:2 = "vector.scan"(%a, %b) <{kind = #vector.kind<add>, reduction_dim = 0 : i64, inclusive = true}> : (vector<2x3xf32>, vector<3xf32>) -> (vector<2x3xf32>, vector<3xf64>)
  return
}

// -----

func.func @scan_dest(%a: vector<2x3xf32>, %b: vector<3xf32>) {
  // expected-error @+1 {{'vector.scan' op failed to verify that all of {source, dest} have same type}}
  %0:2 = "vector.scan"(%a, %b) <{kind = #vector.kind<add>, reduction_dim = 0 : i64, inclusive = true}> : (vector<2x3xf32>, vector<3xf32>) -> (vector<2x3xf64>, vector<3xf32>)
  return
}

// -----

func.func @scan_attr(%a: vector<2x3xf32>, %b: vector<3xf32>) {
  // expected-error @+1 {{'vector.scan' op requires attribute 'reduction_dim'}}
  %0:2 = "vector.scan"(%a, %b) <{kind = #vector.kind<add>, inclusive = true}> : (vector<2x3xf32>, vector<3xf32>) -> (vector<2x3xf32>, vector<3xf32>)
  return
}

// -----

func.func @scan_bad_dim(%a: vector<2x3xf32>, %b: vector<3xf32>) {
  // expected-error @+1 {{invalid properties {inclusive = true, kind = #vector.kind<add>, reduction_dim = "x"} for op vector.scan: Invalid attribute `reduction_dim` in property conversion: "x"}}
  %0:2 = "vector.scan"(%a, %b) <{kind = #vector.kind<add>, inclusive = true, reduction_dim = "x"}> : (vector<2x3xf32>, vector<3xf32>) -> (vector<2x3xf32>, vector<3xf32>)
  return
}

// -----

func.func @scan_init_scalar(%a: vector<3xf32>, %b: f32) {
  // expected-error @+1 {{'vector.scan' op operand #1 must be vector of any type values, but got 'f32'}}
  %0:2 = "vector.scan"(%a, %b) <{kind = #vector.kind<add>, inclusive = true, reduction_dim = 0 : i64}> : (vector<3xf32>, f32) -> (vector<3xf32>, f32)
  return
}

// -----

func.func @outerproduct_count(%a: f32) {
  // expected-error @+1 {{custom op 'vector.outerproduct' expected at least 2 operands}}
  %1 = vector.outerproduct %a : f32, f32
  return
}

// -----

func.func @outerproduct_scalar(%a: f32) {
  // expected-error @+1 {{custom op 'vector.outerproduct' expected vector type for operand #1}}
  %1 = vector.outerproduct %a, %a : f32, f32
  return
}

// -----

func.func @outerproduct_lhs(%a: vector<4xf32>, %b: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op expected 1-d vector for operand #1}}
  %1 = vector.outerproduct %b, %b : vector<4x8xf32>, vector<4x8xf32>
  return
}

// -----

func.func @outerproduct_rhs(%a: vector<4xf32>, %b: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op expected 1-d vector for operand #2}}
  %1 = vector.outerproduct %a, %b : vector<4xf32>, vector<4x8xf32>
  return
}

// -----

func.func @outerproduct_result(%a: vector<4xf32>, %b: vector<8xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op expected 2-d vector result}}
  %1 = "vector.outerproduct" (%a, %b) : (vector<4xf32>, vector<8xf32>) -> (vector<8xf32>)
  return
}

// -----

func.func @outerproduct_dim1(%a: vector<4xf32>, %b: vector<8xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op expected #1 operand dim to match result dim #1}}
  %1 = "vector.outerproduct" (%a, %b) : (vector<4xf32>, vector<8xf32>) -> (vector<8x16xf32>)
  return
}

// -----

func.func @outerproduct_dim2(%a: vector<4xf32>, %b: vector<8xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op expected #2 operand dim to match result dim #2}}
  %1 = "vector.outerproduct" (%a, %b) : (vector<4xf32>, vector<8xf32>) -> (vector<4x16xf32>)
  return
}

// -----

func.func @axpy_result(%a: vector<4xf32>, %b: f32) {
  // expected-error @+1 {{'vector.outerproduct' op expected 1-d vector result}}
  %1 = "vector.outerproduct" (%a, %b) : (vector<4xf32>, f32) -> (vector<4x8xf32>)
  return
}

// -----

func.func @axpy_dim(%a: vector<8xf32>, %b: f32) {
  // expected-error @+1 {{'vector.outerproduct' op expected #1 operand dim to match result dim #1}}
  %1 = "vector.outerproduct" (%a, %b) : (vector<8xf32>, f32) -> (vector<16xf32>)
  return
}

// -----

func.func @outerproduct_acc(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x16xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op expected operand #3 of same type as result type}}
  %1 = "vector.outerproduct" (%a, %b, %c) : (vector<4xf32>, vector<8xf32>, vector<4x16xf32>) -> (vector<4x8xf32>)
  return
}

// -----

func.func @outerproduct_kind(%a: vector<4xf32>, %b: vector<4xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op unsupported outerproduct type}}
  %0 = vector.outerproduct %a, %b {kind = #vector.kind<xor>} : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @outerproduct_elem(%a: vector<4xf32>, %b: vector<4xf64>) {
  // expected-error @+1 {{'vector.outerproduct' op failed to verify that rhs operand and result have same element type}}
  %0 = vector.outerproduct %a, %b : vector<4xf32>, vector<4xf64>
  return
}

// -----

func.func @outerproduct_lhs_elem(%a: vector<4xf32>, %b: vector<4xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op failed to verify that lhs operand and result have same element type}}
  %0 = "vector.outerproduct"(%a, %b) : (vector<4xf32>, vector<4xf32>) -> vector<4x4xf64>
  return
}

// -----

func.func @outerproduct_0d(%a: vector<f32>, %b: f32) {
  // expected-error @+1 {{'vector.outerproduct' op operand #0 must be vector of any type values, but got 'vector<f32>'}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<f32>, f32) -> vector<1xf32>
  return
}

// -----

func.func @outerproduct_group(%a: vector<4xf32>, %b: f32) {
  // expected-error @+1 {{'vector.outerproduct' op operand group starting at #2 requires 0 or 1 element, but found 2}}
  %0 = "vector.outerproduct"(%a, %b, %a, %a) : (vector<4xf32>, f32, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

#acc5 = [affine_map<(b0, f0, f1, c0, c1) -> (c0, b0, c1, f0)>, affine_map<(b0, f0, f1, c0, c1) -> (b0, c1, c0, f1)>, affine_map<(b0, f0, f1, c0, c1) -> (b0, f0, f1)>]
#it5 = ["parallel", "parallel", "parallel", "reduction", "reduction"]
func.func @contract_maps(%a: vector<3x2x4x5xf32>, %b: vector<2x4x3x6xf32>, %c: vector<2x5x6xf32>) {
  // expected-error @+1 {{'vector.contract' op expected an indexing map for each vector operand}}
  %0 = vector.contract {indexing_maps = [affine_map<(b0, f0, f1, c0, c1) -> (c0, b0, c1, f0)>, affine_map<(b0, f0, f1, c0, c1) -> (b0, c1, c0, f1)>], iterator_types = #it5} %a, %b, %c : vector<3x2x4x5xf32>, vector<2x4x3x6xf32> into vector<2x5x6xf32>
  return
}

// -----

#it5 = ["parallel", "parallel", "parallel", "reduction", "reduction"]
func.func @contract_projected(%a: vector<3x2x4x5xf32>, %b: vector<2x4x3x6xf32>, %c: vector<2x5x6xf32>) {
  // expected-error @+1 {{'vector.contract' op expected indexing map 0 to be a projected permutation of its inputs}}
  %0 = vector.contract {indexing_maps = [affine_map<(b0, f0, f1, c0, c1) -> (c0, c0, c1, f0)>, affine_map<(b0, f0, f1, c0, c1) -> (b0, c1, c0, f1)>, affine_map<(b0, f0, f1, c0, c1) -> (b0, f0, f1)>], iterator_types = #it5} %a, %b, %c : vector<3x2x4x5xf32>, vector<2x4x3x6xf32> into vector<2x5x6xf32>
  return
}

// -----

#it5 = ["parallel", "parallel", "parallel", "reduction", "reduction"]
func.func @contract_symbols(%a: vector<3x2x4x5xf32>, %b: vector<2x4x3x6xf32>, %c: vector<2x5x6xf32>) {
  // expected-error @+1 {{'vector.contract' op expected indexing map 1 to have no symbols}}
  %0 = vector.contract {indexing_maps = [affine_map<(b0, f0, f1, c0, c1) -> (c0, b0, c1, f0)>, affine_map<(b0, f0, f1, c0, c1)[s0] -> (b0, s0, c0, f1)>, affine_map<(b0, f0, f1, c0, c1) -> (b0, f0, f1)>], iterator_types = #it5} %a, %b, %c : vector<3x2x4x5xf32>, vector<2x4x3x6xf32> into vector<2x5x6xf32>
  return
}

// -----

#it5 = ["parallel", "parallel", "parallel", "reduction", "reduction"]
func.func @contract_inputs(%a: vector<3x2x4x5xf32>, %b: vector<2x4x3x6xf32>, %c: vector<2x5x6xf32>) {
  // expected-error @+1 {{'vector.contract' op expected indexing map 2 to have 5 number of inputs}}
  %0 = vector.contract {indexing_maps = [affine_map<(b0, f0, f1, c0, c1) -> (c0, b0, c1, f0)>, affine_map<(b0, f0, f1, c0, c1) -> (b0, c1, c0, f1)>, affine_map<(b0, f0, f1, c1) -> (b0, f0, f1)>], iterator_types = #it5} %a, %b, %c : vector<3x2x4x5xf32>, vector<2x4x3x6xf32> into vector<2x5x6xf32>
  return
}

// -----

#it5 = ["parallel", "parallel", "parallel", "reduction", "reduction"]
func.func @contract_outputs(%a: vector<3x2x4x5xf32>, %b: vector<2x4x3x6xf32>, %c: vector<2x5x6xf32>) {
  // expected-error @+1 {{'vector.contract' op expected indexing map 1 to have 4 number of outputs}}
  %0 = vector.contract {indexing_maps = [affine_map<(b0, f0, f1, c0, c1) -> (c0, b0, c1, f0)>, affine_map<(b0, f0, f1, c0, c1) -> (b0, c1, f1)>, affine_map<(b0, f0, f1, c0, c1) -> (b0, f0, f1)>], iterator_types = #it5} %a, %b, %c : vector<3x2x4x5xf32>, vector<2x4x3x6xf32> into vector<2x5x6xf32>
  return
}

// -----

func.func @contract_no_reduction(%a: vector<3x2x4x5xf32>, %b: vector<2x4x3x6xf32>, %c: vector<2x5x6xf32>) {
  // expected-error @+1 {{'vector.contract' op expected at least one contracting dimension pair}}
  %0 = vector.contract {indexing_maps = [affine_map<(b0, f0, f1, b1, b2) -> (b1, b0, b2, f0)>, affine_map<(b0, f0, f1, b1, b2) -> (b0, b2, b1, f1)>, affine_map<(b0, f0, f1, b1, b2) -> (b0, f0, f1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} %a, %b, %c : vector<3x2x4x5xf32>, vector<2x4x3x6xf32> into vector<2x5x6xf32>
  return
}

// -----

#it5 = ["parallel", "parallel", "parallel", "reduction", "reduction"]
func.func @contract_dim_map(%a: vector<3x2x4x5xf32>, %b: vector<2x4x3x6xf32>, %c: vector<2x5x6xf32>) {
  // expected-error @+1 {{'vector.contract' op invalid contracting dimension map}}
  %0 = vector.contract {indexing_maps = [affine_map<(b0, f0, f1, c0, c1) -> (c1, b0, c0, f0)>, affine_map<(b0, f0, f1, c0, c1) -> (b0, c1, c0, f1)>, affine_map<(b0, f0, f1, c0, c1) -> (b0, f0, f1)>], iterator_types = #it5} %a, %b, %c : vector<3x2x4x5xf32>, vector<2x4x3x6xf32> into vector<2x5x6xf32>
  return
}

// -----

#it5 = ["parallel", "parallel", "parallel", "reduction", "reduction"]
func.func @contract_batch_map(%a: vector<3x2x4x5xf32>, %b: vector<2x4x3x6xf32>, %c: vector<2x5x6xf32>) {
  // expected-error @+1 {{'vector.contract' op invalid batch dimension map}}
  %0 = vector.contract {indexing_maps = [affine_map<(b0, f0, f1, c0, c1) -> (c0, b0, c1, f0)>, affine_map<(b0, f0, f1, c0, c1) -> (f1, c1, c0, b0)>, affine_map<(b0, f0, f1, c0, c1) -> (b0, f0, f1)>], iterator_types = #it5} %a, %b, %c : vector<3x2x4x5xf32>, vector<2x4x3x6xf32> into vector<2x5x6xf32>
  return
}

// -----

#acc5 = [affine_map<(b0, f0, f1, c0, c1) -> (c0, b0, c1, f0)>, affine_map<(b0, f0, f1, c0, c1) -> (b0, c1, c0, f1)>, affine_map<(b0, f0, f1, c0, c1) -> (b0, f0, f1)>]
#it5 = ["parallel", "parallel", "parallel", "reduction", "reduction"]
func.func @contract_acc_shape(%a: vector<3x2x4x5xf32>, %b: vector<2x4x3x6xf32>, %c: vector<7x5x6xf32>) {
  // expected-error @+1 {{'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<2x5x6xf32>'}}
  %0 = vector.contract {indexing_maps = #acc5, iterator_types = #it5} %a, %b, %c : vector<3x2x4x5xf32>, vector<2x4x3x6xf32> into vector<7x5x6xf32>
  return
}

// -----

func.func @contract_elem(%a: vector<4x3xi32>, %b: vector<3x7xf32>, %c: vector<4x7xf32>) {
  // expected-error @+1 {{'vector.contract' op failed to verify that lhs and rhs have same element type}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xi32>, vector<3x7xf32> into vector<4x7xf32>
  return
}

// -----

func.func @contract_acc_elem(%a: vector<4x3xf32>, %b: vector<3x7xf32>, %c: vector<4x7xf64>) {
  // expected-error @+1 {{'vector.contract' op failed to verify that third operand acc and result have same element type}}
  %0 = "vector.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x3xf32>, vector<3x7xf32>, vector<4x7xf64>) -> vector<4x7xf32>
  return
}

// -----

func.func @contract_expected(%a: vector<2x1xf32>, %b: vector<1x3xf32>, %c: vector<2x3xf32>) {
  // expected-error @+1 {{'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<3x2xf32>'}}
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (n, m)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x1xf32>, vector<1x3xf32> into vector<2x3xf32>
  return
}

// -----

func.func @contract_unused(%a : vector<1x2xi32>, %b : vector<2xi32>, %c : vector<1xi32>) {
  // expected-error @+1 {{'vector.contract' op expected all dimensions to be either a LHS or a RHS dimension}}
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<1x2xi32>, vector<2xi32> into vector<1xi32>
  return
}

// -----

func.func @contract_scalar_acc(%a: vector<4xf32>, %c: vector<1xf32>) {
  // expected-error @+1 {{'vector.contract' op expected indexing map 2 to be a projected permutation of its inputs}}
  %0 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> (0)>], iterator_types = ["reduction"]} %a, %a, %c : vector<4xf32>, vector<4xf32> into vector<1xf32>
  return
}

// -----

func.func @contract_kind(%a: vector<4xf32>, %c: f32) {
  // expected-error @+1 {{'vector.contract' op unsupported contraction type}}
  %0 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<xor>} %a, %a, %c : vector<4xf32>, vector<4xf32> into f32
  return
}

// -----

func.func @contract_iterator(%a: vector<4xf32>, %c: f32) {
  // expected-error @+1 {{custom op 'vector.contract' unexpected iterator_type (window)}}
  %0 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["window"]} %a, %a, %c : vector<4xf32>, vector<4xf32> into f32
  return
}

// -----

func.func @contract_masks(%a: vector<4xf32>, %c: f32, %m: vector<4xi1>) {
  // expected-error @+1 {{custom op 'vector.contract' expected zero or exactly 2 vector mask operands}}
  %0 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"]} %a, %a, %c, %m : vector<4xf32>, vector<4xf32> into f32
  return
}

// -----

func.func @contract_scalar_lhs(%a: f32, %b: vector<4xf32>) {
  // expected-error @+1 {{'vector.contract' op operand #0 must be vector of any type values, but got 'f32'}}
  %0 = "vector.contract"(%a, %b, %a) <{indexing_maps = [affine_map<(i) -> ()>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = [#vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (f32, vector<4xf32>, f32) -> f32
  return
}

// -----

func.func @contract_no_maps(%a: vector<4xf32>, %c: f32) {
  // expected-error @+1 {{'vector.contract' op requires attribute 'indexing_maps'}}
  %0 = "vector.contract"(%a, %a, %c) <{iterator_types = [#vector.iterator_type<reduction>]}> : (vector<4xf32>, vector<4xf32>, f32) -> f32
  return
}

// -----

func.func @contract_bad_iterators(%a: vector<4xf32>, %c: f32) {
  // expected-error @+1 {{'vector.contract' op attribute 'iterator_types' failed to satisfy constraint: Iterator type should be an enum.}}
  %0 = "vector.contract"(%a, %a, %c) <{indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"]}> : (vector<4xf32>, vector<4xf32>, f32) -> f32
  return
}

// -----

func.func @load_elem(%m: memref<?xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op base and result element types should match}}
  %0 = vector.load %m[%i] : memref<?xf32>, vector<4xf64>
  return
}

// -----

func.func @load_indices(%m: memref<?x4xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op requires 2 indices}}
  %0 = vector.load %m[%i] : memref<?x4xf32>, vector<4xf32>
  return
}

// -----

func.func @load_stride(%m: memref<?xf32, strided<[2]>>, %i: index) {
  // expected-error @+1 {{'vector.load' op most minor memref dim must have unit stride}}
  %0 = vector.load %m[%i] : memref<?xf32, strided<[2]>>, vector<4xf32>
  return
}

// -----

func.func @load_vector_elem(%m: memref<?xvector<4xf32>>, %i: index) {
  // expected-error @+1 {{'vector.load' op base memref and result vector types should match}}
  %0 = vector.load %m[%i] : memref<?xvector<4xf32>>, vector<8xf32>
  return
}

// -----

func.func @load_scalar(%m: memref<?xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op result #0 must be vector of any type values, but got 'f32'}}
  %0 = "vector.load"(%m, %i) : (memref<?xf32>, index) -> f32
  return
}

// -----

func.func @load_base(%m: vector<4xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op operand #0 must be memref of any type values, but got 'vector<4xf32>'}}
  %0 = "vector.load"(%m, %i) : (vector<4xf32>, index) -> vector<4xf32>
  return
}

// -----

func.func @load_index_type(%m: memref<?xf32>, %i: i32) {
  // expected-error @+1 {{'vector.load' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "vector.load"(%m, %i) : (memref<?xf32>, i32) -> vector<4xf32>
  return
}

// -----

func.func @load_not_vector(%m: memref<?xf32>, %i: index) {
  // expected-error @+1 {{custom op 'vector.load' invalid kind of type specified}}
  %0 = vector.load %m[%i] : memref<?xf32>, f32
  return
}

// -----

func.func @load_not_memref(%m: vector<4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'vector.load' invalid kind of type specified}}
  %0 = vector.load %m[%i] : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @store_elem(%m: memref<?xf64>, %v: vector<16xf32>, %i: index) {
  // expected-error @+1 {{'vector.store' op base and valueToStore element type should match}}
  vector.store %v, %m[%i] : memref<?xf64>, vector<16xf32>
  return
}

// -----

func.func @store_indices(%m: memref<?xf32>, %v: vector<16xf32>) {
  // expected-error @+1 {{'vector.store' op requires 1 indices}}
  vector.store %v, %m[] : memref<?xf32>, vector<16xf32>
  return
}

// -----

func.func @store_vector_elem(%m: memref<?xvector<4xf32>>, %v: vector<8xf32>, %i: index) {
  // expected-error @+1 {{'vector.store' op base memref and valueToStore vector types should match}}
  vector.store %v, %m[%i] : memref<?xvector<4xf32>>, vector<8xf32>
  return
}

// -----

func.func @store_stride(%m: memref<?xf32, strided<[2]>>, %v: vector<4xf32>, %i: index) {
  // expected-error @+1 {{'vector.store' op most minor memref dim must have unit stride}}
  vector.store %v, %m[%i] : memref<?xf32, strided<[2]>>, vector<4xf32>
  return
}

// -----

func.func @store_scalar(%m: memref<?xf32>, %v: f32, %i: index) {
  // expected-error @+1 {{'vector.store' op operand #0 must be vector of any type values, but got 'f32'}}
  "vector.store"(%v, %m, %i) : (f32, memref<?xf32>, index) -> ()
  return
}

// -----

func.func @store_base(%m: vector<4xf32>, %i: index) {
  // expected-error @+1 {{'vector.store' op operand #1 must be memref of any type values, but got 'vector<4xf32>'}}
  "vector.store"(%m, %m, %i) : (vector<4xf32>, vector<4xf32>, index) -> ()
  return
}

// -----

func.func @store_index(%m: memref<?xf32>, %v: vector<4xf32>, %i: i32) {
  // expected-error @+1 {{'vector.store' op operand #2 must be variadic of index, but got 'i32'}}
  "vector.store"(%v, %m, %i) : (vector<4xf32>, memref<?xf32>, i32) -> ()
  return
}

// -----

func.func @maskedload_elem(%m: memref<?xf64>, %k: vector<16xi1>, %p: vector<16xf32>, %i: index) {
  // expected-error @+1 {{'vector.maskedload' op base and result element type should match}}
  %0 = vector.maskedload %m[%i], %k, %p : memref<?xf64>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @maskedload_mask(%m: memref<?xf32>, %k: vector<15xi1>, %p: vector<16xf32>, %i: index) {
  // expected-error @+1 {{'vector.maskedload' op expected result dim to match mask dim}}
  %0 = vector.maskedload %m[%i], %k, %p : memref<?xf32>, vector<15xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @maskedload_pass(%m: memref<?xf32>, %k: vector<16xi1>, %p: vector<16xi32>, %i: index) {
  // expected-error @+1 {{'vector.maskedload' op expected pass_thru of same type as result type}}
  %0 = vector.maskedload %m[%i], %k, %p : memref<?xf32>, vector<16xi1>, vector<16xi32> into vector<16xf32>
  return
}

// -----

func.func @maskedload_indices(%m: memref<?xf32>, %k: vector<16xi1>, %p: vector<16xf32>) {
  // expected-error @+1 {{'vector.maskedload' op requires 1 indices}}
  %0 = vector.maskedload %m[], %k, %p : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @maskedload_rank(%m: memref<?xf32>, %k: vector<4xi1>, %p: vector<4xf32>, %i: index) {
  // expected-error @+1 {{'vector.maskedload' op result #0 must be  of ranks 1, but got 'vector<4x4xf32>'}}
  %0 = vector.maskedload %m[%i], %k, %p : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4x4xf32>
  return
}

// -----

func.func @maskedload_mask_type(%m: memref<?xf32>, %k: vector<4xi32>, %p: vector<4xf32>, %i: index) {
  // expected-error @+1 {{'vector.maskedload' op operand #2 must be vector of 1-bit signless integer values of ranks 1, but got 'vector<4xi32>'}}
  %0 = vector.maskedload %m[%i], %k, %p : memref<?xf32>, vector<4xi32>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @maskedload_pass_rank(%m: memref<?xf32>, %k: vector<4xi1>, %p: vector<2x2xf32>, %i: index) {
  // expected-error @+1 {{'vector.maskedload' op operand #3 must be  of ranks 1, but got 'vector<2x2xf32>'}}
  %0 = vector.maskedload %m[%i], %k, %p : memref<?xf32>, vector<4xi1>, vector<2x2xf32> into vector<4xf32>
  return
}

// -----

func.func @maskedstore_elem(%m: memref<?xf64>, %k: vector<16xi1>, %v: vector<16xf32>, %i: index) {
  // expected-error @+1 {{'vector.maskedstore' op base and valueToStore element type should match}}
  vector.maskedstore %m[%i], %k, %v : memref<?xf64>, vector<16xi1>, vector<16xf32>
  return
}

// -----

func.func @maskedstore_mask(%m: memref<?xf32>, %k: vector<15xi1>, %v: vector<16xf32>, %i: index) {
  // expected-error @+1 {{'vector.maskedstore' op expected valueToStore dim to match mask dim}}
  vector.maskedstore %m[%i], %k, %v : memref<?xf32>, vector<15xi1>, vector<16xf32>
  return
}

// -----

func.func @maskedstore_indices(%m: memref<?xf32>, %k: vector<16xi1>, %v: vector<16xf32>, %i: index) {
  // expected-error @+1 {{'vector.maskedstore' op requires 1 indices}}
  vector.maskedstore %m[%i, %i], %k, %v : memref<?xf32>, vector<16xi1>, vector<16xf32>
  return
}

// -----

func.func @maskedstore_rank(%m: memref<?xf32>, %k: vector<4xi1>, %v: vector<4x4xf32>, %i: index) {
  // expected-error @+1 {{'vector.maskedstore' op operand #3 must be  of ranks 1, but got 'vector<4x4xf32>'}}
  vector.maskedstore %m[%i], %k, %v : memref<?xf32>, vector<4xi1>, vector<4x4xf32>
  return
}

// -----

func.func @expand_mask(%m: memref<?xf32>, %k: vector<17xi1>, %p: vector<16xf32>, %i: index) {
  // expected-error @+1 {{'vector.expandload' op expected result dim to match mask dim}}
  %0 = vector.expandload %m[%i], %k, %p : memref<?xf32>, vector<17xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @compress_elem(%m: memref<?xf64>, %k: vector<16xi1>, %v: vector<16xf32>, %i: index) {
  // expected-error @+1 {{'vector.compressstore' op base and valueToStore element type should match}}
  vector.compressstore %m[%i], %k, %v : memref<?xf64>, vector<16xi1>, vector<16xf32>
  return
}

// -----

func.func @gather_elem(%m: memref<?xf64>, %iv: vector<16xi32>, %k: vector<16xi1>, %p: vector<16xf32>, %i: index) {
  // expected-error @+1 {{'vector.gather' op base and result element type should match}}
  %0 = vector.gather %m[%i][%iv], %k, %p : memref<?xf64>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @gather_indices(%m: memref<?x?xf64>, %iv: vector<16xi32>, %k: vector<16xi1>, %p: vector<16xf64>, %i: index) {
  // expected-error @+1 {{'vector.gather' op requires 2 indices}}
  %0 = vector.gather %m[%i][%iv], %k, %p : memref<?x?xf64>, vector<16xi32>, vector<16xi1>, vector<16xf64> into vector<16xf64>
  return
}

// -----

func.func @gather_index_dim(%m: memref<?xf32>, %iv: vector<17xi32>, %k: vector<16xi1>, %p: vector<16xf32>, %i: index) {
  // expected-error @+1 {{'vector.gather' op expected result dim to match indices dim}}
  %0 = vector.gather %m[%i][%iv], %k, %p : memref<?xf32>, vector<17xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @gather_mask_dim(%m: memref<?xf32>, %iv: vector<16xi32>, %k: vector<17xi1>, %p: vector<16xf32>, %i: index) {
  // expected-error @+1 {{'vector.gather' op expected result dim to match mask dim}}
  %0 = vector.gather %m[%i][%iv], %k, %p : memref<?xf32>, vector<16xi32>, vector<17xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @gather_pass(%m: memref<?xf32>, %iv: vector<16xi32>, %k: vector<16xi1>, %p: vector<16xf64>, %i: index) {
  // expected-error @+1 {{'vector.gather' op expected pass_thru of same type as result type}}
  %0 = vector.gather %m[%i][%iv], %k, %p : memref<?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf64> into vector<16xf32>
  return
}

// -----

func.func @gather_index_type(%m: memref<?xf32>, %iv: vector<4xf32>, %k: vector<4xi1>, %p: vector<4xf32>, %i: index) {
  // expected-error @+1 {{'vector.gather' op operand #2 must be vector of integer or index values, but got 'vector<4xf32>'}}
  %0 = vector.gather %m[%i][%iv], %k, %p : memref<?xf32>, vector<4xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @gather_mask_type(%m: memref<?xf32>, %iv: vector<4xi32>, %k: vector<4xi8>, %p: vector<4xf32>, %i: index) {
  // expected-error @+1 {{'vector.gather' op operand #3 must be vector of 1-bit signless integer values, but got 'vector<4xi8>'}}
  %0 = vector.gather %m[%i][%iv], %k, %p : memref<?xf32>, vector<4xi32>, vector<4xi8>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @gather_base(%m: vector<4xf32>, %iv: vector<4xi32>, %k: vector<4xi1>, %p: vector<4xf32>, %i: index) {
  // expected-error @+1 {{'vector.gather' op requires base to be a memref or ranked tensor type}}
  %0 = "vector.gather"(%m, %i, %iv, %k, %p) : (vector<4xf32>, index, vector<4xi32>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @gather_result(%m: memref<?xf32>, %iv: vector<4xi32>, %k: vector<4xi1>, %p: vector<4xf32>, %i: index) {
  // expected-error @+1 {{'vector.gather' op result #0 must be vector of any type values, but got 'f32'}}
  %0 = "vector.gather"(%m, %i, %iv, %k, %p) : (memref<?xf32>, index, vector<4xi32>, vector<4xi1>, vector<4xf32>) -> f32
  return
}

// -----

func.func @gather_pass_type(%m: memref<?xf32>, %iv: vector<4xi32>, %k: vector<4xi1>, %p: f32, %i: index) {
  // expected-error @+1 {{'vector.gather' op operand #4 must be vector of any type values, but got 'f32'}}
  %0 = "vector.gather"(%m, %i, %iv, %k, %p) : (memref<?xf32>, index, vector<4xi32>, vector<4xi1>, f32) -> vector<4xf32>
  return
}

// -----

func.func @scatter_elem(%m: memref<?xf64>, %iv: vector<16xi32>, %k: vector<16xi1>, %v: vector<16xf32>, %i: index) {
  // expected-error @+1 {{'vector.scatter' op base and valueToStore element type should match}}
  vector.scatter %m[%i][%iv], %k, %v : memref<?xf64>, vector<16xi32>, vector<16xi1>, vector<16xf32>
  return
}

// -----

func.func @scatter_indices(%m: memref<?x?xf64>, %iv: vector<16xi32>, %k: vector<16xi1>, %v: vector<16xf64>, %i: index) {
  // expected-error @+1 {{'vector.scatter' op requires 2 indices}}
  vector.scatter %m[%i][%iv], %k, %v : memref<?x?xf64>, vector<16xi32>, vector<16xi1>, vector<16xf64>
  return
}

// -----

func.func @scatter_rank(%m: memref<?xf32>, %iv: vector<16xi32>, %k: vector<16xi1>, %v: vector<2x16xf32>, %i: index) {
  // expected-error @+1 {{'vector.scatter' op operand #4 must be  of ranks 1, but got 'vector<2x16xf32>'}}
  vector.scatter %m[%i][%iv], %k, %v : memref<?xf32>, vector<16xi32>, vector<16xi1>, vector<2x16xf32>
  return
}

// -----

func.func @scatter_index_dim(%m: memref<?xf32>, %iv: vector<17xi32>, %k: vector<16xi1>, %v: vector<16xf32>, %i: index) {
  // expected-error @+1 {{'vector.scatter' op expected valueToStore dim to match indices dim}}
  vector.scatter %m[%i][%iv], %k, %v : memref<?xf32>, vector<17xi32>, vector<16xi1>, vector<16xf32>
  return
}

// -----

func.func @scatter_mask_dim(%m: memref<?xf32>, %iv: vector<16xi32>, %k: vector<17xi1>, %v: vector<16xf32>, %i: index) {
  // expected-error @+1 {{'vector.scatter' op expected valueToStore dim to match mask dim}}
  vector.scatter %m[%i][%iv], %k, %v : memref<?xf32>, vector<16xi32>, vector<17xi1>, vector<16xf32>
  return
}

// -----

func.func @scatter_index_type(%m: memref<?xf32>, %iv: vector<2x2xi32>, %k: vector<4xi1>, %v: vector<4xf32>, %i: index) {
  // expected-error @+1 {{'vector.scatter' op operand #2 must be vector of integer or index values of ranks 1, but got 'vector<2x2xi32>'}}
  vector.scatter %m[%i][%iv], %k, %v : memref<?xf32>, vector<2x2xi32>, vector<4xi1>, vector<4xf32>
  return
}

// -----

func.func @scatter_mask_type(%m: memref<?xf32>, %iv: vector<4xi32>, %k: vector<4xi8>, %v: vector<4xf32>, %i: index) {
  // expected-error @+1 {{'vector.scatter' op operand #3 must be vector of 1-bit signless integer values of ranks 1, but got 'vector<4xi8>'}}
  vector.scatter %m[%i][%iv], %k, %v : memref<?xf32>, vector<4xi32>, vector<4xi8>, vector<4xf32>
  return
}

// -----

func.func @xfer_two_types(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{custom op 'vector.transfer_read' requires two types}}
  %0 = vector.transfer_read %m[%i, %i], %p : memref<?x?xf32>
  return
}

// -----

func.func @xfer_not_memref(%a: vector<4x3xf32>, %i: index, %p: vector<4x3xf32>) {
  // expected-error @+1 {{custom op 'vector.transfer_read' requires memref or ranked tensor type}}
  %0 = vector.transfer_read %a[%i, %i], %p : vector<4x3xf32>, vector<1x1x2x3xf32>
  return
}

// -----

func.func @xfer_not_vector(%m: memref<4x3xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{custom op 'vector.transfer_read' requires vector type}}
  %0 = vector.transfer_read %m[%i, %i], %p : memref<4x3xf32>, f32
  return
}

// -----

func.func @xfer_indices(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires 2 indices}}
  %0 = vector.transfer_read %m[%i, %i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d1)>} : memref<?x?xf32>, vector<128xf32>
  return
}

// -----

func.func @xfer_map_inputs(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map with input dims of the same rank as the source type}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0)->(d0)>} : memref<?x?xf32>, vector<128xf32>
  return
}

// -----

func.func @xfer_map_results(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1)->(d0, d1)>} : memref<?x?xf32>, vector<128xf32>
  return
}

// -----

func.func @xfer_projected(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1)->(d0 + d1)>} : memref<?x?xf32>, vector<128xf32>
  return
}

// -----

func.func @xfer_twice(%m: memref<?x?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map that is a permutation (found one dim used more than once)}}
  %0 = vector.transfer_read %m[%i, %i, %i], %p {permutation_map = affine_map<(d0, d1, d2)->(d0, d0)>} : memref<?x?x?xf32>, vector<3x7xf32>
  return
}

// -----

func.func @xfer_symbols(%m: memref<?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.transfer_write' op requires permutation_map without symbols}}
  vector.transfer_write %v, %m[%i] {permutation_map = affine_map<(d0)[s0] -> (d0)>} : vector<4xf32>, memref<?xf32>
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @xfer_mask_type(%m: memref<?x?x?xf32>, %i: index, %p: f32, %k: vector<3x8x7xi1>) {
  // expected-error @+1 {{use of value '%k' expects different type than prior uses: 'vector<3x7xi1>' vs 'vector<3x8x7xi1>'}}
  %0 = vector.transfer_read %m[%i, %i, %i], %p, %k {in_bounds = [false, true, false], permutation_map = affine_map<(d0, d1, d2)->(d0, 0, d2)>} : memref<?x?x?xf32>, vector<3x8x7xf32>
  return
}

// -----

func.func @xfer_inferred_mask(%m: memref<?x?xf32>, %i: index, %p: f32, %k: vector<4xi1>) {
  // expected-error @+1 {{'vector.transfer_read' op inferred mask type ('vector<2x4xi1>') and mask operand type ('vector<4xi1>') don't match}}
  %0 = "vector.transfer_read"(%m, %i, %i, %p, %k) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = affine_map<(d0, d1)->(d1, d0)>}> : (memref<?x?xf32>, index, index, f32, vector<4xi1>) -> vector<4x2xf32>
  return
}

// -----

func.func @xfer_vec_elem_rank(%m: memref<?x?xvector<4x3xf32>>, %i: index, %p: vector<4x3xf32>) {
  // expected-error @+1 {{'vector.transfer_read' op requires source vector element and vector result ranks to match.}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1)->(d0, d1)>} : memref<?x?xvector<4x3xf32>>, vector<3xf32>
  return
}

// -----

func.func @xfer_vec_elem_width(%m: memref<?x?xvector<6xf32>>, %i: index, %p: vector<6xf32>) {
  // expected-error @+1 {{'vector.transfer_read' op requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source}}
  %0 = vector.transfer_read %m[%i, %i], %p : memref<?x?xvector<6xf32>>, vector<3xf32>
  return
}

// -----

func.func @xfer_elem_width(%m: memref<?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type}}
  %0 = vector.transfer_read %m[%i], %p : memref<?xf32>, vector<3xi16>
  return
}

// -----

func.func @xfer_in_bounds(%m: memref<?x?xvector<2x3xf32>>, %i: index, %p: vector<2x3xf32>) {
  // expected-error @+1 {{'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d0, d1)> vs inBounds of size: 1}}
  %0 = vector.transfer_read %m[%i, %i], %p {in_bounds = [true], permutation_map = affine_map<(d0, d1)->(d0, d1)>} : memref<?x?xvector<2x3xf32>>, vector<1x1x2x3xf32>
  return
}

// -----

func.func @xfer_broadcast_bounds(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires broadcast dimensions to be in-bounds}}
  %0 = vector.transfer_read %m[%i, %i], %p {in_bounds = [false, true], permutation_map = affine_map<(d0, d1)->(0, d1)>} : memref<?x?xf32>, vector<1x4xf32>
  return
}

// -----

func.func @xfer_vec_elem_mask(%m: memref<?x?xvector<2x3xf32>>, %i: index, %p: vector<2x3xf32>, %k: vector<2x3xi1>) {
  // expected-error @+1 {{custom op 'vector.transfer_read' does not support masks with vector element type}}
  %0 = vector.transfer_read %m[%i, %i], %p, %k {permutation_map = affine_map<(d0, d1)->(d0, d1)>} : memref<?x?xvector<2x3xf32>>, vector<1x1x2x3xf32>
  return
}

// -----

func.func @xfer_padding(%m: memref<?x?xf32>, %i: index, %p: f64) {
  // expected-error @+1 {{'vector.transfer_read' op requires formal padding and source of the same elemental type}}
  %0 = "vector.transfer_read"(%m, %i, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1)->(d1)>}> : (memref<?x?xf32>, index, index, f64) -> vector<4xf32>
  return
}

// -----

func.func @xfer_padding_vec(%m: memref<?xvector<4xf32>>, %i: index, %p: vector<4xf64>) {
  // expected-error @+1 {{'vector.transfer_read' op requires source element type and padding type to match.}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0)->(d0)>}> : (memref<?xvector<4xf32>>, index, vector<4xf64>) -> vector<2x4xf32>
  return
}

// -----

func.func @xfer_padding_kind(%m: memref<?xf32>, %i: index, %p: memref<?xf32>) {
  // expected-error @+1 {{'vector.transfer_read' op requires valid padding vector elemental type}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0)->(d0)>}> : (memref<?xf32>, index, memref<?xf32>) -> vector<4xf32>
  return
}

// -----

func.func @xfer_in_bounds_attr(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires attribute 'in_bounds'}}
  %0 = "vector.transfer_read"(%m, %i, %i, %p) <{operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1)->(d1)>}> : (memref<?x?xf32>, index, index, f32) -> vector<4xf32>
  return
}

// -----

func.func @xfer_map_attr(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{invalid properties {in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = 1 : i64} for op vector.transfer_read: Invalid attribute `permutation_map` in property conversion: 1 : i64}}
  %0 = "vector.transfer_read"(%m, %i, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = 1 : i64}> : (memref<?x?xf32>, index, index, f32) -> vector<4xf32>
  return
}

// -----

func.func @xfer_bounds_elems(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op attribute 'in_bounds' failed to satisfy constraint: 1-bit boolean array attribute}}
  %0 = "vector.transfer_read"(%m, %i, %i, %p) <{in_bounds = [1], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1)->(d1)>}> : (memref<?x?xf32>, index, index, f32) -> vector<4xf32>
  return
}

// -----

func.func @xfer_segments(%m: memref<?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op operand count (3) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [false], permutation_map = affine_map<(d0)->(d0)>}> : (memref<?xf32>, index, f32) -> vector<4xf32>
  return
}

// -----

func.func @xfer_vector_source(%v: vector<4xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires source to be a memref or ranked tensor type}}
  %0 = "vector.transfer_read"(%v, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0)->(d0)>}> : (vector<4xf32>, index, f32) -> vector<4xf32>
  return
}

// -----

func.func @xfer_result(%m: memref<?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op result #0 must be vector of any type values, but got 'f32'}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0)->(d0)>}> : (memref<?xf32>, index, f32) -> f32
  return
}

// -----

func.func @xfer_mask_elem(%m: memref<?xf32>, %i: index, %p: f32, %k: vector<4xi8>) {
  // expected-error @+1 {{'vector.transfer_read' op operand #3 must be vector of 1-bit signless integer values, but got 'vector<4xi8>'}}
  %0 = "vector.transfer_read"(%m, %i, %p, %k) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 1>, permutation_map = affine_map<(d0)->(d0)>}> : (memref<?xf32>, index, f32, vector<4xi8>) -> vector<4xf32>
  return
}

// -----

func.func @xfer_index_type(%m: memref<?xf32>, %i: i32, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0)->(d0)>}> : (memref<?xf32>, i32, f32) -> vector<4xf32>
  return
}

// -----

func.func @write_two_types(%m: memref<?x?xf32>, %i: index) {
  // expected-error @+1 {{custom op 'vector.transfer_write' requires two types}}
  vector.transfer_write %m, %m[%i, %i] : memref<?x?xf32>
  return
}

// -----

func.func @write_not_vector(%m: memref<vector<4x3xf32>>, %i: index) {
  // expected-error @+1 {{custom op 'vector.transfer_write' requires vector type}}
  vector.transfer_write %m, %m[%i, %i] : memref<vector<4x3xf32>>, vector<4x3xf32>
  return
}

// -----

func.func @write_not_memref(%a: vector<4x3xf32>, %i: index) {
  // expected-error @+1 {{custom op 'vector.transfer_write' requires memref or ranked tensor type}}
  vector.transfer_write %a, %a[%i, %i] : vector<4x3xf32>, f32
  return
}

// -----

func.func @write_indices(%m: memref<?x?xf32>, %v: vector<128xf32>, %i: index) {
  // expected-error @+1 {{'vector.transfer_write' op requires 2 indices}}
  vector.transfer_write %v, %m[%i, %i, %i] {permutation_map = affine_map<(d0, d1)->(d1)>} : vector<128xf32>, memref<?x?xf32>
  return
}

// -----

func.func @write_broadcast(%m: memref<?xf32>, %v: vector<7xf32>, %i: index) {
  // expected-error @+1 {{'vector.transfer_write' op should not have broadcast dimensions}}
  vector.transfer_write %v, %m[%i] {in_bounds = [true], permutation_map = affine_map<(d0) -> (0)>} : vector<7xf32>, memref<?xf32>
  return
}

// -----

func.func @write_in_bounds(%m: memref<?x?xf32>, %v: vector<4xf32>, %i: index) {
  // expected-error @+1 {{'vector.transfer_write' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d1)> vs inBounds of size: 2}}
  vector.transfer_write %v, %m[%i, %i] {in_bounds = [true, true]} : vector<4xf32>, memref<?x?xf32>
  return
}

// -----

func.func @write_mask_vec_elem(%m: memref<?xvector<4xf32>>, %v: vector<2x4xf32>, %i: index, %k: vector<2xi1>) {
  // expected-error @+1 {{custom op 'vector.transfer_write' does not support masks with vector element type}}
  vector.transfer_write %v, %m[%i], %k : vector<2x4xf32>, memref<?xvector<4xf32>>
  return
}

// -----

func.func @write_rank_mask(%m: memref<?x?xf32>, %v: vector<4x2xf32>, %i: index, %k: vector<4xi1>) {
  // expected-error @+1 {{custom op 'vector.transfer_write' expected the same rank for the vector and the results of the permutation map}}
  vector.transfer_write %v, %m[%i, %i], %k {permutation_map = affine_map<(d0, d1)->(d1)>} : vector<4x2xf32>, memref<?x?xf32>
  return
}

// -----

func.func @write_result(%m: memref<?xf32>, %v: vector<4xf32>, %i: index) {
  // expected-error @+1 {{'vector.transfer_write' op result #0 must be ranked tensor of any type values, but got 'vector<4xf32>'}}
  %0 = "vector.transfer_write"(%v, %m, %i) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0)->(d0)>}> : (vector<4xf32>, memref<?xf32>, index) -> vector<4xf32>
  return
}

// -----

func.func @write_scalar(%m: memref<?xf32>, %v: f32, %i: index) {
  // expected-error @+1 {{'vector.transfer_write' op operand #0 must be vector of any type values, but got 'f32'}}
  "vector.transfer_write"(%v, %m, %i) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0)->(d0)>}> : (f32, memref<?xf32>, index) -> ()
  return
}

// -----

func.func @cmpi_shape(%a: vector<4xi32>) {
  // expected-error @+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<2xi1>
  return
}

// -----

func.func @cmpf_scalar_result(%a: vector<4xf32>) {
  // expected-error @+1 {{'arith.cmpf' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpf"(%a, %a) <{predicate = 1 : i64}> : (vector<4xf32>, vector<4xf32>) -> i1
  return
}

// -----

func.func @cmpi_elem(%a: vector<4xi32>) {
  // expected-error @+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'vector<4xi8>'}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi8>
  return
}

// -----

func.func @select_shape(%a: vector<4xf32>, %c: vector<2xi1>) {
  // expected-error @+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %c, %a, %a : vector<2xi1>, vector<4xf32>
  return
}

// -----

func.func @select_cond_type(%a: vector<4xf32>, %c: vector<4xi8>) {
  // expected-error @+1 {{'arith.select' op operand #0 must be bool-like, but got 'vector<4xi8>'}}
  %0 = arith.select %c, %a, %a : vector<4xi8>, vector<4xf32>
  return
}

// -----

func.func @extsi_shape(%a: vector<4xi8>) {
  // expected-error @+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = arith.extsi %a : vector<4xi8> to vector<2xi32>
  return
}

// -----

func.func @extsi_scalar(%a: vector<4xi8>) {
  // expected-error @+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = arith.extsi %a : vector<4xi8> to i32
  return
}

// -----

func.func @extsi_narrow(%a: vector<4xi32>) {
  // expected-error @+1 {{'arith.extsi' op operand type 'vector<4xi32>' and result type 'vector<4xi8>' are cast incompatible}}
  %0 = arith.extsi %a : vector<4xi32> to vector<4xi8>
  return
}

// -----

func.func @trunci_wide(%a: vector<4xi8>) {
  // expected-error @+1 {{'arith.trunci' op operand type 'vector<4xi8>' and result type 'vector<4xi32>' are cast incompatible}}
  %0 = arith.trunci %a : vector<4xi8> to vector<4xi32>
  return
}

// -----

func.func @index_cast_shape(%a: vector<4xi32>) {
  // expected-error @+1 {{'arith.index_cast' op requires the same shape for all operands and results}}
  %0 = arith.index_cast %a : vector<4xi32> to vector<3xindex>
  return
}

// -----

func.func @index_cast_kinds(%a: vector<4xi32>) {
  // expected-error @+1 {{'arith.index_cast' op operand type 'vector<4xi32>' and result type 'vector<4xi64>' are cast incompatible}}
  %0 = arith.index_cast %a : vector<4xi32> to vector<4xi64>
  return
}

// -----

func.func @bitcast_width(%a: vector<4xi32>) {
  // expected-error @+1 {{'arith.bitcast' op operand type 'vector<4xi32>' and result type 'vector<4xf64>' are cast incompatible}}
  %0 = arith.bitcast %a : vector<4xi32> to vector<4xf64>
  return
}

// -----

func.func @sitofp_float(%a: vector<4xf32>) {
  // expected-error @+1 {{'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'vector<4xf32>'}}
  %0 = arith.sitofp %a : vector<4xf32> to vector<4xf32>
  return
}

// -----

func.func @extf_narrow(%a: vector<4xf32>) {
  // expected-error @+1 {{'arith.extf' op operand type 'vector<4xf32>' and result type 'vector<4xf16>' are cast incompatible}}
  %0 = arith.extf %a : vector<4xf32> to vector<4xf16>
  return
}

// -----

func.func @addi_float(%a: vector<4xf32>) {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'vector<4xf32>'}}
  %0 = arith.addi %a, %a : vector<4xf32>
  return
}

// -----

func.func @addf_int(%a: vector<4xi32>) {
  // expected-error @+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'vector<4xi32>'}}
  %0 = arith.addf %a, %a : vector<4xi32>
  return
}

// -----

func.func @addi_types(%a: vector<4xi32>, %b: vector<2xi32>) {
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (vector<4xi32>, vector<2xi32>) -> vector<4xi32>
  return
}

// -----

func.func @addui_carry_shape(%a: vector<4xi32>) {
  // expected-error @+1 {{'arith.addui_extended' op all non-scalar operands/results must have the same shape and base type}}
  %0:2 = arith.addui_extended %a, %a : vector<4xi32>, vector<2xi1>
  return
}

// -----

func.func @addui_scalar_operands(%a: i32) {
  // expected-error @+1 {{'arith.addui_extended' op if a result is non-scalar, then at least one operand must be non-scalar}}
  %0:2 = arith.addui_extended %a, %a : i32, vector<2xi1>
  return
}

// -----

func.func @addui_scalar_carry(%a: vector<4xi32>) {
  // expected-error @+1 {{'arith.addui_extended' op if an operand is non-scalar, then all results must be non-scalar}}
  %0:2 = arith.addui_extended %a, %a : vector<4xi32>, i1
  return
}

// -----

func.func @fpowi_shape(%a: vector<4xf32>, %b: vector<2xi32>) {
  // expected-error @+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = math.fpowi %a, %b : vector<4xf32>, vector<2xi32>
  return
}

// -----

func.func @sin_int(%a: vector<4xi32>) {
  // expected-error @+1 {{'math.sin' op operand #0 must be floating-point-like, but got 'vector<4xi32>'}}
  %0 = math.sin %a : vector<4xi32>
  return
}

// -----

func.func @ctpop_float(%a: vector<4xf32>) {
  // expected-error @+1 {{'math.ctpop' op operand #0 must be signless-integer-like, but got 'vector<4xf32>'}}
  %0 = math.ctpop %a : vector<4xf32>
  return
}

// -----

func.func @mulsi_ext(%a: vector<4xi32>) {
  // expected-error @+1 {{'arith.mulsi_extended' op result #1 must be signless-integer-like, but got 'vector<4xf32>'}}
  %0:2 = "arith.mulsi_extended"(%a, %a) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xf32>)
  return
}

// -----

func.func @xfer_vec_elem_mask_generic(%m: memref<?xvector<4xf32>>, %i: index, %p: vector<4xf32>, %k: vector<1xi1>) {
  // expected-error @+1 {{'vector.transfer_read' op does not support masks with vector element type}}
  %0 = "vector.transfer_read"(%m, %i, %p, %k) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 1>, permutation_map = affine_map<(d0)->(d0)>}> : (memref<?xvector<4xf32>>, index, vector<4xf32>, vector<1xi1>) -> vector<1x4xf32>
  return
}

// -----

func.func @contract_not_dict(%a: vector<4xf32>, %c: f32) {
  // expected-error @+1 {{custom op 'vector.contract' invalid kind of attribute specified}}
  %0 = vector.contract [1] %a, %a, %c : vector<4xf32>, vector<4xf32> into f32
  return
}

// -----

func.func @contract_acc_vector(%a: vector<4xf32>, %c: vector<4xf32>) {
  // expected-error @+1 {{'vector.contract' op invalid accumulator/result vector shape}}
  %0 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> (k)>], iterator_types = ["reduction"]} %a, %a, %c : vector<4xf32>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @arith_on_signed(%a: vector<4xsi32>) -> vector<4xsi32> {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'vector<4xsi32>'}}
  %0 = arith.addi %a, %a : vector<4xsi32>
  return %0 : vector<4xsi32>
}

// -----

func.func @arith_on_unsigned(%a: ui8) -> ui8 {
  // expected-error @+1 {{'arith.muli' op operand #0 must be signless-integer-like, but got 'ui8'}}
  %0 = arith.muli %a, %a : ui8
  return %0 : ui8
}

// -----

#mk = affine_map<(i, j, k) -> (i, k)>
#kn = affine_map<(i, j, k) -> (k, j)>
#mn = affine_map<(i, j, k) -> (i, j)>
func.func @contract_unsigned(%a: vector<2x4xui16>, %b: vector<4x3xui16>, %c: vector<2x3xui16>) -> vector<2x3xui16> {
  // expected-error@+1 {{'vector.contract' op only supports signless integer types}}
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]}
       %a, %b, %c : vector<2x4xui16>, vector<4x3xui16> into vector<2x3xui16>
  return %0 : vector<2x3xui16>
}

// -----

// The position's rank and range are checked before the inferred type.
func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension}}
  %0 = vector.extract %v[9] : f32 from vector<4x8xf32>
  return
}

// -----

func.func @f(%v: vector<2x3xi8>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %0 = vector.extract %v[1, 2, 0] : vector<3xi8> from vector<2x3xi8>
  return
}

// -----

func.func @f(%a: vector<[4]xi8>, %b: vector<4xi8>) {
  // expected-error @+1 {{'vector.shuffle' op operand #0 must be fixed-length vector of any type values, but got 'vector<[4]xi8>'}}
  %0 = vector.shuffle %a, %b [0, 5] : vector<[4]xi8>, vector<4xi8>
  return
}

// -----

// A scalable dim's mask is all of it or none of it.
func.func @f() {
  // expected-error @+1 {{'vector.constant_mask' op only supports 'none set' or 'all set' scalable dimensions}}
  %0 = vector.constant_mask [3, 1] : vector<[4]x2xi1>
  return
}
