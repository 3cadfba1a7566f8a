/* verify_common.c - the checks the op verifiers of several dialects
 * share (verifier.h), with the messages of MLIR's ODS constraints and
 * traits. */
#include "config.h"
#include "verifier.h"
#include "syntax/syntax.h"

#include <stdlib.h>
#include <string.h>

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

bool v_segment_index(Verifier *v, Op *op, unsigned seg)
{
	unsigned first, n = op_segment(op, seg, &first);
	for (unsigned i = first; i < first + n; i++)
		if (!v_operand_is(v, op, i, opnd_type(op, i)->kind == TY_INDEX, "variadic of index"))
			return false;
	return true;
}

bool need_counts(Verifier *v, Op *op, unsigned nin, unsigned nout)
{
	if (op->nres != nout) {
		if (nout == 0)
			return v_fail(v, op, "requires zero results");
		return nout == 1 ? v_fail(v, op, "requires one result")
		                 : v_fail(v, op, "expected %u results", nout);
	}
	if (op->nopnds != nin) {
		if (nin == 0)
			return v_fail(v, op, "requires zero operands");
		return nin == 1 ? v_fail(v, op, "requires a single operand")
		                : v_fail(v, op, "expected %u operands, but found %u", nin, op->nopnds);
	}
	return true;
}

Attr *v_required_attr(Verifier *v, Op *op, const char *name)
{
	Attr *a = op_attr(op, name);
	if (!a)
		v_fail(v, op, "requires attribute '%s'", name);
	return a;
}

bool v_attr_required(Verifier *v, Op *op, const char *name)
{
	return v_required_attr(v, op, name) != NULL;
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

bool v_parent_is(Verifier *v, Op *op, OpKind k)
{
	Op *p = op_parent_op(op);
	if (p && p->kind == k)
		return true;
	return v_fail(v, op, "expects parent op '%s'", op_table[k].name);
}

bool v_is_last(Verifier *v, Op *op)
{
	return !op->next || v_fail(v, op, "must be the last operation in the parent block");
}

bool all_same_type(Verifier *v, Op *op)
{
	Type *t = op->nopnds ? opnd_type(op, 0) : op->nres ? op->res[0].type : NULL;
	bool ok = true;
	for (unsigned i = 0; i < op->nopnds; i++)
		ok &= opnd_type(op, i) == t;
	for (unsigned i = 0; i < op->nres; i++)
		ok &= op->res[i].type == t;
	return ok || v_fail(v, op, "requires the same type for all operands and results");
}

bool v_same_operand_types(Verifier *v, Op *op)
{
	for (unsigned i = 1; i < op->nopnds; i++)
		if (opnd_type(op, i) != opnd_type(op, 0))
			return v_fail(v, op, "requires all operands to have the same type");
	return true;
}

bool v_single_block(Verifier *v, Op *op, unsigned i)
{
	Region *r = &op->regions[i];
	if (!r->first || r->first == r->last)
		return true;
	return v_fail(v, op, "expects region #%u to have 0 or 1 blocks", i);
}

bool v_one_block(Verifier *v, Op *op, unsigned i, const char *name)
{
	Region *r = &op->regions[i];
	if (r->first && r->first == r->last)
		return true;
	return v_fail(v, op, "region #%u ('%s') failed to verify constraint: region with 1 blocks",
	              i, name);
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
		return v_bad_property(v, op, name);
	return true;
}

bool v_edge(Verifier *v, Op *op, const char *from, const char *to, Type *const *src,
            unsigned nsrc, Type *const *dst, unsigned ndst, TypeCompat compat)
{
	if (nsrc != ndst)
		return v_fail(v, op, " region control flow edge from %s to %s: source has %u operands, "
		              "but target successor needs %u", from, to, nsrc, ndst);
	for (unsigned i = 0; i < nsrc; i++) {
		bool ok = compat ? compat(src[i], dst[i]) : src[i] == dst[i];
		if (!ok)
			return v_fail(v, op, " along control flow edge from %s to %s: source type #%u '%s' "
			              "should match input type #%u '%s'", from, to, i, v_type(v, src[i]), i,
			              v_type(v, dst[i]));
	}
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

Type **arg_types(Block *b, TypeList *l)
{
	unsigned n = b ? b->nargs : 0;
	Type **t = tl_init(l, n);
	for (unsigned i = 0; i < n; i++)
		t[i] = b->args[i]->type;
	return t;
}


/* --------------------------------------------- vectors (elementwise ops) */

bool v_same_shape(Verifier *v, Op *op)
{
	Type *t = op->nopnds ? opnd_type(op, 0) : op->res[0].type;
	for (unsigned i = 0; i < op->nopnds; i++)
		if (!ty_same_shape(opnd_type(op, i), t))
			return v_fail(v, op, "requires the same shape for all operands and results");
	for (unsigned i = 0; i < op->nres; i++)
		if (!ty_same_shape(op->res[i].type, t))
			return v_fail(v, op, "requires the same shape for all operands and results");
	return true;
}

bool v_elementwise(Verifier *v, Op *op)
{
	Type *shape = NULL;
	unsigned vres = 0;
	bool vop = false, same = true;
	for (unsigned i = 0; i < op->nopnds + op->nres; i++) {
		Type *t = i < op->nopnds ? opnd_type(op, i) : op->res[i - op->nopnds].type;
		if (t->kind != TY_VECTOR)
			continue;
		vop |= i < op->nopnds;
		vres += i >= op->nopnds;
		same &= !shape || ty_same_shape(shape, t);
		shape = shape ? shape : t;
	}
	if (!shape)
		return true;
	if (!vop)
		return v_fail(v, op, "if a result is non-scalar, then at least one operand must be non-scalar");
	if (!vres)
		return v_fail(v, op, "if an operand is non-scalar, then there must be at least one non-scalar result");
	if (vres != op->nres)
		return v_fail(v, op, "if an operand is non-scalar, then all results must be non-scalar");
	return same || v_fail(v, op, "all non-scalar operands/results must have the same shape and base type");
}
