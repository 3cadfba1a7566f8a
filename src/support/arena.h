/* arena.h - bump allocation for IR that lives and dies with its owner.
 *
 * A module's operations, blocks, values and strings are never freed one
 * by one: erasing an op unlinks it, and the memory comes back when the
 * module is destroyed.  That makes allocation a pointer bump, keeps
 * related objects close in memory, and lets passes drop what they
 * replace without bookkeeping. */
#ifndef ASYNCC_ARENA_H
#define ASYNCC_ARENA_H

#include "support/api.h"
#include <stddef.h>

typedef struct ArenaChunk ArenaChunk;

typedef struct Arena {
	ArenaChunk *chunk;      /* current chunk, older ones linked behind */
	char *ptr, *end;        /* free space in the current chunk */
	size_t total;           /* bytes obtained from malloc, for statistics */
} Arena;

ASYNCC_API void arena_init(Arena *a);
ASYNCC_API void arena_free(Arena *a);

/* Zeroed memory, aligned to 8 bytes (enough for pointers, int64_t and
 * double; not for long double or vector types); aborts through xmalloc's
 * policy when memory runs out.  The pointer bump is inline: a module
 * makes a hundred thousand allocations, and the call cost as much as
 * the bump; arena_alloc_slow starts a new chunk.  (8: ARENA_ALIGN in
 * arena.c.) */
ASYNCC_API void *arena_alloc_slow(Arena *a, size_t size);
static inline void *arena_alloc(Arena *a, size_t size)
{
	size = (size + !size + 7) & ~(size_t)7;
	if ((size_t)(a->end - a->ptr) < size)
		return arena_alloc_slow(a, size);
	void *p = a->ptr;
	a->ptr += size;
	return p;
}
void *arena_dup(Arena *a, const void *p, size_t size);
char *arena_strndup(Arena *a, const char *s, size_t n);

/* Grow an arena array: returns a copy of *old (n elements of elsz) with
 * room for cap elements.  The old storage stays in the arena. */
void *arena_grow(Arena *a, const void *old, size_t n, size_t cap, size_t elsz);

/* malloc that never returns NULL: out of memory is reported and ends the
 * process, since no stage can do anything useful without memory. */
ASYNCC_API void *xmalloc(size_t size);
ASYNCC_API void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t size);
char *xstrdup(const char *s);

#endif
