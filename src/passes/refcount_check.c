/* refcount_check.c - an independent check of counted IR (for tests).
 *
 * Walks every function's CFG once, carrying for each counted SSA value the
 * number of references it holds (the ownership model of refcount.h), and
 * reports:
 *
 *   - a use of a value that holds no reference (it may be freed),
 *   - a drop_ref of more than the value holds,
 *   - a block reached with different counts on different paths (one of
 *     them leaks or frees early),
 *   - a value still holding references when the function returns.
 *
 * It knows nothing of liveness, so it checks the placement code rather
 * than repeating it.  Structured control flow is lowered to branches
 * first (the counts mean the same there).  At async.coro.suspend only the
 * resume path is followed: on the others the coroutine keeps its frame,
 * or is destroyed, which asyncc's runtime never does. */
#include "config.h"
#include "passes/passes.h"
#include "refcount.h"
#include "support/vec.h"

#include <stdlib.h>
#include <string.h>

typedef struct Checker {
	Module *m;
	unsigned nvals, cap;
	Value **vals;              /* counted values by number */
	int **entry;               /* per block: counts on entry, or NULL */
	unsigned nblocks;
	SVEC(Block *, 16) work;    /* a queue: paths meet before they end */
	unsigned next;
	bool ok;
} Checker;

static void number_value(Checker *c, Value *v)
{
	if (!rc_counted(v->type))
		return;
	if (c->nvals == c->cap) {
		c->cap = c->cap ? 2 * c->cap : 64;
		c->vals = xrealloc(c->vals, c->cap * sizeof *c->vals);
	}
	v->scratch = c->nvals;
	c->vals[c->nvals++] = v;
}

static void number_values(Checker *c, Region *r)
{
	for (Block *b = r->first; b; b = b->next) {
		b->scratch = c->nblocks++;
		for (unsigned i = 0; i < b->nargs; i++)
			number_value(c, b->args[i]);
		for (Op *op = b->first; op; op = op->next)
			for (unsigned i = 0; i < op->nres; i++)
				number_value(c, &op->res[i]);
	}
}

static Loc value_loc(const Value *v)
{
	return v->def ? v->def->loc : v->loc;
}

static void fail(Checker *c, Loc at, const Value *v, const char *what)
{
	Loc d = value_loc(v);
	diag_error(ctx_diag(c->m->ctx), at, "reference counting: %s (value defined at %u:%u)",
	           what, d.line, d.col);
	c->ok = false;
}

/* A use needs a reference in hand; a use that takes one over removes it. */
static void use(Checker *c, int *n, Op *op, Value *v, bool takes)
{
	if (n[v->scratch] < 1)
		fail(c, op->loc, v, "use of a value that holds no reference");
	else if (takes)
		n[v->scratch]--;
}

static void step(Checker *c, int *n, Op *op)
{
	if (rc_is_refcount_op(op)) {
		Value *v = op->opnds[0].value;
		int64_t k = op_attr(op, "count")->u.i;
		bool alias = v->def && rc_result_aliases(v->def) && n[v->scratch] == 0;
		if (op_is(op, OP_RT_ADD_REF) && n[v->scratch] < 1 && !alias)
			fail(c, op->loc, v, "add_ref of a value that holds no reference");
		else if (op_is(op, OP_RT_DROP_REF) && n[v->scratch] < k)
			fail(c, op->loc, v, "drop_ref of more references than the value holds");
		else
			n[v->scratch] += op_is(op, OP_RT_ADD_REF) ? (int)k : -(int)k;
		return;
	}
	for (unsigned i = 0; i < op->nopnds; i++) {
		Value *v = op->opnds[i].value;
		if (rc_counted(v->type) && rc_operand_use(op, i) != RC_EDGE)
			use(c, n, op, v, rc_operand_use(op, i) == RC_CONSUME);
	}
	/* An alias result borrows until its add_ref. */
	for (unsigned i = 0; i < op->nres; i++)
		if (rc_counted(op->res[i].type))
			n[op->res[i].scratch] = rc_result_aliases(op) ? 0 : 1;
}

static void leaks(Checker *c, const int *n, Op *at)
{
	for (unsigned v = 0; v < c->nvals; v++)
		if (n[v] > 0)
			fail(c, at->loc, c->vals[v], "value still holds references at return");
}

/* Carry the counts along edge s of t into its successor. */
static void edge(Checker *c, const int *n, Op *t, unsigned s)
{
	Succ e = t->succs[s];
	int *m = xmalloc((c->nvals + 1) * sizeof *m);
	memcpy(m, n, c->nvals * sizeof *m);
	for (unsigned j = 0; j < e.count; j++) {
		Value *v = t->opnds[e.first + j].value;
		if (rc_counted(v->type)) {
			use(c, m, t, v, true);
			m[e.block->args[j]->scratch]++;
		}
	}
	int **slot = &c->entry[e.block->scratch];
	if (!*slot) {
		*slot = m;
		svec_push(&c->work, e.block);
		return;
	}
	for (unsigned v = 0; v < c->nvals; v++)
		if ((*slot)[v] != m[v]) {
			fail(c, t->loc, c->vals[v], "paths meet with different reference counts");
			break;
		}
	free(m);
}

static void check_block(Checker *c, Block *b)
{
	int *n = xmalloc((c->nvals + 1) * sizeof *n);
	memcpy(n, c->entry[b->scratch], c->nvals * sizeof *n);
	for (Op *op = b->first; op; op = op->next) {
		step(c, n, op);
		if (op_is(op, OP_CORO_SUSPEND))
			edge(c, n, op, 1);
		else
			for (unsigned s = 0; s < op->nsucc; s++)
				edge(c, n, op, s);
		if (op_has_trait(op, T_TERMINATOR) && !op->nsucc)
			leaks(c, n, op);
	}
	free(n);
}

static bool check_func(Module *m, Op *func)
{
	if (!scf_to_cf_in(m, func))
		return false;
	Region *r = &func->regions[0];
	Checker c = {.m = m, .ok = true};
	number_values(&c, r);
	c.entry = xcalloc(c.nblocks + 1, sizeof *c.entry);
	svec_init(&c.work);
	int *start = xcalloc(c.nvals + 1, sizeof *start);
	Block *entry = region_entry(r);
	for (unsigned i = 0; i < entry->nargs; i++)
		if (rc_counted(entry->args[i]->type))
			start[entry->args[i]->scratch] = 1;
	c.entry[entry->scratch] = start;
	svec_push(&c.work, entry);
	while (c.next < c.work.n && c.ok)
		check_block(&c, c.work.v[c.next++]);
	for (unsigned b = 0; b < c.nblocks; b++)
		free(c.entry[b]);
	free(c.entry);
	free(c.vals);
	svec_free(&c.work);
	return c.ok;
}

bool rc_check_module(Module *m)
{
	bool ok = true;
	for (Op *op = module_body(m)->first; op; op = op->next)
		if ((op_is(op, OP_FUNC_FUNC) || op_is(op, OP_LLVM_FUNC)) && !func_is_decl(op))
			ok = check_func(m, op) && ok;
	return ok;
}
