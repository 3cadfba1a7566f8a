#!/bin/bash
# bench/parallel.sh - scf.parallel on libasyncrt against MLIR 19.
#
#   bench/parallel.sh [BUILDDIR]        (or: make bench-parallel)
#
# bench/parallel.mlir, a compute-bound 64x64 parallel loop, built four
# ways and run in the same session:
#   asyncc -O2                        with ASYNCRT_NUM_THREADS=1 and =2
#   asyncc -O2 -fno-async-parallel-for   the sequential loop
#   MLIR 19: async-parallel-for, then its own pipeline, linked with MLIR's
#            runtime, and the same object linked with libasyncrt
# Every program must print the same checksum.  Timed with hyperfine
# (median of RUNS runs) when installed, else best of RUNS.
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
src="$here/parallel.mlir"

"$ASYNCC" -O2 "$src" -o "$out/par.asyncc"
"$ASYNCC" -O2 -fno-async-parallel-for "$src" -o "$out/par.seq"
have_mlir=yes
for t in "$MLIR_OPT" "$MLIR_TRANSLATE" "$LLVM_OPT" "$LLC"; do
	command -v "$t" >/dev/null || have_mlir=
done
if [ -n "$have_mlir" ]; then
	pipeline="builtin.module(async-parallel-for,$(sed 's/^builtin.module(//; s/)$//' "$here/mlir19-pipeline.txt"))"
	"$MLIR_OPT" --pass-pipeline="$pipeline" "$src" | "$MLIR_TRANSLATE" --mlir-to-llvmir |
		"$LLVM_OPT" -O2 | "$LLC" -O2 -filetype=obj --relocation-model=pic -o "$out/par.mlir.o"
	$CC -o "$out/par.mlir" "$out/par.mlir.o" "$MLIR_LIBDIR/libmlir_async_runtime.so.19.1" \
		"$MLIR_LIBDIR/libmlir_c_runner_utils.so.19.1" -Wl,-rpath,"$MLIR_LIBDIR"
	$CC -o "$out/par.mlir-asyncrt" "$out/par.mlir.o" -L"$build/runtime/.libs" -lasyncrt \
		-Wl,-rpath,"$build/runtime/.libs"
fi

# name|environment|program
runs=(
	"sequential loop (asyncc -fno-async-parallel-for)||$out/par.seq"
	"asyncc, 1 worker|ASYNCRT_NUM_THREADS=1|$out/par.asyncc"
	"asyncc, 2 workers|ASYNCRT_NUM_THREADS=2|$out/par.asyncc"
)
if [ -n "$have_mlir" ]; then
	runs+=("MLIR 19 async-parallel-for, MLIR runtime||$out/par.mlir"
	       "MLIR 19 async-parallel-for, libasyncrt (2 workers)|ASYNCRT_NUM_THREADS=2|$out/par.mlir-asyncrt")
fi

expect=$("$out/par.seq")
declare -A t
for r in "${runs[@]}"; do
	IFS='|' read -r name env prog <<<"$r"
	got=$(env $env "$prog")
	[ "$got" = "$expect" ] || { echo "bench: $name printed $got, expected $expect" >&2; exit 1; }
	if command -v hyperfine >/dev/null; then
		hyperfine -N -w 2 -r "$RUNS" --export-json "$out/h.json" "env $env $prog" >/dev/null 2>&1
		t[$name]=$(python3 -c "import json;print('%.1f'%(json.load(open('$out/h.json'))['results'][0]['median']*1000))")
	else
		best=
		for i in $(seq "$RUNS"); do
			s=$(date +%s%N); env $env "$prog" >/dev/null; e=$(date +%s%N)
			ms=$(( (e - s) / 1000000 ))
			[ -z "$best" ] || [ "$ms" -lt "$best" ] && best=$ms
		done
		t[$name]=$best
	fi
done

printf '%-55s %10s\n' "bench/parallel.mlir (64x64, compute bound)" "time (ms)"
for r in "${runs[@]}"; do
	IFS='|' read -r name env prog <<<"$r"
	printf '%-55s %10s\n' "$name" "${t[$name]}"
done
ratio() { python3 -c "print('%.2fx' % ($1 / $2))"; }
echo
echo "speed-up from 1 to 2 workers:        $(ratio "${t[asyncc, 1 worker]}" "${t[asyncc, 2 workers]}")   (target >= 1.80x)"
echo "speed-up over the sequential loop:   $(ratio "${t[sequential loop (asyncc -fno-async-parallel-for)]}" "${t[asyncc, 2 workers]}")"
if [ -n "$have_mlir" ]; then
	echo "asyncc against MLIR 19's build:      $(ratio "${t[MLIR 19 async-parallel-for, MLIR runtime]}" "${t[asyncc, 2 workers]}") faster   (target > 1x)"
fi
