#!/bin/sh
# deb-check: build the Debian packages from a clean copy of the source
# tree, install them, use them as a user would, check them with lintian,
# and remove them again.
#
#   sh tests/deb/deb-check.sh [SRCDIR]        (or: make deb-check)
#
# The copy is `git archive' of HEAD plus uncommitted changes to tracked
# files (git stash create), never untracked or ignored files, so that a
# dirty build tree cannot leak into the packages.  The source package is
# built too (3.0 (quilt): the orig tarball is the same tree without
# debian/), so lintian checks it together with the binary packages.
#
# Installing into /usr needs root: without root or passwordless sudo the
# script exits 77 (SKIP).  The packages are purged on the way out, also
# after a failure or an interrupt.
#
# Environment:
#   DEB_BUILD_OPTIONS  passed to dpkg-buildpackage; default "parallel=2",
#                      which runs the test suite inside the package build.
#                      .ci/run passes "nocheck parallel=2": it has just run
#                      the same suite on the same tree.
#   DEB_CHECK_KEEP=1   keep the scratch directory (it is kept anyway, and
#                      named, when a step fails).
set -eu

me=deb-check
srcdir=$(cd "${1:-$(dirname "$0")/../..}" && pwd)

say() { echo "$me: $*"; }
skip() { say "SKIP: $*"; exit 77; }
die() { say "FAIL: $*" >&2; exit 1; }

# ------------------------------------------------------------ can we run?
if [ "$(id -u)" -eq 0 ]; then
	SUDO=
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
	SUDO="sudo -n"
else
	skip "installing the packages needs root or passwordless sudo"
fi
for tool in git dpkg-buildpackage dpkg-parsechangelog lintian apt-get pkg-config cmake meson ninja; do
	command -v $tool >/dev/null 2>&1 ||
		skip "$tool is not installed (sh tools/install-deps.sh installs it)"
done
git -C "$srcdir" rev-parse --verify -q HEAD >/dev/null 2>&1 ||
	skip "$srcdir is not a git checkout: the clean copy comes from git"

pkgs="asyncc libasyncrt1 libasyncrt-dev"
work=$(mktemp -d "${TMPDIR:-/tmp}/asyncc-deb-check.XXXXXX")
chmod 755 "$work"   # apt's _apt user reads the .debs from here
installed=no
status=1

cleanup() {
	trap - EXIT INT TERM HUP
	if [ $installed = yes ]; then
		say "removing the packages"
		# shellcheck disable=SC2086 # $pkgs is a list of names
		$SUDO env DEBIAN_FRONTEND=noninteractive apt-get purge -y -q $pkgs \
			> "$work/purge.log" 2>&1 || { cat "$work/purge.log"; status=1; }
		for p in $pkgs; do
			! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' ||
				{ say "FAIL: $p is still installed"; status=1; }
		done
	fi
	if [ $status -eq 0 ] && [ "${DEB_CHECK_KEEP:-0}" != 1 ]; then
		rm -rf "$work"
	else
		say "logs and packages are in $work"
	fi
	if [ $status -eq 0 ]; then say "PASS"; else say "FAIL"; fi
	exit $status
}
trap cleanup EXIT
trap 'status=130; exit 130' INT TERM HUP

# step NAME COMMAND...: run COMMAND with its output in $work/NAME.log;
# on failure show the end of the log and stop.
step() {
	name=$1; shift
	start=$(date +%s)
	if "$@" > "$work/$name.log" 2>&1; then
		say "ok: $name ($(( $(date +%s) - start ))s)"
	else
		rc=$?
		tail -n 60 "$work/$name.log" >&2
		die "$name failed with status $rc (full log: $work/$name.log)"
	fi
}

# ------------------------------------------------------------ clean copy
ref=$(git -C "$srcdir" stash create 2>/dev/null || true)
if [ -n "$ref" ]; then
	say "building HEAD plus the uncommitted changes to tracked files"
else
	ref=HEAD
	say "building HEAD ($(git -C "$srcdir" rev-parse --short HEAD))"
fi
git -C "$srcdir" show "$ref:debian/changelog" > "$work/changelog"
version=$(dpkg-parsechangelog -l "$work/changelog" -S Version)
upstream=${version%-*}
tree="$work/asyncc-$upstream"
git -C "$srcdir" archive --prefix="asyncc-$upstream/" "$ref" | tar -x -C "$work"
git -C "$srcdir" archive --format=tar --prefix="asyncc-$upstream/" "$ref" \
	-- . ':(exclude)debian' | gzip -9n > "$work/asyncc_$upstream.orig.tar.gz"

# ------------------------------------------------------------ build
export DEB_BUILD_OPTIONS="${DEB_BUILD_OPTIONS:-parallel=2}"
say "dpkg-buildpackage -us -uc with DEB_BUILD_OPTIONS=\"$DEB_BUILD_OPTIONS\""
(cd "$tree" && step build dpkg-buildpackage -us -uc)
arch=$(dpkg-architecture -qDEB_HOST_ARCH)
changes="$work/asyncc_${version}_$arch.changes"
test -f "$changes" || die "no $changes"
debs=
for p in $pkgs; do
	f="$work/${p}_${version}_$arch.deb"
	test -f "$f" || die "dpkg-buildpackage made no $f"
	debs="$debs $f"
	say "$(basename "$f"): $(dpkg-deb -c "$f" | grep -vc '/$') files"
done

# ------------------------------------------------------------ lintian
# Errors fail the check; warnings and the rest are shown (each one left is
# explained in debian/README.source).
lintian_rc=0
lintian --pedantic --info --display-experimental --fail-on error "$changes" \
	> "$work/lintian.log" 2>&1 || lintian_rc=$?
# The tags, one a line; the explanations (--info) stay in the log.
grep -v '^N:' "$work/lintian.log" | sed 's/^/  | /'
[ $lintian_rc -eq 0 ] || die "lintian reports errors (status $lintian_rc)"
say "ok: lintian: no errors ($(grep -c '^W: ' "$work/lintian.log" || true) warnings)"

# ------------------------------------------------------------ install
for p in $pkgs; do
	! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' ||
		say "note: $p was installed before; it is replaced now and purged at the end"
done
installed=yes
# shellcheck disable=SC2086 # $debs is a list of paths without spaces
step install $SUDO env DEBIAN_FRONTEND=noninteractive \
	apt-get install -y -q --reinstall --no-install-recommends $debs

# ------------------------------------------------------------ use
unset ASYNCC ASYNCC_BACKEND ASYNCC_RUNTIME_DIR PKG_CONFIG_PATH ACLOCAL_PATH LD_LIBRARY_PATH
multiarch=$(dpkg-architecture -qDEB_HOST_MULTIARCH)
for p in $pkgs; do
	v=$(dpkg-query -W -f='${Version}' "$p")
	[ "$v" = "$version" ] || die "$p $v is installed, not $version"
done
say "ok: $pkgs $version are installed"

v=$(pkg-config --modversion asyncrt) || die "pkg-config does not know asyncrt"
[ "$v" = "$upstream" ] || die "pkg-config --modversion asyncrt says $v, not $upstream"
say "ok: pkg-config --modversion asyncrt: $v"

[ "$(command -v asyncc)" = /usr/bin/asyncc ] || die "asyncc in PATH is $(command -v asyncc), not /usr/bin/asyncc"
backend=$(/usr/bin/asyncc -print-search-dirs | sed -n 's/^backend: //p')
if [ "$backend" != "/usr/lib/$multiarch/asyncc/asyncc-llvm.so" ] || [ ! -f "$backend" ]; then
	die "asyncc looks for its back end at '$backend'"
fi
say "ok: /usr/bin/asyncc loads its back end from $backend"

# The runtime is in a default library directory: programs asyncc links
# get no run path (lintian forbids one in /usr/lib/<multiarch>).
[ -z "$(/usr/bin/asyncc -print-search-dirs | sed -n 's/^rpath: *//p')" ] ||
	die "/usr/bin/asyncc -print-search-dirs names a run path"
printf 'func.func @main() {\n  return\n}\n' > "$work/norpath.mlir"
/usr/bin/asyncc "$work/norpath.mlir" -o "$work/norpath" && "$work/norpath" ||
	die "asyncc cannot link and run a program"
! readelf -d "$work/norpath" | grep -q 'R.*PATH' || die "a program asyncc links has a run path"
say "ok: programs /usr/bin/asyncc links have no run path"
# The build-system guide, where asyncc(1) says it is.
[ -s /usr/share/doc/asyncc/build-systems.md ] || die "/usr/share/doc/asyncc/build-systems.md is missing"
say "ok: /usr/share/doc/asyncc/build-systems.md is installed"

# The bash completion, where bash-completion loads it from.
comp=/usr/share/bash-completion/completions/asyncc
bash -c ". $comp && complete -p asyncc" 2>&1 | grep -q -- '-F _asyncc asyncc$' ||
	die "$comp does not define the completion of asyncc"
say "ok: $comp completes asyncc"

# The autopkgtests (debian/tests), run here against the packages just
# installed: an .mlir program with async.execute, a C and .mlir mix, and
# examples/consumer built with Autoconf, Automake and pkg-config, then
# examples/cmake-consumer with CMake and examples/meson-consumer with Meson.
for t in compile-run consumer cmake-consumer meson-consumer; do
	mkdir "$work/t-$t"
	(cd "$tree" && AUTOPKGTEST_TMP="$work/t-$t" step "test-$t" sh "debian/tests/$t")
done

status=0
