# asyncc.m4 - find the asyncc compiler from a configure script.   -*- Autoconf -*-
#
# Installed into $(datadir)/aclocal by asyncc; aclocal finds it there.
#
# ASYNCC_PROG([MIN-VERSION], [ACTION-IF-FOUND], [ACTION-IF-NOT-FOUND])
# ---------------------------------------------------------------------
# Look for asyncc in PATH (or take the ASYNCC variable the user gave),
# check that it is at least MIN-VERSION and that it compiles a trivial
# module to an object, and substitute ASYNCC and ASYNCCFLAGS.  Without
# ACTION-IF-NOT-FOUND a missing or broken asyncc is an error.
#
# Programs also link the runtime, which installs pkg-config metadata:
#
#   ASYNCC_PROG([0.1])
#   PKG_CHECK_MODULES([ASYNCRT], [asyncrt])
#
# and in Makefile.am, a suffix rule for .mlir (see asyncc's README):
#
#   SUFFIXES = .mlir
#   .mlir.o:
#   	$(AM_V_ASYNCC)$(ASYNCC) $(ASYNCCFLAGS) -MT $@ -MD -MP \
#   	  -MF $(DEPDIR)/$*.Tpo -c -o $@ $<
#   	$(AM_V_at)$(am__mv) $(DEPDIR)/$*.Tpo $(DEPDIR)/$*.Po
#   prog_SOURCES = main.c kernels.mlir
#   AM_CFLAGS = $(ASYNCRT_CFLAGS)
#   prog_LDADD = $(ASYNCRT_LIBS)
#
# serial 1

AC_DEFUN([ASYNCC_PROG], [
  AC_ARG_VAR([ASYNCC], [the asyncc compiler for .mlir files])
  AC_ARG_VAR([ASYNCCFLAGS], [flags for asyncc (default: -O2)])
  AS_IF([test -z "${ASYNCCFLAGS+set}"], [ASYNCCFLAGS=-O2])
  AS_IF([test -z "$ASYNCC"], [AC_PATH_PROG([ASYNCC], [asyncc])])
  asyncc_prog_ok=no
  AS_IF([test -n "$ASYNCC"], [
    m4_ifval([$1], [
      AC_MSG_CHECKING([whether asyncc is at least version $1])
      asyncc_prog_version=`$ASYNCC -dumpversion 2>/dev/null`
      AS_VERSION_COMPARE([$asyncc_prog_version], [$1],
        [AC_MSG_RESULT([no ($asyncc_prog_version)])],
        [AC_MSG_RESULT([yes ($asyncc_prog_version)]); asyncc_prog_ok=yes],
        [AC_MSG_RESULT([yes ($asyncc_prog_version)]); asyncc_prog_ok=yes])
    ], [asyncc_prog_ok=yes])
  ])
  AS_IF([test $asyncc_prog_ok = yes], [
    AC_CACHE_CHECK([whether $ASYNCC compiles a module], [asyncc_cv_prog_works], [
      cat > conftest.mlir <<_ASYNCC_EOF
func.func @conftest(%x: i64) -> i64 {
  return %x : i64
}
_ASYNCC_EOF
      AS_IF([AC_RUN_LOG([$ASYNCC $ASYNCCFLAGS -c conftest.mlir -o conftest.$OBJEXT]) &&
             test -s conftest.$OBJEXT],
        [asyncc_cv_prog_works=yes], [asyncc_cv_prog_works=no])
      rm -f conftest.mlir conftest.$OBJEXT])
    asyncc_prog_ok=$asyncc_cv_prog_works
  ])
  AC_SUBST([ASYNCC])
  AC_SUBST([ASYNCCFLAGS])
  AS_IF([test $asyncc_prog_ok = yes], [$2],
    [m4_default([$3],
      [AC_MSG_ERROR([asyncc m4_ifval([$1], [$1 or newer ])was not found or does not work.
  Install it (Debian: apt-get install asyncc) or set ASYNCC=/path/to/asyncc.])])])
])
