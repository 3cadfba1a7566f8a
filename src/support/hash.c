/* hash.c - PtrMap and USet; see hash.h. */
#include "config.h"
#include "support/hash.h"
#include "support/arena.h"

#include <stdlib.h>
#include <string.h>

static size_t ptr_slot(const void *p, size_t cap)
{
	uint64_t x = (uint64_t)(uintptr_t)p;
	x ^= x >> 29;
	x *= 0xbf58476d1ce4e5b9ULL;
	x ^= x >> 32;
	return (size_t)x & (cap - 1);
}

void ptrmap_init(PtrMap *m)
{
	memset(m, 0, sizeof *m);
}

void ptrmap_free(PtrMap *m)
{
	free(m->keys);
	free(m->vals);
	ptrmap_init(m);
}

void ptrmap_clear(PtrMap *m)
{
	if (m->cap) {
		memset(m->keys, 0, m->cap * sizeof *m->keys);
		m->len = m->used = 0;
	}
}

static void ptrmap_rehash(PtrMap *m, size_t cap)
{
	const void **keys = m->keys;
	void **vals = m->vals;
	size_t old = m->cap;
	m->keys = xcalloc(cap, sizeof *m->keys);
	m->vals = xmalloc(cap * sizeof *m->vals);
	m->cap = cap;
	m->len = m->used = 0;
	for (size_t i = 0; i < old; i++)
		if (keys[i] && keys[i] != PTRMAP_TOMB)
			ptrmap_put(m, keys[i], vals[i]);
	free(keys);
	free(vals);
}

void *ptrmap_get(const PtrMap *m, const void *key)
{
	if (!m->len)
		return NULL;
	for (size_t i = ptr_slot(key, m->cap);; i = (i + 1) & (m->cap - 1)) {
		if (m->keys[i] == key)
			return m->vals[i];
		if (!m->keys[i])
			return NULL;
	}
}

void ptrmap_put(PtrMap *m, const void *key, void *val)
{
	if ((m->used + 1) * 4 >= m->cap * 3)
		ptrmap_rehash(m, m->cap ? (m->len * 2 >= m->cap ? m->cap * 2 : m->cap) : 16);
	size_t tomb = (size_t)-1;
	for (size_t i = ptr_slot(key, m->cap);; i = (i + 1) & (m->cap - 1)) {
		if (m->keys[i] == key) {
			m->vals[i] = val;
			return;
		}
		if (m->keys[i] == PTRMAP_TOMB && tomb == (size_t)-1)
			tomb = i;
		if (!m->keys[i]) {
			if (tomb != (size_t)-1)
				i = tomb;
			else
				m->used++;
			m->keys[i] = key;
			m->vals[i] = val;
			m->len++;
			return;
		}
	}
}

void ptrmap_del(PtrMap *m, const void *key)
{
	if (!m->len)
		return;
	for (size_t i = ptr_slot(key, m->cap);; i = (i + 1) & (m->cap - 1)) {
		if (m->keys[i] == key) {
			m->keys[i] = PTRMAP_TOMB;
			m->len--;
			return;
		}
		if (!m->keys[i])
			return;
	}
}

/* ---------------------------------------------------------------- StrMap */

void strmap_init(StrMap *m)
{
	memset(m, 0, sizeof *m);
}

void strmap_free(StrMap *m)
{
	free(m->ents);
	strmap_init(m);
}

void strmap_clear(StrMap *m)
{
	if (m->cap) {
		memset(m->ents, 0, m->cap * sizeof *m->ents);
		m->len = m->used = 0;
	}
}

/* The keys are mostly SSA names of a few bytes, and by the time the
 * bytes are compared the hash and length already match: a loop costs
 * less than a memcmp call and keeps the lookups free of calls (with
 * memcmp for longer keys only, the name lookups cost more than the
 * type spellings saved). */
static bool strmap_match(const StrMapEnt *e, const char *s, unsigned len, unsigned hash)
{
	if (e->hash != hash || e->len != len || e->s == PTRMAP_TOMB)
		return false;
	for (unsigned i = 0; i < len; i++)
		if (e->s[i] != s[i])
			return false;
	return true;
}

void *strmap_get(const StrMap *m, const char *s, unsigned len, unsigned hash)
{
	if (!m->len)
		return NULL;
	for (size_t i = hash & (m->cap - 1);; i = (i + 1) & (m->cap - 1)) {
		const StrMapEnt *e = &m->ents[i];
		if (!e->s)
			return NULL;
		if (strmap_match(e, s, len, hash))
			return e->val;
	}
}

static void strmap_rehash(StrMap *m, size_t cap)
{
	StrMapEnt *old = m->ents;
	size_t oldcap = m->cap;
	m->ents = xcalloc(cap, sizeof *m->ents);
	m->cap = cap;
	m->len = m->used = 0;
	for (size_t i = 0; i < oldcap; i++)
		if (old[i].s && old[i].s != PTRMAP_TOMB)
			strmap_put(m, old[i].s, old[i].len, old[i].hash, old[i].val);
	free(old);
}

void **strmap_slot(StrMap *m, const char *s, unsigned len, unsigned hash)
{
	if ((m->used + 1) * 4 >= m->cap * 3)
		strmap_rehash(m, m->cap ? (m->len * 2 >= m->cap ? m->cap * 2 : m->cap) : 16);
	StrMapEnt *tomb = NULL;
	for (size_t i = hash & (m->cap - 1);; i = (i + 1) & (m->cap - 1)) {
		StrMapEnt *e = &m->ents[i];
		if (strmap_match(e, s, len, hash))
			return &e->val;
		if (e->s == PTRMAP_TOMB && !tomb)
			tomb = e;
		if (!e->s) {
			if (tomb)
				e = tomb;
			else
				m->used++;
			*e = (StrMapEnt){s, len, hash, NULL};
			m->len++;
			return &e->val;
		}
	}
}

void strmap_put(StrMap *m, const char *s, unsigned len, unsigned hash, void *val)
{
	*strmap_slot(m, s, len, hash) = val;
}

void strmap_del(StrMap *m, const char *s, unsigned len, unsigned hash)
{
	if (!m->len)
		return;
	for (size_t i = hash & (m->cap - 1);; i = (i + 1) & (m->cap - 1)) {
		StrMapEnt *e = &m->ents[i];
		if (!e->s)
			return;
		if (strmap_match(e, s, len, hash)) {
			e->s = PTRMAP_TOMB;
			m->len--;
			return;
		}
	}
}

/* ------------------------------------------------------------------ USet */

void uset_init(USet *s)
{
	memset(s, 0, sizeof *s);
}

void uset_free(USet *s)
{
	free(s->slots);
	free(s->hashes);
	uset_init(s);
}

void *uset_find(const USet *s, unsigned hash, const void *probe, USetEq eq)
{
	if (!s->len)
		return NULL;
	for (size_t i = hash & (s->cap - 1);; i = (i + 1) & (s->cap - 1)) {
		if (!s->slots[i])
			return NULL;
		if (s->hashes[i] == hash && eq(s->slots[i], probe))
			return s->slots[i];
	}
}

static void uset_place(USet *s, unsigned hash, void *obj)
{
	size_t i = hash & (s->cap - 1);
	while (s->slots[i])
		i = (i + 1) & (s->cap - 1);
	s->slots[i] = obj;
	s->hashes[i] = hash;
	s->len++;
}

void uset_insert(USet *s, unsigned hash, void *obj)
{
	if ((s->len + 1) * 4 >= s->cap * 3) {
		void **slots = s->slots;
		unsigned *hashes = s->hashes;
		size_t old = s->cap;
		s->cap = old ? old * 2 : 64;
		s->slots = xcalloc(s->cap, sizeof *s->slots);
		s->hashes = xmalloc(s->cap * sizeof *s->hashes);
		s->len = 0;
		for (size_t i = 0; i < old; i++)
			if (slots[i])
				uset_place(s, hashes[i], slots[i]);
		free(slots);
		free(hashes);
	}
	uset_place(s, hash, obj);
}
