/* cg_coro.c - async.coro.* as LLVM's switched-resume coroutine intrinsics.
 *
 * The function is marked presplitcoroutine (its passthrough attribute);
 * LLVM's CoroSplit pass, part of every default<On> pipeline, turns it into
 * a ramp function plus resume and destroy functions.  The frame is
 * allocated when the coroutine begins and freed in its cleanup block.
 * See https://llvm.org/docs/Coroutines.html.
 *
 * Frames come from libasyncrt's per-thread free lists
 * (asyncrt_frame_alloc, 16-byte aligned), a coroutine being created and
 * destroyed per task and per async call; a coroutine whose frame may need
 * a larger alignment (see over_aligned: wide vectors, over-aligned
 * allocas) uses aligned_alloc and free, as MLIR's lowering does for every
 * frame. */
#include "config.h"
#include "cg.h"

bool cg_coro_id(Cg *g, Op *op)
{
	LLVMValueRef null = LLVMConstNull(g->t_ptr);
	LLVMValueRef args[4] = {cg_i32(g, 0), null, null, null};
	cg_set(&op->res[0], cg_call_intrinsic(g, "llvm.coro.id", NULL, 0, args, 4));
	return true;
}

/* Whether the frame may need more than the 16 bytes of alignment
 * asyncrt_frame_alloc gives.  Frames hold the values live across
 * suspensions and the stack slots of allocas: a value of a type LLVM
 * aligns to more (vector<8xf32> is 32 bytes, so is an n-d vector or an
 * llvm aggregate holding one) raises it, and so does an alloca of such an
 * element or one asking for a larger alignment. */
static bool wide(Cg *g, Type *t)
{
	if (t->kind != TY_VECTOR && t->kind != TY_LLVM_ARRAY && t->kind != TY_LLVM_STRUCT)
		return false;
	LLVMTypeRef lt = cg_type(g, t);
	return lt && LLVMABIAlignmentOfType(g->td, lt) > 16;
}

static bool wide_alloca(Cg *g, Op *op)
{
	Attr *a = op_attr(op, "alignment");
	if (a && a->kind == AT_INT && a->u.i > 16)
		return true;
	if (op->kind == OP_MEMREF_ALLOCA)
		return wide(g, op->res[0].type->elem);
	Attr *e = op_attr(op, "elem_type");
	return e && e->kind == AT_TYPE && wide(g, e->type);
}

static WalkResult over_aligned(Op *op, void *arg)
{
	Cg *g = arg;
	if ((op->kind == OP_MEMREF_ALLOCA || op->kind == OP_LLVM_ALLOCA) && wide_alloca(g, op))
		return WALK_STOP;
	for (unsigned i = 0; i < op->nres; i++)
		if (wide(g, op->res[i].type))
			return WALK_STOP;
	for (unsigned r = 0; r < op->nregions; r++)
		for (Block *b = op->regions[r].first; b; b = b->next)
			for (unsigned i = 0; i < b->nargs; i++)
				if (wide(g, b->args[i]->type))
					return WALK_STOP;
	return WALK_ADVANCE;
}

bool cg_coro_begin(Cg *g, Op *op)
{
	LLVMTypeRef i64 = g->t_i64;
	LLVMValueRef size = cg_call_intrinsic(g, "llvm.coro.size", &i64, 1, NULL, 0);
	LLVMValueRef mem;
	g->frame_aligned_alloc = op_walk(g->func, over_aligned, g) == WALK_STOP;
	if (!g->frame_aligned_alloc) {
		mem = cg_call_rt(g, RT_FRAME_ALLOC, &size, 1);
	} else {
		/* aligned_alloc wants a multiple of the alignment. */
		LLVMValueRef align = cg_call_intrinsic(g, "llvm.coro.align", &i64, 1, NULL, 0);
		LLVMValueRef bumped = LLVMBuildSub(g->b, LLVMBuildAdd(g->b, size, align, ""), cg_i64(g, 1), "");
		LLVMValueRef rounded = LLVMBuildAnd(g->b, bumped, LLVMBuildNeg(g->b, align, ""), "");
		LLVMValueRef aa[2] = {align, rounded};
		mem = cg_call_rt(g, RT_ALIGNED_ALLOC, aa, 2);
	}
	LLVMValueRef args[2] = {cg_opnd(op, 0), mem};
	cg_set(&op->res[0], cg_call_intrinsic(g, "llvm.coro.begin", NULL, 0, args, 2));
	return true;
}

bool cg_coro_free(Cg *g, Op *op)
{
	LLVMValueRef args[2] = {cg_opnd(op, 0), cg_opnd(op, 1)};
	LLVMValueRef mem = cg_call_intrinsic(g, "llvm.coro.free", NULL, 0, args, 2);
	cg_call_rt(g, g->frame_aligned_alloc ? RT_FREE : RT_FRAME_FREE, &mem, 1);
	return true;
}

bool cg_coro_end(Cg *g, Op *op)
{
	LLVMValueRef args[3] = {cg_opnd(op, 0), LLVMConstInt(g->t_i1, 0, 0), LLVMConstNull(g->t_token)};
	cg_call_intrinsic(g, "llvm.coro.end", NULL, 0, args, 3);
	return true;
}

/* An await in a coroutine is a suspension the runtime ends by resuming:
 *
 *   %s = async.coro.save %hdl
 *   async.runtime.await_and_resume %x, %hdl
 *   async.coro.suspend %s, ^suspend, ^resume, ^cleanup
 *
 * When %x is available already, that costs a trip through the runtime
 * and the coroutine's resume function for nothing (an async.func call
 * that completed before its caller awaits it, as in a recursion): the
 * code first asks the runtime and goes straight to ^resume if so.
 * Returns false when op does not start that pattern. */
static bool skip_ready_await(Cg *g, Op *save)
{
	Op *await = save->next, *suspend = await ? await->next : NULL;
	if (!suspend || await->kind != OP_RT_AWAIT_AND_RESUME || suspend->kind != OP_CORO_SUSPEND ||
	    op_operand(suspend, 0) != &save->res[0] || suspend->succs[1].count)
		return false;
	Value *x = op_operand(await, 0);
	RtFn is_ready = x->type->kind == TY_TOKEN ? RT_TOKEN_IS_READY
	              : x->type->kind == TY_VALUE ? RT_VALUE_IS_READY : RT_GROUP_IS_READY;
	LLVMValueRef xv = cg_val(x);
	LLVMValueRef ready = cg_call_rt(g, is_ready, &xv, 1);
	/* The slow path right after the check, so that blocks stay in the
	 * order of the ops. */
	LLVMBasicBlockRef next = LLVMGetNextBasicBlock(LLVMGetInsertBlock(g->b));
	LLVMBasicBlockRef slow = next ? LLVMInsertBasicBlockInContext(g->lc, next, "")
	                              : LLVMAppendBasicBlockInContext(g->lc, g->fn, "");
	LLVMBuildCondBr(g->b, ready, cg_edge(g, suspend, 1), slow);
	LLVMPositionBuilderAtEnd(g->b, slow);
	return true;
}

bool cg_coro_save(Cg *g, Op *op)
{
	skip_ready_await(g, op);
	LLVMValueRef h = cg_opnd(op, 0);
	cg_set(&op->res[0], cg_call_intrinsic(g, "llvm.coro.save", NULL, 0, &h, 1));
	return true;
}

/* llvm.coro.suspend answers -1 when the coroutine suspended (return to
 * the caller or resumer), 0 when it was resumed, 1 when it is destroyed. */
bool cg_coro_suspend(Cg *g, Op *op)
{
	LLVMValueRef args[2] = {cg_opnd(op, 0), LLVMConstInt(g->t_i1, 0, 0)};
	LLVMValueRef state = cg_call_intrinsic(g, "llvm.coro.suspend", NULL, 0, args, 2);
	LLVMBasicBlockRef suspend = cg_edge(g, op, 0), resume = cg_edge(g, op, 1), cleanup = cg_edge(g, op, 2);
	LLVMValueRef sw = LLVMBuildSwitch(g->b, state, suspend, 2);
	LLVMAddCase(sw, LLVMConstInt(g->t_i8, 0, 0), resume);
	LLVMAddCase(sw, LLVMConstInt(g->t_i8, 1, 0), cleanup);
	return true;
}
