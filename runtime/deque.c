/* deque.c - the Chase-Lev work-stealing deque.
 *
 * Each thread pushes the tasks it spawns at the bottom of its own deque
 * and takes them back from there (LIFO: the newest task is the one whose
 * data is still in cache); other threads steal from the top (FIFO: the
 * oldest task, usually the biggest piece of work).  Push and take touch
 * no shared cache line unless the deque is nearly empty.
 *
 * The memory orders follow Le, Pop, Cohen and Zappa Nardelli, "Correct
 * and Efficient Work-Stealing for Weak Memory Models" (PPoPP 2013), with
 * the seq_cst fences folded into seq_cst accesses so that ThreadSanitizer,
 * which does not model fences, sees the same synchronisation.
 *
 * A slot is two words.  A thief may read a slot that the owner is
 * overwriting (after a wrap-around) and get a torn task, but then its CAS
 * on top fails and the task is discarded; both words are atomics so this
 * is not a data race.
 *
 * Buffers.  A deque grows by doubling; the owner gives a grown buffer up
 * for a small one when it finds its deque empty at a quiet moment
 * (deque_trim: an idle worker, a client thread back from a blocking
 * await or every TRIM_EVERY pushes), so a burst of spawns does not keep
 * its queue for the life of the process.  A buffer swapped out may still
 * be read by a thief that loaded the old pointer, so it is retired, not
 * freed, and freed once no steal pass that could have seen it is still
 * running: passes announce the steal epoch they started in
 * (rt_steal_pass), retiring a buffer moves the epoch on, and after a
 * heavy fence (which makes every announcement made before it visible,
 * so the thieves only need a compiler barrier) a buffer retired in an
 * epoch older than every running pass's is free to go.  The retired
 * buffers of all deques are on one list, under a mutex (retiring and
 * freeing are rare), so that an idle worker's chores free what an owner
 * busy elsewhere could not (deque_reclaim). */
#define _DEFAULT_SOURCE
#include "rt.h"

#include <stdlib.h>
#include <sys/mman.h>

enum {
	DEQUE_INITIAL = 256,
	STEAL_MAX = 256,
	TRIM_EVERY = 4096,
	MAP_MIN = 64 * 1024,        /* buffers this big are mapped (buf_new) */
};

_Atomic uint64_t rt_steal_epoch = 1;

static pthread_mutex_t retired_lock = PTHREAD_MUTEX_INITIALIZER;
static _Atomic(struct deque_buf *) retired;

struct slot {
	_Atomic(asyncrt_fn *) fn;
	_Atomic(void *) arg;
};

struct deque_buf {
	int64_t mask;              /* capacity - 1 */
	struct deque_buf *prev;    /* retired chain */
	uint64_t epoch;            /* retired during this steal epoch */
	struct slot s[];
};

static size_t buf_bytes(int64_t cap)
{
	return sizeof(struct deque_buf) + (size_t)cap * sizeof(struct slot);
}

/* Big buffers are mapped, not malloc'ed: once glibc has seen a big block
 * freed it serves the next from its heap, and keeps it when freed. */
static struct deque_buf *buf_new(int64_t cap)
{
	size_t n = buf_bytes(cap);
	struct deque_buf *b = n < MAP_MIN ? malloc(n) :
		mmap(NULL, n, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (!b || b == MAP_FAILED)
		rt_die("out of memory (task queue of %lld)", (long long)cap);
	b->mask = cap - 1;
	b->prev = NULL;
	return b;
}

static void buf_free(struct deque_buf *b)
{
	size_t n = buf_bytes(b->mask + 1);
	if (n < MAP_MIN)
		free(b);
	else
		munmap(b, n);
}

static void slot_put(struct deque_buf *b, int64_t i, struct task k)
{
	struct slot *s = &b->s[i & b->mask];
	atomic_store_explicit(&s->fn, k.fn, relaxed);
	atomic_store_explicit(&s->arg, k.arg, relaxed);
}

static struct task slot_get(struct deque_buf *b, int64_t i)
{
	struct slot *s = &b->s[i & b->mask];
	return (struct task){atomic_load_explicit(&s->fn, relaxed),
	                     atomic_load_explicit(&s->arg, relaxed)};
}

void deque_init(struct deque *d)
{
	atomic_init(&d->top, 0);
	atomic_init(&d->bottom, 0);
	atomic_init(&d->buf, buf_new(DEQUE_INITIAL));
	d->top_cache = 0;
}

/* Swap old for a buffer of cap slots holding the tasks t..b-1. */
static struct deque_buf *resize(struct deque *d, struct deque_buf *old,
                                int64_t cap, int64_t t, int64_t b)
{
	struct deque_buf *nb = buf_new(cap);
	for (int64_t i = t; i < b; i++)
		slot_put(nb, i, slot_get(old, i));
	atomic_store_explicit(&d->buf, nb, release);
	old->epoch = atomic_fetch_add_explicit(&rt_steal_epoch, 1, seq_cst);
	pthread_mutex_lock(&retired_lock);
	old->prev = atomic_load_explicit(&retired, relaxed);
	atomic_store_explicit(&retired, old, relaxed);
	pthread_mutex_unlock(&retired_lock);
	return nb;
}

void deque_reclaim(void)
{
	if (!atomic_load_explicit(&retired, relaxed))
		return;
	pthread_mutex_lock(&retired_lock);
	rt_fence_heavy();
	uint64_t oldest = UINT64_MAX;
	int n = atomic_load_explicit(&rt_nthreads, acquire);
	for (int i = 0; i < n; i++) {
		uint64_t e = atomic_load_explicit(&rt_threads[i]->stealing, acquire);
		if (e && e < oldest)
			oldest = e;
	}
	struct deque_buf *keep = NULL, *b = atomic_load_explicit(&retired, relaxed);
	while (b) {
		struct deque_buf *prev = b->prev;
		if (b->epoch < oldest) {
			buf_free(b);
		} else {
			b->prev = keep;
			keep = b;
		}
		b = prev;
	}
	atomic_store_explicit(&retired, keep, relaxed);
	pthread_mutex_unlock(&retired_lock);
}

void deque_trim(struct deque *d)
{
	struct deque_buf *buf = atomic_load_explicit(&d->buf, relaxed);
	int64_t b = atomic_load_explicit(&d->bottom, relaxed);
	if (buf->mask + 1 > DEQUE_INITIAL &&
	    atomic_load_explicit(&d->top, seq_cst) == b)
		resize(d, buf, DEQUE_INITIAL, b, b);
	deque_reclaim();
}

/* top only grows, so an old value of it is a safe bound on the room left:
 * the owner reads the real one (a cache miss once thieves are active)
 * only when the old one says the buffer is full. */
int64_t deque_push(struct deque *d, struct task k)
{
	int64_t b = atomic_load_explicit(&d->bottom, relaxed);
	struct deque_buf *buf = atomic_load_explicit(&d->buf, relaxed);
	if (unlikely(b - d->top_cache > buf->mask)) {
		d->top_cache = atomic_load_explicit(&d->top, acquire);
		if (b - d->top_cache > buf->mask)
			buf = resize(d, buf, 2 * (buf->mask + 1), d->top_cache, b);
	} else if (unlikely(!(b & (TRIM_EVERY - 1)) && buf->mask >= DEQUE_INITIAL) &&
	           atomic_load_explicit(&d->top, seq_cst) == b) {
		deque_trim(d);      /* a long-lived client's queue after a burst */
		buf = atomic_load_explicit(&d->buf, relaxed);
	}
	slot_put(buf, b, k);
	atomic_store_explicit(&d->bottom, b + 1, release);
	return b + 1 - d->top_cache;
}

bool deque_take(struct deque *d, struct task *k)
{
	int64_t b = atomic_load_explicit(&d->bottom, relaxed) - 1;
	struct deque_buf *buf = atomic_load_explicit(&d->buf, relaxed);
	/* Fast exit without the fence when the deque is plainly empty: only
	 * the owner moves bottom, and top never passes it.  Each way out
	 * that learns top keeps it in top_cache, so that the next push
	 * knows whether it leaves a lone task (see rt_notify). */
	int64_t t = atomic_load_explicit(&d->top, relaxed);
	if (b < t) {
		d->top_cache = t;
		return false;
	}
	if (b == t) {
		/* One task, as far as we know: take it the way a thief would,
		 * by moving top past it, and leave bottom alone.  Whoever moves
		 * top has it; if our view of top was old, the CAS fails and a
		 * thief had it.  One locked instruction instead of two (the
		 * store to bottom and the CAS), in the round trip of a spawn
		 * and an await. */
		*k = slot_get(buf, b);
		bool won = atomic_compare_exchange_strong_explicit(
			&d->top, &t, t + 1, seq_cst, relaxed);
		d->top_cache = won ? t + 1 : t;
		return won;
	}
	atomic_store_explicit(&d->bottom, b, seq_cst);
	t = atomic_load_explicit(&d->top, seq_cst);
	if (t > b) {
		atomic_store_explicit(&d->bottom, b + 1, relaxed);
		d->top_cache = t;
		return false;
	}
	*k = slot_get(buf, b);
	if (t == b) {
		/* The last task: race the thieves for it.  Either way top is
		 * t + 1 after. */
		bool won = atomic_compare_exchange_strong_explicit(
			&d->top, &t, t + 1, seq_cst, relaxed);
		atomic_store_explicit(&d->bottom, b + 1, relaxed);
		d->top_cache = b + 1;
		return won;
	}
	return true;
}

bool deque_peek(struct deque *d, struct task *k)
{
	int64_t b = atomic_load_explicit(&d->bottom, relaxed);
	if (b <= atomic_load_explicit(&d->top, relaxed))
		return false;
	*k = slot_get(atomic_load_explicit(&d->buf, relaxed), b - 1);
	return true;
}

int64_t deque_list(struct deque *d, struct task *k, int max)
{
	int64_t t = atomic_load_explicit(&d->top, acquire);
	int64_t b = atomic_load_explicit(&d->bottom, acquire);
	if (b <= t)
		return 0;
	struct deque_buf *buf = atomic_load_explicit(&d->buf, acquire);
	for (int64_t i = 0; i < b - t && i < max; i++)
		k[i] = slot_get(buf, t + i);
	return b - t;
}

int deque_steal(struct deque *d, struct task *k)
{
	return deque_steal_above(d, INT64_MIN, NULL, NULL, k);
}

int deque_steal_above(struct deque *d, int64_t min,
                      bool (*ok)(struct task, void *), void *ctx,
                      struct task *k)
{
	int64_t t = atomic_load_explicit(&d->top, seq_cst);
	int64_t b = atomic_load_explicit(&d->bottom, seq_cst);
	if (t >= b || t < min)
		return 0;
	struct deque_buf *buf = atomic_load_explicit(&d->buf, acquire);
	*k = slot_get(buf, t);
	if (ok && !ok(*k, ctx))
		return 0;
	if (!atomic_compare_exchange_strong_explicit(&d->top, &t, t + 1,
	                                             seq_cst, relaxed))
		return -1;
	return 1;
}

/* Safe only because d's owner never takes: then nothing but thieves
 * moves top, and the owner overwrites a slot only once top has passed
 * it, so the n slots read before a successful CAS were all valid. */
int deque_steal_batch(struct deque *d, struct deque *dst, int max,
                      struct task *k)
{
	int64_t t = atomic_load_explicit(&d->top, seq_cst);
	int64_t b = atomic_load_explicit(&d->bottom, seq_cst);
	int64_t n = (b - t + 1) / 2;
	if (n <= 0)
		return 0;
	if (n > max)
		n = max;
	if (n > STEAL_MAX)
		n = STEAL_MAX;
	struct deque_buf *buf = atomic_load_explicit(&d->buf, acquire);
	struct task got[STEAL_MAX];
	for (int64_t i = 0; i < n; i++)
		got[i] = slot_get(buf, t + i);
	if (!atomic_compare_exchange_strong_explicit(&d->top, &t, t + n,
	                                             seq_cst, relaxed))
		return -1;
	/* dst's owner takes from the bottom: pushing the newest first keeps
	 * the stolen tasks in their original order. */
	for (int64_t i = n - 1; i >= 1; i--)
		deque_push(dst, got[i]);
	*k = got[0];
	return (int)n;
}
