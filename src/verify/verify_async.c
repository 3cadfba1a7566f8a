/* verify_async.c - checks particular to async.execute, await, yield and
 * the runtime-level ops with more than a signature (the VERIFY column of
 * ops.def), with MLIR's messages (Async.cpp, AsyncOps.td's constraints,
 * the region-branch interface).  verify.c has already checked counts,
 * operand segments and the SIG column's types. */
#include "config.h"
#include "verifier.h"

#include <string.h>

bool v_execute(Op *op, Verifier *v)
{
	unsigned dfirst, ndeps = op_segment(op, 0, &dfirst);
	unsigned vfirst, nvals = op_segment(op, 1, &vfirst);
	for (unsigned i = dfirst; i < dfirst + ndeps; i++)
		if (!v_operand_is(v, op, i, opnd_type(op, i)->kind == TY_TOKEN, "variadic of async token type"))
			return false;
	for (unsigned i = vfirst; i < vfirst + nvals; i++)
		if (!v_operand_is(v, op, i, ty_is_awaitable(opnd_type(op, i)),
		                  "variadic of async value type or async token type"))
			return false;
	if (!v_result_is(v, op, 0, op->res[0].type->kind == TY_TOKEN, "async token type"))
		return false;
	for (unsigned i = 1; i < op->nres; i++)
		if (!v_result_is(v, op, i, op->res[i].type->kind == TY_VALUE, "variadic of async value type"))
			return false;
	/* MLIR wants one block; asyncc takes a body of several (lowering
	 * outlines it whole), but not an empty one. */
	if (region_empty(&op->regions[0]))
		return v_one_block(v, op, 0, "bodyRegion");
	/* MLIR accepts tokens here but cannot lower them (nor print the
	 * body's argument for one). */
	for (unsigned i = vfirst; i < vfirst + nvals; i++)
		if (opnd_type(op, i)->kind == TY_TOKEN) {
			v_fail(v, op, "operand #%u is a token, which has no value to unwrap", i);
			v_hint(v, op->loc, "tokens an async.execute waits for are its dependencies: [%%t]");
			return false;
		}
	return true;
}

/* ExecuteOp::areTypesCompatible: an !async.value<T> matches T. */
static bool payload_compat(Type *a, Type *b)
{
	if (a->kind == TY_VALUE)
		a = a->elem;
	if (b->kind == TY_VALUE)
		b = b->elem;
	return a == b;
}

/* RegionBranchOpInterface: the value operands to the body's arguments,
 * each async.yield to the results. */
bool v_execute_regions(Op *op, Verifier *v)
{
	Block *body = op->regions[0].first;
	unsigned vfirst, nvals = op_segment(op, 1, &vfirst);
	TypeList a, b, d;
	Type **ins = operand_types(op, &a) + vfirst, **args = arg_types(body, &b);
	Type **results = result_types(op, &d) + 1;
	bool ok = v_edge(v, op, "parent operands", "Region #0", ins, nvals, args, body->nargs, payload_compat);
	for (Block *blk = body; ok && blk; blk = blk->next) {
		Op *y = blk->last;
		if (!y || y->kind != OP_ASYNC_YIELD)
			continue;
		TypeList c;
		ok = tl_done(&c, v_edge(v, op, "Region #0", "parent results", operand_types(y, &c), y->nopnds,
		                        results, op->nres - 1, payload_compat));
	}
	tl_done(&a, true), tl_done(&b, true);
	return tl_done(&d, ok);
}

bool v_async_yield(Op *op, Verifier *v)
{
	return v_parent_is(v, op, OP_ASYNC_EXECUTE) && v_is_last(v, op);
}

bool v_await(Op *op, Verifier *v)
{
	Type *t = opnd_type(op, 0);
	if (!v_operand_is(v, op, 0, ty_is_awaitable(t), "async value type or async token type"))
		return false;
	if (t->kind == TY_TOKEN && op->nres)
		return v_fail(v, op, "awaiting on a token must have empty result");
	if (t->kind == TY_VALUE && !op->nres) {
		/* MLIR dereferences the missing result type here. */
		v_fail(v, op, "awaiting on a value has no result of type '%s'", v_type(v, t->elem));
		return false;
	}
	if (t->kind == TY_VALUE && op->res[0].type != t->elem)
		return v_fail(v, op, "result type '%s' does not match async value type '%s'",
		              v_type(v, op->res[0].type), v_type(v, t->elem));
	return true;
}

bool v_rt_create(Op *op, Verifier *v)
{
	(void)op;
	(void)v;
	return true;
}

bool v_rt_store(Op *op, Verifier *v)
{
	Type *s = opnd_type(op, 1);
	if (!v_operand_is(v, op, 1, s->kind == TY_VALUE, "async value type"))
		return false;
	if (opnd_type(op, 0) != s->elem)
		return v_fail(v, op, "failed to verify that type of 'value' matches element type of 'storage'");
	return true;
}

bool v_rt_load(Op *op, Verifier *v)
{
	Type *s = opnd_type(op, 0);
	if (!v_operand_is(v, op, 0, s->kind == TY_VALUE, "async value type"))
		return false;
	if (op->res[0].type != s->elem)
		return v_fail(v, op, "failed to verify that type of 'value' matches element type of 'storage'");
	return true;
}

bool v_refcount(Op *op, Verifier *v)
{
	if (!v_attr_required(v, op, "count"))
		return false;
	Attr *c = op_attr(op, "count");
	if (c->kind != AT_INT || !c->type || c->type->kind != TY_INT || c->type->width != 64 || c->u.i <= 0)
		return v_fail(v, op, "attribute 'count' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive");
	return true;
}
