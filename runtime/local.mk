# libasyncrt, the runtime: see runtime/rt.h for a map of the files.
#
# Shared (libasyncrt.so.1) and static.  Only the API leaves the library:
# the sources build with -fvisibility=hidden (AM_CFLAGS) and the version
# script names what is exported.  -z nodelete: a library with worker
# threads and an exit handler must not be unmapped by dlclose.

lib_LTLIBRARIES += runtime/libasyncrt.la
include_HEADERS += include/asyncrt.h include/asyncrt_mlir.h

runtime_libasyncrt_la_SOURCES = \
	runtime/rt.h \
	runtime/alloc.c \
	runtime/slab.c \
	runtime/sweep.c \
	runtime/deque.c \
	runtime/park.c \
	runtime/thread.c \
	runtime/sched.c \
	runtime/idle.c \
	runtime/block.c \
	runtime/help.c \
	runtime/spawn.c \
	runtime/parallel.c \
	runtime/object.c \
	runtime/await.c \
	runtime/leak.c \
	runtime/fatal.c \
	runtime/mlir_abi.c \
	runtime/calibrate.c \
	runtime/learn.c \
	runtime/print.c \
	runtime/memref_utils.c \
	runtime/obs.h \
	runtime/site.c \
	runtime/stats.c \
	runtime/trace.c \
	runtime/deadlock.c
runtime_libasyncrt_la_CFLAGS = $(AM_CFLAGS) $(ASYNCRT_CFLAGS)
runtime_libasyncrt_la_LIBADD = $(PTHREAD_LIBS)
runtime_libasyncrt_la_LDFLAGS = -version-info $(ASYNCRT_LT_VERSION) \
	-no-undefined -Wl,-z,nodelete
if HAVE_VERSION_SCRIPT
runtime_libasyncrt_la_LDFLAGS += \
	-Wl,--version-script=$(srcdir)/runtime/asyncrt.map
endif
EXTRA_runtime_libasyncrt_la_DEPENDENCIES = runtime/asyncrt.map
EXTRA_DIST += runtime/asyncrt.map runtime/README

pkgconfigdir = $(libdir)/pkgconfig
pkgconfig_DATA = pkgconfig/asyncrt.pc

dist_man_MANS += man/asyncrt.3

# asyncrt-trace reads the traces of ASYNCRT_TRACE (python3, standard
# library only); installed with the development files.
dist_bin_SCRIPTS = tools/asyncrt-trace
EXTRA_DIST += doc/timeline.mlir doc/timeline.svg
