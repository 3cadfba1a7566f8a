/* syntax_math.c - the custom forms of the math dialect that arith's do
 * not cover: fma's three operands, fpowi's two types, and the float
 * classification ops whose result is i1.  One- and two-operand math ops
 * use arith's unary and binary forms (syntax_arith.c). */
#include "config.h"
#include "forms.h"

/* n operands "%a, %b, ..." then the flags and the attribute dictionary. */
static bool operands_and_flags(Parser *p, OpState *st, UnresolvedVec *u, unsigned n)
{
	for (unsigned i = 0; i < n; i++) {
		Unresolved a;
		if ((i && !p_expect(p, TK_COMMA, NULL)) || !p_operand(p, &a))
			return false;
		svec_push(u, a);
	}
	return syn_parse_flags(p, st) && p_attr_dict(p, st);
}

/* Operands, flags, the other attributes. */
static void print_head(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_operands(pr, op, 0, op->nopnds);
	syn_print_flags(pr, op);
	pr_attr_dict(pr, op, syn_flag_attrs);
	pr_puts(pr, " : ");
}

/* %a, %b, %c [fastmath<...>] [{attrs}] : T */
bool parse_ternary(Parser *p, OpState *st)
{
	UnresolvedVec u;
	svec_init(&u);
	Type *t;
	bool ok = operands_and_flags(p, st, &u, 3) && syn_colon_same_type(p, st, &u, &t);
	if (ok)
		svec_push(&st->types, t);
	svec_free(&u);
	return ok;
}

void print_ternary(Printer *pr, Op *op)
{
	print_head(pr, op);
	pr_type(pr, op->res[0].type);
}

/* %a, %b [fastmath<...>] [{attrs}] : T, U   (the result has type T) */
bool parse_fpowi(Parser *p, OpState *st)
{
	UnresolvedVec u;
	svec_init(&u);
	Type *t, *e;
	bool ok = operands_and_flags(p, st, &u, 2) && p_expect(p, TK_COLON, NULL) &&
	          (t = p_type(p)) && p_expect(p, TK_COMMA, NULL) && (e = p_type(p)) &&
	          p_resolve_into(p, st, &u.v[0], t) && p_resolve_into(p, st, &u.v[1], e);
	if (ok)
		svec_push(&st->types, t);
	svec_free(&u);
	return ok;
}

void print_fpowi(Printer *pr, Op *op)
{
	print_head(pr, op);
	pr_operand_types(pr, op, 0, op->nopnds);
}

/* %a [fastmath<...>] [{attrs}] : T   (the result is i1, or i1s in T's shape) */
bool parse_fclass(Parser *p, OpState *st)
{
	UnresolvedVec u;
	svec_init(&u);
	Type *t;
	bool ok = operands_and_flags(p, st, &u, 1) && syn_colon_same_type(p, st, &u, &t);
	if (ok)
		svec_push(&st->types, ty_with_elem(p->ctx, t, ty_i1(p->ctx)));
	svec_free(&u);
	return ok;
}

void print_fclass(Printer *pr, Op *op)
{
	print_head(pr, op);
	pr_operand_types(pr, op, 0, op->nopnds);
}
