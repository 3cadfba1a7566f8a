/* syntax_func.c - custom forms of builtin.module, func.func / async.func,
 * calls and return-like terminators. */
#include "config.h"
#include "forms.h"

#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------- module */

/* module [@name] [attributes {...}] {...} */
bool parse_module_op(Parser *p, OpState *st)
{
	if (p_is(p, TK_AT)) {
		char buf[256];
		if (p->tok.len > sizeof buf)
			return p_error(p, "module name is too long");
		unsigned n = p->tok.s[1] == '"' ? tok_string_value(&p->tok, buf)
		                                : (memcpy(buf, p->tok.s + 1, p->tok.len - 1), p->tok.len - 1);
		st_add_attr(p, st, "sym_name", at_string(p->ctx, buf, n));
		p_next(p);
	}
	return p_attr_dict_kw(p, st) && p_region(p, st, NULL, 0, true);
}

void print_module_op(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	Attr *name = op_attr(op, "sym_name");
	if (name && name->kind == AT_STRING)
		pr_printf(pr, " @%s", name->u.str.s);
	static const char *const elided[] = {"sym_name", NULL};
	pr_attr_dict_kw(pr, op, elided);
	pr_region(pr, &op->regions[0], false, false);
}

/* ---------------------------------------------------------- functions */

static const char *const func_elided[] = {
	"sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs", NULL,
};

/* Per-argument or per-result attribute dictionaries, as an array
 * attribute, or NULL when all are empty. */
static Attr *attr_list(Parser *p, Attr *const *dicts, unsigned n)
{
	bool any = false;
	for (unsigned i = 0; i < n; i++)
		any |= dicts[i] != NULL;
	if (!any)
		return NULL;
	Attr *small[16], **all = n <= 16 ? small : xmalloc(n * sizeof *all);
	Attr *empty = at_dict(p->ctx, NULL, 0);
	for (unsigned i = 0; i < n; i++)
		all[i] = dicts[i] ? dicts[i] : empty;
	Attr *a = at_array(p->ctx, all, n);
	if (all != small)
		free(all);
	return a;
}

/* "(%a: T {attrs}, ...)" for definitions or "(T {attrs}, ...)" for
 * declarations; *named tells which it was. */
static bool parse_func_args(Parser *p, ArgVec *args, AttrPtrVec *attrs, bool *named)
{
	if (!p_expect(p, TK_LPAREN, "to start the argument list"))
		return false;
	*named = p_is(p, TK_PERCENT);
	if (p_accept(p, TK_RPAREN))
		return true;
	do {
		ArgDecl a;
		if (*named) {
			if (!p_is(p, TK_PERCENT))
				return p_error(p, "expected SSA identifier");
			if (!p_arg_decl(p, &a, true))
				return false;
		} else {
			memset(&a, 0, sizeof a);
			a.loc = p->tok.loc;
			if (p_is(p, TK_PERCENT))
				return p_error(p, "expected type instead of SSA identifier");
			if (!(a.type = p_type(p)))
				return false;
			if (p_is(p, TK_LBRACE) && !(a.attrs = p_dict_attr(p)))
				return false;
			Attr *loc;
			if (!p_opt_location(p, &loc, NULL))
				return false;
		}
		svec_push(args, a);
		svec_push(attrs, a.attrs);
	} while (p_accept(p, TK_COMMA));
	return p_expect(p, TK_RPAREN, "to end the argument list");
}

static bool parse_func_results(Parser *p, TypeVec *types, AttrPtrVec *attrs)
{
	if (!p_accept(p, TK_ARROW))
		return true;
	bool paren = p_accept(p, TK_LPAREN);
	if (paren && p_accept(p, TK_RPAREN))
		return true;
	do {
		Type *t = p_type(p);
		if (!t)
			return false;
		Attr *a = NULL;
		if (paren && p_is(p, TK_LBRACE) && !(a = p_dict_attr(p)))
			return false;
		svec_push(types, t);
		svec_push(attrs, a);
	} while (paren && p_accept(p, TK_COMMA));
	return !paren || p_expect(p, TK_RPAREN, "to end the result list");
}

/* [private|public|nested] @name(args) [-> results] [attributes {...}] [{...}] */
bool parse_func(Parser *p, OpState *st)
{
	if (p_is_kw(p, "private") || p_is_kw(p, "public") || p_is_kw(p, "nested")) {
		if (!p_is_kw(p, "public"))
			st_add_attr(p, st, "sym_visibility", at_string(p->ctx, p->tok.s, p->tok.len));
		p_next(p);
	}
	if (!syn_parse_sym_name(p, st))
		return false;

	ArgVec args;
	svec_init(&args);
	TypeVec results;
	svec_init(&results);
	AttrPtrVec arg_attrs;
	svec_init(&arg_attrs);
	AttrPtrVec res_attrs;
	svec_init(&res_attrs);
	bool named, ok = false;
	if (!parse_func_args(p, &args, &arg_attrs, &named) ||
	    !parse_func_results(p, &results, &res_attrs) || !p_attr_dict_kw(p, st))
		goto out;
	TypeVec ins;
	svec_init(&ins);
	for (unsigned i = 0; i < args.n; i++)
		svec_push(&ins, args.v[i].type);
	st_add_attr(p, st, "function_type",
	            at_type(p->ctx, ty_func(p->ctx, ins.v, ins.n, results.v, results.n)));
	svec_free(&ins);
	Attr *aa = attr_list(p, arg_attrs.v, arg_attrs.n);
	if (aa)
		st_add_attr(p, st, "arg_attrs", aa);
	Attr *ra = attr_list(p, res_attrs.v, res_attrs.n);
	if (ra)
		st_add_attr(p, st, "res_attrs", ra);
	if (p_is(p, TK_LBRACE)) {
		/* "{}": a body without its entry block (a declaration has no
		 * braces). */
		const char *q = p->tok.s + 1;
		while (q < p->lx.end && (*q == ' ' || *q == '\t'))
			q++;
		if (q < p->lx.end && *q == '}') {
			p_error_at(p, p->tok.loc,
			           "custom op 'func.func' expected non-empty function body");
			goto out;
		}
		/* "@f(f32) { ^bb0(%a: f32): ... }": the body declares the
		 * arguments itself, as MLIR 19 allows; the verifier holds its
		 * entry block to the signature. */
		if (!p_region(p, st, args.v, named ? args.n : 0, true))
			goto out;
	} else {
		/* A declaration: the op keeps one empty region. */
		Region *r = arena_alloc(&p->m->arena, sizeof *r);
		svec_push(&st->regions, r);
	}
	ok = true;
out:
	svec_free(&args);
	svec_free(&results);
	svec_free(&arg_attrs);
	svec_free(&res_attrs);
	return ok;
}

static Attr *list_entry(Attr *list, unsigned i)
{
	if (!list || list->kind != AT_ARRAY || i >= list->u.arr.n)
		return NULL;
	Attr *d = list->u.arr.elems[i];
	return d->kind == AT_DICT && d->u.dict.n ? d : NULL;
}

void print_func(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	Attr *vis = op_attr(op, "sym_visibility");
	if (vis && vis->kind == AT_STRING)
		pr_printf(pr, " %s", vis->u.str.s);
	pr_putc(pr, ' ');
	pr_symbol(pr, func_name(op));
	Type *ft = func_type(op);
	Attr *arg_attrs = op_attr(op, "arg_attrs"), *res_attrs = op_attr(op, "res_attrs");
	bool decl = func_is_decl(op);
	Block *entry = decl ? NULL : op->regions[0].first;
	pr_putc(pr, '(');
	for (unsigned i = 0; ft && i < ft->nin; i++) {
		if (i)
			pr_puts(pr, ", ");
		if (entry && i < entry->nargs)
			pr_arg_decl(pr, entry->args[i]);
		else
			pr_type(pr, ty_func_in(ft, i));
		Attr *d = list_entry(arg_attrs, i);
		if (d) {
			pr_putc(pr, ' ');
			pr_attr(pr, d);
		}
	}
	pr_putc(pr, ')');
	if (ft && ft->nout) {
		bool any_attrs = false;
		for (unsigned i = 0; i < ft->nout; i++)
			any_attrs |= list_entry(res_attrs, i) != NULL;
		bool paren = ft->nout > 1 || any_attrs || ty_func_out(ft, 0)->kind == TY_FUNC;
		pr_puts(pr, paren ? " -> (" : " -> ");
		for (unsigned i = 0; i < ft->nout; i++) {
			if (i)
				pr_puts(pr, ", ");
			pr_type(pr, ty_func_out(ft, i));
			Attr *d = list_entry(res_attrs, i);
			if (d) {
				pr_putc(pr, ' ');
				pr_attr(pr, d);
			}
		}
		if (paren)
			pr_putc(pr, ')');
	}
	pr_attr_dict_kw(pr, op, func_elided);
	if (!decl)
		pr_region(pr, &op->regions[0], false, true);
}

/* -------------------------------------------------------------- calls */

/* @callee(%a, %b) [{attrs}] : (T, U) -> R */
bool parse_call(Parser *p, OpState *st)
{
	if (!p_is(p, TK_AT))
		return p_error(p, "expected the callee's @name");
	Attr *callee = p_attr(p);
	if (!callee)
		return false;
	st_add_attr(p, st, "callee", callee);
	UnresolvedVec args;
	svec_init(&args);
	bool ok = false;
	if (!p_expect(p, TK_LPAREN, "to start the call arguments"))
		goto out;
	Loc aloc = p->tok.loc;      /* MLIR counts the arguments here */
	if (!p_operand_list(p, &args, true) || !p_expect(p, TK_RPAREN, "to end the call arguments") ||
	    !p_attr_dict(p, st))
		goto out;
	Type *ft;
	if (!p_expect(p, TK_COLON, "before the callee's type") || !(ft = p_function_type(p)))
		goto out;
	if (ft->nin != args.n) {
		p_error_at(p, aloc, "custom op 'func.call' %u operands present, but expected %u", args.n, ft->nin);
		goto out;
	}
	if (!p_resolve_all(p, st, &args, ft->params))
		goto out;
	for (unsigned i = 0; i < ft->nout; i++)
		svec_push(&st->types, ty_func_out(ft, i));
	ok = true;
out:
	svec_free(&args);
	return ok;
}

void print_call(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	Attr *callee = op_attr(op, "callee");
	if (callee)
		pr_attr(pr, callee);
	pr_putc(pr, '(');
	pr_operands(pr, op, 0, op->nopnds);
	pr_putc(pr, ')');
	static const char *const elided[] = {"callee", NULL};
	pr_attr_dict(pr, op, elided);
	pr_puts(pr, " : (");
	pr_operand_types(pr, op, 0, op->nopnds);
	pr_puts(pr, ") -> ");
	bool paren = op->nres != 1 || op->res[0].type->kind == TY_FUNC;
	if (paren)
		pr_putc(pr, '(');
	pr_result_types(pr, op);
	if (paren)
		pr_putc(pr, ')');
}

/* ------------------------------------------------------------ returns */

/* [{attrs}] [%a, %b : T, U] [{attrs}] */
bool parse_return(Parser *p, OpState *st)
{
	if (!p_attr_dict(p, st))
		return false;
	if (!p_is_operand(p))
		return p_attr_dict(p, st);
	UnresolvedVec vals;
	svec_init(&vals);
	TypeVec types;
	svec_init(&types);
	bool ok = p_operand_list(p, &vals, false) && p_colon_types(p, &types, vals.n) &&
	          p_resolve_all(p, st, &vals, types.v) && p_attr_dict(p, st);
	svec_free(&vals);
	svec_free(&types);
	return ok;
}

/* The attributes come first, except for async.yield, whose format is
 * "($operands^ : type($operands))? attr-dict". */
void print_return(Printer *pr, Op *op)
{
	bool attrs_last = op->kind == OP_ASYNC_YIELD;
	syn_print_name(pr, op);
	if (!attrs_last)
		pr_attr_dict(pr, op, NULL);
	if (op->nopnds) {
		pr_putc(pr, ' ');
		pr_operands(pr, op, 0, op->nopnds);
		pr_puts(pr, " : ");
		pr_operand_types(pr, op, 0, op->nopnds);
	}
	if (attrs_last)
		pr_attr_dict(pr, op, NULL);
}

/* ------------------------------------------------------ function values */

/* %f(%a, %b) [{attrs}] : (T, U) -> R */
bool parse_call_indirect(Parser *p, OpState *st)
{
	Unresolved f;
	UnresolvedVec args;
	svec_init(&args);
	bool ok = false;
	Type *ft;
	if (!p_operand(p, &f) || !p_expect(p, TK_LPAREN, "to start the call arguments"))
		goto out;
	Loc aloc = p->tok.loc;      /* MLIR counts the arguments here */
	if (!p_operand_list(p, &args, true) || !p_expect(p, TK_RPAREN, "to end the call arguments") ||
	    !p_attr_dict(p, st))
		goto out;
	if (!p_expect(p, TK_COLON, "before the callee's type") || !(ft = p_function_type(p)))
		goto out;
	if (ft->nin != args.n) {
		p_error_at(p, aloc, "custom op 'func.call_indirect' %u operands present, but expected %u",
		           args.n, ft->nin);
		goto out;
	}
	if (!p_resolve_into(p, st, &f, ft) || !p_resolve_all(p, st, &args, ft->params))
		goto out;
	for (unsigned i = 0; i < ft->nout; i++)
		svec_push(&st->types, ty_func_out(ft, i));
	ok = true;
out:
	svec_free(&args);
	return ok;
}

void print_call_indirect(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	if (op->nopnds)
		pr_value(pr, op->opnds[0].value);
	pr_putc(pr, '(');
	if (op->nopnds)
		pr_operands(pr, op, 1, op->nopnds - 1);
	pr_putc(pr, ')');
	pr_attr_dict(pr, op, NULL);
	pr_puts(pr, " : ");
	if (op->nopnds)
		pr_type(pr, op->opnds[0].value->type);
}

/* [{attrs}] @f : (T) -> R */
bool parse_func_constant(Parser *p, OpState *st)
{
	if (!p_attr_dict(p, st))
		return false;
	if (!p_is(p, TK_AT))
		return p_attr_kind_error(p);
	Attr *f = p_attr(p);
	Type *t;
	if (!f || !p_expect(p, TK_COLON, NULL) || !(t = p_type(p)))
		return false;
	st_add_attr(p, st, "value", f);
	svec_push(&st->types, t);
	return true;
}

void print_func_constant(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	static const char *const elided[] = {"value", NULL};
	pr_attr_dict(pr, op, elided);
	pr_putc(pr, ' ');
	Attr *f = op_attr(op, "value");
	if (f)
		pr_attr(pr, f);
	pr_puts(pr, " : ");
	pr_type(pr, op->res[0].type);
}
