/* verify_memref_transpose.c - checks of memref.transpose, with MLIR 19's
 * messages: a permutation map of the source's rank, and a result type
 * equivalent to the source's with sizes and strides permuted (MLIR
 * compares the two in canonical form, canonicalizeStridedLayout: the
 * layout as one affine expression, or none when that is the identity's).
 *
 *   memref.transpose %m (d0, d1) -> (d1, d0)
 *       : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
 */
#include "config.h"
#include "verifier.h"
#include "ir/affine.h"
#include "ir/layout.h"

/* The canonical form of a strided layout of t, as MLIR prints it in the
 * message: offset + sum(d_i * stride_i) with a symbol for each dynamic
 * value (the offset's first), simplified; no layout for the identity. */
static Type *canonical(Ctx *c, Type *t, const int64_t *strides, int64_t off)
{
	int64_t id[LAYOUT_MAX_RANK], id_off;
	Type *plain = ty_memref(c, t->elem, t->rank, t->shape, NULL, 0, t->memspace);
	layout_strides(plain, id, &id_off);
	bool identity = off == 0;
	for (unsigned i = 0; i < t->rank; i++)
		identity = identity && strides[i] == id[i];
	if (identity)
		return plain;
	unsigned nsyms = 0;
	AffineExpr *e = off == IR_DYNAMIC ? ae_sym(c, nsyms++) : ae_const(c, off);
	for (unsigned i = 0; i < t->rank; i++)
		e = ae_add(c, e, ae_mul(c, ae_dim(c, i), strides[i] == IR_DYNAMIC ? ae_sym(c, nsyms++)
		                                                                 : ae_const(c, strides[i])));
	AffineMap *m = affine_map_get(c, t->rank, nsyms, &e, 1);
	return ty_memref_map(c, t->elem, t->rank, t->shape, strides, off, m, t->memspace);
}

bool v_transpose(Op *op, Verifier *v)
{
	if (op->nopnds != 1)
		return v_fail(v, op, "requires a single operand");
	Type *src = opnd_type(op, 0), *res = op->nres == 1 ? op->res[0].type : NULL;
	if (src->kind != TY_MEMREF)
		return v_fail(v, op, "operand #0 must be strided memref of any type values, but got '%s'",
		              v_type(v, src));
	if (!res || res->kind != TY_MEMREF)
		return res ? v_fail(v, op, "result #0 must be strided memref of any type values, but got '%s'",
		                    v_type(v, res))
		           : v_fail(v, op, "requires one result");
	Attr *a = op_attr(op, "permutation");
	if (!a || a->kind != AT_AFFINE_MAP)
		return v_fail(v, op, "requires attribute 'permutation'");
	AffineMap *m = a->u.map;
	if (!affine_map_is_permutation(m))
		return v_fail(v, op, "expected a permutation map");
	if (m->ndims != src->rank)
		return v_fail(v, op, "expected a permutation map of same rank as the input");
	int64_t s[LAYOUT_MAX_RANK], off, shape[LAYOUT_MAX_RANK], strides[LAYOUT_MAX_RANK];
	layout_strides(src, s, &off);
	for (unsigned i = 0; i < m->nres; i++) {
		unsigned d = m->res[i]->pos;
		shape[i] = src->shape[d];
		strides[i] = s[d];
	}
	Ctx *c = v->ctx;
	Type *inferred = ty_memref(c, src->elem, src->rank, shape, NULL, 0, src->memspace);
	Type *want = canonical(c, inferred, strides, off);
	int64_t rs[LAYOUT_MAX_RANK], roff;
	layout_strides(res, rs, &roff);
	bool same = res->elem == src->elem && res->memspace == src->memspace && res->rank == src->rank &&
	            roff == off;
	for (unsigned i = 0; same && i < res->rank; i++)
		same = res->shape[i] == shape[i] && rs[i] == strides[i];
	if (!same)
		return v_fail(v, op, "result type '%s' is not equivalent to the canonical transposed input type '%s'",
		              v_type(v, res), v_type(v, want));
	return true;
}
