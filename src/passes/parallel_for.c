/* parallel_for.c - scf.parallel run in parallel on the async runtime.
 *
 * The iteration space of an outermost scf.parallel is linearized
 * (row-major) and cut into blocks of consecutive iterations.  Two private
 * functions are outlined from it:
 *
 *   @parallel_compute_fn(block, block_size, total, lbs.., steps..,
 *                        trips.., partials.., captured..)
 *       runs the loop body for the iterations of one block and stores
 *       the block's partial reductions into partials[r][block];
 *   @parallel_dispatch_fn(group, lo, hi, <the same without block>)
 *       halves [lo, hi) again and again, each time handing the upper half
 *       to a new async.execute (which dispatches it the same way), until
 *       one block is left, which it computes itself.
 *
 * The loop itself becomes: no work for an empty space, a direct call of
 * the compute function for a single block (too small to be worth a task),
 * otherwise a group, one dispatch from the calling thread (which so takes
 * part in the work), await_all, and then the partial results folded in
 * block order, starting from the init values.
 *
 * Block size: at least -fparallel-min-task-size iterations, or, without
 * it, enough iterations for a block to carry about TASK_COST units of
 * work by a static estimate of the body's cost; and never more than
 * MAX_BLOCKS blocks.  The partition depends only on the trip counts and
 * the body, not on the number of worker threads, so reductions give the
 * same result whatever ASYNCRT_NUM_THREADS says: integer reductions the
 * exact sequential result, float reductions the result of combining, in
 * order, each block's left-to-right partial.
 *
 * Nested scf.parallel ops run sequentially inside their block. */
#include "config.h"
#include "passes.h"
#include "outline.h"
#include "vec.h"

#include <stdlib.h>
#include <string.h>

enum {
	TASK_COST = 16384,         /* work units a task should carry */
	MAX_BLOCKS = 4096,
	UNKNOWN_TRIP = 16,         /* assumed trip count of dynamic loops */
};

typedef SVEC(Op *, 8) OpVec;
typedef SVEC(Value *, 16) ValueVec;
typedef SVEC(Type *, 16) TypeList;

/* ------------------------------------------------------------ cost model */

static int64_t const_index(Value *v)
{
	Attr *a = v->def && v->def->kind == OP_ARITH_CONSTANT ? op_attr(v->def, "value") : NULL;
	return a && a->kind == AT_INT ? a->u.i : -1;
}

static uint64_t block_cost(Block *b);

static uint64_t sat_mul(uint64_t a, uint64_t b)
{
	return b && a > UINT64_MAX / 4 / b ? UINT64_MAX / 4 : a * b;
}

static uint64_t op_cost(Op *op)
{
	switch (op->kind) {
	case OP_ARITH_CONSTANT: return 0;
	case OP_MEMREF_LOAD: case OP_MEMREF_STORE: return 2;
	case OP_ARITH_DIVSI: case OP_ARITH_DIVUI: case OP_ARITH_REMSI: case OP_ARITH_REMUI:
	case OP_ARITH_DIVF: case OP_ARITH_REMF: case OP_ARITH_CEILDIVSI: case OP_ARITH_FLOORDIVSI:
		return 8;
	case OP_FUNC_CALL: case OP_VECTOR_PRINT: return 32;
	case OP_SCF_FOR: {
		int64_t lb = const_index(op->opnds[0].value), ub = const_index(op->opnds[1].value);
		int64_t st = const_index(op->opnds[2].value);
		uint64_t trip = lb >= 0 && ub >= 0 && st > 0 ? (uint64_t)(ub > lb ? (ub - lb + st - 1) / st : 0)
		                                            : UNKNOWN_TRIP;
		return sat_mul(block_cost(op->regions[0].first) + 2, trip);
	}
	default: break;
	}
	uint64_t c = 1;
	for (unsigned i = 0; i < op->nregions; i++) {
		uint64_t r = 0;
		for (Block *b = op->regions[i].first; b; b = b->next)
			r += block_cost(b);
		/* Branches cost their most expensive arm. */
		c = op->kind == OP_SCF_IF ? (r > c ? r : c) : sat_mul(r, op->kind == OP_SCF_WHILE ? UNKNOWN_TRIP : 1) + c;
	}
	return c;
}

static uint64_t block_cost(Block *b)
{
	uint64_t c = 0;
	for (Op *o = b ? b->first : NULL; o; o = o->next) {
		c += op_cost(o);
		if (c > UINT64_MAX / 8)
			break;
	}
	return c;
}

/* ------------------------------------------------------------- helpers */

static Value *binop(Builder *b, OpKind k, Value *x, Value *y)
{
	Value *ops[2] = {x, y};
	return build1(b, k, x->type, ops, 2);
}

static Value *cmp(Builder *b, int pred, Value *x, Value *y)
{
	Value *ops[2] = {x, y};
	Value *r = build1(b, OP_ARITH_CMPI, ty_i1(b->m->ctx), ops, 2);
	op_set_attr(b->m, r->def, "predicate", at_int(b->m->ctx, ty_i64(b->m->ctx), pred));
	return r;
}

enum { PRED_EQ = 0, PRED_UGT = 8 };

static Value *index_const(Builder *b, int64_t v)
{
	return build_const_int(b, ty_index(b->m->ctx), v);
}

/* A zero of a scalar type: the placeholder accumulator a block replaces
 * with its first value. */
static Value *zero_of(Builder *b, Type *t)
{
	return ty_is_float(t) ? build_const_float(b, t, 0.0) : build_const_int(b, t, 0);
}

/* A private function with no results taking `ins`, and its entry block. */
static Op *new_func(Module *m, const char *base, TypeList *ins, Loc loc, Block **entry)
{
	Op *f = outline_func(m, base, ty_func(m->ctx, ins->v, ins->n, NULL, 0), loc);
	*entry = block_new(m);
	region_push_block(&f->regions[0], *entry);
	for (unsigned i = 0; i < ins->n; i++)
		block_add_arg(m, *entry, ins->v[i], loc);
	return f;
}

static Op *call(Builder *b, Op *f, Value *const *args, unsigned n)
{
	Op *c = build(b, OP_FUNC_CALL, NULL, 0, args, n);
	op_set_attr(b->m, c, "callee", at_symref(b->m->ctx, func_name(f)));
	return c;
}

/* An scf op with one empty single-block region ready for its body. */
static Block *region_block(Module *m, Op *op, unsigned i)
{
	Block *b = block_new(m);
	region_push_block(&op->regions[i], b);
	return b;
}

/* Inline a copy of reduction region r combining lhs and rhs at b;
 * returns the combined value. */
static Value *combine(Builder *b, Region *r, Value *lhs, Value *rhs)
{
	Block *rb = r->first;
	ValueMap *vm = vmap_new();
	vmap_put(vm, rb->args[0], lhs);
	vmap_put(vm, rb->args[1], rhs);
	Value *result = NULL;
	for (Op *o = rb->first; o; o = o->next) {
		if (o->kind == OP_SCF_REDUCE_RETURN) {
			result = vmap_get(vm, o->opnds[0].value);
			break;
		}
		Op *c = op_clone(b->m, o, vm);
		block_insert_op(b->block, b->before, c);
	}
	vmap_free(vm);
	return result;
}

/* ---------------------------------------------------------- the lowering */

typedef struct Par {
	Module *m;
	Op *op;
	unsigned ndim, nred;
	Block *body;
	Op *reduce;
	Captures cap;              /* what the body uses from outside */
} Par;

/* compute(block, block_size, total, lbs, steps, trips, partials, captured) */
static Op *outline_compute(Par *p, TypeList *ins)
{
	Module *m = p->m;
	Loc loc = p->op->loc;
	Block *entry;
	Op *f = new_func(m, "parallel_compute_fn", ins, loc, &entry);
	Value **a = entry->args;
	unsigned d = p->ndim, at_lbs = 3, at_steps = 3 + d, at_trips = 3 + 2 * d;
	unsigned at_partials = 3 + 3 * d, at_captured = at_partials + p->nred;
	Builder b = builder_at_end(m, entry);
	b.loc = loc;

	Value *start = binop(&b, OP_ARITH_MULI, a[0], a[1]);
	Value *end = binop(&b, OP_ARITH_MINUI, binop(&b, OP_ARITH_ADDI, start, a[1]), a[2]);
	Value *one = index_const(&b, 1);
	Value *fops[3 + 16];
	Value **inits = p->nred + 3 <= 19 ? fops : xmalloc((p->nred + 3) * sizeof *inits);
	inits[0] = start;
	inits[1] = end;
	inits[2] = one;
	Type **rtypes = xmalloc((p->nred + 1) * sizeof *rtypes);
	for (unsigned r = 0; r < p->nred; r++) {
		rtypes[r] = p->op->res[r].type;
		inits[3 + r] = zero_of(&b, rtypes[r]);
	}
	Op *loop = build(&b, OP_SCF_FOR, rtypes, p->nred, inits, 3 + p->nred);
	Block *lb = region_block(m, loop, 0);
	Value *i = block_add_arg(m, lb, ty_index(m->ctx), loc);
	Value **accs = xmalloc((p->nred + 1) * sizeof *accs);
	for (unsigned r = 0; r < p->nred; r++)
		accs[r] = block_add_arg(m, lb, rtypes[r], loc);

	/* Induction variables from the linear index, last dimension fastest. */
	Builder ib = builder_at_end(m, lb);
	ib.loc = loc;
	Value *rem = i;
	Value **ivs = xmalloc(d * sizeof *ivs);
	for (unsigned k = d; k-- > 0;) {
		Value *idx = k ? binop(&ib, OP_ARITH_REMUI, rem, a[at_trips + k]) : rem;
		if (k)
			rem = binop(&ib, OP_ARITH_DIVUI, rem, a[at_trips + k]);
		ivs[k] = binop(&ib, OP_ARITH_ADDI, a[at_lbs + k], binop(&ib, OP_ARITH_MULI, idx, a[at_steps + k]));
	}
	for (unsigned k = 0; k < d; k++)
		value_replace_uses(p->body->args[k], ivs[k]);

	/* The body's ops move in; captured values become arguments, and the
	 * constants are rematerialized. */
	Op *reduce = p->reduce;
	while (p->body->first != reduce) {
		Op *o = p->body->first;
		op_unlink(o);
		block_push_op(lb, o);
	}
	/* Each block starts from its first value: the placeholder
	 * accumulator is replaced on the first iteration. */
	Builder rb = builder_at_end(m, lb);
	rb.loc = loc;
	Value *first = cmp(&rb, PRED_EQ, i, start);
	Value **next = xmalloc((p->nred + 1) * sizeof *next);
	for (unsigned r = 0; r < p->nred; r++) {
		Value *v = reduce->opnds[r].value;
		Op *sel = build(&rb, OP_SCF_IF, &rtypes[r], 1, &first, 1);
		Block *tb = region_block(m, sel, 0), *eb = region_block(m, sel, 1);
		Builder tbld = builder_at_end(m, tb);
		tbld.loc = loc;
		build(&tbld, OP_SCF_YIELD, NULL, 0, &v, 1);
		Builder ebld = builder_at_end(m, eb);
		ebld.loc = loc;
		Value *c = combine(&ebld, &reduce->regions[r], accs[r], v);
		build(&ebld, OP_SCF_YIELD, NULL, 0, &c, 1);
		next[r] = &sel->res[0];
	}
	build(&rb, OP_SCF_YIELD, NULL, 0, next, p->nred);

	Builder tail = builder_at_end(m, entry);
	tail.loc = loc;
	for (unsigned r = 0; r < p->nred; r++) {
		Value *st[3] = {&loop->res[r], a[at_partials + r], a[0]};
		build(&tail, OP_MEMREF_STORE, NULL, 0, st, 3);
	}
	build(&tail, OP_FUNC_RETURN, NULL, 0, NULL, 0);

	/* Uses in the moved and cloned ops now refer to the function's
	 * arguments and rematerialized constants. */
	captures_rematerialize(m, &p->cap, entry, f);
	for (unsigned k = 0; k < p->cap.nvals; k++)
		replace_uses_inside(p->cap.vals[k], a[at_captured + k], f);
	free(ivs);
	free(accs);
	free(next);
	free(rtypes);
	if (inits != fops)
		free(inits);
	return f;
}

/* dispatch(group, lo, hi, block_size, total, lbs, steps, trips, partials,
 *          captured): split off upper halves as tasks, compute the rest. */
static Op *outline_dispatch(Par *p, Op *compute, TypeList *cins)
{
	Module *m = p->m;
	Ctx *c = m->ctx;
	Loc loc = p->op->loc;
	Type *index = ty_index(c);
	TypeList ins;
	svec_init(&ins);
	svec_push(&ins, ty_simple(c, TY_GROUP));
	svec_push(&ins, index);
	svec_push(&ins, index);
	for (unsigned k = 1; k < cins->n; k++)
		svec_push(&ins, cins->v[k]);
	Block *entry;
	Op *f = new_func(m, "parallel_dispatch_fn", &ins, loc, &entry);
	Value **a = entry->args;
	unsigned nrest = ins.n - 3;
	Builder b = builder_at_end(m, entry);
	b.loc = loc;
	Value *one = index_const(&b, 1), *two = index_const(&b, 2);

	Type *pair[2] = {index, index};
	Value *bounds[2] = {a[1], a[2]};
	Op *loop = build(&b, OP_SCF_WHILE, pair, 2, bounds, 2);
	Block *before = region_block(m, loop, 0), *after = region_block(m, loop, 1);
	Value *lo = block_add_arg(m, before, index, loc), *hi = block_add_arg(m, before, index, loc);
	Builder bb = builder_at_end(m, before);
	bb.loc = loc;
	Value *more = cmp(&bb, PRED_UGT, binop(&bb, OP_ARITH_SUBI, hi, lo), one);
	Value *cond_ops[3] = {more, lo, hi};
	build(&bb, OP_SCF_CONDITION, NULL, 0, cond_ops, 3);

	Value *alo = block_add_arg(m, after, index, loc), *ahi = block_add_arg(m, after, index, loc);
	Builder ab = builder_at_end(m, after);
	ab.loc = loc;
	Value *half = binop(&ab, OP_ARITH_DIVUI, binop(&ab, OP_ARITH_SUBI, ahi, alo), two);
	Value *mid = binop(&ab, OP_ARITH_ADDI, alo, half);
	Type *tok = ty_simple(c, TY_TOKEN);
	Op *exec = build(&ab, OP_ASYNC_EXECUTE, &tok, 1, NULL, 0);
	unsigned segs[2] = {0, 0};
	op_set_segments(m, exec, segs, 2);
	Block *eb = region_block(m, exec, 0);
	Builder xb = builder_at_end(m, eb);
	xb.loc = loc;
	Value **args = xmalloc((ins.n + 1) * sizeof *args);
	args[0] = a[0];
	args[1] = mid;
	args[2] = ahi;
	for (unsigned k = 0; k < nrest; k++)
		args[3 + k] = a[3 + k];
	call(&xb, f, args, ins.n);
	build(&xb, OP_ASYNC_YIELD, NULL, 0, NULL, 0);
	Value *grp[2] = {&exec->res[0], a[0]};
	build(&ab, OP_ASYNC_ADD_TO_GROUP, &index, 1, grp, 2);
	Value *again[2] = {alo, mid};
	build(&ab, OP_SCF_YIELD, NULL, 0, again, 2);

	/* What is left is one block: compute it here. */
	args[0] = &loop->res[0];
	for (unsigned k = 0; k < nrest; k++)
		args[1 + k] = a[3 + k];
	call(&b, compute, args, 1 + nrest);
	build(&b, OP_FUNC_RETURN, NULL, 0, NULL, 0);
	free(args);
	svec_free(&ins);
	return f;
}

static bool reducible(Par *p)
{
	for (unsigned r = 0; r < p->nred; r++) {
		Type *t = p->op->res[r].type;
		if (!ty_is_intlike(t) && !ty_is_float(t))
			return false;
	}
	return true;
}

static void lower_one(Module *m, Op *op, const LowerOptions *o)
{
	Par p = {.m = m, .op = op};
	unsigned first;
	p.ndim = op_segment(op, 0, &first);
	p.nred = op_segment(op, 3, &first);
	p.body = op->regions[0].first;
	p.reduce = block_terminator(op->regions[0].last);
	/* Reductions of other types stay sequential (scf-to-cf lowers them). */
	if (!reducible(&p))
		return;
	captures_collect(op, &p.cap);

	Ctx *c = m->ctx;
	Type *index = ty_index(c);
	Builder b = builder_before(m, op);
	b.loc = op->loc;
	unsigned d = p.ndim;
	Value *zero = index_const(&b, 0), *one = index_const(&b, 1);

	/* Trip counts, the linear size and the block partition. */
	Value **trips = xmalloc(d * sizeof *trips);
	Value *total = one;
	for (unsigned k = 0; k < d; k++) {
		Value *lb = op_segment_operand(op, 0, k), *ub = op_segment_operand(op, 1, k);
		Value *st = op_segment_operand(op, 2, k);
		Value *span = binop(&b, OP_ARITH_MAXSI, binop(&b, OP_ARITH_SUBI, ub, lb), zero);
		trips[k] = binop(&b, OP_ARITH_CEILDIVSI, span, st);
		total = binop(&b, OP_ARITH_MULI, total, trips[k]);
	}
	uint64_t cost = block_cost(p.body) + 1;
	int64_t min_block = o->parallel_min_task_size > 0
		? o->parallel_min_task_size
		: (int64_t)((TASK_COST + cost - 1) / cost);
	Value *cap_size = binop(&b, OP_ARITH_CEILDIVUI, total, index_const(&b, MAX_BLOCKS));
	Value *block_size = binop(&b, OP_ARITH_MAXUI, cap_size, index_const(&b, min_block));
	Value *nblocks = binop(&b, OP_ARITH_CEILDIVUI, total, block_size);

	/* Partial results, one slot per block. */
	Value **partials = xmalloc((p.nred + 1) * sizeof *partials);
	for (unsigned r = 0; r < p.nred; r++) {
		int64_t dyn = IR_DYNAMIC;
		Type *mt = ty_memref(c, op->res[r].type, 1, &dyn, NULL, 0, 0);
		Op *alloc = build(&b, OP_MEMREF_ALLOC, &mt, 1, &nblocks, 1);
		unsigned segs[2] = {1, 0};
		op_set_segments(m, alloc, segs, 2);
		partials[r] = &alloc->res[0];
	}

	/* compute's arguments: block, block_size, total, lbs, steps, trips,
	 * partials, captured. */
	TypeList cins;
	svec_init(&cins);
	ValueVec cargs;
	svec_init(&cargs);
	svec_push(&cins, index); svec_push(&cargs, zero);
	svec_push(&cins, index); svec_push(&cargs, block_size);
	svec_push(&cins, index); svec_push(&cargs, total);
	for (unsigned k = 0; k < d; k++) {
		svec_push(&cins, index);
		svec_push(&cargs, op_segment_operand(op, 0, k));
	}
	for (unsigned k = 0; k < d; k++) {
		svec_push(&cins, index);
		svec_push(&cargs, op_segment_operand(op, 2, k));
	}
	for (unsigned k = 0; k < d; k++) {
		svec_push(&cins, index);
		svec_push(&cargs, trips[k]);
	}
	for (unsigned r = 0; r < p.nred; r++) {
		svec_push(&cins, partials[r]->type);
		svec_push(&cargs, partials[r]);
	}
	for (unsigned k = 0; k < p.cap.nvals; k++) {
		svec_push(&cins, p.cap.vals[k]->type);
		svec_push(&cargs, p.cap.vals[k]);
	}
	Op *compute = outline_compute(&p, &cins);
	Op *dispatch = outline_dispatch(&p, compute, &cins);

	/* One block: call it; several: a group, dispatched from here. */
	Value *many = cmp(&b, PRED_UGT, nblocks, one);
	Op *branch = build(&b, OP_SCF_IF, NULL, 0, &many, 1);
	Block *tb = region_block(m, branch, 0), *eb = region_block(m, branch, 1);
	Builder tbld = builder_at_end(m, tb);
	tbld.loc = op->loc;
	Type *gt = ty_simple(c, TY_GROUP);
	/* A group waits for exactly its size in tokens: every block but the
	 * one the dispatching thread computes last comes from a task. */
	Value *ntasks = binop(&tbld, OP_ARITH_SUBI, nblocks, one);
	Value *group = build1(&tbld, OP_ASYNC_CREATE_GROUP, gt, &ntasks, 1);
	Value **dargs = xmalloc((cargs.n + 3) * sizeof *dargs);
	dargs[0] = group;
	dargs[1] = zero;
	dargs[2] = nblocks;
	for (unsigned k = 1; k < cargs.n; k++)
		dargs[2 + k] = cargs.v[k];
	call(&tbld, dispatch, dargs, cargs.n + 2);
	build(&tbld, OP_ASYNC_AWAIT_ALL, NULL, 0, &group, 1);
	build(&tbld, OP_SCF_YIELD, NULL, 0, NULL, 0);
	Builder ebld = builder_at_end(m, eb);
	ebld.loc = op->loc;
	Value *single = cmp(&ebld, PRED_UGT, nblocks, zero);
	Op *run1 = build(&ebld, OP_SCF_IF, NULL, 0, &single, 1);
	Block *r1 = region_block(m, run1, 0);
	region_block(m, run1, 1);
	Builder r1b = builder_at_end(m, r1);
	r1b.loc = op->loc;
	call(&r1b, compute, cargs.v, cargs.n);
	build(&r1b, OP_SCF_YIELD, NULL, 0, NULL, 0);
	Builder r2b = builder_at_end(m, run1->regions[1].first);
	r2b.loc = op->loc;
	build(&r2b, OP_SCF_YIELD, NULL, 0, NULL, 0);
	build(&ebld, OP_SCF_YIELD, NULL, 0, NULL, 0);

	/* Fold the partials in block order, from the init values. */
	if (p.nred) {
		Value **inits = xmalloc((p.nred + 3) * sizeof *inits);
		Type **rtypes = xmalloc((p.nred + 1) * sizeof *rtypes);
		inits[0] = zero;
		inits[1] = nblocks;
		inits[2] = one;
		for (unsigned r = 0; r < p.nred; r++) {
			inits[3 + r] = op_segment_operand(op, 3, r);
			rtypes[r] = op->res[r].type;
		}
		Op *fold = build(&b, OP_SCF_FOR, rtypes, p.nred, inits, 3 + p.nred);
		Block *fb = region_block(m, fold, 0);
		Value *blk = block_add_arg(m, fb, index, op->loc);
		Builder fbld = builder_at_end(m, fb);
		fbld.loc = op->loc;
		Value **next = xmalloc((p.nred + 1) * sizeof *next);
		for (unsigned r = 0; r < p.nred; r++) {
			Value *acc = block_add_arg(m, fb, rtypes[r], op->loc);
			Value *ld_ops[2] = {partials[r], blk};
			Value *part = build1(&fbld, OP_MEMREF_LOAD, rtypes[r], ld_ops, 2);
			next[r] = combine(&fbld, &p.reduce->regions[r], acc, part);
		}
		build(&fbld, OP_SCF_YIELD, NULL, 0, next, p.nred);
		for (unsigned r = 0; r < p.nred; r++) {
			value_replace_uses(&op->res[r], &fold->res[r]);
			build(&b, OP_MEMREF_DEALLOC, NULL, 0, &partials[r], 1);
		}
		free(inits);
		free(rtypes);
		free(next);
	}
	op_erase(op);
	free(trips);
	free(partials);
	free(dargs);
	svec_free(&cins);
	svec_free(&cargs);
	captures_free(&p.cap);
}

static WalkResult collect_outermost(Op *op, void *arg)
{
	if (op->kind != OP_SCF_PARALLEL)
		return WALK_ADVANCE;
	svec_push((OpVec *)arg, op);
	return WALK_SKIP;
}

bool lower_parallel(Module *m, const LowerOptions *o)
{
	if (!o->async_parallel_for)
		return true;
	OpVec ops;
	svec_init(&ops);
	op_walk(m->op, collect_outermost, &ops);
	for (unsigned i = 0; i < ops.n; i++)
		lower_one(m, ops.v[i], o);
	svec_free(&ops);
	return true;
}
