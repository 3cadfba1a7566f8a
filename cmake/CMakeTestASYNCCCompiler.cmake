# CMakeTestASYNCCCompiler.cmake - does the asyncc found compile a module?
#
# Like ASYNCC_PROG (asyncc.m4), compile a trivial module to an object with
# the flags the project gives; the answer is cached in the build tree.

if(NOT CMAKE_ASYNCC_COMPILER_WORKS)
  set(_asyncc_dir "${CMAKE_BINARY_DIR}${CMAKE_FILES_DIRECTORY}/CMakeScratch/TestASYNCC")
  file(MAKE_DIRECTORY "${_asyncc_dir}")
  file(WRITE "${_asyncc_dir}/test.mlir"
    "func.func @cmake_test(%x: i64) -> i64 {\n  return %x : i64\n}\n")
  separate_arguments(_asyncc_flags UNIX_COMMAND "${CMAKE_ASYNCC_FLAGS}")
  message(CHECK_START "Check for working ASYNCC compiler: ${CMAKE_ASYNCC_COMPILER}")
  execute_process(
    COMMAND "${CMAKE_ASYNCC_COMPILER}" ${_asyncc_flags} -c test.mlir -o test.o
    WORKING_DIRECTORY "${_asyncc_dir}"
    RESULT_VARIABLE _asyncc_rc OUTPUT_VARIABLE _asyncc_out ERROR_VARIABLE _asyncc_out)
  if(_asyncc_rc EQUAL 0 AND EXISTS "${_asyncc_dir}/test.o")
    message(CHECK_PASS "works")
    set(CMAKE_ASYNCC_COMPILER_WORKS 1 CACHE INTERNAL "asyncc compiles a module")
  else()
    message(CHECK_FAIL "broken")
    message(FATAL_ERROR "${CMAKE_ASYNCC_COMPILER} does not compile a trivial module:\n${_asyncc_out}")
  endif()
  file(REMOVE_RECURSE "${_asyncc_dir}")
  unset(_asyncc_dir)
  unset(_asyncc_flags)
  unset(_asyncc_rc)
  unset(_asyncc_out)
endif()
