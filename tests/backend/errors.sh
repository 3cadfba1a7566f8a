#!/bin/bash
# Diagnostics of the back end: each case compiles a small input that must
# fail with a clang-style error naming the problem, and exit status 1,
# never a crash.
set -u
: "${ASYNCC:?tests/env.sh was not sourced}"
dir="$abs_top_builddir/tests/Output/backend-errors"
rm -rf "$dir"
mkdir -p "$dir"
cd "$dir" || exit 1
fail=0

# expect_error NAME 'ASYNCC ARGS' 'EXPECTED TEXT' < input
expect_error() {
	local name=$1 args=$2 want=$3
	cat > "$name.mlir"
	"$ASYNCC" $args "$name.mlir" > "$name.out" 2> "$name.err"
	local rc=$?
	if [ $rc -ne 1 ]; then
		echo "FAIL: $name: exit status $rc, expected 1"; cat "$name.err"; fail=1
	elif ! grep -qF -- "$want" "$name.err"; then
		echo "FAIL: $name: no '$want' in:"; cat "$name.err"; fail=1
	else
		echo "ok: $name"
	fi
}

expect_error bad_target "-c --target=nonsense-cpu-none" "error: cannot generate code for target" <<'MLIR'
func.func @f() {
  return
}
MLIR

expect_error value_group "-c -o value_group.o" "value_group.mlir:2:8: error: the runtime has no 'async.runtime.add_to_group' for operands of this type" <<'MLIR'
func.func @f(%v: !async.value<i32>, %g: !async.group) -> index {
  %i = async.runtime.add_to_group %v, %g : !async.value<i32>
  return %i : index
}
MLIR
[ -e value_group.o ] && { echo "FAIL: value_group.o written"; fail=1; }

expect_error run_no_main "-run" "error: -run needs a function @main defined in the module" <<'MLIR'
func.func @f() {
  return
}
MLIR

expect_error run_main_args "-run" "run_main_args.mlir:1:1: error: @main must take no arguments or (i32, memref<?x?xi8>) and return nothing or an i32 exit status" <<'MLIR'
func.func @main(%x: i32) {
  return
}
MLIR

expect_error run_main_f32 "-run" "error: @main must take no arguments" <<'MLIR'
func.func @main() -> f32 {
  %c = arith.constant 1.0 : f32
  return %c : f32
}
MLIR

expect_error run_cross "-run --target=aarch64-linux-gnu" "error: -run compiles for the host" <<'MLIR'
func.func @main() {
  return
}
MLIR

expect_error bad_passthrough "-c" "error: 'passthrough' entries must be strings" <<'MLIR'
func.func @f() attributes {passthrough = [1 : i32]} {
  return
}
MLIR

expect_error llvm_main_f32 "-run" "llvm_main_f32.mlir:1:1: error: @main must take no arguments or (i32, !llvm.ptr) and return nothing or an i32 exit status" <<'MLIR'
llvm.func @main() -> f32 {
  %c = llvm.mlir.constant(1.0 : f32) : f32
  llvm.return %c : f32
}
MLIR

expect_error llvm_entry_args "-run -e entry" "llvm_entry_args.mlir:1:1: error: @entry must take no arguments or (i32, !llvm.ptr) and return nothing or an i32 exit status" <<'MLIR'
llvm.func @entry(%x: i64) {
  llvm.return
}
MLIR

expect_error llvm_entry_internal "-run -e entry" "llvm_entry_internal.mlir:1:1: error: @entry has internal linkage: -run calls a function with external linkage" <<'MLIR'
llvm.func internal @entry() {
  llvm.return
}
MLIR

expect_error run_entry_global "-run -e g" "run_entry_global.mlir:1:1: error: -run calls a func.func or an llvm.func, and @g is an llvm.mlir.global" <<'MLIR'
llvm.mlir.global internal @g() {addr_space = 0 : i32} : i32 {
  %c = llvm.mlir.constant(1 : i32) : i32
  llvm.return %c : i32
}
func.func @main() {
  return
}
MLIR

expect_error cast_types "-c" "cast_types.mlir:3:8: error: 'builtin.unrealized_conversion_cast' from LLVM type 'i64' to 'double' cannot be compiled" <<'MLIR'
func.func @f() -> f64 {
  %c = arith.constant 3 : index
  %f = builtin.unrealized_conversion_cast %c : index to f64
  return %f : f64
}
MLIR

expect_error cast_many "-c" "cast_many.mlir:2:12: error: 'builtin.unrealized_conversion_cast' of 1 values to 2 cannot be compiled: only casts of one value to one can" <<'MLIR'
func.func @f(%c: i64) -> index {
  %a, %b = builtin.unrealized_conversion_cast %c : i64 to index, index
  return %a : index
}
MLIR

# A pure initializer (MLIR's verifier allows no side effects there: a
# load of the global is refused before code generation, as mlir-opt-19
# refuses it) whose value LLVM's builder does not fold to a constant: the
# intrinsic's call stays a call.
expect_error global_not_constant "-c" "global_not_constant.mlir:1:1: error: the initializer of '@g' does not compute a constant" <<'MLIR'
llvm.mlir.global internal @g() : f64 {
  %0 = llvm.mlir.constant(2.0 : f64) : f64
  %1 = llvm.intr.sqrt(%0) : (f64) -> f64
  llvm.return %1 : f64
}
MLIR

expect_error global_side_effect "-c" "global_side_effect.mlir:3:8: error: ops with side effects not allowed in global initializers" <<'MLIR'
llvm.mlir.global internal @g() : i64 {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  %1 = llvm.load %0 : !llvm.ptr -> i64
  llvm.return %1 : i64
}
MLIR

expect_error global_blocks "-c" "global_blocks.mlir:1:1: error: an initializer region of more than one block cannot be compiled" <<'MLIR'
llvm.mlir.global internal @g() : i64 {
  %0 = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^bb1
^bb1:
  llvm.return %0 : i64
}
MLIR

expect_error unknown_param_attr "-c" "error: unknown LLVM attribute 'llvm.sparkly'" <<'MLIR'
llvm.func @f(i32 {llvm.sparkly})
llvm.func @g(%x: i32) {
  llvm.call @f(%x) : (i32) -> ()
  llvm.return
}
MLIR

expect_error llvm_rejects "-c" "error: LLVM rejects the module the llvm dialect ops make:" <<'MLIR'
llvm.func @g(i64) -> i64
llvm.func @f(%x: i64) -> i32 {
  %0 = llvm.call musttail @g(%x) : (i64) -> i64
  %c = llvm.trunc %0 : i64 to i32
  llvm.return %c : i32
}
MLIR

exit $fail
