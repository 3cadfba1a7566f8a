/* syntax_llvm_mem.c - custom forms of the llvm dialect's memory and
 * aggregate ops: alloca, load, store, getelementptr, extractvalue,
 * insertvalue. */
#include "config.h"
#include "syntax_llvm.h"

#include <stdlib.h>
#include <string.h>

/* Marks a dynamic index among rawConstantIndices (MLIR's kDynamicIndex). */
enum { GEP_DYNAMIC = INT32_MIN };

/* ------------------------------------------------------------- alloca */

/* [inalloca] %n x T [{attrs}] : (i64) -> !llvm.ptr */
bool parse_llvm_alloca(Parser *p, OpState *st)
{
	if (p_accept_kw(p, "inalloca"))
		st_add_attr(p, st, "inalloca", at_unit(p->ctx));
	Unresolved n;
	Type *elem, *ft;
	Loc floc;
	if (!p_operand(p, &n) || !p_expect_kw(p, "x") || !(elem = p_type(p)) || !p_attr_dict(p, st) ||
	    !p_expect(p, TK_COLON, NULL))
		return false;
	floc = p->tok.loc;
	if (!(ft = p_type(p)))
		return false;
	/* MLIR checks the alignment's kind first, at the op's name. */
	for (unsigned i = 0; i < st->attrs.n; i++)
		if (!strcmp(st->attrs.v[i].name, "alignment") && st->attrs.v[i].attr->kind != AT_INT)
			return p_error_at(p, st->loc, "expected integer alignment");
	if (ft->kind != TY_FUNC || ft->nin != 1 || ft->nout != 1)
		return p_error_at(p, floc, "expected trailing function type with one argument and one result");
	st_add_attr(p, st, "elem_type", at_type(p->ctx, elem));
	svec_push(&st->types, ty_func_out(ft, 0));
	return p_resolve_into(p, st, &n, ty_func_in(ft, 0));
}

void print_llvm_alloca(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	if (op_attr(op, "inalloca"))
		pr_puts(pr, " inalloca");
	pr_putc(pr, ' ');
	pr_operands(pr, op, 0, op->nopnds);
	pr_puts(pr, " x ");
	Attr *e = op_attr(op, "elem_type");
	if (e && e->kind == AT_TYPE)
		pr_type(pr, e->type);
	static const char *const elided[] = {"inalloca", "elem_type", NULL};
	llvm_print_attr_dict(pr, op, elided);
	pr_puts(pr, " : (");
	pr_operand_types(pr, op, 0, op->nopnds);
	pr_puts(pr, ") -> ");
	pr_type(pr, op->res[0].type);
}

/* ------------------------------------------------------- load, store */

/* [atomic [syncscope("s")] ordering] after the address. */
static bool parse_atomic(Parser *p, OpState *st)
{
	if (!p_accept_kw(p, "atomic"))
		return true;
	if (p_accept_kw(p, "syncscope")) {
		Attr *s;
		if (!p_expect(p, TK_LPAREN, "after 'syncscope'") || !p_is(p, TK_STRING) ||
		    !(s = p_attr(p)) || !p_expect(p, TK_RPAREN, "after the sync scope"))
			return p_is(p, TK_STRING) ? false : p_error(p, "expected the sync scope as a string");
		st_add_attr(p, st, "syncscope", s);
	}
	const LlvmKeyword *k = p_is(p, TK_BARE) ? llvm_keyword(llvm_orderings, p->tok.s, p->tok.len) : NULL;
	if (!k)
		return p_error(p, "expected an atomic ordering (unordered, monotonic, acquire, release, acq_rel or seq_cst)");
	st_add_attr(p, st, "ordering", at_int(p->ctx, ty_i64(p->ctx), k->value));
	p_next(p);
	return true;
}

static void print_atomic(Printer *pr, Op *op)
{
	Attr *o = op_attr(op, "ordering");
	if (!o || o->kind != AT_INT || o->u.i == 0)
		return;
	pr_puts(pr, " atomic");
	Attr *s = op_attr(op, "syncscope");
	if (s) {
		pr_puts(pr, " syncscope(");
		pr_attr(pr, s);
		pr_putc(pr, ')');
	}
	for (const LlvmKeyword *k = llvm_orderings; k->name; k++)
		if (k->value == o->u.i)
			pr_printf(pr, " %s", k->name);
}

static const char *const mem_elided[] = {
	"volatile_", "ordering", "syncscope", "invariant", NULL,
};

/* [volatile] %p [atomic ...] [invariant] [{attrs}] : !llvm.ptr -> T */
bool parse_llvm_load(Parser *p, OpState *st)
{
	if (p_accept_kw(p, "volatile"))
		st_add_attr(p, st, "volatile_", at_unit(p->ctx));
	Unresolved a;
	Type *pt, *t;
	if (!p_operand(p, &a) || !parse_atomic(p, st))
		return false;
	if (p_accept_kw(p, "invariant"))
		st_add_attr(p, st, "invariant", at_unit(p->ctx));
	if (!p_attr_dict(p, st) || !p_expect(p, TK_COLON, NULL) || !(pt = p_type(p)) ||
	    !p_expect(p, TK_ARROW, "between the address type and the loaded type") || !(t = p_type(p)))
		return false;
	svec_push(&st->types, t);
	return p_resolve_into(p, st, &a, pt);
}

void print_llvm_load(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	if (op_attr(op, "volatile_"))
		pr_puts(pr, " volatile");
	pr_putc(pr, ' ');
	pr_operands(pr, op, 0, op->nopnds);
	print_atomic(pr, op);
	if (op_attr(op, "invariant"))
		pr_puts(pr, " invariant");
	llvm_print_attr_dict(pr, op, mem_elided);
	pr_puts(pr, " : ");
	pr_type(pr, op->opnds[0].value->type);
	pr_puts(pr, " -> ");
	pr_type(pr, op->res[0].type);
}

/* [volatile] %v, %p [atomic ...] [{attrs}] : T, !llvm.ptr */
bool parse_llvm_store(Parser *p, OpState *st)
{
	if (p_accept_kw(p, "volatile"))
		st_add_attr(p, st, "volatile_", at_unit(p->ctx));
	UnresolvedVec u;
	svec_init(&u);
	TypeVec t;
	svec_init(&t);
	Unresolved v, a;
	bool ok = p_operand(p, &v) && p_expect(p, TK_COMMA, NULL) && p_operand(p, &a) &&
	          parse_atomic(p, st) && p_attr_dict(p, st) && p_colon_types(p, &t, 2);
	if (ok) {
		svec_push(&u, v);
		svec_push(&u, a);
		ok = p_resolve_all(p, st, &u, t.v);
	}
	svec_free(&u);
	svec_free(&t);
	return ok;
}

void print_llvm_store(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	if (op_attr(op, "volatile_"))
		pr_puts(pr, " volatile");
	pr_putc(pr, ' ');
	pr_operands(pr, op, 0, op->nopnds);
	print_atomic(pr, op);
	llvm_print_attr_dict(pr, op, mem_elided);
	pr_puts(pr, " : ");
	pr_operand_types(pr, op, 0, op->nopnds);
}

/* ------------------------------------------------------ getelementptr */

/* "[%i, 2, %j]": dynamic indices into u, every index into raw. */
static bool parse_gep_indices(Parser *p, UnresolvedVec *u, I64Vec *raw)
{
	if (!p_expect(p, TK_LSQUARE, "before the indices"))
		return false;
	do {
		if (p_is_operand(p)) {
			Unresolved x;
			if (!p_operand(p, &x))
				return false;
			svec_push(u, x);
			svec_push(raw, GEP_DYNAMIC);
			continue;
		}
		int64_t v;
		bool neg;
		Loc loc = p->tok.loc;
		if (!p_is(p, TK_INT) && !p_is(p, TK_MINUS))
			return p_error(p, "expected SSA operand");
		if (!p_integer(p, &v, &neg))
			return false;
		if (v < INT32_MIN + 1 || v > INT32_MAX)
			return p_error_at(p, loc, "constant index does not fit in 32 bits");
		svec_push(raw, v);
	} while (p_accept(p, TK_COMMA));
	return p_expect(p, TK_RSQUARE, "after the indices");
}

/* [inbounds] %p[%i, 1] [{attrs}] : (!llvm.ptr, i64) -> !llvm.ptr, T */
bool parse_llvm_gep(Parser *p, OpState *st)
{
	if (p_accept_kw(p, "inbounds"))
		st_add_attr(p, st, "inbounds", at_unit(p->ctx));
	UnresolvedVec u;
	svec_init(&u);
	I64Vec raw;
	svec_init(&raw);
	Unresolved base;
	Type *ft = NULL, *elem;
	Loc floc, bloc = p->tok.loc;
	char prefix[128];
	bool ok = p_operand(p, &base) && parse_gep_indices(p, &u, &raw) && p_attr_dict(p, st) &&
	          p_expect(p, TK_COLON, NULL) && ((floc = p->tok.loc), (ft = p_type(p)) != NULL);
	/* MLIR's functional-type: a function type, as many inputs as
	 * operands (counted at the base); the result count is the
	 * verifier's ("requires one result"). */
	if (ok && ft->kind != TY_FUNC)
		ok = p_error_at(p, floc, "%sinvalid kind of type specified", p_custom_prefix(p, prefix, sizeof prefix));
	ok = ok && p_expect(p, TK_COMMA, "before the element type") && (elem = p_type(p)) != NULL;
	if (ok && ft->nin != u.n + 1)
		ok = p_error_at(p, bloc, "%s%u operands present, but expected %u",
		                p_custom_prefix(p, prefix, sizeof prefix), u.n + 1, ft->nin);
	if (ok) {
		ok = p_resolve_into(p, st, &base, ty_func_in(ft, 0)) &&
		     p_resolve_all(p, st, &u, ft->params + 1);
		for (unsigned i = 0; i < ft->nout; i++)
			svec_push(&st->types, ty_func_out(ft, i));
		st_add_attr(p, st, "elem_type", at_type(p->ctx, elem));
		st_add_attr(p, st, "rawConstantIndices", at_dense(p->ctx, ty_int(p->ctx, 32), raw.v, raw.n));
	}
	svec_free(&u);
	svec_free(&raw);
	return ok;
}

void print_llvm_gep(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	if (op_attr(op, "inbounds"))
		pr_puts(pr, " inbounds");
	pr_putc(pr, ' ');
	pr_value(pr, op->opnds[0].value);
	pr_putc(pr, '[');
	Attr *raw = op_attr(op, "rawConstantIndices");
	unsigned dyn = 1;
	for (unsigned i = 0; raw && raw->kind == AT_DENSE_ARRAY && i < raw->u.dense.n; i++) {
		if (i)
			pr_puts(pr, ", ");
		if (raw->u.dense.vals[i] == GEP_DYNAMIC && dyn < op->nopnds)
			pr_value(pr, op->opnds[dyn++].value);
		else
			pr_printf(pr, "%lld", (long long)raw->u.dense.vals[i]);
	}
	pr_putc(pr, ']');
	static const char *const elided[] = {"inbounds", "rawConstantIndices", "elem_type", NULL};
	llvm_print_attr_dict(pr, op, elided);
	pr_puts(pr, " : (");
	pr_operand_types(pr, op, 0, op->nopnds);
	pr_puts(pr, ") -> ");
	pr_type(pr, op->res[0].type);
	pr_puts(pr, ", ");
	Attr *e = op_attr(op, "elem_type");
	if (e && e->kind == AT_TYPE)
		pr_type(pr, e->type);
}

/* ---------------------------------------------------------- aggregates */

/* The type at `position` inside an aggregate, or NULL after reporting
 * at the token after the op's type, where MLIR 19 reports it. */
static Type *position_type(Parser *p, OpKind kind, Type *agg, const I64Vec *pos)
{
	Loc loc = p->tok.loc;
	Type *t = agg;
	for (unsigned i = 0; i < pos->n; i++) {
		int64_t k = pos->v[i];
		if (t->kind == TY_LLVM_ARRAY) {
			if (k < 0 || k >= ty_llvm_array_size(t)) {
				p_error_at(p, loc, "custom op '%s' position out of bounds: %lld",
				           op_table[kind].name, (long long)k);
				return NULL;
			}
			t = t->elem;
		} else if (t->kind == TY_LLVM_STRUCT) {
			if (k < 0 || k >= (int64_t)t->nin) {
				p_error_at(p, loc, "custom op '%s' position out of bounds: %lld",
				           op_table[kind].name, (long long)k);
				return NULL;
			}
			t = t->params[k];
		} else {
			p_error_at(p, loc, "custom op '%s' expected LLVM IR structure/array type, got: '%s'",
			           op_table[kind].name, type_str(p->ctx, t));
			return NULL;
		}
	}
	return t;
}

/* "[0, 1]" */
static bool parse_position(Parser *p, I64Vec *pos)
{
	if (!p_expect(p, TK_LSQUARE, "before the position"))
		return false;
	do {
		int64_t v;
		bool neg;
		if (!p_integer(p, &v, &neg))
			return false;
		svec_push(pos, v);
	} while (p_accept(p, TK_COMMA));
	return p_expect(p, TK_RSQUARE, "after the position");
}

static void print_position(Printer *pr, Op *op)
{
	Attr *a = op_attr(op, "position");
	pr_putc(pr, '[');
	for (unsigned i = 0; a && a->kind == AT_DENSE_ARRAY && i < a->u.dense.n; i++)
		pr_printf(pr, "%s%lld", i ? ", " : "", (long long)a->u.dense.vals[i]);
	pr_putc(pr, ']');
}

/* %agg[0, 1] [{attrs}] : T (T the aggregate's type) */
bool parse_llvm_extractvalue(Parser *p, OpState *st)
{
	Unresolved a;
	I64Vec pos;
	svec_init(&pos);
	Type *agg = NULL, *t = NULL;
	bool ok = p_operand(p, &a) && parse_position(p, &pos) &&
	          p_attr_dict(p, st) && p_expect(p, TK_COLON, NULL) && (agg = p_type(p)) != NULL &&
	          (t = position_type(p, st->kind, agg, &pos)) != NULL && p_resolve_into(p, st, &a, agg);
	if (ok) {
		svec_push(&st->types, t);
		st_add_attr(p, st, "position", at_dense(p->ctx, ty_i64(p->ctx), pos.v, pos.n));
	}
	svec_free(&pos);
	return ok;
}

void print_llvm_extractvalue(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_value(pr, op->opnds[0].value);
	print_position(pr, op);
	static const char *const elided[] = {"position", NULL};
	llvm_print_attr_dict(pr, op, elided);
	pr_puts(pr, " : ");
	pr_type(pr, op->opnds[0].value->type);
	/* MLIR 19's custom printer ends the line with a space. */
	pr_putc(pr, ' ');
}

/* %v, %agg[0] [{attrs}] : T (T the aggregate's type) */
bool parse_llvm_insertvalue(Parser *p, OpState *st)
{
	Unresolved v, a;
	I64Vec pos;
	svec_init(&pos);
	Type *agg = NULL, *t = NULL;
	bool ok = p_operand(p, &v) && p_expect(p, TK_COMMA, NULL) && p_operand(p, &a) &&
	          parse_position(p, &pos) && p_attr_dict(p, st) &&
	          p_expect(p, TK_COLON, NULL) && (agg = p_type(p)) != NULL &&
	          (t = position_type(p, st->kind, agg, &pos)) != NULL &&
	          p_resolve_into(p, st, &a, agg) && p_resolve_into(p, st, &v, t);
	if (ok) {
		svec_push(&st->types, agg);
		st_add_attr(p, st, "position", at_dense(p->ctx, ty_i64(p->ctx), pos.v, pos.n));
	}
	svec_free(&pos);
	return ok;
}

void print_llvm_insertvalue(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_value(pr, op->opnds[1].value);
	pr_puts(pr, ", ");
	pr_value(pr, op->opnds[0].value);
	print_position(pr, op);
	static const char *const elided[] = {"position", NULL};
	llvm_print_attr_dict(pr, op, elided);
	pr_puts(pr, " : ");
	pr_type(pr, op->opnds[0].value->type);
	/* MLIR 19's custom printer ends the line with a space. */
	pr_putc(pr, ' ');
}
