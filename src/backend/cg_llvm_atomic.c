/* cg_llvm_atomic.c - llvm.atomicrmw, llvm.cmpxchg and llvm.fence, as
 * mlir-translate-19 emits them:
 *
 *   %r = llvm.cmpxchg weak %p, %c, %n acq_rel monotonic {alignment = 4 : i64} : !llvm.ptr, i32
 * becomes
 *   %r = cmpxchg weak ptr %p, i32 %c, i32 %n acq_rel monotonic, align 4
 *
 * The dialect's enums are LLVM's numbers (llvm_attrs.h).  LLVM 19's C API
 * sets only the system and "singlethread" sync scopes; any other scope
 * ("agent", "workgroup": GPU targets) is refused by name. */
#include "config.h"
#include "cg_llvm.h"

#include <string.h>

static int64_t int_attr(Op *op, const char *name)
{
	Attr *a = op_attr(op, name);
	return a && a->kind == AT_INT ? a->u.i : 0;
}

/* Whether the op's syncscope is one LLVM 19's C API can set; *single
 * for "singlethread". */
static bool sync_scope(Cg *g, Op *op, LLVMBool *single)
{
	Attr *s = op_attr(op, "syncscope");
	*single = 0;
	if (!s || s->kind != AT_STRING || s->u.str.len == 0)
		return true;
	if (s->u.str.len == 12 && memcmp(s->u.str.s, "singlethread", 12) == 0) {
		*single = 1;
		return true;
	}
	return cg_error(g, op, "%s with syncscope(\"%.*s\") is not supported: LLVM 19's C API sets only "
	                "the system and \"singlethread\" sync scopes", op_table[op->kind].name, (int)s->u.str.len,
	                s->u.str.s);
}

/* alignment and volatile_, which the builders leave at their defaults. */
static void access_attrs(Op *op, LLVMValueRef inst)
{
	int64_t align = int_attr(op, "alignment");
	if (align > 0)
		LLVMSetAlignment(inst, (unsigned)align);
	if (op_attr(op, "volatile_"))
		LLVMSetVolatile(inst, 1);
}

bool cg_llvm_atomicrmw(Cg *g, Op *op)
{
	LLVMBool single;
	if (!sync_scope(g, op, &single))
		return false;
	LLVMValueRef v = LLVMBuildAtomicRMW(g->b, (LLVMAtomicRMWBinOp)int_attr(op, "bin_op"), cg_opnd(op, 0),
	                                    cg_opnd(op, 1), (LLVMAtomicOrdering)int_attr(op, "ordering"),
	                                    single);
	access_attrs(op, v);
	cg_set(&op->res[0], v);
	return true;
}

bool cg_llvm_cmpxchg(Cg *g, Op *op)
{
	LLVMBool single;
	if (!sync_scope(g, op, &single))
		return false;
	LLVMValueRef v = LLVMBuildAtomicCmpXchg(g->b, cg_opnd(op, 0), cg_opnd(op, 1), cg_opnd(op, 2),
	                                        (LLVMAtomicOrdering)int_attr(op, "success_ordering"),
	                                        (LLVMAtomicOrdering)int_attr(op, "failure_ordering"), single);
	access_attrs(op, v);
	if (op_attr(op, "weak"))
		LLVMSetWeak(v, 1);
	cg_set(&op->res[0], v);
	return true;
}

bool cg_llvm_fence(Cg *g, Op *op)
{
	LLVMBool single;
	if (!sync_scope(g, op, &single))
		return false;
	LLVMBuildFence(g->b, (LLVMAtomicOrdering)int_attr(op, "ordering"), single, "");
	return true;
}
