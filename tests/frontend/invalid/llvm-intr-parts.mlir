// Verifier and parser: the llvm intrinsics of print-llvm-intr-parts.mlir
// (lifetime and invariant markers, eh.typeid.for, vector.insert and
// extract, interleave2 and deinterleave2) and llvm.mlir.constant of dense
// elements, with MLIR 19's messages: mlir-opt-19 reports exactly the same
// on this file.
// RUN: asyncc -fsyntax-only -verify-diagnostics -split-input-file %s
// RUN: if [ -n "${MLIR_OPT:-}" ]; then "$MLIR_OPT" -verify-diagnostics -split-input-file %s > /dev/null; fi

func.func @f(%p: !llvm.ptr<1>, %q: !llvm.ptr) {
  // expected-error @+1 {{'llvm.intr.invariant.end' op operand #0 must be LLVM pointer in address space 0, but got '!llvm.ptr<1>'}}
  "llvm.intr.invariant.end"(%p, %q) <{size = 1 : i64}> : (!llvm.ptr<1>, !llvm.ptr) -> ()
  return
}

// -----

func.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.intr.invariant.start' op result #0 must be LLVM pointer in address space 0, but got '!llvm.ptr<2>'}}
  %s = "llvm.intr.invariant.start"(%p) <{size = 1 : i64}> : (!llvm.ptr) -> !llvm.ptr<2>
  return
}

// -----

func.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.intr.lifetime.start' op requires attribute 'size'}}
  "llvm.intr.lifetime.start"(%p) : (!llvm.ptr) -> ()
  return
}

// -----

func.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.intr.lifetime.end' op attribute 'size' failed to satisfy constraint: 64-bit signless integer attribute}}
  "llvm.intr.lifetime.end"(%p) <{size = 8 : i32}> : (!llvm.ptr) -> ()
  return
}

// -----

func.func @f(%x: i64) {
  // expected-error @+1 {{'llvm.intr.lifetime.start' op operand #0 must be LLVM pointer type, but got 'i64'}}
  llvm.intr.lifetime.start 8, %x : i64
  return
}

// -----

func.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.intr.eh.typeid.for' op result #0 must be LLVM dialect-compatible type, but got 'index'}}
  %i = llvm.intr.eh.typeid.for %p : (!llvm.ptr) -> index
  return
}

// -----

func.func @f(%x: i64) {
  // expected-error @+1 {{'llvm.intr.eh.typeid.for' op operand #0 must be LLVM pointer type, but got 'i64'}}
  %i = llvm.intr.eh.typeid.for %x : (i64) -> i32
  return
}

// -----

func.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{custom op 'llvm.intr.eh.typeid.for' 1 operands present, but expected 2}}
  %i = llvm.intr.eh.typeid.for %p : (!llvm.ptr, !llvm.ptr) -> i32
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<8xf32>) {
  // expected-error @+1 {{'llvm.intr.vector.insert' op failed to verify that all of {dstvec, res} have same type}}
  %0 = "llvm.intr.vector.insert"(%b, %a) <{pos = 0 : i64}> : (vector<8xf32>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @f(%a: vector<2x4xf32>, %b: vector<8xf32>) {
  // expected-error @+1 {{'llvm.intr.vector.insert' op operand #1 must be LLVM dialect-compatible vector type, but got 'vector<2x4xf32>'}}
  %0 = llvm.intr.vector.insert %a, %b[0] : vector<2x4xf32> into vector<8xf32>
  return
}

// -----

func.func @f(%b: vector<8xf32>) {
  // expected-error @+1 {{'llvm.intr.vector.extract' op requires attribute 'pos'}}
  %0 = "llvm.intr.vector.extract"(%b) : (vector<8xf32>) -> vector<4xf32>
  return
}

// -----

func.func @f(%b: vector<8xf32>) {
  // expected-error @+1 {{'llvm.intr.vector.extract' op result #0 must be LLVM dialect-compatible vector type, but got 'f32'}}
  %0 = llvm.intr.vector.extract %b[0] : f32 from vector<8xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<4xi32>) {
  // expected-error @+1 {{'llvm.intr.vector.interleave2' op failed to verify that all of {vec1, vec2} have same type}}
  %0 = "llvm.intr.vector.interleave2"(%a, %b) : (vector<4xf32>, vector<4xi32>) -> vector<8xf32>
  return
}

// -----

func.func @f(%a: vector<[4]xf32>) {
  // Twice as many, and scalable as the operands.
  // expected-error @+1 {{'llvm.intr.vector.interleave2' op failed to verify that result has twice as many elements as 'vec1'}}
  %0 = "llvm.intr.vector.interleave2"(%a, %a) : (vector<[4]xf32>, vector<[4]xf32>) -> vector<8xf32>
  return
}

// -----

func.func @f(%x: f64) {
  // expected-error @+1 {{'llvm.intr.vector.deinterleave2' op operand #0 must be LLVM dialect-compatible vector type, but got 'f64'}}
  %0 = "llvm.intr.vector.deinterleave2"(%x) : (f64) -> !llvm.struct<(f64, f64)>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected vector or array type}}
  %0 = llvm.mlir.constant(dense<1.0> : vector<4xf32>) : f32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'llvm.mlir.constant' op result #0 must be LLVM dialect-compatible type, but got 'vector<2x2xi8>'}}
  %0 = llvm.mlir.constant(dense<1> : vector<2x2xi8>) : vector<2x2xi8>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected array attribute with two elements, representing a complex constant}}
  %0 = llvm.mlir.constant(dense<[1.0, 2.0]> : vector<2xf32>) : !llvm.struct<(f32, f32)>
  return
}
