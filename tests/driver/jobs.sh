#!/bin/bash
# What runs: -### and -v, default output names, several inputs, and the
# jobs the system C compiler does for .c inputs (those run for real).
. "$(dirname "$0")/lib.sh"
write_inputs
mkdir -p tmp sub
export TMPDIR="$T/tmp"
rt=$(search_dir runtime)

dry() { "$ASYNCC" -### "$@" 2>&1; }
# The line of the job that names WORD (an input or a tool).
job() { local word=$1; shift; dry "$@" | grep -F "\"$word\""; }

check '-### prints the version first' 'dry ok.mlir | head -1 | grep -q "^asyncc [0-9]"'
check '-### prints each word quoted' 'dry -c ok.mlir | tail -1 | grep -q "^ \"[^\"]*asyncc\" \"-c\" \"ok.mlir\" \"-o\" \"ok.o\"$"'
check '-### runs nothing' 'dry ok.mlir main.c -o app >/dev/null && test ! -e app && test ! -e ok.o && test -z "$(ls -A tmp)"'
check '-### succeeds for inputs that would fail' 'dry bad.mlir >/dev/null'
check '-### quotes shell characters' 'cp ok.mlir "q\$\"x.mlir" && job "-c" -c "q\$\"x.mlir" | grep -qF "\"q\\\$\\\"x.mlir\""'

# Default output names, as cc.
check '-c x.mlir writes x.o' 'job ok.mlir -c ok.mlir | grep -q "\"-o\" \"ok.o\"$"'
check '-S x.mlir writes x.s' 'job ok.mlir -S ok.mlir | grep -q "\"-o\" \"ok.s\"$"'
check '-S -emit-llvm writes x.ll' 'job ok.mlir -S -emit-llvm ok.mlir | grep -q "\"-emit-llvm\".*\"-o\" \"ok.ll\"$"'
check '-c -emit-llvm writes x.bc' 'job ok.mlir -c -emit-llvm ok.mlir | grep -q "\"-o\" \"ok.bc\"$"'
check 'x.mlir.gz gives x.o' 'gzip -c ok.mlir > z.mlir.gz && job z.mlir.gz -c z.mlir.gz | grep -q "\"-o\" \"z.o\"$"'
check 'outputs go to the current directory' 'cp ok.mlir sub/d.mlir && job sub/d.mlir -c sub/d.mlir | grep -q "\"-o\" \"d.o\"$"'
check 'linking writes a.out (through a temporary)' 'job -lasyncrt ok.mlir | grep -q "\"-o\" \"\.a\.out\.XXXXXX\"$"'
check '-o names the output' 'job ok.mlir -c ok.mlir -o sub/k.o | grep -q "\"-o\" \"sub/k.o\"$"'
check '-S beats -c, as in cc' 'job ok.mlir -c -S ok.mlir | grep -q "\"-S\".*\"ok.s\""'
check '-fsyntax-only beats -c' 'job ok.mlir -c -fsyntax-only ok.mlir | grep -q "\"-fsyntax-only\" \"ok.mlir\"$"'

# Several inputs: each .mlir compiled in process, each .c by cc, all linked.
cc -c -o lib.o -x c /dev/null
check 'mixed inputs make one job each and a link' \
	'test $(dry ok.mlir main.c lib.o -o app | grep -c "^ \"") -eq 3'
check '.mlir when linking goes to a temporary object' \
	'job ok.mlir ok.mlir main.c | grep -q "\"-c\" \"ok.mlir\" \"-o\" \"$TMPDIR/asyncc-ok-XXXXXX.o\"$"'
check '.c when linking goes to cc -c and a temporary' \
	'job main.c ok.mlir main.c | grep -q "\"-c\" \"-o\" \"$TMPDIR/asyncc-main-XXXXXX.o\" \"main.c\"$"'
check 'the link keeps inputs and -l/-L/-Wl, in order' \
	'job -lasyncrt lib.o -lfoo ok.mlir -L/opt/x -Wl,--as-needed main.c -o app | grep -q "\"lib.o\" \"-lfoo\" \"[^\"]*asyncc-ok-XXXXXX.o\" \"-L/opt/x\" \"-Wl,--as-needed\" \"[^\"]*asyncc-main-XXXXXX.o\""'
check 'the link adds the runtime, pthreads and libm last' \
	'job -lasyncrt ok.mlir | grep -q "\"-L$rt\" \"-lasyncrt\" \(\"-Wl,-rpath,$rt\" \)\?\"-lpthread\" \"-lm\" \"-o\""'
check '-shared, -static, -pthread, -Xlinker reach the link' \
	'job -lasyncrt -shared -pthread -Xlinker -z -Xlinker now lib.o | grep -q "\"-shared\" \"-pthread\" \"-Xlinker\" \"-z\" \"-Xlinker\" \"now\" \"lib.o\""'
check '-c with a .o warns and links nothing' \
	'dry -c ok.mlir lib.o | grep -q "lib.o: linker input file unused" && ! dry -c ok.mlir lib.o | grep -q "lasyncrt"'

# Flags reach the jobs that use them, and only those.
check 'codegen and lowering flags reach the .mlir job' \
	'job ok.mlir -c -O2 -g -fno-PIC --target=x86_64-linux-gnu -mcpu=znver3 -feliminate-blocking-await -fno-async-parallel-for -fparallel-min-task-size=8 ok.mlir | grep -q "\"-c\" \"-O2\" \"-g\" \"-fno-PIC\" \"--target=x86_64-linux-gnu\" \"-mcpu=znver3\" \"-feliminate-blocking-await\" \"-fno-async-parallel-for\" \"-fparallel-min-task-size=8\" \"ok.mlir\""'
check 'C flags do not reach the .mlir job' '! job ok.mlir -c -Iinc -DX -Wall -std=c11 ok.mlir | grep -qe "-Iinc\|-DX\|-Wall\|-std"'
check 'C flags reach the cc job' 'job main.c -c -Iinc -D X=1 -Wall -std=c11 -O2 -g -fPIC main.c | grep -q "\"-Iinc\" \"-D\" \"X=1\" \"-Wall\" \"-std=c11\" \"-O2\" \"-g\" \"-fPIC\" \"-I[^\"]*/include\" \"-c\""'
check '-mcpu= does not reach cc (gcc rejects it)' '! job main.c -c -mcpu=znver3 main.c | grep -q mcpu'
check '--target= reaches cc and the link' \
	'test $(dry --target=aarch64-linux-gnu ok.mlir main.c | grep -c "\"--target=aarch64-linux-gnu\"") -eq 3'
check '-fdiagnostics-color=always reaches cc' 'job main.c -c -fdiagnostics-color=always main.c | grep -q "\"-fdiagnostics-color=always\""'
check 'dependency flags reach cc for .c inputs' 'job main.c -c -MD -MF m.d -MT m.o main.c | grep -q "\"-MD\" \"-MF\" \"m.d\" \"-MT\" \"m.o\""'

# A printed .mlir job is a command that does that job alone.
check 'a printed .mlir job runs by itself' \
	'line=$(job ok.mlir --print-ir=input ok.mlir -o p.mlir) && eval "${line# }" && grep -q "@add" p.mlir'
check '-v shows the job and runs it' \
	'"$ASYNCC" -v --print-ir=input ok.mlir -o v.mlir 2> e && grep -q "\"--print-ir=input\" \"ok.mlir\" \"-o\" \"v.mlir\"" e && test -s v.mlir'

# .c and .s inputs: the system C compiler does the work (for real).
elf() { test "$(od -An -c -N4 "$1" | tr -d " ")" = "177ELF"; }
check '-c x.c writes an object x.o' '"$ASYNCC" -c main.c && elf main.o'
check 'the object has the usual permissions' '(umask 022; "$ASYNCC" -c main.c -o perm.o) && test "$(stat -c %a perm.o)" = 644'
check '-c -o puts it elsewhere' '"$ASYNCC" -c main.c -o sub/m.o && elf sub/m.o'
check '-S x.c writes x.s' '"$ASYNCC" -S main.c && grep -q "main" main.s'
check '-c with several .c writes each object' \
	'printf "int two(void){return 2;}\n" > two.c && rm -f main.o && "$ASYNCC" -c main.c two.c && elf main.o && elf two.o'
check '-D and -I reach cc' \
	'mkdir -p inc && echo "#define Y 1" > inc/y.h && printf "#include <y.h>\n#if !defined X || !Y\n#error\n#endif\n" > d.c && "$ASYNCC" -c -DX -Iinc d.c'
# (clang -fsanitize=address lists its ignorelist before the source)
check '-c x.c -MD writes x.d (cc does)' '"$ASYNCC" -c main.c -o dm.o -MD && grep -Eq "^dm\.o:( [^ ]+)* main\.c( |$)" dm.d'
check '-fsyntax-only checks .c with cc' '"$ASYNCC" -fsyntax-only main.c && test ! -e a.out'
check '.s inputs are assembled by cc' '"$ASYNCC" -c main.s -o fromasm.o && elf fromasm.o'
printf 'int f(void) { return nope; }\n' > badc.c
check_fails 'a failing cc fails asyncc with status 1' '"$ASYNCC" -c badc.c'
check 'the failure is reported' '"$ASYNCC" -c badc.c 2>&1 | grep -q "^asyncc: error: C compiler command failed with exit status 1"'
check 'a failed cc leaves no object, not even an old one' \
	'cp main.o badc.o && ! "$ASYNCC" -c badc.c 2>/dev/null && test ! -e badc.o && test -z "$(ls -A | grep "^\.badc")"'
check 'a failing input does not stop the others' \
	'rm -f two.o && ! "$ASYNCC" -c badc.c two.c 2>/dev/null && elf two.o'
check 'no link after a failed compile' \
	'! "$ASYNCC" -v badc.c two.c -o nolink 2> e && ! grep -q "lasyncrt" e && test ! -e nolink'
check 'no temporaries are left in TMPDIR' 'test -z "$(ls -A tmp)"'
finish
