#!/bin/bash
# The ASYNCC language and the packages behind find_package(Asyncc) and
# find_package(Asyncrt), from a staged install, in small projects: flags
# per build type, CMAKE_ASYNCC_FLAGS and $ASYNCCFLAGS, position-independent
# code, targets of .mlir sources alone (linked by asyncc), the runtime
# linked into a C program through a static library of .mlir objects,
# asyncc_add_header with OUTPUT, the version check, the compiler choice,
# and the runtime alone for a C project (Asyncrt).
. "$(dirname "$0")/lib.sh"
need_backend
need_runtime
for tool in cmake ninja; do
	command -v $tool >/dev/null 2>&1 || skip "$tool is not installed (tools/install-deps.sh installs it)"
done
stage_install
# Sanitizer builds: the C side with libasyncrt's compiler and flags (see cmake.sh).
san_args=()
[ -z "$SANITIZE_CFLAGS" ] || san_args=(-DCMAKE_C_COMPILER="$CC" -DCMAKE_C_FLAGS="$SANITIZE_CFLAGS")
configure() { cmake -G Ninja -DCMAKE_PREFIX_PATH="$prefix" ${san_args[@]+"${san_args[@]}"} "$@"; }

mkdir lang
cat > lang/CMakeLists.txt <<'CMAKE'
cmake_minimum_required(VERSION 3.20)
project(lang LANGUAGES C)
find_package(Asyncc 0.1 REQUIRED)
# .mlir alone: compiled and linked by asyncc, which adds the runtime.
add_executable(hello hello.mlir)
# A static library of .mlir objects, position-independent on request,
# used by a C program that names no runtime: the ASYNCC language's
# implicit link libraries bring it.
add_library(kern STATIC kern.mlir)
set_target_properties(kern PROPERTIES POSITION_INDEPENDENT_CODE ON)
add_executable(usekern main.c)
target_link_libraries(usekern PRIVATE kern)
asyncc_add_header(usekern kern.mlir OUTPUT include/kern_api.h)
CMAKE
cat > lang/hello.mlir <<'MLIR'
func.func @main() {
  %t, %v = async.execute -> !async.value<i64> {
    %c = arith.constant 42 : i64
    async.yield %c : i64
  }
  %x = async.await %v : !async.value<i64>
  vector.print %x : i64
  return
}
MLIR
cat > lang/kern.mlir <<'MLIR'
func.func @twice(%x: i64) -> i64 {
  %t, %v = async.execute -> !async.value<i64> {
    %y = arith.addi %x, %x : i64
    async.yield %y : i64
  }
  %r = async.await %v : !async.value<i64>
  return %r : i64
}
MLIR
cat > lang/main.c <<'C'
#include <stdio.h>
#include "kern_api.h"
int main(void) { printf("%lld\n", (long long)twice(21)); return 0; }
C

# flat LOG: the log on one line, spaces squeezed: CMake wraps its
# messages at a width, wherever the (path-dependent) words fall.
flat() { tr '\n' ' ' < "$1" | tr -s ' '; }
# cmd TARGET-OBJECT: the compile command of one object, from
# compile_commands.json.
cmd() { grep "\"command\": .*-o $1 " b/compile_commands.json; }

check 'configure (Debug, CMAKE_ASYNCC_FLAGS from $ASYNCCFLAGS)' \
	'ASYNCCFLAGS=-fno-async-parallel-for configure -S lang -B b -DCMAKE_BUILD_TYPE=Debug -DCMAKE_EXPORT_COMPILE_COMMANDS=ON > configure.log 2>&1'
check '$ASYNCCFLAGS became CMAKE_ASYNCC_FLAGS' 'grep -qx "CMAKE_ASYNCC_FLAGS:STRING=-fno-async-parallel-for" b/CMakeCache.txt'
check 'it builds' 'cmake --build b -v > build.log 2>&1'
check 'Debug compiles .mlir with the flags, then -O0 -g' \
	'cmd CMakeFiles/hello.dir/hello.mlir.o | grep -q "asyncc -fno-async-parallel-for -O0 -g "'
check 'an executable is not built -fPIC by default (asyncc makes PIC anyway)' \
	'! cmd CMakeFiles/hello.dir/hello.mlir.o | grep -q -- "-fPI[CE]"'
check 'POSITION_INDEPENDENT_CODE gives -fPIC' 'cmd CMakeFiles/kern.dir/kern.mlir.o | grep -q -- " -fPIC "'
check 'an executable of .mlir sources alone is linked by asyncc, and runs' \
	'grep -q "asyncc .*hello.mlir.o -o hello" build.log && test "$(b/hello)" = 42'
check 'asyncc_add_header writes the OUTPUT it is given' 'grep -q "twice(int64_t" b/include/kern_api.h'
check 'a C program linking a static library of .mlir objects gets -lasyncrt, and runs' \
	'grep -q -- "-o usekern .*libkern.a .*-lasyncrt" build.log && test "$(b/usekern)" = 42'

for bt in 'Release -O2' 'RelWithDebInfo -O2 -g' 'MinSizeRel -Os'; do
	type=${bt%% *} flags=${bt#* }
	check "$type compiles .mlir with CMAKE_ASYNCC_FLAGS, then $flags" \
		'configure -S lang -B b -DCMAKE_BUILD_TYPE=$type -DCMAKE_ASYNCC_FLAGS=-w > configure.log 2>&1 &&
		 cmd CMakeFiles/hello.dir/hello.mlir.o | grep -q "asyncc -w $flags -o "'
done
check '... and the program built that way runs' 'cmake --build b > build.log 2>&1 && test "$(b/hello)" = 42'

# The compiler: the one installed with the package comes first, before
# PATH; CMAKE_ASYNCC_COMPILER overrides it.
mkdir fakebin
printf '#!/bin/sh\nexit 1\n' > fakebin/asyncc
chmod +x fakebin/asyncc
check 'the package finds its own asyncc before one in PATH' \
	'PATH="$PWD/fakebin:$PATH" configure -S lang -B b2 > configure2.log 2>&1 &&
	 grep -qx "CMAKE_ASYNCC_COMPILER:FILEPATH=$bin/asyncc" b2/CMakeCache.txt'
check 'CMAKE_ASYNCC_COMPILER names another one (here a broken one, which the check rejects)' \
	'! configure -S lang -B b3 -DCMAKE_ASYNCC_COMPILER="$PWD/fakebin/asyncc" > configure3.log 2>&1 &&
	 flat configure3.log | grep -q -- "-dumpversion failed: is it asyncc?"'

# Versions: 0.1 is what this is; 9.0 is not.
mkdir newer
sed 's/find_package(Asyncc 0.1 REQUIRED)/find_package(Asyncc 9.0 REQUIRED)/' lang/CMakeLists.txt > newer/CMakeLists.txt
cp lang/*.mlir lang/main.c newer/
check 'find_package(Asyncc 9.0) fails, naming the version found' \
	'! configure -S newer -B b4 > configure4.log 2>&1 && flat configure4.log | grep -q "AsynccConfig.cmake, version: 0\.1"'

# A C project that uses the runtime's API alone: find_package(Asyncrt)
# gives Asyncc::asyncrt and does not need the compiler.
mkdir rt
cat > rt/CMakeLists.txt <<'CMAKE'
cmake_minimum_required(VERSION 3.20)
project(rt LANGUAGES C)
find_package(Asyncrt 0.1 REQUIRED)
add_executable(rt main.c)
target_link_libraries(rt PRIVATE Asyncc::asyncrt)
get_property(langs GLOBAL PROPERTY ENABLED_LANGUAGES)
message(STATUS "languages: ${langs}")
CMAKE
cat > rt/main.c <<'C'
#include <stdio.h>
#include <asyncrt.h>
int main(void)
{
	asyncrt_token *t = asyncrt_token_create();
	asyncrt_token_emplace(t);
	asyncrt_token_await(t);
	asyncrt_drop_ref(t, 1);
	printf("workers: %d\n", asyncrt_num_workers() > 0);
	return 0;
}
C
check 'find_package(Asyncrt) alone: Asyncc::asyncrt for a C program, no ASYNCC language' \
	'configure -S rt -B b5 > configure5.log 2>&1 && grep -q "languages: C$" configure5.log &&
	 cmake --build b5 > build5.log 2>&1 && test "$(b5/rt)" = "workers: 1"'
finish
