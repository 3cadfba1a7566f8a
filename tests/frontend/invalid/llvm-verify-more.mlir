// Checks of the llvm dialect's target extension types, shuffles of
// scalable vectors, symbols, switches and metadata attributes that MLIR 19
// makes, with its messages.
// RUN: asyncc -verify-diagnostics -split-input-file %s

// expected-error @+1 {{'llvm.mlir.global' op global with target extension type can only be initialized with zero-initializer}}
llvm.mlir.global internal @image(7 : i32) : !llvm.target<"spirv.Image", i32, 1>

// -----

// expected-error @+1 {{'llvm.mlir.global' op this target extension type cannot be used in a global}}
llvm.mlir.global internal @counter() : !llvm.target<"aarch64.svcount">

// -----

llvm.func @zero_target() {
  // expected-error @+1 {{'llvm.mlir.zero' op target extension type does not support zero-initializer}}
  %z = llvm.mlir.zero : !llvm.target<"my.opaque", i8>
  llvm.return
}

// -----

llvm.func @shuffle(%v: vector<[2]xi32>) {
  // expected-error @+1 {{'llvm.shufflevector' op expected a splat operation for scalable vectors}}
  %s = llvm.shufflevector %v, %v [0, 1] : vector<[2]xi32>
  llvm.return
}

// -----

llvm.func @weights(%c: i64) {
  // expected-error @+1 {{expects number of branch weights to match number of successors: 2 vs 3}}
  llvm.switch %c : i64, ^d [
    1: ^a,
    2: ^a
  ] {branch_weights = array<i32: 5, 6>}
^d:
  llvm.return
^a:
  llvm.return
}

// -----

llvm.func @case_type(%c: i16) {
  // expected-error @+1 {{expects case value type to match condition value type}}
  "llvm.switch"(%c)[^d, ^a] <{case_operand_segments = array<i32: 0>, case_values = dense<3> : vector<1xi8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i16) -> ()
^d:
  llvm.return
^a:
  llvm.return
}

// -----

llvm.func @case_type_list(%c: i32) {
  // expected-error @+1 {{expects case value type to match condition value type}}
  "llvm.switch"(%c)[^d, ^a, ^a] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[4, 9]> : vector<2xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^d:
  llvm.return
^a:
  llvm.return
}

// -----

// Case values of the condition's type, weights one per successor: valid.
llvm.func @case_type_ok(%c: i16) {
  "llvm.switch"(%c)[^d, ^a] <{branch_weights = array<i32: 1, 2>, case_operand_segments = array<i32: 0>, case_values = dense<3> : vector<1xi16>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i16) -> ()
^d:
  llvm.return
^a:
  llvm.return
}

// -----

llvm.func @scopes(%p: !llvm.ptr, %a: i64, %b: i64) {
  // expected-error @+1 {{'llvm.cmpxchg' op attribute 'alias_scopes' failed to satisfy constraint: LLVM dialect alias scope array}}
  %r = llvm.cmpxchg %p, %a, %b seq_cst seq_cst {alias_scopes = "none"} : !llvm.ptr, i64
  llvm.return
}

// -----

llvm.func @groups(%p: !llvm.ptr, %a: i32) {
  // expected-error @+1 {{'llvm.atomicrmw' op attribute 'access_groups' failed to satisfy constraint: LLVM dialect access group metadata array}}
  %r = llvm.atomicrmw add %p, %a monotonic {access_groups = [1 : i32]} : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @tags(%p: !llvm.ptr, %a: i32) {
  // expected-error @+1 {{'llvm.atomicrmw' op attribute 'tbaa' failed to satisfy constraint: LLVM dialect TBAA tag metadata array}}
  %r = llvm.atomicrmw xchg %p, %a acquire {tbaa = 3 : i64} : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @indirect(%fp: !llvm.ptr, %x: i32) {
  // expected-error @+1 {{custom op 'llvm.call' expected a non-void result type}}
  llvm.call %fp(%x) : !llvm.ptr, (i32) -> (!llvm.void)
  llvm.return
}

// -----

llvm.func @callee(f64)

llvm.func @direct(%x: f64) {
  // expected-error @+1 {{custom op 'llvm.call' expected a non-void result type}}
  llvm.call @callee(%x) : (f64) -> !llvm.void
  llvm.return
}

// -----

#root = #llvm.tbaa_root<id = "my root">
// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_TBAATagAttr parameter 'base_type' which is to be a `TBAATypeDescriptorAttr`}}
#tag = #llvm.tbaa_tag<base_type = #root, access_type = #root, offset = 0>

// -----

#root = #llvm.tbaa_root<id = "my root">
#short = #llvm.tbaa_type_desc<id = "short", members = {<#root, 0>}>
// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_TBAATagAttr parameter 'access_type' which is to be a `TBAATypeDescriptorAttr`}}
#tag = #llvm.tbaa_tag<base_type = #short, access_type = #llvm.tbaa_root<id = "inline">, offset = 2>

// -----

#root = #llvm.tbaa_root<id = "my root">
#short = #llvm.tbaa_type_desc<id = "short", members = {<#root, 0>}>
#tag = #llvm.tbaa_tag<base_type = #short, access_type = #short, offset = 0>
// expected-error @+3 {{invalid kind of attribute specified}}
// expected-error @+2 {{failed to parse LLVM_TBAAMemberAttr parameter 'typeDesc' which is to be a `TBAANodeAttr`}}
// expected-error @+1 {{failed to parse LLVM_TBAATypeDescriptorAttr parameter 'members' which is to be a `::llvm::ArrayRef<TBAAMemberAttr>`}}
#pair = #llvm.tbaa_type_desc<id = "pair", members = {<#short, 0>, <#tag, 2>}>

// -----

// Members that are roots or type descriptors, and tags of type
// descriptors, named or written in place: valid.
#root = #llvm.tbaa_root<id = "my root">
#short = #llvm.tbaa_type_desc<id = "short", members = {<#root, 0>}>
#pair = #llvm.tbaa_type_desc<id = "pair", members = {<#short, 0>, <#llvm.tbaa_type_desc<id = "int", members = {<#root, 0>}>, 4>}>
#tag = #llvm.tbaa_tag<base_type = #pair, access_type = #llvm.tbaa_type_desc<id = "char", members = {<#root, 0>}>, offset = 0>

llvm.func @load(%p: !llvm.ptr) -> i16 {
  %v = llvm.load %p {tbaa = [#tag]} : !llvm.ptr -> i16
  llvm.return %v : i16
}

// -----

// A root without an identifier, named or in place, is a member's node:
// valid.
#anon = #llvm.tbaa_root
#word = #llvm.tbaa_type_desc<id = "word", members = {<#anon, 0>, <#llvm.tbaa_root, 2>}>
#word_tag = #llvm.tbaa_tag<base_type = #word, access_type = #word, offset = 0>

llvm.func @store(%p: !llvm.ptr, %v: i32) {
  llvm.store %v, %p {tbaa = [#word_tag]} : i32, !llvm.ptr
  llvm.return
}
