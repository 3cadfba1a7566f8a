/* verify_scf_more.c - checks of scf.execute_region, scf.index_switch,
 * scf.forall and scf.forall.in_parallel (the VERIFY column of
 * ops/scf.def), with MLIR 19's messages and notes; the loops and scf.if
 * are in verify_scf.c. */
#include "config.h"
#include "verifier.h"
#include "syntax/syntax.h"

#include <stdio.h>

bool v_execute_region(Op *op, Verifier *v)
{
	Region *r = &op->regions[0];
	if (region_empty(r))
		return v_fail(v, op, "region needs to have at least one block");
	if (r->first->nargs)
		return v_fail(v, op, "region cannot have any arguments");
	return true;
}

/* After the region is verified: what each scf.yield gives the results
 * (RegionBranchOpInterface). */
bool v_execute_region_regions(Op *op, Verifier *v)
{
	TypeList res;
	Type **want = result_types(op, &res);
	bool ok = true;
	for (Block *b = op->regions[0].first; ok && b; b = b->next) {
		Op *t = block_terminator(b);
		if (!t || t->kind != OP_SCF_YIELD)
			continue;
		TypeList got;
		ok = tl_done(&got, v_edge(v, op, "Region #0", "parent results", operand_types(t, &got),
		                          t->nopnds, want, op->nres, NULL));
	}
	return tl_done(&res, ok);
}

/* One region of scf.index_switch: a block ending in scf.yield of the
 * op's result types.  name: "default region" or "case region #N". */
static bool switch_region(Verifier *v, Op *op, Region *r, const char *name)
{
	Op *y = block_terminator(r->first);
	if (!y || y->kind != OP_SCF_YIELD)
		return v_fail(v, op, "expected region to end with scf.yield, but got %s",
		              y ? op_info(y)->name : "no terminator");
	if (y->nopnds != op->nres) {
		v_fail(v, op, "expected each region to return %u values, but %s returns %u", op->nres, name,
		       y->nopnds);
		v_note(v, y->loc, "see yield operation here");
		return false;
	}
	for (unsigned i = 0; i < op->nres; i++) {
		if (opnd_type(y, i) == op->res[i].type)
			continue;
		v_fail(v, op, "expected result #%u of each region to be '%s'", i, v_type(v, op->res[i].type));
		v_note(v, y->loc, "%s returns '%s' here", name, v_type(v, opnd_type(y, i)));
		return false;
	}
	return true;
}

bool v_index_switch(Op *op, Verifier *v)
{
	if (op->nopnds != 1 || opnd_type(op, 0)->kind != TY_INDEX)
		return v_fail(v, op, "operand #0 must be index, but got '%s'",
		              op->nopnds ? v_type(v, opnd_type(op, 0)) : "nothing");
	if (!op->nregions)
		return v_fail(v, op, "expected 1 or more regions");
	for (unsigned i = 0; i < op->nregions; i++)
		if (!op->regions[i].first || op->regions[i].first->next)
			return v_fail(v, op, "expects region #%u to have 0 or 1 blocks", i);
	Attr *c = op_attr(op, "cases");
	if (!c)
		return v_fail(v, op, "requires attribute 'cases'");
	if (c->kind != AT_DENSE_ARRAY || c->type != ty_i64(v->ctx))
		return v_fail(v, op, "attribute 'cases' must be an array<i64: ...>, not %s", attr_str(v->ctx, c));
	unsigned n = c->u.dense.n;
	if (n != op->nregions - 1)
		return v_fail(v, op, "has %u case regions but %u case values", op->nregions - 1, n);
	for (unsigned i = 0; i < n; i++)
		for (unsigned j = 0; j < i; j++)
			if (c->u.dense.vals[i] == c->u.dense.vals[j])
				return v_fail(v, op, "has duplicate case value: %lld", (long long)c->u.dense.vals[i]);
	if (!switch_region(v, op, &op->regions[0], "default region"))
		return false;
	for (unsigned i = 1; i < op->nregions; i++) {
		char name[48];
		snprintf(name, sizeof name, "case region #%u", i - 1);
		if (!switch_region(v, op, &op->regions[i], name))
			return false;
	}
	return true;
}

/* ------------------------------------------------------------- forall */

/* One of the bound lists: `rank` entries, IR_DYNAMIC where operand
 * segment `seg` supplies the value (MLIR's verifyListOfOperandsOrIntegers,
 * whose messages name no op). */
static bool bound_list(Verifier *v, Op *op, const char *attr, const char *what, unsigned seg,
                       unsigned rank)
{
	Attr *a = op_attr(op, attr);
	if (!a)
		return v_fail(v, op, "requires attribute '%s'", attr);
	if (a->kind != AT_DENSE_ARRAY || a->type != ty_i64(v->ctx))
		return v_fail(v, op, "attribute '%s' must be an array<i64: ...>, not %s", attr, attr_str(v->ctx, a));
	if (a->u.dense.n != rank) {
		diag_error(v->diag, op->loc, "expected %u %s values, got %u", rank, what, a->u.dense.n);
		return false;
	}
	unsigned dyn = 0;
	for (unsigned i = 0; i < rank; i++)
		dyn += a->u.dense.vals[i] == IR_DYNAMIC;
	if (op->segs[seg] != dyn) {
		diag_error(v->diag, op->loc, "expected %u dynamic %s values", dyn, what);
		return false;
	}
	return true;
}

/* The body ends with scf.forall.in_parallel, the implicit terminator. */
static bool forall_terminator(Verifier *v, Op *op, Block *body)
{
	Op *t = block_terminator(body);
	if (t && t->kind == OP_SCF_FORALL_IN_PARALLEL)
		return true;
	v_fail(v, op, "expects regions to end with 'scf.forall.in_parallel', found '%s'",
	       body->last ? op_info(body->last)->name : "nothing");
	v_note(v, op->loc, "in custom textual format, the absence of terminator implies 'scf.forall.in_parallel'");
	return false;
}

bool v_forall(Op *op, Verifier *v)
{
	if (op->nsegs != 4)
		return v_fail(v, op, "expects 4 operand segments");
	Attr *lb = op_attr(op, "staticLowerBound");
	unsigned rank = lb && lb->kind == AT_DENSE_ARRAY ? lb->u.dense.n : 0;
	if (op->nres || op->segs[3])
		return v_fail(v, op, "with shared_outs works on tensors, which asyncc does not support");
	Region *r = &op->regions[0];
	if (!r->first || r->first->next)
		return v_fail(v, op, "expects region #0 to have 0 or 1 blocks");
	Block *body = r->first;
	if (body->nargs != rank)
		return v_fail(v, op, "region expects %u arguments", rank);
	for (unsigned i = 0; i < rank; i++)
		if (body->args[i]->type->kind != TY_INDEX)
			return v_fail(v, op, "expects %u-th block argument to be an index", i);
	for (unsigned i = 0; i < op->nopnds; i++)
		if (opnd_type(op, i)->kind != TY_INDEX)
			return v_fail(v, op, "operand #%u must be index, but got '%s'", i, v_type(v, opnd_type(op, i)));
	Attr *map = op_attr(op, "mapping");
	bool devices = map && map->kind == AT_ARRAY;
	for (unsigned i = 0; devices && i < map->u.arr.n; i++)
		devices = map->u.arr.elems[i]->kind == AT_OPAQUE;
	if (map && !devices)
		return v_fail(v, op, "attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute");
	if (map && map->u.arr.n && map->u.arr.n != rank)
		return v_fail(v, op, "mapping attribute size must match op rank");
	return bound_list(v, op, "staticLowerBound", "lower bound", 0, rank) &&
	       bound_list(v, op, "staticUpperBound", "upper bound", 1, rank) &&
	       bound_list(v, op, "staticStep", "step", 2, rank) && forall_terminator(v, op, body);
}

bool v_in_parallel(Op *op, Verifier *v)
{
	Op *p = op_parent_op(op);
	if (!p || p->kind != OP_SCF_FORALL)
		return v_fail(v, op, "expects parent op 'scf.forall'");
	Region *r = &op->regions[0];
	if (!r->first || r->first->next)
		return v_fail(v, op, "expects region #0 to have 0 or 1 blocks");
	if (r->first->first)
		return v_fail(v, op, "expected only tensor.parallel_insert_slice ops");
	return true;
}
