#!/bin/bash
# compiled_runtime.sh [RUNS] - how fast the code asyncc generates runs.
#
# The runtime benchmarks in bench/ (fanout, chain, fib; set
# BENCH_DIR to look elsewhere) are compiled at -O2 three ways, all linked
# against the same libasyncrt:
#   asyncc       asyncc alone;
#   mlir+asyncc  mlir-opt-19's async lowering, then asyncc's back end;
#   mlir         MLIR 19's whole pipeline (mlir-opt, mlir-translate,
#                opt -O2, llc -O2);
# and each program runs RUNS times (default 7); the median wall time is
# printed.  Target: asyncc at least as fast as mlir.  Then fib built by
# asyncc against the same recursion in serial C (bench/serial_fib.c):
# async.func calls that never suspend are meant to cost about what plain
# calls do (target: at most 10x the serial C time).
set -eu
runs=${1:-7}
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)
asyncc=${ASYNCC:-$top/src/asyncc}
rt=${ASYNCC_RUNTIME_DIR:-$top/runtime/.libs}
bench=${BENCH_DIR:-$here}
[ -e "$rt/libasyncrt.so" ] || { echo "compiled_runtime.sh needs libasyncrt in $rt (ASYNCC_RUNTIME_DIR)" >&2; exit 1; }
tool() { command -v "$1-19" || command -v "$1"; }
mlir_opt=$(tool mlir-opt) mlir_translate=$(tool mlir-translate) opt=$(tool opt) llc=$(tool llc)
pipeline=$(cat "$here/mlir19-pipeline.txt")
to_runtime='builtin.module(async-func-to-async-runtime,async-to-async-runtime,func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt))'

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
link() { ${CC:-cc} "$@" -L"$rt" -lasyncrt -Wl,-rpath,"$rt" -lm; }
printf 'void mlir_main(void);\nint main(void) { mlir_main(); return 0; }\n' > "$work/main.c"

median() {   # median wall time of $runs runs of "$@", in ms
	for _ in $(seq "$runs"); do
		local t0 t1
		t0=$(date +%s%N)
		"$@" > /dev/null
		t1=$(date +%s%N)
		echo $(( (t1 - t0) / 1000000 ))
	done | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'
}

echo "median of $runs runs, ms; $(nproc) CPUs, load $(cut -d' ' -f1 /proc/loadavg)"
printf '  %-8s %10s %12s %10s\n' program asyncc mlir+asyncc mlir
for b in fanout chain fib; do
	src=$bench/$b.mlir
	"$asyncc" -c -O2 "$src" -o "$work/$b.a.o" && link "$work/$b.a.o" -o "$work/$b.asyncc"
	"$mlir_opt" --pass-pipeline="$to_runtime" "$src" -o "$work/$b.rt.mlir"
	"$asyncc" -c -O2 "$work/$b.rt.mlir" -o "$work/$b.b.o" && link "$work/$b.b.o" -o "$work/$b.mixed"
	"$mlir_opt" --pass-pipeline="$pipeline" "$src" | "$mlir_translate" --mlir-to-llvmir |
		sed 's/^define void @main()/define void @mlir_main()/' | "$opt" -O2 |
		"$llc" -O2 -filetype=obj -relocation-model=pic -o "$work/$b.m.o"
	link "$work/$b.m.o" "$work/main.c" -o "$work/$b.mlir"
	for v in asyncc mixed mlir; do
		a=$("$work/$b.$v"); r=$("$work/$b.mlir")
		[ "$a" = "$r" ] || { echo "$b: $v prints '$a', MLIR's build '$r'" >&2; exit 1; }
	done
	printf '  %-8s %10s %12s %10s\n' "$b" "$(median "$work/$b.asyncc")" \
	       "$(median "$work/$b.mixed")" "$(median "$work/$b.mlir")"
done

${CC:-cc} -O2 "$here/serial_fib.c" -o "$work/fib.serial"
[ "$("$work/fib.serial")" = "$("$work/fib.asyncc")" ] || { echo "serial fib disagrees" >&2; exit 1; }
a=$(median "$work/fib.asyncc") c=$(median "$work/fib.serial")
printf '  fib(30): asyncc %s ms, serial C %s ms: %sx the serial time (target <= 10x)\n' \
	"$a" "$c" "$(awk -v a="$a" -v c="$c" 'BEGIN { printf "%.1f", a / (c ? c : 1) }')"
