/* cg_llvm_call.c - calls with the llvm dialect's conventions.
 *
 * llvm.call passes its operands as they are to an llvm.func (directly,
 * with "..." arguments, or through a pointer); the verifier refuses a
 * func.func callee, as MLIR does.  func.call of an llvm.func passes the
 * llvm.func's parameters, and for a variadic one the extra arguments
 * after them. */
#include "config.h"
#include "cg_llvm.h"

#include <string.h>

/* The callee's function type as a call sees it: the LLVM function's own
 * when it has one (a @main returning void is emitted returning i32). */
static LLVMTypeRef callee_type(Cg *g, Op *callee, LLVMValueRef fn)
{
	if (callee->kind == OP_LLVM_FUNC && !cg_is_void_main(callee))
		return cg_type(g, func_type(callee));
	return LLVMGlobalGetValueType(fn);
}

static void call_attrs(Cg *g, Op *op, LLVMValueRef call)
{
	const LlvmKeyword *cc = llvm_enum_attr(op_attr(op, "CConv"), "cconv", llvm_cconvs);
	if (cc)
		LLVMSetInstructionCallConv(call, (unsigned)cc->value);
	const LlvmKeyword *tail = llvm_enum_attr(op_attr(op, "TailCallKind"), "tailcallkind", llvm_tailcalls);
	if (tail)
		LLVMSetTailCallKind(call, (LLVMTailCallKind)tail->value);
	cg_llvm_flags(op, call);
	(void)g;
}

/* A function type from the call's own operand and result types, for
 * indirect calls without var_callee_type. */
static LLVMTypeRef own_type(Cg *g, Op *op, unsigned first)
{
	unsigned n = op->nopnds - first;
	LLVMTypeRef *params = CG_ALLOC(g, n, LLVMTypeRef);
	for (unsigned i = 0; i < n; i++)
		if (!(params[i] = cg_type(g, op_operand(op, first + i)->type)))
			return NULL;
	LLVMTypeRef r = op->nres ? cg_type(g, op->res[0].type) : g->t_void;
	return r ? LLVMFunctionType(r, params, n, 0) : NULL;
}

static bool emit_call(Cg *g, Op *op, LLVMTypeRef fty, LLVMValueRef fn, unsigned first)
{
	unsigned n = op->nopnds - first;
	LLVMValueRef *args = CG_ALLOC(g, n, LLVMValueRef);
	for (unsigned i = 0; i < n; i++)
		args[i] = cg_opnd(op, first + i);
	LLVMValueRef call = LLVMBuildCall2(g->b, fty, fn, args, n, "");
	call_attrs(g, op, call);
	if (op->nres == 1)
		cg_set(&op->res[0], call);
	return true;
}

bool cg_llvm_call(Cg *g, Op *op)
{
	Attr *callee = op_attr(op, "callee");
	if (!callee) {
		Attr *vt = op_attr(op, "var_callee_type");
		LLVMTypeRef fty = vt ? cg_type(g, vt->type) : own_type(g, op, 1);
		return fty && emit_call(g, op, fty, cg_opnd(op, 0), 1);
	}
	Op *f = cg_lookup(g->m, callee->u.str.s);
	LLVMValueRef fn = cg_func_decl(g, f);
	LLVMTypeRef fty = fn ? callee_type(g, f, fn) : NULL;
	return fty && emit_call(g, op, fty, fn, 0);
}

bool cg_llvm_call_from_func(Cg *g, Op *op, Op *callee)
{
	LLVMValueRef fn = cg_func_decl(g, callee);
	LLVMTypeRef fty = fn ? callee_type(g, callee, fn) : NULL;
	return fty && emit_call(g, op, fty, fn, 0);
}
