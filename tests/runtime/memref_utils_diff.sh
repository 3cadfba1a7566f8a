#!/bin/bash
# The memref utilities of libasyncrt that print_diff.sh leaves out (the
# f16, bf16 and vector<4x4xf32> memref printers, verifyMemRef*) against
# MLIR 19's libraries: memref_utils_demo calls the same functions on the
# same data through each; stdout and stderr must be identical but for
# addresses (base@ = 0x...).
. "$abs_top_srcdir/tests/runtime/common.sh"
need_utils_libs
demo="$abs_top_builddir/tests/runtime/memref_utils_demo"
"$demo" "$lib" >"$scratch/ours.out" 2>"$scratch/ours.err" || fail "memref_utils_demo on libasyncrt failed"
# shellcheck disable=SC2086
ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0 \
	"$demo" $mlir_utils >"$scratch/mlir.out" 2>"$scratch/mlir.err" || fail "memref_utils_demo on MLIR's libraries failed"
for s in out err; do
	sed 's/0x[0-9a-f]*/0xADDR/g' "$scratch/ours.$s" >"$scratch/ours.$s.n"
	sed 's/0x[0-9a-f]*/0xADDR/g' "$scratch/mlir.$s" >"$scratch/mlir.$s.n"
	diff -u "$scratch/mlir.$s.n" "$scratch/ours.$s.n" | head -40
	cmp -s "$scratch/mlir.$s.n" "$scratch/ours.$s.n" || fail "std$s differs from MLIR's"
done
# The demo really exercised what it claims: differences found and
# printed, shapes refused, the printers' output.
grep -q -- '-> -1' "$scratch/ours.err" || fail "no shape mismatch reported"
grep -q ' != .* offset = ' "$scratch/ours.err" || fail "no difference printed"
grep -q '^\[\[((' "$scratch/ours.out" || fail "no vector<4x4xf32> memref printed"
echo "ok: $(wc -l <"$scratch/ours.out") stdout and $(wc -l <"$scratch/ours.err") stderr lines identical"
