# Front-end lit tests (parse, print, verify, diagnostics).  Each .mlir
# file runs its RUN lines through tests/lit.sh; invalid/ holds the
# diagnostics corpus, checked with -verify-diagnostics.

FRONTEND_LIT_TESTS = \
	tests/frontend/print-arith.mlir \
	tests/frontend/print-async.mlir \
	tests/frontend/print-misc.mlir

TESTS += $(FRONTEND_LIT_TESTS)
EXTRA_DIST += $(FRONTEND_LIT_TESTS)
