/* syntax_cf.c - custom forms of branch-like ops: cf.br, cf.cond_br,
 * cf.assert and async.coro.suspend. */
#include "config.h"
#include "forms.h"

/* ^bb(%a, %b : T, U) [{attrs}] */
bool parse_br(Parser *p, OpState *st)
{
	return p_successor(p, st, true) && p_attr_dict(p, st);
}

void print_br(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_successor(pr, op, 0, true);
	pr_attr_dict(pr, op, NULL);
}

/* %c, ^t(%a : T), ^f [{attrs}] */
bool parse_cond_br(Parser *p, OpState *st)
{
	Unresolved c;
	if (!p_operand(p, &c) || !p_resolve_into(p, st, &c, ty_i1(p->ctx)) ||
	    !p_expect(p, TK_COMMA, NULL) || !p_successor(p, st, true) ||
	    !p_expect(p, TK_COMMA, NULL) || !p_successor(p, st, true) || !p_attr_dict(p, st))
		return false;
	st_segment(st, 1);
	st_segment(st, st->succs.v[0].count);
	st_segment(st, st->succs.v[1].count);
	return true;
}

void print_cond_br(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_value(pr, op->opnds[0].value);
	pr_puts(pr, ", ");
	pr_successor(pr, op, 0, true);
	pr_puts(pr, ", ");
	pr_successor(pr, op, 1, true);
	pr_attr_dict(pr, op, NULL);
}

/* %c, "message" [{attrs}] */
bool parse_assert(Parser *p, OpState *st)
{
	Unresolved c;
	if (!p_operand(p, &c) || !p_resolve_into(p, st, &c, ty_i1(p->ctx)) ||
	    !p_expect(p, TK_COMMA, NULL))
		return false;
	if (!p_is(p, TK_STRING))
		return p_error(p, "expected the assertion message string");
	Attr *msg = p_attr(p);
	if (!msg)
		return false;
	st_add_attr(p, st, "msg", msg);
	return p_attr_dict(p, st);
}

void print_assert(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_value(pr, op->opnds[0].value);
	pr_puts(pr, ", ");
	Attr *msg = op_attr(op, "msg");
	if (msg)
		pr_attr(pr, msg);
	static const char *const elided[] = {"msg", NULL};
	pr_attr_dict(pr, op, elided);
}

/* %state, ^suspend, ^resume, ^cleanup [{attrs}] */
bool parse_coro_suspend(Parser *p, OpState *st)
{
	Unresolved s;
	if (!p_operand(p, &s) || !p_resolve_into(p, st, &s, ty_simple(p->ctx, TY_CORO_STATE)))
		return false;
	for (int i = 0; i < 3; i++)
		if (!p_expect(p, TK_COMMA, NULL) || !p_successor(p, st, false))
			return false;
	return p_attr_dict(p, st);
}

void print_coro_suspend(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_value(pr, op->opnds[0].value);
	for (unsigned i = 0; i < op->nsucc; i++) {
		pr_puts(pr, ", ");
		pr_successor(pr, op, i, false);
	}
	pr_attr_dict(pr, op, NULL);
}
