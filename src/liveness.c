/* liveness.c - block live-in / live-out sets by backward dataflow.
 *
 *   out(B) = union of in(S) over the successors S of B
 *   in(B)  = gen(B) | (out(B) & ~kill(B))
 *
 * gen(B) holds the tracked values B uses but does not define, kill(B) the
 * ones it defines (arguments and op results).  In SSA form a use of a
 * value defined in the same block comes after the definition, so "used
 * and not defined here" is exactly "upward exposed".  Blocks are visited
 * in post-order of a depth-first walk from the entry, which makes loops
 * converge in a couple of rounds; each round is linear in the size of the
 * sets, so the whole analysis is O(rounds * blocks * values / 64). */
#include "config.h"
#include "liveness.h"
#include "bitset.h"

#include <stdlib.h>

static Block *def_block(const Value *v)
{
	return v->def ? v->def->parent : v->owner;
}

int liveness_index(const Liveness *lv, const Value *v)
{
	if (!lv->track(v->type))
		return -1;
	Block *b = def_block(v);
	if (!b || b->parent != lv->region)
		return -1;
	return (int)v->scratch;
}

bool liveness_live_in(const Liveness *lv, const Block *b, unsigned v)
{
	return bs_test(liveness_in_set(lv, b), v);
}

bool liveness_live_out(const Liveness *lv, const Block *b, unsigned v)
{
	return bs_test(liveness_out_set(lv, b), v);
}

static void track_value(Liveness *lv, Value *v, unsigned *cap)
{
	if (!lv->track(v->type))
		return;
	if (lv->nvals == *cap) {
		*cap = *cap ? *cap * 2 : 64;
		lv->vals = xrealloc(lv->vals, *cap * sizeof *lv->vals);
	}
	v->scratch = lv->nvals;
	lv->vals[lv->nvals++] = v;
}

/* Number blocks and tracked values. */
static void number(Liveness *lv)
{
	unsigned nb = 0, cap = 0;
	for (Block *b = lv->region->first; b; b = b->next)
		nb++;
	lv->blocks = xmalloc((nb ? nb : 1) * sizeof *lv->blocks);
	for (Block *b = lv->region->first; b; b = b->next) {
		b->scratch = lv->nblocks;
		lv->blocks[lv->nblocks++] = b;
		for (unsigned i = 0; i < b->nargs; i++)
			track_value(lv, b->args[i], &cap);
		for (Op *op = b->first; op; op = op->next)
			for (unsigned i = 0; i < op->nres; i++)
				track_value(lv, &op->res[i], &cap);
	}
	lv->nwords = bs_words(lv->nvals);
}

typedef struct GenWalk {
	const Liveness *lv;
	uint64_t *gen;
	const uint64_t *kill;
} GenWalk;

static WalkResult gen_uses(Op *op, void *arg)
{
	GenWalk *g = arg;
	for (unsigned i = 0; i < op->nopnds; i++) {
		int v = liveness_index(g->lv, op->opnds[i].value);
		if (v >= 0 && !bs_test(g->kill, (unsigned)v))
			bs_set(g->gen, (unsigned)v);
	}
	return WALK_ADVANCE;
}

static void gen_kill(Liveness *lv, Block *b, uint64_t *gen, uint64_t *kill)
{
	for (unsigned i = 0; i < b->nargs; i++) {
		int v = liveness_index(lv, b->args[i]);
		if (v >= 0)
			bs_set(kill, (unsigned)v);
	}
	for (Op *op = b->first; op; op = op->next)
		for (unsigned i = 0; i < op->nres; i++) {
			int v = liveness_index(lv, &op->res[i]);
			if (v >= 0)
				bs_set(kill, (unsigned)v);
		}
	GenWalk g = {lv, gen, kill};
	for (Op *op = b->first; op; op = op->next)
		op_walk(op, gen_uses, &g);
}

/* Post-order of the blocks reachable from the entry, then the others
 * (unreachable blocks still get sets: they may use values). */
static unsigned *postorder(Liveness *lv)
{
	unsigned n = lv->nblocks, k = 0, sp = 0;
	unsigned *order = xmalloc((n ? n : 1) * sizeof *order);
	unsigned *stack = xmalloc((n ? n : 1) * sizeof *stack);
	unsigned *next = xcalloc(n ? n : 1, sizeof *next);
	bool *seen = xcalloc(n ? n : 1, sizeof *seen);
	if (n) {
		stack[sp++] = 0;
		seen[0] = true;
	}
	while (sp) {
		Block *b = lv->blocks[stack[sp - 1]];
		unsigned *i = &next[stack[sp - 1]];
		if (*i < block_num_succs(b)) {
			unsigned s = liveness_block(lv, block_succ(b, (*i)++));
			if (!seen[s]) {
				seen[s] = true;
				stack[sp++] = s;
			}
			continue;
		}
		order[k++] = stack[--sp];
	}
	for (unsigned i = 0; i < n; i++)
		if (!seen[i])
			order[k++] = i;
	free(stack);
	free(next);
	free(seen);
	return order;
}

static void solve(Liveness *lv, const uint64_t *gen, const uint64_t *kill)
{
	unsigned nw = lv->nwords;
	unsigned *order = postorder(lv);
	bool changed = true;
	while (changed) {
		changed = false;
		for (unsigned k = 0; k < lv->nblocks; k++) {
			unsigned b = order[k];
			Block *blk = lv->blocks[b];
			uint64_t *out = lv->out + (size_t)b * nw, *in = lv->in + (size_t)b * nw;
			for (unsigned s = 0; s < block_num_succs(blk); s++)
				bs_union(out, liveness_in_set(lv, block_succ(blk, s)), nw);
			const uint64_t *g = gen + (size_t)b * nw, *kl = kill + (size_t)b * nw;
			for (unsigned w = 0; w < nw; w++) {
				uint64_t n = g[w] | (out[w] & ~kl[w]);
				if (n != in[w]) {
					in[w] = n;
					changed = true;
				}
			}
		}
	}
	free(order);
}

static void count_edges(Liveness *lv)
{
	lv->nedges = xcalloc(lv->nblocks ? lv->nblocks : 1, sizeof *lv->nedges);
	for (unsigned b = 0; b < lv->nblocks; b++)
		for (unsigned s = 0; s < block_num_succs(lv->blocks[b]); s++)
			lv->nedges[liveness_block(lv, block_succ(lv->blocks[b], s))]++;
}

Liveness *liveness_new(Region *r, bool (*track)(const Type *t))
{
	Liveness *lv = xcalloc(1, sizeof *lv);
	lv->region = r;
	lv->track = track;
	number(lv);
	size_t words = (size_t)lv->nblocks * lv->nwords;
	lv->in = xcalloc(words ? words : 1, sizeof *lv->in);
	lv->out = xcalloc(words ? words : 1, sizeof *lv->out);
	uint64_t *gen = xcalloc(words ? words : 1, sizeof *gen);
	uint64_t *kill = xcalloc(words ? words : 1, sizeof *kill);
	for (unsigned b = 0; b < lv->nblocks; b++)
		gen_kill(lv, lv->blocks[b], gen + (size_t)b * lv->nwords, kill + (size_t)b * lv->nwords);
	solve(lv, gen, kill);
	count_edges(lv);
	free(gen);
	free(kill);
	return lv;
}

void liveness_free(Liveness *lv)
{
	if (!lv)
		return;
	free(lv->blocks);
	free(lv->vals);
	free(lv->in);
	free(lv->out);
	free(lv->nedges);
	free(lv);
}
