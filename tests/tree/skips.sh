#!/bin/bash
# No test skips on its own: a test that cannot run says so through
# tests/need.sh (cannot_run, need_tool, need_file), which reports SKIP
# locally and fails under CI=true, where every tool is installed; or
# through not_applicable, for a build the test does not apply to.  A bare
# "exit 77" would skip in CI too and let a missing tool pass unnoticed.
# The allowed exceptions are listed below with their reason.
set -u
: "${abs_top_srcdir:?tests/env.sh was not sourced}"
cd "$abs_top_srcdir" || exit 1

# FILE, a tab, why it may exit 77 itself.
allowed="tests/need.sh	defines cannot_run and not_applicable
tests/deb/deb-check.sh	runs outside make check too; under CI=true it fails instead of skipping (its skip function)
tests/backend/exports.sh	not applicable to sanitizer builds, whose runtimes export symbols of their own"

# Code, not comments: "exit 77" with no '#' before it on its line.
found=$(grep -rlE --include='*.sh' '^[^#]*exit 77' tests | grep -v '^tests/env.sh$' | grep -v '^tests/tree/skips.sh$' | sort)
bad=0
for f in $found; do
	if ! printf '%s\n' "$allowed" | cut -f1 | grep -qx "$f"; then
		echo "FAIL: $f exits 77 itself: use cannot_run/need_tool/need_file or not_applicable (tests/need.sh)"
		grep -nE '^[^#]*exit 77' "$f" | sed 's/^/  /'
		bad=$((bad + 1))
	fi
done
echo "skips: $(printf '%s\n' "$found" | grep -c .) files exit 77, $bad not through tests/need.sh"
[ $bad -eq 0 ]
