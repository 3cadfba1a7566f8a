/* ir_vector.c - vectors as MLIR's type constraints see them.
 *
 * Elementwise ops (arith, math) take scalars or vectors of them:
 * "signless-integer-like" is iN, index or a vector of those,
 * "floating-point-like" a float or a vector of floats, "bool-like" i1 or
 * a vector of i1.  Their results keep the operands' shape, so a
 * comparison of vector<4xf32> gives vector<4xi1>.  Tensors are not
 * values in asyncc, so only vectors count here. */
#include "config.h"
#include "ir/ir.h"

Type *ty_scalar(Type *t)
{
	return t->kind == TY_VECTOR ? t->elem : t;
}

bool ty_is_int_like(const Type *t)
{
	return ty_is_intlike(t->kind == TY_VECTOR ? t->elem : t);
}

bool ty_is_fixed_int_like(const Type *t)
{
	return ty_is_int(t->kind == TY_VECTOR ? t->elem : t);
}

bool ty_is_float_like(const Type *t)
{
	return ty_is_float(t->kind == TY_VECTOR ? t->elem : t);
}

bool ty_is_bool_like(const Type *t)
{
	const Type *e = t->kind == TY_VECTOR ? t->elem : t;
	return e->kind == TY_INT && e->width == 1;
}

bool ty_same_shape(const Type *a, const Type *b)
{
	if ((a->kind == TY_VECTOR) != (b->kind == TY_VECTOR))
		return false;
	if (a->kind != TY_VECTOR)
		return true;
	/* vector<[4]xi32> and vector<4xi32> differ in shape, as in MLIR. */
	if (a->rank != b->rank || a->scalable != b->scalable)
		return false;
	for (unsigned i = 0; i < a->rank; i++)
		if (a->shape[i] != b->shape[i])
			return false;
	return true;
}

Type *ty_with_elem(Ctx *c, Type *shape, Type *elem)
{
	return shape->kind == TY_VECTOR ? ty_vector_scalable(c, elem, shape->rank, shape->shape, shape->scalable)
	                                : elem;
}

/* The mask of a transfer: the vector's sizes along the memref dims its
 * map reads, in the memref's order (MLIR's inferTransferOpMaskType);
 * broadcast results have no mask dim. */
Type *ty_transfer_mask(Ctx *c, Type *vt, AffineMap *map)
{
	int64_t shape[64];
	uint64_t scalable = 0;
	unsigned n = 0;
	for (unsigned d = 0; d < map->ndims && n < 64; d++)
		for (unsigned r = 0; r < map->nres && r < vt->rank; r++)
			if (map->res[r]->kind == AE_DIM && map->res[r]->pos == d) {
				scalable |= (uint64_t)ty_dim_scalable(vt, r) << n;
				shape[n++] = vt->shape[r];
				break;
			}
	return ty_vector_scalable(c, ty_i1(c), n, shape, scalable);
}
