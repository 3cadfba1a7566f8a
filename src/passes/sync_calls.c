/* sync_calls.c - async.func calls that cannot suspend become plain calls.
 *
 * An async.func starts on its caller's thread and runs until its first
 * real suspension, an await of something not yet available.  A function
 * whose every await is of the results of calls to such functions, made
 * in its own body, never suspends: each callee has completed by the time
 * its call returns, so each await finds its operand ready.  Recursive
 * divide and conquer written with async.func (fib, a tree walk) is like
 * that: the coroutine frames, tokens and values it allocates per call
 * are pure overhead.
 *
 * Such functions (the greatest set closed under that rule, recursion
 * included) get a plain twin returning their payloads and an error flag,
 * and every call whose results are only ever awaited calls the twin
 * instead; its awaits become checks of the flag, which fail the way an
 * await of a value in the error state does (cf.assert: an abort in a
 * plain function, the error state in a coroutine).
 *
 *   async.func @fib(%n: i64) -> !async.value<i64> {
 *     ...
 *     %a = async.call @fib(%n1) : (i64) -> !async.value<i64>
 *     %va = async.await %a : !async.value<i64>
 *     ...
 *     return %s : i64
 *   }
 * gains
 *   func.func private @fib.sync(%n: i64) -> (i64, i1) {
 *     ...
 *     %a:2 = call @fib.sync(%n1) : (i64) -> (i64, i1)
 *     cf.cond_br %a#1, ^error, ^bb5          (an await of an error state)
 *   ^bb5:
 *     ... %a#0 for %va ...
 *     return %s, %false : i64, i1
 *   ^error:
 *     return %c0, %true : i64, i1
 *   }
 * and the same rewrite of the calls in @fib itself and in its callers.
 *
 * The twins hold scalar payloads only (integers, index, floats); a
 * function returning anything else keeps its coroutine.  Under
 * -feliminate-blocking-await a func.call may become an await later, so a
 * function making one is left alone. */
#include "config.h"
#include "passes/passes.h"
#include "outline.h"
#include "support/hash.h"
#include "support/vec.h"

#include <stdlib.h>
#include <string.h>

typedef SVEC(Op *, 16) OpVec;

typedef struct Sync {
	Module *m;
	const LowerOptions *o;
	PtrMap twin;               /* async.func -> its plain twin (or itself
	                            * while only a candidate) */
} Sync;

/* ------------------------------------------------------------ analysis */

static bool scalar(const Type *t)
{
	return ty_is_intlike(t) || ty_is_float(t);
}

static bool payloads_scalar(Op *f)
{
	Type *ft = func_type(f);
	for (unsigned i = 0; i < ft->nout; i++) {
		Type *t = ty_func_out(ft, i);
		if (t->kind == TY_VALUE ? !scalar(t->elem) : t->kind != TY_TOKEN)
			return false;
	}
	return true;
}

/* The async.call an awaited value comes from, if it is a candidate's. */
static Op *candidate_call(Sync *s, Value *v)
{
	Op *c = v->def;
	if (!c || c->kind != OP_ASYNC_CALL)
		return NULL;
	Op *callee = module_lookup(s->m, op_attr(c, "callee")->u.str.s);
	return callee && ptrmap_get(&s->twin, callee) ? c : NULL;
}

/* Whether all uses of a call's results are awaits. */
static bool only_awaited(Op *call)
{
	for (unsigned i = 0; i < call->nres; i++)
		for (Use *u = call->res[i].uses; u; u = u->next)
			if (u->user->kind != OP_ASYNC_AWAIT)
				return false;
	return true;
}

typedef struct Check {
	Sync *s;
	bool ok;
} Check;

/* What may make a candidate suspend (tasks' bodies are theirs). */
static WalkResult check_op(Op *op, void *arg)
{
	Check *c = arg;
	switch (op->kind) {
	case OP_ASYNC_EXECUTE:
		return WALK_SKIP;
	case OP_ASYNC_AWAIT: {
		Op *call = candidate_call(c->s, op_operand(op, 0));
		c->ok = call && only_awaited(call);
		break;
	}
	case OP_ASYNC_AWAIT_ALL:
		c->ok = false;
		break;
	case OP_FUNC_CALL:
		c->ok = !c->s->o->eliminate_blocking_await;
		break;
	default:
		break;
	}
	return c->ok ? WALK_ADVANCE : WALK_STOP;
}

/* The candidates: every defined async.func with scalar payloads, then
 * less each one that awaits anything else, until nothing changes. */
static unsigned find_candidates(Sync *s)
{
	for (Op *f = module_body(s->m)->first; f; f = f->next)
		if (f->kind == OP_ASYNC_FUNC && !func_is_decl(f) && payloads_scalar(f))
			ptrmap_put(&s->twin, f, f);
	bool changed = true;
	while (changed) {
		changed = false;
		for (Op *f = module_body(s->m)->first; f; f = f->next) {
			if (!ptrmap_get(&s->twin, f))
				continue;
			Check c = {s, true};
			for (Block *b = f->regions[0].first; b && c.ok; b = b->next)
				for (Op *o = b->first; o && c.ok; o = o->next)
					op_walk(o, check_op, &c);
			if (!c.ok) {
				ptrmap_del(&s->twin, f);
				changed = true;
			}
		}
	}
	return (unsigned)s->twin.len;
}

/* -------------------------------------------------------------- twins */

/* (inputs) -> (payloads..., i1): a token result has no payload. */
static Type *twin_type(Ctx *c, Type *ft)
{
	Type **outs = xmalloc((ft->nout + 1) * sizeof *outs);
	unsigned n = 0;
	for (unsigned i = 0; i < ft->nout; i++)
		if (ty_func_out(ft, i)->kind == TY_VALUE)
			outs[n++] = ty_func_out(ft, i)->elem;
	outs[n++] = ty_i1(c);
	Type *t = ty_func(c, ft->params, ft->nin, outs, n);
	free(outs);
	return t;
}

/* A private func.func NAME.sync with a copy of f's body. */
static Op *make_twin(Sync *s, Op *f)
{
	Module *m = s->m;
	const char *name = func_name(f);
	size_t n = strlen(name);
	char *base = xmalloc(n + 6);
	memcpy(base, name, n);
	memcpy(base + n, ".sync", 6);
	Op *t = outline_func(m, base, twin_type(m->ctx, func_type(f)), f->loc);
	free(base);
	ValueMap *vm = vmap_new();
	region_clone_into(m, &t->regions[0], &f->regions[0], vm);
	vmap_free(vm);
	return t;
}

/* ------------------------------------------------------------ the calls */

static Op *twin_of(Sync *s, Op *call)
{
	Op *callee = module_lookup(s->m, op_attr(call, "callee")->u.str.s);
	Op *t = callee ? ptrmap_get(&s->twin, callee) : NULL;
	return t && t != callee ? t : NULL;
}

/* An await of a result becomes a check of the twin's error flag; the
 * payload, if any, replaces what the await produced. */
static void replace_await(Module *m, Op *await, Value *err, Value *payload)
{
	Builder b = builder_before(m, await);
	Ctx *c = m->ctx;
	Value *ops[2] = {err, build_const_int(&b, ty_i1(c), 1)};
	Value *ok = build1(&b, OP_ARITH_XORI, ty_i1(c), ops, 2);
	Op *check = build(&b, OP_CF_ASSERT, NULL, 0, &ok, 1);
	op_set_attr(m, check, "msg", at_cstr(c, "Awaited async operand is in error state"));
	if (payload)
		value_replace_uses(&await->res[0], payload);
	op_erase(await);
}

static void rewrite_call(Sync *s, Op *call, Op *twin)
{
	Module *m = s->m;
	Builder b = builder_before(m, call);
	Type *tt = func_type(twin);
	Value **args = xmalloc((call->nopnds + 1) * sizeof *args);
	for (unsigned i = 0; i < call->nopnds; i++)
		args[i] = op_operand(call, i);
	Op *nc = build(&b, OP_FUNC_CALL, (Type **)tt->params + tt->nin, tt->nout, args, call->nopnds);
	free(args);
	op_set_attr(m, nc, "callee", at_symref(m->ctx, func_name(twin)));
	Value *err = &nc->res[tt->nout - 1];
	unsigned k = 0;
	for (unsigned i = 0; i < call->nres; i++) {
		Value *r = &call->res[i];
		Value *payload = r->type->kind == TY_VALUE ? &nc->res[k++] : NULL;
		while (r->uses)
			replace_await(m, r->uses->user, err, payload);
	}
	op_erase(call);
}

static WalkResult collect_calls(Op *op, void *arg)
{
	if (op->kind == OP_ASYNC_CALL)
		svec_push((OpVec *)arg, op);
	return WALK_ADVANCE;
}

static void rewrite_calls(Sync *s)
{
	OpVec calls;
	svec_init(&calls);
	op_walk(s->m->op, collect_calls, &calls);
	for (unsigned i = 0; i < calls.n; i++) {
		Op *twin = twin_of(s, calls.v[i]);
		if (twin && only_awaited(calls.v[i]))
			rewrite_call(s, calls.v[i], twin);
	}
	svec_free(&calls);
}

/* ------------------------------------------------------- twins' bodies */

/* async.return %payloads -> return %payloads, false */
static void plain_returns(Module *m, Op *twin)
{
	for (Block *b = twin->regions[0].first; b; b = b->next) {
		Op *ret = block_terminator(b);
		if (!ret || ret->kind != OP_ASYNC_RETURN)
			continue;
		Builder bld = builder_before(m, ret);
		unsigned n = ret->nopnds;
		Value **vals = xmalloc((n + 1) * sizeof *vals);
		for (unsigned i = 0; i < n; i++)
			vals[i] = op_operand(ret, i);
		vals[n] = build_const_int(&bld, ty_i1(m->ctx), 0);
		build(&bld, OP_FUNC_RETURN, NULL, 0, vals, n + 1);
		free(vals);
		op_erase(ret);
	}
}

/* The block every failed check goes to: zeros for the payloads, and the
 * error flag set. */
static Block *error_block(Module *m, Op *twin)
{
	Block *err = block_new(m);
	region_push_block(&twin->regions[0], err);
	Builder b = builder_at_end(m, err);
	b.loc = twin->loc;
	Type *ft = func_type(twin);
	Value **vals = xmalloc(ft->nout * sizeof *vals);
	for (unsigned i = 0; i + 1 < ft->nout; i++) {
		Type *t = ty_func_out(ft, i);
		vals[i] = ty_is_float(t) ? build_const_float(&b, t, 0.0) : build_const_int(&b, t, 0);
	}
	vals[ft->nout - 1] = build_const_int(&b, ty_i1(m->ctx), 1);
	build(&b, OP_FUNC_RETURN, NULL, 0, vals, ft->nout);
	free(vals);
	return err;
}

/* A failed cf.assert in an async.func puts its results in the error
 * state; in the twin it returns with the flag set:
 *   cf.assert %ok, "..."   ->   cf.cond_br %ok, ^rest, ^error
 * Only the twin's own blocks: a task's asserts are the task's. */
static void asserts_to_errors(Module *m, Op *twin)
{
	Block *err = NULL;
	for (Block *b = twin->regions[0].first; b; b = b->next) {
		for (Op *o = b->first; o; o = o->next) {
			if (o->kind != OP_CF_ASSERT)
				continue;
			if (!err)
				err = error_block(m, twin);
			Block *rest = block_split(m, b, o->next);
			Builder bld = builder_at_end(m, b);
			bld.loc = o->loc;
			build_cond_br(&bld, op_operand(o, 0), rest, NULL, 0, err, NULL, 0);
			op_erase(o);
			break;             /* b ends here; rest is the next block */
		}
	}
}

static void finish_twin(Module *m, Op *twin)
{
	plain_returns(m, twin);
	scf_to_cf_in(m, twin);
	asserts_to_errors(m, twin);
}

/* --------------------------------------------------------------- driver */

typedef struct Callees {
	Module *m;
	PtrMap called;             /* function op -> a call of it */
} Callees;

static WalkResult mark_callee(Op *op, void *arg)
{
	Callees *c = arg;
	if (op->kind == OP_ASYNC_CALL || op->kind == OP_FUNC_CALL) {
		Op *f = module_lookup(c->m, op_attr(op, "callee")->u.str.s);
		if (f)
			ptrmap_put(&c->called, f, op);
	}
	return WALK_ADVANCE;
}

/* Private async.funcs whose every call now goes to their twins. */
static void erase_unused(Sync *s, OpVec *funcs)
{
	Callees c = {.m = s->m};
	ptrmap_init(&c.called);
	op_walk(s->m->op, mark_callee, &c);
	for (unsigned i = 0; i < funcs->n; i++) {
		Op *f = funcs->v[i];
		if (func_is_private(f) && !ptrmap_get(&c.called, f))
			op_erase(f);
	}
	ptrmap_free(&c.called);
	module_forget_symbols(s->m);
}

bool sync_calls(Module *m, const LowerOptions *o)
{
	Sync s = {.m = m, .o = o};
	ptrmap_init(&s.twin);
	OpVec funcs, twins;
	svec_init(&funcs);
	svec_init(&twins);
	if (find_candidates(&s)) {
		for (Op *f = module_body(m)->first; f; f = f->next)
			if (ptrmap_get(&s.twin, f))
				svec_push(&funcs, f);
		for (unsigned i = 0; i < funcs.n; i++) {
			Op *t = make_twin(&s, funcs.v[i]);
			ptrmap_put(&s.twin, funcs.v[i], t);
			svec_push(&twins, t);
		}
		rewrite_calls(&s);
		for (unsigned i = 0; i < twins.n; i++)
			finish_twin(m, twins.v[i]);
		erase_unused(&s, &funcs);
	}
	svec_free(&funcs);
	svec_free(&twins);
	ptrmap_free(&s.twin);
	return true;
}
