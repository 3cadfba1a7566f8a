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
} Contraction;

static const Contraction contractions[] = {
	{OP_LINALG_MATMUL, 3, 1, {2, 2, 2}, {{0, 2}, {2, 1}, {0, 1}}},
	{OP_LINALG_MATMUL_TRANSPOSE_A, 3, 1, {2, 2, 2}, {{2, 0}, {2, 1}, {0, 1}}},
	{OP_LINALG_MATMUL_TRANSPOSE_B, 3, 1, {2, 2, 2}, {{0, 2}, {1, 2}, {0, 1}}},
	{OP_LINALG_BATCH_MATMUL, 4, 1, {3, 3, 3}, {{0, 1, 3}, {0, 3, 2}, {0, 1, 2}}},
	{OP_LINALG_MATVEC, 2, 1, {2, 1, 1}, {{0, 1}, {1}, {0}}},
	{OP_LINALG_VECMAT, 2, 1, {1, 2, 1}, {{1}, {1, 0}, {0}}},
	{OP_LINALG_DOT, 1, 1, {1, 1, 0}, {{0}, {0}, {0}}},
};

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
	default: return contraction_structure(c, op, out);
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

void linalg_named_body(Module *m, OpKind kind, Type *const *types, unsigned nins, unsigned nouts,
                       bool cast_unsigned, Loc loc, Region *r)
{
	Block *blk = body_block(m, r, types, nins + nouts, loc);
	Builder b = builder_at_end(m, blk);
	b.loc = loc;
	Value *result;
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
