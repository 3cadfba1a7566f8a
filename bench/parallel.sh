#!/bin/bash
# bench/parallel.sh - scf.parallel on libasyncrt against MLIR 19.
#
#   bench/parallel.sh [BUILDDIR]        (or: make bench-parallel)
#
# Two programs, each built four ways and run in the same session:
#   bench/parallel.mlir    a compute-bound 64x64 loop
#   bench/parallel2d.mlir  a memory-bound elementwise 1024x768 loop, 40 times
# The builds:
#   asyncc -O2                        with ASYNCRT_NUM_THREADS=1 and =2
#   asyncc -O2 -fno-async-parallel-for   the sequential loop
#   MLIR 19: async-parallel-for, then its own pipeline, linked with MLIR's
#            runtime, and the same object linked with libasyncrt
# and, for parallel2d, the same loop written by hand in C with POSIX
# threads (bench/c_parallel2d.c: static slices, a barrier per repetition).
# Each program prints a checksum, which every build must agree on, and
# the seconds its parallel loops took, timed inside the program; the
# builds run in turns, RUNS rounds (in reverse order every other round),
# and the median of each is shown, with the ratios the targets are about.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
build=$(cd "${1:-.}" && pwd)
out="$build/bench/out"
mkdir -p "$out"
ASYNCC=${ASYNCC:-$build/src/asyncc}
MLIR_OPT=${MLIR_OPT:-mlir-opt-19}
MLIR_TRANSLATE=${MLIR_TRANSLATE:-mlir-translate-19}
LLVM_OPT=${LLVM_OPT:-opt-19}
LLC=${LLC:-llc-19}
MLIR_LIBDIR=${MLIR_LIBDIR:-/usr/lib/llvm-19/lib}
CC=${CC:-cc}
RUNS=${RUNS:-10}

have_mlir=yes
for t in "$MLIR_OPT" "$MLIR_TRANSLATE" "$LLVM_OPT" "$LLC"; do
	command -v "$t" >/dev/null || have_mlir=
done

# build NAME SRC: out/NAME.asyncc, .seq and, with MLIR, .mlir and
# .mlir-asyncrt.
build() {
	local name=$1 src=$2
	"$ASYNCC" -O2 "$src" -o "$out/$name.asyncc"
	"$ASYNCC" -O2 -fno-async-parallel-for "$src" -o "$out/$name.seq"
	if [ -e "$here/c_$name.c" ]; then
		$CC -O3 -pthread -o "$out/$name.c" "$here/c_$name.c"
	fi
	[ -n "$have_mlir" ] || return 0
	local pipeline="builtin.module(async-parallel-for,$(sed 's/^builtin.module(//; s/)$//' "$here/mlir19-pipeline.txt"))"
	"$MLIR_OPT" --pass-pipeline="$pipeline" "$src" | "$MLIR_TRANSLATE" --mlir-to-llvmir |
		"$LLVM_OPT" -O2 | "$LLC" -O2 -filetype=obj --relocation-model=pic -o "$out/$name.mlir.o"
	$CC -o "$out/$name.mlir" "$out/$name.mlir.o" "$MLIR_LIBDIR/libmlir_async_runtime.so.19.1" \
		"$MLIR_LIBDIR/libmlir_c_runner_utils.so.19.1" -Wl,-rpath,"$MLIR_LIBDIR"
	$CC -o "$out/$name.mlir-asyncrt" "$out/$name.mlir.o" -L"$build/runtime/.libs" -lasyncrt \
		-Wl,-rpath,"$build/runtime/.libs"
}

# run_once ENV PROG EXPECT: the program's own timing in seconds; its
# checksum must be EXPECT.
run_once() {
	local env=$1 prog=$2 expect=$3 res
	res=$(env $env "$prog")
	[ "$(sed -n 1p <<<"$res")" = "$expect" ] ||
		{ echo "bench: $prog ($env) printed checksum $(sed -n 1p <<<"$res"), expected $expect" >&2; exit 1; }
	sed -n 2p <<<"$res"
}

# median_ms SECONDS...: the median, in milliseconds.
median_ms() {
	printf '%s\n' "$@" | sort -g |
		awk '{ v[NR] = $1 } END { printf "%.2f", 1000 * (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'
}

ratio() { python3 -c "print('%.2fx' % ($1 / $2))"; }

# bench NAME TITLE TARGET: run every build of one program and print the
# table; TARGET is the speed-up over the sequential loop aimed at.
bench() {
	local name=$1 title=$2 target=$3
	local p="$out/$name"
	local -a runs=(
		"sequential loop (asyncc -fno-async-parallel-for)||$p.seq"
		"asyncc, 1 worker|ASYNCRT_NUM_THREADS=1|$p.asyncc"
		"asyncc, 2 workers|ASYNCRT_NUM_THREADS=2|$p.asyncc")
	[ -n "$have_mlir" ] && runs+=(
		"MLIR 19 async-parallel-for, MLIR runtime||$p.mlir"
		"MLIR 19 async-parallel-for, libasyncrt (2 workers)|ASYNCRT_NUM_THREADS=2|$p.mlir-asyncrt")
	[ -x "$p.c" ] && runs+=(
		"hand-written C, pthreads, 2 threads|ASYNCRT_NUM_THREADS=2|$p.c")
	local expect r name_ env prog i
	expect=$("$p.seq" | sed -n 1p)
	# The builds take turns, run after run, so that a change in the
	# machine's load during the session weighs on all of them alike.
	declare -A all t
	local -a order
	for i in $(seq "$RUNS"); do
		# ...in the opposite order every other round, so that no build
		# always runs right after the same one.
		order=("${runs[@]}")
		if [ $((i % 2)) = 0 ]; then
			order=()
			for r in "${runs[@]}"; do order=("$r" "${order[@]}"); done
		fi
		for r in "${order[@]}"; do
			IFS='|' read -r name_ env prog <<<"$r"
			all[$name_]+=" $(run_once "$env" "$prog" "$expect")" || exit 1
		done
	done
	printf '%-55s %10s\n' "$title" "time (ms)"
	for r in "${runs[@]}"; do
		IFS='|' read -r name_ env prog <<<"$r"
		# shellcheck disable=SC2086
		t[$name_]=$(median_ms ${all[$name_]})
		printf '%-55s %10s\n' "$name_" "${t[$name_]}"
	done
	local seq=${t[sequential loop (asyncc -fno-async-parallel-for)]} two=${t[asyncc, 2 workers]}
	echo "  2 workers against 1:               $(ratio "${t[asyncc, 1 worker]}" "$two")"
	echo "  2 workers against the sequential loop: $(ratio "$seq" "$two")   (target >= $target)"
	[ -n "$have_mlir" ] &&
		echo "  asyncc against MLIR 19's build:    $(ratio "${t[MLIR 19 async-parallel-for, MLIR runtime]}" "$two") faster   (target >= 3x for parallel2d)"
	[ -x "$p.c" ] &&
		echo "  asyncc against hand-written C:     $(ratio "${t[hand-written C, pthreads, 2 threads]}" "$two")   (target >= 0.95x)"
	echo
}

build parallel "$here/parallel.mlir"
build parallel2d "$here/parallel2d.mlir"
# The compute-bound loop should gain about what 2 workers can give; the
# memory-bound one, which the hand-written loop shows cannot gain on 2
# cores of one cache, must at least not lose (asyncrt_parallel_worth).
bench parallel "bench/parallel.mlir (64x64, compute bound)" "1.80x"
bench parallel2d "bench/parallel2d.mlir (1024x768 x 40, memory bound)" "0.95x"
