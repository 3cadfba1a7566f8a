#!/bin/bash
# A small lit: runs the "RUN:" lines of one test file, the way LLVM's lit
# does, so that tests read like MLIR's own.
#
#   // REQUIRES: mlir-opt        skip (exit 77) unless that tool was found
#   // RUN: asyncc --print-ir=input %s | FileCheck %s
#   // RUN: not asyncc %s 2>&1 | FileCheck %s --check-prefix=ERR
#
# Substitutions: %s the test file, %S its directory, %t a scratch path
# for this test, %T a scratch directory.  A RUN line ending in "\" goes
# on with the next one.  Each line runs under "set -o pipefail"; the first
# that fails fails the test and is printed.  Each line also runs under a
# time limit, LIT_TIMEOUT seconds (300 by default): a program that
# deadlocks or never ends fails its test rather than hang make check.
set -u
test_file=$1
[ -f "$test_file" ] || { echo "lit.sh: no such test: $test_file" >&2; exit 1; }
: "${abs_top_builddir:?tests/env.sh was not sourced}"

export PATH="$abs_top_builddir/src:$PATH"
# Programs run by the tests (asyncc -run, linked executables) check at
# exit that no token, value or group is left alive: a leak fails the RUN
# line.  ASYNCRT_CHECK_LEAKS=0 in the environment turns it off.
export ASYNCRT_CHECK_LEAKS="${ASYNCRT_CHECK_LEAKS-1}"
test_name=$(basename "$test_file")
. "$abs_top_srcdir/tests/need.sh"
FileCheck() { "${FILECHECK:?FileCheck not found by configure}" "$@"; }
# "not CMD" succeeds when CMD fails with an exit status, as LLVM's not
# does; a crash (killed by a signal, status > 128) is still a failure.
# "not --crash CMD" succeeds only when CMD dies of SIGABRT (status 134:
# abort() on purpose); any other signal (SIGILL from a trap, SIGSEGV) or
# status fails, and says which it was.
not() {
	if [ "${1:-}" = --crash ]; then
		shift
		"$@"
		local rc=$?
		[ $rc -eq 134 ] && return 0
		echo "not --crash: $1 exited with status $rc, not 134 (SIGABRT)" >&2
		return 1
	fi
	"$@"
	local rc=$?
	[ $rc -ne 0 ] && [ $rc -lt 128 ]
}
# "FileCheckExact CHECKFILE [ARGS]": the whole output, in order, exactly
# (tests/check-exact.sh: "// CHECK:value", no space after the colon).
FileCheckExact() { bash "$abs_top_srcdir/tests/check-exact.sh" "$@"; }
export -f FileCheck FileCheckExact not

base=$(basename "$test_file")
scratch_dir="$abs_top_builddir/tests/Output/${base}.dir"
rm -rf "$scratch_dir"
mkdir -p "$scratch_dir"
src_dir=$(cd "$(dirname "$test_file")" && pwd)
src="$src_dir/$base"

# REQUIRES: names tools from tests/env.sh.
for req in $(sed -n 's|.*REQUIRES:[[:space:]]*||p' "$test_file" | tr ',' ' '); do
	case $req in
	mlir-opt)        tool=${MLIR_OPT:-} ;;
	mlir-cpu-runner) tool=${MLIR_CPU_RUNNER:-} ;;
	mlir-translate)  tool=${MLIR_TRANSLATE:-} ;;
	gdb)             tool=${GDB:-} ;;
	valgrind)        tool=${VALGRIND:-} ;;
	clang)           tool=${CLANG:-} ;;
	asyncrt)         tool=$([ -e "$ASYNCRT_DIR/libasyncrt.so.1" ] && echo "$ASYNCRT_DIR") ;;
	*) echo "lit.sh: $base: unknown REQUIRES: $req" >&2; exit 1 ;;
	esac
	need_tool "$req" "$tool"
done

# Collect RUN lines, joining continuations.
runs=()
cur=
while IFS= read -r line; do
	case $line in
	*RUN:*) ;;
	*) continue ;;
	esac
	line=${line#*RUN:}
	if [ "${line%\\}" != "$line" ]; then
		cur="$cur${line%\\} "
		continue
	fi
	runs+=("$cur$line")
	cur=
done < "$test_file"
[ ${#runs[@]} -gt 0 ] || { echo "lit.sh: $base has no RUN line" >&2; exit 1; }

limit=${LIT_TIMEOUT:-300}
n=0
for cmd in "${runs[@]}"; do
	n=$((n + 1))
	cmd=${cmd//%s/$src}
	cmd=${cmd//%S/$src_dir}
	cmd=${cmd//%t/$scratch_dir/t}
	cmd=${cmd//%T/$scratch_dir}
	echo "RUN $n: $cmd"
	# A shell of its own under timeout, which kills the whole line (its
	# process group) at the limit; FileCheck and not are exported.
	(cd "$scratch_dir" && timeout -k 10 "$limit" bash -u -o pipefail -c "$cmd")
	rc=$?
	if [ $rc -eq 124 ] || [ $rc -eq 137 ]; then
		echo "FAIL: $base: RUN line $n timed out after ${limit}s"
		exit 1
	elif [ $rc -ne 0 ]; then
		echo "FAIL: $base: RUN line $n failed"
		exit 1
	fi
done
exit 0
