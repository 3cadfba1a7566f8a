// Verifier and parser: affine.dma_start and affine.dma_wait, with MLIR
// 19's messages: mlir-opt-19 reports exactly the same on this file.
// RUN: asyncc -fsyntax-only -verify-diagnostics -split-input-file %s
// RUN: if [ -n "${MLIR_OPT:-}" ]; then "$MLIR_OPT" -verify-diagnostics -split-input-file %s > /dev/null; fi

func.func @f(%a: memref<100xf32>, %b: memref<100xf32, 2>, %t: memref<1xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to 10 {
    %x = arith.muli %i, %n : index
    // expected-error @+1 {{'affine.dma_start' op src index must be a valid dimension or symbol identifier}}
    affine.dma_start %a[%x], %b[%i], %t[%c0], %c0 : memref<100xf32>, memref<100xf32, 2>, memref<1xi32>
  }
  return
}

// -----

func.func @f(%a: memref<100xf32>, %b: memref<100xf32, 2>, %t: memref<1xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to 10 {
    %x = arith.muli %i, %n : index
    // expected-error @+1 {{'affine.dma_start' op tag index must be a valid dimension or symbol identifier}}
    affine.dma_start %a[%i], %b[%i], %t[%x], %c0 : memref<100xf32>, memref<100xf32, 2>, memref<1xi32>
  }
  return
}

// -----

func.func @f(%t: memref<1xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to 10 {
    %x = arith.muli %i, %n : index
    // expected-error @+1 {{'affine.dma_wait' op index must be a valid dimension or symbol identifier}}
    affine.dma_wait %t[%x], %c0 : memref<1xi32>
  }
  return
}

// -----

func.func @f(%a: memref<100xf32>, %b: memref<100xf32, 2>, %t: memref<1xi32>, %c0: index) {
  // expected-error @+1 {{expected two stride related operands}}
  affine.dma_start %a[%c0], %b[%c0], %t[%c0], %c0, %c0 : memref<100xf32>, memref<100xf32, 2>, memref<1xi32>
  return
}

// -----

func.func @f(%a: memref<100xf32>, %b: memref<100xf32, 2>, %t: memref<1xi32>, %c0: index) {
  // expected-error @+1 {{expected three types}}
  affine.dma_start %a[%c0], %b[%c0], %t[%c0], %c0 : memref<100xf32>, memref<100xf32, 2>
  return
}

// -----

func.func @f(%t: i32, %c0: index) {
  // expected-error @+1 {{expected tag to be of memref type}}
  affine.dma_wait %t[%c0], %c0 : i32
  return
}

// -----

func.func @f(%a: f32, %b: memref<100xf32, 2>, %t: memref<1xi32>, %c0: index) {
  // expected-error @+1 {{'affine.dma_start' op expected DMA source to be of memref type}}
  affine.dma_start %a[%c0], %b[%c0], %t[%c0], %c0 : f32, memref<100xf32, 2>, memref<1xi32>
  return
}

// -----

func.func @f(%x: f32, %c0: index) {
  // expected-error @+1 {{'affine.dma_wait' op expected DMA tag to be of memref type}}
  "affine.dma_wait"(%x, %c0, %c0) {tag_map = affine_map<(d0) -> (d0)>} : (f32, index, index) -> ()
  return
}

// -----

func.func @f(%t: memref<1xi32>, %x: i32, %c0: index) {
  // expected-error @+1 {{'affine.dma_wait' op index to dma_wait must have 'index' type}}
  "affine.dma_wait"(%t, %x, %c0) {tag_map = affine_map<(d0) -> (d0)>} : (memref<1xi32>, i32, index) -> ()
  return
}
