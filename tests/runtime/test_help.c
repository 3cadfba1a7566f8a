/* Helping while waiting, and the short API (issue 26): fork-join in any
 * await order keeps the pool at its size, parallel_for covers its range
 * once, growable groups, the worker count set from code. */
#define _DEFAULT_SOURCE
#include "testutil.h"

#include <asyncrt_mlir.h>

#include <dirent.h>
#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <unistd.h>

TestSuite(help, .timeout = RT_TEST_TIMEOUT);

/* ---- the thread count during fork-join -------------------------------- */

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

static atomic_int peak, stop_watch;

/* Samples the thread count every 200 us until told to stop. */
static void *watch(void *arg)
{
	(void)arg;
	struct timespec ts = {0, 200 * 1000};
	while (!atomic_load(&stop_watch)) {
		int n = thread_count();
		if (n > atomic_load(&peak))
			atomic_store(&peak, n);
		nanosleep(&ts, NULL);
	}
	return NULL;
}

struct fib {
	long n, r;
};

static void fib_group(void *arg)
{
	struct fib *f = arg;
	if (f->n < 2) {
		f->r = f->n;
		return;
	}
	struct fib a = {f->n - 1, 0}, b = {f->n - 2, 0};
	asyncrt_group *g = asyncrt_group_create(2);
	asyncrt_group_spawn(g, fib_group, &a);
	asyncrt_group_spawn(g, fib_group, &b);
	asyncrt_group_await(g);
	asyncrt_drop_ref(g, 1);
	f->r = a.r + b.r;
}

static void fib_order(void *arg)
{
	struct fib *f = arg;
	if (f->n < 2) {
		f->r = f->n;
		return;
	}
	struct fib a = {f->n - 1, 0}, b = {f->n - 2, 0};
	asyncrt_token *ta = asyncrt_spawn(fib_order, &a);
	asyncrt_token *tb = asyncrt_spawn(fib_order, &b);
	asyncrt_token_await(ta);           /* the older one first */
	asyncrt_token_await(tb);
	asyncrt_drop_ref(ta, 1);
	asyncrt_drop_ref(tb, 1);
	f->r = a.r + b.r;
}

/* fib(25) = 75025 through fn, spawned from main() and awaited there,
 * while a watcher samples the thread count: it must stay what it was
 * with the pool started (main, 2 workers, the watcher).  On a heavily
 * loaded machine a wait can still block now and then (every worker
 * napping while main, preempted, holds queued work: then a thread must
 * stand in), so the check gets three attempts; a runtime that blocks in
 * fork-join fails all three. */
static int fib_peak(asyncrt_fn *fn, int base)
{
	pthread_t w;
	atomic_store(&peak, 0);
	atomic_store(&stop_watch, 0);
	cr_assert_eq(pthread_create(&w, NULL, watch, NULL), 0);
	for (int round = 0; round < 5; round++) {
		struct fib f = {25, 0};
		asyncrt_token *t = asyncrt_spawn(fn, &f);
		asyncrt_token_await(t);
		asyncrt_drop_ref(t, 1);
		cr_assert_eq(f.r, 75025);
	}
	atomic_store(&stop_watch, 1);
	pthread_join(w, NULL);
	int p = atomic_load(&peak);
	/* Compensation threads leave after about a second idle. */
	for (int i = 0; i < 400 && thread_count() > base - 1; i++)
		usleep(10000);
	return p;
}

static void fib_keeps_pool(asyncrt_fn *fn)
{
	cr_assert_eq(asyncrt_set_num_workers(2), 0);
	cr_assert_eq(asyncrt_num_workers(), 2);
	pthread_t w;
	atomic_store(&peak, 0);
	cr_assert_eq(pthread_create(&w, NULL, watch, NULL), 0);
	/* main, 2 workers, the watcher (and what the test harness runs) */
	int base = thread_count(), last = -1;
	for (int i = 0; i < 200 && base != last; i++) {   /* workers starting */
		usleep(5000);
		last = base;
		base = thread_count();
	}
	cr_assert_geq(base, 4, "%d threads", base);
	atomic_store(&stop_watch, 1);
	pthread_join(w, NULL);
	int p = 0;
	for (int attempt = 0; attempt < 3; attempt++)
		if ((p = fib_peak(fn, base)) == base)
			break;
	cr_assert_eq(p, base,
	             "%d threads at the peak, %d at the start: compensation "
	             "threads were started", p, base);
	cr_assert(live_becomes(ASYNCRT_TOKEN, 0));
	cr_assert(live_becomes(ASYNCRT_GROUP, 0));
}

Test(help, group_fib_keeps_the_pool_size)
{
	fib_keeps_pool(fib_group);
}

Test(help, spawn_order_fib_keeps_the_pool_size)
{
	fib_keeps_pool(fib_order);
}

/* main() awaiting what it spawned runs it, whatever the order. */
static atomic_int ran_on_main;
static pthread_t main_thread;

static void note_thread(void *arg)
{
	(void)arg;
	if (pthread_equal(pthread_self(), main_thread))
		atomic_fetch_add(&ran_on_main, 1);
}

Test(help, main_runs_the_tasks_it_awaits)
{
	main_thread = pthread_self();
	asyncrt_num_workers();
	enum { N = 1000 };
	for (int i = 0; i < N; i++) {
		asyncrt_token *a = asyncrt_spawn(note_thread, NULL);
		asyncrt_token *b = asyncrt_spawn(note_thread, NULL);
		asyncrt_token_await(a);
		asyncrt_token_await(b);
		asyncrt_drop_ref(a, 1);
		asyncrt_drop_ref(b, 1);
	}
	/* Workers may take some first; main takes most on any machine. */
	cr_assert_gt(atomic_load(&ran_on_main), N / 2, "%d of %d on main",
	             atomic_load(&ran_on_main), 2 * N);
}

/* ---- asyncrt_parallel_for ------------------------------------------------ */

struct cover {
	int64_t lo, hi, grain;
	atomic_int *hits;            /* per iteration */
	atomic_int bad_chunks, calls;
};

static void count_range(int64_t l, int64_t h, void *arg)
{
	struct cover *c = arg;
	atomic_fetch_add(&c->calls, 1);
	/* A chunk is [lo + k*grain, min(hi, lo + (k+1)*grain)). */
	if (c->grain > 0 && ((l - c->lo) % c->grain != 0 ||
	                     h != (c->hi - l > c->grain ? l + c->grain : c->hi)))
		atomic_fetch_add(&c->bad_chunks, 1);
	if (l >= h || l < c->lo || h > c->hi)
		atomic_fetch_add(&c->bad_chunks, 1);
	for (int64_t i = l; i < h && i < c->hi && i >= c->lo; i++)
		atomic_fetch_add(&c->hits[i - c->lo], 1);
}

static void cover(int64_t lo, int64_t hi, int64_t grain)
{
	int64_t n = hi > lo ? hi - lo : 0;
	struct cover c = {lo, hi, grain, calloc((size_t)n + 1, sizeof(atomic_int))};
	atomic_init(&c.bad_chunks, 0);
	atomic_init(&c.calls, 0);
	asyncrt_parallel_for(lo, hi, grain, count_range, &c);
	cr_assert_eq(atomic_load(&c.bad_chunks), 0, "[%lld, %lld) grain %lld: bad chunk",
	             (long long)lo, (long long)hi, (long long)grain);
	for (int64_t i = 0; i < n; i++)
		cr_assert_eq(atomic_load(&c.hits[i]), 1, "[%lld, %lld) grain %lld: "
		             "iteration %lld ran %d times", (long long)lo, (long long)hi,
		             (long long)grain, (long long)(lo + i), atomic_load(&c.hits[i]));
	if (grain > 0)
		cr_assert_eq(atomic_load(&c.calls), n ? (n + grain - 1) / grain : 0);
	free(c.hits);
}

Test(help, parallel_for_covers_the_range_once)
{
	static const int64_t sizes[] = {0, 1, 2, 3, 7, 63, 64, 65, 1001, 4099};
	static const int64_t grains[] = {0, 1, 2, 3, 7, 64, 5000, -4};
	for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++)
		for (size_t g = 0; g < sizeof grains / sizeof *grains; g++) {
			cover(0, sizes[s], grains[g]);
			cover(-17, sizes[s] - 17, grains[g]);
		}
	cover(5, 3, 1);                      /* empty: no call */
}

/* Nested: each outer chunk runs an inner loop. */
static atomic_long nested_sum;

static void inner(int64_t l, int64_t h, void *arg)
{
	(void)arg;
	for (int64_t i = l; i < h; i++)
		atomic_fetch_add(&nested_sum, i);
}

static void outer(int64_t l, int64_t h, void *arg)
{
	(void)arg;
	for (int64_t i = l; i < h; i++)
		asyncrt_parallel_for(0, 100, 3, inner, NULL);
}

Test(help, parallel_for_nests)
{
	asyncrt_parallel_for(0, 50, 1, outer, NULL);
	cr_assert_eq(atomic_load(&nested_sum), 50L * 4950);
	/* The last member's thread may still hold the group a moment. */
	cr_assert(live_becomes(ASYNCRT_GROUP, 0));
}

/* ---- growable groups ---------------------------------------------------- */

static atomic_int grown;

struct grow {
	asyncrt_group *g;
	int depth;
};

/* A member that adds members to its own group while it runs. */
static void grow_member(void *arg)
{
	struct grow *m = arg;
	atomic_fetch_add(&grown, 1);
	if (m->depth > 0)
		for (int i = 0; i < 2; i++) {
			struct grow *c = malloc(sizeof *c);
			*c = (struct grow){m->g, m->depth - 1};
			asyncrt_group_spawn(m->g, grow_member, c);
		}
	free(m);
}

static void bump(void *arg)
{
	atomic_fetch_add((atomic_int *)arg, 1);
}

Test(help, growable_group)
{
	asyncrt_group *g = asyncrt_group_create_growable();
	cr_assert_not(asyncrt_group_is_ready(g), "open until awaited");
	atomic_int plain = 0;
	enum { N = 300 };
	asyncrt_token *t[N];
	for (int i = 0; i < N; i++) {
		t[i] = asyncrt_spawn(bump, &plain);
		cr_assert_eq(asyncrt_group_add(g, t[i]), i);
	}
	struct grow *root = malloc(sizeof *root);
	*root = (struct grow){g, 8};
	cr_assert_eq(asyncrt_group_spawn(g, grow_member, root), N);
	asyncrt_group_await(g);
	cr_assert(asyncrt_group_is_ready(g));
	cr_assert_not(asyncrt_group_is_error(g));
	cr_assert_eq(atomic_load(&plain), N);
	cr_assert_eq(atomic_load(&grown), (1 << 9) - 1);   /* a tree of depth 8 */
	for (int i = 0; i < N; i++)
		asyncrt_drop_ref(t[i], 1);
	asyncrt_drop_ref(g, 1);
	cr_assert(live_becomes(ASYNCRT_GROUP, 0));
	cr_assert(live_becomes(ASYNCRT_TOKEN, 0));
}

Test(help, growable_group_awaited_empty)
{
	asyncrt_group *g = asyncrt_group_create_growable();
	asyncrt_group_await(g);
	cr_assert(asyncrt_group_is_ready(g));
	asyncrt_drop_ref(g, 1);
	cr_assert(live_becomes(ASYNCRT_GROUP, 0));
}

Test(help, growable_group_in_error)
{
	asyncrt_group *g = asyncrt_group_create_growable();
	asyncrt_token *a = asyncrt_token_create();
	asyncrt_group_add(g, a);
	asyncrt_token_set_error(a);
	atomic_int n = 0;
	asyncrt_group_await_and_execute(g, bump, &n);
	cr_assert(flag_becomes(&n, 1));
	cr_assert(asyncrt_group_is_error(g));
	asyncrt_drop_ref(a, 1);
	asyncrt_drop_ref(g, 1);
}

/* ---- asyncrt_set_num_workers -------------------------------------------- */

Test(help, set_num_workers_before_start)
{
	cr_assert_eq(asyncrt_set_num_workers(0), EINVAL);
	cr_assert_eq(asyncrt_set_num_workers(513), EINVAL);
	cr_assert_eq(asyncrt_set_num_workers(5), 0);
	cr_assert_eq(asyncrt_set_num_workers(3), 0, "the last call wins");
	cr_assert_eq(asyncrt_num_workers(), 3);
	cr_assert_eq(asyncrt_set_num_workers(4), EBUSY);
	cr_assert_eq(asyncrt_num_workers(), 3);
}

Test(help, set_num_workers_after_start)
{
	asyncrt_token *t = asyncrt_token_create();   /* starts the pool */
	cr_assert_eq(asyncrt_set_num_workers(7), EBUSY);
	asyncrt_token_emplace(t);
	asyncrt_drop_ref(t, 1);
}

/* A parallel loop that one worker runs in place, and the generated
 * code's question for the worker count, start no thread: the loop's
 * caller pays for no pool it does not use.  The size is fixed by then. */
Test(help, a_loop_run_in_place_starts_no_pool)
{
	int before = thread_count();   /* the test harness may have its own */
	cr_assert_eq(asyncrt_set_num_workers(1), 0);
	cr_assert_eq(mlirAsyncRuntimGetNumWorkerThreads(), 1);
	cr_assert_eq(asyncrt_parallel_worth(INT64_C(1) << 20, INT64_C(1) << 20, 4), 1);
	cr_assert_eq(thread_count(), before, "a pool was started");
	cr_assert_eq(asyncrt_set_num_workers(2), EBUSY);
	cr_assert_eq(asyncrt_num_workers(), 1);
	/* (ThreadSanitizer starts a thread of its own with the first.) */
	cr_assert_gt(thread_count(), before, "asyncrt_num_workers starts the pool");
}
