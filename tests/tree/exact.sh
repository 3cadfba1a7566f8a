#!/bin/bash
# A program's output is compared whole: no tests/exec/*.mlir pipes what a
# program prints into plain FileCheck, which finds its CHECK lines as
# substrings and lets extra lines by; tests/check-exact.sh
# (FileCheckExact) compares every line, in order.  A RUN line runs a
# program when a stage of the pipeline before FileCheck is "asyncc ...
# -run", the test's own executable (%t...), or a program under a
# debugger.  The allowed exceptions are listed below with their reason.
set -u
: "${abs_top_srcdir:?tests/env.sh was not sourced}"
cd "$abs_top_srcdir/tests/exec" || exit 1

# FILE:PREFIX, a tab, why its output is not compared whole.
allowed="gdb.mlir:CHECK	the debugger's own output (breakpoints, listings, frames, addresses), which varies with gdb's version; not the program's
run_entry.mlir:NOMAIN	asyncc's own error for a module without @main: no program runs"

# FILE:PREFIX: COMMAND for each pipe of a program's output into FileCheck.
# RUN lines ending in a backslash go on on the next RUN line.
plain=$(awk '
	FNR == 1 { cmd = "" }
	/\/\/ RUN:/ {
		s = $0; sub(/.*\/\/ RUN:[ \t]*/, "", s); cmd = cmd s
		if (cmd ~ /\\$/) { sub(/\\$/, " ", cmd); next }
		n = split(cmd, pipelines, /&&|\|\||;/)
		for (i = 1; i <= n; i++) {
			m = split(pipelines[i], stages, "|")
			prog = 0
			for (j = 1; j <= m; j++) {
				st = stages[j]
				if (st ~ /^[ \t]*FileCheck([ \t]|$)/ && prog) {
					prefix = "CHECK"
					if (match(st, /--check-prefix(es)?=[A-Za-z0-9_-]+/))
						{ prefix = substr(st, RSTART, RLENGTH); sub(/.*=/, "", prefix) }
					printf "%s:%s: %s\n", FILENAME, prefix, cmd
				}
				w = st; sub(/^[ \t]*/, "", w)
				while (w ~ /^([A-Za-z_][A-Za-z0-9_]*=[^ \t]*|not|--crash)[ \t]/)
					sub(/^[^ \t]*[ \t]+/, "", w)
				if (w ~ /^%t/ || w ~ /^(\$GDB|gdb|valgrind)[ \t]/ || st ~ /(^|[ \t])-run([ \t]|$)/)
					prog = 1
			}
		}
		cmd = ""
	}' *.mlir)

failed=0
checked=$(grep -l 'FileCheckExact' *.mlir | wc -l)
while IFS= read -r hit; do
	[ -n "$hit" ] || continue
	key=${hit%%: *}
	if ! printf '%s\n' "$allowed" | cut -f1 | grep -qxF "$key"; then
		echo "FAIL: tests/exec/$hit"
		echo "  pipes a program's output into plain FileCheck: use FileCheckExact (tests/check-exact.sh)"
		failed=1
	fi
done <<< "$plain"
# An exception nothing needs any more goes.
while IFS=$'\t' read -r key why; do
	if ! printf '%s\n' "$plain" | grep -q "^${key//./\\.}: "; then
		echo "FAIL: the exception $key ($why) matches no RUN line any more: take it out"
		failed=1
	fi
done <<< "$allowed"
echo "exact: $checked tests/exec files use FileCheckExact; $(printf '%s\n' "$allowed" | wc -l) allowed exceptions"
exit $failed
