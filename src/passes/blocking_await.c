/* blocking_await.c - -feliminate-blocking-await.
 *
 * A function that blocks in an await ties up its thread; one that is a
 * coroutine suspends instead.  Each func.func holding an async.await or
 * async.await_all becomes a coroutine returning an !async.token and one
 * !async.value per former result.  Every call to it is rewritten to await
 * the token and the values, which puts awaits into the caller: a caller
 * that is not yet a coroutine then joins the work list, so conversion
 * spreads up the call graph (mutual recursion included) until it reaches
 * coroutines, which await without blocking, or functions marked
 * async.allowed_to_block, which keep blocking awaits on their callees.
 *
 * @main is the program's entry point (or the function -run -e names):
 * the C runtime calls it and expects it to return when the program is
 * done, so it is treated as allowed to block.  So is a function whose
 * address func.constant takes (its indirect callers, llvm code among
 * them, expect the signature it has).
 *
 *   func.func @g(%t: !async.token) -> i32 {
 *     async.await %t : !async.token
 *     return %c1 : i32
 *   }
 *   func.func @h(%t: !async.token) -> i32 {
 *     %r = call @g(%t) : (!async.token) -> i32
 *     return %r : i32
 *   }
 * becomes (before coro.c gives both their coroutine machinery, where the
 * awaits suspend):
 *   func.func @g(%t: !async.token) -> (!async.token, !async.value<i32>)
 *       the same body, its return storing %c1 into the value
 *   func.func @h(%t: !async.token) -> (!async.token, !async.value<i32>) {
 *     %0:2 = call @g(%t) : (!async.token) -> (!async.token, !async.value<i32>)
 *     async.await %0#0 : !async.token
 *     %r = async.await %0#1 : !async.value<i32>
 *     ... returning %r the same way
 *   } */
#include "config.h"
#include "async_lower.h"
#include "support/vec.h"

#include <stdlib.h>
#include <string.h>

typedef SVEC(Op *, 16) OpVec;

/* Call sites per callee: interned name -> OpVec*; and the functions
 * whose address is taken, which keep their signatures. */
typedef struct CallSites {
	PtrMap by_callee;
	PtrMap pinned;             /* interned name -> itself */
} CallSites;

static WalkResult collect_calls(Op *op, void *arg)
{
	Module *m = ((void **)arg)[0];
	CallSites *cs = ((void **)arg)[1];
	Attr *ref = op->kind == OP_FUNC_CONSTANT ? op_attr(op, "value") : NULL;
	if (ref && ref->kind == AT_SYMREF) {
		const char *name = ctx_intern_cstr(m->ctx, ref->u.str.s);
		ptrmap_put(&cs->pinned, name, (void *)name);
	}
	if (op->kind != OP_FUNC_CALL)
		return WALK_ADVANCE;
	Attr *callee = op_attr(op, "callee");
	const char *name = ctx_intern_cstr(m->ctx, callee->u.str.s);
	OpVec *v = ptrmap_get(&cs->by_callee, name);
	if (!v) {
		v = xmalloc(sizeof *v);
		svec_init(v);
		ptrmap_put(&cs->by_callee, name, v);
	}
	svec_push(v, op);
	return WALK_ADVANCE;
}

static WalkResult find_await(Op *op, void *arg)
{
	(void)arg;
	return op->kind == OP_ASYNC_AWAIT || op->kind == OP_ASYNC_AWAIT_ALL ? WALK_STOP : WALK_ADVANCE;
}

static bool may_convert(const Lowering *l, CallSites *cs, const Op *f)
{
	return f && f->kind == OP_FUNC_FUNC && !func_is_decl(f) && !lowering_is_coro(l, f) &&
	       !func_allowed_to_block(f) &&
	       strcmp(func_name(f), l->opts->entry ? l->opts->entry : "main") != 0 &&
	       !ptrmap_get(&cs->pinned, ctx_intern_cstr(l->m->ctx, func_name(f)));
}

static bool has_await(Op *f)
{
	return op_walk(f, find_await, NULL) == WALK_STOP;
}

/* The function now returns (token, !async.value<R>...). */
static void convert_signature(Lowering *l, Op *f)
{
	Ctx *c = l->m->ctx;
	Type *ft = func_type(f);
	Type **outs = xmalloc((ft->nout + 1) * sizeof *outs);
	outs[0] = ty_simple(c, TY_TOKEN);
	for (unsigned i = 0; i < ft->nout; i++)
		outs[1 + i] = ty_value(c, ty_func_out(ft, i));
	op_set_attr(l->m, f, "function_type",
	            at_type(c, ty_func(c, ft->params, ft->nin, outs, ft->nout + 1)));
	op_remove_attr(l->m, f, "res_attrs");
	free(outs);
}

/* call @f(...) -> R  becomes  call @f(...) -> (token, value<R>), then
 * async.await on each, the values' payloads replacing R. */
static Op *rewrite_call(Module *m, Op *call, Type *ft)
{
	Builder b = builder_before(m, call);
	Value **args = xmalloc((call->nopnds + 1) * sizeof *args);
	for (unsigned i = 0; i < call->nopnds; i++)
		args[i] = call->opnds[i].value;
	Op *nc = build(&b, OP_FUNC_CALL, ft->params + ft->nin, ft->nout, args, call->nopnds);
	free(args);
	nc->attrs = call->attrs;
	nc->nattrs = call->nattrs;
	Value *token = &nc->res[0];
	build(&b, OP_ASYNC_AWAIT, NULL, 0, &token, 1);
	for (unsigned i = 0; i < call->nres; i++) {
		Value *val = &nc->res[1 + i];
		Value *v = build1(&b, OP_ASYNC_AWAIT, call->res[i].type, &val, 1);
		value_replace_uses(&call->res[i], v);
	}
	op_erase(call);
	return nc;
}

void eliminate_blocking_awaits(Lowering *l)
{
	Module *m = l->m;
	CallSites cs;
	ptrmap_init(&cs.by_callee);
	ptrmap_init(&cs.pinned);
	void *arg[2] = {m, &cs};
	op_walk(m->op, collect_calls, arg);

	OpVec work;
	svec_init(&work);
	for (Op *f = module_body(m)->first; f; f = f->next)
		if (may_convert(l, &cs, f) && has_await(f))
			svec_push(&work, f);
	while (work.n) {
		Op *f = work.v[--work.n];
		/* A function may be queued by several callees. */
		if (!may_convert(l, &cs, f))
			continue;
		convert_signature(l, f);
		lowering_add_coro(l, f, CORO_CONVERTED, 0);
		OpVec *calls = ptrmap_get(&cs.by_callee, ctx_intern_cstr(m->ctx, func_name(f)));
		for (unsigned i = 0; calls && i < calls->n; i++) {
			Op *caller = op_parent_func(calls->v[i]);
			calls->v[i] = rewrite_call(m, calls->v[i], func_type(f));
			if (may_convert(l, &cs, caller))
				svec_push(&work, caller);
		}
	}
	svec_free(&work);
	for (size_t i = 0; i < cs.by_callee.cap; i++) {
		if (!cs.by_callee.keys[i] || cs.by_callee.keys[i] == PTRMAP_TOMB)
			continue;
		OpVec *v = cs.by_callee.vals[i];
		svec_free(v);
		free(v);
	}
	ptrmap_free(&cs.by_callee);
	ptrmap_free(&cs.pinned);
}
