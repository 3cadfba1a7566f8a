/* verify_func.c - checks particular to builtin.module,
 * func.func/call/return and their async.func/call/return twins (the
 * VERIFY column of ops.def), and the calls' symbol uses, which run when
 * the whole module is known.  Messages are MLIR's (FuncOps.cpp,
 * Async.cpp, FunctionInterfaces.cpp, SymbolTable.cpp); asyncc's
 * limitations and explanations are its own words. */
#include "config.h"
#include "verifier.h"
#include "syntax/syntax.h"

#include <stdlib.h>
#include <string.h>

bool v_none(Op *op, Verifier *v)
{
	(void)op;
	(void)v;
	return true;
}

bool v_module(Op *op, Verifier *v)
{
	if (!v_single_block(v, op, 0))
		return false;
	if (op_parent_op(op))
		return v_fail(v, op, "nested modules are not supported");
	Region *r = &op->regions[0];
	for (Op *o = r->first ? r->first->first : NULL; o; o = o->next)
		if (!op_has_trait(o, T_FUNC_LIKE) && !op_has_trait(o, T_GLOBAL))
			return v_fail(v, o, "is not allowed at module level: a module holds functions and globals only");
	return true;
}

/* A function's attributes, each looked up once: the checks below need
 * most of them several times. */
typedef struct FuncAttrs {
	Attr *name, *vis, *type, *args, *results, *block;
} FuncAttrs;

static void func_attrs(const Op *op, FuncAttrs *fa)
{
	fa->name = op_attr(op, "sym_name");
	fa->vis = op_attr(op, "sym_visibility");
	fa->type = op_attr(op, "function_type");
	fa->args = op_attr(op, "arg_attrs");
	fa->results = op_attr(op, "res_attrs");
	fa->block = op_attr(op, "async.allowed_to_block");
}

/* ODS: the function's inherent attributes. */
static bool check_func_attrs(Op *op, Verifier *v, const FuncAttrs *fa)
{
	/* One is missing: the first, in this order, is reported. */
	if (!fa->name || !fa->type)
		return v_attr_required(v, op, "sym_name") && v_attr_required(v, op, "function_type");
	if (fa->name->kind != AT_STRING)
		return v_bad_property(v, op, "sym_name");
	if (fa->vis && fa->vis->kind != AT_STRING)
		return v_bad_property(v, op, "sym_visibility");
	Attr *ft = fa->type;
	if (ft->kind != AT_TYPE || ft->type->kind != TY_FUNC)
		return v_fail(v, op, "attribute 'function_type' failed to satisfy constraint: type attribute of function type");
	static const char *const lists[] = {"arg_attrs", "res_attrs"};
	for (unsigned k = 0; k < 2; k++) {
		Attr *a = k ? fa->results : fa->args;
		bool ok = !a || a->kind == AT_ARRAY;
		for (unsigned i = 0; a && ok && i < a->u.arr.n; i++)
			ok = a->u.arr.elems[i]->kind == AT_DICT;
		if (!ok)
			return v_fail(v, op, "attribute '%s' failed to satisfy constraint: Array of dictionary attributes",
			              lists[k]);
	}
	return true;
}

/* SymbolOpInterface. */
static bool check_symbol(Op *op, Verifier *v, const FuncAttrs *fa)
{
	Op *p = op_parent_op(op);
	if (p && p->kind != OP_MODULE) {
		v_fail(v, op, "symbol's parent must have the SymbolTable trait");
		v_hint(v, p->loc, "asyncc supports functions at module level only");
		return false;
	}
	Attr *vis = fa->vis;
	if (vis && strcmp(vis->u.str.s, "private") != 0 && strcmp(vis->u.str.s, "public") != 0 &&
	    strcmp(vis->u.str.s, "nested") != 0)
		return v_fail(v, op, "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got %s",
		              attr_str(v->ctx, vis));
	if (func_is_decl(op) && !(vis && strcmp(vis->u.str.s, "private") == 0))
		return v_fail(v, op, "symbol declaration cannot have public visibility");
	return true;
}

/* FunctionOpInterface: argument and result attributes (a: the op's
 * arg_attrs or res_attrs), the body. */
bool v_func_attr_list(Verifier *v, Op *op, Attr *a, Type *const *types, unsigned n, bool args)
{
	if (!a)
		return true;
	const char *what = args ? "argument" : "result";
	if (a->u.arr.n != n)
		return v_fail(v, op, "expects %s attribute array to have the same number of elements as the number of function %ss, got %u, but expected %u",
		              what, what, a->u.arr.n, n);
	for (unsigned i = 0; i < n; i++) {
		Attr *d = a->u.arr.elems[i];
		for (unsigned k = 0; k < d->u.dict.n; k++) {
			const NamedAttr *e = &d->u.dict.ents[k];
			if (!strchr(e->name, '.'))
				return v_fail(v, op, "%ss may only have dialect attributes", what);
			if (strncmp(e->name, "llvm.", 5) == 0 && !v_llvm_param_attr(v, op, types[i], e, !args))
				return false;
		}
	}
	return true;
}

static bool check_body(Op *op, Verifier *v, Type *ft)
{
	if (func_is_decl(op))
		return true;
	Block *entry = op->regions[0].first;
	if (entry->nargs != ft->nin)
		return v_fail(v, op, "entry block must have %u arguments to match function signature", ft->nin);
	for (unsigned i = 0; i < ft->nin; i++)
		if (entry->args[i]->type != ty_func_in(ft, i))
			return v_fail(v, op, "type of entry block argument #%u('%s') must match the type of the corresponding argument in function signature('%s')",
			              i, v_type(v, entry->args[i]->type), v_type(v, ty_func_in(ft, i)));
	return true;
}

/* What asyncc needs beyond MLIR's checks. */
static bool check_asyncc(Op *op, Verifier *v, const FuncAttrs *fa)
{
	Attr *name = fa->name, *block = fa->block;
	if (memchr(name->u.str.s, 0, name->u.str.len))
		return v_fail(v, op, "symbol names may not contain NUL");
	if (block && block->kind != AT_UNIT)
		return v_fail(v, op, "'async.allowed_to_block' must be a unit attribute, not '%s'",
		              attr_str(v->ctx, block));
	return true;
}

static bool check_func_common(Op *op, Verifier *v)
{
	FuncAttrs fa;
	func_attrs(op, &fa);
	if (!check_func_attrs(op, v, &fa) || !check_symbol(op, v, &fa))
		return false;
	Type *ft = fa.type->type;
	return v_func_attr_list(v, op, fa.args, ft->params, ft->nin, true) &&
	       v_func_attr_list(v, op, fa.results, ft->params + ft->nin, ft->nout, false) &&
	       check_body(op, v, ft) &&
	       check_asyncc(op, v, &fa);
}

bool v_func(Op *op, Verifier *v)
{
	return check_func_common(op, v);
}

/* async.func returns an optional !async.token, then !async.values. */
bool v_async_func(Op *op, Verifier *v)
{
	if (!check_func_common(op, v))
		return false;
	Type *ft = func_type(op);
	if (ft->nout == 0)
		return v_fail(v, op, "result is expected to be at least of size 1, but got 0");
	for (unsigned i = 0; i < ft->nout; i++) {
		Type *t = ty_func_out(ft, i);
		if (t->kind != TY_TOKEN && t->kind != TY_VALUE)
			return v_fail(v, op, "result type must be async value type or async token type, but got '%s'",
			              v_type(v, t));
		if (t->kind == TY_TOKEN && i != 0)
			return v_fail(v, op, " results' (optional) async token type is expected to appear as the 1st return value, but got %u",
			              i + 1);
	}
	return true;
}

/* ------------------------------------------------------------ calls */

bool v_call(Op *op, Verifier *v)
{
	if (!v_attr_required(v, op, "callee"))
		return false;
	return op_attr(op, "callee")->kind == AT_SYMREF || v_bad_property(v, op, "callee");
}

bool v_async_call(Op *op, Verifier *v)
{
	for (unsigned i = 0; i < op->nres; i++)
		if (!v_result_is(v, op, i, ty_is_awaitable(op->res[i].type),
		                 "variadic of async value type or async token type"))
			return false;
	return v_call(op, v);
}

/* "'@NAME' is defined here" or "did you mean '@NAME'?": asyncc's hints
 * for a callee that is not the function the call needs. */
static void hint_callee(Verifier *v, Op *op, const char *name, Op *f, bool async)
{
	if (f && !op_has_trait(f, T_FUNC_LIKE)) {
		v_hint(v, f->loc, "'@%s' is an %s, not a function", name, op_info(f)->name);
		return;
	}
	if (f) {
		v_hint(v, f->loc, "'@%s' is %s; call it with %s", name,
		       f->kind == OP_ASYNC_FUNC ? "an async.func" :
		       f->kind == OP_LLVM_FUNC ? "an llvm.func" : "a func.func",
		       async ? "func.call" : "async.call");
		return;
	}
	unsigned n = 0;
	for (Op *o = module_body(v->m)->first; o; o = o->next)
		n += op_has_trait(o, T_SYMBOL);
	const char **names = xmalloc((n ? n : 1) * sizeof *names);
	n = 0;
	for (Op *o = module_body(v->m)->first; o; o = o->next)
		if (op_has_trait(o, T_SYMBOL))
			names[n++] = func_name(o);
	const char *hint = closest_name(name, (unsigned)strlen(name), names, n);
	if (hint)
		v_hint(v, op->loc, "did you mean '@%s'?", hint);
	free(names);
}

/* "'i32', 'i64'": a type list as MLIR streams one into a diagnostic. */
static const char *type_list(Verifier *v, Type *const *t, unsigned n)
{
	Buf b;
	buf_init(&b);
	for (unsigned i = 0; i < n; i++) {
		buf_printf(&b, "%s'", i ? ", " : "");
		buf_type(&b, t[i]);
		buf_putc(&b, '\'');
	}
	const char *s = ctx_intern(v->ctx, b.data ? b.data : "", b.len);
	buf_free(&b);
	return s;
}

/* CallOp::verifySymbolUses of both dialects. */
static bool check_callee(Op *op, Verifier *v, OpKind want)
{
	const char *name = op_attr(op, "callee")->u.str.s;
	Op *f = module_lookup(v->m, name);
	if (f && f->kind == OP_LLVM_FUNC && want == OP_FUNC_FUNC) {
		/* asyncc's func.call reaches llvm.func too (MLIR's calls it
		 * with llvm.call): verify_llvm_func.c. */
		if (v_func_call_llvm(op, v, f))
			return true;
		v_hint(v, f->loc, "'@%s' is defined here", name);
		return false;
	}
	if (!f || f->kind != want) {
		v_fail(v, op, "'%s' does not reference a valid %sfunction", name,
		       want == OP_ASYNC_FUNC ? "async " : "");
		hint_callee(v, op, name, f, want == OP_ASYNC_FUNC);
		return false;
	}
	Type *ft = func_type(f);
	if (op->nopnds != ft->nin)
		return v_fail(v, op, "incorrect number of operands for callee");
	for (unsigned i = 0; i < ft->nin; i++)
		if (opnd_type(op, i) != ty_func_in(ft, i))
			return v_fail(v, op, "operand type mismatch: expected operand type '%s', but provided '%s' for operand number %u",
			              v_type(v, ty_func_in(ft, i)), v_type(v, opnd_type(op, i)), i);
	if (op->nres != ft->nout)
		return v_fail(v, op, "incorrect number of results for callee");
	for (unsigned i = 0; i < ft->nout; i++) {
		if (op->res[i].type == ty_func_out(ft, i))
			continue;
		v_fail(v, op, "result type mismatch at index %u", i);
		TypeList l;
		v_note(v, op->loc, "      op result types: %s", type_list(v, result_types(op, &l), op->nres));
		tl_done(&l, true);
		v_note(v, op->loc, "function result types: %s", type_list(v, ft->params + ft->nin, ft->nout));
		return false;
	}
	return true;
}

bool v_call_symbol(Op *op, Verifier *v)
{
	return check_callee(op, v, OP_FUNC_FUNC);
}

bool v_async_call_symbol(Op *op, Verifier *v)
{
	return check_callee(op, v, OP_ASYNC_FUNC);
}

/* ---------------------------------------------------------- returns */

bool v_return(Op *op, Verifier *v)
{
	if (!v_parent_is(v, op, OP_FUNC_FUNC) || !v_is_last(v, op))
		return false;
	Op *f = op_parent_op(op);
	Type *ft = func_type(f);
	if (op->nopnds != ft->nout)
		return v_fail(v, op, "has %u operands, but enclosing function (@%s) returns %u",
		              op->nopnds, func_name(f), ft->nout);
	for (unsigned i = 0; i < ft->nout; i++)
		if (opnd_type(op, i) != ty_func_out(ft, i))
			return v_error(v, op->loc, "type of return operand %u ('%s') doesn't match function result type ('%s') in function @%s",
			               i, v_type(v, opnd_type(op, i)), v_type(v, ty_func_out(ft, i)), func_name(f));
	return true;
}

bool v_async_return(Op *op, Verifier *v)
{
	if (!v_parent_is(v, op, OP_ASYNC_FUNC) || !v_is_last(v, op))
		return false;
	Op *f = op_parent_op(op);
	Type *ft = func_type(f);
	/* The payloads of the !async.value results (the function has
	 * verified that they are token-first values). */
	unsigned first = ft->nout && ty_func_out(ft, 0)->kind == TY_TOKEN;
	bool ok = op->nopnds == ft->nout - first;
	for (unsigned i = 0; ok && i < op->nopnds; i++)
		ok = opnd_type(op, i) == ty_func_out(ft, first + i)->elem;
	if (ok)
		return true;
	v_fail(v, op, "operand types do not match the types returned from the parent FuncOp");
	v_hint(v, f->loc, "the function's results are declared here: it returns the payloads of its !async.value results");
	return false;
}
