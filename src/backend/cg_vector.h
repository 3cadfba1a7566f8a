/* cg_vector.h - what the vector dialect's code generation shares
 * (cg_vector*.c).
 *
 * A vector value is an LLVM vector for ranks 0 and 1 (<1 x T> for a 0-d
 * vector) and nested arrays of them above (cg_types.c).  Most ops work
 * on those 1-d "rows": row r is the one at outer coordinates r in
 * row-major order.  Element i is element i of the vector in row-major
 * order. */
#ifndef ASYNCC_CG_VECTOR_H
#define ASYNCC_CG_VECTOR_H

#include "cg.h"

/* Rows of a vector type and the length of each; 1-d LLVM type of a row. */
unsigned vec_nrows(const Type *t);
unsigned vec_rowlen(const Type *t);
LLVMTypeRef vec_row_type(Cg *g, const Type *t);
/* Row r of value v of vector type t (v itself for ranks 0 and 1). */
LLVMValueRef vec_row(Cg *g, const Type *t, LLVMValueRef v, unsigned r);
/* The value of vector type t made of rows[0 .. vec_nrows(t)). */
LLVMValueRef vec_from_rows(Cg *g, const Type *t, LLVMValueRef *rows);
/* Element i of v, and a value of type t made of elems[0 .. count). */
LLVMValueRef vec_elem(Cg *g, const Type *t, LLVMValueRef v, int64_t i);
LLVMValueRef vec_from_elems(Cg *g, const Type *t, LLVMValueRef *elems);

/* Coordinates of element `linear` of a vector type, and back. */
void vec_coords(const Type *t, int64_t linear, int64_t *coords);
int64_t vec_linear(const Type *t, const int64_t *coords);

/* A new vector of type dst whose element i is element at[i] of source
 * which[i]; a source that is not a vector is its own only element.
 * Rows that come from one or two source rows become shufflevectors. */
typedef struct VecSrc {
	const Type *t;
	LLVMValueRef v;
} VecSrc;
LLVMValueRef vec_permute(Cg *g, const Type *dst, const VecSrc *src, unsigned nsrc,
                         const unsigned *which, const int64_t *at);

/* Apply fn to each row of the operands (all of vector type t, or
 * scalars passed whole) and build the result of type rt from the rows. */
typedef LLVMValueRef (*VecRowFn)(Cg *g, LLVMValueRef *args, void *ctx);
LLVMValueRef vec_map_rows(Cg *g, const Type *rt, const Type *t, LLVMValueRef *args, unsigned n,
                          VecRowFn fn, void *ctx);

/* The combining kinds (#vector.kind<...>), in MLIR's order. */
typedef enum VecKind {
	VK_ADD, VK_MUL, VK_MINUI, VK_MINSI, VK_MINNUMF, VK_MAXUI, VK_MAXSI, VK_MAXNUMF,
	VK_AND, VK_OR, VK_XOR, VK_MAXIMUMF, VK_MINIMUMF,
} VecKind;
/* The op's kind attribute (add when it has none). */
VecKind cg_vec_kind(const Op *op);
/* a (kind) b on scalars or 1-d vectors, as MLIR's makeArithReduction. */
LLVMValueRef vec_combine(Cg *g, VecKind k, LLVMValueRef a, LLVMValueRef b);

/* x in each of n lanes (a constant vector for a constant). */
LLVMValueRef vec_splat(Cg *g, unsigned n, LLVMValueRef x);

/* A copy of v in a stack slot, for the ops with dynamic positions. */
LLVMValueRef vec_spill(Cg *g, const Type *t, LLVMValueRef v);

#endif
