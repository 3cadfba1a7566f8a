// The llvm dialect's verifier on functions, globals, calls, returns,
// switches and addresses, with MLIR 19's messages for MLIR's checks;
// and the checks of func.call of an llvm.func, which MLIR 19 only allows
// after convert-func-to-llvm (llvm.call of a func.func it refuses, and so
// does asyncc).
// RUN: asyncc -verify-diagnostics -split-input-file %s

// expected-error @+1 {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
llvm.func internal @f()

// -----

// expected-error @+1 {{'llvm.func' op requires attribute 'sym_name'}}
"llvm.func"() <{function_type = !llvm.func<void ()>}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'llvm.func' op attribute 'function_type' failed to satisfy constraint: type attribute of LLVM function type}}
"llvm.func"() <{sym_name = "f", function_type = () -> ()}> ({
}) : () -> ()

// -----

// asyncc-only: asyncc's verifier words this differently
// expected-error @+1 {{'llvm.func' op attribute 'linkage' failed to satisfy constraint: LLVM linkage}}
"llvm.func"() <{sym_name = "f", function_type = !llvm.func<void ()>, linkage = #llvm.linkage<nowhere>}> ({
}) : () -> ()

// -----

// asyncc-only: asyncc's verifier words this differently
// expected-error @+1 {{'llvm.func' op attribute 'CConv' failed to satisfy constraint: LLVM calling convention}}
"llvm.func"() <{sym_name = "f", function_type = !llvm.func<void ()>, CConv = #llvm.cconv<slowcc>}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'llvm.func' op entry block must have 1 arguments to match function signature}}
"llvm.func"() <{sym_name = "f", function_type = !llvm.func<void (i32)>}> ({
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'llvm.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')}}
"llvm.func"() <{sym_name = "f", function_type = !llvm.func<void (i32)>}> ({
^bb0(%a: i64):
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

// expected-note @+1 {{when returning from function}}
llvm.func @f() -> i32 {
  // expected-error @+1 {{'llvm.return' op expected 1 operand}}
  llvm.return
}

// -----

// expected-note @+1 {{when returning from function}}
llvm.func @f() -> i32 {
  %0 = llvm.mlir.constant(1 : i64) : i64
  // expected-error @+1 {{'llvm.return' op mismatching result types}}
  llvm.return %0 : i64
}

// -----

// expected-note @+1 {{when returning from function}}
llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i64) : i64
  // expected-error @+1 {{'llvm.return' op expected no operands}}
  llvm.return %0 : i64
}

// -----

llvm.func @f() -> i64 {
  %0 = llvm.mlir.constant(1 : i64) : i64
  // expected-error @+1 {{'llvm.return' op operand group starting at #0 requires 0 or 1 element, but found 2}}
  "llvm.return"(%0, %0) : (i64, i64) -> ()
}


// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.unreachable' op requires zero operands}}
  "llvm.unreachable"(%a) : (i32) -> ()
}

// -----

// expected-error @+1 {{'llvm.mlir.global' op cannot have both initializer value and region}}
llvm.mlir.global internal @g(1 : i32) : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}

// -----

// expected-error @+1 {{'llvm.mlir.global' op requires an i8 array type of the length equal to that of the string attribute}}
llvm.mlir.global internal constant @g("abc") : !llvm.array<4 x i8>

// -----

// expected-error @+1 {{'llvm.mlir.global' op expects type to be a valid element type for an LLVM global}}
llvm.mlir.global internal @g() : index

// -----

// expected-error @+1 {{'llvm.mlir.global' op requires attribute 'sym_name'}}
"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<internal>}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'llvm.mlir.global' op requires attribute 'global_type'}}
"llvm.mlir.global"() <{sym_name = "g", linkage = #llvm.linkage<internal>}> ({
}) : () -> ()

// -----

// asyncc-only: asyncc's verifier words this differently
// expected-error @+1 {{'llvm.mlir.global' op attribute 'linkage' failed to satisfy constraint: LLVM linkage}}
"llvm.mlir.global"() <{sym_name = "g", global_type = i32, linkage = #llvm.linkage<nowhere>}> ({
}) : () -> ()

// -----

// asyncc-only: MLIR 19 accepts this; asyncc refuses it
// expected-error @+1 {{'llvm.mlir.global' op attribute 'addr_space' failed to satisfy constraint: 32-bit signless integer attribute}}
llvm.mlir.global internal @g(1 : i32) {addr_space = "one"} : i32

// -----

// asyncc-only: MLIR accepts this; asyncc does not support it
// expected-error @+1 {{'llvm.mlir.global' op initial values other than numbers and strings are not supported by asyncc}}
llvm.mlir.global internal @g([1, 2]) : !llvm.array<2 x i32>

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.mlir.global' op symbol's parent must have the SymbolTable trait}}
  "llvm.mlir.global"() <{sym_name = "g", global_type = i32, linkage = #llvm.linkage<internal>}> ({
  }) : () -> ()
  llvm.return
}

// -----

llvm.func @c()
// expected-error @+1 {{mismatch between the number of ctors and the number of priorities}}
llvm.mlir.global_ctors {ctors = [@c], priorities = []}

// -----

// expected-error @+1 {{'llvm.mlir.global_dtors' op 'nope' does not reference a valid LLVM function}}
llvm.mlir.global_dtors {dtors = [@nope], priorities = [0 : i32]}

// -----

// expected-error @+1 {{'llvm.mlir.global_ctors' op requires attribute 'ctors'}}
llvm.mlir.global_ctors {priorities = []}

// -----

// expected-error @+1 {{'llvm.mlir.global_ctors' op requires attribute 'priorities'}}
llvm.mlir.global_ctors {ctors = []}

// -----

llvm.func @c()
// expected-error @+1 {{'llvm.mlir.global_ctors' op attribute 'priorities' failed to satisfy constraint: 32-bit integer array attribute}}
llvm.mlir.global_ctors {ctors = [@c], priorities = ["high"]}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global' or 'llvm.func'}}
  %0 = llvm.mlir.addressof @nope : !llvm.ptr
  llvm.return
}

// -----

llvm.mlir.global internal @g(1 : i32) {addr_space = 1 : i32} : i32
llvm.func @f() {
  // expected-error @+1 {{'llvm.mlir.addressof' op pointer address space must match address space of the referenced global}}
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.mlir.addressof' op requires attribute 'global_name'}}
  %0 = "llvm.mlir.addressof"() : () -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.call' op 'nope' does not reference a symbol in the current scope}}
  llvm.call @nope() : () -> ()
  llvm.return
}

// -----

llvm.mlir.global internal @g(1 : i32) : i32
llvm.func @f() {
  // expected-error @+1 {{'llvm.call' op 'g' does not reference a valid LLVM function}}
  llvm.call @g() : () -> ()
  llvm.return
}

// -----

llvm.func @g(i32)
llvm.func @f() {
  // expected-error @+1 {{'llvm.call' op incorrect number of operands (0) for callee (expecting: 1)}}
  llvm.call @g() : () -> ()
  llvm.return
}

// -----

llvm.func @g(i32)
llvm.func @f(%a: i64) {
  // expected-error @+1 {{'llvm.call' op operand type mismatch for operand 0: 'i64' != 'i32'}}
  llvm.call @g(%a) : (i64) -> ()
  llvm.return
}

// -----

llvm.func @g(i32) -> i32
llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.call' op expected function call to produce a value}}
  llvm.call @g(%a) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @g(i32)
llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.call' op calling function with void result must not produce values}}
  %0 = llvm.call @g(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @g(i32) -> i32
llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.call' op result type mismatch: 'i64' != 'i32'}}
  %0 = llvm.call @g(%a) : (i32) -> i64
  llvm.return
}

// -----

llvm.func @g(i32, ...) -> i32
llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.call' op missing var_callee_type attribute for vararg call}}
  %0 = llvm.call @g(%a, %a) : (i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @g(i32, ...) -> i32
llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.call' op var_callee_type parameter type mismatch: 'i64' != 'i32'}}
  %0 = llvm.call @g(%a, %a) vararg(!llvm.func<i32 (i64, ...)>) : (i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @g(i32, ...) -> i32
llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.call' op var_callee_type return type mismatch: 'i64' != 'i32'}}
  %0 = llvm.call @g(%a, %a) vararg(!llvm.func<i64 (i32, ...)>) : (i32, i32) -> i32
  llvm.return
}

// -----

// asyncc-only: MLIR 19 accepts this; asyncc refuses it
llvm.func @g(i32, ...) -> i32
llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.call' op var_callee_type does not match the callee's type '!llvm.func<i32 (i32, ...)>'}}
  %0 = llvm.call @g(%a, %a) vararg(!llvm.func<i32 (i32, i32, ...)>) : (i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @g(i32, ...) -> i32
func.func @f(%a: i32, %i: index) {
  // expected-error @+1 {{'llvm.call' op operand #1 must be variadic of LLVM dialect-compatible type, but got 'index'}}
  %0 = "llvm.call"(%a, %i) <{callee = @g, var_callee_type = !llvm.func<i32 (i32, ...)>}> : (i32, index) -> i32
  return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.call' op indirect call expects a pointer as callee: 'i32'}}
  llvm.call %a() : i32, () -> ()
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.call' op must have either a `callee` attribute or at least an operand}}
  "llvm.call"() : () -> ()
  llvm.return
}

// -----

// asyncc-only: asyncc's verifier words this differently
llvm.func @f() {
  // expected-error @+1 {{'llvm.call' op attribute 'callee' failed to satisfy constraint: flat symbol reference attribute}}
  "llvm.call"() <{callee = "f"}> : () -> ()
  llvm.return
}

// -----

// asyncc-only: asyncc's verifier words this differently
llvm.func @f() {
  // expected-error @+1 {{'llvm.call' op attribute 'CConv' failed to satisfy constraint: LLVM calling convention}}
  "llvm.call"() <{callee = @f, CConv = #llvm.cconv<slowcc>}> : () -> ()
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.call' op result group starting at #0 requires 0 or 1 element, but found 2}}
  %0:2 = "llvm.call"() <{callee = @f}> : () -> (i32, i32)
  llvm.return
}

// -----

func.func @f(%p: !llvm.ptr, %i: index) {
  // expected-error @+1 {{'llvm.call' op operand #1 must be variadic of LLVM dialect-compatible type, but got 'index'}}
  llvm.call %p(%i) : !llvm.ptr, (index) -> ()
  return
}

// -----

func.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.call' op result #0 must be LLVM dialect-compatible type, but got 'index'}}
  %0 = llvm.call %p() : !llvm.ptr, () -> index
  return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.call' op attribute 'var_callee_type' failed to satisfy constraint: type attribute of LLVM function type}}
  "llvm.call"(%p) <{var_callee_type = i32}> : (!llvm.ptr) -> ()
  llvm.return
}

// -----

// llvm.call needs an llvm.func: a func.func is called with func.call,
// from an llvm.func's body too.
func.func @sum(%m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<?xf32>
  return %x : f32
}
llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.call' op 'sum' does not reference a valid LLVM function}}
  %0 = llvm.call @sum(%p) : (!llvm.ptr) -> f32
  llvm.return
}

// -----

// Nor does a func.func have an address for llvm.mlir.addressof.
func.func private @ext(i64) -> i64
llvm.func @f() -> !llvm.ptr {
  // expected-error @+1 {{'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global' or 'llvm.func'}}
  %0 = llvm.mlir.addressof @ext : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// asyncc-only: MLIR rejects calls between func and llvm functions, which asyncc makes
// func.call of an llvm.func passes what the llvm.func declares.
// expected-note @+1 {{'@printf' is defined here}}
llvm.func @printf(!llvm.ptr, ...) -> i32
func.func @f(%p: !llvm.ptr, %i: index) {
  // expected-error @+1 {{'func.call' op operand #1 must be variadic of LLVM dialect-compatible type, but got 'index'}}
  %0 = func.call @printf(%p, %i) : (!llvm.ptr, index) -> i32
  return
}

// -----

// asyncc-only: MLIR rejects calls between func and llvm functions, which asyncc makes
// expected-note @+1 {{'@g' is defined here}}
llvm.func @g(i64) -> i64
func.func @f(%i: index) -> i64 {
  // expected-error @+1 {{'func.call' op operand type mismatch for operand 0: 'index' != 'i64'}}
  %0 = func.call @g(%i) : (index) -> i64
  return %0 : i64
}

// -----

llvm.func @f(%x: f32) {
  // expected-error @+1 {{'llvm.switch' op operand #0 must be signless integer, but got 'f32'}}
  "llvm.switch"(%x)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (f32) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.switch' op expects number of case values to match number of case destinations}}
  "llvm.switch"(%a)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}

// -----

// asyncc-only: asyncc's verifier words this differently
llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.switch' op expects case_operand_segments to hold one size per case}}
  "llvm.switch"(%a)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}

// -----

// asyncc-only: asyncc's verifier words this differently
llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.switch' op expects a value, a default destination and operand segments}}
  "llvm.switch"(%a)[^bb1] <{case_operand_segments = array<i32>}> : (i32) -> ()
^bb1:
  llvm.return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
  "builtin.unrealized_conversion_cast"(%a) : (i32) -> ()
  return
}

// -----

// asyncc-only: MLIR 19 accepts this; asyncc refuses it
llvm.func @f(%c: i1) {
  // expected-error @+1 {{'llvm.cond_br' op expects number of branch weights to match number of successors: 3 vs 2}}
  "llvm.cond_br"(%c)[^bb1, ^bb1] <{branch_weights = array<i32: 1, 2, 3>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.mlir.global' op expected zero value for 'common' linkage}}
llvm.mlir.global common @g(7 : i32) : i32

// -----

// expected-error @+1 {{'llvm.func' op functions cannot have 'common' linkage}}
llvm.func common @shared() {
  llvm.return
}

// -----

// expected-error @+1 {{custom op 'llvm.func' expected valid '@'-identifier for symbol name}}
llvm.func fastcc "f"()
