/* cg_llvm_intr.c - llvm.intr.* ops: a call of the LLVM intrinsic their
 * row of llvm_intr.h names, overloaded on the types its overload string
 * lists, with the op's i1 attribute (isVolatile, is_zero_poison, ...)
 * as the immediate last argument. */
#include "config.h"
#include "cg_llvm.h"
#include "ir/llvm_intr.h"

#include <string.h>

bool cg_llvm_intr(Cg *g, Op *op)
{
	const IntrInfo *in = llvm_intr_info(op->kind);
	unsigned id = in ? LLVMLookupIntrinsicID(in->llvm, strlen(in->llvm)) : 0;
	if (!id)
		return cg_error(g, op, "'%s' has no LLVM intrinsic in this LLVM", op_info(op)->name);
	LLVMTypeRef over[4];
	unsigned nover = 0;
	if (LLVMIntrinsicIsOverloaded(id)) {
		for (const char *s = in->overload; *s && nover < 4; s++) {
			Type *t = *s == 'r' ? op->res[0].type : op_operand(op, (unsigned)(*s - '0'))->type;
			if (!(over[nover++] = cg_type(g, t)))
				return false;
		}
	}
	LLVMValueRef args[5];
	unsigned n = 0;
	for (unsigned i = 0; i < op->nopnds && n < 4; i++)
		args[n++] = cg_opnd(op, i);
	if (in->immarg) {
		Attr *a = op_attr(op, in->immarg);
		args[n++] = LLVMConstInt(g->t_i1, a && a->kind == AT_BOOL && a->u.b, 0);
	}
	LLVMValueRef v = cg_call_intrinsic(g, in->llvm, over, nover, args, n);
	cg_llvm_flags(op, v);
	if (op->nres == 1)
		cg_set(&op->res[0], v);
	return true;
}
