/* verify_dominance.c - every use of a value is dominated by its
 * definition, checked per function once the function is otherwise
 * sound (MLIR's verifyDominanceOfContainedRegions), with MLIR's message
 * and notes.
 *
 * The walk stamps each value as it is defined (block arguments when
 * their block starts, results after the op and its regions), so a use in
 * the same block is valid exactly when its value is stamped.  A use of a
 * value from another block goes up to the ancestor op in the defining
 * region and asks that region's dominator tree, computed once per
 * multi-block region (Cooper, Harvey and Kennedy).  Uses in unreachable
 * blocks are not checked, as in MLIR. */
#include "config.h"
#include "verifier.h"
#include "support/hash.h"

#include <stdlib.h>

typedef struct DomInfo {
	unsigned n;                /* reachable blocks */
	Block **rpo;               /* reverse post-order */
	unsigned *idom;            /* index in rpo of the immediate dominator */
} DomInfo;

typedef struct Walk {
	Verifier *v;
	uintptr_t stamp;           /* Value.scratch of values visible so far */
	PtrMap doms;               /* Region -> DomInfo */
} Walk;

/* Block.scratch holds 1 + the block's index in its region's RPO, or 0
 * when unreachable; set by dom_compute. */
static void dfs(Block *b, Block **post, unsigned *n, PtrMap *seen)
{
	/* Iterative: hostile inputs can have very long chains of blocks. */
	typedef struct { Block *b; unsigned next; } Frame;
	size_t cap = 64, depth = 0;
	Frame *stack = xmalloc(cap * sizeof *stack);
	ptrmap_put(seen, b, b);
	stack[depth++] = (Frame){b, 0};
	while (depth) {
		Frame *f = &stack[depth - 1];
		Op *t = block_terminator(f->b);
		unsigned nsucc = t ? t->nsucc : 0;
		if (f->next < nsucc) {
			Block *s = t->succs[f->next++].block;
			if (s->parent == f->b->parent && !ptrmap_get(seen, s)) {
				ptrmap_put(seen, s, s);
				if (depth == cap) {
					cap *= 2;
					stack = xrealloc(stack, cap * sizeof *stack);
				}
				stack[depth++] = (Frame){s, 0};
			}
			continue;
		}
		post[(*n)++] = f->b;
		depth--;
	}
	free(stack);
}

static unsigned intersect(const unsigned *idom, unsigned a, unsigned b)
{
	while (a != b) {
		while (a > b)
			a = idom[a];
		while (b > a)
			b = idom[b];
	}
	return a;
}

/* Predecessors by RPO index, for the fixed point of dom_compute. */
static void rpo_preds(Region *r, DomInfo *d, unsigned *npred, unsigned **preds)
{
	for (unsigned i = 0; i < d->n; i++) {
		Op *t = block_terminator(d->rpo[i]);
		for (unsigned s = 0; t && s < t->nsucc; s++) {
			Block *sb = t->succs[s].block;
			if (sb->parent != r || !sb->scratch)
				continue;
			unsigned j = (unsigned)sb->scratch - 1;
			preds[j] = xrealloc(preds[j], (npred[j] + 1) * sizeof **preds);
			preds[j][npred[j]++] = i;
		}
	}
}

static DomInfo *dom_compute(Region *r)
{
	unsigned nblocks = 0;
	for (Block *b = r->first; b; b = b->next) {
		b->scratch = 0;
		nblocks++;
	}
	DomInfo *d = xcalloc(1, sizeof *d);
	Block **post = xmalloc(nblocks * sizeof *post);
	PtrMap seen;
	ptrmap_init(&seen);
	dfs(r->first, post, &d->n, &seen);
	ptrmap_free(&seen);
	d->rpo = xmalloc(d->n * sizeof *d->rpo);
	for (unsigned i = 0; i < d->n; i++) {
		d->rpo[i] = post[d->n - 1 - i];
		d->rpo[i]->scratch = i + 1;
	}
	free(post);
	unsigned *npred = xcalloc(d->n, sizeof *npred), **preds = xcalloc(d->n, sizeof *preds);
	rpo_preds(r, d, npred, preds);
	d->idom = xmalloc(d->n * sizeof *d->idom);
	const unsigned undef = (unsigned)-1;
	for (unsigned i = 0; i < d->n; i++)
		d->idom[i] = undef;
	d->idom[0] = 0;
	for (bool changed = true; changed;) {
		changed = false;
		for (unsigned i = 1; i < d->n; i++) {
			unsigned nd = undef;
			for (unsigned k = 0; k < npred[i]; k++) {
				unsigned pi = preds[i][k];
				if (d->idom[pi] == undef)
					continue;
				nd = nd == undef ? pi : intersect(d->idom, pi, nd);
			}
			if (nd != d->idom[i]) {
				d->idom[i] = nd;
				changed = true;
			}
		}
	}
	for (unsigned i = 0; i < d->n; i++)
		free(preds[i]);
	free(preds);
	free(npred);
	return d;
}

static DomInfo *dom_get(Walk *w, Region *r)
{
	DomInfo *d = ptrmap_get(&w->doms, r);
	if (!d) {
		d = dom_compute(r);
		ptrmap_put(&w->doms, r, d);
	}
	return d;
}

static bool block_reachable(Walk *w, Block *b)
{
	if (b == b->parent->first)
		return true;
	dom_get(w, b->parent);
	return b->scratch != 0;
}

/* Whether block a dominates block b (same region). */
static bool block_dominates(Walk *w, Block *a, Block *b)
{
	DomInfo *d = dom_get(w, a->parent);
	if (!b->scratch)
		return true;           /* uses in unreachable code are not checked */
	if (!a->scratch)
		return false;
	unsigned ai = (unsigned)a->scratch - 1, bi = (unsigned)b->scratch - 1;
	while (bi > ai)
		bi = d->idom[bi];
	return bi == ai;
}

static Block *def_block(const Value *v)
{
	return v->def ? v->def->parent : v->owner;
}

/* Whether region a encloses region b (a != b). */
static bool region_encloses(const Region *a, const Region *b)
{
	for (Op *p = b->parent; p && p->parent; p = p->parent->parent->parent)
		if (p->parent->parent == a)
			return true;
	return false;
}

/* MLIR's error and note for a use its definition does not dominate. */
static bool report_use(Walk *w, Op *op, unsigned i)
{
	Value *val = op->opnds[i].value;
	Region *use = op->parent->parent, *def = def_block(val)->parent;
	v_error(w->v, op->loc, "operand #%u does not dominate this use", i);
	const char *where = use == def ? "in the same region"
	                  : region_encloses(def, use) ? "in a parent region"
	                  : region_encloses(use, def) ? "in a child region" : NULL;
	if (val->def) {
		bool same_block = val->def->parent == op->parent;
		v_note(w->v, val->def->loc, "operand defined here (op %s)",
		       same_block ? "in the same block"
		       : where ? where : "is neither in a parent nor in a child region");
		return false;
	}
	unsigned index = 0;
	for (Block *b = def->first; b && b != val->owner; b = b->next)
		index++;
	Op *owner = block_parent_op(val->owner);
	v_note(w->v, owner ? owner->loc : LOC_NONE, "operand defined as a block argument (block #%u %s)",
	       index, where ? where : "neither in a parent nor in a child region");
	return false;
}

static bool check_use(Walk *w, Op *op, unsigned i)
{
	Value *val = op->opnds[i].value;
	Block *db = def_block(val);
	if (!db)
		return v_fail(w->v, op, "operand #%u has no definition", i);
	if (db == op->parent)
		return val->scratch == w->stamp || report_use(w, op, i);
	/* Find the ancestor of op that sits in the defining region. */
	Op *a = op;
	while (a->parent && a->parent->parent != db->parent) {
		Op *up = op_parent_op(a);
		if (!up || op_has_trait(up, T_ISOLATED)) {
			/* Beyond an isolated op, or from inside a region that
			 * does not enclose the use (a forward reference bound
			 * there). */
			Op *dop = block_parent_op(db);
			if (up && dop && op_is_ancestor(up, dop))
				return report_use(w, op, i);
			v_fail(w->v, op, "using value defined outside the region");
			if (up)
				v_note(w->v, up->loc, "required by region isolation constraints");
			return false;
		}
		a = up;
	}
	/* Only a detached op has no parent here; verify_module never sees one. */
	if (!a->parent)
		return v_fail(w->v, op, "using value defined outside the region");
	bool ok = a->parent == db ? val->scratch == w->stamp : block_dominates(w, db, a->parent);
	return ok || report_use(w, op, i);
}

static bool walk_region(Walk *w, Region *r);

static bool walk_op(Walk *w, Op *op)
{
	for (unsigned i = 0; i < op->nopnds; i++)
		if (!check_use(w, op, i))
			return false;
	for (unsigned i = 0; i < op->nregions; i++)
		if (!walk_region(w, &op->regions[i]))
			return false;
	for (unsigned i = 0; i < op->nres; i++)
		op->res[i].scratch = w->stamp;
	return true;
}

static void stamp_block(Walk *w, Block *b)
{
	for (Op *o = b->first; o; o = o->next)
		for (unsigned i = 0; i < o->nres; i++)
			o->res[i].scratch = w->stamp;
}

static bool walk_region(Walk *w, Region *r)
{
	for (Block *b = r->first; b; b = b->next) {
		for (unsigned i = 0; i < b->nargs; i++)
			b->args[i]->scratch = w->stamp;
		if (b != r->first && !block_reachable(w, b)) {
			stamp_block(w, b);
			continue;
		}
		for (Op *o = b->first; o; o = o->next)
			if (!walk_op(w, o))
				return false;
	}
	return true;
}

bool verify_dominance(Verifier *v, Op *func)
{
	/* The stamp marking visible values is the address of a fresh arena
	 * byte: no pass can have left it in a scratch word (the arena never
	 * reuses memory), so stale scratch needs no clearing walk first. */
	Walk w = {v, (uintptr_t)arena_alloc(&v->m->arena, 1), {0}};
	ptrmap_init(&w.doms);
	bool ok = walk_op(&w, func);
	for (size_t i = 0; i < w.doms.cap; i++) {
		if (!w.doms.keys[i] || w.doms.keys[i] == PTRMAP_TOMB)
			continue;
		DomInfo *d = w.doms.vals[i];
		free(d->rpo);
		free(d->idom);
		free(d);
	}
	ptrmap_free(&w.doms);
	return ok;
}
