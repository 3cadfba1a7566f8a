/* syntax_async.c - custom forms of the async dialect: execute, await,
 * groups, and the runtime and coroutine ops. */
#include "config.h"
#include "forms.h"

#include <string.h>

/* -------------------------------------------------------------- execute */

/* [%deps] [(%v as %a: !async.value<T>, ...)] [-> !async.value<U>, ...]
 * [attributes {...}] {...} */
bool parse_execute(Parser *p, OpState *st)
{
	UnresolvedVec deps, vals;
	svec_init(&deps);
	svec_init(&vals);
	ArgVec args;
	svec_init(&args);
	TypeVec val_types, results;
	svec_init(&val_types);
	svec_init(&results);
	bool ok = false;
	if (p_accept(p, TK_LSQUARE) &&
	    (!p_operand_list(p, &deps, true) || !p_expect(p, TK_RSQUARE, NULL)))
		goto out;
	if (p_accept(p, TK_LPAREN) && !p_accept(p, TK_RPAREN)) {
		do {
			Unresolved v;
			ArgDecl a;
			if (!p_operand(p, &v) || !p_expect_kw(p, "as") || !p_arg_decl(p, &a, false))
				goto out;
			/* The body gets the payload of an !async.value; other
			 * types are the verifier's to report. */
			svec_push(&vals, v);
			svec_push(&val_types, a.type);
			if (a.type->kind == TY_VALUE)
				a.type = a.type->elem;
			svec_push(&args, a);
		} while (p_accept(p, TK_COMMA));
		if (!p_expect(p, TK_RPAREN, NULL))
			goto out;
	}
	if (p_accept(p, TK_ARROW) && !p_type_list_maybe_paren(p, &results))
		goto out;
	if (!p_resolve_same(p, st, &deps, ty_simple(p->ctx, TY_TOKEN)) ||
	    !p_resolve_all(p, st, &vals, val_types.v))
		goto out;
	st_segment(st, deps.n);
	st_segment(st, vals.n);
	svec_push(&st->types, ty_simple(p->ctx, TY_TOKEN));
	for (unsigned i = 0; i < results.n; i++)
		svec_push(&st->types, results.v[i]);
	ok = p_attr_dict_kw(p, st) && p_region(p, st, args.v, args.n, false);
out:
	svec_free(&deps);
	svec_free(&vals);
	svec_free(&args);
	svec_free(&val_types);
	svec_free(&results);
	return ok;
}

void print_execute(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	unsigned dfirst, ndeps = op_segment(op, 0, &dfirst);
	unsigned vfirst, nvals = op_segment(op, 1, &vfirst);
	Block *body = op->regions[0].first;
	if (ndeps) {
		pr_puts(pr, " [");
		pr_operands(pr, op, dfirst, ndeps);
		pr_putc(pr, ']');
	}
	if (nvals && body && body->nargs == nvals) {
		pr_puts(pr, " (");
		for (unsigned i = 0; i < nvals; i++) {
			if (i)
				pr_puts(pr, ", ");
			Value *v = op->opnds[vfirst + i].value;
			pr_value(pr, v);
			pr_puts(pr, " as ");
			pr_value(pr, body->args[i]);
			pr_puts(pr, ": ");
			pr_type(pr, v->type);
		}
		pr_putc(pr, ')');
	}
	if (op->nres > 1) {
		pr_puts(pr, " -> ");
		if (op->nres > 2)
			pr_putc(pr, '(');
		for (unsigned i = 1; i < op->nres; i++) {
			if (i > 1)
				pr_puts(pr, ", ");
			pr_type(pr, op->res[i].type);
		}
		if (op->nres > 2)
			pr_putc(pr, ')');
	}
	pr_attr_dict_kw(pr, op, NULL);
	pr_region(pr, &op->regions[0], false, true);
}

/* ---------------------------------------------------------------- await */

/* %x : T [{attrs}]: an !async.value<T> gives a result of type T; the
 * verifier reports types that cannot be awaited. */
bool parse_await(Parser *p, OpState *st)
{
	Unresolved x;
	Type *t;
	if (!p_operand(p, &x) || !p_expect(p, TK_COLON, NULL) || !(t = p_type(p)) ||
	    !p_resolve_into(p, st, &x, t))
		return false;
	if (t->kind == TY_VALUE)
		svec_push(&st->types, t->elem);
	return p_attr_dict(p, st);
}

void print_await(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_value(pr, op->opnds[0].value);
	pr_puts(pr, " : ");
	pr_type(pr, op->opnds[0].value->type);
	pr_attr_dict(pr, op, NULL);
}

/* --------------------------------------------------- signature-typed ops */

/* Resolve operands against the op's SIG letters (ops.h).  Letters that
 * allow several types ('a', 'r', '*') take `flex`. */
static bool resolve_sig_operands(Parser *p, OpState *st, const UnresolvedVec *u, Type *flex)
{
	const char *sig = op_table[st->kind].sig;
	for (unsigned i = 0; i < u->n; i++) {
		Type *t = sig_type(p->ctx, sig[i]);
		if (!t)
			t = flex;
		if (!t)
			return p_error_at(p, u->v[i].loc, "the operand's type must be written");
		if (!p_resolve_into(p, st, &u->v[i], t))
			return false;
	}
	return true;
}

/* Result types the signature fixes. */
static void push_sig_results(Parser *p, OpState *st)
{
	const char *gt = strchr(op_table[st->kind].sig, '>');
	for (const char *r = gt ? gt + 1 : ""; *r; r++)
		svec_push(&st->types, sig_type(p->ctx, *r));
}

static void print_sig_op(Printer *pr, Op *op, bool with_type)
{
	syn_print_name(pr, op);
	if (op->nopnds) {
		pr_putc(pr, ' ');
		pr_operands(pr, op, 0, op->nopnds);
	}
	pr_attr_dict(pr, op, NULL);
	if (with_type) {
		pr_puts(pr, " : ");
		pr_type(pr, op->nopnds ? op->opnds[0].value->type : op->res[0].type);
	}
}

/* Exactly as many operands as the signature has, comma-separated: the
 * next line may well start with "%name = ", and a surplus operand is met
 * where the format goes on (an attribute dictionary, ':'), as in MLIR. */
static bool sig_operands(Parser *p, OpState *st, UnresolvedVec *u)
{
	unsigned n = sig_num_operands(op_table[st->kind].sig);
	for (unsigned i = 0; i < n; i++) {
		Unresolved x;
		if ((i && !p_expect(p, TK_COMMA, NULL)) || !p_operand(p, &x))
			return false;
		svec_push(u, x);
	}
	return true;
}

/* %a, %b [{attrs}]: every type from the signature. */
bool parse_operands_fixed(Parser *p, OpState *st)
{
	UnresolvedVec u;
	svec_init(&u);
	bool ok = sig_operands(p, st, &u) && resolve_sig_operands(p, st, &u, NULL) && p_attr_dict(p, st);
	svec_free(&u);
	if (ok)
		push_sig_results(p, st);
	return ok;
}

void print_operands_fixed(Printer *pr, Op *op)
{
	print_sig_op(pr, op, false);
}

/* %x [{attrs}] : T, where T is the type of the first operand; the
 * verifier checks it against the signature. */
static bool parse_typed_operands(Parser *p, OpState *st)
{
	UnresolvedVec u;
	svec_init(&u);
	Type *t = NULL;
	bool ok = sig_operands(p, st, &u) && p_attr_dict(p, st) && p_expect(p, TK_COLON, NULL) &&
	          (t = p_type(p)) && resolve_sig_operands(p, st, &u, t);
	svec_free(&u);
	if (ok)
		push_sig_results(p, st);
	return ok;
}

bool parse_unary_typed(Parser *p, OpState *st)
{
	return parse_typed_operands(p, st);
}

void print_unary_typed(Printer *pr, Op *op)
{
	print_sig_op(pr, op, true);
}

/* %x, %hdl [{attrs}] : T */
bool parse_await_resume(Parser *p, OpState *st)
{
	return parse_typed_operands(p, st);
}

void print_await_resume(Printer *pr, Op *op)
{
	print_sig_op(pr, op, true);
}

/* async.add_to_group: %v, %g : T [{attrs}] -> index, the attributes
 * after the type.  async.runtime.add_to_group: %v, %g [{attrs}] : T. */
bool parse_add_to_group(Parser *p, OpState *st)
{
	if (st->kind == OP_RT_ADD_TO_GROUP)
		return parse_typed_operands(p, st);
	Unresolved x, g;
	Type *t;
	if (!p_operand(p, &x) || !p_expect(p, TK_COMMA, NULL) || !p_operand(p, &g) ||
	    !p_expect(p, TK_COLON, NULL) || !(t = p_type(p)) || !p_resolve_into(p, st, &x, t) ||
	    !p_resolve_into(p, st, &g, ty_simple(p->ctx, TY_GROUP)))
		return false;
	svec_push(&st->types, ty_index(p->ctx));
	return p_attr_dict(p, st);
}

void print_add_to_group(Printer *pr, Op *op)
{
	if (op->kind == OP_RT_ADD_TO_GROUP) {
		print_sig_op(pr, op, true);
		return;
	}
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_operands(pr, op, 0, op->nopnds);
	pr_puts(pr, " : ");
	pr_type(pr, op->opnds[0].value->type);
	pr_attr_dict(pr, op, NULL);
}

/* What MLIR's generated parsers say when a type of a fixed kind
 * (!async.group, index, !async.value) is something else. */
static bool wrong_kind(Parser *p, const OpState *st, Loc loc, const char *type_word)
{
	return p_error_at(p, loc, "custom op '%s' invalid kind of %s specified",
	                  op_table[st->kind].name, type_word);
}

/* %n : !async.group [{attrs}] */
bool parse_create_group(Parser *p, OpState *st)
{
	Unresolved n;
	Loc tloc;
	Type *t;
	if (!p_operand(p, &n) || !p_expect(p, TK_COLON, NULL))
		return false;
	tloc = p->tok.loc;
	if (!(t = p_type(p)))
		return false;
	if (t->kind != TY_GROUP)
		return wrong_kind(p, st, tloc, "type");
	if (!p_resolve_into(p, st, &n, ty_index(p->ctx)))
		return false;
	svec_push(&st->types, t);
	return p_attr_dict(p, st);
}

void print_create_group(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_value(pr, op->opnds[0].value);
	pr_puts(pr, " : ");
	pr_type(pr, op->res[0].type);
	pr_attr_dict(pr, op, NULL);
}

/* [{attrs}] : T  (async.runtime.create, async.runtime.num_worker_threads) */
bool parse_nullary_typed(Parser *p, OpState *st)
{
	Loc tloc;
	Type *t;
	if (!p_attr_dict(p, st) || !p_expect(p, TK_COLON, NULL))
		return false;
	tloc = p->tok.loc;
	if (!(t = p_type(p)))
		return false;
	const char *gt = strchr(op_table[st->kind].sig, '>');
	Type *fixed = gt && gt[1] ? sig_type(p->ctx, gt[1]) : NULL;
	if (fixed && t != fixed)
		return wrong_kind(p, st, tloc, "type");
	svec_push(&st->types, t);
	return true;
}

void print_nullary_typed(Printer *pr, Op *op)
{
	print_sig_op(pr, op, true);
}

/* The storage of runtime.store/load: "<T>" or "!async.value<T>" (MLIR
 * reads the type with !async.value's own parser unless it is spelled in
 * full, hence its two messages for anything else). */
static Type *parse_storage_type(Parser *p, const OpState *st)
{
	Loc tloc = p->tok.loc;
	if (!p_is(p, TK_LESS) && !p_is(p, TK_BANG)) {
		char buf[64];
		p_error(p, "expected '<', found %s", p_tok_desc(&p->tok, buf, sizeof buf));
		p_error_at(p, tloc, "custom op '%s' failed to parse async value type", op_table[st->kind].name);
		return NULL;
	}
	Type *t = p_is(p, TK_LESS) ? p_value_type_body(p) : p_type(p);
	if (t && t->kind != TY_VALUE) {
		wrong_kind(p, st, tloc, "Type");
		return NULL;
	}
	return t;
}

static void print_storage_type(Printer *pr, Type *t)
{
	pr_puts(pr, " : <");
	pr_type(pr, t->kind == TY_VALUE ? t->elem : t);
	pr_putc(pr, '>');
}

/* %v, %storage [{attrs}] : <T> */
bool parse_rt_store(Parser *p, OpState *st)
{
	Unresolved v, s;
	Type *t;
	return p_operand(p, &v) && p_expect(p, TK_COMMA, NULL) && p_operand(p, &s) &&
	       p_attr_dict(p, st) && p_expect(p, TK_COLON, NULL) && (t = parse_storage_type(p, st)) &&
	       p_resolve_into(p, st, &v, t->elem) && p_resolve_into(p, st, &s, t);
}

void print_rt_store(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_operands(pr, op, 0, op->nopnds);
	pr_attr_dict(pr, op, NULL);
	print_storage_type(pr, op->opnds[1].value->type);
}

/* %storage [{attrs}] : <T> */
bool parse_rt_load(Parser *p, OpState *st)
{
	Unresolved s;
	Type *t;
	if (!p_operand(p, &s) || !p_attr_dict(p, st) || !p_expect(p, TK_COLON, NULL) ||
	    !(t = parse_storage_type(p, st)) || !p_resolve_into(p, st, &s, t))
		return false;
	svec_push(&st->types, t->elem);
	return true;
}

void print_rt_load(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_value(pr, op->opnds[0].value);
	pr_attr_dict(pr, op, NULL);
	print_storage_type(pr, op->opnds[0].value->type);
}
