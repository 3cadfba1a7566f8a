/* rt.h - libasyncrt's internals, shared by the files of runtime/.
 *
 * The pieces, one file each:
 *   alloc.c   size-class allocator with per-thread free lists (objects,
 *             waiter nodes, coroutine frames)
 *   slab.c    the slabs under it, from the system and back
 *   sweep.c   giving the memory of a burst back: wholly free slabs
 *   deque.c   Chase-Lev work-stealing deque of tasks
 *   park.c    a one-token parking spot per thread (futex)
 *   thread.c  per-thread context: queue, free lists, counters
 *   sched.c   the worker pool: queues, stealing, the worker loop
 *   idle.c    workers without work: sleeping, waking, watching, chores
 *   block.c   blocking awaits in workers: compensation threads
 *   help.c    helping while waiting: running the awaited task, the
 *             group's members and their descendants in the waiter
 *   spawn.c   starting tasks: execute, spawn, group_spawn
 *   object.c  tokens, values, groups and their reference counts
 *   await.c   waiter lists, completion, blocking and continuation awaits
 *   leak.c    live-object counts and the ASYNCRT_CHECK_LEAKS exit check
 *   fatal.c   fatal errors: out of memory, misuse of the API
 *   mlir_abi.c, print.c  the MLIR names (asyncrt_mlir.h)
 *   calibrate.c  whether a parallel loop is worth fanning out: the
 *             dispatch cost measured once per process
 *   learn.c   loops that run again and again: the verdict from their
 *             own times, in place against fanned out
 *   site.c    source locations of task sites and awaits (asyncrt_site)
 *   stats.c   ASYNCRT_STATS: per-thread counters, a summary at exit
 *   trace.c   ASYNCRT_TRACE: per-thread event buffers, Chrome JSON
 *   deadlock.c  waits that nothing can end: the report, the SIGQUIT dump
 *
 * Nothing here is exported: the build uses -fvisibility=hidden and a
 * version script, so only the ASYNCRT_API functions leave the library. */
#ifndef ASYNCRT_RT_H
#define ASYNCRT_RT_H

#include "config.h"
#include "asyncrt.h"

#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define relaxed memory_order_relaxed
#define acquire memory_order_acquire
#define release memory_order_release
#define acq_rel memory_order_acq_rel
#define seq_cst memory_order_seq_cst

#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)

enum {
	CACHE_LINE = 64,
	RT_MAX_THREADS = 4096,  /* contexts: workers plus client threads */
	RT_MAX_DEPTH = 48,      /* nested inline continuation calls */
	RT_MAX_LINEAGE = 256,   /* lineage frames a thread publishes (help.c):
	                           deeper nesting is not seen by waiters */
};

struct thread;
struct obj;

/* ---- observing: stats.c, trace.c -------------------------------------
 *
 * The scheduler calls these through RT_OBS(...), which is one load and
 * a branch that is never taken while ASYNCRT_STATS and ASYNCRT_TRACE are
 * unset: every hook is an out-of-line call behind that flag. */
enum { OBS_STATS = 1, OBS_TRACE = 2 };
extern uint32_t rt_obs;
#define RT_OBS(call) \
	do { \
		if (unlikely(rt_obs)) \
			obs_##call; \
	} while (0)

void rt_obs_init(void);                     /* reads the environment */
void rt_obs_exit(void);                     /* stats summary, trace file */
struct obs_thread *obs_thread_get(struct thread *t);
/* Counting hooks (stats.c; trace.c records some of them too). */
void obs_task_run(struct thread *t);
void obs_spawn(struct thread *t);
void obs_steal(struct thread *t);
void obs_park(struct thread *t);
void obs_unpark(void);
void obs_await(struct thread *t, bool suspended);
void obs_compensate(void);
/* trace.c: a task about to be queued becomes a traced one: *fn and
 * *arg are replaced by a record that times it and names it by site (or
 * by the function's symbol when site is NULL).  resume: it is the
 * continuation of the task running now, suspended at an await. */
void obs_wrap(struct thread *t, asyncrt_fn **fn, void **arg,
              const struct asyncrt_site *site, bool resume);
/* trace.c: the running task completed o / found o complete. */
void obs_complete(struct obj *o);
void obs_depend(struct obj *o);
void obs_found_ready(struct obj *o);         /* is_ready said yes */
/* trace.c: continuation (fn, arg) was made ready by the running task. */
void obs_ready(struct thread *t, asyncrt_fn *fn, void *arg);
/* The site of an MLIR coroutine's task: its frame names it (trace.c). */
#define SITE_CORO ((const struct asyncrt_site *)1)
#define RT_TRACE_WRAP(t, fn, arg, site, resume) \
	do { \
		if (unlikely(rt_obs & OBS_TRACE)) \
			obs_wrap((t), &(fn), &(arg), (site), (resume)); \
	} while (0)

/* ---- test hooks ------------------------------------------------------
 *
 * Some paths are taken only when another thread acts in a window a few
 * instructions wide.  tests/runtime/test_races compiles the runtime's
 * sources into itself with ASYNCRT_TEST_HOOKS defined, and there
 * RT_TEST_HOOK calls the test's rt_test_hook, which plays the other
 * thread's part at that point.  libasyncrt is built without it: there
 * the hook is nothing at all. */
enum rt_hook {
	HOOK_GROUP_LINK,     /* group_add: m seen not done, before linking g */
	HOOK_GROUP_LINKED,   /* group_add: g linked in m, m's state not read */
	HOOK_WAKE_NOBODY,    /* wake_searcher: counted searching, found nobody
	                        idle, not yet uncounted (o is NULL) */
};
#ifdef ASYNCRT_TEST_HOOKS
extern void (*rt_test_hook)(enum rt_hook where, struct obj *o);
#define RT_TEST_HOOK(where, o) \
	do { \
		if (rt_test_hook) \
			rt_test_hook((where), (o)); \
	} while (0)
#else
#define RT_TEST_HOOK(where, o) ((void)0)
#endif

/* ---- fatal.c -------------------------------------------------------- */

/* Report a fatal condition (out of memory, too many threads, misuse of
 * the API) as "asyncrt: ..." on stderr and abort.  Misuse is checked in
 * every build, not by assert: the checks below cost a compare each on
 * values the code loads anyway. */
_Noreturn void rt_die(const char *fmt, ...)
	__attribute__((format(printf, 1, 2), cold));
struct obj;
/* o is not a live object of kind want (0: of any kind). */
_Noreturn void rt_bad_object(const struct obj *o, uint32_t want) __attribute__((cold));
/* n references dropped from o, which held had. */
_Noreturn void rt_bad_drop(const struct obj *o, int64_t n, int64_t had) __attribute__((cold));
_Noreturn void rt_bad_free(const void *p) __attribute__((cold));
struct asyncrt_group;
/* A member added to g beyond its size. */
_Noreturn void rt_group_full(const struct asyncrt_group *g) __attribute__((cold));

static inline void cpu_relax(void)
{
#if defined(__x86_64__) || defined(__i386__)
	__builtin_ia32_pause();
#elif defined(__aarch64__)
	__asm__ __volatile__("yield");
#endif
}

/* ---- alloc.c -------------------------------------------------------- */

/* Under AddressSanitizer every block comes from malloc, so that a
 * use-after-free of a runtime object is caught. */
#if defined(__SANITIZE_ADDRESS__)
#define RT_PLAIN_MALLOC 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define RT_PLAIN_MALLOC 1
#endif
#endif

enum {
	NCLASS = 44,
	MAX_SMALL = 32768,          /* largest class, header included */
	MAGIC_USED = 0x75736564,    /* "used" */
	MAGIC_FREE = 0x66726565,    /* "free" */
};

/* The 16 bytes before every block handed out. */
struct hdr {
	uint32_t magic;
	uint16_t cls;
	uint16_t unused;            /* trace.c: a completer's thread bits */
	uint32_t shift;             /* see rt_alloc_aligned and alloc_large */
	uint32_t pad;               /* site.c: an object's creation site */
};

/* A free block on a thread's list, seen from its user pointer. */
struct freeblk {
	struct freeblk *next;
};

enum { MAG_CAP = 64 };               /* blocks per magazine, at most */

/* An array of free blocks of one class, moving between threads. */
struct mag {
	struct mag *next;           /* in a depot, a reserve or a spare list */
	uint32_t n;
	void *blk[MAG_CAP];
};

struct slab;

struct bin {
	struct freeblk *head;       /* blocks this thread freed: LIFO, warm */
	uint32_t n;                 /* blocks in head */
	uint32_t limit;             /* spill a magazine at this many (0: unset) */
	struct mag *full;           /* magazine being drained, then a chain
	                               of full ones taken from the depot */
	struct mag *empty;          /* spare empty magazines */
	struct slab *slab;          /* the slab new blocks are carved from */
};
struct cache {
	struct bin bins[NCLASS];
};

void *rt_alloc_slow(size_t size);
void *rt_alloc_aligned(size_t size, size_t align);
void rt_free_slow(void *p);
void rt_cache_flush(struct cache *c);         /* give everything back */

/* The depots, for sweep.c: take every full magazine of a class (or
 * every empty one), and put a chain back. */
struct mag *rt_depot_take(int cls);
void rt_depot_put(int cls, struct mag *first, struct mag *last);
struct mag *rt_empties_take(void);
void rt_empties_put(struct mag *first, struct mag *last);

/* ---- slab.c --------------------------------------------------------- */

/* Blocks and magazines are carved from slabs of SLAB_SIZE bytes aligned
 * to their size; the header takes the first SLAB_HDR bytes. */
enum {
	SLAB_SIZE = 256 * 1024,
	SLAB_HDR = 64,
	SLAB_MAGS = 0xffff,         /* cls of a slab of magazines */
};

struct slab {
	uint32_t cls;               /* size class, or SLAB_MAGS */
	uint32_t nblocks;           /* carved so far: final once !carving */
	_Atomic bool carving;       /* a bin may carve more from it */
	bool sweep_free;            /* sweep.c: every block is in its hands */
	uint32_t sweep_n;           /* sweep.c: free blocks counted */
	struct slab *sweep_next;    /* sweep.c: the slabs it saw */
};

static inline struct slab *rt_slab_of(const void *p)
{
	return (struct slab *)((uintptr_t)p & ~(uintptr_t)(SLAB_SIZE - 1));
}

/* A slab for class cls, carving; its pages may be fresh from the system. */
struct slab *rt_slab_new(uint32_t cls);
/* Give a slab back to the system (its address range is kept for reuse). */
void rt_slab_free(struct slab *s);

/* ---- sweep.c -------------------------------------------------------- */

/* bytes of free blocks were put into the depots. */
void rt_sweep_note(size_t bytes);
/* Enough was freed since the last sweep that one is worth it... */
bool rt_sweep_due(void);
/* ...once this (bytes ever put into the depots) stops moving. */
uint64_t rt_sweep_mark(void);
/* Give the slabs whose blocks are all in the depots back to the system,
 * and the magazines emptied that way. */
void rt_sweep(void);

static inline struct hdr *rt_header(void *p)
{
	return (struct hdr *)((char *)p - sizeof(struct hdr));
}

/* Classes step by 16 bytes up to 256, then by quarters of a power of two
 * (n counts the header, and is at least 32). */
static inline int rt_size_class(size_t n)
{
	if (n <= 256)
		return (int)((n + 15) / 16) - 1;
	int p = 63 - __builtin_clzll((unsigned long long)(n - 1));
	return 16 + (p - 8) * 4 + (int)(((n - 1) >> (p - 2)) & 3);
}

/* A block of size bytes, 16-aligned, uninitialised. */
static inline void *rt_alloc(size_t size);
/* Free a block from rt_alloc or rt_alloc_aligned, from any thread. */
static inline void rt_free(void *p);

/* ---- deque.c -------------------------------------------------------- */

struct task {
	asyncrt_fn *fn;
	void *arg;
};

struct deque_buf;
struct deque {
	_Alignas(CACHE_LINE) _Atomic int64_t top;     /* thieves take here */
	_Alignas(CACHE_LINE) _Atomic int64_t bottom;  /* the owner works here */
	_Atomic(struct deque_buf *) buf;
	int64_t top_cache;            /* the owner's last look at top */
};

void deque_init(struct deque *d);
/* Owner only.  push returns how many tasks the deque now holds, or more
 * (thieves may have taken some since the owner last looked). */
int64_t deque_push(struct deque *d, struct task k);
bool deque_take(struct deque *d, struct task *k);
/* Any thread.  1: got one, 0: empty, -1: lost a race (try again). */
int deque_steal(struct deque *d, struct task *k);
/* Any thread, and only on a deque whose owner never takes: move up to
 * half of d (at most max) into the caller's own deque dst, and return one
 * of them in *k.  Returns how many were taken, or -1 on a lost race. */
int deque_steal_batch(struct deque *d, struct deque *dst, int max,
                      struct task *k);
/* deque_steal, only of a task at index min or above for which ok (when
 * not NULL) says yes; ok sees the slot and ctx, before the task is taken
 * (help.c). */
int deque_steal_above(struct deque *d, int64_t min,
                      bool (*ok)(struct task, void *), void *ctx,
                      struct task *k);
/* Owner only: the task a take would return, without taking it. */
bool deque_peek(struct deque *d, struct task *k);
/* Any thread (deadlock.c's dump): up to max of d's tasks, oldest first,
 * read where they lie without taking them; a busy deque's may be stale.
 * Returns how many d holds. */
int64_t deque_list(struct deque *d, struct task *k, int max);
/* Owner only: the index the next push will use. */
static inline int64_t deque_bottom(struct deque *d)
{
	return atomic_load_explicit(&d->bottom, relaxed);
}
/* Owner only: an empty deque's outgrown buffer goes (deque_reclaim). */
void deque_trim(struct deque *d);
/* Any thread: free the buffers swapped out of any deque that no thief
 * can still be reading. */
void deque_reclaim(void);
/* Steal passes announce the epoch they started in (see deque.c). */
extern _Atomic uint64_t rt_steal_epoch;
static inline int64_t deque_size(struct deque *d)
{
	int64_t n = atomic_load_explicit(&d->bottom, seq_cst) -
	            atomic_load_explicit(&d->top, seq_cst);
	return n > 0 ? n : 0;
}

/* ---- park.c --------------------------------------------------------- */

/* One wake-up token.  park() consumes it, sleeping until it is there;
 * unpark() provides it.  Spurious returns are allowed: callers re-check
 * their condition. */
struct parker {
	_Atomic int32_t state;
};
void rt_park(struct parker *p);
/* park() for at most ns nanoseconds; true if it consumed a token. */
bool rt_park_timed(struct parker *p, uint64_t ns);
void rt_unpark(struct parker *p);

/* ---- thread.c ------------------------------------------------------- */

/* A task this thread is running on behalf of an object (help.c): every
 * task pushed to its deque at index >= base since then descends from it.
 * A seqlock: gen is odd while the frame is not valid. */
struct lineage {
	_Atomic uint64_t gen;
	_Atomic(void *) obj;       /* the spawned token, or the group */
	_Atomic(void *) obj2;      /* the token's first group, if any */
	_Atomic int64_t base;
};

struct thread {
	struct deque dq;           /* tasks spawned by this thread */
	struct deque hdq;          /* client: tasks it spawns while it helps
	                              (help.c): it takes them back itself */
	_Alignas(CACHE_LINE) struct parker parker;
	int id;                    /* index in rt_threads[] */
	bool worker;               /* a pool thread (else a client thread) */
	bool searching;            /* counted in rt_pool.nsearching */
	_Atomic bool blocked;      /* worker: asleep in a blocking await */
	_Atomic uint64_t stealing; /* the steal epoch of its pass; 0: none */
	int depth;                 /* nested inline continuations */
	struct task next;          /* worker: the continuation to run when the
	                              current task returns (await.c) */
	uint64_t rng;              /* victim selection */
	int cand_id;               /* a worker whose lone task we saw... */
	int64_t cand_top;          /* ...at this top (sched.c, steal_from) */
	_Atomic bool in_use;       /* a live thread owns this context */
	_Atomic int64_t live[3];   /* objects created minus freed, by kind */
	int helping;               /* nested helps (help.c) */
	int claims;                /* spawned tasks it claimed: its deque may
	                              hold tombstones (help.c) */
	_Atomic bool napping;      /* worker: waiting for work running elsewhere */
	_Atomic bool in_help;      /* client: in an await, helping: it takes
	                              its hdq back (await.c, rt_starved) */
	_Atomic int nlineage;      /* frames in use, may exceed RT_MAX_LINEAGE */
	struct lineage lineage[RT_MAX_LINEAGE];
	struct obs_thread *obs;    /* stats.c, trace.c: NULL while both are off */
	/* deadlock.c: what this thread sleeps on in an await, and where. */
	struct obj *_Atomic wait_obj;
	const struct asyncrt_site *wait_site;
	_Atomic bool wait_asleep;  /* in rt_wait_park (not helping, say) */
	struct cache cache;
};

extern struct thread *rt_threads[RT_MAX_THREADS];
extern _Atomic int rt_nthreads;

extern __thread struct thread *rt_self
	__attribute__((tls_model("initial-exec")));

struct thread *rt_thread_new(bool worker);
struct thread *rt_thread_attach(void);
void rt_thread_release(struct thread *t);

/* The deque t pushes to and takes back from: a worker's own; a client's
 * helping deque while it runs a task in an await (help.c); NULL for a
 * client otherwise (its injection queue is only stolen from). */
static inline struct deque *rt_own_deque(struct thread *t)
{
	return t->worker ? &t->dq : t->helping ? &t->hdq : NULL;
}

/* The deque of v that thieves take single tasks from. */
static inline struct deque *rt_steal_deque(struct thread *v)
{
	return v->worker ? &v->dq : &v->hdq;
}

/* The calling thread's context, created on first use. */
static inline struct thread *rt_thread(void)
{
	struct thread *t = rt_self;
	return likely(t != NULL) ? t : rt_thread_attach();
}

/* ---- alloc.c fast paths ---------------------------------------------- */

#ifdef RT_PLAIN_MALLOC
static inline void *rt_alloc(size_t size)
{
	return rt_alloc_slow(size);
}

static inline void rt_free(void *p)
{
	rt_free_slow(p);
}
#else
static inline void *rt_alloc(size_t size)
{
	size_t n = size + sizeof(struct hdr);
	if (unlikely(n > MAX_SMALL))
		return rt_alloc_slow(size);
	struct bin *bin = &rt_thread()->cache.bins[rt_size_class(n < 32 ? 32 : n)];
	struct freeblk *f = bin->head;
	if (unlikely(!f))
		return rt_alloc_slow(size);
	bin->head = f->next;
	bin->n--;
	/* The next block was likely freed on another core: start fetching it
	 * now rather than on the next call. */
	__builtin_prefetch(bin->head, 1);
	struct hdr *h = rt_header(f);
	if (unlikely(h->magic != MAGIC_FREE))
		rt_die("heap corruption: block %p on a free list is not free "
		       "(written after it was freed?)", (void *)f);
	h->magic = MAGIC_USED;
	return f;
}

static inline void rt_free(void *p)
{
	struct hdr *h = rt_header(p);
	if (unlikely(h->magic != MAGIC_USED))
		rt_bad_free(p);
	if (unlikely(h->shift || h->cls >= NCLASS)) {
		rt_free_slow(p);           /* large or over-aligned */
		return;
	}
	struct bin *bin = &rt_thread()->cache.bins[h->cls];
	if (unlikely(bin->n + 1 >= bin->limit)) {
		rt_free_slow(p);           /* time to spill (or limit unset) */
		return;
	}
	h->magic = MAGIC_FREE;
	struct freeblk *f = p;
	f->next = bin->head;
	bin->head = f;
	bin->n++;
}
#endif

/* ---- sched.c, idle.c, block.c: the worker pool ---------------------- */

enum {
	RT_MAX_WORKERS = 1024,      /* pool threads, compensation included */
};

/* What a worker does next when it finds no task (idle.c). */
enum idle_verdict {
	IDLE_WORK,                  /* look for work again */
	IDLE_STOP,                  /* the pool is stopping: exit */
	IDLE_RETIRE,                /* a thread too many: exit (block.c) */
};

struct rt_pool {
	int nworkers;                          /* the configured pool size */
	bool asymmetric;                       /* membarrier works */
	_Atomic bool up;
	/* Read by every spawn; written when workers start or stop
	 * searching, sleeping or watching. */
	_Alignas(CACHE_LINE) _Atomic int nsearching;
	_Atomic int nidle;
	_Atomic int nwatching;                 /* 0 or 1 (idle.c) */
	_Atomic bool lone_left;                /* a lone task counts on it */
	_Alignas(CACHE_LINE) _Atomic uint64_t idle[RT_MAX_THREADS / 64];
	_Alignas(CACHE_LINE) _Atomic int nstarted;   /* pool threads */
	_Atomic int nblocked;                  /* of them, blocked in an await */
	_Atomic int nnapping;                  /* of them, napping in an await */
	_Atomic int nalive;                    /* neither exited nor blocked */
	_Atomic bool stopping, stopped;
	struct parker shutdown;
	pthread_mutex_t grow_lock;             /* starting and retiring threads */
};
extern struct rt_pool rt_pool;

uint64_t rt_now_ns(void);
void rt_init(void);              /* once per process; idempotent */
void rt_spawn(struct thread *t, asyncrt_fn *fn, void *arg);
/* Move the continuation in t's next slot, if any, to its deque. */
void rt_flush_next(struct thread *t);
/* One pass over every other deque; true if it stole a task into *k. */
bool rt_steal_pass(struct thread *t, struct task *k);
/* t stops counting as a searcher (it found work or goes to sleep). */
void rt_stop_searching(struct thread *t);
/* There are searchers enough: another worker need not look. */
bool rt_searchers_enough(void);
bool rt_start_worker(void);
/* The CPUs this process may run on (its affinity mask), at least 1. */
int rt_cpu_count(void);
void rt_alive_dec(void);
/* t has queued enough tasks to keep every worker busy. */
bool rt_saturated(struct thread *t);
void rt_sched_shutdown(void);
int rt_num_workers(void);
int rt_pool_size(void);          /* rt_num_workers without starting it */

/* idle.c */
void rt_fences_init(void);
/* The two sides of an asymmetric fence (see idle.c): the light one is a
 * compiler barrier where membarrier works, the heavy one makes every
 * running thread of the process execute a full fence. */
static inline void rt_fence_light(void)
{
	if (rt_pool.asymmetric)
		atomic_signal_fence(seq_cst);
	else
		atomic_thread_fence(seq_cst);
}
void rt_fence_heavy(void);
/* Called after t made a task visible; lone: it is the only one in t's
 * deque and t is a worker, which will take it back unless it is busy
 * for long (see "Lone tasks" in idle.c). */
void rt_notify(bool lone);
/* t found no work: sleep until there may be some. */
enum idle_verdict rt_go_idle(struct thread *t);
/* Wake every sleeping worker (shutdown). */
void rt_wake_all(void);
/* Have a sleeping worker look at its chores (see idle.c). */
void rt_poke_idle(void);

/* block.c */
/* A worker is about to sleep in a blocking await (see await.c). */
bool rt_block_begin(struct thread *t);
void rt_block_end(struct thread *t);
/* For a blocked worker that could not be replaced: run one task. */
bool rt_help(struct thread *t);
/* If the task most recently pushed by worker t, still unstarted, is
 * (fn, arg), take it and run it here.  True if it ran. */
bool rt_run_if_next(struct thread *t, asyncrt_fn *fn, void *arg);
/* Threads beyond the configured count exist (compensation)... */
bool rt_surplus(void);
/* ...and t, idle, may leave: true if it is counted out of the pool. */
bool rt_retire(struct thread *t);

/* ---- object.c, await.c ---------------------------------------------- */

/* The low bits of an object's state word; the rest points to the most
 * recently added waiter.  A complete object never has waiters. */
enum {
	ST_DONE = 1,
	ST_ERROR = 2,
	ST_MASK = 7,
};

enum obj_kind {
	OBJ_TOKEN = 0x6b6f7400 | ASYNCRT_TOKEN,
	OBJ_VALUE = 0x6b6f7400 | ASYNCRT_VALUE,
	OBJ_GROUP = 0x6b6f7400 | ASYNCRT_GROUP,
	OBJ_DEAD = 0x64656164,
};

struct asyncrt_group;
#define GROUP_TAKEN ((struct asyncrt_group *)1)

/* The first group a token or value joins is linked here rather than
 * through a waiter node (await.c, group_add): one CAS, no allocation. */
struct obj {
	_Atomic uintptr_t state;
	_Atomic int64_t refs;
	uint32_t kind;
	uint32_t aux;              /* values: offset of the storage */
	_Atomic(struct asyncrt_group *) group;
};

struct asyncrt_token {
	struct obj o;
};

/* A token made by asyncrt_spawn: completed when its task returns.  Its
 * task can run from the queue or, claimed, in a thread that awaits the
 * token (help.c); claimed says which.  The queue entry holds the task's
 * reference either way, so a claimed entry left in a queue is a
 * tombstone that only drops it.  o.aux says a token is one of these.
 *
 * Only the spawner (the thread context that spawned it, owner) claims
 * the task in place, and whoever runs the queue entry holds it alone:
 * so the spawner, running the entry, cannot race with a claim and marks
 * it with a plain store; any other thread running the entry races with
 * the spawner's claim and exchanges.  That keeps the atomic exchange
 * off fork-join's common path (the spawner pops its own child). */
struct spawned {
	struct asyncrt_token tok;
	asyncrt_fn *fn;
	void *arg;
	struct thread *owner;
	_Atomic int claimed;
};
enum { TOKEN_SPAWNED = 1 };
void spawned_run(void *spawned);
/* Claim s's task; true if it is the caller's to run (spawned_body). */
static inline bool spawned_claim(struct spawned *s)
{
	return !atomic_load_explicit(&s->claimed, relaxed) &&
	       !atomic_exchange_explicit(&s->claimed, 1, acq_rel);
}
void spawned_body(struct spawned *s);
/* A task of asyncrt_group_spawn (spawn.c). */
struct group_task {
	asyncrt_fn *fn;
	void *arg;
	struct asyncrt_group *g;
};
void group_task_run(void *group_task);

struct asyncrt_value {
	struct obj o;              /* the storage follows, at o.aux */
};

static inline void *value_storage(struct asyncrt_value *v)
{
	return (char *)v + v->o.aux;
}

/* Members are usually added by one thread and completed by others: the
 * adders' counter and the completers' each get a cache line, away from
 * the header every call reads. */
struct asyncrt_group {
	struct obj o;
	int64_t size;              /* INT64_MAX: growable (open until awaited) */
	/* Members added (their ranks, the high half) and members still to
	 * complete (the low half) in one word: a member that runs as it is
	 * added (asyncrt_group_spawn on a long queue) is counted with a
	 * single atomic add.  Hence at most GROUP_MAX_SIZE members. */
	_Alignas(CACHE_LINE) _Atomic uint64_t count;
	_Atomic int64_t nerrors;    /* members completed in error */
	_Atomic bool open;          /* growable and not awaited yet */
};
#define GROUP_GROWABLE INT64_MAX
#define GROUP_MAX_SIZE ((int64_t)UINT32_MAX)
#define GROUP_RANK_ONE ((uint64_t)1 << 32)     /* one more added */
#define GROUP_PENDING(c) ((int64_t)((c) & UINT32_MAX))
#define GROUP_RANK(c) ((int64_t)((c) >> 32))

static inline int64_t group_pending(struct asyncrt_group *g)
{
	return GROUP_PENDING(atomic_load_explicit(&g->count, relaxed));
}

static inline int obj_kind_index(const struct obj *o)
{
	return (int)(o->kind & 0xff);
}

/* Every API call checks its objects: one compare of a word on the line
 * the call reads anyway.  A freed object says OBJ_DEAD until its block
 * is reused, so most uses after the last reference are caught. */
#define obj_check(o, k) \
	do { \
		if (unlikely((o) == NULL || (o)->kind != (k))) \
			rt_bad_object((o), (k)); \
	} while (0)

asyncrt_token *token_new(void);
asyncrt_value *value_new(size_t size, size_t align);
asyncrt_group *group_new(int64_t size);
void obj_destroy(struct obj *o);
void obj_run_waiters(uintptr_t stack, bool error);
void obj_group_done(struct obj *o, bool error);

static inline bool obj_is_live(const struct obj *o)
{
	return o && o->kind - (uint32_t)OBJ_TOKEN <= ASYNCRT_GROUP;
}

static inline bool obj_is_done(struct obj *o)
{
	return atomic_load_explicit(&o->state, acquire) & ST_DONE;
}

/* Dropping the last references needs no atomic read-modify-write: if the
 * count equals what we drop, nobody else holds a reference, so nobody
 * can be changing it. */
static inline void obj_drop(struct obj *o, int64_t n)
{
	if (unlikely(!obj_is_live(o)))
		rt_bad_object(o, 0);
	if (unlikely(n <= 0)) {
		if (n == 0)
			return;
		rt_bad_drop(o, n, 0);
	}
	int64_t had = atomic_load_explicit(&o->refs, acquire);
	if (had != n)
		had = atomic_fetch_sub_explicit(&o->refs, n, acq_rel);
	if (unlikely(had <= n)) {
		if (had < n)
			rt_bad_drop(o, n, had);
		obj_destroy(o);
	}
}

/* Complete o: one exchange takes the waiter stack (see await.c). */
static inline void obj_complete(struct obj *o, bool error)
{
	uintptr_t done = ST_DONE | (error ? ST_ERROR : 0);
	/* Recorded before the state says done: whoever sees it done reads
	 * who completed it (trace.c's obs_depend). */
	RT_OBS(complete(o));
	uintptr_t s = atomic_exchange_explicit(&o->state, done, seq_cst);
	if (unlikely(s & ST_DONE))
		rt_die("%p completed twice (emplace or set_error called again)",
		       (void *)o);
	if (atomic_load_explicit(&o->group, seq_cst))
		obj_group_done(o, error);
	if (s)
		obj_run_waiters(s, error);
}
void obj_await(struct obj *o);
void obj_await_and_execute(struct obj *o, asyncrt_fn *fn, void *arg);
/* The same, from an await at site (for the deadlock report and dump). */
void obj_await_and_execute_at(struct obj *o, asyncrt_fn *fn, void *arg,
                              const struct asyncrt_site *site);
int64_t group_add(struct asyncrt_group *g, struct obj *member);
int64_t group_take_rank(struct asyncrt_group *g);
int64_t group_ran_member(struct asyncrt_group *g);
void group_close(struct asyncrt_group *g);
void group_member_done(struct asyncrt_group *g, bool error);

/* Only the owning thread writes its counters, so a plain store does. */
static inline void rt_count(struct thread *t, int kind, int64_t d)
{
	int64_t v = atomic_load_explicit(&t->live[kind], relaxed);
	atomic_store_explicit(&t->live[kind], v + d, relaxed);
}

static inline void obj_init(struct thread *t, struct obj *o,
                            enum obj_kind kind, int64_t refs, uintptr_t state)
{
	atomic_init(&o->state, state);
	atomic_init(&o->refs, refs);
	o->kind = kind;
	o->aux = 0;
	atomic_init(&o->group, NULL);
	rt_count(t, kind & 0xff, 1);
}

/* ---- help.c --------------------------------------------------------- */

/* Help until o is complete: run o's own queued work and its
 * descendants here.  True if o completed; false when there is nothing
 * left to help with for now (the caller spins, then sleeps). */
bool rt_help_wait(struct thread *t, struct obj *o);
/* One round of help for o; true if it ran a task. */
bool rt_help_once(struct thread *t, struct obj *o);
/* The same, with o's own work only: its task, or its group's members
 * queued here (no leapfrogging). */
bool rt_help_own(struct thread *t, struct obj *o);
/* Some thread is running a task of o's (a member, its task): waiting
 * for o is waiting for running work, not a block that needs a thread. */
bool rt_covered(struct obj *o);
/* Every unblocked worker naps and a task waits in some queue: nobody
 * will get to it (so a napper must block, and have a thread take its
 * place).  While any unblocked worker runs, searches or sleeps idle, it
 * will. */
bool rt_starved(void);
/* Publish and retract a lineage frame around running task k. */
bool rt_lineage_push(struct thread *t, struct task k);
void rt_lineage_pop(struct thread *t);
/* Drop claimed tasks' tombstones from the bottom of t's deque; only a
 * thread that claimed can have any (inline: fork-join's path tests it). */
void rt_pop_tombstones_slow(struct thread *t);
static inline void rt_pop_tombstones(struct thread *t)
{
	if (unlikely(t->claims))
		rt_pop_tombstones_slow(t);
}

/* ---- leak.c --------------------------------------------------------- */

void rt_leak_setup(void);
void rt_leak_check(int status);

/* ---- print.c -------------------------------------------------------- */

float rt_half_to_float(uint16_t h);
float rt_bfloat_to_float(uint16_t b);

/* site.c.  An object's creation site lives in its block header
 * (hdr.pad), which plain malloc (AddressSanitizer builds) has not. */
#ifdef RT_PLAIN_MALLOC
static inline void obj_site_clear(struct obj *o) { (void)o; }
#else
static inline void obj_site_clear(struct obj *o) { rt_header(o)->pad = 0; }
#endif
uint32_t site_id(const struct asyncrt_site *s);
const struct asyncrt_site *site_by_id(uint32_t id);
/* "file:line:col func" of a site, or the symbol of fn (dladdr) when
 * site is NULL, into buf. */
const char *site_name(const struct asyncrt_site *s, asyncrt_fn *fn,
                      char *buf, size_t len);
/* Where object o was created, if a *_create_at call said so. */
const struct asyncrt_site *site_created(struct obj *o);
/* The site a task function was first queued from by asyncrt_execute_at
 * (asyncc's tasks: one function per async.execute), or NULL. */
const struct asyncrt_site *site_of_fn(asyncrt_fn *fn);
/* The name of queued task k: its site (the trace's record, or
 * site_of_fn) or its function's symbol, through the runtime's own
 * wrappers (spawned, group_task). */
const char *task_name(struct task k, char *buf, size_t len);
/* trace.c: if (fn, arg) is a traced task, the task it wraps and its
 * site (NULL when it is named by its function). */
bool trace_unwrap(asyncrt_fn **fn, void **arg, const struct asyncrt_site **site);

/* learn.c: the verdict for a loop that calibrate.c's rule would fan out
 * (rule) or not, from the loop's own times where it runs again and
 * again; how many verdicts ran a loop in place on those times. */
bool rt_learned_fan_out(int64_t iterations, int64_t cost, int64_t leaves,
                        bool rule);
int64_t rt_learned_in_place(void);

/* deadlock.c: a blocking await sleeps through rt_wait_park, which
 * notices when every thread waits and nothing can run. */
extern uint64_t rt_deadlock_grace_ns;       /* 0: no detection */
void rt_deadlock_init(void);
void rt_wait_park(struct thread *t);
static inline struct obj *rt_wait_begin(struct thread *t, struct obj *o)
{
	struct obj *prev = atomic_load_explicit(&t->wait_obj, relaxed);
	atomic_store_explicit(&t->wait_obj, o, release);
	return prev;
}
static inline void rt_wait_end(struct thread *t, struct obj *prev)
{
	atomic_store_explicit(&t->wait_obj, prev, release);
}
/* deadlock.c: continuation (fn, arg), suspended on o at site until o
 * completes, listed by the report and the dump: a slot in t's own list
 * (plain stores), emptied by whoever resumes it. */
struct suspended;
struct suspended *rt_suspended_add(struct thread *t, struct obj *o,
                                   const struct asyncrt_site *site,
                                   asyncrt_fn *fn, void *arg);
void rt_suspended_remove(struct suspended *s);

#endif
