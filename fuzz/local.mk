# libFuzzer targets (./configure --enable-fuzzing CC=clang-19).
#
# fuzz_parse compiles the front end's sources itself, with the fuzzer's
# coverage instrumentation and ASan+UBSan, so that the rest of the build
# keeps its flags.  fuzz/run.sh SECONDS seeds a corpus from the test
# inputs and runs it; crashes it finds become tests in
# tests/frontend/fuzz-crashes/.

FUZZ_FRONTEND_SOURCES = \
	src/arena.c src/hash.c src/diag.c src/ctx.c src/ir.c src/ops.c \
	src/lex.c src/source.c src/split.c src/parse.c src/parse_type.c src/parse_attr.c src/print.c \
	src/syntax.c src/syntax_func.c src/syntax_arith.c src/syntax_cf.c \
	src/syntax_scf.c src/syntax_memref.c src/syntax_async.c \
	src/verify.c src/verify_ops.c
FUZZ_FLAGS = -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined -g -O1

if FUZZING
noinst_PROGRAMS += fuzz/fuzz_parse
fuzz_fuzz_parse_SOURCES = fuzz/fuzz_parse.c $(FUZZ_FRONTEND_SOURCES)
fuzz_fuzz_parse_CPPFLAGS = $(AM_CPPFLAGS) -I$(top_srcdir)/src $(ZLIB_CFLAGS)
fuzz_fuzz_parse_CFLAGS = $(AM_CFLAGS) $(FUZZ_FLAGS)
fuzz_fuzz_parse_LDFLAGS = $(FUZZ_FLAGS)
fuzz_fuzz_parse_LDADD = $(ZLIB_LIBS) $(PTHREAD_LIBS)
endif
EXTRA_DIST += fuzz/fuzz_parse.c fuzz/run.sh fuzz/mlir.dict
