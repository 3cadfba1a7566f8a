#!/bin/bash
# mlir-cpu-runner -shared-libs=libasyncrt.so runs async programs: the
# runner finds the mlirAsyncRuntime* and print* symbols in libasyncrt
# alone, and its __mlir_execution_engine_destroy hook stops the pool
# before the runner unmaps the compiled code.  Each program runs a few
# times: without the hook a worker finishing a coroutine after main
# returned crashed now and then.
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
	for run in 1 2 3 4 5; do
		# The JIT needs the coroutine passes that -O3 brings in.
		"$MLIR_CPU_RUNNER" -O3 -e main -entry-point-result=i32 \
			-shared-libs="$lib" "$scratch/$name.llvm.mlir" >"$scratch/$name.out" ||
			fail "$name: mlir-cpu-runner failed (run $run)"
		"$FILECHECK" --input-file="$scratch/$name.out" "$src" || fail "$name: output"
	done
	echo "ok: $name"
done
