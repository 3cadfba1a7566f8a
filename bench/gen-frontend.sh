#!/bin/bash
# Write a large async module to stdout for the front-end benchmark:
#   bench/gen-frontend.sh [N]      (default 2000: 32,000 lines, ~900 KB)
# N functions of 16 lines, each with two async.execute regions (one
# yielding a value, one depending on the first), a store, two awaits and
# a return: the shape of real async code, at the size of a big module.
n=${1:-2000}
awk -v n="$n" 'BEGIN {
	for (i = 0; i < n; i++) {
		printf "func.func @work%d(%%x: i64, %%m: memref<1xi64>) -> i64 {\n", i
		print  "  %c0 = arith.constant 0 : index"
		printf "  %%k = arith.constant %d : i64\n", i
		print  "  %t, %v = async.execute -> !async.value<i64> {"
		print  "    %y = arith.addi %x, %k : i64"
		print  "    %z = arith.muli %y, %y : i64"
		print  "    async.yield %z : i64"
		print  "  }"
		print  "  %t2 = async.execute [%t] {"
		print  "    memref.store %x, %m[%c0] : memref<1xi64>"
		print  "    async.yield"
		print  "  }"
		print  "  async.await %t2 : !async.token"
		print  "  %r = async.await %v : !async.value<i64>"
		print  "  return %r : i64"
		print  "}"
	}
}'
