/* cg_math.c - the math dialect, lowered as MLIR 19's pipeline lowers it
 * (convert-math-to-llvm, then convert-math-to-funcs for integer powers,
 * then convert-math-to-libm), so that results are the same bits:
 *
 *   LLVM intrinsics  absf ceil cos exp exp2 floor log log10 log2 round
 *                    roundeven sin sqrt trunc copysign powf fma fpowi
 *                    absi ctlz cttz ctpop (the last three never poison)
 *   expansions       rsqrt = 1 / sqrt(x), expm1 = exp(x) - 1,
 *                    log1p = log(1 + x), as MLIR expands them
 *   libm calls       acos acosh asin asinh atan atan2 atanh cbrt cosh erf
 *                    sinh tan tanh (f32 calls the 'f' variant; f16 and
 *                    bf16 go through f32, as MLIR's MathToLibm does)
 *   by squaring      ipowi, and fpowi with exponents wider than int
 *                    (cg_pow.c), as convert-math-to-funcs does
 *   llvm.is.fpclass  isnan isinf isfinite isnormal (MLIR 20's ops)
 *
 * bf16 arithmetic is done in f32 and rounded back to nearest even here:
 * LLVM would call __truncsfbf2, which the libgcc of GCC 12 lacks.  The
 * op's fast-math flags go on the intrinsic calls and the expansions'
 * instructions, as MLIR puts them there. */
#include "config.h"
#include "cg.h"

#include <string.h>

typedef enum MathHow {
	M_INTR = 1,       /* llvm.NAME on the operands */
	M_INTR_FALSE,     /* llvm.NAME(x, i1 false): abs, ctlz, cttz */
	M_LIBM,           /* NAME / NAMEf from the C library */
	M_RSQRT, M_EXPM1, M_LOG1P,
	M_FPOWI, M_IPOWI,
	M_CLASS,          /* llvm.is.fpclass with the mask */
} MathHow;

static const struct MathRow {
	unsigned char how;
	const char *name;
	unsigned mask;
} rows[OP__COUNT] = {
	[OP_MATH_ABSF] = {M_INTR, "llvm.fabs", 0},
	[OP_MATH_CEIL] = {M_INTR, "llvm.ceil", 0},
	[OP_MATH_COS] = {M_INTR, "llvm.cos", 0},
	[OP_MATH_EXP] = {M_INTR, "llvm.exp", 0},
	[OP_MATH_EXP2] = {M_INTR, "llvm.exp2", 0},
	[OP_MATH_FLOOR] = {M_INTR, "llvm.floor", 0},
	[OP_MATH_LOG] = {M_INTR, "llvm.log", 0},
	[OP_MATH_LOG10] = {M_INTR, "llvm.log10", 0},
	[OP_MATH_LOG2] = {M_INTR, "llvm.log2", 0},
	[OP_MATH_ROUND] = {M_INTR, "llvm.round", 0},
	[OP_MATH_ROUNDEVEN] = {M_INTR, "llvm.roundeven", 0},
	[OP_MATH_SIN] = {M_INTR, "llvm.sin", 0},
	[OP_MATH_SQRT] = {M_INTR, "llvm.sqrt", 0},
	[OP_MATH_TRUNC] = {M_INTR, "llvm.trunc", 0},
	[OP_MATH_COPYSIGN] = {M_INTR, "llvm.copysign", 0},
	[OP_MATH_POWF] = {M_INTR, "llvm.pow", 0},
	[OP_MATH_FMA] = {M_INTR, "llvm.fma", 0},
	[OP_MATH_CTPOP] = {M_INTR, "llvm.ctpop", 0},
	[OP_MATH_ABSI] = {M_INTR_FALSE, "llvm.abs", 0},
	[OP_MATH_CTLZ] = {M_INTR_FALSE, "llvm.ctlz", 0},
	[OP_MATH_CTTZ] = {M_INTR_FALSE, "llvm.cttz", 0},
	[OP_MATH_RSQRT] = {M_RSQRT, "llvm.sqrt", 0},
	[OP_MATH_EXPM1] = {M_EXPM1, "llvm.exp", 0},
	[OP_MATH_LOG1P] = {M_LOG1P, "llvm.log", 0},
	[OP_MATH_ACOS] = {M_LIBM, "acos", 0},
	[OP_MATH_ACOSH] = {M_LIBM, "acosh", 0},
	[OP_MATH_ASIN] = {M_LIBM, "asin", 0},
	[OP_MATH_ASINH] = {M_LIBM, "asinh", 0},
	[OP_MATH_ATAN] = {M_LIBM, "atan", 0},
	[OP_MATH_ATAN2] = {M_LIBM, "atan2", 0},
	[OP_MATH_ATANH] = {M_LIBM, "atanh", 0},
	[OP_MATH_CBRT] = {M_LIBM, "cbrt", 0},
	[OP_MATH_COSH] = {M_LIBM, "cosh", 0},
	[OP_MATH_ERF] = {M_LIBM, "erf", 0},
	[OP_MATH_SINH] = {M_LIBM, "sinh", 0},
	[OP_MATH_TAN] = {M_LIBM, "tan", 0},
	[OP_MATH_TANH] = {M_LIBM, "tanh", 0},
	[OP_MATH_FPOWI] = {M_FPOWI, "llvm.powi", 0},
	[OP_MATH_IPOWI] = {M_IPOWI, NULL, 0},
	/* llvm.is.fpclass masks: nan 0x3, infinities 0x204, finite 0x1f8,
	 * normal 0x108. */
	[OP_MATH_ISNAN] = {M_CLASS, NULL, 0x003},
	[OP_MATH_ISINF] = {M_CLASS, NULL, 0x204},
	[OP_MATH_ISFINITE] = {M_CLASS, NULL, 0x1f8},
	[OP_MATH_ISNORMAL] = {M_CLASS, NULL, 0x108},
};

/* The intrinsic `name` overloaded on the type of args[0], with the op's
 * fast-math flags. */
static LLVMValueRef intrinsic(Cg *g, Op *op, const char *name, LLVMValueRef *args, unsigned n)
{
	LLVMTypeRef t = LLVMTypeOf(args[0]);
	LLVMValueRef v = cg_call_intrinsic(g, name, &t, 1, args, n);
	cg_fastmath(op, v);
	return v;
}

/* A C library function of n float (or double) arguments, declared on
 * first use as MLIR's MathToLibm declares it: without side effects. */
static LLVMValueRef libm_call(Cg *g, const char *base, LLVMValueRef *args, unsigned n)
{
	LLVMTypeRef t = LLVMTypeOf(args[0]);
	bool is_f32 = LLVMGetTypeKind(t) == LLVMFloatTypeKind;
	char name[32];
	snprintf(name, sizeof name, "%s%s", base, is_f32 ? "f" : "");
	LLVMTypeRef params[2] = {t, t};
	LLVMTypeRef fty = LLVMFunctionType(t, params, n, 0);
	LLVMValueRef fn = LLVMGetNamedFunction(g->lm, name);
	if (!fn) {
		fn = LLVMAddFunction(g->lm, name, fty);
		unsigned k = LLVMGetEnumAttributeKindForName("nounwind", 8);
		LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(g->lc, k, 0));
		k = LLVMGetEnumAttributeKindForName("memory", 6);
		LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(g->lc, k, 0));
	}
	return LLVMBuildCall2(g->b, fty, fn, args, n, "");
}

/* The value of op from its operands args (floats at a type LLVM computes
 * in directly). */
static LLVMValueRef compute(Cg *g, Op *op, const struct MathRow *row, LLVMValueRef *args)
{
	LLVMTypeRef t = LLVMTypeOf(args[0]);
	LLVMValueRef one = NULL, v;
	if (row->how == M_RSQRT || row->how == M_EXPM1 || row->how == M_LOG1P)
		one = cg_const_real(t, 1.0);
	switch (row->how) {
	case M_INTR:
		return intrinsic(g, op, row->name, args, op->nopnds);
	case M_INTR_FALSE:
		args[1] = LLVMConstInt(g->t_i1, 0, 0);
		return intrinsic(g, op, row->name, args, 2);
	case M_RSQRT:
		v = LLVMBuildFDiv(g->b, one, intrinsic(g, op, row->name, args, 1), "");
		cg_fastmath(op, v);
		return v;
	case M_EXPM1:
		v = LLVMBuildFSub(g->b, intrinsic(g, op, row->name, args, 1), one, "");
		cg_fastmath(op, v);
		return v;
	case M_LOG1P:
		v = LLVMBuildFAdd(g->b, one, args[0], "");
		cg_fastmath(op, v);
		return intrinsic(g, op, row->name, &v, 1);
	case M_FPOWI:
		return cg_fpowi(g, op, args[0], args[1]);
	case M_CLASS: {
		LLVMValueRef a[2] = {args[0], cg_i32(g, (int32_t)row->mask)};
		return cg_call_intrinsic(g, "llvm.is.fpclass", &t, 1, a, 2);
	}
	default:
		return libm_call(g, row->name, args, op->nopnds);
	}
}

/* Whether the op computes on floats in f32 rather than in their type:
 * bf16 always, f16 for the C library (which has no half functions). */
static bool via_f32(const struct MathRow *row, Type *t)
{
	return t->kind == TY_BF16 || (t->kind == TY_F16 && row->how == M_LIBM);
}

/* The op's value from args, scalars or 1-d vectors of element type t. */
static LLVMValueRef value_of(Cg *g, Op *op, const struct MathRow *row, LLVMValueRef *args, Type *t)
{
	if (row->how == M_IPOWI)
		return cg_ipowi(g, args[0], args[1]);
	if (!via_f32(row, t) || row->how == M_CLASS)
		return compute(g, op, row, args);
	/* fpowi's exponent stays an integer. */
	LLVMTypeRef like = LLVMTypeOf(args[0]), f32 = cg_type_like(like, LLVMFloatTypeInContext(g->lc));
	unsigned nf = row->how == M_FPOWI ? 1 : op->nopnds;
	for (unsigned i = 0; i < nf; i++)
		args[i] = LLVMBuildFPExt(g->b, args[i], f32, "");
	LLVMValueRef v = compute(g, op, row, args);
	return t->kind == TY_BF16 ? cg_trunc_bf16(g, v) : LLVMBuildFPTrunc(g->b, v, like, "");
}

/* C library calls and integer powers have no vector form: a vector is
 * computed element by element, as MLIR's VecOpToScalarOp unrolls it
 * (and integer powers then always call their helper). */
static LLVMValueRef per_element(Cg *g, Op *op, const struct MathRow *row, LLVMValueRef *args, Type *vt)
{
	unsigned n = LLVMGetVectorSize(LLVMTypeOf(args[0]));
	LLVMValueRef v = LLVMGetPoison(cg_type(g, op->res[0].type)), lane[3];
	for (unsigned i = 0; i < n; i++) {
		for (unsigned k = 0; k < op->nopnds && k < 3; k++)
			lane[k] = LLVMBuildExtractElement(g->b, args[k], cg_i64(g, i), "");
		LLVMValueRef x = row->how == M_FPOWI && vt->elem->kind != TY_BF16 && vt->elem->kind != TY_F16
		               ? cg_fpowi_call(g, lane[0], lane[1]) : value_of(g, op, row, lane, vt->elem);
		v = LLVMBuildInsertElement(g->b, v, x, cg_i64(g, i), "");
	}
	return v;
}

bool cg_math(Cg *g, Op *op)
{
	const struct MathRow *row = &rows[op->kind];
	LLVMValueRef args[3];
	for (unsigned i = 0; i < op->nopnds && i < 3; i++)
		args[i] = cg_opnd(op, i);
	Type *t = op->opnds[0].value->type;
	bool scalar_only = row->how == M_LIBM || row->how == M_FPOWI || row->how == M_IPOWI;
	if (t->kind == TY_VECTOR && scalar_only)
		cg_set(&op->res[0], per_element(g, op, row, args, t));
	else
		cg_set(&op->res[0], value_of(g, op, row, args, ty_scalar(t)));
	return true;
}
