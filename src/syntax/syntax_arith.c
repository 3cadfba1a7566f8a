/* syntax_arith.c - custom forms of the arith dialect. */
#include "config.h"
#include "forms.h"

#include <string.h>

/* A "did you mean" note for the current token among names (n of them,
 * or NULL-terminated when n is 0). */
static void suggest(Parser *p, const char *const *names, unsigned n)
{
	if (!n)
		while (names[n])
			n++;
	const char *hint = closest_name(p->tok.s, p->tok.len, names, n);
	if (hint)
		diag_note(p->diag, p->tok.loc, "did you mean '%s'?", hint);
}

/* ------------------------------------------------------- flag groups */

/* "overflow<nsw, nuw>" and "fastmath<fast>" are kept as the attributes
 * MLIR uses, #arith.overflow<...> and #arith.fastmath<...>, in MLIR's
 * canonical text: the flags in the enum's order (allowed[] between its
 * "none" and "fast"), "fast" for all fastmath flags, "none" for none;
 * MLIR 19 writes "overflow<nsw, nuw>" but "fastmath<nnan,ninf>". */
static bool parse_flag_group(Parser *p, OpState *st, const char *kw, const char *attr,
                             const char *const *allowed)
{
	if (!p_accept_kw(p, kw))
		return true;
	if (!p_expect(p, TK_LESS, NULL))
		return false;
	bool ok = true;
	unsigned nflags = 0, mask = 0;
	while (allowed[nflags + 1] && strcmp(allowed[nflags + 1], "fast") != 0)
		nflags++;
	unsigned all = (1u << nflags) - 1;
	do {
		if (!p_is(p, TK_BARE)) {
			ok = p_error(p, "expected a %s flag", kw);
			break;
		}
		int which = -1;
		for (int i = 0; allowed[i]; i++)
			if (strlen(allowed[i]) == p->tok.len && memcmp(allowed[i], p->tok.s, p->tok.len) == 0)
				which = i;
		if (which < 0) {
			ok = p_error(p, "unknown %s flag '%.*s'", kw, (int)p->tok.len, p->tok.s);
			suggest(p, allowed, 0);
			break;
		}
		if (which > 0)
			mask |= (unsigned)which > nflags ? all : 1u << (which - 1);
		p_next(p);
	} while (p_accept(p, TK_COMMA));
	ok = ok && p_expect(p, TK_GREATER, NULL);
	if (!ok)
		return false;
	Buf b;
	buf_init(&b);
	buf_printf(&b, "#arith.%s<", kw);
	if (!mask)
		buf_puts(&b, "none");
	else if (mask == all && allowed[nflags + 1])
		buf_puts(&b, "fast");
	for (unsigned i = 0, n = 0; mask && (mask != all || !allowed[nflags + 1]) && i < nflags; i++) {
		if (!(mask & (1u << i)))
			continue;
		if (n++)
			buf_puts(&b, kw[0] == 'f' ? "," : ", ");
		buf_puts(&b, allowed[i + 1]);
	}
	buf_putc(&b, '>');
	st_add_attr(p, st, attr, at_opaque(p->ctx, b.data, b.len));
	buf_free(&b);
	return true;
}

static const char *const overflow_flags[] = {"none", "nsw", "nuw", NULL};
static const char *const fastmath_flags[] = {
	"none", "reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "fast", NULL,
};

bool syn_parse_flags(Parser *p, OpState *st)
{
	return parse_flag_group(p, st, "overflow", "overflowFlags", overflow_flags) &&
	       parse_flag_group(p, st, "fastmath", "fastmath", fastmath_flags);
}

/* " overflow<...>" or " fastmath<...>" unless the flags are <none>. */
void syn_print_flags(Printer *pr, Op *op)
{
	static const char *const names[][2] = {{"overflowFlags", "overflow"}, {"fastmath", "fastmath"}};
	for (int i = 0; i < 2; i++) {
		Attr *a = op_attr(op, names[i][0]);
		if (!a || a->kind != AT_OPAQUE)
			continue;
		const char *lt = memchr(a->u.str.s, '<', a->u.str.len);
		if (!lt || strncmp(lt, "<none>", 6) == 0)
			continue;
		pr_printf(pr, " %s%.*s", names[i][1], (int)(a->u.str.len - (size_t)(lt - a->u.str.s)), lt);
	}
}

const char *const syn_flag_attrs[] = {"overflowFlags", "fastmath", NULL};

/* ---------------------------------------------------------- constant */

/* [{attrs}] 42 : i32 | true | 1.5 : f32 | dense<...> : vector<4xf32> */
bool parse_constant(Parser *p, OpState *st)
{
	if (!p_attr_dict(p, st))
		return false;
	Loc loc = p->tok.loc;
	Attr *v = p_attr(p);
	if (!v)
		return false;
	Type *t;
	switch (v->kind) {
	case AT_BOOL: t = ty_i1(p->ctx); break;
	case AT_INT: case AT_FLOAT: case AT_ELEMENTS: t = v->type; break;
	default:
		return p_error_at(p, loc, "arith.constant needs an integer, float, boolean or dense elements value");
	}
	/* dense<...> may have a tensor type, but a value may not. */
	if (t->kind == TY_TENSOR)
		return p_error_at(p, loc, "tensor types are not supported: asyncc compiles bufferized IR; "
		                  "use memref types");
	st_add_attr(p, st, "value", v);
	svec_push(&st->types, t);
	return true;
}

void print_constant(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	static const char *const elided[] = {"value", NULL};
	pr_attr_dict(pr, op, elided);
	Attr *v = op_attr(op, "value");
	if (v) {
		pr_putc(pr, ' ');
		pr_attr(pr, v);
	}
}

/* ----------------------------------------------------- binary, unary */

/* %a, %b [flags] [{attrs}] : T */
bool parse_binary(Parser *p, OpState *st)
{
	UnresolvedVec u;
	svec_init(&u);
	Unresolved a, b;
	Type *t;
	bool ok = p_operand(p, &a) && p_expect(p, TK_COMMA, NULL) && p_operand(p, &b) &&
	          syn_parse_flags(p, st) && p_attr_dict(p, st);
	if (ok) {
		svec_push(&u, a);
		svec_push(&u, b);
		ok = syn_colon_same_type(p, st, &u, &t);
		if (ok)
			svec_push(&st->types, t);
	}
	svec_free(&u);
	return ok;
}

void print_binary(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_operands(pr, op, 0, op->nopnds);
	syn_print_flags(pr, op);
	pr_attr_dict(pr, op, syn_flag_attrs);
	pr_puts(pr, " : ");
	pr_type(pr, op->res[0].type);
}

bool parse_unary(Parser *p, OpState *st)
{
	UnresolvedVec u;
	svec_init(&u);
	Unresolved a;
	Type *t;
	bool ok = p_operand(p, &a) && syn_parse_flags(p, st) && p_attr_dict(p, st);
	if (ok) {
		svec_push(&u, a);
		ok = syn_colon_same_type(p, st, &u, &t);
		if (ok)
			svec_push(&st->types, t);
	}
	svec_free(&u);
	return ok;
}

void print_unary(Printer *pr, Op *op)
{
	print_binary(pr, op);
}

/* ------------------------------------------------------------- compare */

/* slt, %a, %b [fastmath<...>] [{attrs}] : T */
bool parse_cmp(Parser *p, OpState *st)
{
	bool is_f = st->kind == OP_ARITH_CMPF;
	int pred = !p_is(p, TK_BARE) ? -1
	         : is_f ? predicate_lookup(cmpf_predicates, 16, p->tok.s, p->tok.len)
	                : predicate_lookup(cmpi_predicates, 10, p->tok.s, p->tok.len);
	if (pred < 0) {
		/* MLIR's words, with the predicates it lists. */
		const char *const *names = is_f ? cmpf_predicates : cmpi_predicates;
		unsigned n = is_f ? 16 : 10;
		char list[160] = "";
		for (unsigned i = 0; i < n; i++)
			snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", i ? ", " : "", names[i]);
		p_error(p, "custom op '%s' expected string or keyword containing one of the following enum "
		        "values for attribute 'predicate' [%s]", is_f ? "arith.cmpf" : "arith.cmpi", list);
		if (p_is(p, TK_BARE))
			suggest(p, names, n);
		return false;
	}
	p_next(p);
	st_add_attr(p, st, "predicate", at_int(p->ctx, ty_i64(p->ctx), pred));
	Unresolved a, b;
	if (!p_expect(p, TK_COMMA, NULL) || !p_operand(p, &a) || !p_expect(p, TK_COMMA, NULL) ||
	    !p_operand(p, &b) || !syn_parse_flags(p, st) || !p_attr_dict(p, st))
		return false;
	UnresolvedVec u;
	svec_init(&u);
	svec_push(&u, a);
	svec_push(&u, b);
	Type *t;
	bool ok = syn_colon_same_type(p, st, &u, &t);
	svec_free(&u);
	if (ok)
		svec_push(&st->types, ty_with_elem(p->ctx, t, ty_i1(p->ctx)));
	return ok;
}

void print_cmp(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	Attr *pred = op_attr(op, "predicate");
	bool is_f = op->kind == OP_ARITH_CMPF;
	int n = is_f ? 16 : 10;
	if (pred && pred->kind == AT_INT && pred->u.i >= 0 && pred->u.i < n)
		pr_printf(pr, " %s, ", (is_f ? cmpf_predicates : cmpi_predicates)[pred->u.i]);
	else
		pr_puts(pr, " <<invalid predicate>>, ");
	pr_operands(pr, op, 0, op->nopnds);
	syn_print_flags(pr, op);
	static const char *const elided[] = {"predicate", "overflowFlags", "fastmath", NULL};
	pr_attr_dict(pr, op, elided);
	pr_puts(pr, " : ");
	pr_type(pr, op->nopnds ? op->opnds[0].value->type : op->res[0].type);
}

/* -------------------------------------------------------------- select */

/* %c, %a, %b [{attrs}] : T   or   : i1, T */
bool parse_select(Parser *p, OpState *st)
{
	Unresolved c, a, b;
	if (!p_operand(p, &c) || !p_expect(p, TK_COMMA, NULL) || !p_operand(p, &a) ||
	    !p_expect(p, TK_COMMA, NULL) || !p_operand(p, &b) || !p_attr_dict(p, st) ||
	    !p_expect(p, TK_COLON, NULL))
		return false;
	Type *t = p_type(p), *ct = ty_i1(p->ctx);
	if (!t)
		return false;
	if (p_accept(p, TK_COMMA)) {
		ct = t;
		if (!(t = p_type(p)))
			return false;
	}
	if (!p_resolve_into(p, st, &c, ct) || !p_resolve_into(p, st, &a, t) ||
	    !p_resolve_into(p, st, &b, t))
		return false;
	svec_push(&st->types, t);
	return true;
}

void print_select(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_operands(pr, op, 0, op->nopnds);
	pr_attr_dict(pr, op, NULL);
	pr_puts(pr, " : ");
	/* A vector condition is written: "vector<4xi1>, vector<4xf32>". */
	Type *c = op->nopnds ? op->opnds[0].value->type : NULL;
	if (c && c->kind == TY_VECTOR) {
		pr_type(pr, c);
		pr_puts(pr, ", ");
	}
	pr_type(pr, op->res[0].type);
}

/* --------------------------------------------------------------- casts */

/* arith.truncf's rounding modes, by the number MLIR stores in its
 * roundingmode attribute. */
static const char *const rounding_modes[] = {
	"to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away", NULL,
};

static bool parse_rounding(Parser *p, OpState *st)
{
	if (st->kind != OP_ARITH_TRUNCF || !p_is(p, TK_BARE))
		return true;
	for (int i = 0; rounding_modes[i]; i++) {
		if (p_is_kw(p, rounding_modes[i])) {
			st_add_attr(p, st, "roundingmode", at_int(p->ctx, ty_int(p->ctx, 32), i));
			p_next(p);
			return true;
		}
	}
	if (p_is_kw(p, "fastmath"))
		return true;
	p_error(p, "expected a rounding mode (to_nearest_even, downward, upward, toward_zero or to_nearest_away)");
	suggest(p, rounding_modes, 0);
	return false;
}

static void print_rounding(Printer *pr, Op *op)
{
	Attr *a = op_attr(op, "roundingmode");
	if (a && a->kind == AT_INT && a->u.i >= 0 && a->u.i < 5)
		pr_printf(pr, " %s", rounding_modes[a->u.i]);
}

/* %a [roundingmode] [fastmath<...>] [{attrs}] : T to U   (also
 * memref.cast and index.casts) */
bool parse_cast(Parser *p, OpState *st)
{
	Unresolved a;
	Type *from, *to;
	if (!p_operand(p, &a) || !parse_rounding(p, st) || !syn_parse_flags(p, st) ||
	    !p_attr_dict(p, st) || !p_expect(p, TK_COLON, NULL) || !(from = p_type(p)) ||
	    !p_expect_kw(p, "to") || !(to = p_type(p)) || !p_resolve_into(p, st, &a, from))
		return false;
	svec_push(&st->types, to);
	return true;
}

void print_cast(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_operands(pr, op, 0, op->nopnds);
	Attr *rm = op->kind == OP_ARITH_TRUNCF ? op_attr(op, "roundingmode") : NULL;
	print_rounding(pr, op);
	syn_print_flags(pr, op);
	static const char *const elided[] = {"overflowFlags", "fastmath", "roundingmode", NULL};
	pr_attr_dict(pr, op, rm && rm->kind == AT_INT && rm->u.i >= 0 && rm->u.i < 5 ? elided : syn_flag_attrs);
	pr_puts(pr, " : ");
	pr_operand_types(pr, op, 0, op->nopnds);
	pr_puts(pr, " to ");
	pr_result_types(pr, op);
}

/* ---------------------------------------------------- extended results */

/* Two operands of one type, "%a, %b [{attrs}]", resolved once the type
 * is read by the caller. */
static bool two_operands(Parser *p, OpState *st, Unresolved *a, Unresolved *b)
{
	return p_operand(p, a) && p_expect(p, TK_COMMA, NULL) && p_operand(p, b) &&
	       p_attr_dict(p, st) && p_expect(p, TK_COLON, NULL);
}

/* %a, %b [{attrs}] : T, i1   (the sum and the carry) */
bool parse_add_extended(Parser *p, OpState *st)
{
	Unresolved a, b;
	Type *t, *c;
	if (!two_operands(p, st, &a, &b) || !(t = p_type(p)) || !p_expect(p, TK_COMMA, NULL) ||
	    !(c = p_type(p)) || !p_resolve_into(p, st, &a, t) || !p_resolve_into(p, st, &b, t))
		return false;
	svec_push(&st->types, t);
	svec_push(&st->types, c);
	return true;
}

void print_add_extended(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_operands(pr, op, 0, op->nopnds);
	pr_attr_dict(pr, op, NULL);
	pr_puts(pr, " : ");
	pr_result_types(pr, op);
}

/* %a, %b [{attrs}] : T   (the low and the high half, both T) */
bool parse_mul_extended(Parser *p, OpState *st)
{
	Unresolved a, b;
	Type *t;
	if (!two_operands(p, st, &a, &b) || !(t = p_type(p)) || !p_resolve_into(p, st, &a, t) ||
	    !p_resolve_into(p, st, &b, t))
		return false;
	svec_push(&st->types, t);
	svec_push(&st->types, t);
	return true;
}

void print_mul_extended(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_operands(pr, op, 0, op->nopnds);
	pr_attr_dict(pr, op, NULL);
	pr_puts(pr, " : ");
	pr_type(pr, op->nopnds ? op->opnds[0].value->type : op->res[0].type);
}
