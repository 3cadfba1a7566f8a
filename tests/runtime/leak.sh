#!/bin/bash
# ASYNCRT_CHECK_LEAKS=1: objects alive at exit are reported per kind on
# stderr, and a successful exit becomes exit status 1; a failing exit
# keeps its status; without the variable nothing is checked.
. "$abs_top_srcdir/tests/runtime/common.sh"
leaker="$abs_top_builddir/tests/runtime/leaker"
# The leaks are on purpose: LeakSanitizer would report them too.
export ASAN_OPTIONS=detect_leaks=0
limit=${ASYNCC_TEST_TIMEOUT:-60}

# run WHAT WANT_STATUS [GREP...]: run the leaker, check status and stderr.
run() {
	local what=$1 want=$2
	shift 2
	ASYNCRT_CHECK_LEAKS=1 timeout -k 5 $limit "$leaker" "$what" 2>"$scratch/err"
	local rc=$?
	[ $rc -eq "$want" ] || { cat "$scratch/err"; fail "$what: exit status $rc, want $want"; }
	for pat in "$@"; do
		grep -q -- "$pat" "$scratch/err" || { cat "$scratch/err"; fail "$what: no '$pat' on stderr"; }
	done
	echo "ok: $what"
}

run none 0
[ -s "$scratch/err" ] && { cat "$scratch/err"; fail "none: unexpected stderr"; }
run token 1 "leak check: 1 token still alive"
run value 1 "leak check: 1 value still alive"
run group 1 "leak check: 1 group still alive"
run all 1 "2 tokens still alive" "1 value still alive" "1 group still alive"
run fail 3 "1 token still alive"

timeout -k 5 $limit "$leaker" all 2>"$scratch/err" || fail "without ASYNCRT_CHECK_LEAKS the exit status changed"
[ -s "$scratch/err" ] && fail "without ASYNCRT_CHECK_LEAKS something was reported"
ASYNCRT_CHECK_LEAKS=0 timeout -k 5 $limit "$leaker" all || fail "ASYNCRT_CHECK_LEAKS=0 is not off"
echo "ok: off"
exit 0
