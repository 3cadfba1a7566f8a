/* affine.h - affine expressions, maps and sets: building them with
 * MLIR's simplifications, evaluating them, recognising the common forms,
 * and expanding a map into arith ops.
 *
 * The IR itself (AffineExpr, AffineMap, AffineSet, uniqued in the Ctx)
 * is in ir.h.  Semantics are MLIR's:
 *   a floordiv b   rounds toward -infinity, a ceildiv b toward +infinity
 *   a mod b        is a - b * (a floordiv b): never negative for b > 0
 * Every expression is affine in the dims (the parser checks it, as MLIR
 * does): a product has a symbolic or constant factor and a division's
 * right side is symbolic or constant; the utilities below also accept
 * semi-affine expressions built by hand (symbolic divisors).
 *
 *   affine.c         construction and simplification (ae_add, ...)
 *   affine_map.c     evaluation, predicates, composition, strides
 *   affine_expand.c  affine_expand: a map as arith ops at a Builder */
#ifndef ASYNCC_AFFINE_H
#define ASYNCC_AFFINE_H

#include "ir/ir.h"

/* ------------------------------------------------------- construction */

/* Each folds constants and puts the expression in MLIR's canonical form
 * (constants and symbols to the right, "(d0 + 2) + 3" as "d0 + 5",
 * "d0 * 4 floordiv 2" as "d0 * 2", "d0 - (d0 floordiv 4) * 4" as
 * "d0 mod 4", ...), so that maps print as MLIR prints them. */
AffineExpr *ae_add(Ctx *c, AffineExpr *l, AffineExpr *r);
AffineExpr *ae_mul(Ctx *c, AffineExpr *l, AffineExpr *r);
AffineExpr *ae_mod(Ctx *c, AffineExpr *l, AffineExpr *r);
AffineExpr *ae_floordiv(Ctx *c, AffineExpr *l, AffineExpr *r);
AffineExpr *ae_ceildiv(Ctx *c, AffineExpr *l, AffineExpr *r);
AffineExpr *ae_binary(Ctx *c, AffineKind k, AffineExpr *l, AffineExpr *r);
AffineExpr *ae_neg(Ctx *c, AffineExpr *e);                      /* e * -1 */
AffineExpr *ae_sub(Ctx *c, AffineExpr *l, AffineExpr *r);       /* l + r * -1 */

static inline bool ae_is_binary(const AffineExpr *e) { return e->kind <= AE_CEILDIV; }
static inline bool ae_is_const(const AffineExpr *e, int64_t v)
{
	return e->kind == AE_CONST && e->c == v;
}
/* No dims in it: symbols and constants only. */
static inline bool ae_is_symbolic(const AffineExpr *e) { return e->symbolic; }
/* Whether e uses dim `pos`. */
bool ae_uses_dim(const AffineExpr *e, unsigned pos);

/* e with dim i replaced by dims[i] and symbol i by syms[i] (either array
 * may be NULL: those stay), simplified again. */
AffineExpr *ae_replace(Ctx *c, AffineExpr *e, AffineExpr *const *dims, AffineExpr *const *syms);

/* --------------------------------------------------------------- maps */

/* (d0, ..., dn-1) -> (d0, ..., dn-1) */
AffineMap *affine_map_identity(Ctx *c, unsigned n);
/* (d0, ..., dn-1) -> (d(n-k), ..., dn-1): the last k dims. */
AffineMap *affine_map_minor_identity(Ctx *c, unsigned n, unsigned k);
/* (d0, ..., dn-1) -> (d(perm[0]), ..., d(perm[n-1])) */
AffineMap *affine_map_permutation(Ctx *c, const unsigned *perm, unsigned n);
/* () -> (vals[0], ...) */
AffineMap *affine_map_constant(Ctx *c, const int64_t *vals, unsigned n);

/* Results d0, d1, ..., d(ndims-1) exactly (symbols may exist). */
bool affine_map_is_identity(const AffineMap *m);
/* Results the last nres dims in order: (d0, d1, d2) -> (d1, d2). */
bool affine_map_is_minor_identity(const AffineMap *m);
/* Results each dim exactly once, in some order. */
bool affine_map_is_permutation(const AffineMap *m);
/* Results distinct dims (a permutation of a subset); with allow_zeros
 * the constant 0 may also appear, as MLIR's broadcasts use it. */
bool affine_map_is_projected_permutation(const AffineMap *m, bool allow_zeros);
/* Every result a constant. */
bool affine_map_is_constant(const AffineMap *m);

/* f after g: (x) -> f(g(x)); g has as many results as f has dims, and
 * the result takes g's dims and f's symbols followed by g's. */
AffineMap *affine_map_compose(Ctx *c, AffineMap *f, AffineMap *g);
/* The inverse of a permutation, or of a projected permutation the map
 * of its results back to the dims (the first result naming each dim);
 * NULL if some dim is named by no result (not invertible). */
AffineMap *affine_map_inverse_permutation(Ctx *c, AffineMap *m);
/* Results [first, first + n) of m. */
AffineMap *affine_map_sub_map(Ctx *c, AffineMap *m, unsigned first, unsigned n);

/* ---------------------------------------------------------- evaluation */

/* The value of e (of each result of m) for constant dims and symbols.
 * False when it is undefined: a division or mod by zero, a mod by a
 * negative number, or an overflow of int64_t. */
bool ae_eval(const AffineExpr *e, const int64_t *dims, const int64_t *syms, int64_t *out);
bool affine_map_eval(const AffineMap *m, const int64_t *dims, const int64_t *syms, int64_t *out);
/* Whether every point satisfies the set's constraints at these values
 * (false also when a constraint is undefined there). */
bool affine_set_contains(const AffineSet *s, const int64_t *dims, const int64_t *syms);

/* ------------------------------------------------------------- layouts */

/* The strided form of a one-result layout map, as MLIR's
 * getStridesAndOffset finds it: the result must be a sum of dims times
 * constant or symbolic factors plus a constant or symbolic offset.
 * Fills strides[m->ndims] and *offset (IR_DYNAMIC where a symbol takes
 * part) and returns true; false if the map is not strided.  An identity
 * map is not handled here (it is the identity layout). */
bool affine_map_strides(const AffineMap *m, int64_t *strides, int64_t *offset);

/* ------------------------------------------------------------ expansion */

/* Build arith ops at b computing each result of m (results[i], of type
 * index) from index values for its dims and symbols, as MLIR's
 * affine-to-standard lowering does: arith.addi, arith.muli (a product
 * by -1 is an arith.subi from 0, an addition of one an arith.subi),
 * arith.floordivsi, arith.ceildivsi, and for mod arith.remsi plus a
 * correction into [0, divisor) (right for positive divisors, which
 * affine code has).  Constants are created once per expansion. */
void affine_expand(Builder *b, AffineMap *m, Value *const *dims, Value *const *syms,
                   Value **results);
Value *affine_expand_expr(Builder *b, AffineExpr *e, Value *const *dims, Value *const *syms);

#endif
