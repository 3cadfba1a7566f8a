# Reference counting tests: FileCheck on asyncc --pass=refcount for each
# ownership rule (each also checked by --pass=refcount-check, which
# follows every path), the optimizer on its own, the checker's own
# teeth, diagnostics, MLIR reading the output, the MLIR oracle with leak
# and use-after-free checks, and a scaling check.
REFCOUNT_TESTS = \
	tests/refcount/basic.mlir \
	tests/refcount/branches.mlir \
	tests/refcount/loops.mlir \
	tests/refcount/coro.mlir \
	tests/refcount/scf.mlir \
	tests/refcount/scalar.mlir \
	tests/refcount/opt.mlir \
	tests/refcount/check.mlir \
	tests/refcount/invalid.mlir \
	tests/refcount/mlir_accepts.sh \
	tests/refcount/oracle.sh \
	tests/refcount/scale.sh
TESTS += $(REFCOUNT_TESTS)
EXTRA_DIST += $(REFCOUNT_TESTS) tests/refcount/common.sh \
	tests/refcount/gen_big.awk tests/refcount/gen_wide.awk \
	$(wildcard $(srcdir)/tests/refcount/programs/*.mlir)

# Unit tests of the liveness analysis.
check_PROGRAMS += tests/refcount/liveness_test
TESTS += tests/refcount/liveness_test
tests_refcount_liveness_test_SOURCES = tests/refcount/liveness_test.c
tests_refcount_liveness_test_CFLAGS = $(UNIT_CFLAGS)
tests_refcount_liveness_test_LDADD = $(UNIT_LIBS)
