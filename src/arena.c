/* arena.c - bump allocator; see arena.h. */
#include "config.h"
#include "arena.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct ArenaChunk {
	ArenaChunk *prev;
	size_t size;
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

void *arena_alloc(Arena *a, size_t size)
{
	size = align_up(size ? size : 1);
	if ((size_t)(a->end - a->ptr) < size) {
		/* Chunks double up to 1 MiB so that small modules stay small
		 * and big ones do not pay a malloc per 64 KiB. */
		size_t want = a->chunk ? a->chunk->size * 2 : CHUNK_MIN;
		if (want > 1024 * 1024)
			want = 1024 * 1024;
		if (want < size)
			want = size;
		/* calloc: large chunks come zeroed from the kernel, so
		 * handing out zeroed memory costs no memset. */
		ArenaChunk *c = xcalloc(1, sizeof *c + want);
		c->prev = a->chunk;
		c->size = want;
		a->chunk = c;
		a->ptr = (char *)c->data;
		a->end = a->ptr + want;
		a->total += sizeof *c + want;
	}
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
