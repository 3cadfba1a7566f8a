/* verify_cf.c - checks particular to cf.br, cf.cond_br, cf.assert and
 * async.coro.suspend (the VERIFY column of ops.def), with MLIR's
 * messages (ControlFlowOps.cpp, BranchOpInterface). */
#include "config.h"
#include "verifier.h"

/* BranchOpInterface: what each successor gets matches its arguments. */
static bool branch_operands(Verifier *v, Op *op)
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
	return branch_operands(v, op) && v_is_last(v, op);
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
	return branch_operands(v, op) && v_is_last(v, op);
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
