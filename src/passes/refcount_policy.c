/* refcount_policy.c - what each op does with reference-counted values.
 *
 * One row per op kind that differs from the default; the default is that
 * an op borrows its counted operands (the runtime does not keep them past
 * the call: await, is_error, load, set_available, add_to_group, ...) and
 * that its counted results are new references it hands to the caller.
 * The runtime's own references are invisible here: a token or value made
 * by async.runtime.create carries a second, producer's reference that
 * set_available / set_error give up, and add_to_group keeps the group
 * alive while the token is pending. */
#include "config.h"
#include "refcount.h"

enum { REFUSE_NEVER, REFUSE_ALWAYS, REFUSE_COUNTED, REFUSE_COUNTED_ELEM };

typedef struct RcRow {
	unsigned char use;         /* RcUse of its counted operands */
	bool alias;                /* results alias operands */
	bool refcount;             /* add_ref / drop_ref */
	unsigned char refuse;      /* REFUSE_*: when the pass gives up */
	const char *why;
} RcRow;

#define HIGH_LEVEL "async operations must be lowered to async runtime operations before reference counting"
#define IN_VALUES "reference counting does not support counted values stored in !async.value"
#define IN_REDUCE "reference counting does not support counted values in parallel loop reductions"

static const RcRow rows[OP__COUNT] = {
	/* The callee owns its arguments; the caller owns the results. */
	[OP_FUNC_CALL] = {.use = RC_CONSUME},
	[OP_FUNC_RETURN] = {.use = RC_CONSUME},
	/* Structured control flow hands references along like branches:
	 * iter_args and yielded values move into block arguments and
	 * results, which own them. */
	[OP_SCF_YIELD] = {.use = RC_CONSUME},
	[OP_SCF_CONDITION] = {.use = RC_CONSUME},
	[OP_SCF_FOR] = {.use = RC_CONSUME},
	[OP_SCF_WHILE] = {.use = RC_CONSUME},
	[OP_CF_BR] = {.use = RC_EDGE},
	[OP_CF_COND_BR] = {.use = RC_EDGE},
	[OP_CF_SWITCH] = {.use = RC_EDGE},
	[OP_FUNC_CALL_INDIRECT] = {.use = RC_CONSUME},
	/* The same in llvm.func bodies. */
	[OP_LLVM_BR] = {.use = RC_EDGE},
	[OP_LLVM_COND_BR] = {.use = RC_EDGE},
	[OP_LLVM_SWITCH] = {.use = RC_EDGE},
	[OP_LLVM_RETURN] = {.use = RC_CONSUME},
	[OP_ARITH_SELECT] = {.alias = true},
	[OP_RT_ADD_REF] = {.refcount = true},
	[OP_RT_DROP_REF] = {.refcount = true},
	/* A token stored in a value would need the value to own it, and the
	 * runtime does not drop what a value's storage holds. */
	[OP_RT_STORE] = {.refuse = REFUSE_COUNTED_ELEM, .why = IN_VALUES},
	[OP_RT_LOAD] = {.refuse = REFUSE_COUNTED_ELEM, .why = IN_VALUES},
	[OP_SCF_PARALLEL] = {.refuse = REFUSE_COUNTED, .why = IN_REDUCE},
	[OP_SCF_REDUCE] = {.refuse = REFUSE_COUNTED, .why = IN_REDUCE},
	[OP_SCF_REDUCE_RETURN] = {.refuse = REFUSE_COUNTED, .why = IN_REDUCE},
	/* The high-level ops hide references the pass cannot see. */
	[OP_ASYNC_FUNC] = {.refuse = REFUSE_ALWAYS, .why = HIGH_LEVEL},
	[OP_ASYNC_CALL] = {.refuse = REFUSE_ALWAYS, .why = HIGH_LEVEL},
	[OP_ASYNC_RETURN] = {.refuse = REFUSE_ALWAYS, .why = HIGH_LEVEL},
	[OP_ASYNC_EXECUTE] = {.refuse = REFUSE_ALWAYS, .why = HIGH_LEVEL},
	[OP_ASYNC_YIELD] = {.refuse = REFUSE_ALWAYS, .why = HIGH_LEVEL},
	[OP_ASYNC_AWAIT] = {.refuse = REFUSE_ALWAYS, .why = HIGH_LEVEL},
	[OP_ASYNC_AWAIT_ALL] = {.refuse = REFUSE_ALWAYS, .why = HIGH_LEVEL},
	[OP_ASYNC_CREATE_GROUP] = {.refuse = REFUSE_ALWAYS, .why = HIGH_LEVEL},
	[OP_ASYNC_ADD_TO_GROUP] = {.refuse = REFUSE_ALWAYS, .why = HIGH_LEVEL},
};

bool rc_counted(const Type *t)
{
	return ty_is_async(t);
}

RcUse rc_operand_use(const Op *op, unsigned i)
{
	(void)i;
	return (RcUse)rows[op->kind].use;
}

bool rc_result_aliases(const Op *op)
{
	return rows[op->kind].alias;
}

bool rc_is_refcount_op(const Op *op)
{
	return rows[op->kind].refcount;
}

static bool touches_counted(const Op *op)
{
	for (unsigned i = 0; i < op->nopnds; i++)
		if (rc_counted(op->opnds[i].value->type))
			return true;
	for (unsigned i = 0; i < op->nres; i++)
		if (rc_counted(op->res[i].type))
			return true;
	return false;
}

/* An !async.value operand whose payload is itself counted. */
static bool holds_counted(const Op *op)
{
	for (unsigned i = 0; i < op->nopnds; i++) {
		const Type *t = op->opnds[i].value->type;
		if (t->kind == TY_VALUE && rc_counted(t->elem))
			return true;
	}
	return false;
}

const char *rc_refusal(const Op *op)
{
	const RcRow *r = &rows[op->kind];
	switch (r->refuse) {
	case REFUSE_ALWAYS: return r->why;
	case REFUSE_COUNTED: return touches_counted(op) ? r->why : NULL;
	case REFUSE_COUNTED_ELEM: return holds_counted(op) ? r->why : NULL;
	default: return NULL;
	}
}
