/* testutil.h - small helpers for the runtime's criterion tests.  With
 * ASYNCRT_MINICR defined (ThreadSanitizer builds) the tests run on
 * minicr.h instead of criterion. */
#ifndef ASYNCRT_TESTUTIL_H
#define ASYNCRT_TESTUTIL_H

#include <asyncrt.h>
#ifdef ASYNCRT_MINICR
#include "minicr.h"
#else
#include <criterion/criterion.h>
#endif
#include <stdatomic.h>
#include <stdbool.h>
#include <time.h>

/* Objects are freed by whichever thread drops the last reference, which
 * can be a worker a moment after the test thread saw the object
 * complete.  Wait for a live count to settle; the bound only keeps a
 * broken runtime from hanging the suite. */
static inline bool live_becomes(enum asyncrt_kind kind, int64_t want)
{
	struct timespec ms = {0, 1000000};
	for (int i = 0; i < 20000; i++) {
		if (asyncrt_live_objects(kind) == want)
			return true;
		nanosleep(&ms, NULL);
	}
	return false;
}

/* Spin (politely) until a flag is set; same bound. */
static inline bool flag_becomes(atomic_int *flag, int want)
{
	struct timespec ms = {0, 1000000};
	for (int i = 0; i < 20000; i++) {
		if (atomic_load(flag) == want)
			return true;
		nanosleep(&ms, NULL);
	}
	return false;
}

#if defined(__SANITIZE_ADDRESS__)
#define TEST_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TEST_ASAN 1
#endif
#endif

#endif
