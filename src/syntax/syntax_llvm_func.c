/* syntax_llvm_func.c - custom forms of llvm.func, llvm.mlir.global,
 * llvm.call and llvm.switch, and the successor operands of llvm
 * branches written in the generic form. */
#include "config.h"
#include "syntax_llvm.h"

#include <stdlib.h>
#include <string.h>

/* -------------------------------------------------------------- names */

static void print_sym_name(Printer *pr, Op *op)
{
	Attr *n = op_attr(op, "sym_name");
	pr_putc(pr, ' ');
	if (n && n->kind == AT_STRING)
		pr_symbol(pr, n->u.str.s);
}

/* The keywords before a function's or global's name. */
static bool parse_linkage_etc(Parser *p, OpState *st)
{
	return llvm_parse_keyword(p, st, "linkage", "linkage", llvm_linkages) &&
	       llvm_parse_keyword(p, st, "visibility_", NULL, llvm_visibilities);
}

/* ---------------------------------------------------------- functions */

/* Per-argument or per-result dictionaries as an array, or NULL when
 * every one is empty. */
static Attr *dict_list(Parser *p, Attr *const *dicts, unsigned n)
{
	bool any = false;
	for (unsigned i = 0; i < n; i++)
		any |= dicts[i] != NULL;
	if (!any)
		return NULL;
	Attr **all = xmalloc(n * sizeof *all);
	for (unsigned i = 0; i < n; i++)
		all[i] = dicts[i] ? dicts[i] : at_dict(p->ctx, NULL, 0);
	Attr *a = at_array(p->ctx, all, n);
	free(all);
	return a;
}

typedef struct Signature {
	ArgVec args;
	AttrPtrVec arg_attrs;
	bool named, vararg;
	bool many_results;         /* "-> (T, U)": refused when built */
	Type *result;
	Attr *res_attrs;
} Signature;

/* "(%a: T {attrs}, ..., ...)" or "(T {attrs}, ...)" */
static bool parse_llvm_args(Parser *p, Signature *sig)
{
	if (!p_expect(p, TK_LPAREN, "to start the argument list"))
		return false;
	sig->named = p_is(p, TK_PERCENT);
	if (p_accept(p, TK_RPAREN))
		return true;
	do {
		if (p_accept(p, TK_ELLIPSIS)) {
			sig->vararg = true;
			if (p_accept(p, TK_COMMA))
				return p_error(p, "custom op 'llvm.func' variadic arguments must be in the end of the argument list");
			break;
		}
		ArgDecl a;
		memset(&a, 0, sizeof a);
		a.loc = p->tok.loc;
		if (sig->named) {
			if (!p_is(p, TK_PERCENT))
				return p_error(p, "expected SSA identifier");
			if (!p_arg_decl(p, &a, true))
				return false;
		} else {
			Attr *loc;
			if (p_is(p, TK_PERCENT))
				return p_error(p, "expected type instead of SSA identifier");
			if (!(a.type = p_type(p)) || (p_is(p, TK_LBRACE) && !(a.attrs = p_dict_attr(p))) ||
			    !p_opt_location(p, &loc, NULL))
				return false;
		}
		svec_push(&sig->args, a);
		svec_push(&sig->arg_attrs, a.attrs);
	} while (p_accept(p, TK_COMMA));
	return p_expect(p, TK_RPAREN, "to end the argument list");
}

/* "-> T" or "-> (T {attrs})"; void without an arrow. */
static bool parse_llvm_result(Parser *p, Signature *sig)
{
	sig->result = ty_llvm_void(p->ctx);
	if (!p_accept(p, TK_ARROW))
		return true;
	bool paren = p_accept(p, TK_LPAREN);
	if (paren && p_accept(p, TK_RPAREN)) {
		sig->result = ty_llvm_void(p->ctx);
		return true;
	}
	if (!(sig->result = p_type(p)))
		return false;
	if (paren && p_is(p, TK_LBRACE) && !(sig->res_attrs = p_dict_attr(p)))
		return false;
	/* Read them all, as MLIR does, for build_signature to refuse. */
	while (paren && p_accept(p, TK_COMMA)) {
		sig->many_results = true;
		if (!p_type(p) || (p_is(p, TK_LBRACE) && !p_dict_attr(p)))
			return false;
	}
	return !paren || p_expect(p, TK_RPAREN, "to end the result");
}

static bool build_signature(Parser *p, OpState *st, Signature *sig, Loc loc)
{
	TypeVec ins;
	svec_init(&ins);
	bool ok = true;
	for (unsigned i = 0; i < sig->args.n; i++) {
		if (!ty_llvm_compatible(sig->args.v[i].type))
			ok = false;
		svec_push(&ins, sig->args.v[i].type);
	}
	if (!ok)
		p_error_at(p, loc, "custom op 'llvm.func' failed to construct function type: expected LLVM type for function arguments");
	else if (sig->many_results)
		ok = p_error_at(p, loc, "custom op 'llvm.func' failed to construct function type: expected zero or one function result");
	else if (sig->result->kind != TY_LLVM_VOID && !ty_llvm_compatible(sig->result))
		ok = p_error_at(p, loc, "custom op 'llvm.func' failed to construct function type: expected LLVM type for function results");
	if (ok) {
		Type *ft = ty_llvm_func(p->ctx, sig->result, ins.v, ins.n, sig->vararg);
		st_add_attr(p, st, "function_type", at_type(p->ctx, ft));
		Attr *aa = dict_list(p, sig->arg_attrs.v, sig->arg_attrs.n);
		if (aa)
			st_add_attr(p, st, "arg_attrs", aa);
		if (sig->res_attrs)
			st_add_attr(p, st, "res_attrs", at_array(p->ctx, &sig->res_attrs, 1));
	}
	svec_free(&ins);
	return ok;
}

/* [linkage] [visibility] [unnamed_addr] [cconv] @f(args) [-> R]
 * [attributes {...}] [{body}] */
bool parse_llvm_func(Parser *p, OpState *st)
{
	Loc loc = st->loc;
	if (!parse_linkage_etc(p, st) ||
	    !llvm_parse_keyword(p, st, "unnamed_addr", NULL, llvm_unnamed_addrs) ||
	    !llvm_parse_keyword(p, st, "CConv", "cconv", llvm_cconvs) || !syn_parse_sym_name(p, st))
		return false;
	Signature sig = {0};
	svec_init(&sig.args);
	svec_init(&sig.arg_attrs);
	bool ok = parse_llvm_args(p, &sig) && parse_llvm_result(p, &sig) &&
	          build_signature(p, st, &sig, loc) && p_attr_dict_kw(p, st);
	if (ok && p_is(p, TK_LBRACE)) {
		/* Unnamed arguments: the body's ^bb0 declares them (as for
		 * func.func); the verifier holds it to the signature. */
		ok = p_region(p, st, sig.args.v, sig.named ? sig.args.n : 0, true);
	} else if (ok) {
		Region *r = arena_alloc(&p->m->arena, sizeof *r);
		svec_push(&st->regions, r);
	}
	svec_free(&sig.args);
	svec_free(&sig.arg_attrs);
	return ok;
}

static Attr *dict_at(Attr *list, unsigned i)
{
	if (!list || list->kind != AT_ARRAY || i >= list->u.arr.n)
		return NULL;
	Attr *d = list->u.arr.elems[i];
	return d->kind == AT_DICT && d->u.dict.n ? d : NULL;
}

static void print_llvm_signature(Printer *pr, Op *op, Type *ft)
{
	Block *entry = func_is_decl(op) ? NULL : op->regions[0].first;
	Attr *arg_attrs = op_attr(op, "arg_attrs");
	pr_putc(pr, '(');
	for (unsigned i = 0; i < ft->nin; i++) {
		if (i)
			pr_puts(pr, ", ");
		if (entry && i < entry->nargs)
			pr_arg_decl(pr, entry->args[i]);
		else
			pr_type(pr, ft->params[i]);
		Attr *d = dict_at(arg_attrs, i);
		if (d) {
			pr_putc(pr, ' ');
			pr_attr(pr, d);
		}
	}
	if (ty_llvm_func_vararg(ft))
		pr_puts(pr, ft->nin ? ", ..." : "...");
	pr_putc(pr, ')');
	Type *r = ty_llvm_func_result(ft);
	if (r->kind == TY_LLVM_VOID)
		return;
	Attr *d = dict_at(op_attr(op, "res_attrs"), 0);
	pr_puts(pr, d ? " -> (" : " -> ");
	pr_type(pr, r);
	if (d) {
		pr_putc(pr, ' ');
		pr_attr(pr, d);
		pr_putc(pr, ')');
	}
}

void print_llvm_func(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	llvm_print_keyword(pr, op, "linkage", "linkage", llvm_linkages);
	llvm_print_keyword(pr, op, "visibility_", NULL, llvm_visibilities);
	llvm_print_keyword(pr, op, "unnamed_addr", NULL, llvm_unnamed_addrs);
	llvm_print_keyword(pr, op, "CConv", "cconv", llvm_cconvs);
	print_sym_name(pr, op);
	Type *ft = func_type(op);
	if (ft && ft->kind == TY_LLVM_FUNC)
		print_llvm_signature(pr, op, ft);
	else
		pr_puts(pr, "()");
	static const char *const elided[] = {
		"sym_name", "function_type", "linkage", "visibility_", "unnamed_addr", "CConv",
		"arg_attrs", "res_attrs", NULL,
	};
	llvm_print_attr_dict_kw(pr, op, elided);
	if (!func_is_decl(op))
		pr_region(pr, &op->regions[0], false, true);
}

/* ------------------------------------------------------------ globals */

/* [linkage] [visibility] [thread_local] [unnamed_addr] [constant]
 * @g([value]) [{attrs}] [: T] [{initializer}] */
bool parse_llvm_global(Parser *p, OpState *st)
{
	/* A global's linkage is not optional in MLIR's generic form. */
	st_add_attr(p, st, "linkage", at_opaque(p->ctx, "#llvm.linkage<external>", 23));
	if (!parse_linkage_etc(p, st))
		return false;
	if (p_accept_kw(p, "thread_local"))
		st_add_attr(p, st, "thread_local_", at_unit(p->ctx));
	if (!llvm_parse_keyword(p, st, "unnamed_addr", NULL, llvm_unnamed_addrs))
		return false;
	if (p_accept_kw(p, "constant"))
		st_add_attr(p, st, "constant", at_unit(p->ctx));
	Attr *value = NULL;
	Type *t = NULL;
	if (!syn_parse_sym_name(p, st) || !p_expect(p, TK_LPAREN, "before the global's value"))
		return false;
	if (!p_is(p, TK_RPAREN) && !(value = p_attr(p)))
		return false;
	if (!p_expect(p, TK_RPAREN, "after the global's value") || !p_attr_dict(p, st))
		return false;
	if (p_accept(p, TK_COLON) && !(t = p_type(p)))
		return false;
	if (!t && value && value->kind == AT_STRING)
		t = ty_llvm_array(p->ctx, ty_int(p->ctx, 8), (int64_t)value->u.str.len);
	if (!t)
		return p_error_at(p, st->loc, "type can only be omitted for string globals");
	st_add_attr(p, st, "global_type", at_type(p->ctx, t));
	if (value)
		st_add_attr(p, st, "value", value);
	if (p_is(p, TK_LBRACE))
		return p_region(p, st, NULL, 0, true);
	Region *r = arena_alloc(&p->m->arena, sizeof *r);
	svec_push(&st->regions, r);
	return true;
}

void print_llvm_global(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	/* MLIR spells the linkage even when it is external. */
	size_t len;
	const char *w = llvm_enum_word(op_attr(op, "linkage"), "linkage", &len);
	pr_printf(pr, " %.*s", w ? (int)len : 8, w ? w : "external");
	llvm_print_keyword(pr, op, "visibility_", NULL, llvm_visibilities);
	if (op_attr(op, "thread_local_"))
		pr_puts(pr, " thread_local");
	llvm_print_keyword(pr, op, "unnamed_addr", NULL, llvm_unnamed_addrs);
	if (op_attr(op, "constant"))
		pr_puts(pr, " constant");
	print_sym_name(pr, op);
	pr_putc(pr, '(');
	Attr *v = op_attr(op, "value");
	if (v)
		pr_attr(pr, v);
	pr_putc(pr, ')');
	static const char *const elided[] = {
		"sym_name", "global_type", "constant", "value", "linkage", "thread_local_",
		"unnamed_addr", "visibility_", NULL,
	};
	/* MLIR 19 writes addr_space even at its default, in its place by
	 * name among the others. */
	NamedAttr zero_space = {"addr_space", at_int(pr->ctx, ty_int(pr->ctx, 32), 0)};
	llvm_print_attr_dict_implied(pr, op, elided, op_attr(op, "addr_space") ? NULL : &zero_space);
	Attr *t = op_attr(op, "global_type");
	bool implied = v && v->kind == AT_STRING && t && t->kind == AT_TYPE &&
	               t->type == ty_llvm_array(pr->ctx, ty_int(pr->ctx, 8), (int64_t)v->u.str.len);
	if (t && t->kind == AT_TYPE && !implied) {
		pr_puts(pr, " : ");
		pr_type(pr, t->type);
	}
	if (op->nregions && !region_empty(&op->regions[0]))
		pr_region(pr, &op->regions[0], false, true);
}

/* -------------------------------------------------------------- calls */

/* "(T, U) -> R" or "-> ()": the call's function type into the operand
 * types (after `first` already resolved) and the result.  MLIR 19
 * reports a bad result at the colon before the trailing types (colon). */
/* The function type of a call: 0 or 1 result, not void; the arguments
 * resolved against its inputs. */
static bool parse_call_type(Parser *p, OpState *st, const UnresolvedVec *args, Type *ft, Loc colon)
{
	if (ft->nout > 1)
		return p_error_at(p, colon, "custom op '%s' expected function with 0 or 1 result", p->custom_op);
	if (ft->nout == 1 && ty_func_out(ft, 0)->kind == TY_LLVM_VOID)
		return p_error_at(p, colon, "custom op '%s' expected a non-void result type", p->custom_op);
	if (ft->nin != args->n)
		return p_error_at(p, st->loc, "custom op '%s' %u operands present, but expected %u",
		                  p->custom_op, args->n, ft->nin);
	if (!p_resolve_all(p, st, args, ft->params))
		return false;
	if (ft->nout == 1)
		svec_push(&st->types, ty_func_out(ft, 0));
	return true;
}

bool llvm_parse_callee(Parser *p, OpState *st, Unresolved *fp, bool *indirect)
{
	*indirect = p_is_operand(p);
	if (*indirect)
		return p_operand(p, fp);
	if (!p_is(p, TK_AT))
		return p_error(p, "expected the callee's @name or a function pointer");
	Attr *callee = p_attr(p);
	if (!callee)
		return false;
	st_add_attr(p, st, "callee", callee);
	return true;
}

bool llvm_parse_vararg(Parser *p, OpState *st)
{
	if (!p_accept_kw(p, "vararg"))
		return true;
	Type *vt = NULL;
	if (!p_expect(p, TK_LPAREN, "after 'vararg'") || !(vt = p_type(p)) ||
	    !p_expect(p, TK_RPAREN, "after the callee's type"))
		return false;
	st_add_attr(p, st, "var_callee_type", at_type(p->ctx, vt));
	return true;
}

bool llvm_parse_call_types(Parser *p, OpState *st, const Unresolved *fp, bool indirect,
                           const UnresolvedVec *args)
{
	/* As MLIR reads them: a type list, counted (the pointer's type
	 * first for an indirect call), its last a function type; errors at
	 * the colon. */
	Loc colon = p->tok.loc;
	TypeVec types;
	svec_init(&types);
	bool ok = p_expect(p, TK_COLON, "before the callee's type") && p_type_list(p, &types);
	if (ok && !indirect && types.n != 1)
		ok = p_error_at(p, colon, "custom op '%s' expected direct call to have 1 trailing type", p->custom_op);
	if (ok && indirect && types.n != 2)
		ok = p_error_at(p, colon, "custom op '%s' expected indirect call to have 2 trailing types",
		                p->custom_op);
	Type *ft = ok ? types.v[types.n - 1] : NULL;
	if (ok && ft->kind != TY_FUNC)
		ok = p_error_at(p, colon, "custom op '%s' expected trailing function type", p->custom_op);
	ok = ok && (!indirect || p_resolve_into(p, st, fp, types.v[0])) && parse_call_type(p, st, args, ft, colon);
	svec_free(&types);
	return ok;
}

/* [cconv] [tail] (@f | %fp)(%args) [vararg(!llvm.func<...>)] [{attrs}]
 * : [!llvm.ptr,] (T) -> R */
bool parse_llvm_call(Parser *p, OpState *st)
{
	if (!llvm_parse_keyword(p, st, "CConv", "cconv", llvm_cconvs) ||
	    !llvm_parse_keyword(p, st, "TailCallKind", "tailcallkind", llvm_tailcalls))
		return false;
	Unresolved fp;
	bool indirect;
	if (!llvm_parse_callee(p, st, &fp, &indirect))
		return false;
	UnresolvedVec args;
	svec_init(&args);
	bool ok = p_expect(p, TK_LPAREN, "to start the call arguments") &&
	          p_operand_list(p, &args, true) && p_expect(p, TK_RPAREN, "to end the call arguments") &&
	          llvm_parse_vararg(p, st) && p_attr_dict(p, st) &&
	          llvm_parse_call_types(p, st, &fp, indirect, &args);
	svec_free(&args);
	return ok;
}

void print_llvm_call(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	llvm_print_keyword(pr, op, "CConv", "cconv", llvm_cconvs);
	llvm_print_keyword(pr, op, "TailCallKind", "tailcallkind", llvm_tailcalls);
	Attr *callee = op_attr(op, "callee");
	unsigned first = callee ? 0 : 1;
	pr_putc(pr, ' ');
	if (callee)
		pr_attr(pr, callee);
	else if (op->nopnds)
		pr_value(pr, op->opnds[0].value);
	pr_putc(pr, '(');
	pr_operands(pr, op, first, op->nopnds - first);
	pr_putc(pr, ')');
	Attr *vt = op_attr(op, "var_callee_type");
	if (vt && vt->kind == AT_TYPE) {
		pr_puts(pr, " vararg(");
		pr_type(pr, vt->type);
		pr_putc(pr, ')');
	}
	static const char *const elided[] = {"callee", "var_callee_type", "CConv", "TailCallKind", NULL};
	llvm_print_attr_dict(pr, op, elided);
	pr_puts(pr, " : ");
	if (!callee && op->nopnds) {
		pr_type(pr, op->opnds[0].value->type);
		pr_puts(pr, ", ");
	}
	pr_putc(pr, '(');
	pr_operand_types(pr, op, first, op->nopnds - first);
	pr_puts(pr, ") -> ");
	if (op->nres == 1)
		pr_type(pr, op->res[0].type);
	else
		pr_puts(pr, "()");
}

/* ----------------------------------------------------------- switches */

/* One case "-3: ^bb(%a : T)" into values and the successors. */
static bool parse_case(Parser *p, OpState *st, I64Vec *values, I64Vec *counts, Type *t)
{
	int64_t v;
	bool neg;
	Loc loc = p->tok.loc;
	if (!p_integer(p, &v, &neg))
		return false;
	unsigned w = t->kind == TY_INT ? t->width : 64;
	if (w < 64 && (v < -(INT64_C(1) << (w - 1)) || v >= (INT64_C(1) << w)))
		return p_error_at(p, loc, "case value %lld does not fit in %s", (long long)v, type_str(p->ctx, t));
	if (!p_expect(p, TK_COLON, "after the case value") || !p_successor(p, st, true))
		return false;
	svec_push(values, v);
	svec_push(counts, st->succs.v[st->succs.n - 1].count);
	return true;
}

/* MLIR's text for the case values: dense<[1, 2]> : vector<2xi32>. */
static Attr *case_values(Parser *p, const I64Vec *values, Type *t)
{
	Buf b;
	buf_init(&b);
	buf_puts(&b, "dense<[");
	for (unsigned i = 0; i < values->n; i++)
		buf_printf(&b, "%s%lld", i ? ", " : "", (long long)values->v[i]);
	buf_printf(&b, "]> : vector<%ux", values->n);
	buf_type(&b, t);
	buf_putc(&b, '>');
	Attr *a = at_opaque(p->ctx, b.data, b.len);
	buf_free(&b);
	return a;
}

/* %v : T, ^default(%a : U) [1: ^bb1, 2: ^bb2(%b : V)] [{attrs}] */
bool parse_llvm_switch(Parser *p, OpState *st)
{
	Unresolved v;
	Type *t;
	if (!p_operand(p, &v) || !p_expect(p, TK_COLON, NULL) || !(t = p_type(p)) ||
	    !p_resolve_into(p, st, &v, t) || !p_expect(p, TK_COMMA, NULL) || !p_successor(p, st, true) ||
	    !p_expect(p, TK_LSQUARE, "before the cases"))
		return false;
	I64Vec values, counts;
	svec_init(&values);
	svec_init(&counts);
	bool ok = true;
	if (!p_is(p, TK_RSQUARE)) {
		do
			ok = parse_case(p, st, &values, &counts, t);
		while (ok && p_accept(p, TK_COMMA));
	}
	ok = ok && p_expect(p, TK_RSQUARE, "after the cases") && p_attr_dict(p, st);
	if (ok) {
		unsigned total = 0;
		for (unsigned i = 0; i < counts.n; i++)
			total += (unsigned)counts.v[i];
		st_segment(st, 1);
		st_segment(st, st->succs.v[0].count);
		st_segment(st, total);
		if (values.n)
			st_add_attr(p, st, "case_values", case_values(p, &values, t));
		st_add_attr(p, st, "case_operand_segments",
		            at_dense(p->ctx, ty_int(p->ctx, 32), counts.v, counts.n));
	}
	svec_free(&values);
	svec_free(&counts);
	return ok;
}

void print_llvm_switch(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_value(pr, op->opnds[0].value);
	pr_puts(pr, " : ");
	pr_type(pr, op->opnds[0].value->type);
	pr_puts(pr, ", ");
	pr_successor(pr, op, 0, true);
	pr_puts(pr, " [\n");
	unsigned n = op->nsucc ? op->nsucc - 1 : 0;
	int64_t *vals = xcalloc(n + 1, sizeof *vals);
	llvm_switch_values(op_attr(op, "case_values"), vals, n);
	/* As MLIR prints them: the bits of the flag's width, unsigned. */
	Type *ft = op->opnds[0].value->type;
	unsigned w = ft->kind == TY_INT ? ft->width : 64;
	uint64_t mask = w < 64 ? (UINT64_C(1) << w) - 1 : ~UINT64_C(0);
	for (unsigned i = 0; i < n; i++) {
		pr_printf(pr, "%*s%llu: ", 2 * (pr->indent + 1), "",
		          (unsigned long long)((uint64_t)vals[i] & mask));
		pr_successor(pr, op, i + 1, true);
		pr_puts(pr, i + 1 < n ? ",\n" : "\n");
	}
	free(vals);
	pr_printf(pr, "%*s]", 2 * pr->indent, "");
	static const char *const elided[] = {"case_values", "case_operand_segments", NULL};
	llvm_print_attr_dict(pr, op, elided);
}

/* ------------------------------------------------------ cond_br */

/* %c [weights([3, 7])], ^t(%a : T), ^f [{attrs}] */
bool parse_llvm_cond_br(Parser *p, OpState *st)
{
	Unresolved c;
	if (!p_operand(p, &c) || !p_resolve_into(p, st, &c, ty_i1(p->ctx)))
		return false;
	if (p_accept_kw(p, "weights")) {
		if (!p_expect(p, TK_LPAREN, "after 'weights'"))
			return false;
		if (!p_is(p, TK_LSQUARE))
			return p_error(p, "expected the weights as a list, such as [3, 7]");
		Attr *w = p_attr(p);
		if (!w || !p_expect(p, TK_RPAREN, "after the weights"))
			return false;
		int64_t v[2] = {0, 0};
		for (unsigned i = 0; i < w->u.arr.n && i < 2; i++)
			v[i] = w->u.arr.elems[i]->kind == AT_INT ? w->u.arr.elems[i]->u.i : -1;
		if (w->u.arr.n != 2 || v[0] < 0 || v[1] < 0)
			return p_error(p, "expected two non-negative integer weights");
		st_add_attr(p, st, "branch_weights", at_dense(p->ctx, ty_int(p->ctx, 32), v, 2));
	}
	if (!p_expect(p, TK_COMMA, NULL) || !p_successor(p, st, true) ||
	    !p_expect(p, TK_COMMA, NULL) || !p_successor(p, st, true) || !p_attr_dict(p, st))
		return false;
	st_segment(st, 1);
	st_segment(st, st->succs.v[0].count);
	st_segment(st, st->succs.v[1].count);
	return true;
}

void print_llvm_cond_br(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_value(pr, op->opnds[0].value);
	Attr *w = op_attr(op, "branch_weights");
	if (w && w->kind == AT_DENSE_ARRAY && w->u.dense.n == 2)
		pr_printf(pr, " weights([%lld, %lld])", (long long)w->u.dense.vals[0], (long long)w->u.dense.vals[1]);
	pr_puts(pr, ", ");
	pr_successor(pr, op, 0, true);
	pr_puts(pr, ", ");
	pr_successor(pr, op, 1, true);
	static const char *const elided[] = {"branch_weights", NULL};
	pr_attr_dict(pr, op, w && w->kind == AT_DENSE_ARRAY && w->u.dense.n == 2 ? elided : NULL);
}

/* ------------------------------------------------ generic successors */

bool llvm_generic_successor(const OpState *st, unsigned i, unsigned *first, unsigned *count)
{
	if (st->kind == OP_LLVM_BR) {
		*first = 0;
		*count = i == 0 ? st->operands.n : 0;
		return true;
	}
	if (st->segs.n != 3)
		return false;
	if (st->kind == OP_LLVM_INVOKE) {
		*first = st->segs.v[0] + (i ? st->segs.v[1] : 0);
		*count = i < 2 ? st->segs.v[1 + i] : 0;
		return true;
	}
	if (st->kind == OP_LLVM_COND_BR) {
		*first = 1 + (i ? st->segs.v[1] : 0);
		*count = i < 2 ? st->segs.v[1 + i] : 0;
		return true;
	}
	if (st->kind != OP_LLVM_SWITCH)
		return false;
	*first = 1;
	*count = i == 0 ? st->segs.v[1] : 0;
	if (i == 0)
		return true;
	Attr *segs = NULL;
	for (unsigned k = 0; k < st->attrs.n; k++)
		if (strcmp(st->attrs.v[k].name, "case_operand_segments") == 0)
			segs = st->attrs.v[k].attr;
	if (!segs || segs->kind != AT_DENSE_ARRAY || i > segs->u.dense.n)
		return false;
	*first = 1 + st->segs.v[1];
	for (unsigned k = 0; k + 1 < i; k++)
		*first += (unsigned)segs->u.dense.vals[k];
	*count = (unsigned)segs->u.dense.vals[i - 1];
	return true;
}
