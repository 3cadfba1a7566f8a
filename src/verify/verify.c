/* verify.c - the checks every op goes through: region counts,
 * terminators, successors, signatures, dominance and symbols.  What is
 * particular to one op lives in verify_<dialect>.c.
 *
 * Dominance: the walk stamps each value as it is defined (block
 * arguments when their block starts, results after the op and its
 * regions), so a use in the same block is valid exactly when its value is
 * stamped.  A use of a value from another block goes up to the ancestor
 * op in the defining region and asks that region's dominator tree,
 * computed once per multi-block region (Cooper, Harvey and Kennedy). */
#include "config.h"
#include "verify.h"
#include "verifier.h"
#include "hash.h"
#include "vec.h"
#include "syntax.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

bool v_fail(Verifier *v, Op *op, const char *fmt, ...)
{
	char msg[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	diag_error(v->diag, op->loc, "'%s' op %s", op_info(op)->name, msg);
	return false;
}

bool v_error(Verifier *v, Op *op, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	diag_vreport(v->diag, DIAG_ERROR, op->loc, fmt, ap);
	va_end(ap);
	return false;
}

void v_note(Verifier *v, Loc loc, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	diag_vreport(v->diag, DIAG_NOTE, loc, fmt, ap);
	va_end(ap);
}

const char *v_type(Verifier *v, Type *t)
{
	return type_str(v->ctx, t);
}

/* ------------------------------------------------------------ dominance */

typedef struct DomInfo {
	unsigned n;                /* reachable blocks */
	Block **rpo;               /* reverse post-order */
	unsigned *idom;            /* index in rpo of the immediate dominator */
} DomInfo;

typedef struct Walk {
	Verifier *v;
	uintptr_t stamp;           /* Value.scratch of values visible so far */
	PtrMap doms;               /* Region -> DomInfo */
	unsigned errors;
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

	/* Predecessors by RPO index, for the fixed point below. */
	unsigned *npred = xcalloc(d->n, sizeof *npred), **preds = xcalloc(d->n, sizeof *preds);
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

static bool check_use(Walk *w, Op *op, unsigned i)
{
	Value *val = op->opnds[i].value;
	Block *db = def_block(val);
	if (!db) {
		return v_fail(w->v, op, "operand #%u has no definition", i);
	}
	if (db == op->parent) {
		if (val->scratch == w->stamp)
			return true;
		v_fail(w->v, op, "operand #%u does not dominate this use", i);
		v_note(w->v, val->loc, "operand defined here");
		return false;
	}
	/* Find the ancestor of op that sits in the defining region. */
	Op *a = op;
	while (a->parent && a->parent->parent != db->parent) {
		Op *up = op_parent_op(a);
		if (!up || op_has_trait(up, T_ISOLATED)) {
			/* No enclosing region defines it: either it comes from
			 * inside a sibling or nested region (a forward reference
			 * bound there), or from beyond an isolated op. */
			Op *dop = block_parent_op(db);
			if (up && dop && op_is_ancestor(up, dop)) {
				v_fail(w->v, op, "operand #%u does not dominate this use", i);
				v_note(w->v, val->loc, "operand defined here, in a region that does not enclose the use");
			} else {
				v_fail(w->v, op, "operand #%u is defined outside the region that uses it", i);
				v_note(w->v, val->loc, "operand defined here");
			}
			return false;
		}
		a = up;
	}
	/* Only a detached op has no parent here; verify_module never sees one. */
	if (!a->parent)
		return v_fail(w->v, op, "operand #%u is defined outside the region that uses it", i);
	bool ok = a->parent == db ? val->scratch == w->stamp : block_dominates(w, db, a->parent);
	if (!ok) {
		v_fail(w->v, op, "operand #%u does not dominate this use", i);
		v_note(w->v, val->loc, "operand defined here");
	}
	return ok;
}

/* --------------------------------------------------------- structure */

/* Fixed operand and result types from the op's SIG column. */
static bool check_sig(Verifier *v, Op *op)
{
	const char *sig = op_info(op)->sig;
	if (!*sig)
		return true;
	const char *gt = strchr(sig, '>');
	unsigned nin = (unsigned)(gt - sig), nout = (unsigned)strlen(gt + 1);
	if (op->nopnds != nin)
		return v_fail(v, op, "expects %u operands, but has %u", nin, op->nopnds);
	if (op->nres != nout)
		return v_fail(v, op, "expects %u results, but has %u", nout, op->nres);
	for (unsigned i = 0; i < nin + nout; i++) {
		char c = i < nin ? sig[i] : gt[1 + i - nin];
		Type *t = i < nin ? op->opnds[i].value->type : op->res[i - nin].type;
		const char *what = i < nin ? "operand" : "result";
		unsigned k = i < nin ? i : i - nin;
		Type *want = sig_type(v->ctx, c);
		if (want && t != want)
			return v_fail(v, op, "%s #%u must be '%s', but is '%s'", what, k, v_type(v, want), v_type(v, t));
		if (c == 'a' && !ty_is_awaitable(t))
			return v_fail(v, op, "%s #%u must be !async.token or !async.value, but is '%s'", what, k, v_type(v, t));
		if (c == 'r' && !ty_is_async(t))
			return v_fail(v, op, "%s #%u must be a token, value or group, but is '%s'", what, k, v_type(v, t));
	}
	return true;
}

static bool check_successors(Verifier *v, Op *op)
{
	for (unsigned i = 0; i < op->nsucc; i++) {
		Succ *s = &op->succs[i];
		if (!s->block || s->block->parent != op->parent->parent)
			return v_fail(v, op, "successor #%u is not in the same region", i);
		if (s->first + s->count > op->nopnds)
			return v_fail(v, op, "successor #%u takes operands %u to %u, but the op has %u",
			              i, s->first, s->first + s->count - 1, op->nopnds);
		if (block_is_entry(s->block))
			return v_fail(v, op, "successor #%u is the entry block of its region, which may not have predecessors", i);
		if (s->count != s->block->nargs)
			return v_fail(v, op, "successor #%u passes %u operands to a block with %u arguments",
			              i, s->count, s->block->nargs);
		for (unsigned k = 0; k < s->count; k++) {
			Type *t = op->opnds[s->first + k].value->type, *want = s->block->args[k]->type;
			if (t != want)
				return v_fail(v, op, "successor #%u operand #%u has type '%s', but the block argument is '%s'",
				              i, k, v_type(v, t), v_type(v, want));
		}
	}
	return true;
}

static bool check_structure(Verifier *v, Op *op)
{
	const OpInfo *info = op_info(op);
	if (info->nregions >= 0 && op->nregions != (unsigned)info->nregions)
		return v_fail(v, op, "requires %d regions, but has %u", info->nregions, op->nregions);
	if (op->nsegs && op_has_trait(op, T_SEGMENTS)) {
		unsigned total = 0;
		for (unsigned i = 0; i < op->nsegs; i++)
			total += op->segs[i];
		if (total != op->nopnds)
			return v_fail(v, op, "operand segment sizes add up to %u, but it has %u operands",
			              total, op->nopnds);
	}
	if (op_has_trait(op, T_TERMINATOR)) {
		if (op->next)
			return v_fail(v, op, "must be the last operation in its block");
	} else if (op->nsucc) {
		return v_fail(v, op, "has successors but is not a terminator");
	}
	if (!check_successors(v, op) || !check_sig(v, op))
		return false;
	bool need_term = !op_has_trait(op, T_NO_TERMINATOR);
	for (unsigned i = 0; i < op->nregions; i++) {
		for (Block *b = op->regions[i].first; b; b = b->next) {
			if (need_term && !block_terminator(b)) {
				Loc at = b->last ? b->last->loc : op->loc;
				diag_error(v->diag, at, "block in the region of '%s' must end with a terminator",
				           info->name);
				return false;
			}
		}
	}
	return true;
}

/* ------------------------------------------------------------- the walk */

static void walk_region(Walk *w, Region *r);

static void walk_op(Walk *w, Op *op)
{
	bool ok = true;
	for (unsigned i = 0; i < op->nopnds; i++) {
		if (!check_use(w, op, i)) {
			ok = false;
			break;
		}
	}
	ok = check_structure(w->v, op) && ok;
	/* The op-specific checks assume the structure is sound. */
	if (ok)
		ok = op_info(op)->verify(op, w->v);
	if (!ok)
		w->errors++;
	for (unsigned i = 0; i < op->nregions; i++)
		walk_region(w, &op->regions[i]);
	for (unsigned i = 0; i < op->nres; i++)
		op->res[i].scratch = w->stamp;
}

static void walk_region(Walk *w, Region *r)
{
	for (Block *b = r->first; b; b = b->next) {
		for (unsigned i = 0; i < b->nargs; i++)
			b->args[i]->scratch = w->stamp;
		/* Uses in unreachable blocks are not checked, as in MLIR. */
		if (b != r->first && !block_reachable(w, b)) {
			for (Op *o = b->first; o; o = o->next)
				for (unsigned i = 0; i < o->nres; i++)
					o->res[i].scratch = w->stamp;
			continue;
		}
		for (Op *o = b->first; o; o = o->next)
			walk_op(w, o);
	}
}

static void check_symbols(Walk *w, Module *m)
{
	PtrMap seen;
	ptrmap_init(&seen);
	for (Op *o = module_body(m) ? module_body(m)->first : NULL; o; o = o->next) {
		if (!op_has_trait(o, T_SYMBOL))
			continue;
		const char *name = ctx_intern_cstr(m->ctx, func_name(o));
		Op *prev = ptrmap_get(&seen, name);
		if (prev) {
			v_fail(w->v, o, "redefinition of symbol '@%s'", name);
			v_note(w->v, prev->loc, "previous definition is here");
			w->errors++;
		}
		ptrmap_put(&seen, name, o);
	}
	ptrmap_free(&seen);
	module_forget_symbols(m);
}

bool verify_module(Module *m)
{
	Verifier v = {m->ctx, ctx_diag(m->ctx), m};
	/* The stamp marking visible values is the address of a fresh arena
	 * byte: no pass can have left it in a scratch word (the arena never
	 * reuses memory), so stale scratch needs no clearing walk first. */
	uintptr_t stamp = (uintptr_t)arena_alloc(&m->arena, 1);
	Walk w = {&v, stamp, {0}, 0};
	ptrmap_init(&w.doms);
	check_symbols(&w, m);
	walk_op(&w, m->op);
	for (size_t i = 0; i < w.doms.cap; i++) {
		if (!w.doms.keys[i] || w.doms.keys[i] == PTRMAP_TOMB)
			continue;
		DomInfo *d = w.doms.vals[i];
		free(d->rpo);
		free(d->idom);
		free(d);
	}
	ptrmap_free(&w.doms);
	return w.errors == 0;
}
