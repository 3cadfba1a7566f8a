#!/bin/bash
# -fsanitize=address for .mlir code: LLVM's AddressSanitizer pass
# instruments it, cc's link brings the sanitizer's runtime.  An
# out-of-bounds memref.load in a .mlir function called from C on a
# malloc'd buffer is caught (AddressSanitizer's report, exit status 1);
# the same load in bounds runs clean; without the flag the code is not
# instrumented.  Also what reaches cc, and what is refused.
. "$(dirname "$0")/lib.sh"
need_backend
need_runtime
printf 'int main(void) { return 0; }\n' > probe.c
cc -fsanitize=address probe.c -o probe 2>/dev/null && ./probe ||
	skip "cc cannot link -fsanitize=address programs (libasan is missing)"
# A sanitizer build's runtime already carries a sanitizer: it is that
# build's own checks that matter there.
[ -z "${SANITIZE_CFLAGS:-}" ] || not_applicable "the runtime is built with $SANITIZE_CFLAGS"
unset LD_LIBRARY_PATH

cat > oob.mlir <<'MLIR'
// at(p, n, i): p[i] of a buffer of n i32, with no bounds check.
func.func @at(%p: memref<?xi32>, %i: index) -> i32 {
  %x = memref.load %p[%i] : memref<?xi32>
  return %x : i32
}
MLIR
"$ASYNCC" --emit-header oob.mlir -o oob.h
cat > main.c <<'C'
#include <stdio.h>
#include <stdlib.h>
#include "oob.h"
/* Reads element atoi(argv[1]) of a malloc'd buffer of 4 through @at. */
int main(int argc, char **argv)
{
	int32_t *p = malloc(4 * sizeof *p);
	for (int i = 0; i < 4; i++)
		p[i] = 10 * i;
	int64_t i = argc > 1 ? atoi(argv[1]) : 0;
	printf("%d\n", at(p, p, 0, 4, 1, i));
	free(p);
	return 0;
}
C

check 'asyncc -fsanitize=address builds the program' \
	'"$ASYNCC" -fsanitize=address -g main.c oob.mlir -o app > build.log 2>&1'
check '... the .mlir object calls ASan'"'"'s checks' \
	'"$ASYNCC" -fsanitize=address -c oob.mlir -o oob.o && nm oob.o | grep -q "U __asan_report_load4"'
check '... with its module constructor' 'nm oob.o | grep -q "asan.module_ctor"'
check '... a load in bounds runs clean' 'test "$(./app 3 2> clean.err)" = 30 && ! grep -q AddressSanitizer clean.err'
run_check 1 'a load one past the end is caught (exit status 1)' './app 4 > /dev/null 2> oob.err'
check '... with AddressSanitizer'"'"'s report of a heap-buffer-overflow' \
	'grep -q "ERROR: AddressSanitizer: heap-buffer-overflow" oob.err && grep -q "READ of size 4" oob.err'
check 'without -fsanitize the object is not instrumented' \
	'"$ASYNCC" -c oob.mlir -o plain.o && ! nm plain.o | grep -q __asan'
check 'the flag reaches the .c compile and the link (-###)' \
	'"$ASYNCC" -### -fsanitize=address main.c oob.mlir -o app 2>&1 | tr -d "\"" > cmds &&
	 grep -q "^ cc -fsanitize=address .* -c .*main.c$" cmds &&
	 grep -q "asyncc -c -fsanitize=address oob.mlir" cmds &&
	 grep -q "^ cc -fsanitize=address .*-lasyncrt" cmds'
check '-fsanitize=thread instruments with ThreadSanitizer' \
	'"$ASYNCC" -fsanitize=thread -c oob.mlir -o t.o && nm t.o | grep -q "U __tsan_read4"'
check '-fsanitize=undefined is taken, for C (nothing to instrument in .mlir)' \
	'"$ASYNCC" -fsanitize=undefined -c oob.mlir -o u.o && ! nm u.o | grep -q "__asan\|__tsan\|__ubsan"'
check_fails 'an unknown sanitizer is an error' '"$ASYNCC" -fsanitize=memory -c oob.mlir -o m.o'
check_fails '-fsanitize=address with -run is an error' '"$ASYNCC" -fsanitize=address -run oob.mlir'
finish
