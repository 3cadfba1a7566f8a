/* cg_print.c - vector.print of scalars and strings.
 *
 * Calls the runner utilities' printers the way MLIR's vector-to-llvm
 * lowering does, so that the output is byte for byte mlir-cpu-runner's:
 * signless integers are sign-extended and printed signed, except i1,
 * zero-extended so that true prints 1; index prints unsigned; f16 and
 * bf16 pass their bits.  Then the punctuation, a newline by default. */
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
		Printer p = printer_for(t);
		if (p.fn == RT_NONE)
			return cg_error(g, op, "vector.print cannot print values of this type");
		LLVMValueRef v = cg_opnd(op, 0);
		LLVMTypeRef want = LLVMTypeOf(LLVMGetParam(cg_rt_func(g, p.fn), 0));
		if (p.conv && LLVMTypeOf(v) != want)
			v = LLVMBuildCast(g->b, p.conv, v, want, "");
		cg_call_rt(g, p.fn, &v, 1);
	}
	RtFn punct = punctuation(op);
	if (punct != RT_NONE)
		cg_call_rt(g, punct, NULL, 0);
	return true;
}
