/* cg_llvm_intr.c - llvm.intr.* ops: a call of the LLVM intrinsic their
 * row of llvm_intr.h names, overloaded on the types its overload string
 * lists, with the op's i1 attribute (isVolatile, is_zero_poison, ...)
 * as the immediate last argument; and the few whose arguments do not
 * follow that pattern (cg_llvm_intr_more). */
#include "config.h"
#include "cg_llvm.h"
#include "ir/llvm_intr.h"

#include <stdio.h>
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

/* ------------------------------------- the intrinsics of verify_llvm_intr.c */

/* Whether sub (n lanes) fits in v (of len lanes) at pos as LLVM wants
 * it: one element type, pos a multiple of n, the whole part inside. */
static bool part_fits(const Type *sub, const Type *v, int64_t pos)
{
	int64_t n = sub->shape[0], len = v->shape[0];
	return sub->elem == v->elem && pos >= 0 && n <= len && pos % n == 0 && pos + n <= len;
}

/* LLVM's rules that MLIR 19's verifier leaves to the translation; nothing
 * scalable gets here (codegen_check). */
static const char *llvm_rule_broken(Op *op)
{
	Type *r = op->res ? op->res[0].type : NULL;
	switch (op->kind) {
	case OP_LLVM_INTR_EH_TYPEID_FOR:
		return r->kind == TY_INT && r->width == 32 ? NULL : "LLVM's llvm.eh.typeid.for returns an i32";
	case OP_LLVM_INTR_VECTOR_INSERT:
		return part_fits(op_operand(op, 1)->type, r, op_attr(op, "pos")->u.i) ? NULL
		       : "LLVM inserts a vector of the same element type, at a multiple of its length, inside "
		         "the destination";
	case OP_LLVM_INTR_VECTOR_EXTRACT:
		return part_fits(r, op_operand(op, 0)->type, op_attr(op, "pos")->u.i) ? NULL
		       : "LLVM extracts a vector of the same element type, at a multiple of its length, inside "
		         "the source";
	case OP_LLVM_INTR_DEINTERLEAVE2: {
		Type *v = op_operand(op, 0)->type;
		bool ok = r->kind == TY_LLVM_STRUCT && r->nin == 2 && !r->name && r->params[0] == r->params[1] &&
		          r->params[0]->kind == v->kind && r->params[0]->elem == v->elem &&
		          2 * r->params[0]->shape[0] == v->shape[0];
		return ok ? NULL : "LLVM's llvm.vector.deinterleave2 returns a struct of two vectors of half the "
		                   "operand's length";
	}
	default:
		return NULL;
	}
}

/* eh.typeid.for, lifetime.start/end, invariant.start/end, vector.insert
 * and extract, vector.interleave2 and deinterleave2: a call of LLVM's
 * intrinsic of that name with the i64 property (size, pos) where LLVM
 * wants it, overloaded on the types LLVM names it by. */
bool cg_llvm_intr_more(Cg *g, Op *op)
{
	const char *name = op_info(op)->name + strlen("llvm.intr.");
	const char *why = llvm_rule_broken(op);
	if (why)
		return cg_error(g, op, "'%s' op cannot be compiled: %s", op_info(op)->name, why);
	char llvm[64];
	snprintf(llvm, sizeof llvm, "llvm.%s", name);
	Attr *imm = op_attr(op, op->kind == OP_LLVM_INTR_VECTOR_INSERT || op->kind == OP_LLVM_INTR_VECTOR_EXTRACT
	                    ? "pos" : "size");
	LLVMValueRef k = imm ? LLVMConstInt(g->t_i64, (unsigned long long)imm->u.i, 1) : NULL;
	LLVMValueRef args[3];
	Type *over[2];
	unsigned n = 0, nover = 0;
	switch (op->kind) {
	case OP_LLVM_INTR_LIFETIME_START: case OP_LLVM_INTR_LIFETIME_END: case OP_LLVM_INTR_INVARIANT_START:
		args[n++] = k;
		args[n++] = cg_opnd(op, 0);
		over[nover++] = op_operand(op, 0)->type;
		break;
	case OP_LLVM_INTR_INVARIANT_END:
		args[n++] = cg_opnd(op, 0);
		args[n++] = k;
		args[n++] = cg_opnd(op, 1);
		over[nover++] = op_operand(op, 1)->type;
		break;
	case OP_LLVM_INTR_VECTOR_INSERT:
		args[n++] = cg_opnd(op, 0);
		args[n++] = cg_opnd(op, 1);
		args[n++] = k;
		over[nover++] = op->res[0].type;
		over[nover++] = op_operand(op, 1)->type;
		break;
	case OP_LLVM_INTR_VECTOR_EXTRACT:
		args[n++] = cg_opnd(op, 0);
		args[n++] = k;
		over[nover++] = op->res[0].type;
		over[nover++] = op_operand(op, 0)->type;
		break;
	default: /* eh.typeid.for, deinterleave2 (overloaded on the operand), interleave2 */
		for (unsigned i = 0; i < op->nopnds; i++)
			args[n++] = cg_opnd(op, i);
		over[nover++] = op->kind == OP_LLVM_INTR_INTERLEAVE2 ? op->res[0].type : op_operand(op, 0)->type;
		break;
	}
	unsigned id = LLVMLookupIntrinsicID(llvm, strlen(llvm));
	if (!id)
		return cg_error(g, op, "'%s' has no LLVM intrinsic in this LLVM", op_info(op)->name);
	LLVMTypeRef lover[2];
	for (unsigned i = 0; i < nover; i++)
		if (!(lover[i] = cg_type(g, over[i])))
			return false;
	LLVMValueRef v = cg_call_intrinsic(g, llvm, lover, LLVMIntrinsicIsOverloaded(id) ? nover : 0, args, n);
	if (op->nres == 1)
		cg_set(&op->res[0], v);
	return true;
}
