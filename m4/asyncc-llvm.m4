# ASYNCC_CHECK_LLVM([MIN-MAJOR])
# ------------------------------
# Find LLVM through llvm-config and substitute LLVM_CONFIG, LLVM_CFLAGS,
# LLVM_LDFLAGS, LLVM_LIBS, LLVM_BINDIR and LLVM_VERSION.
#
# --with-llvm-config=PATH names the program.  Otherwise try, in order,
# llvm-config-19, /usr/lib/llvm-19/bin/llvm-config and llvm-config, and
# take the first one that runs.  Versions older than MIN-MAJOR (default 19)
# are refused: the C API asyncc uses (LLVMRunPasses with the new pass
# manager, the ORC LLJIT bindings, DIBuilder) changed shape before that.
AC_DEFUN([ASYNCC_CHECK_LLVM], [
  m4_pushdef([min_major], m4_default([$1], [19]))
  AC_ARG_WITH([llvm-config],
    [AS_HELP_STRING([--with-llvm-config=PATH],
      [llvm-config program of the LLVM to build against (default: search
       llvm-config-19, /usr/lib/llvm-19/bin/llvm-config, llvm-config)])],
    [LLVM_CONFIG=$withval], [LLVM_CONFIG=])

  AC_MSG_CHECKING([for llvm-config])
  AS_IF([test -z "$LLVM_CONFIG"], [
    for asyncc_cand in llvm-config-19 /usr/lib/llvm-19/bin/llvm-config llvm-config; do
      AS_IF([$asyncc_cand --version >/dev/null 2>&1],
            [LLVM_CONFIG=$asyncc_cand; break])
    done
  ])
  AS_IF([test -z "$LLVM_CONFIG"], [
    AC_MSG_RESULT([no])
    AC_MSG_ERROR([LLVM min_major or later not found.
  On Debian: apt-get install llvm-19-dev
  Elsewhere: pass --with-llvm-config=/path/to/llvm-config])
  ])
  AS_IF([$LLVM_CONFIG --version >/dev/null 2>&1], [],
        [AC_MSG_RESULT([$LLVM_CONFIG (does not run)])
         AC_MSG_ERROR([$LLVM_CONFIG cannot be run])])
  AC_MSG_RESULT([$LLVM_CONFIG])

  LLVM_VERSION=`$LLVM_CONFIG --version`
  asyncc_llvm_major=`echo "$LLVM_VERSION" | sed 's/\..*//'`
  AC_MSG_CHECKING([whether LLVM $LLVM_VERSION is at least min_major])
  AS_IF([test "$asyncc_llvm_major" -ge min_major 2>/dev/null],
        [AC_MSG_RESULT([yes])],
        [AC_MSG_RESULT([no])
         AC_MSG_ERROR([LLVM $LLVM_VERSION from $LLVM_CONFIG is too old: asyncc needs LLVM min_major or later.
  On Debian: apt-get install llvm-19-dev, or pass --with-llvm-config=PATH])])

  LLVM_CFLAGS=`$LLVM_CONFIG --cflags`
  LLVM_LDFLAGS=`$LLVM_CONFIG --ldflags`
  LLVM_BINDIR=`$LLVM_CONFIG --bindir`
  # The shared libLLVM when there is one (Debian ships it); otherwise the
  # static component libraries and their system dependencies.
  AS_IF([test "`$LLVM_CONFIG --shared-mode 2>/dev/null`" = shared],
    [LLVM_LIBS=`$LLVM_CONFIG --link-shared --libs core analysis bitwriter passes target orcjit native`],
    [LLVM_LIBS="`$LLVM_CONFIG --link-static --libs core analysis bitwriter passes target orcjit native` `$LLVM_CONFIG --link-static --system-libs`"])

  asyncc_save_CPPFLAGS=$CPPFLAGS
  CPPFLAGS="$CPPFLAGS $LLVM_CFLAGS"
  AC_CHECK_HEADERS([llvm-c/Core.h llvm-c/Transforms/PassBuilder.h llvm-c/LLJIT.h llvm-c/DebugInfo.h],
    [], [AC_MSG_ERROR([LLVM C API headers missing: install llvm-19-dev])])
  CPPFLAGS=$asyncc_save_CPPFLAGS

  asyncc_save_LIBS=$LIBS
  asyncc_save_LDFLAGS=$LDFLAGS
  LIBS="$LLVM_LIBS $LIBS"
  LDFLAGS="$LDFLAGS $LLVM_LDFLAGS"
  AC_MSG_CHECKING([whether a program links against LLVM])
  AC_LINK_IFELSE([AC_LANG_PROGRAM([[char LLVMContextCreate(void);]],
                                  [[return LLVMContextCreate();]])],
    [AC_MSG_RESULT([yes])],
    [AC_MSG_RESULT([no])
     AC_MSG_ERROR([cannot link against LLVM ($LLVM_LIBS)])])
  LIBS=$asyncc_save_LIBS
  LDFLAGS=$asyncc_save_LDFLAGS

  AC_SUBST([LLVM_CONFIG])
  AC_SUBST([LLVM_VERSION])
  AC_SUBST([LLVM_CFLAGS])
  AC_SUBST([LLVM_LDFLAGS])
  AC_SUBST([LLVM_LIBS])
  AC_SUBST([LLVM_BINDIR])
  m4_popdef([min_major])
])
