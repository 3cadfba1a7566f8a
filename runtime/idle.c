/* idle.c - workers without work: sleeping, waking, watching, chores.
 *
 * Sleeping and waking.  A worker that found nothing to steal (sched.c)
 * parks on its futex, in the idle set.  Spawning wakes an idle worker
 * only when nobody is searching (a searcher will find the task) and
 * somebody is idle, so the steady state of a busy pool makes no system
 * calls.  The race between a spawner deciding not to wake and a searcher
 * deciding to sleep is closed Dekker-style: the spawner publishes its
 * task then reads the counters, the sleeper publishes itself as idle then
 * looks at every deque once more, with a full fence in between on each
 * side, so at least one of them sees the other.  The fence is asymmetric
 * where Linux allows (membarrier): spawning, the hot side, pays only a
 * compiler barrier, and the sleeper, about to make a system call anyway,
 * makes every running thread of the process execute a fence.  (An mfence
 * on every spawn costs as much as the rest of the spawn: it waits for the
 * stores that filled the new task and token to reach the cache.)
 *
 * Lone tasks.  A task that a running worker pushes to its empty deque is
 * nearly always taken back by that worker a moment later: a spawn
 * followed by an await (the round trip of chain.mlir) pushes one task,
 * returns to the worker loop and takes it.  Waking a sleeper for it would
 * cost a futex call per round trip; a searcher spinning over that deque
 * makes the owner wait for its own cache lines on every push and take,
 * and each time the searcher gives up and sleeps, its membarrier
 * interrupts the owner.  So a lone task wakes nobody while a watcher is
 * posted: one idle worker that sleeps with a timeout and on each wake-up
 * looks at the workers' deques once.  A task it finds at the same place
 * twice was left by a worker busy with something long, and the watcher
 * goes and steals it.  Its first look comes after WATCH_NS, and each look
 * that finds nothing stalled doubles the period, up to WATCH_MAX_NS:
 * owners that keep taking their tasks back (chain) and workers busy with
 * other things cost a wake-up a millisecond.  The watcher resigns when no
 * worker is busy.  Any other work (two tasks or more, a client thread's,
 * a blocked worker's) wakes a sleeper as before.
 *
 * A spawn that leaves a lone task without waking anybody (a searcher or
 * the watcher will see to it) sets a flag, lone_left, if it is not set
 * already (one store per look, not per spawn); the watcher clears it at
 * each look.  A searcher about to sleep counts a lone task as work, and
 * searches on as the scheduler always did, while the flag is clear: a
 * single task in a worker's deque is then the end of a batch (fanout's
 * workers drain the batches they stole from the client), and the client
 * will push more before a sleeper could be woken.  Every way into a sleep
 * without a timeout passes the Dekker check above against every task,
 * lone ones included, so a lone task is never left without a worker that
 * will get to it.
 *
 * Chores.  A worker asleep for TRIM_NS tidies up once: its free lists
 * go back to the depots (alloc.c), its grown task queue shrinks and the
 * queue buffers no thief can read any more are freed (deque.c), and a
 * thread beyond the configured
 * pool size (started to stand in for a blocked worker) leaves (block.c).
 * When enough memory was freed for a sweep to be due (sweep.c), a
 * sleeper is poked, waits until nothing has been freed for SWEEP_QUIET_NS
 * (the burst is over), and sweeps: slabs whose blocks are all free go
 * back to the system.  A sleeper that did its chores while it was still
 * needed sleeps without a timeout; when the pool later finds itself with
 * threads to spare (a blocked worker resumed, a thread left), it pokes a
 * sleeper to look again (rt_poke_idle).  So a long-running program's
 * thread count comes back down after a burst, and a process with nothing
 * to do makes no system calls after its first idle second. */
#include "rt.h"

#ifdef __linux__
#include <linux/membarrier.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

#define pool rt_pool

enum {
	WATCH_NS = 50 * 1000,              /* a watcher's first look */
	WATCH_MAX_NS = 1000 * 1000,        /* its looks back off to this */
};
static const uint64_t TRIM_NS = 1000 * 1000 * 1000;
static const uint64_t SWEEP_QUIET_NS = 200 * 1000 * 1000;

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

/* Wake one idle worker as a searcher, unless one is searching already.
 * Whoever takes a worker off the idle set counts it in nsearching; the
 * worker, finding itself off the set, knows it is a searcher (it may
 * see that before our unpark, from a timed sleep, so nothing else may
 * be handed over).  While we look for one, nsearching says somebody
 * searches, and a worker going to sleep meanwhile leaves the work it
 * sees to that phantom searcher; so a look that found nobody is made
 * again if somebody went idle meanwhile (Dekker-style once more: we
 * take the count back, then read nidle; the sleeper counted itself in
 * nidle, then read nsearching). */
static void wake_searcher(void)
{
	for (;;) {
		int zero = 0;
		if (!atomic_compare_exchange_strong_explicit(&pool.nsearching, &zero,
		                                             1, seq_cst, relaxed))
			return;
		struct thread *w = idle_pop();
		if (w) {
			rt_unpark(&w->parker);
			return;
		}
		RT_TEST_HOOK(HOOK_WAKE_NOBODY, NULL);
		atomic_fetch_sub_explicit(&pool.nsearching, 1, seq_cst);
		if (atomic_load_explicit(&pool.nidle, seq_cst) == 0)
			return;
	}
}

void rt_wake_all(void)
{
	struct thread *w;
	while ((w = idle_pop())) {
		atomic_fetch_add_explicit(&pool.nsearching, 1, seq_cst);
		rt_unpark(&w->parker);
	}
}

/* Wake one sleeper but leave it in the idle set: it only looks at its
 * chores, and leaves if it is a thread too many. */
void rt_poke_idle(void)
{
	int n = (atomic_load_explicit(&rt_nthreads, acquire) + 63) / 64;
	for (int i = 0; i < n; i++) {
		uint64_t m = atomic_load_explicit(&pool.idle[i], relaxed);
		if (m) {
			rt_unpark(&rt_threads[i * 64 + __builtin_ctzll(m)]->parker);
			return;
		}
	}
}

/* ---- the Dekker fences ---------------------------------------------- */

void rt_fence_heavy(void)
{
#ifdef __linux__
	if (pool.asymmetric &&
	    syscall(SYS_membarrier, MEMBARRIER_CMD_PRIVATE_EXPEDITED, 0, 0) == 0)
		return;
#endif
	atomic_thread_fence(seq_cst);
}

void rt_fences_init(void)
{
#ifdef __linux__
	pool.asymmetric = syscall(SYS_membarrier,
	                          MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED, 0, 0) == 0;
#endif
}

/* A lone task was left to its owner without waking anybody: say so
 * (one store per look of the watcher, not one per spawn). */
static void note_lone(void)
{
	if (!atomic_load_explicit(&pool.lone_left, relaxed))
		atomic_store_explicit(&pool.lone_left, true, relaxed);
}

void rt_notify(bool lone)
{
	rt_fence_light();
	if (atomic_load_explicit(&pool.nsearching, relaxed) != 0 ||
	    atomic_load_explicit(&pool.nidle, relaxed) == 0) {
		if (lone)
			note_lone();
		return;
	}
	if (lone && atomic_load_explicit(&pool.nwatching, relaxed)) {
		note_lone();      /* the watcher will come by */
		return;
	}
	wake_searcher();
}

/* ---- looking at the deques ------------------------------------------ */

/* Work that a worker must not sleep through: a task in a client's deque
 * or a blocked worker's, or two in a running worker's (one there is its
 * owner's business, or the watcher's).  With lone, any task at all. */
static bool work_visible(bool lone)
{
	int n = atomic_load_explicit(&rt_nthreads, acquire);
	for (int i = 0; i < n; i++) {
		struct thread *v = rt_threads[i];
		int64_t size = deque_size(&v->dq);
		if (size > 1 || (size == 1 && (lone || !v->worker ||
		                               atomic_load_explicit(&v->blocked, seq_cst) ||
		                               atomic_load_explicit(&v->napping, seq_cst))))
			return true;
		/* A client's helping deque is like a running worker's. */
		size = v->worker ? 0 : deque_size(&v->hdq);
		if (size > 1 || (size == 1 && lone))
			return true;
	}
	return false;
}

/* Workers neither idle nor blocked (the caller, idle, is not one). */
static int busy_workers(void)
{
	return atomic_load_explicit(&pool.nstarted, seq_cst) -
	       atomic_load_explicit(&pool.nblocked, seq_cst) -
	       atomic_load_explicit(&pool.nidle, seq_cst);
}

/* ---- watching lone tasks ------------------------------------------------ */

/* The tops the watcher saw last, plus one (0: nothing there); only the
 * watcher of the moment writes them. */
static int64_t watch_top[RT_MAX_THREADS];

/* One look at the other workers' deques: true if a task sits where it
 * sat at the last look; *seen: if there is any. */
static bool watch_look(struct thread *self, bool *seen)
{
	int n = atomic_load_explicit(&rt_nthreads, acquire);
	bool stalled = false;
	for (int i = 0; i < n; i++) {
		struct thread *v = rt_threads[i];
		if (v == self)
			continue;
		struct deque *d = rt_steal_deque(v);
		int64_t top = atomic_load_explicit(&d->top, acquire);
		bool there = atomic_load_explicit(&d->bottom, acquire) > top;
		stalled |= there && watch_top[i] == top + 1;
		*seen |= there;
		watch_top[i] = there ? top + 1 : 0;
	}
	return stalled;
}

/* A sleeping worker's state. */
struct idler {
	uint64_t since;          /* asleep since */
	uint64_t period;         /* watcher: the time between looks; 0: not one */
	bool trimmed;            /* chores done */
	uint64_t sweep_at;       /* when to look at a due sweep again; 0: none */
	uint64_t sweep_mark;     /* rt_sweep_mark() then */
};

static void watch_begin(struct idler *s)
{
	int zero = 0;
	if (atomic_compare_exchange_strong_explicit(&pool.nwatching, &zero, 1,
	                                            seq_cst, relaxed))
		s->period = WATCH_NS;
}

static void watch_end(struct idler *s)
{
	if (s->period)
		atomic_store_explicit(&pool.nwatching, 0, seq_cst);
	s->period = 0;
}

/* The watcher looked; true if it should go and steal.  It resigns when
 * nobody is busy, and then, as before any sleep without a timeout, looks
 * for tasks once more after a heavy fence (see "Lone tasks"), and goes
 * to any it sees: its looks cover only the deques whose owners take
 * their tasks back, not a client's injection queue, so watching on would
 * never get to those (and the other sleepers count on the watcher). */
static bool watch(struct thread *t, struct idler *s)
{
	bool seen = false;
	if (watch_look(t, &seen))
		return true;
	if (atomic_load_explicit(&pool.lone_left, relaxed))
		atomic_store_explicit(&pool.lone_left, false, relaxed);
	s->period = s->period * 2 > WATCH_MAX_NS ? WATCH_MAX_NS : s->period * 2;
	if (busy_workers() > 0)
		return false;
	watch_end(s);
	rt_fence_heavy();
	return work_visible(true);
}

/* ---- sleeping ----------------------------------------------------------- */

/* The time until deadline end, if that is sooner than wait. */
static uint64_t sooner(uint64_t wait, uint64_t end, uint64_t now)
{
	uint64_t left = end > now ? end - now : 1;
	return !wait || left < wait ? left : wait;
}

static void sleep_once(struct thread *t, struct idler *s)
{
	uint64_t wait = s->period, now = rt_now_ns();
	if (!s->trimmed)
		wait = sooner(wait, s->since + TRIM_NS, now);
	if (s->sweep_at)
		wait = sooner(wait, s->sweep_at, now);
	if (wait)
		rt_park_timed(&t->parker, wait);
	else
		rt_park(&t->parker);
}

/* A due sweep runs once the depots have stood still for a while. */
static void sweep_step(struct idler *s, uint64_t now)
{
	if (!rt_sweep_due()) {
		s->sweep_at = 0;
		return;
	}
	uint64_t mark = rt_sweep_mark();
	if (!s->sweep_at || mark != s->sweep_mark) {
		s->sweep_mark = mark;
		s->sweep_at = now + SWEEP_QUIET_NS;
	} else if (now >= s->sweep_at) {
		rt_sweep();
		s->sweep_at = 0;
	}
}

/* Off the idle set, back to work as a searcher: work in view may be
 * more than this worker can take, and the last searcher to find work
 * wakes another (rt_stop_searching).  Back as a plain worker, it would
 * take the first task it found and nobody would look for the rest: a
 * spawner that saw a searcher left it to that searcher, which may be
 * this very worker, about to give up. */
static enum idle_verdict back_to_search(struct thread *t)
{
	t->searching = true;
	atomic_fetch_add_explicit(&pool.nsearching, 1, seq_cst);
	return IDLE_WORK;
}

/* After a wake-up that was not a call to work: watch, do the chores.
 * Returns a verdict, or -1 to sleep again. */
static int on_wakeup(struct thread *t, struct idler *s)
{
	if (s->period && watch(t, s) && idle_remove(t)) {
		watch_end(s);
		return back_to_search(t);
	}
	uint64_t now = rt_now_ns();
	if (!s->trimmed && now - s->since >= TRIM_NS) {
		s->trimmed = true;
		rt_cache_flush(&t->cache);
		deque_trim(&t->dq);     /* and what others could not free */
	}
	sweep_step(s, now);
	if (s->trimmed && !s->period && rt_surplus() && idle_remove(t))
		return rt_retire(t) ? IDLE_RETIRE : IDLE_WORK;
	return -1;
}

enum idle_verdict rt_go_idle(struct thread *t)
{
	bool was_searching = t->searching;
	t->searching = false;
	idle_add(t);
	if (was_searching)
		atomic_fetch_sub_explicit(&pool.nsearching, 1, seq_cst);
	rt_fence_heavy();
	bool stopping = atomic_load_explicit(&pool.stopping, relaxed);
	bool lone = stopping || !atomic_load_explicit(&pool.lone_left, relaxed);
	/* Work in view sends us back to look for it, unless there are
	 * searchers enough (search() would send us straight back here):
	 * they will find it, and the last of them to stop wakes a sleeper. */
	if (stopping && idle_remove(t))
		return work_visible(true) ? IDLE_WORK : IDLE_STOP;
	if (work_visible(lone) && !rt_searchers_enough() && idle_remove(t))
		return back_to_search(t);
	struct idler s = {.since = rt_now_ns()};
	sweep_step(&s, s.since);
	if (busy_workers() > 0 || work_visible(true))
		watch_begin(&s);
	for (;;) {
		sleep_once(t, &s);
		if (!idle_has(t)) {
			/* Taken off the idle set: woken as a searcher. */
			watch_end(&s);
			t->searching = true;
			return IDLE_WORK;
		}
		if (atomic_load_explicit(&pool.stopping, relaxed) && idle_remove(t)) {
			watch_end(&s);
			return work_visible(true) ? IDLE_WORK : IDLE_STOP;
		}
		int v = on_wakeup(t, &s);
		if (v >= 0)
			return v;
	}
}
