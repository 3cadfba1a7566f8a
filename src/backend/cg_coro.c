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
 * destroyed per task and per async call; a frame that needs a larger
 * alignment (an over-aligned memref.alloca kept across a suspension)
 * falls back to aligned_alloc and free, as MLIR's lowering allocates
 * every frame.  CoroSplit turns llvm.coro.align into a constant, so the
 * test costs nothing once optimised. */
#include "config.h"
#include "cg.h"

bool cg_coro_id(Cg *g, Op *op)
{
	LLVMValueRef null = LLVMConstNull(g->t_ptr);
	LLVMValueRef args[4] = {cg_i32(g, 0), null, null, null};
	cg_set(&op->res[0], cg_call_intrinsic(g, "llvm.coro.id", NULL, 0, args, 4));
	return true;
}

/* Branch on whether the frame needs more than the 16 bytes of alignment
 * asyncrt_frame_alloc gives: to *over if so, else to *small; the
 * builder is left in a new block where both meet again. */
static LLVMValueRef frame_align_split(Cg *g, LLVMBasicBlockRef *small, LLVMBasicBlockRef *over,
                                      LLVMBasicBlockRef *join)
{
	LLVMTypeRef i64 = g->t_i64;
	LLVMValueRef align = cg_call_intrinsic(g, "llvm.coro.align", &i64, 1, NULL, 0);
	LLVMValueRef big = LLVMBuildICmp(g->b, LLVMIntUGT, align, cg_i64(g, 16), "");
	*small = cg_block_after(g, LLVMGetInsertBlock(g->b));
	*over = cg_block_after(g, *small);
	*join = cg_block_after(g, *over);
	LLVMBuildCondBr(g->b, big, *over, *small);
	return align;
}

bool cg_coro_begin(Cg *g, Op *op)
{
	LLVMTypeRef i64 = g->t_i64;
	LLVMValueRef size = cg_call_intrinsic(g, "llvm.coro.size", &i64, 1, NULL, 0);
	LLVMBasicBlockRef small, over, join;
	LLVMValueRef align = frame_align_split(g, &small, &over, &join);
	LLVMPositionBuilderAtEnd(g->b, small);
	LLVMValueRef m_small = cg_call_rt(g, RT_FRAME_ALLOC, &size, 1);
	LLVMBuildBr(g->b, join);
	LLVMPositionBuilderAtEnd(g->b, over);
	/* aligned_alloc wants a multiple of the alignment. */
	LLVMValueRef bumped = LLVMBuildSub(g->b, LLVMBuildAdd(g->b, size, align, ""), cg_i64(g, 1), "");
	LLVMValueRef rounded = LLVMBuildAnd(g->b, bumped, LLVMBuildNeg(g->b, align, ""), "");
	LLVMValueRef aa[2] = {align, rounded};
	LLVMValueRef m_over = cg_call_rt(g, RT_ALIGNED_ALLOC, aa, 2);
	LLVMBuildBr(g->b, join);
	LLVMPositionBuilderAtEnd(g->b, join);
	LLVMValueRef mem = LLVMBuildPhi(g->b, g->t_ptr, "");
	LLVMValueRef vals[2] = {m_small, m_over};
	LLVMBasicBlockRef from[2] = {small, over};
	LLVMAddIncoming(mem, vals, from, 2);
	LLVMValueRef args[2] = {cg_opnd(op, 0), mem};
	cg_set(&op->res[0], cg_call_intrinsic(g, "llvm.coro.begin", NULL, 0, args, 2));
	return true;
}

bool cg_coro_free(Cg *g, Op *op)
{
	LLVMValueRef args[2] = {cg_opnd(op, 0), cg_opnd(op, 1)};
	LLVMValueRef mem = cg_call_intrinsic(g, "llvm.coro.free", NULL, 0, args, 2);
	LLVMBasicBlockRef small, over, join;
	frame_align_split(g, &small, &over, &join);
	LLVMPositionBuilderAtEnd(g->b, small);
	cg_call_rt(g, RT_FRAME_FREE, &mem, 1);
	LLVMBuildBr(g->b, join);
	LLVMPositionBuilderAtEnd(g->b, over);
	cg_call_rt(g, RT_FREE, &mem, 1);
	LLVMBuildBr(g->b, join);
	LLVMPositionBuilderAtEnd(g->b, join);
	return true;
}

bool cg_coro_end(Cg *g, Op *op)
{
	LLVMValueRef args[3] = {cg_opnd(op, 0), LLVMConstInt(g->t_i1, 0, 0), LLVMConstNull(g->t_token)};
	cg_call_intrinsic(g, "llvm.coro.end", NULL, 0, args, 3);
	return true;
}

bool cg_coro_save(Cg *g, Op *op)
{
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
