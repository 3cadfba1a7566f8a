#!/bin/bash
# bench/scaling.sh - speed-up curves: fan-out, fib, a parallel-for and
# the 2-d scf.parallel loop with 1, 2, 4, ... workers up to the CPUs
# present, libasyncrt next to oneTBB and OpenMP (libgomp) on the same
# programs (make bench-scaling).
#
#   bench/scaling.sh [BUILDDIR]
#
# Programs: bench/c_fanout.c, c_fib.c, c_pfor.c against asyncrt.h, their
# tbb_*.cc and omp_*.c twins, and bench/parallel2d.mlir built by asyncc
# beside its hand-written pthreads version (bench/c_parallel2d.c, which
# times its loop itself: that column is the loop alone).  Each cell is
# the median wall time (ms) of RUNS runs (default 5), then the speed-up
# over the same program on 1 worker.  Runs unchanged on any number of
# cores; on a loaded machine compare columns, not single cells.  (To see
# the 16-worker columns on a smaller machine: OMP_NUM_THREADS=16, which
# nproc obeys.)  A thread that awaits runs tasks meanwhile, with every
# runtime here (asyncrt's help.c, TBB's wait(), OpenMP's taskwait), but
# asyncrt's main() is not one of its workers: its "N workers" column
# runs on N pool threads plus main, where TBB's and OpenMP's count main
# among their N (so on 2 CPUs asyncrt's 1-worker column uses both).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
build=$(cd "${1:-.}" && pwd)
src=$(dirname "$here")
out="$build/bench/out/scaling"
mkdir -p "$out"
CC=${CC:-cc}
CXX=${CXX:-c++}
OMP_CC=${OMP_CC:-gcc}
ASYNCC=${ASYNCC:-$build/src/asyncc}
RUNS=${RUNS:-5}
rt="$build/runtime/.libs"
[ -e "$rt/libasyncrt.so" ] || { echo "bench: build libasyncrt first" >&2; exit 1; }

cpus=$(nproc)
counts=1
w=2
while [ "$w" -lt "$cpus" ]; do counts="$counts $w"; w=$((w * 2)); done
[ "$cpus" -gt 1 ] && counts="$counts $cpus"

progs=
for b in fanout fib pfor; do
	$CC -O2 -I"$src/include" -I"$here" -o "$out/asyncrt_$b" "$here/c_$b.c" \
		-L"$rt" -lasyncrt -Wl,-rpath,"$rt"
	progs="$progs asyncrt_$b"
	if $CXX -O2 -std=c++17 -I"$here" -o "$out/tbb_$b" "$here/tbb_$b.cc" -ltbb 2>/dev/null; then
		progs="$progs tbb_$b"
	fi
	if $OMP_CC -O2 -fopenmp -I"$here" -o "$out/omp_$b" "$here/omp_$b.c" 2>/dev/null; then
		progs="$progs omp_$b"
	fi
done
if [ -x "$ASYNCC" ]; then
	"$ASYNCC" -O2 "$here/parallel2d.mlir" -o "$out/asyncc_parallel2d"
	progs="$progs asyncc_parallel2d"
fi
$CC -O3 -pthread -o "$out/pthreads_parallel2d" "$here/c_parallel2d.c" && progs="$progs pthreads_parallel2d"

ms() {   # WORKERS PROGRAM
	local t0 t1
	t0=$(date +%s%N)
	ASYNCRT_NUM_THREADS=$1 TBB_NUM_THREADS=$1 OMP_NUM_THREADS=$1 timeout 300 "$out/$2" >/dev/null
	t1=$(date +%s%N)
	echo $(( (t1 - t0) / 1000 ))
}
median() { tr ' ' '\n' | grep . | sort -n | awk '{ a[NR] = $1 } END {
	m = NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2
	printf "%.1f", m / 1000 }'; }

echo "speed-up over 1 worker: $cpus CPUs, load $(cut -d' ' -f1 /proc/loadavg 2>/dev/null)," \
     "median of $RUNS runs, ms (speed-up)"
printf "%-20s" program
for w in $counts; do printf " %16s" "$w workers"; done
echo
declare -A t1
for p in $progs; do
	printf "%-20s" "$p"
	for w in $counts; do
		times=
		for _ in $(seq "$RUNS"); do times="$times $(ms "$w" "$p")"; done
		m=$(echo "$times" | median)
		[ "$w" = 1 ] && t1[$p]=$m
		printf " %9s (%4.2fx)" "$m" "$(awk -v a="${t1[$p]}" -v b="$m" 'BEGIN { print a / b }')"
	done
	echo
done
