/* verify_func.c - checks particular to builtin.module,
 * func.func/call/return and their async.func/call/return twins (the
 * VERIFY column of ops.def).  verify.c has already checked region counts,
 * terminators, successors, segment sizes and fixed signatures. */
#include "config.h"
#include "verifier.h"
#include "syntax.h"

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
	Region *r = &op->regions[0];
	if (!r->first || r->first != r->last)
		return v_fail(v, op, "expects a body of one block");
	if (op_parent_op(op))
		return v_fail(v, op, "nested modules are not supported");
	bool ok = true;
	for (Op *o = r->first->first; o; o = o->next)
		if (!op_has_trait(o, T_FUNC_LIKE) && !op_has_trait(o, T_GLOBAL))
			ok = v_fail(v, o, "is not allowed at module level: a module holds functions and globals only");
	return ok;
}

static bool check_attr_list(Verifier *v, Op *op, const char *name, unsigned n)
{
	Attr *a = op_attr(op, name);
	if (!a)
		return true;
	if (a->kind != AT_ARRAY || a->u.arr.n != n)
		return v_fail(v, op, "'%s' must be an array of %u dictionaries", name, n);
	for (unsigned i = 0; i < n; i++)
		if (a->u.arr.elems[i]->kind != AT_DICT)
			return v_fail(v, op, "'%s' must be an array of dictionaries", name);
	return true;
}

static bool check_func_common(Op *op, Verifier *v)
{
	Attr *name = op_attr(op, "sym_name");
	if (!name || name->kind != AT_STRING || !name->u.str.len)
		return v_fail(v, op, "requires a 'sym_name' string attribute");
	if (memchr(name->u.str.s, 0, name->u.str.len))
		return v_fail(v, op, "symbol names may not contain NUL");
	Type *ft = func_type(op);
	if (!ft || ft->kind != TY_FUNC)
		return v_fail(v, op, "requires a 'function_type' attribute with a function type");
	Attr *vis = op_attr(op, "sym_visibility");
	if (vis && (vis->kind != AT_STRING || (strcmp(vis->u.str.s, "private") != 0 &&
	                                       strcmp(vis->u.str.s, "public") != 0 &&
	                                       strcmp(vis->u.str.s, "nested") != 0)))
		return v_fail(v, op, "'sym_visibility' must be \"private\", \"public\" or \"nested\"");
	Attr *block = op_attr(op, "async.allowed_to_block");
	if (block && block->kind != AT_UNIT)
		return v_fail(v, op, "'async.allowed_to_block' must be a unit attribute, not '%s'",
		              attr_str(v->ctx, block));
	if (!check_attr_list(v, op, "arg_attrs", ft->nin) ||
	    !check_attr_list(v, op, "res_attrs", ft->nout))
		return false;
	if (func_is_decl(op)) {
		if (!func_is_private(op))
			return v_fail(v, op, "is a declaration, which must be private ('%s private @%s')",
			              op_info(op)->name, func_name(op));
		return true;
	}
	return block_args_are(v, op, op->regions[0].first, "entry block", ft->params, ft->nin);
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
		return v_fail(v, op, "must return !async.token and/or !async.value results");
	for (unsigned i = 0; i < ft->nout; i++) {
		Type *t = ty_func_out(ft, i);
		if (t->kind == TY_VALUE || (i == 0 && t->kind == TY_TOKEN))
			continue;
		return v_fail(v, op, "result #%u is '%s': results must be an optional leading !async.token followed by !async.value types",
		              i, v_type(v, t));
	}
	return true;
}

/* The callee's signature against the call's operands and results. */
static bool call_matches(Op *op, Verifier *v, const char *name, Type *ft)
{
	if (op->nopnds != ft->nin)
		return v_fail(v, op, "passes %u arguments, but '@%s' takes %u", op->nopnds, name, ft->nin);
	for (unsigned i = 0; i < ft->nin; i++)
		if (opnd_type(op, i) != ty_func_in(ft, i))
			return v_fail(v, op, "argument #%u has type '%s', but '@%s' expects '%s'", i,
			              v_type(v, opnd_type(op, i)), name, v_type(v, ty_func_in(ft, i)));
	if (op->nres != ft->nout)
		return v_fail(v, op, "has %u results, but '@%s' returns %u", op->nres, name, ft->nout);
	for (unsigned i = 0; i < ft->nout; i++)
		if (op->res[i].type != ty_func_out(ft, i))
			return v_fail(v, op, "result #%u has type '%s', but '@%s' returns '%s'", i,
			              v_type(v, op->res[i].type), name, v_type(v, ty_func_out(ft, i)));
	return true;
}

/* "did you mean '@name'?" for a callee that looks like a typo of a
 * function of the module. */
static void suggest_callee(Verifier *v, Op *op, const char *name)
{
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
		v_note(v, op->loc, "did you mean '@%s'?", hint);
	free(names);
}

static bool check_call(Op *op, Verifier *v, OpKind callee_kind, const char *hint)
{
	Attr *callee = op_attr(op, "callee");
	if (!callee || callee->kind != AT_SYMREF)
		return v_fail(v, op, "requires a 'callee' symbol reference");
	const char *name = callee->u.str.s;
	Op *f = module_lookup(v->m, name);
	if (!f) {
		v_fail(v, op, "'@%s' does not reference a valid function", name);
		suggest_callee(v, op, name);
		return false;
	}
	bool ok;
	if (callee_kind == OP_FUNC_FUNC && f->kind == OP_LLVM_FUNC) {
		/* llvm.func callees: verify_llvm_func.c. */
		ok = v_func_call_llvm(op, v, f);
	} else if (f->kind != callee_kind) {
		ok = v_fail(v, op, "'@%s' is %s; %s", name,
		            f->kind == OP_ASYNC_FUNC ? "an async.func" : "a func.func", hint);
	} else {
		/* A callee without a proper type reports that itself. */
		Type *ft = func_type(f);
		ok = !ft || ft->kind != TY_FUNC || call_matches(op, v, name, ft);
	}
	if (!ok)
		v_note(v, f->loc, "'@%s' is defined here", name);
	return ok;
}

bool v_call(Op *op, Verifier *v)
{
	return check_call(op, v, OP_FUNC_FUNC, "call it with async.call");
}

bool v_async_call(Op *op, Verifier *v)
{
	return check_call(op, v, OP_ASYNC_FUNC, "call it with func.call");
}

bool v_return(Op *op, Verifier *v)
{
	Op *f = op_parent_op(op);
	if (!f || f->kind != OP_FUNC_FUNC)
		return v_fail(v, op, "must be inside a func.func%s",
		              f && f->kind == OP_ASYNC_FUNC ? " (async.func returns with async.return)" : "");
	Type *ft = func_type(f);
	if (!ft || ft->kind != TY_FUNC)
		return true;           /* the function reports its type */
	if (same_types(v, op, "returned values", ft->params + ft->nin, ft->nout, 0))
		return true;
	v_note(v, f->loc, "the function's results are declared here");
	return false;
}

bool v_async_return(Op *op, Verifier *v)
{
	Op *f = op_parent_op(op);
	if (!f || f->kind != OP_ASYNC_FUNC)
		return v_fail(v, op, "must be inside an async.func");
	Type *ft = func_type(f);
	if (!ft || ft->kind != TY_FUNC)
		return true;           /* the function reports its type */
	TypeList l;
	Type **want = tl_init(&l, ft->nout);
	unsigned n = 0;
	for (unsigned i = 0; i < ft->nout; i++)
		if (ty_func_out(ft, i)->kind == TY_VALUE)
			want[n++] = ty_func_out(ft, i)->elem;
	if (tl_done(&l, same_types(v, op, "returned values (the !async.value payloads)", want, n, 0)))
		return true;
	v_note(v, f->loc, "the function's results are declared here");
	return false;
}
