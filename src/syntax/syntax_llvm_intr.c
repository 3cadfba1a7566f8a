/* syntax_llvm_intr.c - custom forms of the llvm intrinsics whose syntax
 * is neither llvm.intr.fabs's "(%a) : (T) -> R" nor the generic form:
 *
 *   llvm.intr.eh.typeid.for %p : (!llvm.ptr) -> i32
 *   llvm.intr.lifetime.start 16, %p : !llvm.ptr        (and .end)
 *   %s = llvm.intr.invariant.start 8, %p : !llvm.ptr   (its result is
 *   llvm.intr.invariant.end %s, 8, %p : !llvm.ptr       always !llvm.ptr)
 *   %v = llvm.intr.vector.insert %sub, %dst[4] : vector<4xf32> into vector<8xf32>
 *   %s = llvm.intr.vector.extract %v[4] : vector<4xf32> from vector<8xf32>
 *
 * The integers are i64 properties, "size" and "pos".  vector.insert's
 * operands are (dst, sub) in the generic form, the other way round in
 * the custom one, as in MLIR.  The vector dialect's vector.scalable.insert
 * and vector.scalable.extract have the same form, with the operands of
 * insert in their written order and vector types only. */
#include "config.h"
#include "syntax_llvm.h"
#include "syntax_vector.h"

/* %a [{attrs}] : (T) -> R: one operand (what eh.typeid.for has), a
 * functional type. */
bool parse_llvm_functional(Parser *p, OpState *st)
{
	UnresolvedVec u;
	svec_init(&u);
	Unresolved a;
	Type *ft = NULL;
	bool ok = p_operand(p, &a) && p_attr_dict(p, st) && p_expect(p, TK_COLON, NULL) &&
	          (ft = p_function_type(p)) != NULL;
	if (ok)
		svec_push(&u, a);
	if (ok && ft->nin != u.n)
		ok = p_error_at(p, st->loc, "custom op '%s' %u operands present, but expected %u",
		                op_table[st->kind].name, u.n, ft->nin);
	ok = ok && p_resolve_all(p, st, &u, ft->params);
	for (unsigned i = 0; ok && i < ft->nout; i++)
		svec_push(&st->types, ty_func_out(ft, i));
	svec_free(&u);
	return ok;
}

void print_llvm_functional(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_operands(pr, op, 0, op->nopnds);
	llvm_print_attr_dict(pr, op, NULL);
	pr_puts(pr, " : (");
	pr_operand_types(pr, op, 0, op->nopnds);
	pr_puts(pr, ") -> ");
	if (op->nres == 1)
		pr_type(pr, op->res[0].type);
	else
		pr_puts(pr, "()");
}

/* An i64 property written as a bare integer. */
static bool parse_i64_prop(Parser *p, OpState *st, const char *name)
{
	int64_t v;
	bool neg;
	if (!p_integer(p, &v, &neg))
		return false;
	st_add_attr(p, st, name, at_int(p->ctx, ty_i64(p->ctx), v));
	return true;
}

static void print_i64_prop(Printer *pr, Op *op, const char *name)
{
	Attr *a = op_attr(op, name);
	if (a && a->kind == AT_INT)
		pr_printf(pr, "%lld", (long long)a->u.i);
	else
		pr_puts(pr, "<<malformed>>");
}

/* [%start,] size, %p [{attrs}] : !llvm.ptr */
bool parse_llvm_sized(Parser *p, OpState *st)
{
	Unresolved start, ptr;
	Type *t;
	bool end = st->kind == OP_LLVM_INTR_INVARIANT_END;
	if (end && (!p_operand(p, &start) || !p_expect(p, TK_COMMA, NULL)))
		return false;
	if (!parse_i64_prop(p, st, "size") || !p_expect(p, TK_COMMA, NULL) || !p_operand(p, &ptr) ||
	    !p_attr_dict(p, st) || !p_expect(p, TK_COLON, NULL) || !(t = p_type(p)))
		return false;
	if (end && !p_resolve_into(p, st, &start, ty_llvm_ptr(p->ctx, 0)))
		return false;
	if (!p_resolve_into(p, st, &ptr, t))
		return false;
	if (st->kind == OP_LLVM_INTR_INVARIANT_START)
		svec_push(&st->types, ty_llvm_ptr(p->ctx, 0));
	return true;
}

void print_llvm_sized(Printer *pr, Op *op)
{
	static const char *const elided[] = {"size", NULL};
	/* Only what the verifier passed has this form. */
	if (op->nopnds != (op->kind == OP_LLVM_INTR_INVARIANT_END ? 2u : 1u)) {
		pr_generic(pr, op);
		return;
	}
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	unsigned ptr = op->nopnds - 1;
	if (ptr) {
		pr_value(pr, op->opnds[0].value);
		pr_puts(pr, ", ");
	}
	print_i64_prop(pr, op, "size");
	pr_puts(pr, ", ");
	pr_value(pr, op->opnds[ptr].value);
	llvm_print_attr_dict(pr, op, elided);
	pr_puts(pr, " : ");
	pr_type(pr, op->opnds[ptr].value->type);
}

static bool is_insert(OpKind k)
{
	return k == OP_LLVM_INTR_VECTOR_INSERT || k == OP_VECTOR_SCALABLE_INSERT;
}

/* A type of the form; the vector dialect's must be vectors. */
static Type *part_type(Parser *p, OpState *st)
{
	bool llvm = st->kind == OP_LLVM_INTR_VECTOR_INSERT || st->kind == OP_LLVM_INTR_VECTOR_EXTRACT;
	return llvm ? p_type(p) : syn_vector_type(p, op_table[st->kind].name);
}

/* %sub, %dst[pos] [{attrs}] : T into U      (insert)
 * %src[pos] [{attrs}] : T from U             (extract) */
bool parse_llvm_vector_part(Parser *p, OpState *st)
{
	bool insert = is_insert(st->kind);
	Unresolved sub, vec;
	Type *t, *u;
	if (insert && (!p_operand(p, &sub) || !p_expect(p, TK_COMMA, NULL)))
		return false;
	if (!p_operand(p, &vec) || !p_expect(p, TK_LSQUARE, NULL) || !parse_i64_prop(p, st, "pos") ||
	    !p_expect(p, TK_RSQUARE, NULL) || !p_attr_dict(p, st) || !p_expect(p, TK_COLON, NULL) ||
	    !(t = part_type(p, st)) || !p_expect_kw(p, insert ? "into" : "from") || !(u = part_type(p, st)))
		return false;
	if (insert) {
		/* llvm.intr.vector.insert's operands are (dst, sub). */
		bool llvm = st->kind == OP_LLVM_INTR_VECTOR_INSERT;
		if (!p_resolve_into(p, st, llvm ? &vec : &sub, llvm ? u : t) ||
		    !p_resolve_into(p, st, llvm ? &sub : &vec, llvm ? t : u))
			return false;
		svec_push(&st->types, u);
		return true;
	}
	if (!p_resolve_into(p, st, &vec, u))
		return false;
	svec_push(&st->types, t);
	return true;
}

void print_llvm_vector_part(Printer *pr, Op *op)
{
	static const char *const elided[] = {"pos", NULL};
	bool insert = is_insert(op->kind), llvm = op->kind == OP_LLVM_INTR_VECTOR_INSERT ||
	                                                    op->kind == OP_LLVM_INTR_VECTOR_EXTRACT;
	if (op->nopnds != (insert ? 2u : 1u) || op->nres != 1) {
		pr_generic(pr, op);
		return;
	}
	/* The written order: (sub, vec) of insert, (vec) of extract. */
	unsigned sub = llvm, vec = insert && !llvm;
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	if (insert) {
		pr_value(pr, op->opnds[sub].value);
		pr_puts(pr, ", ");
	}
	pr_value(pr, op->opnds[vec].value);
	pr_putc(pr, '[');
	print_i64_prop(pr, op, "pos");
	pr_putc(pr, ']');
	if (llvm)
		llvm_print_attr_dict(pr, op, elided);
	else
		pr_attr_dict(pr, op, elided);
	pr_puts(pr, " : ");
	if (insert) {
		pr_type(pr, op->opnds[sub].value->type);
		pr_puts(pr, " into ");
		pr_type(pr, op->res[0].type);
	} else {
		pr_type(pr, op->res[0].type);
		pr_puts(pr, " from ");
		pr_type(pr, op->opnds[0].value->type);
	}
}
