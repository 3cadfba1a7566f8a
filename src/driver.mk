# The cc-compatible driver (see src/driver.h), its manual page, and the
# Autoconf macro other projects use to find asyncc.

src_asyncc_SOURCES += \
	src/driver.h src/driver.c \
	src/driver_opts.c src/driver_rsp.c \
	src/driver_mlir.c src/driver_exec.c src/driver_out.c \
	src/driver_deps.c src/driver_header.c

dist_man_MANS += man/asyncc.1

aclocaldir = $(datadir)/aclocal
dist_aclocal_DATA = m4/asyncc.m4
