#!/bin/bash
# The program corpus, tests/programs/*.mlir, through asyncc's own back
# end (tests/lower/oracle.sh runs it through MLIR's): each program is
# compiled at -O0 and at -O2 and run with 1 and 4 workers, and JIT-run
# (asyncc -run) at both levels, all under ASYNCRT_CHECK_LEAKS=1 and a
# time limit.  Every run must exit 0 with nothing on stderr, and print
# exactly the program's CHECK lines (tests/check-exact.sh: whole lines,
# in order, no other line, empty ones included), so a transposed digit,
# a missing or an extra line fails.  A timeout is a
# failure (status 124: a deadlock, or a program that never ends).
# "// ASYNCC-FLAGS:" lines give a program's own flags.
set -u
: "${ASYNCC:?tests/env.sh was not sourced}"
. "$abs_top_srcdir/tests/need.sh"
need_tool FileCheck "$FILECHECK"
need_file libasyncrt "$ASYNCRT_DIR/libasyncrt.so.1"
tmp="$abs_top_builddir/tests/Output/programs.dir"
rm -rf "$tmp"
mkdir -p "$tmp"
export ASYNCRT_CHECK_LEAKS=1
limit=${ASYNCC_TEST_TIMEOUT:-60}
progs=0 runs=0 failed=0

# run WHAT PROG CMD...: run CMD under the limit; its output must be the
# CHECK lines of PROG exactly.
run() {
	local what=$1 prog=$2 rc
	shift 2
	runs=$((runs + 1))
	timeout "$limit" "$@" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	if [ $rc -eq 124 ]; then
		echo "FAIL: $what: timed out after ${limit}s"
	elif [ $rc -ne 0 ]; then
		echo "FAIL: $what: exit status $rc"
	elif [ -s "$tmp/err" ]; then
		echo "FAIL: $what: wrote to stderr"
	elif ! bash "$abs_top_srcdir/tests/check-exact.sh" --dump-input=never "$prog" \
	         <"$tmp/out" 2>"$tmp/fc"; then
		echo "FAIL: $what: output does not match the CHECK lines"
		head -6 "$tmp/fc"
	else
		return 0
	fi
	head -10 "$tmp/err"
	failed=$((failed + 1))
	return 1
}

for prog in "$abs_top_srcdir"/tests/programs/*.mlir; do
	name=$(basename "$prog" .mlir)
	progs=$((progs + 1))
	grep -q '// CHECK' "$prog" || { echo "FAIL: $name: no CHECK lines"; failed=$((failed + 1)); continue; }
	flags=$(sed -n 's|^// ASYNCC-FLAGS:||p' "$prog")
	ok=1
	for opt in -O0 -O2; do
		# shellcheck disable=SC2086
		if ! "$ASYNCC" $opt $flags "$prog" -o "$tmp/$name$opt" 2>"$tmp/err"; then
			echo "FAIL: $name: asyncc $opt $flags does not compile it:"
			head -10 "$tmp/err"
			failed=$((failed + 1))
			ok=0
			continue
		fi
		for w in 1 4; do
			ASYNCRT_NUM_THREADS=$w run "$name, compiled $opt, $w worker(s)" "$prog" "$tmp/$name$opt" || ok=0
		done
		# shellcheck disable=SC2086
		run "$name, asyncc $opt -run" "$prog" "$ASYNCC" $opt $flags -run "$prog" || ok=0
	done
	[ $ok -eq 1 ] && echo "ok: $name (-O0, -O2; compiled with 1 and 4 workers, and -run)"
done
echo "programs: $progs programs, $runs runs, $failed failed"
[ $failed -eq 0 ] && [ $progs -gt 0 ]
