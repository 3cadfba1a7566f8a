/* slab.c - the memory under the size classes, from the system and back.
 *
 * alloc.c carves its blocks out of slabs of SLAB_SIZE bytes, each aligned
 * to its size, so that the slab of any block is its address with the low
 * bits cleared: that is all a sweep needs to count, per slab, how many of
 * its blocks are free (alloc.c, rt_sweep), and a slab whose blocks are
 * all free goes back to the system.  Slabs are cut from regions mapped
 * REGION_SLABS at a time (a few system calls per 4 MiB, none per block).
 *
 * A slab given back is madvise(MADV_DONTNEED)ed, which returns its pages
 * at once (the resident set drops) and keeps the address range, and is
 * kept on a list of free slabs, reused before a region is cut further.
 * So after a burst the memory goes back, and the next burst costs page
 * faults but no new mappings.  The list lives outside the slabs (whose
 * pages are gone); if it cannot grow, the slab is unmapped instead.
 *
 * Everything here is a slow path: one call per slab, under one mutex. */
#define _DEFAULT_SOURCE
#include "rt.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

enum { REGION_SLABS = 16 };

static pthread_mutex_t slab_lock = PTHREAD_MUTEX_INITIALIZER;
static char *region_next, *region_end;
static struct slab **free_slabs;
static size_t nfree_slabs, free_cap;

_Static_assert(sizeof(struct slab) <= SLAB_HDR, "slab header fits");

/* A new region, aligned to SLAB_SIZE: map one slab more than needed and
 * unmap the ends. */
static void region_new(void)
{
	size_t len = (size_t)REGION_SLABS * SLAB_SIZE;
	char *p = mmap(NULL, len + SLAB_SIZE, PROT_READ | PROT_WRITE,
	               MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED)
		rt_die("out of memory (mapping %zu bytes: %s)", len, strerror(errno));
	char *start = (char *)(((uintptr_t)p + SLAB_SIZE - 1) & ~(uintptr_t)(SLAB_SIZE - 1));
	if (start > p)
		munmap(p, (size_t)(start - p));
	if (start + len < p + len + SLAB_SIZE)
		munmap(start + len, (size_t)(p + len + SLAB_SIZE - (start + len)));
	region_next = start;
	region_end = start + len;
}

struct slab *rt_slab_new(uint32_t cls)
{
	pthread_mutex_lock(&slab_lock);
	struct slab *s;
	if (nfree_slabs) {
		s = free_slabs[--nfree_slabs];
	} else {
		if (region_next == region_end)
			region_new();
		s = (struct slab *)region_next;
		region_next += SLAB_SIZE;
	}
	pthread_mutex_unlock(&slab_lock);
	memset(s, 0, sizeof *s);
	s->cls = cls;
	atomic_init(&s->carving, true);
	return s;
}

void rt_slab_free(struct slab *s)
{
	madvise(s, SLAB_SIZE, MADV_DONTNEED);
	pthread_mutex_lock(&slab_lock);
	if (nfree_slabs == free_cap) {
		size_t cap = free_cap ? 2 * free_cap : 256;
		struct slab **a = realloc(free_slabs, cap * sizeof *a);
		if (!a) {
			pthread_mutex_unlock(&slab_lock);
			munmap(s, SLAB_SIZE);
			return;
		}
		free_slabs = a;
		free_cap = cap;
	}
	free_slabs[nfree_slabs++] = s;
	pthread_mutex_unlock(&slab_lock);
}
