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
lib="$abs_top_builddir/runtime/.libs/libasyncrt.so"
[ -e "$lib" ] || skip "no shared libasyncrt"
# A sanitizer build's libasyncrt needs the sanitizer runtime, which
# mlir-cpu-runner (not built with it) lacks: it is preloaded, from the
# compiler that built libasyncrt.
preload=
if [ -n "$SANITIZE_CFLAGS" ]; then
	case $SANITIZE_CFLAGS in
	*address*) rts="libclang_rt.asan-$(uname -m).so libasan.so" ;;
	*thread*) rts="libclang_rt.tsan-$(uname -m).so libtsan.so" ;;
	*) rts="libclang_rt.ubsan_standalone-$(uname -m).so libubsan.so" ;;
	esac
	for rt in $rts; do
		f=$($CC -print-file-name="$rt")
		if [ "$f" != "$rt" ] && [ -e "$f" ]; then
			preload=$f
			break
		fi
	done
	[ -n "$preload" ] || skip "$CC has no shared sanitizer runtime ($rts) to preload into mlir-cpu-runner"
fi
for name in group func; do
	src="$srcdir_rt/mlir/$name.mlir"
	"$MLIR_OPT" --pass-pipeline="$(cat "$abs_top_srcdir/bench/mlir19-pipeline.txt")" \
		"$src" >"$scratch/$name.llvm.mlir" || fail "$name: mlir-opt failed"
	for run in 1 2 3 4 5; do
		# The JIT needs the coroutine passes that -O3 brings in.
		# A deadlock fails (timeout's status 124) rather than hang.
		timeout 120 env ${preload:+LD_PRELOAD="$preload"} "$MLIR_CPU_RUNNER" -O3 -e main -entry-point-result=i32 \
			-shared-libs="$lib" "$scratch/$name.llvm.mlir" >"$scratch/$name.out" ||
			fail "$name: mlir-cpu-runner failed (run $run, status $?; 124: timed out)"
		"$FILECHECK" --input-file="$scratch/$name.out" "$src" || fail "$name: output"
	done
	echo "ok: $name"
done
