/* refcount_insert.c - add_ref / drop_ref placement from liveness.
 *
 * For the counted values defined in one region (see refcount.h for the
 * ownership model), each block is scanned backwards from its live-out
 * set, so the first use met of a value that is not live is its last use
 * in the block:
 *
 *   - a last use that borrows gets a drop_ref right after it; one that
 *     takes references over (a call argument, a returned or yielded
 *     value) gets the value's own reference, plus an add_ref for each
 *     further slot;
 *   - a use that takes references while the value stays live gets an
 *     add_ref before it, one per slot;
 *   - a result or block argument that is never used is dropped at once;
 *   - values defined outside the region (borrowed by the parent op) never
 *     die here: a use that takes references gets add_refs.
 *
 * At a branch the value's one reference goes along every edge.  Edge e
 * needs need(e) = (slots passing it to the successor's arguments) + (1 if
 * it is live into the successor); the difference is settled on the edge:
 * what all edges need more is added before the branch, the rest on the
 * edge (refcount_edges.c).  A value dying on an edge is dropped there.
 *
 * async.coro.suspend is the exception, as in MLIR: its suspend and
 * cleanup successors do not drop what the resume successor still needs.
 * A suspended coroutine keeps its values in its frame; the ramp's path
 * through the suspend block returns to the caller while the coroutine
 * lives on, and the cleanup successor is only reached when a coroutine
 * is destroyed, which asyncc's runtime never does. */
#include "config.h"
#include "refcount.h"
#include "liveness.h"
#include "bitset.h"
#include "support/vec.h"

#include <stdlib.h>

/* A distinct counted operand of one op and its slots that take a
 * reference. */
typedef struct OpndUse {
	Value *v;
	unsigned first;            /* first operand slot: keeps output order */
	unsigned consumed;
} OpndUse;

typedef SVEC(OpndUse, 8) OpndVec;

typedef struct Counter {
	Module *m;
	Liveness *lv;
	uint64_t *live;            /* backward scan: live after the current op */
	uint64_t *tmp;             /* scratch set */
	unsigned *mark;            /* scratch per tracked value, kept zero */
	SVEC(EdgeFix, 16) fixes;
	OpndVec uses;
	bool ok;
} Counter;

/* ------------------------------------------------------------ operands */

static int by_value(const void *a, const void *b)
{
	const OpndUse *x = a, *y = b;
	if (x->v != y->v)
		return (uintptr_t)x->v < (uintptr_t)y->v ? -1 : 1;
	return (x->first > y->first) - (x->first < y->first);
}

static int by_slot(const void *a, const void *b)
{
	const OpndUse *x = a, *y = b;
	return (x->first > y->first) - (x->first < y->first);
}

/* Merge entries of the same value, keeping first-slot order so that the
 * output does not depend on addresses. */
static void merge_uses(OpndVec *u)
{
	qsort(u->v, u->n, sizeof *u->v, by_value);
	unsigned k = 0;
	for (unsigned i = 0; i < u->n; i++) {
		if (k && u->v[k - 1].v == u->v[i].v)
			u->v[k - 1].consumed += u->v[i].consumed;
		else
			u->v[k++] = u->v[i];
	}
	u->n = k;
	qsort(u->v, u->n, sizeof *u->v, by_slot);
}

/* The distinct counted operands of op among operands [from, to). */
static void gather(const Op *op, unsigned from, unsigned to, OpndVec *u)
{
	u->n = 0;
	for (unsigned i = from; i < to; i++) {
		Value *v = op->opnds[i].value;
		if (rc_counted(v->type))
			svec_push(u, ((OpndUse){v, i, rc_operand_use(op, i) == RC_CONSUME}));
	}
	if (u->n > 1)
		merge_uses(u);
}

/* -------------------------------------------------------------- emitting */

static void add_before(Counter *c, Op *op, Value *v, int64_t n)
{
	if (n <= 0)
		return;
	Builder b = builder_before(c->m, op);
	rc_build(&b, OP_RT_ADD_REF, v, n);
}

static void emit_after(Counter *c, Op *op, OpKind kind, Value *v)
{
	Builder b = builder_after(c->m, op);
	rc_build(&b, kind, v, 1);
}

static void fix_edge(Counter *c, Op *t, unsigned s, Value *v, int64_t delta)
{
	if (delta)
		svec_push(&c->fixes, ((EdgeFix){t, s, v, delta}));
}

/* Release v after its last use, op.  Between async.coro.save and
 * async.coro.suspend the coroutine may already be resumed on another
 * thread, so nothing there may touch its frame: a value last used by
 * await_and_resume is released at the start of the resume path instead,
 * staying in the frame across the suspension. */
static void release_after(Counter *c, Op *op, Value *v)
{
	Op *t = op->parent->last;
	if (op_is(op, OP_RT_AWAIT_AND_RESUME) && t && op_is(t, OP_CORO_SUSPEND))
		fix_edge(c, t, 1, v, -1);
	else
		emit_after(c, op, OP_RT_DROP_REF, v);
}

/* --------------------------------------------------------- plain ops */

/* Operand uses of an op without successors.  A terminator (return,
 * yield) can only hand references over: it has no "after" for a drop. */
static void count_operands(Counter *c, Op *op)
{
	gather(op, 0, op->nopnds, &c->uses);
	bool term = op_has_trait(op, T_TERMINATOR);
	for (unsigned i = 0; i < c->uses.n; i++) {
		OpndUse *u = &c->uses.v[i];
		int idx = liveness_index(c->lv, u->v);
		if (idx < 0) {                  /* borrowed from an outer region */
			add_before(c, op, u->v, u->consumed);
			continue;
		}
		bool dies = !bs_test(c->live, (unsigned)idx);
		bs_set(c->live, (unsigned)idx);
		if (!dies) {
			add_before(c, op, u->v, u->consumed);
		} else if (u->consumed) {
			add_before(c, op, u->v, u->consumed - 1);
		} else if (term) {
			diag_error(ctx_diag(c->m->ctx), op->loc,
			           "reference counting cannot release a value after '%s'", op_info(op)->name);
			c->ok = false;
		} else {
			release_after(c, op, u->v);
		}
	}
}

typedef struct NestedUses {
	Counter *c;
	SVEC(Value *, 8) dying;    /* not live after op: dropped after it */
} NestedUses;

static WalkResult nested_use(Op *inner, void *arg)
{
	NestedUses *n = arg;
	for (unsigned i = 0; i < inner->nopnds; i++) {
		Value *v = inner->opnds[i].value;
		int idx = liveness_index(n->c->lv, v);
		if (idx < 0 || bs_test(n->c->live, (unsigned)idx))
			continue;
		bs_set(n->c->live, (unsigned)idx);
		svec_push(&n->dying, v);
	}
	return WALK_ADVANCE;
}

/* Results: dead ones are dropped; an alias of an operand gets its own
 * reference, right after op so that it comes before operand drops. */
static void count_results(Counter *c, Op *op)
{
	for (unsigned i = 0; i < op->nres; i++) {
		int idx = liveness_index(c->lv, &op->res[i]);
		if (idx < 0)
			continue;
		bool live = bs_test(c->live, (unsigned)idx);
		bs_clear(c->live, (unsigned)idx);
		if (rc_result_aliases(op)) {
			if (live)
				emit_after(c, op, OP_RT_ADD_REF, &op->res[i]);
		} else if (!live) {
			emit_after(c, op, OP_RT_DROP_REF, &op->res[i]);
		}
	}
}

/* Values of this region used inside op's regions: the op borrows them
 * until it completes (no region outlives its op at this level), so they
 * are live across the op's own operands: an operand that takes a
 * reference (an scf.for init) and is used inside again gets an add_ref
 * of its own before the op.  The scan marks them live first and drops
 * the ones that die here after the op. */
static void count_op(Counter *c, Op *op)
{
	NestedUses n = {.c = c};
	svec_init(&n.dying);
	for (unsigned r = 0; r < op->nregions; r++)
		for (Block *b = op->regions[r].first; b; b = b->next)
			for (Op *o = b->first; o; o = o->next)
				op_walk(o, nested_use, &n);
	count_operands(c, op);
	for (unsigned i = 0; i < n.dying.n; i++)
		emit_after(c, op, OP_RT_DROP_REF, n.dying.v[i]);
	svec_free(&n.dying);
	count_results(c, op);
}

/* ------------------------------------------------------------ branches */

typedef struct Cand {
	Value *v;
	int idx;                   /* -1: defined outside the region */
} Cand;

typedef SVEC(Cand, 16) CandVec;

static unsigned find_cand(Counter *c, CandVec *cv, Value *v, bool add)
{
	int idx = liveness_index(c->lv, v);
	if (idx >= 0 && c->mark[idx])
		return c->mark[idx] - 1;
	if (idx < 0)
		for (unsigned k = 0; k < cv->n; k++)
			if (cv->v[k].v == v)
				return k;
	if (!add)
		return ~0u;
	svec_push(cv, ((Cand){v, idx}));
	if (idx >= 0)
		c->mark[idx] = cv->n;
	return cv->n - 1;
}

/* Every value the branch must settle: the successor operands, and the
 * live-out values that some successor does not need (in number order, so
 * the output is deterministic).  A value live into every successor and
 * not passed to any needs the one reference it has: nothing to do, and
 * skipping it keeps the work per branch proportional to what changes. */
static void branch_candidates(Counter *c, Block *b, Op *t, CandVec *cv)
{
	unsigned nw = c->lv->nwords;
	bs_copy(c->tmp, liveness_in_set(c->lv, t->succs[0].block), nw);
	for (unsigned s = 1; s < t->nsucc; s++)
		bs_intersect(c->tmp, liveness_in_set(c->lv, t->succs[s].block), nw);
	bs_minus(c->tmp, liveness_out_set(c->lv, b), c->tmp, nw);
	BS_FOREACH(i, c->tmp, nw)
		find_cand(c, cv, c->lv->vals[i], true);
	for (unsigned s = 0; s < t->nsucc; s++)
		for (unsigned j = 0; j < t->succs[s].count; j++) {
			Value *v = t->opnds[t->succs[s].first + j].value;
			if (rc_counted(v->type))
				find_cand(c, cv, v, true);
		}
}

/* need[k * nsucc + s]: references candidate k must carry along edge s. */
static unsigned *edge_needs(Counter *c, Op *t, CandVec *cv)
{
	unsigned ns = t->nsucc;
	unsigned *need = xcalloc(cv->n * ns + 1, sizeof *need);
	for (unsigned s = 0; s < ns; s++) {
		for (unsigned j = 0; j < t->succs[s].count; j++) {
			Value *v = t->opnds[t->succs[s].first + j].value;
			if (rc_counted(v->type))
				need[find_cand(c, cv, v, false) * ns + s]++;
		}
		for (unsigned k = 0; k < cv->n; k++)
			if (cv->v[k].idx >= 0)
				need[k * ns + s] += liveness_live_in(c->lv, t->succs[s].block, (unsigned)cv->v[k].idx);
	}
	return need;
}

static void settle(Counter *c, Op *t, Cand *cand, const unsigned *need)
{
	unsigned ns = t->nsucc;
	int64_t held = cand->idx >= 0, least = need[0];
	for (unsigned s = 1; s < ns; s++)
		if (need[s] < least)
			least = need[s];
	int64_t before = least - held > 0 ? least - held : 0;
	add_before(c, t, cand->v, before);
	for (unsigned s = 0; s < ns; s++) {
		int64_t rest = (int64_t)need[s] - held - before;
		if (rest < 0 && op_is(t, OP_CORO_SUSPEND))
			continue;
		fix_edge(c, t, s, cand->v, rest);
	}
}

static void count_branch(Counter *c, Block *b, Op *t)
{
	CandVec cv;
	svec_init(&cv);
	branch_candidates(c, b, t, &cv);
	unsigned *need = edge_needs(c, t, &cv);
	for (unsigned k = 0; k < cv.n; k++) {
		settle(c, t, &cv.v[k], need + k * t->nsucc);
		if (cv.v[k].idx >= 0) {
			bs_set(c->live, (unsigned)cv.v[k].idx);
			c->mark[cv.v[k].idx] = 0;
		}
	}
	free(need);
	svec_free(&cv);
}

/* --------------------------------------------------------------- blocks */

static void count_args(Counter *c, Block *b)
{
	Op *first = b->first;
	for (unsigned i = 0; i < b->nargs; i++) {
		int idx = liveness_index(c->lv, b->args[i]);
		if (idx < 0 || bs_test(c->live, (unsigned)idx))
			continue;
		Builder bld = first ? builder_before(c->m, first) : builder_at_end(c->m, b);
		bld.loc = b->args[i]->loc;
		rc_build(&bld, OP_RT_DROP_REF, b->args[i], 1);
	}
}

static void count_block(Counter *c, Block *b)
{
	bs_copy(c->live, liveness_out_set(c->lv, b), c->lv->nwords);
	Op *op = b->last;
	if (op && op->nsucc) {
		count_branch(c, b, op);
		op = op->prev;
	}
	while (op) {
		Op *prev = op->prev;    /* ops inserted around op are not revisited */
		count_op(c, op);
		op = prev;
	}
	count_args(c, b);
}

bool rc_insert_region(Module *m, Region *r)
{
	if (region_empty(r))
		return true;
	Counter c = {.m = m, .ok = true};
	c.lv = liveness_new(r, rc_counted);
	c.live = xcalloc(c.lv->nwords + 1, sizeof *c.live);
	c.tmp = xcalloc(c.lv->nwords + 1, sizeof *c.tmp);
	c.mark = xcalloc(c.lv->nvals + 1, sizeof *c.mark);
	svec_init(&c.fixes);
	svec_init(&c.uses);
	for (unsigned i = 0; i < c.lv->nblocks; i++)
		count_block(&c, c.lv->blocks[i]);
	rc_apply_edge_fixes(m, c.lv, c.fixes.v, c.fixes.n);
	svec_free(&c.fixes);
	svec_free(&c.uses);
	free(c.live);
	free(c.tmp);
	free(c.mark);
	liveness_free(c.lv);
	return c.ok;
}
