/* refcount_edges.c - reference count adjustments on CFG edges.
 *
 * refcount_insert.c decides what each edge needs (EdgeFix); this places
 * it, with as few new blocks as it can:
 *
 *   - drops that all edges into a block have in common go once at the
 *     start of that block (a shared error or exit block, typically);
 *   - drops on the only edge into a block go at its start;
 *   - everything else goes into a new block splitting the edge, which
 *     takes over the branch's operands for that successor.
 *
 * Adds always get an edge block: there, before the branch that hands the
 * value over, the value still holds the reference it copies, which is the
 * convention refcount_opt.c relies on.
 *
 *   ^bb0:  cf.cond_br %c, ^use, ^other       %t live into ^use only
 *   ^other: ...                               (also entered from elsewhere)
 * becomes
 *   ^bb0:  cf.cond_br %c, ^use, ^edge
 *   ^edge: async.runtime.drop_ref %t {count = 1 : i64} : !async.token
 *          cf.br ^other
 * and with ^bb0 the only predecessor of ^other, the drop_ref goes at the
 * start of ^other instead. */
#include "config.h"
#include "refcount.h"
#include "liveness.h"

#include <stdlib.h>
#include <string.h>

typedef struct Edge {
	Op *term;
	unsigned succ;
	Block *dest;
	unsigned first, n;         /* its fixes in the edge-ordered array */
	unsigned order;            /* position, for stable sorting */
	bool adds;
} Edge;

/* Remove the operands that terminator t passes to successor s. */
static void drop_succ_operands(Module *m, Op *t, unsigned s)
{
	Succ e = t->succs[s];
	if (!e.count)
		return;
	unsigned n = t->nopnds - e.count, k = 0;
	Value **vals = xmalloc((n + 1) * sizeof *vals);
	for (unsigned i = 0; i < t->nopnds; i++)
		if (i < e.first || i >= e.first + e.count)
			vals[k++] = t->opnds[i].value;
	op_set_operands(m, t, vals, n);
	free(vals);
	for (unsigned j = 0; j < t->nsucc; j++)
		if (t->succs[j].first > e.first)
			t->succs[j].first -= e.count;
	t->succs[s].count = 0;
	if (!t->nsegs)
		return;
	/* Shrink the operand segment that held them (cf.cond_br's). */
	unsigned *segs = xmalloc(t->nsegs * sizeof *segs), start = 0;
	for (unsigned i = 0; i < t->nsegs; i++) {
		segs[i] = t->segs[i];
		if (start <= e.first && e.first < start + t->segs[i])
			segs[i] -= e.count;
		start += t->segs[i];
	}
	op_set_segments(m, t, segs, t->nsegs);
	free(segs);
}

/* A new block on edge s of t, branching on to the old successor with the
 * operands the edge carried. */
static Block *split_edge(Module *m, Op *t, unsigned s)
{
	Succ e = t->succs[s];
	Block *nb = block_new(m);
	region_insert_block(e.block->parent, e.block, nb);
	Value **args = xmalloc((e.count + 1) * sizeof *args);
	for (unsigned j = 0; j < e.count; j++)
		args[j] = t->opnds[e.first + j].value;
	Builder b = builder_at_end(m, nb);
	b.loc = t->loc;
	build_br(&b, e.block, args, e.count);
	free(args);
	drop_succ_operands(m, t, s);
	t->succs[s].block = nb;
	return nb;
}

static void emit(Builder *b, const EdgeFix *f, unsigned n)
{
	for (unsigned k = 0; k < n; k++)
		if (f[k].delta)
			rc_build(b, f[k].delta > 0 ? OP_RT_ADD_REF : OP_RT_DROP_REF, f[k].v,
		         f[k].delta > 0 ? f[k].delta : -f[k].delta);
}

/* Reorder the fixes edge by edge (terminators in block order, successors
 * in order) into `out`, describing each edge that has any. */
static unsigned collect(const EdgeFix *fixes, unsigned n, EdgeFix *out, Edge *edges)
{
	unsigned k = 0, ne = 0;
	for (unsigned i = 0, j; i < n; i = j) {
		Op *t = fixes[i].term;
		for (j = i; j < n && fixes[j].term == t; j++)
			;
		for (unsigned s = 0; s < t->nsucc; s++) {
			Edge e = {t, s, t->succs[s].block, k, 0, ne, false};
			for (unsigned x = i; x < j; x++)
				if (fixes[x].succ == s) {
					out[k++] = fixes[x];
					e.adds |= fixes[x].delta > 0;
				}
			e.n = k - e.first;
			if (e.n)
				edges[ne++] = e;
		}
	}
	return ne;
}

static int by_fix(const void *a, const void *b)
{
	const EdgeFix *x = a, *y = b;
	if (x->v != y->v)
		return (uintptr_t)x->v < (uintptr_t)y->v ? -1 : 1;
	return (x->delta > y->delta) - (x->delta < y->delta);
}

static int by_dest(const void *a, const void *b)
{
	const Edge *x = a, *y = b;
	unsigned p = (unsigned)x->dest->scratch, q = (unsigned)y->dest->scratch;
	if (p != q)
		return p < q ? -1 : 1;
	return (x->order > y->order) - (x->order < y->order);
}

static int by_value(const void *key, const void *elem)
{
	const Value *v = key;
	const EdgeFix *f = elem;
	return v == f->v ? 0 : (uintptr_t)v < (uintptr_t)f->v ? -1 : 1;
}

/* The drop of v on an edge, from its sorted fixes, or NULL. */
static EdgeFix *find_drop(EdgeFix *sorted, const Edge *e, const Value *v)
{
	EdgeFix *f = bsearch(v, &sorted[e->first], e->n, sizeof *f, by_value);
	return f && f->delta < 0 ? f : NULL;
}

/* Drops that every edge into a block has in common go once at its start;
 * the edges keep the rest.  e[0..n) are all the block's incoming edges. */
static void sink_common(Module *m, Edge *e, unsigned n, EdgeFix *ordered, EdgeFix *sorted)
{
	Builder b = builder_before(m, e[0].dest->first);
	b.loc = e[0].term->loc;
	for (unsigned k = e[0].first; k < e[0].first + e[0].n; k++) {
		const Value *v = ordered[k].v;
		int64_t common = ordered[k].delta < 0 ? -ordered[k].delta : 0;
		for (unsigned i = 1; i < n && common; i++) {
			EdgeFix *f = find_drop(sorted, &e[i], v);
			common = f && -f->delta < common ? -f->delta : f ? common : 0;
		}
		if (!common)
			continue;
		EdgeFix drop = {e[0].term, e[0].succ, ordered[k].v, -common};
		emit(&b, &drop, 1);
		for (unsigned i = 0; i < n; i++) {
			find_drop(sorted, &e[i], v)->delta += common;
			for (unsigned x = e[i].first; x < e[i].first + e[i].n; x++)
				if (ordered[x].v == v)
					ordered[x].delta += common;
		}
	}
}

/* Group the edges by successor; where every incoming edge of a block has
 * fixes, sink what they share. */
static void sink_shared(Module *m, const Liveness *lv, Edge *edges, unsigned ne, EdgeFix *ordered)
{
	unsigned total = edges[ne - 1].first + edges[ne - 1].n;
	EdgeFix *sorted = xmalloc(total * sizeof *sorted);
	memcpy(sorted, ordered, total * sizeof *sorted);
	for (unsigned i = 0; i < ne; i++)
		qsort(&sorted[edges[i].first], edges[i].n, sizeof *sorted, by_fix);
	Edge *byd = xmalloc(ne * sizeof *byd);
	memcpy(byd, edges, ne * sizeof *byd);
	qsort(byd, ne, sizeof *byd, by_dest);
	for (unsigned i = 0, j; i < ne; i = j) {
		for (j = i; j < ne && byd[j].dest == byd[i].dest; j++)
			;
		if (j - i >= 2 && lv->nedges[liveness_block(lv, byd[i].dest)] == j - i)
			sink_common(m, &byd[i], j - i, ordered, sorted);
	}
	free(byd);
	free(sorted);
}

static void place(Module *m, const Liveness *lv, Edge *e, const EdgeFix *ordered)
{
	Block *dest = e->dest;
	bool any = false;
	for (unsigned k = e->first; k < e->first + e->n; k++)
		any |= ordered[k].delta != 0;
	if (!any)
		return;
	Builder b;
	if (!e->adds && lv->nedges[liveness_block(lv, dest)] == 1 && !block_is_entry(dest))
		b = builder_before(m, dest->first);
	else
		b = builder_before(m, split_edge(m, e->term, e->succ)->last);
	b.loc = e->term->loc;
	emit(&b, &ordered[e->first], e->n);
}

void rc_apply_edge_fixes(Module *m, const Liveness *lv, const EdgeFix *fixes, unsigned n)
{
	if (!n)
		return;
	EdgeFix *ordered = xmalloc(n * sizeof *ordered);
	Edge *edges = xmalloc(n * sizeof *edges);
	unsigned ne = collect(fixes, n, ordered, edges);
	sink_shared(m, lv, edges, ne, ordered);
	for (unsigned i = 0; i < ne; i++)
		place(m, lv, &edges[i], ordered);
	free(edges);
	free(ordered);
}
