/* leak.c - counting live objects, and the ASYNCRT_CHECK_LEAKS exit check.
 *
 * Each thread counts the objects it creates and frees in its own context
 * (plain stores, no shared cache line); a count is the sum over contexts.
 * An object created on one thread and freed on another adds +1 to one
 * context and -1 to the other, so only the sum means anything.
 *
 * The exit check runs from the runtime's exit handler, after the pool has
 * stopped.  With objects left it prints one line per kind to stderr and,
 * if the process was exiting with status 0, ends it with status 1 instead
 * (stdio flushed, later exit handlers skipped): a leak fails a test run.
 * A process already failing keeps its own status.  Where the C library
 * does not tell exit handlers the status (no on_exit), any leak exits 1. */
#include "rt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static bool check_leaks;

void rt_leak_setup(void)
{
	const char *s = getenv("ASYNCRT_CHECK_LEAKS");
	check_leaks = s && *s && strcmp(s, "0") != 0;
}

int64_t asyncrt_live_objects(enum asyncrt_kind kind)
{
	if ((unsigned)kind > ASYNCRT_GROUP)
		rt_die("asyncrt_live_objects: no kind %d", (int)kind);
	int n = atomic_load_explicit(&rt_nthreads, acquire);
	int64_t sum = 0;
	for (int i = 0; i < n; i++)
		sum += atomic_load_explicit(&rt_threads[i]->live[kind], relaxed);
	return sum;
}

void rt_leak_check(int status)
{
	static const char *const names[] = {"token", "value", "group"};
	if (!check_leaks)
		return;
	bool leaked = false;
	for (int k = ASYNCRT_TOKEN; k <= ASYNCRT_GROUP; k++) {
		int64_t n = asyncrt_live_objects(k);
		if (n == 0)
			continue;
		if (!leaked)
			fflush(stdout);
		leaked = true;
		fprintf(stderr, "asyncrt: leak check: %lld %s%s still alive at exit\n",
		        (long long)n, names[k], n == 1 ? "" : "s");
	}
	if (leaked && status == 0) {
		fflush(NULL);
		_exit(1);
	}
}
