#!/bin/bash
# MLIR ABI compatibility.  Each program in tests/runtime/mlir/ goes
# through MLIR 19's own pipeline (mlir-opt, mlir-translate, opt, llc) and
# is linked against libasyncrt; its output must match the CHECK lines of
# the file (FileCheck) and, when Debian's libmlir_async_runtime is there,
# the output of the same object linked against MLIR's runtime.  A file
# with "EXPECT: fail" must make both exit with a failure status instead.
# "ENV: VAR=value" lines set the environment of its run; "REFERENCE:
# none" skips the comparison (blocking.mlir deadlocks MLIR's runtime).
# Programs are killed after a generous bound rather than left hanging.
. "$abs_top_srcdir/tests/runtime/common.sh"
need_mlir
[ -n "$FILECHECK" ] || skip "needs FileCheck"
ref_libs=
if [ -e "$MLIR_LIBDIR/libmlir_async_runtime.so.19.1" ] &&
   [ -e "$MLIR_LIBDIR/libmlir_c_runner_utils.so.19.1" ]; then
	ref_libs="$MLIR_LIBDIR/libmlir_async_runtime.so.19.1 $MLIR_LIBDIR/libmlir_c_runner_utils.so.19.1 $MLIR_LIBDIR/libmlir_runner_utils.so.19.1 -Wl,-rpath,$MLIR_LIBDIR"
else
	echo "note: no MLIR runtime in $MLIR_LIBDIR: not comparing with it"
fi

limit=120
command -v timeout >/dev/null || limit=
status=0
for src in "$srcdir_rt"/mlir/*.mlir; do
	name=$(basename "$src" .mlir)
	obj="$scratch/$name.o"
	mlir_compile "$src" "$obj" || fail "$name: MLIR's pipeline failed"
	rt_link "$scratch/$name" "$obj" || fail "$name: link failed"
	envs=$(sed -n 's|^// ENV: *||p' "$src")
	# shellcheck disable=SC2086
	env $envs ${limit:+timeout $limit} "$scratch/$name" \
		>"$scratch/$name.out" 2>"$scratch/$name.err"
	rc=$?
	echo "ran: $name (exit status $rc)"
	if grep -q 'EXPECT: fail' "$src"; then
		[ $rc -ne 0 ] || { echo "$name: expected a failure exit"; status=1; }
	else
		[ $rc -eq 0 ] || { echo "$name: exit status $rc"; cat "$scratch/$name.err"; status=1; }
		"$FILECHECK" --input-file="$scratch/$name.out" "$src" ||
			{ echo "$name: output does not match"; status=1; }
	fi
	if [ -n "$ref_libs" ] && ! grep -q 'REFERENCE: none' "$src"; then
		# shellcheck disable=SC2086
		$CC -o "$scratch/$name.ref" "$obj" $ref_libs || fail "$name: reference link failed"
		${limit:+timeout $limit} "$scratch/$name.ref" >"$scratch/$name.ref.out" 2>/dev/null
		ref_rc=$?
		if [ $(( rc != 0 )) -ne $(( ref_rc != 0 )) ]; then
			echo "$name: exit status $rc, MLIR's runtime gives $ref_rc"
			status=1
		fi
		# What a failing program flushed before dying depends on the
		# C library and sanitizers: compare the outputs of successes.
		grep -q 'EXPECT: fail' "$src" && continue
		# Addresses differ from run to run.
		sed 's/0x[0-9a-f]*/0xADDR/g' "$scratch/$name.out" >"$scratch/$name.a"
		sed 's/0x[0-9a-f]*/0xADDR/g' "$scratch/$name.ref.out" >"$scratch/$name.b"
		diff -u "$scratch/$name.b" "$scratch/$name.a" ||
			{ echo "$name: output differs from MLIR's runtime"; status=1; }
	fi
done
[ $status -eq 0 ] && echo "ok: all programs"
exit $status
