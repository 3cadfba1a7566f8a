# One block with N tokens for tests/refcount/scale.sh: token i is made,
# awaited, then handed to a call after token i+1 is made, so each call
# takes its argument's last reference.  Usage: awk -v N=1000 -f gen_wide.awk
BEGIN {
	print "func.func private @token() -> !async.token"
	print "func.func private @take(%t: !async.token)"
	print "func.func @wide() {"
	for (i = 0; i < N; i++) {
		printf "  %%t%d = call @token() : () -> !async.token\n", i
		if (i > 0)
			printf "  call @take(%%t%d) : (!async.token) -> ()\n", i - 1
		printf "  async.runtime.await %%t%d : !async.token\n", i
	}
	print "  return"
	print "}"
}
