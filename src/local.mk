# The compiler: libasyncc.la holds every stage (so unit tests and fuzzers
# link the same code), asyncc is the driver on top of it.

noinst_LTLIBRARIES += src/libasyncc.la
src_libasyncc_la_CPPFLAGS = $(AM_CPPFLAGS) $(ZLIB_CFLAGS) \
	-DASYNCC_PKGLIBDIR='"$(pkglibdir)"' -DASYNCC_LIBDIR='"$(libdir)"' \
	-DASYNCC_INCLUDEDIR='"$(includedir)"'
# Default visibility: the back end module resolves the IR functions
# against the executable at load time (see backend.h).
src_libasyncc_la_CFLAGS = $(AM_CFLAGS) -fvisibility=default
src_libasyncc_la_SOURCES = \
	src/arena.c src/arena.h \
	src/hash.c src/hash.h \
	src/diag.c src/diag.h \
	src/ctx.c src/ir.c src/ir.h \
	src/ops.c src/ops.h src/ops.def \
	src/lex.c src/lex.h \
	src/source.c src/split.c src/parse.c src/parse_type.c src/parse_attr.c src/parse.h src/parser.h \
	src/print.c src/print.h src/printer.h \
	src/syntax.c src/syntax.h src/syntax.def \
	src/syntax_func.c src/syntax_arith.c src/syntax_cf.c \
	src/syntax_scf.c src/syntax_memref.c src/syntax_async.c \
	src/verify.c src/verify.h src/verifier.h src/verify_ops.c \
	src/pass.h src/pipeline.c src/scf_to_cf.c \
	src/async_lower.h src/async_to_runtime.c src/blocking_await.c \
	src/coro.c src/coro.h src/parallel_for.c src/outline.c src/outline.h \
	src/toolpaths.c src/toolpaths.h \
	src/backend.h src/backend_load.c

bin_PROGRAMS += src/asyncc
src_asyncc_SOURCES = src/main.c
src_asyncc_CPPFLAGS = $(src_libasyncc_la_CPPFLAGS)
# The executable exports its symbols: the back end module calls into the
# compiler's IR through them.  It does not link LLVM (see backend.h).
src_asyncc_LDFLAGS = -export-dynamic
src_asyncc_LDADD = src/libasyncc.la $(ZLIB_LIBS)

include src/refcount.mk
include src/driver.mk
include src/backend/local.mk
