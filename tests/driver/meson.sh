#!/bin/bash
# examples/meson-consumer, the consumer program built by Meson against a
# staged install of asyncc: asyncc from PATH (or a native file), the
# runtime through pkg-config, .mlir sources through a generator() with
# asyncc's depfile.  Build it, run it, then check the rebuilds: a second
# build has nothing to do; touching sum.mlir recompiles sum.o alone.
. "$(dirname "$0")/lib.sh"
need_backend
need_runtime
for tool in meson ninja pkg-config; do
	command -v $tool >/dev/null 2>&1 || skip "$tool is not installed (tools/install-deps.sh installs it)"
done
stage_install
# What a user of the staged install sets: PATH, and pkg-config's search
# path with the staging root as its sysroot.
export PATH="$bin:$PATH"
export PKG_CONFIG_PATH="$libdir/pkgconfig" PKG_CONFIG_SYSROOT_DIR="$root"

check 'examples/meson-consumer has the sources of examples/consumer' \
	'for f in main.c sum.mlir square.mlir; do cmp "$abs_top_srcdir/examples/consumer/$f" "$abs_top_srcdir/examples/meson-consumer/$f" || exit 1; done'
cp -R "$abs_top_srcdir/examples/meson-consumer" src
chmod -R u+w src
# A sanitizer build's libasyncrt needs the sanitizer runtime in the program.
san_env=()
[ -z "$SANITIZE_CFLAGS" ] || san_env=(CC="$CC" CFLAGS="$SANITIZE_CFLAGS" LDFLAGS="$SANITIZE_CFLAGS")

check 'meson setup finds asyncc and asyncrt' \
	'env ${san_env[@]+"${san_env[@]}"} meson setup build src --buildtype=debugoptimized -Dasyncc_args=-fno-async-parallel-for > setup.log 2>&1 &&
	 grep -q "Program asyncc found: YES 0\.1\.0 ($bin/asyncc)" setup.log && grep -q "Run-time dependency asyncrt found: YES" setup.log'
check 'the first build compiles both .mlir files, with the build type'"'"'s flags and asyncc_args' \
	'ninja -C build -v > build1.log 2>&1 &&
	 test "$(grep -c "asyncc -O2 -g -fno-async-parallel-for -MD -MF consumer.p/[a-z]*\.o\.d -c ../src/[a-z]*\.mlir -o consumer.p/[a-z]*\.o$" build1.log)" -eq 2'
check '... and generates square.h with asyncc --emit-header' \
	'grep -q "asyncc --emit-header ../src/square.mlir -o square.h" build1.log && grep -q "square(int64_t" build/square.h'
check 'the program runs and computes' \
	'build/consumer > run.log && grep -qx "sum_below(1000) = 499500" run.log &&
	 grep -qx "sum_of_squares(3, 4) = 25" run.log && grep -qx "square(12) = 144" run.log'
check 'meson test runs it too' 'meson test -C build > test.log 2>&1'
check 'ninja recorded the depfile asyncc wrote for sum.o' \
	'ninja -C build -t deps consumer.p/sum.o | grep -q "^ *\.\./src/sum\.mlir$"'

objs() { (cd build && mtimes consumer.p/sum.o consumer.p/square.o consumer.p/main.c.o square.h); }
objs > before
check 'a second build has nothing to do' \
	'ninja -C build -n > noop.log 2>&1 && grep -qx "ninja: no work to do." noop.log'
check '... and rewrites nothing' 'ninja -C build > build2.log 2>&1 && objs | cmp - before'
sleep 1
touch src/sum.mlir
check 'after touching sum.mlir, ninja -n plans one compile, sum.o' \
	'ninja -C build -n -v > plan.log 2>&1 && test "$(grep -c "/asyncc .* -c " plan.log)" -eq 1 && grep -q "asyncc .* -c ../src/sum.mlir -o consumer.p/sum.o$" plan.log'
check '... the build runs asyncc once and cc for no object' \
	'ninja -C build -v > build3.log 2>&1 && test "$(grep -c "/asyncc .* -c " build3.log)" -eq 1 && ! grep -q -- " -c ../src/main.c" build3.log'
objs > after
check '... sum.o is new, the other objects and square.h are not' \
	'! grep sum.o before | cmp -s - <(grep sum.o after) && grep -v sum.o before | cmp - <(grep -v sum.o after)'
check '... and the program still works' 'build/consumer > /dev/null'

# A native file's [binaries] entry names asyncc when PATH does not have it.
printf "[binaries]\nasyncc = '%s'\n" "$bin/asyncc" > native.ini
check 'a native file can name asyncc instead of PATH' \
	'PATH=${PATH#"$bin:"} env ${san_env[@]+"${san_env[@]}"} meson setup build2 src --native-file native.ini > setup2.log 2>&1 &&
	 grep -q "Program asyncc found: YES" setup2.log && grep -q "COMMAND = $bin/asyncc " build2/build.ninja'
finish
