/* coro.c - building coroutine functions; see coro.h for their shape. */
#include "config.h"
#include "coro.h"

#include <stdlib.h>

static Block *new_block_before(Module *m, Region *r, Block *before)
{
	Block *b = block_new(m);
	region_insert_block(r, before, b);
	return b;
}

/* coro.save, the op that hands the handle to the runtime (built by
 * `hand_off`), and coro.suspend branching to `resume`. */
static void build_suspend(Builder *b, Coro *c, Op *(*hand_off)(Builder *, Coro *, Value *),
                          Value *x, Block *resume)
{
	Type *state = ty_simple(b->m->ctx, TY_CORO_STATE);
	Value *saved = build1(b, OP_CORO_SAVE, state, &c->handle, 1);
	hand_off(b, c, x);
	Op *susp = op_new(b->m, OP_CORO_SUSPEND, b->loc, NULL, 0, &saved, 1, 0, 3);
	op_set_succ(susp, 0, c->suspend, 1, 0);
	op_set_succ(susp, 1, resume, 1, 0);
	op_set_succ(susp, 2, c->cleanup_destroy, 1, 0);
	block_insert_op(b->block, b->before, susp);
}

static Op *hand_off_resume(Builder *b, Coro *c, Value *x)
{
	(void)x;
	return build(b, OP_RT_RESUME, NULL, 0, &c->handle, 1);
}

static Op *hand_off_await(Builder *b, Coro *c, Value *x)
{
	Value *ops[2] = {x, c->handle};
	return build(b, OP_RT_AWAIT_AND_RESUME, NULL, 0, ops, 2);
}

Coro *coro_setup(Module *m, Op *func, bool initial_suspend)
{
	Ctx *ctx = m->ctx;
	Region *body = &func->regions[0];
	Type *ft = func_type(func);
	Coro *c = xcalloc(1, sizeof *c);
	c->func = func;
	c->entry = body->first;

	/* The ops of the entry block move to a block of their own; the entry
	 * block keeps the function's arguments and becomes the ramp. */
	Block *orig = block_split(m, c->entry, c->entry->first);
	Builder b = builder_at_end(m, c->entry);
	b.loc = func->loc;
	unsigned first_value = 0;
	if (ft->nout && ty_func_out(ft, 0)->kind == TY_TOKEN) {
		c->token = build1(&b, OP_RT_CREATE, ty_func_out(ft, 0), NULL, 0);
		first_value = 1;
	}
	c->nvalues = ft->nout - first_value;
	c->values = xmalloc((c->nvalues + 1) * sizeof *c->values);
	for (unsigned i = 0; i < c->nvalues; i++)
		c->values[i] = build1(&b, OP_RT_CREATE, ty_func_out(ft, first_value + i), NULL, 0);
	c->id = build1(&b, OP_CORO_ID, ty_simple(ctx, TY_CORO_ID), NULL, 0);
	c->handle = build1(&b, OP_CORO_BEGIN, ty_simple(ctx, TY_CORO_HANDLE), &c->id, 1);

	/* The trailing blocks, in the order MLIR prints them. */
	c->cleanup = new_block_before(m, body, NULL);
	c->cleanup_destroy = new_block_before(m, body, NULL);
	c->suspend = new_block_before(m, body, NULL);
	for (int i = 0; i < 2; i++) {
		Block *cl = i ? c->cleanup_destroy : c->cleanup;
		Builder cb = builder_at_end(m, cl);
		cb.loc = func->loc;
		Value *ops[2] = {c->id, c->handle};
		build(&cb, OP_CORO_FREE, NULL, 0, ops, 2);
		build_br(&cb, c->suspend, NULL, 0);
	}
	Builder sb = builder_at_end(m, c->suspend);
	sb.loc = func->loc;
	build(&sb, OP_CORO_END, NULL, 0, &c->handle, 1);
	Value **rets = xmalloc((ft->nout + 1) * sizeof *rets);
	unsigned n = 0;
	if (c->token)
		rets[n++] = c->token;
	for (unsigned i = 0; i < c->nvalues; i++)
		rets[n++] = c->values[i];
	build(&sb, OP_FUNC_RETURN, NULL, 0, rets, n);
	free(rets);

	if (initial_suspend)
		build_suspend(&b, c, hand_off_resume, NULL, orig);
	else
		build_br(&b, orig, NULL, 0);

	Attr *presplit = at_cstr(ctx, "presplitcoroutine");
	op_set_attr(m, func, "passthrough", at_array(ctx, &presplit, 1));
	return c;
}

void coro_free(Coro *c)
{
	if (!c)
		return;
	free(c->values);
	free(c);
}

Block *coro_set_error(Module *m, Coro *c)
{
	if (c->set_error)
		return c->set_error;
	c->set_error = new_block_before(m, c->cleanup->parent, c->cleanup);
	Builder b = builder_at_end(m, c->set_error);
	b.loc = c->func->loc;
	if (c->token)
		build(&b, OP_RT_SET_ERROR, NULL, 0, &c->token, 1);
	for (unsigned i = 0; i < c->nvalues; i++)
		build(&b, OP_RT_SET_ERROR, NULL, 0, &c->values[i], 1);
	build_br(&b, c->cleanup, NULL, 0);
	return c->set_error;
}

Block *coro_await(Module *m, Coro *c, Op *at, Value *x)
{
	Block *head = at->parent;
	Block *cont = block_split(m, head, at);
	Block *resume = block_new(m);
	region_insert_block(cont->parent, cont, resume);
	Builder b = builder_at_end(m, head);
	b.loc = at->loc;
	build_suspend(&b, c, hand_off_await, x, resume);

	Builder rb = builder_at_end(m, resume);
	rb.loc = at->loc;
	Value *err = build1(&rb, OP_RT_IS_ERROR, ty_i1(m->ctx), &x, 1);
	build_cond_br(&rb, err, coro_set_error(m, c), NULL, 0, cont, NULL, 0);
	return cont;
}

void coro_return(Module *m, Coro *c, Op *ret)
{
	Builder b = builder_before(m, ret);
	for (unsigned i = 0; i < ret->nopnds && i < c->nvalues; i++) {
		Value *ops[2] = {ret->opnds[i].value, c->values[i]};
		build(&b, OP_RT_STORE, NULL, 0, ops, 2);
		build(&b, OP_RT_SET_AVAILABLE, NULL, 0, &c->values[i], 1);
	}
	if (c->token)
		build(&b, OP_RT_SET_AVAILABLE, NULL, 0, &c->token, 1);
	build_br(&b, c->cleanup, NULL, 0);
	op_erase(ret);
}

void coro_assert(Module *m, Coro *c, Op *assert_op)
{
	Block *cont = block_split(m, assert_op->parent, assert_op->next);
	Builder b = builder_before(m, assert_op);
	build_cond_br(&b, assert_op->opnds[0].value, cont, NULL, 0, coro_set_error(m, c), NULL, 0);
	op_erase(assert_op);
}
