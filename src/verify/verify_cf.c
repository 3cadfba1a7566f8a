/* verify_cf.c - checks particular to cf.br, cf.cond_br, cf.switch, cf.assert and
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

/* cf.switch: MLIR 19's checks; the successor operands were checked with
 * every branch's (verify.c). */
bool v_switch(Op *op, Verifier *v)
{
	if (!op->nsucc || op->nsegs != 3 || op->segs[0] != 1 || op->nopnds < 1)
		return v_fail(v, op, "expects a flag, a default destination, and operand segments for the flag, the default's and the cases' operands");
	Type *t = opnd_type(op, 0);
	if (t->kind != TY_INT)
		return v_fail(v, op, "operand #0 must be integer, but got '%s'", v_type(v, t));
	Attr *vals = op_attr(op, "case_values");
	if (vals && vals->kind != AT_DENSE_ARRAY)
		return v_fail(v, op, "attribute 'case_values' failed to satisfy constraint: integer elements attribute");
	unsigned n = vals ? vals->u.dense.n : 0;
	if (vals && vals->type != t)
		return v_fail(v, op, "'flag' type ('%s') should match case value type ('%s')",
		              v_type(v, t), v_type(v, vals->type));
	if (n != op->nsucc - 1)
		return v_fail(v, op, "number of case values (%u) should match number of case destinations (%u)",
		              n, op->nsucc - 1);
	/* The default's operands are segment 1, the cases' segment 2, in
	 * order. */
	unsigned at = 1;
	for (unsigned i = 0; i < op->nsucc; i++) {
		if (op->succs[i].first != at)
			return v_fail(v, op, "successor operands do not match the operand segments");
		at += op->succs[i].count;
		if (i == 0 && at != 1 + op->segs[1])
			return v_fail(v, op, "successor operands do not match the operand segments");
	}
	if (at != op->nopnds)
		return v_fail(v, op, "successor operands do not match the operand segments");
	return true;
}
