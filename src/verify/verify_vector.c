/* verify_vector.c - checks of the vector dialect's value ops (the VERIFY
 * column of ops/vector.def): building and taking vectors apart, slices,
 * shuffles, reshapes, fma and masks.  Reductions and contractions are in
 * verify_vector_contract.c, the memory ops in verify_vector_mem.c.
 *
 * Messages and their order are MLIR 19's: required attributes, then each
 * operand's and result's ODS type constraint, then the traits relating
 * them (same element type, ...), then the op's verify(). */
#include "config.h"
#include "verify_vector.h"

#include <string.h>

const char VEC_ANY[] = "vector of any type values";
const char VEC_FIXED[] = "fixed-length vector of any type values";
const char VEC_I1[] = "vector of 1-bit signless integer values";
const char MEMREF_ANY[] = "memref of any type values";

/* ------------------------------------------------------------- helpers */

static const char *const kind_names[] = {
	"add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf",
	"and", "or", "xor", "maximumf", "minimumf", NULL,
};

const char *vec_kind(Verifier *v, Op *op, size_t *n)
{
	if (!v_attr_required(v, op, "kind"))
		return NULL;
	Attr *a = op_attr(op, "kind");
	const char *s = a->kind == AT_OPAQUE ? a->u.str.s : NULL;
	if (s && a->u.str.len > 14 && !strncmp(s, "#vector.kind<", 13) && s[a->u.str.len - 1] == '>') {
		*n = a->u.str.len - 14;
		for (const char *const *k = kind_names; *k; k++)
			if (strlen(*k) == *n && !memcmp(*k, s + 13, *n))
				return s + 13;
	}
	v_bad_property(v, op, "kind");
	return NULL;
}

bool vec_kind_supports(const char *kind, size_t n, Type *t)
{
	bool intlike = ty_is_intlike(t) || t->kind == TY_SINT || t->kind == TY_UINT, fl = ty_is_float(t);
	if ((n == 3 && !memcmp(kind, "add", 3)) || (n == 3 && !memcmp(kind, "mul", 3)))
		return intlike || fl;
	/* minnumf, maxnumf, minimumf, maximumf end in 'f'; the others are
	 * integer kinds. */
	return kind[n - 1] == 'f' ? fl : intlike;
}

bool vec_i64_array(Verifier *v, Op *op, const char *name, int64_t *out, unsigned max, unsigned *n)
{
	if (!v_attr_required(v, op, name))
		return false;
	Attr *a = op_attr(op, name);
	bool ok = a->kind == AT_ARRAY;
	for (unsigned i = 0; ok && i < a->u.arr.n; i++) {
		Attr *e = a->u.arr.elems[i];
		ok = e->kind == AT_INT && (!e->type || e->type == ty_i64(v->ctx));
		if (ok && i < max)
			out[i] = e->u.i;
	}
	if (!ok)
		return v_bad_property(v, op, name);
	*n = a->u.arr.n;
	return true;
}

bool vec_confined_to_shape(Verifier *v, Op *op, const int64_t *a, unsigned n, const Type *t,
                           const char *name, bool half_open, int64_t min)
{
	for (unsigned i = 0; i < n && i < t->rank; i++) {
		int64_t max = t->shape[i] + !half_open;
		if (a[i] < min || a[i] >= max)
			return v_fail(v, op, "expected %s dimension %u to be confined to [%lld, %lld)", name, i,
			              (long long)min, (long long)max);
	}
	return true;
}

bool vec_confined_to_range(Verifier *v, Op *op, const int64_t *a, unsigned n, int64_t min,
                           int64_t max, const char *name, bool half_open)
{
	int64_t upper = max + !half_open;
	for (unsigned i = 0; i < n; i++)
		if (a[i] < min || a[i] >= upper)
			return v_fail(v, op, "expected %s to be confined to [%lld, %lld)", name, (long long)min,
			              (long long)upper);
	return true;
}

static bool same_elem(Verifier *v, Op *op, Type *a, Type *b, const char *what)
{
	return elem_or_self(a) == elem_or_self(b) || v_fail(v, op, "failed to verify that %s", what);
}

/* An op ending with one optional operand (a group starting at #first)
 * has at most one there (shape.def counts the others). */
bool vec_optional_group(Verifier *v, Op *op, unsigned first)
{
	if (op->nopnds <= first + 1)
		return true;
	return v_fail(v, op, "operand group starting at #%u requires 0 or 1 element, but found %u", first,
	              op->nopnds - first);
}

/* ------------------------------------------------- broadcast, splat, ... */

bool v_vec_broadcast(Op *op, Verifier *v)
{
	Type *s = opnd_type(op, 0), *r = op->res[0].type;
	if (!v_result_is(v, op, 0, is_vec(r), VEC_ANY) ||
	    !same_elem(v, op, s, r, "source operand and result have same element type"))
		return false;
	if (ty_is_vector_elem(s))
		return true;
	if (!is_vec(s))
		return v_fail(v, op, "source type is not a vector");
	if (s->rank > r->rank)
		return v_fail(v, op, "source rank higher than destination rank");
	for (unsigned i = 0; i < s->rank; i++) {
		int64_t sd = s->shape[i], rd = r->shape[r->rank - s->rank + i];
		if (sd != 1 && sd != rd)
			return v_fail(v, op, "dimension mismatch (%lld vs. %lld)", (long long)sd, (long long)rd);
	}
	return true;
}

bool v_vec_splat(Op *op, Verifier *v)
{
	Type *s = opnd_type(op, 0), *r = op->res[0].type;
	return v_operand_is(v, op, 0, ty_is_vector_elem(s), "integer/index/float type") &&
	       v_result_is(v, op, 0, is_vec(r), VEC_ANY) &&
	       (r->elem == s || v_fail(v, op, "failed to verify that operand type matches element type of result"));
}

bool v_vec_from_elements(Op *op, Verifier *v)
{
	Type *r = op->res[0].type;
	if (!v_result_is(v, op, 0, is_vec(r), VEC_ANY))
		return false;
	bool ok = ty_num_elements(r) == (int64_t)op->nopnds;
	for (unsigned i = 0; ok && i < op->nopnds; i++)
		ok = opnd_type(op, i) == r->elem;
	return ok || v_fail(v, op, "failed to verify that operand types match result element type");
}

bool v_vec_step(Op *op, Verifier *v)
{
	Type *r = op->res[0].type;
	return v_result_is(v, op, 0, is_vec(r) && r->rank == 1 && r->elem->kind == TY_INDEX,
	                   "vector of index values of ranks 1");
}

/* ------------------------------------------------------ extract, insert */

/* static_position, and the dynamic positions (operands from `first` on)
 * matching its markers. */
static bool positions(Verifier *v, Op *op, unsigned first, Attr **pos)
{
	for (unsigned i = first; i < op->nopnds; i++)
		if (!v_operand_is(v, op, i, opnd_type(op, i)->kind == TY_INDEX, "variadic of index"))
			return false;
	if (!v_attr_required(v, op, "static_position"))
		return false;
	*pos = op_attr(op, "static_position");
	if ((*pos)->kind != AT_DENSE_ARRAY || (*pos)->type != ty_i64(v->ctx))
		return v_bad_property(v, op, "static_position");
	unsigned markers = 0;
	for (unsigned i = 0; i < (*pos)->u.dense.n; i++)
		markers += (*pos)->u.dense.vals[i] == IR_DYNAMIC;
	if (markers != op->nopnds - first)
		return v_fail(v, op, "mismatch between dynamic and static positions (kDynamic marker but no "
		              "corresponding dynamic position) -- this can only happen due to an incorrect "
		              "fold/rewrite");
	return true;
}

/* Constant positions within the vector's dims. */
static bool positions_in_range(Verifier *v, Op *op, Attr *pos, Type *vt, const char *what)
{
	for (unsigned i = 0; i < pos->u.dense.n; i++) {
		int64_t p = pos->u.dense.vals[i];
		if (p != IR_DYNAMIC && (p < 0 || p >= vt->shape[i]))
			return v_fail(v, op, "expected position attribute #%u to be a non-negative integer smaller "
			              "than the corresponding %s dimension", i + 1, what);
	}
	return true;
}

/* What extract infers: the element for a full position, else the
 * trailing dims; a one-element vector<1xT> and T stand for each other. */
static bool extract_type_ok(Verifier *v, Type *vt, unsigned npos, Type *r, Type **inferred)
{
	unsigned n = npos < vt->rank ? npos : vt->rank;
	*inferred = npos == vt->rank ? vt->elem
	          : ty_vector_scalable(v->ctx, vt->elem, vt->rank - n, vt->shape + n, n < 64 ? vt->scalable >> n : 0);
	if (*inferred == r)
		return true;
	Type *a = *inferred, *b = r;
	for (int k = 0; k < 2; k++, a = r, b = *inferred)
		if (a->kind == TY_VECTOR && a->rank == 1 && a->shape[0] == 1 && a->elem == b)
			return true;
	return false;
}

bool v_vec_extract(Op *op, Verifier *v)
{
	Type *vt = opnd_type(op, 0), *r = op->res[0].type, *inferred;
	Attr *pos;
	if (!v_operand_is(v, op, 0, is_vec(vt), VEC_ANY) || !positions(v, op, 1, &pos) ||
	    !same_elem(v, op, vt, r, "operand and result have same element type"))
		return false;
	if (pos->u.dense.n > vt->rank)
		return v_fail(v, op, "expected position attribute of rank no greater than vector rank");
	if (!positions_in_range(v, op, pos, vt, "vector"))
		return false;
	/* MLIR checks the inferred type last, with the region invariants
	 * that run after the op's own verifier. */
	if (!extract_type_ok(v, vt, pos->u.dense.n, r, &inferred)) {
		v_fail(v, op, "inferred type(s) '%s' are incompatible with return type(s) of operation '%s'",
		       v_type(v, inferred), v_type(v, r));
		return v_fail(v, op, "failed to infer returned types");
	}
	return true;
}

bool v_vec_insert(Op *op, Verifier *v)
{
	Type *s = opnd_type(op, 0), *d = opnd_type(op, 1), *r = op->res[0].type;
	Attr *pos;
	if (!v_operand_is(v, op, 1, is_vec(d), VEC_ANY) || !positions(v, op, 2, &pos) ||
	    !v_result_is(v, op, 0, is_vec(r), VEC_ANY) ||
	    !same_elem(v, op, s, r, "source operand and result have same element type") ||
	    (d != r && !v_fail(v, op, "failed to verify that all of {dest, result} have same type")))
		return false;
	unsigned n = pos->u.dense.n;
	if (n > d->rank)
		return v_fail(v, op, "expected position attribute of rank no greater than dest vector rank");
	if (is_vec(s) && s->rank + n != d->rank)
		return v_fail(v, op, "expected position attribute rank + source rank to match dest vector rank");
	if (!is_vec(s) && n != d->rank)
		return v_fail(v, op, "expected position attribute rank to match the dest vector rank");
	return positions_in_range(v, op, pos, d, "dest vector");
}

/* The position of extractelement and insertelement: none for a 0-d
 * vector, one for a 1-d vector. */
static bool elem_position(Verifier *v, Op *op, Type *vt, unsigned npos)
{
	if (vt->rank == 0)
		return !npos || v_fail(v, op, "expected position to be empty with 0-D vector");
	if (vt->rank != 1)
		return v_fail(v, op, "unexpected >1 vector rank");
	return npos || v_fail(v, op, "expected position for 1-D vector");
}

bool v_vec_extractelement(Op *op, Verifier *v)
{
	if (!vec_optional_group(v, op, 1))
		return false;
	Type *vt = opnd_type(op, 0);
	if (!v_operand_is(v, op, 0, is_vec(vt), VEC_ANY) ||
	    (op->nopnds == 2 && !v_operand_is(v, op, 1, ty_is_intlike(opnd_type(op, 1)), "signless integer or index")))
		return false;
	if (op->res[0].type != vt->elem)
		return v_fail(v, op, "failed to verify that result type matches element type of vector operand");
	return elem_position(v, op, vt, op->nopnds - 1);
}

bool v_vec_insertelement(Op *op, Verifier *v)
{
	if (!vec_optional_group(v, op, 2))
		return false;
	Type *d = opnd_type(op, 1), *r = op->res[0].type;
	if (!v_operand_is(v, op, 1, is_vec(d), VEC_ANY) ||
	    (op->nopnds == 3 && !v_operand_is(v, op, 2, ty_is_intlike(opnd_type(op, 2)), "signless integer or index")) ||
	    !v_result_is(v, op, 0, is_vec(r), VEC_ANY))
		return false;
	if (opnd_type(op, 0) != r->elem)
		return v_fail(v, op, "failed to verify that source operand type matches element type of result");
	if (d != r)
		return v_fail(v, op, "failed to verify that all of {dest, result} have same type");
	return elem_position(v, op, d, op->nopnds - 2);
}

/* ------------------------------------------------------- strided slices */

/* The attribute names strided slices report, and their values. */
typedef struct Slice {
	int64_t off[VEC_MAX_RANK], size[VEC_MAX_RANK], stride[VEC_MAX_RANK];
	unsigned noff, nsize, nstride;
} Slice;

bool v_vec_extract_strided_slice(Op *op, Verifier *v)
{
	Slice s;
	if (!vec_i64_array(v, op, "offsets", s.off, VEC_MAX_RANK, &s.noff) ||
	    !vec_i64_array(v, op, "sizes", s.size, VEC_MAX_RANK, &s.nsize) ||
	    !vec_i64_array(v, op, "strides", s.stride, VEC_MAX_RANK, &s.nstride))
		return false;
	Type *t = opnd_type(op, 0), *r = op->res[0].type;
	if (!v_operand_is(v, op, 0, is_vec_nd(t), VEC_ANY) || !v_result_is(v, op, 0, is_vec_nd(r), VEC_ANY) ||
	    !same_elem(v, op, t, r, "operand and result have same element type"))
		return false;
	if (s.noff != s.nsize || s.noff != s.nstride)
		return v_fail(v, op, "expected offsets, sizes and strides attributes of same size");
	if (s.noff > t->rank)
		return v_fail(v, op, "expected offsets attribute of rank no greater than vector rank");
	if (!vec_confined_to_shape(v, op, s.off, s.noff, t, "offsets", true, 0) ||
	    !vec_confined_to_shape(v, op, s.size, s.nsize, t, "sizes", false, 1) ||
	    !vec_confined_to_range(v, op, s.stride, s.nstride, 1, 1, "strides", false))
		return false;
	int64_t shape[VEC_MAX_RANK];
	for (unsigned i = 0; i < t->rank; i++) {
		if (i < s.noff && (s.off[i] + s.size[i] < 1 || s.off[i] + s.size[i] > t->shape[i]))
			return v_fail(v, op, "expected sum(offsets, sizes) dimension %u to be confined to [1, %lld)",
			              i, (long long)t->shape[i] + 1);
		shape[i] = i < s.noff ? s.size[i] : t->shape[i];
	}
	/* A scalable dim is taken whole. */
	for (unsigned i = 0; i < s.nsize; i++)
		if (ty_dim_scalable(t, i) && s.size[i] != t->shape[i])
			return v_fail(v, op, "expected size at idx=%u to match the corresponding base size from the "
			              "input vector (%lld vs %lld)", i, (long long)s.size[i], (long long)t->shape[i]);
	/* Sizes count a scalable dim's multiples: the result keeps the flags. */
	Type *want = ty_vector_scalable(v->ctx, t->elem, t->rank, shape, t->scalable);
	return r == want || v_fail(v, op, "expected result type to be '%s'", v_type(v, want));
}

/* A scalable dim is inserted whole: flags alike, sizes equal. */
static bool scalable_slice_dims(Verifier *v, Op *op, Type *src, Type *d, unsigned lead)
{
	for (unsigned i = 0; i < src->rank; i++) {
		bool sc = ty_dim_scalable(src, i);
		if (sc != ty_dim_scalable(d, i + lead))
			return v_fail(v, op, "mismatching scalable flags (at source vector idx=%u)", i);
		if (sc && src->shape[i] != d->shape[i + lead])
			return v_fail(v, op, "expected size at idx=%u to match the corresponding base size from the "
			              "input vector (%lld vs %lld)", i, (long long)src->shape[i],
			              (long long)d->shape[i + lead]);
	}
	return true;
}

bool v_vec_insert_strided_slice(Op *op, Verifier *v)
{
	Slice s;
	if (!vec_i64_array(v, op, "offsets", s.off, VEC_MAX_RANK, &s.noff) ||
	    !vec_i64_array(v, op, "strides", s.stride, VEC_MAX_RANK, &s.nstride))
		return false;
	Type *src = opnd_type(op, 0), *d = opnd_type(op, 1), *r = op->res[0].type;
	if (!v_operand_is(v, op, 0, is_vec_nd(src), VEC_ANY) || !v_operand_is(v, op, 1, is_vec_nd(d), VEC_ANY) ||
	    !v_result_is(v, op, 0, is_vec_nd(r), VEC_ANY) ||
	    !same_elem(v, op, src, r, "operand #0 and result have same element type") ||
	    (d != r && !v_fail(v, op, "failed to verify that all of {dest, res} have same type")))
		return false;
	if (s.noff != d->rank)
		return v_fail(v, op, "expected offsets of same size as destination vector rank");
	if (s.nstride != src->rank)
		return v_fail(v, op, "expected strides of same size as source vector rank");
	if (src->rank > d->rank)
		return v_fail(v, op, "expected source rank to be no greater than destination rank");
	if (!vec_confined_to_shape(v, op, s.off, s.noff, d, "offsets", true, 0) ||
	    !vec_confined_to_range(v, op, s.stride, s.nstride, 1, 1, "strides", false))
		return false;
	unsigned lead = d->rank - src->rank;
	for (unsigned i = 0; i < d->rank; i++) {
		int64_t sum = s.off[i] + (i < lead ? 1 : src->shape[i - lead]);
		if (sum < 1 || sum >= d->shape[i] + 1)
			return v_fail(v, op, "expected sum(offsets, source vector shape) dimension %u to be confined "
			              "to [1, %lld)", i, (long long)d->shape[i] + 1);
	}
	return scalable_slice_dims(v, op, src, d, lead);
}
