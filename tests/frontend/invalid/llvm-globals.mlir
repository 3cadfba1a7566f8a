// llvm.mlir.global and the constructor lists: linkage, alignment, the
// address space, the initializer region (its type, no side effects),
// constructors that are defined.  MLIR 19's messages (mlir-opt-19
// reports exactly the same on this file).
// RUN: asyncc -verify-diagnostics -split-input-file %s
// RUN: if [ -n "${MLIR_OPT:-}" ]; then "$MLIR_OPT" -verify-diagnostics -split-input-file %s > /dev/null; fi

// expected-error @+1 {{alignment attribute is not a power of 2}}
llvm.mlir.global internal @odd_alignment(7 : i32) {alignment = 12} : i32

// -----

llvm.mlir.global internal @aligned(7 : i32) {alignment = 16} : i32
// expected-error @+1 {{alignment attribute is not a power of 2}}
llvm.mlir.global internal @zero_alignment(7 : i32) {alignment = 0} : i32

// -----

// expected-error @+1 {{'llvm.mlir.global' op expected array type for 'appending' linkage}}
llvm.mlir.global appending @appending_scalar() : i64

// -----

llvm.mlir.global appending @appending_array() : !llvm.array<2 x i64>
// expected-error @+1 {{'addr_space' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
"llvm.mlir.global"() ({}) {sym_name = "negative_space", global_type = i32, value = 1 : i32, addr_space = -3 : i32, linkage = #llvm.linkage<internal>} : () -> ()

// -----

// expected-error @+1 {{'addr_space' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
"llvm.mlir.global"() ({}) {sym_name = "wide_space", global_type = i32, value = 1 : i32, addr_space = 1 : i64, linkage = #llvm.linkage<internal>} : () -> ()

// -----

llvm.mlir.global internal @buffer() : !llvm.array<4 x i32>
llvm.mlir.global internal @loads_at_startup() : i32 {
  %0 = llvm.mlir.addressof @buffer : !llvm.ptr
  // expected-error @+1 {{ops with side effects not allowed in global initializers}}
  %1 = llvm.load %0 : !llvm.ptr -> i32
  llvm.return %1 : i32
}

// -----

// expected-error @+1 {{'llvm.mlir.global' op initializer region type 'i16' does not match global type 'i64'}}
llvm.mlir.global internal @narrow_initializer() : i64 {
  %0 = llvm.mlir.constant(3 : i16) : i16
  llvm.return %0 : i16
}

// -----

// expected-error @+1 {{'llvm.mlir.global' op initializer region cannot return void}}
llvm.mlir.global internal @void_initializer() : i64 {
  llvm.return
}

// -----

// Pure ops compute an initializer.
llvm.mlir.global internal @computed() : i64 {
  %0 = llvm.mlir.constant(6 : i64) : i64
  %1 = llvm.mlir.constant(7 : i64) : i64
  %2 = llvm.mul %0, %1 : i64
  llvm.return %2 : i64
}
llvm.func @init()
// expected-error @+1 {{'llvm.mlir.global_ctors' op 'init' does not have a definition}}
llvm.mlir.global_ctors {ctors = [@init], priorities = [0 : i32]}

// -----

llvm.func @fini()
// expected-error @+1 {{'llvm.mlir.global_dtors' op 'fini' does not have a definition}}
llvm.mlir.global_dtors {dtors = [@fini], priorities = [0 : i32]}
