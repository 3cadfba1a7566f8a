/* hash.h - the hash tables the compiler needs.
 *
 * PtrMap maps pointers to pointers (interned names to values or ops,
 * values to values); StrMap maps strings that are not interned (the
 * parser's SSA names, straight from the source text) to pointers; USet
 * uniques objects by a hash and an equality callback (types, attributes,
 * strings).  All use open addressing with linear probing and power-of-two
 * capacities. */
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

/* Keys are (pointer, length) pairs that the map does not copy: they must
 * outlive it.  The caller computes each key's hash (hash_bytes), once. */
typedef struct StrMapEnt {
	const char *s;             /* NULL: empty; PTRMAP_TOMB: removed */
	unsigned len, hash;
	void *val;
} StrMapEnt;

typedef struct StrMap {
	StrMapEnt *ents;
	size_t cap, len, used;     /* used counts tombstones too */
} StrMap;

void strmap_init(StrMap *m);
void strmap_free(StrMap *m);
void *strmap_get(const StrMap *m, const char *s, unsigned len, unsigned hash);
void strmap_put(StrMap *m, const char *s, unsigned len, unsigned hash, void *val);
/* The value slot of a key, added with a NULL value if absent: one probe
 * for "define unless already defined".  Valid until the next insertion. */
void **strmap_slot(StrMap *m, const char *s, unsigned len, unsigned hash);
void strmap_del(StrMap *m, const char *s, unsigned len, unsigned hash);
void strmap_clear(StrMap *m);   /* empty, keeping the capacity */

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

/* FNV-1a.  Inline: the keys are mostly SSA names of two or three
 * bytes, hashed once per use, and the call cost as much as the hash. */
static inline unsigned hash_bytes(const void *p, size_t n, unsigned seed)
{
	const unsigned char *s = p;
	unsigned h = seed ^ 2166136261u;
	for (size_t i = 0; i < n; i++)
		h = (h ^ s[i]) * 16777619u;
	return h;
}
static inline unsigned hash_mix(unsigned h, uint64_t v)
{
	v ^= v >> 33;
	v *= 0xff51afd7ed558ccdULL;
	v ^= v >> 33;
	return (h ^ (unsigned)v ^ (unsigned)(v >> 32)) * 16777619u;
}

#endif
