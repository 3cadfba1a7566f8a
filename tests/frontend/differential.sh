#!/bin/bash
# Differential test against MLIR itself.  For every .mlir file under
# tests/ that asyncc accepts:
#   1. asyncc --print-ir=input output is accepted by mlir-opt-19,
#   2. it is a fixed point of asyncc's own parse and print,
#   3. mlir-opt-19 prints it exactly as it prints the original (so the
#      round trip through asyncc kept the meaning), and so does the
#      generic form (-mlir-print-op-generic).
# Files with "// -----" are split, by both tools.  A file that uses
# something mlir-opt-19 rejects on purpose says so with a line
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
	"$ASYNCC" $split --print-ir=input "$f" > "$tmp/ours" 2> /dev/null || continue
	reason=$(sed -n 's|^// DIFFERENTIAL: skip ||p' "$f" | head -1)
	if [ -n "$reason" ]; then
		echo "skip: $f: $reason"
		skipped=$((skipped + 1))
		continue
	fi
	checked=$((checked + 1))
	if ! "$MLIR_OPT" $split "$f" > "$tmp/ref" 2> "$tmp/err"; then
		fail "mlir-opt-19 rejects the original (mark it DIFFERENTIAL: skip if intended): $(head -3 "$tmp/err")"
		continue
	fi
	if ! "$MLIR_OPT" $split "$tmp/ours" > "$tmp/via-ours" 2> "$tmp/err"; then
		fail "mlir-opt-19 rejects asyncc's output: $(head -3 "$tmp/err")"
		continue
	fi
	"$ASYNCC" $split --print-ir=input "$tmp/ours" > "$tmp/again" 2> "$tmp/err" ||
		{ fail "asyncc rejects its own output: $(head -3 "$tmp/err")"; continue; }
	cmp -s "$tmp/ours" "$tmp/again" || { fail "printing is not a fixed point:"; diff "$tmp/ours" "$tmp/again" | head -5; }
	cmp -s "$tmp/ref" "$tmp/via-ours" || { fail "meaning changed (mlir-opt-19 prints them differently):"; diff "$tmp/ref" "$tmp/via-ours" | head -10; }
	"$ASYNCC" $split --print-ir=input -mlir-print-op-generic "$f" > "$tmp/generic" &&
		"$MLIR_OPT" $split "$tmp/generic" > "$tmp/via-generic" 2> "$tmp/err" ||
		{ fail "generic form rejected: $(head -3 "$tmp/err")"; continue; }
	cmp -s "$tmp/ref" "$tmp/via-generic" || { fail "generic form changed the meaning:"; diff "$tmp/ref" "$tmp/via-generic" | head -10; }
done < <(find "$abs_top_srcdir/tests" -name '*.mlir' | LC_ALL=C sort)

echo "differential: $checked files checked, $skipped skipped on purpose, $failed failed"
[ $failed -eq 0 ] && [ $checked -gt 0 ]
