/* cg_vector.c - vector values row by row (cg_vector.h), and the vector
 * ops that build or take apart vectors: broadcast, splat,
 * from_elements, extract, insert, extractelement, insertelement, step
 * and the masks.
 *
 * As MLIR's convert-vector-to-llvm lowers them: elements move with
 * extractelement, insertelement and shufflevector on the 1-d rows, rows
 * with extractvalue and insertvalue on the arrays of n-d vectors.  A
 * position only known at run time into the arrays of an n-d vector goes
 * through a stack copy of the vector. */
#include "config.h"
#include "cg_vector.h"

#include <stdlib.h>
#include <string.h>

/* --------------------------------------------------------------- rows */

unsigned vec_nrows(const Type *t)
{
	unsigned n = 1;
	for (unsigned i = 0; i + 1 < t->rank; i++)
		n *= (unsigned)t->shape[i];
	return n;
}

unsigned vec_rowlen(const Type *t)
{
	return t->rank ? (unsigned)t->shape[t->rank - 1] : 1;
}

LLVMTypeRef vec_row_type(Cg *g, const Type *t)
{
	return LLVMVectorType(cg_type(g, t->elem), vec_rowlen(t));
}

LLVMValueRef vec_row(Cg *g, const Type *t, LLVMValueRef v, unsigned r)
{
	if (t->rank <= 1)
		return v;
	unsigned idx[64];
	for (unsigned i = t->rank - 1; i-- > 0;) {
		idx[i] = r % (unsigned)t->shape[i];
		r /= (unsigned)t->shape[i];
	}
	for (unsigned i = 0; i + 1 < t->rank; i++)
		v = cg_extract(g, v, idx[i]);
	return v;
}

/* The LLVM type of dims [dim, rank) of vector type t. */
static LLVMTypeRef level_type(Cg *g, const Type *t, unsigned dim)
{
	LLVMTypeRef ty = vec_row_type(g, t);
	for (unsigned i = t->rank - 1; i-- > dim;)
		ty = LLVMArrayType2(ty, (uint64_t)t->shape[i]);
	return ty;
}

static LLVMValueRef build_level(Cg *g, const Type *t, unsigned dim, LLVMValueRef *rows, unsigned *next)
{
	if (dim + 1 >= t->rank)
		return rows[(*next)++];
	LLVMValueRef agg = LLVMGetPoison(level_type(g, t, dim));
	for (unsigned i = 0; i < (unsigned)t->shape[dim]; i++)
		agg = LLVMBuildInsertValue(g->b, agg, build_level(g, t, dim + 1, rows, next), i, "");
	return agg;
}

LLVMValueRef vec_from_rows(Cg *g, const Type *t, LLVMValueRef *rows)
{
	unsigned next = 0;
	return build_level(g, t, 0, rows, &next);
}

LLVMValueRef vec_elem(Cg *g, const Type *t, LLVMValueRef v, int64_t i)
{
	unsigned len = vec_rowlen(t);
	LLVMValueRef row = vec_row(g, t, v, (unsigned)(i / len));
	return LLVMBuildExtractElement(g->b, row, cg_i64(g, i % len), "");
}

/* A row of n lanes from scalars: a constant vector when all are. */
static LLVMValueRef row_of_scalars(Cg *g, LLVMTypeRef rt, LLVMValueRef *lanes, unsigned n)
{
	bool all_const = true;
	for (unsigned i = 0; i < n && all_const; i++)
		all_const = LLVMIsConstant(lanes[i]);
	if (all_const)
		return LLVMConstVector(lanes, n);
	LLVMValueRef row = LLVMGetPoison(rt);
	for (unsigned i = 0; i < n; i++)
		row = LLVMBuildInsertElement(g->b, row, lanes[i], cg_i64(g, i), "");
	return row;
}

LLVMValueRef vec_from_elems(Cg *g, const Type *t, LLVMValueRef *elems)
{
	unsigned nrows = vec_nrows(t), len = vec_rowlen(t);
	LLVMValueRef *rows = CG_ALLOC(g, nrows, LLVMValueRef);
	for (unsigned r = 0; r < nrows; r++)
		rows[r] = row_of_scalars(g, vec_row_type(g, t), elems + (size_t)r * len, len);
	return vec_from_rows(g, t, rows);
}

void vec_coords(const Type *t, int64_t linear, int64_t *coords)
{
	for (unsigned i = t->rank; i-- > 0;) {
		coords[i] = linear % t->shape[i];
		linear /= t->shape[i];
	}
}

int64_t vec_linear(const Type *t, const int64_t *coords)
{
	int64_t l = 0;
	for (unsigned i = 0; i < t->rank; i++)
		l = l * t->shape[i] + coords[i];
	return l;
}

LLVMValueRef vec_map_rows(Cg *g, const Type *rt, const Type *t, LLVMValueRef *args, unsigned n,
                          VecRowFn fn, void *ctx)
{
	unsigned nrows = vec_nrows(t);
	LLVMValueRef *rows = CG_ALLOC(g, nrows, LLVMValueRef), *a = CG_ALLOC(g, n, LLVMValueRef);
	for (unsigned r = 0; r < nrows; r++) {
		for (unsigned i = 0; i < n; i++)
			a[i] = LLVMGetTypeKind(LLVMTypeOf(args[i])) == LLVMArrayTypeKind ? vec_row(g, t, args[i], r) : args[i];
		rows[r] = fn(g, a, ctx);
	}
	return vec_from_rows(g, rt, rows);
}

LLVMValueRef vec_spill(Cg *g, const Type *t, LLVMValueRef v)
{
	LLVMValueRef slot = cg_entry_alloca(g, cg_type(g, (Type *)t));
	LLVMBuildStore(g->b, v, slot);
	return slot;
}

/* ------------------------------------------------------------ permute */

/* Where a lane of a new row comes from: a source, its row and lane; row
 * -1 for a scalar source. */
typedef struct Lane {
	unsigned src;
	int64_t row, lane;
} Lane;

typedef struct Permute {
	const VecSrc *src;
	LLVMValueRef **rows;       /* per source, its rows as taken out so far */
} Permute;

static LLVMValueRef src_row(Cg *g, Permute *pm, unsigned s, int64_t row)
{
	if (!pm->rows[s])
		pm->rows[s] = CG_ALLOC(g, vec_nrows(pm->src[s].t), LLVMValueRef);
	if (!pm->rows[s][row])
		pm->rows[s][row] = vec_row(g, pm->src[s].t, pm->src[s].v, (unsigned)row);
	return pm->rows[s][row];
}

static bool same_row(const Lane *a, const Lane *b)
{
	return a->src == b->src && a->row == b->row;
}

/* A row whose lanes come from one or two source rows of one type, as a
 * shufflevector (or the source row itself); NULL for any other row. */
static LLVMValueRef try_shuffle(Cg *g, Permute *pm, const Lane *lanes, unsigned n)
{
	const Lane *a = NULL, *b = NULL;
	for (unsigned i = 0; i < n; i++) {
		if (lanes[i].row < 0)
			return NULL;
		if (!a || same_row(a, &lanes[i]))
			a = a ? a : &lanes[i];
		else if (!b || same_row(b, &lanes[i]))
			b = b ? b : &lanes[i];
		else
			return NULL;
	}
	LLVMValueRef va = src_row(g, pm, a->src, a->row), vb = b ? src_row(g, pm, b->src, b->row) : NULL;
	if (vb && LLVMTypeOf(va) != LLVMTypeOf(vb))
		return NULL;
	unsigned len = vec_rowlen(pm->src[a->src].t);
	bool identity = !vb && len == n;
	LLVMValueRef *mask = CG_ALLOC(g, n, LLVMValueRef);
	for (unsigned i = 0; i < n; i++) {
		bool from_a = same_row(a, &lanes[i]);
		identity &= from_a && lanes[i].lane == (int64_t)i;
		mask[i] = cg_i32(g, (int32_t)(lanes[i].lane + (from_a ? 0 : len)));
	}
	if (identity)
		return va;
	return LLVMBuildShuffleVector(g->b, va, vb ? vb : LLVMGetPoison(LLVMTypeOf(va)), LLVMConstVector(mask, n), "");
}

static LLVMValueRef permute_row(Cg *g, Permute *pm, const Lane *lanes, unsigned n, LLVMTypeRef rt)
{
	LLVMValueRef v = try_shuffle(g, pm, lanes, n);
	if (v)
		return v;
	LLVMValueRef *scalars = CG_ALLOC(g, n, LLVMValueRef);
	for (unsigned i = 0; i < n; i++)
		scalars[i] = lanes[i].row < 0 ? pm->src[lanes[i].src].v
		           : LLVMBuildExtractElement(g->b, src_row(g, pm, lanes[i].src, lanes[i].row),
		                                     cg_i64(g, lanes[i].lane), "");
	return row_of_scalars(g, rt, scalars, n);
}

LLVMValueRef vec_permute(Cg *g, const Type *dst, const VecSrc *src, unsigned nsrc,
                         const unsigned *which, const int64_t *at)
{
	unsigned nrows = vec_nrows(dst), len = vec_rowlen(dst);
	Permute pm = {src, CG_ALLOC(g, nsrc, LLVMValueRef *)};
	LLVMValueRef *rows = CG_ALLOC(g, nrows, LLVMValueRef);
	Lane *lanes = CG_ALLOC(g, len, Lane);
	LLVMTypeRef rt = vec_row_type(g, dst);
	for (unsigned r = 0; r < nrows; r++) {
		for (unsigned i = 0; i < len; i++) {
			size_t k = (size_t)r * len + i;
			const Type *st = src[which[k]].t;
			int64_t sl = st->kind == TY_VECTOR ? vec_rowlen(st) : 0;
			lanes[i] = sl ? (Lane){which[k], at[k] / sl, at[k] % sl} : (Lane){which[k], -1, 0};
		}
		rows[r] = permute_row(g, &pm, lanes, len, rt);
	}
	return vec_from_rows(g, dst, rows);
}

/* ---------------------------------------------------------- constants */

LLVMTypeRef cg_type_like(LLVMTypeRef like, LLVMTypeRef elem)
{
	if (LLVMGetTypeKind(like) != LLVMVectorTypeKind)
		return elem;
	return LLVMVectorType(elem, LLVMGetVectorSize(like));
}

static LLVMValueRef splat(LLVMTypeRef t, LLVMValueRef x)
{
	unsigned n = LLVMGetVectorSize(t);
	LLVMValueRef small[16], *lanes = n <= 16 ? small : xmalloc(n * sizeof *lanes);
	for (unsigned i = 0; i < n; i++)
		lanes[i] = x;
	LLVMValueRef v = LLVMConstVector(lanes, n);
	if (lanes != small)
		free(lanes);
	return v;
}

LLVMValueRef cg_const_int(LLVMTypeRef t, unsigned long long v, bool sext)
{
	if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
		return splat(t, LLVMConstInt(LLVMGetElementType(t), v, sext));
	return LLVMConstInt(t, v, sext);
}

LLVMValueRef cg_const_real(LLVMTypeRef t, double v)
{
	if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
		return splat(t, LLVMConstReal(LLVMGetElementType(t), v));
	return LLVMConstReal(t, v);
}

/* ----------------------------------------------------- combining kinds */

static const char *const kind_names[] = {
	"add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf",
	"and", "or", "xor", "maximumf", "minimumf",
};

VecKind cg_vec_kind(const Op *op)
{
	Attr *a = op_attr(op, "kind");
	const char *lt = a && a->kind == AT_OPAQUE ? memchr(a->u.str.s, '<', a->u.str.len) : NULL;
	if (!lt)
		return VK_ADD;
	size_t n = a->u.str.len - (size_t)(lt - a->u.str.s) - 2;
	for (unsigned k = 0; k < sizeof kind_names / sizeof *kind_names; k++)
		if (strlen(kind_names[k]) == n && !memcmp(kind_names[k], lt + 1, n))
			return (VecKind)k;
	return VK_ADD;
}

LLVMValueRef vec_combine(Cg *g, VecKind k, LLVMValueRef a, LLVMValueRef b)
{
	static const char *const intr[] = {
		[VK_MINUI] = "llvm.umin", [VK_MINSI] = "llvm.smin", [VK_MINNUMF] = "llvm.minnum",
		[VK_MAXUI] = "llvm.umax", [VK_MAXSI] = "llvm.smax", [VK_MAXNUMF] = "llvm.maxnum",
		[VK_MAXIMUMF] = "llvm.maximum", [VK_MINIMUMF] = "llvm.minimum",
	};
	LLVMTypeRef t = LLVMTypeOf(a);
	LLVMTypeRef et = LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMGetElementType(t) : t;
	bool fl = LLVMGetTypeKind(et) != LLVMIntegerTypeKind;
	LLVMValueRef args[2] = {a, b};
	switch (k) {
	case VK_ADD: return fl ? LLVMBuildFAdd(g->b, a, b, "") : LLVMBuildAdd(g->b, a, b, "");
	case VK_MUL: return fl ? LLVMBuildFMul(g->b, a, b, "") : LLVMBuildMul(g->b, a, b, "");
	case VK_AND: return LLVMBuildAnd(g->b, a, b, "");
	case VK_OR: return LLVMBuildOr(g->b, a, b, "");
	case VK_XOR: return LLVMBuildXor(g->b, a, b, "");
	default: return cg_call_intrinsic(g, intr[k], &t, 1, args, 2);
	}
}

LLVMValueRef vec_splat(Cg *g, unsigned n, LLVMValueRef x)
{
	LLVMTypeRef t = LLVMVectorType(LLVMTypeOf(x), n);
	if (LLVMIsConstant(x))
		return splat(t, x);
	LLVMValueRef one = LLVMBuildInsertElement(g->b, LLVMGetPoison(t), x, cg_i64(g, 0), "");
	return LLVMBuildShuffleVector(g->b, one, LLVMGetPoison(t), LLVMConstNull(LLVMVectorType(g->t_i32, n)), "");
}
