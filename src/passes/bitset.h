/* bitset.h - fixed-size bit sets in arrays of 64-bit words.
 *
 * The caller owns the storage (nwords words per set); these helpers only
 * read and write it.  Dataflow analyses keep one set per block, so the
 * operations work on whole words to stay linear in the set size. */
#ifndef ASYNCC_BITSET_H
#define ASYNCC_BITSET_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

static inline unsigned bs_words(unsigned nbits) { return (nbits + 63) / 64; }

static inline bool bs_test(const uint64_t *s, unsigned i)
{
	return s[i / 64] >> (i % 64) & 1;
}

static inline void bs_set(uint64_t *s, unsigned i) { s[i / 64] |= UINT64_C(1) << (i % 64); }
static inline void bs_clear(uint64_t *s, unsigned i) { s[i / 64] &= ~(UINT64_C(1) << (i % 64)); }

static inline void bs_copy(uint64_t *d, const uint64_t *s, unsigned nw)
{
	memcpy(d, s, nw * sizeof *d);
}

static inline void bs_zero(uint64_t *d, unsigned nw) { memset(d, 0, nw * sizeof *d); }

/* d |= s; returns whether d changed. */
static inline bool bs_union(uint64_t *d, const uint64_t *s, unsigned nw)
{
	uint64_t changed = 0;
	for (unsigned i = 0; i < nw; i++) {
		uint64_t n = d[i] | s[i];
		changed |= n ^ d[i];
		d[i] = n;
	}
	return changed != 0;
}

/* d &= s */
static inline void bs_intersect(uint64_t *d, const uint64_t *s, unsigned nw)
{
	for (unsigned i = 0; i < nw; i++)
		d[i] &= s[i];
}

/* d = a & ~b (d may be a or b). */
static inline void bs_minus(uint64_t *d, const uint64_t *a, const uint64_t *b, unsigned nw)
{
	for (unsigned i = 0; i < nw; i++)
		d[i] = a[i] & ~b[i];
}

/* The next set bit at or after i, or -1. */
static inline int bs_next(const uint64_t *s, unsigned nw, unsigned i)
{
	unsigned w = i / 64;
	if (w >= nw)
		return -1;
	uint64_t bits = s[w] & (~UINT64_C(0) << (i % 64));
	for (;;) {
		if (bits)
			return (int)(w * 64 + (unsigned)__builtin_ctzll(bits));
		if (++w >= nw)
			return -1;
		bits = s[w];
	}
}

#define BS_FOREACH(i, s, nw) \
	for (int i = bs_next((s), (nw), 0); i >= 0; i = bs_next((s), (nw), (unsigned)i + 1))

#endif
