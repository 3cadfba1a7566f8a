/* cg_print.c - vector.print of scalars, vectors and strings.
 *
 * Calls the runner utilities' printers the way MLIR's vector-to-llvm
 * lowering does, so that the output is byte for byte mlir-cpu-runner's:
 * signless integers are sign-extended and printed signed, except i1,
 * zero-extended so that true prints 1; siN as signless; index and uiN
 * print unsigned (zero-extended); f16 and
 * bf16 pass their bits.  A vector prints as "( 1, 2, 3 )", nested by
 * dimension ("( ( 1, 2 ), ( 3, 4 ) )"; a 0-d vector as "( 7 )"), its
 * elements each through the scalar printer, as MLIR unrolls it.  Then
 * the punctuation, a newline by default. */
#include "config.h"
#include "cg.h"

#include <string.h>

typedef struct Printer {
	RtFn fn;
	LLVMOpcode conv;           /* to the printer's argument, or 0 */
} Printer;

static Printer printer_for(Type *t)
{
	switch (t->kind) {
	case TY_F32: return (Printer){RT_PRINT_F32, 0};
	case TY_F64: return (Printer){RT_PRINT_F64, 0};
	case TY_F16: return (Printer){RT_PRINT_F16, LLVMBitCast};
	case TY_BF16: return (Printer){RT_PRINT_BF16, LLVMBitCast};
	case TY_INDEX: return (Printer){RT_PRINT_U64, LLVMZExt};
	case TY_UINT:
		return (Printer){RT_PRINT_U64, t->width < 64 ? LLVMZExt : 0};
	case TY_SINT:
	case TY_INT:
		if (t->width > 64)
			return (Printer){RT_NONE, 0};
		if (t->width == 1)
			return (Printer){RT_PRINT_I64, LLVMZExt};
		return (Printer){RT_PRINT_I64, t->width < 64 ? LLVMSExt : 0};
	default:
		return (Printer){RT_NONE, 0};
	}
}

static const struct { const char *name; RtFn fn; } punctuations[] = {
	{"no_punctuation", RT_NONE}, {"newline", RT_PRINT_NEWLINE}, {"comma", RT_PRINT_COMMA},
	{"open", RT_PRINT_OPEN}, {"close", RT_PRINT_CLOSE},
};

/* The printer of #vector.punctuation<kind>; a newline without one. */
static RtFn punctuation(Op *op)
{
	Attr *a = op_attr(op, "punctuation");
	if (!a || a->kind != AT_OPAQUE)
		return RT_PRINT_NEWLINE;
	const char *lt = memchr(a->u.str.s, '<', a->u.str.len);
	size_t n = lt ? a->u.str.len - (size_t)(lt - a->u.str.s) - 2 : 0;
	for (size_t i = 0; lt && i < sizeof punctuations / sizeof punctuations[0]; i++)
		if (strlen(punctuations[i].name) == n && !memcmp(lt + 1, punctuations[i].name, n))
			return punctuations[i].fn;
	return RT_PRINT_NEWLINE;
}

static void print_scalar(Cg *g, Printer p, LLVMValueRef v)
{
	LLVMTypeRef want = LLVMTypeOf(LLVMGetParam(cg_rt_func(g, p.fn), 0));
	if (p.conv && LLVMTypeOf(v) != want)
		v = LLVMBuildCast(g->b, p.conv, v, want, "");
	cg_call_rt(g, p.fn, &v, 1);
}

/* Dimension dim of vector value v (an LLVM array of arrays of vectors
 * while dim + 1 < rank). */
static void print_vector(Cg *g, Printer p, const Type *t, unsigned dim, LLVMValueRef v)
{
	unsigned n = t->rank ? (unsigned)t->shape[dim] : 1;
	bool inner = dim + 1 >= t->rank;
	cg_call_rt(g, RT_PRINT_OPEN, NULL, 0);
	for (unsigned i = 0; i < n; i++) {
		if (inner)
			print_scalar(g, p, LLVMBuildExtractElement(g->b, v, cg_i64(g, i), ""));
		else
			print_vector(g, p, t, dim + 1, cg_extract(g, v, i));
		if (i + 1 < n)
			cg_call_rt(g, RT_PRINT_COMMA, NULL, 0);
	}
	cg_call_rt(g, RT_PRINT_CLOSE, NULL, 0);
}

bool cg_print(Cg *g, Op *op)
{
	Attr *str = op_attr(op, "stringLiteral");
	if (str) {
		LLVMValueRef s = cg_cstring(g, "vector_print_str", str->u.str.s, str->u.str.len);
		cg_call_rt(g, RT_PRINT_STRING, &s, 1);
		return true;
	}
	if (op->nopnds) {
		Type *t = op_operand(op, 0)->type;
		Printer p = printer_for(t->kind == TY_VECTOR ? t->elem : t);
		if (p.fn == RT_NONE)
			return cg_error(g, op, "vector.print cannot print values of this type");
		if (t->kind == TY_VECTOR)
			print_vector(g, p, t, 0, cg_opnd(op, 0));
		else
			print_scalar(g, p, cg_opnd(op, 0));
	}
	RtFn punct = punctuation(op);
	if (punct != RT_NONE)
		cg_call_rt(g, punct, NULL, 0);
	return true;
}
