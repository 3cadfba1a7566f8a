/* cg_vector_shape.c - the vector ops that rearrange elements (strided
 * slices, shuffle, transpose, shape_cast, interleave, deinterleave), and
 * bitcast, fma, type_cast and the flat matrix ops.
 *
 * Rearrangements are vec_permute's: each result element's source element
 * is worked out here, and rows that come from one or two source rows
 * become single shufflevectors, as MLIR's lowering produces them. */
#include "config.h"
#include "cg_vector.h"

static int64_t count_of(const Type *t)
{
	int64_t n = 1;
	for (unsigned i = 0; i < t->rank; i++)
		n *= t->shape[i];
	return n;
}

/* An I64ArrayAttr's element i. */
static int64_t arr_at(const Op *op, const char *name, unsigned i)
{
	return op_attr(op, name)->u.arr.elems[i]->u.i;
}

static unsigned arr_len(const Op *op, const char *name)
{
	return op_attr(op, name)->u.arr.n;
}

typedef struct Perm {
	unsigned *which;
	int64_t *at;
	int64_t n;
} Perm;

static Perm perm_new(Cg *g, const Type *dst)
{
	Perm p = {NULL, NULL, count_of(dst)};
	p.which = CG_ALLOC(g, p.n, unsigned);
	p.at = CG_ALLOC(g, p.n, int64_t);
	return p;
}

/* ------------------------------------------------------- strided slices */

bool cg_vec_extract_strided_slice(Cg *g, Op *op)
{
	Type *s = op_operand(op, 0)->type, *r = op->res[0].type;
	Perm p = perm_new(g, r);
	int64_t c[64];
	for (int64_t i = 0; i < p.n; i++) {
		vec_coords(r, i, c);
		for (unsigned k = 0; k < arr_len(op, "offsets"); k++)
			c[k] += arr_at(op, "offsets", k);
		p.at[i] = vec_linear(s, c);
	}
	VecSrc src = {s, cg_opnd(op, 0)};
	cg_set(&op->res[0], vec_permute(g, r, &src, 1, p.which, p.at));
	return true;
}

bool cg_vec_insert_strided_slice(Cg *g, Op *op)
{
	Type *s = op_operand(op, 0)->type, *d = op_operand(op, 1)->type;
	Perm p = perm_new(g, d);
	unsigned lead = d->rank - s->rank;
	int64_t c[64], sc[64];
	for (int64_t i = 0; i < p.n; i++) {
		vec_coords(d, i, c);
		bool inside = true;
		for (unsigned k = 0; k < d->rank; k++) {
			int64_t off = arr_at(op, "offsets", k);
			if (k < lead)
				inside &= c[k] == off;
			else
				inside &= c[k] >= off && c[k] < off + s->shape[k - lead];
			if (k >= lead)
				sc[k - lead] = c[k] - off;
		}
		p.which[i] = inside;
		p.at[i] = inside ? vec_linear(s, sc) : i;
	}
	VecSrc src[2] = {{d, cg_opnd(op, 1)}, {s, cg_opnd(op, 0)}};
	cg_set(&op->res[0], vec_permute(g, d, src, 2, p.which, p.at));
	return true;
}

/* ----------------------------------------------------- shuffle, transpose */

/* Mask entry m picks v1's leading slice m, or v2's slice m - dim0(v1). */
bool cg_vec_shuffle(Cg *g, Op *op)
{
	Type *a = op_operand(op, 0)->type, *b = op_operand(op, 1)->type, *r = op->res[0].type;
	Attr *mask = op_attr(op, "mask");
	Perm p = perm_new(g, r);
	int64_t slice = p.n / r->shape[0], na = a->rank ? a->shape[0] : 1;
	for (int64_t i = 0; i < p.n; i++) {
		int64_t m = mask->u.arr.elems[i / slice]->u.i;
		p.which[i] = m >= na;
		p.at[i] = (m >= na ? m - na : m) * slice + i % slice;
	}
	VecSrc src[2] = {{a, cg_opnd(op, 0)}, {b, cg_opnd(op, 1)}};
	cg_set(&op->res[0], vec_permute(g, r, src, 2, p.which, p.at));
	return true;
}

bool cg_vec_transpose(Cg *g, Op *op)
{
	Type *s = op_operand(op, 0)->type, *r = op->res[0].type;
	Attr *perm = op_attr(op, "permutation");
	Perm p = perm_new(g, r);
	int64_t c[64], sc[64];
	for (int64_t i = 0; i < p.n; i++) {
		vec_coords(r, i, c);
		for (unsigned k = 0; k < r->rank; k++)
			sc[perm->u.dense.vals[k]] = c[k];
		p.at[i] = vec_linear(s, sc);
	}
	VecSrc src = {s, cg_opnd(op, 0)};
	cg_set(&op->res[0], vec_permute(g, r, &src, 1, p.which, p.at));
	return true;
}

/* shape_cast keeps the elements in row-major order. */
bool cg_vec_shape_cast(Cg *g, Op *op)
{
	Type *s = op_operand(op, 0)->type, *r = op->res[0].type;
	Perm p = perm_new(g, r);
	for (int64_t i = 0; i < p.n; i++)
		p.at[i] = i;
	VecSrc src = {s, cg_opnd(op, 0)};
	cg_set(&op->res[0], vec_permute(g, r, &src, 1, p.which, p.at));
	return true;
}

/* interleave: lhs and rhs alternate along the last dim. */
bool cg_vec_interleave(Cg *g, Op *op)
{
	Type *s = op_operand(op, 0)->type, *r = op->res[0].type;
	Perm p = perm_new(g, r);
	for (int64_t i = 0; i < p.n; i++) {
		p.which[i] = (unsigned)(i % 2);
		p.at[i] = i / 2;
	}
	VecSrc src[2] = {{s, cg_opnd(op, 0)}, {s, cg_opnd(op, 1)}};
	cg_set(&op->res[0], vec_permute(g, r, src, 2, p.which, p.at));
	return true;
}

/* deinterleave: the even lanes, then the odd ones. */
bool cg_vec_deinterleave(Cg *g, Op *op)
{
	Type *s = op_operand(op, 0)->type, *r = op->res[0].type;
	VecSrc src = {s, cg_opnd(op, 0)};
	for (unsigned k = 0; k < 2; k++) {
		Perm p = perm_new(g, r);
		for (int64_t i = 0; i < p.n; i++)
			p.at[i] = 2 * i + k;
		cg_set(&op->res[k], vec_permute(g, r, &src, 1, p.which, p.at));
	}
	return true;
}

/* ---------------------------------------------------------------- bitcast */

static LLVMValueRef bitcast_row(Cg *g, LLVMValueRef *args, void *ctx)
{
	return LLVMBuildBitCast(g->b, args[0], (LLVMTypeRef)ctx, "");
}

bool cg_vec_bitcast(Cg *g, Op *op)
{
	Type *s = op_operand(op, 0)->type, *r = op->res[0].type;
	LLVMValueRef x = cg_opnd(op, 0);
	cg_set(&op->res[0], vec_map_rows(g, r, s, &x, 1, bitcast_row, vec_row_type(g, r)));
	return true;
}

/* -------------------------------------------------------------------- fma */

static LLVMValueRef fma_row(Cg *g, LLVMValueRef *args, void *ctx)
{
	(void)ctx;
	LLVMTypeRef t = LLVMTypeOf(args[0]);
	return cg_call_intrinsic(g, "llvm.fma", &t, 1, args, 3);
}

bool cg_vec_fma(Cg *g, Op *op)
{
	Type *t = op->res[0].type;
	LLVMValueRef args[3] = {cg_opnd(op, 0), cg_opnd(op, 1), cg_opnd(op, 2)};
	cg_set(&op->res[0], vec_map_rows(g, t, t, args, 3, fma_row, NULL));
	return true;
}

/* ------------------------------------------------------------- type_cast */

/* memref<4x8xf32> as memref<vector<4x8xf32>>: the same buffer, offset 0,
 * rank 0 (the operand has the identity layout). */
bool cg_vec_type_cast(Cg *g, Op *op)
{
	LLVMValueRef d = cg_opnd(op, 0);
	LLVMValueRef f[3] = {cg_memref_field(g, d, MR_ALLOCATED, -1), cg_memref_field(g, d, MR_ALIGNED, -1), cg_i64(g, 0)};
	cg_set(&op->res[0], cg_pack_arg(g, op->res[0].type, f));
	return true;
}

/* ----------------------------------------------------- flat matrices */

/* flat_transpose and matrix_multiply have LLVM's matrix intrinsics'
 * meaning (MLIR lowers them to those): 1-d vectors holding column-major
 * matrices.  The intrinsics need a pass LLVM's default pipelines leave
 * out, so they are computed here: the transpose as a permutation, the
 * product with each element's sum of products in order. */
static unsigned attr_u(const Op *op, const char *name)
{
	return (unsigned)op_attr(op, name)->u.i;
}

bool cg_vec_flat_transpose(Cg *g, Op *op)
{
	unsigned rows = attr_u(op, "rows"), cols = attr_u(op, "columns");
	Type *s = op_operand(op, 0)->type, *r = op->res[0].type;
	Perm p = perm_new(g, r);
	if (p.n != (int64_t)rows * cols || s->shape[0] != p.n)
		return cg_error(g, op, "a flat transpose of %u x %u elements needs vectors of that many", rows, cols);
	for (unsigned i = 0; i < rows; i++)
		for (unsigned j = 0; j < cols; j++)
			p.at[i * cols + j] = (int64_t)j * rows + i;
	VecSrc src = {s, cg_opnd(op, 0)};
	cg_set(&op->res[0], vec_permute(g, r, &src, 1, p.which, p.at));
	return true;
}

bool cg_vec_matrix_multiply(Cg *g, Op *op)
{
	unsigned m = attr_u(op, "lhs_rows"), k = attr_u(op, "lhs_columns"), n = attr_u(op, "rhs_columns");
	Type *lt = op_operand(op, 0)->type, *rt = op_operand(op, 1)->type, *res = op->res[0].type;
	if (lt->shape[0] != (int64_t)m * k || rt->shape[0] != (int64_t)k * n || res->shape[0] != (int64_t)m * n)
		return cg_error(g, op, "a matrix multiply of %u x %u by %u x %u matrices needs vectors of that many elements",
		                m, k, k, n);
	bool fl = ty_is_float(res->elem);
	LLVMValueRef a = cg_opnd(op, 0), b = cg_opnd(op, 1);
	LLVMValueRef *out = CG_ALLOC(g, (size_t)m * n, LLVMValueRef);
	for (unsigned j = 0; j < n; j++)
		for (unsigned i = 0; i < m; i++) {
			LLVMValueRef sum = NULL;
			for (unsigned q = 0; q < k; q++) {
				LLVMValueRef x = vec_elem(g, lt, a, (int64_t)q * m + i), y = vec_elem(g, rt, b, (int64_t)j * k + q);
				LLVMValueRef prod = fl ? LLVMBuildFMul(g->b, x, y, "") : LLVMBuildMul(g->b, x, y, "");
				sum = !sum ? prod : fl ? LLVMBuildFAdd(g->b, sum, prod, "") : LLVMBuildAdd(g->b, sum, prod, "");
			}
			out[(size_t)j * m + i] = sum;
		}
	cg_set(&op->res[0], vec_from_elems(g, res, out));
	return true;
}
