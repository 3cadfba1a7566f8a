/* verify_linalg.c - checks particular to the linalg dialect (the VERIFY
 * column of ops.def), with MLIR 19's messages.
 *
 * Every structured op goes through what MLIR's StructuredOpInterface
 * verifies (one indexing map per operand, over the loops, of the
 * operand's rank; loop ranges inferred from the operands' static shapes
 * and checked against every operand; one body block whose arguments are
 * the operands' element types), then through its own op's checks (the
 * shapes of linalg.map, linalg.reduce, linalg.transpose and
 * linalg.broadcast).  asyncc compiles linalg on memrefs: outputs are
 * ranked memrefs, inputs ranked memrefs or scalars. */
#include "config.h"
#include "verifier.h"
#include "ir/linalg.h"
#include "ir/affine.h"
#include "syntax/syntax.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Outputs ranked memrefs, inputs those or scalars. */
static bool operand_kinds(Verifier *v, Op *op, unsigned nins)
{
	for (unsigned i = 0; i < op->nopnds; i++) {
		Type *t = opnd_type(op, i);
		if (t->kind == TY_MEMREF)
			continue;
		if (i >= nins && t->kind != TY_UMEMREF && t->kind != TY_VECTOR)
			return v_fail(v, op, "operand #%u must be variadic of shaped of any type values, but got '%s'",
			              i, v_type(v, t));
		if (t->kind == TY_UMEMREF || t->kind == TY_VECTOR)
			return v_fail(v, op, "operand #%u is '%s': asyncc compiles linalg ops on ranked memrefs "
			              "(and scalar inputs)", i, v_type(v, t));
	}
	return true;
}

static bool map_count(Verifier *v, Op *op, unsigned nmaps)
{
	return v_fail(v, op, "expected the number of indexing_map (%u) to be equal to the number of "
	              "input/output operands (%u)", nmaps, op->nopnds);
}

/* The operands a named op's indexing maps describe. */
static unsigned expected_operands(const Op *op)
{
	switch (op->kind) {
	case OP_LINALG_FILL: case OP_LINALG_COPY: case OP_LINALG_TRANSPOSE: case OP_LINALG_BROADCAST:
		return 2;
	case OP_LINALG_GENERIC: case OP_LINALG_MAP: case OP_LINALG_REDUCE:
		return op->nopnds;
	default:
		return 3;
	}
}

static bool generic_attrs(Verifier *v, Op *op)
{
	Attr *maps = op_attr(op, "indexing_maps"), *its = op_attr(op, "iterator_types");
	if (!maps || !its)
		return v_attr_required(v, op, maps ? "iterator_types" : "indexing_maps");
	if (maps->kind != AT_ARRAY || its->kind != AT_ARRAY)
		return v_bad_property(v, op, maps->kind != AT_ARRAY ? "indexing_maps" : "iterator_types");
	for (unsigned i = 0; i < maps->u.arr.n; i++)
		if (maps->u.arr.elems[i]->kind != AT_AFFINE_MAP)
			return v_fail(v, op, "attribute 'indexing_maps' failed to satisfy constraint: AffineMap array attribute");
	for (unsigned i = 0; i < its->u.arr.n; i++)
		if (linalg_iterator_kind(its->u.arr.elems[i]) < 0)
			return v_fail(v, op, "attribute 'iterator_types' failed to satisfy constraint: Iterator type "
			              "should be an enum.");
	if (maps->u.arr.n != op->nopnds)
		return map_count(v, op, maps->u.arr.n);
	for (unsigned i = 0; i < op->nopnds; i++) {
		AffineMap *m = maps->u.arr.elems[i]->u.map;
		if (m->nsyms)
			return v_fail(v, op, "unexpected symbols in indexing_map #%u", i);
		if (m->ndims != its->u.arr.n)
			return v_fail(v, op, "expected indexing_map #%u to have %u dim(s) to match the number of loops",
			              i, its->u.arr.n);
	}
	return true;
}

static unsigned rank_of(Type *t)
{
	return t->kind == TY_MEMREF ? t->rank : 0;
}

/* The static size of each loop from the first operand dim that is
 * exactly that loop (MLIR's shapes-to-loops map), IR_DYNAMIC if
 * dynamic; false if some loop has none. */
static bool loop_ranges(Op *op, const LinalgStructure *s, int64_t *ranges)
{
	for (unsigned l = 0; l < s->nloops; l++) {
		bool found = false;
		for (unsigned k = 0; k < op->nopnds && !found; k++) {
			AffineMap *m = s->maps[k];
			for (unsigned r = 0; r < m->nres && !found; r++) {
				if (m->res[r]->kind == AE_DIM && m->res[r]->pos == l) {
					ranges[l] = opnd_type(op, k)->shape[r];
					found = true;
				}
			}
		}
		if (!found)
			return false;
	}
	return true;
}

/* Each operand's static sizes against the inferred loop ranges. */
static bool check_shapes(Verifier *v, Op *op, const LinalgStructure *s, const int64_t *ranges)
{
	for (unsigned l = 0; l < s->nloops; l++)
		if (ranges[l] == IR_DYNAMIC)
			return true;
	int64_t *lo = xcalloc(s->nloops + 1, sizeof *lo), *hi = xmalloc((s->nloops + 1) * sizeof *hi);
	for (unsigned l = 0; l < s->nloops; l++)
		hi[l] = ranges[l] - 1;
	bool ok = true;
	for (unsigned k = 0; ok && k < op->nopnds; k++) {
		AffineMap *m = s->maps[k];
		Type *t = opnd_type(op, k);
		for (unsigned r = 0; ok && r < m->nres; r++) {
			int64_t a, b;
			if (t->shape[r] == IR_DYNAMIC || t->shape[r] == 0 || !ae_eval(m->res[r], lo, NULL, &a) ||
			    !ae_eval(m->res[r], hi, NULL, &b))
				continue;
			int64_t size = (a > b ? a : b) + 1;
			if ((a < b ? a : b) < 0) {
				Buf mb = {0};
				buf_affine_map(&mb, m);
				/* MLIR prints the bare map: "(d0) -> (d0 - 1)". */
				enum { PREFIX = sizeof "affine_map<" - 1 };
				ok = v_fail(v, op, "unexpected result less than 0 at expression #%u in %.*s", r,
				            (int)(mb.len - PREFIX - 1), mb.data + PREFIX);
				buf_free(&mb);
			} else if (m->res[r]->kind == AE_DIM && size != t->shape[r]) {
				ok = v_fail(v, op, "inferred input/output operand #%u has shape's dimension #%u to be "
				            "%lld, but found %lld", k, r, (long long)size, (long long)t->shape[r]);
			} else if (m->res[r]->kind != AE_DIM && size > t->shape[r]) {
				ok = v_fail(v, op, "inferred input/output operand #%u has shape's dimension #%u to be "
				            "greater than or equal to %lld, but found %lld", k, r, (long long)size,
				            (long long)t->shape[r]);
			}
		}
	}
	free(lo);
	free(hi);
	return ok;
}

/* The body block: one argument per operand (inputs only for
 * linalg.map), of its element type. */
static bool check_body(Verifier *v, Op *op, const LinalgStructure *s)
{
	Region *r = &op->regions[0];
	if (!r->first || r->first != r->last)
		return v_fail(v, op, "expects to have 1 region with 1 block");
	if (!s->outs_in_body)
		return true;   /* linalg.map: its own checks */
	Block *b = r->first;
	if (b->nargs != op->nopnds)
		return v_fail(v, op, "expected as many non-induction variable region arguments as the number "
		              "of input/output operands");
	for (unsigned i = 0; i < op->nopnds; i++) {
		Type *want = linalg_elem_type(opnd_type(op, i));
		if (b->args[i]->type != want)
			return v_fail(v, op, "expected type of bb argument #%u ('%s') to match element or self type "
			              "of the corresponding operand ('%s')", i, v_type(v, b->args[i]->type),
			              v_type(v, want));
	}
	return true;
}

/* What MLIR's verifyStructuredOpInterface checks, for every op. */
static bool structured(Verifier *v, Op *op)
{
	unsigned nins = linalg_num_inputs(op);
	/* Results are the outputs of ops on tensors. */
	if (op->nres)
		return v_result_is(v, op, 0, false, "variadic of ranked tensor of any type values");
	if (!operand_kinds(v, op, nins) || (op->kind == OP_LINALG_GENERIC && !generic_attrs(v, op)))
		return false;
	LinalgStructure s;
	if (!linalg_structure(v->ctx, op, &s))
		return map_count(v, op, expected_operands(op));
	bool ok = true;
	for (unsigned k = 0; ok && k < op->nopnds; k++)
		if (rank_of(opnd_type(op, k)) != s.maps[k]->nres)
			ok = v_fail(v, op, "expected operand rank (%u) to match the result rank of indexing_map #%u (%u)",
			            rank_of(opnd_type(op, k)), k, s.maps[k]->nres);
	int64_t *ranges = xmalloc((s.nloops + 1) * sizeof *ranges);
	if (ok && !loop_ranges(op, &s, ranges))
		ok = v_fail(v, op, "expected the shape-to-loops map to be non-null");
	ok = ok && check_shapes(v, op, &s, ranges) && check_body(v, op, &s);
	free(ranges);
	linalg_structure_free(&s);
	return ok;
}

bool v_linalg_generic(Op *op, Verifier *v)
{
	return structured(v, op);
}

/* depthwise_conv_2d_nhwc_hwc's strides and dilations: two i64s, in any
 * shaped type (MLIR's RankedI64ElementsAttr<[2]>). */
static bool conv_attrs(Verifier *v, Op *op)
{
	static const char *const names[] = {"strides", "dilations"};
	for (unsigned i = 0; i < 2; i++) {
		Attr *a = op_attr(op, names[i]);
		if (a && (a->kind != AT_ELEMENTS || a->type->rank != 1 || a->type->shape[0] != 2 ||
		          !ty_is_int(at_elements_type(a)) || at_elements_type(a)->width != 64))
			return v_fail(v, op, "attribute '%s' failed to satisfy constraint: 64-bit signless int "
			              "elements attribute of shape [2]", names[i]);
	}
	return true;
}

bool v_linalg_named(Op *op, Verifier *v)
{
	if (op->kind == OP_LINALG_DEPTHWISE_CONV_2D_NHWC_HWC && !conv_attrs(v, op))
		return false;
	/* MLIR reports this one without the op's name. */
	if (op->kind == OP_LINALG_FILL && op->segs[0] == 1 && opnd_type(op, 0)->kind == TY_MEMREF)
		return v_error(v, op->loc, "expected op with scalar input");
	return structured(v, op);
}

/* "4, ?" for messages about shapes, as MLIR prints an ArrayRef. */
static const char *shape_str(char *buf, size_t n, const int64_t *shape, unsigned rank)
{
	size_t at = 0;
	buf[0] = 0;
	for (unsigned i = 0; i < rank && at + 24 < n; i++)
		at += (size_t)snprintf(buf + at, n - at, "%s%lld", i ? ", " : "", (long long)shape[i]);
	return buf;
}

static bool same_shape(Type *a, Type *b)
{
	return a->rank == b->rank && !memcmp(a->shape, b->shape, a->rank * sizeof *a->shape);
}

bool v_linalg_map(Op *op, Verifier *v)
{
	if (!op->nopnds || opnd_type(op, op->nopnds - 1)->kind != TY_MEMREF)
		return structured(v, op);
	unsigned nins = op->nopnds - 1;
	Block *b = op->regions[0].first;
	if (b && b->nargs != nins)
		return v_fail(v, op, "expects number of operands to match the arity of mapper, but got: %u and %u",
		              nins, b->nargs);
	Type *out = opnd_type(op, nins);
	for (unsigned i = 0; b && i < nins; i++) {
		Type *t = opnd_type(op, i);
		if (t->kind != TY_MEMREF)
			continue;
		if (t->elem != b->args[i]->type)
			return v_fail(v, op, "expected element type of input '%s' to match bbArg type '%s'",
			              v_type(v, t->elem), v_type(v, b->args[i]->type));
		char s1[256], s2[256];
		if (!same_shape(t, out))
			return v_fail(v, op, "expected shape of input (%s) to match shape of output (%s)",
			              shape_str(s1, sizeof s1, t->shape, t->rank), shape_str(s2, sizeof s2, out->shape, out->rank));
	}
	return structured(v, op);
}

/* The reduced input's shape against the inits'. */
static bool reduce_shapes(Verifier *v, Op *op, unsigned nins)
{
	Type *in = opnd_type(op, 0), *init = opnd_type(op, nins);
	for (unsigned i = 1; i < nins; i++)
		if (!same_shape(opnd_type(op, i), in))
			return v_fail(v, op, "expects all inputs to have the same shapes. Shape at input-index %u is not "
			              "equal to the shape at input-index 0.", i);
	for (unsigned i = nins + 1; i < op->nopnds; i++)
		if (!same_shape(opnd_type(op, i), init))
			return v_fail(v, op, "expects all outputs to have the same shapes. Shape at output-index %u is "
			              "not equal to the shape at output-index 0.", i - nins);
	Attr *dims = op_attr(op, "dimensions");
	if (!dims || dims->kind != AT_DENSE_ARRAY)
		return dims ? v_bad_property(v, op, "dimensions") : v_attr_required(v, op, "dimensions");
	bool *red = xcalloc(in->rank + 1, sizeof *red);
	bool ok = true;
	for (unsigned i = 0; ok && i < dims->u.dense.n; i++) {
		int64_t d = dims->u.dense.vals[i];
		if (d < 0 || d >= in->rank)
			ok = v_fail(v, op, "dimensions for reduction should be in the range [0, %d].", (int)in->rank - 1);
		else
			red[d] = true;
	}
	int64_t *left = xmalloc((in->rank + 1) * sizeof *left);
	unsigned n = 0;
	for (unsigned i = 0; ok && i < in->rank; i++)
		if (!red[i])
			left[n++] = in->shape[i];
	char s1[256], s2[256];
	if (ok && n != init->rank)
		ok = v_fail(v, op, "number of dimensions after reduction %u doesn't match the init rank %u", n, init->rank);
	else if (ok && memcmp(left, init->shape, n * sizeof *left))
		ok = v_fail(v, op, "init dimensions [%s] doesn't match input dimensions after reduction [%s]",
		            shape_str(s1, sizeof s1, init->shape, init->rank), shape_str(s2, sizeof s2, left, n));
	free(red);
	free(left);
	return ok;
}

bool v_linalg_reduce(Op *op, Verifier *v)
{
	unsigned nins = op->nopnds / 2;
	if (!nins || op->nopnds % 2)
		return v_fail(v, op, "expects as many inits as inputs, and at least one of each");
	for (unsigned i = 0; i < op->nopnds; i++)
		if (opnd_type(op, i)->kind != TY_MEMREF)
			return structured(v, op);
	if (!reduce_shapes(v, op, nins))
		return false;
	Block *b = op->regions[0].first;
	if (b && b->nargs != op->nopnds)
		return v_fail(v, op, "mismatching number of operands and block arguments");
	for (unsigned i = 0; b && i < op->nopnds; i++) {
		Type *e = opnd_type(op, i)->elem;
		if (e != b->args[i]->type)
			return v_fail(v, op, "%s element type '%s' does not match corresponding block argument type '%s'",
			              i < nins ? "input" : "output", v_type(v, e), v_type(v, b->args[i]->type));
	}
	return structured(v, op);
}

bool v_linalg_transpose(Op *op, Verifier *v)
{
	Type *in = opnd_type(op, 0), *out = opnd_type(op, 1);
	if (in->kind != TY_MEMREF || out->kind != TY_MEMREF)
		return structured(v, op);
	Attr *p = op_attr(op, "permutation");
	if (!p || p->kind != AT_DENSE_ARRAY)
		return p ? v_bad_property(v, op, "permutation") : v_attr_required(v, op, "permutation");
	unsigned n = p->u.dense.n;
	bool *seen = xcalloc(n + 1, sizeof *seen), valid = true;
	for (unsigned i = 0; i < n; i++) {
		int64_t d = p->u.dense.vals[i];
		valid = valid && d >= 0 && d < n && !seen[d];
		if (valid)
			seen[d] = true;
	}
	free(seen);
	if (!valid)
		return v_fail(v, op, "permutation is not valid");
	if (in->rank != out->rank)
		return v_fail(v, op, "input rank %u does not match init rank %u", in->rank, out->rank);
	if (in->rank != n)
		return v_fail(v, op, "size of permutation %u does not match the argument rank %u", n, in->rank);
	for (unsigned i = 0; i < n; i++) {
		int64_t a = in->shape[p->u.dense.vals[i]], b = out->shape[i];
		if (a != b)
			return v_fail(v, op, "dim(result, %u) = %lld doesn't match dim(input, permutation[%u]) = %lld",
			              i, (long long)b, i, (long long)a);
	}
	return structured(v, op);
}

bool v_linalg_broadcast(Op *op, Verifier *v)
{
	Type *in = opnd_type(op, 0), *out = opnd_type(op, 1);
	if (in->kind != TY_MEMREF || out->kind != TY_MEMREF)
		return structured(v, op);
	Attr *d = op_attr(op, "dimensions");
	if (!d || d->kind != AT_DENSE_ARRAY)
		return d ? v_bad_property(v, op, "dimensions") : v_attr_required(v, op, "dimensions");
	unsigned n = d->u.dense.n;
	if (in->rank + n != out->rank)
		return v_fail(v, op, "input rank plus added dimensions does not match init rank. input rank: %u, "
		              "dimensions size: %u, init rank: %u", in->rank, n, out->rank);
	bool *added = xcalloc(out->rank + 1, sizeof *added);
	bool ok = true;
	for (unsigned i = 0; ok && i < n; i++) {
		int64_t x = d->u.dense.vals[i];
		if (x < 0 || x >= out->rank)
			ok = v_fail(v, op, "dimension %u is out of range. expected range: [0, %d], got: %lld", i,
			            (int)out->rank - 1, (long long)x);
		else
			added[x] = true;
	}
	for (unsigned k = 0, i = 0; ok && k < out->rank; k++) {
		if (added[k])
			continue;
		if (i < in->rank && in->shape[i] != out->shape[k])
			ok = v_fail(v, op, "input dim %u should match init dim %u. input: %lld, init: %lld", i, k,
			            (long long)in->shape[i], (long long)out->shape[k]);
		i++;
	}
	free(added);
	return ok && structured(v, op);
}

/* ------------------------------------------------------ index, yield */

bool v_linalg_index(Op *op, Verifier *v)
{
	Op *parent = op_parent_op(op);
	Attr *d = op_attr(op, "dim");
	if (!d || d->kind != AT_INT || d->u.i < 0)
		return d ? v_bad_property(v, op, "dim") : v_attr_required(v, op, "dim");
	if (!parent || !linalg_is_structured(parent))
		return v_fail(v, op, "expected parent op with LinalgOp interface");
	LinalgStructure s;
	if (!linalg_structure(v->ctx, parent, &s))
		return true;   /* the parent's own check reports it */
	unsigned n = s.nloops;
	linalg_structure_free(&s);
	if ((uint64_t)d->u.i >= n)
		return v_fail(v, op, "expected dim (%lld) to be lower than the number of loops (%u) of the "
		              "enclosing LinalgOp", (long long)d->u.i, n);
	return true;
}

bool v_linalg_yield(Op *op, Verifier *v)
{
	Op *parent = op_parent_op(op);
	if (!parent || !linalg_is_structured(parent))
		return v_fail(v, op, "expected parent op with LinalgOp interface");
	unsigned nins = linalg_num_inputs(parent), nouts = parent->nopnds - nins;
	if (op->nopnds != nouts)
		return v_fail(v, op, "expected number of yield values (%u) to match the number of inits / outs "
		              "operands of the enclosing LinalgOp (%u)", op->nopnds, nouts);
	for (unsigned i = 0; i < nouts; i++) {
		Type *want = linalg_elem_type(opnd_type(parent, nins + i));
		if (opnd_type(op, i) != want)
			return v_fail(v, op, "type of yield operand %u ('%s') doesn't match the element type of the "
			              "enclosing linalg.generic op ('%s')", i + 1, v_type(v, opnd_type(op, i)),
			              v_type(v, want));
	}
	return true;
}
