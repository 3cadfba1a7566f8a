/* syntax_memref_ops.c - custom forms of the memref ops that are not
 * views: copy, global and get_global, alloca_scope, the atomics,
 * assume_alignment, realloc and prefetch. */
#include "config.h"
#include "forms.h"

#include <stdio.h>
#include <string.h>

/* Names of atomic_rmw's kinds, by the number MLIR's AtomicRMWKind
 * gives each (the generic form stores the number). */
const char *const atomic_rmw_kinds[15] = {
	"addf", "addi", "assign", "maximumf", "maxs", "maxu", "minimumf", "mins",
	"minu", "mulf", "muli", "ori", "andi", "maxnumf", "minnumf",
};

/* ---------------------------------------------------------------- copy */

/* %a, %b {attrs} : T to U */
bool parse_copy(Parser *p, OpState *st)
{
	Unresolved a, b;
	Type *ta, *tb;
	return p_operand(p, &a) && p_expect(p, TK_COMMA, NULL) && p_operand(p, &b) &&
	       p_attr_dict(p, st) && p_expect(p, TK_COLON, NULL) && (ta = p_type(p)) &&
	       p_expect_kw(p, "to") && (tb = p_type(p)) && p_resolve_into(p, st, &a, ta) &&
	       p_resolve_into(p, st, &b, tb);
}

void print_copy(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_operands(pr, op, 0, op->nopnds);
	pr_attr_dict(pr, op, NULL);
	pr_puts(pr, " : ");
	pr_type(pr, op->opnds[0].value->type);
	pr_puts(pr, " to ");
	pr_type(pr, op->opnds[1].value->type);
}

/* -------------------------------------------------------------- global */

static bool static_shape(const Type *t)
{
	if (t->kind != TY_MEMREF)
		return false;
	for (unsigned i = 0; i < t->rank; i++)
		if (t->shape[i] == IR_DYNAMIC)
			return false;
	return true;
}

/* ["private"] [constant] @name : T [= uninitialized | = dense<...>] {attrs};
 * the dense literal's type is the tensor of T's shape, left unwritten. */
bool parse_global(Parser *p, OpState *st)
{
	if (p_is(p, TK_STRING)) {
		Attr *vis = p_attr(p);
		if (!vis)
			return false;
		st_add_attr(p, st, "sym_visibility", vis);
	}
	if (p_accept_kw(p, "constant"))
		st_add_attr(p, st, "constant", at_unit(p->ctx));
	if (!p_is(p, TK_AT))
		return p_error(p, "expected valid '@'-identifier for symbol name");
	Attr *name = p_attr(p);
	if (!name)
		return false;
	st_add_attr(p, st, "sym_name", at_string(p->ctx, name->u.str.s, name->u.str.len));
	Loc tloc;
	Type *t;
	if (!p_expect(p, TK_COLON, NULL))
		return false;
	tloc = p->tok.loc;
	if (!(t = p_type(p)))
		return false;
	if (!static_shape(t))
		return p_error_at(p, tloc, "type should be static shaped memref, but got '%s'",
		                  type_str(p->ctx, t));
	st_add_attr(p, st, "type", at_type(p->ctx, t));
	if (p_accept(p, TK_EQUAL)) {
		Attr *init;
		if (p_accept_kw(p, "uninitialized"))
			init = at_unit(p->ctx);
		else if (p_is_kw(p, "dense"))
			init = p_dense_elements_typed(p, ty_tensor(p->ctx, t->elem, t->rank, t->shape));
		else
			init = p_attr(p);
		if (!init)
			return false;
		st_add_attr(p, st, "initial_value", init);
	}
	return p_attr_dict(p, st);
}

void print_global(Printer *pr, Op *op)
{
	static const char *const elided[] = {
		"sym_visibility", "constant", "sym_name", "type", "initial_value", NULL,
	};
	syn_print_name(pr, op);
	Attr *vis = op_attr(op, "sym_visibility");
	if (vis) {
		pr_putc(pr, ' ');
		pr_attr(pr, vis);
	}
	if (op_attr(op, "constant"))
		pr_puts(pr, " constant");
	pr_putc(pr, ' ');
	pr_symbol(pr, func_name(op));
	pr_puts(pr, " : ");
	Attr *t = op_attr(op, "type");
	if (t && t->kind == AT_TYPE)
		pr_type(pr, t->type);
	Attr *init = op_attr(op, "initial_value");
	if (init && init->kind == AT_UNIT)
		pr_puts(pr, " = uninitialized");
	else if (init && init->kind == AT_ELEMENTS) {
		pr_puts(pr, " = ");
		buf_elements_literal(&pr->out, init);
	} else if (init) {
		pr_puts(pr, " = ");
		pr_attr(pr, init);
	}
	pr_attr_dict(pr, op, elided);
}

/* @name : T {attrs} */
bool parse_get_global(Parser *p, OpState *st)
{
	/* The name is a symbol reference attribute, parsed as one. */
	if (!p_is(p, TK_AT)) {
		char prefix[128];
		if (p_is(p, TK_BARE))
			return p_error(p, "expected attribute value");
		return p_error(p, "%sinvalid kind of attribute specified", p_custom_prefix(p, prefix, sizeof prefix));
	}
	Attr *name = p_attr(p);
	Type *t;
	if (!name || !p_expect(p, TK_COLON, NULL) || !(t = p_type(p)))
		return false;
	st_add_attr(p, st, "name", name);
	svec_push(&st->types, t);
	return p_attr_dict(p, st);
}

void print_get_global(Printer *pr, Op *op)
{
	static const char *const elided[] = {"name", NULL};
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	Attr *name = op_attr(op, "name");
	if (name)
		pr_attr(pr, name);
	pr_puts(pr, " : ");
	pr_result_types(pr, op);
	pr_attr_dict(pr, op, elided);
}

/* -------------------------------------------------------- alloca_scope */

/* [-> (T, U)] {...} {attrs}; an empty alloca_scope.return may be left
 * out, as MLIR's ensureTerminator allows. */
bool parse_alloca_scope(Parser *p, OpState *st)
{
	if (p_accept(p, TK_ARROW)) {
		TypeVec types;
		svec_init(&types);
		bool ok = p_type_list_maybe_paren(p, &types);
		for (unsigned i = 0; ok && i < types.n; i++)
			svec_push(&st->types, types.v[i]);
		svec_free(&types);
		if (!ok)
			return false;
	}
	Loc at = p->tok.loc;
	if (!p_region(p, st, NULL, 0, false))
		return false;
	Region *r = st->regions.v[st->regions.n - 1];
	if (region_empty(r))
		region_push_block(r, block_new(p->m));
	if (!block_terminator(r->last))
		block_push_op(r->last, op_new(p->m, OP_MEMREF_ALLOCA_SCOPE_RETURN, at, NULL, 0, NULL, 0, 0, 0));
	return p_attr_dict(p, st);
}

void print_alloca_scope(Printer *pr, Op *op)
{
	/* Two spaces before the region or the arrow, as MLIR prints. */
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	if (op->nres) {
		pr_puts(pr, " -> (");
		pr_result_types(pr, op);
		pr_putc(pr, ')');
	}
	pr_region(pr, &op->regions[0], false, op->nres != 0);
	pr_attr_dict(pr, op, NULL);
}

/* ------------------------------------------------------------- atomics */

/* addf %v, %m[%i] {attrs} : (f32, T) -> f32 */
bool parse_atomic_rmw(Parser *p, OpState *st)
{
	int kind = -1;
	for (int i = 0; i < 15; i++)
		if (p_is_kw(p, atomic_rmw_kinds[i]))
			kind = i;
	if (kind < 0)
		return p_error(p, "expected string or keyword containing one of the following enum values "
		               "for attribute 'kind' [addf, addi, assign, maximumf, maxs, maxu, minimumf, "
		               "mins, minu, mulf, muli, ori, andi, maxnumf, minnumf]");
	p_next(p);
	st_add_attr(p, st, "kind", at_int(p->ctx, ty_i64(p->ctx), kind));
	Unresolved v, m;
	UnresolvedVec idx;
	svec_init(&idx);
	Type *tv, *tm, *tr;
	bool ok = p_operand(p, &v) && p_expect(p, TK_COMMA, NULL) && p_operand(p, &m) &&
	          p_expect(p, TK_LSQUARE, NULL) && p_operand_list(p, &idx, true) &&
	          p_expect(p, TK_RSQUARE, NULL) && p_attr_dict(p, st) && p_expect(p, TK_COLON, NULL) &&
	          p_expect(p, TK_LPAREN, NULL) && (tv = p_type(p)) && p_expect(p, TK_COMMA, NULL) &&
	          (tm = p_type(p)) && p_expect(p, TK_RPAREN, NULL) && p_expect(p, TK_ARROW, NULL) &&
	          (tr = p_type(p)) && p_resolve_into(p, st, &v, tv) && p_resolve_into(p, st, &m, tm) &&
	          p_resolve_same(p, st, &idx, ty_index(p->ctx));
	if (ok)
		svec_push(&st->types, tr);
	svec_free(&idx);
	return ok;
}

void print_atomic_rmw(Printer *pr, Op *op)
{
	static const char *const elided[] = {"kind", NULL};
	syn_print_name(pr, op);
	Attr *k = op_attr(op, "kind");
	pr_printf(pr, " %s ", k && k->kind == AT_INT && k->u.i >= 0 && k->u.i < 15
	                      ? atomic_rmw_kinds[k->u.i] : "<<invalid kind>>");
	pr_value(pr, op->opnds[0].value);
	pr_puts(pr, ", ");
	pr_value(pr, op->opnds[1].value);
	pr_putc(pr, '[');
	pr_operands(pr, op, 2, op->nopnds - 2);
	pr_putc(pr, ']');
	pr_attr_dict(pr, op, elided);
	pr_puts(pr, " : (");
	pr_operand_types(pr, op, 0, 2);
	pr_puts(pr, ") -> ");
	pr_result_types(pr, op);
}

/* %m[%i] : T {^bb0(%cur: E): ... atomic_yield %new : E} {attrs} */
bool parse_generic_atomic_rmw(Parser *p, OpState *st)
{
	Unresolved m;
	UnresolvedVec idx;
	svec_init(&idx);
	Type *t = NULL;
	Loc tloc = p->tok.loc;
	bool ok = p_operand(p, &m) && p_expect(p, TK_LSQUARE, NULL) && p_operand_list(p, &idx, true) &&
	          p_expect(p, TK_RSQUARE, NULL) && p_expect(p, TK_COLON, NULL) &&
	          ((tloc = p->tok.loc), (t = p_type(p))) && p_resolve_into(p, st, &m, t) &&
	          p_resolve_same(p, st, &idx, ty_index(p->ctx));
	svec_free(&idx);
	if (ok && t->kind != TY_MEMREF && t->kind != TY_UMEMREF)
		ok = p_error_at(p, tloc, "expected a memref type");
	if (!ok || !p_region(p, st, NULL, 0, false))
		return false;
	svec_push(&st->types, t->elem);
	return p_attr_dict(p, st);
}

void print_generic_atomic_rmw(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_value(pr, op->opnds[0].value);
	pr_putc(pr, '[');
	pr_operands(pr, op, 1, op->nopnds - 1);
	pr_puts(pr, "] : ");
	pr_type(pr, op->opnds[0].value->type);
	pr_region(pr, &op->regions[0], true, true);
	pr_attr_dict(pr, op, NULL);
}

/* ------------------------------------------------------ hints, realloc */

/* %m, 16 {attrs} : T */
bool parse_assume_alignment(Parser *p, OpState *st)
{
	Unresolved m;
	int64_t a;
	bool neg;
	Type *t;
	if (!p_operand(p, &m) || !p_expect(p, TK_COMMA, NULL) || !p_integer(p, &a, &neg))
		return false;
	if (a < INT32_MIN || a > INT32_MAX)
		return p_error(p, "integer constant out of range for attribute");
	st_add_attr(p, st, "alignment", at_int(p->ctx, ty_int(p->ctx, 32), a));
	return p_attr_dict(p, st) && p_expect(p, TK_COLON, NULL) && (t = p_type(p)) &&
	       p_resolve_into(p, st, &m, t);
}

void print_assume_alignment(Printer *pr, Op *op)
{
	static const char *const elided[] = {"alignment", NULL};
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_value(pr, op->opnds[0].value);
	Attr *a = op_attr(op, "alignment");
	pr_printf(pr, ", %lld", (long long)(a && a->kind == AT_INT ? a->u.i : 0));
	pr_attr_dict(pr, op, elided);
	pr_puts(pr, " : ");
	pr_type(pr, op->opnds[0].value->type);
}

/* %m[(%n)] {attrs} : T to U */
bool parse_realloc(Parser *p, OpState *st)
{
	Unresolved m, n;
	bool sized = false;
	Type *from, *to;
	if (!p_operand(p, &m))
		return false;
	if (p_accept(p, TK_LPAREN)) {
		if (!p_operand(p, &n) || !p_expect(p, TK_RPAREN, NULL))
			return false;
		sized = true;
	}
	if (!p_attr_dict(p, st) || !p_expect(p, TK_COLON, NULL) || !(from = p_type(p)) ||
	    !p_expect_kw(p, "to") || !(to = p_type(p)) || !p_resolve_into(p, st, &m, from) ||
	    (sized && !p_resolve_into(p, st, &n, ty_index(p->ctx))))
		return false;
	svec_push(&st->types, to);
	return true;
}

void print_realloc(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_value(pr, op->opnds[0].value);
	if (op->nopnds > 1) {
		pr_putc(pr, '(');
		pr_value(pr, op->opnds[1].value);
		pr_putc(pr, ')');
	}
	pr_attr_dict(pr, op, NULL);
	pr_puts(pr, " : ");
	pr_type(pr, op->opnds[0].value->type);
	pr_puts(pr, " to ");
	pr_result_types(pr, op);
}

/* MLIR reports a wrong specifier at the op. */
bool syn_parse_prefetch_flags(Parser *p, OpState *st)
{
	const char *op = op_table[st->kind].name;
	bool write = false, data = false, neg;
	int64_t loc = 0;
	if (!p_expect(p, TK_COMMA, NULL))
		return false;
	if (!(write = p_is_kw(p, "write")) && !p_is_kw(p, "read"))
		return p_error_at(p, st->loc, "custom op '%s' rw specifier has to be 'read' or 'write'", op);
	p_next(p);
	if (!p_expect(p, TK_COMMA, NULL) || !p_expect_kw(p, "locality") || !p_expect(p, TK_LESS, NULL) ||
	    !p_integer(p, &loc, &neg) || !p_expect(p, TK_GREATER, NULL) || !p_expect(p, TK_COMMA, NULL))
		return false;
	if (!(data = p_is_kw(p, "data")) && !p_is_kw(p, "instr"))
		return p_error_at(p, st->loc, "custom op '%s' cache type has to be 'data' or 'instr'", op);
	p_next(p);
	st_add_attr(p, st, "isWrite", at_bool(p->ctx, write));
	st_add_attr(p, st, "localityHint", at_int(p->ctx, ty_int(p->ctx, 32), loc));
	st_add_attr(p, st, "isDataCache", at_bool(p->ctx, data));
	return true;
}

void syn_print_prefetch_flags(Printer *pr, Op *op)
{
	Attr *w = op_attr(op, "isWrite"), *l = op_attr(op, "localityHint"), *d = op_attr(op, "isDataCache");
	pr_printf(pr, ", %s, locality<%lld>, %s", w && w->kind == AT_BOOL && w->u.b ? "write" : "read",
	          (long long)(l && l->kind == AT_INT ? l->u.i : 0),
	          d && d->kind == AT_BOOL && !d->u.b ? "instr" : "data");
}

/* %m[%i], read|write, locality<N>, data|instr {attrs} : T */
bool parse_prefetch(Parser *p, OpState *st)
{
	Unresolved m;
	UnresolvedVec idx;
	svec_init(&idx);
	Type *t = NULL;
	Loc tloc;
	bool ok = p_operand(p, &m) && p_expect(p, TK_LSQUARE, NULL) && p_operand_list(p, &idx, true) &&
	          p_expect(p, TK_RSQUARE, NULL) && syn_parse_prefetch_flags(p, st) && p_attr_dict(p, st) &&
	          p_expect(p, TK_COLON, NULL) && ((tloc = p->tok.loc), (t = p_type(p)) != NULL);
	if (ok && t->kind != TY_MEMREF)
		ok = p_error_at(p, tloc, "custom op 'memref.prefetch' invalid kind of type specified");
	ok = ok && p_resolve_into(p, st, &m, t) && p_resolve_same(p, st, &idx, ty_index(p->ctx));
	svec_free(&idx);
	return ok;
}

void print_prefetch(Printer *pr, Op *op)
{
	static const char *const elided[] = {"isWrite", "localityHint", "isDataCache", NULL};
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_value(pr, op->opnds[0].value);
	pr_putc(pr, '[');
	pr_operands(pr, op, 1, op->nopnds - 1);
	pr_putc(pr, ']');
	syn_print_prefetch_flags(pr, op);
	pr_attr_dict(pr, op, elided);
	pr_puts(pr, " : ");
	pr_type(pr, op->opnds[0].value->type);
}
