/* verify_vector.h - what the vector dialect's checks share
 * (verify_vector.c, verify_vector_mem.c, verify_vector_contract.c). */
#ifndef ASYNCC_VERIFY_VECTOR_H
#define ASYNCC_VERIFY_VECTOR_H

#include "verifier.h"

/* Vector types have at most this rank (the parser's limit); attribute
 * arrays longer than that are longer than any vector's rank. */
#define VEC_MAX_RANK 64

/* ODS's names of the vector dialect's type constraints. */
extern const char VEC_ANY[];       /* AnyVectorOfAnyRank and friends */
extern const char VEC_FIXED[];     /* fixed-length vectors */
extern const char VEC_I1[];        /* vectors of i1 */
extern const char MEMREF_ANY[];

static inline bool is_vec(const Type *t) { return t->kind == TY_VECTOR; }
static inline bool is_vec_nd(const Type *t) { return t->kind == TY_VECTOR && t->rank > 0; }
static inline bool is_vec_i1(const Type *t)
{
	return is_vec(t) && t->elem->kind == TY_INT && t->elem->width == 1;
}
/* t's element type, or t itself (MLIR's getElementTypeOrSelf). */
static inline Type *elem_or_self(Type *t) { return ty_is_shaped(t) ? t->elem : t; }
/* Dimension i of a vector type (1 for the dims of a 0-d vector). */
static inline int64_t vdim(const Type *t, unsigned i) { return i < t->rank ? t->shape[i] : 1; }

/* The combining kind's name in #vector.kind<NAME> (len in *n), checked:
 * a missing or malformed kind is reported, and NULL returned. */
const char *vec_kind(Verifier *v, Op *op, size_t *n);
/* Whether the combining kind `kind` applies to elements of type t
 * (MLIR's isSupportedCombiningKind). */
bool vec_kind_supports(const char *kind, size_t n, Type *t);
/* An I64ArrayAttr's values into out (the first max of them; *n is the
 * whole count); false after reporting a missing or malformed attribute. */
bool vec_i64_array(Verifier *v, Op *op, const char *name, int64_t *out, unsigned max, unsigned *n);
/* An op ending with one optional operand (MLIR's Optional<...>), the
 * group starting at operand #first: at most one operand there. */
bool vec_optional_group(Verifier *v, Op *op, unsigned first);
/* "expected ATTR dimension I to be confined to [MIN, MAX)" and friends. */
bool vec_confined_to_shape(Verifier *v, Op *op, const int64_t *a, unsigned n, const Type *t,
                           const char *name, bool half_open, int64_t min);
bool vec_confined_to_range(Verifier *v, Op *op, const int64_t *a, unsigned n, int64_t min,
                           int64_t max, const char *name, bool half_open);

#endif
