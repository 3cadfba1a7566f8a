#!/bin/bash
# bench/trace.sh - what ASYNCRT_TRACE costs per task, side by side.
#
#   bench/trace.sh [BUILDDIR]          (or: make bench-trace [RUNS=15])
#
# bench/fanout.mlir (1M tiny async.execute tasks in a group, each with
# its source site), built by asyncc -O2, and bench/c_fanout.c (1M
# asyncrt_group_spawn tasks, named by function) run in rounds; in each
# round, in an order that turns from round to round:
#   off     no ASYNCRT_TRACE;
#   record  ASYNCRT_TRACE=FILE ASYNCRT_TRACE_LIMIT=0: every task is
#           recorded, every event dropped when a buffer is written out,
#           so this is the recording's cost alone (no JSON, no file);
#   write   ASYNCRT_TRACE=FILE (a fresh file on the build's disk, removed
#           after each run): recording plus making and writing the JSON.
# Each run's CPU time (user + system, from wait4) and wall time are kept.
# Printed: medians over the rounds, and the median of each round's
# difference to its own "off" run divided by the task count (paired, so
# that a load that changes between rounds cancels).  The machine's load
# average before and after is printed too: read the figures with it.
# Environment: RUNS (default 11), ASYNCC, CC, TRACE_DIR (where the trace
# files go, default BUILDDIR/bench/out).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
build=$(cd "${1:-.}" && pwd)
out="$build/bench/out"
mkdir -p "$out"
ASYNCC=${ASYNCC:-$build/src/asyncc}
CC=${CC:-cc}
RUNS=${RUNS:-11}
TRACE_DIR=${TRACE_DIR:-$out}
PYTHON3=${PYTHON3:-python3}
rt="$build/runtime/libasyncrt.la"
[ -x "$ASYNCC" ] && [ -e "$rt" ] || { echo "bench: build asyncc and libasyncrt first" >&2; exit 1; }

"$ASYNCC" -O2 "$here/fanout.mlir" -o "$out/trace_fanout"
"$build/libtool" --quiet --tag=CC --mode=link $CC -O2 -no-install -I"$here/../include" \
	-o "$out/trace_c_fanout" "$here/c_fanout.c" "$rt"

echo "ASYNCRT_TRACE cost: $(nproc) CPUs, load $(cut -d' ' -f1-3 /proc/loadavg), $RUNS rounds"
"$PYTHON3" - "$RUNS" "$TRACE_DIR" "$out/trace_fanout" "$out/trace_c_fanout" <<'PY'
import os, statistics, subprocess, sys, time

runs, tdir, progs = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
N = 1_000_000
path = os.path.join(tdir, "bench-trace.json")
modes = {"off": {}, "record": {"ASYNCRT_TRACE": path, "ASYNCRT_TRACE_LIMIT": "0"},
         "write": {"ASYNCRT_TRACE": path}}

def run(prog, extra):
    env = {k: v for k, v in os.environ.items() if not k.startswith("ASYNCRT_")}
    env.update(extra)
    if os.path.exists(path):
        os.unlink(path)
    t0 = time.monotonic()
    p = subprocess.Popen([prog], env=env, stdout=subprocess.DEVNULL)
    _, status, ru = os.wait4(p.pid, 0)
    wall = time.monotonic() - t0
    size = os.path.getsize(path) if os.path.exists(path) else 0
    if os.path.exists(path):
        os.unlink(path)
    if status:
        sys.exit(f"bench: {prog} {extra}: status {status}")
    return ru.ru_utime + ru.ru_stime, wall, size

med = statistics.median
for prog in progs:
    cpu = {m: [] for m in modes}
    wall = {m: [] for m in modes}
    size = 0
    for r in range(runs):
        # The order turns each round: the first run of a round is not
        # always the same mode.
        order = list(modes)[r % 3:] + list(modes)[:r % 3]
        for m in order:
            c, w, s = run(prog, modes[m])
            cpu[m].append(c)
            wall[m].append(w)
            size = max(size, s)
    print(f"{os.path.basename(prog)}: {N} tasks; median CPU (wall) ms, "
          f"and ns per task over 'off' (paired median)")
    for m in modes:
        d_cpu = med([a - b for a, b in zip(cpu[m], cpu["off"])]) / N * 1e9
        d_wall = med([a - b for a, b in zip(wall[m], wall["off"])]) / N * 1e9
        extra = f"   {size / 1e6:.0f} MB file" if m == "write" else ""
        print(f"  {m:7s} {med(cpu[m]) * 1e3:8.1f} ({med(wall[m]) * 1e3:7.1f}) ms"
              + ("" if m == "off" else
                 f"   +{d_cpu:6.0f} ns CPU (+{d_wall:6.0f} ns wall) per task") + extra)
    rec = med([a - b for a, b in zip(cpu["write"], cpu["record"])]) / N * 1e9
    print(f"  writing the file alone: +{rec:.0f} ns CPU per task (write - record)")
PY
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
