/* async_to_runtime.c - placeholder while the lowering is written. */
#include "config.h"
#include "pass.h"

static WalkResult find_async(Op *op, void *arg)
{
	(void)arg;
	switch (op->kind) {
	case OP_ASYNC_EXECUTE: case OP_ASYNC_AWAIT: case OP_ASYNC_FUNC: case OP_ASYNC_CALL:
	case OP_ASYNC_AWAIT_ALL: case OP_ASYNC_CREATE_GROUP: case OP_ASYNC_ADD_TO_GROUP:
	case OP_SCF_PARALLEL:
		return WALK_STOP;
	default:
		return WALK_ADVANCE;
	}
}

bool lower_parallel(Module *m, const LowerOptions *o)
{
	(void)m;
	(void)o;
	return true;
}

bool lower_async(Module *m, const LowerOptions *o)
{
	(void)o;
	if (op_walk(m->op, find_async, NULL) == WALK_STOP) {
		diag_error(ctx_diag(m->ctx), LOC_NONE, "async lowering is not implemented yet");
		return false;
	}
	return true;
}
