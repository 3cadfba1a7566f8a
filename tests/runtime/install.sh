#!/bin/bash
# Install the runtime's files into a scratch DESTDIR and build api_demo.c
# the way a client would: with the installed header and the flags of
# `pkg-config --cflags --libs asyncrt`, shared, then with --static.
. "$abs_top_srcdir/tests/runtime/common.sh"
need_tool pkg-config "$(command -v pkg-config)"
need_tool make "$(command -v make)"
need_tool ldd "$(command -v ldd)"
dest="$scratch/dest"
${MAKE:-make} -s -C "$abs_top_builddir" DESTDIR="$dest" \
	install-libLTLIBRARIES install-includeHEADERS install-pkgconfigDATA \
	install-man >"$scratch/install.log" 2>&1 ||
	{ cat "$scratch/install.log"; fail "make install failed"; }

pc=$(find "$dest" -name asyncrt.pc)
[ -n "$pc" ] || fail "asyncrt.pc not installed"
[ -n "$(find "$dest" -name asyncrt.h)" ] || fail "asyncrt.h not installed"
[ -n "$(find "$dest" -name asyncrt_mlir.h)" ] || fail "asyncrt_mlir.h not installed"
[ -n "$(find "$dest" -name asyncrt.3)" ] || fail "asyncrt.3 not installed"
export PKG_CONFIG_PATH=$(dirname "$pc")
export PKG_CONFIG_SYSROOT_DIR=$dest
pkg-config --exists asyncrt || fail "pkg-config does not find asyncrt"
cflags=$(pkg-config --cflags asyncrt)
libs=$(pkg-config --libs asyncrt)
echo "pkg-config: $cflags $libs"
libdir=$(pkg-config --libs-only-L asyncrt)
libdir=${libdir#-L}
libdir=${libdir%% *}

# The demo must not see the source tree: copy it out first.
cp "$srcdir_rt/api_demo.c" "$scratch/"
if [ -n "$(find "$dest" -name 'libasyncrt.so*')" ]; then
	# shellcheck disable=SC2086
	$CC $SANITIZE_CFLAGS $cflags -o "$scratch/demo" "$scratch/api_demo.c" $libs ||
		fail "shared build failed"
	LD_LIBRARY_PATH="$libdir" timeout -k 5 60 "$scratch/demo" || fail "shared demo failed (124: timed out)"
	echo "ok: shared"
fi
if [ -n "$(find "$dest" -name libasyncrt.a)" ]; then
	static=$(pkg-config --libs --static asyncrt)
	# Link libasyncrt statically but the C library dynamically.
	static=${static/-lasyncrt/-Wl,-Bstatic -lasyncrt -Wl,-Bdynamic}
	# shellcheck disable=SC2086
	$CC $SANITIZE_CFLAGS $cflags -o "$scratch/demo-static" "$scratch/api_demo.c" \
		$static || fail "static build failed"
	if ldd "$scratch/demo-static" | grep -q libasyncrt; then
		fail "static demo still needs libasyncrt.so"
	fi
	timeout -k 5 60 "$scratch/demo-static" || fail "static demo failed (124: timed out)"
	echo "ok: static"
fi
