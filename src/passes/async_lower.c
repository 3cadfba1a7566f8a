/* async_lower.c - the state the parts of the async lowering share (see
 * async_lower.h): which functions are coroutines, and of which kind.
 * async_to_runtime.c fills it as it outlines and converts functions,
 * blocking_await.c adds the functions it converts, and both read it. */
#include "config.h"
#include "async_lower.h"


void lowering_add_coro(Lowering *l, Op *func, CoroKind kind, unsigned nawait)
{
	if (l->ncoros == l->capcoros) {
		l->capcoros = l->capcoros ? 2 * l->capcoros : 16;
		l->coros = xrealloc(l->coros, l->capcoros * sizeof *l->coros);
	}
	l->coros[l->ncoros++] = (PendingCoro){func, kind, nawait};
	ptrmap_put(&l->is_coro, func, func);
}

bool lowering_is_coro(const Lowering *l, const Op *func)
{
	return ptrmap_get(&l->is_coro, func) != NULL;
}

bool func_allowed_to_block(const Op *func)
{
	Attr *a = op_attr(func, "async.allowed_to_block");
	return a && a->kind == AT_UNIT;
}
