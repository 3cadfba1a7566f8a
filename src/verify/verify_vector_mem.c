/* verify_vector_mem.c - checks of the vector dialect's memory ops: load
 * and store, the masked, expanding and compressing kinds, gather and
 * scatter, and the transfers, with MLIR 19's messages in MLIR's order
 * (see verify_vector.c). */
#include "config.h"
#include "verify_vector.h"
#include "ir/affine.h"
#include "syntax/syntax.h"

#include <string.h>

static const char VEC_1D[] = " of ranks 1";
static const char VEC_I1_1D[] = "vector of 1-bit signless integer values of ranks 1";

static bool is_vec_1d(const Type *t) { return is_vec(t) && t->rank == 1; }

/* The memref and its indices (operands first .. first + n). */
static bool base_and_indices(Verifier *v, Op *op, unsigned first, unsigned n)
{
	if (!v_operand_is(v, op, 0, opnd_type(op, 0)->kind == TY_MEMREF, MEMREF_ANY))
		return false;
	for (unsigned i = first; i < first + n; i++)
		if (!v_operand_is(v, op, i, opnd_type(op, i)->kind == TY_INDEX, "variadic of index"))
			return false;
	return true;
}

static bool index_count(Verifier *v, Op *op, Type *mt, unsigned n)
{
	return n == mt->rank || v_fail(v, op, "requires %u indices", mt->rank);
}

/* Whether the innermost dim of a memref is contiguous. */
static bool unit_stride(const Type *mt)
{
	return !mt->strides || mt->rank == 0 || mt->strides[mt->rank - 1] == 1;
}

/* ---------------------------------------------------------- load, store */

/* vector.load (value = NULL: the result) and vector.store. */
static bool load_store(Verifier *v, Op *op, Type *vt, const char *what)
{
	Type *mt = opnd_type(op, 0);
	if (!unit_stride(mt))
		return v_fail(v, op, "most minor memref dim must have unit stride");
	Type *me = mt->elem;
	if (is_vec(me)) {
		if (me != vt)
			return v_fail(v, op, "base memref and %s vector types should match", what);
		me = me->elem;
	}
	if (vt->elem != me)
		return v_fail(v, op, "base and %s element types should match", what);
	return true;
}

bool v_vec_load(Op *op, Verifier *v)
{
	Type *r = op->res[0].type;
	return base_and_indices(v, op, 1, op->nopnds - 1) && v_result_is(v, op, 0, is_vec(r), VEC_ANY) &&
	       load_store(v, op, r, "result") && index_count(v, op, opnd_type(op, 0), op->nopnds - 1);
}

bool v_vec_store(Op *op, Verifier *v)
{
	Type *vt = opnd_type(op, 0);
	/* The value is operand #0, the memref #1. */
	if (!v_operand_is(v, op, 0, is_vec(vt), VEC_ANY) ||
	    !v_operand_is(v, op, 1, opnd_type(op, 1)->kind == TY_MEMREF, MEMREF_ANY))
		return false;
	for (unsigned i = 2; i < op->nopnds; i++)
		if (!v_operand_is(v, op, i, opnd_type(op, i)->kind == TY_INDEX, "variadic of index"))
			return false;
	Type *mt = opnd_type(op, 1);
	if (!unit_stride(mt))
		return v_fail(v, op, "most minor memref dim must have unit stride");
	Type *me = mt->elem;
	if (is_vec(me)) {
		if (me != vt)
			return v_fail(v, op, "base memref and valueToStore vector types should match");
		me = me->elem;
	}
	if (vt->elem != me)
		return v_fail(v, op, "base and valueToStore element type should match");
	return index_count(v, op, mt, op->nopnds - 2);
}

/* ------------------------------------------ masked, expanding, compressing */

bool v_vec_maskedload(Op *op, Verifier *v)
{
	unsigned n = op->nopnds - 3;
	Type *k = opnd_type(op, 1 + n), *p = opnd_type(op, 2 + n), *r = op->res[0].type;
	if (!base_and_indices(v, op, 1, n) || !v_operand_is(v, op, 1 + n, is_vec_i1(k) && k->rank == 1, VEC_I1_1D) ||
	    !v_operand_is(v, op, 2 + n, is_vec_1d(p), VEC_1D) || !v_result_is(v, op, 0, is_vec_1d(r), VEC_1D))
		return false;
	Type *mt = opnd_type(op, 0);
	if (r->elem != mt->elem)
		return v_fail(v, op, "base and result element type should match");
	if (!index_count(v, op, mt, n))
		return false;
	if (r->shape[0] != k->shape[0])
		return v_fail(v, op, "expected result dim to match mask dim");
	return p == r || v_fail(v, op, "expected pass_thru of same type as result type");
}

bool v_vec_maskedstore(Op *op, Verifier *v)
{
	unsigned n = op->nopnds - 3;
	Type *k = opnd_type(op, 1 + n), *x = opnd_type(op, 2 + n);
	if (!base_and_indices(v, op, 1, n) || !v_operand_is(v, op, 1 + n, is_vec_i1(k) && k->rank == 1, VEC_I1_1D) ||
	    !v_operand_is(v, op, 2 + n, is_vec_1d(x), VEC_1D))
		return false;
	Type *mt = opnd_type(op, 0);
	if (x->elem != mt->elem)
		return v_fail(v, op, "base and valueToStore element type should match");
	if (!index_count(v, op, mt, n))
		return false;
	return x->shape[0] == k->shape[0] || v_fail(v, op, "expected valueToStore dim to match mask dim");
}

/* ------------------------------------------------------ gather, scatter */

static bool same_shape(const Type *a, const Type *b)
{
	if (a->rank != b->rank)
		return false;
	for (unsigned i = 0; i < a->rank; i++)
		if (a->shape[i] != b->shape[i])
			return false;
	return true;
}

static bool is_index_vec(const Type *t) { return is_vec_nd(t) && ty_is_intlike(t->elem); }

bool v_vec_gather(Op *op, Verifier *v)
{
	unsigned n = op->nopnds - 4;
	Type *iv = opnd_type(op, 1 + n), *k = opnd_type(op, 2 + n), *p = opnd_type(op, 3 + n), *r = op->res[0].type;
	if (!v_operand_is(v, op, 0, ty_is_shaped(opnd_type(op, 0)), "shaped of any type values"))
		return false;
	for (unsigned i = 1; i < 1 + n; i++)
		if (!v_operand_is(v, op, i, opnd_type(op, i)->kind == TY_INDEX, "variadic of index"))
			return false;
	if (!v_operand_is(v, op, 1 + n, is_index_vec(iv), "vector of integer or index values") ||
	    !v_operand_is(v, op, 2 + n, is_vec_i1(k) && k->rank, VEC_I1) ||
	    !v_operand_is(v, op, 3 + n, is_vec_nd(p), VEC_ANY) || !v_result_is(v, op, 0, is_vec_nd(r), VEC_ANY))
		return false;
	Type *mt = opnd_type(op, 0);
	if (mt->kind != TY_MEMREF)
		return v_fail(v, op, "requires base to be a memref or ranked tensor type");
	if (r->elem != mt->elem)
		return v_fail(v, op, "base and result element type should match");
	if (!index_count(v, op, mt, n))
		return false;
	if (!same_shape(r, iv))
		return v_fail(v, op, "expected result dim to match indices dim");
	if (!same_shape(r, k))
		return v_fail(v, op, "expected result dim to match mask dim");
	return p == r || v_fail(v, op, "expected pass_thru of same type as result type");
}

bool v_vec_scatter(Op *op, Verifier *v)
{
	unsigned n = op->nopnds - 4;
	Type *iv = opnd_type(op, 1 + n), *k = opnd_type(op, 2 + n), *x = opnd_type(op, 3 + n);
	if (!base_and_indices(v, op, 1, n) ||
	    !v_operand_is(v, op, 1 + n, is_index_vec(iv) && iv->rank == 1, "vector of integer or index values of ranks 1") ||
	    !v_operand_is(v, op, 2 + n, is_vec_i1(k) && k->rank == 1, VEC_I1_1D) ||
	    !v_operand_is(v, op, 3 + n, is_vec_1d(x), VEC_1D))
		return false;
	Type *mt = opnd_type(op, 0);
	if (x->elem != mt->elem)
		return v_fail(v, op, "base and valueToStore element type should match");
	if (!index_count(v, op, mt, n))
		return false;
	if (x->shape[0] != iv->shape[0])
		return v_fail(v, op, "expected valueToStore dim to match indices dim");
	return x->shape[0] == k->shape[0] || v_fail(v, op, "expected valueToStore dim to match mask dim");
}

/* ------------------------------------------------------------ transfers */

/* A transfer's parts: the memref, the vector, the mask (or NULL), the
 * permutation map and in_bounds. */
typedef struct Xfer {
	Type *mt, *vt, *mask;
	AffineMap *map;
	Attr *in_bounds;
	unsigned nidx;
} Xfer;

static bool transfer_props(Verifier *v, Op *op, Xfer *x)
{
	if (!v_attr_required(v, op, "in_bounds") || !v_attr_required(v, op, "permutation_map"))
		return false;
	x->in_bounds = op_attr(op, "in_bounds");
	if (x->in_bounds->kind != AT_ARRAY)
		return v_bad_property(v, op, "in_bounds");
	for (unsigned i = 0; i < x->in_bounds->u.arr.n; i++)
		if (x->in_bounds->u.arr.elems[i]->kind != AT_BOOL)
			return v_fail(v, op, "attribute 'in_bounds' failed to satisfy constraint: 1-bit boolean array attribute");
	Attr *m = op_attr(op, "permutation_map");
	if (m->kind != AT_AFFINE_MAP)
		return v_bad_property(v, op, "permutation_map");
	x->map = m->u.map;
	return true;
}

static int64_t bits(const Type *t)
{
	return t->kind == TY_INDEX ? 64 : t->kind == TY_INT ? t->width : ty_float_width(t);
}

/* MLIR's verifyTransferOp: sizes, the map's shape, the mask, in_bounds. */
static bool transfer_common(Verifier *v, Op *op, Xfer *x)
{
	Type *e = x->mt->elem, *vt = x->vt;
	AffineMap *map = x->map;
	if (x->mt->kind != TY_MEMREF)
		return v_fail(v, op, "requires source to be a memref or ranked tensor type");
	if (is_vec(e)) {
		if ((bits(vt->elem) * vdim(vt, vt->rank - 1)) % (bits(e->elem) * vdim(e, e->rank - 1)))
			return v_fail(v, op, "requires the bitwidth of the minor 1-D vector to be an integral multiple "
			              "of the bitwidth of the minor 1-D vector of the source");
		if (e->rank > vt->rank)
			return v_fail(v, op, "requires source vector element and vector result ranks to match.");
		if (map->nres != vt->rank - e->rank)
			return v_fail(v, op, "requires a permutation_map with result dims of the same rank as the vector type");
		if (x->mask)
			return v_fail(v, op, "does not support masks with vector element type");
	} else {
		int64_t minor = vt->rank ? vt->shape[vt->rank - 1] : 1;
		if ((bits(vt->elem) * minor) % bits(e))
			return v_fail(v, op, "requires the bitwidth of the minor 1-D vector to be an integral multiple "
			              "of the bitwidth of the source element type");
		if (map->nres != vt->rank)
			return v_fail(v, op, "requires a permutation_map with result dims of the same rank as the vector type");
	}
	if (map->nsyms)
		return v_fail(v, op, "requires permutation_map without symbols");
	if (map->ndims != x->mt->rank)
		return v_fail(v, op, "requires a permutation_map with input dims of the same rank as the source type");
	Type *want = x->mask ? ty_transfer_mask(v->ctx, vt, map) : NULL;
	if (x->mask && x->mask != want)
		return v_fail(v, op, "inferred mask type ('%s') and mask operand type ('%s') don't match",
		              v_type(v, want), v_type(v, x->mask));
	if (map->nres != x->in_bounds->u.arr.n)
		return v_fail(v, op, "expects the in_bounds attr of same rank as permutation_map results: %s vs "
		              "inBounds of size: %u", attr_str(v->ctx, at_affine_map(v->ctx, map)), x->in_bounds->u.arr.n);
	for (unsigned i = 0; i < map->nres; i++)
		if (map->res[i]->kind == AE_CONST && !x->in_bounds->u.arr.elems[i]->u.b)
			return v_fail(v, op, "requires broadcast dimensions to be in-bounds");
	return true;
}

/* MLIR's verifyPermutationMap: each result one dim, used once, or 0. */
static bool transfer_map(Verifier *v, Op *op, AffineMap *map)
{
	bool seen[VEC_MAX_RANK] = {false};
	for (unsigned i = 0; i < map->nres; i++) {
		AffineExpr *e = map->res[i];
		if (e->kind == AE_CONST && e->c == 0)
			continue;
		if (e->kind != AE_DIM)
			return v_fail(v, op, "requires a projected permutation_map (at most one dim or the zero "
			              "constant can appear in each result)");
		if (seen[e->pos])
			return v_fail(v, op, "requires a permutation_map that is a permutation (found one dim used "
			              "more than once)");
		seen[e->pos] = true;
	}
	return true;
}

/* Operand types of a transfer: memref, indices, mask (segment 3). */
static bool transfer_operands(Verifier *v, Op *op, unsigned mem, Xfer *x)
{
	unsigned fi, fm, nm;
	/* The groups of one operand (memref, vector, padding) and the mask's. */
	for (unsigned g = 0; g < 4; g++) {
		unsigned first, n = op_segment(op, g, &first);
		bool one = g == 3 ? n <= 1 : (g == 1 && mem == 0) || (g == 2 && mem == 1) || n == 1;
		if (!one)
			return v_fail(v, op, "operand group %u has %u operands, but takes %s", g, n,
			              g == 3 ? "0 or 1" : "1");
	}
	x->nidx = op_segment(op, mem == 0 ? 1 : 2, &fi);
	nm = op_segment(op, 3, &fm);
	x->mt = opnd_type(op, mem);
	if (!v_operand_is(v, op, mem, ty_is_shaped(x->mt), "shaped of any type values"))
		return false;
	for (unsigned i = fi; i < fi + x->nidx; i++)
		if (!v_operand_is(v, op, i, opnd_type(op, i)->kind == TY_INDEX, "variadic of index"))
			return false;
	x->mask = nm ? opnd_type(op, fm) : NULL;
	return !nm || v_operand_is(v, op, fm, is_vec_i1(x->mask), VEC_I1);
}

bool v_vec_transfer_read(Op *op, Verifier *v)
{
	Xfer x;
	if (!transfer_props(v, op, &x) ||
	    !transfer_operands(v, op, 0, &x))
		return false;
	x.vt = op->res[0].type;
	if (!v_result_is(v, op, 0, is_vec(x.vt), VEC_ANY) || !index_count(v, op, x.mt, x.nidx) ||
	    !transfer_common(v, op, &x))
		return false;
	unsigned fp;
	op_segment(op, 2, &fp);
	Type *pad = opnd_type(op, fp), *e = x.mt->elem;
	if (is_vec(e) && e != pad)
		return v_fail(v, op, "requires source element type and padding type to match.");
	if (!is_vec(e) && !ty_is_vector_elem(pad))
		return v_fail(v, op, "requires valid padding vector elemental type");
	if (!is_vec(e) && pad != e)
		return v_fail(v, op, "requires formal padding and source of the same elemental type");
	return transfer_map(v, op, x.map);
}

bool v_vec_transfer_write(Op *op, Verifier *v)
{
	Xfer x;
	if (!transfer_props(v, op, &x) ||
	    !transfer_operands(v, op, 1, &x))
		return false;
	x.vt = opnd_type(op, 0);
	/* The result is a tensor's, which asyncc does not have. */
	if (!v_operand_is(v, op, 0, is_vec(x.vt), VEC_ANY) ||
	    (op->nres && !v_result_is(v, op, 0, false, "ranked tensor of any type values")) ||
	    !index_count(v, op, x.mt, x.nidx))
		return false;
	for (unsigned i = 0; i < x.map->nres; i++)
		if (x.map->res[i]->kind == AE_CONST && x.map->res[i]->c == 0)
			return v_fail(v, op, "should not have broadcast dimensions");
	return transfer_common(v, op, &x) && transfer_map(v, op, x.map);
}
