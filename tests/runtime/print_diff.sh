#!/bin/bash
# The printers of libasyncrt against MLIR 19's libmlir_c_runner_utils,
# libmlir_runner_utils and libmlir_float16_utils: print_demo calls the
# same functions on the same data through each, and the outputs must be
# identical but for addresses (base@ = 0x...).
. "$abs_top_srcdir/tests/runtime/common.sh"
need_utils_libs
demo="$abs_top_builddir/tests/runtime/print_demo"
timeout -k 5 60 "$demo" "$lib" >"$scratch/ours" || fail "print_demo on libasyncrt failed"
# Leaks in MLIR's libraries are not ours to report: LeakSanitizer is off
# for that run alone.
# shellcheck disable=SC2086
ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0 \
	timeout -k 5 60 "$demo" $mlir_utils >"$scratch/mlir" || fail "print_demo on MLIR's libraries failed"
[ "$(wc -l <"$scratch/ours")" -gt 60000 ] || fail "print_demo printed too little"
sed 's/0x[0-9a-f]*/0xADDR/g' "$scratch/ours" >"$scratch/ours.n"
sed 's/0x[0-9a-f]*/0xADDR/g' "$scratch/mlir" >"$scratch/mlir.n"
diff -u "$scratch/mlir.n" "$scratch/ours.n" | head -40
cmp -s "$scratch/mlir.n" "$scratch/ours.n" || fail "output differs from MLIR's"
echo "ok: $(wc -l <"$scratch/ours") lines identical"
