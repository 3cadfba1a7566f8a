# lib.sh - sourced by the driver tests (tests/driver/*.sh).
#
# Each test runs in its own scratch directory and states its checks one
# per line, as chibicc's test/driver.sh does:
#
#   check 'what it shows' 'shell command that must succeed'
#   check_fails 'what it shows' 'command that must exit with status 1'
#
# A failed check prints its output and the test goes on; `finish` exits
# with the verdict.  `skip REASON` ends the test as SKIP (exit 77).
set -u
: "${ASYNCC:?tests/env.sh was not sourced}"
. "$abs_top_srcdir/tests/need.sh"

test_name=$(basename "$0" .sh)
T="$abs_top_builddir/tests/Output/driver-$test_name"
rm -rf "$T"
mkdir -p "$T"
cd "$T" || exit 1
failures=0
checks=0

skip() {
	cannot_run "$*"
}

# run_check EXPECTED-STATUS WHAT COMMAND
run_check() {
	local want=$1 what=$2 cmd=$3 got
	checks=$((checks + 1))
	(eval "$cmd") >"$T/.out" 2>&1
	got=$?
	if { [ "$want" = 0 ] && [ $got -eq 0 ]; } || { [ "$want" != 0 ] && [ $got -eq "$want" ]; }; then
		echo "ok: $what"
	else
		echo "FAIL: $what (exit status $got, wanted $want)"
		echo "  \$ $cmd"
		sed 's/^/  | /' "$T/.out" | head -40
		failures=$((failures + 1))
	fi
}

check() { run_check 0 "$1" "$2"; }
check_fails() { run_check 1 "$1" "$2"; }

# cannot_check REASON: some checks could not run (a tool is missing);
# the others go on, and then the test is a SKIP locally, a failure under
# CI=true (need.sh), never a PASS that checked less.
unchecked=
cannot_check() {
	echo "cannot check: $*"
	unchecked="${unchecked:+$unchecked; }$*"
}

finish() {
	if [ $failures -ne 0 ]; then
		echo "$failures of $checks checks failed"
		exit 1
	fi
	[ -z "$unchecked" ] || cannot_run "all $checks checks passed, but some could not run: $unchecked"
	echo "all $checks checks passed"
	exit 0
}

# The cc a user links asyncc's objects with: in a sanitizer build the
# same compiler and -fsanitize flags as libasyncrt's, whose program needs
# the sanitizer runtime (plain cc cannot link it).
if [ -n "${SANITIZE_CFLAGS:-}" ]; then
	user_cc="$CC $SANITIZE_CFLAGS"
else
	user_cc=cc
fi

search_dir() { "$ASYNCC" -print-search-dirs | sed -n "s/^$1: //p"; }

# Code generation needs the LLVM back end module; until it is built the
# tests that compile to objects report SKIP instead of failing.
have_backend() { [ -f "$(search_dir backend)" ]; }
need_backend() {
	have_backend || skip "back end not built yet ($(search_dir backend) does not exist)"
}
have_runtime() { [ -e "$(search_dir runtime)/libasyncrt.so" ]; }
need_runtime() {
	have_runtime || skip "runtime not built yet (no libasyncrt.so in $(search_dir runtime))"
}

# Small inputs most tests use.
write_inputs() {
	cat > ok.mlir <<'EOF'
func.func @add(%a: i64, %b: i64) -> i64 {
  %s = arith.addi %a, %b : i64
  return %s : i64
}
EOF
	cat > bad.mlir <<'EOF'
func.func @f() -> i64 {
  %x = arith.addi %nope, %nope : i64
  return %x : i64
}
EOF
	cat > main.c <<'EOF'
#include <stdint.h>
#include <stdio.h>
int64_t add(int64_t, int64_t);
int main(int argc, char **argv) { printf("%lld\n", (long long)add(40, 2)); return 0; }
EOF
	cat > hello.mlir <<'EOF'
func.func @main() {
  %c = arith.constant 42 : i64
  vector.print %c : i64
  return
}
EOF
}

# stage_install: the tests of the CMake and Meson packages and of the
# completion use the shared private install (private_install below):
# the installed asyncc finds its own parts, programs get a run path to
# the runtime, so no ASYNCC_* or LD_LIBRARY_PATH is set.
stage_install() { private_install; }

# private_install: asyncc installed as a user without root installs it
# under a prefix of their own, shared by the tests that use it: one
# `make install DESTDIR=ROOT' of the build tree, made under a lock by
# the first test that needs it and again when the build is newer.  The
# installed asyncc finds its parts under ROOT by itself (toolpaths.c),
# so the environment is what such a user sets and no more: PATH, and
# pkg-config's path (with ROOT as its sysroot, the .pc file naming the
# configured prefix); no ASYNCC_*, no LD_LIBRARY_PATH.  Sets root,
# prefix, bin, libdir, pcdir.
private_install() {
	unset MAKEFLAGS MFLAGS MAKELEVEL
	root="$abs_top_builddir/tests/Output/private-root"
	local stamp="$root.stamp" b="$abs_top_builddir"
	(
		flock 9
		if [ ! -f "$stamp" ] || [ -n "$(find "$b/src/asyncc" "$b/runtime/.libs" "$b/src/backend/.libs" \
		        "$b/cmake" "$b/completion" "$b/pkgconfig" -newer "$stamp" 2>/dev/null | head -1)" ]; then
			rm -rf "$root" "$stamp"
			make -C "$b" install DESTDIR="$root" > "$root.log" 2>&1 || exit 1
			touch "$stamp"
		fi
	) 9> "$root.lock" || { cat "$root.log"; echo "FAIL: make install DESTDIR=$root"; exit 1; }
	bin=$(dirname "$(find "$root" -path "*/bin/asyncc" -type f | head -1)")
	prefix=$(dirname "$bin")
	libdir=$(dirname "$(find "$root" -name libasyncrt.so | head -1)")
	pcdir="$libdir/pkgconfig"
	unset ASYNCC ASYNCCFLAGS ASYNCC_BACKEND ASYNCC_RUNTIME_DIR LD_LIBRARY_PATH
	export PATH="$bin:$PATH"
	export PKG_CONFIG_PATH="$pcdir" PKG_CONFIG_SYSROOT_DIR="$root"
}

# mtimes FILE...: "name mtime" lines, to tell what a build rewrote.
mtimes() { stat -c "%n %.9Y" "$@"; }
