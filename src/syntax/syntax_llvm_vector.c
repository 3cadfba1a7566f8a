/* syntax_llvm_vector.c - custom forms of the llvm dialect's vector
 * element ops, as mlir-opt-19 reads and prints them:
 *
 *   %x = llvm.extractelement %v[%i : i32] : vector<4xf32>
 *   %w = llvm.insertelement %x, %v[%i : i64] : vector<4xf32>
 *   %s = llvm.shufflevector %a, %b [0, 5, -1] : vector<4xf32>
 *
 * The vector is a 1-d builtin vector or an !llvm.vec; shufflevector's
 * mask (-1: any element) is a dense i32 array whose length is the
 * result's. */
#include "config.h"
#include "syntax_llvm.h"

static bool is_llvm_vector(const Type *t)
{
	return (t->kind == TY_VECTOR && t->rank == 1) || t->kind == TY_LLVM_VEC;
}

static Type *element_of(Type *t)
{
	return t->elem;
}

/* The vector type after ':', with MLIR's check, reported at the type or
 * (shufflevector's, from a custom directive) at the token after it. */
static Type *vector_type(Parser *p, const char *what, bool at_next)
{
	Loc at = p->tok.loc;
	Type *t = p_type(p);
	if (!t)
		return NULL;
	if (at_next)
		at = p->tok.loc;
	if (!is_llvm_vector(t)) {
		char prefix[128];
		p_error_at(p, at, "%s%s", p_custom_prefix(p, prefix, sizeof prefix), what);
		return NULL;
	}
	return t;
}

/* "[%i : T]" into *pos (unresolved) and *pt. */
static bool parse_position(Parser *p, Unresolved *pos, Type **pt)
{
	if (!p_expect(p, TK_LSQUARE, NULL) || !p_operand(p, pos) || !p_expect(p, TK_COLON, NULL))
		return false;
	Loc at = p->tok.loc;
	if (!(*pt = p_type(p)))
		return false;
	if (!ty_is_int(*pt)) {
		char prefix[128];
		return p_error_at(p, at, "%sinvalid kind of type specified", p_custom_prefix(p, prefix, sizeof prefix));
	}
	return p_expect(p, TK_RSQUARE, NULL);
}

static void print_position(Printer *pr, Op *op, unsigned i)
{
	pr_putc(pr, '[');
	pr_value(pr, op->opnds[i].value);
	pr_puts(pr, " : ");
	pr_type(pr, op->opnds[i].value->type);
	pr_putc(pr, ']');
}

static const char *const NOT_VECTOR = "'vector' must be LLVM dialect-compatible vector type";

/* %v[%i : T] [{attrs}] : V */
bool parse_llvm_extractelement(Parser *p, OpState *st)
{
	Unresolved v, pos;
	Type *pt, *vt;
	if (!p_operand(p, &v) || !parse_position(p, &pos, &pt) || !p_attr_dict(p, st) ||
	    !p_expect(p, TK_COLON, NULL) || !(vt = vector_type(p, NOT_VECTOR, false)))
		return false;
	svec_push(&st->types, element_of(vt));
	return p_resolve_into(p, st, &v, vt) && p_resolve_into(p, st, &pos, pt);
}

void print_llvm_extractelement(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_value(pr, op->opnds[0].value);
	print_position(pr, op, 1);
	llvm_print_attr_dict(pr, op, NULL);
	pr_puts(pr, " : ");
	pr_type(pr, op->opnds[0].value->type);
}

/* llvm.intr.vector.reduce.fmax and friends: the intrinsics' form, which
 * MLIR 19 prints with two spaces after the operand list, "(%v)  : (T)
 * -> U" or "(%v)  {fastmathFlags = ...} : ...": one is the space its
 * fastmath formats put before the dictionary, which
 * llvm_print_attr_dict writes (the ops have fastmathFlags), the other
 * the dictionary's or the colon's own. */
bool parse_llvm_reduce(Parser *p, OpState *st)
{
	return parse_llvm_intr(p, st);
}

void print_llvm_reduce(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, '(');
	pr_operands(pr, op, 0, op->nopnds);
	pr_putc(pr, ')');
	llvm_print_attr_dict(pr, op, NULL);
	pr_puts(pr, " : (");
	pr_operand_types(pr, op, 0, op->nopnds);
	pr_puts(pr, ") -> ");
	pr_type(pr, op->res[0].type);
}

/* %x, %v[%i : T] [{attrs}] : V; the operands are (vector, value, position). */
bool parse_llvm_insertelement(Parser *p, OpState *st)
{
	Unresolved x, v, pos;
	Type *pt, *vt;
	if (!p_operand(p, &x) || !p_expect(p, TK_COMMA, NULL) || !p_operand(p, &v) ||
	    !parse_position(p, &pos, &pt) || !p_attr_dict(p, st) || !p_expect(p, TK_COLON, NULL) ||
	    !(vt = vector_type(p, NOT_VECTOR, false)))
		return false;
	svec_push(&st->types, vt);
	return p_resolve_into(p, st, &v, vt) && p_resolve_into(p, st, &x, element_of(vt)) &&
	       p_resolve_into(p, st, &pos, pt);
}

void print_llvm_insertelement(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_value(pr, op->opnds[1].value);
	pr_puts(pr, ", ");
	pr_value(pr, op->opnds[0].value);
	print_position(pr, op, 2);
	llvm_print_attr_dict(pr, op, NULL);
	pr_puts(pr, " : ");
	pr_type(pr, op->opnds[0].value->type);
}

/* The result type of a shuffle of vt by a mask of n entries. */
static Type *shuffle_type(Ctx *c, Type *vt, unsigned n)
{
	int64_t len = n;
	if (vt->kind == TY_LLVM_VEC)
		return ty_llvm_vec(c, vt->elem, len, vt->width != 0);
	return ty_vector(c, vt->elem, 1, &len);
}

/* %a, %b [0, 5, -1] [{attrs}] : V */
bool parse_llvm_shufflevector(Parser *p, OpState *st)
{
	Unresolved a, b;
	if (!p_operand(p, &a) || !p_expect(p, TK_COMMA, NULL) || !p_operand(p, &b) ||
	    !p_expect(p, TK_LSQUARE, NULL))
		return false;
	I64Vec mask;
	svec_init(&mask);
	bool ok = true;
	if (!p_is(p, TK_RSQUARE)) {
		do {
			int64_t v;
			bool neg;
			Loc at = p->tok.loc;
			ok = p_integer(p, &v, &neg);
			if (ok && (v < INT32_MIN || v > INT32_MAX))
				ok = p_error_at(p, at, "integer value too large");
			if (ok)
				svec_push(&mask, v);
		} while (ok && p_accept(p, TK_COMMA));
	}
	Type *vt = NULL;
	ok = ok && p_expect(p, TK_RSQUARE, NULL) && p_attr_dict(p, st) && p_expect(p, TK_COLON, NULL) &&
	     (vt = vector_type(p, "expected an LLVM compatible vector type", true)) != NULL;
	if (ok) {
		st_add_attr(p, st, "mask", at_dense(p->ctx, ty_int(p->ctx, 32), mask.v, mask.n));
		svec_push(&st->types, shuffle_type(p->ctx, vt, mask.n));
		ok = p_resolve_into(p, st, &a, vt) && p_resolve_into(p, st, &b, vt);
	}
	svec_free(&mask);
	return ok;
}

void print_llvm_shufflevector(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_operands(pr, op, 0, op->nopnds);
	pr_puts(pr, " [");
	Attr *m = op_attr(op, "mask");
	for (unsigned i = 0; m && m->kind == AT_DENSE_ARRAY && i < m->u.dense.n; i++)
		pr_printf(pr, "%s%lld", i ? ", " : "", (long long)m->u.dense.vals[i]);
	pr_putc(pr, ']');
	static const char *const elided[] = {"mask", NULL};
	llvm_print_attr_dict(pr, op, elided);
	pr_puts(pr, " : ");
	pr_type(pr, op->opnds[0].value->type);
	/* MLIR 19's printer leaves a space at the end of the line. */
	pr_putc(pr, ' ');
}
