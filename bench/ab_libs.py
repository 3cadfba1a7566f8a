#!/usr/bin/env python3
"""bench/ab_libs.py - one program against two builds of libasyncrt.

    bench/ab_libs.py PROG DIR_A DIR_B [ROUNDS]

DIR_A and DIR_B each hold a libasyncrt.so.1 (copy runtime/.libs/
libasyncrt.so.1 of two builds there); PROG is linked against the shared
library with a RUNPATH (asyncc's executables, libtool's -no-install), so
LD_LIBRARY_PATH picks the build.  Each round runs PROG once with each,
the first of the two alternating from round to round (a machine shared
with others drifts; the first run of a pair is not always the same
build).  Prints the median CPU time (user + system, from wait4) and wall
time of each, and the median of the rounds' paired CPU differences B - A,
which is the figure to read on a loaded machine.  ROUNDS: default 21."""
import os
import statistics
import subprocess
import sys
import time


def run(prog, lib):
    env = dict(os.environ, LD_LIBRARY_PATH=lib)
    t0 = time.monotonic()
    p = subprocess.Popen([prog], env=env, stdout=subprocess.DEVNULL)
    _, status, ru = os.wait4(p.pid, 0)
    if status:
        sys.exit(f"ab_libs: {prog} with {lib}: status {status}")
    return ru.ru_utime + ru.ru_stime, time.monotonic() - t0


def main():
    if len(sys.argv) not in (4, 5):
        sys.exit(__doc__.split("\n\n")[1])
    prog, a, b = sys.argv[1:4]
    rounds = int(sys.argv[4]) if len(sys.argv) == 5 else 21
    cpu = {a: [], b: []}
    wall = {a: [], b: []}
    for r in range(rounds):
        for lib in ((a, b) if r % 2 == 0 else (b, a)):
            c, w = run(prog, lib)
            cpu[lib].append(c)
            wall[lib].append(w)
    med = statistics.median
    diff = med([y - x for x, y in zip(cpu[a], cpu[b])])
    load = open("/proc/loadavg").read().split()[:3]
    print(f"{os.path.basename(prog)}: {rounds} rounds, load {' '.join(load)}")
    for lib in (a, b):
        print(f"  {lib}: CPU {med(cpu[lib]) * 1e3:8.1f} ms   wall {med(wall[lib]) * 1e3:8.1f} ms")
    print(f"  paired CPU difference (second - first): {diff * 1e3:+.1f} ms")


main()
