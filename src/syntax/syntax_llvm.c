/* syntax_llvm.c - custom forms of the llvm dialect's arithmetic,
 * comparisons, casts, constants and intrinsics, and of
 * builtin.unrealized_conversion_cast; the helpers every llvm form
 * shares (syntax_llvm.h).  Memory ops are in syntax_llvm_mem.c,
 * functions, globals, calls and switches in syntax_llvm_func.c. */
#include "config.h"
#include "syntax_llvm.h"

#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ helpers */

static bool is_opaque(const Attr *a, const char *text)
{
	return a->kind == AT_OPAQUE && a->u.str.len == strlen(text) &&
	       memcmp(a->u.str.s, text, a->u.str.len) == 0;
}

/* Attributes MLIR's printers leave out when they hold this value. */
static bool is_default(OpKind op_kind, const NamedAttr *na)
{
	static const char *const opaque[][2] = {
		{"fastmathFlags", "#llvm.fastmath<none>"}, {"overflowFlags", "#llvm.overflow<none>"},
		{"CConv", "#llvm.cconv<ccc>"}, {"TailCallKind", "#llvm.tailcallkind<none>"},
		{"linkage", "#llvm.linkage<external>"},
	};
	static const char *const zero[] = {"ordering", "visibility_", "unnamed_addr", "addr_space"};
	/* llvm.mlir.global prints its addr_space even when 0. */
	if (op_kind == OP_LLVM_GLOBAL && strcmp(na->name, "addr_space") == 0)
		return false;
	for (size_t i = 0; i < sizeof opaque / sizeof *opaque; i++)
		if (strcmp(na->name, opaque[i][0]) == 0)
			return is_opaque(na->attr, opaque[i][1]);
	for (size_t i = 0; i < sizeof zero / sizeof *zero; i++)
		if (strcmp(na->name, zero[i]) == 0)
			return na->attr->kind == AT_INT && na->attr->u.i == 0;
	return false;
}

static void print_dict(Printer *pr, Op *op, const char *const *elided, bool kw,
                       const NamedAttr *implied)
{
	unsigned n = 0;
	while (elided && elided[n])
		n++;
	const char *small[32];
	const char **all = n + op->nattrs + 1 <= 32 ? small : xmalloc((n + op->nattrs + 1) * sizeof *all);
	for (unsigned i = 0; i < n; i++)
		all[i] = elided[i];
	for (unsigned i = 0; i < op->nattrs; i++)
		if (is_default(op->kind, &op->attrs[i]))
			all[n++] = op->attrs[i].name;
	all[n] = NULL;
	if (kw)
		pr_attr_dict_kw(pr, op, all);
	else
		pr_attr_dict_implied(pr, op, all, implied);
	if (all != small)
		free(all);
}

void llvm_print_attr_dict(Printer *pr, Op *op, const char *const *elided)
{
	/* MLIR 19's assembly formats with fastmath flags (not fcmp's, call's
	 * or select's) and its intrinsics' "(%a) : (T) -> U" print a space
	 * more before the dictionary: "llvm.fadd %a, %b  : f64". */
	if ((op->kind != OP_LLVM_FCMP && op->kind != OP_LLVM_SELECT && op->kind != OP_LLVM_CALL &&
	     op_attr_is_inherent(op->kind, "fastmathFlags")) ||
	    op_info(op)->syntax == SYN_LLVM_INTR)
		pr_putc(pr, ' ');
	print_dict(pr, op, elided, false, NULL);
}

void llvm_print_attr_dict_kw(Printer *pr, Op *op, const char *const *elided)
{
	print_dict(pr, op, elided, true, NULL);
}

void llvm_print_attr_dict_implied(Printer *pr, Op *op, const char *const *elided,
                                  const NamedAttr *implied)
{
	print_dict(pr, op, elided, false, implied);
}

bool llvm_parse_keyword(Parser *p, OpState *st, const char *attr, const char *mnemonic,
                        const LlvmKeyword *table)
{
	if (!p_is(p, TK_BARE))
		return true;
	const LlvmKeyword *k = llvm_keyword(table, p->tok.s, p->tok.len);
	if (!k || !*k->name)
		return true;
	if (mnemonic) {
		Buf b;
		buf_init(&b);
		buf_printf(&b, "#llvm.%s<%s>", mnemonic, k->name);
		st_add_attr(p, st, attr, at_opaque(p->ctx, b.data, b.len));
		buf_free(&b);
	} else {
		st_add_attr(p, st, attr, at_int(p->ctx, ty_i64(p->ctx), k->value));
	}
	p_next(p);
	return true;
}

void llvm_print_keyword(Printer *pr, Op *op, const char *attr, const char *mnemonic,
                        const LlvmKeyword *table)
{
	Attr *a = op_attr(op, attr);
	if (!a)
		return;
	const LlvmKeyword *k = NULL;
	if (mnemonic) {
		k = llvm_enum_attr(a, mnemonic, table);
	} else if (a->kind == AT_INT) {
		for (const LlvmKeyword *e = table; e->name; e++)
			if (e->value == a->u.i)
				k = e;
	}
	NamedAttr na = {attr, a};
	if (k && *k->name && !is_default(op->kind, &na))
		pr_printf(pr, " %s", k->name);
}

/* Exactly n operands "%a, %b": the next line may start with "%x =". */
static bool parse_n_operands(Parser *p, UnresolvedVec *u, unsigned n)
{
	for (unsigned i = 0; i < n; i++) {
		Unresolved x;
		if ((i && !p_expect(p, TK_COMMA, NULL)) || !p_operand(p, &x))
			return false;
		svec_push(u, x);
	}
	return true;
}

/* "(T, U) -> R" or "-> ()": the types of a call-like form. */
static void print_functional(Printer *pr, Op *op, unsigned first)
{
	pr_puts(pr, " : (");
	pr_operand_types(pr, op, first, op->nopnds - first);
	pr_puts(pr, ") -> ");
	if (op->nres == 1)
		pr_type(pr, op->res[0].type);
	else
		pr_puts(pr, "()");
}

/* -------------------------------------------------- binary and unary */

/* overflow<nsw, nuw> after a binary op's operands: overflowFlags. */
static bool parse_overflow(Parser *p, OpState *st)
{
	if (!p_accept_kw(p, "overflow"))
		return true;
	if (!p_expect(p, TK_LESS, "after 'overflow'"))
		return false;
	Buf b;
	buf_init(&b);
	buf_puts(&b, "#llvm.overflow<");
	bool ok = true;
	do {
		if (!p_is_kw(p, "nsw") && !p_is_kw(p, "nuw") && !p_is_kw(p, "none")) {
			ok = p_error(p, "expected one of [none, nsw, nuw] for overflow flags");
			break;
		}
		if (b.data[b.len - 1] != '<')
			buf_puts(&b, ", ");
		buf_put(&b, p->tok.s, p->tok.len);
		p_next(p);
	} while (p_accept(p, TK_COMMA));
	ok = ok && p_expect(p, TK_GREATER, "to end the overflow flags");
	buf_putc(&b, '>');
	if (ok)
		st_add_attr(p, st, "overflowFlags", at_opaque(p->ctx, b.data, b.len));
	buf_free(&b);
	return ok;
}

/* %a, %b [overflow<nsw, nuw>] [{attrs}] : T */
bool parse_llvm_binary(Parser *p, OpState *st)
{
	UnresolvedVec u;
	svec_init(&u);
	Type *t;
	bool ok = parse_n_operands(p, &u, 2);
	ok = ok && parse_overflow(p, st) && p_attr_dict(p, st) && syn_colon_same_type(p, st, &u, &t);
	if (ok)
		svec_push(&st->types, t);
	svec_free(&u);
	return ok;
}

void print_llvm_binary(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_operands(pr, op, 0, op->nopnds);
	Attr *f = op_attr(op, "overflowFlags");
	size_t len;
	const char *w = llvm_enum_word(f, "overflow", &len);
	if (w && !(len == 4 && memcmp(w, "none", 4) == 0))
		pr_printf(pr, " overflow<%.*s>", (int)len, w);
	static const char *const elided[] = {"overflowFlags", NULL};
	llvm_print_attr_dict(pr, op, w ? elided : NULL);
	pr_puts(pr, " : ");
	pr_type(pr, op->res[0].type);
}

/* %a [{attrs}] : T */
bool parse_llvm_unary(Parser *p, OpState *st)
{
	UnresolvedVec u;
	svec_init(&u);
	Unresolved a;
	Type *t;
	bool ok = p_operand(p, &a) && p_attr_dict(p, st);
	if (ok) {
		svec_push(&u, a);
		ok = syn_colon_same_type(p, st, &u, &t);
		if (ok)
			svec_push(&st->types, t);
	}
	svec_free(&u);
	return ok;
}

void print_llvm_unary(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_operands(pr, op, 0, op->nopnds);
	llvm_print_attr_dict(pr, op, NULL);
	pr_puts(pr, " : ");
	pr_type(pr, op->res[0].type);
}

/* ------------------------------------------------- compare and select */

/* "slt" %a, %b [{attrs}] : T */
bool parse_llvm_cmp(Parser *p, OpState *st)
{
	bool icmp = st->kind == OP_LLVM_ICMP;
	if (!p_is(p, TK_STRING))
		return p_attr_kind_error(p);
	char buf[32];
	int pred = -1;
	if (p->tok.len < sizeof buf) {
		unsigned n = tok_string_value(&p->tok, buf);
		pred = icmp ? predicate_lookup(cmpi_predicates, 10, buf, n)
		            : predicate_lookup(llvm_fcmp_predicates, 16, buf, n);
	}
	if (pred < 0)
		return p_error(p, "invalid %s predicate %.*s", icmp ? "icmp" : "fcmp", (int)p->tok.len, p->tok.s);
	st_add_attr(p, st, "predicate", at_int(p->ctx, ty_i64(p->ctx), pred));
	p_next(p);
	UnresolvedVec u;
	svec_init(&u);
	Type *t;
	bool ok = parse_n_operands(p, &u, 2);
	ok = ok && p_attr_dict(p, st) && syn_colon_same_type(p, st, &u, &t);
	/* On vectors (builtin or !llvm.vec), a vector of as many i1. */
	if (ok && ((t->kind == TY_VECTOR && t->rank == 1) || (t->kind == TY_LLVM_VEC && !t->width)))
		svec_push(&st->types, ty_vector(p->ctx, ty_i1(p->ctx), 1, t->shape));
	else if (ok)
		svec_push(&st->types, ty_i1(p->ctx));
	svec_free(&u);
	return ok;
}

void print_llvm_cmp(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	Attr *a = op_attr(op, "predicate");
	int64_t k = a && a->kind == AT_INT ? a->u.i : -1;
	bool icmp = op->kind == OP_LLVM_ICMP;
	const char *name = icmp ? (k >= 0 && k < 10 ? cmpi_predicates[k] : NULL)
	                        : (k >= 0 && k < 16 ? llvm_fcmp_predicates[k] : NULL);
	pr_printf(pr, " \"%s\" ", name ? name : "?");
	pr_operands(pr, op, 0, op->nopnds);
	static const char *const elided[] = {"predicate", NULL};
	llvm_print_attr_dict(pr, op, elided);
	pr_puts(pr, " : ");
	pr_type(pr, op->opnds[0].value->type);
}

/* %c, %a, %b [{attrs}] : i1, T */
bool parse_llvm_select(Parser *p, OpState *st)
{
	UnresolvedVec u;
	svec_init(&u);
	TypeVec t;
	svec_init(&t);
	bool ok = parse_n_operands(p, &u, 3);
	ok = ok && p_attr_dict(p, st) && p_colon_types(p, &t, 2);
	if (ok) {
		Type *types[3] = {t.v[0], t.v[1], t.v[1]};
		ok = p_resolve_all(p, st, &u, types);
		svec_push(&st->types, t.v[1]);
	}
	svec_free(&u);
	svec_free(&t);
	return ok;
}

void print_llvm_select(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_operands(pr, op, 0, op->nopnds);
	llvm_print_attr_dict(pr, op, NULL);
	pr_puts(pr, " : ");
	pr_type(pr, op->opnds[0].value->type);
	pr_puts(pr, ", ");
	pr_type(pr, op->res[0].type);
}

/* %a [{attrs}] : T to U */
bool parse_llvm_cast(Parser *p, OpState *st)
{
	Unresolved a;
	Type *from, *to;
	if (!p_operand(p, &a) || !p_attr_dict(p, st) || !p_expect(p, TK_COLON, NULL) ||
	    !(from = p_type(p)) || !p_expect_kw(p, "to") || !(to = p_type(p)) ||
	    !p_resolve_into(p, st, &a, from))
		return false;
	svec_push(&st->types, to);
	return true;
}

void print_llvm_cast(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_operands(pr, op, 0, op->nopnds);
	llvm_print_attr_dict(pr, op, NULL);
	pr_puts(pr, " : ");
	pr_operand_types(pr, op, 0, op->nopnds);
	pr_puts(pr, " to ");
	pr_result_types(pr, op);
}

/* ---------------------------------------------------------- constants */

/* (value) [{attrs}] : T */
bool parse_llvm_constant(Parser *p, OpState *st)
{
	Attr *v;
	Type *t;
	if (!p_expect(p, TK_LPAREN, "before the constant's value") || !(v = p_attr(p)) ||
	    !p_expect(p, TK_RPAREN, "after the constant's value") || !p_attr_dict(p, st) ||
	    !p_expect(p, TK_COLON, NULL) || !(t = p_type(p)))
		return false;
	st_add_attr(p, st, "value", v);
	svec_push(&st->types, t);
	return true;
}

void print_llvm_constant(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, '(');
	Attr *v = op_attr(op, "value");
	if (v)
		pr_attr(pr, v);
	pr_putc(pr, ')');
	static const char *const elided[] = {"value", NULL};
	llvm_print_attr_dict(pr, op, elided);
	pr_puts(pr, " : ");
	pr_type(pr, op->res[0].type);
}

/* [{attrs}] : T (llvm.mlir.undef and friends, llvm.intr.stacksave) */
bool parse_llvm_typed(Parser *p, OpState *st)
{
	Type *t;
	if (!p_attr_dict(p, st) || !p_expect(p, TK_COLON, NULL) || !(t = p_type(p)))
		return false;
	svec_push(&st->types, t);
	return true;
}

void print_llvm_typed(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	llvm_print_attr_dict(pr, op, NULL);
	pr_puts(pr, " : ");
	pr_type(pr, op->res[0].type);
}

/* @global [{attrs}] : !llvm.ptr */
bool parse_llvm_addressof(Parser *p, OpState *st)
{
	if (!p_is(p, TK_AT))
		return p_attr_kind_error(p);
	Attr *name = p_attr(p);
	Type *t;
	if (!name || !p_attr_dict(p, st) || !p_expect(p, TK_COLON, NULL) || !(t = p_type(p)))
		return false;
	st_add_attr(p, st, "global_name", name);
	svec_push(&st->types, t);
	return true;
}

void print_llvm_addressof(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	Attr *name = op_attr(op, "global_name");
	if (name) {
		pr_putc(pr, ' ');
		pr_attr(pr, name);
	}
	static const char *const elided[] = {"global_name", NULL};
	llvm_print_attr_dict(pr, op, elided);
	pr_puts(pr, " : ");
	pr_type(pr, op->res[0].type);
}

/* --------------------------------------------------------- intrinsics */

/* (%a, %b) [{attrs}] : (T, U) -> R */
bool parse_llvm_intr(Parser *p, OpState *st)
{
	UnresolvedVec u;
	svec_init(&u);
	Type *ft = NULL;
	Loc floc;
	bool ok = p_expect(p, TK_LPAREN, "before the intrinsic's operands") &&
	          p_operand_list(p, &u, true) && p_expect(p, TK_RPAREN, "after the intrinsic's operands") &&
	          p_attr_dict(p, st) && p_expect(p, TK_COLON, NULL) &&
	          ((floc = p->tok.loc), (ft = p_function_type(p)) != NULL);
	if (ok && ft->nin != u.n)
		ok = p_error_at(p, floc, "%u operands present, but expected %u", u.n, ft->nin);
	ok = ok && p_resolve_all(p, st, &u, ft->params);
	for (unsigned i = 0; ok && i < ft->nout; i++)
		svec_push(&st->types, ty_func_out(ft, i));
	svec_free(&u);
	return ok;
}

void print_llvm_intr(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, '(');
	pr_operands(pr, op, 0, op->nopnds);
	pr_putc(pr, ')');
	llvm_print_attr_dict(pr, op, NULL);
	print_functional(pr, op, 0);
}

/* Ops MLIR gives no custom form: only "llvm.intr.memcpy"(...) reads. */
bool parse_llvm_generic(Parser *p, OpState *st)
{
	return p_error(p, "custom op '%s' has no custom assembly form", op_table[st->kind].name);
}

void print_llvm_generic(Printer *pr, Op *op)
{
	pr_generic(pr, op);
}

/* %p [{attrs}] : T (llvm.intr.vastart, vaend, stackrestore) */
bool parse_llvm_operand(Parser *p, OpState *st)
{
	Unresolved a;
	Type *t;
	return p_operand(p, &a) && p_attr_dict(p, st) && p_expect(p, TK_COLON, NULL) &&
	       (t = p_type(p)) != NULL && p_resolve_into(p, st, &a, t);
}

void print_llvm_operand(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_operands(pr, op, 0, op->nopnds);
	llvm_print_attr_dict(pr, op, NULL);
	pr_puts(pr, " : ");
	pr_operand_types(pr, op, 0, op->nopnds);
}

/* %src to %dest [{attrs}] : T, U; the operands are (dest, src). */
bool parse_llvm_vacopy(Parser *p, OpState *st)
{
	Unresolved src, dst;
	TypeVec t;
	svec_init(&t);
	bool ok = p_operand(p, &src) && p_expect_kw(p, "to") && p_operand(p, &dst) &&
	          p_attr_dict(p, st) && p_colon_types(p, &t, 2) &&
	          p_resolve_into(p, st, &dst, t.v[1]) && p_resolve_into(p, st, &src, t.v[0]);
	svec_free(&t);
	return ok;
}

void print_llvm_vacopy(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_value(pr, op->opnds[1].value);
	pr_puts(pr, " to ");
	pr_value(pr, op->opnds[0].value);
	llvm_print_attr_dict(pr, op, NULL);
	pr_puts(pr, " : ");
	pr_type(pr, op->opnds[1].value->type);
	pr_puts(pr, ", ");
	pr_type(pr, op->opnds[0].value->type);
}

/* %v, %expected [{attrs}] : T */
bool parse_llvm_expect(Parser *p, OpState *st)
{
	UnresolvedVec u;
	svec_init(&u);
	Type *t;
	bool ok = parse_n_operands(p, &u, 2);
	ok = ok && p_attr_dict(p, st) && syn_colon_same_type(p, st, &u, &t);
	if (ok)
		svec_push(&st->types, t);
	svec_free(&u);
	return ok;
}

void print_llvm_expect(Printer *pr, Op *op)
{
	print_llvm_unary(pr, op);
}

/* [{attrs}]: llvm.unreachable, llvm.mlir.global_ctors/dtors */
bool parse_llvm_attrs(Parser *p, OpState *st)
{
	return p_attr_dict(p, st);
}

void print_llvm_attrs(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_attr_dict(pr, op, NULL);
}

/* ---------------------------------------------- unrealized conversion */

/* [%a, %b : T, U] to V, W [{attrs}] */
bool parse_unrealized_cast(Parser *p, OpState *st)
{
	UnresolvedVec u;
	svec_init(&u);
	TypeVec in, out;
	svec_init(&in);
	svec_init(&out);
	bool ok = p_operand_list(p, &u, true);
	if (ok && u.n)
		ok = p_colon_types(p, &in, u.n) && p_resolve_all(p, st, &u, in.v);
	ok = ok && p_expect_kw(p, "to") && p_type_list(p, &out) && p_attr_dict(p, st);
	for (unsigned i = 0; ok && i < out.n; i++)
		svec_push(&st->types, out.v[i]);
	svec_free(&u);
	svec_free(&in);
	svec_free(&out);
	return ok;
}

void print_unrealized_cast(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	if (op->nopnds) {
		pr_putc(pr, ' ');
		pr_operands(pr, op, 0, op->nopnds);
		pr_puts(pr, " : ");
		pr_operand_types(pr, op, 0, op->nopnds);
	}
	pr_puts(pr, " to ");
	pr_result_types(pr, op);
	pr_attr_dict(pr, op, NULL);
}
