// The llvm dialect's verifier, with MLIR 19's messages for MLIR's checks.
// RUN: asyncc -verify-diagnostics -split-input-file %s

llvm.func @f(%a: f32) {
  // expected-error @+1 {{'llvm.add' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = llvm.add %a, %a : f32
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.fadd' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = llvm.fadd %a, %a : i32
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.add' op expected 2 operands, but found 1}}
  %0 = "llvm.add"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.add' op requires one result}}
  "llvm.add"(%a, %a) : (i32, i32) -> ()
  llvm.return
}

// -----

llvm.func @f(%a: i32, %b: i64) {
  // expected-error @+1 {{'llvm.add' op requires the same type for all operands and results}}
  %0 = "llvm.add"(%a, %b) : (i32, i64) -> i32
  llvm.return
}

// -----

// asyncc-only: asyncc's verifier words this differently
llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.add' op attribute 'overflowFlags' must be a #llvm.overflow<...> attribute}}
  %0 = "llvm.add"(%a, %a) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%a: f32) {
  // expected-error @+1 {{'llvm.icmp' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'f32'}}
  %0 = llvm.icmp "slt" %a, %a : f32
  llvm.return
}

// -----

llvm.func @f(%a: i32, %b: i64) {
  // expected-error @+1 {{'llvm.icmp' op requires all operands to have the same type}}
  %0 = "llvm.icmp"(%a, %b) <{predicate = 0 : i64}> : (i32, i64) -> i1
  llvm.return
}

// -----

llvm.func @f(%a: f32, %b: f64) {
  // expected-error @+1 {{'llvm.fcmp' op requires all operands to have the same type}}
  %0 = "llvm.fcmp"(%a, %b) <{predicate = 0 : i64}> : (f32, f64) -> i1
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.icmp' op requires attribute 'predicate'}}
  %0 = "llvm.icmp"(%a, %a) : (i32, i32) -> i1
  llvm.return
}

// -----

// asyncc-only: asyncc's verifier words this differently
llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.icmp' op attribute 'predicate' failed to satisfy constraint: llvm.icmp comparison predicate}}
  %0 = "llvm.icmp"(%a, %a) <{predicate = 12 : i64}> : (i32, i32) -> i1
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.fcmp' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = llvm.fcmp "olt" %a, %a : i32
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.select' op operand #0 must be 1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer, but got 'i32'}}
  %0 = llvm.select %a, %a, %a : i32, i32
  llvm.return
}

// -----

llvm.func @f(%c: i1, %a: i32, %b: i64) {
  // expected-error @+1 {{'llvm.select' op failed to verify that all of {trueValue, falseValue, res} have same type}}
  %0 = "llvm.select"(%c, %a, %b) : (i1, i32, i64) -> i32
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{integer width of the output type is smaller or equal to the integer width of the input type}}
  %0 = llvm.sext %a : i32 to i16
  llvm.return
}

// -----

// Extensions keep the lane count: vectors to vectors of as many lanes.
llvm.func @f(%v: vector<4xi8>) {
  // expected-error @+1 {{input and output vectors are of incompatible shape}}
  %0 = llvm.sext %v : vector<4xi8> to vector<8xi16>
  llvm.return
}

// -----

llvm.func @f(%v: vector<2xi16>) {
  // expected-error @+1 {{input type is a vector but output type is an integer}}
  %0 = llvm.zext %v : vector<2xi16> to i64
  llvm.return
}

// -----

llvm.func @f(%a: i8) {
  // expected-error @+1 {{input type is an integer but output type is a vector}}
  %0 = llvm.sext %a : i8 to vector<1xi32>
  llvm.return
}

// -----

// A bitcast keeps pointers pointers, in their address space.
llvm.func @f(%a: f64) {
  // expected-error @+1 {{'llvm.bitcast' op can only cast pointers from and to pointers}}
  %0 = llvm.bitcast %a : f64 to !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.bitcast' op cannot cast pointer to vector of pointers}}
  %0 = llvm.bitcast %p : !llvm.ptr to !llvm.vec<2 x ptr>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.vec<2 x ptr>) {
  // expected-error @+1 {{'llvm.bitcast' op cannot cast vector of pointers to pointer}}
  %0 = llvm.bitcast %p : !llvm.vec<2 x ptr> to !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>) {
  // expected-error @+1 {{'llvm.bitcast' op cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead}}
  %0 = llvm.bitcast %p : !llvm.ptr<3> to !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.sitofp' op result #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i64'}}
  %0 = llvm.sitofp %a : i32 to i64
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.ptrtoint' op operand #0 must be LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'i32'}}
  %0 = llvm.ptrtoint %a : i32 to i32
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.trunc' op requires a single operand}}
  %0 = "llvm.trunc"(%a, %a) : (i32, i32) -> i8
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected float type of width 32}}
  %0 = llvm.mlir.constant(1.0 : f32) : f64
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected array type of 3 i8 elements for the string constant}}
  %0 = llvm.mlir.constant("abc") : i32
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected integer type}}
  %0 = llvm.mlir.constant(1 : i32) : !llvm.ptr
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.mlir.constant' op requires attribute 'value'}}
  %0 = "llvm.mlir.constant"() : () -> i32
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.mlir.constant' op only supports integer, float, string or elements attributes}}
  %0 = llvm.mlir.constant(@f) : i32
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.mlir.undef' op result #0 must be LLVM dialect-compatible type, but got 'index'}}
  %0 = llvm.mlir.undef : index
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.mlir.zero' op requires zero operands}}
  %0 = "llvm.mlir.zero"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%s: !llvm.struct<(i32, f64)>) {
  // expected-error @+1 {{'llvm.extractvalue' op Type mismatch: extracting from '!llvm.struct<(i32, f64)>' should produce 'i32' but this op returns 'f64'}}
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f64)>) -> f64
  llvm.return
}

// -----

llvm.func @f(%s: !llvm.struct<(i32, f64)>, %x: f32) {
  // expected-error @+1 {{'llvm.insertvalue' op Type mismatch: cannot insert 'f32' into '!llvm.struct<(i32, f64)>'}}
  %0 = "llvm.insertvalue"(%s, %x) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f64)>, f32) -> !llvm.struct<(i32, f64)>
  llvm.return
}

// -----

llvm.func @f(%s: !llvm.struct<(i32, f64)>, %x: i32) {
  // expected-error @+1 {{'llvm.insertvalue' op result #0 must be LLVM aggregate type, but got 'i32'}}
  %0 = "llvm.insertvalue"(%s, %x) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f64)>, i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%s: !llvm.struct<(i32, f64)>, %x: i32) {
  // expected-error @+1 {{'llvm.insertvalue' op failed to verify that all of {container, res} have same type}}
  %0 = "llvm.insertvalue"(%s, %x) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f64)>, i32) -> !llvm.struct<(i32)>
  llvm.return
}

// -----

llvm.func @f(%s: !llvm.struct<(i32, f64)>) {
  // expected-error @+1 {{'llvm.extractvalue' op requires attribute 'position'}}
  %0 = "llvm.extractvalue"(%s) : (!llvm.struct<(i32, f64)>) -> i32
  llvm.return
}

// -----

llvm.func @f(%s: !llvm.struct<(i32, f64)>) {
  // expected-error @+1 {{'llvm.extractvalue' op position out of bounds: 3}}
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: 3>}> : (!llvm.struct<(i32, f64)>) -> i32
  llvm.return
}

// -----

llvm.func @f(%s: !llvm.struct<(i32, f64)>) {
  // expected-error @+1 {{'llvm.extractvalue' op expected LLVM IR structure/array type, got: 'i32'}}
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: 0, 0>}> : (!llvm.struct<(i32, f64)>) -> i32
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.intr.fabs' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.intr.fabs"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%a: f32) {
  // expected-error @+1 {{'llvm.intr.fabs' op requires a single operand}}
  %0 = "llvm.intr.fabs"(%a, %a) : (f32, f32) -> f32
  llvm.return
}

// -----

llvm.func @f(%a: f32) {
  // expected-error @+1 {{'llvm.intr.fabs' op requires the same type for all operands and results}}
  %0 = "llvm.intr.fabs"(%a) : (f32) -> f64
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.intr.memcpy' op operand #0 must be LLVM pointer type, but got 'i32'}}
  "llvm.intr.memcpy"(%a, %a, %a) <{isVolatile = false}> : (i32, i32, i32) -> ()
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %i: i32) {
  // expected-error @+1 {{'llvm.intr.memcpy' op requires attribute 'isVolatile'}}
  "llvm.intr.memcpy"(%p, %p, %i) : (!llvm.ptr, !llvm.ptr, i32) -> ()
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %i: i32) {
  // expected-error @+1 {{'llvm.intr.memset' op attribute 'isVolatile' failed to satisfy constraint: 1-bit signless integer attribute}}
  "llvm.intr.memset"(%p, %i, %i) <{isVolatile = 0 : i32}> : (!llvm.ptr, i32, i32) -> ()
  llvm.return
}

// -----

llvm.func @f(%a: f32) {
  // expected-error @+1 {{'llvm.intr.powi' op operand #1 must be signless integer, but got 'f32'}}
  %0 = "llvm.intr.powi"(%a, %a) : (f32, f32) -> f32
  llvm.return
}

// -----

// asyncc-only: MLIR 19 accepts this; asyncc refuses it
llvm.func @f(%a: f32, %i: i32) {
  // expected-error @+1 {{'llvm.intr.powi' op failed to verify that all of {val, res} have same type}}
  %0 = "llvm.intr.powi"(%a, %i) : (f32, i32) -> f64
  llvm.return
}

// -----

llvm.func @f(%a: i32, %b: i64) {
  // expected-error @+1 {{'llvm.intr.sadd.with.overflow' op requires the same element type for all operands}}
  %0 = "llvm.intr.sadd.with.overflow"(%a, %b) : (i32, i64) -> !llvm.struct<(i32, i1)>
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.intr.vastart' op operand #0 must be LLVM pointer type, but got 'i32'}}
  llvm.intr.vastart %a : i32
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.intr.assume' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "llvm.intr.assume"(%a) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op result #0 must be LLVM type with size, but got '!llvm.void'}}
  %0 = llvm.load %p : !llvm.ptr -> !llvm.void
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op expected alignment for atomic access}}
  %0 = llvm.load %p atomic monotonic : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op unsupported ordering 'release'}}
  %0 = llvm.load %p atomic release {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return
}

// -----

// asyncc-only: asyncc's verifier words this differently
llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op attribute 'ordering' failed to satisfy constraint: LLVM ordering}}
  %0 = "llvm.load"(%p) <{ordering = 3 : i64}> : (!llvm.ptr) -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: i32) {
  // expected-error @+1 {{'llvm.store' op operand #1 must be LLVM pointer type, but got 'i32'}}
  llvm.store %p, %v : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: i32) {
  // expected-error @+1 {{'llvm.store' op unsupported ordering 'acquire'}}
  llvm.store %v, %p atomic acquire {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%a: f32) {
  // expected-error @+1 {{'llvm.alloca' op operand #0 must be signless integer, but got 'f32'}}
  %0 = llvm.alloca %a x i32 : (f32) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.alloca' op requires attribute 'elem_type'}}
  %0 = "llvm.alloca"(%a) : (i32) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %i: i64) {
  // expected-error @+1 {{'llvm.getelementptr' op expected index 1 indexing a struct to be constant}}
  %0 = llvm.getelementptr %p[%i, %i] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.struct<(i32, f64)>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %i: i64) {
  // expected-error @+1 {{'llvm.getelementptr' op index 1 indexing a struct is out of bounds}}
  %0 = llvm.getelementptr %p[%i, 5] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, f64)>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %i: f32) {
  // expected-error @+1 {{'llvm.getelementptr' op operand #1 must be variadic of signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = llvm.getelementptr %p[%i] : (!llvm.ptr, f32) -> !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @f(%a: i32, %i: i64) {
  // expected-error @+1 {{'llvm.getelementptr' op operand #0 must be LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'i32'}}
  %0 = llvm.getelementptr %a[%i] : (i32, i64) -> !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %i: i64) {
  // expected-error @+1 {{'llvm.getelementptr' op type 'i32' cannot be indexed (index #1)}}
  %0 = llvm.getelementptr %p[%i, 0, 1] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %i: i64) {
  // expected-error @+1 {{'llvm.getelementptr' op expected as many dynamic indices as specified in 'rawConstantIndices'}}
  %0 = "llvm.getelementptr"(%p, %i) <{elem_type = i8, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr, i64) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.getelementptr' op requires attribute 'rawConstantIndices'}}
  %0 = "llvm.getelementptr"(%p) <{elem_type = i8}> : (!llvm.ptr) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.getelementptr' op requires attribute 'elem_type'}}
  %0 = "llvm.getelementptr"(%p) <{rawConstantIndices = array<i32: 0>}> : (!llvm.ptr) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.getelementptr' op requires one result}}
  "llvm.getelementptr"(%p) <{elem_type = i8, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr) -> ()
  llvm.return
}

// -----

func.func @matrix_scalar(%a: f64) -> vector<4xf64> {
  // expected-error @+1 {{'llvm.intr.matrix.transpose' op operand #0 must be LLVM dialect-compatible vector type, but got 'f64'}}
  %d = llvm.intr.matrix.transpose %a {rows = 2 : i32, columns = 2 : i32} : f64 into vector<4xf64>
  return %d : vector<4xf64>
}

// -----

func.func @matrix_no_columns(%a: vector<4xf64>) -> vector<4xf64> {
  // expected-error @+1 {{'llvm.intr.matrix.transpose' op requires attribute 'columns'}}
  %d = llvm.intr.matrix.transpose %a {rows = 2 : i32} : vector<4xf64> into vector<4xf64>
  return %d : vector<4xf64>
}

// -----

func.func @matrix_multiply_no_rows(%a: vector<4xf64>) -> vector<4xf64> {
  // expected-error @+1 {{'llvm.intr.matrix.multiply' op requires attribute 'lhs_rows'}}
  %d = llvm.intr.matrix.multiply %a, %a {lhs_columns = 2 : i32, rhs_columns = 2 : i32} : (vector<4xf64>, vector<4xf64>) -> vector<4xf64>
  return %d : vector<4xf64>
}

// -----

// A struct constant is a complex number: [re, im] of one type, for a
// struct of two equal integer or float fields.
llvm.func @f() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected array attribute with two elements, representing a complex constant}}
  %0 = llvm.mlir.constant(2.5 : f32) : !llvm.struct<(f32, f32)>
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected array attribute with two elements of the same type}}
  %0 = llvm.mlir.constant([1 : i16, 2 : i32]) : !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{expected struct type with two elements of the same type, the type of a complex constant}}
  %0 = llvm.mlir.constant([1.0 : f32, 2.0 : f32]) : !llvm.struct<(f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{expected struct element types to be floating point type or integer type}}
  %0 = llvm.mlir.constant([0 : i64, 0 : i64]) : !llvm.struct<(ptr, ptr)>
  llvm.return
}

// -----

// Target extension types: no constants, and in memory only those the
// target allows there.
llvm.func @f() {
  // expected-error @+1 {{'llvm.mlir.constant' op does not support target extension type.}}
  %0 = llvm.mlir.constant(1 : i32) : !llvm.target<"spirv.Image">
  llvm.return
}

// -----

llvm.func @f(%n: i64) {
  // expected-error @+1 {{'llvm.alloca' op this target extension type cannot be used in alloca}}
  %0 = llvm.alloca %n x !llvm.target<"opaque_thing"> : (i64) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op result #0 must be LLVM type with size, but got '!llvm.target<"opaque_thing">'}}
  %0 = llvm.load %p : !llvm.ptr -> !llvm.target<"opaque_thing">
  llvm.return
}
