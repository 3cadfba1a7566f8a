/* verify_ops.c - the checks particular to each op (the VERIFY column of
 * ops.def).  verify.c has already checked region counts, terminators,
 * successors, segment sizes and the fixed signatures. */
#include "config.h"
#include "verifier.h"
#include "syntax.h"

#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------- helpers */

static Type *opnd_type(Op *op, unsigned i) { return op->opnds[i].value->type; }

static bool need_counts(Verifier *v, Op *op, unsigned nin, unsigned nout)
{
	if (op->nopnds != nin)
		return v_fail(v, op, "expects %u operands, but has %u", nin, op->nopnds);
	if (op->nres != nout)
		return v_fail(v, op, "expects %u results, but has %u", nout, op->nres);
	return true;
}

/* Every operand and result has the type of operand 0. */
static bool all_same_type(Verifier *v, Op *op)
{
	Type *t = opnd_type(op, 0);
	for (unsigned i = 1; i < op->nopnds; i++)
		if (opnd_type(op, i) != t)
			return v_fail(v, op, "requires the same type for all operands and results, but operand #%u is '%s' and operand #0 '%s'",
			              i, v_type(v, opnd_type(op, i)), v_type(v, t));
	for (unsigned i = 0; i < op->nres; i++)
		if (op->res[i].type != t)
			return v_fail(v, op, "requires the same type for all operands and results, but the result is '%s' and the operands '%s'",
			              v_type(v, op->res[i].type), v_type(v, t));
	return true;
}

/* An opaque flag attribute, if present, must be "#arith.<kind><...>". */
static bool check_flag_attr(Verifier *v, Op *op, const char *name, const char *prefix)
{
	Attr *a = op_attr(op, name);
	if (!a)
		return true;
	size_t n = strlen(prefix);
	if (a->kind != AT_OPAQUE || a->u.str.len <= n || strncmp(a->u.str.s, prefix, n) != 0 ||
	    a->u.str.s[n] != '<')
		return v_fail(v, op, "attribute '%s' must be a %s<...> attribute", name, prefix);
	return true;
}

/* The types an op's regions yield to it, for scf.yield and friends. */
static bool same_types(Verifier *v, Op *op, const char *what, Type *const *want, unsigned n,
                       unsigned first)
{
	if (op->nopnds - first != n)
		return v_fail(v, op, "%s: expects %u values, but has %u", what, n, op->nopnds - first);
	for (unsigned i = 0; i < n; i++)
		if (opnd_type(op, first + i) != want[i])
			return v_fail(v, op, "%s: value #%u has type '%s', but '%s' is expected", what, i,
			              v_type(v, opnd_type(op, first + i)), v_type(v, want[i]));
	return true;
}

/* Expected types gathered for one check: inline storage for the usual
 * few, the heap for ops with many values (no limit on their number). */
typedef struct TypeList {
	Type **v;
	Type *small[16];
} TypeList;

static Type **tl_init(TypeList *l, unsigned n)
{
	l->v = n <= 16 ? l->small : xmalloc(n * sizeof *l->v);
	return l->v;
}

static bool tl_done(TypeList *l, bool result)
{
	if (l->v != l->small)
		free(l->v);
	return result;
}

static Type **result_types(Op *op, TypeList *l)
{
	Type **t = tl_init(l, op->nres);
	for (unsigned i = 0; i < op->nres; i++)
		t[i] = op->res[i].type;
	return t;
}

static Type **operand_types(Op *op, TypeList *l)
{
	Type **t = tl_init(l, op->nopnds);
	for (unsigned i = 0; i < op->nopnds; i++)
		t[i] = op->opnds[i].value->type;
	return t;
}

/* Types of block arguments against expected types; callers have checked
 * that the region has its block. */
static bool block_args_are(Verifier *v, Op *op, Block *b, const char *what,
                           Type *const *want, unsigned n)
{
	if (b->nargs != n)
		return v_fail(v, op, "%s: expects %u block arguments, but has %u", what, n, b->nargs);
	for (unsigned i = 0; i < n; i++)
		if (b->args[i]->type != want[i])
			return v_fail(v, op, "%s: argument #%u has type '%s', but '%s' is expected", what, i,
			              v_type(v, b->args[i]->type), v_type(v, want[i]));
	return true;
}

/* ------------------------------------------------------- builtin, func */

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
		if (!op_has_trait(o, T_FUNC_LIKE))
			ok = v_fail(v, o, "is not allowed at module level: a module holds func.func and async.func only");
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
	if (f->kind != callee_kind) {
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

/* --------------------------------------------------------------- arith */

bool v_constant(Op *op, Verifier *v)
{
	if (!need_counts(v, op, 0, 1))
		return false;
	Attr *a = op_attr(op, "value");
	Type *t = op->res[0].type;
	if (!a)
		return v_fail(v, op, "requires a 'value' attribute");
	Type *at = a->kind == AT_BOOL ? ty_i1(v->ctx) : (a->kind == AT_INT || a->kind == AT_FLOAT) ? a->type : NULL;
	if (!at)
		return v_fail(v, op, "'value' must be an integer, float or boolean");
	if (at != t)
		return v_fail(v, op, "the value's type '%s' differs from the result type '%s'",
		              v_type(v, at), v_type(v, t));
	return true;
}

bool v_int_binop(Op *op, Verifier *v)
{
	if (!need_counts(v, op, 2, 1) || !all_same_type(v, op))
		return false;
	if (!ty_is_intlike(opnd_type(op, 0)))
		return v_fail(v, op, "operands must be signless integers or index, not '%s'",
		              v_type(v, opnd_type(op, 0)));
	return check_flag_attr(v, op, "overflowFlags", "#arith.overflow");
}

static bool float_op(Op *op, Verifier *v, unsigned nin)
{
	if (!need_counts(v, op, nin, 1) || !all_same_type(v, op))
		return false;
	if (!ty_is_float(opnd_type(op, 0)))
		return v_fail(v, op, "operands must be floating point, not '%s'", v_type(v, opnd_type(op, 0)));
	return check_flag_attr(v, op, "fastmath", "#arith.fastmath");
}

bool v_float_binop(Op *op, Verifier *v) { return float_op(op, v, 2); }
bool v_float_unop(Op *op, Verifier *v) { return float_op(op, v, 1); }

static bool check_cmp(Op *op, Verifier *v, bool is_float, int npreds)
{
	if (!need_counts(v, op, 2, 1))
		return false;
	Type *t = opnd_type(op, 0);
	if (opnd_type(op, 1) != t)
		return v_fail(v, op, "compares operands of different types '%s' and '%s'",
		              v_type(v, t), v_type(v, opnd_type(op, 1)));
	if (is_float ? !ty_is_float(t) : !ty_is_intlike(t))
		return v_fail(v, op, "cannot compare values of type '%s'", v_type(v, t));
	if (op->res[0].type != ty_i1(v->ctx))
		return v_fail(v, op, "result must be i1");
	Attr *p = op_attr(op, "predicate");
	if (!p || p->kind != AT_INT || p->u.i < 0 || p->u.i >= npreds)
		return v_fail(v, op, "requires a valid 'predicate' attribute");
	return !is_float || check_flag_attr(v, op, "fastmath", "#arith.fastmath");
}

bool v_cmpi(Op *op, Verifier *v) { return check_cmp(op, v, false, 10); }
bool v_cmpf(Op *op, Verifier *v) { return check_cmp(op, v, true, 16); }

bool v_select(Op *op, Verifier *v)
{
	if (!need_counts(v, op, 3, 1))
		return false;
	if (opnd_type(op, 0) != ty_i1(v->ctx))
		return v_fail(v, op, "condition must be i1, not '%s'", v_type(v, opnd_type(op, 0)));
	Type *t = op->res[0].type;
	if (opnd_type(op, 1) != t || opnd_type(op, 2) != t)
		return v_fail(v, op, "true and false values must both have the result type '%s'", v_type(v, t));
	return true;
}

/* Casts: one operand, one result, and a rule between their types. */
static bool cast_counts(Op *op, Verifier *v, Type **from, Type **to)
{
	if (!need_counts(v, op, 1, 1))
		return false;
	*from = opnd_type(op, 0);
	*to = op->res[0].type;
	return true;
}

static bool bad_cast(Op *op, Verifier *v, Type *from, Type *to, const char *rule)
{
	return v_fail(v, op, "cannot cast '%s' to '%s': %s", v_type(v, from), v_type(v, to), rule);
}

bool v_index_cast(Op *op, Verifier *v)
{
	Type *f, *t;
	if (!cast_counts(op, v, &f, &t))
		return false;
	if ((f->kind == TY_INDEX && t->kind == TY_INT) || (f->kind == TY_INT && t->kind == TY_INDEX))
		return true;
	return bad_cast(op, v, f, t, "one side must be index and the other a signless integer");
}

bool v_int_ext(Op *op, Verifier *v)
{
	Type *f, *t;
	if (!cast_counts(op, v, &f, &t))
		return false;
	if (f->kind == TY_INT && t->kind == TY_INT && t->width > f->width)
		return true;
	return bad_cast(op, v, f, t, "the result must be a wider integer");
}

bool v_int_trunc(Op *op, Verifier *v)
{
	Type *f, *t;
	if (!cast_counts(op, v, &f, &t))
		return false;
	if (f->kind == TY_INT && t->kind == TY_INT && t->width < f->width)
		return true;
	return bad_cast(op, v, f, t, "the result must be a narrower integer");
}

bool v_int_to_fp(Op *op, Verifier *v)
{
	Type *f, *t;
	if (!cast_counts(op, v, &f, &t))
		return false;
	if (f->kind == TY_INT && ty_is_float(t))
		return true;
	return bad_cast(op, v, f, t, "expects an integer operand and a float result");
}

bool v_fp_to_int(Op *op, Verifier *v)
{
	Type *f, *t;
	if (!cast_counts(op, v, &f, &t))
		return false;
	if (ty_is_float(f) && t->kind == TY_INT)
		return true;
	return bad_cast(op, v, f, t, "expects a float operand and an integer result");
}

bool v_fp_ext(Op *op, Verifier *v)
{
	Type *f, *t;
	if (!cast_counts(op, v, &f, &t))
		return false;
	if (ty_is_float(f) && ty_is_float(t) && ty_float_width(t) > ty_float_width(f))
		return check_flag_attr(v, op, "fastmath", "#arith.fastmath");
	return bad_cast(op, v, f, t, "the result must be a wider float");
}

bool v_fp_trunc(Op *op, Verifier *v)
{
	Type *f, *t;
	if (!cast_counts(op, v, &f, &t))
		return false;
	if (ty_is_float(f) && ty_is_float(t) && ty_float_width(t) < ty_float_width(f))
		return check_flag_attr(v, op, "fastmath", "#arith.fastmath");
	return bad_cast(op, v, f, t, "the result must be a narrower float");
}

static unsigned scalar_bits(Type *t)
{
	return t->kind == TY_INT ? t->width : ty_float_width(t);
}

bool v_bitcast(Op *op, Verifier *v)
{
	Type *f, *t;
	if (!cast_counts(op, v, &f, &t))
		return false;
	if (scalar_bits(f) && scalar_bits(f) == scalar_bits(t))
		return true;
	return bad_cast(op, v, f, t, "both types must be integers or floats of the same width");
}

/* ------------------------------------------------------------------ cf */

bool v_br(Op *op, Verifier *v)
{
	if (op->nsucc != 1)
		return v_fail(v, op, "expects one successor");
	return true;
}

bool v_cond_br(Op *op, Verifier *v)
{
	if (op->nsucc != 2 || op->nsegs != 3 || op->nopnds < 1)
		return v_fail(v, op, "expects a condition and two successors");
	if (opnd_type(op, 0) != ty_i1(v->ctx))
		return v_fail(v, op, "condition must be i1");
	if (op->succs[0].first != 1 || op->succs[0].count != op->segs[1] ||
	    op->succs[1].first != 1 + op->segs[1] || op->succs[1].count != op->segs[2])
		return v_fail(v, op, "successor operands do not match the operand segments");
	return true;
}

bool v_assert(Op *op, Verifier *v)
{
	Attr *m = op_attr(op, "msg");
	if (!m || m->kind != AT_STRING)
		return v_fail(v, op, "requires a 'msg' string attribute");
	return true;
}

bool v_coro_suspend(Op *op, Verifier *v)
{
	if (op->nsucc != 3)
		return v_fail(v, op, "expects three successors: suspend, resume and cleanup");
	return true;
}

/* ----------------------------------------------------------------- scf */

static bool region_ends_with(Verifier *v, Op *op, Region *r, OpKind k, const char *what)
{
	if (!r->first || r->first != r->last)
		return v_fail(v, op, "%s must be a single block", what);
	Op *t = block_terminator(r->first);
	if (!t || t->kind != k)
		return v_fail(v, op, "%s must end with '%s'", what, op_table[k].name);
	return true;
}

bool v_for(Op *op, Verifier *v)
{
	if (op->nopnds < 3)
		return v_fail(v, op, "expects a lower bound, an upper bound and a step");
	Type *iv = opnd_type(op, 0);
	if (!ty_is_intlike(iv) || opnd_type(op, 1) != iv || opnd_type(op, 2) != iv)
		return v_fail(v, op, "bounds and step must be of one integer or index type");
	unsigned n = op->nopnds - 3;
	if (op->nres != n)
		return v_fail(v, op, "has %u iter_args but %u results", n, op->nres);
	for (unsigned i = 0; i < n; i++)
		if (opnd_type(op, 3 + i) != op->res[i].type)
			return v_fail(v, op, "iter_arg #%u is '%s', but result #%u is '%s'", i,
			              v_type(v, opnd_type(op, 3 + i)), i, v_type(v, op->res[i].type));
	if (!region_ends_with(v, op, &op->regions[0], OP_SCF_YIELD, "the body"))
		return false;
	/* The body takes the induction variable, then the iter_args. */
	TypeList l;
	Type **want = tl_init(&l, n + 1);
	want[0] = iv;
	for (unsigned i = 0; i < n; i++)
		want[1 + i] = op->res[i].type;
	return tl_done(&l, block_args_are(v, op, op->regions[0].first, "the body", want, n + 1));
}

bool v_if(Op *op, Verifier *v)
{
	if (op->nopnds != 1 || opnd_type(op, 0) != ty_i1(v->ctx))
		return v_fail(v, op, "expects one i1 condition");
	if (!region_ends_with(v, op, &op->regions[0], OP_SCF_YIELD, "the then region"))
		return false;
	if (region_empty(&op->regions[1])) {
		if (op->nres)
			return v_fail(v, op, "has results, so it needs an else region");
		return true;
	}
	return region_ends_with(v, op, &op->regions[1], OP_SCF_YIELD, "the else region");
}

bool v_while(Op *op, Verifier *v)
{
	if (!region_ends_with(v, op, &op->regions[0], OP_SCF_CONDITION, "the before region") ||
	    !region_ends_with(v, op, &op->regions[1], OP_SCF_YIELD, "the after region"))
		return false;
	TypeList ins, outs;
	if (!tl_done(&ins, block_args_are(v, op, op->regions[0].first, "the before region",
	                                  operand_types(op, &ins), op->nopnds)))
		return false;
	return tl_done(&outs, block_args_are(v, op, op->regions[1].first, "the after region",
	                                     result_types(op, &outs), op->nres));
}

bool v_parallel(Op *op, Verifier *v)
{
	if (op->nsegs != 4)
		return v_fail(v, op, "expects 4 operand segments");
	unsigned n = op->segs[0];
	if (!n || op->segs[1] != n || op->segs[2] != n)
		return v_fail(v, op, "expects as many lower bounds, upper bounds and steps as induction variables");
	for (unsigned i = 0; i < 3 * n; i++)
		if (opnd_type(op, i)->kind != TY_INDEX)
			return v_fail(v, op, "bounds and steps must be index");
	unsigned ninit = op->segs[3];
	if (op->nres != ninit)
		return v_fail(v, op, "has %u init values but %u results", ninit, op->nres);
	for (unsigned i = 0; i < ninit; i++)
		if (opnd_type(op, 3 * n + i) != op->res[i].type)
			return v_fail(v, op, "init value #%u does not match result #%u's type", i, i);
	if (!region_ends_with(v, op, &op->regions[0], OP_SCF_REDUCE, "the body"))
		return false;
	TypeList l;
	Type **ivs = tl_init(&l, n);
	for (unsigned i = 0; i < n; i++)
		ivs[i] = ty_index(v->ctx);
	return tl_done(&l, block_args_are(v, op, op->regions[0].first, "the body", ivs, n));
}

bool v_yield(Op *op, Verifier *v)
{
	Op *p = op_parent_op(op);
	TypeList l;
	switch (p ? p->kind : OP__COUNT) {
	case OP_SCF_FOR:
	case OP_SCF_IF:
		return tl_done(&l, same_types(v, op, "yielded values", result_types(p, &l), p->nres, 0));
	case OP_SCF_WHILE:
		if (op->parent->parent != &p->regions[1])
			return v_fail(v, op, "the before region of scf.while ends with scf.condition");
		return tl_done(&l, same_types(v, op, "yielded values", operand_types(p, &l), p->nopnds, 0));
	default:
		return v_fail(v, op, "must be inside scf.for, scf.if or scf.while");
	}
}

bool v_condition(Op *op, Verifier *v)
{
	Op *p = op_parent_op(op);
	if (!p || p->kind != OP_SCF_WHILE || op->parent->parent != &p->regions[0])
		return v_fail(v, op, "must end the before region of scf.while");
	if (op->nopnds < 1 || opnd_type(op, 0) != ty_i1(v->ctx))
		return v_fail(v, op, "expects an i1 condition first");
	TypeList l;
	return tl_done(&l, same_types(v, op, "forwarded values", result_types(p, &l), p->nres, 1));
}

bool v_reduce(Op *op, Verifier *v)
{
	Op *p = op_parent_op(op);
	if (!p || p->kind != OP_SCF_PARALLEL)
		return v_fail(v, op, "must end the body of scf.parallel");
	if (op->nopnds != p->nres)
		return v_fail(v, op, "reduces %u values, but the scf.parallel has %u results",
		              op->nopnds, p->nres);
	if (op->nregions != op->nopnds)
		return v_fail(v, op, "needs one reduction region per operand");
	for (unsigned i = 0; i < op->nopnds; i++) {
		Type *t = opnd_type(op, i);
		if (t != p->res[i].type)
			return v_fail(v, op, "operand #%u does not match the scf.parallel result type", i);
		Type *two[2] = {t, t};
		if (!region_ends_with(v, op, &op->regions[i], OP_SCF_REDUCE_RETURN, "a reduction region") ||
		    !block_args_are(v, op, op->regions[i].first, "a reduction region", two, 2))
			return false;
	}
	return true;
}

bool v_reduce_return(Op *op, Verifier *v)
{
	Op *p = op_parent_op(op);
	if (!p || p->kind != OP_SCF_REDUCE)
		return v_fail(v, op, "must end a reduction region of scf.reduce");
	Block *entry = op->parent->parent->first;
	if (op->nopnds != 1 || entry->nargs != 2 || opnd_type(op, 0) != entry->args[0]->type)
		return v_fail(v, op, "must return one value of the reduced type");
	return true;
}

/* -------------------------------------------------------------- memref */

static unsigned dynamic_dims(Type *t)
{
	unsigned n = 0;
	for (unsigned i = 0; i < t->rank; i++)
		n += t->shape[i] == IR_DYNAMIC;
	return n;
}

bool v_alloc(Op *op, Verifier *v)
{
	if (op->nres != 1 || op->res[0].type->kind != TY_MEMREF)
		return v_fail(v, op, "result must be a ranked memref");
	Type *t = op->res[0].type;
	unsigned first, ndyn = op_segment(op, 0, &first);
	if (ndyn != dynamic_dims(t))
		return v_fail(v, op, "has %u dynamic sizes, but '%s' has %u dynamic dimensions",
		              ndyn, v_type(v, t), dynamic_dims(t));
	if (op->nopnds != ndyn)
		return v_fail(v, op, "symbol operands are not supported");
	if (!ty_memref_is_identity(t))
		return v_fail(v, op, "can only allocate memrefs with the identity layout");
	for (unsigned i = 0; i < t->rank; i++)
		if (t->shape[i] != IR_DYNAMIC && t->shape[i] < 0)
			return v_fail(v, op, "dimension sizes must not be negative");
	Attr *al = op_attr(op, "alignment");
	if (al && (al->kind != AT_INT || al->u.i <= 0 || (al->u.i & (al->u.i - 1))))
		return v_fail(v, op, "'alignment' must be a positive power of two");
	return true;
}

bool v_dealloc(Op *op, Verifier *v)
{
	Type *t = opnd_type(op, 0);
	if (t->kind != TY_MEMREF && t->kind != TY_UMEMREF)
		return v_fail(v, op, "operand must be a memref, not '%s'", v_type(v, t));
	return true;
}

static bool check_indexed(Op *op, Verifier *v, unsigned mem)
{
	if (op->nopnds <= mem)
		return v_fail(v, op, "expects a memref operand");
	Type *t = opnd_type(op, mem);
	if (t->kind != TY_MEMREF)
		return v_fail(v, op, "operand must be a ranked memref, not '%s'", v_type(v, t));
	unsigned nidx = op->nopnds - mem - 1;
	if (nidx != t->rank)
		return v_fail(v, op, "has %u indices for a memref of rank %u", nidx, t->rank);
	for (unsigned i = 0; i < nidx; i++)
		if (opnd_type(op, mem + 1 + i)->kind != TY_INDEX)
			return v_fail(v, op, "indices must be index");
	return true;
}

bool v_load(Op *op, Verifier *v)
{
	if (!check_indexed(op, v, 0))
		return false;
	if (op->nres != 1 || op->res[0].type != opnd_type(op, 0)->elem)
		return v_fail(v, op, "result type must be the memref's element type");
	return true;
}

bool v_store(Op *op, Verifier *v)
{
	if (op->nres)
		return v_fail(v, op, "has no results");
	if (!check_indexed(op, v, 1))
		return false;
	if (opnd_type(op, 0) != opnd_type(op, 1)->elem)
		return v_fail(v, op, "stores '%s' into a memref of '%s'", v_type(v, opnd_type(op, 0)),
		              v_type(v, opnd_type(op, 1)->elem));
	return true;
}

bool v_memref_cast(Op *op, Verifier *v)
{
	if (!need_counts(v, op, 1, 1))
		return false;
	Type *f = opnd_type(op, 0), *t = op->res[0].type;
	bool fm = f->kind == TY_MEMREF || f->kind == TY_UMEMREF;
	bool tm = t->kind == TY_MEMREF || t->kind == TY_UMEMREF;
	if (!fm || !tm || f->elem != t->elem || f->memspace != t->memspace)
		return v_fail(v, op, "cannot cast '%s' to '%s'", v_type(v, f), v_type(v, t));
	if (f->kind == TY_UMEMREF && t->kind == TY_UMEMREF)
		return v_fail(v, op, "cannot cast an unranked memref to an unranked memref");
	if (f->kind == TY_MEMREF && t->kind == TY_MEMREF) {
		if (f->rank != t->rank)
			return v_fail(v, op, "cannot change the rank from %u to %u", f->rank, t->rank);
		for (unsigned i = 0; i < f->rank; i++)
			if (f->shape[i] != IR_DYNAMIC && t->shape[i] != IR_DYNAMIC && f->shape[i] != t->shape[i])
				return v_fail(v, op, "dimension %u differs: %lld vs %lld", i,
				              (long long)f->shape[i], (long long)t->shape[i]);
		if (!ty_memref_is_identity(f) || !ty_memref_is_identity(t))
			return v_fail(v, op, "casts between strided layouts are not supported");
	}
	return true;
}

bool v_dim(Op *op, Verifier *v)
{
	Type *t = opnd_type(op, 0);
	if (t->kind != TY_MEMREF && t->kind != TY_UMEMREF)
		return v_fail(v, op, "operand must be a memref, not '%s'", v_type(v, t));
	return true;
}

bool v_print(Op *op, Verifier *v)
{
	if (op->nres || op->nopnds > 1)
		return v_fail(v, op, "prints at most one value and has no results");
	if (op->nopnds) {
		Type *t = opnd_type(op, 0);
		if (!ty_is_intlike(t) && !ty_is_float(t))
			return v_fail(v, op, "can only print integers, index and floats, not '%s'", v_type(v, t));
		if (op_attr(op, "stringLiteral"))
			return v_fail(v, op, "prints either a value or a string");
	}
	Attr *s = op_attr(op, "stringLiteral");
	if (s && s->kind != AT_STRING)
		return v_fail(v, op, "'stringLiteral' must be a string");
	Attr *p = op_attr(op, "punctuation");
	if (p && (p->kind != AT_OPAQUE || strncmp(p->u.str.s, "#vector.punctuation<", 20) != 0))
		return v_fail(v, op, "'punctuation' must be a #vector.punctuation attribute");
	return true;
}

/* --------------------------------------------------------------- async */

bool v_execute(Op *op, Verifier *v)
{
	if (op->nsegs != 2)
		return v_fail(v, op, "expects 2 operand segments");
	unsigned ndeps = op->segs[0], nvals = op->segs[1];
	for (unsigned i = 0; i < ndeps; i++)
		if (opnd_type(op, i)->kind != TY_TOKEN)
			return v_fail(v, op, "dependency #%u must be !async.token, not '%s'", i,
			              v_type(v, opnd_type(op, i)));
	for (unsigned i = 0; i < nvals; i++) {
		Type *t = opnd_type(op, ndeps + i);
		if (t->kind != TY_VALUE)
			return v_fail(v, op, "operand #%u must be !async.value, not '%s'", i, v_type(v, t));
	}
	if (!op->nres || op->res[0].type->kind != TY_TOKEN)
		return v_fail(v, op, "first result must be !async.token");
	for (unsigned i = 1; i < op->nres; i++) {
		if (op->res[i].type->kind != TY_VALUE)
			return v_fail(v, op, "result #%u must be !async.value, not '%s'", i,
			              v_type(v, op->res[i].type));
	}
	Block *entry = op->regions[0].first;
	if (!entry)
		return v_fail(v, op, "the body may not be empty");
	/* The body takes the payloads of the !async.value operands. */
	TypeList l;
	Type **args = tl_init(&l, nvals);
	for (unsigned i = 0; i < nvals; i++)
		args[i] = opnd_type(op, ndeps + i)->elem;
	return tl_done(&l, block_args_are(v, op, entry, "the body", args, nvals));
}

bool v_async_yield(Op *op, Verifier *v)
{
	Op *p = op_parent_op(op);
	if (!p || p->kind != OP_ASYNC_EXECUTE)
		return v_fail(v, op, "must be inside async.execute");
	/* Results other than the leading token and !async.values are the
	 * async.execute's own error. */
	for (unsigned i = 1; i < p->nres; i++)
		if (p->res[i].type->kind != TY_VALUE)
			return true;
	TypeList l;
	unsigned n = p->nres ? p->nres - 1 : 0;
	Type **want = tl_init(&l, n);
	for (unsigned i = 0; i < n; i++)
		want[i] = p->res[1 + i].type->elem;
	return tl_done(&l, same_types(v, op, "yielded values (the !async.value payloads)", want, n, 0));
}

bool v_await(Op *op, Verifier *v)
{
	if (op->nopnds != 1)
		return v_fail(v, op, "expects one operand");
	Type *t = opnd_type(op, 0);
	if (!ty_is_awaitable(t))
		return v_fail(v, op, "operand of type '%s' is not awaitable: expected !async.token or !async.value",
		              v_type(v, t));
	if (t->kind == TY_TOKEN)
		return op->nres == 0 || v_fail(v, op, "awaiting a token has no result");
	if (op->nres != 1 || op->res[0].type != t->elem)
		return v_fail(v, op, "result must be the value's payload type '%s'", v_type(v, t->elem));
	return true;
}

bool v_rt_create(Op *op, Verifier *v)
{
	if (!need_counts(v, op, 0, 1))
		return false;
	Type *t = op->res[0].type;
	if (!ty_is_awaitable(t))
		return v_fail(v, op, "creates !async.token or !async.value, not '%s'", v_type(v, t));
	return true;
}

bool v_rt_store(Op *op, Verifier *v)
{
	if (!need_counts(v, op, 2, 0))
		return false;
	Type *s = opnd_type(op, 1);
	if (s->kind != TY_VALUE || opnd_type(op, 0) != s->elem)
		return v_fail(v, op, "stores '%s' into '%s'", v_type(v, opnd_type(op, 0)), v_type(v, s));
	return true;
}

bool v_rt_load(Op *op, Verifier *v)
{
	if (!need_counts(v, op, 1, 1))
		return false;
	Type *s = opnd_type(op, 0);
	if (s->kind != TY_VALUE || op->res[0].type != s->elem)
		return v_fail(v, op, "loads '%s' from '%s'", v_type(v, op->res[0].type), v_type(v, s));
	return true;
}

bool v_refcount(Op *op, Verifier *v)
{
	Attr *c = op_attr(op, "count");
	if (!c || c->kind != AT_INT || c->u.i <= 0)
		return v_fail(v, op, "requires a positive 'count' attribute");
	return true;
}
