/* verify_memref.c - checks particular to the memref dialect and
 * vector.print (the VERIFY column of ops.def).  verify.c has already
 * checked region counts, terminators, successors, segment sizes and
 * fixed signatures. */
#include "config.h"
#include "verifier.h"

#include <string.h>

static unsigned dynamic_dims(Type *t)
{
	unsigned n = 0;
	for (unsigned i = 0; i < t->rank; i++)
		n += t->shape[i] == IR_DYNAMIC;
	return n;
}

bool v_alloc(Op *op, Verifier *v)
{
	if (op->nres != 1 || op->res[0].type->kind != TY_MEMREF)
		return v_fail(v, op, "result must be a ranked memref");
	Type *t = op->res[0].type;
	unsigned first, ndyn = op_segment(op, 0, &first);
	if (ndyn != dynamic_dims(t))
		return v_fail(v, op, "has %u dynamic sizes, but '%s' has %u dynamic dimensions",
		              ndyn, v_type(v, t), dynamic_dims(t));
	if (op->nopnds != ndyn)
		return v_fail(v, op, "symbol operands are not supported");
	if (!ty_memref_is_identity(t))
		return v_fail(v, op, "can only allocate memrefs with the identity layout");
	for (unsigned i = 0; i < t->rank; i++)
		if (t->shape[i] != IR_DYNAMIC && t->shape[i] < 0)
			return v_fail(v, op, "dimension sizes must not be negative");
	Attr *al = op_attr(op, "alignment");
	if (al && (al->kind != AT_INT || al->u.i <= 0 || (al->u.i & (al->u.i - 1))))
		return v_fail(v, op, "'alignment' must be a positive power of two");
	return true;
}

bool v_dealloc(Op *op, Verifier *v)
{
	Type *t = opnd_type(op, 0);
	if (t->kind != TY_MEMREF && t->kind != TY_UMEMREF)
		return v_fail(v, op, "operand must be a memref, not '%s'", v_type(v, t));
	return true;
}

static bool check_indexed(Op *op, Verifier *v, unsigned mem)
{
	if (op->nopnds <= mem)
		return v_fail(v, op, "expects a memref operand");
	Type *t = opnd_type(op, mem);
	if (t->kind != TY_MEMREF)
		return v_fail(v, op, "operand must be a ranked memref, not '%s'", v_type(v, t));
	unsigned nidx = op->nopnds - mem - 1;
	if (nidx != t->rank)
		return v_fail(v, op, "has %u indices for a memref of rank %u", nidx, t->rank);
	for (unsigned i = 0; i < nidx; i++)
		if (opnd_type(op, mem + 1 + i)->kind != TY_INDEX)
			return v_fail(v, op, "indices must be index");
	return true;
}

bool v_load(Op *op, Verifier *v)
{
	if (!check_indexed(op, v, 0))
		return false;
	if (op->nres != 1 || op->res[0].type != opnd_type(op, 0)->elem)
		return v_fail(v, op, "result type must be the memref's element type");
	return true;
}

bool v_store(Op *op, Verifier *v)
{
	if (op->nres)
		return v_fail(v, op, "has no results");
	if (!check_indexed(op, v, 1))
		return false;
	if (opnd_type(op, 0) != opnd_type(op, 1)->elem)
		return v_fail(v, op, "stores '%s' into a memref of '%s'", v_type(v, opnd_type(op, 0)),
		              v_type(v, opnd_type(op, 1)->elem));
	return true;
}

bool v_dim(Op *op, Verifier *v)
{
	Type *t = opnd_type(op, 0);
	if (t->kind != TY_MEMREF && t->kind != TY_UMEMREF)
		return v_fail(v, op, "operand must be a memref, not '%s'", v_type(v, t));
	return true;
}

bool v_print(Op *op, Verifier *v)
{
	if (op->nres || op->nopnds > 1)
		return v_fail(v, op, "prints at most one value and has no results");
	if (op->nopnds) {
		Type *t = opnd_type(op, 0);
		if (!ty_is_vector_elem(t) && t->kind != TY_VECTOR)
			return v_fail(v, op, "can only print integers, index, floats and vectors, not '%s'",
			              v_type(v, t));
		if (op_attr(op, "stringLiteral"))
			return v_fail(v, op, "prints either a value or a string");
	}
	Attr *s = op_attr(op, "stringLiteral");
	if (s && s->kind != AT_STRING)
		return v_fail(v, op, "'stringLiteral' must be a string");
	Attr *p = op_attr(op, "punctuation");
	if (p && (p->kind != AT_OPAQUE || strncmp(p->u.str.s, "#vector.punctuation<", 20) != 0))
		return v_fail(v, op, "'punctuation' must be a #vector.punctuation attribute");
	return true;
}
