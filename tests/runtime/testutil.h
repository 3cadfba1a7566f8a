/* testutil.h - small helpers for the runtime's criterion tests.  With
 * ASYNCRT_MINICR defined (ThreadSanitizer builds) the tests run on
 * minicr.h instead of criterion. */
#ifndef ASYNCRT_TESTUTIL_H
#define ASYNCRT_TESTUTIL_H

#include <asyncrt.h>
#include "live.h"
#ifdef ASYNCRT_MINICR
#include "minicr.h"
#else
#include <criterion/criterion.h>
#endif
#include <stdatomic.h>
#include <stdbool.h>
#include <time.h>

/* Each runtime test file declares TestSuite(its suite, .timeout =
 * RT_TEST_TIMEOUT): a broken runtime deadlocks, and a deadlocked test
 * must fail after a bound, not hang make check.  Tests that need longer
 * give their own .timeout. */
#define RT_TEST_TIMEOUT 120

/* Spin (politely) until a flag is set; the bound of live_becomes. */
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
