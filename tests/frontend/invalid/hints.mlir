// asyncc's hints: notes after an error that MLIR does not give.  They
// print like any note; -verify-diagnostics checks them only where a test
// expects them, so that tests written for mlir-opt (which does not
// produce them) pass unchanged with asyncc.  Every part here expects
// one, so every part is asyncc's own (diag-differential.sh).
// RUN: asyncc -verify-diagnostics -split-input-file %s

// asyncc-only: hint
func.func private @compute(i32) -> i32
func.func @f(%x: i32) {
  // expected-error @+2 {{'func.call' op 'compte' does not reference a valid function}}
  // expected-note @+1 {{did you mean '@compute'?}}
  %r = func.call @compte(%x) : (i32) -> i32
  return
}

// -----

// asyncc-only: hint
// expected-note @+1 {{'@g' is an async.func; call it with async.call}}
async.func @g() -> !async.token {
  return
}
func.func @f() {
  // expected-error @+1 {{'func.call' op 'g' does not reference a valid function}}
  %r = func.call @g() : () -> !async.token
  return
}

// -----

// asyncc-only: hint
// expected-note @+1 {{'@g' is a func.func; call it with func.call}}
func.func private @g() -> !async.token
func.func @f() {
  // expected-error @+1 {{'async.call' op 'g' does not reference a valid async function}}
  %r = async.call @g() : () -> !async.token
  return
}

// -----

// asyncc-only: hint
// expected-note @+1 {{the function's results are declared here: it returns the payloads of its !async.value results}}
async.func @f(%x: i64) -> !async.value<i32> {
  // expected-error @+1 {{'async.return' op operand types do not match the types returned from the parent FuncOp}}
  return %x : i64
}

// -----

// asyncc-only: hint
func.func @f(%t: !async.token) {
  // expected-error @+2 {{'async.execute' op operand #0 is a token, which has no value to unwrap}}
  // expected-note @+1 {{tokens an async.execute waits for are its dependencies: [%t]}}
  %r = async.execute (%t as %y: !async.token) {
    async.yield
  }
  return
}

// -----

// asyncc-only: hint
func.func @f(%x: i32) {
  // expected-error @+2 {{custom op 'arith.ad' is unknown}}
  // expected-note @+1 {{did you mean 'arith.addi'?}}
  %y = arith.ad %x, %x : i32
  return
}

// -----

// asyncc-only: hint
func.func @f(%x: i32) {
  // expected-error @+2 {{custom op 'addi' is unknown (tried 'func.addi' as well)}}
  // expected-note @+1 {{did you mean 'arith.addi'?}}
  %y = addi %x, %x : i32
  return
}

// -----

// asyncc-only: hint
func.func @f(%m: memref<4xf32>, %x: f32) {
  // expected-error @+2 {{custom op 'linalg.fill' is unknown}}
  // expected-note @+1 {{asyncc does not support the 'linalg' dialect}}
  linalg.fill ins(%x : f32) outs(%m : memref<4xf32>)
  return
}

// -----

// asyncc-only: hint
func.func @f(%x: i32) {
  // expected-error @+2 {{custom op 'frobnicate' is unknown (tried 'func.frobnicate' as well)}}
  // expected-note @+1 {{operation names need their dialect prefix}}
  %y = frobnicate %x : i32
  return
}

// -----

// asyncc-only: hint
func.func @f(%c: i1) {
  // expected-note @+1 {{asyncc supports functions at module level only}}
  scf.if %c {
    // expected-error @+1 {{'func.func' op symbol's parent must have the SymbolTable trait}}
    func.func @g() {
      return
    }
  }
  return
}

// -----

// asyncc-only: hint
func.func @f(%x: f32) {
  // expected-error @+2 {{custom op 'math.frobnicate' is unknown}}
  // expected-note @+1 {{the 'math' dialect in asyncc has no such op}}
  %y = math.frobnicate %x : f32
  return
}

// -----

// asyncc-only: hint
// expected-note @+1 {{'@g' is an llvm.mlir.global, not a function}}
llvm.mlir.global internal @g(1 : i32) : i32
func.func @f() -> i32 {
  // expected-error @+1 {{'func.call' op 'g' does not reference a valid function}}
  %r = func.call @g() : () -> i32
  return %r : i32
}
