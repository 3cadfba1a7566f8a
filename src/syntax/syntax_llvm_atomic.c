/* syntax_llvm_atomic.c - custom forms of the llvm dialect's atomic
 * read-modify-write ops and fences, as mlir-opt-19 reads and prints them:
 *
 *   %old = llvm.atomicrmw [volatile] add %p, %v [syncscope("s")] monotonic : !llvm.ptr, i32
 *   %res = llvm.cmpxchg [weak] [volatile] %p, %cmp, %new acq_rel monotonic : !llvm.ptr, i32
 *   llvm.fence [syncscope("s")] seq_cst
 *
 * The enums are integers (bin_op = 1 : i64, ordering = 2 : i64), as the
 * generic form holds them; cmpxchg's result is !llvm.struct<(T, i1)>. */
#include "config.h"
#include "syntax_llvm.h"

#include <string.h>

/* One keyword of table into attr as an i64, or MLIR's message naming
 * every keyword the enum has. */
static bool parse_enum(Parser *p, OpState *st, const char *attr, const LlvmKeyword *table)
{
	const LlvmKeyword *k = p_is(p, TK_BARE) ? llvm_keyword(table, p->tok.s, p->tok.len) : NULL;
	if (k) {
		st_add_attr(p, st, attr, at_int(p->ctx, ty_i64(p->ctx), k->value));
		p_next(p);
		return true;
	}
	Buf b;
	buf_init(&b);
	for (const LlvmKeyword *e = table; e->name; e++)
		buf_printf(&b, "%s%s", e == table ? "" : ", ", e->name);
	char prefix[128];
	p_error(p, "%sexpected string or keyword containing one of the following enum values for attribute '%s' [%s]",
	        p_custom_prefix(p, prefix, sizeof prefix), attr, b.data);
	buf_free(&b);
	return false;
}

static void print_enum(Printer *pr, Op *op, const char *attr, const LlvmKeyword *table)
{
	Attr *a = op_attr(op, attr);
	for (const LlvmKeyword *k = table; a && a->kind == AT_INT && k->name; k++)
		if (k->value == a->u.i) {
			pr_printf(pr, " %s", k->name);
			return;
		}
}

/* [syncscope("s")] */
static bool parse_syncscope(Parser *p, OpState *st)
{
	if (!p_accept_kw(p, "syncscope"))
		return true;
	Attr *s;
	if (!p_expect(p, TK_LPAREN, "after 'syncscope'"))
		return false;
	if (!p_is(p, TK_STRING))
		return p_error(p, "expected the sync scope as a string");
	if (!(s = p_attr(p)) || !p_expect(p, TK_RPAREN, "after the sync scope"))
		return false;
	st_add_attr(p, st, "syncscope", s);
	return true;
}

static void print_syncscope(Printer *pr, Op *op)
{
	Attr *s = op_attr(op, "syncscope");
	if (!s)
		return;
	pr_puts(pr, " syncscope(");
	pr_attr(pr, s);
	pr_putc(pr, ')');
}

/* The value type the custom form spells, with MLIR's parse-time check
 * (the result type is built from it). */
static bool check_val_type(Parser *p, Loc at, Type *t, bool floats, const char *what)
{
	if (ty_is_int(t) || ty_is_llvm_ptr(t) || (floats && ty_is_float(t)))
		return true;
	char prefix[128];
	return p_error_at(p, at, "%s'val' must be %s, but got '%s'", p_custom_prefix(p, prefix, sizeof prefix),
	                  what, type_str(p->ctx, t));
}

static const char *const atomic_elided[] = {
	"volatile_", "weak", "bin_op", "ordering", "success_ordering", "failure_ordering", "syncscope", NULL,
};

/* [volatile] op %p, %v [syncscope("s")] ordering [{attrs}] : !llvm.ptr, T */
bool parse_llvm_atomicrmw(Parser *p, OpState *st)
{
	if (p_accept_kw(p, "volatile"))
		st_add_attr(p, st, "volatile_", at_unit(p->ctx));
	UnresolvedVec u;
	svec_init(&u);
	TypeVec t;
	svec_init(&t);
	Unresolved a, v;
	Loc tloc = {0};
	bool ok = parse_enum(p, st, "bin_op", llvm_atomic_binops) && p_operand(p, &a) &&
	          p_expect(p, TK_COMMA, NULL) && p_operand(p, &v) && parse_syncscope(p, st) &&
	          parse_enum(p, st, "ordering", llvm_orderings) && p_attr_dict(p, st);
	if (ok) {
		tloc = p->tok.loc;
		ok = p_colon_types(p, &t, 2);
	}
	ok = ok && check_val_type(p, tloc, t.v[1], true,
	                          "floating point LLVM type or LLVM pointer type or signless integer");
	if (ok) {
		svec_push(&u, a);
		svec_push(&u, v);
		svec_push(&st->types, t.v[1]);
		ok = p_resolve_all(p, st, &u, t.v);
	}
	svec_free(&u);
	svec_free(&t);
	return ok;
}

void print_llvm_atomicrmw(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	if (op_attr(op, "volatile_"))
		pr_puts(pr, " volatile");
	print_enum(pr, op, "bin_op", llvm_atomic_binops);
	pr_putc(pr, ' ');
	pr_operands(pr, op, 0, op->nopnds);
	print_syncscope(pr, op);
	print_enum(pr, op, "ordering", llvm_orderings);
	llvm_print_attr_dict(pr, op, atomic_elided);
	pr_puts(pr, " : ");
	pr_operand_types(pr, op, 0, op->nopnds);
}

/* [weak] [volatile] %p, %cmp, %new [syncscope("s")] success failure
 * [{attrs}] : !llvm.ptr, T */
bool parse_llvm_cmpxchg(Parser *p, OpState *st)
{
	if (p_accept_kw(p, "weak"))
		st_add_attr(p, st, "weak", at_unit(p->ctx));
	if (p_accept_kw(p, "volatile"))
		st_add_attr(p, st, "volatile_", at_unit(p->ctx));
	UnresolvedVec u;
	svec_init(&u);
	TypeVec t;
	svec_init(&t);
	Unresolved a, c, n;
	Loc tloc = {0};
	bool ok = p_operand(p, &a) && p_expect(p, TK_COMMA, NULL) && p_operand(p, &c) &&
	          p_expect(p, TK_COMMA, NULL) && p_operand(p, &n) && parse_syncscope(p, st) &&
	          parse_enum(p, st, "success_ordering", llvm_orderings) &&
	          parse_enum(p, st, "failure_ordering", llvm_orderings) && p_attr_dict(p, st);
	if (ok) {
		tloc = p->tok.loc;
		ok = p_colon_types(p, &t, 2);
	}
	ok = ok && check_val_type(p, tloc, t.v[1], false, "signless integer or LLVM pointer type");
	if (ok) {
		Type *ptr_val[3] = {t.v[0], t.v[1], t.v[1]};
		Type *fields[2] = {t.v[1], ty_int(p->ctx, 1)};
		svec_push(&u, a);
		svec_push(&u, c);
		svec_push(&u, n);
		svec_push(&st->types, ty_llvm_struct(p->ctx, NULL, fields, 2, 0));
		ok = p_resolve_all(p, st, &u, ptr_val);
	}
	svec_free(&u);
	svec_free(&t);
	return ok;
}

void print_llvm_cmpxchg(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	if (op_attr(op, "weak"))
		pr_puts(pr, " weak");
	if (op_attr(op, "volatile_"))
		pr_puts(pr, " volatile");
	pr_putc(pr, ' ');
	pr_operands(pr, op, 0, op->nopnds);
	print_syncscope(pr, op);
	print_enum(pr, op, "success_ordering", llvm_orderings);
	print_enum(pr, op, "failure_ordering", llvm_orderings);
	llvm_print_attr_dict(pr, op, atomic_elided);
	pr_puts(pr, " : ");
	pr_operand_types(pr, op, 0, 2);
}

/* [syncscope("s")] ordering [{attrs}] */
bool parse_llvm_fence(Parser *p, OpState *st)
{
	return parse_syncscope(p, st) && parse_enum(p, st, "ordering", llvm_orderings) &&
	       p_attr_dict(p, st);
}

void print_llvm_fence(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	print_syncscope(pr, op);
	print_enum(pr, op, "ordering", llvm_orderings);
	llvm_print_attr_dict(pr, op, atomic_elided);
}
