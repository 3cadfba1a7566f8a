# CMakeDetermineASYNCCCompiler.cmake - find asyncc for the ASYNCC language.
#
# CMake runs this once per build tree, on enable_language(ASYNCC) (which
# find_package(Asyncc) does).  The compiler is, in this order:
#   -DCMAKE_ASYNCC_COMPILER=... (or the cache from an earlier run),
#   the ASYNCC environment variable (it may carry flags: ASYNCC="asyncc -v"),
#   the asyncc installed with this CMake package,
#   asyncc in PATH.
# The result is recorded in CMakeFiles/<version>/CMakeASYNCCCompiler.cmake.

if(NOT CMAKE_ASYNCC_COMPILER)
  set(_asyncc_names asyncc)
  if(NOT "$ENV{ASYNCC}" STREQUAL "")
    get_filename_component(_asyncc_env "$ENV{ASYNCC}" PROGRAM PROGRAM_ARGS _asyncc_env_flags)
    if(_asyncc_env_flags)
      set(CMAKE_ASYNCC_FLAGS_ENV_INIT "${_asyncc_env_flags}")
    endif()
    if(NOT EXISTS "${_asyncc_env}")
      message(FATAL_ERROR "The ASYNCC environment variable names '$ENV{ASYNCC}', which is not a program")
    endif()
    set(_asyncc_names "${_asyncc_env}")
  endif()
  # Reached through CMAKE_MODULE_PATH without find_package(Asyncc): the
  # bin directory beside LIBDIR (PREFIX/lib or PREFIX/lib/<multiarch>).
  if(NOT _ASYNCC_PACKAGE_BINDIR)
    if(CMAKE_CURRENT_LIST_DIR MATCHES "/lib/[^/]+-[^/]+/cmake/Asyncc$")
      get_filename_component(_ASYNCC_PACKAGE_BINDIR "${CMAKE_CURRENT_LIST_DIR}/../../../../bin" ABSOLUTE)
    else()
      get_filename_component(_ASYNCC_PACKAGE_BINDIR "${CMAKE_CURRENT_LIST_DIR}/../../../bin" ABSOLUTE)
    endif()
  endif()
  find_program(CMAKE_ASYNCC_COMPILER NAMES ${_asyncc_names}
    HINTS ${_ASYNCC_PACKAGE_BINDIR}
    DOC "asyncc, the compiler for .mlir sources")
  unset(_asyncc_names)
  unset(_asyncc_env)
  unset(_asyncc_env_flags)
endif()
mark_as_advanced(CMAKE_ASYNCC_COMPILER)
if(NOT CMAKE_ASYNCC_COMPILER)
  message(FATAL_ERROR "asyncc was not found: install it (Debian: apt-get install asyncc), "
                      "put it in PATH, or set CMAKE_ASYNCC_COMPILER or the ASYNCC environment variable")
endif()

# What the compiler is: its version (asyncc -dumpversion, as cc) and where
# its runtime lies, so that targets linked by another language's linker
# still get -lasyncrt (CMAKE_ASYNCC_IMPLICIT_LINK_*).
execute_process(COMMAND "${CMAKE_ASYNCC_COMPILER}" -dumpversion
  OUTPUT_VARIABLE CMAKE_ASYNCC_COMPILER_VERSION OUTPUT_STRIP_TRAILING_WHITESPACE
  RESULT_VARIABLE _asyncc_rc ERROR_QUIET)
if(NOT _asyncc_rc EQUAL 0 OR NOT CMAKE_ASYNCC_COMPILER_VERSION MATCHES "^[0-9]+\\.[0-9]+")
  message(FATAL_ERROR "${CMAKE_ASYNCC_COMPILER} -dumpversion failed: is it asyncc?")
endif()
execute_process(COMMAND "${CMAKE_ASYNCC_COMPILER}" -print-search-dirs
  OUTPUT_VARIABLE _asyncc_dirs RESULT_VARIABLE _asyncc_rc ERROR_QUIET)
set(CMAKE_ASYNCC_RUNTIME_DIR "")
set(CMAKE_ASYNCC_RUNTIME_RPATH "")
if(_asyncc_rc EQUAL 0 AND _asyncc_dirs MATCHES "(^|\n)runtime: ([^\n]*)")
  set(CMAKE_ASYNCC_RUNTIME_DIR "${CMAKE_MATCH_2}")
endif()
# The run path asyncc gives what it links: the runtime's directory when
# that is not one of the loader's default directories, else none.
if(_asyncc_rc EQUAL 0 AND _asyncc_dirs MATCHES "(^|\n)rpath: ([^\n]*)")
  set(CMAKE_ASYNCC_RUNTIME_RPATH "${CMAKE_MATCH_2}")
endif()
unset(_asyncc_rc)
unset(_asyncc_dirs)

set(CMAKE_ASYNCC_COMPILER_ID "Asyncc")
set(CMAKE_ASYNCC_COMPILER_ENV_VAR "ASYNCC")
configure_file("${CMAKE_CURRENT_LIST_DIR}/CMakeASYNCCCompiler.cmake.in"
               "${CMAKE_PLATFORM_INFO_DIR}/CMakeASYNCCCompiler.cmake" @ONLY)
