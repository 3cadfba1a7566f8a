/* syntax_index.c - custom forms of the index dialect.  Its operands and
 * results are index (cmp's result is i1), so the text names no types;
 * the casts use arith's cast form (syntax_arith.c). */
#include "config.h"
#include "forms.h"

#include <string.h>

/* %a, %b [{attrs}] */
bool parse_index_binary(Parser *p, OpState *st)
{
	Unresolved a, b;
	Type *x = ty_index(p->ctx);
	if (!p_operand(p, &a) || !p_expect(p, TK_COMMA, NULL) || !p_operand(p, &b) ||
	    !p_attr_dict(p, st) || !p_resolve_into(p, st, &a, x) || !p_resolve_into(p, st, &b, x))
		return false;
	svec_push(&st->types, x);
	return true;
}

void print_index_binary(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_operands(pr, op, 0, op->nopnds);
	pr_attr_dict(pr, op, NULL);
}

/* slt(%a, %b) [{attrs}], kept as pred = #index<cmp_predicate slt> */
bool parse_index_cmp(Parser *p, OpState *st)
{
	if (!p_is(p, TK_BARE) || predicate_lookup(cmpi_predicates, 10, p->tok.s, p->tok.len) < 0) {
		p_error(p, "expected an index.cmp predicate: eq, ne, slt, sle, sgt, sge, ult, ule, ugt or uge");
		const char *hint = p_is(p, TK_BARE) ? closest_name(p->tok.s, p->tok.len, cmpi_predicates, 10) : NULL;
		if (hint)
			diag_note(p->diag, p->tok.loc, "did you mean '%s'?", hint);
		return false;
	}
	char text[64];
	int n = snprintf(text, sizeof text, "#index<cmp_predicate %.*s>", (int)p->tok.len, p->tok.s);
	st_add_attr(p, st, "pred", at_opaque(p->ctx, text, (size_t)n));
	p_next(p);
	Unresolved a, b;
	Type *x = ty_index(p->ctx);
	if (!p_expect(p, TK_LPAREN, NULL) || !p_operand(p, &a) || !p_expect(p, TK_COMMA, NULL) ||
	    !p_operand(p, &b) || !p_expect(p, TK_RPAREN, NULL) || !p_attr_dict(p, st) ||
	    !p_resolve_into(p, st, &a, x) || !p_resolve_into(p, st, &b, x))
		return false;
	svec_push(&st->types, ty_i1(p->ctx));
	return true;
}

void print_index_cmp(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	int pred = index_cmp_pred(op_attr(op, "pred"));
	if (pred >= 0)
		pr_printf(pr, " %s(", cmpi_predicates[pred]);
	else
		pr_puts(pr, " <<invalid predicate>>(");
	pr_operands(pr, op, 0, op->nopnds);
	pr_putc(pr, ')');
	static const char *const elided[] = {"pred", NULL};
	pr_attr_dict(pr, op, elided);
}

/* [{attrs}] 42   or, for index.bool.constant, [{attrs}] true */
bool parse_index_constant(Parser *p, OpState *st)
{
	if (!p_attr_dict(p, st))
		return false;
	bool is_bool = st->kind == OP_INDEX_BOOL_CONSTANT;
	if (is_bool) {
		bool v = p_is_kw(p, "true");
		if (!v && !p_is_kw(p, "false"))
			return p_error(p, "expected 'true' or 'false'");
		p_next(p);
		st_add_attr(p, st, "value", at_bool(p->ctx, v));
		svec_push(&st->types, ty_i1(p->ctx));
		return true;
	}
	int64_t v;
	bool neg;
	if (!p_is(p, TK_INT) && !p_is(p, TK_MINUS))
		return p_error(p, "expected an integer for index.constant");
	if (!p_integer(p, &v, &neg))
		return false;
	st_add_attr(p, st, "value", at_int(p->ctx, ty_index(p->ctx), v));
	svec_push(&st->types, ty_index(p->ctx));
	return true;
}

void print_index_constant(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	static const char *const elided[] = {"value", NULL};
	pr_attr_dict(pr, op, elided);
	Attr *v = op_attr(op, "value");
	if (v && v->kind == AT_BOOL)
		pr_puts(pr, v->u.b ? " true" : " false");
	else if (v && v->kind == AT_INT)
		pr_printf(pr, " %lld", (long long)v->u.i);
	else
		pr_puts(pr, " <<invalid value>>");
}

/* [{attrs}] */
bool parse_index_sizeof(Parser *p, OpState *st)
{
	if (!p_attr_dict(p, st))
		return false;
	svec_push(&st->types, ty_index(p->ctx));
	return true;
}

void print_index_sizeof(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_attr_dict(pr, op, NULL);
}
