/* arena.c - bump allocator; see arena.h. */
#include "config.h"
#include "support/arena.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

struct ArenaChunk {
	ArenaChunk *prev;
	size_t size;
	size_t mapped;          /* nonzero: from mmap, this many bytes */
	max_align_t data[];
};

enum { CHUNK_MIN = 64 * 1024 };

void arena_init(Arena *a)
{
	memset(a, 0, sizeof *a);
}

void arena_free(Arena *a)
{
	ArenaChunk *c = a->chunk;
	while (c) {
		ArenaChunk *prev = c->prev;
		if (c->mapped)
			munmap(c, c->mapped);
		else
			free(c);
		c = prev;
	}
	arena_init(a);
}

/* IR objects hold pointers, 64-bit integers and doubles: 8-byte
 * alignment serves them all, and rounding every Use and Value up to 16
 * bytes would waste a tenth of a module's memory. */
enum { ARENA_ALIGN = 8 };

static size_t align_up(size_t n)
{
	return (n + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
}

/* Big chunks are mapped with their pages populated in one system call:
 * a module fills them anyway, and faulting them in a page at a time
 * cost more than the parse itself.  Memory from either source comes
 * zeroed (calloc clears, fresh mappings are zero), so handing it out
 * costs no memset. */
enum { POPULATE_MIN = 256 * 1024 };

/* Chunks of 1 MiB and more come as whole 2 MiB huge pages where the
 * kernel allows them (transparent huge pages on request): one fault and
 * one page-table entry per 2 MiB instead of 512, a third of a big
 * module's system time. */
enum { HUGE = 2u << 20 };

static ArenaChunk *chunk_huge(size_t bytes)
{
#if defined(MADV_HUGEPAGE) && defined(MAP_ANONYMOUS)
	size_t len = (bytes + HUGE - 1) & ~(size_t)(HUGE - 1);
	char *p = mmap(NULL, len + HUGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED)
		return NULL;
	char *a = (char *)(((uintptr_t)p + HUGE - 1) & ~(uintptr_t)(HUGE - 1));
	if (a > p)
		munmap(p, (size_t)(a - p));
	if (a + len < p + len + HUGE)
		munmap(a + len, (size_t)(p + len + HUGE - (a + len)));
	madvise(a, len, MADV_HUGEPAGE);
#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif
	madvise(a, len, MADV_POPULATE_WRITE);
	ArenaChunk *c = (ArenaChunk *)a;
	c->mapped = len;
	return c;
#else
	(void)bytes;
	return NULL;
#endif
}

static ArenaChunk *chunk_new(size_t bytes)
{
	if (bytes >= HUGE / 2) {
		ArenaChunk *c = chunk_huge(bytes);
		if (c)
			return c;
	}
#if defined(MAP_POPULATE) && defined(MAP_ANONYMOUS)
	if (bytes >= POPULATE_MIN) {
		void *p = mmap(NULL, bytes, PROT_READ | PROT_WRITE,
		               MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
		if (p != MAP_FAILED) {
			ArenaChunk *c = p;
			c->mapped = bytes;
			return c;
		}
	}
#endif
	return xcalloc(1, bytes);
}

/* A new chunk for an allocation that does not fit in the current one
 * (size is aligned already: see arena_alloc in arena.h). */
void *arena_alloc_slow(Arena *a, size_t size)
{
	size = align_up(size ? size : 1);
	/* 64 KiB, 128 KiB, then whole huge pages: small modules stay
	 * small, and a big one gets its memory in 2 MiB pieces, which the
	 * kernel clears and maps several times faster per byte than the
	 * 4 KiB pages of the 256 KiB and 512 KiB chunks that doubling
	 * went through (and a 1 MiB chunk took a huge page, half used). */
	size_t want = a->chunk ? a->chunk->size * 2 : CHUNK_MIN;
	if (want > 2 * CHUNK_MIN)
		want = HUGE - sizeof(ArenaChunk);
	if (want < size)
		want = size;
	ArenaChunk *c = chunk_new(sizeof *c + want);
	c->prev = a->chunk;
	c->size = want;
	a->chunk = c;
	a->ptr = (char *)c->data;
	a->end = a->ptr + want;
	a->total += sizeof *c + want;
	void *p = a->ptr;
	a->ptr += size;
	return p;
}

void *arena_dup(Arena *a, const void *p, size_t size)
{
	void *q = arena_alloc(a, size);
	if (size)
		memcpy(q, p, size);
	return q;
}

char *arena_strndup(Arena *a, const char *s, size_t n)
{
	char *p = arena_alloc(a, n + 1);
	memcpy(p, s, n);
	p[n] = 0;
	return p;
}

void *arena_grow(Arena *a, const void *old, size_t n, size_t cap, size_t elsz)
{
	void *p = arena_alloc(a, cap * elsz);
	if (n)
		memcpy(p, old, n * elsz);
	return p;
}

static void out_of_memory(size_t size)
{
	fprintf(stderr, "asyncc: error: out of memory (allocating %zu bytes)\n", size);
	exit(1);
}

void *xmalloc(size_t size)
{
	void *p = malloc(size ? size : 1);
	if (!p)
		out_of_memory(size);
	return p;
}

void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);
	if (!p)
		out_of_memory(n * size);
	return p;
}

void *xrealloc(void *p, size_t size)
{
	p = realloc(p, size ? size : 1);
	if (!p)
		out_of_memory(size);
	return p;
}

char *xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;
	return memcpy(xmalloc(n), s, n);
}
