# Generates a function with N counted values for tests/refcount/scale.sh:
# a chain of N blocks, each making a token, awaiting the previous one and
# branching around a side block that awaits the new one; every 8th token
# is awaited again at the end, so N/8 values stay live through the whole
# chain.  Usage: awk -v N=1000 -f gen_big.awk
BEGIN {
	print "func.func private @token() -> !async.token"
	print "func.func private @cond() -> i1"
	print "func.func @big() {"
	print "  %t0 = call @token() : () -> !async.token"
	print "  cf.br ^b1"
	for (i = 1; i <= N; i++) {
		printf "^b%d:\n", i
		printf "  %%t%d = call @token() : () -> !async.token\n", i
		if ((i - 1) % 8 != 0)
			printf "  async.runtime.await %%t%d : !async.token\n", i - 1
		printf "  %%c%d = call @cond() : () -> i1\n", i
		printf "  cf.cond_br %%c%d, ^b%d, ^s%d\n", i, i + 1, i
		printf "^s%d:\n", i
		printf "  async.runtime.await %%t%d : !async.token\n", i
		printf "  cf.br ^b%d\n", i + 1
	}
	printf "^b%d:\n", N + 1
	for (i = 0; i <= N; i += 8)
		printf "  async.runtime.await %%t%d : !async.token\n", i
	print "  return"
	print "}"
}
