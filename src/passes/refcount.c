/* refcount.c - automatic reference counting of async runtime values.
 *
 * insert_refcounts (passes.h) gives every !async.token, !async.value and
 * !async.group the add_ref / drop_ref ops that free it after its last use
 * and never before, the way MLIR's async-runtime-ref-counting pass does,
 * then removes the redundant ones (async-runtime-ref-counting-opt and a
 * little more).  See refcount.h for the ownership model.
 *
 * Structured control flow is counted in place rather than lowered first:
 * each region is its own small CFG, values of outer regions are borrowed
 * by the op that holds the region, and iter_args / yields / results hand
 * references along like block arguments do.  That keeps scf readable in
 * --print-ir=runtime and lets loop-carried tokens work.
 *
 * A function that already has add_ref / drop_ref ops is taken as counted
 * by hand (or by an earlier run) and left as it is: counting it again
 * would add a second set of references, and its author's conventions
 * are not known to the optimizer.
 *
 *   %0:2 = call @async_execute_fn(%x) : (i32) -> (!async.token, !async.value<i32>)
 *   async.runtime.await %0#1 : !async.value<i32>
 *   %r = async.runtime.load %0#1 : <i32>
 *   return %r : i32
 * becomes, the token never used and the value last used by the load:
 *   %0:2 = call @async_execute_fn(%x) : (i32) -> (!async.token, !async.value<i32>)
 *   async.runtime.drop_ref %0#0 {count = 1 : i64} : !async.token
 *   async.runtime.await %0#1 : !async.value<i32>
 *   %r = async.runtime.load %0#1 : <i32>
 *   async.runtime.drop_ref %0#1 {count = 1 : i64} : !async.value<i32>
 *   return %r : i32 */
#include "config.h"
#include "passes/passes.h"
#include "refcount.h"
#include "support/vec.h"

Op *rc_build(Builder *b, OpKind kind, Value *v, int64_t count)
{
	Op *op = build(b, kind, NULL, 0, &v, 1);
	Ctx *c = b->m->ctx;
	op_set_attr(b->m, op, "count", at_int(c, ty_i64(c), count));
	return op;
}

typedef struct Scan {
	Module *m;
	bool counted_by_hand;
	bool ok;
	SVEC(Region *, 8) regions;
} Scan;

static WalkResult scan_op(Op *op, void *arg)
{
	Scan *s = arg;
	const char *why = rc_refusal(op);
	if (why) {
		diag_error(ctx_diag(s->m->ctx), op->loc, "%s", why);
		s->ok = false;
		return WALK_SKIP;       /* one error per construct */
	}
	if (rc_is_refcount_op(op))
		s->counted_by_hand = true;
	for (unsigned r = 0; r < op->nregions; r++)
		svec_push(&s->regions, &op->regions[r]);
	return WALK_ADVANCE;
}

static bool count_func(Module *m, Op *func)
{
	Scan s = {.m = m, .ok = true};
	svec_init(&s.regions);
	op_walk(func, scan_op, &s);
	bool ok = s.ok;
	if (ok && !s.counted_by_hand) {
		for (unsigned i = 0; i < s.regions.n; i++)
			ok = rc_insert_region(m, s.regions.v[i]) && ok;
		if (ok)
			rc_optimize_func(m, func);
	}
	svec_free(&s.regions);
	return ok;
}

bool insert_refcounts(Module *m)
{
	bool ok = true;
	for (Op *op = module_body(m)->first; op; op = op->next) {
		if ((op_is(op, OP_FUNC_FUNC) || op_is(op, OP_LLVM_FUNC)) && !func_is_decl(op))
			ok = count_func(m, op) && ok;
		else if (!op_is(op, OP_FUNC_FUNC) && rc_refusal(op)) {
			diag_error(ctx_diag(m->ctx), op->loc, "%s", rc_refusal(op));
			ok = false;
		}
	}
	return ok;
}
