#!/bin/bash
# The printers are line-atomic (runtime/print.c): print_lines prints from
# 8 threads and 8 runtime tasks at once, six printer calls per line, and
# the output must be exactly the lines printed, whole: the same multiset
# of lines as print_lines means to print, every memref's three lines
# together, the main thread's printer and printf lines in program order,
# and the partial lines left at thread exit and at exit written.  Run
# with 1 and 4 workers, and with stdout a pipe and a file.
. "$abs_top_srcdir/tests/runtime/common.sh"
prog="$abs_top_builddir/tests/runtime/print_lines"
[ -x "$prog" ] || fail "$prog not built"

# What print_lines prints, sorted, addresses replaced.
awk 'BEGIN {
	for (t = 1; t <= 16; t++)
		for (i = 0; i < 2000; i++) {
			printf "( %d, %d )\n", t, i
			if (i % 500 == 0)
				printf "Unranked Memref base@ = ADDR rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data = \n[[%d,   %d], \n [%d,   7]]\n", t, -t, t * 1000
		}
	for (i = 0; i < 2000; i++)
		printf (i % 2 ? "printf %d\n" : "main %d\n"), i
	print "late"
	print "tail"
}' | LC_ALL=C sort >"$scratch/want"

runs=0
check() {
	local how=$1 out=$2
	runs=$((runs + 1))
	# The last line has no newline ("tail" at exit): add one to compare.
	{ sed 's/0x[0-9a-f]*/ADDR/' "$out"; [ -z "$(tail -c 1 "$out")" ] || echo; } >"$out.n"
	LC_ALL=C sort "$out.n" | diff "$scratch/want" - >"$out.diff" ||
		{ head -20 "$out.diff"; fail "$how: not the lines printed ($(grep -c '^[<>]' "$out.diff") lines differ)"; }
	[ "$(tail -c 4 "$out")" = tail ] || fail "$how: the partial line at exit is not last"
	# A memref printed in one call stays in one piece.
	awk '/^Unranked/ { getline a; getline b
	                   if (a !~ /^\[\[/ || b !~ /^ \[/) { print "cut: " $0 " / " a " / " b; bad = 1 } }
	     END { exit bad }' "$out.n" || fail "$how: a memref was cut"
	# The main thread's lines in program order, printf's among them.
	grep -E '^(main|printf) ' "$out.n" | awk '{ print $2 }' >"$out.main"
	seq 0 1999 | cmp -s - "$out.main" || fail "$how: the main thread's printer and printf lines are out of order"
}
for w in 1 4; do
	ASYNCRT_NUM_THREADS=$w ASYNCRT_CHECK_LEAKS=1 timeout 60 "$prog" >"$scratch/file.$w" ||
		fail "print_lines with $w worker(s) to a file: exit status $?"
	check "$w worker(s), to a file" "$scratch/file.$w"
	ASYNCRT_NUM_THREADS=$w ASYNCRT_CHECK_LEAKS=1 timeout 60 "$prog" | cat >"$scratch/pipe.$w"
	rc=${PIPESTATUS[0]}
	[ "$rc" -eq 0 ] || fail "print_lines with $w worker(s) to a pipe: exit status $rc"
	check "$w worker(s), to a pipe" "$scratch/pipe.$w"
done
echo "ok: $runs runs, $(wc -l <"$scratch/want") lines each, whole and in order"
