// Verifier and parser: memref.dma_start and memref.dma_wait, with MLIR
// 19's messages: mlir-opt-19 reports exactly the same on this file.
// RUN: asyncc -fsyntax-only -verify-diagnostics -split-input-file %s
// RUN: if [ -n "${MLIR_OPT:-}" ]; then "$MLIR_OPT" -verify-diagnostics -split-input-file %s > /dev/null; fi

func.func @f(%a: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected at least 4 operands}}
  "memref.dma_start"(%a, %i, %i) : (memref<4xf32>, index, index) -> ()
  return
}

// -----

func.func @f(%a: memref<4x4xf32>, %b: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected at least 7 operands}}
  "memref.dma_start"(%a, %i, %i, %b, %i, %t) : (memref<4x4xf32>, index, index, memref<4xf32>, index, memref<1xi32>) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>, %b: memref<4xf32>, %t: memref<1xi32>, %i: index, %x: i32) {
  // expected-error @+1 {{'memref.dma_start' op expected destination indices to be of index type}}
  "memref.dma_start"(%a, %i, %b, %x, %i, %t, %i) : (memref<4xf32>, index, memref<4xf32>, i32, index, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>, %b: memref<4xf32>, %t: memref<1xi32>, %i: index, %x: i32) {
  // expected-error @+1 {{'memref.dma_start' op expected num elements to be of index type}}
  "memref.dma_start"(%a, %i, %b, %i, %x, %t, %i) : (memref<4xf32>, index, memref<4xf32>, index, i32, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>, %b: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op incorrect number of operands}}
  memref.dma_start %a[%i], %b[%i], %i, %t[%i, %i] : memref<4xf32>, memref<4xf32>, memref<1xi32>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %b: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected at least 6 operands}}
  memref.dma_start %a[%i], %b[], %i, %t[] : memref<4xf32>, memref<4xf32>, memref<1xi32>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %b: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{expected two stride related operands}}
  memref.dma_start %a[%i], %b[%i], %i, %t[%i], %i : memref<4xf32>, memref<4xf32>, memref<1xi32>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %b: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{fewer/more types expected}}
  memref.dma_start %a[%i], %b[%i], %i, %t[%i] : memref<4xf32>, memref<4xf32>
  return
}

// -----

func.func @f(%t: memref<2x2xi32>, %i: index) {
  // expected-error @+1 {{'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 2, but got 3}}
  memref.dma_wait %t[%i, %i, %i], %i : memref<2x2xi32>
  return
}

// -----

func.func @f(%t: memref<2xi32>, %x: i32, %i: index) {
  // expected-error @+1 {{'memref.dma_wait' op operand #1 must be variadic of index, but got 'i32'}}
  "memref.dma_wait"(%t, %x, %i) : (memref<2xi32>, i32, index) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>, %t: memref<1xi32>, %x: f32, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected destination to be of memref type}}
  memref.dma_start %a[%i], %x[%i], %i, %t[%i] : memref<4xf32>, f32, memref<1xi32>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %b: memref<4xf32>, %t: memref<1xi32>, %x: i32, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected stride and num elements per stride to be of type index}}
  "memref.dma_start"(%a, %i, %b, %i, %i, %t, %i, %i, %x) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<1xi32>, index, index, i32) -> ()
  return
}
