#!/bin/bash
# --print-ir=runtime output is runtime-level MLIR: no high-level async op
# is left, and mlir-opt-19 parses and verifies it (but for files that
# say why it cannot with a line "// MLIR-ACCEPTS: no <reason>", such as
# calls between func.func and llvm.func, which MLIR 19 only takes after
# convert-func-to-llvm).
set -u
. "$abs_top_srcdir/tests/need.sh"
need_tool "mlir-opt-19 (apt-get install mlir-19-tools)" "$MLIR_OPT"
failed=0
for f in "$abs_top_srcdir"/tests/lower/*.mlir "$abs_top_srcdir"/tests/programs/*.mlir; do
	case $f in */invalid*) continue ;; esac
	flags=$(sed -n 's|^// ASYNCC-FLAGS:||p' "$f")
	out=$("$ASYNCC" --print-ir=runtime $flags "$f") || { echo "FAIL: asyncc rejected $f"; failed=1; continue; }
	if grep -nE 'async\.(execute|await|await_all|yield|func|call|return|create_group|add_to_group)[ (]' <<<"$out"; then
		echo "FAIL: high-level async ops left in $f"
		failed=1
	fi
	reason=$(sed -n 's|^// MLIR-ACCEPTS: no ||p' "$f" | head -1)
	if [ -n "$reason" ]; then
		echo "skip mlir-opt-19: $f: $reason"
	elif ! "$MLIR_OPT" - -o /dev/null <<<"$out"; then
		echo "FAIL: mlir-opt-19 rejects the lowering of $f"
		failed=1
	fi
done
exit $failed
