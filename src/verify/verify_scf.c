/* verify_scf.c - checks particular to the scf dialect: loops,
 * conditionals, parallel loops and their terminators (the VERIFY column
 * of ops.def).  verify.c has already checked region counts, terminators,
 * successors, segment sizes and fixed signatures. */
#include "config.h"
#include "verifier.h"

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
	case OP_SCF_EXECUTE_REGION:
	case OP_SCF_INDEX_SWITCH:
		return true;    /* the parent checks what its regions yield */
	default:
		return v_fail(v, op, "must be inside scf.for, scf.if, scf.while, scf.execute_region or scf.index_switch");
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
