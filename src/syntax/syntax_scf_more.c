/* syntax_scf_more.c - custom forms of scf.execute_region,
 * scf.index_switch and scf.forall (with scf.forall.in_parallel); the
 * loops, scf.if and scf.parallel are in syntax_scf.c. */
#include "config.h"
#include "forms.h"

/* " -> T" or " -> (T, U)" for the results, as MLIR's optional arrow type
 * list prints them. */
static void print_arrow_results(Printer *pr, Op *op)
{
	if (!op->nres)
		return;
	bool paren = op->nres > 1 || op->res[0].type->kind == TY_FUNC;
	pr_puts(pr, paren ? " -> (" : " -> ");
	pr_result_types(pr, op);
	if (paren)
		pr_putc(pr, ')');
}

static bool parse_arrow_results(Parser *p, OpState *st)
{
	if (!p_accept(p, TK_ARROW))
		return true;
	TypeVec types;
	svec_init(&types);
	bool ok = p_type_list_maybe_paren(p, &types);
	for (unsigned i = 0; ok && i < types.n; i++)
		svec_push(&st->types, types.v[i]);
	svec_free(&types);
	return ok;
}

/* ------------------------------------------------------ execute_region */

/* [-> (T, U)] {...} [{attrs}] */
bool parse_execute_region(Parser *p, OpState *st)
{
	return parse_arrow_results(p, st) && p_region(p, st, NULL, 0, false) && p_attr_dict(p, st);
}

void print_execute_region(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	print_arrow_results(pr, op);
	pr_region(pr, &op->regions[0], false, true);
	pr_attr_dict(pr, op, NULL);
}

/* -------------------------------------------------------- index_switch */

/* %i [{attrs}] [-> T] (case N {...})* default {...}
 * The default region is region 0, as in MLIR, though written last. */
bool parse_index_switch(Parser *p, OpState *st)
{
	Unresolved x;
	if (!p_operand(p, &x) || !p_resolve_into(p, st, &x, ty_index(p->ctx)) ||
	    !p_attr_dict(p, st) || !parse_arrow_results(p, st))
		return false;
	I64Vec cases;
	svec_init(&cases);
	bool ok = true;
	while (ok && p_accept_kw(p, "case")) {
		int64_t v;
		bool neg;
		ok = p_integer(p, &v, &neg) && p_region(p, st, NULL, 0, false);
		svec_push(&cases, v);
	}
	ok = ok && p_expect_kw(p, "default") && p_region(p, st, NULL, 0, false);
	if (ok) {
		Region *dflt = st->regions.v[st->regions.n - 1];
		for (unsigned i = st->regions.n - 1; i > 0; i--)
			st->regions.v[i] = st->regions.v[i - 1];
		st->regions.v[0] = dflt;
		st_add_attr(p, st, "cases", at_dense(p->ctx, ty_i64(p->ctx), cases.v, cases.n));
	}
	svec_free(&cases);
	return ok;
}

void print_index_switch(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_value(pr, op->opnds[0].value);
	static const char *const elided[] = {"cases", NULL};
	pr_attr_dict(pr, op, elided);
	print_arrow_results(pr, op);
	/* MLIR's printer leaves a space at the end of this line. */
	pr_putc(pr, ' ');
	Attr *c = op_attr(op, "cases");
	unsigned n = c && c->kind == AT_DENSE_ARRAY ? c->u.dense.n : 0;
	for (unsigned i = 1; i < op->nregions; i++) {
		pr_putc(pr, '\n');
		pr_indent(pr);
		if (i - 1 < n)
			pr_printf(pr, "case %lld", (long long)c->u.dense.vals[i - 1]);
		else
			pr_puts(pr, "case <<missing case value>>");
		pr_region(pr, &op->regions[i], false, op->nres != 0);
	}
	pr_putc(pr, '\n');
	pr_indent(pr);
	pr_puts(pr, "default");
	if (op->nregions)
		pr_region(pr, &op->regions[0], false, op->nres != 0);
}

/* -------------------------------------------------------------- forall */

/* One bound, "%v" or an integer: the value goes to *u (name NULL for a
 * constant) and the constant, or IR_DYNAMIC, to *k. */
static bool parse_bound(Parser *p, Unresolved *u, int64_t *k)
{
	if (p_is_operand(p)) {
		*k = IR_DYNAMIC;
		return p_operand(p, u);
	}
	bool neg;
	u->name = NULL;
	return p_integer(p, k, &neg);
}

/* "(b, b, ...)" with n bounds: constants into the static list, values
 * resolved into st as one segment. */
static bool parse_bounds(Parser *p, OpState *st, unsigned n, I64Vec *stat)
{
	if (!p_expect(p, TK_LPAREN, NULL))
		return false;
	unsigned dyn = 0;
	for (unsigned i = 0; i < n; i++) {
		Unresolved u;
		int64_t k;
		if ((i && !p_expect(p, TK_COMMA, NULL)) || !parse_bound(p, &u, &k))
			return false;
		if (u.name && (dyn++, !p_resolve_into(p, st, &u, ty_index(p->ctx))))
			return false;
		svec_push(stat, k);
	}
	st_segment(st, dyn);
	return p_expect(p, TK_RPAREN, NULL);
}

static void static_list(Parser *p, OpState *st, const char *name, unsigned n, int64_t k)
{
	I64Vec v;
	svec_init(&v);
	for (unsigned i = 0; i < n; i++)
		svec_push(&v, k);
	st_add_attr(p, st, name, at_dense(p->ctx, ty_i64(p->ctx), v.v, v.n));
	svec_free(&v);
}

static bool parse_forall_ranges(Parser *p, OpState *st, unsigned n)
{
	I64Vec lb, ub, step;
	svec_init(&lb);
	svec_init(&ub);
	svec_init(&step);
	bool ok;
	if (p_accept_kw(p, "in")) {
		st_segment(st, 0);
		ok = parse_bounds(p, st, n, &ub);
		st_segment(st, 0);
		static_list(p, st, "staticLowerBound", n, 0);
		static_list(p, st, "staticStep", n, 1);
	} else {
		ok = p_expect(p, TK_EQUAL, NULL) && parse_bounds(p, st, n, &lb) && p_expect_kw(p, "to") &&
		     parse_bounds(p, st, n, &ub) && p_expect_kw(p, "step") && parse_bounds(p, st, n, &step);
		if (ok) {
			st_add_attr(p, st, "staticLowerBound", at_dense(p->ctx, ty_i64(p->ctx), lb.v, lb.n));
			st_add_attr(p, st, "staticStep", at_dense(p->ctx, ty_i64(p->ctx), step.v, step.n));
		}
	}
	if (ok)
		st_add_attr(p, st, "staticUpperBound", at_dense(p->ctx, ty_i64(p->ctx), ub.v, ub.n));
	svec_free(&lb);
	svec_free(&ub);
	svec_free(&step);
	return ok;
}

/* (%i, %j) in (%n, 4) {...} [{attrs}]
 * (%i) = (%lb) to (%ub) step (%s) {...} [{attrs}]
 * shared_outs (tensors) are refused. */
bool parse_forall(Parser *p, OpState *st)
{
	ArgVec ivs;
	svec_init(&ivs);
	bool ok = p_expect(p, TK_LPAREN, NULL);
	while (ok) {
		ArgDecl a = {0};
		a.loc = p->tok.loc;
		a.type = ty_index(p->ctx);
		ok = p_operand(p, &a.name);
		svec_push(&ivs, a);
		if (!p_accept(p, TK_COMMA))
			break;
	}
	ok = ok && p_expect(p, TK_RPAREN, NULL) && parse_forall_ranges(p, st, ivs.n);
	if (ok && p_is_kw(p, "shared_outs"))
		ok = p_error(p, "scf.forall with shared_outs works on tensors, which asyncc does not support; "
		             "write to memrefs in the body instead");
	if (ok) {
		st_segment(st, 0);
		ok = p_region(p, st, ivs.v, ivs.n, false) && p_attr_dict(p, st);
	}
	svec_free(&ivs);
	return ok;
}

/* Bound d of one list: the constant, or the next dynamic operand. */
static void print_bound(Printer *pr, Op *op, const Attr *stat, unsigned d, unsigned *next)
{
	int64_t k = stat && d < stat->u.dense.n ? stat->u.dense.vals[d] : IR_DYNAMIC;
	if (k != IR_DYNAMIC)
		pr_printf(pr, "%lld", (long long)k);
	else if (*next < op->nopnds)
		pr_value(pr, op->opnds[(*next)++].value);
	else
		pr_puts(pr, "<<missing bound>>");
}

static void print_bounds(Printer *pr, Op *op, const char *name, unsigned seg, unsigned n)
{
	Attr *stat = op_attr(op, name);
	if (stat && stat->kind != AT_DENSE_ARRAY)
		stat = NULL;
	unsigned next;
	op_segment(op, seg, &next);
	pr_putc(pr, '(');
	for (unsigned d = 0; d < n; d++) {
		if (d)
			pr_puts(pr, ", ");
		print_bound(pr, op, stat, d, &next);
	}
	pr_putc(pr, ')');
}

/* Whether every dimension starts at constant 0 with constant step 1. */
static bool forall_normalized(Op *op, unsigned n)
{
	Attr *lb = op_attr(op, "staticLowerBound"), *st = op_attr(op, "staticStep");
	if (!lb || !st || lb->kind != AT_DENSE_ARRAY || st->kind != AT_DENSE_ARRAY ||
	    lb->u.dense.n != n || st->u.dense.n != n)
		return false;
	for (unsigned d = 0; d < n; d++)
		if (lb->u.dense.vals[d] != 0 || st->u.dense.vals[d] != 1)
			return false;
	return true;
}

void print_forall(Printer *pr, Op *op)
{
	Block *body = op->regions[0].first;
	unsigned n = body ? body->nargs : 0;
	syn_print_name(pr, op);
	pr_puts(pr, " (");
	for (unsigned i = 0; i < n; i++) {
		if (i)
			pr_puts(pr, ", ");
		pr_value(pr, body->args[i]);
	}
	pr_putc(pr, ')');
	if (op->nsegs < 4) {
		pr_puts(pr, " <<malformed scf.forall>>");
		return;
	}
	if (forall_normalized(op, n)) {
		pr_puts(pr, " in ");
		print_bounds(pr, op, "staticUpperBound", 1, n);
	} else {
		pr_puts(pr, " = ");
		print_bounds(pr, op, "staticLowerBound", 0, n);
		pr_puts(pr, " to ");
		print_bounds(pr, op, "staticUpperBound", 1, n);
		pr_puts(pr, " step ");
		print_bounds(pr, op, "staticStep", 2, n);
	}
	pr_region(pr, &op->regions[0], false, false);
	static const char *const elided[] = {"staticLowerBound", "staticUpperBound", "staticStep", NULL};
	pr_attr_dict(pr, op, elided);
}

/* {...}: a region of one block without a terminator */
bool parse_in_parallel(Parser *p, OpState *st)
{
	if (!p_region(p, st, NULL, 0, false) || !p_attr_dict(p, st))
		return false;
	Region *r = st->regions.v[0];
	if (region_empty(r))
		region_push_block(r, block_new(p->m));
	return true;
}

void print_in_parallel(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_region(pr, &op->regions[0], false, false);
	pr_attr_dict(pr, op, NULL);
}
