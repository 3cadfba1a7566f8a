#!/bin/bash
# --emit-header: C declarations of a module's public functions, checked
# by the system C (and C++) compiler, and with the back end, called from
# a C program.
. "$(dirname "$0")/lib.sh"
write_inputs
cat > k.mlir <<'EOF2'
// Scale a vector in place; sum it (also through the C interface).
func.func @scale(%v: memref<?xf64>, %f: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %v, %c0 : memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %v[%i] : memref<?xf64>
    %y = arith.mulf %x, %f : f64
    memref.store %y, %v[%i] : memref<?xf64>
  }
  return
}
func.func @sum(%v: memref<?xf64>) -> f64 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  %n = memref.dim %v, %c0 : memref<?xf64>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f64) {
    %x = memref.load %v[%i] : memref<?xf64>
    %t = arith.addf %acc, %x : f64
    scf.yield %t : f64
  }
  return %s : f64
}
func.func @divmod(%a: i64, %b: i64) -> (i64, i64) {
  %q = arith.divsi %a, %b : i64
  %r = arith.remsi %a, %b : i64
  return %q, %r : i64, i64
}
func.func @narrow(%a: i8, %b: i1, %c: f32, %d: index) -> i32 {
  %x = arith.extsi %a : i8 to i32
  return %x : i32
}
func.func @grid(%g: memref<4x?xi32>, %u: memref<*xf32>) -> memref<4x?xi32> attributes {llvm.emit_c_interface} {
  return %g : memref<4x?xi32>
}
func.func private @helper() {
  return
}
func.func @main() {
  return
}
EOF2
cat > a.mlir <<'EOF2'
async.func @later(%x: i64) -> !async.value<i64> {
  return %x : i64
}
func.func @token() -> !async.token {
  %t = async.runtime.create : !async.token
  return %t : !async.token
}
func.func @twin(%v: memref<?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %x = memref.load %v[%c0] : memref<?xf64>
  return %x : f64
}
EOF2

check 'the header is written' '"$ASYNCC" --emit-header k.mlir -o k.h'
check 'it has an include guard' 'grep -q "^#ifndef ASYNCC_K_MLIR_H" k.h && grep -q "^#define ASYNCC_K_MLIR_H" k.h'
check 'and extern "C" for C++' 'grep -q "^extern \"C\" {" k.h'
check 'memref arguments are expanded' \
	'grep -qF "void scale(double *arg0_allocated, double *arg0_aligned, int64_t arg0_offset, int64_t arg0_size0, int64_t arg0_stride0, double arg1);" k.h'
check 'the descriptor struct is declared once' \
	'test $(grep -c "^struct memref_1d_f64 {" k.h) -eq 1 && grep -q "int64_t sizes\[1\];" k.h'
check 'llvm.emit_c_interface adds the _mlir_ciface_ wrapper' \
	'grep -qF "double _mlir_ciface_sum(struct memref_1d_f64 *arg0);" k.h'
check 'and only for functions that ask' '! grep -q "_mlir_ciface_scale" k.h'
check 'two results come back as a struct' \
	'grep -q "^struct divmod_results {" k.h && grep -qF "struct divmod_results divmod(int64_t arg0, int64_t arg1);" k.h'
check 'scalar types map to C' 'grep -qF "int32_t narrow(int8_t arg0, bool arg1, float arg2, int64_t arg3);" k.h'
check 'a memref result only through the wrapper, by pointer' \
	'grep -qF "void _mlir_ciface_grid(struct memref_2d_i32 *result, struct memref_2d_i32 *arg0, struct asyncc_unranked_memref *arg1);" k.h && ! grep -q "^struct memref_2d_i32 grid(" k.h'
check 'private functions and @main are left out' '! grep -q "helper\|main" k.h'
check 'the header compiles as C11' 'printf "#include \"k.h\"\n#include \"k.h\"\n" > use.c && cc -std=c11 -Wall -Wextra -Werror -pedantic -c use.c -o use.o'
if command -v c++ >/dev/null 2>&1; then
	check 'the header compiles as C++' 'c++ -Wall -Werror -x c++ -c use.c -o use++.o'
else
	cannot_check "no c++: the header is not compiled as C++"
fi
check 'standard output by default' '"$ASYNCC" --emit-header k.mlir | cmp - k.h'

check 'async types use the runtime handles' \
	'"$ASYNCC" --emit-header a.mlir -o a.h && grep -qF "asyncrt_value *later(int64_t arg0);" a.h && grep -qF "asyncrt_token *token(void);" a.h && grep -q "^#include <asyncrt.h>" a.h'
check 'headers without async types do not need asyncrt.h' '! grep -q asyncrt k.h'
if [ -f "$abs_top_srcdir/include/asyncrt.h" ]; then
	check 'two headers sharing a descriptor compile together' \
		'printf "#include \"k.h\"\n#include \"a.h\"\n" > two.c && cc -std=c11 -Wall -Werror -I"$abs_top_srcdir/include" -c two.c -o two.o'
else
	cannot_check "include/asyncrt.h not there: headers with async types not compiled"
fi
check_fails 'a function C cannot call is a warning, with -Werror an error' \
	'printf "func.func @odd(%%x: i7) { return }\n" > odd.mlir && "$ASYNCC" -Werror --emit-header odd.mlir -o odd.h'
check 'the warning says why' '"$ASYNCC" --emit-header odd.mlir 2>&1 >/dev/null | grep -q "warning: .@odd. has type i7, which C cannot express"'

# Regression: a C-interface function without results read result 0
# (a crash, found by valgrind).
check 'a C-interface function without results gets a void wrapper' \
	'printf "func.func @v(%%m: memref<?xf32>) attributes {llvm.emit_c_interface} { return }\nfunc.func @w() attributes {llvm.emit_c_interface} { return }\n" > v.mlir && "$ASYNCC" --emit-header v.mlir -o v.h && grep -q "^void _mlir_ciface_v(struct memref_1d_f32 \*arg0);" v.h && grep -q "^void _mlir_ciface_w(void);" v.h'

if have_backend && have_runtime; then
	cat > use_k.c <<'EOF2'
#include <stdio.h>
#include "k.h"
int main(void)
{
	double v[4] = {1, 2, 3, 4};
	scale(v, v, 0, 4, 1, 2.0);
	struct memref_1d_f64 m = {v, v, 0, {4}, {1}};
	struct divmod_results dm = divmod(17, 5);
	printf("%g %g %lld %lld\n", v[3], _mlir_ciface_sum(&m), (long long)dm.r0, (long long)dm.r1);
	return 0;
}
EOF2
	# k.mlir without its @main, which would clash with the C one.
	sed '/^func.func @main/,/^}/d' k.mlir > k2.mlir
	check 'a C program calls the module through its header' \
		'"$ASYNCC" use_k.c k2.mlir -o use_k && test "$(./use_k)" = "8 20 3 2"'
else
	cannot_check "back end or runtime not built: the header is not called from C"
fi

# -feliminate-blocking-await makes @work (which awaits) and @entry (which
# calls it) coroutines: the header declares them as the object exports
# them, and a C caller that awaits and drops what they return leaks
# nothing.
cat > conv.mlir <<'EOF2'
func.func @work(%x: i64) -> i64 {
  %t, %v = async.execute -> !async.value<i64> {
    %y = arith.muli %x, %x : i64
    async.yield %y : i64
  }
  %r = async.await %v : !async.value<i64>
  return %r : i64
}
func.func @entry() {
  %c = arith.constant 7 : i64
  %r = func.call @work(%c) : (i64) -> i64
  vector.print %r : i64
  return
}
func.func @blocking() attributes {async.allowed_to_block} {
  %c = arith.constant 3 : i64
  %r = func.call @work(%c) : (i64) -> i64
  vector.print %r : i64
  return
}
EOF2
check 'a function made a coroutine is declared returning its token' \
	'"$ASYNCC" --emit-header -feliminate-blocking-await conv.mlir -o conv.h && grep -qxF "asyncrt_token *entry(void);" conv.h'
check 'and with its values' \
	'grep -qxF "struct work_results work(int64_t arg0);" conv.h && grep -q "^	asyncrt_token \*r0;" conv.h && grep -q "^	asyncrt_value \*r1;" conv.h'
check 'the header says who owns what it returns' 'grep -q "asyncrt_drop_ref(x, 1)" conv.h'
check 'an allowed_to_block function keeps its type' 'grep -qxF "void blocking(void);" conv.h'
check 'without the flag, the functions keep theirs' \
	'"$ASYNCC" --emit-header conv.mlir | grep -qxF "void entry(void);"'
if have_backend && have_runtime; then
	cat > use_conv.c <<'EOF2'
#include <stdio.h>
#include "conv.h"
int main(void)
{
	asyncrt_token *t = entry();
	asyncrt_token_await(t);
	int err = asyncrt_token_is_error(t);
	asyncrt_drop_ref(t, 1);
	struct work_results w = work(6);
	asyncrt_value_await(w.r1);
	long long sq = *(long long *)asyncrt_value_storage(w.r1);
	asyncrt_drop_ref(w.r0, 1);
	asyncrt_drop_ref(w.r1, 1);
	blocking();
	printf("%d %lld\n", err, sq);
	return 0;
}
EOF2
	check 'a C caller of the coroutines leaks nothing' \
		'"$ASYNCC" -feliminate-blocking-await -I"$abs_top_srcdir/include" use_conv.c conv.mlir -o use_conv && test "$(ASYNCRT_CHECK_LEAKS=1 ./use_conv)" = "$(printf "49\n9\n0 36")"'
fi
# An unchanged header is left alone, so that an edit of the .mlir file
# that keeps its public functions recompiles none of the C files that
# include the header; a changed one is replaced.
"$ASYNCC" --emit-header a.mlir -o keep.h
touch -d '2001-01-01 00:00:00' keep.h
old=$(mtimes keep.h)
check 'an unchanged header keeps its modification time' \
	'"$ASYNCC" --emit-header a.mlir -o keep.h && test "$(mtimes keep.h)" = "$old"'
if have_backend; then
	check '... and so does one written by -c --emit-header=' \
		'"$ASYNCC" -c a.mlir -o keep.o --emit-header=keep.h && test "$(mtimes keep.h)" = "$old"'
fi
check 'a header whose contents change is rewritten' \
	'"$ASYNCC" --emit-header k.mlir -o keep.h && test "$(mtimes keep.h)" != "$old" && cmp keep.h k.h'
check 'no temporary is left beside it' 'test -z "$(ls -A | grep "^\.keep")"'
check '--emit-header -MD writes a rule for the header' \
	'"$ASYNCC" --emit-header -MD k.mlir -o kd.h && test "$(cat kd.d)" = "kd.h: k.mlir"'
mkdir -p deps
check '--emit-header -MD -MF -MT' \
	'"$ASYNCC" --emit-header -MD -MF deps/x.d -MT hdr k.mlir -o kd.h && test "$(cat deps/x.d)" = "hdr: k.mlir"'
if have_backend; then
	# One run, two outputs: the object and the header (as ispc -h).
	elf_obj() { test "$(od -An -c -N4 "$1" | tr -d " ")" = "177ELF"; }
	rm -f both.o both.h both.d
	check '-c -o x.o --emit-header=x.h writes both in one run' \
		'"$ASYNCC" -c k.mlir -o both.o --emit-header=both.h -MD && elf_obj both.o && cmp both.h k.h'
	check '... and the dependency rule names both' 'test "$(cat both.d)" = "both.o both.h: k.mlir"'
	check '... -v shows one asyncc command doing both' \
		'"$ASYNCC" -v -c k.mlir -o both.o --emit-header=both.h 2>&1 | tr -d "\"" | grep -c "asyncc -c --emit-header=both.h k.mlir -o both.o$" | grep -qx 1'
fi
check '--emit-header=FILE alone writes the header only' \
	'rm -f only.h && "$ASYNCC" --emit-header=only.h k.mlir && cmp only.h k.h && test ! -e a.out && test ! -e k.o'
check_fails '--emit-header=FILE with two .mlir inputs is an error' '"$ASYNCC" -c k.mlir a.mlir --emit-header=two.h'
check_fails '--emit-header=FILE with --print-ir is an error' '"$ASYNCC" --print-ir=input k.mlir --emit-header=p.h'
check 'a failed compile leaves no header behind' \
	'! "$ASYNCC" -c bad.mlir -o bad.o --emit-header=bad.h 2>/dev/null && test ! -e bad.h && test ! -e bad.o'
finish
