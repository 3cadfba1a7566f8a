// The llvm dialect's argument and result attributes: the kind of value
// each takes, the type it may be attached to, the ones results may not
// have; on llvm.func and on func.func alike, with MLIR 19's messages
// (mlir-opt-19 reports exactly the same on this file).
// RUN: asyncc -verify-diagnostics -split-input-file %s
// RUN: if [ -n "${MLIR_OPT:-}" ]; then "$MLIR_OPT" -verify-diagnostics -split-input-file %s > /dev/null; fi

// expected-error@below {{"llvm.nonnull" attribute attached to non-pointer LLVM type}}
llvm.func @pointer_attr_on_integer(%n: i64 {llvm.nonnull})

// -----

// expected-error@below {{"llvm.nocapture" should be a unit attribute}}
llvm.func @unit_attr_with_value(%p: !llvm.ptr {llvm.nocapture = 1 : i32})

// -----

// expected-error@below {{"llvm.byval" should be a type attribute}}
llvm.func @type_attr_without_type(%p: !llvm.ptr {llvm.byval})

// -----

// expected-error@below {{"llvm.dereferenceable" should be an integer attribute}}
llvm.func @integer_attr_with_string(%p: !llvm.ptr {llvm.dereferenceable = "8"})

// -----

// expected-error@below {{"llvm.zeroext" attribute attached to non-integer LLVM type}}
llvm.func @integer_attr_on_pointer(%p: !llvm.ptr {llvm.zeroext})

// -----

// The second argument's attribute is checked against the second type.
// expected-error@below {{"llvm.align" attribute attached to non-pointer LLVM type}}
llvm.func @second_argument(%p: !llvm.ptr {llvm.align = 16 : i64}, %f: f64 {llvm.align = 8 : i64})

// -----

// expected-error@below {{"llvm.noundef" should be a unit attribute}}
llvm.func @any_type_unit_attr(%f: f32 {llvm.noundef = "yes"})

// -----

// expected-error@below {{"llvm.returned" is not a valid result attribute}}
llvm.func @returned_on_result(%p: !llvm.ptr) -> (!llvm.ptr {llvm.returned})

// -----

// expected-error@below {{"llvm.allocalign" is not a valid result attribute}}
llvm.func @allocalign_on_result() -> (i64 {llvm.allocalign})

// -----

// expected-error@below {{"llvm.signext" attribute attached to non-integer LLVM type}}
llvm.func @signext_result_on_float() -> (f64 {llvm.signext})

// -----

// expected-error@below {{'llvm.func' op expects result attribute array to have the same number of elements as the number of function results, got 1, but expected 0}}
llvm.func @attrs_on_void_result() -> (!llvm.void {llvm.nonnull})

// -----

// func.func's LLVM-typed arguments are checked as llvm.func's.
// expected-error@below {{"llvm.noalias" attribute attached to non-pointer LLVM type}}
func.func private @func_func_argument(%n: i32 {llvm.noalias})

// -----

// The kind of value is checked whatever the type; a type with no LLVM
// form yet (a memref) is not.
func.func private @memref_argument(memref<4xf32> {llvm.noalias})
// expected-error@below {{"llvm.noalias" should be a unit attribute}}
func.func private @memref_argument_value(memref<4xf32> {llvm.noalias = 1 : i32})

// -----

// Attributes the dialect does not know, and valid ones, pass.
llvm.func @valid(%p: !llvm.ptr {llvm.noalias, llvm.align = 16 : i64, llvm.custom = 3 : i32},
                 %n: i32 {llvm.signext, llvm.noundef})
    -> (!llvm.ptr {llvm.nonnull, llvm.dereferenceable = 8 : i64})
// expected-error@below {{"llvm.readonly" is not a valid result attribute}}
llvm.func @then_invalid() -> (!llvm.ptr {llvm.readonly})
