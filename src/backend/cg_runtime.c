/* cg_runtime.c - the functions generated code calls: the runtime, the
 * printers, the C library and LLVM intrinsics, declared on first use so
 * that a module only names what it needs. */
#include "config.h"
#include "cg.h"

#include <string.h>

static const struct {
	const char *name;
	const char *sig;
} rt_rows[RT__COUNT] = {
#define RTFN(e, name, sig) [RT_##e] = {name, sig},
#include "cg_runtime.def"
#undef RTFN
};

static LLVMTypeRef rt_param_type(Cg *g, char c)
{
	switch (c) {
	case 'v': return g->t_void;
	case 'b': return g->t_i1;
	case 'h': return g->t_i16;
	case 'i': return g->t_i32;
	case 'l': return g->t_i64;
	case 'f': return LLVMFloatTypeInContext(g->lc);
	case 'd': return LLVMDoubleTypeInContext(g->lc);
	default:  return g->t_ptr;
	}
}

LLVMValueRef cg_rt_func(Cg *g, RtFn f)
{
	if (g->rt[f])
		return g->rt[f];
	const char *sig = rt_rows[f].sig;
	LLVMTypeRef params[8];
	unsigned n = 0;
	for (const char *s = sig + 1; *s && n < 8; s++)
		params[n++] = rt_param_type(g, *s);
	LLVMTypeRef ty = LLVMFunctionType(rt_param_type(g, sig[0]), params, n, 0);
	LLVMValueRef fn = LLVMGetNamedFunction(g->lm, rt_rows[f].name);
	if (!fn) {
		fn = LLVMAddFunction(g->lm, rt_rows[f].name, ty);
		/* C functions: nothing unwinds through them, which spares the
		 * callers landing pads and lets LLVM move calls freely. */
		unsigned k = LLVMGetEnumAttributeKindForName("nounwind", 8);
		LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(g->lc, k, 0));
	}
	g->rt[f] = fn;
	g->rt_type[f] = ty;
	return fn;
}

LLVMValueRef cg_call_rt(Cg *g, RtFn f, LLVMValueRef *args, unsigned n)
{
	LLVMValueRef fn = cg_rt_func(g, f);
	return LLVMBuildCall2(g->b, g->rt_type[f], fn, args, n, "");
}

LLVMValueRef cg_call_intrinsic(Cg *g, const char *name, LLVMTypeRef *overload, unsigned nover,
                               LLVMValueRef *args, unsigned nargs)
{
	unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
	LLVMValueRef fn = LLVMGetIntrinsicDeclaration(g->lm, id, overload, nover);
	LLVMTypeRef ty = LLVMIntrinsicGetType(g->lc, id, overload, nover);
	return LLVMBuildCall2(g->b, ty, fn, args, nargs, "");
}

LLVMValueRef cg_cstring(Cg *g, const char *name, const char *s, size_t len)
{
	/* len excludes the NUL that LLVM appends. */
	/* Reuse a global with the same contents: messages such as "Awaited
	 * async operand is in error state" repeat once per await. */
	LLVMValueRef init = LLVMConstStringInContext(g->lc, s, (unsigned)len, 0);
	for (LLVMValueRef gv = LLVMGetFirstGlobal(g->lm); gv; gv = LLVMGetNextGlobal(gv))
		if (LLVMGetInitializer(gv) == init && LLVMIsGlobalConstant(gv))
			return gv;
	LLVMValueRef gv = LLVMAddGlobal(g->lm, LLVMTypeOf(init), name);
	LLVMSetInitializer(gv, init);
	LLVMSetGlobalConstant(gv, 1);
	LLVMSetLinkage(gv, LLVMPrivateLinkage);
	LLVMSetUnnamedAddress(gv, LLVMGlobalUnnamedAddr);
	LLVMSetAlignment(gv, 1);
	return gv;
}
