/* verify_vector_mask.c - vector.mask, with MLIR 19's messages
 * (MaskOp::verify): one maskable op and a vector.yield of its results,
 * a mask of the type the masked op expects, a passthru only for ops
 * that take one (checked for the reductions and the transfers). */
#include "config.h"
#include "verifier.h"
#include "syntax/syntax.h"

/* The mask type a maskable op expects: an i1 vector of the shape it
 * reads or reduces; NULL with *known false for the ops not checked. */
static Type *expected_mask(Verifier *v, Op *op, bool *passthru, bool *known)
{
	*passthru = false;
	*known = true;
	Attr *pm;
	switch (op->kind) {
	case OP_VECTOR_REDUCTION: case OP_VECTOR_MULTI_REDUCTION:
		return ty_with_elem(v->ctx, opnd_type(op, 0), ty_i1(v->ctx));
	case OP_VECTOR_TRANSFER_READ: case OP_VECTOR_TRANSFER_WRITE: {
		*passthru = op->kind == OP_VECTOR_TRANSFER_READ;
		Type *vt = op->kind == OP_VECTOR_TRANSFER_READ ? op->res[0].type : opnd_type(op, 0);
		pm = op_attr(op, "permutation_map");
		return pm && pm->kind == AT_AFFINE_MAP ? ty_transfer_mask(v->ctx, vt, pm->u.map) : NULL;
	}
	default:
		/* MLIR 19 takes other ops too (arith's, contractions, gathers):
		 * their mask types and passthrus are not checked here. */
		*known = false;
		return NULL;
	}
}

/* The masked op against the mask op's results, mask and passthru. */
static bool check_masked(Verifier *v, Op *op, Op *m)
{
	bool passthru, known;
	Type *want = expected_mask(v, m, &passthru, &known);
	if (m->nres != op->nres)
		return v_fail(v, op, "expects number of results to match maskable operation number of results");
	for (unsigned i = 0; i < op->nres; i++)
		if (m->res[i].type != op->res[i].type)
			return v_fail(v, op, "expects result type to match maskable operation result type");
	if (want && opnd_type(op, 0) != want)
		return v_fail(v, op, "expects a '%s' mask for the maskable operation", v_type(v, want));
	if (op->nopnds > 1 && known) {
		/* The checked ops that take a passthru have one result. */
		if (!passthru)
			return v_fail(v, op, "doesn't expect a passthru argument for this maskable operation");
		if (opnd_type(op, 1) != m->res[0].type)
			return v_fail(v, op, "expects passthru type to match result type");
	}
	return true;
}

bool v_vec_mask(Op *op, Verifier *v)
{
	if (!op->nopnds || !v_operand_is(v, op, 0, opnd_type(op, 0)->kind == TY_VECTOR &&
	                                 opnd_type(op, 0)->elem == ty_i1(v->ctx), "vector of 1-bit signless integer values"))
		return false;
	Block *b = op->regions[0].first;
	if (!b || !b->first)
		return v_fail(v, op, "expects a terminator within the mask region");
	unsigned nops = 0;
	for (Op *o = b->first; o; o = o->next)
		nops++;
	if (nops > 2)
		return v_fail(v, op, "expects only one operation to mask");
	if (b->last->kind != OP_VECTOR_YIELD)
		return v_fail(v, op, "expects a terminator within the mask region");
	if (b->last->nopnds != op->nres)
		return v_fail(v, op, "expects number of results to match mask region yielded values");
	return nops == 1 || check_masked(v, op, b->first);
}
