/* verify_cf.c - checks particular to cf.br, cf.cond_br, cf.assert and
 * async.coro.suspend's successors (the VERIFY column of ops.def).
 * verify.c has already checked region counts, terminators, successors,
 * segment sizes and fixed signatures. */
#include "config.h"
#include "verifier.h"

bool v_br(Op *op, Verifier *v)
{
	if (op->nsucc != 1)
		return v_fail(v, op, "expects one successor");
	return true;
}

bool v_cond_br(Op *op, Verifier *v)
{
	if (op->nsucc != 2 || op->nsegs != 3 || op->nopnds < 1)
		return v_fail(v, op, "expects a condition and two successors");
	if (opnd_type(op, 0) != ty_i1(v->ctx))
		return v_fail(v, op, "condition must be i1");
	if (op->succs[0].first != 1 || op->succs[0].count != op->segs[1] ||
	    op->succs[1].first != 1 + op->segs[1] || op->succs[1].count != op->segs[2])
		return v_fail(v, op, "successor operands do not match the operand segments");
	return true;
}

bool v_assert(Op *op, Verifier *v)
{
	Attr *m = op_attr(op, "msg");
	if (!m || m->kind != AT_STRING)
		return v_fail(v, op, "requires a 'msg' string attribute");
	return true;
}

bool v_coro_suspend(Op *op, Verifier *v)
{
	if (op->nsucc != 3)
		return v_fail(v, op, "expects three successors: suspend, resume and cleanup");
	return true;
}
