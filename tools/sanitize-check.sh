#!/bin/bash
# sanitize-check.sh - build asyncc with sanitizers, out of tree in a
# scratch directory, and run the test suite there.
#
#   tools/sanitize-check.sh [SANITIZERS] [TEST|DIR|ci ...]
#
# SANITIZERS is what --enable-sanitizers takes: address,undefined (the
# default) or thread.  Without more arguments the whole `make check`
# runs; otherwise only the tests named: a test as make check names it
# (tests/exec/func.mlir), a directory for every test under it
# (tests/unit), or "ci" for the short set CI runs (below).
#
# Environment:
#   CC               the compiler (default clang-19; the sanitizer
#                    runtimes of different compilers do not mix)
#   JOBS             make -j (default 2)
#   BUILD_DIR        where to build (default: a new directory under
#                    $TMPDIR, removed after a run without failures)
#   CONFIGURE_FLAGS  more configure arguments
#
# A source tree configured in place cannot also be built out of tree:
# then a copy of its git checkout (tracked files and untracked ones git
# does not ignore) is built instead.  The exit status is make check's.
set -u

# The CI set: the whole suite but for the slow tests whose work is
# mostly on MLIR's side (differential runs against MLIR 19's own
# pipeline and runtime) and the consumer project (an autotools build).
ci_skip=(tests/exec/differential.sh tests/frontend/differential.sh
	tests/runtime/mlir_compat.sh tests/lower/oracle.sh tests/driver/consumer.sh)

san=address,undefined
case ${1:-} in
-h | --help)
	sed -n '2,/^set -u/p' "$0" | sed -n 's/^# \{0,1\}//p'
	exit 0 ;;
"" | tests/* | ci) ;;
*) san=$1; shift ;;
esac
want=("$@")

srcdir=$(cd "$(dirname "$0")/.." && pwd)
: "${CC:=clang-19}"
: "${JOBS:=2}"
export CC
now() { date +%s; }
say() { printf 'sanitize-check: %s\n' "$*"; }
die() { say "$*" >&2; exit 2; }

if [ -n "${BUILD_DIR:-}" ]; then
	build=$BUILD_DIR
	mkdir -p "$build" || die "cannot create $build"
	scratch=
else
	scratch=$(mktemp -d "${TMPDIR:-/tmp}/asyncc-san.XXXXXX") || die "no scratch directory"
	build=$scratch/build
	mkdir "$build"
fi
build=$(cd "$build" && pwd)

src=$srcdir
if [ -e "$srcdir/config.status" ]; then
	git -C "$srcdir" rev-parse --git-dir >/dev/null 2>&1 ||
		die "$srcdir is configured in place and is not a git checkout: run 'make distclean' there first"
	src=$build/src
	say "$srcdir is configured in place: building a copy in $src"
	mkdir -p "$src"
	(cd "$srcdir" && git ls-files -co --exclude-standard -z |
		tar --null -T - -cf -) | tar -xf - -C "$src" || die "cannot copy the source tree"
	obj=$build/obj
else
	obj=$build
fi
mkdir -p "$obj"
log=$obj/sanitize-check.log
: >"$log" 2>/dev/null || die "cannot write $log"

start=$(now)
if [ ! -x "$src/configure" ]; then
	say "autoreconf -fi in $src"
	(cd "$src" && autoreconf -fi) >>"$log" 2>&1 || die "autoreconf failed (see $log)"
fi
say "configure --enable-sanitizers=$san CC=$CC in $obj"
# shellcheck disable=SC2086
(cd "$obj" && "$src/configure" --enable-sanitizers="$san" CC="$CC" ${CONFIGURE_FLAGS:-}) >>"$log" 2>&1 ||
	die "configure failed (see $log)"
say "make -j$JOBS"
make -C "$obj" -j"$JOBS" >>"$log" 2>&1 || die "the build failed (see $log)"
built=$(now)

# The tests named: every test of `make check` that is one of them or
# lies under one of them.
tests=
if [ ${#want[@]} -gt 0 ]; then
	# shellcheck disable=SC2016
	all=$(make -s -C "$obj" -f Makefile -f - print-tests <<<'print-tests: ; @echo $(TESTS)') ||
		die "cannot list the tests"
	for w in "${want[@]}"; do
		if [ "$w" = ci ]; then
			w=
			for t in $all; do
				case " ${ci_skip[*]} " in *" $t "*) ;; *) w="$w $t" ;; esac
			done
		fi
		for p in $w; do
			p=${p%/}
			n=0
			for t in $all; do
				case $t in "$p" | "$p"/*)
					case " $tests " in *" $t "*) ;; *) tests="$tests $t" ;; esac
					n=$((n + 1)) ;;
				esac
			done
			[ $n -gt 0 ] || die "no test is $p or under it"
		done
	done
	say "make check: $(wc -w <<<"$tests") tests"
	make -C "$obj" -j"$JOBS" check TESTS="${tests# }" >>"$log" 2>&1
else
	say "make check: the whole suite"
	make -C "$obj" -j"$JOBS" check >>"$log" 2>&1
fi
rc=$?
done_at=$(now)

echo
say "-fsanitize=$san, CC=$CC, build ${obj}"
grep -E '^# (TOTAL|PASS|SKIP|XFAIL|FAIL|XPASS|ERROR):' "$obj/test-suite.log" 2>/dev/null | sed 's/^# /  /'
grep -E '^(SKIP|FAIL|ERROR|XPASS):' "$log" | sed 's/^/  /'
say "configure and build $((built - start)) s, tests $((done_at - built)) s"
if [ $rc -ne 0 ]; then
	say "FAILED: the logs are in $obj (tests/*/*.log, test-suite.log, sanitize-check.log)"
elif [ -n "$scratch" ]; then
	rm -rf "$scratch"
fi
exit $rc
