/* cg_arith.c - the arith dialect.
 *
 * Most ops are one LLVM instruction, chosen from tables indexed by
 * OpKind.  index is the target's pointer-sized integer.  Overflow flags
 * (#arith.overflow<nsw, nuw>) and fast-math flags (#arith.fastmath<...>)
 * carry over to the instruction.  ceildivsi, ceildivui and floordivsi
 * have no LLVM instruction and are expanded with MLIR's rounding. */
#include "config.h"
#include "cg.h"

#include <string.h>

/* ------------------------------------------------------------- flags */

/* Whether the flag list of an opaque #arith.X<a, b> attribute names flag. */
static bool has_flag(const Attr *a, const char *flag)
{
	if (!a || a->kind != AT_OPAQUE)
		return false;
	const char *s = memchr(a->u.str.s, '<', a->u.str.len), *end = a->u.str.s + a->u.str.len;
	size_t n = strlen(flag);
	while (s && ++s < end) {
		while (s < end && *s == ' ')
			s++;
		if ((size_t)(end - s) > n && !memcmp(s, flag, n) && (s[n] == ',' || s[n] == '>' || s[n] == ' '))
			return true;
		s = memchr(s, ',', (size_t)(end - s));
	}
	return false;
}

static void overflow_flags(Op *op, LLVMValueRef inst)
{
	Attr *a = op_attr(op, "overflowFlags");
	if (!a || !LLVMIsAInstruction(inst))
		return;
	if (has_flag(a, "nsw"))
		LLVMSetNSW(inst, 1);
	if (has_flag(a, "nuw"))
		LLVMSetNUW(inst, 1);
}

void cg_fastmath(Op *op, LLVMValueRef inst)
{
	static const struct { const char *name; LLVMFastMathFlags bits; } names[] = {
		{"reassoc", LLVMFastMathAllowReassoc}, {"nnan", LLVMFastMathNoNaNs},
		{"ninf", LLVMFastMathNoInfs}, {"nsz", LLVMFastMathNoSignedZeros},
		{"arcp", LLVMFastMathAllowReciprocal}, {"contract", LLVMFastMathAllowContract},
		{"afn", LLVMFastMathApproxFunc}, {"fast", LLVMFastMathAll},
	};
	Attr *a = op_attr(op, "fastmath");
	if (!a || !LLVMIsAInstruction(inst) || !LLVMCanValueUseFastMathFlags(inst))
		return;
	LLVMFastMathFlags f = 0;
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
		if (has_flag(a, names[i].name))
			f |= names[i].bits;
	if (f)
		LLVMSetFastMathFlags(inst, f);
}

/* ---------------------------------------------------------- constants */

bool cg_constant(Cg *g, Op *op)
{
	Attr *a = op_attr(op, "value");
	LLVMTypeRef t = cg_type(g, op->res[0].type);
	if (!t)
		return false;
	LLVMValueRef v;
	if (a->kind == AT_ELEMENTS)
		v = cg_dense_constant(g, a);
	else if (a->kind == AT_BOOL)
		v = LLVMConstInt(t, a->u.b, 0);
	else if (a->kind == AT_INT)
		v = LLVMConstInt(t, (unsigned long long)a->u.i, 1);
	else
		v = cg_float_attr_const(g, a->type, t, a->u.f);
	cg_set(&op->res[0], v);
	return v != NULL;
}

/* ------------------------------------------------------------ binary */

static const LLVMOpcode binop_opcode[OP__COUNT] = {
	[OP_ARITH_ADDI] = LLVMAdd,   [OP_ARITH_SUBI] = LLVMSub,    [OP_ARITH_MULI] = LLVMMul,
	[OP_ARITH_DIVSI] = LLVMSDiv, [OP_ARITH_DIVUI] = LLVMUDiv,
	[OP_ARITH_REMSI] = LLVMSRem, [OP_ARITH_REMUI] = LLVMURem,
	[OP_ARITH_ANDI] = LLVMAnd,   [OP_ARITH_ORI] = LLVMOr,      [OP_ARITH_XORI] = LLVMXor,
	[OP_ARITH_SHLI] = LLVMShl,   [OP_ARITH_SHRSI] = LLVMAShr,  [OP_ARITH_SHRUI] = LLVMLShr,
	[OP_ARITH_ADDF] = LLVMFAdd,  [OP_ARITH_SUBF] = LLVMFSub,   [OP_ARITH_MULF] = LLVMFMul,
	[OP_ARITH_DIVF] = LLVMFDiv,  [OP_ARITH_REMF] = LLVMFRem,
};

bool cg_int_binop(Cg *g, Op *op)
{
	LLVMValueRef v = LLVMBuildBinOp(g->b, binop_opcode[op->kind], cg_opnd(op, 0), cg_opnd(op, 1), "");
	overflow_flags(op, v);
	cg_set(&op->res[0], v);
	return true;
}

bool cg_float_binop(Cg *g, Op *op)
{
	LLVMValueRef v = LLVMBuildBinOp(g->b, binop_opcode[op->kind], cg_opnd(op, 0), cg_opnd(op, 1), "");
	cg_fastmath(op, v);
	cg_set(&op->res[0], v);
	return true;
}

static const char *const binop_intrinsic[OP__COUNT] = {
	[OP_ARITH_MAXSI] = "llvm.smax",       [OP_ARITH_MAXUI] = "llvm.umax",
	[OP_ARITH_MINSI] = "llvm.smin",       [OP_ARITH_MINUI] = "llvm.umin",
	[OP_ARITH_MAXIMUMF] = "llvm.maximum", [OP_ARITH_MINIMUMF] = "llvm.minimum",
	[OP_ARITH_MAXNUMF] = "llvm.maxnum",   [OP_ARITH_MINNUMF] = "llvm.minnum",
};

bool cg_intrinsic_binop(Cg *g, Op *op)
{
	LLVMValueRef args[2] = {cg_opnd(op, 0), cg_opnd(op, 1)};
	LLVMTypeRef t = LLVMTypeOf(args[0]);
	LLVMValueRef v = cg_call_intrinsic(g, binop_intrinsic[op->kind], &t, 1, args, 2);
	cg_fastmath(op, v);
	cg_set(&op->res[0], v);
	return true;
}

bool cg_negf(Cg *g, Op *op)
{
	LLVMValueRef v = LLVMBuildFNeg(g->b, cg_opnd(op, 0), "");
	cg_fastmath(op, v);
	cg_set(&op->res[0], v);
	return true;
}

/* arith.remsi and index.rems: the remainder of INT_MIN by -1 is 0 (only
 * division by zero is undefined), where LLVM's srem is undefined.  A
 * divisor of -1 becomes 1, which leaves every remainder as it was. */
bool cg_remsi(Cg *g, Op *op)
{
	LLVMValueRef a = cg_opnd(op, 0), b = cg_opnd(op, 1);
	LLVMTypeRef t = LLVMTypeOf(a);
	LLVMValueRef minus1 = LLVMBuildICmp(g->b, LLVMIntEQ, b, LLVMConstAllOnes(t), "");
	LLVMValueRef d = LLVMBuildSelect(g->b, minus1, cg_const_int(t, 1, 0), b, "");
	cg_set(&op->res[0], LLVMBuildSRem(g->b, a, d, ""));
	return true;
}

/* Division rounding towards +inf (ceil) or -inf (floor): the truncating
 * quotient, adjusted by one when the remainder is not zero and the exact
 * quotient lies on that side of it. */
bool cg_int_div(Cg *g, Op *op)
{
	LLVMValueRef a = cg_opnd(op, 0), b = cg_opnd(op, 1);
	LLVMTypeRef t = LLVMTypeOf(a);
	LLVMValueRef zero = cg_const_int(t, 0, 0), one = cg_const_int(t, 1, 0);
	LLVMValueRef q, r, adjust;
	if (op->kind == OP_ARITH_CEILDIVUI || op->kind == OP_INDEX_CEILDIVU) {
		q = LLVMBuildUDiv(g->b, a, b, "");
		r = LLVMBuildURem(g->b, a, b, "");
		adjust = LLVMBuildICmp(g->b, LLVMIntNE, r, zero, "");
		cg_set(&op->res[0], LLVMBuildAdd(g->b, q, LLVMBuildZExt(g->b, adjust, t, ""), ""));
		return true;
	}
	q = LLVMBuildSDiv(g->b, a, b, "");
	r = LLVMBuildSRem(g->b, a, b, "");
	/* The exact quotient is positive when the remainder (which has the
	 * dividend's sign) and the divisor agree in sign. */
	LLVMValueRef nonzero = LLVMBuildICmp(g->b, LLVMIntNE, r, zero, "");
	LLVMValueRef signs = LLVMBuildXor(g->b, r, b, "");
	bool ceil = op->kind == OP_ARITH_CEILDIVSI || op->kind == OP_INDEX_CEILDIVS;
	LLVMValueRef side = LLVMBuildICmp(g->b, ceil ? LLVMIntSGE : LLVMIntSLT, signs, zero, "");
	adjust = LLVMBuildAnd(g->b, nonzero, side, "");
	LLVMValueRef delta = LLVMBuildSelect(g->b, adjust, ceil ? one : LLVMConstAllOnes(t), zero, "");
	cg_set(&op->res[0], LLVMBuildAdd(g->b, q, delta, ""));
	return true;
}

/* -------------------------------------------------------- comparisons */

const LLVMIntPredicate cg_icmp_pred[10] = {
	LLVMIntEQ, LLVMIntNE, LLVMIntSLT, LLVMIntSLE, LLVMIntSGT,
	LLVMIntSGE, LLVMIntULT, LLVMIntULE, LLVMIntUGT, LLVMIntUGE,
};

/* In the order of arith's CmpFPredicate (ops.c, cmpf_predicates). */
const LLVMRealPredicate cg_fcmp_pred[16] = {
	LLVMRealPredicateFalse, LLVMRealOEQ, LLVMRealOGT, LLVMRealOGE,
	LLVMRealOLT, LLVMRealOLE, LLVMRealONE, LLVMRealORD,
	LLVMRealUEQ, LLVMRealUGT, LLVMRealUGE, LLVMRealULT,
	LLVMRealULE, LLVMRealUNE, LLVMRealUNO, LLVMRealPredicateTrue,
};

bool cg_cmpi(Cg *g, Op *op)
{
	int64_t p = op_attr(op, "predicate")->u.i;
	cg_set(&op->res[0], LLVMBuildICmp(g->b, cg_icmp_pred[p], cg_opnd(op, 0), cg_opnd(op, 1), ""));
	return true;
}

bool cg_cmpf(Cg *g, Op *op)
{
	int64_t p = op_attr(op, "predicate")->u.i;
	LLVMValueRef v = LLVMBuildFCmp(g->b, cg_fcmp_pred[p], cg_opnd(op, 0), cg_opnd(op, 1), "");
	cg_fastmath(op, v);
	cg_set(&op->res[0], v);
	return true;
}

bool cg_select(Cg *g, Op *op)
{
	cg_set(&op->res[0], LLVMBuildSelect(g->b, cg_opnd(op, 0), cg_opnd(op, 1), cg_opnd(op, 2), ""));
	return true;
}

/* ------------------------------------------------------------- casts */

/* Opcode of each cast; 0 with a sign for the integer casts whose opcode
 * depends on the widths (index_cast: extend, truncate or nothing). */
static const struct CastRow { LLVMOpcode opc; bool is_signed; } cast_rows[OP__COUNT] = {
	[OP_ARITH_INDEX_CAST] = {0, true},
	[OP_ARITH_INDEX_CASTUI] = {0, false},
	[OP_ARITH_EXTSI] = {LLVMSExt, true},
	[OP_ARITH_EXTUI] = {LLVMZExt, false},
	[OP_ARITH_TRUNCI] = {LLVMTrunc, false},
	[OP_ARITH_SITOFP] = {LLVMSIToFP, true},
	[OP_ARITH_UITOFP] = {LLVMUIToFP, false},
	[OP_ARITH_FPTOSI] = {LLVMFPToSI, true},
	[OP_ARITH_FPTOUI] = {LLVMFPToUI, false},
	[OP_ARITH_EXTF] = {LLVMFPExt, false},
	[OP_ARITH_TRUNCF] = {LLVMFPTrunc, false},
	[OP_ARITH_BITCAST] = {LLVMBitCast, false},
};

/* Truncation to bf16, rounding to nearest even, in integer operations:
 * the libgcc of GCC 12 has no __truncsfbf2 for LLVM to call.  Doubles
 * are rounded to float first, as MLIR's arith-expand does. */
LLVMValueRef cg_trunc_bf16(Cg *g, LLVMValueRef x)
{
	/* x may be a vector: every type and constant takes its shape. */
	LLVMTypeRef like = LLVMTypeOf(x);
	LLVMTypeRef f32 = cg_type_like(like, LLVMFloatTypeInContext(g->lc)), i32 = cg_type_like(like, g->t_i32);
	if (like != f32)
		x = LLVMBuildFPTrunc(g->b, x, f32, "");
	LLVMValueRef bits = LLVMBuildBitCast(g->b, x, i32, "");
	LLVMValueRef high = LLVMBuildLShr(g->b, bits, cg_const_int(i32, 16, 0), "");
	LLVMValueRef lsb = LLVMBuildAnd(g->b, high, cg_const_int(i32, 1, 0), "");
	LLVMValueRef rounded = LLVMBuildAdd(g->b, LLVMBuildAdd(g->b, bits, cg_const_int(i32, 0x7fff, 0), ""), lsb, "");
	LLVMValueRef r = LLVMBuildLShr(g->b, rounded, cg_const_int(i32, 16, 0), "");
	LLVMValueRef qnan = LLVMBuildOr(g->b, high, cg_const_int(i32, 0x40, 0), "");
	LLVMValueRef isnan = LLVMBuildFCmp(g->b, LLVMRealUNO, x, x, "");
	r = LLVMBuildTrunc(g->b, LLVMBuildSelect(g->b, isnan, qnan, r, ""), cg_type_like(like, g->t_i16), "");
	return LLVMBuildBitCast(g->b, r, cg_type_like(like, LLVMBFloatTypeInContext(g->lc)), "");
}

/* arith.truncf with a rounding mode, as MLIR lowers it: LLVM's
 * constrained fptrunc, whose rounding argument tells LLVM the mode the
 * program runs in (it does not set it). */
static LLVMValueRef constrained_trunc(Cg *g, Op *op, LLVMValueRef x, LLVMTypeRef to)
{
	static const char *const modes[] = {
		"round.tonearest", "round.downward", "round.upward", "round.towardzero", "round.tonearestaway",
	};
	int64_t m = op_attr(op, "roundingmode")->u.i;
	const char *mode = modes[m >= 0 && m < 5 ? m : 0];
	LLVMTypeRef over[2] = {to, LLVMTypeOf(x)};
	LLVMValueRef args[3] = {
		x,
		LLVMMetadataAsValue(g->lc, LLVMMDStringInContext2(g->lc, mode, strlen(mode))),
		LLVMMetadataAsValue(g->lc, LLVMMDStringInContext2(g->lc, "fpexcept.ignore", 15)),
	};
	return cg_call_intrinsic(g, "llvm.experimental.constrained.fptrunc", over, 2, args, 3);
}

bool cg_cast(Cg *g, Op *op)
{
	const struct CastRow *row = &cast_rows[op->kind];
	LLVMTypeRef to = cg_type(g, op->res[0].type);
	LLVMValueRef x = cg_opnd(op, 0), v;
	if (op->kind == OP_ARITH_TRUNCF && ty_scalar(op->res[0].type)->kind == TY_BF16)
		v = cg_trunc_bf16(g, x);
	else if (op->kind == OP_ARITH_TRUNCF && op_attr(op, "roundingmode"))
		v = constrained_trunc(g, op, x, to);
	else if (row->opc)
		v = LLVMBuildCast(g->b, row->opc, x, to, "");
	else
		v = LLVMBuildIntCast2(g->b, x, to, row->is_signed, "");
	cg_fastmath(op, v);
	cg_set(&op->res[0], v);
	return true;
}

/* ------------------------------------------------------ extended results */

/* arith.addui_extended: the sum and the carry out, from LLVM's
 * uadd.with.overflow. */
bool cg_add_extended(Cg *g, Op *op)
{
	LLVMValueRef args[2] = {cg_opnd(op, 0), cg_opnd(op, 1)};
	LLVMTypeRef t = LLVMTypeOf(args[0]);
	LLVMValueRef r = cg_call_intrinsic(g, "llvm.uadd.with.overflow", &t, 1, args, 2);
	cg_set(&op->res[0], LLVMBuildExtractValue(g->b, r, 0, ""));
	cg_set(&op->res[1], LLVMBuildExtractValue(g->b, r, 1, ""));
	return true;
}

/* arith.mulsi_extended, arith.mului_extended: the product at twice the
 * width, cut into its low and high halves, as MLIR's lowering does. */
bool cg_mul_extended(Cg *g, Op *op)
{
	LLVMValueRef a = cg_opnd(op, 0), b = cg_opnd(op, 1);
	LLVMTypeRef t = LLVMTypeOf(a);
	LLVMTypeRef et = LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMGetElementType(t) : t;
	unsigned w = LLVMGetIntTypeWidth(et);
	LLVMTypeRef wide = cg_type_like(t, LLVMIntTypeInContext(g->lc, 2 * w));
	LLVMOpcode ext = op->kind == OP_ARITH_MULSI_EXTENDED ? LLVMSExt : LLVMZExt;
	LLVMValueRef p = LLVMBuildMul(g->b, LLVMBuildCast(g->b, ext, a, wide, ""),
	                              LLVMBuildCast(g->b, ext, b, wide, ""), "");
	cg_set(&op->res[0], LLVMBuildTrunc(g->b, p, t, ""));
	LLVMValueRef high = LLVMBuildLShr(g->b, p, cg_const_int(wide, w, 0), "");
	cg_set(&op->res[1], LLVMBuildTrunc(g->b, high, t, ""));
	return true;
}
