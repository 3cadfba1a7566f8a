// Errors in llvm dialect types, with MLIR's wording where MLIR has the
// check.
// RUN: asyncc -verify-diagnostics -split-input-file %s

// asyncc-only: MLIR 19 follows this error with a second one
// expected-error @+1 {{expected integer value}}
llvm.func @f(!llvm.ptr<i8>)

// -----

// asyncc-only: MLIR 19 follows this error with a second one
// expected-error @+1 {{integer value too large}}
llvm.func @f(!llvm.ptr<4294967296>)

// -----

// expected-error @+1 {{unknown LLVM type: foo}}
llvm.func @f(!llvm.foo)

// -----

// asyncc-only: MLIR accepts this; asyncc does not support it
// expected-error @+1 {{LLVM type 'token' is not supported by asyncc}}
llvm.func @f(!llvm.token)

// -----

// asyncc-only: MLIR 19 follows this error with a second one
// expected-error @+1 {{expected integer value}}
llvm.func @f(!llvm.array<? x i32>)

// -----

// asyncc-only: MLIR 19 accepts this; asyncc refuses it
// expected-error @+1 {{integer value too large}}
llvm.func @f(!llvm.array<18446744073709551615 x i8>)

// -----

// expected-error @+1 {{expected 'x'}}
llvm.func @f(!llvm.array<4xi32>)

// -----

// expected-error @+1 {{invalid array element type: '!llvm.void'}}
llvm.func @f(!llvm.array<4 x !llvm.void>)

// -----

// expected-error @+1 {{invalid function argument type: '!llvm.void'}}
llvm.func @f(!llvm.func<void (void)>)

// -----

// expected-error @+1 {{invalid function result type: '!llvm.func<void ()>'}}
llvm.func @f(!llvm.func<func<void ()> ()>)

// -----

// asyncc-only: asyncc's parser words this differently
// expected-error @+1 {{expected ')' to end the function's parameters, found ','}}
llvm.func @f(!llvm.func<void (i32, ..., i32)>)

// -----

// expected-error @+1 {{expected '('}}
llvm.func @f(!llvm.struct<i32>)

// -----

// expected-error @+1 {{invalid LLVM structure element type: '!llvm.void'}}
llvm.func @f(!llvm.struct<(i32, void)>)

// -----

// expected-error @+1 {{struct without a body only allowed in a recursive struct}}
llvm.func @f(!llvm.struct<"a">)

// -----

// asyncc-only: MLIR 19 accepts this; asyncc refuses it
// expected-error @+1 {{structure names may not contain NUL}}
llvm.func @f(!llvm.struct<"a\00b", (i32)>)

// -----

// asyncc-only: asyncc's parser words this differently
// expected-error @+1 {{expected ',' after the structure's name, found '('}}
llvm.func @f(!llvm.struct<"a" (i32)>)

// -----

// expected-error @+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function arguments}}
llvm.func @f(%a: index) {
  llvm.return
}

// -----

// expected-error @+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function arguments}}
llvm.func @f(!llvm.struct<(memref<4xf32>)>)

// -----

// expected-error @+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function results}}
llvm.func @f() -> !async.token
