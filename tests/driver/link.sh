#!/bin/bash
# Code generation and linking for real: objects, assembly, LLVM IR,
# mixed C and MLIR programs, libraries, -run.  Needs the back end and the
# runtime; SKIP until they are built.
. "$(dirname "$0")/lib.sh"
need_backend
need_runtime
write_inputs
mkdir -p tmp
export TMPDIR="$T/tmp"

elf() { test "$(od -An -c -N4 "$1" | tr -d " ")" = "177ELF"; }
# ELF e_machine (2 bytes at offset 18, little-endian).
machine() { od -An -tu2 -j18 -N2 "$1" | tr -d " "; }

check 'asyncc main.c x.mlir -o app just works' '"$ASYNCC" main.c ok.mlir -o app && out=$(timeout 60 ./app) && test "$out" = 42'
check 'the program is executable' 'test -x app'
check 'without -o: a.out' '"$ASYNCC" main.c ok.mlir && out=$(timeout 60 ./a.out) && test "$out" = 42'
check '-c writes an ELF object' '"$ASYNCC" -c ok.mlir && elf ok.o'
check 'objects link with cc-compiled C' '"$ASYNCC" -c main.c && "$ASYNCC" main.o ok.o -o app2 && out=$(timeout 60 ./app2) && test "$out" = 42'
check 'an object from asyncc links with plain cc and -lasyncrt' \
	'$user_cc main.o ok.o -L"$(search_dir runtime)" -Wl,-rpath,"$(search_dir runtime)" -lasyncrt -o app3 && out=$(timeout 60 ./app3) && test "$out" = 42'
# Code from the math dialect calls the C math library: the driver links
# it, and so do asyncrt.pc's Libs for plain cc (add(40, 2) = cbrt of
# 42^3, computed at run time from the arguments).
cat > mathk.mlir <<'EOF2'
func.func @add(%a: i64, %b: i64) -> i64 {
  %s = arith.addi %a, %b : i64
  %f = arith.sitofp %s : i64 to f64
  %sq = arith.mulf %f, %f : f64
  %cube = arith.mulf %sq, %f : f64
  %r = math.cbrt %cube : f64
  %k = math.roundeven %r : f64
  %i = arith.fptosi %k : f64 to i64
  return %i : i64
}
EOF2
check 'code calling libm links through the driver' '"$ASYNCC" main.c mathk.mlir -o appm && out=$(timeout 60 ./appm) && test "$out" = 42'
check 'code calling libm links with plain cc and asyncrt.pc'"'"'s Libs' \
	'"$ASYNCC" -c mathk.mlir -o mathk.o && libs=$(sed -n "s/^Libs: -L\${libdir} //p" "$abs_top_builddir/pkgconfig/asyncrt.pc") && $user_cc main.o mathk.o -L"$(search_dir runtime)" -Wl,-rpath,"$(search_dir runtime)" $libs -o appm2 && out=$(timeout 60 ./appm2) && test "$out" = 42'
check '-S writes assembly' '"$ASYNCC" -S ok.mlir && grep -q "add" ok.s'
check '-S output assembles' '"$ASYNCC" -c ok.s -o froms.o && elf froms.o'
check '-S -emit-llvm writes LLVM IR' '"$ASYNCC" -S -emit-llvm ok.mlir && grep -q "^define .*@add" ok.ll'
check '-c -emit-llvm writes bitcode' '"$ASYNCC" -c -emit-llvm ok.mlir && test "$(head -c2 ok.bc)" = BC'
check '-O0 -O1 -O2 -O3 -Os all compile' \
	'for o in -O0 -O1 -O2 -O3 -Os; do "$ASYNCC" $o -c ok.mlir -o o$o.o && elf o$o.o || exit 1; done'
check '-O2 optimizes (smaller code than -O0)' \
	'"$ASYNCC" -O0 -S hello.mlir -o h0.s && "$ASYNCC" -O2 -S hello.mlir -o h2.s && test $(wc -l < h2.s) -le $(wc -l < h0.s)'
check '-g adds debug information' '"$ASYNCC" -g -c ok.mlir -o g.o && grep -q "debug_info" g.o && ! grep -q "debug_info" ok.o'
check '--target= cross-compiles (aarch64)' \
	'"$ASYNCC" --target=aarch64-linux-gnu -c ok.mlir -o arm.o && test "$(machine arm.o)" = 183'
check '-mcpu= is taken' '"$ASYNCC" -mcpu=x86-64-v3 -c ok.mlir -o v3.o && elf v3.o'
check 'standard input compiles' '"$ASYNCC" -c - -o stdin.o < ok.mlir && elf stdin.o'
check '.mlir.gz compiles' 'gzip -c ok.mlir > z.mlir.gz && "$ASYNCC" -c z.mlir.gz && elf z.o'
check 'several inputs with -c' 'rm -f ok.o hello.o && "$ASYNCC" -c ok.mlir hello.mlir && elf ok.o && elf hello.o'
check 'temporary objects are gone after linking' 'test -z "$(ls -A tmp)"'

# Libraries: -shared, -l, -L, -Wl,.
check '-shared makes a library C programs link' \
	'"$ASYNCC" -shared ok.mlir -o libk.so && $user_cc main.c -L. -lk -Wl,-rpath,"$PWD" -L"$(search_dir runtime)" -Wl,-rpath,"$(search_dir runtime)" -lasyncrt -o app4 && out=$(timeout 60 ./app4) && test "$out" = 42'
cat > usefoo.mlir <<'EOF2'
func.func private @foo() -> i64
func.func @add(%a: i64, %b: i64) -> i64 {
  %f = func.call @foo() : () -> i64
  %s = arith.addi %a, %f : i64
  return %s : i64
}
EOF2
check '-L and -l reach the link' \
	'mkdir -p lib && printf "long foo(void) { return 2; }\n" > foo.c && cc -c foo.c && ar rc lib/libfoo.a foo.o && "$ASYNCC" main.c usefoo.mlir -Llib -lfoo -o app5 && out=$(timeout 60 ./app5) && test "$out" = 42'
check '-Wl, reaches the linker' '"$ASYNCC" main.c ok.mlir -Wl,-Map,app.map -o app6 && grep -q "add" app.map'
check_fails 'a link error fails asyncc' '"$ASYNCC" main.c usefoo.mlir -o app7'
check 'and leaves no program' 'test ! -e app7 && test -z "$(ls -A tmp)"'

# -run: @main in process.  Every program run here has a time limit, and
# its exit status counts as well as its output.
check '-run runs @main' 'out=$(timeout 60 "$ASYNCC" -run hello.mlir) && test "$out" = 42'
check '-run runs the async example' 'out=$(timeout 60 "$ASYNCC" -run "$abs_top_srcdir/examples/hello.mlir") && test "$out" = 85'
cat > exit7.mlir <<'EOF2'
func.func @main() -> i32 {
  %c = arith.constant 7 : i32
  return %c : i32
}
EOF2
check '-run exits with @main'"'"'s status' 'timeout 60 "$ASYNCC" -run exit7.mlir; test $? -eq 7'
check '-run with arguments after the file' 'out=$(timeout 60 "$ASYNCC" -run hello.mlir -c -o x @nosuch) && test "$out" = 42 && test ! -e x'
check_fails '-run of an invalid module' 'timeout 60 "$ASYNCC" -run bad.mlir'
finish
