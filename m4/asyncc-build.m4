# Build options shared by the compiler, the runtime and the tests.

# ASYNCC_CC_FLAG(FLAG, [ACTION-IF-OK])
# ------------------------------------
# Append FLAG to ASYNCC_WARN_CFLAGS when the C compiler takes it.
AC_DEFUN([ASYNCC_CC_FLAG], [
  AS_VAR_PUSHDEF([cache], [asyncc_cv_cflag_$1])
  AC_CACHE_CHECK([whether $CC accepts $1], [cache], [
    asyncc_save_CFLAGS=$CFLAGS
    CFLAGS="$CFLAGS -Werror $1"
    AC_COMPILE_IFELSE([AC_LANG_PROGRAM([], [])],
      [AS_VAR_SET([cache], [yes])], [AS_VAR_SET([cache], [no])])
    CFLAGS=$asyncc_save_CFLAGS])
  AS_VAR_IF([cache], [yes], [ASYNCC_WARN_CFLAGS="$ASYNCC_WARN_CFLAGS $1"; $2])
  AS_VAR_POPDEF([cache])
])

# ASYNCC_SANITIZERS
# -----------------
# --enable-sanitizers=address,undefined | thread: build everything,
# tests included, with those sanitizers.  The flags go into CFLAGS and
# LDFLAGS so that libtool, the tests and the programs the test suite
# links all see them.
AC_DEFUN([ASYNCC_SANITIZERS], [
  AC_ARG_ENABLE([sanitizers],
    [AS_HELP_STRING([--enable-sanitizers=LIST],
      [build with -fsanitize=LIST (e.g. address,undefined or thread)])],
    [], [enable_sanitizers=no])
  SANITIZE_CFLAGS= SANITIZE_FLAGS=
  AS_CASE([$enable_sanitizers],
    [no|""], [],
    [yes], [SANITIZE_CFLAGS="-fsanitize=address,undefined"],
    [SANITIZE_CFLAGS="-fsanitize=$enable_sanitizers"])
  AS_IF([test -n "$SANITIZE_CFLAGS"], [
    # SANITIZE_FLAGS without -g: what asyncc's host cc gets by default.
    SANITIZE_FLAGS="$SANITIZE_CFLAGS -fno-omit-frame-pointer -fno-sanitize-recover=all"
    SANITIZE_CFLAGS="$SANITIZE_FLAGS -g"
    asyncc_save_CFLAGS=$CFLAGS
    CFLAGS="$CFLAGS $SANITIZE_CFLAGS"
    asyncc_save_LDFLAGS=$LDFLAGS
    LDFLAGS="$LDFLAGS $SANITIZE_CFLAGS"
    AC_MSG_CHECKING([whether $CC builds with $SANITIZE_CFLAGS])
    AC_LINK_IFELSE([AC_LANG_PROGRAM([], [])], [AC_MSG_RESULT([yes])],
      [AC_MSG_RESULT([no])
       AC_MSG_ERROR([$CC cannot build with $SANITIZE_CFLAGS; try CC=clang-19])])
  ])
  AC_SUBST([SANITIZE_CFLAGS])
  AM_CONDITIONAL([SANITIZE], [test -n "$SANITIZE_CFLAGS"])
  AM_CONDITIONAL([SANITIZE_THREAD],
                 [echo "$SANITIZE_CFLAGS" | grep -q 'sanitize=thread'])
])

# ASYNCC_FUZZING
# --------------
# --enable-fuzzing: build the libFuzzer targets under fuzz/ (needs clang).
AC_DEFUN([ASYNCC_FUZZING], [
  AC_ARG_ENABLE([fuzzing],
    [AS_HELP_STRING([--enable-fuzzing],
      [build the libFuzzer targets (needs CC=clang-19)])],
    [], [enable_fuzzing=no])
  AS_IF([test "$enable_fuzzing" = yes], [
    asyncc_save_CFLAGS=$CFLAGS
    CFLAGS="$CFLAGS -fsanitize=fuzzer-no-link"
    AC_MSG_CHECKING([whether $CC supports -fsanitize=fuzzer])
    AC_COMPILE_IFELSE([AC_LANG_PROGRAM([], [])], [AC_MSG_RESULT([yes])],
      [AC_MSG_RESULT([no])
       AC_MSG_ERROR([--enable-fuzzing needs clang with libFuzzer: CC=clang-19])])
    CFLAGS=$asyncc_save_CFLAGS
  ])
  AM_CONDITIONAL([FUZZING], [test "$enable_fuzzing" = yes])
])

# ASYNCC_TEST_TOOLS
# -----------------
# Tools the test suite uses.  FileCheck is required for `make check`;
# mlir-opt-19 and friends are the differential oracle and are optional:
# tests that need them report SKIP when they are absent.
AC_DEFUN([ASYNCC_TEST_TOOLS], [
  asyncc_llvm_path="$LLVM_BINDIR$PATH_SEPARATOR$PATH"
  AC_PATH_PROGS([FILECHECK], [FileCheck-19 FileCheck], [], [$asyncc_llvm_path])
  AC_PATH_PROGS([MLIR_OPT], [mlir-opt-19 mlir-opt], [], [$asyncc_llvm_path])
  AC_PATH_PROGS([MLIR_TRANSLATE], [mlir-translate-19 mlir-translate], [], [$asyncc_llvm_path])
  AC_PATH_PROGS([MLIR_CPU_RUNNER], [mlir-cpu-runner-19 mlir-cpu-runner], [], [$asyncc_llvm_path])
  AC_PATH_PROGS([LLVM_OPT], [opt-19 opt], [], [$asyncc_llvm_path])
  AC_PATH_PROGS([LLC], [llc-19 llc], [], [$asyncc_llvm_path])
  AC_PATH_PROGS([CLANG], [clang-19 clang], [], [$asyncc_llvm_path])
  AC_PATH_PROGS([GDB], [gdb])
  AC_PATH_PROGS([VALGRIND], [valgrind])
  AC_PATH_PROGS([PYTHON3], [python3])
  AC_PATH_PROG([BASH], [bash])
  AS_IF([test -z "$BASH"], [AC_MSG_ERROR([the test suite needs bash])])
  # The MLIR runtime libraries live next to libLLVM on Debian.
  MLIR_LIBDIR=`$LLVM_CONFIG --libdir`
  AC_SUBST([MLIR_LIBDIR])
])
