#!/bin/bash
# Arithmetic edge cases against MLIR 19: tests/exec/edges_gen.py writes
# one program with every integer, index, float and math op asyncc
# compiles, on the edge values of each type (0, 1, -1, INT_MIN, INT_MAX,
# widths i1 to i64 and i128's halves, NaN, +-inf, -0.0, subnormals,
# the largest finite value, shifts up to width - 1), one result a line.
# It is built by asyncc at -O0 and -O2 (run in its JIT, on libasyncrt)
# and by MLIR 19's own pipeline at the same levels (mlir-opt,
# mlir-translate, opt, llc, linked with MLIR's runner utilities), and
# the whole outputs must be the same, line for line.  Pairs whose result
# MLIR leaves undefined are never computed (see edges_gen.py).
set -u
: "${abs_top_builddir:?tests/env.sh was not sourced}"
. "$abs_top_srcdir/tests/need.sh"
here=$(cd "$(dirname "$0")" && pwd)
need_tool python3 "$PYTHON3"
for tool in MLIR_OPT MLIR_TRANSLATE LLVM_OPT LLC; do
	need_tool "$tool" "${!tool}"
done
need_file libasyncrt "$ASYNCRT_DIR/libasyncrt.so.1"
mlib=$MLIR_LIBDIR
mlir_libs=
for lib in mlir_c_runner_utils mlir_runner_utils; do
	f=$(ls "$mlib"/lib$lib.so* 2>/dev/null | head -1)
	need_file "MLIR's lib$lib" "${f:-$mlib/lib$lib.so}"
	mlir_libs="$mlir_libs $f"
done
# MLIR's truncf to bf16 is LLVM's fptrunc, a call of __truncsfbf2, which
# GCC 12's libgcc lacks: compiler-rt's builtins have it.
builtins=$(ls "$mlib"/clang/*/lib/linux/libclang_rt.builtins-x86_64.a 2>/dev/null | head -1)
need_file "compiler-rt's builtins (libclang-rt-19-dev)" "${builtins:-$mlib/clang/19/lib/linux/libclang_rt.builtins-x86_64.a}"
set -o pipefail
limit=${ASYNCC_TEST_TIMEOUT:-120}
out="$abs_top_builddir/tests/Output/edges"
rm -rf "$out"
mkdir -p "$out"
"$PYTHON3" "$here/edges_gen.py" > "$out/edges.mlir" || { echo "FAIL: edges_gen.py"; exit 1; }
# MLIR's pipeline, as tests/exec/differential.sh lowers the math and
# index dialects (intrinsics, then integer powers as functions, then
# libm), arith-expand for ceildivsi and friends.
# arith.maximumf and minimumf go to LLVM before arith-expand, whose
# expansion of them gets signed zeros wrong (maximumf(+0.0, -0.0) is
# -0.0 there; ArithOps.td: -0.0 is less than +0.0).
full="builtin.module(func.func(convert-arith-to-llvm),func.func(arith-expand),convert-math-to-llvm,convert-math-to-funcs,convert-math-to-libm,convert-index-to-llvm,convert-vector-to-scf,func.func(convert-scf-to-cf),func.func(convert-arith-to-llvm),convert-vector-to-llvm,func.func(convert-arith-to-llvm),convert-func-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts)"
printf 'void mlir_main(void);\nint main(void) { mlir_main(); return 0; }\n' > "$out/main.c"
status=0
for level in -O0 -O2; do
	timeout "$limit" "$MLIR_OPT" --pass-pipeline="$full" "$out/edges.mlir" |
		"$MLIR_TRANSLATE" --mlir-to-llvmir |
		sed 's/^define void @main()/define void @mlir_main()/' |
		"$LLVM_OPT" $level |
		"$LLC" $level -filetype=obj -relocation-model=pic -o "$out/mlir$level.o" &&
	${CC:-cc} "$out/mlir$level.o" "$out/main.c" $mlir_libs "$builtins" -Wl,-rpath,"$mlib" -lm -o "$out/mlir$level" &&
	timeout "$limit" "$out/mlir$level" > "$out/mlir$level.out"
	rc=$?
	if [ $rc -ne 0 ]; then
		echo "FAIL: MLIR 19's build at $level: status $rc (124: timed out after ${limit}s)"
		status=1
		continue
	fi
	timeout "$limit" "$ASYNCC" $level -run "$out/edges.mlir" > "$out/asyncc$level.out"
	rc=$?
	if [ $rc -ne 0 ]; then
		echo "FAIL: asyncc $level -run: status $rc (124: timed out after ${limit}s)"
		status=1
	elif ! diff "$out/mlir$level.out" "$out/asyncc$level.out" > "$out/diff$level"; then
		echo "FAIL: asyncc $level prints other lines than MLIR 19's build; the first differences (line: what it prints: MLIR 19 | asyncc):"
		"$PYTHON3" "$here/edges_gen.py" --labels > "$out/labels"
		paste -d'|' "$out/labels" "$out/mlir$level.out" "$out/asyncc$level.out" |
			awk -F'|' '$2 != $3 { print NR ": " $1 ": " $2 " | " $3; if (++n == 20) exit }'
		[ "$(wc -l < "$out/mlir$level.out")" = "$(wc -l < "$out/asyncc$level.out")" ] ||
			echo "(and the outputs have $(wc -l < "$out/mlir$level.out") and $(wc -l < "$out/asyncc$level.out") lines)"
		status=1
	else
		echo "ok: $level: $(wc -l < "$out/asyncc$level.out") lines, the same as MLIR 19's"
	fi
done
exit $status
