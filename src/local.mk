# The compiler: libasyncc.la holds every stage (so unit tests and fuzzers
# link the same code), asyncc is the driver on top of it.

noinst_LTLIBRARIES += src/libasyncc.la
src_libasyncc_la_CPPFLAGS = $(AM_CPPFLAGS) $(LLVM_CFLAGS) $(ZLIB_CFLAGS)
src_libasyncc_la_CFLAGS = $(AM_CFLAGS)
src_libasyncc_la_SOURCES = \
	src/arena.c src/arena.h

bin_PROGRAMS += src/asyncc
src_asyncc_SOURCES = src/main.c
src_asyncc_CPPFLAGS = $(src_libasyncc_la_CPPFLAGS)
src_asyncc_LDADD = src/libasyncc.la $(LLVM_LDFLAGS) $(LLVM_LIBS) $(ZLIB_LIBS)
