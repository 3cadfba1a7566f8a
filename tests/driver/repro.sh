#!/bin/bash
# Same input and flags give byte-identical outputs wherever they are
# built: two build directories at different paths, and the same
# directory twice (temporary names differ between runs).  Only -g may
# record the build directory.
. "$(dirname "$0")/lib.sh"
write_inputs
one=b1
two=some/deeper/build-two
for dir in $one $two; do
	mkdir -p $dir/sub
	cp ok.mlir hello.mlir main.c $dir/
	cp ok.mlir $dir/sub/k.mlir
done

# both OUTPUT ASYNCC-ARGS...: build OUTPUT in both directories; compare.
both() {
	local out=$1 dir
	shift
	for dir in $one $two; do
		(cd $dir && rm -f "$out" && "$ASYNCC" "$@") || return 1
	done
	cmp $one/"$out" $two/"$out" || return 1
	# No absolute path of the build may leak into the output.
	! grep -qF "$T" $one/"$out"
}

check '--print-ir=input' 'both p.mlir --print-ir=input ok.mlir -o p.mlir'
check '--print-ir=runtime' 'both r.mlir --print-ir=runtime ok.mlir -o r.mlir'
check '--emit-header' 'both k.h --emit-header sub/k.mlir -o k.h'
check 'dependency files' 'both k.d -fsyntax-only -MD -MF k.d sub/k.mlir'
check '-c x.c through cc' 'both main.o -c main.c'
check '-S x.c through cc' 'both main.s -S -O2 main.c'

if have_backend; then
	check '-c' 'both ok.o -c ok.mlir'
	check '-c -O2' 'both ok.o -c -O2 ok.mlir'
	check '-S' 'both ok.s -S -O2 ok.mlir'
	check '-S -emit-llvm' 'both ok.ll -S -emit-llvm ok.mlir'
	check '-c -emit-llvm' 'both ok.bc -c -emit-llvm ok.mlir'
	check 'an input in a subdirectory' 'both k.o -c -O1 sub/k.mlir'
	check '-c of an async program' 'both hello.o -c -O2 hello.mlir'
	check '-g records the build directory (the exception)' \
		'(cd $one && "$ASYNCC" -c -g ok.mlir -o g.o) && grep -qF "$T/$one" $one/g.o'
	if have_runtime; then
		check 'a linked program' 'both app main.c ok.mlir -O2 -o app'
		check 'the same program linked twice in one directory' \
			'(cd $one && "$ASYNCC" main.c ok.mlir -O2 -o app2) && cmp $one/app $one/app2'
	else
		echo "note: runtime not built; linked programs not compared"
	fi
else
	echo "note: back end not built yet; objects and assembly not compared"
fi
finish
