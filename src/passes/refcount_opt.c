/* refcount_opt.c - fewer add_ref / drop_ref ops for the same safety.
 *
 * Works on one block at a time, for every counted value, whoever placed
 * its add_ref / drop_ref ops (this pass or the input):
 *
 *   - add_refs may all move up to the first one and drop_refs down to the
 *     last one: that only raises the count in between, which is safe;
 *   - when all drops come before all adds, cancelling min(adds, drops)
 *     raises the count between them: safe too;
 *   - when the adds (at A) come before the last drop (at D), we held some
 *     R >= 1 references at A (an add_ref needs a live object).  A use u
 *     between them sees R + adds - c - k(u) references after cancelling
 *     c, where k(u) counts the references handed over (call arguments,
 *     branch operands) between A and u, u's own earlier slots included.
 *     So c <= adds - max k(u) keeps every use at one reference or more:
 *     "add_ref; call @f(%t); drop_ref" cancels, "add_ref; call @f(%t);
 *     await %t; drop_ref" does not (the callee may free %t before the
 *     await), as in MLIR's async-runtime-ref-counting-opt.
 *
 * "We held R >= 1 at A" is the convention every counted function keeps
 * (refcount.h): a live SSA value holds a reference of its own, which
 * nothing but its own drop_ref or hand-over releases.  Aliases (block
 * arguments, select results) hold theirs separately, so their ops do not
 * matter here.  refcount_insert.c keeps the convention for every add_ref
 * it places; hand-counted IR given to rc_optimize_module must too.
 *
 * An op with regions ends a stretch of the block: what happens inside is
 * not followed here.
 *
 *   async.runtime.add_ref %t {count = 1 : i64} : !async.token
 *   %0 = call @consume(%t) : (!async.token) -> i32
 *   async.runtime.drop_ref %t {count = 1 : i64} : !async.token
 * becomes, k(call) = 1 allowing one cancellation of one:
 *   %0 = call @consume(%t) : (!async.token) -> i32
 * while with an await of %t between the call and the drop_ref nothing
 * changes. */
#include "config.h"
#include "refcount.h"
#include "support/vec.h"

#include <stdlib.h>

typedef struct Acc {
	unsigned stretch;          /* the stretch the fields below belong to */
	Op *first_add, *last_drop;
	int64_t adds, drops;
	int64_t handed;            /* references handed over since first_add */
	int64_t kmax;              /* largest handed-before-use since then */
	int64_t k_at_drop;         /* kmax when the last drop was met */
	bool drop_after_add;
	bool decided;              /* flush: counts above are final */
} Acc;

typedef struct Opt {
	Module *m;
	Acc *acc;                  /* per counted value (Value.scratch) */
	unsigned nvals;
	unsigned stretch;
	SVEC(Op *, 32) rcops;      /* add_ref / drop_ref of the stretch */
} Opt;

/* --------------------------------------------------------- numbering */

static void number_value(Opt *o, Value *v)
{
	if (rc_counted(v->type))
		v->scratch = o->nvals++;
}

static WalkResult number_op(Op *op, void *arg)
{
	Opt *o = arg;
	for (unsigned i = 0; i < op->nres; i++)
		number_value(o, &op->res[i]);
	for (unsigned r = 0; r < op->nregions; r++)
		for (Block *b = op->regions[r].first; b; b = b->next)
			for (unsigned i = 0; i < b->nargs; i++)
				number_value(o, b->args[i]);
	return WALK_ADVANCE;
}

/* ------------------------------------------------------------ stretches */

static Acc *acc_of(Opt *o, Value *v)
{
	Acc *a = &o->acc[v->scratch];
	if (a->stretch != o->stretch)
		*a = (Acc){.stretch = o->stretch};
	return a;
}

static int64_t count_of(const Op *op)
{
	return op_attr(op, "count")->u.i;
}

static void set_count(Opt *o, Op *op, int64_t n)
{
	if (n <= 0) {
		op_erase(op);
		return;
	}
	if (n != count_of(op)) {
		Ctx *c = o->m->ctx;
		op_set_attr(o->m, op, "count", at_int(c, ty_i64(c), n));
	}
}

/* How many references of v may cancel between the merged add and drop.
 * An alias (arith.select's result) holds no reference of its own before
 * its first add_ref: that one may not cancel against a later drop. */
static int64_t cancellable(const Acc *a, const Value *v)
{
	if (!a->first_add || !a->last_drop)
		return 0;
	int64_t c = a->adds < a->drops ? a->adds : a->drops;
	if (a->drop_after_add && v->def && rc_result_aliases(v->def))
		return 0;
	if (a->drop_after_add && a->adds - a->k_at_drop < c)
		c = a->adds - a->k_at_drop;
	return c > 0 ? c : 0;
}

static void flush(Opt *o)
{
	/* Decide each value's counts once, at its first op in the list. */
	for (unsigned i = 0; i < o->rcops.n; i++) {
		Value *v = o->rcops.v[i]->opnds[0].value;
		Acc *a = acc_of(o, v);
		if (a->decided)
			continue;
		int64_t c = cancellable(a, v);
		a->adds -= c;
		a->drops -= c;
		a->decided = true;
	}
	/* Keep the first add and the last drop; the others are folded in. */
	for (unsigned i = 0; i < o->rcops.n; i++) {
		Op *op = o->rcops.v[i];
		Acc *a = acc_of(o, op->opnds[0].value);
		if (op == a->first_add)
			set_count(o, op, a->adds);
		else if (op == a->last_drop)
			set_count(o, op, a->drops);
		else
			op_erase(op);
	}
	o->rcops.n = 0;
	o->stretch++;
}

static void see_refcount(Opt *o, Op *op)
{
	Acc *a = acc_of(o, op->opnds[0].value);
	int64_t n = count_of(op);
	if (op_is(op, OP_RT_ADD_REF)) {
		if (!a->first_add)
			a->first_add = op;
		a->adds += n;
	} else {
		a->last_drop = op;
		a->drops += n;
		if (a->first_add) {
			a->drop_after_add = true;
			a->k_at_drop = a->kmax;
		}
	}
	svec_push(&o->rcops, op);
}

/* A use of counted operands after some add_ref: slot by slot, so that
 * "call @f(%t, %t)" needs two references. */
static void see_use(Opt *o, Op *op)
{
	for (unsigned i = 0; i < op->nopnds; i++) {
		Value *v = op->opnds[i].value;
		if (!rc_counted(v->type))
			continue;
		Acc *a = acc_of(o, v);
		if (!a->first_add)
			continue;
		if (a->handed > a->kmax)
			a->kmax = a->handed;
		if (rc_operand_use(op, i) != RC_BORROW)
			a->handed++;
	}
}

static void optimize_block(Opt *o, Block *b)
{
	for (Op *op = b->first; op; op = op->next) {
		if (op->nregions)
			flush(o);
		else if (rc_is_refcount_op(op))
			see_refcount(o, op);
		else
			see_use(o, op);
	}
	flush(o);
}

typedef SVEC(Block *, 32) BlockVec;

static WalkResult collect_blocks(Op *op, void *arg)
{
	BlockVec *bv = arg;
	for (unsigned r = 0; r < op->nregions; r++)
		for (Block *b = op->regions[r].first; b; b = b->next)
			svec_push(bv, b);
	return WALK_ADVANCE;
}

void rc_optimize_module(Module *m)
{
	for (Op *op = module_body(m)->first; op; op = op->next)
		if (op_is(op, OP_FUNC_FUNC) || op_is(op, OP_LLVM_FUNC))
			rc_optimize_func(m, op);
}

void rc_optimize_func(Module *m, Op *func)
{
	Opt o = {.m = m, .stretch = 1};
	op_walk(func, number_op, &o);
	if (!o.nvals)
		return;
	o.acc = xcalloc(o.nvals, sizeof *o.acc);
	svec_init(&o.rcops);
	BlockVec bv;
	svec_init(&bv);
	op_walk(func, collect_blocks, &bv);
	for (unsigned i = 0; i < bv.n; i++)
		optimize_block(&o, bv.v[i]);
	svec_free(&bv);
	svec_free(&o.rcops);
	free(o.acc);
}
