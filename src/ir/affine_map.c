/* affine_map.c - what passes ask of affine maps: common maps, their
 * recognition (identity, permutations), composition and inversion,
 * evaluation on constants, and the strided form of a layout map.
 * Construction and simplification are in affine.c. */
#include "config.h"
#include "ir/affine.h"

#include <stdlib.h>

/* ------------------------------------------------------------ common maps */

AffineMap *affine_map_minor_identity(Ctx *c, unsigned n, unsigned k)
{
	AffineExpr **res = xcalloc(k + 1, sizeof *res);
	for (unsigned i = 0; i < k; i++)
		res[i] = ae_dim(c, n - k + i);
	AffineMap *m = affine_map_get(c, n, 0, res, k);
	free(res);
	return m;
}

AffineMap *affine_map_identity(Ctx *c, unsigned n)
{
	return affine_map_minor_identity(c, n, n);
}

AffineMap *affine_map_permutation(Ctx *c, const unsigned *perm, unsigned n)
{
	AffineExpr **res = xcalloc(n + 1, sizeof *res);
	for (unsigned i = 0; i < n; i++)
		res[i] = ae_dim(c, perm[i]);
	AffineMap *m = affine_map_get(c, n, 0, res, n);
	free(res);
	return m;
}

AffineMap *affine_map_constant(Ctx *c, const int64_t *vals, unsigned n)
{
	AffineExpr **res = xcalloc(n + 1, sizeof *res);
	for (unsigned i = 0; i < n; i++)
		res[i] = ae_const(c, vals[i]);
	AffineMap *m = affine_map_get(c, 0, 0, res, n);
	free(res);
	return m;
}

AffineMap *affine_map_sub_map(Ctx *c, AffineMap *m, unsigned first, unsigned n)
{
	return affine_map_get(c, m->ndims, m->nsyms, m->res + first, n);
}

/* ------------------------------------------------------------ predicates */

static bool is_dim(const AffineExpr *e, unsigned pos)
{
	return e->kind == AE_DIM && e->pos == pos;
}

bool affine_map_is_minor_identity(const AffineMap *m)
{
	if (m->nres > m->ndims)
		return false;
	for (unsigned i = 0; i < m->nres; i++)
		if (!is_dim(m->res[i], m->ndims - m->nres + i))
			return false;
	return true;
}

bool affine_map_is_identity(const AffineMap *m)
{
	return m->nres == m->ndims && affine_map_is_minor_identity(m);
}

bool affine_map_is_projected_permutation(const AffineMap *m, bool allow_zeros)
{
	if (m->nsyms || m->nres > m->ndims)
		return false;
	bool *seen = xcalloc(m->ndims + 1, sizeof *seen);
	bool ok = true;
	for (unsigned i = 0; ok && i < m->nres; i++) {
		const AffineExpr *e = m->res[i];
		if (e->kind == AE_DIM && !seen[e->pos])
			seen[e->pos] = true;
		else
			ok = allow_zeros && ae_is_const(e, 0);
	}
	free(seen);
	return ok;
}

bool affine_map_is_permutation(const AffineMap *m)
{
	return m->nres == m->ndims && affine_map_is_projected_permutation(m, false);
}

bool affine_map_is_constant(const AffineMap *m)
{
	for (unsigned i = 0; i < m->nres; i++)
		if (m->res[i]->kind != AE_CONST)
			return false;
	return true;
}

/* ------------------------------------------------ composition, inverse */

AffineMap *affine_map_compose(Ctx *c, AffineMap *f, AffineMap *g)
{
	/* g's symbols follow f's in the result. */
	AffineExpr **gsyms = xcalloc(g->nsyms + 1, sizeof *gsyms);
	for (unsigned j = 0; j < g->nsyms; j++)
		gsyms[j] = ae_sym(c, f->nsyms + j);
	AffineExpr **dims = xcalloc(f->ndims + 1, sizeof *dims);
	for (unsigned i = 0; i < f->ndims && i < g->nres; i++)
		dims[i] = ae_replace(c, g->res[i], NULL, gsyms);
	AffineExpr **res = xcalloc(f->nres + 1, sizeof *res);
	for (unsigned i = 0; i < f->nres; i++)
		res[i] = ae_replace(c, f->res[i], dims, NULL);
	AffineMap *m = affine_map_get(c, g->ndims, f->nsyms + g->nsyms, res, f->nres);
	free(gsyms);
	free(dims);
	free(res);
	return m;
}

AffineMap *affine_map_inverse_permutation(Ctx *c, AffineMap *m)
{
	if (m->nsyms)
		return NULL;
	AffineExpr **res = xcalloc(m->ndims + 1, sizeof *res);
	for (unsigned i = 0; i < m->nres; i++) {
		const AffineExpr *e = m->res[i];
		if (e->kind == AE_DIM && !res[e->pos])
			res[e->pos] = ae_dim(c, i);
	}
	AffineMap *inv = affine_map_get(c, m->nres, 0, res, m->ndims);
	for (unsigned i = 0; i < m->ndims; i++)
		if (!res[i])
			inv = NULL;
	free(res);
	return inv;
}

/* ------------------------------------------------------------ evaluation */

static bool eval_div(AffineKind k, int64_t a, int64_t b, int64_t *out)
{
	if (b == 0 || (a == INT64_MIN && b == -1))
		return false;
	if (k == AE_MOD) {
		if (b < 0)
			return false;
		*out = a % b < 0 ? a % b + b : a % b;
		return true;
	}
	*out = a / b;
	if (a % b && ((a < 0) != (b < 0)) == (k == AE_FLOORDIV))
		*out += k == AE_FLOORDIV ? -1 : 1;
	return true;
}

bool ae_eval(const AffineExpr *e, const int64_t *dims, const int64_t *syms, int64_t *out)
{
	int64_t l, r;
	switch (e->kind) {
	case AE_CONST: *out = e->c; return true;
	case AE_DIM: *out = dims[e->pos]; return true;
	case AE_SYM: *out = syms[e->pos]; return true;
	default: break;
	}
	if (!ae_eval(e->l, dims, syms, &l) || !ae_eval(e->r, dims, syms, &r))
		return false;
	switch (e->kind) {
	case AE_ADD: return !__builtin_add_overflow(l, r, out);
	case AE_MUL: return !__builtin_mul_overflow(l, r, out);
	default: return eval_div(e->kind, l, r, out);
	}
}

bool affine_map_eval(const AffineMap *m, const int64_t *dims, const int64_t *syms, int64_t *out)
{
	for (unsigned i = 0; i < m->nres; i++)
		if (!ae_eval(m->res[i], dims, syms, &out[i]))
			return false;
	return true;
}

bool affine_set_contains(const AffineSet *s, const int64_t *dims, const int64_t *syms)
{
	for (unsigned i = 0; i < s->ncons; i++) {
		int64_t v;
		if (!ae_eval(s->cons[i], dims, syms, &v) || (s->eq[i] ? v != 0 : v < 0))
			return false;
	}
	return true;
}

/* --------------------------------------------------------------- strides */

/* An expression linear in the dims: coefficient of each dim and an
 * offset, each a constant or IR_DYNAMIC (a symbol takes part). */
typedef struct Linear {
	int64_t *coef;
	int64_t off;
} Linear;

static int64_t lin_add1(int64_t a, int64_t b)
{
	int64_t s;
	if (a == IR_DYNAMIC || b == IR_DYNAMIC || __builtin_add_overflow(a, b, &s) || s == IR_DYNAMIC)
		return IR_DYNAMIC;
	return s;
}

/* A coefficient times a factor; k IR_DYNAMIC for a symbolic factor. */
static int64_t lin_scale1(int64_t a, int64_t k)
{
	int64_t p;
	if (a == 0)
		return 0;
	if (a == IR_DYNAMIC || k == IR_DYNAMIC || __builtin_mul_overflow(a, k, &p) || p == IR_DYNAMIC)
		return IR_DYNAMIC;
	return p;
}

static bool linear(const AffineExpr *e, unsigned ndims, Linear *out);

/* l * r with r symbolic (a constant or not), or the other way round. */
static bool linear_mul(const AffineExpr *e, unsigned ndims, Linear *out)
{
	const AffineExpr *x = e->l, *k = e->r;
	if (!ae_is_symbolic(k)) {
		x = e->r;
		k = e->l;
		if (!ae_is_symbolic(k))
			return false;
	}
	if (!linear(x, ndims, out))
		return false;
	int64_t f = k->kind == AE_CONST ? k->c : IR_DYNAMIC;
	for (unsigned i = 0; i < ndims; i++)
		out->coef[i] = lin_scale1(out->coef[i], f);
	out->off = lin_scale1(out->off, f);
	return true;
}

static bool linear(const AffineExpr *e, unsigned ndims, Linear *out)
{
	for (unsigned i = 0; i < ndims; i++)
		out->coef[i] = 0;
	out->off = 0;
	switch (e->kind) {
	case AE_CONST: out->off = e->c == IR_DYNAMIC ? IR_DYNAMIC : e->c; return true;
	case AE_SYM: out->off = IR_DYNAMIC; return true;
	case AE_DIM: out->coef[e->pos] = 1; return true;
	case AE_MUL: return linear_mul(e, ndims, out);
	case AE_ADD: {
		Linear r = {xcalloc(ndims + 1, sizeof *r.coef), 0};
		bool ok = linear(e->l, ndims, out) && linear(e->r, ndims, &r);
		for (unsigned i = 0; ok && i < ndims; i++)
			out->coef[i] = lin_add1(out->coef[i], r.coef[i]);
		out->off = lin_add1(out->off, r.off);
		free(r.coef);
		return ok;
	}
	default:
		/* A division of symbols is a symbolic offset; of dims, not linear. */
		if (!ae_is_symbolic(e))
			return false;
		out->off = IR_DYNAMIC;
		return true;
	}
}

bool affine_map_strides(const AffineMap *m, int64_t *strides, int64_t *offset)
{
	if (m->nres == 0 && m->ndims == 0) {
		*offset = 0;
		return true;
	}
	if (m->nres != 1)
		return false;
	Linear lin = {strides, 0};
	if (!linear(m->res[0], m->ndims, &lin))
		return false;
	*offset = lin.off;
	return true;
}
