/* affine.c - building affine expressions in MLIR's canonical form.
 *
 * MLIR simplifies every affine expression as it is built, and prints
 * and compares the result; asyncc does the same so that a map reads and
 * prints as mlir-opt-19 shows it.  The rules, per operation:
 *   all      two constants fold (unless the result is undefined)
 *   + and *  a constant, or a symbolic side next to one with dims, goes
 *            right: "2 + d0" is "d0 + 2", "s0 * d0" is "d0 * s0"
 *   +        x + 0 = x; (x + 2) + 3 = x + 5; (x + 2) + y = (x + y) + 2;
 *            x * 2 + x * 3 = x * 5; x - (x floordiv q) * q = x mod q
 *   *        x * 1 = x; x * 0 = 0; (x * 2) * 3 = x * 6;
 *            (x * 2) * y = (x * y) * 2
 *   floordiv, ceildiv (by a constant c >= 1)
 *            x / 1 = x; (x * 4) / 2 = x * 2; and for floordiv
 *            (a + b) floordiv c = a floordiv c + b floordiv c when a or b
 *            is a known multiple of c
 *   mod (by a constant c >= 1)
 *            x mod c = 0 when x is a known multiple of c;
 *            (x mod 8) mod 4 = x mod 4; (a + b) mod c = b mod c when a
 *            is a known multiple of c (or a mod c when b is)
 * Nothing else is rearranged: "d0 + d1 + d0" stays as written. */
#include "config.h"
#include "ir/affine.h"

#include <stdlib.h>

bool ae_uses_dim(const AffineExpr *e, unsigned pos)
{
	if (e->kind == AE_DIM)
		return e->pos == pos;
	return ae_is_binary(e) && (ae_uses_dim(e->l, pos) || ae_uses_dim(e->r, pos));
}

/* Arithmetic on constants that MLIR does in wrapping int64_t. */
static int64_t wrap_add(int64_t a, int64_t b) { return (int64_t)((uint64_t)a + (uint64_t)b); }
static int64_t wrap_mul(int64_t a, int64_t b) { return (int64_t)((uint64_t)a * (uint64_t)b); }

static uint64_t magnitude(int64_t v) { return v < 0 ? 0 - (uint64_t)v : (uint64_t)v; }

static uint64_t gcd(uint64_t a, uint64_t b)
{
	while (b) {
		uint64_t t = a % b;
		a = b;
		b = t;
	}
	return a;
}

/* The largest number e is known to be a multiple of (0: e is 0). */
static uint64_t known_divisor(const AffineExpr *e)
{
	switch (e->kind) {
	case AE_CONST: return magnitude(e->c);
	case AE_MUL: {
		uint64_t l = known_divisor(e->l), r = known_divisor(e->r), p;
		return __builtin_mul_overflow(l, r, &p) ? (l > r ? l : r) : p;
	}
	case AE_ADD: return gcd(known_divisor(e->l), known_divisor(e->r));
	case AE_MOD:
		return e->r->kind == AE_CONST ? gcd(known_divisor(e->l), magnitude(e->r->c)) : 1;
	default: return 1;
	}
}

static bool is_multiple_of(const AffineExpr *e, int64_t f)
{
	return known_divisor(e) % (uint64_t)f == 0;
}

/* ------------------------------------------------------------ constants */

static bool fold(AffineKind k, int64_t a, int64_t b, int64_t *out)
{
	switch (k) {
	case AE_ADD: return !__builtin_add_overflow(a, b, out);
	case AE_MUL: return !__builtin_mul_overflow(a, b, out);
	case AE_MOD:
		if (b < 1)
			return false;
		*out = a % b < 0 ? a % b + b : a % b;
		return true;
	case AE_FLOORDIV: case AE_CEILDIV:
		if (b == 0 || (a == INT64_MIN && b == -1))
			return false;
		*out = a / b;
		if (a % b && ((a < 0) != (b < 0)) == (k == AE_FLOORDIV))
			*out += k == AE_FLOORDIV ? -1 : 1;
		return true;
	default:
		return false;
	}
}

/* ----------------------------------------------------------------- add */

/* l + r * -1 where r is (l floordiv q) * q, or (l floordiv c) * -c. */
static AffineExpr *as_mod(Ctx *c, AffineExpr *l, AffineExpr *r)
{
	if (r->kind != AE_MUL || r->r->kind != AE_CONST)
		return NULL;
	AffineExpr *a = r->l;
	if (r->r->c == -1 && a->kind == AE_MUL && a->l->kind == AE_FLOORDIV &&
	    a->l->l == l && a->l->r == a->r)
		return ae_mod(c, l, a->r);
	if (a->kind == AE_FLOORDIV && a->l == l && a->r->kind == AE_CONST &&
	    r->r->c != INT64_MIN && a->r->c == -r->r->c)
		return ae_mod(c, l, a->r);
	return NULL;
}

/* e as x * k with a constant k (k = 1 when e is no such product). */
static AffineExpr *factor(AffineExpr *e, int64_t *k)
{
	if (e->kind == AE_MUL && e->r->kind == AE_CONST) {
		*k = e->r->c;
		return e->l;
	}
	*k = 1;
	return e;
}

static AffineExpr *simplify_add(Ctx *c, AffineExpr *l, AffineExpr *r)
{
	if (ae_is_const(r, 0))
		return l;
	if (l->kind == AE_ADD && l->r->kind == AE_CONST && r->kind == AE_CONST)
		return ae_add(c, l->l, ae_const(c, wrap_add(l->r->c, r->c)));
	int64_t k1, k2;
	AffineExpr *x1 = factor(l, &k1), *x2 = factor(r, &k2);
	if (x1 == x2)
		return ae_mul(c, x1, ae_const(c, wrap_add(k1, k2)));
	if (l->kind == AE_ADD && l->r->kind == AE_CONST)
		return ae_add(c, ae_add(c, l->l, r), l->r);
	return as_mod(c, l, r);
}

AffineExpr *ae_add(Ctx *c, AffineExpr *l, AffineExpr *r)
{
	int64_t v;
	if (l->kind == AE_CONST && r->kind == AE_CONST)
		return fold(AE_ADD, l->c, r->c, &v) ? ae_const(c, v) : ae_binary_raw(c, AE_ADD, l, r);
	if (l->kind == AE_CONST || (ae_is_symbolic(l) && !ae_is_symbolic(r)))
		return ae_add(c, r, l);
	AffineExpr *s = simplify_add(c, l, r);
	return s ? s : ae_binary_raw(c, AE_ADD, l, r);
}

/* ----------------------------------------------------------------- mul */

AffineExpr *ae_mul(Ctx *c, AffineExpr *l, AffineExpr *r)
{
	int64_t v;
	if (l->kind == AE_CONST && r->kind == AE_CONST)
		return fold(AE_MUL, l->c, r->c, &v) ? ae_const(c, v) : ae_binary_raw(c, AE_MUL, l, r);
	if (l->kind == AE_CONST || (ae_is_symbolic(l) && !ae_is_symbolic(r)))
		return ae_mul(c, r, l);
	if (ae_is_const(r, 1))
		return l;
	if (ae_is_const(r, 0))
		return r;
	if (l->kind == AE_MUL && l->r->kind == AE_CONST) {
		if (r->kind == AE_CONST)
			return ae_mul(c, l->l, ae_const(c, wrap_mul(l->r->c, r->c)));
		return ae_mul(c, ae_mul(c, l->l, r), l->r);
	}
	return ae_binary_raw(c, AE_MUL, l, r);
}

/* ------------------------------------------------- floordiv, ceildiv, mod */

/* (x * k) / d = x * (k / d) when d divides k. */
static AffineExpr *divide_product(Ctx *c, AffineExpr *l, int64_t d)
{
	if (l->kind == AE_MUL && l->r->kind == AE_CONST && l->r->c % d == 0)
		return ae_mul(c, l->l, ae_const(c, l->r->c / d));
	return NULL;
}

AffineExpr *ae_floordiv(Ctx *c, AffineExpr *l, AffineExpr *r)
{
	int64_t v;
	if (l->kind == AE_CONST && r->kind == AE_CONST && fold(AE_FLOORDIV, l->c, r->c, &v))
		return ae_const(c, v);
	if (r->kind != AE_CONST || r->c < 1)
		return ae_binary_raw(c, AE_FLOORDIV, l, r);
	if (r->c == 1)
		return l;
	AffineExpr *s = divide_product(c, l, r->c);
	if (s)
		return s;
	if (l->kind == AE_ADD && (is_multiple_of(l->l, r->c) || is_multiple_of(l->r, r->c)))
		return ae_add(c, ae_floordiv(c, l->l, r), ae_floordiv(c, l->r, r));
	return ae_binary_raw(c, AE_FLOORDIV, l, r);
}

AffineExpr *ae_ceildiv(Ctx *c, AffineExpr *l, AffineExpr *r)
{
	int64_t v;
	if (l->kind == AE_CONST && r->kind == AE_CONST && fold(AE_CEILDIV, l->c, r->c, &v))
		return ae_const(c, v);
	if (r->kind != AE_CONST || r->c < 1)
		return ae_binary_raw(c, AE_CEILDIV, l, r);
	if (r->c == 1)
		return l;
	AffineExpr *s = divide_product(c, l, r->c);
	return s ? s : ae_binary_raw(c, AE_CEILDIV, l, r);
}

AffineExpr *ae_mod(Ctx *c, AffineExpr *l, AffineExpr *r)
{
	int64_t v;
	if (l->kind == AE_CONST && r->kind == AE_CONST && fold(AE_MOD, l->c, r->c, &v))
		return ae_const(c, v);
	if (r->kind != AE_CONST || r->c < 1)
		return ae_binary_raw(c, AE_MOD, l, r);
	if (is_multiple_of(l, r->c))
		return ae_const(c, 0);
	if (l->kind == AE_MOD && l->r->kind == AE_CONST && l->r->c % r->c == 0)
		return ae_mod(c, l->l, r);
	if (l->kind == AE_ADD && is_multiple_of(l->l, r->c))
		return ae_mod(c, l->r, r);
	if (l->kind == AE_ADD && is_multiple_of(l->r, r->c))
		return ae_mod(c, l->l, r);
	return ae_binary_raw(c, AE_MOD, l, r);
}

AffineExpr *ae_binary(Ctx *c, AffineKind k, AffineExpr *l, AffineExpr *r)
{
	switch (k) {
	case AE_ADD: return ae_add(c, l, r);
	case AE_MUL: return ae_mul(c, l, r);
	case AE_MOD: return ae_mod(c, l, r);
	case AE_FLOORDIV: return ae_floordiv(c, l, r);
	case AE_CEILDIV: return ae_ceildiv(c, l, r);
	default: return NULL;
	}
}

AffineExpr *ae_neg(Ctx *c, AffineExpr *e)
{
	return ae_mul(c, e, ae_const(c, -1));
}

AffineExpr *ae_sub(Ctx *c, AffineExpr *l, AffineExpr *r)
{
	return ae_add(c, l, ae_neg(c, r));
}

AffineExpr *ae_replace(Ctx *c, AffineExpr *e, AffineExpr *const *dims, AffineExpr *const *syms)
{
	switch (e->kind) {
	case AE_DIM: return dims ? dims[e->pos] : e;
	case AE_SYM: return syms ? syms[e->pos] : e;
	case AE_CONST: return e;
	default:
		return ae_binary(c, e->kind, ae_replace(c, e->l, dims, syms), ae_replace(c, e->r, dims, syms));
	}
}
