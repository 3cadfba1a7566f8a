#!/bin/bash
# Run the front-end fuzzer for a while:  fuzz/run.sh SECONDS [JOBS]
#
# From a build configured with --enable-fuzzing CC=clang-19 (run it from
# the build directory).  The corpus starts from the test inputs, split
# at "// -----" so that each seed is one small module, and grows in
# fuzz/corpus; crashes, leaks and hangs land in fuzz/artifacts and make
# the exit status non-zero, for CI.
set -eu
seconds=${1:?usage: fuzz/run.sh SECONDS [JOBS]}
jobs=${2:-1}
srcdir=$(cd "$(dirname "$0")/.." && pwd)
fuzzer=./fuzz/fuzz_parse
[ -x "$fuzzer" ] || { echo "run.sh: $fuzzer not built: configure with --enable-fuzzing CC=clang-19 and make fuzz/fuzz_parse" >&2; exit 2; }

seeds=fuzz/seeds
mkdir -p fuzz/corpus fuzz/artifacts "$seeds"
n=0
while IFS= read -r f; do
	# One seed per part of a split file.
	awk -v dir="$seeds" -v base="seed$n" '
		/^[[:space:]]*\/\/[[:space:]]*-----/ { part++; next }
		{ print > (dir "/" base "-" part ".mlir") }' part=0 "$f"
	n=$((n + 1))
done < <(find "$srcdir/tests" "$srcdir/examples" -name '*.mlir' 2>/dev/null)
find "$srcdir/tests/frontend/fuzz-crashes" -type f -exec cp {} "$seeds/" \; 2>/dev/null || true
echo "run.sh: $(ls "$seeds" | wc -l) seeds, $seconds s, $jobs job(s)"

fork=
[ "$jobs" -gt 1 ] && fork="-fork=$jobs -ignore_crashes=0"
status=0
"$fuzzer" fuzz/corpus "$seeds" \
	-dict="$srcdir/fuzz/mlir.dict" \
	-max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=8192 \
	-artifact_prefix=fuzz/artifacts/ -print_final_stats=1 $fork || status=$?
if ls fuzz/artifacts/* > /dev/null 2>&1; then
	echo "run.sh: findings in fuzz/artifacts:"
	ls -l fuzz/artifacts/
	status=1
fi
exit $status
