# Front-end unit tests (criterion): the lexer, parser, IR, verifier and
# support modules, linked against the compiler library (not LLVM).

# Under ThreadSanitizer criterion cannot start: the same tests run on
# tests/runtime/minicr.h (see there).
if SANITIZE_THREAD
FE_UNIT_CFLAGS = $(AM_CFLAGS) -DASYNCRT_MINICR -I$(top_srcdir)/src
FE_UNIT_LIBS = src/libasyncc.la $(ZLIB_LIBS)
else
FE_UNIT_CFLAGS = $(AM_CFLAGS) $(CRITERION_CFLAGS) -I$(top_srcdir)/src
FE_UNIT_LIBS = src/libasyncc.la $(CRITERION_LIBS) $(ZLIB_LIBS)
endif

fe_unit_tests = \
	tests/unit/test_lex \
	tests/unit/test_parse \
	tests/unit/test_ir \
	tests/unit/test_verify \
	tests/unit/test_support \
	tests/unit/test_affine
if HAVE_CRITERION
check_PROGRAMS += $(fe_unit_tests)
TESTS += $(fe_unit_tests)
endif
EXTRA_DIST += tests/unit/unit.h

tests_unit_test_lex_SOURCES = tests/unit/test_lex.c
tests_unit_test_lex_CFLAGS = $(FE_UNIT_CFLAGS)
tests_unit_test_lex_LDADD = $(FE_UNIT_LIBS)
tests_unit_test_parse_SOURCES = tests/unit/test_parse.c
tests_unit_test_parse_CFLAGS = $(FE_UNIT_CFLAGS)
tests_unit_test_parse_LDADD = $(FE_UNIT_LIBS)
tests_unit_test_ir_SOURCES = tests/unit/test_ir.c
tests_unit_test_ir_CFLAGS = $(FE_UNIT_CFLAGS)
tests_unit_test_ir_LDADD = $(FE_UNIT_LIBS)
tests_unit_test_verify_SOURCES = tests/unit/test_verify.c
tests_unit_test_verify_CFLAGS = $(FE_UNIT_CFLAGS)
tests_unit_test_verify_LDADD = $(FE_UNIT_LIBS)
tests_unit_test_support_SOURCES = tests/unit/test_support.c
tests_unit_test_support_CFLAGS = $(FE_UNIT_CFLAGS)
tests_unit_test_support_LDADD = $(FE_UNIT_LIBS)
tests_unit_test_affine_SOURCES = tests/unit/test_affine.c
tests_unit_test_affine_CFLAGS = $(FE_UNIT_CFLAGS)
tests_unit_test_affine_LDADD = $(FE_UNIT_LIBS)
