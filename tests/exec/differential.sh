#!/bin/bash
# Differential test: every program below runs three ways, and the outputs
# must be identical but for heap addresses:
#   asyncc       asyncc alone, against libasyncrt;
#   mlir+asyncc  taken to the runtime level by mlir-opt-19 (the passes
#                asyncc's lowering mirrors), then asyncc's back end;
#   mlir         MLIR 19's own pipeline (mlir-opt, mlir-translate, opt,
#                llc) linked with MLIR's runtime and runner utilities.  (mlir-cpu-runner would do as the oracle, but its JIT
# crashes now and then when a program's worker threads are still busy as
# it compiles its exit code.)  Async programs are
# taken to the runtime level by mlir-opt for asyncc until asyncc lowers
# the async dialect itself.
set -u
: "${abs_top_builddir:?tests/env.sh was not sourced}"
here=$(cd "$(dirname "$0")" && pwd)
set -o pipefail
# As in tests/lit.sh: asyncc's programs must leave no runtime object alive.
export ASYNCRT_CHECK_LEAKS="${ASYNCRT_CHECK_LEAKS-1}"
. "$abs_top_srcdir/tests/need.sh"
for tool in MLIR_OPT MLIR_TRANSLATE LLVM_OPT LLC; do
	need_tool "$tool" "${!tool}"
done
need_file libasyncrt "$ASYNCRT_DIR/libasyncrt.so.1"
mlib=$MLIR_LIBDIR
for lib in mlir_c_runner_utils mlir_runner_utils mlir_async_runtime mlir_float16_utils; do
	if [ ! -e "$mlib/lib$lib.so" ] && ! ls "$mlib"/lib$lib.so.* >/dev/null 2>&1; then
		cannot_run "needs MLIR's lib$lib in $mlib"
	fi
done
mlir_libs=$(for lib in mlir_c_runner_utils mlir_runner_utils mlir_async_runtime mlir_float16_utils; do
	ls "$mlib"/lib$lib.so* | head -1; done)

# MLIR's pipeline: linalg and affine ops to loops first (as asyncc's
# first passes do), then arith-expand for ceildivsi and friends, which
# convert-arith-to-llvm leaves alone, the math and index dialects
# lowered as asyncc lowers them (intrinsics first, then integer powers as
# functions, then the C library for what is left),
# convert-vector-to-scf, which unrolls vector.print of vectors for
# convert-vector-to-llvm, expand-realloc (before scf goes, as it makes an
# scf.if), expand-strided-metadata and lower-affine for the memref
# views, and arith lowered before memref, as finalize-memref-to-llvm
# lowers a generic_atomic_rmw only once its body is LLVM already.
full="builtin.module(convert-linalg-to-loops,lower-affine,func.func(arith-expand),convert-math-to-llvm,convert-math-to-funcs,convert-math-to-libm,convert-index-to-llvm,expand-realloc,async-func-to-async-runtime,async-to-async-runtime,func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt),convert-vector-to-scf,func.func(convert-scf-to-cf),convert-async-to-llvm,expand-strided-metadata,lower-affine,func.func(convert-arith-to-llvm),finalize-memref-to-llvm,convert-vector-to-llvm,func.func(convert-arith-to-llvm),convert-func-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts)"
to_runtime=$(cat "$here/Inputs/async-to-runtime.txt")
out="$abs_top_builddir/tests/Output/differential"
rm -rf "$out"
mkdir -p "$out"
addresses='s/base@ = 0x[0-9a-f]*/base@ = ADDR/'
printf 'void mlir_main(void);\nint main(void) { mlir_main(); return 0; }\n' > "$out/main.c"
# Every run has a time limit: a deadlock fails (status 124) instead of
# hanging the suite.
limit=${ASYNCC_TEST_TIMEOUT:-60}
status=0 compared=0
progs="arith_int arith_float print cf scf memref async_runtime coro async_func async_execute benchmarks vector vector_frame math index scalar_cf llvm_arith llvm_memory llvm_control llvm_intrinsics affine linalg linalg_named linalg_async
              memref_views memref_copy memref_scopes memref_globals memref_atomic memref_async memref_runner_utils"
for prog in $progs; do
	src="$here/$prog.mlir"
	for level in -O0 -O2; do
		timeout "$limit" "$ASYNCC" $level -run "$src" | sed "$addresses" > "$out/$prog$level.asyncc"
		a=$?
		# async_runtime is written at the runtime level, reference
		# counts included: mlir-opt has nothing to do.
		case $prog in
		async_runtime) cp "$src" "$out/$prog.rt.mlir" ;;
		*) "$MLIR_OPT" --pass-pipeline="$to_runtime" "$src" -o "$out/$prog.rt.mlir" ;;
		esac &&
		timeout "$limit" "$ASYNCC" $level -run "$out/$prog.rt.mlir" | sed "$addresses" > "$out/$prog$level.mlir+asyncc"
		c=$?
		# MLIR's @main returns void, which leaves the exit status to
		# chance: it is renamed and called from a C main returning 0.
		"$MLIR_OPT" --pass-pipeline="$full" "$src" |
			"$MLIR_TRANSLATE" --mlir-to-llvmir |
			sed 's/^define void @main()/define void @mlir_main()/' |
			"$LLVM_OPT" $level |
			"$LLC" $level -filetype=obj -relocation-model=pic -o "$out/$prog$level.o" &&
		${CC:-cc} "$out/$prog$level.o" "$out/main.c" $mlir_libs -Wl,-rpath,"$mlib" -lm -o "$out/$prog$level" &&
		timeout "$limit" "$out/$prog$level" | sed "$addresses" > "$out/$prog$level.mlir"
		b=$?
		if [ $a != 0 ] || [ $b != 0 ] || [ $c != 0 ]; then
			echo "FAIL: $prog $level: exit status $a (asyncc), $c (mlir+asyncc), $b (mlir) (124: timed out after ${limit}s)"
			status=1
		elif ! diff -u "$out/$prog$level.mlir" "$out/$prog$level.asyncc" ||
		     ! diff -u "$out/$prog$level.mlir" "$out/$prog$level.mlir+asyncc"; then
			echo "FAIL: $prog $level: outputs differ"
			status=1
		else
			echo "ok: $prog $level ($(wc -l < "$out/$prog$level.asyncc") lines)"
			compared=$((compared + 1))
		fi
	done
done
echo "differential: $compared of $(($(wc -w <<<"$progs") * 2)) programs and levels print the same three ways"
exit $status
