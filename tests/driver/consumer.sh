#!/bin/bash
# examples/consumer, an autotools project with a C main and two .mlir
# sources, built against an installed asyncc that it finds only through
# ASYNCC_PROG (asyncc.m4) and pkg-config: install into a staging root,
# configure and build the consumer, run it, check that a second make does
# nothing and that touching one .mlir rebuilds that object alone.
. "$(dirname "$0")/lib.sh"
need_backend
need_runtime
for tool in autoreconf aclocal automake pkg-config make; do
	command -v $tool >/dev/null 2>&1 || skip "$tool is not installed"
done
# The consumer's own make must not join the test harness's make.
unset MAKEFLAGS MFLAGS MAKELEVEL

root="$T/root"
check 'asyncc installs into a staging root' \
	'make -C "$abs_top_builddir" install DESTDIR="$root" > install.log 2>&1'
bin=$(dirname "$(find "$root" -path "*/bin/asyncc" -type f | head -1)")
m4dir=$(dirname "$(find "$root" -name asyncc.m4 | head -1)")
pcdir=$(dirname "$(find "$root" -name asyncrt.pc | head -1)")
libdir=$(dirname "$(find "$root" -name "libasyncrt.so" | head -1)")
backend=$(find "$root" -name asyncc-llvm.so | head -1)
check 'it installs asyncc, asyncc.m4, asyncrt.pc, the runtime, the back end and asyncc.1' \
	'test -x "$bin/asyncc" && test -f "$m4dir/asyncc.m4" && test -f "$pcdir/asyncrt.pc" && test -d "$libdir" && test -f "$backend" && test -n "$(find "$root" -name asyncc.1)"'

# Only what a user of a staged install sets: PATH, aclocal's and
# pkg-config's search paths, and where the relocated asyncc finds its
# back end and the program its runtime.
export PATH="$bin:$PATH"
export ACLOCAL_PATH="$m4dir${ACLOCAL_PATH:+:$ACLOCAL_PATH}"
export PKG_CONFIG_PATH="$pcdir" PKG_CONFIG_SYSROOT_DIR="$root"
export ASYNCC_BACKEND="$backend" ASYNCC_RUNTIME_DIR="$libdir"
export LD_LIBRARY_PATH="$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
unset ASYNCC

cp -R "$abs_top_srcdir/examples/consumer" src
chmod -R u+w src
mkdir build
check 'autoreconf finds ASYNCC_PROG' '(cd src && autoreconf -fi) > autoreconf.log 2>&1'
# A sanitizer build's libasyncrt needs the sanitizer runtime in the program
# that links it: the consumer is then built with the same compiler and flags.
cc_args=()
[ -z "$SANITIZE_CFLAGS" ] || cc_args=(CC="$CC" CFLAGS="-g -O2 $SANITIZE_CFLAGS" LDFLAGS="$SANITIZE_CFLAGS")
check 'configure finds asyncc and asyncrt' \
	'(cd build && ../src/configure ${cc_args[@]+"${cc_args[@]}"}) > configure.log 2>&1'
check 'configure checked that asyncc compiles a module' \
	'grep -q "checking whether .*asyncc compiles a module... yes" configure.log'
check 'configure substituted ASYNCC from PATH' 'grep -q "^ASYNCC = $bin/asyncc$" build/Makefile'
check 'make -j2 builds the program' '(cd build && make -j2) > make1.log 2>&1'
check 'silent rules print ASYNCC lines' 'grep -q "^  ASYNCC   sum.o" make1.log && grep -q "^  ASYNCC   square.o" make1.log'
check 'dependency files were written by asyncc' \
	'grep -q "^sum.o: \.\./src/sum.mlir" build/.deps/sum.Po && test -z "$(ls build/.deps | grep Tpo)"'
check 'the program runs and computes' \
	'build/consumer > run.log && grep -qx "sum_below(1000) = 499500" run.log && grep -qx "square(12) = 144" run.log'

stamps() { (cd build && stat -c "%n %y" consumer main.o sum.o square.o square.h); }
stamps > before
check 'a second make does nothing' \
	'(cd build && make V=1) > make2.log 2>&1 && ! grep -v "^make" make2.log | grep -q . && stamps | cmp - before'
sleep 1
touch src/sum.mlir
check 'after touching sum.mlir, make' '(cd build && make V=1) > make3.log 2>&1'
stamps > after
check '... rebuilds sum.o' '! grep "sum.o" before | cmp -s - <(grep "sum.o" after)'
check '... and no other object' \
	'grep -v "sum.o\|consumer" before > b && grep -v "sum.o\|consumer" after > a && cmp a b'
check '... runs asyncc exactly once' 'test $(grep -c "/asyncc .* -c -o " make3.log) -eq 1'
check '... and relinks the program, which still works' \
	'! grep "consumer" before | cmp -s - <(grep "consumer" after) && build/consumer >/dev/null'
check 'make distclean cleans up' '(cd build && make distclean) > clean.log 2>&1 && test -z "$(find build -name "*.o" -o -name "*.Po")"'
finish
