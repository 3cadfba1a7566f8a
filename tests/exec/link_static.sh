#!/bin/bash
# link_static.sh OUT OBJ... - link objects into a program against
# libasyncrt.a, as a user would with cc ... -Wl,-Bstatic -lasyncrt: the
# runtime goes into the program, the C library stays shared.  Only the
# archive members something refers to are linked (a weak reference pulls
# none in), which is what the tests that use it check.
set -e
out=$1
shift
[ -e "$ASYNCRT_DIR/libasyncrt.a" ] || {
	echo "link_static.sh: no $ASYNCRT_DIR/libasyncrt.a (configured with --disable-static?)" >&2
	exit 1
}
# shellcheck disable=SC2086
exec ${CC:-cc} ${SANITIZE_CFLAGS:-} "$@" -L"$ASYNCRT_DIR" -Wl,-Bstatic -lasyncrt -Wl,-Bdynamic -pthread -lm -o "$out"
