#!/bin/bash
# Run every stress mode with 1 worker, 2 workers and the default pool.
# A mode that deadlocks is killed after a generous bound and fails.
. "$abs_top_srcdir/tests/runtime/common.sh"
stress="$abs_top_builddir/tests/runtime/stress"
limit=300
need_tool timeout "$(command -v timeout)"
for workers in 1 2 default; do
	for mode in spawn nested chain handoff; do
		if [ "$workers" = default ]; then
			unset ASYNCRT_NUM_THREADS
		else
			export ASYNCRT_NUM_THREADS=$workers
		fi
		timeout -k 10 $limit "$stress" "$mode" ||
			fail "$mode with $workers worker(s): status $? (124: timed out after ${limit}s)"
	done
done
exit 0
