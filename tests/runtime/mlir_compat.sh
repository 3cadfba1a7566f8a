#!/bin/bash
# MLIR ABI compatibility.  Each program in tests/runtime/mlir/ goes
# through MLIR 19's own pipeline (mlir-opt, mlir-translate, opt, llc) and
# is linked against libasyncrt; its whole output must be the CHECK lines
# of the file (tests/check-exact.sh) and the output of the same object
# linked against MLIR's runtime (libmlir_async_runtime, which CI has).  A file
# with "EXPECT: status N" must make both exit with exactly status N
# instead (abort.mlir: 134, SIGABRT), without a sanitizer's report; any
# other status fails, a timeout's 124 above all.  "ENV: VAR=value" lines
# set the environment of its run; "REFERENCE: none" skips the comparison
# (blocking.mlir deadlocks MLIR's runtime).  Programs are killed after a
# generous bound rather than left hanging, and a program killed so fails.
. "$abs_top_srcdir/tests/runtime/common.sh"
need_mlir
need_tool FileCheck "$FILECHECK"
need_tool timeout "$(command -v timeout)"
for l in mlir_async_runtime mlir_c_runner_utils mlir_runner_utils; do
	need_file "MLIR's lib$l" "$MLIR_LIBDIR/lib$l.so.19.1"
done
ref_libs="$MLIR_LIBDIR/libmlir_async_runtime.so.19.1 $MLIR_LIBDIR/libmlir_c_runner_utils.so.19.1 $MLIR_LIBDIR/libmlir_runner_utils.so.19.1 -Wl,-rpath,$MLIR_LIBDIR"

limit=${ASYNCC_TEST_TIMEOUT:-120}
status=0 ran=0

# what_status RC: the exit status in words.
what_status() {
	case $1 in
	124) echo "124 (timed out after ${limit}s: a deadlock?)" ;;
	0) echo 0 ;;
	*) if [ "$1" -gt 128 ]; then echo "$1 (signal $(($1 - 128)))"; else echo "$1"; fi ;;
	esac
}

for src in "$srcdir_rt"/mlir/*.mlir; do
	name=$(basename "$src" .mlir)
	obj="$scratch/$name.o"
	mlir_compile "$src" "$obj" || fail "$name: MLIR's pipeline failed"
	rt_link "$scratch/$name" "$obj" || fail "$name: link failed"
	envs=$(sed -n 's|^// ENV: *||p' "$src")
	# shellcheck disable=SC2086
	env $envs timeout $limit "$scratch/$name" \
		>"$scratch/$name.out" 2>"$scratch/$name.err"
	rc=$?
	ran=$((ran + 1))
	echo "ran: $name (exit status $(what_status $rc))"
	want=$(sed -n 's|^// EXPECT: status \([0-9]*\).*|\1|p' "$src")
	if grep -q 'EXPECT:' "$src" && [ -z "$want" ]; then
		fail "$name: unreadable EXPECT line (want \"// EXPECT: status N\")"
	fi
	if [ -n "$want" ]; then
		[ $rc -eq "$want" ] ||
			{ echo "FAIL: $name: exit status $(what_status $rc), expected exactly $want"; cat "$scratch/$name.err"; status=1; }
		! grep -q 'Sanitizer' "$scratch/$name.err" ||
			{ echo "FAIL: $name: a sanitizer's report, not the expected failure"; cat "$scratch/$name.err"; status=1; }
	else
		[ $rc -eq 0 ] || { echo "FAIL: $name: exit status $(what_status $rc)"; cat "$scratch/$name.err"; status=1; }
		bash "$abs_top_srcdir/tests/check-exact.sh" "$src" <"$scratch/$name.out" ||
			{ echo "FAIL: $name: output does not match"; status=1; }
	fi
	if [ -n "$ref_libs" ] && ! grep -q 'REFERENCE: none' "$src"; then
		# shellcheck disable=SC2086
		$CC -o "$scratch/$name.ref" "$obj" $ref_libs || fail "$name: reference link failed"
		timeout $limit "$scratch/$name.ref" >"$scratch/$name.ref.out" 2>/dev/null
		ref_rc=$?
		if [ $ref_rc -ne "${want:-0}" ]; then
			echo "FAIL: $name: MLIR's runtime exits with status $(what_status $ref_rc), expected ${want:-0}"
			status=1
		fi
		# What a failing program flushed before dying depends on the
		# C library and sanitizers: compare the outputs of successes.
		[ -n "$want" ] && continue
		# Addresses differ from run to run.
		sed 's/0x[0-9a-f]*/0xADDR/g' "$scratch/$name.out" >"$scratch/$name.a"
		sed 's/0x[0-9a-f]*/0xADDR/g' "$scratch/$name.ref.out" >"$scratch/$name.b"
		diff -u "$scratch/$name.b" "$scratch/$name.a" ||
			{ echo "$name: output differs from MLIR's runtime"; status=1; }
	fi
done
echo "mlir_compat: $ran programs run, $([ $status -eq 0 ] && echo "all as expected" || echo "some FAILED")"
exit $status
