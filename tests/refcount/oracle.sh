#!/bin/bash
# Differential test of the reference counting pass against MLIR 19.
#
# Programs: tests/refcount/programs/*.mlir and the project's corpus
# tests/programs/*.mlir, each with CHECK lines for its output.  Each one
# is lowered to the runtime level two ways and counted by asyncc:
#
#   mlir    mlir-opt-19 async-func-to-async-runtime,async-to-async-runtime,
#           then asyncc --pass=refcount
#   asyncc  asyncc --print-ir=runtime (asyncc's lowering and counting)
#
# checked by asyncc --pass=refcount-check (every path, statically),
# then compiled by the rest of MLIR's pipeline (convert-async-to-llvm and
# on), mlir-translate, opt -O2 and llc, linked and run.  The output must
# pass the CHECK lines and equal that of the program built entirely by
# MLIR (with MLIR's own async-runtime-ref-counting).
#
# With libasyncrt built in this tree the programs link against it and
# run with ASYNCRT_CHECK_LEAKS=1, which reports any token, value or group
# alive at exit, and under valgrind (when configure found it), which
# reports uses after free.  A control build of each program without
# reference counting must be caught leaking: the check can fail.  Without
# libasyncrt, Debian's libmlir_async_runtime is linked and only outputs
# are compared (the test says so).
set -u
. "$abs_top_srcdir/tests/refcount/common.sh"
need_mlir_pipeline

status=0
fail() { echo "FAIL: $1"; status=1; }

# Valgrind cannot run a sanitized program (it gives up on it, and a run
# that never started must not count as clean): there the sanitizers do
# its work.
run_vg=$VALGRIND
if [ -n "$SANITIZE_CFLAGS" ]; then
	run_vg=
	echo "note: a sanitizer build: no valgrind runs, $SANITIZE_CFLAGS checks the programs instead"
fi

# variant NAME KIND SRC FLAGS: build and check one way of lowering SRC.
variant() {
	local name=$1 kind=$2 src=$3 flags=$4
	local w="$scratch/$name.$kind"
	if [ "$kind" = mlir ]; then
		lower_to_runtime "$src" >"$w.rt.mlir" && "$ASYNCC" --pass=refcount "$w.rt.mlir" >"$w.mlir"
	else
		# shellcheck disable=SC2086
		"$ASYNCC" --print-ir=runtime $flags "$src" >"$w.mlir"
	fi || { fail "$name ($kind): lowering or counting"; return 1; }
	"$ASYNCC" --pass=refcount-check "$w.mlir" >/dev/null || { fail "$name ($kind): refcount-check"; return 1; }
	compile_counted "$w.mlir" "$w.o" && link_prog "$w" "$w.o" ||
		{ fail "$name ($kind): compiling the counted IR"; return 1; }
	run_checked "$w" "$strict" >"$w.out" 2>"$w.err" || { fail "$name ($kind): run"; cat "$w.err"; return 1; }
	bash "$abs_top_srcdir/tests/check-exact.sh" "$src" <"$w.out" || { fail "$name ($kind): output"; return 1; }
	if [ -n "$run_vg" ] && [ -n "$leak_check" ]; then
		run_valgrind "$w" >"$w.vg" 2>&1 || { fail "$name ($kind): valgrind"; cat "$w.vg"; return 1; }
	fi
	[ -z "$reference" ] || diff -u "$reference" "$w.out" || { fail "$name ($kind): differs from MLIR"; return 1; }
	echo "ok: $name ($kind)"
}

# The same program without reference counting must be caught leaking.
control() {
	local name=$1 w="$scratch/$1.mlir"
	if ! grep -q '!async\.' "$w.rt.mlir"; then
		echo "ok: $name (no async values at the runtime level: no control)"
		return 0
	fi
	compile_counted "$w.rt.mlir" "$w.uncounted.o" && link_prog "$w.uncounted" "$w.uncounted.o" ||
		{ fail "$name: control build"; return 1; }
	if run_checked "$w.uncounted" "$strict" >/dev/null 2>&1; then
		fail "$name: the control run without reference counting was not caught leaking"
		return 1
	fi
	echo "ok: $name (control leaks)"
}

for src in "$abs_top_srcdir"/tests/refcount/programs/*.mlir "$abs_top_srcdir"/tests/programs/*.mlir; do
	name=$(basename "$src" .mlir)
	why=$(sed -n 's|^// MLIR-ORACLE-UNSUPPORTED:||p' "$src")
	if [ -n "$why" ]; then
		# MLIR cannot compile it: the counts are still checked statically.
		if "$ASYNCC" --print-ir=runtime "$src" -o "$scratch/$name.asyncc.mlir" &&
		   "$ASYNCC" --pass=refcount-check "$scratch/$name.asyncc.mlir" >/dev/null; then
			echo "ok: $name (refcount-check only:$why)"
		else
			fail "$name: refcount-check"
		fi
		continue
	fi
	flags=$(sed -n 's|^// ASYNCC-FLAGS:||p' "$src")
	# linalg and affine ops go to loops first, as asyncc's first passes
	# take them.
	mlir_prepass=
	grep -qE '(linalg|affine)\.' "$src" && mlir_prepass=convert-linalg-to-loops,lower-affine
	strict=$(grep -l 'func.func @main() -> i32' "$src")
	# MLIR's own build is the reference; MLIR 19 cannot build some
	# programs (awaits inside scf in coroutines): those are checked
	# through asyncc's lowering only.
	reference= mlir=yes
	broken=$(sed -n 's|^// MLIR-REFCOUNT-BROKEN:||p' "$src")
	if [ -n "$broken" ]; then
		echo "note: $name: not compared with MLIR's build:$broken"
	elif compile_reference "$src" "$scratch/$name.ref.o" 2>"$scratch/$name.ref.err" &&
	   link_prog "$scratch/$name.ref" "$scratch/$name.ref.o" 2>>"$scratch/$name.ref.err"; then
		timeout 60 "$scratch/$name.ref" >"$scratch/$name.ref.out" 2>/dev/null
		[ $? -lt 124 ] || fail "$name: MLIR's own build crashed or hung"
		reference="$scratch/$name.ref.out"
	else
		echo "note: $name: MLIR 19 cannot build it; checked through asyncc's lowering only"
		mlir=
	fi
	# -feliminate-blocking-await programs only make sense through asyncc.
	if [ -z "$flags" ] && [ -n "$mlir" ] && variant "$name" mlir "$src" "" && [ -n "$leak_check" ]; then
		control "$name"
	fi
	variant "$name" asyncc "$src" "$flags"
done
exit $status
