# The test suite.  `make check` runs:
#   - criterion unit tests (tests/unit/*.c, tests/runtime/*.c),
#   - lit-style tests: every .mlir file listed below runs its RUN lines
#     through tests/lit.sh (FileCheck, diagnostics, execution, oracle),
#   - shell tests (*.sh) for the driver and the build integration.
# Tests that need a tool configure did not find exit 77 and show as SKIP.

TEST_EXTENSIONS = .mlir .sh
# Every test runs under a time limit, TEST_TIMEOUT seconds for the whole
# test (on top of the limits the scripts and tests/lit.sh put on each
# program they run): a hang fails as a timeout (124), it does not wait for
# CI's limit.  The criterion and C programs among TESTS get it through
# LOG_COMPILER.
TEST_TIMEOUT = 900
TEST_TIMEOUT_CMD = timeout -k 10 $(TEST_TIMEOUT)
MLIR_LOG_COMPILER = $(TEST_TIMEOUT_CMD) $(BASH) $(srcdir)/tests/lit.sh
SH_LOG_COMPILER = $(TEST_TIMEOUT_CMD) $(BASH)
LOG_COMPILER = $(TEST_TIMEOUT_CMD)
AM_TESTS_ENVIRONMENT = . $(abs_top_builddir)/tests/env.sh;
EXTRA_DIST += tests/lit.sh tests/need.sh tests/check-exact.sh tests/env.sh.in tests/lsan.supp tests/tsan.supp tests/valgrind.supp

# Unit tests link the compiler's modules and criterion.
# Under ThreadSanitizer they run on tests/runtime/minicr.h instead.
if SANITIZE_THREAD
UNIT_CFLAGS = $(AM_CFLAGS) -DASYNCRT_MINICR $(LLVM_CFLAGS) -I$(top_srcdir)/src
UNIT_LIBS = src/libasyncc.la $(LLVM_LDFLAGS) $(LLVM_LIBS) $(ZLIB_LIBS)
else
UNIT_CFLAGS = $(AM_CFLAGS) $(CRITERION_CFLAGS) $(LLVM_CFLAGS) -I$(top_srcdir)/src
UNIT_LIBS = src/libasyncc.la $(CRITERION_LIBS) $(LLVM_LDFLAGS) $(LLVM_LIBS) $(ZLIB_LIBS)
endif

if !HAVE_CRITERION
check-local: need-criterion
need-criterion:
	@echo "make check needs criterion: apt-get install libcriterion-dev, then re-run configure" >&2; exit 1
endif

clean-local: clean-test-output
clean-test-output:
	-rm -rf tests/Output

include tests/unit/local.mk
include tests/runtime/local.mk
include tests/frontend/local.mk
include tests/lower/local.mk
include tests/refcount/local.mk
include tests/backend/local.mk
include tests/exec/local.mk
include tests/driver/local.mk
include tests/deb/local.mk
include tests/tree/local.mk

# Mutation testing (tools/mutants.py, catalogue tools/mutants.txt): each
# mutant is one bug put into a copy of the tree (mutants/tree), rebuilt,
# and run against the tests that cover it; reports the kill rate and the
# survivors.  Not part of make check: it takes long.  MUTANTS_FLAGS passes
# options (--only ID,..., --sample N, --timeout S).
EXTRA_DIST += tools/mutants.py tools/mutants.txt
check-mutants: all
	$(PYTHON3) $(top_srcdir)/tools/mutants.py --tree $(abs_top_builddir)/mutants/tree $(MUTANTS_FLAGS)
.PHONY: check-mutants
clean-local: clean-mutants
clean-mutants:
	-rm -rf mutants
