#!/bin/bash
# The runtime soak test (soak.c) with 1 worker, 2 workers and 16: random
# task graphs with errors, groups, blocking and values of many sizes,
# every result checked and every object freed after each round.
# SOAK_SECONDS per pool size (default 3; CI's extra job and the closing
# figures use longer runs), SOAK_SEED to replay a failure.
. "$abs_top_srcdir/tests/runtime/common.sh"
soak="$abs_top_builddir/tests/runtime/soak"
seconds=${SOAK_SECONDS:-3}
seed=${SOAK_SEED:-$(date +%s)}
for workers in 1 2 16; do
	# The watchdog in soak.c aborts a deadlock after 60 s; timeout is
	# the last resort.
	ASYNCRT_NUM_THREADS=$workers ASYNCRT_CHECK_LEAKS=1 \
		timeout $((seconds + 300)) "$soak" "$seconds" "$seed" ||
		fail "with $workers worker(s): status $? (replay: SOAK_SEED=$seed)"
done
exit 0
