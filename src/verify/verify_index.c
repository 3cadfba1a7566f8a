/* verify_index.c - checks of the index dialect (the VERIFY column of
 * ops/index.def), with MLIR 19's messages in MLIR's order: counts, then
 * each operand's and result's type, then the attributes. */
#include "config.h"
#include "verifier.h"

static bool index_counts(Verifier *v, Op *op, unsigned nin)
{
	if (op->nres != 1)
		return v_fail(v, op, "requires one result");
	if (nin == 0 && op->nopnds)
		return v_fail(v, op, "requires zero operands");
	if (nin == 1 && op->nopnds != 1)
		return v_fail(v, op, "requires a single operand");
	if (op->nopnds != nin)
		return v_fail(v, op, "expected %u operands, but found %u", nin, op->nopnds);
	return true;
}

/* "operand #i must be <what>, but got 'T'" when ok is false. */
static bool must_be(Verifier *v, Op *op, bool ok, bool result, unsigned i, const char *what, Type *t)
{
	if (ok)
		return true;
	return v_fail(v, op, "%s #%u must be %s, but got '%s'", result ? "result" : "operand", i, what,
	              v_type(v, t));
}

static bool operands_index(Verifier *v, Op *op)
{
	for (unsigned i = 0; i < op->nopnds; i++)
		if (!must_be(v, op, opnd_type(op, i)->kind == TY_INDEX, false, i, "index", opnd_type(op, i)))
			return false;
	return true;
}

static bool result_is(Verifier *v, Op *op, Type *want, const char *what)
{
	return must_be(v, op, op->res[0].type == want, true, 0, what, op->res[0].type);
}

bool v_index_binop(Op *op, Verifier *v)
{
	return index_counts(v, op, 2) && operands_index(v, op) &&
	       result_is(v, op, ty_index(v->ctx), "index");
}

bool v_index_sizeof(Op *op, Verifier *v)
{
	return index_counts(v, op, 0) && result_is(v, op, ty_index(v->ctx), "index");
}

bool v_index_cmp(Op *op, Verifier *v)
{
	if (!index_counts(v, op, 2) || !operands_index(v, op) ||
	    !result_is(v, op, ty_i1(v->ctx), "1-bit signless integer"))
		return false;
	Attr *pred = op_attr(op, "pred");
	if (!pred)
		return v_fail(v, op, "requires attribute 'pred'");
	if (index_cmp_pred(pred) < 0)
		return v_fail(v, op, "attribute 'pred' failed to satisfy constraint: index comparison predicate");
	return true;
}

bool v_index_constant(Op *op, Verifier *v)
{
	bool is_bool = op->kind == OP_INDEX_BOOL_CONSTANT;
	if (!index_counts(v, op, 0))
		return false;
	if (is_bool ? !result_is(v, op, ty_i1(v->ctx), "1-bit signless integer")
	            : !result_is(v, op, ty_index(v->ctx), "index"))
		return false;
	Attr *a = op_attr(op, "value");
	if (!a)
		return v_fail(v, op, "requires attribute 'value'");
	if (is_bool ? a->kind != AT_BOOL : a->kind != AT_INT || a->type != ty_index(v->ctx))
		return v_fail(v, op, "attribute 'value' failed to satisfy constraint: %s",
		              is_bool ? "bool attribute" : "index attribute");
	return true;
}

/* index.casts and index.castu: index to an integer or back. */
bool v_index_casts(Op *op, Verifier *v)
{
	if (!index_counts(v, op, 1))
		return false;
	Type *from = opnd_type(op, 0), *to = op->res[0].type;
	if (!must_be(v, op, ty_is_intlike(from), false, 0, "integer or index", from) ||
	    !must_be(v, op, ty_is_intlike(to), true, 0, "integer or index", to))
		return false;
	if ((from->kind == TY_INDEX) == (to->kind == TY_INDEX))
		return v_fail(v, op, "operand type '%s' and result type '%s' are cast incompatible",
		              v_type(v, from), v_type(v, to));
	return true;
}
