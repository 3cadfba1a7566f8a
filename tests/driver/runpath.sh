#!/bin/bash
# What asyncc adds for the runtime: -I<includedir> for the .c files it
# compiles, and a run path to the runtime's directory in what it links,
# only when that directory is not one of the dynamic loader's default
# directories (the build tree, a private prefix get one; /usr/lib and
# /usr/lib/<multiarch>, where Debian installs it, never).  The commands
# come from -###; the programs run with LD_LIBRARY_PATH unset.
. "$(dirname "$0")/lib.sh"
need_backend
need_runtime
write_inputs
unset LD_LIBRARY_PATH

rt=$(search_dir runtime)
inc=$(search_dir include)
# The C library's directory: the loader's own (/usr/lib/x86_64-linux-gnu).
libc_dir=$(dirname "$(realpath "$(cc -print-file-name=libc.so.6)")")
cat > rt.c <<'C'
#include <stdio.h>
#include <asyncrt.h>
#include "ok.h"
int main(void)
{
	asyncrt_token *t = asyncrt_token_create();
	asyncrt_token_emplace(t);
	asyncrt_token_await(t);
	asyncrt_drop_ref(t, 1);
	printf("%lld\n", (long long)add(40, 2));
	return 0;
}
C
"$ASYNCC" --emit-header ok.mlir -o ok.h
"$ASYNCC" -c ok.mlir -o ok.o
# commands: what -### prints, without its quotes.
commands() { "$ASYNCC" -### "$@" 2>&1 | tr -d '"'; }

check 'a .c input is compiled with -I<includedir>, after the command line'"'"'s own -I' \
	'commands -Imine rt.c ok.mlir > cmds && grep " -c " cmds | grep -q -- "-Imine -I$inc .* rt.c$"'
check '... and a .mlir input, which has no preprocessor, is not' \
	'! grep "ok.mlir" cmds | grep -q -- "-I"'
check 'the link gets -L and a run path to the build tree'"'"'s runtime' \
	'grep -q -- "-L$rt -lasyncrt -Wl,-rpath,$rt " cmds'
check '-print-search-dirs shows the run path' '"$ASYNCC" -print-search-dirs | grep -qx "rpath: $rt"'
# The C file is compiled by cc, without the sanitizer a sanitizer
# build's libasyncrt needs (asyncc does not take all of its flags).
if [ -z "${SANITIZE_CFLAGS:-}" ]; then
	check 'main.c including <asyncrt.h> and a generated header builds with asyncc alone' \
		'"$ASYNCC" rt.c ok.mlir -o app > build.log 2>&1'
	check '... and runs without LD_LIBRARY_PATH' 'test "$(env -u LD_LIBRARY_PATH ./app)" = 42'
	check '... its run path is the runtime'"'"'s directory' \
		'readelf -d app | grep -E "R(UN)?PATH" | grep -qF "[$rt]"'

fi

# A runtime in a default directory: no run path, whatever the spelling.
for dir in "$libc_dir" "/lib/$(basename "$libc_dir")" /usr/lib /lib; do
	[ -d "$dir" ] || continue
	check "a runtime in $dir gets no run path" \
		'ASYNCC_RUNTIME_DIR="$dir" commands ok.o > d.cmds && grep -q -- "-L$dir -lasyncrt" d.cmds && ! grep -q -- "-rpath" d.cmds &&
		 ASYNCC_RUNTIME_DIR="$dir" "$ASYNCC" -print-search-dirs | grep -qx "rpath:"'
done
check 'a runtime elsewhere (/opt/x) gets one' \
	'ASYNCC_RUNTIME_DIR=/opt/x commands ok.o | grep -q -- "-lasyncrt -Wl,-rpath,/opt/x "'
check 'a shared library of .mlir gets the run path too' \
	'"$ASYNCC" -shared ok.mlir -o libk.so && readelf -d libk.so | grep -E "R(UN)?PATH" | grep -qF "[$rt]"'
check '... and a C program linked by plain cc, which names only it, runs' \
	'$user_cc main.c -L. -lk -Wl,-rpath,"$PWD" -o usek && test "$(env -u LD_LIBRARY_PATH ./usek)" = 42'
finish
