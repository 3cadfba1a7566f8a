/* verify_cf.c - checks particular to cf.br, cf.cond_br, cf.switch,
 * cf.assert and async.coro.suspend (the VERIFY column of ops.def), with
 * MLIR's messages (ControlFlowOps.cpp, BranchOpInterface). */
#include "config.h"
#include "verifier.h"

bool v_branch_operands(Verifier *v, Op *op)
{
	for (unsigned i = 0; i < op->nsucc; i++) {
		Succ *s = &op->succs[i];
		if (s->count != s->block->nargs)
			return v_error(v, op->loc, "branch has %u operands for successor #%u, but target block has %u",
			               s->count, i, s->block->nargs);
		for (unsigned k = 0; k < s->count; k++)
			if (opnd_type(op, s->first + k) != s->block->args[k]->type)
				return v_error(v, op->loc, "type mismatch for bb argument #%u of successor #%u", k, i);
	}
	return true;
}

bool v_br(Op *op, Verifier *v)
{
	return v_branch_operands(v, op) && v_is_last(v, op);
}

bool v_cond_br(Op *op, Verifier *v)
{
	if (!v_operand_is(v, op, 0, opnd_type(op, 0) == ty_i1(v->ctx), "1-bit signless integer"))
		return false;
	/* The parser keeps successors and segments in step; IR built
	 * otherwise might not. */
	if (op->succs[0].first != 1 || op->succs[0].count != op->segs[1] ||
	    op->succs[1].first != 1 + op->segs[1] || op->succs[1].count != op->segs[2])
		return v_fail(v, op, "successor operands do not match the operand segments");
	return v_branch_operands(v, op) && v_is_last(v, op);
}

bool v_assert(Op *op, Verifier *v)
{
	if (!v_attr_required(v, op, "msg"))
		return false;
	return op_attr(op, "msg")->kind == AT_STRING || v_bad_property(v, op, "msg");
}

bool v_coro_suspend(Op *op, Verifier *v)
{
	return v_is_last(v, op);
}

/* cf.switch: MLIR 19's checks, then BranchOpInterface's. */
bool v_switch(Op *op, Verifier *v)
{
	if (!op->nsucc || op->nsegs != 3 || op->segs[0] != 1 || op->nopnds < 1)
		return v_fail(v, op, "expects a flag, a default destination, and operand segments for the flag, the default's and the cases' operands");
	Type *t = opnd_type(op, 0);
	if (!v_operand_is(v, op, 0, t->kind == TY_INT, "integer"))
		return false;
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
	return v_branch_operands(v, op) && v_is_last(v, op);
}
