/* forall.c - scf.forall on memrefs as scf.parallel, which the
 * parallel-for pass then runs on the runtime's workers (or scf-to-cf
 * as a loop nest).  Both say the same thing of their iterations: they
 * may run in any order, at once; forall's bounds that are constants
 * become arith.constant, its mapping attribute (a GPU notion) is
 * dropped, and its empty scf.forall.in_parallel becomes scf.reduce.
 * shared_outs (tensors) never get here: the parser and the verifier
 * refuse them.
 *
 *   scf.forall (%i, %j) in (%n, 4) {
 *     memref.store %v, %m[%i, %j] : memref<?x4xf32>
 *   }
 * becomes
 *   %c0 = arith.constant 0 : index
 *   %c4 = arith.constant 4 : index
 *   %c1 = arith.constant 1 : index
 *   scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c4) step (%c1, %c1) {
 *     memref.store %v, %m[%i, %j] : memref<?x4xf32>
 *     scf.reduce
 *   } */
#include "config.h"
#include "passes/passes.h"
#include "support/vec.h"

#include <stdlib.h>

typedef SVEC(Op *, 8) OpVec;

static WalkResult collect(Op *op, void *arg)
{
	if (op->kind == OP_SCF_FORALL)
		svec_push((OpVec *)arg, op);
	return WALK_ADVANCE;
}

/* Bound list `attr` of op: each entry a constant built with b, or the
 * next operand of segment seg; into out. */
static void bounds(Builder *b, Op *op, const char *attr, unsigned seg, Value **out)
{
	Attr *a = op_attr(op, attr);
	unsigned next;
	op_segment(op, seg, &next);
	for (unsigned d = 0; d < a->u.dense.n; d++) {
		int64_t k = a->u.dense.vals[d];
		out[d] = k == IR_DYNAMIC ? op->opnds[next++].value : build_const_int(b, ty_index(b->m->ctx), k);
	}
}

static void convert(Module *m, Op *op)
{
	unsigned n = op_attr(op, "staticLowerBound")->u.dense.n;
	Value **ops = xmalloc((3 * n + 1) * sizeof *ops);
	Builder b = builder_before(m, op);
	bounds(&b, op, "staticLowerBound", 0, ops);
	bounds(&b, op, "staticUpperBound", 1, ops + n);
	bounds(&b, op, "staticStep", 2, ops + 2 * n);
	Op *par = build(&b, OP_SCF_PARALLEL, NULL, 0, ops, 3 * n);
	free(ops);
	unsigned segs[4] = {n, n, n, 0};
	op_set_segments(m, par, segs, 4);
	region_take_blocks(&par->regions[0], &op->regions[0]);
	Block *body = par->regions[0].first;
	Op *term = block_terminator(body);
	Builder tb = builder_before(m, term);
	build(&tb, OP_SCF_REDUCE, NULL, 0, NULL, 0);
	op_erase(term);
	op_erase(op);
}

void forall_to_parallel_in(Module *m, Op *root)
{
	OpVec v;
	svec_init(&v);
	op_walk(root, collect, &v);
	/* Innermost first, so an outer loop moves converted bodies. */
	for (unsigned i = v.n; i-- > 0;)
		convert(m, v.v[i]);
	svec_free(&v);
}

bool lower_forall(Module *m)
{
	forall_to_parallel_in(m, m->op);
	return true;
}
