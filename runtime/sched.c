/* sched.c - the worker pool: queues, stealing, the worker loop.
 *
 * Queues.  Every thread has its own Chase-Lev deque (thread.c): a task
 * spawned by a worker goes to the bottom of that worker's deque and, the
 * deque being LIFO for its owner, is normally the next thing the worker
 * runs, so a spawn -> complete -> resume round trip stays on one core.  A
 * client (non-worker) thread pushes to its own deque too, and never takes
 * from it: that makes it a lock-free injection queue that workers steal
 * from in batches.  No lock is taken on the spawn, complete or resume
 * path; the only mutexes guard starting and retiring threads and
 * registering client threads.
 *
 * Finding work.  A worker with an empty deque steals: a quick pass over
 * every other deque, then, as a "searcher", repeated passes with a short
 * pause between them for a bounded time (SEARCH_NS), then it goes idle
 * (idle.c: how sleepers are woken, and what they do while asleep).  A
 * searcher that finds work while being the last searcher wakes another,
 * so that a burst of work fans out over the pool (the scheme of Go's
 * scheduler).
 *
 * Blocking awaits and the threads that stand in for blocked workers are
 * block.c's business.
 *
 * Shutdown.  At exit the pool is stopped: workers finish what is queued,
 * then leave; workers blocked in an await are not waited for. */
#define _GNU_SOURCE
#include "rt.h"

#include <errno.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

enum {
	SEARCH_NS = 50 * 1000,      /* how long a searcher spins */
	STEAL_BATCH = 256,          /* tasks taken from a client deque at once */
	SATURATED = 64,             /* queued tasks per worker: run new ones here */
};

struct rt_pool rt_pool = {.grow_lock = PTHREAD_MUTEX_INITIALIZER};
#define pool rt_pool

static pthread_once_t init_once = PTHREAD_ONCE_INIT;

uint64_t rt_now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static uint64_t next_rand(struct thread *t)
{
	uint64_t x = t->rng;
	x ^= x << 13;
	x ^= x >> 7;
	x ^= x << 17;
	return t->rng = x;
}

/* ---- spawning ----------------------------------------------------------- */

void rt_spawn(struct thread *t, asyncrt_fn *fn, void *arg)
{
	if (unlikely(atomic_load_explicit(&pool.stopped, relaxed))) {
		fn(arg);    /* the pool is gone (exit handlers): run it here */
		return;
	}
	RT_OBS(spawn(t));
	bool own = t->worker || t->helping;
	int64_t n = deque_push(likely(!t->helping) || t->worker ? &t->dq : &t->hdq,
	                       (struct task){fn, arg});
	rt_notify(n == 1 && own && !atomic_load_explicit(&t->napping, relaxed));
}

void rt_flush_next(struct thread *t)
{
	struct task k = t->next;
	if (k.fn) {
		t->next.fn = NULL;
		rt_spawn(t, k.fn, k.arg);
	}
}

/* Run k, then the continuations it left in the next slot, one after the
 * other on this stack level (a trampoline: they do not nest).  While k
 * runs, its lineage is published for threads that wait for it (help.c). */
static void run_task(struct thread *t, struct task k)
{
	bool framed = rt_lineage_push(t, k);
	for (;;) {
		t->depth = 0;
		RT_OBS(task_run(t));
		k.fn(k.arg);
		if (framed) {
			rt_lineage_pop(t);
			framed = false;
		}
		k = t->next;
		if (!k.fn)
			return;
		t->next.fn = NULL;
	}
}

/* ---- stealing --------------------------------------------------------- */

/* A worker's last task is left alone until a later pass finds it still
 * there: its owner is usually about to take it (a spawn followed by an
 * await: the round trip of chain.mlir), and stealing it would move the
 * whole chain to another core and back.  Each take of a last task moves
 * top, so "still there" is "same top as last time". */
static int steal_from(struct thread *t, struct thread *v, struct task *k)
{
	if (v->worker) {
		int64_t top = atomic_load_explicit(&v->dq.top, seq_cst);
		int64_t n = atomic_load_explicit(&v->dq.bottom, seq_cst) - top;
		if (n <= 0)
			return 0;
		/* A blocked or napping owner will not take it back soon. */
		if (n == 1 && !atomic_load_explicit(&v->blocked, relaxed) &&
		    !atomic_load_explicit(&v->napping, relaxed) &&
		    (t->cand_id != v->id || t->cand_top != top)) {
			t->cand_id = v->id;
			t->cand_top = top;
			return 0;
		}
		return deque_steal(&v->dq, k);
	}
	int n = deque_steal_batch(&v->dq, &t->dq, STEAL_BATCH, k);
	if (n > 1)
		rt_notify(false);    /* we hold more than we can run right now */
	if (n == 0)
		return deque_steal(&v->hdq, k);   /* a helping client's (help.c) */
	return n > 0 ? 1 : n;
}

static bool steal_pass(struct thread *t, struct task *k)
{
	int n = atomic_load_explicit(&rt_nthreads, acquire);
	int start = (int)(next_rand(t) % (uint64_t)n);
	for (int tries = 0; tries < 4; tries++) {
		bool contended = false;
		for (int i = 0; i < n; i++) {
			struct thread *v = rt_threads[(start + i) % n];
			if (v == t)
				continue;
			int r = steal_from(t, v, k);
			if (r > 0)
				return true;
			contended |= r < 0;
		}
		if (!contended)
			break;
	}
	return false;
}

/* The pass announces its steal epoch, for deque.c's buffer reclaim.
 * Both stores release: a reclaimer that reads either has seen all this
 * thread's earlier reads of buffers. */
bool rt_steal_pass(struct thread *t, struct task *k)
{
	uint64_t e = atomic_load_explicit(&rt_steal_epoch, acquire);
	atomic_store_explicit(&t->stealing, e, release);
	rt_fence_light();
	bool got = steal_pass(t, k);
	atomic_store_explicit(&t->stealing, 0, release);
	if (got)
		RT_OBS(steal(t));
	return got;
}

/* ---- a worker's life -------------------------------------------------- */

void rt_stop_searching(struct thread *t)
{
	if (!t->searching)
		return;
	t->searching = false;
	if (atomic_fetch_sub_explicit(&pool.nsearching, 1, seq_cst) == 1)
		rt_notify(false);   /* we were the last searcher: hand the role on */
}

/* Searchers are kept to half of the busy workers: more would only pull
 * the owners' cache lines away from them. */
bool rt_searchers_enough(void)
{
	int s = atomic_load_explicit(&pool.nsearching, relaxed);
	int busy = atomic_load_explicit(&pool.nstarted, relaxed) -
	           atomic_load_explicit(&pool.nblocked, relaxed) -
	           atomic_load_explicit(&pool.nidle, relaxed);
	return s > 0 && 2 * s >= busy;
}

static bool search(struct thread *t, struct task *k)
{
	if (!t->searching) {
		if (rt_searchers_enough())
			return false;
		t->searching = true;
		atomic_fetch_add_explicit(&pool.nsearching, 1, seq_cst);
	}
	uint64_t deadline = rt_now_ns() + SEARCH_NS;
	for (int round = 0;; round++) {
		if (rt_steal_pass(t, k) || deque_take(&t->dq, k)) {
			rt_stop_searching(t);
			return true;
		}
		if (atomic_load_explicit(&pool.stopping, relaxed))
			return false;
		/* Back off: every look at another worker's deque pulls its
		 * cache lines away from the owner, which then waits for them. */
		for (int i = 0; i < 32 << (round < 3 ? round : 3); i++)
			cpu_relax();
		if (rt_now_ns() > deadline)
			return false;
	}
}

/* The next task for t, in *k; else why there is none. */
static enum idle_verdict next_task(struct thread *t, struct task *k)
{
	if (deque_take(&t->dq, k))
		return IDLE_WORK;
	for (;;) {
		if (rt_steal_pass(t, k)) {
			rt_stop_searching(t);
			return IDLE_WORK;
		}
		if (search(t, k))
			return IDLE_WORK;
		enum idle_verdict v = rt_go_idle(t);
		if (v != IDLE_WORK)
			return v;
		if (deque_take(&t->dq, k)) {
			rt_stop_searching(t);
			return IDLE_WORK;
		}
	}
}

void rt_alive_dec(void)
{
	if (atomic_fetch_sub_explicit(&pool.nalive, 1, acq_rel) == 1 &&
	    atomic_load_explicit(&pool.stopping, acquire))
		rt_unpark(&pool.shutdown);
}

static void *worker_main(void *arg)
{
	struct thread *t = arg;
	struct task k;
	rt_self = t;
	while (next_task(t, &k) == IDLE_WORK) {
		/* The next task's argument (a coroutine frame, a token) was
		 * most likely written on another core: start fetching it while
		 * this one runs. */
		struct task next;
		if (deque_peek(&t->dq, &next))
			__builtin_prefetch(next.arg, 1);
		run_task(t, k);
	}
	rt_stop_searching(t);
	rt_thread_release(t);
	rt_alive_dec();
	return NULL;
}

/* Start one more pool thread.  Workers block every signal, so that
 * signals go to the application's own threads. */
bool rt_start_worker(void)
{
	struct thread *t = rt_thread_new(true);
	pthread_attr_t attr;
	pthread_attr_init(&attr);
	pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
	sigset_t all, old;
	sigfillset(&all);
	pthread_sigmask(SIG_SETMASK, &all, &old);
	atomic_fetch_add_explicit(&pool.nstarted, 1, seq_cst);
	atomic_fetch_add_explicit(&pool.nalive, 1, seq_cst);
	pthread_t tid;
	int err = pthread_create(&tid, &attr, worker_main, t);
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	pthread_attr_destroy(&attr);
	if (err) {
		/* The context goes back, empty; the counts too. */
		atomic_fetch_sub_explicit(&pool.nstarted, 1, seq_cst);
		atomic_fetch_sub_explicit(&pool.nalive, 1, seq_cst);
		rt_thread_release(t);
		errno = err;
		return false;
	}
	return true;
}

/* ---- starting and stopping -------------------------------------------- */

int rt_cpu_count(void)
{
#ifdef CPU_COUNT
	cpu_set_t set;
	if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) > 0)
		return CPU_COUNT(&set);
#endif
	long n = sysconf(_SC_NPROCESSORS_ONLN);
	return n > 0 ? (int)n : 1;
}

/* asyncrt_set_num_workers: a size asked for before the pool started;
 * the size, once fixed (0: not yet). */
static pthread_mutex_t size_lock = PTHREAD_MUTEX_INITIALIZER;
static int size_asked;
static bool size_fixed;
static int size_final;

int asyncrt_set_num_workers(int n)
{
	if (n < 1 || n > RT_MAX_WORKERS / 2)
		return EINVAL;
	pthread_mutex_lock(&size_lock);
	int err = size_fixed ? EBUSY : 0;
	if (!err)
		size_asked = n;
	pthread_mutex_unlock(&size_lock);
	return err;
}

static int size_from_environment(void)
{
	const char *s = getenv("ASYNCRT_NUM_THREADS");
	if (s && *s) {
		char *end;
		errno = 0;
		long n = strtol(s, &end, 10);
		if (!*end && !errno && n >= 1 && n <= RT_MAX_WORKERS / 2)
			return (int)n;
		fprintf(stderr, "asyncrt: ignoring ASYNCRT_NUM_THREADS=%s "
		        "(want 1 to %d)\n", s, RT_MAX_WORKERS / 2);
	}
	int n = rt_cpu_count();
	return n > RT_MAX_WORKERS / 2 ? RT_MAX_WORKERS / 2 : n;
}

/* The pool's size, fixed by the first call: what asyncrt_set_num_workers
 * asked for, else ASYNCRT_NUM_THREADS, else the CPUs.  It starts no
 * thread, so that a question about the size (calibrate.c: one worker
 * runs every loop in place) costs no pool. */
int rt_pool_size(void)
{
	pthread_mutex_lock(&size_lock);
	if (!size_final) {
		size_fixed = true;
		size_final = size_asked ? size_asked : size_from_environment();
	}
	int n = size_final;
	pthread_mutex_unlock(&size_lock);
	return n;
}

#ifdef __GLIBC__
static void at_exit(int status, void *arg)
{
	(void)arg;
	rt_sched_shutdown();
	rt_obs_exit();
	rt_leak_check(status);
}
#else
static void at_exit(void)
{
	rt_sched_shutdown();
	rt_obs_exit();
	rt_leak_check(0);
}
#endif

static void init(void)
{
	pool.nworkers = rt_pool_size();
	rt_obs_init();
	rt_deadlock_init();
	rt_fences_init();
	rt_leak_setup();
	for (int i = 0; i < pool.nworkers; i++)
		if (!rt_start_worker())
			rt_die("cannot start worker threads: %s", strerror(errno));
#ifdef __GLIBC__
	on_exit(at_exit, NULL);
#else
	atexit(at_exit);
#endif
	atomic_store_explicit(&pool.up, true, release);
}

void rt_init(void)
{
	pthread_once(&init_once, init);
}

int rt_num_workers(void)
{
	rt_init();
	return pool.nworkers;
}

void rt_sched_shutdown(void)
{
	if (!atomic_load_explicit(&pool.up, acquire) ||
	    atomic_exchange(&pool.stopping, true))
		return;
	struct thread *self = rt_self;
	if (self && self->worker)
		rt_alive_dec();          /* exit() called from a task */
	rt_wake_all();
	while (atomic_load_explicit(&pool.nalive, acquire) > 0)
		rt_park(&pool.shutdown);
	atomic_store_explicit(&pool.stopped, true, release);
}

/* Is t's deque so full that the pool cannot keep up?  The owner's old
 * view of top overestimates the backlog; it is refreshed only when it
 * says yes. */
bool rt_saturated(struct thread *t)
{
	struct deque *d = &t->dq;
	int64_t limit = SATURATED * pool.nworkers;
	int64_t b = atomic_load_explicit(&d->bottom, relaxed);
	if (b - d->top_cache <= limit)
		return false;
	d->top_cache = atomic_load_explicit(&d->top, acquire);
	return b - d->top_cache > limit;
}

int asyncrt_num_workers(void)
{
	return rt_num_workers();
}
