#!/usr/bin/env python3
"""Print a large async module for compile-time benchmarks.

Each of N functions starts two async.execute regions, the first yielding
a value and the second depending on the first and writing to a memref,
then awaits both: 16 lines per function, about 32,000 lines for the
default N = 2000.  The shape matches /work/shared/bench/gen_big.py so
that figures compare with the project's reference numbers.

usage: gen_module.py [N]"""
import sys

TEMPLATE = """\
func.func @f{i}(%arg: i64, %out: memref<1xi64>) -> i64 {{
  %zero = arith.constant 0 : index
  %k = arith.constant {i} : i64
  %t0, %v0 = async.execute -> !async.value<i64> {{
    %s = arith.addi %arg, %k : i64
    %p = arith.muli %s, %s : i64
    async.yield %p : i64
  }}
  %t1 = async.execute [%t0] {{
    memref.store %arg, %out[%zero] : memref<1xi64>
    async.yield
  }}
  async.await %t1 : !async.token
  %r = async.await %v0 : !async.value<i64>
  return %r : i64
}}"""


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    out = sys.stdout
    for i in range(n):
        out.write(TEMPLATE.format(i=i))
        out.write("\n")


if __name__ == "__main__":
    main()
