/* cg_dense.c - dense elements attributes as LLVM constants, in the
 * layout of the value they initialise:
 *   vector<4xf32>          <4 x float>                (cg_types.c)
 *   vector<2x4xf32>        [2 x <4 x float>]
 *   vector<f32>            <1 x float>
 *   tensor<2x3xi32>, memref<2x3xi32>
 *                          [2 x [3 x i32]]            (a global's body,
 *                                                      as MLIR's memref.global)
 *   tensor<i32>            i32
 * Floats are built from their bits, so NaN payloads survive.  A splat of
 * zero is LLVM's zeroinitializer whatever its size; other constants are
 * built element by element, up to a bound. */
#include "config.h"
#include "cg.h"

#include <math.h>

/* Elements a non-zero constant may have (LLVM keeps one Constant per
 * element while building it). */
enum { MAX_CONSTANT_ELEMENTS = 1 << 24 };

static LLVMValueRef elem_const(Cg *g, Type *t, LLVMTypeRef lt, uint64_t bits)
{
	if (!ty_is_float(t))
		return LLVMConstInt(lt, t->kind == TY_INT && t->width == 1 ? bits & 1 : bits, 0);
	LLVMTypeRef it = LLVMIntTypeInContext(g->lc, ty_float_width(t));
	return LLVMConstBitCast(LLVMConstInt(it, bits, 0), lt);
}

LLVMValueRef cg_float_attr_const(Cg *g, Type *t, LLVMTypeRef lt, double v)
{
	/* LLVMConstReal goes through APFloat's conversion, which quiets a
	 * signalling NaN: NaNs are built from their bits. */
	if (!isnan(v) || !ty_is_float(t))
		return LLVMConstReal(lt, v);
	return elem_const(g, t, lt, float_to_bits(t, v));
}

typedef struct DenseBuild {
	Cg *g;
	const Attr *a;
	Type *elem;
	LLVMTypeRef elem_type;
	size_t next;               /* the next element to place */
} DenseBuild;

/* Dimensions [dim, rank) of the type, as arrays of the innermost:
 * `vector_inner`: the last dimension is an LLVM vector. */
static LLVMValueRef build_dim(DenseBuild *d, unsigned dim, bool vector_inner)
{
	const Type *t = d->a->type;
	unsigned n = (unsigned)t->shape[dim];
	LLVMValueRef *parts = CG_ALLOC(d->g, n, LLVMValueRef);
	bool last = dim + 1 == t->rank;
	for (unsigned i = 0; i < n; i++)
		parts[i] = last ? elem_const(d->g, d->elem, d->elem_type,
		                             at_elements_bits(d->a, d->next++))
		                : build_dim(d, dim + 1, vector_inner);
	if (last && vector_inner)
		return LLVMConstVector(parts, n);
	/* n > 0: a type without elements is a zeroinitializer. */
	return LLVMConstArray2(LLVMTypeOf(parts[0]), parts, n);
}

/* The LLVM type of a dense attribute's constant. */
static LLVMTypeRef dense_type(Cg *g, const Type *t)
{
	if (t->kind == TY_VECTOR)
		return cg_type(g, (Type *)t);
	LLVMTypeRef lt = cg_type(g, t->elem);
	for (unsigned i = t->rank; lt && i-- > 0;)
		lt = LLVMArrayType2(lt, (uint64_t)t->shape[i]);
	return lt;
}

LLVMValueRef cg_dense_constant(Cg *g, Attr *a)
{
	Type *t = a->type;
	LLVMTypeRef lt = dense_type(g, t), et = cg_type(g, t->elem);
	if (!lt || !et)
		return NULL;
	size_t count = at_elements_count(a);
	if (at_elements_is_splat(a) && at_elements_bits(a, 0) == 0)
		return LLVMConstNull(lt);
	if (count > MAX_CONSTANT_ELEMENTS) {
		cg_error(g, NULL, "dense constant of %zu elements is too large to emit (at most %d)",
		         count, MAX_CONSTANT_ELEMENTS);
		return NULL;
	}
	if (t->kind == TY_VECTOR && t->rank == 0)
		return LLVMConstVector((LLVMValueRef[]){elem_const(g, t->elem, et, at_elements_bits(a, 0))}, 1);
	if (t->rank == 0)
		return elem_const(g, t->elem, et, at_elements_bits(a, 0));
	if (count == 0)
		return LLVMConstNull(lt);
	DenseBuild d = {g, a, t->elem, et, 0};
	return build_dim(&d, 0, t->kind == TY_VECTOR);
}
