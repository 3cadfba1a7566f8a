#!/bin/bash
# Run a fuzz target for a while:  fuzz/run.sh [TARGET] SECONDS [JOBS]
#
# TARGET is parse (the default), lower, lower_text or compile (fuzz_parse,
# ... as built; see fuzz/local.mk).  Run it from a build configured with
# --enable-fuzzing CC=clang-19, in the build directory.
#
# Seeds: the text targets (parse, lower_text) start from the test
# inputs, split at "// -----" so that each seed is one small module, and
# the crash reproducers; the generator's targets (lower, compile) start
# from the inputs of `fuzz/asyncc-gen [-r] SEED` for a fixed set of seeds
# (asyncc-gen -B), cut to various lengths.  The corpus grows in fuzz/corpus-TARGET; crashes,
# leaks and hangs land in fuzz/artifacts-TARGET and make the exit status
# non-zero, for CI.  FUZZ_FLAGS adds libFuzzer options (CI passes a
# fixed -seed, so that its short runs are the same on every machine).
set -eu
usage="usage: fuzz/run.sh [parse|lower|lower_text|compile] SECONDS [JOBS]"
target=parse
case ${1:?$usage} in
	[0-9]*) ;;
	*) target=${1#fuzz_}; shift ;;
esac
seconds=${1:?$usage}
jobs=${2:-1}
srcdir=$(cd "$(dirname "$0")/.." && pwd)

# Per target: the most statements a generated program has (as in the
# target's source), and libFuzzer's limits.
case $target in
	parse|lower_text) opts="-dict=$srcdir/fuzz/mlir.dict -max_len=8192 -timeout=10" ;;
	lower) opts="-max_len=2048 -timeout=10"; ops=60 ;;
	compile) opts="-max_len=2048 -timeout=30"; ops=25
		# Every allocation LLVM makes goes through ASan's allocator: a
		# shorter allocation stack and quarantine make it twice as fast.
		export ASAN_OPTIONS=${ASAN_OPTIONS:-malloc_context_size=4:quarantine_size_mb=16} ;;
	*) echo "$usage" >&2; exit 2 ;;
esac
fuzzer=./fuzz/fuzz_$target
[ -x "$fuzzer" ] || { echo "run.sh: $fuzzer not built: configure with --enable-fuzzing CC=clang-19 and make $fuzzer" >&2; exit 2; }

seeds=fuzz/seeds-$target corpus=fuzz/corpus-$target artifacts=fuzz/artifacts-$target
rm -rf "$seeds"
mkdir -p "$corpus" "$artifacts" "$seeds"
case $target in
parse|lower_text)
	n=0
	while IFS= read -r f; do
		# One seed per part of a split file.
		awk -v dir="$seeds" -v base="seed$n" '
			/^[[:space:]]*\/\/[[:space:]]*-----/ { part++; next }
			{ print > (dir "/" base "-" part ".mlir") }' part=0 "$f"
		n=$((n + 1))
	done < <(find "$srcdir/tests" "$srcdir/examples" -name '*.mlir' 2>/dev/null)
	find "$srcdir/tests/frontend/fuzz-crashes" -type f -exec cp {} "$seeds/" \; 2>/dev/null || true
	;;
lower|compile)
	gen=./fuzz/asyncc-gen
	[ -x "$gen" ] || { echo "run.sh: $gen not built: make $gen" >&2; exit 2; }
	# Cut short, the bytes make smaller programs: seeds of all sizes.
	for s in $(seq 1 32); do
		"$gen" -B "$s" | head -c $((1 + 32 * s)) > "$seeds/plain-$s"
		"$gen" -r -B "$s" | head -c $((1 + 48 * s)) > "$seeds/runnable-$s"
	done
	;;
esac
echo "run.sh: $target: $(ls "$seeds" | wc -l) seeds, $seconds s, $jobs job(s)"

fork=
[ "$jobs" -gt 1 ] && fork="-fork=$jobs -ignore_crashes=0"
status=0
# shellcheck disable=SC2086  # $opts and $fork are lists of options
"$fuzzer" "$corpus" "$seeds" $opts \
	-max_total_time="$seconds" -rss_limit_mb=2048 \
	-artifact_prefix="$artifacts/" -print_final_stats=1 $fork ${FUZZ_FLAGS:-} || status=$?
if ls "$artifacts"/* > /dev/null 2>&1; then
	echo "run.sh: findings in $artifacts:"
	ls -l "$artifacts/"
	[ -n "${ops:-}" ] && echo "run.sh: to read one: fuzz/asyncc-gen -n $ops -F $artifacts/FILE"
	status=1
fi
exit $status
