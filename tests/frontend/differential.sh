#!/bin/bash
# Differential test against MLIR itself.  For every .mlir file under
# tests/ that asyncc accepts (every file but the invalid-input corpora
# listed below, which asyncc must reject with a diagnostic, status 1; any
# other file asyncc rejects fails the test, and so does a listed one it
# accepts or crashes on):
#   1. asyncc --print-ir=input output is accepted by mlir-opt-19,
#   2. it is a fixed point of asyncc's own parse and print,
#   3. mlir-opt-19 prints it exactly as it prints the original (so the
#      round trip through asyncc kept the meaning), and so does the
#      generic form (-mlir-print-op-generic).
# Files with "// -----" are split, by both tools.  Files mlir-opt-19
# rejects (asyncc goes past it in places) get the checks that need no
# mlir-opt (2., and the generic form read back by asyncc), and are
# counted apart.  Skipped are the files that say why with a line
#   // DIFFERENTIAL: skip <reason>
# Without mlir-opt-19 the test reports SKIP.
. "$abs_top_srcdir/tests/need.sh"
set -u
: "${ASYNCC:?tests/env.sh was not sourced}"
if [ -z "${MLIR_OPT:-}" ]; then
	cannot_run "mlir-opt-19 not found by configure"
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
checked=0 skipped=0 failed=0 rejected=0 partly=0
fail() { echo "FAIL: $f: $*"; failed=$((failed + 1)); }

# The files asyncc rejects, on purpose: each is a corpus of invalid
# inputs whose diagnostics its RUN lines check (-verify-diagnostics).
# By convention they are the files of the invalid/ directories, and
# these others.
expected_rejections="
$(cd "$abs_top_srcdir/tests" && ls */invalid/*.mlir)
lower/invalid.mlir
"
for f in $expected_rejections; do
	[ -f "$abs_top_srcdir/tests/$f" ] || fail "listed as an expected rejection, but there is no such file"
done
listed() { case $expected_rejections in *"
${f#"$abs_top_srcdir"/tests/}
"*) return 0 ;; esac; return 1; }

while IFS= read -r f; do
	split=
	grep -q '^// -----' "$f" && split=-split-input-file
	"$ASYNCC" $split --print-ir=input "$f" > "$tmp/ours.mlir" 2> "$tmp/err"
	rc=$?
	if listed; then
		case $rc in
		1) rejected=$((rejected + 1)) ;;
		0) fail "asyncc accepts it, but it is listed as an invalid-input corpus" ;;
		*) fail "asyncc exits with status $rc on it (a crash?), not 1 with a diagnostic"; head -3 "$tmp/err" ;;
		esac
		continue
	elif [ $rc -ne 0 ]; then
		fail "asyncc rejects it (status $rc): $(head -1 "$tmp/err")"
		continue
	fi
	reason=$(sed -n 's|^// DIFFERENTIAL: skip ||p' "$f" | head -1)
	if [ -n "$reason" ]; then
		echo "skip: $f: $reason"
		skipped=$((skipped + 1))
		continue
	fi
	checked=$((checked + 1))
	# The checks that need no mlir-opt: printing is a fixed point, and
	# the generic form reads back to the same IR.
	"$ASYNCC" $split --print-ir=input "$tmp/ours.mlir" > "$tmp/again.mlir" 2> "$tmp/err" ||
		{ fail "asyncc rejects its own output: $(head -3 "$tmp/err")"; continue; }
	cmp -s "$tmp/ours.mlir" "$tmp/again.mlir" || { fail "printing is not a fixed point:"; diff "$tmp/ours.mlir" "$tmp/again.mlir" | head -5; }
	"$ASYNCC" $split --print-ir=input -mlir-print-op-generic "$f" > "$tmp/generic.mlir" 2> "$tmp/err" ||
		{ fail "asyncc cannot print the generic form: $(head -3 "$tmp/err")"; continue; }
	"$ASYNCC" $split --print-ir=input "$tmp/generic.mlir" > "$tmp/from-generic.mlir" 2> "$tmp/err" ||
		{ fail "asyncc rejects its own generic form: $(head -3 "$tmp/err")"; continue; }
	cmp -s "$tmp/ours.mlir" "$tmp/from-generic.mlir" || { fail "the generic form reads back to other IR:"; diff "$tmp/ours.mlir" "$tmp/from-generic.mlir" | head -5; }
	if ! "$MLIR_OPT" $split "$f" > "$tmp/ref.mlir" 2> "$tmp/err"; then
		# asyncc goes past MLIR in places (multi-block async.execute):
		# there is no MLIR to compare with, the checks above still ran.
		echo "partly: $f: mlir-opt-19 rejects the original, compared with asyncc alone: $(head -1 "$tmp/err")"
		partly=$((partly + 1))
		continue
	fi
	if ! "$MLIR_OPT" $split "$tmp/ours.mlir" > "$tmp/via-ours.mlir" 2> "$tmp/err"; then
		fail "mlir-opt-19 rejects asyncc's output: $(head -3 "$tmp/err")"
		continue
	fi
	cmp -s "$tmp/ref.mlir" "$tmp/via-ours.mlir" || { fail "meaning changed (mlir-opt-19 prints them differently):"; diff "$tmp/ref.mlir" "$tmp/via-ours.mlir" | head -10; }
	"$MLIR_OPT" $split "$tmp/generic.mlir" > "$tmp/via-generic.mlir" 2> "$tmp/err" ||
		{ fail "generic form rejected: $(head -3 "$tmp/err")"; continue; }
	cmp -s "$tmp/ref.mlir" "$tmp/via-generic.mlir" || { fail "generic form changed the meaning:"; diff "$tmp/ref.mlir" "$tmp/via-generic.mlir" | head -10; }
done < <(find "$abs_top_srcdir/tests" -path '*/Output' -prune -o -name '*.mlir' -print | LC_ALL=C sort)

echo "differential: $checked files checked ($partly of them without mlir-opt-19, which rejects them), $skipped skipped, $rejected rejected as expected (invalid-input corpora), $failed failed"
[ $failed -eq 0 ] && [ $checked -gt 0 ]
