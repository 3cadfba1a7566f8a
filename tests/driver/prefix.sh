#!/bin/bash
# Three small projects built against asyncc installed under a prefix of
# its own (private_install in lib.sh: PATH and pkg-config's path, nothing
# else), as a user without root builds them, with Make, CMake (Ninja and
# Unix Makefiles) and Meson (buildtype plain, debug, release); every
# program runs with LD_LIBRARY_PATH unset.
#   p1  main.c including <asyncrt.h> and kern.h, generated from kern.mlir
#   p2  a module with async.execute and math.erf (erf.mlir) in a C
#       program that links a shared library of .mlir (more.mlir) and
#       names no runtime
#   p3  a program of .mlir sources alone
# and an unchanged header keeps its modification time: touching kern.mlir
# recompiles kern's object, not main.c.
. "$(dirname "$0")/lib.sh"
need_backend
need_runtime
[ -z "${SANITIZE_CFLAGS:-}" ] || not_applicable "the runtime is built with $SANITIZE_CFLAGS: programs need its sanitizer"
private_install
check 'make install puts the build-system guide in $(docdir), and asyncc(1) names it' \
	'test -s "$prefix/share/doc/asyncc/build-systems.md" &&
	 grep -q "^## Meson" "$prefix/share/doc/asyncc/build-systems.md" &&
	 grep -q "build\\\\-systems.md" "$prefix/share/man/man1/asyncc.1"'

mkdir -p proj/p1 proj/p2 proj/p3
cat > proj/p1/kern.mlir <<'MLIR'
func.func @twice(%x: i64) -> i64 {
  %t, %v = async.execute -> !async.value<i64> {
    %y = arith.addi %x, %x : i64
    async.yield %y : i64
  }
  %r = async.await %v : !async.value<i64>
  return %r : i64
}
MLIR
cat > proj/p1/main.c <<'C'
#include <stdio.h>
#include <asyncrt.h>
#include "kern.h"
int main(void)
{
	asyncrt_token *t = asyncrt_token_create();
	asyncrt_token_emplace(t);
	asyncrt_token_await(t);
	asyncrt_drop_ref(t, 1);
	printf("twice(21) = %lld\n", (long long)twice(21));
	return 0;
}
C
cat > proj/p2/erf.mlir <<'MLIR'
func.func @erf_sum(%a: f64, %b: f64) -> f64 {
  %t, %v = async.execute -> !async.value<f64> {
    %e = math.erf %a : f64
    async.yield %e : f64
  }
  %eb = math.erf %b : f64
  %ea = async.await %v : !async.value<f64>
  %s = arith.addf %ea, %eb : f64
  return %s : f64
}
MLIR
cat > proj/p2/more.mlir <<'MLIR'
func.func @more(%x: i64) -> i64 {
  %t, %v = async.execute -> !async.value<i64> {
    %c = arith.constant 1 : i64
    %y = arith.addi %x, %c : i64
    async.yield %y : i64
  }
  %r = async.await %v : !async.value<i64>
  return %r : i64
}
MLIR
cat > proj/p2/main.c <<'C'
#include <stdio.h>
#include <stdlib.h>
#include "erf.h"
#include "more.h"
int main(int argc, char **argv)
{
	double a = argc > 2 ? atof(argv[1]) : 0.5, b = argc > 2 ? atof(argv[2]) : 1.0;
	printf("erf(0.5) + erf(1) = %.6f\n", erf_sum(a, b));
	printf("more(41) = %lld\n", (long long)more(41));
	return 0;
}
C
cat > proj/p3/main.mlir <<'MLIR'
func.func private @square(i64) -> i64
func.func @main() -> i32 {
  %c = arith.constant 12 : i64
  %t, %v = async.execute -> !async.value<i64> {
    %s = func.call @square(%c) : (i64) -> i64
    async.yield %s : i64
  }
  %r = async.await %v : !async.value<i64>
  vector.print %r : i64
  %z = arith.constant 0 : i32
  return %z : i32
}
MLIR
cat > proj/p3/util.mlir <<'MLIR'
func.func @square(%x: i64) -> i64 {
  %s = arith.muli %x, %x : i64
  return %s : i64
}
MLIR
# Expected output, from erf(3) (C's libm) and by hand.
want_p1='twice(21) = 42'
want_p2=$'erf(0.5) + erf(1) = 1.363201\nmore(41) = 42'
want_p3=144
# runs DIR: the three programs of a build, run with LD_LIBRARY_PATH unset.
runs() {
	test "$(env -u LD_LIBRARY_PATH "$1/hdr")" = "$want_p1" &&
	test "$(env -u LD_LIBRARY_PATH "$1/erf")" = "$want_p2" &&
	test "$(env -u LD_LIBRARY_PATH "$1/mlironly")" = "$want_p3"
}

# ---------------------------------------------------------------- Make
cp -R proj make
cat > make/Makefile <<'MAKE'
ASYNCC = asyncc
ASYNCCFLAGS = -O2
CFLAGS = -O2 $(shell pkg-config --cflags asyncrt)
# The run path asyncc gives: where pkg-config says the runtime is.
RUNTIME_RPATH = -Wl,-rpath,$(shell pkg-config --variable=libdir asyncrt)

all: hdr hdr-static erf mlironly

# The object and the header in one run, with their dependency file.
%.o %.h: %.mlir
	$(ASYNCC) $(ASYNCCFLAGS) -MD -MP -c -o $*.o --emit-header=$*.h $<

p1/main.o: p1/kern.h
hdr: p1/main.o p1/kern.o
	$(ASYNCC) -o $@ $^
hdr-static: p1/main.o p1/kern.o
	$(CC) -static -o $@ $^ $(shell pkg-config --static --libs asyncrt)

libmore.so: p2/more.mlir
	$(ASYNCC) $(ASYNCCFLAGS) -shared -o $@ $<
p2/main.o: p2/erf.h p2/more.h
erf: p2/main.o p2/erf.o libmore.so
	$(CC) -o $@ p2/main.o p2/erf.o -L. -lmore -Wl,-rpath,'$$ORIGIN' $(shell pkg-config --libs asyncrt) $(RUNTIME_RPATH)

mlironly: p3/main.mlir p3/util.mlir
	$(ASYNCC) $(ASYNCCFLAGS) -o $@ $^

-include p1/kern.d p2/erf.d p2/more.d
MAKE
check 'Make: the three projects build against the private prefix' 'make -C make -j2 > make.log 2>&1'
check 'Make: they run without LD_LIBRARY_PATH' 'runs make'
check 'Make: pkg-config --static links libasyncrt.a, and the program runs' \
	'test "$(./make/hdr-static)" = "$want_p1" && ! readelf -d make/hdr-static | grep -q NEEDED'
check 'Make: kern.d names the object and the header' 'grep -q "^p1/kern.o p1/kern.h: p1/kern.mlir" make/p1/kern.d'
sleep 1
touch make/p1/kern.mlir
before=$(cd make && mtimes p1/kern.h p1/main.o)
check 'Make: after touching kern.mlir, make recompiles kern.o' \
	'make -C make > make2.log 2>&1 && grep -q "asyncc .* -c -o p1/kern.o" make2.log'
check 'Make: ... kern.h keeps its mtime and main.c is not recompiled' \
	'test "$(cd make && mtimes p1/kern.h p1/main.o)" = "$before" && ! grep -q "main.c" make2.log'

# --------------------------------------------------------------- CMake
if command -v cmake >/dev/null 2>&1 && command -v ninja >/dev/null 2>&1; then
cp -R proj cm
cat > cm/CMakeLists.txt <<'CMAKE'
cmake_minimum_required(VERSION 3.20)
project(three LANGUAGES C)
find_package(Asyncc 0.1 REQUIRED)
enable_language(ASYNCC)             # already enabled: no harm

# p1: C including <asyncrt.h> and kern.h.
add_executable(hdr p1/main.c p1/kern.mlir)
asyncc_add_header(hdr p1/kern.mlir)
target_link_libraries(hdr PRIVATE Asyncc::asyncrt)
# The same header again, PUBLIC on a static library of the module, and
# installed: one rule generates it for both.
add_library(kern STATIC p1/kern.mlir)
asyncc_add_header(kern p1/kern.mlir PUBLIC INSTALL OUTPUT_VARIABLE kern_h)
message(STATUS "kern header: ${kern_h}")
message(STATUS "implicit: ${CMAKE_ASYNCC_IMPLICIT_LINK_LIBRARIES} dirs: [${CMAKE_ASYNCC_IMPLICIT_LINK_DIRECTORIES}]")
add_executable(hdr2 p1/main.c)
target_link_libraries(hdr2 PRIVATE kern Asyncc::asyncrt_static)

# p2: a shared library of .mlir, and C + math.erf linking only it.
add_library(more SHARED p2/more.mlir)
asyncc_add_header(more p2/more.mlir INTERFACE)
add_executable(erf p2/main.c p2/erf.mlir)
asyncc_add_header(erf p2/erf.mlir)
target_link_libraries(erf PRIVATE more)

# p3: .mlir sources alone.
add_executable(mlironly p3/main.mlir p3/util.mlir)
install(TARGETS hdr mlironly)
CMAKE
# The language named in project(): with the module path, no find_package.
mkdir -p cmlang && cp proj/p3/*.mlir cmlang/
cat > cmlang/CMakeLists.txt <<'CMAKE'
cmake_minimum_required(VERSION 3.20)
project(mlironly LANGUAGES C ASYNCC)
add_executable(mlironly main.mlir util.mlir)
CMAKE
for gen in Ninja 'Unix Makefiles'; do
	b=cm-${gen// /-}
	check "CMake $gen: configures with CMAKE_PREFIX_PATH" \
		'cmake -S cm -B "$b" -G "$gen" -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_BUILD_TYPE=Release > "$b.conf.log" 2>&1 &&
		 grep -q "kern header: $PWD/$b/kern.h" "$b.conf.log"'
	check "CMake $gen: builds" 'cmake --build "$b" -j2 -v > "$b.build.log" 2>&1'
	check "CMake $gen: the programs run without LD_LIBRARY_PATH" 'runs "$b" && test "$(env -u LD_LIBRARY_PATH "$b/hdr2")" = "$want_p1"'
	check "CMake $gen: kern.h, used by two targets, is generated once" \
		'test "$(grep -c "asyncc --emit-header .*/kern.mlir" "$b.build.log")" -eq 1'
	check "CMake $gen: Asyncc::asyncrt_static links libasyncrt.a" \
		'! readelf -d "$b/hdr2" | grep -q "NEEDED.*libasyncrt"'
	check "CMake $gen: the implicit link libraries carry -lm and the run path, and no system directory" \
		'grep -qxF -- "-- implicit: -L$libdir;-Wl,-rpath,$libdir;asyncrt;m dirs: []" "$b.conf.log"'
	sleep 1
	touch cm/p1/kern.mlir
	before=$(mtimes "$b/kern.h" "$b/CMakeFiles/hdr.dir/p1/main.c.o")
	check "CMake $gen: after touching kern.mlir, the build recompiles kern.mlir" \
		'cmake --build "$b" -v > "$b.build2.log" 2>&1 && grep -q "asyncc .* -c .*/p1/kern.mlir" "$b.build2.log"'
	check "CMake $gen: ... kern.h keeps its mtime and main.c is not recompiled" \
		'test "$(mtimes "$b/kern.h" "$b/CMakeFiles/hdr.dir/p1/main.c.o")" = "$before" && ! grep -q -- "-c .*/p1/main.c$" "$b.build2.log"'
	check "CMake $gen: installed programs run without LD_LIBRARY_PATH, kern.h is installed" \
		'cmake --install "$b" --prefix "$PWD/$b-inst" > "$b.inst.log" 2>&1 &&
		 test "$(env -u LD_LIBRARY_PATH "$b-inst/bin/hdr")" = "$want_p1" &&
		 test "$(env -u LD_LIBRARY_PATH "$b-inst/bin/mlironly")" = "$want_p3" && test -f "$b-inst/include/kern.h"'
done
check 'CMake: project(x LANGUAGES C ASYNCC) with CMAKE_MODULE_PATH, no find_package' \
	'cmake -S cmlang -B cmlang-b -G Ninja -DCMAKE_MODULE_PATH="$libdir/cmake/Asyncc" > cmlang.log 2>&1 &&
	 grep -qx "CMAKE_ASYNCC_COMPILER:FILEPATH=$bin/asyncc" cmlang-b/CMakeCache.txt &&
	 cmake --build cmlang-b > cmlang-build.log 2>&1 && test "$(env -u LD_LIBRARY_PATH cmlang-b/mlironly)" = "$want_p3"'
else
	echo "SKIP: CMake checks (cmake or ninja is not installed)"
	[ "${CI:-}" != true ] || { echo "FAIL: CI needs cmake and ninja"; failures=$((failures + 1)); }
fi

# --------------------------------------------------------------- Meson
if command -v meson >/dev/null 2>&1 && command -v ninja >/dev/null 2>&1; then
cp -R proj ms
cat > ms/meson.build <<'MESON'
project('three', 'c', meson_version: '>= 0.60')
asyncrt = dependency('asyncrt')
asyncc = find_program('asyncc', asyncrt.get_variable(pkgconfig: 'asyncc', default_value: 'asyncc'),
  version: '>= 0.1')
optimization = get_option('optimization')
asyncc_args = optimization == 'plain' ? [] : ['-O' + optimization]
if get_option('debug')
  asyncc_args += '-g'
endif
if get_option('b_sanitize') != 'none'
  asyncc_args += '-fsanitize=' + get_option('b_sanitize')
endif
mlir_gen = generator(asyncc, output: '@BASENAME@.o', depfile: '@BASENAME@.o.d',
  arguments: asyncc_args + ['-MD', '-MF', '@DEPFILE@', '-c', '@INPUT@', '-o', '@OUTPUT@'])
hdr = {}
foreach m : ['p1/kern', 'p2/erf', 'p2/more']
  hdr += {m: custom_target(m.underscorify() + '.h', input: m + '.mlir', output: m.split('/')[1] + '.h',
    command: [asyncc, '--emit-header', '@INPUT@', '-o', '@OUTPUT@'])}
endforeach
executable('hdr', 'p1/main.c', hdr['p1/kern'], mlir_gen.process('p1/kern.mlir'), dependencies: asyncrt)
more = shared_library('more', mlir_gen.process('p2/more.mlir'), dependencies: asyncrt)
executable('erf', 'p2/main.c', hdr['p2/erf'], hdr['p2/more'], mlir_gen.process('p2/erf.mlir'),
  link_with: more, dependencies: asyncrt)
executable('mlironly', mlir_gen.process('p3/main.mlir', 'p3/util.mlir'), dependencies: asyncrt)
MESON
for bt in 'plain ' 'debug -O0 -g ' 'release -O3 '; do
	type=${bt%% *} flags=${bt#* }
	b=ms-$type
	# plain: asyncc is not in PATH, pkg-config names it.
	path=$PATH
	[ "$type" != plain ] || path=${PATH#"$bin:"}
	check "Meson $type: sets up and builds" \
		'PATH=$path meson setup "$b" ms --buildtype=$type > "$b.setup.log" 2>&1 && ninja -C "$b" -v > "$b.build.log" 2>&1'
	check "Meson $type: asyncc runs with ${flags:-no -O flag}" \
		'test "$(grep -c "asyncc ${flags}-MD -MF" "$b.build.log")" -eq 5'
	check "Meson $type: the programs run without LD_LIBRARY_PATH" 'runs "$b"'
done
# b_sanitize=address reaches the .mlir objects; Meson links with it.
if cc -fsanitize=address -x c /dev/null -c -o /dev/null 2>/dev/null; then
	check 'Meson debug, b_sanitize=address: asyncc instruments the .mlir objects, the programs run' \
		'meson setup ms-asan ms --buildtype=debug -Db_sanitize=address > ms-asan.setup.log 2>&1 &&
		 ninja -C ms-asan -v > ms-asan.build.log 2>&1 &&
		 test "$(grep -c "asyncc -O0 -g -fsanitize=address -MD -MF" ms-asan.build.log)" -eq 5 &&
		 nm ms-asan/erf.p/erf.o | grep -q __asan_report_load && runs ms-asan'
fi
check 'Meson: without asyncc in PATH, pkg-config --variable=asyncc asyncrt named it' \
	'test "$(pkg-config --variable=asyncc asyncrt)" = "$bin/asyncc" && grep -q "Program .*asyncc found: YES 0\.1\.0 ($bin/asyncc)" ms-plain.setup.log'
sleep 1
touch ms/p1/kern.mlir
before=$(mtimes ms-release/kern.h ms-release/hdr.p/p1_main.c.o)
check 'Meson: after touching kern.mlir, ninja recompiles kern.o' \
	'ninja -C ms-release -v > ms-build2.log 2>&1 && grep -q "asyncc .* -c ../ms/p1/kern.mlir" ms-build2.log'
check 'Meson: ... kern.h keeps its mtime and main.c is not recompiled' \
	'test "$(mtimes ms-release/kern.h ms-release/hdr.p/p1_main.c.o)" = "$before" && ! grep -q "p1/main.c" ms-build2.log'
else
	echo "SKIP: Meson checks (meson or ninja is not installed)"
	[ "${CI:-}" != true ] || { echo "FAIL: CI needs meson and ninja"; failures=$((failures + 1)); }
fi
finish
