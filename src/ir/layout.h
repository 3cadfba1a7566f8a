/* layout.h - strided layouts of memref types: what the memref ops'
 * verifiers and the back end compute from types alone.
 *
 * A ranked memref addresses element (i, j, ...) at offset + i*s0 + j*s1
 * + ... of its aligned pointer.  The identity layout (no layout written)
 * is the contiguous row-major one with offset 0.  Unknown values are
 * IR_DYNAMIC, and arithmetic on them stays unknown, as MLIR's
 * saturating arithmetic on ShapedType::kDynamic does.
 *
 * Types are parsed with at most P_MAX_RANK (64) dimensions, so callers
 * may keep per-dimension arrays of LAYOUT_MAX_RANK on the stack. */
#ifndef ASYNCC_LAYOUT_H
#define ASYNCC_LAYOUT_H

#include "ir/ir.h"

enum { LAYOUT_MAX_RANK = 64 };

/* a * b and a + b, unknown when either is. */
int64_t layout_mul(int64_t a, int64_t b);
int64_t layout_add(int64_t a, int64_t b);

/* MLIR's isIdentity(): no layout written (an identity affine map
 * neither).  strided<[4, 1]> on a 2x4 memref is not the identity. */
static inline bool layout_is_identity(const Type *t) { return t->strides == NULL; }

/* Strides and offset of a ranked memref (MLIR's getStridesAndOffset). */
ASYNCC_API void layout_strides(const Type *t, int64_t *strides, int64_t *offset);

/* Whether every size, stride and the offset of t are static. */
ASYNCC_API bool layout_is_static(const Type *t);

/* The type memref.subview infers from its source and static offsets,
 * sizes and strides (IR_DYNAMIC where an operand gives them), before
 * any rank reduction: sizes as given, strides source stride * stride,
 * offset source offset + sum of offset * source stride. */
ASYNCC_API Type *layout_subview(Ctx *c, const Type *src, const int64_t *offsets, const int64_t *sizes,
                     const int64_t *strides);

/* Which dimensions of `full` (a subview's inferred type) the rank-reduced
 * `reduced` leaves out, given the subview's static sizes: MLIR's
 * computeMemRefRankReductionMask (unit sizes, told apart by strides when
 * more are 1 than dimensions are dropped).  False when no choice works. */
ASYNCC_API bool layout_dropped_dims(const Type *full, const Type *reduced, const int64_t *sizes,
                                    bool *dropped);

/* MLIR's computeRankReductionMask on shapes alone: drop[i] for the unit
 * dimensions of `full` that `reduced` leaves out, matched greedily.
 * False when the shapes do not match that way. */
bool layout_shape_reduction(const int64_t *full, unsigned nfull, const int64_t *reduced,
                            unsigned nreduced, bool *drop);

/* Reassociation of expand_shape / collapse_shape: group g of the
 * expanded dimensions is [first[g], first[g + 1]); first has ngroups + 1
 * entries, the last being the expanded rank. */
typedef struct Reassoc {
	unsigned ngroups;
	unsigned first[LAYOUT_MAX_RANK + 1];
} Reassoc;

/* The result type of expanding src to `shape` (its layout follows the
 * source's: identity stays identity).  NULL when src has no strides. */
Type *layout_expand(Ctx *c, const Type *src, const int64_t *shape, unsigned rank, const Reassoc *r);
/* The layout collapse_shape gives src: the strides of its groups, or
 * false when groups are not contiguous (checked where strides are
 * static, as MLIR does). */
bool layout_collapse(const Type *src, const Reassoc *r, int64_t *strides, int64_t *offset);

#endif
