#!/bin/bash
# link.sh OUT OBJ... - link objects into a program against libasyncrt, as
# a user would with cc, with an rpath so that it runs from the build tree.
# A sanitizer build's libasyncrt needs the sanitizer runtime linked in.
set -e
out=$1
shift
# shellcheck disable=SC2086
exec ${CC:-cc} ${SANITIZE_CFLAGS:-} "$@" -L"$ASYNCRT_DIR" -lasyncrt -Wl,-rpath,"$ASYNCRT_DIR" -lm -o "$out"
