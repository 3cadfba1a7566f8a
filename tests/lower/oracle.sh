#!/bin/bash
# The MLIR oracle for the async lowering: every program of tests/programs
# goes through asyncc's lowering (--print-ir=runtime), then through the
# rest of MLIR 19's own pipeline (convert-async-to-llvm and on),
# mlir-translate, opt, llc, is linked with MLIR's runtime libraries and
# run; it must exit 0 within a time limit and print exactly the program's
# CHECK lines.  So the IR asyncc produces has exactly the meaning MLIR's
# runtime-level ops give it.
set -u
. "$abs_top_srcdir/tests/need.sh"
for tool in "$MLIR_OPT" "$MLIR_TRANSLATE" "$LLVM_OPT" "$LLC"; do
	if [ -z "$tool" ]; then
		cannot_run "needs mlir-opt-19, mlir-translate-19, opt-19 and llc-19 (apt-get install mlir-19-tools llvm-19)"
	fi
done
libs="$MLIR_LIBDIR/libmlir_async_runtime.so.19.1 $MLIR_LIBDIR/libmlir_c_runner_utils.so.19.1 $MLIR_LIBDIR/libmlir_runner_utils.so.19.1"
for l in $libs; do
	[ -f "$l" ] || cannot_run "$l not found (apt-get install libmlir-19)"
done

# MLIR 19's own pipeline for a whole program, and what it still has to do
# after asyncc's lowering and ref counting (arith-expand: the parallel
# loops' partition divides with ceildivui, which convert-arith-to-llvm
# leaves alone unless the operands fold).
full='async-func-to-async-runtime,async-to-async-runtime,func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt),func.func(convert-scf-to-cf),convert-async-to-llvm,finalize-memref-to-llvm,convert-vector-to-llvm,func.func(convert-arith-to-llvm),convert-func-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts'
rest='builtin.module(func.func(arith-expand,convert-scf-to-cf),convert-async-to-llvm,finalize-memref-to-llvm,convert-vector-to-llvm,func.func(convert-arith-to-llvm),convert-func-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts)'

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0

# MLIR lowers a `func.func @main()` without results to `void main()`,
# whose exit status is noise: it is renamed and called from a main that
# returns 0, so that the status means something.
void_main_wrapper='
/^define void @main\(\)/ { sub(/@main\(\)/, "@mlir_main()"); wrap = 1 }
{ print }
END { if (wrap) print "define i32 @main() {\n  call void @mlir_main()\n  ret i32 0\n}" }'

# build IN.mlir(llvm dialect) OUT: translate, optimize, assemble, link
# with MLIR's runtime libraries.
build() {
	"$MLIR_TRANSLATE" --mlir-to-llvmir "$1" | awk "$void_main_wrapper" >"$2.ll" &&
	"$LLVM_OPT" -O2 "$2.ll" -o "$2.bc" &&
	"$LLC" -O2 -filetype=obj --relocation-model=pic "$2.bc" -o "$2.o" &&
	${CC:-cc} "$2.o" -o "$2" $libs -Wl,-rpath,"$MLIR_LIBDIR"
}

# run EXE PROG: within the time limit (a timeout fails), exit 0, and
# print exactly PROG's CHECK lines (--match-full-lines, and no line that
# no CHECK line matched), as tests/exec/programs.sh holds asyncc's builds.
limit=${ASYNCC_TEST_TIMEOUT:-60}
check_run() {
	timeout "$limit" "$1" > "$1.out" 2> "$1.err"
	local status=$?
	if [ $status -eq 124 ]; then
		echo "timed out after ${limit}s"
	elif [ $status -ne 0 ]; then
		echo "exit status $status"
	elif bash "$abs_top_srcdir/tests/check-exact.sh" --dump-input=never "$2" < "$1.out"; then
		return 0
	fi
	cat "$1.out" "$1.err"
	return 1
}
checked=0 unchecked=0
for prog in "$abs_top_srcdir"/tests/programs/*.mlir; do
	name=$(basename "$prog" .mlir)
	why=$(sed -n 's|^// MLIR-ORACLE-UNSUPPORTED:||p' "$prog")
	if [ -n "$why" ]; then
		echo "not checked: $name:$why"
		unchecked=$((unchecked + 1))
		continue
	fi
	flags=$(sed -n 's|^// ASYNCC-FLAGS:||p' "$prog")
	w="$work/$name"
	# First the program's expectations against MLIR alone, where MLIR can
	# compile it: the CHECK lines must describe MLIR's semantics.
	# A program MLIR cannot compile says why ("// MLIR-CANNOT-COMPILE:
	# reason"; its CHECK lines are then derived by hand); any other
	# failure of MLIR's, and a stale reason, fail.
	prepass=$(sed -n 's|^// MLIR-PREPASS: *||p' "$prog")
	cannot=$(sed -n 's|^// MLIR-CANNOT-COMPILE: *||p' "$prog")
	if "$MLIR_OPT" --pass-pipeline="builtin.module(${prepass:+$prepass,}$full)" "$prog" \
	       -o "$w.ref.mlir" 2> "$w.ref.err"; then
		if [ -n "$cannot" ]; then
			echo "FAIL: $name: says MLIR-CANNOT-COMPILE, but MLIR 19 compiles it"
			failed=1
			continue
		fi
		if ! build "$w.ref.mlir" "$w.ref" || ! check_run "$w.ref" "$prog"; then
			echo "FAIL: $name: MLIR's own build does not give the expected output"
			failed=1
			continue
		fi
	elif [ -n "$cannot" ]; then
		echo "MLIR 19 cannot compile $name ($cannot): $(head -n 1 "$w.ref.err")"
	else
		echo "FAIL: $name: MLIR 19 cannot compile it, and it does not say why (MLIR-CANNOT-COMPILE): $(head -n 1 "$w.ref.err")"
		failed=1
		continue
	fi
	if ! "$ASYNCC" --print-ir=runtime $flags "$prog" -o "$w.rt.mlir" ||
	   ! "$MLIR_OPT" --pass-pipeline="$rest" "$w.rt.mlir" -o "$w.llvm.mlir" ||
	   ! build "$w.llvm.mlir" "$w"; then
		echo "FAIL: $name: could not build through the MLIR pipeline"
		failed=1
		continue
	fi
	if ! check_run "$w" "$prog"; then
		echo "FAIL: $name: wrong output"
		failed=1
		continue
	fi
	echo "PASS: $name"
	checked=$((checked + 1))
done
echo "oracle: $checked programs pass through MLIR's pipeline, $unchecked not checked (MLIR-ORACLE-UNSUPPORTED), $failed failed"
exit $failed
