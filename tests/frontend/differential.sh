#!/bin/bash
# Differential test against MLIR itself.  For every .mlir file under
# tests/ that asyncc accepts:
#   1. asyncc --print-ir=input output is accepted by mlir-opt-19,
#   2. it is a fixed point of asyncc's own parse and print,
#   3. mlir-opt-19 prints it exactly as it prints the original (so the
#      round trip through asyncc kept the meaning), and so does the
#      generic form (-mlir-print-op-generic).
# Files with "// -----" are split, by both tools.  Files mlir-opt-19
# rejects (asyncc goes past it in places) are listed as skipped, as are
# those that say why with a line
#   // DIFFERENTIAL: skip <reason>
# Without mlir-opt-19 the test reports SKIP.
set -u
: "${ASYNCC:?tests/env.sh was not sourced}"
if [ -z "${MLIR_OPT:-}" ]; then
	echo "SKIP: differential: mlir-opt-19 not found by configure"
	exit 77
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
checked=0 skipped=0 failed=0
fail() { echo "FAIL: $f: $*"; failed=$((failed + 1)); }

while IFS= read -r f; do
	split=
	grep -q '^// -----' "$f" && split=-split-input-file
	"$ASYNCC" $split --print-ir=input "$f" > "$tmp/ours.mlir" 2> /dev/null || continue
	reason=$(sed -n 's|^// DIFFERENTIAL: skip ||p' "$f" | head -1)
	if [ -n "$reason" ]; then
		echo "skip: $f: $reason"
		skipped=$((skipped + 1))
		continue
	fi
	checked=$((checked + 1))
	if ! "$MLIR_OPT" $split "$f" > "$tmp/ref.mlir" 2> "$tmp/err"; then
		# asyncc goes past MLIR in places (multi-block async.execute):
		# there is nothing to compare with.
		echo "skip: $f: mlir-opt-19 rejects the original: $(head -1 "$tmp/err")"
		skipped=$((skipped + 1))
		checked=$((checked - 1))
		continue
	fi
	if ! "$MLIR_OPT" $split "$tmp/ours.mlir" > "$tmp/via-ours.mlir" 2> "$tmp/err"; then
		fail "mlir-opt-19 rejects asyncc's output: $(head -3 "$tmp/err")"
		continue
	fi
	"$ASYNCC" $split --print-ir=input "$tmp/ours.mlir" > "$tmp/again.mlir" 2> "$tmp/err" ||
		{ fail "asyncc rejects its own output: $(head -3 "$tmp/err")"; continue; }
	cmp -s "$tmp/ours.mlir" "$tmp/again.mlir" || { fail "printing is not a fixed point:"; diff "$tmp/ours.mlir" "$tmp/again.mlir" | head -5; }
	cmp -s "$tmp/ref.mlir" "$tmp/via-ours.mlir" || { fail "meaning changed (mlir-opt-19 prints them differently):"; diff "$tmp/ref.mlir" "$tmp/via-ours.mlir" | head -10; }
	"$ASYNCC" $split --print-ir=input -mlir-print-op-generic "$f" > "$tmp/generic.mlir" &&
		"$MLIR_OPT" $split "$tmp/generic.mlir" > "$tmp/via-generic.mlir" 2> "$tmp/err" ||
		{ fail "generic form rejected: $(head -3 "$tmp/err")"; continue; }
	cmp -s "$tmp/ref.mlir" "$tmp/via-generic.mlir" || { fail "generic form changed the meaning:"; diff "$tmp/ref.mlir" "$tmp/via-generic.mlir" | head -10; }
done < <(find "$abs_top_srcdir/tests" -path '*/Output' -prune -o -name '*.mlir' -print | LC_ALL=C sort)

echo "differential: $checked files checked, $skipped skipped, $failed failed"
[ $failed -eq 0 ] && [ $checked -gt 0 ]
