/* verify_memref_ops.c - checks of the memref ops that are not views:
 * copy, global and get_global, alloca_scope, the atomics,
 * assume_alignment, realloc and prefetch (the VERIFY column of
 * ops.def), with MLIR 19's messages. */
#include "config.h"
#include "verifier.h"
#include "ir/layout.h"
#include "syntax/syntax.h"

#include <string.h>

static bool is_memref(const Type *t) { return t->kind == TY_MEMREF || t->kind == TY_UMEMREF; }

static bool is_pow2(int64_t x) { return x > 0 && !(x & (x - 1)); }

/* ---------------------------------------------------------------- copy */

bool v_copy(Op *op, Verifier *v)
{
	if (!need_counts(v, op, 2, 0))
		return false;
	Type *a = opnd_type(op, 0), *b = opnd_type(op, 1);
	for (unsigned i = 0; i < 2; i++)
		if (!is_memref(opnd_type(op, i)))
			return v_fail(v, op, "operand #%u must be ranked or unranked memref of any type values, "
			              "but got '%s'", i, v_type(v, opnd_type(op, i)));
	if (a->elem != b->elem)
		return v_fail(v, op, "requires the same element type for all operands");
	if (a->kind == TY_MEMREF && b->kind == TY_MEMREF) {
		bool same = a->rank == b->rank;
		for (unsigned i = 0; same && i < a->rank; i++)
			same = a->shape[i] == b->shape[i] || a->shape[i] == IR_DYNAMIC || b->shape[i] == IR_DYNAMIC;
		if (!same)
			return v_fail(v, op, "requires the same shape for all operands");
	}
	return true;
}

/* -------------------------------------------------------------- global */

static bool global_attrs(Op *op, Verifier *v)
{
	Attr *name = op_attr(op, "sym_name"), *vis = op_attr(op, "sym_visibility");
	Attr *c = op_attr(op, "constant"), *al = op_attr(op, "alignment"), *ty = op_attr(op, "type");
	/* Properties of the wrong kind fail their conversion first. */
	static const struct { const char *name; AttrKind kind; } props[] = {
		{"sym_name", AT_STRING}, {"sym_visibility", AT_STRING}, {"constant", AT_UNIT},
		{"alignment", AT_INT}, {"type", AT_TYPE},
	};
	for (size_t i = 0; i < sizeof props / sizeof *props; i++) {
		Attr *a = op_attr(op, props[i].name);
		if (a && a->kind != props[i].kind)
			return v_bad_property(v, op, props[i].name);
	}
	if (!name || !name->u.str.len)
		return v_fail(v, op, "requires attribute 'sym_name'");
	if (!ty)
		return v_fail(v, op, "requires attribute 'type'");
	if (vis && strcmp(vis->u.str.s, "public") && strcmp(vis->u.str.s, "private") && strcmp(vis->u.str.s, "nested"))
		return v_fail(v, op, "visibility expected to be one of [\"public\", \"private\", \"nested\"], "
		              "but got %s", attr_str(v->ctx, vis));
	(void)c;
	if (al && al->type && al->type != ty_i64(v->ctx))
		return v_fail(v, op, "attribute 'alignment' failed to satisfy constraint: 64-bit signless "
		              "integer attribute");
	if (al && !is_pow2(al->u.i))
		return v_error(v, op->loc, "alignment attribute value %lld is not a power of 2", (long long)al->u.i);
	return true;
}

bool v_global(Op *op, Verifier *v)
{
	if (!global_attrs(op, v))
		return false;
	Attr *ta = op_attr(op, "type");
	if (ta->type->kind != TY_MEMREF)
		return v_fail(v, op, "attribute 'type' failed to satisfy constraint: memref type attribute");
	Type *t = ta->type;
	for (unsigned i = 0; i < t->rank; i++)
		if (t->shape[i] == IR_DYNAMIC)
			return v_fail(v, op, "type should be static shaped memref, but got '%s'", v_type(v, t));
	Attr *init = op_attr(op, "initial_value");
	if (init && init->kind != AT_UNIT && init->kind != AT_ELEMENTS)
		return v_fail(v, op, "initial value should be a unit or elements attribute, but got %s",
		              attr_str(v->ctx, init));
	if (init && init->kind == AT_ELEMENTS) {
		Type *want = ty_tensor(v->ctx, t->elem, t->rank, t->shape);
		if (init->type != want)
			return v_fail(v, op, "initial value expected to be of type '%s', but was of type '%s'",
			              v_type(v, want), v_type(v, init->type));
	}
	return true;
}

bool v_get_global(Op *op, Verifier *v)
{
	Attr *name = op_attr(op, "name");
	if (!name || name->kind != AT_SYMREF)
		return v_fail(v, op, "requires attribute 'name'");
	if (!need_counts(v, op, 0, 1))
		return false;
	Op *g = module_lookup(v->m, name->u.str.s);
	if (!g || g->kind != OP_MEMREF_GLOBAL)
		return v_fail(v, op, "'%s' does not reference a valid global memref", name->u.str.s);
	Attr *ta = op_attr(g, "type");
	Type *t = ta && ta->kind == AT_TYPE ? ta->type : NULL;
	if (op->res[0].type != t)
		return v_fail(v, op, "result type '%s' does not match type '%s' of the global memref @%s",
		              v_type(v, op->res[0].type), t ? v_type(v, t) : "<none>", name->u.str.s);
	return true;
}

/* -------------------------------------------------------- alloca_scope */

/* MLIR wants one block; asyncc also takes the several blocks that
 * structured control flow inside becomes once lowered to branches, each
 * leaving the region through alloca_scope.return or branching on. */
bool v_alloca_scope(Op *op, Verifier *v)
{
	(void)op, (void)v;
	return true;
}

/* The terminators and the types they return (SingleBlockImplicitTerminator
 * and RegionBranchOpInterface), checked after the body is: the body's
 * errors come first, as in MLIR. */
bool v_alloca_scope_regions(Op *op, Verifier *v)
{
	for (Block *b = op->regions[0].first; b; b = b->next) {
		Op *term = block_terminator(b);
		if (term && term->nsucc)
			continue;
		if (!term || term->kind != OP_MEMREF_ALLOCA_SCOPE_RETURN) {
			v_fail(v, op, "expects regions to end with 'memref.alloca_scope.return', found '%s'",
			       term ? op_info(term)->name : "nothing");
			v_note(v, op->loc, "in custom textual format, the absence of terminator implies "
			       "'memref.alloca_scope.return'");
			return false;
		}
		if (term->nopnds != op->nres)
			return v_fail(v, op, " region control flow edge from Region #0 to parent results: source has %u "
			              "operands, but target successor needs %u", term->nopnds, op->nres);
		for (unsigned i = 0; i < op->nres; i++)
			if (opnd_type(term, i) != op->res[i].type)
				return v_fail(v, op, " along control flow edge from Region #0 to parent results: source "
				              "type #%u '%s' should match input type #%u '%s'", i,
				              v_type(v, opnd_type(term, i)), i, v_type(v, op->res[i].type));
	}
	return true;
}

static bool need_parent(Verifier *v, Op *op, OpKind parent)
{
	Op *p = op_parent_op(op);
	if (p && p->kind == parent)
		return true;
	return v_fail(v, op, "expects parent op '%s'", op_table[parent].name);
}

bool v_alloca_scope_return(Op *op, Verifier *v)
{
	return need_parent(v, op, OP_MEMREF_ALLOCA_SCOPE);
}

/* ------------------------------------------------------------- atomics */

extern const char *const atomic_rmw_kinds[15];

bool v_atomic_rmw(Op *op, Verifier *v)
{
	if (!v_attr_required(v, op, "kind"))
		return false;
	Attr *k = op_attr(op, "kind");
	/* An enum property: a value that is not a case fails its conversion. */
	if (k->kind != AT_INT || k->u.i < 0 || k->u.i > 14)
		return v_bad_property(v, op, "kind");
	if (op->nopnds < 2 || opnd_type(op, 1)->kind != TY_MEMREF)
		return v_fail(v, op, "operand #1 must be memref of signless integer or floating-point values, "
		              "but got '%s'", op->nopnds < 2 ? "nothing" : v_type(v, opnd_type(op, 1)));
	Type *val = opnd_type(op, 0), *m = opnd_type(op, 1);
	if (!ty_is_int(val) && !ty_is_float(val))
		return v_fail(v, op, "operand #0 must be signless integer or floating-point, but got '%s'",
		              v_type(v, val));
	for (unsigned i = 2; i < op->nopnds; i++)
		if (opnd_type(op, i)->kind != TY_INDEX)
			return v_fail(v, op, "operand #%u must be variadic of index, but got '%s'", i,
			              v_type(v, opnd_type(op, i)));
	if (op->nres != 1 || op->res[0].type != val)
		return v_fail(v, op, "failed to verify that all of {value, result} have same type");
	if (m->elem != val)
		return v_fail(v, op, "failed to verify that value type matches element type of memref");
	if (m->rank != op->nopnds - 2)
		return v_fail(v, op, "expects the number of subscripts to be equal to memref rank");
	const char *name = atomic_rmw_kinds[k->u.i];
	bool wants_float = strchr(name, 'f') != NULL;   /* addf, maximumf, minimumf, mulf, ... */
	if (k->u.i == 2)
		return true;                                /* assign */
	if (wants_float && !ty_is_float(val))
		return v_fail(v, op, "with kind '%s' expects a floating-point type", name);
	if (!wants_float && !ty_is_int(val))
		return v_fail(v, op, "with kind '%s' expects an integer type", name);
	return true;
}

/* The body computes a value from the current one and nothing else:
 * pure ops, and structured control flow holding pure ops. */
static WalkResult find_effect(Op *o, void *arg)
{
	Op **found = arg;
	if (o == *found || op_has_trait(o, T_PURE) || o->kind == OP_SCF_IF || o->kind == OP_SCF_FOR)
		return WALK_ADVANCE;
	*found = o;
	return WALK_STOP;
}

bool v_generic_atomic_rmw(Op *op, Verifier *v)
{
	if (op->nopnds < 1 || opnd_type(op, 0)->kind != TY_MEMREF)
		return v_fail(v, op, "operand #0 must be memref of signless integer or floating-point values, "
		              "but got '%s'", op->nopnds < 1 ? "nothing" : v_type(v, opnd_type(op, 0)));
	for (unsigned i = 1; i < op->nopnds; i++)
		if (opnd_type(op, i)->kind != TY_INDEX)
			return v_fail(v, op, "operand #%u must be variadic of index, but got '%s'", i,
			              v_type(v, opnd_type(op, i)));
	Type *elem = opnd_type(op, 0)->elem;
	if (op->nres != 1 || op->res[0].type != elem)
		return v_fail(v, op, "failed to verify that result type matches element type of memref");
	return true;
}

/* The body (verifyRegions), checked after the ops in it. */
bool v_generic_atomic_rmw_regions(Op *op, Verifier *v)
{
	Block *b = op->regions[0].first;
	if (!b || b->nargs != 1)
		return v_fail(v, op, "expected single number of entry block arguments");
	if (b->args[0]->type != op->res[0].type)
		return v_fail(v, op, "expected block argument of the same type result type");
	Op *found = op;
	op_walk(op, find_effect, &found);
	if (found != op)
		return v_error(v, found->loc, "body of 'memref.generic_atomic_rmw' should contain only operations "
		               "with no side effects");
	return true;
}

bool v_atomic_yield(Op *op, Verifier *v)
{
	if (!need_parent(v, op, OP_MEMREF_GENERIC_ATOMIC_RMW) || !need_counts(v, op, 1, 0))
		return false;
	Op *p = op_parent_op(op);
	Type *want = p->nres ? p->res[0].type : NULL;
	if (opnd_type(op, 0) != want)
		return v_fail(v, op, "types mismatch between yield op: '%s' and its parent: '%s'",
		              v_type(v, opnd_type(op, 0)), want ? v_type(v, want) : "none");
	return true;
}

/* ------------------------------------------------------ hints, realloc */

bool v_assume_alignment(Op *op, Verifier *v)
{
	if (!need_counts(v, op, 1, 0))
		return false;
	if (opnd_type(op, 0)->kind != TY_MEMREF)
		return v_fail(v, op, "operand #0 must be memref of any type values, but got '%s'",
		              v_type(v, opnd_type(op, 0)));
	Attr *a = op_attr(op, "alignment");
	if (!a)
		return v_fail(v, op, "requires attribute 'alignment'");
	if (a->kind != AT_INT || a->type != ty_int(v->ctx, 32) || a->u.i <= 0)
		return v_fail(v, op, "attribute 'alignment' failed to satisfy constraint: 32-bit signless "
		              "integer attribute whose value is positive");
	if (!is_pow2(a->u.i))
		return v_fail(v, op, "alignment must be power of 2");
	return true;
}

static bool is_1d(const Type *t) { return t->kind == TY_MEMREF && t->rank == 1; }

bool v_realloc(Op *op, Verifier *v)
{
	/* One result, a memref and an optional size: the count traits' and
	 * ODS's messages. */
	if (op->nres != 1)
		return v_fail(v, op, "requires one result");
	if (op->nopnds < 1)
		return v_fail(v, op, "expected 1 or more operands, but found 0");
	if (op->nopnds > 2)
		return v_fail(v, op, "operand group starting at #1 requires 0 or 1 element, but found %u",
		              op->nopnds - 1);
	Type *src = opnd_type(op, 0), *res = op->res[0].type;
	if (!is_1d(src))
		return v_fail(v, op, "operand #0 must be 1D memref of any type values, but got '%s'", v_type(v, src));
	if (op->nopnds == 2 && opnd_type(op, 1)->kind != TY_INDEX)
		return v_fail(v, op, "operand #1 must be index, but got '%s'", v_type(v, opnd_type(op, 1)));
	if (!is_1d(res))
		return v_fail(v, op, "result #0 must be 1D memref of any type values, but got '%s'", v_type(v, res));
	Attr *al = op_attr(op, "alignment");
	if (al && (al->kind != AT_INT || (al->type && al->type != ty_i64(v->ctx))))
		return v_fail(v, op, "attribute 'alignment' failed to satisfy constraint: 64-bit signless "
		              "integer attribute");
	if (!layout_is_identity(src))
		return v_error(v, op->loc, "unsupported layout for source memref type '%s'", v_type(v, src));
	if (!layout_is_identity(res))
		return v_error(v, op->loc, "unsupported layout for result memref type '%s'", v_type(v, res));
	if (src->memspace != res->memspace)
		return v_error(v, op->loc, "different memory spaces specified for source memref type '%s' and result "
		               "memref type '%s'", v_type(v, src), v_type(v, res));
	if (src->elem != res->elem)
		return v_error(v, op->loc, "different element types specified for source memref type '%s' and result "
		               "memref type '%s'", v_type(v, src), v_type(v, res));
	if (res->shape[0] == IR_DYNAMIC && op->nopnds == 1)
		return v_error(v, op->loc, "missing dimension operand for result type '%s'", v_type(v, res));
	if (res->shape[0] != IR_DYNAMIC && op->nopnds == 2)
		return v_error(v, op->loc, "unnecessary dimension operand for result type '%s'", v_type(v, res));
	return true;
}

bool v_prefetch(Op *op, Verifier *v)
{
	/* ODS's order: the required attributes by name, their kinds and
	 * constraints, then the operands. */
	static const char *const required[] = {"isDataCache", "isWrite", "localityHint"};
	for (unsigned i = 0; i < 3; i++)
		if (!v_attr_required(v, op, required[i]))
			return false;
	Attr *w = op_attr(op, "isWrite"), *l = op_attr(op, "localityHint"), *d = op_attr(op, "isDataCache");
	if (d->kind != AT_BOOL)
		return v_bad_property(v, op, "isDataCache");
	if (w->kind != AT_BOOL)
		return v_bad_property(v, op, "isWrite");
	if (l->kind != AT_INT)
		return v_bad_property(v, op, "localityHint");
	if (l->type != ty_int(v->ctx, 32) || l->u.i < 0 || l->u.i > 3)
		return v_fail(v, op, "attribute 'localityHint' failed to satisfy constraint: 32-bit signless "
		              "integer attribute whose minimum value is 0 whose maximum value is 3");
	if (opnd_type(op, 0)->kind != TY_MEMREF)
		return v_fail(v, op, "operand #0 must be memref of any type values, but got '%s'",
		              v_type(v, opnd_type(op, 0)));
	for (unsigned i = 1; i < op->nopnds; i++)
		if (opnd_type(op, i)->kind != TY_INDEX)
			return v_fail(v, op, "operand #%u must be variadic of index, but got '%s'", i,
			              v_type(v, opnd_type(op, i)));
	if (op->nopnds != 1 + opnd_type(op, 0)->rank)
		return v_fail(v, op, "too few indices");
	return true;
}
