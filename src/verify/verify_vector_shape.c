/* verify_vector_shape.c - checks of the vector ops that rearrange
 * elements (shuffle, transpose, shape_cast, bitcast, type_cast,
 * interleave, deinterleave, flat_transpose), of fma and of the mask
 * constructors, with MLIR 19's messages in MLIR's order (see
 * verify_vector.c). */
#include "config.h"
#include "verify_vector.h"

/* ------------------------------------------------------ shuffle, transpose */

static bool shuffle_shape(Verifier *v, Op *op, Type *a, Type *b, Type *r)
{
	bool zero_d = a->rank == 0 && b->rank == 0 && r->rank == 1;
	if (!zero_d && (a->rank != r->rank || b->rank != r->rank))
		return v_fail(v, op, "rank mismatch");
	for (unsigned i = 1; i < a->rank; i++)
		if (r->shape[i] != a->shape[i] || a->shape[i] != b->shape[i])
			return v_fail(v, op, "dimension mismatch");
	return true;
}

bool v_vec_shuffle(Op *op, Verifier *v)
{
	if (!v_attr_required(v, op, "mask"))
		return false;
	Attr *mask = op_attr(op, "mask");
	if (mask->kind != AT_ARRAY)
		return v_bad_property(v, op, "mask");
	Type *a = opnd_type(op, 0), *b = opnd_type(op, 1), *r = op->res[0].type;
	/* Fixed-length only: no scalable dim on either side. */
	if (!v_operand_is(v, op, 0, is_vec(a) && !ty_has_scalable(a), VEC_FIXED) ||
	    !v_operand_is(v, op, 1, is_vec(b) && !ty_has_scalable(b), VEC_FIXED) ||
	    !v_result_is(v, op, 0, is_vec(r) && !ty_has_scalable(r), VEC_FIXED))
		return false;
	if (a->elem != r->elem)
		return v_fail(v, op, "failed to verify that first operand v1 and result have same element type");
	if (b->elem != r->elem)
		return v_fail(v, op, "failed to verify that second operand v2 and result have same element type");
	if (!shuffle_shape(v, op, a, b, r))
		return false;
	unsigned n = mask->u.arr.n;
	if (n == 0)
		return v_fail(v, op, "invalid mask length");
	if (r->rank == 0 || n != r->shape[0])
		return v_fail(v, op, "mask length mismatch");
	int64_t size = vdim(a, 0) + vdim(b, 0);
	for (unsigned i = 0; i < n; i++) {
		Attr *e = mask->u.arr.elems[i];
		if (e->kind != AT_INT || e->u.i < 0 || e->u.i >= size)
			return v_fail(v, op, "mask index #%u out of range", i + 1);
	}
	return true;
}

bool v_vec_transpose(Op *op, Verifier *v)
{
	if (!v_attr_required(v, op, "permutation"))
		return false;
	Attr *perm = op_attr(op, "permutation");
	if (perm->kind != AT_DENSE_ARRAY || perm->type != ty_i64(v->ctx))
		return v_bad_property(v, op, "permutation");
	Type *t = opnd_type(op, 0), *r = op->res[0].type;
	if (!v_operand_is(v, op, 0, is_vec(t), VEC_ANY) || !v_result_is(v, op, 0, is_vec(r), VEC_ANY))
		return false;
	if (t->elem != r->elem)
		return v_fail(v, op, "failed to verify that operand and result have same element type");
	unsigned rank = r->rank, n = perm->u.dense.n;
	if (t->rank != rank)
		return v_fail(v, op, "vector result rank mismatch: %u", rank);
	if (n != rank)
		return v_fail(v, op, "transposition length mismatch: %u", n);
	bool seen[VEC_MAX_RANK] = {false};
	for (unsigned i = 0; i < n; i++) {
		int64_t p = perm->u.dense.vals[i];
		if (p < 0 || p >= rank)
			return v_fail(v, op, "transposition index out of range: %lld", (long long)p);
		if (seen[p])
			return v_fail(v, op, "duplicate position index: %lld", (long long)p);
		seen[p] = true;
		if (r->shape[i] != t->shape[p])
			return v_fail(v, op, "dimension size mismatch at: %lld", (long long)p);
	}
	return true;
}

/* ------------------------------------------------------------- reshapes */

static bool is_one(int64_t d) { return d == 1; }

static bool all_ones(const int64_t *s, unsigned from, unsigned n)
{
	for (unsigned i = from; i < n; i++)
		if (!is_one(s[i]))
			return false;
	return true;
}

/* Whether each dim of a (rank na < nb) is a contiguous product of dims
 * of b, trailing unit dims aside (MLIR's isValidShapeCast). */
static bool valid_shape_cast(const int64_t *a, unsigned na, const int64_t *b, unsigned nb)
{
	if (na == 0 && all_ones(b, 0, nb))
		return true;
	unsigned i = 0, j = 0;
	while (i < na && j < nb) {
		int64_t da = a[i], db = 1;
		while (db < da && j < nb)
			db *= b[j++];
		if (da != db)
			break;
		++i;
		if (i < na && all_ones(a, i, na))
			i = na;
		if (j < nb && all_ones(b, j, nb))
			j = nb;
	}
	return i == na && j == nb;
}

bool v_vec_shape_cast(Op *op, Verifier *v)
{
	Type *s = opnd_type(op, 0), *r = op->res[0].type;
	if (!v_operand_is(v, op, 0, is_vec(s), VEC_ANY) || !v_result_is(v, op, 0, is_vec(r), VEC_ANY))
		return false;
	if (s->elem != r->elem)
		return v_fail(v, op, "source/result vectors must have same element type");
	if (ty_num_elements(s) != ty_num_elements(r))
		return v_fail(v, op, "source/result number of elements must match");
	bool ok = s->rank < r->rank ? valid_shape_cast(s->shape, s->rank, r->shape, r->rank)
	        : s->rank > r->rank ? valid_shape_cast(r->shape, r->rank, s->shape, s->rank) : true;
	return ok || v_fail(v, op, "invalid shape cast");
}

/* The size in bits MLIR's data layout gives a vector element. */
static int64_t elem_bits(const Type *t)
{
	if (t->kind == TY_INT || t->kind == TY_SINT || t->kind == TY_UINT)
		return t->width;
	return t->kind == TY_INDEX ? 64 : ty_float_width(t);
}

bool v_vec_bitcast(Op *op, Verifier *v)
{
	Type *s = opnd_type(op, 0), *r = op->res[0].type;
	if (!v_operand_is(v, op, 0, is_vec(s), VEC_ANY) || !v_result_is(v, op, 0, is_vec(r), VEC_ANY))
		return false;
	if (s->rank != r->rank)
		return v_fail(v, op, "failed to verify that all of {source, result} have same rank");
	for (unsigned i = 0; i + 1 < s->rank; i++)
		if (s->shape[i] != r->shape[i])
			return v_fail(v, op, "dimension size mismatch at: %u", i);
	if (s->rank == 0)
		return elem_bits(s->elem) == elem_bits(r->elem) ||
		       v_fail(v, op, "source/result bitwidth of the 0-D vector element types must be equal");
	if (elem_bits(s->elem) * s->shape[s->rank - 1] != elem_bits(r->elem) * r->shape[r->rank - 1])
		return v_fail(v, op, "source/result bitwidth of the minor 1-D vectors must be equal");
	return true;
}

/* A memref's shape with its vector element's dims appended, and the
 * scalar at the bottom. */
static unsigned flat_shape(const Type *m, int64_t *out, Type **scalar)
{
	unsigned n = 0;
	for (unsigned i = 0; i < m->rank; i++)
		out[n++] = m->shape[i];
	*scalar = m->elem;
	if (m->elem->kind == TY_VECTOR) {
		for (unsigned i = 0; i < m->elem->rank; i++)
			out[n++] = m->elem->shape[i];
		*scalar = m->elem->elem;
	}
	return n;
}

bool v_vec_type_cast(Op *op, Verifier *v)
{
	Type *s = opnd_type(op, 0), *r = op->res[0].type;
	bool static_shape = s->kind == TY_MEMREF && ty_num_elements(s) >= 0;
	if (!v_operand_is(v, op, 0, static_shape, "statically shaped memref of any type values") ||
	    !v_result_is(v, op, 0, r->kind == TY_MEMREF, MEMREF_ANY))
		return false;
	if (!ty_memref_is_identity(s))
		return v_fail(v, op, "expects operand to be a memref with identity layout");
	if (!ty_memref_is_identity(r))
		return v_fail(v, op, "expects result to be a memref with identity layout");
	if (s->memspace != r->memspace)
		return v_fail(v, op, "expects result in same memory space");
	int64_t a[2 * VEC_MAX_RANK], b[2 * VEC_MAX_RANK];
	Type *ea, *eb;
	unsigned na = flat_shape(s, a, &ea), nb = flat_shape(r, b, &eb);
	if (ea != eb)
		return v_fail(v, op, "expects result and operand with same underlying scalar type: '%s'", v_type(v, r));
	bool same = na == nb;
	for (unsigned i = 0; same && i < na; i++)
		same = a[i] == b[i];
	return same || v_fail(v, op, "expects concatenated result and operand shapes to be equal: '%s'", v_type(v, r));
}

/* ------------------------------------ interleave, deinterleave, flat_transpose */

bool v_vec_interleave(Op *op, Verifier *v)
{
	Type *a = opnd_type(op, 0), *r = op->res[0].type;
	if (!v_operand_is(v, op, 0, is_vec(a), VEC_ANY) || !v_operand_is(v, op, 1, is_vec(opnd_type(op, 1)), VEC_ANY) ||
	    !v_result_is(v, op, 0, is_vec(r), VEC_ANY))
		return false;
	if (opnd_type(op, 1) != a)
		return v_fail(v, op, "failed to verify that all of {lhs, rhs} have same type");
	bool ok = r->elem == a->elem && r->rank == (a->rank ? a->rank : 1);
	for (unsigned i = 0; ok && i < r->rank; i++)
		ok = r->shape[i] == (i + 1 == r->rank ? 2 * vdim(a, i) : a->shape[i]);
	return ok || v_fail(v, op, "failed to verify that type of 'result' is double the width of the inputs");
}

bool v_vec_deinterleave(Op *op, Verifier *v)
{
	Type *s = opnd_type(op, 0), *r = op->res[0].type;
	if (!v_operand_is(v, op, 0, is_vec_nd(s), VEC_ANY) || !v_result_is(v, op, 0, is_vec_nd(r), VEC_ANY) ||
	    !v_result_is(v, op, 1, is_vec_nd(op->res[1].type), VEC_ANY))
		return false;
	int64_t last = s->shape[s->rank - 1];
	if (last % 2)
		return v_fail(v, op, "failed to verify that the trailing dimension of the source vector has an "
		              "even number of elements");
	bool ok = r->elem == s->elem && r->rank == s->rank;
	for (unsigned i = 0; ok && i < r->rank; i++)
		ok = r->shape[i] == (i + 1 == r->rank ? last / 2 : s->shape[i]);
	if (!ok)
		return v_fail(v, op, "failed to verify that the trailing dimension of the results is half the "
		              "width of source trailing dimension");
	return op->res[1].type == r || v_fail(v, op, "failed to verify that all of {res1, res2} have same type");
}

static const char MATRIX_VEC[] =
	"vector of signless integer or signed integer or index or floating-point values of ranks 1";

static bool is_matrix_vec(const Type *t) { return is_vec(t) && t->rank == 1; }

bool v_vec_flat_transpose(Op *op, Verifier *v)
{
	if (!v_attr_required(v, op, "columns") || !v_attr_required(v, op, "rows"))
		return false;
	Type *s = opnd_type(op, 0), *r = op->res[0].type;
	return v_operand_is(v, op, 0, is_matrix_vec(s), MATRIX_VEC) &&
	       v_result_is(v, op, 0, is_matrix_vec(r), MATRIX_VEC) &&
	       (s->elem == r->elem ||
	        v_fail(v, op, "failed to verify that source operand and result have same element type"));
}

/* ------------------------------------------------------------------ fma */

bool v_vec_fma(Op *op, Verifier *v)
{
	for (unsigned i = 0; i < 3; i++)
		if (!v_operand_is(v, op, i, is_vec(opnd_type(op, i)) && ty_is_float(opnd_type(op, i)->elem),
		                  "vector of floating-point values"))
			return false;
	Type *r = op->res[0].type;
	if (!v_result_is(v, op, 0, is_vec(r) && ty_is_float(r->elem), "vector of floating-point values"))
		return false;
	for (unsigned i = 0; i < 3; i++)
		if (opnd_type(op, i) != r)
			return v_fail(v, op, "failed to verify that all of {lhs, rhs, acc, result} have same type");
	return true;
}

/* ---------------------------------------------------------------- masks */

bool v_vec_constant_mask(Op *op, Verifier *v)
{
	int64_t sizes[VEC_MAX_RANK];
	unsigned n;
	if (!vec_i64_array(v, op, "mask_dim_sizes", sizes, VEC_MAX_RANK, &n))
		return false;
	Type *r = op->res[0].type;
	if (!v_result_is(v, op, 0, is_vec_i1(r), VEC_I1))
		return false;
	if (r->rank == 0) {
		/* MLIR reports these without the op's name. */
		if (n != 1) {
			diag_error(v->diag, op->loc, "array attr must have length 1 for 0-D vectors");
			return false;
		}
		if (sizes[0] != 0 && sizes[0] != 1) {
			diag_error(v->diag, op->loc, "mask dim size must be either 0 or 1 for 0-D vectors");
			return false;
		}
		return true;
	}
	if (n != r->rank)
		return v_fail(v, op, "must specify array attr of size equal vector result rank");
	bool any_zero = false, all_zero = true;
	for (unsigned i = 0; i < n; i++) {
		if (sizes[i] < 0 || sizes[i] > r->shape[i])
			return v_fail(v, op, "array attr of size out of bounds of vector result dimension size");
		/* A scalable dim's lane count is known at run time only. */
		if (ty_dim_scalable(r, i) && sizes[i] != 0 && sizes[i] != r->shape[i])
			return v_fail(v, op, "only supports 'none set' or 'all set' scalable dimensions");
		any_zero |= sizes[i] == 0;
		all_zero &= sizes[i] == 0;
	}
	if (any_zero && !all_zero)
		return v_fail(v, op, "expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim");
	return true;
}

bool v_vec_create_mask(Op *op, Verifier *v)
{
	for (unsigned i = 0; i < op->nopnds; i++)
		if (!v_operand_is(v, op, i, opnd_type(op, i)->kind == TY_INDEX, "variadic of index"))
			return false;
	Type *r = op->res[0].type;
	if (!v_result_is(v, op, 0, is_vec_i1(r), VEC_I1))
		return false;
	if (r->rank == 0 && op->nopnds != 1)
		return v_fail(v, op, "must specify exactly one operand for 0-D create_mask");
	if (r->rank && op->nopnds != r->rank)
		return v_fail(v, op, "must specify an operand for each result vector dimension");
	return true;
}

/* ------------------------------------------------------------ reshape */

/* The value of an index operand defined by arith.constant, if it is. */
static bool const_index(Value *x, int64_t *out)
{
	Attr *a = x->def && x->def->kind == OP_ARITH_CONSTANT ? op_attr(x->def, "value") : NULL;
	if (!a || a->kind != AT_INT)
		return false;
	*out = a->u.i;
	return true;
}

/* The fixed sizes against the trailing dims of t, as ReshapeOp::verify
 * indexes them. */
static bool fixed_sizes_match(const Type *t, const int64_t *fixed, unsigned n, unsigned *bad)
{
	for (unsigned i = 0; i < n; i++) {
		unsigned at = t->rank - n - i;
		if (at >= t->rank || fixed[i] != t->shape[at]) {
			*bad = i;
			return false;
		}
	}
	return true;
}

/* MLIR's messages here come without the op's name (emitError). */
bool v_vec_reshape(Op *op, Verifier *v)
{
	int64_t fixed[VEC_MAX_RANK];
	unsigned nfixed, bad;
	if (!vec_i64_array(v, op, "fixed_vector_sizes", fixed, VEC_MAX_RANK, &nfixed) ||
	    !v_segment_index(v, op, 1) || !v_segment_index(v, op, 2))
		return false;
	Type *in = opnd_type(op, 0), *out = op->res[0].type;
	unsigned nin = op->segs[1], nout = op->segs[2];
	if (in->rank != nin + nfixed)
		return v_error(v, op->loc, "invalid input shape for vector type '%s'", v_type(v, in));
	if (out->rank != nout + nfixed)
		return v_error(v, op->loc, "invalid output shape for vector type '%s'", v_type(v, out));
	if (!fixed_sizes_match(in, fixed, nfixed, &bad))
		return v_error(v, op->loc, "fixed vector size must match input vector for dim %u", bad);
	if (!fixed_sizes_match(out, fixed, nfixed, &bad))
		return v_error(v, op->loc, "fixed vector size must match output vector for dim %u", bad);
	int64_t pin = 1, pout = 1, c;
	for (unsigned i = 0; i < nin + nout; i++) {
		if (!const_index(op->opnds[1 + i].value, &c))
			return true;
		if (i < nin)
			pin *= c;
		else
			pout *= c;
	}
	if (pin != pout)
		return v_error(v, op->loc, "product of input and output shape sizes must match");
	return true;
}

/* ------------------------------------------- scalable.insert, .extract */

static bool is_vec_1d(const Type *t) { return t->kind == TY_VECTOR && t->rank == 1; }

/* vector.scalable.insert (source, dest) -> dest's type and
 * vector.scalable.extract (source) -> part: rank-1 vectors, the whole
 * one scalable, one element type, pos a multiple of the part's length
 * (MLIR 19 checks no more: the part may lie past the end). */
bool v_vec_scalable_part(Op *op, Verifier *v)
{
	static const char R1[] = " of ranks 1";
	bool insert = op->kind == OP_VECTOR_SCALABLE_INSERT;
	Attr *pos = op_attr(op, "pos");
	if (!pos)
		return v_fail(v, op, "requires attribute 'pos'");
	if (pos->kind != AT_INT || pos->type != ty_i64(v->ctx))
		return v_fail(v, op, "attribute 'pos' failed to satisfy constraint: 64-bit signless integer attribute");
	Type *src = opnd_type(op, 0), *r = op->res[0].type;
	Type *whole = insert ? opnd_type(op, 1) : src, *part = insert ? src : r;
	if (insert && !v_operand_is(v, op, 0, is_vec_1d(src), R1))
		return false;
	if (!v_operand_is(v, op, insert, is_vec_1d(whole) && whole->scalable, R1) ||
	    !v_result_is(v, op, 0, is_vec_1d(r) && (!insert || r->scalable), R1))
		return false;
	if (part->elem != whole->elem)
		return v_fail(v, op, "failed to verify that all of {source, %s} have same element type",
		              insert ? "dest" : "res");
	if (insert && r != whole)
		return v_fail(v, op, "failed to verify that all of {dest, res} have same type");
	if (pos->u.i % part->shape[0])
		return v_fail(v, op, "failed to verify that position is a multiple of the %s length.",
		              insert ? "source" : "result");
	return true;
}
