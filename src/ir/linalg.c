/* linalg.c - the structure of linalg's structured ops (inputs, outputs,
 * indexing maps, iterator kinds) and the implicit bodies of the named
 * ops, as MLIR 19 defines them; see linalg.h. */
#include "config.h"
#include "ir/linalg.h"
#include "ir/affine.h"

#include <stdlib.h>
#include <string.h>

bool linalg_is_structured(const Op *op)
{
	return op->kind >= OP_LINALG_GENERIC && op->kind <= OP_LINALG_BROADCAST;
}

unsigned linalg_num_inputs(const Op *op)
{
	switch (op->kind) {
	case OP_LINALG_MAP: return op->nopnds ? op->nopnds - 1 : 0;
	case OP_LINALG_REDUCE: return op->nopnds / 2;
	case OP_LINALG_TRANSPOSE: case OP_LINALG_BROADCAST: return op->nopnds ? 1 : 0;
	default: return op->nsegs == 2 ? op->segs[0] : 0;
	}
}

Type *linalg_elem_type(Type *t)
{
	return t->kind == TY_MEMREF || t->kind == TY_VECTOR || t->kind == TY_TENSOR ? t->elem : t;
}

static unsigned rank_of(Type *t)
{
	return t->kind == TY_MEMREF ? t->rank : 0;
}

Attr *linalg_iterator_attr(Ctx *c, bool reduction)
{
	return reduction ? at_opaque(c, "#linalg.iterator_type<reduction>", 32)
	                 : at_opaque(c, "#linalg.iterator_type<parallel>", 31);
}

int linalg_iterator_kind(const Attr *a)
{
	if (!a || a->kind != AT_OPAQUE)
		return -1;
	if (a->u.str.len == 31 && memcmp(a->u.str.s, "#linalg.iterator_type<parallel>", 31) == 0)
		return 0;
	if (a->u.str.len == 32 && memcmp(a->u.str.s, "#linalg.iterator_type<reduction>", 32) == 0)
		return 1;
	return -1;
}

/* ------------------------------------------------------------ structure */

/* (d0, ..., d<n-1>) -> (d<dims[0]>, ...) */
static AffineMap *dims_map(Ctx *c, unsigned n, const unsigned *dims, unsigned k)
{
	AffineExpr *res[16] = {0};
	AffineExpr **r = k <= 16 ? res : xmalloc(k * sizeof *r);
	for (unsigned i = 0; i < k; i++)
		r[i] = ae_dim(c, dims[i]);
	AffineMap *m = affine_map_get(c, n, 0, r, k);
	if (r != res)
		free(r);
	return m;
}

static void alloc_structure(LinalgStructure *s, unsigned nins, unsigned nouts, unsigned nloops)
{
	s->nins = nins;
	s->nouts = nouts;
	s->nloops = nloops;
	s->maps = xcalloc(nins + nouts + 1, sizeof *s->maps);
	s->reduction = xcalloc(nloops + 1, sizeof *s->reduction);
	s->outs_in_body = true;
}

void linalg_structure_free(LinalgStructure *s)
{
	free(s->maps);
	free(s->reduction);
	s->maps = NULL;
	s->reduction = NULL;
}

/* linalg.generic: from indexing_maps and iterator_types. */
static bool generic_structure(Op *op, LinalgStructure *s)
{
	Attr *maps = op_attr(op, "indexing_maps"), *its = op_attr(op, "iterator_types");
	if (!maps || maps->kind != AT_ARRAY || !its || its->kind != AT_ARRAY || op->nsegs != 2)
		return false;
	unsigned n = op->nopnds, nloops = its->u.arr.n;
	if (maps->u.arr.n != n)
		return false;
	for (unsigned i = 0; i < n; i++) {
		Attr *m = maps->u.arr.elems[i];
		if (m->kind != AT_AFFINE_MAP || m->u.map->ndims != nloops || m->u.map->nsyms)
			return false;
	}
	for (unsigned i = 0; i < nloops; i++)
		if (linalg_iterator_kind(its->u.arr.elems[i]) < 0)
			return false;
	alloc_structure(s, op->segs[0], op->segs[1], nloops);
	for (unsigned i = 0; i < n; i++)
		s->maps[i] = maps->u.arr.elems[i]->u.map;
	for (unsigned i = 0; i < nloops; i++)
		s->reduction[i] = linalg_iterator_kind(its->u.arr.elems[i]) == 1;
	return true;
}

/* The matmul family, matvec, vecmat and dot: loop dims of each operand,
 * listed by op kind; the last loops are the reductions. */
typedef struct Contraction {
	OpKind kind;
	unsigned nloops, nred;
	unsigned rank[3];
	unsigned dims[3][3];
	bool batch_reduced;        /* loop 0 (the batch) a reduction too */
} Contraction;

static const Contraction contractions[] = {
	{OP_LINALG_MATMUL, 3, 1, {2, 2, 2}, {{0, 2}, {2, 1}, {0, 1}}, false},
	{OP_LINALG_MATMUL_TRANSPOSE_A, 3, 1, {2, 2, 2}, {{2, 0}, {2, 1}, {0, 1}}, false},
	{OP_LINALG_MATMUL_TRANSPOSE_B, 3, 1, {2, 2, 2}, {{0, 2}, {1, 2}, {0, 1}}, false},
	{OP_LINALG_BATCH_MATMUL, 4, 1, {3, 3, 3}, {{0, 1, 3}, {0, 3, 2}, {0, 1, 2}}, false},
	{OP_LINALG_MATVEC, 2, 1, {2, 1, 1}, {{0, 1}, {1}, {0}}, false},
	{OP_LINALG_VECMAT, 2, 1, {1, 2, 1}, {{1}, {1, 0}, {0}}, false},
	{OP_LINALG_DOT, 1, 1, {1, 1, 0}, {{0}, {0}, {0}}, false},
	{OP_LINALG_BATCH_MATMUL_TRANSPOSE_A, 4, 1, {3, 3, 3}, {{0, 3, 1}, {0, 3, 2}, {0, 1, 2}}, false},
	{OP_LINALG_BATCH_MATMUL_TRANSPOSE_B, 4, 1, {3, 3, 3}, {{0, 1, 3}, {0, 2, 3}, {0, 1, 2}}, false},
	/* C[m, n] += sum over b, k of A[b, m, k] * B[b, k, n] */
	{OP_LINALG_BATCH_REDUCE_MATMUL, 4, 1, {3, 3, 2}, {{0, 1, 3}, {0, 3, 2}, {1, 2}}, true},
};

static AffineMap *identity_but(Ctx *c, unsigned n, const bool *skip);

static bool contraction_structure(Ctx *c, Op *op, LinalgStructure *s)
{
	const Contraction *k = NULL;
	for (unsigned i = 0; i < sizeof contractions / sizeof *contractions; i++)
		if (contractions[i].kind == op->kind)
			k = &contractions[i];
	if (!k || op->nsegs != 2 || op->segs[0] != 2 || op->segs[1] != 1)
		return false;
	alloc_structure(s, 2, 1, k->nloops);
	for (unsigned i = 0; i < 3; i++)
		s->maps[i] = dims_map(c, k->nloops, k->dims[i], k->rank[i]);
	for (unsigned l = k->nloops - k->nred; l < k->nloops; l++)
		s->reduction[l] = true;
	s->reduction[0] |= k->batch_reduced;
	return true;
}

bool linalg_is_elementwise(OpKind k)
{
	return k >= OP_LINALG_ADD && k <= OP_LINALG_SELECT;
}

/* The operands an elementwise op takes: inputs, then the output. */
unsigned linalg_elementwise_operands(OpKind k)
{
	return k == OP_LINALG_SELECT ? 4 : k <= OP_LINALG_POWF ? 3 : 2;
}

/* The elementwise family: every operand indexed by the same identity map
 * of the output's rank, every loop parallel. */
static bool elementwise_named_structure(Ctx *c, Op *op, LinalgStructure *s)
{
	unsigned want = linalg_elementwise_operands(op->kind);
	if (op->nsegs != 2 || op->segs[1] != 1 || op->nopnds != want)
		return false;
	Type *out = op->opnds[want - 1].value->type;
	if (rank_of(out) > 64)
		return false;
	unsigned n = rank_of(out);
	alloc_structure(s, want - 1, 1, n);
	for (unsigned i = 0; i < want; i++)
		s->maps[i] = identity_but(c, n, NULL);
	return true;
}

/* One of the two i64 values of depthwise_conv's strides or dilations
 * (dense<[a, b]> : tensor<2xi64>), 1 when absent; 0 when malformed. */
int64_t linalg_conv_attr(const Op *op, const char *name, unsigned i)
{
	Attr *a = op_attr((Op *)op, name);
	if (!a)
		return 1;
	if (a->kind != AT_ELEMENTS || at_elements_count(a) != 2 || !ty_is_int(at_elements_type(a)) ||
	    at_elements_type(a)->width != 64)
		return 0;
	return at_elements_int(a, i);
}

/* linalg.depthwise_conv_2d_nhwc_hwc over loops (n, oh, ow, c, kh, kw):
 *   I[n, oh * sh + kh * dh, ow * sw + kw * dw, c], K[kh, kw, c], O[n, oh, ow, c]
 * the last two loops reductions. */
static bool depthwise_structure(Ctx *c, Op *op, LinalgStructure *s)
{
	if (op->nsegs != 2 || op->segs[0] != 2 || op->segs[1] != 1)
		return false;
	int64_t st[2], dl[2];
	for (unsigned i = 0; i < 2; i++) {
		st[i] = linalg_conv_attr(op, "strides", i);
		dl[i] = linalg_conv_attr(op, "dilations", i);
		if (st[i] <= 0 || dl[i] <= 0)
			return false;
	}
	alloc_structure(s, 2, 1, 6);
	AffineExpr *in[4] = {ae_dim(c, 0), NULL, NULL, ae_dim(c, 3)};
	for (unsigned i = 0; i < 2; i++)
		in[1 + i] = ae_add(c, ae_mul(c, ae_dim(c, 1 + i), ae_const(c, st[i])),
		                   ae_mul(c, ae_dim(c, 4 + i), ae_const(c, dl[i])));
	s->maps[0] = affine_map_get(c, 6, 0, in, 4);
	static const unsigned kdims[3] = {4, 5, 3}, odims[4] = {0, 1, 2, 3};
	s->maps[1] = dims_map(c, 6, kdims, 3);
	s->maps[2] = dims_map(c, 6, odims, 4);
	s->reduction[4] = s->reduction[5] = true;
	return true;
}

/* Operands whose maps are the identity of the output's rank but for
 * `skip` dims (none: NULL), over n loops. */
static AffineMap *identity_but(Ctx *c, unsigned n, const bool *skip)
{
	unsigned dims[64] = {0}, k = 0;
	for (unsigned i = 0; i < n && i < 64; i++)
		if (!skip || !skip[i])
			dims[k++] = i;
	return dims_map(c, n, dims, k);
}

/* A dense i64 array attribute's values, if it has n of them, each in
 * [0, bound) and none twice. */
static bool distinct_dims(const Attr *a, unsigned n, unsigned bound, bool *seen)
{
	if (!a || a->kind != AT_DENSE_ARRAY || a->u.dense.n != n)
		return false;
	memset(seen, 0, bound * sizeof *seen);
	for (unsigned i = 0; i < n; i++) {
		int64_t d = a->u.dense.vals[i];
		if (d < 0 || d >= bound || seen[d])
			return false;
		seen[d] = true;
	}
	return true;
}

/* linalg.map, linalg.reduce, linalg.transpose, linalg.broadcast:
 * loops over the output (map, transpose, broadcast) or the input
 * (reduce), from the ranks and the dims attribute. */
static bool shaped_structure(Ctx *c, Op *op, LinalgStructure *s)
{
	unsigned nins = linalg_num_inputs(op), n = op->nopnds;
	if (!n || n - nins == 0 || rank_of(op->opnds[n - 1].value->type) > 64 ||
	    (nins && rank_of(op->opnds[0].value->type) > 64))
		return false;
	unsigned out_rank = rank_of(op->opnds[n - 1].value->type);
	unsigned in_rank = nins ? rank_of(op->opnds[0].value->type) : out_rank;
	bool skip[64];
	switch (op->kind) {
	case OP_LINALG_MAP:
		alloc_structure(s, nins, 1, out_rank);
		for (unsigned i = 0; i < n; i++)
			s->maps[i] = identity_but(c, out_rank, NULL);
		s->outs_in_body = false;
		return true;
	case OP_LINALG_REDUCE: {
		Attr *dims = op_attr(op, "dimensions");
		if (!dims || dims->kind != AT_DENSE_ARRAY || !distinct_dims(dims, dims->u.dense.n, in_rank, skip))
			return false;
		alloc_structure(s, nins, n - nins, in_rank);
		for (unsigned i = 0; i < n; i++)
			s->maps[i] = identity_but(c, in_rank, i < nins ? NULL : skip);
		memcpy(s->reduction, skip, in_rank * sizeof *skip);
		return true;
	}
	case OP_LINALG_TRANSPOSE: {
		Attr *perm = op_attr(op, "permutation");
		if (!distinct_dims(perm, out_rank, out_rank, skip))
			return false;
		unsigned inv[64] = {0};
		for (unsigned i = 0; i < out_rank; i++)
			inv[perm->u.dense.vals[i]] = i;
		alloc_structure(s, 1, 1, out_rank);
		s->maps[0] = dims_map(c, out_rank, inv, out_rank);
		s->maps[1] = identity_but(c, out_rank, NULL);
		return true;
	}
	case OP_LINALG_BROADCAST: {
		Attr *dims = op_attr(op, "dimensions");
		if (!dims || dims->kind != AT_DENSE_ARRAY ||
		    !distinct_dims(dims, dims->u.dense.n, out_rank, skip))
			return false;
		alloc_structure(s, 1, 1, out_rank);
		s->maps[0] = identity_but(c, out_rank, skip);
		s->maps[1] = identity_but(c, out_rank, NULL);
		return true;
	}
	default:
		return false;
	}
}

/* linalg.fill and linalg.copy: the output's loops, all parallel. */
static bool elementwise_structure(Ctx *c, Op *op, LinalgStructure *s)
{
	if (op->nsegs != 2 || op->segs[0] != 1 || op->segs[1] != 1)
		return false;
	Type *out = op->opnds[1].value->type;
	if (rank_of(out) > 64)
		return false;
	unsigned n = rank_of(out);
	alloc_structure(s, 1, 1, n);
	/* A scalar input (always so for linalg.fill) is read once per
	 * iteration, through a map without results. */
	bool scalar = op->kind == OP_LINALG_FILL || op->opnds[0].value->type->kind != TY_MEMREF;
	s->maps[0] = scalar ? affine_map_get(c, n, 0, NULL, 0) : identity_but(c, n, NULL);
	s->maps[1] = identity_but(c, n, NULL);
	return true;
}

bool linalg_structure(Ctx *c, Op *op, LinalgStructure *out)
{
	memset(out, 0, sizeof *out);
	switch (op->kind) {
	case OP_LINALG_GENERIC: return generic_structure(op, out);
	case OP_LINALG_FILL: case OP_LINALG_COPY: return elementwise_structure(c, op, out);
	case OP_LINALG_MAP: case OP_LINALG_REDUCE: case OP_LINALG_TRANSPOSE: case OP_LINALG_BROADCAST:
		return shaped_structure(c, op, out);
	case OP_LINALG_DEPTHWISE_CONV_2D_NHWC_HWC: return depthwise_structure(c, op, out);
	default:
		if (linalg_is_elementwise(op->kind))
			return elementwise_named_structure(c, op, out);
		return contraction_structure(c, op, out);
	}
}

/* --------------------------------------------------------------- bodies */

static Value *unary(Builder *b, OpKind k, Type *t, Value *x)
{
	return build1(b, k, t, &x, 1);
}

/* MLIR's TypeFn cast_signed / cast_unsigned of x to type t. */
static Value *cast_to(Builder *b, Type *t, Value *x, bool is_unsigned)
{
	Type *from = x->type;
	if (from == t)
		return x;
	if (ty_is_int(t)) {
		if (ty_is_float(from))
			return unary(b, is_unsigned ? OP_ARITH_FPTOUI : OP_ARITH_FPTOSI, t, x);
		if (from->kind == TY_INDEX)
			return unary(b, OP_ARITH_INDEX_CAST, t, x);
		if (ty_is_int(from) && t->width > from->width)
			return unary(b, is_unsigned ? OP_ARITH_EXTUI : OP_ARITH_EXTSI, t, x);
		if (ty_is_int(from) && t->width < from->width)
			return unary(b, OP_ARITH_TRUNCI, t, x);
	} else if (ty_is_float(t)) {
		if (ty_is_int(from))
			return unary(b, is_unsigned ? OP_ARITH_UITOFP : OP_ARITH_SITOFP, t, x);
		if (ty_is_float(from) && ty_float_width(t) > ty_float_width(from))
			return unary(b, OP_ARITH_EXTF, t, x);
		if (ty_is_float(from) && ty_float_width(t) < ty_float_width(from))
			return unary(b, OP_ARITH_TRUNCF, t, x);
	} else if (t->kind == TY_INDEX && ty_is_int(from)) {
		return unary(b, OP_ARITH_INDEX_CAST, t, x);
	}
	/* No cast MLIR knows (bf16 and f16, say): the verifier reports the
	 * yield's type. */
	return x;
}

/* BinaryFn add and mul of MLIR's op definitions: on i1, or and and. */
static Value *arith2(Builder *b, bool mul, Value *x, Value *y)
{
	Type *t = x->type;
	OpKind k = ty_is_float(t) ? (mul ? OP_ARITH_MULF : OP_ARITH_ADDF)
	         : ty_is_int(t) && t->width == 1 ? (mul ? OP_ARITH_ANDI : OP_ARITH_ORI)
	         : (mul ? OP_ARITH_MULI : OP_ARITH_ADDI);
	Value *ops[2] = {x, y};
	return build1(b, k, t, ops, 2);
}

static Block *body_block(Module *m, Region *r, Type *const *types, unsigned n, Loc loc)
{
	Block *blk = block_new(m);
	region_push_block(r, blk);
	for (unsigned i = 0; i < n; i++)
		block_add_arg(m, blk, linalg_elem_type(types[i]), loc);
	return blk;
}

/* The op of an elementwise named op's body on element type t: MLIR's
 * UnaryFn, BinaryFn and TernaryFn for the ops made of one op (add,
 * mul, reciprocal and square are built by linalg_elementwise_body). */
static OpKind elementwise_payload(OpKind k, Type *t)
{
	bool f = ty_is_float(t);
	switch (k) {
	case OP_LINALG_SUB: return f ? OP_ARITH_SUBF : OP_ARITH_SUBI;
	case OP_LINALG_DIV: return f ? OP_ARITH_DIVF : OP_ARITH_DIVSI;
	case OP_LINALG_DIV_UNSIGNED: return OP_ARITH_DIVUI;
	case OP_LINALG_MAX: return f ? OP_ARITH_MAXIMUMF : OP_ARITH_MAXSI;
	case OP_LINALG_MIN: return f ? OP_ARITH_MINIMUMF : OP_ARITH_MINSI;
	case OP_LINALG_POWF: return OP_MATH_POWF;
	case OP_LINALG_EXP: return OP_MATH_EXP;
	case OP_LINALG_LOG: return OP_MATH_LOG;
	case OP_LINALG_ABS: return OP_MATH_ABSF;
	case OP_LINALG_CEIL: return OP_MATH_CEIL;
	case OP_LINALG_FLOOR: return OP_MATH_FLOOR;
	case OP_LINALG_NEGF: return OP_ARITH_NEGF;
	case OP_LINALG_ROUND: return OP_MATH_ROUND;
	case OP_LINALG_SQRT: return OP_MATH_SQRT;
	case OP_LINALG_RSQRT: return OP_MATH_RSQRT;
	case OP_LINALG_TANH: return OP_MATH_TANH;
	case OP_LINALG_ERF: return OP_MATH_ERF;
	default: return OP_ARITH_SELECT;
	}
}

/* linalg.add ... linalg.select: O = f(inputs), no casts (MLIR 19's
 * elementwise ops yield the op's result as it is; the verifier reports
 * an output of another type).
 *   linalg.reciprocal: O = 1.0 / I     linalg.square: O = I * I */
static void linalg_elementwise_body(Builder *b, OpKind kind, Block *blk, unsigned nins)
{
	Value **a = blk->args;
	Type *t = nins == 3 ? a[1]->type : a[0]->type;
	Value *result;
	if (kind == OP_LINALG_ADD || kind == OP_LINALG_MUL) {
		result = arith2(b, kind == OP_LINALG_MUL, a[0], a[1]);
	} else if (kind == OP_LINALG_SQUARE) {
		result = arith2(b, true, a[0], a[0]);
	} else if (kind == OP_LINALG_RECIPROCAL) {
		Value *ops[2] = {build_const_float(b, t, 1.0), a[0]};
		result = build1(b, OP_ARITH_DIVF, t, ops, 2);
	} else {
		result = build1(b, elementwise_payload(kind, t), t, a, nins);
	}
	build(b, OP_LINALG_YIELD, NULL, 0, &result, 1);
}

void linalg_named_body(Module *m, OpKind kind, Type *const *types, unsigned nins, unsigned nouts,
                       bool cast_unsigned, Loc loc, Region *r)
{
	Block *blk = body_block(m, r, types, nins + nouts, loc);
	Builder b = builder_at_end(m, blk);
	b.loc = loc;
	Value *result;
	if (linalg_is_elementwise(kind) && nins >= 1) {
		linalg_elementwise_body(&b, kind, blk, nins);
		return;
	}
	if (nins == 2 && nouts == 1 && kind != OP_LINALG_TRANSPOSE && kind != OP_LINALG_BROADCAST) {
		/* C + cast(A) * cast(B) */
		Type *t = blk->args[2]->type;
		Value *x = cast_to(&b, t, blk->args[0], cast_unsigned);
		Value *y = cast_to(&b, t, blk->args[1], cast_unsigned);
		result = arith2(&b, false, blk->args[2], arith2(&b, true, x, y));
	} else if (nins >= 1 && nouts >= 1) {
		/* fill, copy, transpose, broadcast: the input, cast. */
		result = cast_to(&b, blk->args[nins]->type, blk->args[0], cast_unsigned);
	} else {
		build(&b, OP_LINALG_YIELD, NULL, 0, NULL, 0);
		return;
	}
	build(&b, OP_LINALG_YIELD, NULL, 0, &result, 1);
}

void linalg_payload_body(Module *m, OpKind payload, const NamedAttr *attrs, unsigned nattrs,
                         Type *const *args, unsigned nargs, Type *result, bool init_first, Loc loc,
                         Region *r)
{
	Block *blk = block_new(m);
	region_push_block(r, blk);
	for (unsigned i = 0; i < nargs; i++)
		block_add_arg(m, blk, args[i], loc);
	Builder b = builder_at_end(m, blk);
	b.loc = loc;
	Value **ops = xmalloc((nargs + 1) * sizeof *ops);
	for (unsigned i = 0; i < nargs; i++)
		ops[i] = blk->args[init_first ? (i + nargs - 1) % nargs : i];
	Op *p = build(&b, payload, &result, 1, ops, nargs);
	free(ops);
	for (unsigned i = 0; i < nattrs; i++)
		op_set_attr(m, p, attrs[i].name, attrs[i].attr);
	Value *r0 = &p->res[0];
	build(&b, OP_LINALG_YIELD, NULL, 0, &r0, 1);
}

Op *linalg_short_form_payload(Op *op)
{
	Block *body = op->regions[0].first;
	if (!body || body->next || !body->first || body->first->next != body->last)
		return NULL;
	Op *p = body->first, *y = body->last;
	bool init_first = op->kind == OP_LINALG_REDUCE;
	unsigned n = body->nargs;
	if (!p->nopnds || p->nopnds != n || p->nregions || p->nsucc || p->nres != 1 ||
	    y->kind != OP_LINALG_YIELD || y->nopnds != 1 || y->opnds[0].value != &p->res[0])
		return NULL;
	for (unsigned i = 0; i < n; i++)
		if (p->opnds[i].value != body->args[init_first ? (i + n - 1) % n : i])
			return NULL;
	return p;
}
