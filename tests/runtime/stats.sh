#!/bin/bash
# ASYNCRT_STATS=1: the summary of a known program adds up.  stats_demo N
# queues N tasks (asyncrt_execute), each completing a token of a group
# main awaits, so: exactly N tasks run and N queued; the per-thread rows
# sum to the totals; at most one await (main's, on the group).  Without
# the variable nothing is printed; the program's output never changes.
. "$abs_top_srcdir/tests/runtime/common.sh"
demo="$abs_top_builddir/tests/runtime/stats_demo"
for w in 1 4; do
	ASYNCRT_NUM_THREADS=$w ASYNCRT_STATS=1 timeout 60 "$demo" 1000 > "$scratch/out" 2> "$scratch/err" ||
		{ cat "$scratch/err"; fail "$w workers: exit status $?"; }
	[ "$(cat "$scratch/out")" = "ran 1000" ] || fail "$w workers: output changed"
	awk -v w="$w" '
	/^asyncrt: stats: [0-9]+ tasks run/ {
		total = 1; tasks = $3; queued = $6; awaits = $14
		if (tasks != 1000) { print "tasks run " tasks ", want 1000"; bad = 1 }
		if (queued != 1000) { print "queued " queued ", want 1000"; bad = 1 }
		if (awaits != 1) { print "awaits " awaits ", want 1"; bad = 1 }
	}
	/^asyncrt: stats: (worker|client)/ { rows_tasks += $5; rows_spawns += $6; rows++ }
	END {
		if (!total) { print "no totals line"; exit 1 }
		if (rows_tasks != 1000 || rows_spawns != 1000) {
			print "rows add up to " rows_tasks " tasks, " rows_spawns " queued"; exit 1
		}
		# A row per thread that did something: main, and the workers that
		# had started before the program ended (a late one may not have).
		if (rows < 2 || rows > w + 1) { print rows " rows, want 2 to " w + 1; exit 1 }
		exit bad
	}' "$scratch/err" || { cat "$scratch/err"; fail "$w workers: the figures do not add up"; }
	echo "ok: $w workers"
done
timeout 60 "$demo" 10 > "$scratch/out" 2> "$scratch/err" || fail "without stats: exit status $?"
[ -s "$scratch/err" ] && fail "without ASYNCRT_STATS something was printed"
echo "ok: off"
exit 0
