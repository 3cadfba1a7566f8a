/* hash.h - the two hash tables the compiler needs.
 *
 * PtrMap maps pointers to pointers (interned names to values or ops,
 * values to values); USet uniques objects by a hash and an equality
 * callback (types, attributes, strings).  Both use open addressing with
 * linear probing and power-of-two capacities. */
#ifndef ASYNCC_HASH_H
#define ASYNCC_HASH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Marks a removed entry in PtrMap.keys. */
#define PTRMAP_TOMB ((const void *)1)

typedef struct PtrMap {
	const void **keys;         /* NULL: empty; PTRMAP_TOMB: removed */
	void **vals;
	size_t cap, len, used;     /* used counts tombstones too */
} PtrMap;

void ptrmap_init(PtrMap *m);
void ptrmap_free(PtrMap *m);
void *ptrmap_get(const PtrMap *m, const void *key);    /* NULL if absent */
void ptrmap_put(PtrMap *m, const void *key, void *val);
void ptrmap_del(PtrMap *m, const void *key);
void ptrmap_clear(PtrMap *m);

typedef struct USet {
	void **slots;
	unsigned *hashes;
	size_t cap, len;
} USet;

typedef bool (*USetEq)(const void *stored, const void *probe);

void uset_init(USet *s);
void uset_free(USet *s);
/* The stored object equal to probe (same hash and eq true), or NULL. */
void *uset_find(const USet *s, unsigned hash, const void *probe, USetEq eq);
void uset_insert(USet *s, unsigned hash, void *obj);

unsigned hash_bytes(const void *p, size_t n, unsigned seed);
static inline unsigned hash_mix(unsigned h, uint64_t v)
{
	v ^= v >> 33;
	v *= 0xff51afd7ed558ccdULL;
	v ^= v >> 33;
	return (h ^ (unsigned)v ^ (unsigned)(v >> 32)) * 16777619u;
}

#endif
