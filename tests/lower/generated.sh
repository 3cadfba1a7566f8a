#!/bin/bash
# Programs from fuzz/gen.c for fixed seeds (fuzz/asyncc-gen SEED, see
# fuzz/gen.h).  The generator promises valid programs, so asyncc must
# lower every one (--print-ir=runtime, with -feliminate-blocking-await
# when the program's first line asks for it), the lowered IR must pass
# the reference count checker (--pass=refcount-check) and mlir-opt-19,
# and every fourth program must compile to an
# object (-c -O1).
set -u
: "${ASYNCC:?tests/env.sh was not sourced}"
gen=$abs_top_builddir/fuzz/asyncc-gen
[ -x "$gen" ] || { echo "FAIL: $gen not built"; exit 1; }
. "$abs_top_srcdir/tests/need.sh"
need_tool "mlir-opt-19 (apt-get install mlir-19-tools)" "$MLIR_OPT"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
n=40 failed=0 compiled=0
for seed in $(seq 1 $n); do
	p=$tmp/gen-$seed.mlir
	"$gen" "$seed" > "$p" || { echo "FAIL: asyncc-gen $seed"; failed=$((failed + 1)); continue; }
	flags=$(sed -n '1s/.*compile with //p' "$p")
	if ! "$ASYNCC" --print-ir=runtime $flags "$p" > "$tmp/rt.mlir" 2> "$tmp/err"; then
		echo "FAIL: asyncc --print-ir=runtime $flags rejects the program of asyncc-gen $seed:"
		head -5 "$tmp/err"
		failed=$((failed + 1))
		continue
	fi
	if ! "$ASYNCC" --pass=refcount-check "$tmp/rt.mlir" > /dev/null 2> "$tmp/err"; then
		echo "FAIL: the reference counts of the lowering of asyncc-gen $seed are wrong:"
		head -5 "$tmp/err"
		failed=$((failed + 1))
	fi
	if [ -n "$MLIR_OPT" ] && ! "$MLIR_OPT" "$tmp/rt.mlir" -o /dev/null 2> "$tmp/err"; then
		echo "FAIL: mlir-opt-19 rejects the lowering of asyncc-gen $seed:"
		head -5 "$tmp/err"
		failed=$((failed + 1))
	fi
	if [ $((seed % 4)) -eq 0 ]; then
		compiled=$((compiled + 1))
		if ! "$ASYNCC" -c -O1 $flags "$p" -o "$tmp/gen.o" 2> "$tmp/err"; then
			echo "FAIL: asyncc -c -O1 $flags fails on the program of asyncc-gen $seed:"
			head -5 "$tmp/err"
			failed=$((failed + 1))
		fi
	fi
done
echo "generated programs: $n lowered, $compiled compiled, ${MLIR_OPT:+checked by mlir-opt-19, }$failed failed"
[ $failed -eq 0 ]
