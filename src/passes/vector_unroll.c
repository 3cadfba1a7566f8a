/* vector_unroll.c - elementwise ops on n-d vectors become ops on their
 * rows.
 *
 * LLVM has no n-d vectors: an n-d vector is an array of 1-d ones
 * (backend/cg_types.c), as in MLIR's LLVM lowering, so arith and math
 * ops on one work row by row, as MLIR's VectorConvertToLLVMPattern
 * unrolls them:
 *
 *     %r = arith.addf %a, %b : vector<2x4xf32>
 *
 * becomes
 *
 *     %z = arith.constant dense<0.000000e+00> : vector<2x4xf32>
 *     %a0 = vector.extract %a[0] : vector<4xf32> from vector<2x4xf32>
 *     %b0 = vector.extract %b[0] : vector<4xf32> from vector<2x4xf32>
 *     %r0 = arith.addf %a0, %b0 : vector<4xf32>
 *     %s0 = vector.insert %r0, %z [0] : vector<4xf32> into vector<2x4xf32>
 *     ... the same for row 1, inserted into %s0, giving %r
 *
 * Scalar operands (arith.select's i1 condition) stay as they are.  The
 * back end then only sees arith and math on scalars and 1-d vectors. */
#include "config.h"
#include "passes/passes.h"
#include "support/vec.h"

#include <string.h>

typedef SVEC(Op *, 16) OpVec;

static bool is_nd(const Type *t) { return t->kind == TY_VECTOR && t->rank >= 2; }

static bool elementwise(const Op *op)
{
	const char *name = op_info(op)->name;
	return op->kind != OP_ARITH_CONSTANT &&
	       (strncmp(name, "arith.", 6) == 0 || strncmp(name, "math.", 5) == 0);
}

static WalkResult collect(Op *op, void *arg)
{
	if (!elementwise(op))
		return WALK_ADVANCE;
	bool nd = false;
	for (unsigned i = 0; i < op->nres; i++)
		nd |= is_nd(op->res[i].type);
	for (unsigned i = 0; i < op->nopnds; i++)
		nd |= is_nd(op_operand(op, i)->type);
	if (nd)
		svec_push((OpVec *)arg, op);
	return WALK_ADVANCE;
}

/* The 1-d row type of an n-d vector type; other types stay. */
static Type *row_type(Ctx *c, Type *t)
{
	return is_nd(t) ? ty_vector(c, t->elem, 1, t->shape + t->rank - 1) : t;
}

/* Row `pos` (rank - 1 indices) of value x, or x itself if not n-d. */
static Value *row_of(Builder *b, Value *x, const int64_t *pos)
{
	Type *t = x->type;
	if (!is_nd(t))
		return x;
	Ctx *c = b->m->ctx;
	Value *r = build1(b, OP_VECTOR_EXTRACT, row_type(c, t), &x, 1);
	op_set_attr(b->m, r->def, "static_position", at_dense(c, ty_i64(c), pos, t->rank - 1));
	return r;
}

static Value *insert_row(Builder *b, Value *row, Value *into, const int64_t *pos)
{
	Ctx *c = b->m->ctx;
	Value *opnds[2] = {row, into};
	Value *r = build1(b, OP_VECTOR_INSERT, into->type, opnds, 2);
	op_set_attr(b->m, r->def, "static_position", at_dense(c, ty_i64(c), pos, into->type->rank - 1));
	return r;
}

/* The next row position of an n-d shape (row-major); false after the last. */
static bool next_row(int64_t *pos, const Type *t)
{
	for (unsigned i = t->rank - 1; i-- > 0;) {
		if (++pos[i] < t->shape[i])
			return true;
		pos[i] = 0;
	}
	return false;
}

/* The n-d shape the op works on: its first n-d operand's or result's. */
static Type *nd_shape(Op *op)
{
	for (unsigned i = 0; i < op->nopnds; i++)
		if (is_nd(op_operand(op, i)->type))
			return op_operand(op, i)->type;
	return op->res[0].type;
}

static void unroll(Module *m, Op *op)
{
	Ctx *c = m->ctx;
	Builder b = builder_before(m, op);
	Type *shape = nd_shape(op);
	Value **acc = xmalloc(op->nres * sizeof *acc), **opnds = xmalloc((op->nopnds + 1) * sizeof *opnds);
	Type **rtypes = xmalloc(op->nres * sizeof *rtypes);
	for (unsigned i = 0; i < op->nres; i++) {
		Type *t = op->res[i].type;
		acc[i] = build1(&b, OP_ARITH_CONSTANT, t, NULL, 0);
		op_set_attr(m, acc[i]->def, "value", at_elements_splat(c, t, 0));
		rtypes[i] = row_type(c, t);
	}
	int64_t pos[64] = {0};
	do {
		for (unsigned i = 0; i < op->nopnds; i++)
			opnds[i] = row_of(&b, op_operand(op, i), pos);
		Op *row = build(&b, op->kind, rtypes, op->nres, opnds, op->nopnds);
		row->loc = op->loc;
		for (unsigned i = 0; i < op->nattrs; i++)
			op_set_attr(m, row, op->attrs[i].name, op->attrs[i].attr);
		for (unsigned i = 0; i < op->nres; i++)
			acc[i] = insert_row(&b, op_result(row, i), acc[i], pos);
	} while (next_row(pos, shape));
	for (unsigned i = 0; i < op->nres; i++)
		value_replace_uses(&op->res[i], acc[i]);
	op_erase(op);
	free(acc);
	free(opnds);
	free(rtypes);
}

bool vector_unroll(Module *m)
{
	OpVec ops;
	svec_init(&ops);
	op_walk(m->op, collect, &ops);
	for (unsigned i = 0; i < ops.n; i++)
		unroll(m, ops.v[i]);
	svec_free(&ops);
	return true;
}
