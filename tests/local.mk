# The test suite.  `make check` runs:
#   - criterion unit tests (tests/unit/*.c, tests/runtime/*.c),
#   - lit-style tests: every .mlir file listed below runs its RUN lines
#     through tests/lit.sh (FileCheck, diagnostics, execution, oracle),
#   - shell tests (*.sh) for the driver and the build integration.
# Tests that need a tool configure did not find exit 77 and show as SKIP.

TEST_EXTENSIONS = .mlir .sh
MLIR_LOG_COMPILER = $(BASH) $(srcdir)/tests/lit.sh
SH_LOG_COMPILER = $(BASH)
AM_TESTS_ENVIRONMENT = . $(abs_top_builddir)/tests/env.sh;
EXTRA_DIST += tests/lit.sh tests/env.sh.in tests/lsan.supp tests/tsan.supp tests/valgrind.supp

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
