// Attributes of llvm functions and calls checked apart from the types:
// a call's var_callee_type against the call, the inlining attributes of
// a defined function, the metadata arrays of accesses.  MLIR 19's
// messages (mlir-opt-19 reports exactly the same on this file).
// RUN: asyncc -verify-diagnostics -split-input-file %s
// RUN: if [ -n "${MLIR_OPT:-}" ]; then "$MLIR_OPT" -verify-diagnostics -split-input-file %s > /dev/null; fi

llvm.func @fixed(i64)

llvm.func @not_variadic(%x: i64) {
  // expected-error @+1 {{'llvm.call' op expected var_callee_type to be a variadic function type}}
  llvm.call @fixed(%x) vararg(!llvm.func<void (i64)>) : (i64) -> ()
  llvm.return
}

// -----

llvm.func @too_many_parameters(%f: !llvm.ptr, %x: i64) {
  // expected-error @+1 {{'llvm.call' op expected var_callee_type to have at most 1 parameters}}
  llvm.call %f(%x) vararg(!llvm.func<void (i64, i64, ...)>) : !llvm.ptr, (i64) -> ()
  llvm.return
}

// -----

llvm.func @parameter_mismatch(%f: !llvm.ptr, %x: i64) {
  // expected-error @+1 {{'llvm.call' op var_callee_type parameter type mismatch: 'i32' != 'i64'}}
  llvm.call %f(%x) vararg(!llvm.func<void (i32, ...)>) : !llvm.ptr, (i64) -> ()
  llvm.return
}

// -----

llvm.func @printf(!llvm.ptr, ...) -> i32

llvm.func @result_mismatch(%fmt: !llvm.ptr) {
  // expected-error @+1 {{'llvm.call' op var_callee_type return type mismatch: 'i32' != 'i64'}}
  %0 = llvm.call @printf(%fmt) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> i64
  llvm.return
}

// -----

llvm.func @printf(!llvm.ptr, ...) -> i32

llvm.func @result_dropped(%fmt: !llvm.ptr) {
  // expected-error @+1 {{'llvm.call' op expected var_callee_type to return void}}
  llvm.call @printf(%fmt) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> ()
  llvm.return
}

// -----

// A declaration may carry both; a definition may not.
llvm.func @declared() attributes {always_inline, no_inline}
// expected-error @+1 {{no_inline and always_inline attributes are incompatible}}
llvm.func @defined() attributes {always_inline, no_inline} {
  llvm.return
}

// -----

llvm.func @optnone_noinline() attributes {no_inline, optimize_none} {
  llvm.return
}
// expected-error @+1 {{'llvm.func' op with optimize_none must also be no_inline}}
llvm.func @optnone_alone() attributes {optimize_none} {
  llvm.return
}

// -----

llvm.func @access_group_not_group(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op attribute 'access_groups' failed to satisfy constraint: LLVM dialect access group metadata array}}
  %0 = llvm.load %p {access_groups = ["group"]} : !llvm.ptr -> i64
  llvm.return
}

// -----

#group = #llvm.access_group<id = distinct[0]<>>
llvm.func @alias_scopes_not_array(%p: !llvm.ptr, %v: i64) {
  llvm.store %v, %p {access_groups = [#group]} : i64, !llvm.ptr
  // expected-error @+1 {{'llvm.store' op attribute 'alias_scopes' failed to satisfy constraint: LLVM dialect alias scope array}}
  llvm.store %v, %p {alias_scopes = #group} : i64, !llvm.ptr
  llvm.return
}

// -----

#group = #llvm.access_group<id = distinct[0]<>>
llvm.func @noalias_scopes_of_groups(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op attribute 'noalias_scopes' failed to satisfy constraint: LLVM dialect alias scope array}}
  %0 = llvm.load %p {noalias_scopes = [#group]} : !llvm.ptr -> i64
  llvm.return
}
