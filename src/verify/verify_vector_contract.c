/* verify_vector_contract.c - checks of the vector ops that combine
 * elements: reduction, multi_reduction, scan, outerproduct, contract and
 * matrix_multiply, with MLIR 19's messages in MLIR's order (see
 * verify_vector.c). */
#include "config.h"
#include "verify_vector.h"
#include "ir/affine.h"

#include <string.h>

/* ------------------------------------------------------------ reductions */

bool v_vec_reduction(Op *op, Verifier *v)
{
	if (!vec_optional_group(v, op, 1))
		return false;
	size_t kn;
	const char *kind = vec_kind(v, op, &kn);
	if (!kind || !check_flag_attr(v, op, "fastmath", "#arith.fastmath"))
		return false;
	Type *t = opnd_type(op, 0), *r = op->res[0].type;
	if (!v_operand_is(v, op, 0, is_vec(t), VEC_ANY))
		return false;
	if (t->elem != r)
		return v_fail(v, op, "failed to verify that source operand and result have same element type");
	if (op->nopnds == 2 && opnd_type(op, 1) != r)
		return v_fail(v, op, "failed to verify that dest and acc have the same type");
	if (t->rank > 1)
		return v_fail(v, op, "unsupported reduction rank: %u", t->rank);
	if (!vec_kind_supports(kind, kn, r))
		return v_fail(v, op, "unsupported reduction type ''%s'' for kind '%.*s'", v_type(v, r), (int)kn, kind);
	return true;
}

bool v_vec_multi_reduction(Op *op, Verifier *v)
{
	size_t kn;
	int64_t dims[VEC_MAX_RANK];
	unsigned nd;
	if (!vec_kind(v, op, &kn) || !vec_i64_array(v, op, "reduction_dims", dims, VEC_MAX_RANK, &nd))
		return false;
	Type *s = opnd_type(op, 0), *r = op->res[0].type;
	if (!v_operand_is(v, op, 0, is_vec_nd(s), VEC_ANY))
		return false;
	if (opnd_type(op, 1) != r)
		return v_fail(v, op, "failed to verify that all of {dest, acc} have same type");
	if (s->elem != elem_or_self(r))
		return v_fail(v, op, "failed to verify that source operand and result have same element type");
	int64_t shape[VEC_MAX_RANK];
	uint64_t scalable = 0;
	unsigned n = 0;
	for (unsigned i = 0; i < s->rank; i++) {
		bool reduced = false;
		for (unsigned k = 0; k < nd && k < VEC_MAX_RANK; k++)
			reduced |= dims[k] == (int64_t)i;
		if (!reduced) {
			scalable |= (uint64_t)ty_dim_scalable(s, i) << n;
			shape[n++] = s->shape[i];
		}
	}
	Type *want = n ? ty_vector_scalable(v->ctx, s->elem, n, shape, scalable) : s->elem;
	if (r != want)
		return v_fail(v, op, "destination type '%s' is incompatible with source type '%s'", v_type(v, r),
		              v_type(v, s));
	return true;
}

bool v_vec_scan(Op *op, Verifier *v)
{
	size_t kn;
	const char *kind = vec_kind(v, op, &kn);
	if (!kind || !v_attr_required(v, op, "reduction_dim") || !v_attr_required(v, op, "inclusive"))
		return false;
	Attr *dim = op_attr(op, "reduction_dim");
	if (dim->kind != AT_INT)
		return v_bad_property(v, op, "reduction_dim");
	Type *s = opnd_type(op, 0), *init = opnd_type(op, 1);
	if (!v_operand_is(v, op, 0, is_vec_nd(s), VEC_ANY) || !v_operand_is(v, op, 1, is_vec(init), VEC_ANY))
		return false;
	if (op->res[0].type != s)
		return v_fail(v, op, "failed to verify that all of {source, dest} have same type");
	if (op->res[1].type != init)
		return v_fail(v, op, "failed to verify that all of {initial_value, accumulated_value} have same type");
	int64_t d = dim->u.i;
	if (d >= (int64_t)s->rank)
		return v_fail(v, op, "reduction dimension %lld has to be less than %u", (long long)d, s->rank);
	if (init->rank != s->rank - 1)
		return v_fail(v, op, "initial value rank %u has to be equal to %u", init->rank, s->rank - 1);
	for (unsigned i = 0, j = 0; i < s->rank; i++)
		if ((int64_t)i != d && init->shape[j++] != s->shape[i])
			return v_fail(v, op, "incompatible input/initial value shapes");
	if (!vec_kind_supports(kind, kn, s->elem))
		return v_fail(v, op, "unsupported reduction type '%s' for kind '%.*s'", v_type(v, s->elem), (int)kn, kind);
	return true;
}

/* ---------------------------------------------------------- outerproduct */

bool v_vec_outerproduct(Op *op, Verifier *v)
{
	if (!vec_optional_group(v, op, 2))
		return false;
	Type *l = opnd_type(op, 0), *r = opnd_type(op, 1), *res = op->res[0].type;
	if (!v_operand_is(v, op, 0, is_vec_nd(l), VEC_ANY) ||
	    (op->nopnds == 3 && !v_operand_is(v, op, 2, is_vec_nd(opnd_type(op, 2)), VEC_ANY)) ||
	    !v_result_is(v, op, 0, is_vec_nd(res), VEC_ANY))
		return false;
	if (l->elem != res->elem)
		return v_fail(v, op, "failed to verify that lhs operand and result have same element type");
	if (elem_or_self(r) != res->elem)
		return v_fail(v, op, "failed to verify that rhs operand and result have same element type");
	if (l->rank != 1)
		return v_fail(v, op, "expected 1-d vector for operand #1");
	if (is_vec(r)) {
		if (r->rank != 1)
			return v_fail(v, op, "expected 1-d vector for operand #2");
		if (res->rank != 2)
			return v_fail(v, op, "expected 2-d vector result");
		if (l->shape[0] != res->shape[0])
			return v_fail(v, op, "expected #1 operand dim to match result dim #1");
		if (r->shape[0] != res->shape[1])
			return v_fail(v, op, "expected #2 operand dim to match result dim #2");
		if (ty_dim_scalable(l, 0) && !ty_dim_scalable(r, 0))
			return v_fail(v, op, "expected either both or only #2 operand dim to be scalable");
	} else {
		if (res->rank != 1)
			return v_fail(v, op, "expected 1-d vector result");
		if (l->shape[0] != res->shape[0])
			return v_fail(v, op, "expected #1 operand dim to match result dim #1");
	}
	if (op->nopnds == 3 && opnd_type(op, 2) != res)
		return v_fail(v, op, "expected operand #3 of same type as result type");
	Attr *k = op_attr(op, "kind");
	size_t kn = 3;
	const char *kind = "add";
	if (k && !(kind = vec_kind(v, op, &kn)))
		return false;
	return vec_kind_supports(kind, kn, res->elem) || v_fail(v, op, "unsupported outerproduct type");
}

/* --------------------------------------------------------------- contract */

/* The indexing maps and whether each iterator reduces. */
typedef struct Contract {
	AffineMap *maps[3];
	bool reduction[VEC_MAX_RANK];
	unsigned niter;
} Contract;

static bool contract_attrs(Verifier *v, Op *op, Contract *c)
{
	if (!v_attr_required(v, op, "indexing_maps") || !v_attr_required(v, op, "iterator_types"))
		return false;
	Attr *maps = op_attr(op, "indexing_maps"), *its = op_attr(op, "iterator_types");
	if (maps->kind != AT_ARRAY)
		return v_bad_property(v, op, "indexing_maps");
	if (its->kind != AT_ARRAY || its->u.arr.n > VEC_MAX_RANK)
		return v_bad_property(v, op, "iterator_types");
	for (unsigned i = 0; i < its->u.arr.n; i++) {
		Attr *e = its->u.arr.elems[i];
		if (e->kind != AT_OPAQUE || strncmp(e->u.str.s, "#vector.iterator_type<", 22) != 0)
			return v_fail(v, op, "attribute 'iterator_types' failed to satisfy constraint: Iterator "
			              "type should be an enum.");
		c->reduction[i] = e->u.str.len > 22 && e->u.str.s[22] == 'r';
	}
	c->niter = its->u.arr.n;
	Attr *k = op_attr(op, "kind");
	size_t kn;
	if (k && !vec_kind(v, op, &kn))
		return false;
	for (unsigned i = 0; i < maps->u.arr.n; i++)
		if (maps->u.arr.elems[i]->kind != AT_AFFINE_MAP)
			return v_bad_property(v, op, "indexing_maps");
	if (maps->u.arr.n != 3)
		return v_fail(v, op, "expected an indexing map for each vector operand");
	for (unsigned i = 0; i < 3; i++)
		c->maps[i] = maps->u.arr.elems[i]->u.map;
	return true;
}

/* Each map: no symbols, one input per iterator, one result per dim of
 * its operand, a projected permutation. */
static bool contract_maps(Verifier *v, Op *op, Contract *c)
{
	for (unsigned i = 0; i < 3; i++) {
		AffineMap *m = c->maps[i];
		Type *t = opnd_type(op, i);
		unsigned rank = is_vec(t) ? t->rank : 0;
		if (m->nsyms)
			return v_fail(v, op, "expected indexing map %u to have no symbols", i);
		if (m->ndims != c->niter)
			return v_fail(v, op, "expected indexing map %u to have %u number of inputs", i, c->niter);
		if (m->nres != rank)
			return v_fail(v, op, "expected indexing map %u to have %u number of outputs", i, rank);
		if (!affine_map_is_projected_permutation(m, false))
			return v_fail(v, op, "expected indexing map %u to be a projected permutation of its inputs", i);
	}
	return true;
}

/* The result of map m that is dim d, or -1. */
static int result_of(const AffineMap *m, unsigned d)
{
	for (unsigned r = 0; r < m->nres; r++)
		if (m->res[r]->kind == AE_DIM && m->res[r]->pos == d)
			return (int)r;
	return -1;
}

/* Pairs of lhs and rhs dims iterated together by the reduction (or the
 * parallel) iterators; false if a pair's sizes differ. */
static bool dim_map(const Contract *c, Type *l, Type *r, bool reduction, int *lhs, int *rhs, unsigned *n)
{
	*n = 0;
	for (unsigned d = 0; d < c->niter; d++) {
		if (c->reduction[d] != reduction)
			continue;
		int a = result_of(c->maps[0], d), b = result_of(c->maps[1], d);
		if (a < 0 || b < 0)
			continue;
		if (l->shape[a] != r->shape[b])
			return false;
		lhs[*n] = a;
		rhs[(*n)++] = b;
	}
	return true;
}

/* The accumulator and result shape: each iterator's extent from the lhs
 * or the rhs, through the accumulator's map. */
static bool contract_output(Verifier *v, Op *op, Contract *c, unsigned nfree)
{
	Type *l = opnd_type(op, 0), *r = opnd_type(op, 1), *acc = opnd_type(op, 2), *res = op->res[0].type;
	if (!nfree)
		return (!is_vec(res) && !is_vec(acc)) || v_fail(v, op, "invalid accumulator/result vector shape");
	if (!is_vec(res) || !is_vec(acc))
		return v_fail(v, op, "invalid accumulator/result vector shape");
	int64_t extent[VEC_MAX_RANK];
	bool scalable_dim[VEC_MAX_RANK];
	for (unsigned d = 0; d < c->niter; d++) {
		int a = result_of(c->maps[0], d), b = result_of(c->maps[1], d);
		if (a < 0 && b < 0)
			return v_fail(v, op, "expected all dimensions to be either a LHS or a RHS dimension");
		extent[d] = a >= 0 ? l->shape[a] : r->shape[b];
		scalable_dim[d] = a >= 0 ? ty_dim_scalable(l, a) : ty_dim_scalable(r, b);
	}
	int64_t shape[VEC_MAX_RANK];
	uint64_t scalable = 0;
	for (unsigned i = 0; i < c->maps[2]->nres; i++) {
		AffineExpr *e = c->maps[2]->res[i];
		shape[i] = e->kind == AE_DIM ? extent[e->pos] : 0;
		scalable |= (uint64_t)(e->kind == AE_DIM && scalable_dim[e->pos]) << i;
	}
	Type *want = ty_vector_scalable(v->ctx, res->elem, c->maps[2]->nres, shape, scalable);
	if (res != want || acc != want)
		return v_fail(v, op, "invalid accumulator/result vector shape, expected: '%s'", v_type(v, want));
	return true;
}

bool v_vec_contract(Op *op, Verifier *v)
{
	Contract c;
	if (!contract_attrs(v, op, &c))
		return false;
	Type *l = opnd_type(op, 0), *r = opnd_type(op, 1), *res = op->res[0].type;
	if (!v_operand_is(v, op, 0, is_vec_nd(l), VEC_ANY) || !v_operand_is(v, op, 1, is_vec_nd(r), VEC_ANY))
		return false;
	if (l->elem != r->elem)
		return v_fail(v, op, "failed to verify that lhs and rhs have same element type");
	if (elem_or_self(opnd_type(op, 2)) != elem_or_self(res))
		return v_fail(v, op, "failed to verify that third operand acc and result have same element type");
	if (!contract_maps(v, op, &c))
		return false;
	int lhs[VEC_MAX_RANK], rhs[VEC_MAX_RANK];
	unsigned ncontract, nbatch;
	bool ok = dim_map(&c, l, r, true, lhs, rhs, &ncontract);
	if (!ncontract && ok)
		return v_fail(v, op, "expected at least one contracting dimension pair");
	if (!ok)
		return v_fail(v, op, "invalid contracting dimension map");
	if (!dim_map(&c, l, r, false, lhs, rhs, &nbatch))
		return v_fail(v, op, "invalid batch dimension map");
	/* Free and batch dims: the lhs's other than contracting ones, the
	 * rhs's other than contracting and batch ones. */
	unsigned nfree = l->rank - ncontract + r->rank - ncontract - nbatch;
	if (!contract_output(v, op, &c, nfree))
		return false;
	for (unsigned i = 0; i < 3; i++)
		if (elem_or_self(opnd_type(op, i))->kind == TY_SINT || elem_or_self(opnd_type(op, i))->kind == TY_UINT)
			return v_fail(v, op, "only supports signless integer types");
	Attr *k = op_attr(op, "kind");
	size_t kn = 3;
	const char *kind = k ? vec_kind(v, op, &kn) : "add";
	return vec_kind_supports(kind, kn, elem_or_self(res)) || v_fail(v, op, "unsupported contraction type");
}

/* -------------------------------------------------------- matrix_multiply */

bool v_vec_matrix_multiply(Op *op, Verifier *v)
{
	static const char MATRIX_VEC[] =
		"vector of signless integer or signed integer or index or floating-point values of ranks 1";
	if (!v_attr_required(v, op, "lhs_columns") ||
	    !v_attr_required(v, op, "lhs_rows") || !v_attr_required(v, op, "rhs_columns"))
		return false;
	for (unsigned i = 0; i < 2; i++)
		if (!v_operand_is(v, op, i, is_vec(opnd_type(op, i)) && opnd_type(op, i)->rank == 1, MATRIX_VEC))
			return false;
	Type *r = op->res[0].type;
	if (!v_result_is(v, op, 0, is_vec(r) && r->rank == 1, MATRIX_VEC))
		return false;
	if (opnd_type(op, 0)->elem != r->elem || opnd_type(op, 1)->elem != r->elem)
		return v_fail(v, op, "failed to verify that lhs operand and result have same element type");
	return true;
}
