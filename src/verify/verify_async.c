/* verify_async.c - checks particular to async.execute, await, yield and
 * the runtime-level ops with more than a signature (the VERIFY column of
 * ops.def).  verify.c has already checked region counts, terminators,
 * successors, segment sizes and fixed signatures. */
#include "config.h"
#include "verifier.h"

bool v_execute(Op *op, Verifier *v)
{
	if (op->nsegs != 2)
		return v_fail(v, op, "expects 2 operand segments");
	unsigned ndeps = op->segs[0], nvals = op->segs[1];
	for (unsigned i = 0; i < ndeps; i++)
		if (opnd_type(op, i)->kind != TY_TOKEN)
			return v_fail(v, op, "dependency #%u must be !async.token, not '%s'", i,
			              v_type(v, opnd_type(op, i)));
	for (unsigned i = 0; i < nvals; i++) {
		Type *t = opnd_type(op, ndeps + i);
		if (t->kind != TY_VALUE)
			return v_fail(v, op, "operand #%u must be !async.value, not '%s'", i, v_type(v, t));
	}
	if (!op->nres || op->res[0].type->kind != TY_TOKEN)
		return v_fail(v, op, "first result must be !async.token");
	for (unsigned i = 1; i < op->nres; i++) {
		if (op->res[i].type->kind != TY_VALUE)
			return v_fail(v, op, "result #%u must be !async.value, not '%s'", i,
			              v_type(v, op->res[i].type));
	}
	Block *entry = op->regions[0].first;
	if (!entry)
		return v_fail(v, op, "the body may not be empty");
	/* The body takes the payloads of the !async.value operands. */
	TypeList l;
	Type **args = tl_init(&l, nvals);
	for (unsigned i = 0; i < nvals; i++)
		args[i] = opnd_type(op, ndeps + i)->elem;
	return tl_done(&l, block_args_are(v, op, entry, "the body", args, nvals));
}

bool v_async_yield(Op *op, Verifier *v)
{
	Op *p = op_parent_op(op);
	if (!p || p->kind != OP_ASYNC_EXECUTE)
		return v_fail(v, op, "must be inside async.execute");
	/* Results other than the leading token and !async.values are the
	 * async.execute's own error. */
	for (unsigned i = 1; i < p->nres; i++)
		if (p->res[i].type->kind != TY_VALUE)
			return true;
	TypeList l;
	unsigned n = p->nres ? p->nres - 1 : 0;
	Type **want = tl_init(&l, n);
	for (unsigned i = 0; i < n; i++)
		want[i] = p->res[1 + i].type->elem;
	return tl_done(&l, same_types(v, op, "yielded values (the !async.value payloads)", want, n, 0));
}

bool v_await(Op *op, Verifier *v)
{
	if (op->nopnds != 1)
		return v_fail(v, op, "expects one operand");
	Type *t = opnd_type(op, 0);
	if (!ty_is_awaitable(t))
		return v_fail(v, op, "operand of type '%s' is not awaitable: expected !async.token or !async.value",
		              v_type(v, t));
	if (t->kind == TY_TOKEN)
		return op->nres == 0 || v_fail(v, op, "awaiting a token has no result");
	if (op->nres != 1 || op->res[0].type != t->elem)
		return v_fail(v, op, "result must be the value's payload type '%s'", v_type(v, t->elem));
	return true;
}

bool v_rt_create(Op *op, Verifier *v)
{
	if (!need_counts(v, op, 0, 1))
		return false;
	Type *t = op->res[0].type;
	if (!ty_is_awaitable(t))
		return v_fail(v, op, "creates !async.token or !async.value, not '%s'", v_type(v, t));
	return true;
}

bool v_rt_store(Op *op, Verifier *v)
{
	if (!need_counts(v, op, 2, 0))
		return false;
	Type *s = opnd_type(op, 1);
	if (s->kind != TY_VALUE || opnd_type(op, 0) != s->elem)
		return v_fail(v, op, "stores '%s' into '%s'", v_type(v, opnd_type(op, 0)), v_type(v, s));
	return true;
}

bool v_rt_load(Op *op, Verifier *v)
{
	if (!need_counts(v, op, 1, 1))
		return false;
	Type *s = opnd_type(op, 0);
	if (s->kind != TY_VALUE || op->res[0].type != s->elem)
		return v_fail(v, op, "loads '%s' from '%s'", v_type(v, op->res[0].type), v_type(v, s));
	return true;
}

bool v_refcount(Op *op, Verifier *v)
{
	Attr *c = op_attr(op, "count");
	if (!c || c->kind != AT_INT || c->u.i <= 0)
		return v_fail(v, op, "requires a positive 'count' attribute");
	return true;
}
