# Helpers for the reference counting shell tests (after tests/env.sh).
#
#   scratch              this test's scratch directory (fresh)
#   need_mlir_pipeline   skip (77) unless MLIR 19's tools were found
#   lower_to_runtime IN  mlir-opt-19's async lowering of IN, on stdout
#   compile_counted IN OUT  runtime-level IN (counted) -> object, by the
#                        rest of MLIR's pipeline
#   compile_reference IN OUT  IN -> object by MLIR's whole pipeline
#   link_prog OUT OBJ    link against libasyncrt when built here, else
#                        against MLIR's runtime; sets leak_check
#   run_checked PROG        run it with ASYNCRT_CHECK_LEAKS=1; fail on a
#                        signal or a leak report
#   run_valgrind PROG    run it under valgrind, failing on memory errors
test_name=$(basename "$0" .sh)
scratch="$abs_top_builddir/tests/Output/refcount-$test_name.dir"
rm -rf "$scratch"
mkdir -p "$scratch"

. "$abs_top_srcdir/tests/need.sh"
# A test that cannot run: SKIP locally, FAIL under CI=true (need.sh).
skip() { cannot_run "$*"; }

# The pipeline of bench/mlir19-pipeline.txt, split where asyncc's pass
# takes the place of MLIR's reference counting (arith-expand for
# the ceildivui of asyncc's parallel loops, which convert-arith-to-llvm
# leaves alone unless its operands fold).
mlir_lowering='async-func-to-async-runtime,async-to-async-runtime'
mlir_counting='func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt)'
mlir_rest='func.func(arith-expand,convert-scf-to-cf),convert-async-to-llvm,finalize-memref-to-llvm,convert-vector-to-llvm,func.func(convert-arith-to-llvm),convert-func-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts'

need_mlir_pipeline() {
	for v in MLIR_OPT MLIR_TRANSLATE LLVM_OPT LLC FILECHECK; do
		[ -n "${!v:-}" ] || skip "needs ${v} (mlir-19-tools / llvm-19), which configure did not find"
	done
	# The programs run on libasyncrt, whose leak check is what shows a
	# count wrong: without it they would pass checking less.
	rt_la="$abs_top_builddir/runtime/libasyncrt.la"
	[ -e "$rt_la" ] || skip "needs libasyncrt (its leak check), not built in this tree"
	leak_check=yes
}

# Passes run before MLIR's async lowering, in both MLIR pipelines
# (oracle.sh sets them per program).
mlir_prepass=

lower_to_runtime() {
	"$MLIR_OPT" --pass-pipeline="builtin.module(${mlir_prepass:+$mlir_prepass,}$mlir_lowering)" "$1"
}

# MLIR lowers a `func.func @main()` without results to `void main()`,
# whose exit status is whatever is left in a register: it can look like a
# signal (>= 128), and does in sanitizer builds.  Such a main is renamed
# and called from an `int main()` that returns 0.
void_main_wrapper='
/^define void @main\(\)/ { sub(/@main\(\)/, "@mlir_main()"); wrap = 1 }
{ print }
END { if (wrap) print "define i32 @main() {\n  call void @mlir_main()\n  ret i32 0\n}" }'

llvm_tail() {
	"$MLIR_TRANSLATE" --mlir-to-llvmir | awk "$void_main_wrapper" | "$LLVM_OPT" -O2 |
		"$LLC" -O2 -filetype=obj --relocation-model=pic -o "$1"
}

compile_counted() {
	"$MLIR_OPT" --pass-pipeline="builtin.module($mlir_rest)" "$1" | llvm_tail "$2"
}

compile_reference() {
	"$MLIR_OPT" --pass-pipeline="builtin.module(${mlir_prepass:+$mlir_prepass,}$mlir_lowering,$mlir_counting,$mlir_rest)" "$1" |
		llvm_tail "$2"
}

link_prog() {
	if [ -n "$leak_check" ]; then
		"$abs_top_builddir/libtool" --quiet --tag=CC --mode=link $CC $SANITIZE_CFLAGS -o "$1" "$2" "$rt_la"
	else
		$CC -o "$1" "$2" "$MLIR_LIBDIR/libmlir_async_runtime.so.19.1" \
			"$MLIR_LIBDIR/libmlir_c_runner_utils.so.19.1" -Wl,-rpath,"$MLIR_LIBDIR"
	fi
}

# Run a program; fail unless it exits 0 (a void @main is called from an
# int main returning 0, void_main_wrapper: its status is no noise), and
# on a leak report.  A timeout (124) or a signal fails.
run_checked() {
	local rc
	ASYNCRT_CHECK_LEAKS=1 timeout 60 "$1" 2>"$1.stderr"
	rc=$?
	cat "$1.stderr" >&2
	[ $rc -eq 0 ] || return 1
	! grep -q 'leak check' "$1.stderr"
}

run_valgrind() {
	# Run the real program, not libtool's wrapper script.
	local prog=$1 real rc
	real="$(dirname "$prog")/.libs/$(basename "$prog")"
	[ -x "$real" ] && prog=$real
	LD_LIBRARY_PATH="$abs_top_builddir/runtime/.libs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
	ASYNCRT_CHECK_LEAKS=1 timeout 300 "$VALGRIND" -q --error-exitcode=99 "$prog" >/dev/null 2>"$1.vgerr"
	rc=$?
	cat "$1.vgerr" >&2
	[ $rc -ne 99 ] && [ $rc -lt 124 ] && ! grep -q 'leak check' "$1.vgerr"
}
