/* sched.c - the worker pool.
 *
 * Queues.  Every thread has its own Chase-Lev deque (thread.c): a task
 * spawned by a worker goes to the bottom of that worker's deque and, the
 * deque being LIFO for its owner, is normally the next thing the worker
 * runs, so a spawn -> complete -> resume round trip stays on one core.  A
 * client (non-worker) thread pushes to its own deque too, and never takes
 * from it: that makes it a lock-free injection queue that workers steal
 * from in batches.  No lock is taken on the spawn, complete or resume
 * path; the only mutexes guard starting threads and registering client
 * threads.
 *
 * Finding work.  A worker with an empty deque steals: a quick pass over
 * every other deque, then, as a "searcher", repeated passes with a short
 * pause between them for a bounded time (SEARCH_NS), then it goes idle and
 * parks on its futex.  Spawning wakes an idle worker only when nobody is
 * searching (a searcher will find the task) and somebody is idle, so the
 * steady state of a busy pool makes no system calls.  The race between a
 * spawner deciding not to wake and a searcher deciding to sleep is closed
 * Dekker-style: the spawner publishes its task then reads the counters,
 * the sleeper publishes itself as idle then looks at every deque once
 * more, with a full fence in between on each side, so at least one of
 * them sees the other.  The fence is asymmetric where Linux allows
 * (membarrier): spawning, the hot side, pays only a compiler barrier, and
 * the sleeper, about to make a system call anyway, makes every running
 * thread of the process execute a fence.  (An mfence on every spawn
 * costs as much as the rest of the spawn: it waits for the stores that
 * filled the new task and token to reach the cache.)  A searcher that
 * finds work while being the last searcher wakes another, so that a
 * burst of work fans out over the pool (the scheme of Go's scheduler).
 *
 * Blocking awaits.  A worker that blocks in asyncrt_*_await does not run
 * other tasks while it waits.  Running them on top of the blocked frame
 * (help-while-waiting) deadlocks when such a task, in turn, waits for
 * something only the blocked frame will produce once it resumes: the
 * frame is buried under the task on the same stack.  It also grows the
 * stack without bound.  Instead the blocked worker hands its place to
 * another thread (compensation, as Java's ForkJoinPool does for managed
 * blockers): if fewer than nworkers threads are left unblocked, a new
 * worker is started, and the blocked one sleeps until its object
 * completes.  Every task therefore runs on a stack of its own, and
 * nested blocking awaits make progress with any pool size, 1 included.
 * The threads started this way stay in the pool, idle, for later blocks.
 * Only past RT_MAX_WORKERS threads does a blocked worker fall back to
 * running tasks itself while it waits (rt_help).
 *
 * One task is safe to run on the blocked stack: the one that completes
 * the awaited token, if it has not started.  Whatever it waits for, the
 * blocked frame was waiting for too.  So awaiting a token made by
 * asyncrt_spawn first looks at the bottom of the worker's own deque, and
 * if that is the token's task, takes it and runs it right there (the
 * "pop the child if nobody stole it" of Cilk and ForkJoinPool).  That
 * makes fork-join with blocking awaits cheap, and grows the stack no more
 * than the same calls made sequentially would.
 *
 * Shutdown.  At exit the pool is stopped: workers finish what is queued,
 * then leave; workers blocked in an await are not waited for. */
#define _GNU_SOURCE
#include "rt.h"

#include <errno.h>
#ifdef __linux__
#include <linux/membarrier.h>
#include <sys/syscall.h>
#endif
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

enum {
	RT_MAX_WORKERS = 1024,      /* pool threads, compensation included */
	SEARCH_NS = 50 * 1000,      /* how long a searcher spins */
	STEAL_BATCH = 256,          /* tasks taken from a client deque at once */
	SATURATED = 64,             /* queued tasks per worker: run new ones here */
};

static struct {
	int nworkers;                          /* the configured pool size */
	_Atomic bool up;
	_Alignas(CACHE_LINE) _Atomic int nsearching;
	_Atomic int nidle;
	_Alignas(CACHE_LINE) _Atomic uint64_t idle[RT_MAX_THREADS / 64];
	_Alignas(CACHE_LINE) _Atomic int nstarted;   /* pool threads */
	_Atomic int nblocked;                  /* of them, blocked in an await */
	_Atomic int nalive;                    /* neither exited nor blocked */
	_Atomic bool stopping, stopped;
	bool asymmetric;                       /* membarrier works */
	struct parker shutdown;
	pthread_mutex_t grow_lock;
} pool = {.grow_lock = PTHREAD_MUTEX_INITIALIZER};

static pthread_once_t init_once = PTHREAD_ONCE_INIT;

_Noreturn void rt_die(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fputs("asyncrt: ", stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
	abort();
}

static uint64_t now_ns(void)
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

/* ---- idle set --------------------------------------------------------
 * One bit per context id.  Whoever clears a worker's bit owns waking it. */

static void idle_add(struct thread *t)
{
	atomic_fetch_add_explicit(&pool.nidle, 1, seq_cst);
	atomic_fetch_or_explicit(&pool.idle[t->id / 64], 1ull << (t->id % 64),
	                         seq_cst);
}

static bool idle_remove(struct thread *t)
{
	uint64_t bit = 1ull << (t->id % 64);
	if (!(atomic_fetch_and_explicit(&pool.idle[t->id / 64], ~bit, seq_cst) & bit))
		return false;
	atomic_fetch_sub_explicit(&pool.nidle, 1, relaxed);
	return true;
}

static bool idle_has(struct thread *t)
{
	return atomic_load_explicit(&pool.idle[t->id / 64], acquire) &
	       (1ull << (t->id % 64));
}

static struct thread *idle_pop(void)
{
	int n = (atomic_load_explicit(&rt_nthreads, acquire) + 63) / 64;
	for (int i = 0; i < n; i++) {
		uint64_t m = atomic_load_explicit(&pool.idle[i], relaxed);
		while (m) {
			uint64_t bit = m & -m;
			if (atomic_fetch_and_explicit(&pool.idle[i], ~bit, seq_cst) & bit) {
				atomic_fetch_sub_explicit(&pool.nidle, 1, relaxed);
				return rt_threads[i * 64 + __builtin_ctzll(bit)];
			}
			m = atomic_load_explicit(&pool.idle[i], relaxed);
		}
	}
	return NULL;
}

/* ---- waking ----------------------------------------------------------- */

/* Wake one idle worker as a searcher, unless one is searching already. */
static void wake_searcher(void)
{
	int zero = 0;
	if (!atomic_compare_exchange_strong_explicit(&pool.nsearching, &zero, 1,
	                                             seq_cst, relaxed))
		return;
	struct thread *w = idle_pop();
	if (!w) {
		atomic_fetch_sub_explicit(&pool.nsearching, 1, seq_cst);
		return;
	}
	w->searching = true;   /* read by w after its park returns */
	rt_unpark(&w->parker);
}

/* ---- the Dekker fences ---------------------------------------------- */

static void fence_light(void)
{
	if (pool.asymmetric)
		atomic_signal_fence(seq_cst);
	else
		atomic_thread_fence(seq_cst);
}

static void fence_heavy(void)
{
#ifdef __linux__
	if (pool.asymmetric &&
	    syscall(SYS_membarrier, MEMBARRIER_CMD_PRIVATE_EXPEDITED, 0, 0) == 0)
		return;
#endif
	atomic_thread_fence(seq_cst);
}

static void fences_init(void)
{
#ifdef __linux__
	pool.asymmetric = syscall(SYS_membarrier,
	                          MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED, 0, 0) == 0;
#endif
}

/* Called after making a task visible. */
static void notify(void)
{
	fence_light();
	if (atomic_load_explicit(&pool.nsearching, relaxed) == 0 &&
	    atomic_load_explicit(&pool.nidle, relaxed) > 0)
		wake_searcher();
}

void rt_spawn(struct thread *t, asyncrt_fn *fn, void *arg)
{
	if (unlikely(atomic_load_explicit(&pool.stopped, relaxed))) {
		fn(arg);    /* the pool is gone (exit handlers): run it here */
		return;
	}
	deque_push(&t->dq, (struct task){fn, arg});
	notify();
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
 * other on this stack level (a trampoline: they do not nest). */
static void run_task(struct thread *t, struct task k)
{
	for (;;) {
		t->depth = 0;
		k.fn(k.arg);
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
		if (n == 1 && (t->cand_id != v->id || t->cand_top != top)) {
			t->cand_id = v->id;
			t->cand_top = top;
			return 0;
		}
		return deque_steal(&v->dq, k);
	}
	int n = deque_steal_batch(&v->dq, &t->dq, STEAL_BATCH, k);
	if (n > 1)
		notify();    /* we hold more than we can run right now */
	return n > 0 ? 1 : n;
}

/* One pass over every other deque, from a random start. */
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

static bool work_visible(void)
{
	int n = atomic_load_explicit(&rt_nthreads, acquire);
	for (int i = 0; i < n; i++)
		if (deque_size(&rt_threads[i]->dq) > 0)
			return true;
	return false;
}

/* ---- a worker's life -------------------------------------------------- */

static void stop_searching(struct thread *t)
{
	if (!t->searching)
		return;
	t->searching = false;
	if (atomic_fetch_sub_explicit(&pool.nsearching, 1, seq_cst) == 1)
		notify();   /* we were the last searcher: hand the role on */
}

static bool search(struct thread *t, struct task *k)
{
	if (!t->searching) {
		/* Keep the searchers to half of the busy workers. */
		int s = atomic_load_explicit(&pool.nsearching, relaxed);
		int busy = atomic_load_explicit(&pool.nstarted, relaxed) -
		           atomic_load_explicit(&pool.nblocked, relaxed) -
		           atomic_load_explicit(&pool.nidle, relaxed);
		if (s > 0 && 2 * s >= busy)
			return false;
		t->searching = true;
		atomic_fetch_add_explicit(&pool.nsearching, 1, seq_cst);
	}
	uint64_t deadline = now_ns() + SEARCH_NS;
	for (int round = 0;; round++) {
		if (steal_pass(t, k) || deque_take(&t->dq, k)) {
			stop_searching(t);
			return true;
		}
		if (atomic_load_explicit(&pool.stopping, relaxed))
			return false;
		/* Back off: every look at another worker's deque pulls its
		 * cache lines away from the owner, which then waits for them. */
		for (int i = 0; i < 32 << (round < 3 ? round : 3); i++)
			cpu_relax();
		if (now_ns() > deadline)
			return false;
	}
}

/* Park until woken with work in view.  False when the pool stops. */
static bool go_idle(struct thread *t)
{
	bool was_searching = t->searching;
	t->searching = false;
	idle_add(t);
	if (was_searching)
		atomic_fetch_sub_explicit(&pool.nsearching, 1, seq_cst);
	fence_heavy();
	bool stopping = atomic_load_explicit(&pool.stopping, relaxed);
	if ((work_visible() || stopping) && idle_remove(t))
		return !stopping || work_visible();
	for (;;) {
		rt_park(&t->parker);
		if (!idle_has(t))
			return true;          /* taken off the idle set: go look */
		/* A stale token (from an earlier await): sleep again, unless the
		 * pool is stopping and we can take ourselves off. */
		if (atomic_load_explicit(&pool.stopping, relaxed) && idle_remove(t))
			return work_visible();
	}
}

static bool next_task(struct thread *t, struct task *k)
{
	if (deque_take(&t->dq, k))
		return true;
	for (;;) {
		if (steal_pass(t, k)) {
			stop_searching(t);
			return true;
		}
		if (search(t, k))
			return true;
		if (!go_idle(t))
			return false;
		if (deque_take(&t->dq, k)) {
			stop_searching(t);
			return true;
		}
	}
}

static void alive_dec(void)
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
	while (next_task(t, &k)) {
		/* The next task's argument (a coroutine frame, a token) was
		 * most likely written on another core: start fetching it while
		 * this one runs. */
		struct task next;
		if (deque_peek(&t->dq, &next))
			__builtin_prefetch(next.arg, 1);
		run_task(t, k);
	}
	stop_searching(t);
	rt_thread_release(t);
	alive_dec();
	return NULL;
}

/* Start one more pool thread.  Workers block every signal, so that
 * signals go to the application's own threads. */
static bool start_worker(void)
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
		/* The context stays registered (and empty); the count goes back. */
		atomic_fetch_sub_explicit(&pool.nstarted, 1, seq_cst);
		atomic_fetch_sub_explicit(&pool.nalive, 1, seq_cst);
		return false;
	}
	return true;
}

/* ---- blocking awaits: compensation ------------------------------------ */

/* Make sure nworkers pool threads are not blocked.  False when that
 * takes more than RT_MAX_WORKERS threads (or thread creation fails). */
static bool compensate(void)
{
	bool ok = true;
	pthread_mutex_lock(&pool.grow_lock);
	while (atomic_load(&pool.nstarted) - atomic_load(&pool.nblocked) <
	       pool.nworkers) {
		if (atomic_load(&pool.nstarted) >= RT_MAX_WORKERS || !start_worker()) {
			ok = false;
			break;
		}
	}
	pthread_mutex_unlock(&pool.grow_lock);
	return ok;
}

bool rt_block_begin(struct thread *t)
{
	stop_searching(t);
	rt_flush_next(t);
	int blocked = atomic_fetch_add_explicit(&pool.nblocked, 1, seq_cst) + 1;
	alive_dec();
	bool ok = true;
	if (atomic_load_explicit(&pool.nstarted, seq_cst) - blocked < pool.nworkers)
		ok = compensate();
	if (deque_size(&t->dq) > 0)
		notify();   /* the tasks we leave behind need a taker */
	return ok;
}

void rt_block_end(struct thread *t)
{
	(void)t;
	atomic_fetch_add_explicit(&pool.nalive, 1, seq_cst);
	atomic_fetch_sub_explicit(&pool.nblocked, 1, seq_cst);
}

bool rt_help(struct thread *t)
{
	struct task k;
	if (!deque_take(&t->dq, &k) && !steal_pass(t, &k))
		return false;
	int depth = t->depth;
	k.fn(k.arg);
	t->depth = depth;
	rt_flush_next(t);
	return true;
}

/* Only the owner pushes, so a successful take after a matching peek
 * returns the very task peeked. */
bool rt_run_if_next(struct thread *t, asyncrt_fn *fn, void *arg)
{
	struct task k;
	if (!deque_peek(&t->dq, &k) || k.fn != fn || k.arg != arg ||
	    !deque_take(&t->dq, &k))
		return false;
	k.fn(k.arg);
	rt_flush_next(t);
	return true;
}

/* ---- starting and stopping -------------------------------------------- */

static int cpu_count(void)
{
#ifdef CPU_COUNT
	cpu_set_t set;
	if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) > 0)
		return CPU_COUNT(&set);
#endif
	long n = sysconf(_SC_NPROCESSORS_ONLN);
	return n > 0 ? (int)n : 1;
}

static int configured_workers(void)
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
	int n = cpu_count();
	return n > RT_MAX_WORKERS / 2 ? RT_MAX_WORKERS / 2 : n;
}

#ifdef __GLIBC__
static void at_exit(int status, void *arg)
{
	(void)arg;
	rt_sched_shutdown();
	rt_leak_check(status);
}
#else
static void at_exit(void)
{
	rt_sched_shutdown();
	rt_leak_check(0);
}
#endif

static void init(void)
{
	pool.nworkers = configured_workers();
	fences_init();
	rt_leak_setup();
	for (int i = 0; i < pool.nworkers; i++)
		if (!start_worker())
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
		alive_dec();             /* exit() called from a task */
	struct thread *w;
	while ((w = idle_pop()))
		rt_unpark(&w->parker);
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
