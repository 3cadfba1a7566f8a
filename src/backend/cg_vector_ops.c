/* cg_vector_ops.c - the vector ops that build vectors or take them
 * apart: broadcast, splat, from_elements, extract and insert (static and
 * dynamic positions), extractelement, insertelement, step and the masks.
 *
 * Element moves go through vec_permute (cg_vector.c), which turns them
 * into shufflevectors, extractvalues and insertvalues.  A dynamic
 * position into the outer (array) dims of an n-d vector, which LLVM's
 * extractvalue cannot take, goes through a stack copy of the vector. */
#include "config.h"
#include "cg_vector.h"

#include <string.h>

static int64_t count_of(const Type *t)
{
	int64_t n = 1;
	for (unsigned i = 0; t->kind == TY_VECTOR && i < t->rank; i++)
		n *= t->shape[i];
	return n;
}

/* ------------------------------------------------ broadcast and friends */

bool cg_vec_broadcast(Cg *g, Op *op)
{
	Type *s = op_operand(op, 0)->type, *r = op->res[0].type;
	int64_t n = count_of(r), rc[64], sc[64];
	unsigned *which = CG_ALLOC(g, n, unsigned);
	int64_t *at = CG_ALLOC(g, n, int64_t);
	for (int64_t i = 0; i < n && s->kind == TY_VECTOR; i++) {
		vec_coords(r, i, rc);
		/* Leading dims are duplicated, unit dims stretched. */
		for (unsigned k = 0; k < s->rank; k++)
			sc[k] = s->shape[k] == 1 ? 0 : rc[r->rank - s->rank + k];
		at[i] = vec_linear(s, sc);
	}
	VecSrc src = {s, cg_opnd(op, 0)};
	cg_set(&op->res[0], vec_permute(g, r, &src, 1, which, at));
	return true;
}

bool cg_vec_from_elements(Cg *g, Op *op)
{
	Type *r = op->res[0].type;
	int64_t n = count_of(r);
	LLVMValueRef *elems = CG_ALLOC(g, n, LLVMValueRef);
	for (int64_t i = 0; i < n; i++)
		elems[i] = cg_opnd(op, op->kind == OP_VECTOR_SPLAT ? 0 : (unsigned)i);
	cg_set(&op->res[0], vec_from_elems(g, r, elems));
	return true;
}

/* ---------------------------------------------------- extract, insert */

/* The positions of an extract or insert: constants, or the dynamic
 * operands (from `first` on) in order; *dynamic says if any is. */
static unsigned positions(Cg *g, Op *op, unsigned first, int64_t *pos, LLVMValueRef *val, bool *dynamic)
{
	Attr *a = op_attr(op, "static_position");
	unsigned n = a->u.dense.n, d = first;
	*dynamic = false;
	for (unsigned i = 0; i < n; i++) {
		pos[i] = a->u.dense.vals[i];
		if (pos[i] == IR_DYNAMIC) {
			val[i] = cg_opnd(op, d++);
			*dynamic = true;
		} else {
			val[i] = cg_i64(g, pos[i]);
		}
	}
	return n;
}

/* Row r of vector type t replaced by `row` in aggregate agg. */
static LLVMValueRef set_row(Cg *g, const Type *t, LLVMValueRef agg, const int64_t *outer, LLVMValueRef row)
{
	if (t->rank <= 1)
		return row;
	LLVMValueRef levels[64];
	levels[0] = agg;
	for (unsigned i = 0; i + 2 < t->rank; i++)
		levels[i + 1] = cg_extract(g, levels[i], (unsigned)outer[i]);
	LLVMValueRef v = row;
	for (unsigned i = t->rank - 1; i-- > 0;)
		v = LLVMBuildInsertValue(g->b, levels[i], v, (unsigned)outer[i], "");
	return v;
}

/* The row at static outer coordinates outer[0 .. rank - 1). */
static LLVMValueRef row_at(Cg *g, const Type *t, LLVMValueRef v, const int64_t *outer)
{
	for (unsigned i = 0; i + 1 < t->rank; i++)
		v = cg_extract(g, v, (unsigned)outer[i]);
	return v;
}

/* A pointer into a stack copy of v at the first n positions (array
 * levels only), and the LLVM type it points to. */
static LLVMValueRef slot_at(Cg *g, const Type *t, LLVMValueRef slot, LLVMValueRef *val, unsigned n)
{
	LLVMValueRef *idx = CG_ALLOC(g, n + 1, LLVMValueRef);
	idx[0] = cg_i64(g, 0);
	for (unsigned i = 0; i < n; i++)
		idx[i + 1] = val[i];
	return LLVMBuildGEP2(g->b, cg_type(g, (Type *)t), slot, idx, n + 1, "");
}

/* The LLVM type of dims [n, rank) of t (its row type at n = rank - 1). */
static LLVMTypeRef tail_type(Cg *g, const Type *t, unsigned n)
{
	LLVMTypeRef ty = vec_row_type(g, t);
	for (unsigned i = t->rank - 1; i-- > n;)
		ty = LLVMArrayType2(ty, (uint64_t)t->shape[i]);
	return ty;
}

/* Element or sub-vector at positions known only at run time. */
static LLVMValueRef extract_dynamic(Cg *g, Type *vt, LLVMValueRef v, LLVMValueRef *val, unsigned n, Type *r)
{
	unsigned outer = n < vt->rank ? n : vt->rank - (vt->rank > 0);
	LLVMValueRef p = vec_spill(g, vt, v);
	if (outer)
		p = slot_at(g, vt, p, val, outer);
	if (n == vt->rank && vt->rank) {
		LLVMValueRef row = LLVMBuildLoad2(g->b, vec_row_type(g, vt), p, "");
		LLVMValueRef e = LLVMBuildExtractElement(g->b, row, val[n - 1], "");
		return r->kind == TY_VECTOR ? LLVMBuildInsertElement(g->b, LLVMGetPoison(cg_type(g, r)), e, cg_i64(g, 0), "") : e;
	}
	LLVMValueRef sub = LLVMBuildLoad2(g->b, tail_type(g, vt, n), p, "");
	/* vector<1xT> taken as T. */
	return r->kind == TY_VECTOR ? sub : LLVMBuildExtractElement(g->b, sub, cg_i64(g, 0), "");
}

bool cg_vec_extract(Cg *g, Op *op)
{
	Type *vt = op_operand(op, 0)->type, *r = op->res[0].type;
	int64_t pos[64], coords[64] = {0};
	LLVMValueRef val[64], v = cg_opnd(op, 0);
	bool dynamic;
	unsigned n = positions(g, op, 1, pos, val, &dynamic);
	bool last_only = dynamic && n == vt->rank && n && pos[n - 1] == IR_DYNAMIC;
	for (unsigned i = 0; last_only && i + 1 < n; i++)
		last_only = pos[i] != IR_DYNAMIC;
	if (last_only) {
		LLVMValueRef e = LLVMBuildExtractElement(g->b, row_at(g, vt, v, pos), val[n - 1], "");
		cg_set(&op->res[0], r->kind == TY_VECTOR ? LLVMBuildInsertElement(g->b, LLVMGetPoison(cg_type(g, r)), e, cg_i64(g, 0), "") : e);
		return true;
	}
	if (dynamic) {
		cg_set(&op->res[0], extract_dynamic(g, vt, v, val, n, r));
		return true;
	}
	memcpy(coords, pos, n * sizeof *pos);
	int64_t base = vec_linear(vt, coords);
	if (r->kind != TY_VECTOR) {
		cg_set(&op->res[0], vec_elem(g, vt, v, base));
		return true;
	}
	int64_t cnt = count_of(r);
	unsigned *which = CG_ALLOC(g, cnt, unsigned);
	int64_t *at = CG_ALLOC(g, cnt, int64_t);
	for (int64_t i = 0; i < cnt; i++)
		at[i] = base + i;
	VecSrc src = {vt, v};
	cg_set(&op->res[0], vec_permute(g, r, &src, 1, which, at));
	return true;
}

/* A sub-vector (or scalar) into dest at positions known only at run time. */
static LLVMValueRef insert_dynamic(Cg *g, Type *dt, LLVMValueRef d, Type *st, LLVMValueRef s,
                                   LLVMValueRef *val, unsigned n)
{
	LLVMValueRef slot = vec_spill(g, dt, d);
	if (n == dt->rank && dt->rank) {
		LLVMValueRef p = n > 1 ? slot_at(g, dt, slot, val, n - 1) : slot;
		LLVMValueRef row = LLVMBuildLoad2(g->b, vec_row_type(g, dt), p, "");
		if (st->kind == TY_VECTOR)
			s = LLVMBuildExtractElement(g->b, s, cg_i64(g, 0), "");
		LLVMBuildStore(g->b, LLVMBuildInsertElement(g->b, row, s, val[n - 1], ""), p);
	} else {
		LLVMBuildStore(g->b, s, n ? slot_at(g, dt, slot, val, n) : slot);
	}
	return LLVMBuildLoad2(g->b, cg_type(g, dt), slot, "");
}

bool cg_vec_insert(Cg *g, Op *op)
{
	Type *st = op_operand(op, 0)->type, *dt = op_operand(op, 1)->type;
	LLVMValueRef s = cg_opnd(op, 0), d = cg_opnd(op, 1);
	int64_t pos[64], coords[64];
	LLVMValueRef val[64];
	bool dynamic;
	unsigned n = positions(g, op, 2, pos, val, &dynamic);
	if (dynamic) {
		cg_set(&op->res[0], insert_dynamic(g, dt, d, st, s, val, n));
		return true;
	}
	if (st->kind != TY_VECTOR) {
		LLVMValueRef row = row_at(g, dt, d, pos);
		row = LLVMBuildInsertElement(g->b, row, s, cg_i64(g, dt->rank ? pos[n - 1] : 0), "");
		cg_set(&op->res[0], set_row(g, dt, d, pos, row));
		return true;
	}
	/* Elements whose leading coordinates are the position come from the
	 * source, in order; the others stay. */
	int64_t cnt = count_of(dt), k = 0;
	unsigned *which = CG_ALLOC(g, cnt, unsigned);
	int64_t *at = CG_ALLOC(g, cnt, int64_t);
	for (int64_t i = 0; i < cnt; i++) {
		vec_coords(dt, i, coords);
		bool inside = !memcmp(coords, pos, n * sizeof *pos);
		which[i] = inside;
		at[i] = inside ? k++ : i;
	}
	VecSrc src[2] = {{dt, d}, {st, s}};
	cg_set(&op->res[0], vec_permute(g, dt, src, 2, which, at));
	return true;
}

bool cg_vec_extractelement(Cg *g, Op *op)
{
	LLVMValueRef pos = op->nopnds > 1 ? cg_opnd(op, 1) : cg_i64(g, 0);
	cg_set(&op->res[0], LLVMBuildExtractElement(g->b, cg_opnd(op, 0), pos, ""));
	return true;
}

bool cg_vec_insertelement(Cg *g, Op *op)
{
	LLVMValueRef pos = op->nopnds > 2 ? cg_opnd(op, 2) : cg_i64(g, 0);
	cg_set(&op->res[0], LLVMBuildInsertElement(g->b, cg_opnd(op, 1), cg_opnd(op, 0), pos, ""));
	return true;
}

/* ------------------------------------------------------- step, masks */

bool cg_vec_step(Cg *g, Op *op)
{
	Type *r = op->res[0].type;
	int64_t n = count_of(r);
	LLVMValueRef *elems = CG_ALLOC(g, n, LLVMValueRef);
	for (int64_t i = 0; i < n; i++)
		elems[i] = cg_index(g, i);
	cg_set(&op->res[0], vec_from_elems(g, r, elems));
	return true;
}

bool cg_vec_constant_mask(Cg *g, Op *op)
{
	Type *r = op->res[0].type;
	Attr *sizes = op_attr(op, "mask_dim_sizes");
	int64_t n = count_of(r), c[64];
	LLVMValueRef *elems = CG_ALLOC(g, n, LLVMValueRef);
	for (int64_t i = 0; i < n; i++) {
		vec_coords(r, i, c);
		bool on = r->rank || sizes->u.arr.elems[0]->u.i > 0;
		for (unsigned k = 0; k < r->rank; k++)
			on &= c[k] < sizes->u.arr.elems[k]->u.i;
		elems[i] = LLVMConstInt(g->t_i1, on, 0);
	}
	cg_set(&op->res[0], vec_from_elems(g, r, elems));
	return true;
}

static LLVMValueRef to_i64(Cg *g, LLVMValueRef v)
{
	return LLVMTypeOf(v) == g->t_i64 ? v : LLVMBuildIntCast2(g->b, v, g->t_i64, 1, "");
}

/* Each row: lanes below the last bound, where every outer coordinate is
 * below its bound (signed: a negative bound masks everything). */
bool cg_vec_create_mask(Cg *g, Op *op)
{
	Type *r = op->res[0].type;
	unsigned nrows = vec_nrows(r), len = vec_rowlen(r);
	LLVMTypeRef rt = vec_row_type(g, r), it = LLVMVectorType(g->t_i64, len);
	LLVMValueRef last = to_i64(g, cg_opnd(op, r->rank ? r->rank - 1 : 0));
	LLVMValueRef *lanes = CG_ALLOC(g, len, LLVMValueRef), *rows = CG_ALLOC(g, nrows, LLVMValueRef);
	for (unsigned i = 0; i < len; i++)
		lanes[i] = cg_i64(g, r->rank ? i : 0);
	LLVMValueRef bound = vec_splat(g, len, last);
	LLVMValueRef inner = LLVMBuildICmp(g->b, LLVMIntSLT, LLVMConstVector(lanes, len), bound, "");
	(void)it;
	int64_t c[64];
	for (unsigned row = 0; row < nrows; row++) {
		vec_coords(r, (int64_t)row * len, c);
		LLVMValueRef in = NULL;
		for (unsigned k = 0; k + 1 < r->rank; k++) {
			LLVMValueRef ck = LLVMBuildICmp(g->b, LLVMIntSLT, cg_i64(g, c[k]), to_i64(g, cg_opnd(op, k)), "");
			in = in ? LLVMBuildAnd(g->b, in, ck, "") : ck;
		}
		rows[row] = in ? LLVMBuildSelect(g->b, in, inner, LLVMConstNull(rt), "") : inner;
	}
	cg_set(&op->res[0], vec_from_rows(g, r, rows));
	return true;
}
