#!/bin/bash
# bench/runtime-c.sh - libasyncrt's C API against oneTBB and OpenMP, side
# by side, on the same programs (make bench-runtime).
#
#   bench/runtime-c.sh [BUILDDIR]
#
# Rows: fib(30) three ways (a spawn and an await in reverse order, two
# spawns awaited in spawn order, two group members and a group await),
# 200,000 spawn-and-await round trips from main(), fan-out of 1,000,000
# tiny tasks, a chain of 200,000 continuations, and a parallel loop of
# 50,000,000 iterations.  Columns: libasyncrt (bench/c_*.c), oneTBB
# (bench/tbb_*.cc, task_group / parallel_for), libgomp (bench/omp_*.c,
# gcc -fopenmp) and LLVM's libomp (the same source, clang -fopenmp) where
# installed.  A runtime that is not installed gets "-" in its column.
#
# Timing: the programs of a row run one after the other, RUNS rounds
# (default 7), so that load from elsewhere hits every column alike;
# each cell is the median wall time.  Outputs are checked to agree.
# Pool size: WORKERS (default 2) for every runtime: ASYNCRT_NUM_THREADS,
# TBB_NUM_THREADS (read by tbb_common.h) and OMP_NUM_THREADS.
# Environment: RUNS, WORKERS, CC, CXX, OMP_CC, LIBOMP_CC; ROWS to run
# some rows only (e.g. ROWS="fib roundtrip").
set -eu
here=$(cd "$(dirname "$0")" && pwd)
build=$(cd "${1:-.}" && pwd)
src=$(dirname "$here")
out="$build/bench/out/c"
mkdir -p "$out"
CC=${CC:-cc}
CXX=${CXX:-c++}
OMP_CC=${OMP_CC:-gcc}
LIBOMP_CC=${LIBOMP_CC:-clang-19}
RUNS=${RUNS:-7}
WORKERS=${WORKERS:-2}
rt="$build/runtime/.libs"
[ -e "$rt/libasyncrt.so" ] || { echo "bench: build libasyncrt first (no $rt/libasyncrt.so)" >&2; exit 1; }

# row name: asyncrt program, TBB program, OpenMP program
rows="fib:c_fib:tbb_fib:omp_fib
fib-spawn-order:c_fib_order:tbb_fib_group:omp_fib_group
fib-group:c_fib_group:tbb_fib_group:omp_fib_group
roundtrip:c_roundtrip:tbb_roundtrip:omp_roundtrip
fanout:c_fanout:tbb_fanout:omp_fanout
chain:c_chain:tbb_chain:omp_chain
parallel-for:c_pfor:tbb_pfor:omp_pfor"
[ -n "${ROWS:-}" ] && rows=$(echo "$rows" | grep -E "^($(echo "$ROWS" | tr ' ' '|')):")

# ---- build -------------------------------------------------------------------
have_tbb=yes
have_gomp=yes
have_libomp=yes
command -v "$LIBOMP_CC" >/dev/null || have_libomp=
while IFS=: read -r name a t o; do
	[ -x "$out/$a" ] && [ "$out/$a" -nt "$here/$a.c" ] && [ "$out/$a" -nt "$rt/libasyncrt.so" ] ||
		$CC -O2 -I"$src/include" -I"$here" -o "$out/$a" "$here/$a.c" \
			-L"$rt" -lasyncrt -Wl,-rpath,"$rt"
	[ -x "$out/$t" ] || $CXX -O2 -std=c++17 -I"$here" -o "$out/$t" "$here/$t.cc" -ltbb 2>/dev/null || have_tbb=
	[ -x "$out/$o" ] || $OMP_CC -O2 -fopenmp -I"$here" -o "$out/$o" "$here/$o.c" 2>/dev/null || have_gomp=
	if [ -n "$have_libomp" ] && [ ! -x "$out/llvm_$o" ]; then
		$LIBOMP_CC -O2 -fopenmp -I"$here" -o "$out/llvm_$o" "$here/$o.c" 2>/dev/null || have_libomp=
	fi
done <<<"$rows"
[ -n "$have_tbb" ] || echo "bench: oneTBB (libtbb-dev) missing: no TBB column" >&2
[ -n "$have_gomp" ] || echo "bench: $OMP_CC -fopenmp does not work: no libgomp column" >&2
[ -n "$have_libomp" ] || echo "bench: $LIBOMP_CC -fopenmp (LLVM libomp) does not work: no libomp column" >&2

# ---- time --------------------------------------------------------------------
export ASYNCRT_NUM_THREADS=$WORKERS TBB_NUM_THREADS=$WORKERS OMP_NUM_THREADS=$WORKERS

ms() {   # PROGRAM: wall milliseconds of one run (output to $out/last)
	local t0 t1
	t0=$(date +%s%N)
	timeout 300 "$1" >"$out/last" 2>&1 || { echo "bench: $1 failed" >&2; exit 1; }
	t1=$(date +%s%N)
	echo $(( (t1 - t0) / 1000 ))
}

median() { tr ' ' '\n' | grep . | sort -n | awk '{ a[NR] = $1 } END {
	m = NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2
	printf "%.1f", m / 1000 }'; }

echo "libasyncrt against oneTBB and OpenMP: $WORKERS workers, $(nproc) CPUs," \
     "load $(cut -d' ' -f1 /proc/loadavg 2>/dev/null); median of $RUNS alternating runs, ms"
printf "%-16s %10s %10s %10s %10s   %s\n" row libasyncrt oneTBB libgomp libomp "libasyncrt / best other"
while IFS=: read -r name a t o; do
	progs="$out/$a"
	[ -n "$have_tbb" ] && progs="$progs $out/$t"
	[ -n "$have_gomp" ] && progs="$progs $out/$o"
	[ -n "$have_libomp" ] && progs="$progs $out/llvm_$o"
	want=
	declare -A times=()
	for p in $progs; do
		"$p" >"$out/first" 2>&1
		if [ -z "$want" ]; then
			want=$(cat "$out/first")
		elif [ "$(cat "$out/first")" != "$want" ]; then
			echo "bench: $p printed $(cat "$out/first"), not $want" >&2
			exit 1
		fi
		times[$p]=
	done
	for _ in $(seq "$RUNS"); do
		for p in $progs; do
			times[$p]="${times[$p]} $(ms "$p")"
		done
	done
	cell() { if [ -n "${times[$1]+x}" ]; then echo "${times[$1]}" | median; else echo -; fi; }
	ra=$(cell "$out/$a") rt_=$(cell "$out/$t") rg=$(cell "$out/$o") rl=$(cell "$out/llvm_$o")
	best=$(printf '%s\n' "$rt_" "$rg" "$rl" | grep -v '^-$' | sort -g | head -1)
	ratio=$(awk -v a="$ra" -v b="$best" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }')
	printf "%-16s %10s %10s %10s %10s   %s\n" "$name" "$ra" "$rt_" "$rg" "$rl" "$ratio"
	unset times
done <<<"$rows"
