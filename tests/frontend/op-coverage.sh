#!/bin/bash
# Every op in the op table (src/ops/*.def) appears in some test input that asyncc accepts
# (asyncc's generic print names every op in full, whichever form the
# test wrote).
set -u
: "${ASYNCC:?tests/env.sh was not sourced}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
sed -n 's/^OP([A-Z_0-9]*, "\([a-z_.]*\)".*/\1/p' "$abs_top_srcdir"/src/ir/ops/*.def | sort -u > "$tmp/all"
[ -s "$tmp/all" ] || { echo "FAIL: no ops read from ops.def"; exit 1; }
find "$abs_top_srcdir/tests" -path '*/Output' -prune -o -name '*.mlir' -print | while IFS= read -r f; do
	split=
	grep -q '^// -----' "$f" && split=-split-input-file
	"$ASYNCC" $split --print-ir=input -mlir-print-op-generic "$f" 2> /dev/null
done | grep -o '"[a-z_]*\.[a-z_.]*"(' | tr -d '"(' | sort -u > "$tmp/seen"
missing=$(comm -23 "$tmp/all" "$tmp/seen")
echo "op-coverage: $(wc -l < "$tmp/seen") of $(wc -l < "$tmp/all") ops appear in the tests"
if [ -n "$missing" ]; then
	echo "FAIL: ops no test uses:"
	echo "$missing"
	exit 1
fi
