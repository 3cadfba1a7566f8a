/* cg_vector_transfer.c - vector.transfer_read and transfer_write.
 *
 * A transfer moves a vector to or from a memref through a permutation
 * map; dims not known to be in bounds read the padding value (and are not
 * written) where the index runs past the memref's size, and so do lanes
 * the mask turns off.  As MLIR lowers it (convert-vector-to-scf into 1-d
 * transfers, then convert-vector-to-llvm), the vector goes row by row
 * (its innermost dim):
 *
 *   - a row along the memref's innermost, unit-stride dim is one access:
 *     a plain load or store when every lane is in bounds and unmasked,
 *     else llvm.masked.load / llvm.masked.store;
 *   - any other row (a permuted or broadcast dim, a strided one) is a
 *     llvm.masked.gather / llvm.masked.scatter of the lanes' addresses;
 *   - a row past the memref in an outer dim has every lane off.
 *
 * Lanes that are off are never touched, so out-of-bounds transfers are
 * safe.  A memref of vectors moves whole elements, each loaded or stored
 * only when in bounds. */
#include "config.h"
#include "cg_vector.h"

typedef struct Xfer {
	Op *op;
	Type *mt, *vt;             /* memref and vector types */
	Type mvt;                  /* the mask in the vector's shape (i1) */
	AffineMap *map;
	bool inb[64];
	LLVMValueRef desc, idx[64], size[64];   /* i64 indices and sizes */
	LLVMValueRef mask;         /* the mask in the vector's layout, or NULL */
	LLVMValueRef pad;          /* read: the padding */
	LLVMValueRef val;          /* write: the vector */
	unsigned align;
} Xfer;

static LLVMValueRef to_i64(Cg *g, LLVMValueRef v)
{
	return LLVMTypeOf(v) == g->t_i64 ? v : LLVMBuildIntCast2(g->b, v, g->t_i64, 1, "");
}

/* The mask operand permuted into the vector's layout: element v of the
 * vector takes mask element (v along each memref dim the map reads). */
static LLVMValueRef layout_mask(Cg *g, Xfer *x, Type *kt, LLVMValueRef mask)
{
	x->mvt = *x->vt;
	x->mvt.elem = kt->elem;
	int64_t n = 1, c[64], mc[64];
	for (unsigned i = 0; i < x->vt->rank; i++)
		n *= x->vt->shape[i];
	unsigned *which = CG_ALLOC(g, n, unsigned);
	int64_t *at = CG_ALLOC(g, n, int64_t);
	for (int64_t i = 0; i < n; i++) {
		vec_coords(x->vt, i, c);
		unsigned m = 0;
		for (unsigned d = 0; d < x->map->ndims; d++)
			for (unsigned r = 0; r < x->map->nres; r++)
				if (x->map->res[r]->kind == AE_DIM && x->map->res[r]->pos == d) {
					mc[m++] = c[r];
					break;
				}
		at[i] = vec_linear(kt, mc);
	}
	VecSrc src = {kt, mask};
	return vec_permute(g, &x->mvt, &src, 1, which, at);
}

static void xfer_init(Cg *g, Xfer *x, Op *op, bool write)
{
	unsigned mem = write, fi, fm;
	x->op = op;
	x->mt = op_operand(op, mem)->type;
	x->vt = write ? op_operand(op, 0)->type : op->res[0].type;
	x->map = op_attr(op, "permutation_map")->u.map;
	Attr *b = op_attr(op, "in_bounds");
	for (unsigned i = 0; i < x->map->nres; i++)
		x->inb[i] = b->u.arr.elems[i]->u.b;
	x->desc = cg_opnd(op, mem);
	op_segment(op, write ? 2 : 1, &fi);
	for (unsigned d = 0; d < x->mt->rank; d++) {
		x->idx[d] = to_i64(g, cg_opnd(op, fi + d));
		x->size[d] = cg_memref_size(g, x->mt, x->desc, d);
	}
	unsigned nm = op_segment(op, 3, &fm), fp;
	x->mask = nm ? layout_mask(g, x, op_operand(op, fm)->type, cg_opnd(op, fm)) : NULL;
	if (!write) {
		op_segment(op, 2, &fp);
		x->pad = cg_opnd(op, fp);
	}
	x->val = write ? cg_opnd(op, 0) : NULL;
	x->align = LLVMABIAlignmentOfType(g->td, cg_type(g, x->mt->elem));
}

static LLVMValueRef and_(Cg *g, LLVMValueRef a, LLVMValueRef b)
{
	return !a ? b : !b ? a : LLVMBuildAnd(g->b, a, b, "");
}

/* ------------------------------------------------------- scalar elements */

/* One row: the memref indices at its start, the lanes that are on (NULL
 * when all are), and how its lanes move through memory. */
typedef struct Row {
	LLVMValueRef ix[64];
	LLVMValueRef on;
	int inner;                 /* the memref dim of the row's lanes; -1 broadcast */
	bool contiguous;
} Row;

static void row_setup(Cg *g, Xfer *x, unsigned r, Row *row)
{
	unsigned n = x->vt->rank, len = vec_rowlen(x->vt);
	int64_t c[64] = {0};
	vec_coords(x->vt, (int64_t)r * len, c);
	for (unsigned d = 0; d < x->mt->rank; d++)
		row->ix[d] = x->idx[d];
	LLVMValueRef outer = NULL;
	for (unsigned j = 0; j + 1 < n; j++) {
		AffineExpr *e = x->map->res[j];
		if (e->kind != AE_DIM)
			continue;
		row->ix[e->pos] = LLVMBuildAdd(g->b, row->ix[e->pos], cg_i64(g, c[j]), "");
		if (!x->inb[j])
			outer = and_(g, outer, LLVMBuildICmp(g->b, LLVMIntSLT, row->ix[e->pos], x->size[e->pos], ""));
	}
	AffineExpr *in = n ? x->map->res[n - 1] : NULL;
	row->inner = in && in->kind == AE_DIM ? (int)in->pos : -1;
	row->contiguous = !n || (row->inner == (int)x->mt->rank - 1 &&
	                         cg_memref_static_stride(x->mt, (unsigned)row->inner) == 1);
	LLVMValueRef lanes = NULL;
	if (row->inner >= 0 && !x->inb[n - 1]) {
		LLVMValueRef *steps = CG_ALLOC(g, len, LLVMValueRef);
		for (unsigned i = 0; i < len; i++)
			steps[i] = cg_i64(g, i);
		LLVMValueRef at = LLVMBuildAdd(g->b, vec_splat(g, len, row->ix[row->inner]),
		                               LLVMConstVector(steps, len), "");
		lanes = LLVMBuildICmp(g->b, LLVMIntSLT, at, vec_splat(g, len, x->size[row->inner]), "");
	}
	if (outer)
		lanes = and_(g, lanes, vec_splat(g, len, outer));
	row->on = and_(g, lanes, x->mask ? vec_row(g, &x->mvt, x->mask, r) : NULL);
}

/* The lanes' addresses: from the row's start along its memref dim. */
static LLVMValueRef lane_addrs(Cg *g, Xfer *x, Row *row, LLVMValueRef base, unsigned len)
{
	LLVMValueRef *off = CG_ALLOC(g, len, LLVMValueRef);
	for (unsigned i = 0; i < len; i++)
		off[i] = cg_i64(g, row->inner < 0 ? 0 : i);
	LLVMValueRef o = LLVMConstVector(off, len);
	if (row->inner >= 0 && cg_memref_static_stride(x->mt, (unsigned)row->inner) != 1) {
		LLVMValueRef s = cg_memref_stride(g, x->mt, x->desc, (unsigned)row->inner);
		o = LLVMBuildMul(g->b, o, vec_splat(g, len, s), "");
	}
	return LLVMBuildGEP2(g->b, cg_type(g, x->mt->elem), base, &o, 1, "");
}

static LLVMValueRef all_on(Cg *g, unsigned len)
{
	return cg_const_int(LLVMVectorType(g->t_i1, len), 1, 0);
}

static LLVMValueRef read_row(Cg *g, Xfer *x, unsigned r)
{
	Row row;
	row_setup(g, x, r, &row);
	unsigned len = vec_rowlen(x->vt);
	LLVMTypeRef rt = vec_row_type(g, x->vt);
	LLVMValueRef base = cg_memref_elem_ptr(g, x->mt, x->desc, row.ix), v;
	LLVMValueRef pass = vec_splat(g, len, x->pad);
	LLVMValueRef a = cg_i32(g, (int32_t)x->align);
	if (row.contiguous && !row.on) {
		v = LLVMBuildLoad2(g->b, rt, base, "");
		LLVMSetAlignment(v, x->align);
	} else if (row.contiguous) {
		LLVMTypeRef over[2] = {rt, g->t_ptr};
		LLVMValueRef args[4] = {base, a, row.on, pass};
		v = cg_call_intrinsic(g, "llvm.masked.load", over, 2, args, 4);
	} else {
		LLVMTypeRef over[2] = {rt, LLVMVectorType(g->t_ptr, len)};
		LLVMValueRef args[4] = {lane_addrs(g, x, &row, base, len), a, row.on ? row.on : all_on(g, len), pass};
		v = cg_call_intrinsic(g, "llvm.masked.gather", over, 2, args, 4);
	}
	return v;
}

static void write_row(Cg *g, Xfer *x, unsigned r)
{
	Row row;
	row_setup(g, x, r, &row);
	unsigned len = vec_rowlen(x->vt);
	LLVMValueRef base = cg_memref_elem_ptr(g, x->mt, x->desc, row.ix);
	LLVMValueRef v = vec_row(g, x->vt, x->val, r), a = cg_i32(g, (int32_t)x->align);
	if (row.contiguous && !row.on) {
		LLVMSetAlignment(LLVMBuildStore(g->b, v, base), x->align);
	} else if (row.contiguous) {
		LLVMTypeRef over[2] = {LLVMTypeOf(v), g->t_ptr};
		LLVMValueRef args[4] = {v, base, a, row.on};
		cg_call_intrinsic(g, "llvm.masked.store", over, 2, args, 4);
	} else {
		LLVMTypeRef over[2] = {LLVMTypeOf(v), LLVMVectorType(g->t_ptr, len)};
		LLVMValueRef args[4] = {v, lane_addrs(g, x, &row, base, len), a, row.on ? row.on : all_on(g, len)};
		cg_call_intrinsic(g, "llvm.masked.scatter", over, 2, args, 4);
	}
}

/* -------------------------------------------------------- vector elements */

/* Whether the element at outer coordinates c (the map's k results) is in
 * bounds: NULL when nothing needs checking. */
static LLVMValueRef elem_in_bounds(Cg *g, Xfer *x, const int64_t *c, LLVMValueRef *ix)
{
	LLVMValueRef on = NULL;
	for (unsigned d = 0; d < x->mt->rank; d++)
		ix[d] = x->idx[d];
	for (unsigned j = 0; j < x->map->nres; j++) {
		AffineExpr *e = x->map->res[j];
		if (e->kind != AE_DIM)
			continue;
		ix[e->pos] = LLVMBuildAdd(g->b, ix[e->pos], cg_i64(g, c[j]), "");
		if (!x->inb[j])
			on = and_(g, on, LLVMBuildICmp(g->b, LLVMIntSLT, ix[e->pos], x->size[e->pos], ""));
	}
	return on;
}

/* Blocks for "if (on) { ... }": the builder is left in the guarded one;
 * *join is where to go on. */
static LLVMBasicBlockRef guard(Cg *g, LLVMValueRef on, LLVMBasicBlockRef *join)
{
	LLVMBasicBlockRef cur = LLVMGetInsertBlock(g->b), then = cg_block_after(g, cur);
	*join = cg_block_after(g, then);
	LLVMBuildCondBr(g->b, on, then, *join);
	LLVMPositionBuilderAtEnd(g->b, then);
	return cur;
}

/* A transfer of a memref of vectors: each element whole, loaded (or
 * stored) where it is in bounds. */
static LLVMValueRef elements(Cg *g, Xfer *x, bool write)
{
	Type *et = x->mt->elem;
	unsigned k = x->map->nres;
	int64_t nouter = 1, per = 1, c[64];
	for (unsigned i = 0; i < k; i++)
		nouter *= x->vt->shape[i];
	for (unsigned i = 0; i < et->rank; i++)
		per *= et->shape[i];
	Type outer = *x->vt;
	outer.rank = k;
	LLVMValueRef *elems = CG_ALLOC(g, nouter * per, LLVMValueRef), ix[64];
	LLVMTypeRef t = cg_type(g, et);
	for (int64_t o = 0; o < nouter; o++) {
		vec_coords(&outer, o, c);
		LLVMValueRef on = elem_in_bounds(g, x, c, ix), v = NULL;
		LLVMBasicBlockRef join = NULL, from = on ? guard(g, on, &join) : NULL;
		LLVMValueRef p = cg_memref_elem_ptr(g, x->mt, x->desc, ix);
		if (write) {
			for (int64_t i = 0; i < per; i++)
				elems[i] = vec_elem(g, x->vt, x->val, o * per + i);
			LLVMSetAlignment(LLVMBuildStore(g->b, vec_from_elems(g, et, elems), p), x->align);
		} else {
			v = LLVMBuildLoad2(g->b, t, p, "");
			LLVMSetAlignment(v, x->align);
		}
		if (on) {
			LLVMBasicBlockRef then = LLVMGetInsertBlock(g->b);
			LLVMBuildBr(g->b, join);
			LLVMPositionBuilderAtEnd(g->b, join);
			if (!write) {
				LLVMValueRef phi = LLVMBuildPhi(g->b, t, ""), in[2] = {v, x->pad};
				LLVMBasicBlockRef bb[2] = {then, from};
				LLVMAddIncoming(phi, in, bb, 2);
				v = phi;
			}
		}
		for (int64_t i = 0; !write && i < per; i++)
			elems[o * per + i] = vec_elem(g, et, v, i);
	}
	return write ? NULL : vec_from_elems(g, x->vt, elems);
}

/* ---------------------------------------------------------------- ops */

bool cg_vec_transfer_read(Cg *g, Op *op)
{
	Xfer x;
	xfer_init(g, &x, op, false);
	if (x.mt->elem->kind == TY_VECTOR) {
		cg_set(&op->res[0], elements(g, &x, false));
		return true;
	}
	unsigned nrows = vec_nrows(x.vt);
	LLVMValueRef *rows = CG_ALLOC(g, nrows, LLVMValueRef);
	for (unsigned r = 0; r < nrows; r++)
		rows[r] = read_row(g, &x, r);
	cg_set(&op->res[0], vec_from_rows(g, x.vt, rows));
	return true;
}

bool cg_vec_transfer_write(Cg *g, Op *op)
{
	Xfer x;
	xfer_init(g, &x, op, true);
	if (x.mt->elem->kind == TY_VECTOR) {
		elements(g, &x, true);
		return true;
	}
	for (unsigned r = 0; r < vec_nrows(x.vt); r++)
		write_row(g, &x, r);
	return true;
}
