/* verify_arith.c - checks particular to the arith dialect: constants,
 * integer and float arithmetic, comparisons, select, casts (the VERIFY
 * column of ops.def), with MLIR's messages (ArithOps.td's constraints,
 * ArithOps.cpp) in MLIR's order: properties, operand and result types,
 * traits, then the op's own checks.  verify.c has already checked the
 * counts. */
#include "config.h"
#include "verifier.h"
#include "syntax/syntax.h"

/* ODS's type constraints of the arith dialect. */
static const char INT_LIKE[] = "signless-integer-like";
static const char FIXED_INT_LIKE[] = "signless-fixed-width-integer-like";
static const char FLOAT_LIKE[] = "floating-point-like";
static const char BOOL_LIKE[] = "bool-like";

static bool operands_and_result(Verifier *v, Op *op, bool (*ok)(const Type *), const char *desc)
{
	for (unsigned i = 0; i < op->nopnds; i++)
		if (!v_operand_is(v, op, i, ok(opnd_type(op, i)), desc))
			return false;
	return v_result_is(v, op, 0, ok(op->res[0].type), desc);
}

/* The constraints are "-like": scalars or vectors of them (ir_vector.c);
 * casts and the rules between types then look at the elements. */
static bool is_bool(const Type *t) { return ty_is_bool_like(t); }
static unsigned width_of(Type *t) { return ty_scalar(t)->width; }

bool v_constant(Op *op, Verifier *v)
{
	Attr *a = v_required_attr(v, op, "value");
	if (!a)
		return false;
	Type *at;
	switch (a->kind) {
	case AT_BOOL: at = ty_i1(v->ctx); break;
	case AT_INT: at = a->type ? a->type : ty_i64(v->ctx); break;
	case AT_FLOAT: at = a->type; break;
	case AT_ELEMENTS: at = a->type; break;
	case AT_STRING: at = ty_simple(v->ctx, TY_NONE); break;
	default: return v_bad_property(v, op, "value");
	}
	Type *t = op->res[0].type;
	if (at != t)
		return v_fail(v, op, "failed to verify that all of {value, result} have same type");
	if (a->kind == AT_STRING)
		return v_fail(v, op, "value must be an integer, float, or elements attribute");
	/* MLIR's lowering to LLVM builds a scalable constant from one value. */
	if (t->kind == TY_VECTOR && t->scalable && a->kind == AT_ELEMENTS && !at_elements_is_splat(a))
		return v_fail(v, op, "intializing scalable vectors with elements attribute is not "
		                     "supported unless it's a vector splat");
	if (t->kind == TY_TENSOR || t->kind == TY_MEMREF)
		return v_fail(v, op, "dense constants of type '%s' are not supported; use vector types",
		              v_type(v, t));
	return true;
}

bool v_int_binop(Op *op, Verifier *v)
{
	return check_flag_attr(v, op, "overflowFlags", "#arith.overflow") &&
	       operands_and_result(v, op, ty_is_int_like, INT_LIKE) && all_same_type(v, op);
}

static bool float_op(Op *op, Verifier *v)
{
	return check_flag_attr(v, op, "fastmath", "#arith.fastmath") &&
	       operands_and_result(v, op, ty_is_float_like, FLOAT_LIKE) && all_same_type(v, op);
}

bool v_float_binop(Op *op, Verifier *v) { return float_op(op, v); }
bool v_float_unop(Op *op, Verifier *v) { return float_op(op, v); }

static bool check_cmp(Op *op, Verifier *v, bool is_float, int npreds)
{
	if (!v_attr_required(v, op, "predicate"))
		return false;
	Attr *p = op_attr(op, "predicate");
	bool i64 = p->kind == AT_INT && (!p->type || p->type == ty_i64(v->ctx));
	if (!i64 || p->u.i < 0 || p->u.i >= npreds)
		return v_bad_property(v, op, "predicate");
	if (is_float && !check_flag_attr(v, op, "fastmath", "#arith.fastmath"))
		return false;
	for (unsigned i = 0; i < 2; i++)
		if (!v_operand_is(v, op, i, is_float ? ty_is_float_like(opnd_type(op, i)) : ty_is_int_like(opnd_type(op, i)),
		                  is_float ? FLOAT_LIKE : INT_LIKE))
			return false;
	if (!v_result_is(v, op, 0, is_bool(op->res[0].type), BOOL_LIKE) || !v_same_operand_types(v, op))
		return false;
	if (op->res[0].type != ty_with_elem(v->ctx, opnd_type(op, 0), ty_i1(v->ctx)))
		return v_fail(v, op, "failed to verify that result type has i1 element type and same shape as operands");
	return true;
}

bool v_cmpi(Op *op, Verifier *v) { return check_cmp(op, v, false, 10); }
bool v_cmpf(Op *op, Verifier *v) { return check_cmp(op, v, true, 16); }

bool v_select(Op *op, Verifier *v)
{
	if (!v_operand_is(v, op, 0, is_bool(opnd_type(op, 0)), BOOL_LIKE))
		return false;
	Type *c = opnd_type(op, 0), *t = op->res[0].type;
	if (opnd_type(op, 1) != t || opnd_type(op, 2) != t)
		return v_fail(v, op, "failed to verify that all of {true_value, false_value, result} have same type");
	/* A vector condition selects element by element. */
	if (c != ty_i1(v->ctx) && c != ty_with_elem(v->ctx, t, ty_i1(v->ctx)))
		return v_fail(v, op, "failed to verify that condition is signless i1 or has matching shape");
	return true;
}

/* ------------------------------------------------------------- casts */

/* A cast's operand and result against their ODS constraints, then
 * CastOpInterface's areCastCompatible. */
static bool check_cast(Op *op, Verifier *v, bool (*from_ok)(const Type *), const char *from_desc,
                       bool (*to_ok)(const Type *), const char *to_desc, bool compatible)
{
	Type *f = opnd_type(op, 0), *t = op->res[0].type;
	if (!v_operand_is(v, op, 0, from_ok(f), from_desc) || !v_result_is(v, op, 0, to_ok(t), to_desc) ||
	    !v_same_shape(v, op))
		return false;
	if (!compatible)
		return v_fail(v, op, "operand type '%s' and result type '%s' are cast incompatible",
		              v_type(v, f), v_type(v, t));
	return true;
}

static unsigned scalar_bits(const Type *t)
{
	return t->kind == TY_INT ? t->width : ty_float_width(t);
}

bool v_index_cast(Op *op, Verifier *v)
{
	Type *f = ty_scalar(opnd_type(op, 0)), *t = ty_scalar(op->res[0].type);
	bool ok = (f->kind == TY_INDEX && t->kind == TY_INT) || (f->kind == TY_INT && t->kind == TY_INDEX);
	return check_cast(op, v, ty_is_int_like, "signless-integer-like or memref of signless-integer",
	                  ty_is_int_like, "signless-integer-like or memref of signless-integer", ok);
}

bool v_int_ext(Op *op, Verifier *v)
{
	bool ok = width_of(op->res[0].type) > width_of(opnd_type(op, 0));
	return check_cast(op, v, ty_is_fixed_int_like, FIXED_INT_LIKE, ty_is_fixed_int_like, FIXED_INT_LIKE, ok);
}

bool v_int_trunc(Op *op, Verifier *v)
{
	bool ok = width_of(op->res[0].type) < width_of(opnd_type(op, 0));
	return check_cast(op, v, ty_is_fixed_int_like, FIXED_INT_LIKE, ty_is_fixed_int_like, FIXED_INT_LIKE, ok);
}

bool v_int_to_fp(Op *op, Verifier *v)
{
	return check_cast(op, v, ty_is_fixed_int_like, FIXED_INT_LIKE, ty_is_float_like, FLOAT_LIKE, true);
}

bool v_fp_to_int(Op *op, Verifier *v)
{
	return check_cast(op, v, ty_is_float_like, FLOAT_LIKE, ty_is_fixed_int_like, FIXED_INT_LIKE, true);
}

bool v_fp_ext(Op *op, Verifier *v)
{
	if (!check_flag_attr(v, op, "fastmath", "#arith.fastmath"))
		return false;
	bool ok = ty_float_width(ty_scalar(op->res[0].type)) > ty_float_width(ty_scalar(opnd_type(op, 0)));
	return check_cast(op, v, ty_is_float_like, FLOAT_LIKE, ty_is_float_like, FLOAT_LIKE, ok);
}

/* arith.truncf's optional rounding mode: MLIR's RoundingMode, an i32
 * from 0 (to_nearest_even) to 4 (to_nearest_away). */
static bool check_rounding(Op *op, Verifier *v)
{
	Attr *a = op_attr(op, "roundingmode");
	if (!a || (a->kind == AT_INT && a->type == ty_int(v->ctx, 32) && a->u.i >= 0 && a->u.i <= 4))
		return true;
	return v_bad_property(v, op, "roundingmode");
}

bool v_fp_trunc(Op *op, Verifier *v)
{
	if (!check_flag_attr(v, op, "fastmath", "#arith.fastmath") || !check_rounding(op, v))
		return false;
	bool ok = ty_float_width(ty_scalar(op->res[0].type)) < ty_float_width(ty_scalar(opnd_type(op, 0)));
	return check_cast(op, v, ty_is_float_like, FLOAT_LIKE, ty_is_float_like, FLOAT_LIKE, ok);
}

static bool int_or_float(const Type *t)
{
	return ty_is_int_like(t) || ty_is_float_like(t);
}

bool v_bitcast(Op *op, Verifier *v)
{
	Type *f = ty_scalar(opnd_type(op, 0)), *t = ty_scalar(op->res[0].type);
	bool ok = f->kind != TY_INDEX && t->kind != TY_INDEX && scalar_bits(f) == scalar_bits(t);
	static const char desc[] = "signless-integer-or-float-like or memref of signless-integer or float";
	return check_cast(op, v, int_or_float, desc, int_or_float, desc, ok);
}

/* ------------------------------------------------- extended arithmetic */

/* arith.addui_extended: the sum and an i1 carry. */
bool v_add_extended(Op *op, Verifier *v)
{
	if (!operands_and_result(v, op, ty_is_int_like, INT_LIKE) ||
	    !v_result_is(v, op, 1, is_bool(op->res[1].type), BOOL_LIKE))
		return false;
	Type *t = opnd_type(op, 0);
	if (opnd_type(op, 1) != t || op->res[0].type != t)
		return v_fail(v, op, "failed to verify that all of {lhs, rhs, sum} have same type");
	return v_elementwise(v, op);
}

/* arith.mulsi_extended, arith.mului_extended: the low and high halves. */
bool v_mul_extended(Op *op, Verifier *v)
{
	if (!operands_and_result(v, op, ty_is_int_like, INT_LIKE) ||
	    !v_result_is(v, op, 1, ty_is_int_like(op->res[1].type), INT_LIKE))
		return false;
	Type *t = opnd_type(op, 0);
	if (opnd_type(op, 1) != t || op->res[0].type != t || op->res[1].type != t)
		return v_fail(v, op, "failed to verify that all of {lhs, rhs, low, high} have same type");
	return true;
}
