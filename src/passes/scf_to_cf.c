/* scf_to_cf.c - structured control flow to branches.
 *
 * scf.for, scf.if, scf.while, scf.execute_region and scf.index_switch
 * become blocks and cf branches in their parent region, the way MLIR's
 * SCFToControlFlow does it (scf.index_switch through cf.switch); scf.parallel
 * (when it is not run in parallel) first becomes a nest of scf.for with
 * its reductions folded into iter_args.  Ops are lowered innermost first,
 * so when an op's region is inlined its body is already plain blocks.
 *
 * The shape, for scf.for (the others follow the same idea):
 *
 *     ^pre:   ...; cf.br ^head(%lb, %init)
 *     ^head(%iv, %acc):
 *             %more = arith.cmpi slt, %iv, %ub
 *             cf.cond_br %more, ^body, ^cont(%acc)
 *     ^body:  <the loop body, using %iv and %acc>
 *             %next = arith.addi %iv, %step
 *             cf.br ^head(%next, %yielded)
 *     ^cont(%result): <what followed the loop> */
#include "config.h"
#include "passes/passes.h"
#include "support/vec.h"

#include <stdlib.h>

typedef SVEC(Op *, 16) OpVec;

static WalkResult collect_scf(Op *op, void *arg)
{
	OpVec *v = arg;
	switch (op->kind) {
	case OP_SCF_FOR: case OP_SCF_IF: case OP_SCF_WHILE: case OP_SCF_PARALLEL:
	case OP_SCF_EXECUTE_REGION: case OP_SCF_INDEX_SWITCH:
		svec_push(v, op);
		break;
	default:
		break;
	}
	return WALK_ADVANCE;
}

/* Split op's block after op: the rest becomes `cont`, whose arguments
 * take over op's results. */
static Block *split_after(Module *m, Op *op)
{
	Block *cont = block_split(m, op->parent, op->next);
	for (unsigned i = 0; i < op->nres; i++) {
		Value *arg = block_add_arg(m, cont, op->res[i].type, op->loc);
		value_replace_uses(&op->res[i], arg);
	}
	return cont;
}

/* Move the blocks of region r into op's region, before `before`. */
static void inline_region(Region *r, Block *before)
{
	Region *to = before->parent;
	while (r->first) {
		Block *b = r->first;
		region_unlink_block(b);
		region_insert_block(to, before, b);
	}
}

/* Replace a region terminator (scf.yield / scf.condition) by a branch. */
static void yield_to_br(Module *m, Op *yield, Block *dest, unsigned first_operand)
{
	Builder b = builder_before(m, yield);
	Value *small[16];
	unsigned n = yield->nopnds - first_operand;
	Value **vals = n <= 16 ? small : xmalloc(n * sizeof *vals);
	for (unsigned i = 0; i < n; i++)
		vals[i] = yield->opnds[first_operand + i].value;
	build_br(&b, dest, vals, n);
	if (vals != small)
		free(vals);
	op_erase(yield);
}

static void lower_for(Module *m, Op *op)
{
	Region *body = &op->regions[0];
	Block *entry = body->first, *last = body->last;
	Op *yield = block_terminator(last);
	unsigned niter = op->nopnds - 3;
	Value *lb = op->opnds[0].value, *ub = op->opnds[1].value, *step = op->opnds[2].value;

	Block *cont = split_after(m, op);
	Block *head = block_new(m);
	region_insert_block(cont->parent, cont, head);
	Value *iv = block_add_arg(m, head, lb->type, op->loc);
	Value *small[16];
	Value **iters = niter + 1 <= 16 ? small : xmalloc((niter + 1) * sizeof *iters);
	iters[0] = iv;
	for (unsigned i = 0; i < niter; i++)
		iters[1 + i] = block_add_arg(m, head, op->opnds[3 + i].value->type, op->loc);

	/* The body's arguments become the header's. */
	for (unsigned i = 0; i < entry->nargs; i++)
		value_replace_uses(entry->args[i], iters[i]);
	while (entry->nargs)
		block_erase_arg(entry, entry->nargs - 1);
	inline_region(body, cont);

	/* ^pre: br ^head(%lb, %init...) */
	Builder b = builder_at_end(m, op->parent);
	b.loc = op->loc;
	iters[0] = lb;
	for (unsigned i = 0; i < niter; i++)
		iters[1 + i] = op->opnds[3 + i].value;
	build_br(&b, head, iters, niter + 1);

	/* ^head: cmpi slt, cond_br ^body, ^cont(%acc) */
	b = builder_at_end(m, head);
	b.loc = op->loc;
	Value *cmp_ops[2] = {iv, ub};
	Value *more = build1(&b, OP_ARITH_CMPI, ty_i1(m->ctx), cmp_ops, 2);
	op_set_attr(m, more->def, "predicate", at_int(m->ctx, ty_i64(m->ctx), 2 /* slt */));
	build_cond_br(&b, more, entry, NULL, 0, cont, head->args + 1, niter);

	/* body end: %next = addi %iv, %step; br ^head(%next, yielded...) */
	b = builder_before(m, yield);
	Value *add_ops[2] = {iv, step};
	iters[0] = build1(&b, OP_ARITH_ADDI, iv->type, add_ops, 2);
	for (unsigned i = 0; i < niter; i++)
		iters[1 + i] = yield->opnds[i].value;
	build_br(&b, head, iters, niter + 1);
	op_erase(yield);
	if (iters != small)
		free(iters);
	op_erase(op);
}

static void lower_if(Module *m, Op *op)
{
	Block *cont = split_after(m, op);
	Region *then_r = &op->regions[0], *else_r = &op->regions[1];
	Block *then_b = then_r->first;
	Block *else_b = else_r->first ? else_r->first : cont;
	for (int i = 0; i < 2; i++) {
		Region *r = i ? else_r : then_r;
		if (!r->first)
			continue;
		yield_to_br(m, block_terminator(r->last), cont, 0);
		inline_region(r, cont);
	}
	Builder b = builder_at_end(m, op->parent);
	b.loc = op->loc;
	build_cond_br(&b, op->opnds[0].value, then_b, NULL, 0, else_b, NULL, 0);
	op_erase(op);
}

static void lower_while(Module *m, Op *op)
{
	Block *cont = split_after(m, op);
	Region *before = &op->regions[0], *after = &op->regions[1];
	Block *before_b = before->first, *after_b = after->first;
	Op *cond = block_terminator(before->last);
	Op *yield = block_terminator(after->last);

	/* scf.condition(%c) %v -> cond_br %c, ^after(%v), ^cont(%v) */
	Builder b = builder_before(m, cond);
	unsigned n = cond->nopnds - 1;
	Value *small[16];
	Value **vals = n <= 16 ? small : xmalloc(n * sizeof *vals);
	for (unsigned i = 0; i < n; i++)
		vals[i] = cond->opnds[1 + i].value;
	build_cond_br(&b, cond->opnds[0].value, after_b, vals, n, cont, vals, n);
	if (vals != small)
		free(vals);
	op_erase(cond);
	yield_to_br(m, yield, before_b, 0);
	inline_region(before, cont);
	inline_region(after, cont);

	b = builder_at_end(m, op->parent);
	b.loc = op->loc;
	Value *inits_small[16];
	Value **inits = op->nopnds <= 16 ? inits_small : xmalloc(op->nopnds * sizeof *inits);
	for (unsigned i = 0; i < op->nopnds; i++)
		inits[i] = op->opnds[i].value;
	build_br(&b, before_b, inits, op->nopnds);
	if (inits != inits_small)
		free(inits);
	op_erase(op);
}

/* scf.parallel as sequential scf.for loops, one per dimension, with each
 * reduction carried through iter_args of every loop of the nest.  The
 * scf.reduce regions are inlined at the end of the innermost body. */
static void parallel_to_for(Module *m, Op *op)
{
	unsigned first, ndim = op_segment(op, 0, &first);
	unsigned ifirst, nred = op_segment(op, 3, &ifirst);
	Block *body = op->regions[0].first;
	Op *reduce = block_terminator(op->regions[0].last);
	Builder b = builder_before(m, op);
	Value **accs = xmalloc((nred + 1) * sizeof *accs);
	for (unsigned i = 0; i < nred; i++)
		accs[i] = op->opnds[ifirst + i].value;
	Op **loops = xmalloc(ndim * sizeof *loops);
	Type **types = xmalloc((nred + 1) * sizeof *types);
	for (unsigned i = 0; i < nred; i++)
		types[i] = op->res[i].type;
	Value **fops = xmalloc((3 + nred) * sizeof *fops);
	for (unsigned d = 0; d < ndim; d++) {
		fops[0] = op_segment_operand(op, 0, d);
		fops[1] = op_segment_operand(op, 1, d);
		fops[2] = op_segment_operand(op, 2, d);
		for (unsigned i = 0; i < nred; i++)
			fops[3 + i] = accs[i];
		Op *loop = build(&b, OP_SCF_FOR, types, nred, fops, 3 + nred);
		loops[d] = loop;
		Block *lb = block_new(m);
		region_push_block(&loop->regions[0], lb);
		Value *iv = block_add_arg(m, lb, ty_index(m->ctx), op->loc);
		value_replace_uses(body->args[d], iv);
		for (unsigned i = 0; i < nred; i++)
			accs[i] = block_add_arg(m, lb, types[i], op->loc);
		b = builder_at_end(m, lb);
		b.loc = op->loc;
	}
	/* Innermost: the parallel body's ops, then the reductions. */
	Block *inner = loops[ndim - 1]->regions[0].first;
	while (body->first != reduce) {
		Op *o = body->first;
		op_unlink(o);
		block_push_op(inner, o);
	}
	for (unsigned i = 0; i < nred; i++) {
		Region *rr = &reduce->regions[i];
		Block *rb = rr->first;
		Op *ret = block_terminator(rb);
		value_replace_uses(rb->args[0], accs[i]);
		value_replace_uses(rb->args[1], reduce->opnds[i].value);
		while (rb->first != ret) {
			Op *o = rb->first;
			op_unlink(o);
			block_push_op(inner, o);
		}
		accs[i] = ret->opnds[0].value;
	}
	/* Each loop yields its inner loop's results (the innermost yields
	 * the combined accumulators). */
	for (unsigned d = ndim; d-- > 0;) {
		Block *lb = loops[d]->regions[0].first;
		Builder yb = builder_at_end(m, lb);
		yb.loc = op->loc;
		if (d == ndim - 1) {
			build(&yb, OP_SCF_YIELD, NULL, 0, accs, nred);
		} else {
			for (unsigned i = 0; i < nred; i++)
				accs[i] = &loops[d + 1]->res[i];
			build(&yb, OP_SCF_YIELD, NULL, 0, accs, nred);
		}
	}
	for (unsigned i = 0; i < nred; i++)
		value_replace_uses(&op->res[i], &loops[0]->res[i]);
	op_erase(op);
	free(accs);
	free(loops);
	free(types);
	free(fops);
}

/* Each block of region r that ends in scf.yield branches to cont with
 * the yielded values instead; then r's blocks move before cont.  Returns
 * r's entry block. */
static Block *inline_yielding(Module *m, Region *r, Block *cont)
{
	Block *entry = r->first;
	for (Block *b = r->first; b; b = b->next) {
		Op *t = block_terminator(b);
		if (t && t->kind == OP_SCF_YIELD)
			yield_to_br(m, t, cont, 0);
	}
	inline_region(r, cont);
	return entry;
}

/* scf.execute_region: its blocks in place, entered by a branch. */
static void lower_execute_region(Module *m, Op *op)
{
	Block *cont = split_after(m, op);
	Block *entry = inline_yielding(m, &op->regions[0], cont);
	Builder b = builder_at_end(m, op->parent);
	b.loc = op->loc;
	build_br(&b, entry, NULL, 0);
	op_erase(op);
}

/* scf.index_switch: cf.switch on the index as an i64 (all of it: MLIR's
 * lowering casts to i32 and would match 2^32 + 2 as case 2), to the
 * inlined regions, which branch on to what follows. */
static void lower_index_switch(Module *m, Op *op)
{
	Ctx *c = m->ctx;
	Block *cont = split_after(m, op);
	Builder b = builder_before(m, op);
	Value *flag = build1(&b, OP_ARITH_INDEX_CAST, ty_i64(c), &op->opnds[0].value, 1);
	Attr *cases = op_attr(op, "cases");
	Op *sw = op_new(m, OP_CF_SWITCH, op->loc, NULL, 0, &flag, 1, 0, op->nregions);
	unsigned segs[3] = {1, 0, 0};
	op_set_segments(m, sw, segs, 3);
	op_set_attr(m, sw, "case_values", at_dense(c, ty_i64(c), cases->u.dense.vals, cases->u.dense.n));
	for (unsigned i = 0; i < op->nregions; i++)
		op_set_succ(sw, i, inline_yielding(m, &op->regions[i], cont), 1, 0);
	block_push_op(op->parent, sw);
	op_erase(op);
}

static void lower_one(Module *m, Op *op)
{
	switch (op->kind) {
	case OP_SCF_FOR: lower_for(m, op); break;
	case OP_SCF_IF: lower_if(m, op); break;
	case OP_SCF_WHILE: lower_while(m, op); break;
	case OP_SCF_EXECUTE_REGION: lower_execute_region(m, op); break;
	case OP_SCF_INDEX_SWITCH: lower_index_switch(m, op); break;
	default: break;
	}
}

bool scf_to_cf_in(Module *m, Op *root)
{
	/* scf.forall becomes scf.parallel (if the pipeline has not done so
	 * already), scf.parallel scf.for nests, which are then lowered with
	 * the rest. */
	forall_to_parallel_in(m, root);
	OpVec ops;
	svec_init(&ops);
	op_walk(root, collect_scf, &ops);
	for (unsigned i = ops.n; i-- > 0;)
		if (ops.v[i]->kind == OP_SCF_PARALLEL)
			parallel_to_for(m, ops.v[i]);
	ops.n = 0;
	op_walk(root, collect_scf, &ops);
	/* Pre-order collection, reversed: nested ops come before the ops that
	 * contain them. */
	for (unsigned i = ops.n; i-- > 0;)
		lower_one(m, ops.v[i]);
	svec_free(&ops);
	return true;
}

bool lower_scf(Module *m)
{
	return scf_to_cf_in(m, m->op);
}
