/* cg_memref_copy.c - memref.copy and memref.realloc.
 *
 * A copy between contiguous memrefs (the identity layout, or a static
 * contiguous row-major one) is one memcpy of the element count times
 * the element size, as MLIR's lowering does.  Between other ranked
 * memrefs it is a loop nest over the source's sizes, innermost
 * dimension last, each element loaded and stored through the two
 * layouts.  With an unranked side the rank is only known at run time:
 * the runtime's memrefCopy (MLIR's runner-utils entry point, which
 * libasyncrt defines too) walks the descriptors.
 *
 *   memref.copy %a, %b : memref<2x3xf32, strided<[1, 2]>> to memref<2x3xf32>
 * becomes
 *   for i in 0..size0: for j in 0..size1: b[i, j] = a[i, j]
 *
 * realloc is MLIR's expand-realloc: a larger size gets a new buffer, the
 * old contents copied and the old buffer freed; a smaller or equal one
 * keeps the buffer. */
#include "config.h"
#include "cg.h"
#include "ir/layout.h"

static LLVMValueRef elem_size(Cg *g, Type *t)
{
	return cg_i64(g, (int64_t)LLVMABISizeOfType(g->td, cg_type(g, t->elem)));
}

/* MLIR's test for a memcpy: the identity layout, or a static shape
 * with elements that is contiguous row-major. */
static bool contiguous(const Type *t)
{
	if (t->kind != TY_MEMREF)
		return false;
	if (layout_is_identity(t))
		return true;
	if (!layout_is_static(t))
		return false;
	int64_t strides[LAYOUT_MAX_RANK], offset, expect = 1;
	layout_strides(t, strides, &offset);
	for (unsigned i = t->rank; i-- > 0;) {
		if (t->shape[i] == 0)
			return false;
		if (t->shape[i] != 1 && strides[i] != expect)
			return false;
		expect *= t->shape[i];
	}
	return true;
}

static void copy_memcpy(Cg *g, Type *ts, LLVMValueRef s, Type *td, LLVMValueRef d)
{
	LLVMValueRef n = cg_i64(g, 1);
	for (unsigned i = 0; i < ts->rank; i++)
		n = LLVMBuildMul(g->b, n, cg_memref_size(g, ts, s, i), "");
	LLVMValueRef bytes = LLVMBuildMul(g->b, n, elem_size(g, ts), "");
	LLVMTypeRef et = cg_type(g, ts->elem);
	LLVMValueRef so = cg_memref_offset(g, ts, s), dof = cg_memref_offset(g, td, d);
	LLVMValueRef sp = LLVMBuildGEP2(g->b, et, cg_memref_field(g, s, MR_ALIGNED, -1), &so, 1, "");
	LLVMValueRef dp = LLVMBuildGEP2(g->b, et, cg_memref_field(g, d, MR_ALIGNED, -1), &dof, 1, "");
	LLVMBuildMemCpy(g->b, dp, 1, sp, 1, bytes);
}

/* for iv[k] in 0..bounds[k], k = 0..n-1, nested; body() at the
 * innermost point.  The builder ends in the block after the nest. */
typedef void (*LoopBody)(Cg *g, LLVMValueRef *ivs, void *arg);

static void loop_nest(Cg *g, unsigned n, LLVMValueRef *bounds, LoopBody body, void *arg)
{
	LLVMValueRef *ivs = CG_ALLOC(g, n, LLVMValueRef);
	LLVMBasicBlockRef *latch = CG_ALLOC(g, n, LLVMBasicBlockRef), *exit = CG_ALLOC(g, n, LLVMBasicBlockRef);
	LLVMBasicBlockRef *head = CG_ALLOC(g, n, LLVMBasicBlockRef);
	for (unsigned k = 0; k < n; k++) {
		LLVMBasicBlockRef pre = LLVMGetInsertBlock(g->b);
		head[k] = cg_block_after(g, pre);
		LLVMBasicBlockRef inner = cg_block_after(g, head[k]);
		exit[k] = cg_block_after(g, inner);
		LLVMBuildBr(g->b, head[k]);
		LLVMPositionBuilderAtEnd(g->b, head[k]);
		ivs[k] = LLVMBuildPhi(g->b, g->t_i64, "");
		LLVMValueRef zero = cg_i64(g, 0);
		LLVMAddIncoming(ivs[k], &zero, &pre, 1);
		LLVMBuildCondBr(g->b, LLVMBuildICmp(g->b, LLVMIntSLT, ivs[k], bounds[k], ""), inner, exit[k]);
		LLVMPositionBuilderAtEnd(g->b, inner);
	}
	body(g, ivs, arg);
	for (unsigned k = n; k-- > 0;) {
		latch[k] = LLVMGetInsertBlock(g->b);
		LLVMValueRef next = LLVMBuildAdd(g->b, ivs[k], cg_i64(g, 1), "");
		LLVMAddIncoming(ivs[k], &next, &latch[k], 1);
		LLVMBuildBr(g->b, head[k]);
		LLVMPositionBuilderAtEnd(g->b, exit[k]);
	}
}

typedef struct CopyArgs {
	Type *ts, *td;
	LLVMValueRef s, d;
} CopyArgs;

static void copy_one(Cg *g, LLVMValueRef *ivs, void *arg)
{
	CopyArgs *c = arg;
	LLVMTypeRef et = cg_type(g, c->ts->elem);
	LLVMValueRef v = LLVMBuildLoad2(g->b, et, cg_memref_elem_ptr(g, c->ts, c->s, ivs), "");
	LLVMBuildStore(g->b, v, cg_memref_elem_ptr(g, c->td, c->d, ivs));
}

static void copy_loops(Cg *g, Type *ts, LLVMValueRef s, Type *td, LLVMValueRef d)
{
	CopyArgs c = {ts, td, s, d};
	LLVMValueRef *bounds = CG_ALLOC(g, ts->rank, LLVMValueRef);
	for (unsigned i = 0; i < ts->rank; i++)
		bounds[i] = cg_memref_size(g, ts, s, i);
	loop_nest(g, ts->rank, bounds, copy_one, &c);
}

static LLVMValueRef unranked(Cg *g, Type *t, LLVMValueRef x)
{
	if (t->kind == TY_UMEMREF)
		return x;
	return cg_memref_to_unranked(g, t, x);
}

bool cg_copy(Cg *g, Op *op)
{
	Type *ts = op_operand(op, 0)->type, *td = op_operand(op, 1)->type;
	LLVMValueRef s = cg_opnd(op, 0), d = cg_opnd(op, 1);
	if (contiguous(ts) && contiguous(td)) {
		copy_memcpy(g, ts, s, td, d);
	} else if (ts->kind == TY_MEMREF && td->kind == TY_MEMREF) {
		copy_loops(g, ts, s, td, d);
	} else {
		/* memrefCopy(elemSize, UnrankedMemRefType *src, *dst) */
		LLVMTypeRef ut = cg_umemref_type(g);
		LLVMValueRef us = cg_entry_alloca(g, ut), ud = cg_entry_alloca(g, ut);
		LLVMBuildStore(g->b, unranked(g, ts, s), us);
		LLVMBuildStore(g->b, unranked(g, td, d), ud);
		LLVMValueRef args[3] = {elem_size(g, ts), us, ud};
		cg_call_rt(g, RT_MEMREF_COPY, args, 3);
	}
	return true;
}

/* ------------------------------------------------------------- realloc */

static LLVMValueRef alloc_aligned(Cg *g, LLVMValueRef bytes, int64_t align, LLVMValueRef *aligned)
{
	if (!align) {
		LLVMValueRef p = cg_call_rt(g, RT_MALLOC, &bytes, 1);
		*aligned = p;
		return p;
	}
	bytes = LLVMBuildAdd(g->b, bytes, cg_i64(g, align), "");
	LLVMValueRef p = cg_call_rt(g, RT_MALLOC, &bytes, 1);
	LLVMValueRef a = LLVMBuildPtrToInt(g->b, p, g->t_i64, "");
	a = LLVMBuildAnd(g->b, LLVMBuildAdd(g->b, a, cg_i64(g, align - 1), ""), cg_i64(g, -align), "");
	*aligned = LLVMBuildIntToPtr(g->b, a, g->t_ptr, "");
	return p;
}

bool cg_realloc(Cg *g, Op *op)
{
	Type *ts = op_operand(op, 0)->type, *tr = op->res[0].type;
	LLVMValueRef s = cg_opnd(op, 0);
	Attr *al = op_attr(op, "alignment");
	LLVMValueRef old = cg_memref_size(g, ts, s, 0);
	LLVMValueRef size = op->nopnds > 1 ? cg_to_i64(g, cg_opnd(op, 1)) : cg_i64(g, tr->shape[0]);
	LLVMValueRef esz = elem_size(g, ts);
	LLVMValueRef so = cg_memref_offset(g, ts, s), oldp = cg_memref_field(g, s, MR_ALLOCATED, -1);
	LLVMValueRef olda = cg_memref_field(g, s, MR_ALIGNED, -1);
	LLVMBasicBlockRef from = LLVMGetInsertBlock(g->b);
	LLVMBasicBlockRef grow = cg_block_after(g, from), done = cg_block_after(g, grow);
	LLVMBuildCondBr(g->b, LLVMBuildICmp(g->b, LLVMIntUGT, size, old, ""), grow, done);

	LLVMPositionBuilderAtEnd(g->b, grow);
	LLVMValueRef aligned;
	LLVMValueRef allocated = alloc_aligned(g, LLVMBuildMul(g->b, size, esz, ""),
	                                       al && al->kind == AT_INT ? al->u.i : 0, &aligned);
	LLVMValueRef sp = LLVMBuildGEP2(g->b, cg_type(g, ts->elem), olda, &so, 1, "");
	LLVMBuildMemCpy(g->b, aligned, 1, sp, 1, LLVMBuildMul(g->b, old, esz, ""));
	cg_call_rt(g, RT_FREE, &oldp, 1);
	LLVMBasicBlockRef grown = LLVMGetInsertBlock(g->b);
	LLVMBuildBr(g->b, done);

	LLVMPositionBuilderAtEnd(g->b, done);
	LLVMValueRef pa = LLVMBuildPhi(g->b, g->t_ptr, ""), pb = LLVMBuildPhi(g->b, g->t_ptr, "");
	LLVMValueRef po = LLVMBuildPhi(g->b, g->t_i64, "");
	LLVMValueRef va[2] = {allocated, oldp}, vb[2] = {aligned, olda};
	LLVMValueRef vo[2] = {cg_i64(g, 0), so};
	LLVMBasicBlockRef bbs[2] = {grown, from};
	LLVMAddIncoming(pa, va, bbs, 2);
	LLVMAddIncoming(pb, vb, bbs, 2);
	LLVMAddIncoming(po, vo, bbs, 2);
	LLVMValueRef one = cg_i64(g, 1);
	cg_set(&op->res[0], cg_memref_desc(g, tr, pa, pb, po, &size, &one));
	return true;
}
