/* longrun.c - a long-running program's footprint after bursts (issue 17).
 *
 * A program linked with libasyncrt may run for days; a burst of work must
 * not leave its threads and memory behind.  With 2 workers this program
 *
 *   1. nests NEST blocking awaits, each on a plain token (asyncrt_token_
 *      create) that a task started with asyncrt_execute emplaces: the
 *      waiter cannot tell which task that is, so it cannot help, and
 *      every level costs a compensation thread: the thread count climbs
 *      past NEST;
 *      then it checks that within SETTLE_S seconds the count is back to
 *      at most MAX_THREADS;
 *   2. creates VALUES live values of 256 bytes, drops every reference,
 *      and checks that within SETTLE_S seconds the resident set is back
 *      to at most MAX_RSS_MB.
 *
 * Both checks poll, so the test takes as long as the runtime needs, and
 * fail at the bound.  Each also checks that its burst really happened
 * (the peak), so a runtime that stopped compensating, or a smaller burst,
 * cannot pass it by accident.  Threads are counted in /proc/self/task and
 * the resident set read from /proc/self/statm.  Under a sanitizer the
 * memory check is skipped (shadow memory and quarantines are not ours). */
#include <asyncrt.h>
#include "live.h"

#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define SANITIZED 1
#endif
#endif

enum {
	NEST = 300,
	MAX_THREADS = 8,
	VALUES = 1000000,
	VALUE_SIZE = 256,
	MAX_RSS_MB = 64,
	SETTLE_S = 3,
};

static int failures;

#define CHECK(c, ...) \
	((c) ? (void)0 : (void)(failures++, fprintf(stderr, "longrun: " __VA_ARGS__), \
	                        fputc('\n', stderr)))

static int thread_count(void)
{
	DIR *d = opendir("/proc/self/task");
	if (!d)
		return -1;
	int n = 0;
	struct dirent *e;
	while ((e = readdir(d)))
		n += e->d_name[0] != '.';
	closedir(d);
	return n;
}

static long rss_mb(void)
{
	long size, resident;
	FILE *f = fopen("/proc/self/statm", "r");
	if (!f)
		return -1;
	int got = fscanf(f, "%ld %ld", &size, &resident);
	fclose(f);
	return got == 2 ? resident * sysconf(_SC_PAGESIZE) / (1024 * 1024) : -1;
}

static double now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Poll f until it is at most max, for SETTLE_S seconds; its last value. */
static long settles(long (*f)(void), long max, double *took)
{
	double start = now_s();
	long v;
	struct timespec tick = {0, 20 * 1000 * 1000};
	while ((v = f()) > max && now_s() - start < SETTLE_S)
		nanosleep(&tick, NULL);
	*took = now_s() - start;
	return v;
}

/* ---- 1. nested blocking awaits ---------------------------------------- */

static _Atomic int peak_threads;

struct level {
	intptr_t depth;
	asyncrt_token *done;      /* emplaced when this level returns */
};

static void nest(void *arg)
{
	struct level *l = arg;
	int n = thread_count();
	if (n > peak_threads)
		peak_threads = n;
	if (l->depth > 0) {
		struct level child = {l->depth - 1, asyncrt_token_create()};
		asyncrt_execute(nest, &child);
		asyncrt_token_await(child.done);
		asyncrt_drop_ref(child.done, 1);
	}
	asyncrt_token_emplace(l->done);
}

static long threads_now(void)
{
	return thread_count();
}

static void nested_burst(void)
{
	struct level top = {NEST, asyncrt_token_create()};
	asyncrt_execute(nest, &top);
	asyncrt_token_await(top.done);
	asyncrt_drop_ref(top.done, 1);
	CHECK(peak_threads > NEST / 2, "the nested burst reached only %d threads",
	      peak_threads);
	double took;
	long n = settles(threads_now, MAX_THREADS, &took);
	printf("nested burst: %d threads at the peak, %ld after %.1f s "
	       "(%ld MB resident)\n", peak_threads, n, took, rss_mb());
	CHECK(n <= MAX_THREADS, "%ld threads %d s after the nested burst (want <= %d)",
	      n, SETTLE_S, MAX_THREADS);
}

/* ---- 2. live values ----------------------------------------------------- */

static void value_burst(long start_mb)
{
	asyncrt_value **v = malloc(VALUES * sizeof *v);
	CHECK(v != NULL, "out of memory");
	if (!v)
		return;
	for (long i = 0; i < VALUES; i++)
		v[i] = asyncrt_value_create(VALUE_SIZE);
	long peak = rss_mb();
	for (long i = 0; i < VALUES; i++)
		asyncrt_drop_ref(v[i], 2);     /* the caller's and the producer's */
	free(v);
	CHECK(live_objects(LIVE_ALL) == 0, "values left alive");
	CHECK(peak >= VALUES / 1024 * VALUE_SIZE / 1024, "only %ld MB at the peak", peak);
#ifdef SANITIZED
	printf("value burst: %ld MB at the peak (sanitizer: not checked after)\n", peak);
	(void)start_mb;
#else
	double took;
	long mb = settles(rss_mb, MAX_RSS_MB, &took);
	struct timespec half = {0, 500 * 1000 * 1000};
	nanosleep(&half, NULL);
	printf("value burst: %ld MB resident at the start, %ld at the peak, "
	       "%ld after %.1f s, %ld half a second later\n", start_mb, peak, mb,
	       took, rss_mb());
	CHECK(mb <= MAX_RSS_MB, "%ld MB resident %d s after the value burst (want <= %d)",
	      mb, SETTLE_S, MAX_RSS_MB);
#endif
}

int main(void)
{
	setenv("ASYNCRT_NUM_THREADS", "2", 1);
	CHECK(asyncrt_num_workers() == 2, "not 2 workers");
	long start_mb = rss_mb();
	printf("start: %d threads, %ld MB resident\n", thread_count(), start_mb);
	nested_burst();
	value_burst(start_mb);
	CHECK(thread_count() <= MAX_THREADS, "%d threads at the end", thread_count());
	return failures != 0;
}
