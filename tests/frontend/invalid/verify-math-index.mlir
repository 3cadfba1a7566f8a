// Verifier: the math and index dialects, and arith's extended ops, with
// MLIR 19's messages: mlir-opt-19 reports exactly the same on this file.
// RUN: asyncc -verify-diagnostics -split-input-file %s
// RUN: if [ -n "${MLIR_OPT:-}" ]; then "$MLIR_OPT" -verify-diagnostics -split-input-file %s > /dev/null; fi

func.func @f(%i: i32) {
  // expected-error @+1 {{'math.sqrt' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.sqrt"(%i) : (i32) -> i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'math.sin' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.sin"(%a) : (f32) -> i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'math.exp' op requires the same type for all operands and results}}
  %0 = "math.exp"(%a) : (f32) -> f64
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'math.log' op requires a single operand}}
  %0 = "math.log"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'math.cos' op requires one result}}
  "math.cos"(%a) : (f32) -> ()
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'math.atan2' op expected 2 operands, but found 1}}
  %0 = "math.atan2"(%a) : (f32) -> f32
  return
}

// -----

func.func @f(%a: f32, %d: f64) {
  // expected-error @+1 {{'math.fma' op requires the same type for all operands and results}}
  %0 = "math.fma"(%a, %a, %d) : (f32, f32, f64) -> f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.absi"(%a) : (f32) -> f32
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @+1 {{'math.ctlz' op result #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.ctlz"(%i) : (i32) -> f32
  return
}

// -----

func.func @f(%i: i32, %l: i64) {
  // expected-error @+1 {{'math.ipowi' op requires the same type for all operands and results}}
  %0 = "math.ipowi"(%i, %l) : (i32, i64) -> i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "math.fpowi"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @+1 {{'math.fpowi' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.fpowi"(%i, %i) : (i32, i32) -> f32
  return
}

// -----

func.func @f(%a: f32, %i: i32) {
  // expected-error @+1 {{'math.fpowi' op failed to verify that all of {lhs, result} have same type}}
  %0 = "math.fpowi"(%a, %i) : (f32, i32) -> f64
  return
}

// -----

func.func @f(%a: i32, %b: i64) {
  // expected-error @+1 {{'arith.addui_extended' op failed to verify that all of {lhs, rhs, sum} have same type}}
  %0:2 = "arith.addui_extended"(%a, %b) : (i32, i64) -> (i32, i1)
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
  %0:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i32, i32)
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'arith.addui_extended' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0:2 = "arith.addui_extended"(%x, %x) : (f32, f32) -> (f32, i1)
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.addui_extended' op result #0 must be signless-integer-like, but got 'f32'}}
  %0:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (f32, i1)
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.addui_extended' op expected 2 results}}
  %0:3 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i32, i1, i1)
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.addui_extended' op expected 2 operands, but found 1}}
  %0:2 = "arith.addui_extended"(%a) : (i32) -> (i32, i1)
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %0:2 = "arith.mulsi_extended"(%a, %a) : (i32, i32) -> (i32, i64)
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.mului_extended' op result #1 must be signless-integer-like, but got 'f32'}}
  %0:2 = "arith.mului_extended"(%a, %a) : (i32, i32) -> (i32, f32)
  return
}

// -----

func.func @f(%i: i32, %x: index) {
  // expected-error @+1 {{'index.add' op operand #0 must be index, but got 'i32'}}
  %0 = "index.add"(%i, %x) : (i32, index) -> index
  return
}

// -----

func.func @f(%x: index) {
  // expected-error @+1 {{'index.maxu' op result #0 must be index, but got 'i32'}}
  %0 = "index.maxu"(%x, %x) : (index, index) -> i32
  return
}

// -----

func.func @f(%x: index) {
  // expected-error @+1 {{'index.sub' op expected 2 operands, but found 1}}
  %0 = "index.sub"(%x) : (index) -> index
  return
}

// -----

func.func @f(%x: index) {
  // expected-error @+1 {{'index.mul' op requires one result}}
  "index.mul"(%x, %x) : (index, index) -> ()
  return
}

// -----

func.func @f(%x: index) {
  // expected-error @+1 {{'index.casts' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = "index.casts"(%x) : (index) -> index
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @+1 {{'index.castu' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = index.castu %i : i32 to i64
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'index.casts' op operand #0 must be integer or index, but got 'f32'}}
  %0 = "index.casts"(%a) : (f32) -> index
  return
}

// -----

func.func @f(%x: index) {
  // expected-error @+1 {{'index.castu' op result #0 must be integer or index, but got 'f32'}}
  %0 = "index.castu"(%x) : (index) -> f32
  return
}

// -----

func.func @f(%x: index) {
  // expected-error @+1 {{'index.cmp' op requires attribute 'pred'}}
  %0 = "index.cmp"(%x, %x) : (index, index) -> i1
  return
}

// -----

func.func @f(%x: index) {
  // expected-error @+1 {{'index.cmp' op result #0 must be 1-bit signless integer, but got 'index'}}
  %0 = "index.cmp"(%x, %x) <{pred = #index<cmp_predicate eq>}> : (index, index) -> index
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
  %0 = "index.constant"() <{value = 1 : i32}> : () -> index
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'index.constant' op requires attribute 'value'}}
  %0 = "index.constant"() : () -> index
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'index.bool.constant' op result #0 must be 1-bit signless integer, but got 'i32'}}
  %0 = "index.bool.constant"() <{value = true}> : () -> i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'index.sizeof' op result #0 must be index, but got 'i64'}}
  %0 = "index.sizeof"() : () -> i64
  return
}
