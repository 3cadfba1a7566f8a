/* verify_affine.c - checks particular to the affine dialect (the VERIFY
 * column of ops.def), with MLIR 19's messages.
 *
 * Besides counts and types, MLIR requires the operands of affine maps to
 * be valid dims and symbols, as lib/Dialect/Affine/IR/AffineOps.cpp
 * defines them (isValidDim, isValidSymbol), relative to the affine scope
 * of the op: the region of the nearest enclosing func.func (or module).
 *   symbol  a value defined at the top level of the scope (a function
 *           argument, a value of the function's body), a constant, the
 *           memref.dim of a top-level memref (or of an allocation whose
 *           size is a symbol), an affine.apply of symbols;
 *   dim     a symbol, an affine.for or affine.parallel induction
 *           variable, an affine.apply of dims, a memref.dim of a
 *           top-level memref.
 * So a value computed inside an async.execute body, or in an async.func
 * (which is no affine scope), is neither, as in MLIR: there, bounds and
 * subscripts use constants, induction variables and the enclosing
 * function's values.  A few things MLIR 19 lets through and no lowering
 * could run (a zero step, a bound map without results, operands that do
 * not match a bound map) are refused here with asyncc's own words. */
#include "config.h"
#include "verifier.h"

#include <string.h>

/* ------------------------------------------------------ dims, symbols */

static bool is_affine_scope(const Op *op)
{
	return op->kind == OP_FUNC_FUNC || op->kind == OP_MODULE;
}

/* MLIR's getAffineScope: the region, directly inside the nearest
 * affine-scope op, that holds op; NULL if there is none. */
static Region *affine_scope(Op *op)
{
	for (Op *cur = op, *up; (up = op_parent_op(cur)); cur = up)
		if (is_affine_scope(up))
			return cur->parent->parent;
	return NULL;
}

static Region *value_region(const Value *v)
{
	return value_is_arg(v) ? v->owner->parent : v->def->parent->parent;
}

/* Defined directly in a region of an affine-scope op. */
static bool top_level(const Value *v)
{
	Region *r = value_region(v);
	return r && r->parent && is_affine_scope(r->parent);
}

static bool valid_symbol(Value *v, Region *r);

static bool all_operands(Op *op, Region *r, bool (*pred)(Value *, Region *))
{
	for (unsigned i = 0; i < op->nopnds; i++)
		if (!pred(op->opnds[i].value, r))
			return false;
	return true;
}

static int64_t const_of(const Value *v)
{
	Attr *a = v->def && op_has_trait(v->def, T_CONSTANT) ? op_attr(v->def, "value") : NULL;
	return a && a->kind == AT_INT ? a->u.i : -1;
}

/* memref.dim %m, %c: a symbol if %m is top level, or an allocation (seen
 * through memref.cast) whose size there is static or a symbol. */
static bool dim_op_symbol(Op *dim, Region *r)
{
	Value *m = dim->opnds[0].value;
	if (top_level(m))
		return true;
	int64_t i = const_of(dim->opnds[1].value);
	if (value_is_arg(m) || i < 0)
		return false;
	Op *def = m->def;
	while (def && def->kind == OP_MEMREF_CAST) {
		if (def->opnds[0].value->type->kind != TY_MEMREF)
			return false;
		def = def->opnds[0].value->def;
	}
	if (!def || def->kind != OP_MEMREF_ALLOC || i >= def->res[0].type->rank)
		return false;
	Type *t = def->res[0].type;
	if (t->shape[i] != IR_DYNAMIC)
		return true;
	unsigned pos = 0;
	for (int64_t k = 0; k < i; k++)
		pos += t->shape[k] == IR_DYNAMIC;
	return pos < def->nopnds && valid_symbol(def->opnds[pos].value, r);
}

static bool valid_symbol(Value *v, Region *r)
{
	if (v->type->kind != TY_INDEX)
		return false;
	if (r && value_region(v) == r)
		return true;
	Op *def = v->def;
	if (def && op_has_trait(def, T_CONSTANT))
		return true;
	if (def && def->kind == OP_AFFINE_APPLY)
		return all_operands(def, r, valid_symbol);
	if (def && def->kind == OP_MEMREF_DIM)
		return dim_op_symbol(def, r);
	/* A value from a region enclosing r's op, unless that op is
	 * isolated from above. */
	Op *rop = r ? r->parent : NULL;
	if (rop && !op_has_trait(rop, T_ISOLATED) && rop->parent)
		return valid_symbol(v, rop->parent->parent);
	return false;
}

static bool valid_dim(Value *v, Region *r)
{
	if (v->type->kind != TY_INDEX)
		return false;
	if (valid_symbol(v, r))
		return true;
	Op *def = v->def;
	if (!def) {
		Op *owner = block_parent_op(v->owner);
		return owner && (owner->kind == OP_AFFINE_FOR || owner->kind == OP_AFFINE_PARALLEL);
	}
	if (def->kind == OP_AFFINE_APPLY)
		return all_operands(def, r, valid_dim);
	if (def->kind == OP_MEMREF_DIM)
		return top_level(def->opnds[0].value);
	return false;
}

/* Operands [first, first + n): the first ndims dims, the rest symbols. */
static bool dims_and_symbols(Verifier *v, Op *op, unsigned first, unsigned n, unsigned ndims)
{
	Region *scope = affine_scope(op);
	for (unsigned i = 0; i < n; i++) {
		Value *x = op->opnds[first + i].value;
		if (i < ndims && !valid_dim(x, scope))
			return v_fail(v, op, "operand cannot be used as a dimension id");
		if (i >= ndims && !valid_symbol(x, scope))
			return v_fail(v, op, "operand cannot be used as a symbol");
	}
	return true;
}

/* ------------------------------------------------------------ helpers */

static AffineMap *map_attr(Verifier *v, Op *op, const char *name)
{
	Attr *a = op_attr(op, name);
	if (!a || a->kind != AT_AFFINE_MAP) {
		v_fail(v, op, "requires attribute '%s'", name);
		return NULL;
	}
	return a->u.map;
}

static bool index_operands(Verifier *v, Op *op, unsigned first, unsigned end)
{
	for (unsigned i = first; i < end; i++)
		if (opnd_type(op, i)->kind != TY_INDEX)
			return v_fail(v, op, "operand #%u must be variadic of index, but got '%s'", i,
			              v_type(v, opnd_type(op, i)));
	return true;
}

/* ---------------------------------------------------------------- for */

static bool for_bound(Verifier *v, Op *op, AffineMap *m, unsigned first, unsigned n, const char *which)
{
	if (!m->nres)
		return v_fail(v, op, "%s bound map has no results", which);
	if (m->ndims + m->nsyms != n)
		return v_fail(v, op, "%s bound has %u operands, but its map takes %u dims and symbols", which,
		              n, m->ndims + m->nsyms);
	return dims_and_symbols(v, op, first, n, m->ndims);
}

bool v_affine_for(Op *op, Verifier *v)
{
	AffineMap *lb = map_attr(v, op, "lowerBoundMap"), *ub = lb ? map_attr(v, op, "upperBoundMap") : NULL;
	if (!ub)
		return false;
	Attr *step = op_attr(op, "step");
	if (!step || step->kind != AT_INT)
		return v_fail(v, op, "requires attribute 'step'");
	if (op->nsegs != 3)
		return v_fail(v, op, "requires attribute 'operandSegmentSizes'");
	if (step->u.i <= 0)
		return v_fail(v, op, "expected step to be representable as a positive signed integer");
	Block *body = op->regions[0].first;
	if (!body || !body->nargs || body->args[0]->type->kind != TY_INDEX)
		return v_fail(v, op, "expected body to have a single index argument for the induction variable");
	if (!index_operands(v, op, 0, op->segs[0] + op->segs[1]) ||
	    !for_bound(v, op, lb, 0, op->segs[0], "lower") ||
	    !for_bound(v, op, ub, op->segs[0], op->segs[1], "upper"))
		return false;
	unsigned ninit = op->segs[2], first = op->segs[0] + op->segs[1];
	if (body->nargs - 1 != ninit)
		return v_fail(v, op, "different number of inits and region iter_args: %u != %u", ninit,
		              body->nargs - 1);
	if (ninit != op->nres)
		return v_fail(v, op, "mismatch between the number of loop-carried values and results");
	for (unsigned i = 0; i < ninit; i++) {
		Type *t = opnd_type(op, first + i);
		if (t != op->res[i].type || t != body->args[1 + i]->type)
			return v_fail(v, op, "init #%u is '%s', but its region iter_arg is '%s' and its result '%s'",
			              i, v_type(v, t), v_type(v, body->args[1 + i]->type), v_type(v, op->res[i].type));
	}
	return true;
}

/* ----------------------------------------------------------- parallel */

/* The number of results of a bound map's groups, or -1. */
static int64_t group_total(const Attr *g, unsigned *ngroups)
{
	if (!g || g->kind != AT_ELEMENTS || !ty_is_int(at_elements_type(g)) || g->type->rank != 1)
		return -1;
	int64_t total = 0;
	*ngroups = (unsigned)at_elements_count(g);
	for (unsigned i = 0; i < *ngroups; i++) {
		if (at_elements_int(g, i) <= 0)
			return -1;
		total += at_elements_int(g, i);
	}
	return total;
}

/* arith::AtomicRMWKind numbers: which result types each reduces. */
static bool reduction_fits(int64_t kind, Type *t)
{
	switch (kind) {
	case 0: case 3: case 6: case 9: return ty_is_float(t);     /* addf maximumf minimumf mulf */
	case 1: case 10: case 11: case 12: return ty_is_int(t);    /* addi muli ori andi */
	case 2: return true;                                       /* assign */
	default: return false;   /* maxs, mins, maxu, minu: signed or unsigned integers only */
	}
}

static bool parallel_bounds(Verifier *v, Op *op, unsigned ndims)
{
	static const char *const names[2][2] = {{"lowerBoundsMap", "lowerBoundsGroups"},
	                                        {"upperBoundsMap", "upperBoundsGroups"}};
	unsigned first = 0;
	for (int side = 0; side < 2; side++) {
		AffineMap *m = map_attr(v, op, names[side][0]);
		if (!m)
			return false;
		unsigned ng = 0;
		int64_t total = group_total(op_attr(op, names[side][1]), &ng);
		if (total < 0)
			return v_fail(v, op, "requires attribute '%s' of positive i32 group sizes", names[side][1]);
		if (ng != ndims)
			return true;   /* the caller reports the counts together */
		if (total != (int64_t)m->nres)
			return v_fail(v, op, "expected %s bounds map to have %lld results", side ? "upper" : "lower",
			              (long long)total);
		unsigned n = m->ndims + m->nsyms;
		if (first + n > op->nopnds)
			return v_fail(v, op, "bound maps take %u operands, but it has %u", first + n, op->nopnds);
		if (!dims_and_symbols(v, op, first, n, m->ndims))
			return false;
		first += n;
	}
	if (first != op->nopnds)
		return v_fail(v, op, "bound maps take %u operands, but it has %u", first, op->nopnds);
	return true;
}

bool v_affine_parallel(Op *op, Verifier *v)
{
	Attr *steps = op_attr(op, "steps"), *red = op_attr(op, "reductions");
	if (!steps || steps->kind != AT_ARRAY)
		return v_fail(v, op, "requires attribute 'steps'");
	if (!red || red->kind != AT_ARRAY)
		return v_fail(v, op, "requires attribute 'reductions'");
	Block *body = op->regions[0].first;
	unsigned nargs = body ? body->nargs : 0, nl = 0, nu = 0;
	group_total(op_attr(op, "lowerBoundsGroups"), &nl);
	group_total(op_attr(op, "upperBoundsGroups"), &nu);
	if (!index_operands(v, op, 0, op->nopnds) || !parallel_bounds(v, op, nargs))
		return false;
	if (nl != nargs || nu != nargs || steps->u.arr.n != nargs)
		return v_fail(v, op, "the number of region arguments (%u) and the number of map groups for "
		              "lower (%u) and upper bound (%u), and the number of steps (%u) must all match",
		              nargs, nl, nu, steps->u.arr.n);
	for (unsigned i = 0; i < nargs; i++) {
		Attr *s = steps->u.arr.elems[i];
		if (s->kind != AT_INT || s->u.i <= 0)
			return v_fail(v, op, "expected steps to be positive integers");
		if (body->args[i]->type->kind != TY_INDEX)
			return v_fail(v, op, "expected the region arguments to be of index type");
	}
	if (red->u.arr.n != op->nres)
		return v_fail(v, op, "a reduction must be specified for each output");
	for (unsigned i = 0; i < op->nres; i++) {
		Attr *k = red->u.arr.elems[i];
		if (k->kind != AT_INT || k->u.i < 0 || k->u.i > 14)
			return v_fail(v, op, "invalid reduction attribute");
		if (!reduction_fits(k->u.i, op->res[i].type))
			return v_fail(v, op, "result type cannot match reduction attribute");
	}
	return true;
}

/* ----------------------------------------------------------------- if */

bool v_affine_if(Op *op, Verifier *v)
{
	Attr *c = op_attr(op, "condition");
	if (!c || c->kind != AT_AFFINE_SET)
		return v_fail(v, op, "requires an integer set attribute named 'condition'");
	AffineSet *s = c->u.set;
	if (op->nopnds != s->ndims + s->nsyms)
		return v_fail(v, op, "operand count and condition integer set dimension and symbol count must match");
	if (!index_operands(v, op, 0, op->nopnds) || !dims_and_symbols(v, op, 0, op->nopnds, s->ndims))
		return false;
	for (unsigned i = 0; i < 2; i++) {
		Region *r = &op->regions[i];
		if (r->first && (r->first != r->last || r->first->nargs))
			return v_fail(v, op, "expects region #%u to have 0 or 1 blocks without arguments", i);
	}
	if (!op->regions[0].first)
		return v_fail(v, op, "expects a non-empty then region");
	if (op->nres && region_empty(&op->regions[1]))
		return v_fail(v, op, " region control flow edge from parent operands to parent results: "
		              "source has 0 operands, but target successor needs %u", op->nres);
	return true;
}

/* --------------------------------------------------------- load, store */

static bool subscripts(Verifier *v, Op *op, unsigned mem)
{
	AffineMap *m = map_attr(v, op, "map");
	if (!m)
		return false;
	Type *mt = opnd_type(op, mem);
	if (mt->kind != TY_MEMREF)
		return v_fail(v, op, "operand #%u must be memref of any type values, but got '%s'", mem,
		              v_type(v, mt));
	if (m->nres != mt->rank)
		return v_fail(v, op, "affine map num results must equal memref rank");
	unsigned n = op->nopnds - mem - 1;
	if (m->ndims + m->nsyms != n)
		return v_fail(v, op, "expects as many subscripts as affine map inputs");
	Region *scope = affine_scope(op);
	for (unsigned i = 0; i < n; i++) {
		Value *x = op->opnds[mem + 1 + i].value;
		if (x->type->kind != TY_INDEX)
			return v_fail(v, op, "index to load must have 'index' type");
		if (!valid_dim(x, scope) && !valid_symbol(x, scope))
			return v_fail(v, op, "index must be a valid dimension or symbol identifier");
	}
	return true;
}

bool v_affine_load(Op *op, Verifier *v)
{
	if (op->nopnds < 1 || op->nres != 1)
		return v_fail(v, op, "expects a memref operand and one result");
	if (opnd_type(op, 0)->kind == TY_MEMREF && op->res[0].type != opnd_type(op, 0)->elem)
		return v_fail(v, op, "result type must match element type of memref");
	return subscripts(v, op, 0);
}

bool v_affine_store(Op *op, Verifier *v)
{
	if (op->nopnds < 2 || op->nres)
		return v_fail(v, op, "expects a value and a memref operand and no results");
	if (opnd_type(op, 1)->kind == TY_MEMREF && opnd_type(op, 0) != opnd_type(op, 1)->elem)
		return v_fail(v, op, "value to store must have the same type as memref element type");
	return subscripts(v, op, 1);
}

/* -------------------------------------------------- apply, min, max */

static bool map_op(Op *op, Verifier *v)
{
	AffineMap *m = map_attr(v, op, "map");
	if (!m || !index_operands(v, op, 0, op->nopnds))
		return false;
	if (op->nres != 1 || op->res[0].type->kind != TY_INDEX)
		return v_fail(v, op, "result #0 must be index, but got '%s'",
		              op->nres ? v_type(v, op->res[0].type) : "no result");
	if (op->nopnds != m->ndims + m->nsyms)
		return v_fail(v, op, "operand count and affine map dimension and symbol count must match");
	return true;
}

bool v_affine_apply(Op *op, Verifier *v)
{
	if (!map_op(op, v))
		return false;
	if (op_attr(op, "map")->u.map->nres != 1)
		return v_fail(v, op, "mapping must produce one value");
	return true;
}

bool v_affine_minmax(Op *op, Verifier *v)
{
	if (!map_op(op, v))
		return false;
	if (!op_attr(op, "map")->u.map->nres)
		return v_fail(v, op, "affine map has no results to take the %s of",
		              op->kind == OP_AFFINE_MIN ? "minimum" : "maximum");
	return true;
}

/* -------------------------------------------------------------- yield */

bool v_affine_yield(Op *op, Verifier *v)
{
	Op *parent = op_parent_op(op);
	if (!parent || (parent->kind != OP_AFFINE_FOR && parent->kind != OP_AFFINE_IF &&
	                parent->kind != OP_AFFINE_PARALLEL))
		return v_fail(v, op, "only terminates affine.if/for/parallel regions");
	if (parent->nres != op->nopnds)
		return v_fail(v, op, "parent of yield must have same number of results as the yield operands");
	for (unsigned i = 0; i < op->nopnds; i++)
		if (opnd_type(op, i) != parent->res[i].type)
			return v_fail(v, op, "types mismatch between yield op and its parent");
	return true;
}
