/* linalg.h - what the linalg structured ops have in common: their
 * operands split into inputs and outputs, one indexing map per operand
 * over the op's loops, each loop parallel or a reduction, and a scalar
 * body.
 *
 * linalg.generic spells all of it out; the named ops (linalg.fill,
 * linalg.matmul, linalg.transpose, ...) imply it from their kind, their
 * operand ranks and their attributes, as MLIR derives it.  With it the
 * verifier checks every structured op the same way and the lowering
 * (passes/linalg_to_loops.c) turns every one into the same loop nest.
 *
 * The named ops' bodies are built here too: MLIR's parser gives a named
 * op written in its custom form the region it would have in the generic
 * form (C += A * B for linalg.matmul, with casts to the output's element
 * type), and asyncc does the same, so that the IR, the generic form and
 * the lowering need no special case. */
#ifndef ASYNCC_LINALG_H
#define ASYNCC_LINALG_H

#include "ir/ir.h"

/* The structure of one op.  maps and reduction are malloc'd. */
typedef struct LinalgStructure {
	unsigned nins, nouts;      /* operands: nins inputs, then nouts outputs */
	unsigned nloops;
	AffineMap **maps;          /* nins + nouts, each with nloops dims */
	bool *reduction;           /* nloops: a reduction loop, else parallel */
	/* The body takes one argument per operand; false for linalg.map,
	 * whose body takes the inputs only. */
	bool outs_in_body;
} LinalgStructure;

/* Whether op is a linalg structured op (not linalg.index or .yield). */
bool linalg_is_structured(const Op *op);
/* The number of inputs (the rest of the operands are outputs). */
unsigned linalg_num_inputs(const Op *op);
/* The op's structure; false (nothing allocated) when its attributes or
 * operand types do not describe one, which the verifier reports. */
bool linalg_structure(Ctx *c, Op *op, LinalgStructure *out);
void linalg_structure_free(LinalgStructure *s);

/* linalg.add ... linalg.select: MLIR 19's elementwise named ops. */
bool linalg_is_elementwise(OpKind k);
/* The operands elementwise op k takes (its inputs and one output). */
unsigned linalg_elementwise_operands(OpKind k);
/* Value i (0 or 1) of linalg.depthwise_conv_2d_nhwc_hwc's "strides" or
 * "dilations": 1 when the attribute is absent, 0 when it is not two
 * i64s. */
int64_t linalg_conv_attr(const Op *op, const char *name, unsigned i);

/* The element type of a memref operand, or the type of a scalar one. */
Type *linalg_elem_type(Type *t);

/* The iterator kind attribute, #linalg.iterator_type<parallel|reduction>. */
Attr *linalg_iterator_attr(Ctx *c, bool reduction);
/* 1 for reduction, 0 for parallel, -1 if a is neither. */
int linalg_iterator_kind(const Attr *a);

/* ------------------------------------------------------------ bodies */

/* The body of named op `kind` (fill, copy, the matmul family, dot,
 * transpose, broadcast) whose operands have types types[0..nins+nouts):
 * one block argument per operand's element type.  cast_unsigned: the
 * matmul's #linalg.type_fn<cast_unsigned>.  Appends the block to r. */
void linalg_named_body(Module *m, OpKind kind, Type *const *types, unsigned nins, unsigned nouts,
                       bool cast_unsigned, Loc loc, Region *r);

/* The body of linalg.map or linalg.reduce written in the short form
 * "{ arith.addf }": one op of kind `payload` with attributes attrs[0..n)
 * applied to the block arguments (for linalg.reduce, the init first),
 * its result yielded.  args: the block's argument types. */
void linalg_payload_body(Module *m, OpKind payload, const NamedAttr *attrs, unsigned nattrs,
                         Type *const *args, unsigned nargs, Type *result, bool init_first, Loc loc,
                         Region *r);
/* The payload op of a body that the short form can print, or NULL. */
Op *linalg_short_form_payload(Op *op);

#endif
