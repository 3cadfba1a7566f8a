// Verifier: vector.mask, with MLIR 19's messages: mlir-opt-19 reports
// exactly the same on this file.
// RUN: asyncc -fsyntax-only -verify-diagnostics -split-input-file %s
// RUN: if [ -n "${MLIR_OPT:-}" ]; then "$MLIR_OPT" -verify-diagnostics -split-input-file %s > /dev/null; fi

func.func @f(%a: vector<8xi32>, %m: vector<16xi1>) -> i32 {
  // expected-error @+1 {{'vector.mask' op expects a 'vector<8xi1>' mask for the maskable operation}}
  %0 = vector.mask %m { vector.reduction <add>, %a : vector<8xi32> into i32 } : vector<16xi1> -> i32
  return %0 : i32
}

// -----

func.func @f(%val: vector<16xf32>, %buf: memref<?xf32>, %i: index, %m: vector<16xi1>, %pass: vector<16xf32>) {
  // expected-error @+1 {{'vector.mask' op expects number of results to match mask region yielded values}}
  vector.mask %m, %pass { vector.transfer_write %val, %buf[%i] : vector<16xf32>, memref<?xf32> } : vector<16xi1> -> vector<16xf32>
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>, %pass: i32) -> i32 {
  // expected-error @+1 {{'vector.mask' op doesn't expect a passthru argument for this maskable operation}}
  %0 = vector.mask %m, %pass { vector.reduction <add>, %a : vector<8xi32> into i32 } : vector<8xi1> -> i32
  return %0 : i32
}

// -----

func.func @f(%val: vector<16xf32>, %buf: memref<?xf32>, %i: index, %m: vector<16xi1>) {
  // expected-error @+1 {{'vector.mask' op expects only one operation to mask}}
  vector.mask %m {
    vector.transfer_write %val, %buf[%i] : vector<16xf32>, memref<?xf32>
    vector.transfer_write %val, %buf[%i] : vector<16xf32>, memref<?xf32>
  } : vector<16xi1>
  return
}

// -----

func.func @f(%v: vector<16xf32>, %m: vector<16xi1>) {
  // expected-error @+1 {{'vector.mask' op expects number of results to match mask region yielded values}}
  vector.mask %m { vector.yield %v : vector<16xf32> } : vector<16xi1>
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>) -> i64 {
  // expected-error @+1 {{'vector.mask' op expects result type to match maskable operation result type}}
  %0 = "vector.mask"(%m) ({
    %r = vector.reduction <add>, %a : vector<8xi32> into i32
    "vector.yield"(%r) : (i32) -> ()
  }) : (vector<8xi1>) -> i64
  return %0 : i64
}

// -----
func.func @f(%buf: memref<?xf32>, %i: index, %m: vector<16xi1>, %p: vector<16xi32>, %f: f32) {
  // expected-error @+1 {{'vector.mask' op expects passthru type to match result type}}
  %0 = "vector.mask"(%m, %p) ({
    %r = vector.transfer_read %buf[%i], %f : memref<?xf32>, vector<16xf32>
    "vector.yield"(%r) : (vector<16xf32>) -> ()
  }) : (vector<16xi1>, vector<16xi32>) -> vector<16xf32>
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>) {
  // expected-error @+1 {{'vector.mask' op expects number of results to match maskable operation number of results}}
  "vector.mask"(%m) ({
    %r = vector.reduction <add>, %a : vector<8xi32> into i32
    "vector.yield"() : () -> ()
  }) : (vector<8xi1>) -> ()
  return
}
