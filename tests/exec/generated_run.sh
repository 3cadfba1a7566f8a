#!/bin/bash
# Runnable programs from fuzz/gen.c for fixed seeds, compiled by asyncc at
# -O0 and -O2 and run with 1, 2 and 4 workers under ASYNCRT_CHECK_LEAKS=1
# and a time limit (a timeout fails: a deadlock must not hang the suite).
# Every run must exit 0, write nothing to stderr, and print exactly what
# the oracle prints, line for line: a generated program prints from @main
# alone, at its end, the sums of what its print sites computed (an op on
# two values, not a constant; fuzz/gen.h), so its output is the same on
# every run, in the same order.
#
# Two oracles, neither of them asyncc:
#   - The C reference: `asyncc-gen -r [-m] -C SEED` writes, beside every
#     program, a sequential C program that prints what it prints (each
#     async.execute run to its end where it is; gen.c's "C reference"
#     says why every schedule prints the same), built by the system C
#     compiler (-O0 -fwrapv -ffp-contract=off); it has no threads and
#     links no async runtime.  It is the oracle of the
#     programs MLIR cannot build, and is itself checked against MLIR's
#     build wherever there is one: a wrong C emitter fails here too.
#   - MLIR 19's own pipeline, for the `asyncc-gen -r -m SEED` programs,
#     which keep to what MLIR lowers: each is
#     built by mlir-opt-19 (async-func-to-async-runtime,
#     async-to-async-runtime, then the LLVM conversions), mlir-translate,
#     opt and llc, and must build and run.  Without MLIR's reference
#     counting: MLIR 19's frees a value too early in some of these
#     programs (-m seed 29 dies awaiting a freed value), and the oracle
#     needs the values, not the memory back.  Linked with libasyncrt,
#     its leak check off, not with MLIR's runtime (libmlir_async_runtime),
#     which cannot run these programs, for two reasons of its own (seen
#     with gdb in the hung programs, and each shown by a small program):
#     1. Its pool is an llvm::ThreadPool of one thread per CPU the
#        process may use, and a blocking await (what async.await is
#        outside a coroutine: in a func.func that an async.execute
#        calls) holds its thread on a condition variable.  Tasks that
#        each start a task and wait for it in such a function take all
#        the threads and wait for tasks queued behind them: 8 of them
#        hung in each of 5 runs on 2 CPUs (not with 64, nor on
#        libasyncrt, whose blocked workers get a stand-in).
#     2. Completing a token or value runs the coroutines that wait for
#        it right there, holding the object's std::mutex.  A coroutine
#        so resumed that awaits the same object again locks that mutex a
#        second time on the same thread: `%u = async.execute [%t] {
#        async.await %t ... }` hung in each of 5 runs, %t still running
#        as %u starts.
#     Programs here do both.  With the pool made large (sched_getaffinity
#     made to say 64 CPUs), 9 of the 10 default -m programs still hung in
#     each of 5 runs (the other in 2): threads wait for a mutex in
#     mlirAsyncRuntimeAwaitTokenAndExecute or ...AwaitAllInGroupAndExecute
#     under coroutines resumed inline by completions, the rest of the
#     pool idle.
#     So the oracle is MLIR's code generation; libasyncrt is checked
#     against MLIR's runtime by tests/runtime/mlir_compat.sh (programs
#     with neither pattern), and its printers byte for byte by
#     tests/runtime/print_diff.sh.
#   - `asyncc-gen -r SEED` programs use what asyncc goes past MLIR with
#     (tokens in block arguments and scf results, awaits inside scf in
#     coroutines, -feliminate-blocking-await); MLIR is tried, and where
#     it cannot build one, every build, level and pool size must print
#     what its C reference prints; the summary counts them apart.
# ASYNCC_GEN_RUNS=N and ASYNCC_GEN_MLIR_RUNS=N run more seeds of each.
set -u
: "${ASYNCC:?tests/env.sh was not sourced}"
gen=$abs_top_builddir/fuzz/asyncc-gen
[ -x "$gen" ] || { echo "FAIL: $gen not built"; exit 1; }
. "$abs_top_srcdir/tests/need.sh"
need_file libasyncrt "$ASYNCRT_DIR/libasyncrt.so.1"
for tool in MLIR_OPT MLIR_TRANSLATE LLVM_OPT LLC; do
	need_tool "$tool" "${!tool}"
done
have_mlir=yes
tmp="$abs_top_builddir/tests/Output/generated_run.dir"
rm -rf "$tmp"
mkdir -p "$tmp"
n=${ASYNCC_GEN_RUNS:-6} nm=${ASYNCC_GEN_MLIR_RUNS:-10}
limit=${ASYNCC_TEST_TIMEOUT:-60}
export ASYNCRT_CHECK_LEAKS=1
failed=0 runs=0 by_mlir=0 by_c=0 c_agrees=0

# MLIR 19's lowering and LLVM conversion, without reference counting.
mlir_pipeline='builtin.module(async-func-to-async-runtime,async-to-async-runtime,func.func(convert-scf-to-cf),convert-async-to-llvm,finalize-memref-to-llvm,convert-vector-to-llvm,func.func(convert-arith-to-llvm),convert-func-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts)'
# MLIR makes `func.func @main()` a void main, whose exit status is noise:
# it is renamed and called from a main returning 0.
void_main_wrapper='
/^define void @main\(\)/ { sub(/@main\(\)/, "@mlir_main()"); wrap = 1 }
{ print }
END { if (wrap) print "define i32 @main() {\n  call void @mlir_main()\n  ret i32 0\n}" }'

# mlir_build PROG EXE: PROG through MLIR's pipeline; the first line of
# mlir-opt's complaint in $tmp/mlir.err when it cannot.
mlir_build() {
	# In a subshell, so that a crash of mlir-opt is reported in
	# mlir.err, not by this shell.
	(
		"$MLIR_OPT" --pass-pipeline="$mlir_pipeline" "$1" -o "$2.ll.mlir" 2>"$tmp/mlir.err"
		rc=$?
		[ $rc -lt 128 ] || echo "error: mlir-opt-19 crashed (signal $((rc - 128)))" >"$tmp/mlir.err"
		exit $rc
	) 2>/dev/null &&
	"$MLIR_TRANSLATE" --mlir-to-llvmir "$2.ll.mlir" | awk "$void_main_wrapper" |
		"$LLVM_OPT" -O0 | "$LLC" -O0 -filetype=obj --relocation-model=pic -o "$2.o" &&
	${CC:-cc} ${SANITIZE_CFLAGS:-} "$2.o" -o "$2" -L"$ASYNCRT_DIR" -lasyncrt -Wl,-rpath,"$ASYNCRT_DIR"
}

# run WHAT OUT CMD...: run under the limit, stdout into OUT.
run() {
	local what=$1 out=$2 rc
	shift 2
	runs=$((runs + 1))
	timeout "$limit" "$@" >"$out.raw" 2>"$tmp/err"
	rc=$?
	if [ $rc -eq 124 ]; then
		echo "FAIL: $what: timed out after ${limit}s (a deadlock?)"
	elif [ $rc -ne 0 ]; then
		echo "FAIL: $what: exit status $rc"
	elif [ -s "$tmp/err" ]; then
		echo "FAIL: $what: wrote to stderr"
	else
		mv "$out.raw" "$out"
		return 0
	fi
	head -5 "$tmp/err"
	failed=$((failed + 1))
	return 1
}

# c_reference NAME GEN-ARGS...: the program's C reference, built by the
# system C compiler and run, its output in $tmp/NAME.cref.
c_reference() {
	local name=$1 c="$tmp/$1.c"
	shift
	if ! "$gen" -C "$@" >"$c"; then
		echo "FAIL: asyncc-gen -C $*"
	elif ! timeout "$limit" ${CC:-cc} -O0 -fwrapv -ffp-contract=off -w "$c" -o "$c.exe" 2>"$tmp/err"; then
		echo "FAIL: $name: its C reference does not compile:"
		head -5 "$tmp/err"
	else
		run "$name: its C reference" "$tmp/$name.cref" "$c.exe"
		return
	fi
	failed=$((failed + 1))
	return 1
}

# program NAME GEN-ARGS...: generate, find the oracle, run asyncc's builds.
program() {
	local name=$1 p="$tmp/$1.mlir" flags ref oracle opt w before=$failed
	shift
	"$gen" "$@" >"$p" || { echo "FAIL: asyncc-gen $*"; failed=$((failed + 1)); return; }
	flags=$(sed -n '1s/.*compile with //p' "$p")
	c_reference "$name" "$@" || return
	ref="$tmp/$name.cref" oracle="its C reference"
	if [ -n "$have_mlir" ] && [ -z "$flags" ] && mlir_build "$p" "$tmp/$name.mlir.exe"; then
		# Built without reference counting, it leaks by design: neither
		# libasyncrt's leak check nor LeakSanitizer's applies.
		ASYNCRT_CHECK_LEAKS=0 ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0 \
			run "$name: MLIR 19's build" "$tmp/$name.ref" "$tmp/$name.mlir.exe" || return
		by_mlir=$((by_mlir + 1))
		if cmp -s "$tmp/$name.ref" "$ref"; then
			c_agrees=$((c_agrees + 1))
			oracle="MLIR 19's build and its C reference"
		else
			echo "FAIL: $name: its C reference prints other lines than MLIR 19's build (< MLIR, > C):"
			diff "$tmp/$name.ref" "$ref" | grep '^[<>]' | head -6
			failed=$((failed + 1))
			oracle="MLIR 19's build"
		fi
		ref="$tmp/$name.ref"
	else
		case $* in
		*-m*) echo "FAIL: $name: MLIR 19 cannot build this MLIR-compatible program: $(grep -m1 -o 'error: .*' "$tmp/mlir.err")"
		      failed=$((failed + 1))
		      return ;;
		esac
		if [ -n "$flags" ]; then
			echo "note: $name: MLIR 19's pipeline has no $flags: checked against its C reference"
		else
			echo "note: $name: MLIR 19 cannot compile it ($(grep -m1 -o 'error: .*' "$tmp/mlir.err")): checked against its C reference"
		fi
		by_c=$((by_c + 1))
	fi
	for opt in -O0 -O2; do
		# shellcheck disable=SC2086
		if ! "$ASYNCC" $opt $flags "$p" -o "$tmp/$name$opt" 2>"$tmp/err"; then
			echo "FAIL: asyncc $opt $flags on $name:"
			head -5 "$tmp/err"
			failed=$((failed + 1))
			continue
		fi
		for w in 1 2 4; do
			run "$name, $opt, $w worker(s)" "$tmp/out" env ASYNCRT_NUM_THREADS=$w "$tmp/$name$opt" || continue
			if ! cmp -s "$ref" "$tmp/out"; then
				echo "FAIL: $name, $opt, $w worker(s) prints other lines than $oracle (< $oracle, > this run):"
				diff "$ref" "$tmp/out" | grep '^[<>]' | head -6
				failed=$((failed + 1))
			fi
		done
	done
	[ $failed -eq $before ] && echo "ok: $name: $(wc -l <"$ref") lines, the same as $oracle's in every run"
}

for seed in $(seq 1 "$nm"); do
	program "mlir-$seed" -r -m "$seed"
done
for seed in $(seq 1 "$n"); do
	program "gen-$seed" -r "$seed"
done
echo "generated programs: $((n + nm)) ($by_mlir checked against MLIR 19's build, its C reference agreeing on $c_agrees; $by_c that MLIR cannot build against their C reference), $runs runs, $failed failed"
[ $by_mlir -gt 0 ] || { echo "FAIL: no program was checked against MLIR 19"; failed=$((failed + 1)); }
[ $failed -eq 0 ]
