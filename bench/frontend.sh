#!/bin/bash
# Front-end benchmark: parse + verify + print of a 32,000-line module,
# asyncc --print-ir=input against mlir-opt-19 (which parses, verifies and
# prints too), in the same run.
#
#   bench/frontend.sh [N] [RUNS]     N functions (default 2000), RUNS per tool
#
# Prints both times (hyperfine, wall clock and CPU), the speed ratio,
# peak memory (/usr/bin/time -f %M) and whether the targets hold: at
# least 10x faster and at most 1/4 of mlir-opt's memory; then the time of
# the whole async lowering of the same module.  ASYNCC and
# MLIR_OPT name the tools (default: src/asyncc of this tree, mlir-opt-19).
set -eu
n=${1:-2000}
runs=${2:-30}
here=$(cd "$(dirname "$0")" && pwd)
asyncc=${ASYNCC:-$here/../src/asyncc}
mlir_opt=${MLIR_OPT:-$(command -v mlir-opt-19 || true)}
for tool in hyperfine /usr/bin/time; do
	command -v "$tool" > /dev/null || { echo "frontend.sh: $tool is needed" >&2; exit 2; }
done
[ -x "$asyncc" ] || { echo "frontend.sh: no asyncc at $asyncc (build it, or set ASYNCC)" >&2; exit 2; }
[ -n "$mlir_opt" ] || { echo "frontend.sh: mlir-opt-19 not found (set MLIR_OPT)" >&2; exit 2; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
input=$tmp/big.mlir
"$here/gen-frontend.sh" "$n" > "$input"
echo "input: $(wc -l < "$input") lines, $(wc -c < "$input") bytes ($n functions)"
"$asyncc" --print-ir=input "$input" > /dev/null || { echo "asyncc rejects the input" >&2; exit 1; }
"$mlir_opt" "$input" > /dev/null || { echo "mlir-opt rejects the input" >&2; exit 1; }

hyperfine -N --style basic --warmup 3 --runs "$runs" --output null \
	--export-json "$tmp/times.json" \
	-n asyncc "$asyncc --print-ir=input $input" \
	-n mlir-opt "$mlir_opt $input"

# Peak resident memory in KB: the median of five runs.
peak() {
	for i in 1 2 3 4 5; do
		/usr/bin/time -f %M "$@" 2>&1 > /dev/null | tail -1
	done | sort -n | sed -n 3p
}
mem_a=$(peak "$asyncc" --print-ir=input "$input")
mem_m=$(peak "$mlir_opt" "$input")

# Medians (robust to the spikes of a loaded machine) and mean CPU times
# (user + system) from hyperfine's JSON.
read -r wall_a cpu_a wall_m cpu_m < <(awk 'BEGIN { k = 0 }
	/"median":/ { gsub(/[",]/, "", $2); mid[k] = $2 }
	/"user":/   { gsub(/[",]/, "", $2); user[k] = $2 }
	/"system":/ { gsub(/[",]/, "", $2); sys[k] = $2; k++ }
	END { printf "%f %f %f %f\n", mid[0], user[0] + sys[0], mid[1], user[1] + sys[1] }' "$tmp/times.json")
awk -v wa="$wall_a" -v ca="$cpu_a" -v wm="$wall_m" -v cm="$cpu_m" -v ma="$mem_a" -v mm="$mem_m" 'BEGIN {
	printf "\n%-10s %10s %10s %10s\n", "", "median ms", "cpu ms", "peak KB"
	printf "%-10s %10.1f %10.1f %10d\n", "asyncc", wa * 1000, ca * 1000, ma
	printf "%-10s %10.1f %10.1f %10d\n", "mlir-opt", wm * 1000, cm * 1000, mm
	printf "\nspeed: %.1fx faster (wall), %.1fx (cpu)   target: >= 10x\n", wm / wa, cm / ca
	printf "memory: %.3f of mlir-opt (%.1fx less)   target: <= 0.25\n", ma / mm, mm / ma
	speed = (wm / wa >= 10) ? "met" : "MISSED"
	memory = (ma / mm <= 0.25) ? "met" : "MISSED"
	printf "targets: speed %s, memory %s\n", speed, memory
}'

# The async lowering of the same module (issue: linear, well under a
# second): parse + verify + lower + count references + print.
hyperfine -N --style basic --warmup 2 --runs "$runs" --output null \
	--export-json "$tmp/lower.json" \
	-n lowering "$asyncc --print-ir=runtime $input" > /dev/null
lower_ms=$(awk '/"mean":/ { gsub(/[",]/, "", $2); print $2 * 1000; exit }' "$tmp/lower.json")
awk -v l="$lower_ms" -v a="$wall_a" 'BEGIN {
	printf "\nlowering: --print-ir=runtime takes %.1f ms (%.1f ms more than --print-ir=input)   target: well under 1000 ms\n", l, l - a * 1000
}'
