#!/bin/bash
# mlir-cpu-runner -shared-libs=libasyncrt.so runs async programs: the
# runner finds the mlirAsyncRuntime* and print* symbols in libasyncrt
# alone.  (libasyncrt has no __mlir_execution_engine_init: that hook
# takes an llvm::StringMap, a C++ type; without it the runner resolves
# symbols from the library's exports, which is all that is needed.)
. "$abs_top_srcdir/tests/runtime/common.sh"
need_mlir
[ -n "$MLIR_CPU_RUNNER" ] || skip "needs mlir-cpu-runner-19"
[ -n "$FILECHECK" ] || skip "needs FileCheck"
[ -z "$SANITIZE_CFLAGS" ] || skip "a sanitizer-built libasyncrt cannot be dlopened by mlir-cpu-runner"
lib="$abs_top_builddir/runtime/.libs/libasyncrt.so"
[ -e "$lib" ] || skip "no shared libasyncrt"
for name in group func; do
	src="$srcdir_rt/mlir/$name.mlir"
	"$MLIR_OPT" --pass-pipeline="$(cat "$abs_top_srcdir/bench/mlir19-pipeline.txt")" \
		"$src" >"$scratch/$name.llvm.mlir" || fail "$name: mlir-opt failed"
	# The JIT needs the coroutine passes that -O3 brings in.
	"$MLIR_CPU_RUNNER" -O3 -e main -entry-point-result=i32 \
		-shared-libs="$lib" "$scratch/$name.llvm.mlir" >"$scratch/$name.out" ||
		fail "$name: mlir-cpu-runner failed"
	"$FILECHECK" --input-file="$scratch/$name.out" "$src" || fail "$name: output"
	echo "ok: $name"
done
