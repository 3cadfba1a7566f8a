/* cg_index.c - the index dialect, as MLIR's convert-index-to-llvm lowers
 * it: index is the target's pointer-sized integer, and each op is an
 * LLVM instruction or intrinsic on it.  rems, ceildivs, ceildivu and
 * floordivs share arith's code (cg_arith.c): rems has no undefined
 * INT_MIN % -1, and the rounded divisions are exact over the whole range
 * (MLIR 19's expansion of ceildivs wraps for the most negative
 * dividend). */
#include "config.h"
#include "cg.h"

static const LLVMOpcode opcode[OP__COUNT] = {
	[OP_INDEX_ADD] = LLVMAdd,   [OP_INDEX_SUB] = LLVMSub,   [OP_INDEX_MUL] = LLVMMul,
	[OP_INDEX_DIVS] = LLVMSDiv, [OP_INDEX_DIVU] = LLVMUDiv, [OP_INDEX_REMU] = LLVMURem,
	[OP_INDEX_AND] = LLVMAnd,   [OP_INDEX_OR] = LLVMOr,     [OP_INDEX_XOR] = LLVMXor,
	[OP_INDEX_SHL] = LLVMShl,   [OP_INDEX_SHRS] = LLVMAShr, [OP_INDEX_SHRU] = LLVMLShr,
};

static const char *const intrinsic[OP__COUNT] = {
	[OP_INDEX_MAXS] = "llvm.smax", [OP_INDEX_MAXU] = "llvm.umax",
	[OP_INDEX_MINS] = "llvm.smin", [OP_INDEX_MINU] = "llvm.umin",
};

bool cg_index_binop(Cg *g, Op *op)
{
	LLVMValueRef args[2] = {cg_opnd(op, 0), cg_opnd(op, 1)};
	LLVMValueRef v;
	if (intrinsic[op->kind])
		v = cg_call_intrinsic(g, intrinsic[op->kind], &g->t_index, 1, args, 2);
	else
		v = LLVMBuildBinOp(g->b, opcode[op->kind], args[0], args[1], "");
	cg_set(&op->res[0], v);
	return true;
}

bool cg_index_cmp(Cg *g, Op *op)
{
	/* index.cmp's predicate names follow arith's cmpi order. */
	int p = index_cmp_pred(op_attr(op, "pred"));
	cg_set(&op->res[0], LLVMBuildICmp(g->b, cg_icmp_pred[p], cg_opnd(op, 0), cg_opnd(op, 1), ""));
	return true;
}

bool cg_index_constant(Cg *g, Op *op)
{
	Attr *a = op_attr(op, "value");
	LLVMValueRef v = a->kind == AT_BOOL ? LLVMConstInt(g->t_i1, a->u.b, 0)
	                                    : LLVMConstInt(g->t_index, (unsigned long long)a->u.i, 1);
	cg_set(&op->res[0], v);
	return true;
}

/* casts sign-extends when it widens, castu zero-extends; both truncate. */
bool cg_index_cast(Cg *g, Op *op)
{
	LLVMTypeRef to = cg_type(g, op->res[0].type);
	if (!to)
		return false;
	bool is_signed = op->kind == OP_INDEX_CASTS;
	cg_set(&op->res[0], LLVMBuildIntCast2(g->b, cg_opnd(op, 0), to, is_signed, ""));
	return true;
}

bool cg_index_sizeof(Cg *g, Op *op)
{
	unsigned long long bits = LLVMSizeOfTypeInBits(g->td, g->t_index);
	cg_set(&op->res[0], LLVMConstInt(g->t_index, bits, 0));
	return true;
}
