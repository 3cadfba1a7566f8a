#!/bin/bash
# The MLIR oracle for the async lowering: every program of tests/programs
# goes through asyncc's lowering (--print-ir=runtime), then through the
# rest of MLIR 19's own pipeline (convert-async-to-llvm and on),
# mlir-translate, opt, llc, is linked with MLIR's runtime libraries and
# run; its output must pass the program's CHECK lines.  So the IR asyncc
# produces has exactly the meaning MLIR's runtime-level ops give it.
set -u
for tool in "$MLIR_OPT" "$MLIR_TRANSLATE" "$LLVM_OPT" "$LLC"; do
	if [ -z "$tool" ]; then
		echo "SKIP: needs mlir-opt-19, mlir-translate-19, opt-19 and llc-19 (apt-get install mlir-19-tools llvm-19)"
		exit 77
	fi
done
libs="$MLIR_LIBDIR/libmlir_async_runtime.so.19.1 $MLIR_LIBDIR/libmlir_c_runner_utils.so.19.1 $MLIR_LIBDIR/libmlir_runner_utils.so.19.1"
for l in $libs; do
	[ -f "$l" ] || { echo "SKIP: $l not found (apt-get install libmlir-19)"; exit 77; }
done

# What MLIR still has to do after asyncc's lowering and ref counting.
rest='builtin.module(func.func(convert-scf-to-cf),convert-async-to-llvm,finalize-memref-to-llvm,convert-vector-to-llvm,func.func(convert-arith-to-llvm),convert-func-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts)'

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
for prog in "$abs_top_srcdir"/tests/programs/*.mlir; do
	name=$(basename "$prog" .mlir)
	why=$(sed -n 's|^// MLIR-ORACLE-UNSUPPORTED:||p' "$prog")
	if [ -n "$why" ]; then
		echo "not checked: $name:$why"
		continue
	fi
	flags=$(sed -n 's|^// ASYNCC-FLAGS:||p' "$prog")
	w="$work/$name"
	if ! "$ASYNCC" --print-ir=runtime $flags "$prog" -o "$w.rt.mlir" ||
	   ! "$MLIR_OPT" --pass-pipeline="$rest" "$w.rt.mlir" -o "$w.llvm.mlir" ||
	   ! "$MLIR_TRANSLATE" --mlir-to-llvmir "$w.llvm.mlir" -o "$w.ll" ||
	   ! "$LLVM_OPT" -O2 "$w.ll" -o "$w.bc" ||
	   ! "$LLC" -O2 -filetype=obj --relocation-model=pic "$w.bc" -o "$w.o" ||
	   ! ${CC:-cc} "$w.o" -o "$w" $libs -Wl,-rpath,"$MLIR_LIBDIR"; then
		echo "FAIL: $name: could not build through the MLIR pipeline"
		failed=1
		continue
	fi
	# MLIR lowers a main without results to a void function, so its exit
	# status means nothing; a signal does.
	"$w" > "$w.out" 2>&1
	status=$?
	if [ $status -ge 128 ] || ! "$FILECHECK" --input-file "$w.out" "$prog"; then
		echo "FAIL: $name: wrong output"
		cat "$w.out"
		failed=1
		continue
	fi
	echo "PASS: $name"
done
exit $failed
