#!/bin/bash
# asyncc -run -e NAME -entry-point-result=T calls NAME as mlir-cpu-runner
# does and prints its result the same way: each entry below runs through
# asyncc and through mlir-cpu-runner-19 (after mlir-opt-19's lowering to
# the llvm dialect), and the outputs must be identical, byte for byte.
# mlir-cpu-runner-19 has no f64; those results are held to the text LLVM's
# raw_ostream gives a double (what it prints for f32), derived by hand.
# The entries it refuses are refused with its words.
set -u
: "${ASYNCC:?tests/env.sh was not sourced}"
. "$abs_top_srcdir/tests/need.sh"
need_file libasyncrt "$ASYNCRT_DIR/libasyncrt.so.1"
T=${ASYNCC_TEST_TIMEOUT:-60}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
checked=0 skipped=0 failed=0
fail() { echo "FAIL: $*"; failed=$((failed + 1)); }

cat > "$tmp/entries.mlir" <<'MLIR'
func.func @i32_negative() -> i32 {
  %0 = arith.constant -7 : i32
  return %0 : i32
}
func.func @i32_min() -> i32 {
  %0 = arith.constant -2147483648 : i32
  return %0 : i32
}
func.func @i64_large() -> i64 {
  %0 = arith.constant 1234567890123 : i64
  %1 = arith.constant 3 : i64
  %2 = arith.muli %0, %1 : i64
  return %2 : i64
}
func.func @f32_plain() -> f32 {
  %0 = arith.constant 4.25 : f32
  return %0 : f32
}
func.func @f32_rounded() -> f32 {
  %0 = arith.constant 123456.789 : f32
  return %0 : f32
}
func.func @f32_negative_zero() -> f32 {
  %0 = arith.constant -0.0 : f32
  return %0 : f32
}
func.func @f32_subnormal() -> f32 {
  %0 = arith.constant 1.5e-40 : f32
  return %0 : f32
}
func.func @f32_nan() -> f32 {
  %0 = arith.constant 0x7FC00000 : f32
  return %0 : f32
}
func.func @f32_inf() -> f32 {
  %0 = arith.constant 0x7F800000 : f32
  return %0 : f32
}
func.func @f32_minus_inf() -> f32 {
  %0 = arith.constant 0xFF800000 : f32
  return %0 : f32
}
func.func @void_prints() {
  %0 = arith.constant 5 : i32
  vector.print %0 : i32
  return
}
func.func @f64_third() -> f64 {
  %0 = arith.constant 1.0 : f64
  %1 = arith.constant 3.0 : f64
  %2 = arith.divf %0, %1 : f64
  return %2 : f64
}
func.func @f64_huge() -> f64 {
  %0 = arith.constant -1.0e300 : f64
  return %0 : f64
}
func.func @takes_arg(%a: i32) -> i32 {
  return %a : i32
}
MLIR

# ENTRY TYPE: asyncc's output and status.
run_asyncc() {
	timeout "$T" "$ASYNCC" -run -e "$1" -entry-point-result="$2" "$tmp/entries.mlir" > "$tmp/got" 2> "$tmp/err"
}

lowered=
utils=$(ls "${MLIR_LIBDIR:-/nonexistent}"/libmlir_c_runner_utils.so* 2> /dev/null | head -1)
if [ -n "${MLIR_OPT:-}" ] && [ -n "${MLIR_CPU_RUNNER:-}" ] && [ -n "$utils" ] &&
   timeout "$T" "$MLIR_OPT" "$tmp/entries.mlir" -convert-vector-to-llvm -convert-func-to-llvm \
	-convert-arith-to-llvm -reconcile-unrealized-casts -o "$tmp/llvm.mlir"; then
	lowered=$tmp/llvm.mlir
fi
for entry in i32_negative:i32 i32_min:i32 i64_large:i64 f32_plain:f32 f32_rounded:f32 \
	f32_negative_zero:f32 f32_subnormal:f32 f32_nan:f32 f32_inf:f32 f32_minus_inf:f32 \
	void_prints:void; do
	name=${entry%%:*} type=${entry##*:}
	if [ -z "$lowered" ]; then
		skipped=$((skipped + 1))
		continue
	fi
	timeout "$T" "$MLIR_CPU_RUNNER" -e "$name" -entry-point-result="$type" \
		-shared-libs="$utils" "$lowered" > "$tmp/want" ||
		{ fail "$name: mlir-cpu-runner-19 fails"; continue; }
	run_asyncc "$name" "$type" || { fail "$name: asyncc exits $?: $(cat "$tmp/err")"; continue; }
	cmp -s "$tmp/want" "$tmp/got" ||
		fail "$name: asyncc prints '$(cat "$tmp/got")', mlir-cpu-runner-19 '$(cat "$tmp/want")'"
	checked=$((checked + 1))
done

# f64: LLVM's "%e" of the double.
for entry in 'f64_third:3.333333e-01' 'f64_huge:-1.000000e+300'; do
	name=${entry%%:*}
	run_asyncc "$name" f64 || { fail "$name: asyncc exits $?: $(cat "$tmp/err")"; continue; }
	[ "$(cat "$tmp/got")" = "${entry#*:}" ] || fail "$name: asyncc prints '$(cat "$tmp/got")', not '${entry#*:}'"
	checked=$((checked + 1))
done

# What mlir-cpu-runner refuses, in its words; exit status 1.
for entry in 'i32_negative:i64:only single i64 function result supported' \
	'f32_plain:i32:only single i32 function result supported' \
	'i32_negative:void:expected void function' \
	'void_prints:f32:only single f32 function result supported' \
	'takes_arg:i32:function inputs not supported'; do
	name=${entry%%:*} rest=${entry#*:}
	type=${rest%%:*} msg=${rest#*:}
	run_asyncc "$name" "$type"
	status=$?
	[ $status = 1 ] || fail "$name as $type: exit status $status, not 1"
	grep -q "error: $msg\$" "$tmp/err" || fail "$name as $type: no '$msg' in: $(cat "$tmp/err")"
	checked=$((checked + 1))
done
"$ASYNCC" -run -e f32_plain -entry-point-result=f16 "$tmp/entries.mlir" > /dev/null 2> "$tmp/err"
grep -q "expected void, i32, i64, f32 or f64" "$tmp/err" || fail "-entry-point-result=f16 accepted: $(cat "$tmp/err")"
checked=$((checked + 1))

echo "entry_point_result: $checked checked, $skipped skipped (no mlir-opt-19, mlir-cpu-runner-19" \
     "or MLIR's c_runner_utils), $failed failed"
[ $failed -eq 0 ] || exit 1
[ $skipped -eq 0 ] || cannot_run "the $skipped comparisons with mlir-cpu-runner-19 did not run"
