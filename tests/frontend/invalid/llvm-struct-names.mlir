// Identified LLVM structs: a name has one body in a module, and the
// fields may not name an enclosing struct again; only identified structs
// are opaque.  MLIR 19's messages (mlir-opt-19 reports exactly the same
// on this file).
// RUN: asyncc -verify-diagnostics -split-input-file %s
// RUN: if [ -n "${MLIR_OPT:-}" ]; then "$MLIR_OPT" -verify-diagnostics -split-input-file %s > /dev/null; fi

llvm.func @other_fields() {
  %0 = llvm.mlir.undef : !llvm.struct<"pair", (i32, i32)>
  // expected-error @+1 {{identified type already used with a different body}}
  %1 = llvm.mlir.undef : !llvm.struct<"pair", (i32, i64)>
  llvm.return
}

// -----

llvm.func @packed_then_not() {
  %0 = llvm.mlir.undef : !llvm.struct<"p", packed (i8, i32)>
  // expected-error @+1 {{identified type already used with a different body}}
  %1 = llvm.mlir.undef : !llvm.struct<"p", (i8, i32)>
  llvm.return
}

// -----

// Across functions: the first use fixes the body.
llvm.func @first(%s: !llvm.struct<"node", (ptr, i64)>)
// expected-error @+1 {{identified type already used with a different body}}
llvm.func @second(%s: !llvm.struct<"node", (ptr)>)

// -----

llvm.func @opaque_then_empty() {
  %0 = llvm.mlir.undef : !llvm.struct<"o", opaque>
  // expected-error @+1 {{identified type already used with a different body}}
  %1 = llvm.mlir.undef : !llvm.struct<"o", ()>
  llvm.return
}

// -----

llvm.func @defined_then_opaque() {
  %0 = llvm.mlir.undef : !llvm.struct<"d", ()>
  // expected-error @+1 {{redeclaring defined struct as opaque}}
  %1 = llvm.mlir.undef : !llvm.struct<"d", opaque>
  llvm.return
}

// -----

llvm.func @nested_same_name() {
  // expected-error @+1 {{identifier already used for an enclosing struct}}
  %0 = llvm.mlir.undef : !llvm.struct<"outer", (i32, struct<"outer", (i8)>)>
  llvm.return
}

// -----

llvm.func @literal_opaque() {
  // expected-error @+1 {{only identified structs can be opaque}}
  %0 = llvm.mlir.undef : !llvm.struct<opaque>
  llvm.return
}

// -----

// The same body again, opaque twice, and other names nested: all fine.
llvm.func @same_body(%a: !llvm.struct<"s", (i32, struct<"t", (f32)>)>) -> !llvm.struct<"s", (i32, struct<"t", (f32)>)> {
  %0 = llvm.mlir.undef : !llvm.struct<"u", opaque>
  %1 = llvm.mlir.undef : !llvm.struct<"u", opaque>
  llvm.return %a : !llvm.struct<"s", (i32, struct<"t", (f32)>)>
}
// expected-error @+1 {{identified type already used with a different body}}
llvm.func @then_other(%t: !llvm.struct<"t", (f64)>)
