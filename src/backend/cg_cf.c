/* cg_cf.c - control flow: cf.br, cf.cond_br, cf.switch, cf.assert,
 * func.call, func.call_indirect, func.constant and func.return.
 * Functions as values are pointers to the LLVM functions. */
#include "config.h"
#include "cg.h"
#include "cg_llvm.h"

LLVMBasicBlockRef cg_block_after(Cg *g, LLVMBasicBlockRef prev)
{
	LLVMBasicBlockRef next = LLVMGetNextBasicBlock(prev);
	return next ? LLVMInsertBasicBlockInContext(g->lc, next, "")
	            : LLVMAppendBasicBlockInContext(g->lc, g->fn, "");
}

bool cg_br(Cg *g, Op *op)
{
	LLVMBuildBr(g->b, cg_edge(g, op, 0));
	return true;
}

bool cg_cond_br(Cg *g, Op *op)
{
	LLVMBasicBlockRef t = cg_edge(g, op, 0), f = cg_edge(g, op, 1);
	LLVMBuildCondBr(g->b, cg_opnd(op, 0), t, f);
	return true;
}

/* As MLIR's lowering: a false condition prints the message with puts()
 * and aborts; code after the assert goes on in a new block.  Unlike it,
 * stdio is flushed first, so that the message and what the program
 * printed before are not lost in a buffer when the output is a pipe.
 * Asserts with the same message in a function share one failure block
 * (the async lowering puts one after every blocking await). */
static LLVMBasicBlockRef assert_failure(Cg *g, LLVMValueRef msg)
{
	for (unsigned i = 0; i < g->nfails; i++)
		if (g->fails[i].msg == msg)
			return g->fails[i].block;
	LLVMBasicBlockRef fail = LLVMAppendBasicBlockInContext(g->lc, g->fn, "");
	LLVMBasicBlockRef here = LLVMGetInsertBlock(g->b);
	LLVMPositionBuilderAtEnd(g->b, fail);
	cg_call_rt(g, RT_PUTS, &msg, 1);
	LLVMValueRef all = LLVMConstNull(g->t_ptr);
	cg_call_rt(g, RT_FFLUSH, &all, 1);
	cg_call_rt(g, RT_ABORT, NULL, 0);
	LLVMBuildUnreachable(g->b);
	LLVMPositionBuilderAtEnd(g->b, here);
	if (g->nfails < sizeof g->fails / sizeof g->fails[0])
		g->fails[g->nfails++] = (struct AssertFail){msg, fail};
	return fail;
}

bool cg_assert(Cg *g, Op *op)
{
	Attr *msg = op_attr(op, "msg");
	LLVMValueRef s = cg_cstring(g, "assert_msg", msg->u.str.s, msg->u.str.len);
	LLVMBasicBlockRef fail = assert_failure(g, s);
	LLVMBasicBlockRef next = cg_block_after(g, LLVMGetInsertBlock(g->b));
	LLVMBuildCondBr(g->b, cg_opnd(op, 0), next, fail);
	LLVMPositionBuilderAtEnd(g->b, next);
	return true;
}

/* A call of fn, of MLIR type ft and LLVM type fty, with the operands of
 * op from `first` on as arguments (memrefs expanded), setting op's
 * results. */
static void emit_call(Cg *g, Op *op, LLVMValueRef fn, LLVMTypeRef fty, Type *ft, unsigned first)
{
	unsigned total = 0, n = 0;
	for (unsigned i = 0; i < ft->nin; i++)
		total += cg_arg_width(ty_func_in(ft, i));
	LLVMValueRef *args = CG_ALLOC(g, total, LLVMValueRef);
	for (unsigned i = 0; i < ft->nin; i++)
		cg_expand_arg(g, ty_func_in(ft, i), cg_opnd(op, first + i), args, &n);
	LLVMValueRef r = LLVMBuildCall2(g->b, fty, fn, args, n, "");
	for (unsigned i = 0; i < op->nres; i++) {
		LLVMValueRef x = op->nres == 1 ? r : cg_extract(g, r, i);
		if (op->res[i].type->kind == TY_UMEMREF)
			x = cg_umemref_to_stack(g, x);
		cg_set(&op->res[i], x);
	}
}

bool cg_call(Cg *g, Op *op)
{
	Op *callee = cg_lookup(g->m, op_attr(op, "callee")->u.str.s);
	if (callee->kind == OP_LLVM_FUNC)
		return cg_llvm_call_from_func(g, op, callee);
	LLVMValueRef fn = cg_func_decl(g, callee);
	if (!fn)
		return false;
	Type *ft = func_type(callee);
	/* The callee's type as this call sees it: a C function of the same
	 * name declared earlier by the back end (malloc, printI64...) may have
	 * been given another. */
	LLVMTypeRef fty = cg_is_void_main(callee) ? LLVMGlobalGetValueType(fn) : cg_func_type(g, ft, op);
	if (!fty)
		return false;
	emit_call(g, op, fn, fty, ft, 0);
	return true;
}

bool cg_call_indirect(Cg *g, Op *op)
{
	Type *ft = op->opnds[0].value->type;
	LLVMTypeRef fty = cg_func_type(g, ft, op);
	if (!fty)
		return false;
	emit_call(g, op, cg_opnd(op, 0), fty, ft, 1);
	return true;
}

bool cg_func_constant(Cg *g, Op *op)
{
	Op *f = cg_lookup(g->m, op_attr(op, "value")->u.str.s);
	LLVMValueRef fn = cg_func_decl(g, f);
	if (!fn)
		return false;
	cg_set(&op->res[0], fn);
	return true;
}

/* cf.switch as LLVM's switch.  MLIR lets a case value repeat; the first
 * destination for a value wins (LLVM takes each value once). */
bool cg_switch(Cg *g, Op *op)
{
	Attr *vals = op_attr(op, "case_values");
	LLVMValueRef flag = cg_opnd(op, 0);
	LLVMTypeRef t = LLVMTypeOf(flag);
	unsigned n = op->nsucc - 1;
	LLVMBasicBlockRef dflt = cg_edge(g, op, 0);
	LLVMValueRef sw = LLVMBuildSwitch(g->b, flag, dflt, n);
	for (unsigned i = 0; i < n; i++) {
		int64_t v = vals->u.dense.vals[i];
		bool seen = false;
		for (unsigned j = 0; j < i && !seen; j++)
			seen = vals->u.dense.vals[j] == v;
		if (!seen)
			LLVMAddCase(sw, LLVMConstInt(t, (unsigned long long)v, 1), cg_edge(g, op, 1 + i));
	}
	return true;
}

/* Operand i of a return; an unranked memref's descriptor goes to the
 * heap, as the stack it is on goes away (cg_umemref_to_heap). */
static LLVMValueRef returned(Cg *g, Op *op, unsigned i)
{
	LLVMValueRef x = cg_opnd(op, i);
	return op_operand(op, i)->type->kind == TY_UMEMREF ? cg_umemref_to_heap(g, x) : x;
}

bool cg_return(Cg *g, Op *op)
{
	if (op->nopnds == 0 && g->void_main) {
		LLVMBuildRet(g->b, cg_i32(g, 0));
	} else if (op->nopnds == 0) {
		LLVMBuildRetVoid(g->b);
	} else if (op->nopnds == 1) {
		LLVMBuildRet(g->b, returned(g, op, 0));
	} else {
		LLVMValueRef v = LLVMGetUndef(LLVMGetReturnType(LLVMGlobalGetValueType(g->fn)));
		for (unsigned i = 0; i < op->nopnds; i++)
			v = LLVMBuildInsertValue(g->b, v, returned(g, op, i), i, "");
		LLVMBuildRet(g->b, v);
	}
	return true;
}
