/* verify_vector_warp.c - checks of vector.warp_execute_on_lane_0, with
 * MLIR 19's messages in MLIR's order: the lane id and warp size, as many
 * block arguments as args and yielded values as results, then each
 * distributed type (an arg, a result) against its whole one (a block
 * argument, a yielded value). */
#include "config.h"
#include "verify_vector.h"

/* whole distributed over size lanes as part: the same type, or vectors
 * of one rank and element type whose dims divide, the quotients
 * multiplying to the warp size. */
static bool distributed(Verifier *v, Op *op, Type *whole, Type *part, int64_t size)
{
	if (whole == part)
		return true;
	if (whole->kind != TY_VECTOR || part->kind != TY_VECTOR)
		return v_fail(v, op, "expected vector type for distributed operands.");
	if (whole->rank != part->rank || whole->elem != part->elem)
		return v_fail(v, op, "expected distributed vectors to have same rank and element type.");
	int64_t scale = 1;
	for (unsigned i = 0; i < whole->rank; i++) {
		int64_t e = whole->shape[i], d = part->shape[i];
		if (e == d)
			continue;
		if (!d || e % d)
			return v_fail(v, op, "expected expanded vector dimension #%u (%lld) to be a multipler of the "
			              "distributed vector dimension (%lld)", i, (long long)e, (long long)d);
		scale *= e / d;
	}
	if (scale != size)
		return v_fail(v, op, "incompatible distribution dimensions from '%s' to '%s' with warp size = %lld",
		              v_type(v, whole), v_type(v, part), (long long)size);
	return true;
}

bool v_vec_warp(Op *op, Verifier *v)
{
	Attr *size = op_attr(op, "warp_size");
	if (!size)
		return v_fail(v, op, "requires attribute 'warp_size'");
	if (size->kind != AT_INT || size->type != ty_i64(v->ctx))
		return v_fail(v, op, "attribute 'warp_size' failed to satisfy constraint: 64-bit signless integer attribute");
	if (!op->nopnds)
		return v_fail(v, op, "expected 1 or more operands, but found 0");
	if (!v_operand_is(v, op, 0, opnd_type(op, 0)->kind == TY_INDEX, "index"))
		return false;
	if (!v_single_block(v, op, 0))
		return false;
	/* A block without a terminator is the structure check's to report. */
	Block *b = op->regions[0].first;
	if (!b)
		return v_fail(v, op, "region #0 ('warpRegion') failed to verify constraint: region with 1 blocks");
	Op *y = block_terminator(b);
	if (!y)
		return true;
	if (y->kind != OP_VECTOR_YIELD) {
		v_fail(v, op, "expects regions to end with 'vector.yield', found '%s'", op_info(y)->name);
		v_note(v, op->loc, "in custom textual format, the absence of terminator implies 'vector.yield'");
		return false;
	}
	if (op->nopnds - 1 != b->nargs)
		return v_fail(v, op, "expected same number op arguments and block arguments.");
	if (y->nopnds != op->nres)
		return v_fail(v, op, "expected same number of yield operands and return values.");
	for (unsigned i = 0; i < b->nargs; i++)
		if (!distributed(v, op, b->args[i]->type, opnd_type(op, 1 + i), size->u.i))
			return false;
	for (unsigned i = 0; i < op->nres; i++)
		if (!distributed(v, op, opnd_type(y, i), op->res[i].type, size->u.i))
			return false;
	return true;
}
