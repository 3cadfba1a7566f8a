/* liveness.c - block live-in / live-out sets by backward dataflow.
 *
 *   out(B) = union of in(S) over the successors S of B
 *   in(B)  = gen(B) | (out(B) & ~kill(B))
 *
 * gen(B) holds the tracked values B uses but does not define, kill(B) the
 * ones it defines (arguments and op results); both are kept as lists.  In SSA form a use of a
 * value defined in the same block comes after the definition, so "used
 * and not defined here" is exactly "upward exposed".  Blocks are visited
 * in post-order of a depth-first walk from the entry, which makes loops
 * converge in a couple of rounds; each round is linear in the size of the
 * sets, so the whole analysis is O(rounds * blocks * values / 64). */
#include "config.h"
#include "liveness.h"
#include "bitset.h"

#include <stdlib.h>
#include <string.h>

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

/* gen and kill as lists of value numbers per block (CSR: the entries of
 * block b are idx[start[b]] .. idx[start[b + 1] - 1]): their total size
 * is the number of uses and definitions, where bit sets would take
 * blocks * values bits. */
typedef struct Lists {
	unsigned *idx, n, cap;
	unsigned *start;
} Lists;

static void list_push(Lists *l, unsigned v)
{
	if (l->n == l->cap) {
		l->cap = l->cap ? l->cap * 2 : 256;
		l->idx = xrealloc(l->idx, l->cap * sizeof *l->idx);
	}
	l->idx[l->n++] = v;
}

typedef struct GenWalk {
	const Liveness *lv;
	Lists *gen;
	Block *block;
} GenWalk;

/* A use of a value defined in another block is upward exposed; in SSA a
 * use of a value of the same block comes after its definition. */
static WalkResult gen_uses(Op *op, void *arg)
{
	GenWalk *g = arg;
	for (unsigned i = 0; i < op->nopnds; i++) {
		Value *v = op->opnds[i].value;
		int n = liveness_index(g->lv, v);
		if (n >= 0 && def_block(v) != g->block)
			list_push(g->gen, (unsigned)n);
	}
	return WALK_ADVANCE;
}

static void gen_kill(Liveness *lv, Block *b, Lists *gen, Lists *kill)
{
	for (unsigned i = 0; i < b->nargs; i++) {
		int v = liveness_index(lv, b->args[i]);
		if (v >= 0)
			list_push(kill, (unsigned)v);
	}
	for (Op *op = b->first; op; op = op->next)
		for (unsigned i = 0; i < op->nres; i++) {
			int v = liveness_index(lv, &op->res[i]);
			if (v >= 0)
				list_push(kill, (unsigned)v);
		}
	GenWalk g = {lv, gen, b};
	for (Op *op = b->first; op; op = op->next)
		op_walk(op, gen_uses, &g);
}

static void build_lists(Liveness *lv, Lists *gen, Lists *kill)
{
	gen->start = xmalloc((lv->nblocks + 1) * sizeof *gen->start);
	kill->start = xmalloc((lv->nblocks + 1) * sizeof *kill->start);
	for (unsigned b = 0; b < lv->nblocks; b++) {
		gen->start[b] = gen->n;
		kill->start[b] = kill->n;
		gen_kill(lv, lv->blocks[b], gen, kill);
	}
	gen->start[lv->nblocks] = gen->n;
	kill->start[lv->nblocks] = kill->n;
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

/* in(b) = gen(b) | (out(b) & ~kill(b)), into tmp; returns whether it
 * differs from the current in(b), which it then replaces. */
static bool transfer(Liveness *lv, unsigned b, const Lists *gen, const Lists *kill, uint64_t *tmp)
{
	unsigned nw = lv->nwords;
	bs_copy(tmp, lv->out + (size_t)b * nw, nw);
	for (unsigned k = kill->start[b]; k < kill->start[b + 1]; k++)
		bs_clear(tmp, kill->idx[k]);
	for (unsigned k = gen->start[b]; k < gen->start[b + 1]; k++)
		bs_set(tmp, gen->idx[k]);
	uint64_t *in = lv->in + (size_t)b * nw;
	if (!memcmp(in, tmp, nw * sizeof *tmp))
		return false;
	bs_copy(in, tmp, nw);
	return true;
}

static void solve(Liveness *lv, const Lists *gen, const Lists *kill)
{
	unsigned nw = lv->nwords;
	unsigned *order = postorder(lv);
	uint64_t *tmp = xcalloc(nw + 1, sizeof *tmp);
	bool changed = true;
	while (changed) {
		changed = false;
		for (unsigned k = 0; k < lv->nblocks; k++) {
			unsigned b = order[k];
			Block *blk = lv->blocks[b];
			uint64_t *out = lv->out + (size_t)b * nw;
			for (unsigned s = 0; s < block_num_succs(blk); s++)
				bs_union(out, liveness_in_set(lv, block_succ(blk, s)), nw);
			changed |= transfer(lv, b, gen, kill, tmp);
		}
	}
	free(tmp);
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
	Lists gen = {0}, kill = {0};
	build_lists(lv, &gen, &kill);
	solve(lv, &gen, &kill);
	count_edges(lv);
	free(gen.idx);
	free(gen.start);
	free(kill.idx);
	free(kill.start);
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
