#!/bin/bash
# ci-extra.sh - the short robustness job CI runs after the test suite.
#
#   tools/ci-extra.sh [STEP...]      steps: fuzz asan tsan soak (default all)
#
# Run it from the source tree after the README's test command has built
# it in place.  Each step is a short version of what the README's
# "Robustness" section describes at length:
#
#   fuzz   every libFuzzer target for FUZZ_SECONDS (default 60), with
#          libFuzzer's -seed=FUZZ_SEED (default 1), from a build
#          configured with --enable-fuzzing CC=clang-19
#   asan   the CI test set in an address,undefined sanitizer build
#          (tools/sanitize-check.sh ci)
#   tsan   the same in a thread sanitizer build
#   soak   the runtime soak test for SOAK_SECONDS (default 20) per pool
#          size, in the in-place build
#
# Every step runs even when an earlier one failed; the exit status says
# whether all passed, and a summary with the time of each ends the log.
# The builds happen in a scratch copy of the checkout (a tree configured
# in place cannot also be built out of tree), removed at the end unless
# a step failed.
set -u
srcdir=$(cd "$(dirname "$0")/.." && pwd)
steps=("$@")
[ ${#steps[@]} -gt 0 ] || steps=(fuzz asan tsan soak)
: "${FUZZ_SECONDS:=60}" "${SOAK_SECONDS:=20}" "${JOBS:=2}"
fuzz_targets="parse lower lower_text compile"

say() { printf 'ci-extra: %s\n' "$*"; }
scratch=$(mktemp -d "${TMPDIR:-/tmp}/asyncc-ci-extra.XXXXXX") || exit 2
copy=$scratch/src
summary=
failed=0

# A fresh copy of the checkout, bootstrapped, for the out-of-tree builds.
copy_tree() {
	[ -x "$copy/configure" ] && return 0
	mkdir -p "$copy" &&
		(cd "$srcdir" && git ls-files -co --exclude-standard -z | tar --null -T - -cf -) |
		tar -xf - -C "$copy" &&
		(cd "$copy" && autoreconf -fi >/dev/null 2>&1)
}

step_fuzz() {
	copy_tree || return 1
	local build=$scratch/fuzz rc=0
	mkdir -p "$build"
	(cd "$build" && "$copy/configure" --enable-fuzzing CC=clang-19 >configure.log 2>&1) ||
		{ say "fuzz: configure failed ($build/configure.log)"; return 1; }
	local progs=fuzz/asyncc-gen t_rc
	for t in $fuzz_targets; do progs="$progs fuzz/fuzz_$t"; done
	# shellcheck disable=SC2086
	make -C "$build" -j"$JOBS" $progs >"$build/make.log" 2>&1 ||
		{ say "fuzz: build failed ($build/make.log)"; return 1; }
	for t in $fuzz_targets; do
		say "fuzz: $t for $FUZZ_SECONDS s"
		# A fixed seed: the same inputs on every run, none left to chance.
		t_rc=0
		(cd "$build" && FUZZ_FLAGS="-seed=${FUZZ_SEED:-1}" "$copy/fuzz/run.sh" "$t" "$FUZZ_SECONDS") \
			>"$build/run-$t.log" 2>&1 || t_rc=1
		grep -E '^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)' "$build/run-$t.log" |
			sed "s/^/ci-extra: fuzz: $t: /"
		if [ $t_rc -ne 0 ]; then
			say "fuzz: $t failed or found something:"
			grep -E -A30 '^==[0-9]+==ERROR|^run\.sh:|deadly signal|SUMMARY' "$build/run-$t.log" | head -60
			rc=1
		fi
	done
	return $rc
}

step_asan() { copy_tree && "$copy/tools/sanitize-check.sh" address,undefined ci; }
step_tsan() { copy_tree && "$copy/tools/sanitize-check.sh" thread ci; }

step_soak() {
	[ -e "$srcdir/config.status" ] || { say "soak: configure and build in place first"; return 1; }
	SOAK_SECONDS=$SOAK_SECONDS make -C "$srcdir" -j"$JOBS" check TESTS=tests/runtime/soak.sh >/dev/null 2>&1
	local rc=$?
	cat "$srcdir/tests/runtime/soak.log"
	return $rc
}

for s in "${steps[@]}"; do
	case $s in fuzz|asan|tsan|soak) ;; *) say "unknown step $s (fuzz asan tsan soak)"; exit 2 ;; esac
	say "== $s"
	t0=$(date +%s)
	if "step_$s"; then result=ok; else result=FAILED; failed=1; fi
	summary="$summary$(printf '  %-5s %-7s %5d s' "$s" "$result" $(($(date +%s) - t0)))
"
done

say "summary:"
printf '%s' "$summary"
if [ $failed -eq 0 ]; then
	rm -rf "$scratch"
else
	say "logs kept in $scratch"
fi
exit $failed
