/* syntax_cf.c - custom forms of branch-like ops: cf.br, cf.cond_br,
 * cf.switch, cf.assert and async.coro.suspend. */
#include "config.h"
#include "forms.h"

#include <string.h>

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

/* ------------------------------------------------------------- switch */

/* v, written for a width-bit flag, as the width-bit value sign-extended
 * to 64 bits; false when it does not fit (read as signed or unsigned). */
static bool case_value(int64_t v, bool negative, unsigned width, int64_t *out)
{
	if (width < 64) {
		if (negative ? v < -(INT64_C(1) << (width - 1)) : (uint64_t)v >> width)
			return false;
		unsigned sh = 64 - width;
		v = (int64_t)((uint64_t)v << sh) >> sh;
	}
	*out = v;
	return true;
}

/* "default: ^bb(...)" then ", 42: ^bb(...)" for each case, into st; the
 * case values go to *vals. */
static bool parse_switch_cases(Parser *p, OpState *st, Type *t, I64Vec *vals)
{
	if (!p_expect_kw(p, "default") || !p_expect(p, TK_COLON, NULL) || !p_successor(p, st, true))
		return false;
	while (p_accept(p, TK_COMMA)) {
		int64_t v;
		bool neg;
		Loc at = p->tok.loc;
		if (!p_is(p, TK_INT) && !p_is(p, TK_MINUS))
			return p_error(p, "custom op '%s' expected integer value", p->custom_op);
		if (!p_integer(p, &v, &neg))
			return false;
		if (!case_value(v, neg, t->width, &v))
			return p_error_at(p, at, "case value out of range for the flag's type '%s'", type_str(p->ctx, t));
		svec_push(vals, v);
		if (!p_expect(p, TK_COLON, NULL) || !p_successor(p, st, true))
			return false;
	}
	return true;
}

/* %flag : i32, [default: ^bb1(%a : T), 42: ^bb2, ...] [{attrs}]
 * The case values are kept as an array<iN: ...> attribute; the operands
 * of each case are the successor's, and the segments (flag, default
 * operands, case operands) are derived from them. */
bool parse_switch(Parser *p, OpState *st)
{
	Unresolved flag;
	Type *t;
	if (!p_operand(p, &flag) || !p_expect(p, TK_COLON, NULL))
		return false;
	Loc tloc = p->tok.loc;
	if (!(t = p_type(p)))
		return false;
	if (t->kind != TY_INT)
		return p_error_at(p, tloc, "the flag of cf.switch must be a signless integer, not '%s'",
		                  type_str(p->ctx, t));
	if (!p_resolve_into(p, st, &flag, t) || !p_expect(p, TK_COMMA, NULL) ||
	    !p_expect(p, TK_LSQUARE, NULL))
		return false;
	I64Vec vals;
	svec_init(&vals);
	bool ok = parse_switch_cases(p, st, t, &vals) && p_expect(p, TK_RSQUARE, NULL) &&
	          p_attr_dict(p, st);
	if (ok) {
		st_add_attr(p, st, "case_values", at_dense(p->ctx, t, vals.v, vals.n));
		unsigned ncase = 0;
		for (unsigned i = 1; i < st->succs.n; i++)
			ncase += st->succs.v[i].count;
		st_segment(st, 1);
		st_segment(st, st->succs.v[0].count);
		st_segment(st, ncase);
	}
	svec_free(&vals);
	return ok;
}

/* Case value i of op as MLIR prints it: the bits, read as unsigned. */
static uint64_t case_bits(Op *op, unsigned i)
{
	Attr *a = op_attr(op, "case_values");
	uint64_t v = (uint64_t)a->u.dense.vals[i];
	unsigned w = a->type && a->type->kind == TY_INT ? a->type->width : 64;
	return w < 64 ? v & ((UINT64_C(1) << w) - 1) : v;
}

void print_switch(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_value(pr, op->opnds[0].value);
	pr_puts(pr, " : ");
	pr_type(pr, op->opnds[0].value->type);
	pr_puts(pr, ", [\n");
	Attr *a = op_attr(op, "case_values");
	unsigned nvals = a && a->kind == AT_DENSE_ARRAY ? a->u.dense.n : 0;
	pr->indent++;
	for (unsigned i = 0; i < op->nsucc; i++) {
		pr_indent(pr);
		if (i == 0)
			pr_puts(pr, "default");
		else if (i - 1 < nvals)
			pr_printf(pr, "%llu", (unsigned long long)case_bits(op, i - 1));
		else
			pr_puts(pr, "<<missing case value>>");
		pr_puts(pr, ": ");
		pr_successor(pr, op, i, true);
		if (i + 1 < op->nsucc)
			pr_puts(pr, ",\n");
	}
	pr->indent--;
	/* MLIR closes a default-only list on its line: "default: ^bb1]". */
	if (op->nsucc > 1) {
		pr_putc(pr, '\n');
		pr_indent(pr);
	}
	pr_putc(pr, ']');
	static const char *const elided[] = {"case_values", "case_operand_segments", NULL};
	pr_attr_dict(pr, op, elided);
}

/* The generic form's properties MLIR spells differently from asyncc's
 * IR: case_values as a dense vector, case_operand_segments from the
 * successors.  Returns whether attribute a was printed here. */
bool syn_switch_generic_prop(Printer *pr, Op *op, const NamedAttr *a)
{
	if (strcmp(a->name, "case_values") != 0 || a->attr->kind != AT_DENSE_ARRAY)
		return false;
	unsigned n = a->attr->u.dense.n;
	pr_puts(pr, "case_operand_segments = array<i32");
	for (unsigned i = 1; i < op->nsucc; i++)
		pr_printf(pr, "%s%u", i > 1 ? ", " : ": ", op->succs[i].count);
	pr_putc(pr, '>');
	if (!n)
		return true;       /* MLIR leaves out an empty case_values */
	pr_puts(pr, ", case_values = dense<[");
	for (unsigned i = 0; i < n; i++)
		pr_printf(pr, "%s%lld", i ? ", " : "", (long long)a->attr->u.dense.vals[i]);
	pr_printf(pr, "]> : vector<%ux", n);
	pr_type(pr, a->attr->type);
	pr_putc(pr, '>');
	return true;
}
