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

#if defined(__SANITIZE_ADDRESS__)
#define RT_PLAIN_MALLOC 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define RT_PLAIN_MALLOC 1
#endif
#endif

enum {
	HDR = 16,
	CLS_LARGE = 0xffff,
	MAGIC_USED = 0x75736564,   /* "used" */
	MAGIC_FREE = 0x66726565,   /* "free" */
	MAX_SMALL = 32768,         /* largest class, header included */
};

struct hdr {
	uint32_t magic;
	uint16_t cls;
	uint16_t unused;
	uint32_t shift;            /* see rt_alloc_aligned and alloc_large */
	uint32_t count;            /* batch length, on the first block of a batch */
};

/* A free block, seen from its user pointer (16 bytes at least). */
struct freeblk {
	struct freeblk *next;      /* next block in a list or batch */
	struct freeblk *batch;     /* next batch in the depot */
};

_Static_assert(sizeof(struct hdr) == HDR, "header is 16 bytes");

static struct {
	_Alignas(CACHE_LINE) _Atomic(struct freeblk *) head;
} depot[NCLASS];

static struct hdr *header(void *p)
{
	return (struct hdr *)((char *)p - HDR);
}

/* Classes step by 16 bytes up to 256, then by quarters of a power of two. */
static int size_class(size_t n)
{
	if (n <= 256)
		return (int)((n + 15) / 16) - 1;
	int p = 63 - __builtin_clzll((unsigned long long)(n - 1));
	return 16 + (p - 8) * 4 + (int)(((n - 1) >> (p - 2)) & 3);
}

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
 * exchange (no ABA problem: nothing is read from a node another thread
 * may be recycling) and pushes back all but the first batch. */

static void depot_push_chain(int cls, struct freeblk *first, struct freeblk *last)
{
	struct freeblk *old = atomic_load_explicit(&depot[cls].head, relaxed);
	do
		last->batch = old;
	while (!atomic_compare_exchange_weak_explicit(&depot[cls].head, &old,
	                                              first, release, relaxed));
}

static struct freeblk *depot_pop(int cls)
{
	if (!atomic_load_explicit(&depot[cls].head, relaxed))
		return NULL;
	struct freeblk *b = atomic_exchange_explicit(&depot[cls].head, NULL,
	                                             acquire);
	if (b && b->batch) {
		struct freeblk *last = b->batch;
		while (last->batch)
			last = last->batch;
		depot_push_chain(cls, b->batch, last);
	}
	return b;
}

/* ---- refilling a thread's list ---------------------------------------- */

static void carve_slab(struct bin *bin, int cls)
{
	size_t sz = class_size(cls);
	size_t n = 2 * (size_t)batch_len(cls);
	char *slab = xmalloc_aligned(16, sz * n);
	for (size_t i = 0; i < n; i++) {
		struct hdr *h = (struct hdr *)(slab + i * sz);
		h->magic = MAGIC_FREE;
		h->cls = (uint16_t)cls;
		h->shift = 0;
		struct freeblk *f = (struct freeblk *)((char *)h + HDR);
		f->next = bin->head;
		bin->head = f;
	}
	bin->n += (uint32_t)n;
}

static void refill(struct bin *bin, int cls)
{
	struct freeblk *b = depot_pop(cls);
	if (b) {
		bin->head = b;
		bin->n = header(b)->count;
	} else {
		carve_slab(bin, cls);
	}
}

/* Move one batch from the thread's list to the depot. */
static void spill(struct bin *bin, int cls)
{
	uint32_t len = batch_len(cls);
	struct freeblk *first = bin->head, *last = first;
	for (uint32_t i = 1; i < len; i++)
		last = last->next;
	bin->head = last->next;
	bin->n -= len;
	last->next = NULL;
	header(first)->count = len;
	depot_push_chain(cls, first, first);
}

void rt_cache_flush(struct cache *c)
{
	for (int cls = 0; cls < NCLASS; cls++) {
		struct bin *bin = &c->bins[cls];
		if (!bin->head)
			continue;
		header(bin->head)->count = bin->n;
		depot_push_chain(cls, bin->head, bin->head);
		bin->head = NULL;
		bin->n = 0;
	}
}

/* ---- the interface ------------------------------------------------------ */

#ifdef RT_PLAIN_MALLOC

void *rt_alloc(size_t size)
{
	return xmalloc_aligned(16, size ? size : 1);
}

void *rt_alloc_aligned(size_t size, size_t align)
{
	return xmalloc_aligned(align < 16 ? 16 : align, size ? size : 1);
}

void rt_free(void *p)
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

void *rt_alloc(size_t size)
{
	size_t n = size + HDR;
	if (unlikely(n > MAX_SMALL))
		return alloc_large(size, 16);
	int cls = size_class(n < 32 ? 32 : n);   /* room for struct freeblk */
	struct bin *bin = &rt_thread()->cache.bins[cls];
	if (unlikely(!bin->head))
		refill(bin, cls);
	struct freeblk *f = bin->head;
	bin->head = f->next;
	bin->n--;
	struct hdr *h = header(f);
	assert(h->magic == MAGIC_FREE && h->cls == cls);
	h->magic = MAGIC_USED;
	return f;
}

/* Alignments over 16: take a block align-16 bytes larger and put the
 * header in front of the first aligned address inside it. */
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

void rt_free(void *p)
{
	if (!p)
		return;
	struct hdr *h = header(p);
	assert(h->magic == MAGIC_USED && "asyncrt: bad or double free");
	h->magic = MAGIC_FREE;
	if (h->cls == CLS_LARGE) {
		free((char *)h - h->shift);
		return;
	}
	if (h->shift) {            /* an over-aligned block: find the real one */
		p = (char *)p - h->shift;
		h = header(p);
		assert(h->magic == MAGIC_USED);
		h->magic = MAGIC_FREE;
	}
	int cls = h->cls;
	struct bin *bin = &rt_thread()->cache.bins[cls];
	struct freeblk *f = p;
	f->next = bin->head;
	bin->head = f;
	if (unlikely(++bin->n >= 2 * batch_len(cls)))
		spill(bin, cls);
}

#endif

void *asyncrt_frame_alloc(size_t size)
{
	return rt_alloc(size);
}

void asyncrt_frame_free(void *p)
{
	rt_free(p);
}
