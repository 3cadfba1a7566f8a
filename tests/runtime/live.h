/* live.h - waiting for the runtime's count of live objects to settle,
 * for the runtime's tests (testutil.h) and stress programs.
 *
 * Objects are freed by whichever thread drops the last reference, which
 * can be a worker a moment after the test thread saw the object
 * complete.  So a test waits for a count to reach what it expects; the
 * bound (20 s) only keeps a broken runtime from hanging the suite. */
#ifndef ASYNCRT_TESTS_LIVE_H
#define ASYNCRT_TESTS_LIVE_H

#include <asyncrt.h>
#include <stdbool.h>
#include <stdint.h>
#include <time.h>

/* live_objects(LIVE_ALL): tokens, values and groups together. */
enum { LIVE_ALL = -1 };

static inline int64_t live_objects(int kind)
{
	if (kind != LIVE_ALL)
		return asyncrt_live_objects((enum asyncrt_kind)kind);
	return asyncrt_live_objects(ASYNCRT_TOKEN) + asyncrt_live_objects(ASYNCRT_VALUE) +
	       asyncrt_live_objects(ASYNCRT_GROUP);
}

/* Whether live_objects(kind) comes to want within the bound. */
static inline bool live_becomes(int kind, int64_t want)
{
	struct timespec ms = {0, 1000000};
	for (int i = 0; i < 20000; i++) {
		if (live_objects(kind) == want)
			return true;
		nanosleep(&ms, NULL);
	}
	return false;
}

#endif
