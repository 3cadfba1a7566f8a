/* llvm_intr.h - the llvm.intr.* ops: which LLVM intrinsic each calls,
 * with which overload types, and the shape of its operands, one row per
 * op.  The verifier checks operands by the shape; the back end
 * (cg_llvm_intr.c) declares "llvm.<name>" overloaded on the types the
 * overload string names and calls it. */
#ifndef ASYNCC_LLVM_INTR_H
#define ASYNCC_LLVM_INTR_H

#include "ir/ops.h"

/* Shapes of the operands and result. */
typedef enum IntrShape {
	IS_FLOAT,        /* n floats of one type -> that type */
	IS_INT,          /* n integers of one type -> that type */
	IS_FLOAT_TO_INT, /* a float -> an integer (lround) */
	IS_POWI,         /* (float, integer) -> the float's type */
	IS_OVERFLOW,     /* (iN, iN) -> !llvm.struct<(iN, i1)> */
	IS_MEMCPY,       /* (ptr, ptr, integer length) */
	IS_MEMSET,       /* (ptr, i8, integer length) */
	IS_PTR,          /* (ptr) */
	IS_PTR_PTR,      /* (ptr, ptr) */
	IS_TO_PTR,       /* () -> ptr */
	IS_NONE,         /* () */
	IS_BOOL,         /* (i1) */
	IS_REDUCE_INT,   /* a vector of integers -> its element type */
	IS_REDUCE_FLOAT, /* a vector of floats -> its element type */
} IntrShape;

typedef struct IntrInfo {
	OpKind kind;
	const char *llvm;          /* LLVM's name of the intrinsic */
	IntrShape shape;
	unsigned char arity;       /* operands */
	const char *overload;      /* 'r' the result's type, '0'.. an operand's */
	const char *immarg;        /* an i1 attribute passed as the last argument */
} IntrInfo;

static const IntrInfo llvm_intrinsics[] = {
	{OP_LLVM_INTR_FABS, "llvm.fabs", IS_FLOAT, 1, "r", NULL},
	{OP_LLVM_INTR_SQRT, "llvm.sqrt", IS_FLOAT, 1, "r", NULL},
	{OP_LLVM_INTR_SIN, "llvm.sin", IS_FLOAT, 1, "r", NULL},
	{OP_LLVM_INTR_COS, "llvm.cos", IS_FLOAT, 1, "r", NULL},
	{OP_LLVM_INTR_EXP, "llvm.exp", IS_FLOAT, 1, "r", NULL},
	{OP_LLVM_INTR_EXP2, "llvm.exp2", IS_FLOAT, 1, "r", NULL},
	{OP_LLVM_INTR_LOG, "llvm.log", IS_FLOAT, 1, "r", NULL},
	{OP_LLVM_INTR_LOG2, "llvm.log2", IS_FLOAT, 1, "r", NULL},
	{OP_LLVM_INTR_LOG10, "llvm.log10", IS_FLOAT, 1, "r", NULL},
	{OP_LLVM_INTR_FLOOR, "llvm.floor", IS_FLOAT, 1, "r", NULL},
	{OP_LLVM_INTR_CEIL, "llvm.ceil", IS_FLOAT, 1, "r", NULL},
	{OP_LLVM_INTR_ROUND, "llvm.round", IS_FLOAT, 1, "r", NULL},
	{OP_LLVM_INTR_ROUNDEVEN, "llvm.roundeven", IS_FLOAT, 1, "r", NULL},
	{OP_LLVM_INTR_FTRUNC, "llvm.trunc", IS_FLOAT, 1, "r", NULL},
	{OP_LLVM_INTR_RINT, "llvm.rint", IS_FLOAT, 1, "r", NULL},
	{OP_LLVM_INTR_NEARBYINT, "llvm.nearbyint", IS_FLOAT, 1, "r", NULL},
	{OP_LLVM_INTR_POW, "llvm.pow", IS_FLOAT, 2, "r", NULL},
	{OP_LLVM_INTR_POWI, "llvm.powi", IS_POWI, 2, "r1", NULL},
	{OP_LLVM_INTR_COPYSIGN, "llvm.copysign", IS_FLOAT, 2, "r", NULL},
	{OP_LLVM_INTR_MINNUM, "llvm.minnum", IS_FLOAT, 2, "r", NULL},
	{OP_LLVM_INTR_MAXNUM, "llvm.maxnum", IS_FLOAT, 2, "r", NULL},
	{OP_LLVM_INTR_MINIMUM, "llvm.minimum", IS_FLOAT, 2, "r", NULL},
	{OP_LLVM_INTR_MAXIMUM, "llvm.maximum", IS_FLOAT, 2, "r", NULL},
	{OP_LLVM_INTR_FMA, "llvm.fma", IS_FLOAT, 3, "r", NULL},
	{OP_LLVM_INTR_FMULADD, "llvm.fmuladd", IS_FLOAT, 3, "r", NULL},
	{OP_LLVM_INTR_LROUND, "llvm.lround", IS_FLOAT_TO_INT, 1, "r0", NULL},
	{OP_LLVM_INTR_LLROUND, "llvm.llround", IS_FLOAT_TO_INT, 1, "r0", NULL},
	{OP_LLVM_INTR_LRINT, "llvm.lrint", IS_FLOAT_TO_INT, 1, "r0", NULL},
	{OP_LLVM_INTR_LLRINT, "llvm.llrint", IS_FLOAT_TO_INT, 1, "r0", NULL},
	{OP_LLVM_INTR_SMAX, "llvm.smax", IS_INT, 2, "r", NULL},
	{OP_LLVM_INTR_SMIN, "llvm.smin", IS_INT, 2, "r", NULL},
	{OP_LLVM_INTR_UMAX, "llvm.umax", IS_INT, 2, "r", NULL},
	{OP_LLVM_INTR_UMIN, "llvm.umin", IS_INT, 2, "r", NULL},
	{OP_LLVM_INTR_CTPOP, "llvm.ctpop", IS_INT, 1, "r", NULL},
	{OP_LLVM_INTR_BITREVERSE, "llvm.bitreverse", IS_INT, 1, "r", NULL},
	{OP_LLVM_INTR_BSWAP, "llvm.bswap", IS_INT, 1, "r", NULL},
	{OP_LLVM_INTR_FSHL, "llvm.fshl", IS_INT, 3, "r", NULL},
	{OP_LLVM_INTR_FSHR, "llvm.fshr", IS_INT, 3, "r", NULL},
	{OP_LLVM_INTR_ABS, "llvm.abs", IS_INT, 1, "r", "is_int_min_poison"},
	{OP_LLVM_INTR_CTLZ, "llvm.ctlz", IS_INT, 1, "r", "is_zero_poison"},
	{OP_LLVM_INTR_CTTZ, "llvm.cttz", IS_INT, 1, "r", "is_zero_poison"},
	{OP_LLVM_INTR_SADD_OVF, "llvm.sadd.with.overflow", IS_OVERFLOW, 2, "0", NULL},
	{OP_LLVM_INTR_UADD_OVF, "llvm.uadd.with.overflow", IS_OVERFLOW, 2, "0", NULL},
	{OP_LLVM_INTR_SSUB_OVF, "llvm.ssub.with.overflow", IS_OVERFLOW, 2, "0", NULL},
	{OP_LLVM_INTR_USUB_OVF, "llvm.usub.with.overflow", IS_OVERFLOW, 2, "0", NULL},
	{OP_LLVM_INTR_SMUL_OVF, "llvm.smul.with.overflow", IS_OVERFLOW, 2, "0", NULL},
	{OP_LLVM_INTR_UMUL_OVF, "llvm.umul.with.overflow", IS_OVERFLOW, 2, "0", NULL},
	{OP_LLVM_INTR_MEMCPY, "llvm.memcpy", IS_MEMCPY, 3, "012", "isVolatile"},
	{OP_LLVM_INTR_MEMMOVE, "llvm.memmove", IS_MEMCPY, 3, "012", "isVolatile"},
	{OP_LLVM_INTR_MEMSET, "llvm.memset", IS_MEMSET, 3, "02", "isVolatile"},
	{OP_LLVM_INTR_TRAP, "llvm.trap", IS_NONE, 0, "", NULL},
	{OP_LLVM_INTR_DEBUGTRAP, "llvm.debugtrap", IS_NONE, 0, "", NULL},
	{OP_LLVM_INTR_ASSUME, "llvm.assume", IS_BOOL, 1, "", NULL},
	{OP_LLVM_INTR_VASTART, "llvm.va_start", IS_PTR, 1, "0", NULL},
	{OP_LLVM_INTR_VAEND, "llvm.va_end", IS_PTR, 1, "0", NULL},
	{OP_LLVM_INTR_VACOPY, "llvm.va_copy", IS_PTR_PTR, 2, "0", NULL},
	{OP_LLVM_INTR_STACKSAVE, "llvm.stacksave", IS_TO_PTR, 0, "r", NULL},
	{OP_LLVM_INTR_STACKRESTORE, "llvm.stackrestore", IS_PTR, 1, "0", NULL},
	{OP_LLVM_INTR_REDUCE_ADD, "llvm.vector.reduce.add", IS_REDUCE_INT, 1, "0", NULL},
	{OP_LLVM_INTR_REDUCE_MUL, "llvm.vector.reduce.mul", IS_REDUCE_INT, 1, "0", NULL},
	{OP_LLVM_INTR_REDUCE_AND, "llvm.vector.reduce.and", IS_REDUCE_INT, 1, "0", NULL},
	{OP_LLVM_INTR_REDUCE_OR, "llvm.vector.reduce.or", IS_REDUCE_INT, 1, "0", NULL},
	{OP_LLVM_INTR_REDUCE_XOR, "llvm.vector.reduce.xor", IS_REDUCE_INT, 1, "0", NULL},
	{OP_LLVM_INTR_REDUCE_SMAX, "llvm.vector.reduce.smax", IS_REDUCE_INT, 1, "0", NULL},
	{OP_LLVM_INTR_REDUCE_SMIN, "llvm.vector.reduce.smin", IS_REDUCE_INT, 1, "0", NULL},
	{OP_LLVM_INTR_REDUCE_UMAX, "llvm.vector.reduce.umax", IS_REDUCE_INT, 1, "0", NULL},
	{OP_LLVM_INTR_REDUCE_UMIN, "llvm.vector.reduce.umin", IS_REDUCE_INT, 1, "0", NULL},
	{OP_LLVM_INTR_REDUCE_FMAX, "llvm.vector.reduce.fmax", IS_REDUCE_FLOAT, 1, "0", NULL},
	{OP_LLVM_INTR_REDUCE_FMIN, "llvm.vector.reduce.fmin", IS_REDUCE_FLOAT, 1, "0", NULL},
	{OP_LLVM_INTR_REDUCE_FMAXIMUM, "llvm.vector.reduce.fmaximum", IS_REDUCE_FLOAT, 1, "0", NULL},
	{OP_LLVM_INTR_REDUCE_FMINIMUM, "llvm.vector.reduce.fminimum", IS_REDUCE_FLOAT, 1, "0", NULL},
	{OP_LLVM_INTR_EXPECT, "llvm.expect", IS_INT, 2, "r", NULL},
};

static inline const IntrInfo *llvm_intr_info(OpKind k)
{
	for (size_t i = 0; i < sizeof llvm_intrinsics / sizeof *llvm_intrinsics; i++)
		if (llvm_intrinsics[i].kind == k)
			return &llvm_intrinsics[i];
	return 0;
}

#endif
