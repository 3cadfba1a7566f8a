/* verify_llvm.c - checks particular to the llvm dialect's value ops:
 * arithmetic, comparisons, casts, constants, aggregates, memory and
 * intrinsics (the VERIFY column of ops/llvm.def), with MLIR's messages.
 * Functions, globals, calls and branches are in verify_llvm_func.c. */
#include "config.h"
#include "verifier.h"
#include "ir/llvm_attrs.h"
#include "ir/llvm_intr.h"
#include "verify_llvm.h"

#include <string.h>

/* ------------------------------------------------- type constraints */

const char *const LLVM_INT = "signless integer or LLVM dialect-compatible vector of signless integer";
const char *const LLVM_FLOAT =
	"floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type";
const char *const LLVM_PTR = "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type";

bool llvm_need(Verifier *v, Op *op, bool result, unsigned i, bool ok, const char *what)
{
	if (ok)
		return true;
	Type *t = result ? op->res[i].type : opnd_type(op, i);
	return v_fail(v, op, "%s #%u must be %s, but got '%s'", result ? "result" : "operand", i,
	              what, v_type(v, t));
}

bool llvm_counts(Verifier *v, Op *op, unsigned nin, unsigned nout)
{
	if (op->nopnds != nin) {
		if (nin == 1)
			return v_fail(v, op, "requires a single operand");
		if (nin == 0)
			return v_fail(v, op, "requires zero operands");
		return v_fail(v, op, "expected %u operands, but found %u", nin, op->nopnds);
	}
	if (op->nres != nout)
		return v_fail(v, op, nout ? "requires one result" : "requires zero results");
	return true;
}

static bool all_same(Verifier *v, Op *op)
{
	Type *t = op->nopnds ? opnd_type(op, 0) : op->res[0].type;
	for (unsigned i = 0; i < op->nopnds; i++)
		if (opnd_type(op, i) != t)
			return v_fail(v, op, "requires the same type for all operands and results");
	for (unsigned i = 0; i < op->nres; i++)
		if (op->res[i].type != t)
			return v_fail(v, op, "requires the same type for all operands and results");
	return true;
}

/* A flags attribute, if present, must be #llvm.<mnemonic><...>. */
static bool check_flags(Verifier *v, Op *op, const char *name, const char *mnemonic)
{
	Attr *a = op_attr(op, name);
	size_t len;
	if (a && !llvm_enum_word(a, mnemonic, &len))
		return v_fail(v, op, "attribute '%s' must be a #llvm.%s<...> attribute", name, mnemonic);
	return true;
}

/* ------------------------------------------------------------ arithmetic */

/* The lanes of an LLVM dialect-compatible vector (1-d builtin vector or
 * !llvm.vec), which these ops take as they take the scalars. */
static Type *lane(Type *t)
{
	return (t->kind == TY_VECTOR && t->rank == 1) || t->kind == TY_LLVM_VEC ? t->elem : t;
}

/* A comparison's result: i1, or a vector of as many i1 as its operands. */
static bool cmp_result_ok(Verifier *v, Op *op)
{
	Type *t = opnd_type(op, 0), *r = op->res[0].type;
	if (lane(t) == t)
		return r == ty_i1(v->ctx);
	bool scalable = t->kind == TY_LLVM_VEC && t->width;
	return !scalable && r->kind == TY_VECTOR && r->rank == 1 && r->elem == ty_i1(v->ctx) &&
	       r->shape[0] == t->shape[0];
}

bool v_llvm_int_binop(Op *op, Verifier *v)
{
	if (!llvm_counts(v, op, 2, 1))
		return false;
	for (unsigned i = 0; i < 2; i++)
		if (!llvm_need(v, op, false, i, ty_is_int(lane(opnd_type(op, i))), LLVM_INT))
			return false;
	return all_same(v, op) && check_flags(v, op, "overflowFlags", "overflow");
}

bool v_llvm_float_binop(Op *op, Verifier *v)
{
	unsigned n = op->kind == OP_LLVM_FNEG ? 1 : 2;
	if (!llvm_counts(v, op, n, 1))
		return false;
	for (unsigned i = 0; i < n; i++)
		if (!llvm_need(v, op, false, i, ty_is_float(lane(opnd_type(op, i))), LLVM_FLOAT))
			return false;
	return all_same(v, op) && check_flags(v, op, "fastmathFlags", "fastmath");
}

static bool check_predicate(Verifier *v, Op *op, int64_t max)
{
	Attr *p = op_attr(op, "predicate");
	if (!p)
		return v_fail(v, op, "requires attribute 'predicate'");
	if (p->kind != AT_INT || p->u.i < 0 || p->u.i > max)
		return v_fail(v, op, "attribute 'predicate' failed to satisfy constraint: %s",
		              max == 9 ? "llvm.icmp comparison predicate" : "llvm.fcmp comparison predicate");
	return true;
}

bool v_llvm_icmp(Op *op, Verifier *v)
{
	if (!llvm_counts(v, op, 2, 1))
		return false;
	for (unsigned i = 0; i < 2; i++) {
		Type *t = lane(opnd_type(op, i));
		if (!llvm_need(v, op, false, i, ty_is_int(t) || ty_is_llvm_ptr(t),
		               "signless integer or LLVM dialect-compatible vector of signless integer or "
		               "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type"))
			return false;
	}
	if (opnd_type(op, 1) != opnd_type(op, 0))
		return v_fail(v, op, "requires all operands to have the same type");
	if (!llvm_need(v, op, true, 0, lane(op->res[0].type) == ty_i1(v->ctx),
	               "1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer"))
		return false;
	if (!cmp_result_ok(v, op))
		return v_fail(v, op, "failed to verify that result type has i1 element type and same shape as operands");
	return check_predicate(v, op, 9);
}

bool v_llvm_fcmp(Op *op, Verifier *v)
{
	if (!llvm_counts(v, op, 2, 1))
		return false;
	for (unsigned i = 0; i < 2; i++)
		if (!llvm_need(v, op, false, i, ty_is_float(lane(opnd_type(op, i))), LLVM_FLOAT))
			return false;
	if (opnd_type(op, 1) != opnd_type(op, 0))
		return v_fail(v, op, "requires all operands to have the same type");
	if (!llvm_need(v, op, true, 0, lane(op->res[0].type) == ty_i1(v->ctx),
	               "1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer"))
		return false;
	if (!cmp_result_ok(v, op))
		return v_fail(v, op, "failed to verify that result type has i1 element type and same shape as operands");
	return check_predicate(v, op, 15) && check_flags(v, op, "fastmathFlags", "fastmath");
}

bool v_llvm_select(Op *op, Verifier *v)
{
	if (!llvm_counts(v, op, 3, 1) ||
	    !llvm_need(v, op, false, 0, opnd_type(op, 0) == ty_i1(v->ctx),
	               "1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer"))
		return false;
	for (unsigned i = 1; i < 3; i++)
		if (!llvm_need(v, op, false, i, ty_llvm_compatible(opnd_type(op, i)), "LLVM dialect-compatible type"))
			return false;
	if (opnd_type(op, 1) != opnd_type(op, 2) || op->res[0].type != opnd_type(op, 1))
		return v_fail(v, op, "failed to verify that all of {trueValue, falseValue, res} have same type");
	return check_flags(v, op, "fastmathFlags", "fastmath");
}

/* llvm.freeze: any LLVM type, the result of the operand's. */
bool v_llvm_freeze(Op *op, Verifier *v)
{
	if (!llvm_counts(v, op, 1, 1) ||
	    !llvm_need(v, op, false, 0, ty_llvm_compatible(opnd_type(op, 0)), "LLVM dialect-compatible type"))
		return false;
	return op->res[0].type == opnd_type(op, 0) ||
	       v_fail(v, op, "requires the same type for all operands and results");
}

/* ---------------------------------------------------------------- casts */

typedef bool (*TypePred)(const Type *t);
static bool is_int(const Type *t) { return ty_is_int(t); }
static bool is_float(const Type *t) { return ty_is_float(t); }
static bool is_ptr(const Type *t) { return ty_is_llvm_ptr(t); }
static bool is_scalar(const Type *t)
{
	return ty_is_int(t) || ty_is_float(t) || ty_is_llvm_ptr(t);
}

static bool is_vec(const Type *t) { return t->kind == TY_VECTOR || t->kind == TY_LLVM_VEC; }

/* The lane count of a 1-d vector (scalable or not: MLIR compares the
 * minimum counts). */
static int64_t lanes(const Type *t)
{
	return t->shape[0];
}

/* sext/zext: integers to integers or vectors to vectors of as many
 * lanes (MLIR's verifyExtOp; its errors carry no op name). */
static bool check_ext_shape(Verifier *v, Op *op)
{
	Type *from = opnd_type(op, 0), *to = op->res[0].type;
	const char *why = NULL;
	if (is_vec(from) && !is_vec(to))
		why = "input type is a vector but output type is an integer";
	else if (is_vec(from) && lanes(from) != lanes(to))
		why = "input and output vectors are of incompatible shape";
	else if (!is_vec(from) && is_vec(to))
		why = "input type is an integer but output type is a vector";
	if (why)
		diag_error(v->diag, op->loc, "%s", why);
	return why == NULL;
}

/* bitcast: pointers only to pointers of the same address space, a
 * vector of them only to a vector of them (MLIR's BitcastOp::verify). */
static bool check_bitcast_ptrs(Verifier *v, Op *op)
{
	Type *from = opnd_type(op, 0), *to = op->res[0].type;
	bool pf = ty_is_llvm_ptr(lane(from)), pt = ty_is_llvm_ptr(lane(to));
	if (!pf && !pt)
		return true;
	if (!pf || !pt)
		return v_fail(v, op, "can only cast pointers from and to pointers");
	if (is_vec(to) && !is_vec(from))
		return v_fail(v, op, "cannot cast pointer to vector of pointers");
	if (!is_vec(to) && is_vec(from))
		return v_fail(v, op, "cannot cast vector of pointers to pointer");
	if (lane(from)->memspace != lane(to)->memspace)
		return v_fail(v, op, "cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead");
	return true;
}

bool v_llvm_cast(Op *op, Verifier *v)
{
	static const struct { OpKind k; TypePred from, to; } rows[] = {
		{OP_LLVM_SEXT, is_int, is_int}, {OP_LLVM_ZEXT, is_int, is_int},
		{OP_LLVM_TRUNC, is_int, is_int}, {OP_LLVM_SITOFP, is_int, is_float},
		{OP_LLVM_UITOFP, is_int, is_float}, {OP_LLVM_FPTOSI, is_float, is_int},
		{OP_LLVM_FPTOUI, is_float, is_int}, {OP_LLVM_FPEXT, is_float, is_float},
		{OP_LLVM_FPTRUNC, is_float, is_float}, {OP_LLVM_BITCAST, is_scalar, is_scalar},
		{OP_LLVM_PTRTOINT, is_ptr, is_int}, {OP_LLVM_INTTOPTR, is_int, is_ptr},
		{OP_LLVM_ADDRSPACECAST, is_ptr, is_ptr},
	};
	if (!llvm_counts(v, op, 1, 1))
		return false;
	for (size_t i = 0; i < sizeof rows / sizeof *rows; i++) {
		if (rows[i].k != op->kind)
			continue;
		Type *from = lane(opnd_type(op, 0)), *to = lane(op->res[0].type);
		const char *fw = rows[i].from == is_int ? LLVM_INT : rows[i].from == is_float ? LLVM_FLOAT
		               : rows[i].from == is_ptr ? LLVM_PTR : "LLVM-compatible non-aggregate type";
		const char *tw = rows[i].to == is_int ? LLVM_INT : rows[i].to == is_float ? LLVM_FLOAT
		               : rows[i].to == is_ptr ? LLVM_PTR : "LLVM-compatible non-aggregate type";
		if (!llvm_need(v, op, false, 0, rows[i].from(from), fw) ||
		    !llvm_need(v, op, true, 0, rows[i].to(to), tw))
			return false;
		if ((op->kind == OP_LLVM_SEXT || op->kind == OP_LLVM_ZEXT) && !check_ext_shape(v, op))
			return false;
		if (op->kind == OP_LLVM_BITCAST && !check_bitcast_ptrs(v, op))
			return false;
		/* MLIR reports these without the op's name. */
		if ((op->kind == OP_LLVM_SEXT || op->kind == OP_LLVM_ZEXT) && to->width <= from->width) {
			diag_error(v->diag, op->loc, "integer width of the output type is smaller or equal to the integer width of the input type");
			return false;
		}
	}
	return true;
}

/* ------------------------------------------------------------ constants */

/* A complex constant: [re, im] of one type for a struct of two equal
 * integer or f16/f32/f64 fields (MLIR words two of these without the
 * op's name). */
static bool check_complex_constant(Verifier *v, Op *op, Attr *a, Type *t)
{
	if (t->nin != 2 || t->params[0] != t->params[1]) {
		diag_error(v->diag, op->loc, "expected struct type with two elements of the same type, the type of a complex constant");
		return false;
	}
	if (a->kind != AT_ARRAY || a->u.arr.n != 2)
		return v_fail(v, op, "expected array attribute with two elements, representing a complex constant");
	Attr *re = a->u.arr.elems[0], *im = a->u.arr.elems[1];
	bool typed = (re->kind == AT_INT || re->kind == AT_FLOAT) && (im->kind == AT_INT || im->kind == AT_FLOAT);
	if (!typed || re->type != im->type)
		return v_fail(v, op, "expected array attribute with two elements of the same type");
	Type *e = t->params[0];
	if (e->kind != TY_INT && e->kind != TY_F16 && e->kind != TY_F32 && e->kind != TY_F64) {
		diag_error(v->diag, op->loc, "expected struct element types to be floating point type or integer type");
		return false;
	}
	return true;
}

bool v_llvm_constant(Op *op, Verifier *v)
{
	Attr *a = op_attr(op, "value");
	if (!llvm_counts(v, op, 0, 1))
		return false;
	if (!a)
		return v_fail(v, op, "requires attribute 'value'");
	Type *t = op->res[0].type;
	/* MLIR's order: strings, complex constants, target types, then the
	 * value's kind against the type. */
	if (a->kind != AT_STRING && t->kind == TY_LLVM_STRUCT)
		return check_complex_constant(v, op, a, t);
	if (a->kind != AT_STRING && t->kind == TY_LLVM_TARGET)
		return v_fail(v, op, "does not support target extension type.");
	switch (a->kind) {
	case AT_INT: case AT_BOOL:
		if (!ty_is_int(t))
			return v_fail(v, op, "expected integer type");
		return true;
	case AT_FLOAT:
		if (!ty_is_float(t) || ty_float_width(t) != ty_float_width(a->type))
			return v_fail(v, op, "expected float type of width %u", ty_float_width(a->type));
		return true;
	case AT_STRING:
		if (t->kind != TY_LLVM_ARRAY || t->elem != ty_int(v->ctx, 8) ||
		    ty_llvm_array_size(t) != (int64_t)a->u.str.len)
			return v_fail(v, op, "expected array type of %zu i8 elements for the string constant",
			              a->u.str.len);
		return true;
	case AT_ELEMENTS:
		/* MLIR checks no more than this; the back end compiles a
		 * vector constant of the attribute's own type. */
		if (!llvm_need(v, op, true, 0, ty_llvm_compatible(t), "LLVM dialect-compatible type"))
			return false;
		if (t->kind == TY_LLVM_STRUCT)
			return v_fail(v, op, "expected array attribute with two elements, representing a complex constant");
		if (at_elements_is_splat(a) && t->kind != TY_VECTOR && t->kind != TY_LLVM_ARRAY)
			return v_fail(v, op, "expected vector or array type");
		return true;
	default:
		return v_fail(v, op, "only supports integer, float, string or elements attributes");
	}
}

/* llvm.mlir.undef, zero and poison. */
bool v_llvm_typed(Op *op, Verifier *v)
{
	if (!llvm_counts(v, op, 0, 1))
		return false;
	return llvm_need(v, op, true, 0, ty_llvm_compatible(op->res[0].type), "LLVM dialect-compatible type");
}

/* ----------------------------------------------------------- aggregates */

/* The type at `position` in agg, or NULL after reporting. */
static Type *at_position(Verifier *v, Op *op, Type *agg)
{
	Attr *pos = op_attr(op, "position");
	if (!pos || pos->kind != AT_DENSE_ARRAY) {
		v_fail(v, op, "requires attribute 'position'");
		return NULL;
	}
	Type *t = agg;
	for (unsigned i = 0; i < pos->u.dense.n; i++) {
		int64_t k = pos->u.dense.vals[i];
		int64_t n = t->kind == TY_LLVM_ARRAY ? ty_llvm_array_size(t)
		          : t->kind == TY_LLVM_STRUCT ? (int64_t)t->nin : -1;
		if (n < 0) {
			v_fail(v, op, "expected LLVM IR structure/array type, got: '%s'", v_type(v, t));
			return NULL;
		}
		if (k < 0 || k >= n) {
			v_fail(v, op, "position out of bounds: %lld", (long long)k);
			return NULL;
		}
		t = t->kind == TY_LLVM_ARRAY ? t->elem : t->params[k];
	}
	return t;
}

bool v_llvm_extractvalue(Op *op, Verifier *v)
{
	if (!llvm_counts(v, op, 1, 1))
		return false;
	Type *t = at_position(v, op, opnd_type(op, 0));
	if (!t)
		return false;
	if (t != op->res[0].type)
		return v_fail(v, op, "Type mismatch: extracting from '%s' should produce '%s' but this op returns '%s'",
		              v_type(v, opnd_type(op, 0)), v_type(v, t), v_type(v, op->res[0].type));
	return true;
}

bool v_llvm_insertvalue(Op *op, Verifier *v)
{
	if (!llvm_counts(v, op, 2, 1))
		return false;
	Type *t = at_position(v, op, opnd_type(op, 0));
	if (!t)
		return false;
	Type *r = op->res[0].type;
	if (!llvm_need(v, op, true, 0, r->kind == TY_LLVM_STRUCT || r->kind == TY_LLVM_ARRAY,
	               "LLVM aggregate type"))
		return false;
	if (t != opnd_type(op, 1))
		return v_fail(v, op, "Type mismatch: cannot insert '%s' into '%s'", v_type(v, opnd_type(op, 1)),
		              v_type(v, opnd_type(op, 0)));
	if (op->res[0].type != opnd_type(op, 0))
		return v_fail(v, op, "failed to verify that all of {container, res} have same type");
	return true;
}

/* ----------------------------------------------------------- intrinsics */

static bool check_intr_shape(Op *op, Verifier *v, const IntrInfo *in)
{
	Ctx *c = v->ctx;
	switch (in->shape) {
	case IS_FLOAT: case IS_INT: {
		bool fl = in->shape == IS_FLOAT;
		for (unsigned i = 0; i < op->nopnds; i++) {
			Type *t = lane(opnd_type(op, i));
			if (!llvm_need(v, op, false, i, fl ? ty_is_float(t) : ty_is_int(t), fl ? LLVM_FLOAT : LLVM_INT))
				return false;
		}
		return all_same(v, op);
	}
	case IS_REDUCE_INT: case IS_REDUCE_FLOAT: {
		Type *t = opnd_type(op, 0);
		bool fl = in->shape == IS_REDUCE_FLOAT, vec = lane(t) != t;
		if (!llvm_need(v, op, false, 0, vec && (fl ? ty_is_float(t->elem) : ty_is_int(t->elem)),
		               fl ? "LLVM dialect-compatible vector of floating-point" : "LLVM dialect-compatible vector of signless integer"))
			return false;
		return op->res[0].type == t->elem ||
		       v_fail(v, op, "requires the same element type for all operands and results");
	}
	case IS_FLOAT_TO_INT:
		return llvm_need(v, op, false, 0, ty_is_float(opnd_type(op, 0)), LLVM_FLOAT) &&
		       llvm_need(v, op, true, 0, ty_is_int(op->res[0].type), LLVM_INT);
	case IS_POWI:
		return llvm_need(v, op, false, 0, ty_is_float(opnd_type(op, 0)), LLVM_FLOAT) &&
		       llvm_need(v, op, false, 1, ty_is_int(opnd_type(op, 1)), "signless integer") &&
		       (op->res[0].type == opnd_type(op, 0) ||
		        v_fail(v, op, "failed to verify that all of {val, res} have same type"));
	case IS_OVERFLOW: {
		Type *t = opnd_type(op, 0), *f[2] = {t, ty_i1(c)};
		if (!llvm_need(v, op, false, 0, ty_is_int(t), LLVM_INT))
			return false;
		if (opnd_type(op, 1) != t)
			return v_fail(v, op, "requires the same element type for all operands");
		return llvm_need(v, op, true, 0, op->res[0].type == ty_llvm_struct(c, NULL, f, 2, 0),
		                 "LLVM structure type");
	}
	case IS_MEMCPY: case IS_MEMSET:
		return llvm_need(v, op, false, 0, ty_is_llvm_ptr(opnd_type(op, 0)), "LLVM pointer type") &&
		       (in->shape == IS_MEMSET
		        ? llvm_need(v, op, false, 1, opnd_type(op, 1) == ty_int(c, 8), "8-bit signless integer")
		        : llvm_need(v, op, false, 1, ty_is_llvm_ptr(opnd_type(op, 1)), "LLVM pointer type")) &&
		       llvm_need(v, op, false, 2, ty_is_int(opnd_type(op, 2)), "signless integer");
	case IS_PTR: case IS_PTR_PTR:
		for (unsigned i = 0; i < op->nopnds; i++)
			if (!llvm_need(v, op, false, i, ty_is_llvm_ptr(opnd_type(op, i)), "LLVM pointer type"))
				return false;
		return true;
	case IS_TO_PTR:
		return llvm_need(v, op, true, 0, ty_is_llvm_ptr(op->res[0].type), "LLVM pointer type");
	case IS_BOOL:
		return llvm_need(v, op, false, 0, opnd_type(op, 0) == ty_i1(c), "1-bit signless integer");
	case IS_NONE:
		return true;
	}
	return true;
}

bool v_llvm_intr(Op *op, Verifier *v)
{
	const IntrInfo *in = llvm_intr_info(op->kind);
	if (!in)
		return true;
	bool has_result = in->shape != IS_MEMCPY && in->shape != IS_MEMSET && in->shape != IS_PTR &&
	                  in->shape != IS_PTR_PTR && in->shape != IS_NONE && in->shape != IS_BOOL;
	if (!llvm_counts(v, op, in->arity, has_result))
		return false;
	if (in->immarg) {
		Attr *a = op_attr(op, in->immarg);
		if (!a)
			return v_fail(v, op, "requires attribute '%s'", in->immarg);
		if (a->kind != AT_BOOL)
			return v_fail(v, op, "attribute '%s' failed to satisfy constraint: 1-bit signless integer attribute",
			              in->immarg);
	}
	return check_intr_shape(op, v, in) && check_flags(v, op, "fastmathFlags", "fastmath");
}

/* llvm.intr.matrix.transpose and llvm.intr.matrix.multiply: their i32
 * shape attributes (MLIR checks them in name order) and 1-d vectors. */
bool v_llvm_matrix(Op *op, Verifier *v)
{
	static const char *const transpose[] = {"columns", "rows", NULL};
	static const char *const multiply[] = {"lhs_columns", "lhs_rows", "rhs_columns", NULL};
	const char *const *names = op->kind == OP_LLVM_INTR_MATRIX_TRANSPOSE ? transpose : multiply;
	for (unsigned i = 0; names[i]; i++) {
		Attr *a = op_attr(op, names[i]);
		if (!a)
			return v_fail(v, op, "requires attribute '%s'", names[i]);
		if (a->kind != AT_INT || a->type != ty_int(v->ctx, 32))
			return v_fail(v, op, "attribute '%s' failed to satisfy constraint: 32-bit signless integer attribute",
			              names[i]);
	}
	static const char VEC[] = "LLVM dialect-compatible vector type";
	for (unsigned i = 0; i < op->nopnds; i++) {
		Type *t = opnd_type(op, i);
		if (!v_operand_is(v, op, i, t->kind == TY_VECTOR && t->rank == 1, VEC))
			return false;
	}
	Type *r = op->res[0].type;
	return v_result_is(v, op, 0, r->kind == TY_VECTOR && r->rank == 1, VEC);
}
