/* cg_ciface.c - llvm.emit_c_interface: MLIR's C-compatible entry points.
 *
 * A function with the attribute also gets a `_mlir_ciface_NAME` form that
 * C code can call: memref arguments are passed as pointers to their
 * descriptors, and a result that is a struct (a memref descriptor, or
 * several results) is written through a pointer passed first.
 *   - For a definition, _mlir_ciface_NAME is defined and forwards to NAME.
 *   - For a declaration, NAME is defined privately in this module and
 *     forwards to an external _mlir_ciface_NAME, which is how MLIR-built
 *     code calls printMemrefF32 and friends of the runner utilities. */
#include "config.h"
#include "cg.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool is_memref(Type *t) { return t->kind == TY_MEMREF || t->kind == TY_UMEMREF; }

static bool result_by_pointer(Type *ft)
{
	return ft->nout > 1 || (ft->nout == 1 && is_memref(ty_func_out(ft, 0)));
}

static LLVMTypeRef ciface_type(Cg *g, Type *ft, Op *func)
{
	LLVMTypeRef *params = CG_ALLOC(g, ft->nin + 1, LLVMTypeRef);
	unsigned n = 0;
	bool by_ptr = result_by_pointer(ft);
	if (by_ptr)
		params[n++] = g->t_ptr;
	for (unsigned i = 0; i < ft->nin; i++) {
		Type *t = ty_func_in(ft, i);
		params[n++] = is_memref(t) ? g->t_ptr : cg_type(g, t);
	}
	LLVMTypeRef res = by_ptr ? g->t_void : cg_result_type(g, ft, func);
	return LLVMFunctionType(res, params, n, 0);
}

static char *ciface_name(const char *name)
{
	size_t n = strlen(name) + sizeof "_mlir_ciface_";
	char *s = xmalloc(n);
	snprintf(s, n, "_mlir_ciface_%s", name);
	return s;
}

void cg_ciface_define(Cg *g, Op *func, LLVMValueRef fn)
{
	Type *ft = func_type(func);
	char *name = ciface_name(func_name(func));
	LLVMValueRef w = LLVMAddFunction(g->lm, name, ciface_type(g, ft, func));
	free(name);
	LLVMSetLinkage(w, LLVMGetLinkage(fn));
	LLVMPositionBuilderAtEnd(g->b, LLVMAppendBasicBlockInContext(g->lc, w, ""));
	LLVMSetCurrentDebugLocation2(g->b, NULL);

	bool by_ptr = result_by_pointer(ft);
	unsigned p = by_ptr, nargs = 0, total = 0;
	for (unsigned i = 0; i < ft->nin; i++)
		total += cg_arg_width(ty_func_in(ft, i));
	LLVMValueRef *args = CG_ALLOC(g, total, LLVMValueRef);
	for (unsigned i = 0; i < ft->nin; i++) {
		Type *t = ty_func_in(ft, i);
		LLVMValueRef x = LLVMGetParam(w, p++);
		if (is_memref(t))
			x = LLVMBuildLoad2(g->b, cg_type(g, t), x, "");
		cg_expand_arg(g, t, x, args, &nargs);
	}
	LLVMValueRef r = LLVMBuildCall2(g->b, LLVMGlobalGetValueType(fn), fn, args, nargs, "");
	if (by_ptr) {
		LLVMBuildStore(g->b, r, LLVMGetParam(w, 0));
		LLVMBuildRetVoid(g->b);
	} else if (ft->nout) {
		LLVMBuildRet(g->b, r);
	} else {
		LLVMBuildRetVoid(g->b);
	}
}

LLVMValueRef cg_ciface_decl_wrapper(Cg *g, Op *func)
{
	Type *ft = func_type(func);
	LLVMTypeRef cty = ciface_type(g, ft, func);
	char *name = ciface_name(func_name(func));
	LLVMValueRef ext = LLVMGetNamedFunction(g->lm, name);
	if (!ext)
		ext = LLVMAddFunction(g->lm, name, cty);
	free(name);

	LLVMTypeRef ty = cg_func_type(g, ft, func);
	if (!ty)
		return NULL;
	LLVMValueRef w = LLVMAddFunction(g->lm, func_name(func), ty);
	LLVMSetLinkage(w, LLVMPrivateLinkage);
	/* Built on the side: this happens in the middle of the caller. */
	LLVMBuilderRef saved = g->b;
	g->b = LLVMCreateBuilderInContext(g->lc);
	LLVMPositionBuilderAtEnd(g->b, LLVMAppendBasicBlockInContext(g->lc, w, ""));

	bool by_ptr = result_by_pointer(ft);
	LLVMValueRef *args = CG_ALLOC(g, ft->nin + 1, LLVMValueRef);
	unsigned n = 0, p = 0;
	LLVMTypeRef rty = cg_result_type(g, ft, func);
	LLVMValueRef res = NULL;
	if (by_ptr)
		args[n++] = res = LLVMBuildAlloca(g->b, rty, "");
	for (unsigned i = 0; i < ft->nin; i++) {
		Type *t = ty_func_in(ft, i);
		unsigned w_ = cg_arg_width(t);
		LLVMValueRef *fields = CG_ALLOC(g, w_, LLVMValueRef);
		for (unsigned k = 0; k < w_; k++)
			fields[k] = LLVMGetParam(w, p++);
		LLVMValueRef x = cg_pack_arg(g, t, fields);
		if (is_memref(t)) {
			LLVMValueRef slot = LLVMBuildAlloca(g->b, cg_type(g, t), "");
			LLVMBuildStore(g->b, x, slot);
			x = slot;
		}
		args[n++] = x;
	}
	LLVMValueRef r = LLVMBuildCall2(g->b, cty, ext, args, n, "");
	if (by_ptr)
		LLVMBuildRet(g->b, LLVMBuildLoad2(g->b, rty, res, ""));
	else if (ft->nout)
		LLVMBuildRet(g->b, r);
	else
		LLVMBuildRetVoid(g->b);
	LLVMDisposeBuilder(g->b);
	g->b = saved;
	return w;
}
