#!/bin/bash
# link.sh OUT OBJ... - link objects into a program against libasyncrt, as
# a user would with cc, with an rpath so that it runs from the build tree.
set -e
out=$1
shift
exec ${CC:-cc} "$@" -L"$ASYNCRT_DIR" -lasyncrt -Wl,-rpath,"$ASYNCRT_DIR" -lm -o "$out"
