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
 * is not a data race.  Outgrown buffers are kept, not freed, because a
 * slow thief may still be reading them. */
#include "rt.h"

#include <stdlib.h>

enum { DEQUE_INITIAL = 256, STEAL_MAX = 256 };

struct slot {
	_Atomic(asyncrt_fn *) fn;
	_Atomic(void *) arg;
};

struct deque_buf {
	int64_t mask;              /* capacity - 1 */
	struct deque_buf *prev;    /* retired chain */
	struct slot s[];
};

static struct deque_buf *buf_new(int64_t cap)
{
	struct deque_buf *b = malloc(sizeof *b + (size_t)cap * sizeof(struct slot));
	if (!b)
		rt_die("out of memory (task queue of %lld)", (long long)cap);
	b->mask = cap - 1;
	b->prev = NULL;
	return b;
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
	d->retired = NULL;
	d->top_cache = 0;
}

static struct deque_buf *grow(struct deque *d, struct deque_buf *old,
                              int64_t t, int64_t b)
{
	struct deque_buf *nb = buf_new(2 * (old->mask + 1));
	for (int64_t i = t; i < b; i++)
		slot_put(nb, i, slot_get(old, i));
	old->prev = d->retired;
	d->retired = old;
	atomic_store_explicit(&d->buf, nb, release);
	return nb;
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
			buf = grow(d, buf, d->top_cache, b);
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

int deque_steal(struct deque *d, struct task *k)
{
	int64_t t = atomic_load_explicit(&d->top, seq_cst);
	int64_t b = atomic_load_explicit(&d->bottom, seq_cst);
	if (t >= b)
		return 0;
	struct deque_buf *buf = atomic_load_explicit(&d->buf, acquire);
	*k = slot_get(buf, t);
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
