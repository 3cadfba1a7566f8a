#!/bin/bash
# Runnable programs from fuzz/gen.c (fuzz/asyncc-gen -r SEED, see
# fuzz/gen.h) for fixed seeds, compiled at -O0 and -O2 and run with 1, 2
# and 4 workers under ASYNCRT_CHECK_LEAKS=1.  Every run must exit 0 with
# nothing left alive, within a generous time (a deadlock fails, it does
# not hang the suite), and print the same as every other build and pool
# size.  Tasks print in any order, and a vector.print is two calls (the
# value, then the newline) that tasks on other threads may come between,
# as with MLIR's own printers; so what is compared is the number of lines
# and the characters printed, sorted.  ASYNCC_GEN_RUNS=N runs more seeds.
set -u
: "${ASYNCC:?tests/env.sh was not sourced}"
gen=$abs_top_builddir/fuzz/asyncc-gen
[ -x "$gen" ] || { echo "FAIL: $gen not built"; exit 1; }
[ -e "$ASYNCRT_DIR/libasyncrt.so.1" ] || { echo "SKIP: libasyncrt not built"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
n=${ASYNCC_GEN_RUNS:-16} failed=0 runs=0
export ASYNCRT_CHECK_LEAKS=1
for seed in $(seq 1 "$n"); do
	p=$tmp/gen-$seed.mlir
	"$gen" -r "$seed" > "$p" || { echo "FAIL: asyncc-gen -r $seed"; failed=$((failed + 1)); continue; }
	flags=$(sed -n '1s/.*compile with //p' "$p")
	ref=
	for opt in -O0 -O2; do
		if ! "$ASYNCC" $opt $flags "$p" -o "$tmp/prog" 2> "$tmp/err"; then
			echo "FAIL: asyncc $opt $flags on asyncc-gen -r $seed:"
			head -5 "$tmp/err"
			failed=$((failed + 1))
			continue
		fi
		for w in 1 2 4; do
			[ $(( (w + seed) % 3 )) -eq 0 ] && [ "$opt" = -O2 ] && continue
			runs=$((runs + 1))
			ASYNCRT_NUM_THREADS=$w timeout 60 "$tmp/prog" > "$tmp/out" 2> "$tmp/err"
			rc=$?
			if [ $rc -ne 0 ]; then
				echo "FAIL: asyncc-gen -r $seed, $opt, $w worker(s): exit $rc$([ $rc -eq 124 ] && echo ' (timed out: a deadlock?)')"
				head -5 "$tmp/err"
				failed=$((failed + 1))
				continue
			fi
			{ wc -l < "$tmp/out"; grep -o . "$tmp/out" | sort; } > "$tmp/sorted"
			if [ -z "$ref" ]; then
				ref="$opt, $w worker(s)"
				cp "$tmp/sorted" "$tmp/ref"
			elif ! cmp -s "$tmp/ref" "$tmp/sorted"; then
				echo "FAIL: asyncc-gen -r $seed prints something else with $opt, $w worker(s) than with $ref:"
				diff "$tmp/ref" "$tmp/sorted" | head -5
				failed=$((failed + 1))
			fi
		done
	done
done
echo "generated programs: $n compiled twice, $runs runs, $failed failed"
[ $failed -eq 0 ]
