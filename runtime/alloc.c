/* alloc.c - small blocks from per-thread free lists.
 *
 * Tokens, values, groups, waiter nodes and coroutine frames are created
 * and freed millions of times a second, often on different threads (a
 * client thread creates a token, a worker frees it).  malloc would be the
 * biggest cost of a task, so blocks come from size classes, in the manner
 * of Bonwick's magazines:
 *
 *   - a thread frees onto its own list per class (struct bin) and
 *     allocates from it first: no atomics, and the block is still warm;
 *   - a list grown past its limit puts its older half into a magazine, an
 *     array of block pointers, and pushes that onto the class's depot (a
 *     lock-free stack); a thread whose list is empty takes a full
 *     magazine from there.  That is how memory flows back from the
 *     threads that free to the threads that allocate;
 *   - blocks from a magazine come from another core's cache.  Being an
 *     array, a magazine lets the allocator prefetch several blocks ahead,
 *     so that the transfer overlaps the caller's work (a linked list
 *     would allow one block of look-ahead only);
 *   - only when the depot is empty are new blocks carved, a magazine's
 *     worth at a time, from the thread's current slab of the class
 *     (slab.c); the steady state allocates nothing.  After a burst, the
 *     slabs whose blocks are all back in the depots go back to the
 *     system (sweep.c), and so do the magazines that held them: a
 *     long-running program's footprint follows what it holds, not the
 *     most it ever held.  Magazines are carved from slabs of their own.
 *
 * Every block has a 16-byte header just before the pointer handed out,
 * holding its class, so rt_free needs no size.  Blocks over 32 KiB go to
 * malloc with the same header.  Under AddressSanitizer everything goes to
 * malloc, so that use-after-free of runtime objects is caught. */
#include "rt.h"

#include <stdlib.h>
#include <string.h>

enum {
	HDR = sizeof(struct hdr),
	CLS_LARGE = 0xffff,
	PREFETCH = 8,               /* magazine blocks fetched ahead */
};

_Static_assert(sizeof(struct hdr) == 16, "header is 16 bytes");
_Static_assert(MAX_SMALL * 4 <= SLAB_SIZE - SLAB_HDR, "slabs hold 4 blocks");

/* Full magazines by class, and empty ones for any class. */
static struct {
	_Alignas(CACHE_LINE) _Atomic(struct mag *) head;
} depot[NCLASS], empties;

#define header rt_header

static size_t class_size(int cls)
{
	if (cls < 16)
		return (size_t)(cls + 1) * 16;
	int p = 8 + (cls - 16) / 4;
	return (size_t)(5 + (cls - 16) % 4) << (p - 2);
}


/* Blocks per magazine: about 16 KiB worth. */
static uint32_t mag_len(int cls)
{
	size_t n = 16384 / class_size(cls);
	return n < 4 ? 4 : n > MAG_CAP ? MAG_CAP : (uint32_t)n;
}

static void *xmalloc_aligned(size_t align, size_t size)
{
	void *p = aligned_alloc(align, (size + align - 1) & ~(align - 1));
	if (!p)
		rt_die("out of memory (%zu bytes)", size);
	return p;
}

/* ---- lock-free stacks of magazines --------------------------------------
 * Push is the usual CAS loop.  Pop takes the whole stack with one
 * exchange: there is no ABA problem, since nothing is read from a node
 * that another thread may be recycling.  The popping thread keeps what
 * it does not need yet. */

static void stack_push(_Atomic(struct mag *) *top, struct mag *m)
{
	struct mag *old = atomic_load_explicit(top, relaxed);
	do
		m->next = old;
	while (!atomic_compare_exchange_weak_explicit(top, &old, m, release,
	                                              relaxed));
}

/* Push the chain first..last (linked through next). */
static void stack_push_chain(_Atomic(struct mag *) *top, struct mag *first,
                             struct mag *last)
{
	struct mag *old = atomic_load_explicit(top, relaxed);
	do
		last->next = old;
	while (!atomic_compare_exchange_weak_explicit(top, &old, first, release,
	                                              relaxed));
}

static struct mag *stack_take_all(_Atomic(struct mag *) *top)
{
	if (!atomic_load_explicit(top, relaxed))
		return NULL;
	return atomic_exchange_explicit(top, NULL, acquire);
}

/* A new slab of magazines, as a chain. */
static struct mag *mags_carve(void)
{
	struct slab *s = rt_slab_new(SLAB_MAGS);
	uint32_t n = (SLAB_SIZE - SLAB_HDR) / sizeof(struct mag);
	struct mag *m = (struct mag *)((char *)s + SLAB_HDR);
	for (uint32_t i = 0; i + 1 < n; i++)
		m[i].next = &m[i + 1];
	m[n - 1].next = NULL;
	s->nblocks = n;
	atomic_store_explicit(&s->carving, false, release);
	return m;
}

/* A spare empty magazine: the thread's own, or all the shared ones at
 * once (a worker gives back what it did not use when it flushes its
 * cache at idle, where the sweep can see them), or a new slab of them. */
static struct mag *empty_mag(struct bin *bin)
{
	struct mag *m = bin->empty;
	if (!m)
		m = stack_take_all(&empties.head);
	if (!m)
		m = mags_carve();
	bin->empty = m->next;
	m->n = 0;
	return m;
}

/* ---- refilling and spilling a thread's bin --------------------------------- */

/* A magazine's worth of new blocks from the bin's slab, straight onto
 * the list.  A slab carved to its end is let go (the sweep may give it
 * back once its blocks are all free). */
static void carve_slab(struct bin *bin, int cls)
{
	size_t sz = class_size(cls);
	uint32_t cap = (uint32_t)((SLAB_SIZE - SLAB_HDR) / sz);
	struct slab *s = bin->slab;
	if (!s)
		s = bin->slab = rt_slab_new((uint32_t)cls);
	uint32_t len = mag_len(cls);
	if (len > cap - s->nblocks)
		len = cap - s->nblocks;
	char *p = (char *)s + SLAB_HDR + (size_t)s->nblocks * sz;
	for (size_t i = 0; i < len; i++) {
		struct hdr *h = (struct hdr *)(p + i * sz);
		h->magic = MAGIC_FREE;
		h->cls = (uint16_t)cls;
		h->shift = 0;
		h->pad = 0;             /* site.c: no creation site */
		struct freeblk *f = (struct freeblk *)((char *)h + HDR);
		f->next = bin->head;
		bin->head = f;
	}
	bin->n += len;
	s->nblocks += len;
	if (s->nblocks == cap) {
		atomic_store_explicit(&s->carving, false, release);
		bin->slab = NULL;
	}
}

/* A block from the magazine being drained, or from a full one taken from
 * the depot; NULL if there is none. */
static void *from_magazine(struct bin *bin, int cls)
{
	struct mag *m = bin->full;
	if (m && m->n == 0) {
		/* Drained.  Keep one spare for spilling; the rest go back to
		 * the threads that free (the allocating thread may never). */
		bin->full = m->next;
		if (bin->empty) {
			stack_push(&empties.head, m);
		} else {
			m->next = NULL;
			bin->empty = m;
		}
		m = bin->full;
	}
	if (!m) {
		m = bin->full = stack_take_all(&depot[cls].head);
		if (!m)
			return NULL;
	}
	void *p = m->blk[--m->n];
	if (m->n >= PREFETCH)
		__builtin_prefetch(rt_header(m->blk[m->n - PREFETCH]), 1);
	return p;
}

/* Move the older blocks of the list into a magazine for the depot,
 * keeping the recently freed (cache-warm) ones at hand. */
static void spill(struct bin *bin, int cls)
{
	uint32_t len = mag_len(cls);
	struct freeblk *keep = bin->head;
	for (uint32_t i = 1; i < bin->n - len; i++)
		keep = keep->next;
	struct freeblk *f = keep->next;
	keep->next = NULL;
	bin->n -= len;
	struct mag *m = empty_mag(bin);
	for (; f; f = f->next)
		m->blk[m->n++] = f;
	stack_push(&depot[cls].head, m);
	rt_sweep_note(len * class_size(cls));
}

/* Everything in c goes to the depots, and its slabs are let go (what
 * is left of them uncarved is never touched, so costs no memory). */
void rt_cache_flush(struct cache *c)
{
	for (int cls = 0; cls < NCLASS; cls++) {
		struct bin *bin = &c->bins[cls];
		size_t n = 0;
		while (bin->head) {
			struct mag *m = empty_mag(bin);
			while (bin->head && m->n < MAG_CAP) {
				m->blk[m->n++] = bin->head;
				bin->head = bin->head->next;
			}
			n += m->n;
			stack_push(&depot[cls].head, m);
		}
		bin->n = 0;
		while (bin->full) {
			struct mag *m = bin->full;
			bin->full = m->next;
			n += m->n;
			stack_push(m->n ? &depot[cls].head : &empties.head, m);
		}
		while (bin->empty) {
			struct mag *m = bin->empty;
			bin->empty = m->next;
			stack_push(&empties.head, m);
		}
		if (bin->slab) {
			atomic_store_explicit(&bin->slab->carving, false, release);
			bin->slab = NULL;
		}
		if (n)
			rt_sweep_note(n * class_size(cls));
	}
}

struct mag *rt_depot_take(int cls)
{
	return stack_take_all(&depot[cls].head);
}

void rt_depot_put(int cls, struct mag *first, struct mag *last)
{
	stack_push_chain(&depot[cls].head, first, last);
}

struct mag *rt_empties_take(void)
{
	return stack_take_all(&empties.head);
}

void rt_empties_put(struct mag *first, struct mag *last)
{
	stack_push_chain(&empties.head, first, last);
}

/* ---- the slow paths ------------------------------------------------------ */

#ifdef RT_PLAIN_MALLOC

void *rt_alloc_slow(size_t size)
{
	return xmalloc_aligned(16, size ? size : 1);
}

void *rt_alloc_aligned(size_t size, size_t align)
{
	return xmalloc_aligned(align < 16 ? 16 : align, size ? size : 1);
}

void rt_free_slow(void *p)
{
	free(p);
}

#else

/* shift is the distance from malloc's pointer to the header. */
static void *alloc_large(size_t size, size_t align)
{
	char *base = xmalloc_aligned(align, size + align);
	struct hdr *h = (struct hdr *)(base + align - HDR);
	h->magic = MAGIC_USED;
	h->cls = CLS_LARGE;
	h->shift = (uint32_t)(align - HDR);
	h->pad = 0;
	return base + align;
}

/* Large blocks, and an empty free list. */
void *rt_alloc_slow(size_t size)
{
	size_t n = size + HDR;
	if (n > MAX_SMALL)
		return alloc_large(size, 16);
	int cls = rt_size_class(n < 32 ? 32 : n);
	struct bin *bin = &rt_thread()->cache.bins[cls];
	if (!bin->head) {
		void *p = from_magazine(bin, cls);
		if (p) {
			struct hdr *h = header(p);
			if (h->magic != MAGIC_FREE || h->cls != cls)
				rt_die("heap corruption: block %p in a magazine is "
				       "not free (written after it was freed?)", p);
			h->magic = MAGIC_USED;
			return p;
		}
		carve_slab(bin, cls);
	}
	return rt_alloc(size);
}

/* Alignments over 16: take a block align-16 bytes larger and put a
 * header in front of the first aligned address inside it, whose shift
 * leads back to the block's own. */
void *rt_alloc_aligned(size_t size, size_t align)
{
	assert(align && (align & (align - 1)) == 0);
	if (align <= 16)
		return rt_alloc(size);
	if (size + align > MAX_SMALL)
		return alloc_large(size, align);
	char *base = rt_alloc(size + align - 16);
	char *p = (char *)(((uintptr_t)base + align - 1) & ~(uintptr_t)(align - 1));
	if (p != base) {
		struct hdr *inner = header(p), *outer = header(base);
		*inner = *outer;
		inner->shift = (uint32_t)(p - base);
	}
	return p;
}

/* Large and over-aligned blocks, and a free list that needs spilling. */
void rt_free_slow(void *p)
{
	struct hdr *h = header(p);
	if (h->magic != MAGIC_USED)
		rt_bad_free(p);
	h->magic = MAGIC_FREE;
	if (h->cls == CLS_LARGE) {
		free((char *)h - h->shift);
		return;
	}
	if (h->shift) {
		p = (char *)p - h->shift;
		h = header(p);
		assert(h->magic == MAGIC_USED);
		h->magic = MAGIC_FREE;
	}
	int cls = h->cls;
	struct bin *bin = &rt_thread()->cache.bins[cls];
	if (!bin->limit)
		bin->limit = 2 * mag_len(cls);
	struct freeblk *f = p;
	f->next = bin->head;
	bin->head = f;
	if (++bin->n >= bin->limit)
		spill(bin, cls);
}

#endif

void *asyncrt_frame_alloc(size_t size)
{
	return rt_alloc(size);
}

void asyncrt_frame_free(void *p)
{
	if (p)
		rt_free(p);
}
