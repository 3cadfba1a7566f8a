#!/bin/bash
# examples/cmake-consumer, the consumer program built by CMake against a
# staged install of asyncc that it finds only through find_package(Asyncc)
# and CMAKE_PREFIX_PATH: with the Ninja and the Unix Makefiles generators,
# build it and run it, then check the rebuilds: a second build does
# nothing; touching sum.mlir recompiles sum.mlir.o and no other object;
# touching square.mlir regenerates square.h, so it recompiles square.mlir.o
# and main.c.o (which includes square.h) but not sum.mlir.o.
. "$(dirname "$0")/lib.sh"
need_backend
need_runtime
for tool in cmake ninja make; do
	command -v $tool >/dev/null 2>&1 || skip "$tool is not installed (tools/install-deps.sh installs it)"
done
stage_install

check 'make install puts the CMake packages Asyncc and Asyncrt in LIBDIR/cmake' \
	'for f in Asyncc/AsynccConfig.cmake Asyncc/AsynccConfigVersion.cmake Asyncc/CMakeDetermineASYNCCCompiler.cmake \
	          Asyncc/CMakeASYNCCInformation.cmake Asyncrt/AsyncrtConfig.cmake Asyncrt/AsyncrtConfigVersion.cmake; do
		test -f "$libdir/cmake/$f" || { echo "no $libdir/cmake/$f"; exit 1; }; done'
# The example is the consumer program: the same sources, built by CMake.
check 'examples/cmake-consumer has the sources of examples/consumer' \
	'for f in main.c sum.mlir square.mlir; do cmp "$abs_top_srcdir/examples/consumer/$f" "$abs_top_srcdir/examples/cmake-consumer/$f" || exit 1; done'

cp -R "$abs_top_srcdir/examples/cmake-consumer" src
chmod -R u+w src
# Only the prefix: the package finds the asyncc installed with it.
cmake_args=(-DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_BUILD_TYPE=Release)
# A sanitizer build's libasyncrt needs the sanitizer runtime in the
# programs that link it: the C side is compiled and linked with the same
# compiler and flags (CMAKE_C_FLAGS reach cc's links; asyncc's links
# already use them, and asyncc refuses -fsanitize: no linker flags).
[ -z "$SANITIZE_CFLAGS" ] || cmake_args+=(-DCMAKE_C_COMPILER="$CC" -DCMAKE_C_FLAGS="$SANITIZE_CFLAGS")

objs() { (cd "$1" && mtimes CMakeFiles/sum.dir/sum.mlir.o CMakeFiles/consumer.dir/square.mlir.o CMakeFiles/consumer.dir/main.c.o square.h); }
# compiles LOG: the .mlir files asyncc compiled in a verbose build log.
compiles() { sed -n 's|.*/asyncc .* -c .*/\([^/ ]*\.mlir\)$|\1|p' "$1" | sort | tr '\n' ' '; }

for gen in Ninja 'Unix Makefiles'; do
	b=build-${gen// /-}
	check "$gen: cmake configures, finding asyncc through find_package(Asyncc)" \
		'cmake -S src -B "$b" -G "$gen" "${cmake_args[@]}" > "$b.configure.log" 2>&1'
	check "$gen: ... the asyncc installed with the package" \
		'grep -qx "CMAKE_ASYNCC_COMPILER:FILEPATH=$bin/asyncc" "$b/CMakeCache.txt"'
	check "$gen: the first build compiles both .mlir files with asyncc" \
		'cmake --build "$b" -v > "$b.build1.log" 2>&1 && test "$(compiles "$b.build1.log")" = "square.mlir sum.mlir "'
	check "$gen: ... -O2 for Release, and -fPIC for the shared library libsum.so only" \
		'grep -q "asyncc -O2 -fPIC .* -c .*/sum\.mlir$" "$b.build1.log" &&
		 grep "asyncc .* -c .*/square\.mlir$" "$b.build1.log" | grep -v -q -- -fPIC'
	check "$gen: ... with a dependency file (-MD -MF)" \
		'grep -q "asyncc .* -MD -MT CMakeFiles/sum.dir/sum.mlir.o -MF CMakeFiles/sum.dir/sum.mlir.o.d .* -c" "$b.build1.log"'
	check "$gen: ... and generates square.h with asyncc --emit-header" \
		'grep -q "asyncc --emit-header .*/square.mlir -o .*/square.h" "$b.build1.log" && grep -q "square(int64_t" "$b/square.h"'
	check "$gen: the program runs and computes" \
		'"$b/consumer" > "$b.run.log" && grep -qx "sum_below(1000) = 499500" "$b.run.log" &&
		 grep -qx "sum_of_squares(3, 4) = 25" "$b.run.log" && grep -qx "square(12) = 144" "$b.run.log"'
	check "$gen: ctest runs it too" '(cd "$b" && ctest --output-on-failure) > "$b.ctest.log" 2>&1'

	# Nothing changed: nothing to do.
	objs "$b" > "$b.before"
	if [ "$gen" = Ninja ]; then
		check "$gen: a second build has nothing to do (ninja -n)" \
			'ninja -C "$b" -n > "$b.noop.log" 2>&1 && grep -qx "ninja: no work to do." "$b.noop.log"'
		# The dependency files went into ninja's log of dependencies.
		check "$gen: ninja recorded sum.mlir.o's dependency file" \
			'ninja -C "$b" -t deps CMakeFiles/sum.dir/sum.mlir.o | grep -q "^ *$PWD/src/sum.mlir$"'
	else
		check "$gen: a second build builds, links and generates nothing" \
			'cmake --build "$b" -v > "$b.noop.log" 2>&1 && ! grep -E -q "(Building|Linking|Generating) |/asyncc .* -c " "$b.noop.log"'
		# The Makefile generators read asyncc's dependency files into
		# compiler_depend.make (CMAKE_ASYNCC_DEPENDS_USE_COMPILER).
		check "$gen: make merged sum.mlir.o's dependency file" \
			'grep -q "^CMakeFiles/sum.dir/sum.mlir.o: $PWD/src/sum.mlir$" "$b/CMakeFiles/sum.dir/compiler_depend.make"'
	fi
	check "$gen: ... and rewrites no object" 'objs "$b" | cmp - "$b.before"'

	# One .mlir touched: its object alone.
	sleep 1
	touch src/sum.mlir
	if [ "$gen" = Ninja ]; then
		check "$gen: after touching sum.mlir, ninja -n plans to compile sum.mlir.o alone" \
			'ninja -C "$b" -n > "$b.plan.log" 2>&1 &&
			 test "$(grep -c "Building" "$b.plan.log")" -eq 1 && grep -q "Building ASYNCC object CMakeFiles/sum.dir/sum.mlir.o" "$b.plan.log"'
	fi
	check "$gen: after touching sum.mlir, the build compiles sum.mlir alone" \
		'cmake --build "$b" -v > "$b.build2.log" 2>&1 && test "$(compiles "$b.build2.log")" = "sum.mlir " &&
		 ! grep -q -- " -c [^ ]*/main\.c$" "$b.build2.log"'
	objs "$b" > "$b.after"
	check "$gen: ... sum.mlir.o is new, the other objects and square.h are not" \
		'! grep sum.mlir.o "$b.before" | cmp -s - <(grep sum.mlir.o "$b.after") &&
		 grep -v sum.mlir.o "$b.before" | cmp - <(grep -v sum.mlir.o "$b.after")'
	check "$gen: ... and the program still works" '"$b/consumer" > /dev/null'

	# The header's module touched: its object; the header is generated
	# again, comes out the same and is left alone, so its includer is
	# not recompiled.
	sleep 1
	touch src/square.mlir
	objs "$b" > "$b.before"
	check "$gen: after touching square.mlir, the build compiles square.mlir alone of the .mlir files" \
		'cmake --build "$b" -v > "$b.build3.log" 2>&1 && test "$(compiles "$b.build3.log")" = "square.mlir "'
	objs "$b" > "$b.after"
	check "$gen: ... recompiles square.mlir.o; square.h, unchanged, keeps its mtime, so main.c.o is not recompiled" \
		'for f in sum.mlir.o main.c.o square.h; do grep "$f" "$b.before" | cmp - <(grep "$f" "$b.after") || exit 1; done &&
		 ! grep square.mlir.o "$b.before" | cmp -s - <(grep square.mlir.o "$b.after")'
	# A new public function changes the header: it and main.c.o are new.
	sleep 1
	printf 'func.func @cube(%%x: i64) -> i64 {\n  return %%x : i64\n}\n' >> src/square.mlir
	check "$gen: after adding a function to square.mlir, square.h and main.c.o are rebuilt" \
		'cmake --build "$b" -v > "$b.build4.log" 2>&1 && grep -q "cube(int64_t" "$b/square.h" &&
		 objs "$b" > "$b.after4" && for f in main.c.o square.h; do ! grep "$f" "$b.after" | cmp -s - <(grep "$f" "$b.after4") || exit 1; done'
	cp "$abs_top_srcdir/examples/cmake-consumer/square.mlir" src/square.mlir
done
finish
