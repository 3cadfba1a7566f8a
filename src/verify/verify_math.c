/* verify_math.c - checks of the math dialect (the VERIFY column of
 * ops/math.def), with MLIR 19's messages and in MLIR's order: operand
 * and result counts, then each operand's and result's type constraint,
 * then the traits relating them (same type for all). */
#include "config.h"
#include "verifier.h"

/* MLIR's count traits: OneResult, then OneOperand or NOperands<n>. */
static bool math_counts(Verifier *v, Op *op, unsigned nin)
{
	if (op->nres != 1)
		return v_fail(v, op, "requires one result");
	if (nin == 1 && op->nopnds != 1)
		return v_fail(v, op, "requires a single operand");
	if (op->nopnds != nin)
		return v_fail(v, op, "expected %u operands, but found %u", nin, op->nopnds);
	return true;
}

/* MLIR's constraint names: floating-point-like, signless-integer-like
 * (which takes index too). */
static bool type_is(Type *t, bool is_float)
{
	return is_float ? ty_is_float_like(t) : ty_is_int_like(t);
}

static const char *constraint(bool is_float)
{
	return is_float ? "floating-point-like" : "signless-integer-like";
}

static bool operand_is(Verifier *v, Op *op, unsigned i, bool is_float)
{
	if (type_is(opnd_type(op, i), is_float))
		return true;
	return v_fail(v, op, "operand #%u must be %s, but got '%s'", i, constraint(is_float),
	              v_type(v, opnd_type(op, i)));
}

static bool result_is(Verifier *v, Op *op, bool is_float)
{
	if (type_is(op->res[0].type, is_float))
		return true;
	return v_fail(v, op, "result #0 must be %s, but got '%s'", constraint(is_float),
	              v_type(v, op->res[0].type));
}

/* n operands and one result, all of one float (or integer) type. */
static bool same_typed(Op *op, Verifier *v, unsigned n, bool is_float)
{
	if (!math_counts(v, op, n))
		return false;
	for (unsigned i = 0; i < n; i++)
		if (!operand_is(v, op, i, is_float))
			return false;
	if (!result_is(v, op, is_float))
		return false;
	for (unsigned i = 0; i < n; i++)
		if (opnd_type(op, i) != op->res[0].type)
			return v_fail(v, op, "requires the same type for all operands and results");
	return !is_float || check_flag_attr(v, op, "fastmath", "#arith.fastmath");
}

bool v_math_funary(Op *op, Verifier *v) { return same_typed(op, v, 1, true); }
bool v_math_fbinary(Op *op, Verifier *v) { return same_typed(op, v, 2, true); }
bool v_math_fternary(Op *op, Verifier *v) { return same_typed(op, v, 3, true); }
bool v_math_iunary(Op *op, Verifier *v) { return same_typed(op, v, 1, false); }
bool v_math_ibinary(Op *op, Verifier *v) { return same_typed(op, v, 2, false); }

/* math.fpowi: a float to an integer power. */
bool v_math_fpowi(Op *op, Verifier *v)
{
	if (!math_counts(v, op, 2) || !operand_is(v, op, 0, true) || !operand_is(v, op, 1, false) ||
	    !result_is(v, op, true))
		return false;
	if (opnd_type(op, 0) != op->res[0].type)
		return v_fail(v, op, "failed to verify that all of {lhs, result} have same type");
	return v_same_shape(v, op) && check_flag_attr(v, op, "fastmath", "#arith.fastmath");
}

/* math.isnan and friends (MLIR 20): a float in, i1 out. */
bool v_math_fclass(Op *op, Verifier *v)
{
	if (!math_counts(v, op, 1) || !operand_is(v, op, 0, true))
		return false;
	if (!ty_is_bool_like(op->res[0].type))
		return v_fail(v, op, "result #0 must be bool-like, but got '%s'", v_type(v, op->res[0].type));
	return v_elementwise(v, op) && check_flag_attr(v, op, "fastmath", "#arith.fastmath");
}
