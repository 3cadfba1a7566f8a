#!/bin/bash
# The compiler under valgrind: no definite leak and no memory error in
# asyncc itself, on valid and invalid inputs, in each mode that stops at
# a different stage.  By default:
#   - the front end and the lowering (--print-ir=runtime) on every
#     program of the corpora, -fsyntax-only (and -verify-diagnostics) on
#     every invalid-input corpus and fuzzer-found crash, --pass=refcount,
#     a missing file, a truncated one;
#   - each other mode once: --print-ir=input, --emit-header, -c with
#     @file, -O2 and -MD, -S -g, linking, and -run (the JIT).
# Code generation under valgrind takes 10-30 seconds a file (libLLVM is
# large), so each code generation mode runs on one small input;
# ASYNCC_VALGRIND_ALL=1 adds -O2 -c of every program and execution test,
# and -emit-llvm with -c and -S.  Errors inside ld.so and LLVM that are
# not ours are suppressed in tests/valgrind.supp, each with its reason.
. "$abs_top_srcdir/tests/driver/lib.sh"
[ -n "$VALGRIND" ] || skip "valgrind not found by configure (apt-get install valgrind)"
[ -z "$SANITIZE_CFLAGS" ] || not_applicable "a sanitizer build: valgrind cannot run it"

supp="$abs_top_srcdir/tests/valgrind.supp"
src=$abs_top_srcdir/tests
n=0

# vg WANT-STATUS ARGS...: asyncc ARGS under valgrind; valgrind's own
# errors exit 99, anything else must be WANT-STATUS (0 or 1).
vg() {
	local want=$1
	shift
	n=$((n + 1))
	check "valgrind asyncc $* (exit $want)" \
		"ASYNCRT_CHECK_LEAKS=1 timeout 300 $VALGRIND -q --leak-check=full --errors-for-leak-kinds=definite \
		 --show-leak-kinds=definite --error-exitcode=99 --suppressions='$supp' \
		 --log-file='$T/vg.$n.log' '$ASYNCC' $* >/dev/null 2>'$T/err.$n'; rc=\$?; \
		 cat '$T/vg.$n.log'; [ \$rc -eq $want ]"
}

# The front end and the lowering: every program of the corpus, and
# invalid inputs (diagnostics on every path must free what they built).
for f in "$src"/programs/*.mlir "$src"/exec/async_execute.mlir "$src"/exec/coro.mlir \
         "$src"/lower/eliminate_blocking.mlir "$src"/refcount/programs/*.mlir; do
	flags=$(sed -n 's|^// ASYNCC-FLAGS:||p' "$f")
	vg 0 --print-ir=runtime $flags "'$f'"
done
for f in "$src"/frontend/invalid/*.mlir "$src"/lower/invalid.mlir; do
	vg 1 -fsyntax-only -split-input-file "'$f'"
done
# What the fuzzers found (an uninitialized pointer freed on an error
# path does not always crash a plain build; valgrind sees it).  Most are
# invalid input; one that is valid (a print that did not read back) ends
# with 0, as fuzz-crashes.sh checks.
for f in "$src"/frontend/fuzz-crashes/*.fuzz; do
	cp "$f" "$T/fuzz.mlir"
	want=1
	"$ASYNCC" -fsyntax-only "$T/fuzz.mlir" > /dev/null 2>&1 && want=0
	vg $want -fsyntax-only "'$T/fuzz.mlir'"
done
vg 1 --print-ir=runtime -split-input-file "'$src/lower/invalid.mlir'"
vg 1 --pass=refcount -split-input-file "'$src/refcount/invalid.mlir'"
vg 0 -fsyntax-only -split-input-file -verify-diagnostics "'$src/frontend/invalid/verify-ops.mlir'"
vg 1 "'$T/no-such-file.mlir'"
printf 'func.func @f() {\n  %%x = "bad.op"() : () -> i32\n' > "$T/truncated.mlir"
vg 1 -c "'$T/truncated.mlir'" -o "'$T/truncated.o'"

# Every other mode, once.
hello="$abs_top_srcdir/examples/hello.mlir"
vg 0 --print-ir=input "'$hello'"
vg 0 --emit-header "'$src/exec/ciface.mlir'" -o "'$T/ciface.h'"
printf -- '-O2\n-MD -MP -MQ "a b$"\n' > "$T/flags.rsp"
vg 0 @"'$T/flags.rsp'" -c "'$src/exec/async_execute.mlir'" -o "'$T/a.o'"
vg 0 -S -g "'$hello'" -o "'$T/hello.s'"
vg 0 "'$hello'" -o "'$T/hello'"
# -run needs the runtime; without it, say so (the test then cannot pass
# for having run every mode).
if [ -e "$ASYNCRT_DIR/libasyncrt.so.1" ]; then
	vg 0 -run "'$hello'"
else
	echo "FAIL: -run not checked: libasyncrt is not built in $ASYNCRT_DIR"
	failures=$((failures + 1))
fi
if [ -n "${ASYNCC_VALGRIND_ALL:-}" ]; then
	for f in "$src"/programs/*.mlir "$src"/exec/*.mlir; do
		grep -q 'REQUIRES:.*gdb\|not --crash' "$f" && continue
		flags=$(sed -n 's|^// ASYNCC-FLAGS:||p' "$f")
		vg 0 -O2 -c $flags "'$f'" -o "'$T/all.o'"
	done
	vg 0 -c -emit-llvm "'$hello'" -o "'$T/hello.bc'"
	vg 0 -S -emit-llvm "'$hello'" -o "'$T/hello.ll'"
fi
echo "valgrind: $n runs of asyncc"
finish
