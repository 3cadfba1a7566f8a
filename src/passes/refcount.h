/* refcount.h - the parts of the reference counting pass (internal).
 *
 * The ownership model, shared by all parts:
 *
 *   Every !async.token, !async.value<T> and !async.group SSA value owns
 *   one reference from its definition: an op result (async.runtime.create,
 *   a call's result, an scf result) or a block argument (the caller, the
 *   predecessor or the parent op handed it over).  Each such reference
 *   must be given up exactly once on every path: by a drop_ref, or by a
 *   use that takes it over (refcount_policy.c says which uses do).
 *
 * refcount_policy.c  how each op uses and defines counted values
 * refcount_insert.c  add_ref / drop_ref placement in one region, from
 *                    liveness (liveness.h)
 * refcount_edges.c   adjustments on CFG edges, splitting them as needed
 * refcount_opt.c     removal of redundant pairs, merging of counts
 * refcount_check.c   an independent check of the result, for tests
 * refcount.c         the pass: checks, then the above per function */
#ifndef ASYNCC_REFCOUNT_H
#define ASYNCC_REFCOUNT_H

#include "ir/ir.h"

/* How an op uses a counted operand. */
typedef enum RcUse {
	RC_BORROW,      /* reads it; the reference stays with the user */
	RC_CONSUME,     /* takes over one reference per operand slot */
	RC_EDGE,        /* successor operand: the reference moves to the
	                   successor's block argument */
} RcUse;

/* Values the pass counts. */
bool rc_counted(const Type *t);

RcUse rc_operand_use(const Op *op, unsigned i);
/* Whether op's results are the same objects as some of its operands
 * (arith.select): such a result needs a reference of its own. */
bool rc_result_aliases(const Op *op);
/* Whether op adjusts counts itself (add_ref / drop_ref). */
bool rc_is_refcount_op(const Op *op);
/* Why the pass cannot count through op, or NULL when it can. */
const char *rc_refusal(const Op *op);

/* An adjustment on edge `succ` of terminator `term`. */
typedef struct EdgeFix {
	Op *term;
	unsigned succ;
	Value *v;
	int64_t delta;             /* > 0: add_ref, < 0: drop_ref */
} EdgeFix;

struct Liveness;
/* Place the fixes, grouped by terminator in block order, splitting edges
 * where needed; lv describes the region before any split. */
void rc_apply_edge_fixes(Module *m, const struct Liveness *lv, const EdgeFix *fixes, unsigned n);

/* Count the values defined in the blocks of region r (not in regions
 * nested in them).  Returns false after reporting an error. */
bool rc_insert_region(Module *m, Region *r);

/* Merge and cancel add_ref / drop_ref within each block of func, or of
 * every function (asyncc --pass=refcount-opt, for tests). */
void rc_optimize_func(Module *m, Op *func);
void rc_optimize_module(Module *m);

/* Build "async.runtime.add_ref / drop_ref %v {count}" with the builder. */
Op *rc_build(Builder *b, OpKind kind, Value *v, int64_t count);

#endif
