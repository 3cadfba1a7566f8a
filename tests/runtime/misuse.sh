#!/bin/bash
# Misuse of the API (misuse.c) ends the program with a failing status
# and one "asyncrt: ..." line on stderr naming the mistake, in every
# build type: the checks are not assertions.  Under AddressSanitizer the
# runtime's blocks come from malloc, so a use after the last reference
# is the sanitizer's to report.
. "$abs_top_srcdir/tests/runtime/common.sh"
misuse="$abs_top_builddir/tests/runtime/misuse"
asan=
case $SANITIZE_CFLAGS in *address*) asan=yes ;; esac

limit=${ASYNCC_TEST_TIMEOUT:-60}

# run MODE PATTERN [after_last]: the mode fails, saying PATTERN, and
# dies of abort() (status 134; fatal.c, or the sanitizer with
# abort_on_error=1): not of another signal, not with an exit status, not
# at the time limit (124).
run() {
	local mode=$1 pat=$2 uaf=${3:-}
	timeout -k 5 "$limit" "$misuse" "$mode" >/dev/null 2>"$scratch/err"
	local rc=$?
	[ $rc -eq 134 ] || { cat "$scratch/err"; fail "$mode: exit status $rc, not 134 (SIGABRT; 124: timed out after ${limit}s)"; }
	if [ -n "$asan" ] && [ -n "$uaf" ]; then
		grep -q "AddressSanitizer" "$scratch/err" || { cat "$scratch/err"; fail "$mode: no sanitizer report"; }
	else
		grep -q -- "^asyncrt: .*$pat" "$scratch/err" || { cat "$scratch/err"; fail "$mode: no 'asyncrt: ...$pat' on stderr"; }
		grep -qi "assert" "$scratch/err" && { cat "$scratch/err"; fail "$mode: an assertion, not the runtime's check"; }
	fi
	echo "ok: $mode (status $rc)"
}

timeout -k 5 "$limit" "$misuse" ok 2>"$scratch/err" || { cat "$scratch/err"; fail "ok: exit status $? (124: timed out)"; }
[ -s "$scratch/err" ] && { cat "$scratch/err"; fail "ok: unexpected stderr"; }
run group_add_overflow "more members added to group 0x[0-9a-f]* than its size (1)"
run group_spawn_overflow "more members added to group 0x[0-9a-f]* than its size (2)"
run mlir_group_overflow "more members added to group 0x[0-9a-f]* than its size (0)"
run group_too_big "group of 4294967296 members: at most 4294967295"
run drop_never_held "3 references dropped from token 0x[0-9a-f]*, which held 2"
run drop_after_last "used after its last reference was dropped" after_last
run mlir_drop_after_last "used after its last reference was dropped" after_last
run await_after_last "token 0x[0-9a-f]* used after its last reference was dropped" after_last
run add_ref_after_last "used after its last reference was dropped" after_last
run add_ref_negative "asyncrt_add_ref: negative count -1"
run complete_twice "completed twice"
run wrong_kind "is a token, not a value"
run frame_freed_twice "free of 0x[0-9a-f]*, which is not an allocated block" after_last
exit 0
