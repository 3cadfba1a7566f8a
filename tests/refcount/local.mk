# Reference counting tests: FileCheck on asyncc --pass=refcount for each
# ownership rule, the optimizer on its own, diagnostics, the MLIR oracle
# with leak and use-after-free checks, and a scaling check.
REFCOUNT_TESTS = \
	tests/refcount/oracle.sh
TESTS += $(REFCOUNT_TESTS)
EXTRA_DIST += $(REFCOUNT_TESTS) tests/refcount/common.sh \
	$(wildcard $(srcdir)/tests/refcount/programs/*.mlir)
