/* async_to_runtime.c - the high-level async ops to the runtime level.
 *
 * In order:
 *  1. every async.execute region is outlined into a private function
 *     (innermost first) and replaced by a call to it;
 *  2. async.func becomes func.func, async.call func.call;
 *  3. with -feliminate-blocking-await, blocking functions become
 *     coroutines too (blocking_await.c);
 *  4. each coroutine gets its machinery (coro.c): awaits suspend, returns
 *     and yields store results, cf.assert sets the error state;
 *  5. what is left runs on ordinary threads: awaits block, and an error
 *     state found there aborts through cf.assert, as in MLIR.
 * Group creation and membership map one to one onto runtime ops.
 *
 *   func.func @f(%x: i32) -> i32 {
 *     %t, %v = async.execute -> !async.value<i32> {
 *       %y = arith.addi %x, %x : i32
 *       async.yield %y : i32
 *     }
 *     %r = async.await %v : !async.value<i32>
 *     return %r : i32
 *   }
 * becomes
 *   func.func @f(%x: i32) -> i32 {
 *     %0:2 = call @async_execute_fn(%x) : (i32) -> (!async.token, !async.value<i32>)
 *     async.runtime.await %0#1 : !async.value<i32>
 *     %e = async.runtime.is_error %0#1 : !async.value<i32>
 *     ... cf.assert (not %e), "Awaited async operand is in error state"
 *     %r = async.runtime.load %0#1 : <i32>
 *     return %r : i32
 *   }
 *   func.func private @async_execute_fn(%x: i32) -> (!async.token, !async.value<i32>)
 *       a coroutine (coro.h): created token and value, an initial
 *       suspension that hands it to the runtime, then the body, which
 *       stores %y and sets both available. */
#include "config.h"
#include "async_lower.h"
#include "coro.h"
#include "outline.h"
#include "support/vec.h"

#include <stdlib.h>
#include <string.h>

typedef SVEC(Op *, 16) OpVec;

/* ------------------------------------------------------------ outlining */

static void outline_execute(Lowering *l, Op *exec)
{
	Module *m = l->m;
	unsigned dfirst, ndeps = op_segment(exec, 0, &dfirst);
	unsigned vfirst, nvals = op_segment(exec, 1, &vfirst);
	Region *body = &exec->regions[0];
	Block *entry = body->first;

	Captures cap;
	captures_collect(exec, &cap);

	/* Arguments: dependencies, async.value operands, captured values. */
	unsigned nargs = ndeps + nvals + cap.nvals;
	Value **args = xmalloc((nargs + 1) * sizeof *args);
	Type **ins = xmalloc((nargs + 1) * sizeof *ins);
	for (unsigned i = 0; i < ndeps + nvals; i++)
		args[i] = exec->opnds[dfirst + i].value;
	for (unsigned i = 0; i < cap.nvals; i++)
		args[ndeps + nvals + i] = cap.vals[i];
	for (unsigned i = 0; i < nargs; i++)
		ins[i] = args[i]->type;
	Type **outs = xmalloc((exec->nres + 1) * sizeof *outs);
	for (unsigned i = 0; i < exec->nres; i++)
		outs[i] = exec->res[i].type;
	Type *ft = ty_func(m->ctx, ins, nargs, outs, exec->nres);
	Op *f = outline_func(m, "async_execute_fn", ft, exec->loc);

	/* The region's entry block becomes the function's: its arguments
	 * (the payloads of the async.value operands) become loads from the
	 * new arguments, which the coroutine awaits first. */
	unsigned nold = entry->nargs;
	Value **fargs = xmalloc((nargs + 1) * sizeof *fargs);
	for (unsigned i = 0; i < nargs; i++)
		fargs[i] = block_add_arg(m, entry, ins[i], exec->loc);
	Builder b = builder_before(m, entry->first);
	b.loc = exec->loc;
	for (unsigned i = 0; i < nvals && i < nold; i++) {
		Value *ld = build1(&b, OP_RT_LOAD, entry->args[i]->type, &fargs[ndeps + i], 1);
		value_replace_uses(entry->args[i], ld);
	}
	while (nold--)
		block_erase_arg(entry, 0);
	captures_rematerialize(m, &cap, entry, exec);
	for (unsigned i = 0; i < cap.nvals; i++)
		replace_uses_inside(cap.vals[i], fargs[ndeps + nvals + i], exec);
	region_take_blocks(&f->regions[0], body);

	/* The call that replaces the async.execute. */
	Builder cb = builder_before(m, exec);
	Op *call = build(&cb, OP_FUNC_CALL, outs, exec->nres, args, nargs);
	op_set_attr(m, call, "callee", at_symref(m->ctx, func_name(f)));
	for (unsigned i = 0; i < exec->nres; i++)
		value_replace_uses(&exec->res[i], &call->res[i]);
	op_erase(exec);
	lowering_add_coro(l, f, CORO_EXECUTE, ndeps + nvals);

	free(args);
	free(ins);
	free(outs);
	free(fargs);
	captures_free(&cap);
}

static void collect_kind(Op *op, void *arg)
{
	OpVec *v = arg;
	if (op->kind == OP_ASYNC_EXECUTE)
		svec_push(v, op);
}

/* Post-order: an execute nested in another is outlined first, so the
 * outer one then only holds a call. */
static void outline_all(Lowering *l)
{
	OpVec execs;
	svec_init(&execs);
	op_walk_post(l->m->op, collect_kind, &execs);
	for (unsigned i = 0; i < execs.n; i++)
		outline_execute(l, execs.v[i]);
	svec_free(&execs);
}

/* async.func and func.func have the same structure, as do async.call
 * and func.call: the lowering only changes what they are. */
static void convert_async_funcs(Lowering *l)
{
	for (Op *o = module_body(l->m)->first; o; o = o->next) {
		if (o->kind != OP_ASYNC_FUNC)
			continue;
		o->kind = OP_FUNC_FUNC;
		if (!func_is_decl(o))
			lowering_add_coro(l, o, CORO_FUNC, 0);
	}
}

/* ----------------------------------------------------------- coroutines */

static WalkResult collect_coro_ops(Op *op, void *arg)
{
	OpVec *v = arg;
	switch (op->kind) {
	case OP_ASYNC_AWAIT: case OP_ASYNC_AWAIT_ALL: case OP_ASYNC_YIELD:
	case OP_ASYNC_RETURN: case OP_FUNC_RETURN: case OP_CF_ASSERT:
		svec_push(v, op);
		break;
	default:
		break;
	}
	return WALK_ADVANCE;
}

/* A suspension inside memref.alloca_scope would split the scope's
 * region, which the back end emits in place: refused. */
typedef struct ScopedAwait {
	Op *root, *found;
} ScopedAwait;

static WalkResult find_scoped_await(Op *op, void *arg)
{
	ScopedAwait *s = arg;
	if (op->kind != OP_ASYNC_AWAIT && op->kind != OP_ASYNC_AWAIT_ALL)
		return WALK_ADVANCE;
	for (Op *p = op_parent_op(op); p && p != s->root; p = op_parent_op(p)) {
		if (p->kind == OP_MEMREF_ALLOCA_SCOPE) {
			s->found = op;
			return WALK_STOP;
		}
	}
	return WALK_ADVANCE;
}

static void lower_coroutine(Lowering *l, const PendingCoro *pc)
{
	Module *m = l->m;
	Op *f = pc->func;
	ScopedAwait sa = {f, NULL};
	op_walk(f, find_scoped_await, &sa);
	if (sa.found) {
		diag_error(ctx_diag(m->ctx), sa.found->loc,
		           "'%s' inside memref.alloca_scope in asynchronous code is not supported: "
		           "the scope would span a suspension", op_info(sa.found)->name);
		return;
	}
	/* Suspension points split blocks, which structured ops cannot
	 * contain: the whole body goes to branches first. */
	scf_to_cf_in(m, f);
	OpVec ops;
	svec_init(&ops);
	op_walk(f, collect_coro_ops, &ops);
	Coro *c = coro_setup(m, f, pc->kind == CORO_EXECUTE);

	/* An outlined region first waits for its dependencies and operands:
	 * before the first op of the body, which coro_setup moved to the
	 * block after the ramp. */
	Block *body = c->entry->next;
	for (unsigned i = 0; i < pc->nawait; i++)
		body = coro_await(m, c, body->first, c->entry->args[i]);

	for (unsigned i = 0; i < ops.n; i++) {
		Op *op = ops.v[i];
		switch (op->kind) {
		case OP_ASYNC_AWAIT:
		case OP_ASYNC_AWAIT_ALL: {
			Value *x = op->opnds[0].value;
			coro_await(m, c, op, x);
			if (op->nres) {
				Builder b = builder_before(m, op);
				Value *ld = build1(&b, OP_RT_LOAD, op->res[0].type, &x, 1);
				value_replace_uses(&op->res[0], ld);
			}
			op_erase(op);
			break;
		}
		case OP_ASYNC_YIELD: case OP_ASYNC_RETURN: case OP_FUNC_RETURN:
			coro_return(m, c, op);
			break;
		case OP_CF_ASSERT:
			coro_assert(m, c, op);
			break;
		default:
			break;
		}
	}
	svec_free(&ops);
	coro_free(c);
}

/* -------------------------------------------------- the blocking world */

static WalkResult collect_rest(Op *op, void *arg)
{
	OpVec *v = arg;
	switch (op->kind) {
	case OP_ASYNC_AWAIT: case OP_ASYNC_AWAIT_ALL: case OP_ASYNC_CREATE_GROUP:
	case OP_ASYNC_ADD_TO_GROUP: case OP_ASYNC_CALL:
		svec_push(v, op);
		break;
	default:
		break;
	}
	return WALK_ADVANCE;
}

/* runtime.await, then abort with MLIR's message if x is in error. */
static void blocking_await(Module *m, Op *op)
{
	Value *x = op->opnds[0].value;
	Builder b = builder_before(m, op);
	build(&b, OP_RT_AWAIT, NULL, 0, &x, 1);
	Value *err = build1(&b, OP_RT_IS_ERROR, ty_i1(m->ctx), &x, 1);
	Value *ops[2] = {err, build_const_int(&b, ty_i1(m->ctx), 1)};
	Value *ok = build1(&b, OP_ARITH_XORI, ty_i1(m->ctx), ops, 2);
	Op *as = build(&b, OP_CF_ASSERT, NULL, 0, &ok, 1);
	op_set_attr(m, as, "msg", at_cstr(m->ctx, "Awaited async operand is in error state"));
	if (op->nres) {
		Value *ld = build1(&b, OP_RT_LOAD, op->res[0].type, &x, 1);
		value_replace_uses(&op->res[0], ld);
	}
	op_erase(op);
}

static void lower_rest(Lowering *l)
{
	OpVec ops;
	svec_init(&ops);
	op_walk(l->m->op, collect_rest, &ops);
	for (unsigned i = 0; i < ops.n; i++) {
		Op *op = ops.v[i];
		switch (op->kind) {
		case OP_ASYNC_AWAIT: case OP_ASYNC_AWAIT_ALL:
			blocking_await(l->m, op);
			break;
		case OP_ASYNC_CREATE_GROUP: op->kind = OP_RT_CREATE_GROUP; break;
		case OP_ASYNC_ADD_TO_GROUP: op->kind = OP_RT_ADD_TO_GROUP; break;
		case OP_ASYNC_CALL: op->kind = OP_FUNC_CALL; break;
		default: break;
		}
	}
	svec_free(&ops);
}

bool lower_async(Module *m, const LowerOptions *o)
{
	unsigned errors_before = diag_errors(ctx_diag(m->ctx));
	Lowering l = {.m = m, .opts = o};
	ptrmap_init(&l.is_coro);
	outline_all(&l);
	convert_async_funcs(&l);
	if (o->eliminate_blocking_await)
		eliminate_blocking_awaits(&l);
	for (unsigned i = 0; i < l.ncoros; i++)
		lower_coroutine(&l, &l.coros[i]);
	lower_rest(&l);
	free(l.coros);
	ptrmap_free(&l.is_coro);
	return diag_errors(ctx_diag(m->ctx)) == errors_before;
}
