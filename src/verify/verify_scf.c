/* verify_scf.c - checks particular to the scf dialect: loops,
 * conditionals, parallel loops and their terminators (the VERIFY column
 * of ops.def), and those that run after their regions (verifier.h), with
 * MLIR's messages (SCF.cpp, LoopLikeInterface.cpp, the region-branch
 * interface) in MLIR's order.  Checks MLIR does not make but asyncc's
 * lowering relies on keep asyncc's words. */
#include "config.h"
#include "verifier.h"

#include <stdint.h>

static bool is_int_or_index(Type *t)
{
	return t->kind == TY_INT || t->kind == TY_INDEX;
}

/* The last op of a region's only block, or NULL. */
static Op *region_last(Region *r)
{
	return r->first ? r->first->last : NULL;
}

/* WhileOp's and ParallelOp's verifyAndGetTerminator. */
static bool ends_with(Verifier *v, Op *op, Region *r, OpKind k, const char *msg)
{
	Op *t = region_last(r);
	if (t && t->kind == k)
		return true;
	v_fail(v, op, "%s", msg);
	if (t)
		v_note(v, t->loc, "terminator here");
	return false;
}

/* ------------------------------------------------------------ scf.for */

bool v_for(Op *op, Verifier *v)
{
	if (!v_single_block(v, op, 0))
		return false;
	for (unsigned i = 0; i < 3; i++)
		if (!v_operand_is(v, op, i, is_int_or_index(opnd_type(op, i)), "signless integer or index"))
			return false;
	/* MLIR checks the bounds' types before the region's block count. */
	if (opnd_type(op, 1) != opnd_type(op, 0) || opnd_type(op, 2) != opnd_type(op, 0))
		return v_fail(v, op, "failed to verify that all of {lowerBound, upperBound, step} have same type");
	if (!v_one_block(v, op, 0, "region"))
		return false;
	if (op->nopnds - 3 != op->nres)
		return v_fail(v, op, "mismatch in number of loop-carried values and defined values");
	return true;
}

/* LoopLikeOpInterface (MLIR 19's, quirks included: iteration arguments
 * counted as the body's arguments less one, wrapping around when it has
 * none; a loop result mismatch reported as the 0-th), the region-branch
 * edges, then the op's own verifyRegions. */
bool v_for_regions(Op *op, Verifier *v)
{
	Block *body = op->regions[0].first;
	Op *y = body->last;
	unsigned ninit = op->nopnds - 3;
	uint64_t niter = (uint64_t)body->nargs - 1;
	if (ninit != niter)
		return v_fail(v, op, "different number of inits and region iter_args: %u != %llu", ninit,
		              (unsigned long long)niter);
	if (y->nopnds && niter != y->nopnds)
		return v_fail(v, op, "different number of region iter_args and yielded values: %llu != %u",
		              (unsigned long long)niter, y->nopnds);
	for (unsigned i = 0; i < ninit; i++) {
		Type *init = opnd_type(op, 3 + i), *arg = body->args[1 + i]->type;
		if (init != arg)
			return v_fail(v, op, "%u-th init and %u-th region iter_arg have different type: '%s' != '%s'",
			              i, i, v_type(v, init), v_type(v, arg));
		if (y->nopnds && arg != opnd_type(y, i))
			return v_fail(v, op, "%u-th region iter_arg and %u-th yielded value have different type: '%s' != '%s'",
			              i, i, v_type(v, arg), v_type(v, opnd_type(y, i)));
	}
	for (unsigned i = 0; i < ninit; i++)
		if (body->args[1 + i]->type != op->res[i].type)
			return v_fail(v, op, "0-th region iter_arg and 0-th loop result have different type: '%s' != '%s'",
			              v_type(v, body->args[1 + i]->type), v_type(v, op->res[i].type));
	TypeList a, b;
	Type **iter = arg_types(body, &a) + 1, **yielded = operand_types(y, &b);
	bool ok = v_edge(v, op, "Region #0", "Region #0", yielded, y->nopnds, iter, ninit, NULL);
	tl_done(&a, true);
	if (!tl_done(&b, ok))
		return false;
	if (body->args[0]->type != opnd_type(op, 0))
		return v_fail(v, op, "expected induction variable to be same type as bounds and step");
	return true;
}

/* ------------------------------------------------------------- scf.if */

bool v_if(Op *op, Verifier *v)
{
	if (!v_single_block(v, op, 0) || !v_single_block(v, op, 1))
		return false;
	for (unsigned i = 0; i < 2; i++)
		if (op->regions[i].first && op->regions[i].first->nargs)
			return v_fail(v, op, "region #%u should have no arguments", i);
	if (!v_operand_is(v, op, 0, opnd_type(op, 0) == ty_i1(v->ctx), "1-bit signless integer") ||
	    !v_one_block(v, op, 0, "thenRegion"))
		return false;
	if (op->nres && region_empty(&op->regions[1]))
		return v_fail(v, op, "must have an else block if defining values");
	return true;
}

/* RegionBranchOpInterface: each branch yields the results. */
bool v_if_regions(Op *op, Verifier *v)
{
	TypeList res;
	Type **want = result_types(op, &res);
	bool ok = true;
	for (unsigned i = 0; ok && i < 2; i++) {
		Op *y = region_last(&op->regions[i]);
		if (!y)
			continue;
		TypeList got;
		char from[16];
		snprintf(from, sizeof from, "Region #%u", i);
		ok = tl_done(&got, v_edge(v, op, from, "parent results", operand_types(y, &got), y->nopnds,
		                          want, op->nres, NULL));
	}
	return tl_done(&res, ok);
}

/* ---------------------------------------------------------- scf.while */

bool v_while(Op *op, Verifier *v)
{
	if (!v_one_block(v, op, 0, "before") || !v_one_block(v, op, 1, "after"))
		return false;
	return ends_with(v, op, &op->regions[0], OP_SCF_CONDITION,
	                 "expects the 'before' region to terminate with 'scf.condition'") &&
	       ends_with(v, op, &op->regions[1], OP_SCF_YIELD,
	                 "expects the 'after' region to terminate with 'scf.yield'");
}

/* RegionBranchOpInterface: inits to the before region, the condition's
 * values to the results and the after region, the yield back. */
bool v_while_regions(Op *op, Verifier *v)
{
	Block *before = op->regions[0].first, *after = op->regions[1].first;
	Op *cond = before->last, *yield = after->last;
	TypeList a, b, c, d, e;
	Type **inits = operand_types(op, &a), **bargs = arg_types(before, &b);
	Type **aargs = arg_types(after, &c), **fwd = operand_types(cond, &d);
	Type **yielded = operand_types(yield, &e);
	unsigned nfwd = cond->nopnds - 1;
	TypeList r;
	Type **results = result_types(op, &r);
	bool ok = v_edge(v, op, "parent operands", "Region #0", inits, op->nopnds, bargs, before->nargs, NULL) &&
	          v_edge(v, op, "Region #0", "parent results", fwd + 1, nfwd, results, op->nres, NULL) &&
	          v_edge(v, op, "Region #0", "Region #1", fwd + 1, nfwd, aargs, after->nargs, NULL) &&
	          v_edge(v, op, "Region #1", "Region #0", yielded, yield->nopnds, bargs, before->nargs, NULL);
	tl_done(&r, true);
	tl_done(&a, true), tl_done(&b, true), tl_done(&c, true), tl_done(&d, true);
	return tl_done(&e, ok);
}

/* ------------------------------------------------------- scf.parallel */

/* A step that is a constant no greater than zero. */
static bool bad_constant_step(Value *s)
{
	Op *d = s->def;
	if (!d || d->kind != OP_ARITH_CONSTANT)
		return false;
	Attr *a = op_attr(d, "value");
	return a && a->kind == AT_INT && a->u.i <= 0;
}

/* The results, the reductions and the inits, as ParallelOp::verify
 * checks them against the body's scf.reduce. */
static bool check_reductions(Verifier *v, Op *op, Op *reduce)
{
	unsigned ninit = op_segment(op, 3, &(unsigned){0});
	if (op->nres != reduce->nregions)
		return v_fail(v, op, "expects number of results: %u to be the same as number of reductions: %u",
		              op->nres, reduce->nregions);
	if (op->nres != ninit)
		return v_fail(v, op, "expects number of results: %u to be the same as number of initial values: %u",
		              op->nres, ninit);
	if (reduce->nopnds != reduce->nregions)
		return v_fail(v, reduce, "has %u operands and %u reduction regions: each operand needs one",
		              reduce->nopnds, reduce->nregions);
	for (unsigned i = 0; i < op->nres; i++)
		if (opnd_type(reduce, i) != op->res[i].type)
			return v_fail(v, reduce, "expects type of %u-th reduction operand: '%s' to be the same as the %u-th result type: '%s'",
			              i, v_type(v, opnd_type(reduce, i)), i, v_type(v, op->res[i].type));
	return true;
}

bool v_parallel(Op *op, Verifier *v)
{
	for (unsigned s = 0; s < 3; s++)
		if (!v_segment_index(v, op, s))
			return false;
	if (!v_one_block(v, op, 0, "region"))
		return false;
	unsigned sfirst, nsteps = op_segment(op, 2, &sfirst);
	if (!nsteps)
		return v_fail(v, op, "needs at least one tuple element for lowerBound, upperBound and step");
	for (unsigned i = 0; i < nsteps; i++)
		if (bad_constant_step(op_operand(op, sfirst + i)))
			return v_fail(v, op, "constant step operand must be positive");
	Block *body = op->regions[0].first;
	if (body->nargs != nsteps)
		return v_fail(v, op, "expects the same number of induction variables: %u as bound and step values: %u",
		              body->nargs, nsteps);
	for (unsigned i = 0; i < body->nargs; i++)
		if (body->args[i]->type->kind != TY_INDEX)
			return v_fail(v, op, "expects arguments for the induction variable to be of index type");
	if (!ends_with(v, op, &op->regions[0], OP_SCF_REDUCE, "expects body to terminate with 'scf.reduce'") ||
	    !check_reductions(v, op, body->last))
		return false;
	/* asyncc's lowering needs what MLIR leaves unchecked. */
	if (op->segs[0] != nsteps || op->segs[1] != nsteps)
		return v_fail(v, op, "has %u lower bounds, %u upper bounds and %u steps: asyncc needs as many of each",
		              op->segs[0], op->segs[1], nsteps);
	for (unsigned i = 0; i < op->nres; i++)
		if (opnd_type(op, 3 * nsteps + i) != op->res[i].type)
			return v_fail(v, op, "init value #%u has type '%s', but result #%u is '%s'", i,
			              v_type(v, opnd_type(op, 3 * nsteps + i)), i, v_type(v, op->res[i].type));
	return true;
}

bool v_parallel_regions(Op *op, Verifier *v)
{
	(void)op;
	(void)v;
	return true;
}

/* ---------------------------------------------------------- terminators */

bool v_yield(Op *op, Verifier *v)
{
	Op *p = op_parent_op(op);
	OpKind k = p ? p->kind : OP__COUNT;
	if (k != OP_SCF_FOR && k != OP_SCF_IF && k != OP_SCF_WHILE && k != OP_SCF_EXECUTE_REGION &&
	    k != OP_SCF_INDEX_SWITCH)
		return v_fail(v, op, "expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'");
	return v_is_last(v, op);
}

bool v_condition(Op *op, Verifier *v)
{
	if (!v_operand_is(v, op, 0, opnd_type(op, 0) == ty_i1(v->ctx), "1-bit signless integer"))
		return false;
	return v_parent_is(v, op, OP_SCF_WHILE) && v_is_last(v, op);
}

bool v_reduce(Op *op, Verifier *v)
{
	if (!v_parent_is(v, op, OP_SCF_PARALLEL) || !v_is_last(v, op))
		return false;
	for (unsigned i = 0; i < op->nregions; i++)
		if (!v_one_block(v, op, i, "reductions"))
			return false;
	return true;
}

bool v_reduce_regions(Op *op, Verifier *v)
{
	for (unsigned i = 0; i < op->nregions && i < op->nopnds; i++) {
		Type *t = opnd_type(op, i);
		Block *b = op->regions[i].first;
		if (b->nargs != 2 || b->args[0]->type != t || b->args[1]->type != t)
			return v_fail(v, op, "expected two block arguments with type '%s' in the %u-th reduction region",
			              v_type(v, t), i);
	}
	return true;
}

bool v_reduce_return(Op *op, Verifier *v)
{
	if (!v_parent_is(v, op, OP_SCF_REDUCE) || !v_is_last(v, op))
		return false;
	Block *body = op->parent;
	if (!body->nargs)
		return v_fail(v, op, "is in a reduction region without arguments");
	Type *want = body->args[0]->type;
	if (opnd_type(op, 0) != want)
		return v_fail(v, op, "must have type '%s' (the type of the reduction inputs)", v_type(v, want));
	return true;
}
