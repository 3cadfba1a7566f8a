/* cg_llvm_vector.c - llvm.extractelement, llvm.insertelement and
 * llvm.shufflevector: LLVM's instructions of the same names.  A mask
 * entry of -1 is a poison lane, as in LLVM. */
#include "config.h"
#include "cg_llvm.h"

bool cg_llvm_extractelement(Cg *g, Op *op)
{
	cg_set(&op->res[0], LLVMBuildExtractElement(g->b, cg_opnd(op, 0), cg_opnd(op, 1), ""));
	return true;
}

bool cg_llvm_insertelement(Cg *g, Op *op)
{
	cg_set(&op->res[0], LLVMBuildInsertElement(g->b, cg_opnd(op, 0), cg_opnd(op, 1), cg_opnd(op, 2), ""));
	return true;
}

bool cg_llvm_freeze(Cg *g, Op *op)
{
	cg_set(&op->res[0], LLVMBuildFreeze(g->b, cg_opnd(op, 0), ""));
	return true;
}

bool cg_llvm_shufflevector(Cg *g, Op *op)
{
	Attr *m = op_attr(op, "mask");
	unsigned n = m->u.dense.n;
	LLVMTypeRef i32 = LLVMInt32TypeInContext(g->lc);
	LLVMValueRef *lanes = CG_ALLOC(g, n ? n : 1, LLVMValueRef);
	for (unsigned i = 0; i < n; i++)
		lanes[i] = m->u.dense.vals[i] < 0 ? LLVMGetPoison(i32)
		                                  : LLVMConstInt(i32, (unsigned long long)m->u.dense.vals[i], 0);
	LLVMValueRef mask = LLVMConstVector(lanes, n);
	cg_set(&op->res[0], LLVMBuildShuffleVector(g->b, cg_opnd(op, 0), cg_opnd(op, 1), mask, ""));
	return true;
}
