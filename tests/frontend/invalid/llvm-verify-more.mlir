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
