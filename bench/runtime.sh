#!/bin/bash
# bench/runtime.sh - libasyncrt against MLIR's runtime and OpenMP.
#
#   bench/runtime.sh [BUILDDIR]        (or: make bench)
#
# 1. fanout, chain and fib (bench/*.mlir) go through MLIR 19's own
#    pipeline once; the object is linked against libmlir_async_runtime
#    (+ libmlir_c_runner_utils) and against libasyncrt, and both run in
#    the same session.
# 2. The same workloads written in C: against asyncrt.h (bench/c_*.c),
#    and with OpenMP tasks (bench/omp_*.c, gcc -fopenmp).
#
# Every pair is timed with hyperfine when it is installed (median and
# best of RUNS runs after warm-ups, the two programs interleaved), else
# as the best of RUNS runs; outputs are checked to agree.  On a loaded
# machine the best times are the steadier figure.  Environment: RUNS (default 10), and the tools
# configure found (MLIR_OPT, MLIR_TRANSLATE, LLVM_OPT, LLC, MLIR_LIBDIR,
# CC, OMP_CC), else their Debian names.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
build=$(cd "${1:-.}" && pwd)
src=$(dirname "$here")
out="$build/bench/out"
mkdir -p "$out"

MLIR_OPT=${MLIR_OPT:-mlir-opt-19}
MLIR_TRANSLATE=${MLIR_TRANSLATE:-mlir-translate-19}
LLVM_OPT=${LLVM_OPT:-opt-19}
LLC=${LLC:-llc-19}
MLIR_LIBDIR=${MLIR_LIBDIR:-/usr/lib/llvm-19/lib}
CC=${CC:-cc}
OMP_CC=${OMP_CC:-gcc}
RUNS=${RUNS:-10}
libtool="$build/libtool"
rt="$build/runtime/libasyncrt.la"
[ -e "$rt" ] || { echo "bench: build libasyncrt first (no $rt)" >&2; exit 1; }

# ---- build -----------------------------------------------------------------
link_rt() {   # OUT OBJ-or-C...
	local o=$1
	shift
	"$libtool" --quiet --tag=CC --mode=link $CC -O2 -no-install -I"$src/include" -o "$o" "$@" "$rt"
}

have_mlir=yes
for t in "$MLIR_OPT" "$MLIR_TRANSLATE" "$LLVM_OPT" "$LLC"; do
	command -v "$t" >/dev/null || have_mlir=
done
mlirrt="$MLIR_LIBDIR/libmlir_async_runtime.so.19.1"
[ -e "$mlirrt" ] || have_mlir=
workloads="fanout chain fib"
if [ -n "$have_mlir" ]; then
	for w in $workloads; do
		"$MLIR_OPT" --pass-pipeline="$(cat "$here/mlir19-pipeline.txt")" "$here/$w.mlir" |
			"$MLIR_TRANSLATE" --mlir-to-llvmir | "$LLVM_OPT" -O2 |
			"$LLC" -O2 -filetype=obj --relocation-model=pic -o "$out/$w.o"
		$CC -o "$out/$w.mlirrt" "$out/$w.o" "$mlirrt" \
			"$MLIR_LIBDIR/libmlir_c_runner_utils.so.19.1" -Wl,-rpath,"$MLIR_LIBDIR"
		link_rt "$out/$w.asyncrt" "$out/$w.o"
	done
else
	echo "bench: MLIR 19 tools or runtime missing: skipping the MLIR comparison" >&2
fi
have_omp=yes
for w in $workloads; do
	link_rt "$out/c_$w" "$here/c_$w.c"
	$OMP_CC -O2 -fopenmp -o "$out/omp_$w" "$here/omp_$w.c" 2>/dev/null || have_omp=
done

# ---- time --------------------------------------------------------------------
# time_pair A B: prints "medianA medianB bestA bestB" in seconds.
time_pair() {
	if command -v hyperfine >/dev/null; then
		hyperfine -N -i -w 2 -r "$RUNS" --export-csv "$out/t.csv" "$1" "$2" >/dev/null 2>&1
		# command,mean,stddev,median,user,system,min,max
		awk -F, 'NR > 1 { med[NR] = $4; min[NR] = $7 }
			END { print med[2], med[3], min[2], min[3] }' "$out/t.csv"
	else
		local a b
		a=$(best_of "$1")
		b=$(best_of "$2")
		echo "$a $b $a $b"
	fi
}

best_of() {
	local best= t0 t1 d
	for _ in $(seq "$RUNS"); do
		t0=$(date +%s%N)
		"$1" >/dev/null 2>&1 || true
		t1=$(date +%s%N)
		d=$(( t1 - t0 ))
		[ -z "$best" ] || [ "$d" -lt "$best" ] && best=$d
	done
	awk -v n="$best" 'BEGIN { printf "%.6f", n / 1e9 }'
}

same_output() {
	[ "$("$1" 2>/dev/null)" = "$("$2" 2>/dev/null)" ] ||
		{ echo "bench: $1 and $2 disagree" >&2; exit 1; }
}

row() {   # NAME BASELINE-LABEL A B
	local t
	same_output "$3" "$4"
	t=$(time_pair "$3" "$4")
	# shellcheck disable=SC2086
	set -- "$1" "$2" $t
	awk -v w="$1" -v base="$2" -v a="$3" -v b="$4" -v a1="$5" -v b1="$6" 'BEGIN {
		printf "%-7s %-13s %8.1f (%7.1f) ms   libasyncrt %7.1f (%6.1f) ms   %5.1fx (%5.1fx)\n",
		       w, base, a * 1000, a1 * 1000, b * 1000, b1 * 1000, a / b, a1 / b1 }'
}

echo "libasyncrt benchmarks: $(nproc) CPUs, load $(cut -d' ' -f1 /proc/loadavg 2>/dev/null)," \
     "$RUNS runs each: median (best) time, speed-up of libasyncrt"
if [ -n "$have_mlir" ]; then
	echo "-- MLIR 19 pipeline, same object, MLIR's runtime vs libasyncrt"
	for w in $workloads; do
		row "$w" "mlir_async_rt" "$out/$w.mlirrt" "$out/$w.asyncrt"
	done
fi
if [ -n "$have_omp" ]; then
	echo "-- C: OpenMP tasks ($OMP_CC -fopenmp) vs asyncrt.h"
	for w in $workloads; do
		row "$w" "libgomp" "$out/omp_$w" "$out/c_$w"
	done
else
	echo "bench: $OMP_CC -fopenmp does not work: skipping OpenMP" >&2
fi
