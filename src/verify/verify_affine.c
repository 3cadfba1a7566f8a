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

/* A required attribute of kind k: missing, or of another kind, as MLIR
 * reports either. */
static Attr *attr_of(Verifier *v, Op *op, const char *name, AttrKind k)
{
	Attr *a = op_attr(op, name);
	if (!a) {
		v_attr_required(v, op, name);
		return NULL;
	}
	if (a->kind != k) {
		v_bad_property(v, op, name);
		return NULL;
	}
	return a;
}

static AffineMap *map_attr(Verifier *v, Op *op, const char *name)
{
	Attr *a = attr_of(v, op, name, AT_AFFINE_MAP);
	return a ? a->u.map : NULL;
}

/* ODS: operands [first, end) are "variadic of index". */
static bool index_operands(Verifier *v, Op *op, unsigned first, unsigned end)
{
	for (unsigned i = first; i < end; i++)
		if (!v_operand_is(v, op, i, opnd_type(op, i)->kind == TY_INDEX, "variadic of index"))
			return false;
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

/* MLIR's LoopLikeOpInterface check: inits, region iter_args and yielded
 * values (when there are some), in number and type (affine.for's results
 * are left to the region edges). */
static bool loop_like(Verifier *v, Op *op)
{
	Block *body = op->regions[0].first;
	unsigned ninit = op->segs[2], first = op->segs[0] + op->segs[1];
	unsigned niter = body && body->nargs ? body->nargs - 1 : 0;
	Op *y = body ? block_terminator(body) : NULL;
	unsigned nyield = y && y->kind == OP_AFFINE_YIELD ? y->nopnds : 0;
	if (ninit != niter)
		return v_fail(v, op, "different number of inits and region iter_args: %u != %u", ninit, niter);
	if (nyield && niter != nyield)
		return v_fail(v, op, "different number of region iter_args and yielded values: %u != %u", niter,
		              nyield);
	for (unsigned i = 0; i < niter; i++) {
		Type *it = body->args[1 + i]->type, *init = opnd_type(op, first + i);
		if (init != it)
			return v_fail(v, op, "%u-th init and %u-th region iter_arg have different type: '%s' != '%s'",
			              i, i, v_type(v, init), v_type(v, it));
	}
	for (unsigned i = 0; i < nyield; i++)
		if (body->args[1 + i]->type != opnd_type(y, i))
			return v_fail(v, op, "%u-th region iter_arg and %u-th yielded value have different type: "
			              "'%s' != '%s'", i, i, v_type(v, body->args[1 + i]->type), v_type(v, opnd_type(y, i)));
	return true;
}

/* The op's own invariants, before its body is verified. */
bool v_affine_for(Op *op, Verifier *v)
{
	if (!map_attr(v, op, "lowerBoundMap") || !attr_of(v, op, "step", AT_INT) ||
	    !map_attr(v, op, "upperBoundMap"))
		return false;
	if (op_attr(op, "step")->u.i <= 0)
		return v_fail(v, op, "expected step to be representable as a positive signed integer");
	return index_operands(v, op, 0, op->segs[0] + op->segs[1]);
}

/* MLIR's verifyRegions and the region-branch edges, after the body. */
bool v_affine_for_regions(Op *op, Verifier *v)
{
	Block *body = op->regions[0].first;
	if (!body || !body->nargs || body->args[0]->type->kind != TY_INDEX)
		return v_fail(v, op, "expected body to have a single index argument for the induction variable");
	if (!for_bound(v, op, op_attr(op, "lowerBoundMap")->u.map, 0, op->segs[0], "lower") ||
	    !for_bound(v, op, op_attr(op, "upperBoundMap")->u.map, op->segs[0], op->segs[1], "upper"))
		return false;
	unsigned ninit = op->segs[2];
	Op *y = block_terminator(body);
	if (!loop_like(v, op))
		return false;
	if (!y || y->kind != OP_AFFINE_YIELD)
		return true;   /* the terminator's own check reports it */
	TypeList a, b, r;
	Type **iter = arg_types(body, &a) + 1, **yielded = operand_types(y, &b);
	Type **res = result_types(op, &r);
	bool ok = v_edge(v, op, "Region #0", "Region #0", yielded, y->nopnds, iter, ninit, NULL) &&
	          v_edge(v, op, "Region #0", "parent results", yielded, y->nopnds, res, op->nres, NULL);
	tl_done(&a, true);
	tl_done(&r, true);
	return tl_done(&b, ok);
}

/* ----------------------------------------------------------- parallel */

/* The group sizes of a bound map: their number in *n, their sum (-1 if
 * one is not positive). */
static int64_t group_total(const Attr *g, unsigned *n)
{
	int64_t total = 0;
	*n = (unsigned)at_elements_count(g);
	for (unsigned i = 0; i < *n; i++) {
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

/* The attributes, as ODS checks them (alphabetically). */
static bool parallel_attrs(Verifier *v, Op *op)
{
	static const struct { const char *name; AttrKind kind; } attrs[] = {
		{"lowerBoundsGroups", AT_ELEMENTS}, {"lowerBoundsMap", AT_AFFINE_MAP},
		{"reductions", AT_ARRAY}, {"steps", AT_ARRAY},
		{"upperBoundsGroups", AT_ELEMENTS}, {"upperBoundsMap", AT_AFFINE_MAP},
	};
	for (unsigned i = 0; i < sizeof attrs / sizeof *attrs; i++) {
		Attr *a = attr_of(v, op, attrs[i].name, attrs[i].kind);
		if (!a || (a->kind == AT_ELEMENTS && !ty_is_int(at_elements_type(a))))
			return a ? v_bad_property(v, op, attrs[i].name) : false;
	}
	Attr *red = op_attr(op, "reductions");
	for (unsigned i = 0; i < red->u.arr.n; i++) {
		Attr *k = red->u.arr.elems[i];
		if (k->kind != AT_INT || k->u.i < 0 || k->u.i > 14)
			return v_fail(v, op, "attribute 'reductions' failed to satisfy constraint: Reduction ops");
	}
	return true;
}

/* Both bound maps against their groups, their operands dims and symbols. */
static bool parallel_bounds(Verifier *v, Op *op)
{
	static const char *const names[2][2] = {{"lowerBoundsMap", "lowerBoundsGroups"},
	                                        {"upperBoundsMap", "upperBoundsGroups"}};
	unsigned first = 0;
	for (int side = 0; side < 2; side++) {
		AffineMap *m = op_attr(op, names[side][0])->u.map;
		unsigned ng;
		int64_t total = group_total(op_attr(op, names[side][1]), &ng);
		if (total < 0)
			return v_fail(v, op, "expected the group sizes of '%s' to be positive", names[side][1]);
		if (total != (int64_t)m->nres)
			return v_fail(v, op, "expected %s bounds map to have %lld results", side ? "upper" : "lower",
			              (long long)total);
		unsigned n = m->ndims + m->nsyms;
		if (first + n > op->nopnds)
			return v_fail(v, op, "the bound maps take %u operands, but it has %u", first + n, op->nopnds);
		if (!dims_and_symbols(v, op, first, n, m->ndims))
			return false;
		first += n;
	}
	if (first != op->nopnds)
		return v_fail(v, op, "the bound maps take %u operands, but it has %u", first, op->nopnds);
	return true;
}

bool v_affine_parallel(Op *op, Verifier *v)
{
	if (!parallel_attrs(v, op) || !index_operands(v, op, 0, op->nopnds))
		return false;
	Attr *steps = op_attr(op, "steps"), *red = op_attr(op, "reductions");
	Block *body = op->regions[0].first;
	unsigned nargs = body ? body->nargs : 0, nl, nu;
	group_total(op_attr(op, "lowerBoundsGroups"), &nl);
	group_total(op_attr(op, "upperBoundsGroups"), &nu);
	if (nl != nargs || nu != nargs || steps->u.arr.n != nargs)
		return v_fail(v, op, "the number of region arguments (%u) and the number of map groups for "
		              "lower (%u) and upper bound (%u), and the number of steps (%u) must all match",
		              nargs, nl, nu, steps->u.arr.n);
	if (!parallel_bounds(v, op))
		return false;
	if (red->u.arr.n != op->nres)
		return v_fail(v, op, "a reduction must be specified for each output");
	for (unsigned i = 0; i < op->nres; i++)
		if (!reduction_fits(red->u.arr.elems[i]->u.i, op->res[i].type))
			return v_fail(v, op, "result type cannot match reduction attribute");
	/* What MLIR leaves to its parser, asyncc's lowering needs. */
	for (unsigned i = 0; i < nargs; i++) {
		Attr *s = steps->u.arr.elems[i];
		if (s->kind != AT_INT || s->u.i <= 0)
			return v_fail(v, op, "expected steps to be positive integers");
		if (body->args[i]->type->kind != TY_INDEX)
			return v_fail(v, op, "expected the region arguments to be of index type");
	}
	return true;
}

/* ----------------------------------------------------------------- if */

bool v_affine_if(Op *op, Verifier *v)
{
	Attr *c = op_attr(op, "condition");
	if (!c || c->kind != AT_AFFINE_SET)
		return v_fail(v, op, "requires an integer set attribute named 'condition'");
	if (!v_one_block(v, op, 0, "thenRegion") || !v_single_block(v, op, 1))
		return false;
	for (unsigned i = 0; i < 2; i++)
		if (op->regions[i].first && op->regions[i].first->nargs)
			return v_fail(v, op, "region #%u should have no arguments", i);
	AffineSet *s = c->u.set;
	if (op->nopnds != s->ndims + s->nsyms)
		return v_fail(v, op, "operand count and condition integer set dimension and symbol count must match");
	return index_operands(v, op, 0, op->nopnds) && dims_and_symbols(v, op, 0, op->nopnds, s->ndims);
}

/* The region-branch edge MLIR checks after the regions: without an else
 * region, the op's results come from nowhere. */
bool v_affine_if_regions(Op *op, Verifier *v)
{
	if (!region_empty(&op->regions[1]))
		return true;
	TypeList r;
	Type **res = result_types(op, &r);
	return tl_done(&r, v_edge(v, op, "parent operands", "parent results", NULL, 0, res, op->nres, NULL));
}

/* --------------------------------------------------------- load, store */

/* The operands' types, which MLIR checks before the result's. */
static bool subscript_operands(Verifier *v, Op *op, unsigned mem)
{
	return v_operand_is(v, op, mem, opnd_type(op, mem)->kind == TY_MEMREF, "memref of any type values") &&
	       index_operands(v, op, mem + 1, op->nopnds);
}

static bool subscripts(Verifier *v, Op *op, unsigned mem)
{
	Type *mt = opnd_type(op, mem);
	if (!subscript_operands(v, op, mem))
		return false;
	AffineMap *m = map_attr(v, op, "map");
	if (!m)
		return false;
	if (m->nres != mt->rank)
		return v_fail(v, op, "affine map num results must equal memref rank");
	unsigned n = op->nopnds - mem - 1;
	if (m->ndims + m->nsyms != n)
		return v_fail(v, op, "expects as many subscripts as affine map inputs");
	Region *scope = affine_scope(op);
	for (unsigned i = 0; i < n; i++) {
		Value *x = op->opnds[mem + 1 + i].value;
		if (!valid_dim(x, scope) && !valid_symbol(x, scope))
			return v_fail(v, op, "index must be a valid dimension or symbol identifier");
	}
	return true;
}

bool v_affine_load(Op *op, Verifier *v)
{
	if (opnd_type(op, 0)->kind == TY_MEMREF && op->res[0].type != opnd_type(op, 0)->elem)
		return v_fail(v, op, "result type must match element type of memref");
	return subscripts(v, op, 0);
}

bool v_affine_store(Op *op, Verifier *v)
{
	if (opnd_type(op, 1)->kind == TY_MEMREF && opnd_type(op, 0) != opnd_type(op, 1)->elem)
		return v_fail(v, op, "value to store must have the same type as memref element type");
	return subscripts(v, op, 1);
}

/* affine.vector_load and affine.vector_store: a vector (of rank 1 or
 * more) of the memref's element type; vt is the result or the value. */
static bool vector_access(Verifier *v, Op *op, unsigned mem, Type *vt, bool is_result)
{
	bool vec = vt->kind == TY_VECTOR && vt->rank > 0;
	if (!is_result && !v_operand_is(v, op, 0, vec, "vector of any type values"))
		return false;
	if (!subscript_operands(v, op, mem))
		return false;
	if (is_result && !v_result_is(v, op, 0, vec, "vector of any type values"))
		return false;
	if (!subscripts(v, op, mem))
		return false;
	if (opnd_type(op, mem)->elem != vt->elem)
		return v_fail(v, op, "requires memref and vector types of the same elemental type");
	return true;
}

bool v_affine_vector_load(Op *op, Verifier *v)
{
	return vector_access(v, op, 0, op->res[0].type, true);
}

bool v_affine_vector_store(Op *op, Verifier *v)
{
	return vector_access(v, op, 1, opnd_type(op, 0), false);
}

/* -------------------------------------------------- apply, min, max */

static bool map_op(Op *op, Verifier *v)
{
	AffineMap *m = map_attr(v, op, "map");
	if (!m || !index_operands(v, op, 0, op->nopnds) ||
	    !v_result_is(v, op, 0, op->res[0].type->kind == TY_INDEX, "index"))
		return false;
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

/* ------------------------------------------------------------ dma ops */

/* The inputs of the map in attribute `name` (0 when it is missing,
 * which the caller reports). */
static unsigned map_inputs(Op *op, const char *name)
{
	Attr *a = op_attr(op, name);
	return a && a->kind == AT_AFFINE_MAP ? a->u.map->ndims + a->u.map->nsyms : 0;
}

/* The n subscripts from operand `first`, as AffineDmaStartOp checks
 * them: index, then dims or symbols of the affine scope. */
static bool dma_indices(Verifier *v, Op *op, unsigned first, unsigned n, const char *what, const char *op_word)
{
	Region *scope = affine_scope(op);
	for (unsigned i = first; i < first + n; i++) {
		Value *x = op->opnds[i].value;
		if (x->type->kind != TY_INDEX)
			return v_fail(v, op, "%sindex to %s must have 'index' type", what, op_word);
		if (!valid_dim(x, scope) && !valid_symbol(x, scope))
			return v_fail(v, op, "%sindex must be a valid dimension or symbol identifier", what);
	}
	return true;
}

bool v_affine_dma_start(Op *op, Verifier *v)
{
	static const char *const maps[3] = {"src_map", "dst_map", "tag_map"};
	static const char *const names[3] = {"source", "destination", "tag"};
	static const char *const words[3] = {"src ", "dst ", "tag "};
	unsigned at[3], n = op->nopnds, inputs = 0;
	for (unsigned i = 0; i < 3; i++)
		if (!map_attr(v, op, maps[i]))
			return false;
	for (unsigned i = 0; i < 3; i++) {
		at[i] = i + inputs;
		if (at[i] >= n)
			return v_fail(v, op, "incorrect number of operands");
		if (opnd_type(op, at[i])->kind != TY_MEMREF)
			return v_fail(v, op, "expected DMA %s to be of memref type", names[i]);
		inputs += map_inputs(op, maps[i]);
	}
	if (n != inputs + 4 && n != inputs + 6)
		return v_fail(v, op, "incorrect number of operands");
	for (unsigned i = 0; i < 3; i++)
		if (!dma_indices(v, op, at[i] + 1, map_inputs(op, maps[i]), words[i], "dma_start"))
			return false;
	return true;
}

bool v_affine_dma_wait(Op *op, Verifier *v)
{
	if (!map_attr(v, op, "tag_map"))
		return false;
	unsigned k = map_inputs(op, "tag_map");
	if (!op->nopnds || opnd_type(op, 0)->kind != TY_MEMREF)
		return v_fail(v, op, "expected DMA tag to be of memref type");
	if (op->nopnds != k + 2)
		return v_fail(v, op, "incorrect number of operands");
	return dma_indices(v, op, 1, k, "", "dma_wait");
}

/* -------------------------------------------------------------- prefetch */

/* affine.prefetch: memref.prefetch's flags (ODS checks the properties by
 * name first), then the memref and index operands, then the map. */
bool v_affine_prefetch(Op *op, Verifier *v)
{
	static const char *const required[] = {"isDataCache", "isWrite", "localityHint", "map"};
	for (unsigned i = 0; i < 4; i++)
		if (!v_attr_required(v, op, required[i]))
			return false;
	Attr *l = op_attr(op, "localityHint");
	if (op_attr(op, "isDataCache")->kind != AT_BOOL)
		return v_bad_property(v, op, "isDataCache");
	if (op_attr(op, "isWrite")->kind != AT_BOOL)
		return v_bad_property(v, op, "isWrite");
	if (l->kind != AT_INT)
		return v_bad_property(v, op, "localityHint");
	if (op_attr(op, "map")->kind != AT_AFFINE_MAP)
		return v_bad_property(v, op, "map");
	if (l->type != ty_int(v->ctx, 32) || l->u.i < 0 || l->u.i > 3)
		return v_fail(v, op, "attribute 'localityHint' failed to satisfy constraint: 32-bit signless "
		              "integer attribute whose minimum value is 0 whose maximum value is 3");
	if (!subscript_operands(v, op, 0))
		return false;
	AffineMap *m = op_attr(op, "map")->u.map;
	if (m->nres != opnd_type(op, 0)->rank)
		return v_fail(v, op, "affine.prefetch affine map num results must equal memref rank");
	if (op->nopnds != 1 + m->ndims + m->nsyms)
		return v_fail(v, op, "too few operands");
	Region *scope = affine_scope(op);
	for (unsigned i = 1; i < op->nopnds; i++) {
		Value *x = op->opnds[i].value;
		if (!valid_dim(x, scope) && !valid_symbol(x, scope))
			return v_fail(v, op, "index must be a valid dimension or symbol identifier");
	}
	return true;
}
