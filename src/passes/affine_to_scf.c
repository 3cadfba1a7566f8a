/* affine_to_scf.c - the affine dialect as scf, memref and arith, with the
 * meaning MLIR's lower-affine gives it (affine_expand expands the maps):
 *
 *   affine.for    scf.for from the max of the lower bound map's results
 *                 to the min of the upper bound map's, its step a
 *                 constant, iter_args kept
 *   affine.parallel  scf.parallel likewise per dimension (the max and
 *                 min over each bound group); reductions start from
 *                 the kind's identity (0 for addf and addi, 1 for mulf
 *                 and muli, -inf for maximumf, ...) and combine in an
 *                 scf.reduce region with the kind's arith op, so the
 *                 parallel-for pass runs them on the workers
 *   affine.if     scf.if on the conjunction of the set's constraints
 *                 (e >= 0 as arith.cmpi sge, e == 0 as cmpi eq)
 *   affine.load, affine.store   memref.load, memref.store at the
 *                 map's results; affine.vector_load and vector_store
 *                 likewise vector.load and vector.store, affine.prefetch
 *                 memref.prefetch
 *   affine.apply, affine.min, affine.max   the expansion, with
 *                 arith.minsi / arith.maxsi over several results
 *   affine.yield  scf.yield, or scf.reduce in a parallel loop
 *
 *   affine.for %i = max #lb(%a)[%n] to 100 step 4 {
 *     %v = affine.load %A[%i floordiv 2] : memref<?xf32>
 *   }
 * becomes
 *   %0 = <#lb's results at (%a)[%n], folded with arith.maxsi>
 *   %c100 = arith.constant 100 : index
 *   %c4 = arith.constant 4 : index
 *   scf.for %i = %0 to %c100 step %c4 {
 *     %c2 = arith.constant 2 : index
 *     %1 = arith.floordivsi %i, %c2 : index
 *     %v = memref.load %A[%1] : memref<?xf32>
 *   } */
#include "config.h"
#include "passes/passes.h"
#include "ir/affine.h"
#include "support/vec.h"

#include <stdlib.h>
#include <string.h>

typedef SVEC(Op *, 16) OpVec;

enum { CMPI_EQ = 0, CMPI_SGE = 5 };

static WalkResult collect(Op *op, void *arg)
{
	/* The DMA ops have no lowering here (codegen_check refuses them). */
	if (op->kind >= OP_AFFINE_FOR && op->kind <= OP_AFFINE_MAX &&
	    op->kind != OP_AFFINE_DMA_START && op->kind != OP_AFFINE_DMA_WAIT)
		svec_push((OpVec *)arg, op);
	return WALK_ADVANCE;
}

static AffineMap *map_of(Op *op, const char *name)
{
	return op_attr(op, name)->u.map;
}

/* m's results at operands [first, ...) folded with k (minsi, maxsi),
 * or the one result. */
static Value *fold_results(Builder *b, AffineMap *m, Op *op, unsigned first, OpKind k)
{
	Value **vals = xmalloc((m->ndims + m->nsyms + m->nres + 1) * sizeof *vals);
	Value **res = vals + m->ndims + m->nsyms;
	for (unsigned i = 0; i < m->ndims + m->nsyms; i++)
		vals[i] = op->opnds[first + i].value;
	affine_expand(b, m, vals, vals + m->ndims, res);
	Value *acc = res[0];
	for (unsigned i = 1; i < m->nres; i++) {
		Value *ops[2] = {acc, res[i]};
		acc = build1(b, k, acc->type, ops, 2);
	}
	free(vals);
	return acc;
}

/* Swap op's results for vals and erase it. */
static void replace(Op *op, Value *const *vals)
{
	for (unsigned i = 0; i < op->nres; i++)
		value_replace_uses(&op->res[i], vals[i]);
	op_erase(op);
}

/* The terminator of each block of region r, an affine.yield, becomes
 * an op of kind k with the same operands. */
static void retarget_yields(Module *m, Region *r, OpKind k)
{
	for (Block *blk = r->first; blk; blk = blk->next) {
		Op *y = block_terminator(blk);
		if (!y || y->kind != OP_AFFINE_YIELD)
			continue;
		Value **vals = xmalloc((y->nopnds + 1) * sizeof *vals);
		for (unsigned i = 0; i < y->nopnds; i++)
			vals[i] = y->opnds[i].value;
		Builder b = builder_before(m, y);
		build(&b, k, NULL, 0, vals, y->nopnds);
		free(vals);
		op_erase(y);
	}
}

/* ------------------------------------------------------ value ops */

static void lower_map_op(Module *m, Op *op)
{
	Builder b = builder_before(m, op);
	AffineMap *map = map_of(op, "map");
	OpKind fold = op->kind == OP_AFFINE_MAX ? OP_ARITH_MAXSI : OP_ARITH_MINSI;
	Value *v = fold_results(&b, map, op, 0, fold);
	replace(op, &v);
}

/* affine.load and affine.store: memref.load and memref.store with the
 * map's results as indices (vector.load and vector.store for the vector
 * kinds); mem is the memref operand's position. */
static void lower_access(Module *m, Op *op, unsigned mem, OpKind to)
{
	Builder b = builder_before(m, op);
	AffineMap *map = map_of(op, "map");
	unsigned nin = map->ndims + map->nsyms;
	Value **ops = xmalloc((mem + 1 + map->nres + nin + 1) * sizeof *ops);
	Value **in = ops + mem + 1 + map->nres;
	for (unsigned i = 0; i <= mem; i++)
		ops[i] = op->opnds[i].value;
	for (unsigned i = 0; i < nin; i++)
		in[i] = op->opnds[mem + 1 + i].value;
	affine_expand(&b, map, in, in + map->ndims, ops + mem + 1);
	Op *n = build(&b, to, op->nres ? &op->res[0].type : NULL, op->nres, ops, mem + 1 + map->nres);
	free(ops);
	/* affine.prefetch's flags are memref.prefetch's. */
	static const char *const flags[] = {"isWrite", "localityHint", "isDataCache"};
	for (unsigned i = 0; to == OP_MEMREF_PREFETCH && i < 3; i++)
		op_set_attr(m, n, flags[i], op_attr(op, flags[i]));
	Value *r = n->nres ? &n->res[0] : NULL;
	replace(op, &r);
}

/* ------------------------------------------------------------ loops */

static void lower_for(Module *m, Op *op)
{
	Builder b = builder_before(m, op);
	unsigned nlb = op->segs[0], nub = op->segs[1], ninit = op->segs[2];
	Value **ops = xmalloc((3 + ninit + 1) * sizeof *ops);
	ops[0] = fold_results(&b, map_of(op, "lowerBoundMap"), op, 0, OP_ARITH_MAXSI);
	ops[1] = fold_results(&b, map_of(op, "upperBoundMap"), op, nlb, OP_ARITH_MINSI);
	ops[2] = build_const_int(&b, ty_index(m->ctx), op_attr(op, "step")->u.i);
	for (unsigned i = 0; i < ninit; i++)
		ops[3 + i] = op->opnds[nlb + nub + i].value;
	Type **types = xmalloc((op->nres + 1) * sizeof *types);
	for (unsigned i = 0; i < op->nres; i++)
		types[i] = op->res[i].type;
	Op *f = build(&b, OP_SCF_FOR, types, op->nres, ops, 3 + ninit);
	region_take_blocks(&f->regions[0], &op->regions[0]);
	retarget_yields(m, &f->regions[0], OP_SCF_YIELD);
	Value **res = xmalloc((op->nres + 1) * sizeof *res);
	for (unsigned i = 0; i < op->nres; i++)
		res[i] = &f->res[i];
	replace(op, res);
	free(ops);
	free(types);
	free(res);
}

/* Group i of a bound list: the results [first, first + n) of map. */
static Value *bound_group(Builder *b, Op *op, const char *map, const char *groups, unsigned dim,
                          unsigned first_opnd, OpKind fold)
{
	AffineMap *mp = map_of(op, map);
	Attr *g = op_attr(op, groups);
	unsigned first = 0;
	for (unsigned i = 0; i < dim; i++)
		first += (unsigned)at_elements_int(g, i);
	unsigned n = (unsigned)at_elements_int(g, dim);
	AffineMap *sub = affine_map_sub_map(b->m->ctx, mp, first, n);
	return fold_results(b, sub, op, first_opnd, fold);
}

/* The identity of AtomicRMWKind `kind` for type t, and its arith op. */
static Value *identity(Builder *b, int64_t kind, Type *t, OpKind *combine)
{
	switch (kind) {
	case 0: *combine = OP_ARITH_ADDF; return build_const_float(b, t, 0.0);
	case 1: *combine = OP_ARITH_ADDI; return build_const_int(b, t, 0);
	case 3: *combine = OP_ARITH_MAXIMUMF; return build_const_float(b, t, -__builtin_inf());
	case 6: *combine = OP_ARITH_MINIMUMF; return build_const_float(b, t, __builtin_inf());
	case 9: *combine = OP_ARITH_MULF; return build_const_float(b, t, 1.0);
	case 10: *combine = OP_ARITH_MULI; return build_const_int(b, t, 1);
	case 11: *combine = OP_ARITH_ORI; return build_const_int(b, t, 0);
	case 12: *combine = OP_ARITH_ANDI; return build_const_int(b, t, -1);
	default: return NULL;
	}
}

/* scf.reduce of the yielded values, one region per reduction. */
static void reduce_terminator(Module *m, Op *par, const OpKind *combine, unsigned nred)
{
	Block *body = par->regions[0].first;
	Op *y = block_terminator(body);
	Value **vals = xmalloc((nred + 1) * sizeof *vals);
	for (unsigned i = 0; i < nred; i++)
		vals[i] = y->opnds[i].value;
	Op *red = op_new(m, OP_SCF_REDUCE, y->loc, NULL, 0, vals, nred, nred, 0);
	block_insert_op(body, y, red);
	for (unsigned i = 0; i < nred; i++) {
		Block *rb = block_new(m);
		region_push_block(&red->regions[i], rb);
		Type *t = vals[i]->type;
		Value *l = block_add_arg(m, rb, t, y->loc), *r = block_add_arg(m, rb, t, y->loc);
		Builder bb = builder_at_end(m, rb);
		bb.loc = y->loc;
		Value *ops[2] = {l, r};
		Value *c = build1(&bb, combine[i], t, ops, 2);
		build(&bb, OP_SCF_REDUCE_RETURN, NULL, 0, &c, 1);
	}
	free(vals);
	op_erase(y);
}

static bool lower_parallel_loop(Module *m, Op *op)
{
	Builder b = builder_before(m, op);
	Block *body = op->regions[0].first;
	unsigned n = body->nargs, nred = op->nres;
	unsigned nlbops = map_of(op, "lowerBoundsMap")->ndims + map_of(op, "lowerBoundsMap")->nsyms;
	Attr *steps = op_attr(op, "steps"), *kinds = op_attr(op, "reductions");
	/* A loop without dimensions runs its body once. */
	unsigned dims = n ? n : 1;
	Value **ops = xmalloc((3 * dims + nred + 1) * sizeof *ops);
	OpKind *combine = xmalloc((nred + 1) * sizeof *combine);
	for (unsigned i = 0; i < n; i++) {
		ops[i] = bound_group(&b, op, "lowerBoundsMap", "lowerBoundsGroups", i, 0, OP_ARITH_MAXSI);
		ops[n + i] = bound_group(&b, op, "upperBoundsMap", "upperBoundsGroups", i, nlbops, OP_ARITH_MINSI);
		ops[2 * n + i] = build_const_int(&b, ty_index(m->ctx), steps->u.arr.elems[i]->u.i);
	}
	if (!n) {
		ops[0] = build_const_int(&b, ty_index(m->ctx), 0);
		ops[1] = ops[2] = build_const_int(&b, ty_index(m->ctx), 1);
		block_add_arg(m, body, ty_index(m->ctx), op->loc);
	}
	for (unsigned i = 0; i < nred; i++) {
		ops[3 * dims + i] = identity(&b, kinds->u.arr.elems[i]->u.i, op->res[i].type, &combine[i]);
		if (!ops[3 * dims + i]) {
			diag_error(ctx_diag(m->ctx), op->loc, "'affine.parallel' op cannot lower the \"assign\" "
			           "reduction: it has no identity to start from");
			free(ops);
			free(combine);
			return false;
		}
	}
	Type **types = xmalloc((nred + 1) * sizeof *types);
	for (unsigned i = 0; i < nred; i++)
		types[i] = op->res[i].type;
	Op *par = build(&b, OP_SCF_PARALLEL, types, nred, ops, 3 * dims + nred);
	unsigned segs[4] = {dims, dims, dims, nred};
	op_set_segments(m, par, segs, 4);
	region_take_blocks(&par->regions[0], &op->regions[0]);
	reduce_terminator(m, par, combine, nred);
	Value **res = xmalloc((nred + 1) * sizeof *res);
	for (unsigned i = 0; i < nred; i++)
		res[i] = &par->res[i];
	replace(op, res);
	free(ops);
	free(combine);
	free(types);
	free(res);
	return true;
}

/* ---------------------------------------------------------------- if */

static void lower_if(Module *m, Op *op)
{
	Builder b = builder_before(m, op);
	Ctx *c = m->ctx;
	AffineSet *s = op_attr(op, "condition")->u.set;
	Value **in = xmalloc((op->nopnds + 1) * sizeof *in);
	for (unsigned i = 0; i < op->nopnds; i++)
		in[i] = op->opnds[i].value;
	Value *zero = build_const_int(&b, ty_index(c), 0), *cond = NULL;
	for (unsigned i = 0; i < s->ncons; i++) {
		Value *e = affine_expand_expr(&b, s->cons[i], in, in + s->ndims);
		Value *ops[2] = {e, zero};
		Value *cmp = build1(&b, OP_ARITH_CMPI, ty_i1(c), ops, 2);
		op_set_attr(m, cmp->def, "predicate", at_int(c, ty_i64(c), s->eq[i] ? CMPI_EQ : CMPI_SGE));
		Value *both[2] = {cond, cmp};
		cond = cond ? build1(&b, OP_ARITH_ANDI, ty_i1(c), both, 2) : cmp;
	}
	if (!cond)
		cond = build_const_int(&b, ty_i1(c), 1);
	free(in);
	Type **types = xmalloc((op->nres + 1) * sizeof *types);
	for (unsigned i = 0; i < op->nres; i++)
		types[i] = op->res[i].type;
	Op *f = build(&b, OP_SCF_IF, types, op->nres, &cond, 1);
	free(types);
	for (unsigned i = 0; i < 2; i++) {
		region_take_blocks(&f->regions[i], &op->regions[i]);
		retarget_yields(m, &f->regions[i], OP_SCF_YIELD);
	}
	Value **res = xmalloc((op->nres + 1) * sizeof *res);
	for (unsigned i = 0; i < op->nres; i++)
		res[i] = &f->res[i];
	replace(op, res);
	free(res);
}

/* ------------------------------------------------------------- driver */

static bool lower_one(Module *m, Op *op)
{
	switch (op->kind) {
	case OP_AFFINE_FOR: lower_for(m, op); return true;
	case OP_AFFINE_PARALLEL: return lower_parallel_loop(m, op);
	case OP_AFFINE_IF: lower_if(m, op); return true;
	case OP_AFFINE_LOAD: lower_access(m, op, 0, OP_MEMREF_LOAD); return true;
	case OP_AFFINE_STORE: lower_access(m, op, 1, OP_MEMREF_STORE); return true;
	case OP_AFFINE_VECTOR_LOAD: lower_access(m, op, 0, OP_VECTOR_LOAD); return true;
	case OP_AFFINE_VECTOR_STORE: lower_access(m, op, 1, OP_VECTOR_STORE); return true;
	case OP_AFFINE_PREFETCH: lower_access(m, op, 0, OP_MEMREF_PREFETCH); return true;
	default: lower_map_op(m, op); return true;
	}
}

bool lower_affine(Module *m)
{
	OpVec ops;
	svec_init(&ops);
	op_walk(m->op, collect, &ops);
	bool ok = true;
	/* Innermost first: an op's regions hold no affine op when it is
	 * lowered, but for the yields it retargets itself. */
	for (unsigned i = ops.n; ok && i-- > 0;)
		ok = lower_one(m, ops.v[i]);
	svec_free(&ops);
	return ok;
}
