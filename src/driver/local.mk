# The asyncc program (driver.h): the cc-compatible command line, the
# jobs it plans and runs, atomic outputs, dependency files, C headers,
# and loading the back end.  Also its manual page, and the Autoconf
# macro other projects use to find asyncc.

bin_PROGRAMS += src/asyncc
src_asyncc_SOURCES = \
	src/driver/main.c src/driver/driver.h src/driver/driver.c \
	src/driver/strings.c src/driver/opts.c src/driver/rsp.c \
	src/driver/mlir.c src/driver/exec.c src/driver/out.c \
	src/driver/deps.c src/driver/header.c \
	src/driver/toolpaths.c src/driver/toolpaths.h src/driver/backend_load.c
src_asyncc_CPPFLAGS = $(AM_CPPFLAGS) -I$(top_srcdir)/src \
	-DASYNCC_PKGLIBDIR='"$(pkglibdir)"' -DASYNCC_LIBDIR='"$(libdir)"' \
	-DASYNCC_INCLUDEDIR='"$(includedir)"' -DASYNCC_BINDIR='"$(bindir)"'
# The executable exports the symbols marked ASYNCC_API (backend.h): the
# back end module calls into the compiler through them.  It does not
# link LLVM.
src_asyncc_LDFLAGS = -export-dynamic
src_asyncc_LDADD = src/libasyncc.la $(ZLIB_LIBS)

dist_man_MANS += man/asyncc.1

aclocaldir = $(datadir)/aclocal
dist_aclocal_DATA = m4/asyncc.m4
