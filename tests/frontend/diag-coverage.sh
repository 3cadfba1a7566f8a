#!/bin/bash
# Every diagnostic format in the lexer, parser and verifier is announced
# by some test (see diag-coverage.py).
. "$abs_top_srcdir/tests/need.sh"
set -u
if [ -z "${PYTHON3:-}" ]; then
	cannot_run "python3 not found by configure"
fi
exec "$PYTHON3" "$abs_top_srcdir/tests/frontend/diag-coverage.py" "$abs_top_srcdir"
