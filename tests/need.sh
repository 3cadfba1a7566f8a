# Sourced by the test scripts (and tests/lit.sh) after tests/env.sh: what
# a test does when it cannot run.  Run locally, it is reported as SKIP
# (exit 77, the automake harness's code) with the reason, never as a PASS
# that checked less; under CI=true, where every tool that
# tools/install-deps.sh lists is installed, it is a failure.
#
#   cannot_run "REASON"          skip (or fail under CI=true) with REASON
#   need_tool NAME "$VALUE"      cannot_run unless VALUE (a path configure
#                                found, or any non-empty word) is set
#   need_file NAME PATH          cannot_run unless PATH exists
cannot_run() {
	if [ "${CI:-}" = true ]; then
		echo "FAIL: ${test_name:-$(basename "$0")}: $* (CI=true: nothing may be skipped)"
		exit 1
	fi
	echo "SKIP: ${test_name:-$(basename "$0")}: $*"
	exit 77
}
# The test does not apply to this build's configuration (a sanitizer
# build, where valgrind cannot run and programs need the sanitizer's
# runtime): SKIP everywhere, CI included, since no install makes it apply.
not_applicable() {
	echo "SKIP: ${test_name:-$(basename "$0")}: $* (not applicable to this build)"
	exit 77
}
need_tool() {
	[ -n "${2:-}" ] || cannot_run "needs $1, which configure did not find"
}
need_file() {
	[ -e "$2" ] || cannot_run "needs $1, not found at $2"
}
