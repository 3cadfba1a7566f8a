/* verify_func_values.c - functions as values: func.constant and
 * func.call_indirect (the VERIFY column of ops/func.def), with MLIR 19's
 * messages. */
#include "config.h"
#include "verifier.h"

bool v_func_constant(Op *op, Verifier *v)
{
	if (op->nres != 1)
		return v_fail(v, op, "requires one result");
	if (op->nopnds)
		return v_fail(v, op, "requires zero operands");
	Attr *f = op_attr(op, "value");
	if (!f)
		return v_fail(v, op, "requires attribute 'value'");
	if (f->kind != AT_SYMREF)
		return v_fail(v, op, "attribute 'value' failed to satisfy constraint: flat symbol reference attribute");
	Op *callee = module_lookup(v->m, f->u.str.s);
	if (!callee || callee->kind != OP_FUNC_FUNC)
		return v_fail(v, op, "reference to undefined function '%s'", f->u.str.s);
	if (func_type(callee) != op->res[0].type)
		return v_fail(v, op, "reference to function with mismatched type");
	return true;
}

bool v_call_indirect(Op *op, Verifier *v)
{
	if (!op->nopnds)
		return v_fail(v, op, "expected 1 or more operands, but found 0");
	Type *ft = opnd_type(op, 0);
	if (ft->kind != TY_FUNC)
		return v_fail(v, op, "operand #0 must be function type, but got '%s'", v_type(v, ft));
	bool ok = op->nopnds - 1 == ft->nin;
	for (unsigned i = 0; ok && i < ft->nin; i++)
		ok = opnd_type(op, 1 + i) == ty_func_in(ft, i);
	if (!ok)
		return v_fail(v, op, "failed to verify that callee input types match argument types");
	ok = op->nres == ft->nout;
	for (unsigned i = 0; ok && i < ft->nout; i++)
		ok = op->res[i].type == ty_func_out(ft, i);
	if (!ok)
		return v_fail(v, op, "failed to verify that callee result types match result types");
	return true;
}
