#!/bin/bash
# Outputs appear whole or not at all: after a failed compile, or when
# asyncc is interrupted, nothing is left at the output path (not even an
# older output) and no temporary is left anywhere.
. "$(dirname "$0")/lib.sh"
write_inputs
mkdir -p tmp out
export TMPDIR="$T/tmp"

# Temporaries are hidden files next to the output: .NAME.XXXXXX.
no_temps() { test -z "$(ls -A out)" && test -z "$(ls -A tmp)"; }

check 'a successful output is complete and the only file' \
	'"$ASYNCC" --print-ir=input ok.mlir -o out/p.mlir && grep -q "^}" out/p.mlir && test "$(ls -A out)" = p.mlir'
check 'it has the usual permissions' '(umask 022; "$ASYNCC" --print-ir=input ok.mlir -o out/p.mlir) && test "$(stat -c %a out/p.mlir)" = 644'
check 'an existing output is replaced' \
	'echo old > out/p.mlir && "$ASYNCC" --print-ir=input ok.mlir -o out/p.mlir && ! grep -q old out/p.mlir'
check_fails 'a failing compile' '"$ASYNCC" --print-ir=input bad.mlir -o out/p.mlir'
check '... removes the old output and leaves no temporary' 'test ! -e out/p.mlir && no_temps'
check 'the same for --emit-header' \
	'echo old > out/h.h && ! "$ASYNCC" --emit-header bad.mlir -o out/h.h 2>/dev/null && test ! -e out/h.h && no_temps'
check 'the same for -c' \
	'echo old > out/x.o && ! "$ASYNCC" -c bad.mlir -o out/x.o 2>/dev/null && test ! -e out/x.o && no_temps'
check 'the same when the back end fails or is missing' \
	'echo old > out/y.o && ASYNCC_BACKEND=/nonexistent.so "$ASYNCC" -c ok.mlir -o out/y.o 2> e; grep -q "back end" e && test ! -e out/y.o && no_temps'
check 'the same when linking' \
	'echo old > out/app && ! "$ASYNCC" bad.mlir -o out/app 2>/dev/null && test ! -e out/app && no_temps'
check_fails 'an output in a missing directory is an error' '"$ASYNCC" --print-ir=input ok.mlir -o nodir/p.mlir'
check 'the error names the output' '"$ASYNCC" --print-ir=input ok.mlir -o nodir/p.mlir 2>&1 | grep -q "cannot create .nodir/p.mlir.: No such file"'
check '-o /dev/null writes to it and leaves it a device' \
	'"$ASYNCC" --print-ir=input ok.mlir -o /dev/null && test -c /dev/null'
check '... also when the compile fails' '! "$ASYNCC" --print-ir=input bad.mlir -o /dev/null 2>/dev/null && test -c /dev/null'
check '... also through cc' '"$ASYNCC" -c main.c -o /dev/null && test -c /dev/null'
check 'a directory at the output path is not removed' \
	'mkdir -p out/dir.o && ! "$ASYNCC" -c bad.mlir -o out/dir.o 2>/dev/null && test -d out/dir.o && rmdir out/dir.o'

# Signals.  A compile slow enough to interrupt: a module of 800000 ops
# (about a second to parse), and a C file that takes cc seconds at -O2.
awk 'BEGIN { print "func.func @big(%a: i64) -> i64 {"; p = "%a"
	for (i = 0; i < 800000; i++) { printf "  %%v%d = arith.addi %s, %%a : i64\n", i, p; p = "%v" i }
	printf "  return %s : i64\n}\n", p }' > big.mlir
awk 'BEGIN { for (i = 0; i < 3000; i++)
	printf "int f%d(int x) { int s = 0; for (int i = 0; i < x; i++) s += i * %d ^ (s >> 3); return s; }\n", i, i }' > slow.c

# interrupt SIGNAL PATTERN COMMAND...: start the command, wait until a
# file matching PATTERN exists (the job has begun writing), send SIGNAL.
# Its exit status is the command's.
interrupt() {
	local sig=$1 pattern=$2 pid i
	shift 2
	"$@" 2>/dev/null &
	pid=$!
	for i in $(seq 500); do
		compgen -G "$pattern" >/dev/null && break
		kill -0 $pid 2>/dev/null || break
		sleep 0.01
	done
	if ! compgen -G "$pattern" >/dev/null; then
		echo "no file matched $pattern before the command ended"
		wait $pid
		return 99
	fi
	sleep 0.1
	kill -s "$sig" $pid
	wait $pid
}

check 'SIGTERM during an in-process compile kills asyncc' \
	'echo old > out/big.out; interrupt TERM "out/.big.out.*" "$ASYNCC" --print-ir=input big.mlir -o out/big.out; test $? -eq 143'
check '... and leaves no output, old or new, and no temporary' 'test ! -e out/big.out && no_temps'
# Background jobs of a script start with SIGINT ignored; give it back.
if env --default-signal=INT true 2>/dev/null; then
	check 'SIGINT during an in-process compile' \
		'echo old > out/big.out; interrupt INT "out/.big.out.*" env --default-signal=INT "$ASYNCC" --print-ir=input big.mlir -o out/big.out; test $? -eq 130'
	check '... leaves nothing behind' 'test ! -e out/big.out && no_temps'
else
	echo "note: env --default-signal not available; SIGINT not checked"
fi
check 'SIGHUP while linking (temporary objects in TMPDIR)' \
	'interrupt HUP "tmp/asyncc-big-*.o" "$ASYNCC" big.mlir main.c -o out/app; test $? -eq 129'
check '... leaves no temporary object and no output' 'test ! -e out/app && no_temps'
check 'SIGTERM while cc compiles' \
	'echo old > out/slow.o; interrupt TERM "out/.slow.o.*" "$ASYNCC" -O2 -c slow.c -o out/slow.o; test $? -eq 143'
check '... leaves nothing behind' 'test ! -e out/slow.o && no_temps'
check '... and cc was stopped too' '! pgrep -f "out/\.slow\.o\." >/dev/null'
rm -f big.mlir slow.c
finish
