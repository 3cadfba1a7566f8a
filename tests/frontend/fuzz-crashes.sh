#!/bin/bash
# Inputs the fuzzer (fuzz/run.sh) found crashing, leaking or hanging the
# front end, one per file in fuzz-crashes/, named after the bug.  Each
# must now end with diagnostics or a module: exit status 0 or 1, within
# seconds; a module must print, in both forms, as text that reads back.
set -u
: "${ASYNCC:?tests/env.sh was not sourced}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failed=0 n=0
for f in "$abs_top_srcdir"/tests/frontend/fuzz-crashes/*.fuzz; do
	n=$((n + 1))
	name=$(basename "$f")
	# The driver goes by the extension.
	cp "$f" "$tmp/in.mlir"
	f=$tmp/in.mlir
	timeout 20 "$ASYNCC" --print-ir=input "$f" > "$tmp/out" 2> "$tmp/err"
	rc=$?
	if [ $rc -gt 1 ]; then
		echo "FAIL: $name: exit status $rc"; tail -3 "$tmp/err"; failed=$((failed + 1)); continue
	fi
	grep -q "is not an MLIR file" "$tmp/err" && { echo "FAIL: $name: not read as MLIR"; failed=$((failed + 1)); continue; }
	[ $rc -eq 0 ] || continue
	for generic in "" -mlir-print-op-generic; do
		if ! timeout 20 "$ASYNCC" --print-ir=input $generic "$f" > "$tmp/p1.mlir" ||
		   ! timeout 20 "$ASYNCC" --print-ir=input $generic "$tmp/p1.mlir" > "$tmp/p2.mlir" ||
		   ! cmp -s "$tmp/p1.mlir" "$tmp/p2.mlir"; then
			echo "FAIL: $name: printing ($generic) does not round-trip"; failed=$((failed + 1))
		fi
	done
done
echo "fuzz-crashes: $n inputs, $failed failed"
[ $failed -eq 0 ]
