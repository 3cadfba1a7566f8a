/* alloc.c - small blocks from per-thread free lists.
 *
 * Tokens, values, groups, waiter nodes and coroutine frames are created
 * and freed millions of times a second, often on different threads (a
 * client thread creates a token, a worker frees it).  malloc would be the
 * biggest cost of a task, so blocks come from size classes:
 *
 *   - each thread keeps a free list per class (struct cache), touched
 *     without atomics;
 *   - a list that grows past 2*batch hands a batch to the class's depot,
 *     a lock-free stack of batches, and an empty list takes a batch from
 *     it: that is how memory flows back from the threads that free to the
 *     threads that allocate;
 *   - only when the depot is empty is a new slab carved (and slabs are
 *     never returned: the steady state allocates nothing).
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
};

_Static_assert(sizeof(struct hdr) == 16, "header is 16 bytes");

static struct {
	_Alignas(CACHE_LINE) _Atomic(struct freeblk *) head;
} depot[NCLASS];

#define header rt_header

static size_t class_size(int cls)
{
	if (cls < 16)
		return (size_t)(cls + 1) * 16;
	int p = 8 + (cls - 16) / 4;
	return (size_t)(5 + (cls - 16) % 4) << (p - 2);
}

/* Blocks moved to or from the depot at a time: about 16 KiB. */
static uint32_t batch_len(int cls)
{
	size_t n = 16384 / class_size(cls);
	return n < 4 ? 4 : n > 64 ? 64 : (uint32_t)n;
}

static void *xmalloc_aligned(size_t align, size_t size)
{
	void *p = aligned_alloc(align, (size + align - 1) & ~(align - 1));
	if (!p)
		rt_die("out of memory (%zu bytes)", size);
	return p;
}

/* ---- depot: a lock-free stack of batches ------------------------------
 * Push is the usual CAS loop.  Pop takes the whole stack with one
 * exchange: there is no ABA problem, since nothing is read from a node
 * that another thread may be recycling.  The popping thread keeps the
 * batches it does not need yet as its reserve, rather than walking the
 * chain to push them back. */

static void depot_push(int cls, struct freeblk *batch)
{
	struct freeblk *old = atomic_load_explicit(&depot[cls].head, relaxed);
	do
		batch->batch = old;
	while (!atomic_compare_exchange_weak_explicit(&depot[cls].head, &old,
	                                              batch, release, relaxed));
}

static struct freeblk *depot_take_all(int cls)
{
	if (!atomic_load_explicit(&depot[cls].head, relaxed))
		return NULL;
	return atomic_exchange_explicit(&depot[cls].head, NULL, acquire);
}

/* ---- refilling a thread's list ---------------------------------------- */

/* A new slab of two batches: one to use, one for the reserve. */
static void carve_slab(struct bin *bin, int cls)
{
	size_t sz = class_size(cls);
	uint32_t len = batch_len(cls);
	char *slab = xmalloc_aligned(16, sz * 2 * len);
	struct freeblk *list[2] = {NULL, NULL};
	for (size_t i = 0; i < 2 * (size_t)len; i++) {
		struct hdr *h = (struct hdr *)(slab + i * sz);
		h->magic = MAGIC_FREE;
		h->cls = (uint16_t)cls;
		h->shift = 0;
		h->count = len;
		struct freeblk *f = (struct freeblk *)((char *)h + HDR);
		f->next = list[i / len];
		list[i / len] = f;
	}
	list[1]->batch = bin->reserve;
	bin->reserve = list[1];
	bin->head = list[0];
	bin->n = len;
}

static void refill(struct bin *bin, int cls)
{
	struct freeblk *b = bin->reserve;
	if (!b)
		b = depot_take_all(cls);
	if (b) {
		bin->reserve = b->batch;
		bin->head = b;
		bin->n = header(b)->count;
	} else {
		carve_slab(bin, cls);
	}
}

/* Move one batch from the thread's list to the depot. */
/* Move a batch from the thread's list to the depot: the oldest blocks,
 * keeping the recently freed (cache-warm) ones at hand. */
static void spill(struct bin *bin, int cls)
{
	uint32_t len = batch_len(cls);
	struct freeblk *keep = bin->head;
	for (uint32_t i = 1; i < bin->n - len; i++)
		keep = keep->next;
	struct freeblk *first = keep->next;
	keep->next = NULL;
	bin->n -= len;
	header(first)->count = len;
	depot_push(cls, first);
}

void rt_cache_flush(struct cache *c)
{
	for (int cls = 0; cls < NCLASS; cls++) {
		struct bin *bin = &c->bins[cls];
		if (bin->head) {
			header(bin->head)->count = bin->n;
			depot_push(cls, bin->head);
		}
		while (bin->reserve) {
			struct freeblk *b = bin->reserve;
			bin->reserve = b->batch;
			depot_push(cls, b);
		}
		bin->head = NULL;
		bin->n = 0;
	}
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
	if (!bin->head)
		refill(bin, cls);
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
	assert(h->magic == MAGIC_USED && "asyncrt: bad or double free");
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
		bin->limit = 2 * batch_len(cls);
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
