/* rt.h - libasyncrt's internals, shared by the files of runtime/.
 *
 * The pieces, one file each:
 *   alloc.c   size-class allocator with per-thread free lists (objects,
 *             waiter nodes, coroutine frames)
 *   deque.c   Chase-Lev work-stealing deque of tasks
 *   park.c    a one-token parking spot per thread (futex)
 *   thread.c  per-thread context: queue, free lists, counters
 *   sched.c   the worker pool: queues, stealing, sleep, compensation
 *   spawn.c   starting tasks: execute, spawn, group_spawn
 *   object.c  tokens, values, groups and their reference counts
 *   await.c   waiter lists, completion, blocking and continuation awaits
 *   leak.c    live-object counts and the ASYNCRT_CHECK_LEAKS exit check
 *   mlir_abi.c, print.c  the MLIR names (asyncrt_mlir.h)
 *
 * Nothing here is exported: the build uses -fvisibility=hidden and a
 * version script, so only the ASYNCRT_API functions leave the library. */
#ifndef ASYNCRT_RT_H
#define ASYNCRT_RT_H

#include "config.h"
#include "asyncrt.h"

#include <assert.h>
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
};

/* Report a fatal condition (out of memory, too many threads) and abort. */
_Noreturn void rt_die(const char *fmt, ...);

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
	uint16_t unused;
	uint32_t shift;             /* see rt_alloc_aligned and alloc_large */
	uint32_t pad;
};

/* A free block on a thread's list, seen from its user pointer. */
struct freeblk {
	struct freeblk *next;
};

struct mag;                         /* alloc.c: an array of free blocks */

struct bin {
	struct freeblk *head;       /* blocks this thread freed: LIFO, warm */
	uint32_t n;                 /* blocks in head */
	uint32_t limit;             /* spill a magazine at this many (0: unset) */
	struct mag *full;           /* magazine being drained, then a chain
	                               of full ones taken from the depot */
	struct mag *empty;          /* spare empty magazines */
};
struct cache {
	struct bin bins[NCLASS];
};

void *rt_alloc_slow(size_t size);
void *rt_alloc_aligned(size_t size, size_t align);
void rt_free_slow(void *p);
void rt_cache_flush(struct cache *c);         /* give everything back */

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
	struct deque_buf *retired;    /* outgrown buffers thieves may still read */
	int64_t top_cache;            /* the owner's last look at top */
};

void deque_init(struct deque *d);
/* Owner only. */
void deque_push(struct deque *d, struct task k);
bool deque_take(struct deque *d, struct task *k);
/* Any thread.  1: got one, 0: empty, -1: lost a race (try again). */
int deque_steal(struct deque *d, struct task *k);
/* Any thread, and only on a deque whose owner never takes: move up to
 * half of d (at most max) into the caller's own deque dst, and return one
 * of them in *k.  Returns how many were taken, or -1 on a lost race. */
int deque_steal_batch(struct deque *d, struct deque *dst, int max,
                      struct task *k);
/* Owner only: the task a take would return, without taking it. */
bool deque_peek(struct deque *d, struct task *k);
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
void rt_unpark(struct parker *p);

/* ---- thread.c ------------------------------------------------------- */

struct thread {
	struct deque dq;           /* tasks spawned by this thread */
	_Alignas(CACHE_LINE) struct parker parker;
	int id;                    /* index in rt_threads[] */
	bool worker;               /* a pool thread (else a client thread) */
	bool searching;            /* counted in sched's nsearching */
	int depth;                 /* nested inline continuations */
	struct task next;          /* worker: the continuation to run when the
	                              current task returns (await.c) */
	uint64_t rng;              /* victim selection */
	int cand_id;               /* a worker whose lone task we saw... */
	int64_t cand_top;          /* ...at this top (sched.c, steal_from) */
	_Atomic bool in_use;       /* a live thread owns this context */
	_Atomic int64_t live[3];   /* objects created minus freed, by kind */
	struct cache cache;
};

extern struct thread *rt_threads[RT_MAX_THREADS];
extern _Atomic int rt_nthreads;

extern __thread struct thread *rt_self
	__attribute__((tls_model("initial-exec")));

struct thread *rt_thread_new(bool worker);
struct thread *rt_thread_attach(void);
void rt_thread_release(struct thread *t);

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
	assert(h->magic == MAGIC_FREE);
	h->magic = MAGIC_USED;
	return f;
}

static inline void rt_free(void *p)
{
	struct hdr *h = rt_header(p);
	assert(h->magic == MAGIC_USED && "asyncrt: bad or double free");
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

/* ---- sched.c -------------------------------------------------------- */

void rt_init(void);              /* once per process; idempotent */
void rt_spawn(struct thread *t, asyncrt_fn *fn, void *arg);
/* Move the continuation in t's next slot, if any, to its deque. */
void rt_flush_next(struct thread *t);
/* A worker is about to sleep in a blocking await (see await.c). */
bool rt_block_begin(struct thread *t);
void rt_block_end(struct thread *t);
/* For a blocked worker that could not be replaced: run one task. */
bool rt_help(struct thread *t);
/* If the task most recently pushed by worker t, still unstarted, is
 * (fn, arg), take it and run it here.  True if it ran. */
bool rt_run_if_next(struct thread *t, asyncrt_fn *fn, void *arg);
/* t has queued enough tasks to keep every worker busy. */
bool rt_saturated(struct thread *t);
void rt_sched_shutdown(void);
int rt_num_workers(void);

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

/* A token made by asyncrt_spawn: completed when its task returns. */
struct spawned {
	struct asyncrt_token tok;
	asyncrt_fn *fn;
	void *arg;
};
void spawned_run(void *spawned);

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
	int64_t size;
	_Alignas(CACHE_LINE) _Atomic int64_t rank;      /* members added */
	_Alignas(CACHE_LINE) _Atomic int64_t pending;   /* still to complete */
	_Atomic int64_t nerrors;    /* members completed in error */
};

static inline int obj_kind_index(const struct obj *o)
{
	return (int)(o->kind & 0xff);
}

#define obj_check(o, k) assert((o) != NULL && (o)->kind == (k))

asyncrt_token *token_new(void);
asyncrt_value *value_new(size_t size, size_t align);
asyncrt_group *group_new(int64_t size);
void obj_destroy(struct obj *o);
void obj_run_waiters(uintptr_t stack, bool error);
void obj_group_done(struct obj *o, bool error);

static inline bool obj_is_live(const struct obj *o)
{
	return o && (o->kind == OBJ_TOKEN || o->kind == OBJ_VALUE ||
	             o->kind == OBJ_GROUP);
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
	assert(obj_is_live(o) && "asyncrt: not a live object");
	assert(n >= 0 && "asyncrt: negative reference count");
	if (n == 0)
		return;
	int64_t had = atomic_load_explicit(&o->refs, acquire);
	if (had != n)
		had = atomic_fetch_sub_explicit(&o->refs, n, acq_rel);
	assert(had >= n && "asyncrt: reference count dropped below zero");
	if (had == n)
		obj_destroy(o);
}

/* Complete o: one exchange takes the waiter stack (see await.c). */
static inline void obj_complete(struct obj *o, bool error)
{
	uintptr_t done = ST_DONE | (error ? ST_ERROR : 0);
	uintptr_t s = atomic_exchange_explicit(&o->state, done, seq_cst);
	assert(!(s & ST_DONE) && "asyncrt: object completed twice");
	if (atomic_load_explicit(&o->group, seq_cst))
		obj_group_done(o, error);
	if (s)
		obj_run_waiters(s, error);
}
void obj_await(struct obj *o);
void obj_await_and_execute(struct obj *o, asyncrt_fn *fn, void *arg);
int64_t group_add(struct asyncrt_group *g, struct obj *member);
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

/* ---- leak.c --------------------------------------------------------- */

void rt_leak_setup(void);
void rt_leak_check(int status);

/* ---- print.c -------------------------------------------------------- */

float rt_half_to_float(uint16_t h);
float rt_bfloat_to_float(uint16_t b);

#endif
