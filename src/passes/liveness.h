/* liveness.h - which values are live into and out of each block.
 *
 * Classic backward dataflow over the blocks of one region, restricted to
 * the values the caller cares about (a predicate on their type), with one
 * bit set per block for live-in and one for live-out.  A value is used by
 * a block when an op of the block uses it, directly or from inside one of
 * the op's regions; a value passed to a successor's block argument is used
 * by the predecessor (its terminator) and is not live into the successor.
 *
 * The analysis numbers the blocks of the region (Block.scratch) and the
 * tracked values defined in them (Value.scratch); both numberings belong
 * to the analysis until liveness_free.  Blocks or values added afterwards
 * are unknown to it. */
#ifndef ASYNCC_LIVENESS_H
#define ASYNCC_LIVENESS_H

#include <stdint.h>

#include "ir/ir.h"

typedef struct Liveness {
	Region *region;
	bool (*track)(const Type *t);
	unsigned nblocks, nvals, nwords;
	Block **blocks;            /* by number; entry first */
	Value **vals;              /* tracked values defined in the region */
	uint64_t *in, *out;        /* nblocks sets of nwords words */
	unsigned *nedges;          /* incoming CFG edges per block */
} Liveness;

Liveness *liveness_new(Region *r, bool (*track)(const Type *t));
void liveness_free(Liveness *lv);

/* Number of a tracked value defined in the region, or -1 for any other
 * value (untracked type, or defined in another region). */
int liveness_index(const Liveness *lv, const Value *v);

static inline unsigned liveness_block(const Liveness *lv, const Block *b)
{
	(void)lv;
	return (unsigned)b->scratch;
}

static inline const uint64_t *liveness_in_set(const Liveness *lv, const Block *b)
{
	return lv->in + (size_t)liveness_block(lv, b) * lv->nwords;
}

static inline const uint64_t *liveness_out_set(const Liveness *lv, const Block *b)
{
	return lv->out + (size_t)liveness_block(lv, b) * lv->nwords;
}

bool liveness_live_in(const Liveness *lv, const Block *b, unsigned v);
bool liveness_live_out(const Liveness *lv, const Block *b, unsigned v);

#endif
