#!/bin/bash
# Diagnostics against MLIR itself: every -verify-diagnostics file of
# tests/frontend goes through both asyncc and mlir-opt-19
# -verify-diagnostics, which must both pass it, so that the messages
# asyncc announces are MLIR's (a test written for mlir-opt passes with
# asyncc unchanged, and the other way round).
#
# A chunk (a "// -----" part, or the whole file without
# -split-input-file) that checks what only asyncc reports (a limitation,
# a hint, a parser message MLIR words otherwise) carries a line
#   // asyncc-only: <reason>
# and is checked with asyncc alone; mlir-opt-19 must then fail it,
# or the marker is stale.  Marked chunks are counted, not dropped.
# Without mlir-opt-19 the test reports SKIP.
set -u
: "${ASYNCC:?tests/env.sh was not sourced}"
. "$abs_top_srcdir/tests/need.sh"
if [ -z "${MLIR_OPT:-}" ]; then
	cannot_run "mlir-opt-19 not found by configure"
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
files=0 both=0 only=0 failed=0
fail() { echo "FAIL: $f: $*"; failed=$((failed + 1)); }

# keep_chunks FILE WHICH: the file with the chunks not selected blanked
# out (line numbers stay those of the file).  WHICH is "common" (the
# unmarked chunks) or a chunk number.
keep_chunks() {
	awk -v which="$2" '
		function flush() {
			keep = (which == "common") ? !marked : (chunk == which)
			for (i = 1; i <= n; i++)
				print (keep ? lines[i] : "")
			n = 0; marked = 0
		}
		/^\/\/ -----/ { flush(); print; chunk++; next }
		{ lines[++n] = $0; if ($0 ~ /\/\/ asyncc-only:/) marked = 1 }
		END { flush() }' chunk=0 "$1"
}

while IFS= read -r f; do
	run=$(grep '^// RUN:.*-verify-diagnostics' "$f" | head -1)
	[ -n "$run" ] || continue
	files=$((files + 1))
	split=
	case $run in *-split-input-file*) split=-split-input-file ;; esac
	"$ASYNCC" $split -verify-diagnostics -fsyntax-only "$f" > "$tmp/out" 2>&1 ||
		fail "asyncc -verify-diagnostics fails: $(head -5 "$tmp/out")"
	nchunks=$(($(grep -c '^// -----' "$f") + 1))
	[ -n "$split" ] || nchunks=1
	marked=()
	for ((c = 0; c < nchunks; c++)); do
		keep_chunks "$f" $c > "$tmp/chunk.mlir"
		if grep -q '// asyncc-only:' "$tmp/chunk.mlir"; then
			marked+=("$c")
			grep -m1 -o '// asyncc-only: .*' "$tmp/chunk.mlir" >> "$tmp/reasons"
		fi
	done
	only=$((only + ${#marked[@]}))
	both=$((both + nchunks - ${#marked[@]}))
	keep_chunks "$f" common > "$tmp/common.mlir"
	"$MLIR_OPT" $split -verify-diagnostics "$tmp/common.mlir" -o /dev/null > "$tmp/out" 2>&1 ||
		fail "mlir-opt-19 -verify-diagnostics fails (mark chunks that check asyncc's own diagnostics):
$(sed "s|$tmp/common.mlir|$f|g" "$tmp/out" | head -20)"
	for c in "${marked[@]}"; do
		keep_chunks "$f" "$c" > "$tmp/chunk.mlir"
		if ("$MLIR_OPT" $split -verify-diagnostics "$tmp/chunk.mlir" -o /dev/null) > /dev/null 2>&1; then
			line=$(grep -n '// asyncc-only:' "$tmp/chunk.mlir" | head -1 | cut -d: -f1)
			fail "line $line: marked asyncc-only, but mlir-opt-19 passes the chunk too: drop the marker"
		fi
	done
done < <(find "$abs_top_srcdir/tests/frontend" -name '*.mlir' | LC_ALL=C sort)

# The asyncc-only chunks by reason, most frequent first.
[ -s "$tmp/reasons" ] && sed 's|^// asyncc-only: ||' "$tmp/reasons" | sort | uniq -c | sort -rn
echo "diag-differential: $files files, $both chunks checked by asyncc and mlir-opt-19," \
     "$only asyncc-only, $failed failed"
[ $failed -eq 0 ] && [ $files -gt 0 ]
