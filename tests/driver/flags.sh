#!/bin/bash
# One check per flag: modes, printing, diagnostics, flags accepted for
# Makefile habits, and the errors cc gives for impossible combinations.
. "$(dirname "$0")/lib.sh"
write_inputs

# Modes that need no code generation.
check '-fsyntax-only accepts a valid module' '"$ASYNCC" -fsyntax-only ok.mlir'
check '-fsyntax-only writes nothing' '"$ASYNCC" -fsyntax-only ok.mlir && test ! -e a.out && test ! -e ok.o'
check_fails '-fsyntax-only rejects an invalid module with status 1' '"$ASYNCC" -fsyntax-only bad.mlir'
check 'errors come as file:line:col: error:' \
	'! "$ASYNCC" -fsyntax-only bad.mlir 2> e; grep -q "^bad.mlir:2:[0-9]*: error: " e'
check '--print-ir=input prints the module' '"$ASYNCC" --print-ir=input ok.mlir | grep -q "func.func @add"'
check '--print-ir=input -o FILE writes FILE' \
	'"$ASYNCC" --print-ir=input ok.mlir -o p.mlir && grep -q "arith.addi" p.mlir'
check '--print-ir=input output reads back' \
	'"$ASYNCC" --print-ir=input ok.mlir | "$ASYNCC" --print-ir=input - | grep -q "func.func @add"'
check '--print-ir=runtime prints a module without async ops' \
	'"$ASYNCC" --print-ir=runtime ok.mlir | grep -q "func.func @add"'
check '-mlir-print-op-generic prints the generic form' \
	'"$ASYNCC" --print-ir=input -mlir-print-op-generic ok.mlir | grep -q "\"arith.addi\""'
check_fails '--print-ir= takes input or runtime only' '"$ASYNCC" --print-ir=llvm ok.mlir'
check 'standard input is read as .mlir' '"$ASYNCC" -fsyntax-only - < ok.mlir'
check 'a .mlir.gz input is decompressed' \
	'gzip -c ok.mlir > z.mlir.gz && "$ASYNCC" --print-ir=input z.mlir.gz | grep -q "@add"'

# -verify-diagnostics: the status says whether the expectations matched.
cat > expect.mlir <<'EOF2'
func.func @f() -> i64 {
  // expected-error @+1 {{undeclared}}
  %x = arith.addi %nope, %nope : i64
  return %x : i64
}
EOF2
check '-verify-diagnostics passes when the expected error comes' '"$ASYNCC" -fsyntax-only -verify-diagnostics expect.mlir'
check_fails '-verify-diagnostics fails on an unexpected error' '"$ASYNCC" -fsyntax-only -verify-diagnostics bad.mlir'
check_fails '-verify-diagnostics fails when an expected error is missing' \
	'sed "s/%nope, %nope/%c, %c/; 1a\\  %c = arith.constant 1 : i64" expect.mlir > e2.mlir && "$ASYNCC" -fsyntax-only -verify-diagnostics e2.mlir'

check '-verify-diagnostics alone checks, links nothing' \
	'"$ASYNCC" -verify-diagnostics expect.mlir && test ! -e a.out'
printf '%s\n' 'func.func @one() { return }' '// -----' '// expected-error @+1 {{undeclared}}' \
	'func.func @two() -> i64 { return %x : i64 }' '// -----' 'func.func @three() { return }' > split.mlir
check '-split-input-file checks each chunk' '"$ASYNCC" -verify-diagnostics -split-input-file split.mlir'
check 'line numbers hold in later chunks' \
	'"$ASYNCC" -split-input-file -fsyntax-only split.mlir 2>&1 | grep -q "^split.mlir:4:"'
check '--print-ir separates the chunks as mlir-opt' \
	'sed 2,4d split.mlir > split2.mlir && "$ASYNCC" -split-input-file --print-ir=input split2.mlir > s && test $(grep -c "^// -----$" s) -eq 1 && grep -q "@one" s && grep -q "@three" s'
check_fails '-split-input-file with -c is an error' '"$ASYNCC" -split-input-file -c ok.mlir'

# -E: there is no preprocessor.
check_fails '-E is rejected' '"$ASYNCC" -E ok.mlir'
check '-E says why' '"$ASYNCC" -E ok.mlir 2>&1 | grep -q "^asyncc: error: .-E. is not supported: MLIR has no preprocessor"'
check '-E prints no module' '! "$ASYNCC" -E ok.mlir 2>/dev/null | grep -q "func.func"'

# Flags Makefiles pass by habit: accepted and ignored for .mlir.
check '-I -D -U -W... -std= -pedantic -pipe are accepted' \
	'"$ASYNCC" -fsyntax-only -Iinc -I inc -DX=1 -D Y -UZ -U W -Wall -Wextra -Wno-unused -std=c11 -pedantic -pipe ok.mlir'
check 'ignored flags leave the output unchanged' \
	'"$ASYNCC" --print-ir=input ok.mlir > a && "$ASYNCC" --print-ir=input -Ifoo -DX -Wall ok.mlir > b && cmp a b'
check_fails 'an unknown flag is an error' '"$ASYNCC" -fsyntax-only -frobnicate ok.mlir'
check 'an unknown flag is named' '"$ASYNCC" -fsyntax-only -frobnicate ok.mlir 2>&1 | grep -q "unknown argument: .-frobnicate."'
check_fails 'a flag without its argument is an error' '"$ASYNCC" -fsyntax-only ok.mlir -o'

# Code-generation and lowering flags are accepted (their effect is
# tested with the back end).
check '-O0 -O1 -O2 -O3 -Os -O are accepted' \
	'for o in -O0 -O1 -O2 -O3 -Os -O -Oz; do "$ASYNCC" -fsyntax-only $o ok.mlir || exit 1; done'
check_fails 'an invalid -O level is an error' '"$ASYNCC" -fsyntax-only -Ofoo ok.mlir'
check 'lowering flags are accepted' \
	'"$ASYNCC" --print-ir=runtime -feliminate-blocking-await -fno-eliminate-blocking-await -fasync-parallel-for -fno-async-parallel-for -fparallel-min-task-size=64 ok.mlir >/dev/null'
check_fails '-fparallel-min-task-size needs a number' '"$ASYNCC" -fsyntax-only -fparallel-min-task-size=lots ok.mlir'
check 'code generation flags are accepted' \
	'"$ASYNCC" -fsyntax-only -g -fPIC -fno-PIC -fpic --target=x86_64-linux-gnu -mcpu=generic ok.mlir'

# Warnings: an object given with -c is unused, which cc warns about.
check 'an unused linker input is a warning' \
	'cc -c -o w.o -x c /dev/null && "$ASYNCC" -fsyntax-only ok.mlir w.o 2> e && grep -q "^asyncc: warning: w.o: linker input file unused" e'
check_fails '-Werror makes the warning an error' '"$ASYNCC" -Werror -fsyntax-only ok.mlir w.o'
check '-Werror reports it as an error' '"$ASYNCC" -Werror -fsyntax-only ok.mlir w.o 2>&1 | grep -q "^asyncc: error: w.o: linker input"'
check '-w silences it' '"$ASYNCC" -w -fsyntax-only ok.mlir w.o 2> e && test ! -s e'
check '-Wno-error undoes -Werror' '"$ASYNCC" -Werror -Wno-error -fsyntax-only ok.mlir w.o'

# Colour: clang's rules.
esc=$(printf '\033[')
check '-fdiagnostics-color=always colours errors' \
	'! "$ASYNCC" -fdiagnostics-color=always -fsyntax-only bad.mlir 2> e; grep -qF "$esc" e'
check '-fdiagnostics-color colours errors' \
	'! "$ASYNCC" -fdiagnostics-color -fsyntax-only bad.mlir 2> e; grep -qF "$esc" e'
check 'no colour by default when stderr is not a terminal' \
	'! "$ASYNCC" -fsyntax-only bad.mlir 2> e; ! grep -qF "$esc" e'
check '-fdiagnostics-color=never: no colour' \
	'! "$ASYNCC" -fdiagnostics-color=always -fdiagnostics-color=never -fsyntax-only bad.mlir 2> e; ! grep -qF "$esc" e'
check '-fno-diagnostics-color: no colour' \
	'! "$ASYNCC" -fdiagnostics-color -fno-diagnostics-color -fsyntax-only bad.mlir 2> e; ! grep -qF "$esc" e'
check_fails '-fdiagnostics-color=sometimes is an error' '"$ASYNCC" -fdiagnostics-color=sometimes -fsyntax-only ok.mlir'
if command -v script >/dev/null 2>&1; then
	check 'colour by default on a terminal' \
		'TERM=xterm script -qec "\"$ASYNCC\" -fsyntax-only bad.mlir" /dev/null > e; grep -qF "$esc" e'
	check 'no colour on a terminal with -fdiagnostics-color=never' \
		'TERM=xterm script -qec "\"$ASYNCC\" -fdiagnostics-color=never -fsyntax-only bad.mlir" /dev/null > e; grep -q "error" e && ! grep -qF "$esc" e'
	check 'no colour on a dumb terminal' \
		'TERM=dumb script -qec "\"$ASYNCC\" -fsyntax-only bad.mlir" /dev/null > e; grep -q "error" e && ! grep -qF "$esc" e'
else
	cannot_check "script(1) not found: colour on a terminal not checked"
fi

# Combinations cc refuses.
check_fails 'no input files is an error' '"$ASYNCC" -c'
check '"no input files" is said' '"$ASYNCC" -O2 2>&1 | grep -q "^asyncc: error: no input files"'
check_fails 'a missing input is an error' '"$ASYNCC" -fsyntax-only nosuch.mlir'
check_fails '-o with -S and several inputs is an error' '"$ASYNCC" -S ok.mlir hello.mlir -o x.s'
check 'that error is cc'"'"'s' '"$ASYNCC" -c ok.mlir hello.mlir -o x.o 2>&1 | grep -q "cannot specify -o when generating multiple output files"'
check_fails '-o with --print-ir and several inputs is an error' '"$ASYNCC" --print-ir=input ok.mlir hello.mlir -o x'
check '--print-ir with several inputs prints them all' \
	'"$ASYNCC" --print-ir=input ok.mlir hello.mlir > x && grep -q "@add" x && grep -q "@main" x'
check_fails '-emit-llvm when linking is an error' '"$ASYNCC" -emit-llvm ok.mlir'
check_fails '--print-ir and --emit-header cannot be combined' '"$ASYNCC" --print-ir=input --emit-header ok.mlir'
check_fails '-run needs a file' '"$ASYNCC" -run'
check_fails '-run takes one .mlir' '"$ASYNCC" ok.mlir -run hello.mlir'
check_fails '--print-ir takes .mlir inputs only' '"$ASYNCC" --print-ir=input main.c'
check_fails '--emit-header on an invalid module fails' '"$ASYNCC" --emit-header bad.mlir -o bad.h'
check 'and writes no header' 'test ! -e bad.h'

# -e NAME: -run's entry point; otherwise, as for cc, the linker's.
check '-e goes to the link when not running' \
	'"$ASYNCC" -### ok.mlir -e start 2>&1 | tail -1 | grep -q "\"-e\" \"start\""'
check '--entry= too' '"$ASYNCC" -### ok.mlir --entry=start 2>&1 | tail -1 | grep -q "\"--entry=start\""'
check 'with -run it names the function, shown in the -### command' \
	'"$ASYNCC" -### -run -e add ok.mlir 2>&1 | tail -1 | grep -q "\"-e\" \"add\" \"-run\" \"ok.mlir\""'
check_fails '-e needs a name' '"$ASYNCC" -run ok.mlir -e'
if have_backend && have_runtime; then
	check_fails '-run -e of a function the module does not define' '"$ASYNCC" -run -e nope ok.mlir'
	check 'says so' '"$ASYNCC" -run -e nope ok.mlir 2>&1 | grep -q "error: -run needs a function @nope defined in the module"'
	check_fails '-run -e of a function with other parameters' '"$ASYNCC" -run -e add ok.mlir'
	check 'says which types it takes' \
		'"$ASYNCC" -run -e add ok.mlir 2>&1 | grep -q "@add must take no arguments or (i32, memref<?x?xi8>) and return nothing or an i32 exit status"'
	check_fails '-run -e of an async.func' \
		'printf "async.func @af() -> !async.token {\n  return\n}\n" > af.mlir && "$ASYNCC" -run -e af af.mlir'
fi

# Bad flag values are diagnostics with status 1 and no output, never an
# abort inside LLVM.
check_fails '-O with a bad level' '"$ASYNCC" -Ofast2 -c ok.mlir -o o1.o'
check_fails '-fparallel-min-task-size= with a bad count' '"$ASYNCC" -fparallel-min-task-size=lots -c ok.mlir -o o2.o'
check_fails '-mcpu= without a name' '"$ASYNCC" -mcpu= -c ok.mlir -o o3.o'
check_fails '--target= without a triple' '"$ASYNCC" --target= -c ok.mlir -o o4.o'
if have_backend; then
	check_fails '-mcpu= with a CPU LLVM does not know' '"$ASYNCC" -mcpu=nosuchcpu -c ok.mlir -o cpu.o'
	check 'says so, and which CPUs there are' \
		'"$ASYNCC" -mcpu=nosuchcpu -c ok.mlir -o cpu.o 2> e; grep -q "error: unknown target CPU .nosuchcpu." e && grep -q "note: valid target CPU values are: " e'
	check 'writes no object' 'test ! -e cpu.o'
	check_fails '-march= is checked the same way' '"$ASYNCC" -march=nosuchcpu -S ok.mlir -o cpu.s'
	check_fails 'and so is -mcpu= with -run' '"$ASYNCC" -mcpu=nosuchcpu -run hello.mlir'
	check_fails '--target= with a triple LLVM cannot build for' '"$ASYNCC" --target=nosuch-none-none -c ok.mlir -o tgt.o'
	check 'writes no object either' 'test ! -e tgt.o'
	if [ "$(uname -m)" = x86_64 ]; then
		check_fails 'a CPU the target cannot use is an error, not an abort' \
			'"$ASYNCC" --target=x86_64-linux-gnu -mcpu=i386 -c ok.mlir -o i386.o'
		check 'LLVM'"'"'s reason is reported' \
			'"$ASYNCC" --target=x86_64-linux-gnu -mcpu=i386 -c ok.mlir -o i386.o 2>&1 | grep -q "error: LLVM cannot generate code with these options: "'
		check 'and no object is left' 'test ! -e i386.o'
	fi
	# Each spelling on its own: one working must not hide the other.
	if [ "$(uname -m)" = x86_64 ]; then
		check 'a known CPU is fine with -march=' '"$ASYNCC" -march=x86-64 -c ok.mlir -o good.o && test -s good.o'
		check 'and with -mcpu=' '"$ASYNCC" -mcpu=x86-64 -c ok.mlir -o good2.o && test -s good2.o'
	fi
	check 'the generic CPU is fine with -mcpu=' '"$ASYNCC" -mcpu=generic -c ok.mlir -o good3.o && test -s good3.o'
fi
finish
