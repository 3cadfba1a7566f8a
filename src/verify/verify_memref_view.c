/* verify_memref_view.c - checks of the memref ops that make views:
 * subview, reinterpret_cast, expand_shape / collapse_shape, view, the
 * casts, rank and the metadata extractions (the VERIFY column of
 * ops.def).  Messages are MLIR 19's, those it emits without the op's
 * name included (v_error for its emitError). */
#include "config.h"
#include "verifier.h"
#include "support/buf.h"
#include "ir/layout.h"

#include <stdio.h>
#include <string.h>

static bool is_memref(const Type *t) { return t->kind == TY_MEMREF || t->kind == TY_UMEMREF; }

/* "operand #i must be <what> values, but got 'T'", ODS's wording. */
static bool need_memref(Verifier *v, Op *op, unsigned i, bool ranked)
{
	if (i >= op->nopnds)
		return v_fail(v, op, "expected %u or more operands, but found %u", i + 1, op->nopnds);
	Type *t = opnd_type(op, i);
	if (ranked ? t->kind == TY_MEMREF : is_memref(t))
		return true;
	return v_fail(v, op, "operand #%u must be %s of any type values, but got '%s'", i,
	              ranked ? "memref" : "ranked or unranked memref", v_type(v, t));
}

static bool need_memref_result(Verifier *v, Op *op)
{
	if (op->nres == 1 && op->res[0].type->kind == TY_MEMREF)
		return true;
	if (op->nres != 1)
		return v_fail(v, op, "requires one result");
	return v_fail(v, op, "result #0 must be memref of any type values, but got '%s'",
	              v_type(v, op->res[0].type));
}

/* The static_* array<i64> attribute `name`, or NULL after reporting. */
static Attr *static_list(Verifier *v, Op *op, const char *name)
{
	Attr *a = op_attr(op, name);
	if (!a)
		return v_fail(v, op, "requires attribute '%s'", name), NULL;
	/* A DenseI64ArrayAttr property: anything else fails its conversion. */
	if (a->kind != AT_DENSE_ARRAY || !a->type || a->type->kind != TY_INT || a->type->width != 64)
		return v_bad_property(v, op, name), NULL;
	return a;
}

static unsigned count_dynamic(const Attr *a)
{
	unsigned n = 0;
	for (unsigned i = 0; i < a->u.dense.n; i++)
		n += a->u.dense.vals[i] == IR_DYNAMIC;
	return n;
}

/* MLIR's OffsetSizeAndStrideOpInterface checks: the three lists (in
 * operand segments 1, 2 and 3), of at most rank[i] entries. */
static bool check_offsets_sizes_strides(Verifier *v, Op *op, Attr **lists, const unsigned *rank)
{
	static const char *const names[] = {"static_offsets", "static_sizes", "static_strides"};
	static const char *const what[] = {"offset", "size", "stride"};
	for (unsigned k = 0; k < 3; k++)
		if (!(lists[k] = static_list(v, op, names[k])))
			return false;
	unsigned no = lists[0]->u.dense.n, ns = lists[1]->u.dense.n, nt = lists[2]->u.dense.n;
	if (!(no == 1 && rank[0] == 1) && no != ns)
		return v_error(v, op->loc, "expected mixed offsets rank to match mixed sizes rank (%u vs %u) so "
		               "the rank of the result type is well-formed.", no, ns);
	if (ns != nt)
		return v_error(v, op->loc, "expected mixed sizes rank to match mixed strides rank (%u vs %u) so "
		               "the rank of the result type is well-formed.", ns, nt);
	for (unsigned k = 0; k < 3; k++) {
		unsigned first, ndyn = op_segment(op, 1 + k, &first);
		if (lists[k]->u.dense.n != rank[k])
			return v_error(v, op->loc, "expected %u %s values, got %u", rank[k], what[k], lists[k]->u.dense.n);
		if (ndyn != count_dynamic(lists[k]))
			return v_error(v, op->loc, "expected %u dynamic %s values", count_dynamic(lists[k]), what[k]);
	}
	for (unsigned k = 0; k < 2; k++)
		for (unsigned i = 0; i < lists[k]->u.dense.n; i++) {
			int64_t x = lists[k]->u.dense.vals[i];
			if (x < 0 && x != IR_DYNAMIC)
				return v_error(v, op->loc, "expected %ss to be non-negative, but got %lld", what[k],
				               (long long)x);
		}
	return true;
}

static bool index_operands(Verifier *v, Op *op, unsigned first)
{
	for (unsigned i = first; i < op->nopnds; i++)
		if (opnd_type(op, i)->kind != TY_INDEX)
			return v_fail(v, op, "operand #%u must be variadic of index, but got '%s'", i,
			              v_type(v, opnd_type(op, i)));
	return true;
}

/* ------------------------------------------------------------- subview */

/* The subview's type against the one inferred from its operands, in
 * MLIR's order: shape (allowing unit dimensions dropped), element type,
 * offset, which dimensions were dropped, strides. */
static bool subview_type(Verifier *v, Op *op, Type *want, const int64_t *sizes)
{
	Type *got = op->res[0].type;
	const char *w = v_type(v, want);
	if (got->rank > want->rank)
		return v_error(v, op->loc, "expected result rank to be smaller or equal to the source rank. ");
	bool drop[LAYOUT_MAX_RANK];
	if (!layout_shape_reduction(want->shape, want->rank, got->shape, got->rank, drop))
		return v_error(v, op->loc, "expected result type to be '%s' or a rank-reduced version. "
		               "(mismatch of result sizes) ", w);
	if (got->elem != want->elem)
		return v_error(v, op->loc, "expected result element type to be '%s'", v_type(v, want->elem));
	int64_t ws[LAYOUT_MAX_RANK], gs[LAYOUT_MAX_RANK], woff, goff;
	layout_strides(want, ws, &woff);
	layout_strides(got, gs, &goff);
	bool ok = woff == goff && layout_dropped_dims(want, got, sizes, drop);
	for (unsigned i = 0, j = 0; ok && i < want->rank; i++) {
		if (drop[i])
			continue;
		ok = ws[i] == gs[j++];
	}
	if (!ok)
		return v_error(v, op->loc, "expected result type to be '%s' or a rank-reduced version. "
		               "(mismatch of result layout) ", w);
	return true;
}

bool v_subview(Op *op, Verifier *v)
{
	if (!need_memref(v, op, 0, true) || !need_memref_result(v, op) || !index_operands(v, op, 1))
		return false;
	Type *src = opnd_type(op, 0), *res = op->res[0].type;
	Attr *lists[3];
	unsigned rank[3] = {src->rank, src->rank, src->rank};
	if (!check_offsets_sizes_strides(v, op, lists, rank))
		return false;
	if (src->memspace != res->memspace)
		return v_error(v, op->loc, "different memory spaces specified for base memref type '%s' and "
		               "subview memref type '%s'", v_type(v, src), v_type(v, res));
	Type *want = layout_subview(v->ctx, src, lists[0]->u.dense.vals, lists[1]->u.dense.vals,
	                            lists[2]->u.dense.vals);
	return subview_type(v, op, want, lists[1]->u.dense.vals);
}

/* ---------------------------------------------------- reinterpret_cast */

static const char *static_str(Verifier *v, int64_t x)
{
	if (x == IR_DYNAMIC)
		return "dynamic";
	char buf[32];
	int n = snprintf(buf, sizeof buf, "%lld", (long long)x);
	return ctx_intern(v->ctx, buf, (size_t)n);
}

bool v_reinterpret_cast(Op *op, Verifier *v)
{
	if (!need_memref(v, op, 0, false) || !need_memref_result(v, op) || !index_operands(v, op, 1))
		return false;
	Type *src = opnd_type(op, 0), *res = op->res[0].type;
	Attr *lists[3];
	unsigned rank[3] = {1, res->rank, res->rank};
	if (!check_offsets_sizes_strides(v, op, lists, rank))
		return false;
	if (src->memspace != res->memspace)
		return v_error(v, op->loc, "different memory spaces specified for source type '%s' and result "
		               "memref type '%s'", v_type(v, src), v_type(v, res));
	if (src->elem != res->elem)
		return v_error(v, op->loc, "different element types specified for source type '%s' and result "
		               "memref type '%s'", v_type(v, src), v_type(v, res));
	const int64_t *sizes = lists[1]->u.dense.vals, *strides = lists[2]->u.dense.vals;
	for (unsigned i = 0; i < res->rank; i++)
		if (res->shape[i] != IR_DYNAMIC && sizes[i] != IR_DYNAMIC && res->shape[i] != sizes[i])
			return v_error(v, op->loc, "expected result type with size = %s instead of %lld in dim = %u",
			               static_str(v, sizes[i]), (long long)res->shape[i], i);
	int64_t rs[LAYOUT_MAX_RANK], roff, off = lists[0]->u.dense.vals[0];
	layout_strides(res, rs, &roff);
	if (roff != IR_DYNAMIC && off != IR_DYNAMIC && roff != off)
		return v_error(v, op->loc, "expected result type with offset = %s instead of %lld",
		               static_str(v, off), (long long)roff);
	for (unsigned i = 0; i < res->rank; i++)
		if (rs[i] != IR_DYNAMIC && strides[i] != IR_DYNAMIC && rs[i] != strides[i])
			return v_error(v, op->loc, "expected result type with stride = %s instead of %lld in dim = %u",
			               static_str(v, strides[i]), (long long)rs[i], i);
	return true;
}

/* ---------------------------------------- expand_shape, collapse_shape */

/* The reassociation attribute as groups of dimension numbers, checked
 * against the collapsed and expanded shapes (MLIR's
 * verifyCollapsedShape, several dynamic sizes per group allowed). */
static bool reassociation(Verifier *v, Op *op, const Type *collapsed, const Type *expanded, Reassoc *r)
{
	Attr *a = op_attr(op, "reassociation");
	bool shaped = a && a->kind == AT_ARRAY && a->u.arr.n <= LAYOUT_MAX_RANK;
	for (unsigned g = 0; shaped && g < a->u.arr.n; g++) {
		Attr *grp = a->u.arr.elems[g];
		shaped = grp->kind == AT_ARRAY;
		for (unsigned i = 0; shaped && i < grp->u.arr.n; i++)
			shaped = grp->u.arr.elems[i]->kind == AT_INT;
	}
	if (!a)
		return v_fail(v, op, "requires attribute 'reassociation'");
	if (!shaped)
		return v_fail(v, op, "attribute 'reassociation' failed to satisfy constraint: Array of 64-bit "
		              "integer array attributes");
	if (a->u.arr.n != collapsed->rank)
		return v_fail(v, op, "invalid number of reassociation groups: found %u, expected %u",
		              a->u.arr.n, collapsed->rank);
	int64_t next = 0;
	r->ngroups = a->u.arr.n;
	for (unsigned g = 0; g < a->u.arr.n; g++) {
		Attr *grp = a->u.arr.elems[g];
		r->first[g] = (unsigned)next;
		bool dynamic = false;
		int64_t size = 1;
		for (unsigned i = 0; i < grp->u.arr.n; i++) {
			int64_t d = grp->u.arr.elems[i]->u.i;
			if (d != next++)
				return v_fail(v, op, "reassociation indices must be contiguous");
			if (d >= (int64_t)expanded->rank)
				return v_fail(v, op, "reassociation index %lld is out of bounds", (long long)d);
			dynamic |= expanded->shape[d] == IR_DYNAMIC;
			size = layout_mul(size, expanded->shape[d]);
		}
		if ((collapsed->shape[g] == IR_DYNAMIC) != dynamic)
			return v_fail(v, op, "collapsed dim (%u) must be dynamic if and only if reassociation group "
			              "is dynamic", g);
		if (!dynamic && size != collapsed->shape[g])
			return v_fail(v, op, "collapsed dim size (%lld) must equal reassociation group size (%lld)",
			              (long long)collapsed->shape[g], (long long)size);
	}
	r->first[r->ngroups] = (unsigned)next;
	if (!collapsed->rank) {
		for (unsigned i = 0; i < expanded->rank; i++)
			if (expanded->shape[i] != 1)
				return v_fail(v, op, "rank 0 memrefs can only be extended/collapsed with/from ones");
	} else if (next != (int64_t)expanded->rank) {
		return v_fail(v, op, "expanded rank (%u) inconsistent with number of reassociation indices (%lld)",
		              expanded->rank, (long long)next);
	}
	return true;
}

/* static_output_shape against the result type and the operands. */
static bool output_shape(Verifier *v, Op *op, const Type *res)
{
	Attr *shape = static_list(v, op, "static_output_shape");
	if (!shape)
		return false;
	if (shape->u.dense.n != res->rank)
		return v_fail(v, op, "expected number of static shape bounds to be equal to the output rank (%u) "
		              "but found %u inputs instead", res->rank, shape->u.dense.n);
	if (op->nopnds - 1 != count_dynamic(shape))
		return v_fail(v, op, "mismatch in dynamic dims in output_shape and static_output_shape: "
		              "static_output_shape has %u dynamic dims while output_shape has %u values",
		              count_dynamic(shape), op->nopnds - 1);
	for (unsigned i = 0; i < res->rank; i++)
		if (res->shape[i] != IR_DYNAMIC && res->shape[i] != shape->u.dense.vals[i])
			return v_fail(v, op, "invalid output shape provided at pos %u", i);
	return true;
}

bool v_expand_shape(Op *op, Verifier *v)
{
	if (!v_attr_required(v, op, "reassociation") || !v_attr_required(v, op, "static_output_shape"))
		return false;
	if (!need_memref(v, op, 0, true) || !need_memref_result(v, op) || !index_operands(v, op, 1))
		return false;
	Type *src = opnd_type(op, 0), *res = op->res[0].type;
	if (src->rank > res->rank)
		return v_fail(v, op, "has source rank %u and result rank %u. This is not an expansion (%u > %u).",
		              src->rank, res->rank, src->rank, res->rank);
	Reassoc r;
	if (!reassociation(v, op, src, res, &r))
		return false;
	Type *want = layout_expand(v->ctx, src, res->shape, res->rank, &r);
	if (want != res)
		return v_fail(v, op, "expected expanded type to be '%s' but found '%s'", v_type(v, want),
		              v_type(v, res));
	return output_shape(v, op, res);
}

bool v_collapse_shape(Op *op, Verifier *v)
{
	if (op->nopnds != 1)
		return v_fail(v, op, "requires a single operand");
	if (!v_attr_required(v, op, "reassociation"))
		return false;
	if (!need_memref(v, op, 0, true) || !need_memref_result(v, op))
		return false;
	Type *src = opnd_type(op, 0), *res = op->res[0].type;
	if (src->rank < res->rank)
		return v_fail(v, op, "has source rank %u and result rank %u. This is not a collapse (%u < %u).",
		              src->rank, res->rank, src->rank, res->rank);
	Reassoc r;
	if (!reassociation(v, op, res, src, &r))
		return false;
	Type *want;
	if (layout_is_identity(src)) {
		want = ty_memref(v->ctx, src->elem, res->rank, res->shape, NULL, 0, src->memspace);
	} else {
		int64_t strides[LAYOUT_MAX_RANK], offset;
		if (!layout_collapse(src, &r, strides, &offset))
			return v_fail(v, op, "invalid source layout map or collapsing non-contiguous dims");
		want = ty_memref(v->ctx, src->elem, res->rank, res->shape, strides, offset, src->memspace);
	}
	if (want != res)
		return v_fail(v, op, "expected collapsed type to be '%s' but found '%s'", v_type(v, want),
		              v_type(v, res));
	return true;
}

/* ---------------------------------------------------------------- view */

bool v_view(Op *op, Verifier *v)
{
	if (op->nres != 1)
		return v_fail(v, op, "requires one result");
	if (op->nopnds < 2)
		return v_fail(v, op, "expected 2 or more operands, but found %u", op->nopnds);
	Type *src = opnd_type(op, 0);
	if (src->kind != TY_MEMREF || src->rank != 1 || src->elem->kind != TY_INT || src->elem->width != 8)
		return v_fail(v, op, "operand #0 must be 1D memref of 8-bit signless integer values, but got '%s'",
		              v_type(v, src));
	if (opnd_type(op, 1)->kind != TY_INDEX)
		return v_fail(v, op, "operand #1 must be index, but got '%s'", v_type(v, opnd_type(op, 1)));
	if (!index_operands(v, op, 2) || !need_memref_result(v, op))
		return false;
	Type *res = op->res[0].type;
	if (!layout_is_identity(src))
		return v_error(v, op->loc, "unsupported map for base memref type '%s'", v_type(v, src));
	if (!layout_is_identity(res))
		return v_error(v, op->loc, "unsupported map for result memref type '%s'", v_type(v, res));
	if (src->memspace != res->memspace)
		return v_error(v, op->loc, "different memory spaces specified for base memref type '%s' and view "
		               "memref type '%s'", v_type(v, src), v_type(v, res));
	unsigned ndyn = 0;
	for (unsigned i = 0; i < res->rank; i++)
		ndyn += res->shape[i] == IR_DYNAMIC;
	if (op->nopnds - 2 != ndyn)
		return v_error(v, op->loc, "incorrect number of size operands for type '%s'", v_type(v, res));
	return true;
}

/* ------------------------------------------------------------- reshape */

bool v_reshape(Op *op, Verifier *v)
{
	if (!need_counts(v, op, 2, 1) || !need_memref(v, op, 0, false))
		return false;
	Type *src = opnd_type(op, 0), *shape = opnd_type(op, 1), *res = op->res[0].type;
	if (shape->kind != TY_MEMREF || shape->rank != 1 || !ty_is_intlike(shape->elem))
		return v_fail(v, op, "operand #1 must be 1D memref of signless integer or index values, but got '%s'",
		              v_type(v, shape));
	if (!is_memref(res))
		return v_fail(v, op, "result #0 must be ranked or unranked memref of any type values, but got '%s'",
		              v_type(v, res));
	if (src->elem != res->elem)
		return v_fail(v, op, "element types of source and destination memref types should be the same");
	if (src->kind == TY_MEMREF && !layout_is_identity(src))
		return v_fail(v, op, "source memref type should have identity affine map");
	if (res->kind != TY_MEMREF)
		return true;
	if (!layout_is_identity(res))
		return v_fail(v, op, "result memref type should have identity affine map");
	if (shape->shape[0] == IR_DYNAMIC)
		return v_fail(v, op, "cannot use shape operand with dynamic length to reshape to statically-ranked "
		              "memref type");
	if (shape->shape[0] != (int64_t)res->rank)
		return v_fail(v, op, "length of shape operand differs from the result's memref rank");
	return true;
}

/* -------------------------------------------------------------- casts */

/* MLIR's CastOp::areCastCompatible: the same element type and memory
 * space; between ranked memrefs the same rank, and sizes, strides and
 * offset equal wherever both are static. */
static bool cast_compatible(const Type *a, const Type *b)
{
	if (!is_memref(a) || !is_memref(b) || a->elem != b->elem || a->memspace != b->memspace)
		return false;
	if (a->kind == TY_UMEMREF || b->kind == TY_UMEMREF)
		return a->kind != b->kind;
	if (a->rank != b->rank)
		return false;
	int64_t as[LAYOUT_MAX_RANK], bs[LAYOUT_MAX_RANK], ao, bo;
	layout_strides(a, as, &ao);
	layout_strides(b, bs, &bo);
	bool same_layout = a->strides == b->strides && a->offset == b->offset;
	if (!same_layout && ao != IR_DYNAMIC && bo != IR_DYNAMIC && ao != bo)
		return false;
	for (unsigned i = 0; i < a->rank; i++) {
		if (!same_layout && as[i] != IR_DYNAMIC && bs[i] != IR_DYNAMIC && as[i] != bs[i])
			return false;
		if (a->shape[i] != IR_DYNAMIC && b->shape[i] != IR_DYNAMIC && a->shape[i] != b->shape[i])
			return false;
	}
	return true;
}

bool v_memref_cast(Op *op, Verifier *v)
{
	if (!need_counts(v, op, 1, 1))
		return false;
	Type *f = opnd_type(op, 0), *t = op->res[0].type;
	if (!v_operand_is(v, op, 0, is_memref(f), "ranked or unranked memref of any type values") ||
	    !v_result_is(v, op, 0, is_memref(t), "ranked or unranked memref of any type values"))
		return false;
	if (!cast_compatible(f, t))
		return v_fail(v, op, "operand type '%s' and result type '%s' are cast incompatible",
		              v_type(v, f), v_type(v, t));
	return true;
}

bool v_memory_space_cast(Op *op, Verifier *v)
{
	if (!need_counts(v, op, 1, 1))
		return false;
	Type *f = opnd_type(op, 0), *t = op->res[0].type;
	if (!v_operand_is(v, op, 0, is_memref(f), "ranked or unranked memref of any type values") ||
	    !v_result_is(v, op, 0, is_memref(t), "ranked or unranked memref of any type values"))
		return false;
	bool ok = f->kind == t->kind && f->elem == t->elem;
	if (ok && f->kind == TY_MEMREF)
		ok = f->rank == t->rank && f->strides == t->strides && f->offset == t->offset &&
		     !memcmp(f->shape, t->shape, f->rank * sizeof *f->shape);
	if (!ok)
		return v_fail(v, op, "operand type '%s' and result type '%s' are cast incompatible",
		              v_type(v, f), v_type(v, t));
	return true;
}

/* ------------------------------------------------------------ metadata */

bool v_rank(Op *op, Verifier *v)
{
	return need_memref(v, op, 0, false);
}

bool v_extract_aligned_pointer(Op *op, Verifier *v)
{
	return need_memref(v, op, 0, false);
}

bool v_extract_strided_metadata(Op *op, Verifier *v)
{
	if (op->nopnds != 1)
		return v_fail(v, op, "requires a single operand");
	Type *src = opnd_type(op, 0);
	if (src->kind != TY_MEMREF)
		return v_fail(v, op, "operand #0 must be strided memref of any type values, but got '%s'",
		              v_type(v, src));
	Type *base = ty_memref(v->ctx, src->elem, 0, NULL, NULL, 0, src->memspace);
	bool ok = op->nres == 2 + 2 * src->rank && op->res[0].type == base;
	for (unsigned i = 1; ok && i < op->nres; i++)
		ok = op->res[i].type->kind == TY_INDEX;
	if (ok)
		return true;
	Buf want, got;
	buf_init(&want);
	buf_init(&got);
	buf_printf(&want, "'%s'", v_type(v, base));
	for (unsigned i = 0; i < 1 + 2 * src->rank; i++)
		buf_puts(&want, ", 'index'");
	for (unsigned i = 0; i < op->nres; i++)
		buf_printf(&got, "%s'%s'", i ? ", " : "", v_type(v, op->res[i].type));
	v_fail(v, op, "inferred type(s) %s are incompatible with return type(s) of operation %s",
	       want.data, got.data ? got.data : "");
	buf_free(&want);
	buf_free(&got);
	return v_fail(v, op, "failed to infer returned types");
}
