/* affine_expand.c - an affine map as arith ops on index values, the way
 * MLIR's affine-to-standard lowering expands affine.apply:
 *
 *   affine_map<(d0)[s0] -> (d0 * 4 + s0, d0 mod 8, d0 floordiv 8)>
 * at (%i)[%n] becomes
 *   %c4 = arith.constant 4 : index
 *   %0 = arith.muli %i, %c4 : index
 *   %1 = arith.addi %0, %n : index
 *   %c8 = arith.constant 8 : index
 *   %2 = arith.remsi %i, %c8 : index
 *   %c0 = arith.constant 0 : index
 *   %3 = arith.cmpi slt, %2, %c0 : index
 *   %4 = arith.addi %2, %c8 : index
 *   %5 = arith.select %3, %4, %2 : index
 *   %6 = arith.floordivsi %i, %c8 : index
 *
 * mod is remsi corrected into [0, divisor) (affine divisors are
 * positive); floordiv and ceildiv are arith's own ops, which round as
 * affine does.  x * -1 is 0 - x and x + y * -1 is x - y. */
#include "config.h"
#include "ir/affine.h"

#include <stdlib.h>

enum { CMPI_SLT = 2 };

typedef struct Expander {
	Builder *b;
	Type *index;
	Value *const *dims, *const *syms;
	/* Constants made so far, reused within one expansion. */
	int64_t *cvals;
	Value **cs;
	unsigned nconst, capconst;
} Expander;

static Value *constant(Expander *x, int64_t v)
{
	for (unsigned i = 0; i < x->nconst; i++)
		if (x->cvals[i] == v)
			return x->cs[i];
	if (x->nconst == x->capconst) {
		x->capconst = x->capconst ? 2 * x->capconst : 8;
		x->cvals = xrealloc(x->cvals, x->capconst * sizeof *x->cvals);
		x->cs = xrealloc(x->cs, x->capconst * sizeof *x->cs);
	}
	x->cvals[x->nconst] = v;
	return x->cs[x->nconst++] = build_const_int(x->b, x->index, v);
}

static Value *op2(Expander *x, OpKind k, Value *l, Value *r)
{
	Value *ops[2] = {l, r};
	return build1(x->b, k, x->index, ops, 2);
}

static Value *expand(Expander *x, const AffineExpr *e);

/* a mod b = r + (r < 0 ? b : 0) with r = a remsi b. */
static Value *expand_mod(Expander *x, Value *a, Value *b)
{
	Value *r = op2(x, OP_ARITH_REMSI, a, b);
	Value *cmp[2] = {r, constant(x, 0)};
	Value *neg = build1(x->b, OP_ARITH_CMPI, ty_i1(x->b->m->ctx), cmp, 2);
	op_set_attr(x->b->m, neg->def, "predicate", at_int(x->b->m->ctx, ty_i64(x->b->m->ctx), CMPI_SLT));
	Value *fixed = op2(x, OP_ARITH_ADDI, r, b);
	Value *sel[3] = {neg, fixed, r};
	return build1(x->b, OP_ARITH_SELECT, x->index, sel, 3);
}

static bool is_negation(const AffineExpr *e)
{
	return e->kind == AE_MUL && ae_is_const(e->r, -1);
}

static Value *expand_binary(Expander *x, const AffineExpr *e)
{
	if (is_negation(e))
		return op2(x, OP_ARITH_SUBI, constant(x, 0), expand(x, e->l));
	if (e->kind == AE_ADD && is_negation(e->r)) {
		Value *l = expand(x, e->l);
		return op2(x, OP_ARITH_SUBI, l, expand(x, e->r->l));
	}
	Value *l = expand(x, e->l), *r = expand(x, e->r);
	switch (e->kind) {
	case AE_ADD: return op2(x, OP_ARITH_ADDI, l, r);
	case AE_MUL: return op2(x, OP_ARITH_MULI, l, r);
	case AE_FLOORDIV: return op2(x, OP_ARITH_FLOORDIVSI, l, r);
	case AE_CEILDIV: return op2(x, OP_ARITH_CEILDIVSI, l, r);
	default: return expand_mod(x, l, r);
	}
}

static Value *expand(Expander *x, const AffineExpr *e)
{
	switch (e->kind) {
	case AE_CONST: return constant(x, e->c);
	case AE_DIM: return x->dims[e->pos];
	case AE_SYM: return x->syms[e->pos];
	default: return expand_binary(x, e);
	}
}

static Expander expander(Builder *b, Value *const *dims, Value *const *syms)
{
	return (Expander){.b = b, .index = ty_index(b->m->ctx), .dims = dims, .syms = syms};
}

Value *affine_expand_expr(Builder *b, AffineExpr *e, Value *const *dims, Value *const *syms)
{
	Expander x = expander(b, dims, syms);
	Value *v = expand(&x, e);
	free(x.cvals);
	free(x.cs);
	return v;
}

void affine_expand(Builder *b, AffineMap *m, Value *const *dims, Value *const *syms, Value **results)
{
	Expander x = expander(b, dims, syms);
	for (unsigned i = 0; i < m->nres; i++)
		results[i] = expand(&x, m->res[i]);
	free(x.cvals);
	free(x.cs);
}
