// Verifier: the checks particular to func, arith, cf, memref and vector
// ops, with MLIR's messages (diag-differential.sh runs this file through
// mlir-opt-19 too); asyncc's own limitations are marked.
// RUN: asyncc -verify-diagnostics -split-input-file %s

// asyncc-only: a module holds functions only
module {
  // expected-error @+1 {{'builtin.module' op is not allowed at module level: a module holds functions and globals only}}
  module {
  }
}

// -----

// asyncc-only: a module holds functions only
// expected-error @+1 {{'vector.print' op is not allowed at module level: a module holds functions and globals only}}
"vector.print"() <{stringLiteral = "x"}> : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
"builtin.module"() ({
^bb0:
  "func.func"() <{sym_name = "f", function_type = () -> (), sym_visibility = "private"}> ({}) : () -> ()
^bb1:
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op requires attribute 'sym_name'}}
"func.func"() <{function_type = () -> (), sym_visibility = "private"}> ({}) : () -> ()

// -----

// asyncc-only: symbol names are C strings
// expected-error @+1 {{'func.func' op symbol names may not contain NUL}}
func.func private @"a\00b"()

// -----

// expected-error @+1 {{'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"func.func"() <{sym_name = "f", function_type = i32, sym_visibility = "private"}> ({}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "hidden"}}
"func.func"() <{sym_name = "f", function_type = () -> (), sym_visibility = "hidden"}> ({}) : () -> ()

// -----

// asyncc-only: MLIR does not check the async dialect's attribute
// expected-error @+1 {{'func.func' op 'async.allowed_to_block' must be a unit attribute, not '1 : i64'}}
func.func @f() attributes {async.allowed_to_block = 1} {
  return
}

// -----

// expected-error @+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 0, but expected 1}}
"func.func"() <{sym_name = "f", function_type = (i32) -> (), sym_visibility = "private", arg_attrs = []}> ({}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op attribute 'res_attrs' failed to satisfy constraint: Array of dictionary attributes}}
"func.func"() <{sym_name = "f", function_type = () -> i32, sym_visibility = "private", res_attrs = [1]}> ({}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @f()

// -----

// expected-error @+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
"func.func"() <{sym_name = "f", function_type = (i32) -> ()}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')}}
"func.func"() <{sym_name = "f", function_type = (i32) -> ()}> ({
^bb0(%x: i64):
  "func.return"() : () -> ()
}) : () -> ()

// -----

func.func private @g(i32) -> i32
func.func @f(%x: i64) {
  // expected-error @+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  %r = func.call @g(%x) : (i64) -> i32
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f(%x: i32) {
  // expected-error @+1 {{'func.call' op incorrect number of operands for callee}}
  %r = func.call @g(%x, %x) : (i32, i32) -> i32
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f(%x: i32) {
  // expected-error @+1 {{'func.call' op incorrect number of results for callee}}
  func.call @g(%x) : (i32) -> ()
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f(%x: i32) {
  // expected-error @+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note @+2 {{      op result types: 'i64'}}
  // expected-note @+1 {{function result types: 'i32'}}
  %r = func.call @g(%x) : (i32) -> i64
  return
}

// -----

async.func @g() -> !async.token {
  return
}
func.func @f() {
  // expected-error @+1 {{'func.call' op 'g' does not reference a valid function}}
  %r = func.call @g() : () -> !async.token
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{invalid properties {callee = "f"} for op func.call: Invalid attribute `callee` in property conversion: "f"}}
  "func.call"() <{callee = "f"}> : () -> ()
  return
}

// -----

func.func @f() {
  %c = arith.constant 1 : i32
  // expected-error @+1 {{'scf.if' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "scf.if"(%c) ({
    "func.return"() : () -> ()
  }, {}) : (i32) -> ()
  return
}

// -----

async.func @f() -> !async.token {
  // expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
  "func.return"() : () -> ()
}

// -----

func.func @f() -> i32 {
  // expected-error @+1 {{'func.return' op has 0 operands, but enclosing function (@f) returns 1}}
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'arith.constant' op requires attribute 'value'}}
  %c = "arith.constant"() : () -> i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %c = "arith.constant"() <{value = "one"}> : () -> i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %c = "arith.constant"() <{value = 1 : i64}> : () -> i32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'arith.constant' op requires zero operands}}
  %c = "arith.constant"(%x) <{value = 1 : i32}> : (i32) -> i32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'arith.constant' op requires one result}}
  "arith.constant"() <{value = 1 : i32}> : () -> ()
  return
}

// -----

func.func @f(%x: i32, %y: i64) {
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %z = "arith.addi"(%x, %y) : (i32, i64) -> i32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %z = "arith.addi"(%x, %x) : (i32, i32) -> i64
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{invalid properties {overflowFlags = 1 : i64} for op arith.addi: Invalid attribute `overflowFlags` in property conversion: 1 : i64}}
  %z = "arith.addi"(%x, %x) <{overflowFlags = 1}> : (i32, i32) -> i32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %z = arith.addf %x, %x : i32
  return
}

// -----

func.func @f(%x: i32, %y: i64) {
  // expected-error @+1 {{'arith.cmpi' op requires all operands to have the same type}}
  %z = "arith.cmpi"(%x, %y) <{predicate = 0 : i64}> : (i32, i64) -> i1
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'arith.cmpi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %z = "arith.cmpi"(%x, %x) <{predicate = 0 : i64}> : (f32, f32) -> i1
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
  %z = "arith.cmpi"(%x, %x) <{predicate = 0 : i64}> : (i32, i32) -> i32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{invalid properties {predicate = 10 : i64} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 10 : i64}}
  %z = "arith.cmpi"(%x, %x) <{predicate = 10 : i64}> : (i32, i32) -> i1
  return
}

// -----

func.func @f(%c: i32, %x: i32) {
  // expected-error @+1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  %z = arith.select %c, %x, %x : i32, i32
  return
}

// -----

func.func @f(%c: i1, %x: i32, %y: i64) {
  // expected-error @+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %z = "arith.select"(%c, %x, %y) : (i1, i32, i64) -> i32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %z = arith.index_cast %x : i32 to i64
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible}}
  %z = arith.extsi %x : i32 to i16
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %z = arith.trunci %x : i32 to i64
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %z = arith.sitofp %x : f32 to f64
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'arith.fptosi' op operand #0 must be floating-point-like, but got 'i32'}}
  %z = arith.fptosi %x : i32 to i64
  return
}

// -----

func.func @f(%x: f64) {
  // expected-error @+1 {{'arith.extf' op operand type 'f64' and result type 'f32' are cast incompatible}}
  %z = arith.extf %x : f64 to f32
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'arith.truncf' op operand type 'f32' and result type 'f64' are cast incompatible}}
  %z = arith.truncf %x : f32 to f64
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'arith.bitcast' op operand type 'f32' and result type 'i64' are cast incompatible}}
  %z = arith.bitcast %x : f32 to i64
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{invalid properties {fastmath = #arith.overflow<nsw>} for op arith.extf: Invalid attribute `fastmath` in property conversion: #arith.overflow<nsw>}}
  %z = "arith.extf"(%x) <{fastmath = #arith.overflow<nsw>}> : (f32) -> f64
  return
}

// -----

func.func @f() {
^bb1:
  // expected-error @+1 {{'cf.br' op requires 1 successor but found 0}}
  "cf.br"() : () -> ()
}

// -----

func.func @f(%c: i1) {
  // expected-error @+1 {{'cf.cond_br' op requires 2 successors but found 1}}
  "cf.cond_br"(%c)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @f(%c: i32) {
  // expected-error @+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error @+1 {{'cf.assert' op requires attribute 'msg'}}
  "cf.assert"(%c) : (i1) -> ()
  return
}

// -----

func.func @f(%s: !async.coro.state) {
  // expected-error @+1 {{'async.coro.suspend' op requires 3 successors but found 1}}
  "async.coro.suspend"(%s)[^bb1] : (!async.coro.state) -> ()
^bb1:
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'memref.alloc' op result #0 must be memref of any type values, but got 'memref<*xf32>'}}
  %m = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<*xf32>
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{'memref.alloc' op dimension operand count does not equal memref dynamic dimension count}}
  %m = memref.alloc(%n) : memref<4xf32>
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 0, got 1}}
  %m = memref.alloc()[%n] : memref<4xf32>
  return
}

// -----

func.func @f(%s: index) {
  // expected-error @+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 1, got 2}}
  %m = memref.alloc()[%s, %s] : memref<64xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}

// -----

// asyncc-only: code generation needs a power of two
func.func @f() {
  // expected-error @+1 {{'memref.alloc' op 'alignment' must be a power of two in asyncc}}
  %m = memref.alloc() {alignment = 3 : i64} : memref<4xf32>
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'memref.dealloc' op operand #0 must be ranked or unranked memref of any type values, but got 'i32'}}
  "memref.dealloc"(%x) : (i32) -> ()
  return
}

// -----

func.func @f(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  %v = memref.load %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: i32) {
  // expected-error @+1 {{'memref.load' op operand #1 must be variadic of index, but got 'i32'}}
  %v = "memref.load"(%m, %i) : (memref<4xf32>, i32) -> f32
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
  %v = "memref.load"(%m, %i) : (memref<4xf32>, index) -> f64
  return
}

// -----

func.func @f(%m: memref<*xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op operand #0 must be memref of any type values, but got 'memref<*xf32>'}}
  %v = "memref.load"(%m, %i) : (memref<*xf32>, index) -> f32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'memref.load' op expected 1 or more operands, but found 0}}
  %v = "memref.load"() : () -> f32
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index, %x: f64) {
  // expected-error @+1 {{'memref.store' op failed to verify that type of 'value' matches element type of 'memref'}}
  "memref.store"(%x, %m, %i) : (f64, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index, %x: f32) {
  // expected-error @+1 {{'memref.store' op requires zero results}}
  %r = "memref.store"(%x, %m, %i) : (f32, memref<4xf32>, index) -> i32
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32>' are cast incompatible}}
  %c = memref.cast %m : memref<4xf32> to memref<4xi32>
  return
}

// -----

func.func @f(%m: memref<*xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
  %c = memref.cast %m : memref<*xf32> to memref<*xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4x1xf32>' are cast incompatible}}
  %c = memref.cast %m : memref<4xf32> to memref<4x1xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible}}
  %c = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, strided<[2], offset: ?>>' are cast incompatible}}
  %c = memref.cast %m : memref<4xf32> to memref<4xf32, strided<[2], offset: ?>>
  return
}

// -----

func.func @f(%x: i32, %i: index) {
  // expected-error @+1 {{'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'i32'}}
  %d = memref.dim %x, %i : i32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'vector.print' op operand group starting at #0 requires 0 or 1 element, but found 2}}
  "vector.print"(%x, %x) : (i32, i32) -> ()
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{'vector.print' op operand #0 must be , but got 'memref<4xf32>'}}
  vector.print %m : memref<4xf32>
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print %x : i32 str "x"
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{invalid properties {stringLiteral = 1 : i64} for op vector.print: Invalid attribute `stringLiteral` in property conversion: 1 : i64}}
  "vector.print"() <{stringLiteral = 1}> : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{invalid properties {punctuation = 1 : i64} for op vector.print: Invalid attribute `punctuation` in property conversion: 1 : i64}}
  "vector.print"() <{punctuation = 1}> : () -> ()
  return
}

// -----

func.func private @compute(i32) -> i32
func.func @f(%x: i32) {
  // expected-error @+1 {{'func.call' op 'compte' does not reference a valid function}}
  %r = func.call @compte(%x) : (i32) -> i32
  return
}

// -----

// expected-error @+1 {{'func.func' op arguments may only have dialect attributes}}
func.func @f(%a: i32 {foo = 1}) {
  return
}

// -----

// expected-error @+1 {{'func.func' op results may only have dialect attributes}}
func.func private @f() -> (i32 {foo = 1})

// -----

func.func @f(%c: i1) {
  scf.if %c {
    // expected-error @+1 {{'func.func' op symbol's parent must have the SymbolTable trait}}
    func.func @g() {
      return
    }
  }
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %c = "arith.constant"() <{value = "x"}> : () -> none
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{unregistered operation 'arith.frob' found in dialect ('arith') that does not allow unknown operations}}
  %m = "arith.frob"() : () -> i32
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{'memref.store' op store index operand count not equal to memref rank}}
  "memref.store"(%v, %m, %i, %i) : (f32, memref<4xf32>, index, index) -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0}}
  %m = memref.alloc() {alignment = -1} : memref<4xf32>
  return
}

// -----

// asyncc-only: a module holds functions only
func.func @f() {
  // expected-error @+1 {{'builtin.module' op nested modules are not supported}}
  module {
  }
  return
}
