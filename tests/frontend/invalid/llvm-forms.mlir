// Errors in the custom forms of llvm dialect ops.
// RUN: asyncc -verify-diagnostics -split-input-file %s

// asyncc-only: asyncc's parser words this differently
llvm.func @f(%a: i32) {
  // expected-error @+1 {{expected one of [none, nsw, nuw] for overflow flags}}
  %0 = llvm.add %a, %a overflow<fast> : i32
  llvm.return
}

// -----

// asyncc-only: asyncc's parser words this differently
llvm.func @f(%a: i32) {
  // expected-error @+1 {{expected '<' after 'overflow', found ':'}}
  %0 = llvm.add %a, %a overflow : i32
  llvm.return
}

// -----

// The predicate is a string attribute.
llvm.func @f(%a: i32) {
  // expected-error @+1 {{expected attribute value}}
  %0 = llvm.icmp slt %a, %a : i32
  llvm.return
}

// -----

// asyncc-only: asyncc's parser words this differently
llvm.func @f(%a: f32) {
  // expected-error @+1 {{invalid fcmp predicate "false"}}
  %0 = llvm.fcmp "false" %a, %a : f32
  llvm.return
}

// -----

llvm.func @f(%a: f32) {
  // expected-error @+1 {{2 operands present, but expected 1}}
  %0 = llvm.intr.fabs(%a, %a) : (f32) -> f32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %n: i64) {
  // expected-error @+1 {{custom op 'llvm.intr.memcpy' has no custom assembly form}}
  llvm.intr.memcpy %p, %p, %n : !llvm.ptr
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{custom op 'llvm.mlir.addressof' invalid kind of attribute specified}}
  %0 = llvm.mlir.addressof "g" : !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%n: i64) {
  // expected-error @+1 {{expected trailing function type with one argument and one result}}
  %0 = llvm.alloca %n x i32 : (i64, i64) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%n: i64) {
  // expected-error @+1 {{expected trailing function type with one argument and one result}}
  %0 = llvm.alloca %n x f64 : !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%n: i64) {
  // expected-error @+1 {{expected integer alignment}}
  %0 = llvm.alloca %n x f64 {alignment = "eight"} : (i64) -> !llvm.ptr
  llvm.return
}

// -----

// asyncc-only: asyncc's parser words this differently
llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{expected the sync scope as a string}}
  %0 = llvm.load %p atomic syncscope(singlethread) monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return
}

// -----

// asyncc-only: asyncc's parser words this differently
llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{expected an atomic ordering (unordered, monotonic, acquire, release, acq_rel or seq_cst)}}
  %0 = llvm.load %p atomic relaxed {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{expected SSA operand}}
  %0 = llvm.getelementptr %p[] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}

// -----

// asyncc-only: asyncc's parser words this differently
llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{constant index does not fit in 32 bits}}
  %0 = llvm.getelementptr %p[4294967296] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}

// -----

// The base and the index are two operands; the type names one.
llvm.func @f(%p: !llvm.ptr, %i: i64) {
  // expected-error @+1 {{custom op 'llvm.getelementptr' 2 operands present, but expected 1}}
  %0 = llvm.getelementptr %p[%i] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %i: i64) {
  // expected-error @+1 {{custom op 'llvm.getelementptr' invalid kind of type specified}}
  %0 = llvm.getelementptr %p[%i] : !llvm.ptr, i8
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %i: i64) {
  // expected-error @+1 {{'llvm.getelementptr' op requires one result}}
  llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> (), i8
  llvm.return
}

// -----

// An out-of-range position is reported where the op's text ends.
llvm.func @f(%s: !llvm.struct<(i32, f64)>) {
  // expected-error @+2 {{custom op 'llvm.extractvalue' position out of bounds: 2}}
  %0 = llvm.extractvalue %s[2] : !llvm.struct<(i32, f64)>
  llvm.return
}

// -----

llvm.func @f(%s: !llvm.array<2 x i32>) {
  // expected-error @+2 {{custom op 'llvm.insertvalue' position out of bounds: -1}}
  %0 = llvm.insertvalue %s, %s[-1] : !llvm.array<2 x i32>
  llvm.return
}

// -----

llvm.func @f(%s: !llvm.struct<(i32, f64)>) {
  // expected-error @+2 {{custom op 'llvm.extractvalue' expected LLVM IR structure/array type, got: 'i32'}}
  %0 = llvm.extractvalue %s[0, 1] : !llvm.struct<(i32, f64)>
  llvm.return
}

// -----

// expected-error @+1 {{expected valid '@'-identifier for symbol name}}
llvm.func dso_local @f()

// -----

// expected-error @+1 {{custom op 'llvm.func' failed to construct function type: expected zero or one function result}}
llvm.func @f() -> (i32, i32)

// -----

// expected-error @+1 {{custom op 'llvm.func' variadic arguments must be in the end of the argument list}}
llvm.func @f(i32, ..., i64)

// -----

// expected-error @+1 {{type can only be omitted for string globals}}
llvm.mlir.global internal @g(1 : i32)

// -----

llvm.func @g()
llvm.func @f() {
  // expected-error @+1 {{custom op 'llvm.call' expected function with 0 or 1 result}}
  llvm.call @g() : () -> (i32, i32)
  llvm.return
}

// -----

// asyncc-only: asyncc's parser words this differently
llvm.func @f() {
  // expected-error @+1 {{expected the callee's @name or a function pointer}}
  llvm.call g() : () -> ()
  llvm.return
}

// -----

// asyncc-only: MLIR 19 accepts this; asyncc refuses it
llvm.func @f(%a: i8) {
  llvm.switch %a : i8, ^bb1 [
    // expected-error @+1 {{case value 300 does not fit in i8}}
    300: ^bb1
  ]
^bb1:
  llvm.return
}

// -----

// asyncc-only: asyncc's parser words this differently
llvm.func @f(%c: i1) {
  // expected-error @+1 {{expected the weights as a list, such as [3, 7]}}
  llvm.cond_br %c weights(3, 7), ^bb1, ^bb1
^bb1:
  llvm.return
}

// -----

// asyncc-only: MLIR 19 accepts this; asyncc refuses it
llvm.func @f(%c: i1) {
  // expected-error @+1 {{expected two non-negative integer weights}}
  llvm.cond_br %c weights([3]), ^bb1, ^bb1
^bb1:
  llvm.return
}

// -----

llvm.func @callee(i32) -> i32
llvm.func @f(%x: i32) {
  // expected-error @+1 {{custom op 'llvm.call' expected direct call to have 1 trailing type}}
  %0 = llvm.call @callee(%x) : !llvm.ptr, (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%fp: !llvm.ptr, %x: i32) {
  // expected-error @+1 {{custom op 'llvm.call' expected indirect call to have 2 trailing types}}
  %0 = llvm.call %fp(%x) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%fp: !llvm.ptr, %x: i32) {
  // expected-error @+1 {{custom op 'llvm.call' expected trailing function type}}
  %0 = llvm.call %fp(%x) : !llvm.ptr, !llvm.func<i32 (i32)>
  llvm.return
}

// -----

llvm.func @callee(i32, i32) -> i32
llvm.func @f(%x: i32) {
  // expected-error @+1 {{custom op 'llvm.call' 1 operands present, but expected 2}}
  %0 = llvm.call @callee(%x) : (i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{custom op 'llvm.icmp' invalid kind of attribute specified}}
  %0 = llvm.icmp 3 %a, %a : i32
  llvm.return
}
