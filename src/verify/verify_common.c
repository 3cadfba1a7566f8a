/* verify_common.c - the checks the op verifiers of several dialects
 * share (verifier.h). */
#include "config.h"
#include "verifier.h"
#include "syntax.h"

#include <stdlib.h>
#include <string.h>

bool need_counts(Verifier *v, Op *op, unsigned nin, unsigned nout)
{
	if (op->nopnds != nin)
		return v_fail(v, op, "expects %u operands, but has %u", nin, op->nopnds);
	if (op->nres != nout)
		return v_fail(v, op, "expects %u results, but has %u", nout, op->nres);
	return true;
}

/* Every operand and result has the type of operand 0. */
bool all_same_type(Verifier *v, Op *op)
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
bool check_flag_attr(Verifier *v, Op *op, const char *name, const char *prefix)
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
bool same_types(Verifier *v, Op *op, const char *what, Type *const *want, unsigned n,
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

Type **tl_init(TypeList *l, unsigned n)
{
	l->v = n <= 16 ? l->small : xmalloc(n * sizeof *l->v);
	return l->v;
}

bool tl_done(TypeList *l, bool result)
{
	if (l->v != l->small)
		free(l->v);
	return result;
}

Type **result_types(Op *op, TypeList *l)
{
	Type **t = tl_init(l, op->nres);
	for (unsigned i = 0; i < op->nres; i++)
		t[i] = op->res[i].type;
	return t;
}

Type **operand_types(Op *op, TypeList *l)
{
	Type **t = tl_init(l, op->nopnds);
	for (unsigned i = 0; i < op->nopnds; i++)
		t[i] = op->opnds[i].value->type;
	return t;
}

/* Types of block arguments against expected types; callers have checked
 * that the region has its block. */
bool block_args_are(Verifier *v, Op *op, Block *b, const char *what,
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

bool v_operand_is(Verifier *v, Op *op, unsigned i, bool ok, const char *desc)
{
	if (ok || !desc)
		return true;
	return v_fail(v, op, "operand #%u must be %s, but got '%s'", i, desc, v_type(v, opnd_type(op, i)));
}

bool v_result_is(Verifier *v, Op *op, unsigned i, bool ok, const char *desc)
{
	if (ok || !desc)
		return true;
	return v_fail(v, op, "result #%u must be %s, but got '%s'", i, desc, v_type(v, op->res[i].type));
}

bool v_attr_required(Verifier *v, Op *op, const char *name)
{
	return op_attr(op, name) || v_fail(v, op, "requires attribute '%s'", name);
}

bool v_bad_property(Verifier *v, Op *op, const char *name)
{
	/* The op's properties as one dictionary: inherent attributes and
	 * the operand segments. */
	NamedAttr *props = xmalloc((op->nattrs + 1) * sizeof *props);
	unsigned n = 0;
	for (unsigned i = 0; i < op->nattrs; i++)
		if (op_attr_is_inherent(op->kind, op->attrs[i].name))
			props[n++] = op->attrs[i];
	if (op->nsegs) {
		int64_t segs[16];
		unsigned ns = op->nsegs < 16 ? op->nsegs : 16;
		for (unsigned i = 0; i < ns; i++)
			segs[i] = op->segs[i];
		props[n++] = (NamedAttr){ctx_intern_cstr(v->ctx, "operandSegmentSizes"),
		                         at_dense(v->ctx, ty_int(v->ctx, 32), segs, ns)};
	}
	Attr *dict = at_dict(v->ctx, props, n);
	free(props);
	diag_error(v->diag, op->loc, "invalid properties %s for op %s: Invalid attribute `%s` in "
	           "property conversion: %s", attr_str(v->ctx, dict), op_info(op)->name, name,
	           attr_str(v->ctx, op_attr(op, name)));
	return false;
}
