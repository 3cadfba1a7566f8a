/* parse_affine.c - affine_map<...> and affine_set<...> attributes.
 *
 *   affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2, d0 floordiv 4)>
 *   affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>
 *
 * Dims and symbols may have any names; they become d0.., s0.. .  The
 * grammar is MLIR's: + and - bind weakest, then *, floordiv, ceildiv and
 * mod (left to right), then a unary minus on one operand.  Expressions
 * must be affine as MLIR demands (a product needs a symbolic or constant
 * side, a division or mod a symbolic or constant right side) and are
 * simplified as they are built (affine.c).  A constraint "a >= b" is
 * kept as "a - b >= 0", "a <= b" as "b - a >= 0", "a == b" as
 * "a - b == 0"; no constraints at all mean "0 == 0". */
#include "config.h"
#include "parser.h"
#include "ir/affine.h"

#include <string.h>

/* Dims and symbols in scope, by interned name: dims first. */
typedef struct AffineScope {
	SVEC(const char *, 8) names;
	unsigned ndims;
	AffineSsaIds *ssa;         /* SSA values instead of named ids */
} AffineScope;

typedef SVEC(AffineExpr *, 8) ExprVec;

/* Bound the size of a map, as any other input (limits.mlir); the depth
 * bounds the recursion of everything that walks an expression. */
enum { MAX_AFFINE_IDS = 1024, MAX_AFFINE_RESULTS = 4096, MAX_AFFINE_DEPTH = 1000 };

static AffineExpr *check_depth(Parser *p, AffineExpr *e, Loc at)
{
	if (e && e->depth > MAX_AFFINE_DEPTH) {
		p_error_at(p, at, "affine expression nested too deeply");
		return NULL;
	}
	return e;
}

static bool p_ids(Parser *p, AffineScope *sc, TokKind close)
{
	p_next(p);
	if (p_accept(p, close))
		return true;
	do {
		if (!p_is(p, TK_BARE))
			return p_error(p, "expected bare identifier");
		const char *name = p_tok_intern(p);
		for (unsigned i = 0; i < sc->names.n; i++)
			if (sc->names.v[i] == name)
				return p_error(p, "redefinition of identifier '%s'", name);
		if (sc->names.n == MAX_AFFINE_IDS)
			return p_error(p, "more than %d dimensions and symbols", MAX_AFFINE_IDS);
		svec_push(&sc->names, name);
		p_next(p);
	} while (p_accept(p, TK_COMMA));
	return p_expect(p, close, close == TK_RPAREN ? "in dimensional identifier list"
	                                             : "in symbol identifier list");
}

/* "(d0, ...)" and an optional "[s0, ...]". */
static bool p_dims_syms(Parser *p, AffineScope *sc)
{
	if (!p_is(p, TK_LPAREN))
		return p_error(p, "expected '(' in dimensional identifier list");
	if (!p_ids(p, sc, TK_RPAREN))
		return false;
	sc->ndims = sc->names.n;
	return !p_is(p, TK_LSQUARE) || p_ids(p, sc, TK_RSQUARE);
}

static AffineExpr *p_affine_expr(Parser *p, const AffineScope *sc);
static AffineExpr *p_affine_ssa_id(Parser *p, AffineSsaIds *s);

static AffineExpr *p_affine_primary(Parser *p, const AffineScope *sc)
{
	if (sc->ssa && (p_is(p, TK_PERCENT) || p_is_kw(p, "symbol")))
		return p_affine_ssa_id(p, sc->ssa);
	if (p_accept(p, TK_LPAREN)) {
		AffineExpr *e = p_affine_expr(p, sc);
		return e && p_expect(p, TK_RPAREN, "to end the parenthesized expression") ? e : NULL;
	}
	if (p_is(p, TK_INT)) {
		int64_t v;
		bool neg;
		Loc at = p->tok.loc;
		unsigned errors = diag_errors(p->diag);
		if (!p_integer(p, &v, &neg) || v < 0) {
			if (diag_errors(p->diag) == errors)
				p_error_at(p, at, "constant too large for index");
			return NULL;
		}
		return ae_const(p->ctx, v);
	}
	if (p_is(p, TK_BARE)) {
		const char *name = p_tok_intern(p);
		for (unsigned i = 0; i < sc->names.n; i++) {
			if (sc->names.v[i] == name) {
				p_next(p);
				return i < sc->ndims ? ae_dim(p->ctx, i) : ae_sym(p->ctx, i - sc->ndims);
			}
		}
		p_error(p, "use of undeclared identifier");
		return NULL;
	}
	p_error(p, "expected affine expression");
	return NULL;
}

typedef AffineExpr *OperandFn(Parser *p, const AffineScope *sc);

/* The right side of a binary operator just read. */
static AffineExpr *p_affine_rhs(Parser *p, const AffineScope *sc, OperandFn *operand)
{
	if (!p_is(p, TK_INT) && !p_is(p, TK_BARE) && !p_is(p, TK_LPAREN) && !p_is(p, TK_MINUS) &&
	    !(sc->ssa && p_is(p, TK_PERCENT))) {
		p_error(p, "missing right operand of binary operator");
		return NULL;
	}
	return operand(p, sc);
}

static AffineExpr *p_affine_unary(Parser *p, const AffineScope *sc)
{
	if (!p_accept(p, TK_MINUS))
		return p_affine_primary(p, sc);
	if (++p->type_depth > P_MAX_NESTING) {
		p->type_depth--;
		p_error(p, "affine expression nested too deeply");
		return NULL;
	}
	AffineExpr *e = p_affine_unary(p, sc);
	p->type_depth--;
	return e ? ae_neg(p->ctx, e) : NULL;
}

/* The multiplicative operator at the current token, or -1. */
static int mul_op(const Parser *p)
{
	if (p_is(p, TK_STAR))
		return AE_MUL;
	if (p_is_kw(p, "floordiv"))
		return AE_FLOORDIV;
	if (p_is_kw(p, "ceildiv"))
		return AE_CEILDIV;
	if (p_is_kw(p, "mod"))
		return AE_MOD;
	return -1;
}

static AffineExpr *p_affine_term(Parser *p, const AffineScope *sc)
{
	AffineExpr *e = p_affine_unary(p, sc);
	int k;
	while (e && (k = mul_op(p)) >= 0) {
		Token op = p->tok;
		p_next(p);
		AffineExpr *r = p_affine_rhs(p, sc, p_affine_unary);
		if (!r)
			return NULL;
		if (k == AE_MUL && !ae_is_symbolic(e) && !ae_is_symbolic(r)) {
			p_error_at(p, op.loc, "non-affine expression: at least one of the multiply "
			           "operands has to be either a constant or symbolic");
			return NULL;
		}
		if (k != AE_MUL && !ae_is_symbolic(r)) {
			p_error_at(p, op.loc, "non-affine expression: right operand of %.*s has to be "
			           "either a constant or symbolic", (int)op.len, op.s);
			return NULL;
		}
		e = check_depth(p, ae_binary(p->ctx, (AffineKind)k, e, r), op.loc);
	}
	return e;
}

static AffineExpr *p_affine_expr(Parser *p, const AffineScope *sc)
{
	if (++p->type_depth > P_MAX_NESTING) {
		p->type_depth--;
		p_error(p, "affine expression nested too deeply");
		return NULL;
	}
	AffineExpr *e = p_affine_term(p, sc);
	while (e && (p_is(p, TK_PLUS) || p_is(p, TK_MINUS))) {
		bool minus = p_is(p, TK_MINUS);
		Loc at = p->tok.loc;
		p_next(p);
		AffineExpr *r = p_affine_rhs(p, sc, p_affine_term);
		e = !r ? NULL : check_depth(p, minus ? ae_sub(p->ctx, e, r) : ae_add(p->ctx, e, r), at);
	}
	p->type_depth--;
	return e;
}

/* ------------------------------------------------- over SSA values */

void affine_ssa_init(AffineSsaIds *s)
{
	svec_init(&s->ids);
	svec_init(&s->exprs);
	s->ndims = s->nsyms = 0;
}

void affine_ssa_free(AffineSsaIds *s)
{
	svec_free(&s->ids);
	svec_free(&s->exprs);
}

static bool same_id(const Unresolved *a, const Unresolved *b)
{
	return a->len == b->len && a->index == b->index && memcmp(a->name, b->name, a->len) == 0;
}

/* %x or symbol(%x): the dim or symbol it stands for, a new one the
 * first time (MLIR's parseSSAIdExpr: a value named again means what it
 * meant the first time, dim or symbol). */
static AffineExpr *p_affine_ssa_id(Parser *p, AffineSsaIds *s)
{
	bool sym = p_accept_kw(p, "symbol");
	Unresolved u;
	if ((sym && !p_expect(p, TK_LPAREN, NULL)) || !p_operand(p, &u) ||
	    (sym && !p_expect(p, TK_RPAREN, NULL)))
		return NULL;
	for (unsigned i = 0; i < s->ids.n; i++)
		if (same_id(&s->ids.v[i], &u))
			return s->exprs.v[i];
	if (s->ids.n == MAX_AFFINE_IDS) {
		p_error_at(p, u.loc, "more than %d dimensions and symbols", MAX_AFFINE_IDS);
		return NULL;
	}
	AffineExpr *e = sym ? ae_sym(p->ctx, s->nsyms++) : ae_dim(p->ctx, s->ndims++);
	svec_push(&s->ids, u);
	svec_push(&s->exprs, e);
	return e;
}

AffineExpr *p_affine_ssa_expr(Parser *p, AffineSsaIds *s)
{
	AffineScope sc = {.ndims = 0, .ssa = s};
	svec_init(&sc.names);
	AffineExpr *e = p_affine_expr(p, &sc);
	svec_free(&sc.names);
	return e;
}

bool affine_ssa_resolve(Parser *p, OpState *st, const AffineSsaIds *s)
{
	Type *index = ty_index(p->ctx);
	for (int sym = 0; sym < 2; sym++) {
		unsigned n = sym ? s->nsyms : s->ndims;
		for (unsigned k = 0; k < n; k++)
			for (unsigned i = 0; i < s->ids.n; i++)
				if (s->exprs.v[i]->kind == (sym ? AE_SYM : AE_DIM) && s->exprs.v[i]->pos == k &&
				    !p_resolve_into(p, st, &s->ids.v[i], index))
					return false;
	}
	return true;
}

/* "(e, e, ...)" into out; "()" is no results. */
static bool p_affine_results(Parser *p, const AffineScope *sc, ExprVec *out)
{
	if (!p_expect(p, TK_LPAREN, "to start the map's results"))
		return false;
	if (p_accept(p, TK_RPAREN))
		return true;
	do {
		AffineExpr *e = p_affine_expr(p, sc);
		if (!e)
			return false;
		if (out->n == MAX_AFFINE_RESULTS)
			return p_error(p, "more than %d results", MAX_AFFINE_RESULTS);
		svec_push(out, e);
	} while (p_accept(p, TK_COMMA));
	return p_expect(p, TK_RPAREN, "in affine map range");
}

AffineMap *p_affine_map_body(Parser *p)
{
	AffineScope sc = {.ndims = 0};
	svec_init(&sc.names);
	ExprVec res;
	svec_init(&res);
	AffineMap *m = NULL;
	if (p_dims_syms(p, &sc) && p_expect(p, TK_ARROW, "in affine map") &&
	    p_affine_results(p, &sc, &res))
		m = affine_map_get(p->ctx, sc.ndims, sc.names.n - sc.ndims, res.v, res.n);
	svec_free(&sc.names);
	svec_free(&res);
	return m;
}

/* One constraint: e >= e, e <= e or e == e, as (expression, is "=="). */
static bool p_constraint(Parser *p, const AffineScope *sc, AffineExpr **out, bool *eq)
{
	AffineExpr *l = p_affine_expr(p, sc);
	if (!l)
		return false;
	bool le = p_is(p, TK_LESS);
	*eq = p_is(p, TK_EQUAL);
	bool rel = le || *eq || p_is(p, TK_GREATER);
	if (rel)
		p_next(p);
	if (!rel || !p_accept(p, TK_EQUAL))
		return p_error(p, "expected '== affine-expr' or '>= affine-expr' at end of affine constraint");
	AffineExpr *r = p_affine_expr(p, sc);
	if (!r)
		return false;
	*out = le ? ae_sub(p->ctx, r, l) : ae_sub(p->ctx, l, r);
	return true;
}

static AffineSet *p_affine_set_body(Parser *p)
{
	AffineScope sc = {.ndims = 0};
	svec_init(&sc.names);
	ExprVec cons;
	svec_init(&cons);
	SVEC(bool, 8) eqs;
	svec_init(&eqs);
	AffineSet *s = NULL;
	if (!p_dims_syms(p, &sc) || !p_expect(p, TK_COLON, "in affine set") ||
	    !p_expect(p, TK_LPAREN, "in integer set constraint list"))
		goto out;
	if (!p_is(p, TK_RPAREN)) {
		do {
			AffineExpr *e = NULL;
			bool eq = false;
			if (!p_constraint(p, &sc, &e, &eq))
				goto out;
			if (cons.n == MAX_AFFINE_RESULTS) {
				p_error(p, "more than %d constraints", MAX_AFFINE_RESULTS);
				goto out;
			}
			svec_push(&cons, e);
			svec_push(&eqs, eq);
		} while (p_accept(p, TK_COMMA));
	}
	if (!p_expect(p, TK_RPAREN, "to end the constraints"))
		goto out;
	if (!cons.n) {
		svec_push(&cons, ae_const(p->ctx, 0));
		svec_push(&eqs, true);
	}
	s = affine_set_get(p->ctx, sc.ndims, sc.names.n - sc.ndims, cons.v, eqs.v, cons.n);
out:
	svec_free(&sc.names);
	svec_free(&cons);
	svec_free(&eqs);
	return s;
}

/* affine_map<...> or affine_set<...> at the keyword. */
Attr *p_affine_attr(Parser *p)
{
	bool is_map = p_is_kw(p, "affine_map");
	p_next(p);
	if (!p_expect(p, TK_LESS, is_map ? "after 'affine_map'" : "after 'affine_set'"))
		return NULL;
	Attr *a = NULL;
	if (is_map) {
		AffineMap *m = p_affine_map_body(p);
		if (m)
			a = at_affine_map(p->ctx, m);
	} else {
		AffineSet *s = p_affine_set_body(p);
		if (s)
			a = at_affine_set(p->ctx, s);
	}
	if (a && !p_expect(p, TK_GREATER, is_map ? "to end the affine map" : "to end the affine set"))
		return NULL;
	return a;
}
