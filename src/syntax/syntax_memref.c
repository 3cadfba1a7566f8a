/* syntax_memref.c - custom forms of the memref dialect and vector.print. */
#include "config.h"
#include "forms.h"

#include <stdio.h>
#include <string.h>

/* (%d0, %d1)[%s0] [{attrs}] : memref<?x?xf32> */
bool parse_alloc(Parser *p, OpState *st)
{
	UnresolvedVec dyn, sym;
	svec_init(&dyn);
	svec_init(&sym);
	bool ok = false;
	Type *t;
	if (!p_expect(p, TK_LPAREN, NULL) || !p_operand_list(p, &dyn, true) ||
	    !p_expect(p, TK_RPAREN, NULL))
		goto out;
	if (p_accept(p, TK_LSQUARE) &&
	    (!p_operand_list(p, &sym, true) || !p_expect(p, TK_RSQUARE, NULL)))
		goto out;
	Loc tloc;
	if (!p_attr_dict(p, st) || !p_expect(p, TK_COLON, NULL))
		goto out;
	tloc = p->tok.loc;
	if (!(t = p_type(p)))
		goto out;
	if (t->kind != TY_MEMREF) {
		p_error_at(p, tloc, "expected a memref type");
		goto out;
	}
	Type *index = ty_index(p->ctx);
	if (!p_resolve_same(p, st, &dyn, index) || !p_resolve_same(p, st, &sym, index))
		goto out;
	st_segment(st, dyn.n);
	st_segment(st, sym.n);
	svec_push(&st->types, t);
	ok = true;
out:
	svec_free(&dyn);
	svec_free(&sym);
	return ok;
}

void print_alloc(Printer *pr, Op *op)
{
	unsigned first, ndyn = op_segment(op, 0, &first);
	syn_print_name(pr, op);
	pr_putc(pr, '(');
	pr_operands(pr, op, first, ndyn);
	pr_putc(pr, ')');
	unsigned sfirst, nsym = op_segment(op, 1, &sfirst);
	if (nsym) {
		pr_putc(pr, '[');
		pr_operands(pr, op, sfirst, nsym);
		pr_putc(pr, ']');
	}
	pr_attr_dict(pr, op, NULL);
	pr_puts(pr, " : ");
	pr_result_types(pr, op);
}

/* "%m[%i, %j]" then attributes and ": memref type". */
static bool parse_indexed(Parser *p, OpState *st, Type **mt)
{
	Unresolved m;
	UnresolvedVec idx;
	svec_init(&idx);
	bool ok = false;
	Loc tloc;
	if (!p_operand(p, &m) || !p_expect(p, TK_LSQUARE, NULL) || !p_operand_list(p, &idx, true) ||
	    !p_expect(p, TK_RSQUARE, NULL) || !p_attr_dict(p, st) || !p_expect(p, TK_COLON, NULL))
		goto out;
	tloc = p->tok.loc;
	if (!(*mt = p_type(p)))
		goto out;
	if ((*mt)->kind != TY_MEMREF) {
		p_error_at(p, tloc, "expected a ranked memref type");
		goto out;
	}
	ok = p_resolve_into(p, st, &m, *mt) && p_resolve_same(p, st, &idx, ty_index(p->ctx));
out:
	svec_free(&idx);
	return ok;
}

static void print_indexed(Printer *pr, Op *op, unsigned mem)
{
	pr_value(pr, op->opnds[mem].value);
	pr_putc(pr, '[');
	pr_operands(pr, op, mem + 1, op->nopnds - mem - 1);
	pr_putc(pr, ']');
	pr_attr_dict(pr, op, NULL);
	pr_puts(pr, " : ");
	pr_type(pr, op->opnds[mem].value->type);
}

/* %m[%i] [{attrs}] : memref<?xf32> */
bool parse_load(Parser *p, OpState *st)
{
	return syn_parse_load(p, st, parse_indexed);
}

void print_load(Printer *pr, Op *op)
{
	syn_print_load(pr, op, print_indexed);
}

/* %v, %m[%i] [{attrs}] : memref<?xf32> */
bool parse_store(Parser *p, OpState *st)
{
	return syn_parse_store(p, st, parse_indexed);
}

void print_store(Printer *pr, Op *op)
{
	syn_print_store(pr, op, print_indexed);
}

/* [{attrs}] %m, %i : memref<?xf32> */
bool parse_dim(Parser *p, OpState *st)
{
	Unresolved m, i;
	Type *t;
	if (!p_attr_dict(p, st) || !p_operand(p, &m) || !p_expect(p, TK_COMMA, NULL) ||
	    !p_operand(p, &i) || !p_expect(p, TK_COLON, NULL) || !(t = p_type(p)) ||
	    !p_resolve_into(p, st, &m, t) || !p_resolve_into(p, st, &i, ty_index(p->ctx)))
		return false;
	svec_push(&st->types, ty_index(p->ctx));
	return true;
}

void print_dim(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_attr_dict(pr, op, NULL);
	pr_putc(pr, ' ');
	pr_operands(pr, op, 0, op->nopnds);
	pr_puts(pr, " : ");
	pr_operand_types(pr, op, 0, 1);
}

/* vector.print [%x : T] [str "text"] [punctuation <p>] [{attrs}] */
bool parse_print(Parser *p, OpState *st)
{
	if (p_is_operand(p)) {
		Unresolved x;
		Type *t;
		if (!p_operand(p, &x) || !p_expect(p, TK_COLON, NULL) || !(t = p_type(p)) ||
		    !p_resolve_into(p, st, &x, t))
			return false;
	}
	for (;;) {
		if (p_accept_kw(p, "str")) {
			if (!p_is(p, TK_STRING))
				return p_error(p, "expected a string after 'str'");
			Attr *s = p_attr(p);
			if (!s)
				return false;
			st_add_attr(p, st, "stringLiteral", s);
		} else if (p_accept_kw(p, "punctuation")) {
			if (!p_expect(p, TK_LESS, NULL))
				return false;
			static const char *const kinds[] = {"no_punctuation", "newline", "comma", "open", "close", NULL};
			bool known = false;
			for (const char *const *k = kinds; *k; k++)
				known |= p_is_kw(p, *k);
			if (!known)
				return p_error(p, "expected no_punctuation, newline, comma, open or close");
			char buf[64];
			int n = snprintf(buf, sizeof buf, "#vector.punctuation<%.*s>", (int)p->tok.len, p->tok.s);
			st_add_attr(p, st, "punctuation", at_opaque(p->ctx, buf, (size_t)n));
			p_next(p);
			if (!p_expect(p, TK_GREATER, NULL))
				return false;
		} else {
			break;
		}
	}
	return p_attr_dict(p, st);
}

void print_print(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	if (op->nopnds) {
		pr_putc(pr, ' ');
		pr_value(pr, op->opnds[0].value);
		pr_puts(pr, " : ");
		pr_type(pr, op->opnds[0].value->type);
	}
	Attr *s = op_attr(op, "stringLiteral");
	if (s) {
		pr_puts(pr, " str ");
		pr_attr(pr, s);
	}
	Attr *punct = op_attr(op, "punctuation");
	if (punct && punct->kind == AT_OPAQUE) {
		const char *lt = memchr(punct->u.str.s, '<', punct->u.str.len);
		if (lt && strncmp(lt, "<newline>", 9) != 0)
			pr_printf(pr, " punctuation %.*s",
			          (int)(punct->u.str.len - (size_t)(lt - punct->u.str.s)), lt);
	}
	static const char *const elided[] = {"stringLiteral", "punctuation", NULL};
	pr_attr_dict(pr, op, elided);
}
