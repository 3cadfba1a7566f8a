/* syntax_affine_parallel.c - the custom form of affine.parallel:
 *
 *   affine.parallel (%i, %j) = (0, max(%a, 2)) to (%n, %m + 3) step (1, 2)
 *       reduce ("addf", "maxs") -> (f32, i32) {..} [{attrs}]
 *
 * Each bound is an expression over SSA values, or max(...) (lower) and
 * min(...) (upper) of several; all the lower bounds make one map,
 * lowerBoundsMap, whose results lowerBoundsGroups cuts into one group
 * per loop (likewise for the upper bounds), over the operands: the
 * lower bounds' dims and symbols, then the upper bounds'.  The
 * reductions are arith's AtomicRMWKind numbers. */
#include "config.h"
#include "forms.h"
#include "ir/affine.h"

#include <string.h>

/* arith::AtomicRMWKind, by number. */
static const char *const rmw_kinds[] = {
	"addf", "addi", "assign", "maximumf", "maxs", "maxu", "minimumf", "mins",
	"minu", "mulf", "muli", "ori", "andi", "maxnumf", "minnumf",
};
enum { NRMW = sizeof rmw_kinds / sizeof *rmw_kinds };

typedef SVEC(AffineExpr *, 8) ExprList;
typedef SVEC(int64_t, 4) Groups;

/* The operands of a whole bound list, dims and symbols apart, each
 * named once (MLIR deduplicates the operands of its groups). */
typedef struct BoundIds {
	UnresolvedVec dims, syms;
} BoundIds;

static unsigned global_id(UnresolvedVec *v, const Unresolved *u)
{
	for (unsigned i = 0; i < v->n; i++)
		if (v->v[i].len == u->len && v->v[i].index == u->index && memcmp(v->v[i].name, u->name, u->len) == 0)
			return i;
	svec_push(v, *u);
	return v->n - 1;
}

/* One item of the list: an expression, or max(e, ...) / min(e, ...). */
static bool p_bound_item(Parser *p, const char *kw, BoundIds *g, ExprList *out, Groups *groups)
{
	AffineSsaIds ids;
	affine_ssa_init(&ids);
	unsigned first = out->n;
	bool ok = true;
	if (p_accept_kw(p, kw)) {
		ok = p_expect(p, TK_LPAREN, NULL);
		while (ok) {
			AffineExpr *e = p_affine_ssa_expr(p, &ids);
			if (!(ok = e != NULL))
				break;
			svec_push(out, e);
			if (!p_accept(p, TK_COMMA))
				break;
		}
		ok = ok && p_expect(p, TK_RPAREN, NULL);
	} else {
		AffineExpr *e = p_affine_ssa_expr(p, &ids);
		if ((ok = e != NULL))
			svec_push(out, e);
	}
	if (ok) {
		/* Renumber the item's dims and symbols into the list's. */
		AffineExpr **d = xmalloc((ids.ndims + 1) * sizeof *d), **s = xmalloc((ids.nsyms + 1) * sizeof *s);
		for (unsigned i = 0; i < ids.ids.n; i++) {
			AffineExpr *e = ids.exprs.v[i];
			if (e->kind == AE_DIM)
				d[e->pos] = ae_dim(p->ctx, global_id(&g->dims, &ids.ids.v[i]));
			else
				s[e->pos] = ae_sym(p->ctx, global_id(&g->syms, &ids.ids.v[i]));
		}
		for (unsigned i = first; i < out->n; i++)
			out->v[i] = ae_replace(p->ctx, out->v[i], d, s);
		free(d);
		free(s);
		svec_push(groups, (int64_t)(out->n - first));
	}
	affine_ssa_free(&ids);
	return ok;
}

static Attr *groups_attr(Ctx *c, const Groups *g)
{
	int64_t n = g->n;
	Type *t = ty_tensor(c, ty_int(c, 32), 1, &n);
	uint64_t *bits = xmalloc((g->n + 1) * sizeof *bits);
	for (unsigned i = 0; i < g->n; i++)
		bits[i] = (uint64_t)g->v[i];
	Attr *a = at_elements(c, t, bits, g->n);
	free(bits);
	return a;
}

/* "(b, max(b, b), ...)" into the map and groups attributes; its
 * operands resolved into st. */
static bool p_bound_list(Parser *p, OpState *st, bool lower)
{
	BoundIds g;
	svec_init(&g.dims);
	svec_init(&g.syms);
	ExprList res;
	svec_init(&res);
	Groups groups;
	svec_init(&groups);
	bool ok = p_expect(p, TK_LPAREN, NULL);
	if (ok && !p_is(p, TK_RPAREN)) {
		do
			ok = p_bound_item(p, lower ? "max" : "min", &g, &res, &groups);
		while (ok && p_accept(p, TK_COMMA));
	}
	ok = ok && p_expect(p, TK_RPAREN, NULL) && p_resolve_same(p, st, &g.dims, ty_index(p->ctx)) &&
	     p_resolve_same(p, st, &g.syms, ty_index(p->ctx));
	if (ok) {
		AffineMap *m = affine_map_get(p->ctx, g.dims.n, g.syms.n, res.v, res.n);
		st_add_attr(p, st, lower ? "lowerBoundsMap" : "upperBoundsMap", at_affine_map(p->ctx, m));
		st_add_attr(p, st, lower ? "lowerBoundsGroups" : "upperBoundsGroups", groups_attr(p->ctx, &groups));
	}
	svec_free(&g.dims);
	svec_free(&g.syms);
	svec_free(&res);
	svec_free(&groups);
	return ok;
}

/* "(1, 2)" */
static bool p_int_list(Parser *p, Groups *out)
{
	if (!p_expect(p, TK_LPAREN, NULL))
		return false;
	do {
		int64_t v;
		bool neg;
		if (!p_integer(p, &v, &neg))
			return false;
		svec_push(out, v);
	} while (p_accept(p, TK_COMMA));
	return p_expect(p, TK_RPAREN, NULL);
}

static Attr *i64_array(Ctx *c, const int64_t *v, unsigned n)
{
	Attr **a = xmalloc((n + 1) * sizeof *a);
	for (unsigned i = 0; i < n; i++)
		a[i] = at_int(c, ty_i64(c), v[i]);
	Attr *r = at_array(c, a, n);
	free(a);
	return r;
}

/* reduce ("addf", ...) -> (T, ...) */
static bool p_reductions(Parser *p, OpState *st)
{
	Groups kinds;
	svec_init(&kinds);
	bool ok = true;
	if (p_accept_kw(p, "reduce")) {
		ok = p_expect(p, TK_LPAREN, NULL);
		do {
			if (!ok || !p_is(p, TK_STRING)) {
				ok = ok && p_error(p, "custom op 'affine.parallel' expected a string naming a reduction");
				break;
			}
			int k = predicate_lookup(rmw_kinds, NRMW, p->tok.s + 1, p->tok.len - 2);
			if (k < 0) {
				ok = p_error(p, "custom op 'affine.parallel' invalid reduction value: %.*s", (int)p->tok.len, p->tok.s);
				break;
			}
			svec_push(&kinds, k);
			p_next(p);
		} while (p_accept(p, TK_COMMA));
		ok = ok && p_expect(p, TK_RPAREN, NULL);
		TypeVec types;
		svec_init(&types);
		if (ok && p_accept(p, TK_ARROW))
			ok = p_type_list_maybe_paren(p, &types);
		for (unsigned i = 0; ok && i < types.n; i++)
			svec_push(&st->types, types.v[i]);
		svec_free(&types);
	}
	if (ok)
		st_add_attr(p, st, "reductions", i64_array(p->ctx, kinds.v, kinds.n));
	svec_free(&kinds);
	return ok;
}

/* (%i, ...) = (lbs) to (ubs) [step (s, ...)] [reduce (...) -> (T)] {..} [{attrs}] */
bool parse_affine_parallel(Parser *p, OpState *st)
{
	ArgVec ivs;
	svec_init(&ivs);
	Groups steps;
	svec_init(&steps);
	bool ok = p_expect(p, TK_LPAREN, NULL);
	while (ok && !p_is(p, TK_RPAREN)) {
		ArgDecl a = {0};
		a.loc = p->tok.loc;
		a.type = ty_index(p->ctx);
		if (!(ok = p_operand(p, &a.name)))
			break;
		svec_push(&ivs, a);
		if (!p_accept(p, TK_COMMA))
			break;
	}
	ok = ok && p_expect(p, TK_RPAREN, NULL) && p_expect(p, TK_EQUAL, NULL) &&
	     p_bound_list(p, st, true) && p_expect_kw(p, "to") && p_bound_list(p, st, false);
	if (ok && p_accept_kw(p, "step")) {
		ok = p_int_list(p, &steps);
	} else {
		for (unsigned i = 0; i < ivs.n; i++)
			svec_push(&steps, 1);
	}
	if (ok)
		st_add_attr(p, st, "steps", i64_array(p->ctx, steps.v, steps.n));
	ok = ok && p_reductions(p, st) && p_region(p, st, ivs.v, ivs.n, false) && p_attr_dict(p, st);
	svec_free(&ivs);
	svec_free(&steps);
	return ok;
}

/* ------------------------------------------------------------- printing */

static bool groups_ok(const Attr *g, const AffineMap *m)
{
	if (!g || g->kind != AT_ELEMENTS || !ty_is_int(at_elements_type(g)))
		return false;
	int64_t total = 0;
	for (size_t i = 0; i < at_elements_count(g); i++) {
		if (at_elements_int(g, i) < 0)
			return false;
		total += at_elements_int(g, i);
	}
	return total == (int64_t)m->nres;
}

/* The bounds of one side: each group an expression or max(...). */
static void pr_bound_list(Printer *pr, Op *op, bool lower, unsigned first)
{
	Attr *ma = op_attr(op, lower ? "lowerBoundsMap" : "upperBoundsMap");
	Attr *g = op_attr(op, lower ? "lowerBoundsGroups" : "upperBoundsGroups");
	if (!ma || ma->kind != AT_AFFINE_MAP || !groups_ok(g, ma->u.map) ||
	    first + ma->u.map->ndims + ma->u.map->nsyms > op->nopnds) {
		pr_puts(pr, "<<malformed bounds>>");
		return;
	}
	AffineMap *m = ma->u.map;
	Value **vals = xmalloc((m->ndims + m->nsyms + 1) * sizeof *vals);
	for (unsigned i = 0; i < m->ndims + m->nsyms; i++)
		vals[i] = op->opnds[first + i].value;
	unsigned r = 0;
	for (size_t i = 0; i < at_elements_count(g); i++) {
		unsigned n = (unsigned)at_elements_int(g, i);
		if (i)
			pr_puts(pr, ", ");
		if (n != 1)
			pr_puts(pr, lower ? "max(" : "min(");
		for (unsigned k = 0; k < n; k++, r++) {
			if (k)
				pr_puts(pr, ", ");
			syn_print_affine_ssa(pr, m->res[r], vals, vals + m->ndims);
		}
		if (n != 1)
			pr_putc(pr, ')');
	}
	free(vals);
}

static unsigned map_operands(Op *op, const char *name)
{
	Attr *a = op_attr(op, name);
	return a && a->kind == AT_AFFINE_MAP ? a->u.map->ndims + a->u.map->nsyms : 0;
}

static void pr_steps_and_reductions(Printer *pr, Op *op)
{
	Attr *steps = op_attr(op, "steps"), *red = op_attr(op, "reductions");
	bool unit = true;
	for (unsigned i = 0; steps && steps->kind == AT_ARRAY && i < steps->u.arr.n; i++)
		unit &= steps->u.arr.elems[i]->kind == AT_INT && steps->u.arr.elems[i]->u.i == 1;
	if (!unit) {
		pr_puts(pr, " step (");
		for (unsigned i = 0; i < steps->u.arr.n; i++) {
			Attr *st = steps->u.arr.elems[i];
			pr_printf(pr, "%s%lld", i ? ", " : "", st->kind == AT_INT ? (long long)st->u.i : 0LL);
		}
		pr_putc(pr, ')');
	}
	if (!op->nres)
		return;
	pr_puts(pr, " reduce (");
	for (unsigned i = 0; red && red->kind == AT_ARRAY && i < red->u.arr.n; i++) {
		Attr *k = red->u.arr.elems[i];
		bool known = k->kind == AT_INT && k->u.i >= 0 && k->u.i < NRMW;
		pr_printf(pr, "%s\"%s\"", i ? ", " : "", known ? rmw_kinds[k->u.i] : "<<unknown>>");
	}
	pr_puts(pr, ") -> (");
	pr_result_types(pr, op);
	pr_putc(pr, ')');
}

void print_affine_parallel(Printer *pr, Op *op)
{
	static const char *const elided[] = {"reductions", "lowerBoundsMap", "lowerBoundsGroups",
	                                     "upperBoundsMap", "upperBoundsGroups", "steps", NULL};
	Block *body = op->regions[0].first;
	syn_print_name(pr, op);
	pr_puts(pr, " (");
	for (unsigned i = 0; body && i < body->nargs; i++) {
		if (i)
			pr_puts(pr, ", ");
		pr_value(pr, body->args[i]);
	}
	pr_puts(pr, ") = (");
	pr_bound_list(pr, op, true, 0);
	pr_puts(pr, ") to (");
	pr_bound_list(pr, op, false, map_operands(op, "lowerBoundsMap"));
	pr_putc(pr, ')');
	pr_steps_and_reductions(pr, op);
	pr_region(pr, &op->regions[0], false, op->nres != 0);
	pr_attr_dict(pr, op, elided);
}
