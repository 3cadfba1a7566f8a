/* cg_async.c - async.runtime.* as calls into the runtime.
 *
 * Tokens, values and groups are opaque pointers to runtime objects.  The
 * runtime entry points are MLIR's (cg_runtime.def).  An async value's
 * storage holds its payload as the LLVM type of the payload, so a memref
 * payload is stored as its whole descriptor.  The runtime aligns storage
 * to 16 bytes (mlirAsyncRuntimeCreateValue has no alignment argument):
 * payloads that want more, such as vector<8xf32>, are loaded and stored
 * with 16-byte alignment. */
#include "config.h"
#include "cg.h"

enum { K_TOKEN, K_VALUE, K_GROUP };

static int kind_of(Type *t)
{
	return t->kind == TY_TOKEN ? K_TOKEN : t->kind == TY_VALUE ? K_VALUE : K_GROUP;
}

/* The runtime function of an op, by the kind of its first operand.
 * RT_NONE where the runtime has none (a value's add_to_group...). */
static const RtFn by_kind[OP__COUNT][3] = {
	[OP_RT_SET_AVAILABLE] = {RT_EMPLACE_TOKEN, RT_EMPLACE_VALUE, RT_NONE},
	[OP_RT_SET_ERROR] = {RT_SET_TOKEN_ERROR, RT_SET_VALUE_ERROR, RT_NONE},
	[OP_RT_IS_ERROR] = {RT_IS_TOKEN_ERROR, RT_IS_VALUE_ERROR, RT_IS_GROUP_ERROR},
	[OP_RT_AWAIT] = {RT_AWAIT_TOKEN, RT_AWAIT_VALUE, RT_AWAIT_GROUP},
	[OP_RT_AWAIT_AND_RESUME] = {RT_AWAIT_TOKEN_EXECUTE, RT_AWAIT_VALUE_EXECUTE, RT_AWAIT_GROUP_EXECUTE},
	[OP_RT_ADD_TO_GROUP] = {RT_ADD_TOKEN_TO_GROUP, RT_NONE, RT_NONE},
	[OP_RT_ADD_REF] = {RT_ADD_REF, RT_ADD_REF, RT_ADD_REF},
	[OP_RT_DROP_REF] = {RT_DROP_REF, RT_DROP_REF, RT_DROP_REF},
};

static RtFn runtime_fn(Cg *g, Op *op)
{
	RtFn f = by_kind[op->kind][kind_of(op_operand(op, 0)->type)];
	if (f == RT_NONE)
		cg_error(g, op, "the runtime has no '%s' for operands of this type", op_info(op)->name);
	return f;
}

static LLVMValueRef to_index(Cg *g, LLVMValueRef v)
{
	return LLVMTypeOf(v) == g->t_index ? v : LLVMBuildIntCast2(g->b, v, g->t_index, 1, "");
}

bool cg_rt_create(Cg *g, Op *op)
{
	Type *t = op->res[0].type;
	LLVMValueRef r;
	if (t->kind == TY_TOKEN) {
		LLVMValueRef site = cg_site(g, op);
		r = cg_call_rt(g, RT_CREATE_TOKEN_AT, &site, 1);
	} else {
		LLVMTypeRef pt = cg_type(g, t->elem);
		if (!pt)
			return false;
		LLVMValueRef args[2] = {cg_i64(g, (int64_t)LLVMABISizeOfType(g->td, pt)), cg_site(g, op)};
		r = cg_call_rt(g, RT_CREATE_VALUE_AT, args, 2);
	}
	cg_set(&op->res[0], r);
	return true;
}

bool cg_rt_create_group(Cg *g, Op *op)
{
	LLVMValueRef n = cg_opnd(op, 0);
	if (LLVMTypeOf(n) != g->t_i64)
		n = LLVMBuildIntCast2(g->b, n, g->t_i64, 1, "");
	cg_set(&op->res[0], cg_call_rt(g, RT_CREATE_GROUP, &n, 1));
	return true;
}

/* set_available, set_error, is_error, await: one call on the operand. */
bool cg_rt_by_kind(Cg *g, Op *op)
{
	RtFn f = runtime_fn(g, op);
	if (f == RT_NONE)
		return false;
	LLVMValueRef x = cg_opnd(op, 0);
	if (op->kind == OP_RT_AWAIT) {
		/* One entry point for the three kinds, with the await's site. */
		LLVMValueRef args[2] = {x, cg_site(g, op)};
		cg_call_rt(g, RT_AWAIT_AT, args, 2);
		return true;
	}
	LLVMValueRef r = cg_call_rt(g, f, &x, 1);
	if (op->nres)
		cg_set(&op->res[0], r);
	return true;
}

/* The continuation the runtime calls when an awaited object is ready:
 * resume the coroutine whose handle it is given. */
static LLVMValueRef resume_fn(Cg *g)
{
	if (g->resume_fn)
		return g->resume_fn;
	LLVMTypeRef ty = LLVMFunctionType(g->t_void, &g->t_ptr, 1, 0);
	LLVMValueRef fn = LLVMAddFunction(g->lm, "__resume", ty);
	LLVMSetLinkage(fn, LLVMInternalLinkage);
	LLVMBuilderRef saved = g->b;
	g->b = LLVMCreateBuilderInContext(g->lc);
	LLVMPositionBuilderAtEnd(g->b, LLVMAppendBasicBlockInContext(g->lc, fn, ""));
	LLVMValueRef h = LLVMGetParam(fn, 0);
	cg_call_intrinsic(g, "llvm.coro.resume", NULL, 0, &h, 1);
	LLVMBuildRetVoid(g->b);
	LLVMDisposeBuilder(g->b);
	g->b = saved;
	return g->resume_fn = fn;
}

bool cg_rt_await_and_resume(Cg *g, Op *op)
{
	RtFn f = runtime_fn(g, op);
	if (f == RT_NONE)
		return false;
	LLVMValueRef args[4] = {cg_opnd(op, 0), resume_fn(g), cg_opnd(op, 1), cg_site(g, op)};
	cg_call_rt(g, RT_AWAIT_EXECUTE_AT, args, 4);
	return true;
}

bool cg_rt_resume(Cg *g, Op *op)
{
	LLVMValueRef args[3] = {resume_fn(g), cg_opnd(op, 0), cg_site(g, op)};
	cg_call_rt(g, RT_EXECUTE_AT, args, 3);
	return true;
}

enum { STORAGE_ALIGN = 16 };

static void storage_align(Cg *g, LLVMValueRef access, LLVMTypeRef t)
{
	if (LLVMABIAlignmentOfType(g->td, t) > STORAGE_ALIGN)
		LLVMSetAlignment(access, STORAGE_ALIGN);
}

bool cg_rt_store(Cg *g, Op *op)
{
	LLVMValueRef v = cg_opnd(op, 1), x = cg_opnd(op, 0);
	LLVMValueRef p = cg_call_rt(g, RT_VALUE_STORAGE, &v, 1);
	storage_align(g, LLVMBuildStore(g->b, x, p), LLVMTypeOf(x));
	return true;
}

bool cg_rt_load(Cg *g, Op *op)
{
	LLVMValueRef v = cg_opnd(op, 0);
	LLVMValueRef p = cg_call_rt(g, RT_VALUE_STORAGE, &v, 1);
	LLVMTypeRef t = cg_type(g, op->res[0].type);
	if (!t)
		return false;
	LLVMValueRef x = LLVMBuildLoad2(g->b, t, p, "");
	storage_align(g, x, t);
	cg_set(&op->res[0], x);
	return true;
}

bool cg_rt_add_to_group(Cg *g, Op *op)
{
	RtFn f = runtime_fn(g, op);
	if (f == RT_NONE)
		return false;
	LLVMValueRef args[2] = {cg_opnd(op, 0), cg_opnd(op, 1)};
	cg_set(&op->res[0], to_index(g, cg_call_rt(g, f, args, 2)));
	return true;
}

bool cg_rt_refcount(Cg *g, Op *op)
{
	LLVMValueRef args[2] = {cg_opnd(op, 0), cg_i64(g, op_attr(op, "count")->u.i)};
	cg_call_rt(g, runtime_fn(g, op), args, 2);
	return true;
}

bool cg_rt_num_workers(Cg *g, Op *op)
{
	cg_set(&op->res[0], to_index(g, cg_call_rt(g, RT_NUM_WORKERS, NULL, 0)));
	return true;
}
