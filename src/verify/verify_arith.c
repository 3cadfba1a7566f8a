/* verify_arith.c - checks particular to the arith dialect: constants,
 * integer and float arithmetic, comparisons, select, casts (the VERIFY
 * column of ops.def).  verify.c has already checked region counts,
 * terminators, successors, segment sizes and fixed signatures. */
#include "config.h"
#include "verifier.h"
#include "syntax.h"

bool v_constant(Op *op, Verifier *v)
{
	if (!need_counts(v, op, 0, 1))
		return false;
	Attr *a = op_attr(op, "value");
	Type *t = op->res[0].type;
	if (!a)
		return v_fail(v, op, "requires a 'value' attribute");
	Type *at = a->kind == AT_BOOL ? ty_i1(v->ctx)
	         : (a->kind == AT_INT || a->kind == AT_FLOAT || a->kind == AT_ELEMENTS) ? a->type : NULL;
	if (!at)
		return v_fail(v, op, "'value' must be an integer, float, boolean or dense elements");
	if (at != t)
		return v_fail(v, op, "failed to verify that all of {value, result} have same type");
	if (t->kind == TY_TENSOR || t->kind == TY_MEMREF)
		return v_fail(v, op, "dense constants of type '%s' are not supported; use vector types",
		              v_type(v, t));
	return true;
}

bool v_int_binop(Op *op, Verifier *v)
{
	if (!need_counts(v, op, 2, 1) || !all_same_type(v, op))
		return false;
	if (!ty_is_int_like(opnd_type(op, 0)))
		return v_fail(v, op, "operands must be signless integers or index, not '%s'",
		              v_type(v, opnd_type(op, 0)));
	return check_flag_attr(v, op, "overflowFlags", "#arith.overflow");
}

static bool float_op(Op *op, Verifier *v, unsigned nin)
{
	if (!need_counts(v, op, nin, 1) || !all_same_type(v, op))
		return false;
	if (!ty_is_float_like(opnd_type(op, 0)))
		return v_fail(v, op, "operands must be floating point, not '%s'", v_type(v, opnd_type(op, 0)));
	return check_flag_attr(v, op, "fastmath", "#arith.fastmath");
}

bool v_float_binop(Op *op, Verifier *v) { return float_op(op, v, 2); }
bool v_float_unop(Op *op, Verifier *v) { return float_op(op, v, 1); }

static bool check_cmp(Op *op, Verifier *v, bool is_float, int npreds)
{
	if (!need_counts(v, op, 2, 1))
		return false;
	Type *t = opnd_type(op, 0);
	if (opnd_type(op, 1) != t)
		return v_fail(v, op, "compares operands of different types '%s' and '%s'",
		              v_type(v, t), v_type(v, opnd_type(op, 1)));
	if (is_float ? !ty_is_float_like(t) : !ty_is_int_like(t))
		return v_fail(v, op, "cannot compare values of type '%s'", v_type(v, t));
	if (op->res[0].type != ty_with_elem(v->ctx, t, ty_i1(v->ctx)))
		return v_fail(v, op, "failed to verify that result type has i1 element type and same shape as operands");
	Attr *p = op_attr(op, "predicate");
	if (!p || p->kind != AT_INT || p->u.i < 0 || p->u.i >= npreds)
		return v_fail(v, op, "requires a valid 'predicate' attribute");
	return !is_float || check_flag_attr(v, op, "fastmath", "#arith.fastmath");
}

bool v_cmpi(Op *op, Verifier *v) { return check_cmp(op, v, false, 10); }
bool v_cmpf(Op *op, Verifier *v) { return check_cmp(op, v, true, 16); }

bool v_select(Op *op, Verifier *v)
{
	if (!need_counts(v, op, 3, 1))
		return false;
	Type *c = opnd_type(op, 0), *t = op->res[0].type;
	if (!ty_is_bool_like(c))
		return v_fail(v, op, "condition must be i1, not '%s'", v_type(v, c));
	if (opnd_type(op, 1) != t || opnd_type(op, 2) != t)
		return v_fail(v, op, "true and false values must both have the result type '%s'", v_type(v, t));
	/* A vector condition selects element by element. */
	if (c != ty_i1(v->ctx) && c != ty_with_elem(v->ctx, t, ty_i1(v->ctx)))
		return v_fail(v, op, "failed to verify that condition is signless i1 or has matching shape");
	return true;
}

/* Casts: one operand, one result, and a rule between their element
 * types (scalars, or vectors of one shape, cast element by element). */
static bool cast_counts(Op *op, Verifier *v, Type **from, Type **to)
{
	if (!need_counts(v, op, 1, 1))
		return false;
	if (!ty_same_shape(opnd_type(op, 0), op->res[0].type))
		return v_fail(v, op, "requires the same shape for all operands and results");
	*from = ty_scalar(opnd_type(op, 0));
	*to = ty_scalar(op->res[0].type);
	return true;
}

/* from and to are the element types; the message shows the whole ones. */
static bool bad_cast(Op *op, Verifier *v, Type *from, Type *to, const char *rule)
{
	(void)from, (void)to;
	return v_fail(v, op, "cannot cast '%s' to '%s': %s", v_type(v, opnd_type(op, 0)),
	              v_type(v, op->res[0].type), rule);
}

bool v_index_cast(Op *op, Verifier *v)
{
	Type *f, *t;
	if (!cast_counts(op, v, &f, &t))
		return false;
	if ((f->kind == TY_INDEX && t->kind == TY_INT) || (f->kind == TY_INT && t->kind == TY_INDEX))
		return true;
	return bad_cast(op, v, f, t, "one side must be index and the other a signless integer");
}

bool v_int_ext(Op *op, Verifier *v)
{
	Type *f, *t;
	if (!cast_counts(op, v, &f, &t))
		return false;
	if (f->kind == TY_INT && t->kind == TY_INT && t->width > f->width)
		return true;
	return bad_cast(op, v, f, t, "the result must be a wider integer");
}

bool v_int_trunc(Op *op, Verifier *v)
{
	Type *f, *t;
	if (!cast_counts(op, v, &f, &t))
		return false;
	if (f->kind == TY_INT && t->kind == TY_INT && t->width < f->width)
		return true;
	return bad_cast(op, v, f, t, "the result must be a narrower integer");
}

bool v_int_to_fp(Op *op, Verifier *v)
{
	Type *f, *t;
	if (!cast_counts(op, v, &f, &t))
		return false;
	if (f->kind == TY_INT && ty_is_float(t))
		return true;
	return bad_cast(op, v, f, t, "expects an integer operand and a float result");
}

bool v_fp_to_int(Op *op, Verifier *v)
{
	Type *f, *t;
	if (!cast_counts(op, v, &f, &t))
		return false;
	if (ty_is_float(f) && t->kind == TY_INT)
		return true;
	return bad_cast(op, v, f, t, "expects a float operand and an integer result");
}

bool v_fp_ext(Op *op, Verifier *v)
{
	Type *f, *t;
	if (!cast_counts(op, v, &f, &t))
		return false;
	if (ty_is_float(f) && ty_is_float(t) && ty_float_width(t) > ty_float_width(f))
		return check_flag_attr(v, op, "fastmath", "#arith.fastmath");
	return bad_cast(op, v, f, t, "the result must be a wider float");
}

/* arith.truncf's optional rounding mode: MLIR's RoundingMode, an i32
 * from 0 (to_nearest_even) to 4 (to_nearest_away). */
static bool check_rounding(Op *op, Verifier *v)
{
	Attr *a = op_attr(op, "roundingmode");
	if (!a || (a->kind == AT_INT && a->type == ty_int(v->ctx, 32) && a->u.i >= 0 && a->u.i <= 4))
		return true;
	return v_fail(v, op, "attribute 'roundingmode' must be a rounding mode, an i32 from 0 to 4, not %s",
	              attr_str(v->ctx, a));
}

bool v_fp_trunc(Op *op, Verifier *v)
{
	Type *f, *t;
	if (!cast_counts(op, v, &f, &t))
		return false;
	if (ty_is_float(f) && ty_is_float(t) && ty_float_width(t) < ty_float_width(f))
		return check_flag_attr(v, op, "fastmath", "#arith.fastmath") && check_rounding(op, v);
	return bad_cast(op, v, f, t, "the result must be a narrower float");
}

static unsigned scalar_bits(Type *t)
{
	return t->kind == TY_INT ? t->width : ty_float_width(t);
}

bool v_bitcast(Op *op, Verifier *v)
{
	Type *f, *t;
	if (!cast_counts(op, v, &f, &t))
		return false;
	if (scalar_bits(f) && scalar_bits(f) == scalar_bits(t))
		return true;
	return bad_cast(op, v, f, t, "both types must be integers or floats of the same width");
}

/* ------------------------------------------------- extended arithmetic */

/* Two results and two operands, counted as MLIR's traits do, both
 * operands signless-integer-like. */
static bool extended_counts(Op *op, Verifier *v)
{
	if (op->nres != 2)
		return v_fail(v, op, "expected 2 results");
	if (op->nopnds != 2)
		return v_fail(v, op, "expected 2 operands, but found %u", op->nopnds);
	for (unsigned i = 0; i < 2; i++)
		if (!ty_is_int_like(opnd_type(op, i)))
			return v_fail(v, op, "operand #%u must be signless-integer-like, but got '%s'", i,
			              v_type(v, opnd_type(op, i)));
	return true;
}

/* arith.addui_extended: the sum and an i1 carry. */
bool v_add_extended(Op *op, Verifier *v)
{
	if (!extended_counts(op, v))
		return false;
	Type *t = opnd_type(op, 0);
	if (!ty_is_int_like(op->res[0].type))
		return v_fail(v, op, "result #0 must be signless-integer-like, but got '%s'", v_type(v, op->res[0].type));
	if (!ty_is_bool_like(op->res[1].type))
		return v_fail(v, op, "result #1 must be bool-like, but got '%s'", v_type(v, op->res[1].type));
	if (opnd_type(op, 1) != t || op->res[0].type != t)
		return v_fail(v, op, "failed to verify that all of {lhs, rhs, sum} have same type");
	if (op->res[1].type != ty_with_elem(v->ctx, t, ty_i1(v->ctx)))
		return v_fail(v, op, "if an operand is non-scalar, then all results must be non-scalar");
	return true;
}

/* arith.mulsi_extended, arith.mului_extended: the low and high halves. */
bool v_mul_extended(Op *op, Verifier *v)
{
	if (!extended_counts(op, v))
		return false;
	Type *t = opnd_type(op, 0);
	for (unsigned i = 0; i < 2; i++)
		if (!ty_is_int_like(op->res[i].type))
			return v_fail(v, op, "result #%u must be signless-integer-like, but got '%s'", i,
			              v_type(v, op->res[i].type));
	if (opnd_type(op, 1) != t || op->res[0].type != t || op->res[1].type != t)
		return v_fail(v, op, "failed to verify that all of {lhs, rhs, low, high} have same type");
	return true;
}
