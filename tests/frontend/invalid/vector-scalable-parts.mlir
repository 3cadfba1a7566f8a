// Verifier and parser: vector.scalable.insert and vector.scalable.extract,
// with MLIR 19's messages: mlir-opt-19 reports exactly the same on this
// file.
// RUN: asyncc -fsyntax-only -verify-diagnostics -split-input-file %s
// RUN: if [ -n "${MLIR_OPT:-}" ]; then "$MLIR_OPT" -verify-diagnostics -split-input-file %s > /dev/null; fi

func.func @f(%a: vector<4xi32>, %b: vector<8xi32>) {
  // The whole vector must be scalable.
  // expected-error @+1 {{'vector.scalable.insert' op operand #1 must be  of ranks 1, but got 'vector<8xi32>'}}
  %0 = vector.scalable.insert %a, %b[0] : vector<4xi32> into vector<8xi32>
  return
}

// -----

func.func @f(%a: vector<2x2xi32>, %s: vector<[8]xi32>) {
  // expected-error @+1 {{'vector.scalable.insert' op operand #0 must be  of ranks 1, but got 'vector<2x2xi32>'}}
  %0 = vector.scalable.insert %a, %s[0] : vector<2x2xi32> into vector<[8]xi32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %s: vector<[8]xi32>) {
  // expected-error @+1 {{'vector.scalable.insert' op failed to verify that all of {source, dest} have same element type}}
  %0 = vector.scalable.insert %a, %s[0] : vector<4xf32> into vector<[8]xi32>
  return
}

// -----

func.func @f(%a: vector<4xi32>, %s: vector<[8]xi32>) {
  // expected-error @+1 {{'vector.scalable.insert' op failed to verify that position is a multiple of the source length.}}
  %0 = vector.scalable.insert %a, %s[6] : vector<4xi32> into vector<[8]xi32>
  return
}

// -----

func.func @f(%a: vector<4xi32>, %s: vector<[8]xi32>) {
  // expected-error @+1 {{'vector.scalable.insert' op failed to verify that all of {dest, res} have same type}}
  %0 = "vector.scalable.insert"(%a, %s) <{pos = 0 : i64}> : (vector<4xi32>, vector<[8]xi32>) -> vector<[4]xi32>
  return
}

// -----

func.func @f(%s: vector<[8]xi32>) {
  // expected-error @+1 {{'vector.scalable.extract' op failed to verify that position is a multiple of the result length.}}
  %0 = vector.scalable.extract %s[3] : vector<2xi32> from vector<[8]xi32>
  return
}

// -----

func.func @f(%s: vector<[8]xi32>) {
  // expected-error @+1 {{'vector.scalable.extract' op failed to verify that all of {source, res} have same element type}}
  %0 = vector.scalable.extract %s[0] : vector<4xi64> from vector<[8]xi32>
  return
}

// -----

func.func @f(%s: vector<[8]xi32>) {
  // expected-error @+1 {{'vector.scalable.extract' op requires attribute 'pos'}}
  %0 = "vector.scalable.extract"(%s) : (vector<[8]xi32>) -> vector<4xi32>
  return
}

// -----

func.func @f(%s: vector<[8]xi32>) {
  // expected-error @+1 {{custom op 'vector.scalable.extract' invalid kind of type specified}}
  %0 = vector.scalable.extract %s[0] : i32 from vector<[8]xi32>
  return
}

// -----

func.func @f(%a: vector<4xi32>, %s: vector<[8]xi32>) {
  // expected-error @+1 {{'vector.scalable.insert' op attribute 'pos' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = "vector.scalable.insert"(%a, %s) <{pos = 0 : i32}> : (vector<4xi32>, vector<[8]xi32>) -> vector<[8]xi32>
  return
}
