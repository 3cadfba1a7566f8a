#!/bin/bash
# compile.sh [N] - compile time and peak memory, asyncc against MLIR 19.
#
# A generated module of N functions (default 2000: 32,000 lines; see
# gen_module.py) is compiled to an object at -O0 and -O2
#   - by asyncc, end to end (parse, lower, LLVM, object), and
#   - by MLIR's pipeline: mlir-opt (the passes in mlir19-pipeline.txt),
#     mlir-translate --mlir-to-llvmir, opt -On, llc -On,
# in the same run, so that both see the same machine load.  Times are
# wall clock and CPU (user + system) in seconds; memory is the peak
# resident set in MB (for MLIR, the largest of its four processes).
# The front end and lowering alone (asyncc --print-ir=runtime) are timed
# against mlir-opt + mlir-translate.  Targets: asyncc at least 2x faster
# end to end and under half the memory; the front end 20x faster.
set -eu
n=${1:-2000}
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)
asyncc=${ASYNCC:-$top/src/asyncc}
pipeline=$(cat "$here/mlir19-pipeline.txt")
tool() { command -v "$1-19" || command -v "$1"; }
mlir_opt=$(tool mlir-opt) mlir_translate=$(tool mlir-translate) opt=$(tool opt) llc=$(tool llc) || {
	echo "compile.sh needs mlir-opt, mlir-translate, opt and llc (LLVM 19)" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "compile.sh needs GNU time (/usr/bin/time)" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 "$here/gen_module.py" "$n" > "$work/big.mlir"
echo "module: $(wc -l < "$work/big.mlir") lines, $n functions; $(nproc) CPUs, load $(cut -d' ' -f1 /proc/loadavg)"

# measure NAME CMD...: run, record "elapsed cpu peak_kb" in $work/NAME.
measure() {
	local name=$1
	shift
	/usr/bin/time -f "%e %U %S %M" -o "$work/$name.time" "$@" > /dev/null
	awk '{ printf "%.2f %.2f %d\n", $1, $2 + $3, $4 }' "$work/$name.time" > "$work/$name"
}
field() { cut -d' ' -f"$2" "$work/$1"; }
mb() { echo "$1" | awk '{ printf "%.0f", $1 / 1024 }'; }

row() { printf '  %-34s %8s %8s %8s\n' "$@"; }

for level in 0 2; do
	measure asyncc$level "$asyncc" -c -O$level "$work/big.mlir" -o "$work/asyncc.o"
	measure mopt$level "$mlir_opt" --pass-pipeline="$pipeline" "$work/big.mlir" -o "$work/llvm.mlir"
	measure mtr$level "$mlir_translate" --mlir-to-llvmir "$work/llvm.mlir" -o "$work/big.ll"
	measure opt$level "$opt" -O$level "$work/big.ll" -o "$work/big.bc"
	measure llc$level "$llc" -O$level -filetype=obj "$work/big.bc" -o "$work/mlir.o"
	echo
	echo "-O$level                                 wall (s)  cpu (s)  peak MB"
	for s in mopt mtr opt llc; do
		row "$(case $s in mopt) echo mlir-opt;; mtr) echo mlir-translate;; opt) echo opt;; llc) echo llc;; esac)" \
		    "$(field $s$level 1)" "$(field $s$level 2)" "$(mb "$(field $s$level 3)")"
	done
	mwall=$(cat "$work"/{mopt,mtr,opt,llc}$level | awk '{ s += $1 } END { printf "%.2f", s }')
	mcpu=$(cat "$work"/{mopt,mtr,opt,llc}$level | awk '{ s += $2 } END { printf "%.2f", s }')
	mpeak=$(cat "$work"/{mopt,mtr,opt,llc}$level | awk '$3 > m { m = $3 } END { print m }')
	row "MLIR 19 pipeline, total" "$mwall" "$mcpu" "$(mb "$mpeak")"
	row "asyncc -c -O$level" "$(field asyncc$level 1)" "$(field asyncc$level 2)" "$(mb "$(field asyncc$level 3)")"
	awk -v mw="$mwall" -v mc="$mcpu" -v mp="$mpeak" -v aw="$(field asyncc$level 1)" \
	    -v ac="$(field asyncc$level 2)" -v ap="$(field asyncc$level 3)" 'BEGIN {
		printf "  speed-up: %.1fx wall, %.1fx cpu (target >= 2x); memory: %.2f of MLIR'"'"'s (target <= 0.5)\n",
		       mw / aw, mc / ac, ap / mp }'
done

echo
measure front "$asyncc" --print-ir=runtime "$work/big.mlir" -o "$work/runtime.mlir"
mfront=$(cat "$work"/mopt0 "$work"/mtr0 | awk '{ s += $2 } END { printf "%.2f", s }')
echo "front end + lowering: asyncc --print-ir=runtime $(field front 2) s cpu," \
     "mlir-opt + mlir-translate $mfront s cpu:" \
     "$(awk -v a="$(field front 2)" -v m="$mfront" 'BEGIN { printf "%.0fx", m / (a > 0.005 ? a : 0.005) }') (target >= 20x)"
