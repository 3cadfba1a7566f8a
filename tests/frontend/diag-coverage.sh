#!/bin/bash
# Every diagnostic format in the lexer, parser and verifier is announced
# by some test (see diag-coverage.py).
set -u
if [ -z "${PYTHON3:-}" ]; then
	echo "SKIP: diag-coverage: python3 not found by configure"
	exit 77
fi
exec "$PYTHON3" "$abs_top_srcdir/tests/frontend/diag-coverage.py" "$abs_top_srcdir"
