/* cg_llvm_eh.c - llvm.invoke, llvm.landingpad and llvm.resume, as
 * mlir-translate-19 emits them:
 *
 *   %r = llvm.invoke @f(%a) to ^ok unwind ^lp : (i32) -> i32
 *   %lp = llvm.landingpad cleanup (catch %ti : !llvm.ptr) : !llvm.struct<(ptr, i32)>
 * become
 *   %r = invoke i32 @f(i32 %a) to label %ok unwind label %lp
 *   %lp = landingpad { ptr, i32 } cleanup catch ptr %ti
 *
 * The enclosing llvm.func's personality attribute becomes its LLVM
 * function's personality the first time one of these needs it. */
#include "config.h"
#include "cg_llvm.h"

/* The personality of the llvm.func around op onto the function being
 * emitted, once. */
static bool set_personality(Cg *g, Op *op)
{
	if (LLVMHasPersonalityFn(g->fn))
		return true;
	Op *f = g->func;
	Attr *pers = f && f->kind == OP_LLVM_FUNC ? op_attr(f, "personality") : NULL;
	if (!pers || pers->kind != AT_SYMREF)
		return true;
	Op *pf = cg_lookup(g->m, pers->u.str.s);
	LLVMValueRef fn = pf ? cg_func_decl(g, pf) : NULL;
	if (!fn)
		return cg_error(g, op, "the personality function @%s has no LLVM function", pers->u.str.s);
	LLVMSetPersonalityFn(g->fn, fn);
	return true;
}

/* The callee's LLVM function type: var_callee_type, or the operand and
 * result types of the call itself (first..ncall). */
static LLVMTypeRef invoke_type(Cg *g, Op *op, unsigned first, unsigned ncall)
{
	Attr *vt = op_attr(op, "var_callee_type");
	if (vt && vt->kind == AT_TYPE)
		return cg_type(g, vt->type);
	unsigned n = ncall - first;
	LLVMTypeRef *params = CG_ALLOC(g, n ? n : 1, LLVMTypeRef);
	for (unsigned i = 0; i < n; i++)
		if (!(params[i] = cg_type(g, op_operand(op, first + i)->type)))
			return NULL;
	LLVMTypeRef r = op->nres ? cg_type(g, op->res[0].type) : g->t_void;
	return r ? LLVMFunctionType(r, params, n, 0) : NULL;
}

bool cg_llvm_invoke(Cg *g, Op *op)
{
	if (!set_personality(g, op))
		return false;
	Attr *callee = op_attr(op, "callee");
	unsigned first = callee ? 0 : 1, ncall = op->succs[0].first;
	LLVMValueRef fn = callee ? cg_func_decl(g, cg_lookup(g->m, callee->u.str.s)) : cg_opnd(op, 0);
	LLVMTypeRef fty = fn ? invoke_type(g, op, first, ncall) : NULL;
	if (!fty)
		return false;
	unsigned n = ncall - first;
	LLVMValueRef *args = CG_ALLOC(g, n ? n : 1, LLVMValueRef);
	for (unsigned i = 0; i < n; i++)
		args[i] = cg_opnd(op, first + i);
	LLVMBasicBlockRef ok = cg_edge(g, op, 0), lp = cg_edge(g, op, 1);
	LLVMValueRef inv = LLVMBuildInvoke2(g->b, fty, fn, args, n, ok, lp, "");
	const LlvmKeyword *cc = llvm_enum_attr(op_attr(op, "CConv"), "cconv", llvm_cconvs);
	if (cc)
		LLVMSetInstructionCallConv(inv, (unsigned)cc->value);
	if (op->nres == 1)
		cg_set(&op->res[0], inv);
	return true;
}

bool cg_llvm_landingpad(Cg *g, Op *op)
{
	LLVMTypeRef t = cg_type(g, op->res[0].type);
	if (!t || !set_personality(g, op))
		return false;
	if (!LLVMHasPersonalityFn(g->fn))
		return cg_error(g, op, "llvm.landingpad outside an llvm.func with a personality: LLVM needs the "
		                "function's personality routine");
	LLVMValueRef lp = LLVMBuildLandingPad(g->b, t, NULL, op->nopnds, "");
	for (unsigned i = 0; i < op->nopnds; i++)
		LLVMAddClause(lp, cg_opnd(op, i));
	if (op_attr(op, "cleanup"))
		LLVMSetCleanup(lp, 1);
	cg_set(&op->res[0], lp);
	return true;
}

bool cg_llvm_resume(Cg *g, Op *op)
{
	LLVMBuildResume(g->b, cg_opnd(op, 0));
	return true;
}
