/* linalg_to_loops.c - linalg structured ops on memrefs as loop nests, with
 * the meaning of MLIR's convert-linalg-to-loops: for every point of the
 * iteration space, load each operand at its indexing map's results, run
 * the body on those scalars (linalg.index i being the i-th induction
 * variable) and store what linalg.yield yields into the outputs.
 *
 * The parallel loops become one scf.parallel, so that the parallel-for
 * pass runs them on the runtime's workers, and the reduction loops
 * sequential scf.for loops inside it, in their order: each output
 * element sees the same updates, in the same order, as in the loop nest
 * MLIR's convert-linalg-to-loops builds, whatever the workers do.  A
 * body with side effects of its own (a store, a call, a print), or an
 * output indexed by a reduction loop, keeps the plain nest of scf.for
 * loops in loop order, as MLIR's sequential lowering has it.  Loop sizes
 * come from the first operand dimension each loop indexes alone (MLIR's
 * shapes-to-loops map): a constant for a static size, memref.dim else.
 *
 *   linalg.matmul ins(%A, %B : memref<4x8xf32>, memref<8x16xf32>)
 *                 outs(%C : memref<4x16xf32>)
 * becomes
 *   scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c16) step (%c1, %c1) {
 *     scf.for %k = %c0 to %c8 step %c1 {
 *       %a = memref.load %A[%i, %k] : memref<4x8xf32>
 *       %b = memref.load %B[%k, %j] : memref<8x16xf32>
 *       %c = memref.load %C[%i, %j] : memref<4x16xf32>
 *       %0 = arith.mulf %a, %b : f32
 *       %1 = arith.addf %c, %0 : f32
 *       memref.store %1, %C[%i, %j] : memref<4x16xf32>
 *     }
 *     scf.reduce
 *   } */
#include "config.h"
#include "passes/passes.h"
#include "ir/linalg.h"
#include "ir/affine.h"
#include "support/vec.h"

#include <stdlib.h>
#include <string.h>

typedef SVEC(Op *, 16) OpVec;

static WalkResult collect(Op *op, void *arg)
{
	if (linalg_is_structured(op))
		svec_push((OpVec *)arg, op);
	return WALK_ADVANCE;
}

/* Whether running the body's iterations at once, in any order, is what
 * the op means: the body reads memory at most. */
static bool body_is_pure(Block *b)
{
	for (Op *o = b->first; o; o = o->next) {
		bool ok = op_has_trait(o, T_PURE) || o->kind == OP_MEMREF_LOAD || o->kind == OP_AFFINE_LOAD ||
		          o->kind == OP_SCF_IF || o->kind == OP_SCF_FOR || o->kind == OP_SCF_WHILE ||
		          o->kind == OP_AFFINE_FOR || o->kind == OP_AFFINE_IF;
		if (!ok)
			return false;
		for (unsigned i = 0; i < o->nregions; i++)
			for (Block *in = o->regions[i].first; in; in = in->next)
				if (!body_is_pure(in))
					return false;
	}
	return true;
}

typedef struct Nest {
	Module *m;
	Op *op;
	LinalgStructure s;
	Value **size;              /* nloops */
	Value **iv;                /* nloops */
	Value *zero, *one;
} Nest;

/* The size of loop l: the first operand dim indexed by it alone. */
static Value *loop_size(Nest *n, Builder *b, unsigned l)
{
	Ctx *c = n->m->ctx;
	for (unsigned k = 0; k < n->op->nopnds; k++) {
		AffineMap *map = n->s.maps[k];
		for (unsigned r = 0; r < map->nres; r++) {
			if (map->res[r]->kind != AE_DIM || map->res[r]->pos != l)
				continue;
			Value *mem = n->op->opnds[k].value;
			int64_t d = mem->type->shape[r];
			if (d != IR_DYNAMIC)
				return build_const_int(b, ty_index(c), d);
			Value *ops[2] = {mem, build_const_int(b, ty_index(c), r)};
			return build1(b, OP_MEMREF_DIM, ty_index(c), ops, 2);
		}
	}
	return NULL;   /* the verifier makes sure it cannot happen */
}

/* An empty scf.for over loop l at b; b moves into its body. */
static void open_for(Nest *n, Builder *b, unsigned l)
{
	Value *ops[3] = {n->zero, n->size[l], n->one};
	Op *f = build(b, OP_SCF_FOR, NULL, 0, ops, 3);
	Block *body = block_new(n->m);
	region_push_block(&f->regions[0], body);
	n->iv[l] = block_add_arg(n->m, body, ty_index(n->m->ctx), b->loc);
	Op *y = op_new(n->m, OP_SCF_YIELD, b->loc, NULL, 0, NULL, 0, 0, 0);
	block_push_op(body, y);
	*b = builder_before(n->m, y);
}

/* One scf.parallel over the loops par[0..np); b moves into its body. */
static void open_parallel(Nest *n, Builder *b, const unsigned *par, unsigned np)
{
	Value **ops = xmalloc((3 * np + 1) * sizeof *ops);
	for (unsigned i = 0; i < np; i++) {
		ops[i] = n->zero;
		ops[np + i] = n->size[par[i]];
		ops[2 * np + i] = n->one;
	}
	Op *p = build(b, OP_SCF_PARALLEL, NULL, 0, ops, 3 * np);
	free(ops);
	unsigned segs[4] = {np, np, np, 0};
	op_set_segments(n->m, p, segs, 4);
	Block *body = block_new(n->m);
	region_push_block(&p->regions[0], body);
	for (unsigned i = 0; i < np; i++)
		n->iv[par[i]] = block_add_arg(n->m, body, ty_index(n->m->ctx), b->loc);
	Op *r = op_new(n->m, OP_SCF_REDUCE, b->loc, NULL, 0, NULL, 0, 0, 0);
	block_push_op(body, r);
	*b = builder_before(n->m, r);
}

/* Whether some output is indexed by a reduction loop. */
static bool outputs_use_reductions(const LinalgStructure *s)
{
	for (unsigned k = s->nins; k < s->nins + s->nouts; k++)
		for (unsigned l = 0; l < s->nloops; l++)
			if (s->reduction[l])
				for (unsigned r = 0; r < s->maps[k]->nres; r++)
					if (ae_uses_dim(s->maps[k]->res[r], l))
						return true;
	return false;
}

/* The loops, outermost first; b ends up in the innermost body. */
static void open_loops(Nest *n, Builder *b)
{
	const LinalgStructure *s = &n->s;
	unsigned *par = xmalloc((s->nloops + 1) * sizeof *par), np = 0;
	for (unsigned l = 0; l < s->nloops; l++)
		if (!s->reduction[l])
			par[np++] = l;
	bool parallel = np && !outputs_use_reductions(s) && body_is_pure(n->op->regions[0].first);
	if (parallel) {
		open_parallel(n, b, par, np);
		for (unsigned l = 0; l < s->nloops; l++)
			if (s->reduction[l])
				open_for(n, b, l);
	} else {
		for (unsigned l = 0; l < s->nloops; l++)
			open_for(n, b, l);
	}
	free(par);
}

/* The indices of operand k at the current point, into idx. */
static void indices(Nest *n, Builder *b, unsigned k, Value **idx)
{
	AffineMap *map = n->s.maps[k];
	for (unsigned r = 0; r < map->nres; r++)
		idx[r] = map->res[r]->kind == AE_DIM ? n->iv[map->res[r]->pos]
		                                     : affine_expand_expr(b, map->res[r], n->iv, NULL);
}

static Value *load(Nest *n, Builder *b, unsigned k)
{
	Value *mem = n->op->opnds[k].value;
	if (mem->type->kind != TY_MEMREF)
		return mem;   /* a scalar input */
	Value **ops = xmalloc((mem->type->rank + 2) * sizeof *ops);
	ops[0] = mem;
	indices(n, b, k, ops + 1);
	Value *v = build1(b, OP_MEMREF_LOAD, mem->type->elem, ops, mem->type->rank + 1);
	free(ops);
	return v;
}

/* The body at b: block arguments become the loaded values (unused ones
 * are not loaded), linalg.index the induction variables, linalg.yield
 * stores into the outputs. */
static void inline_body(Nest *n, Builder *b)
{
	Block *body = n->op->regions[0].first;
	const LinalgStructure *s = &n->s;
	for (unsigned i = 0; i < body->nargs; i++)
		if (value_has_uses(body->args[i]))
			value_replace_uses(body->args[i], load(n, b, i));
	Op *yield = block_terminator(body);
	while (body->first != yield) {
		Op *o = body->first;
		op_unlink(o);
		if (o->kind == OP_LINALG_INDEX) {
			value_replace_uses(&o->res[0], n->iv[op_attr(o, "dim")->u.i]);
			continue;
		}
		block_insert_op(b->block, b->before, o);
	}
	for (unsigned j = 0; j < s->nouts; j++) {
		unsigned k = s->nins + j;
		Value *mem = n->op->opnds[k].value;
		Value **ops = xmalloc((mem->type->rank + 3) * sizeof *ops);
		ops[0] = yield->opnds[j].value;
		ops[1] = mem;
		indices(n, b, k, ops + 2);
		build(b, OP_MEMREF_STORE, NULL, 0, ops, mem->type->rank + 2);
		free(ops);
	}
}

static void lower_one(Module *m, Op *op)
{
	Nest n = {.m = m, .op = op};
	if (!linalg_structure(m->ctx, op, &n.s))
		return;   /* verified before: cannot happen */
	Builder b = builder_before(m, op);
	n.size = xmalloc((n.s.nloops + 1) * sizeof *n.size);
	n.iv = xmalloc((n.s.nloops + 1) * sizeof *n.iv);
	n.zero = build_const_int(&b, ty_index(m->ctx), 0);
	n.one = build_const_int(&b, ty_index(m->ctx), 1);
	for (unsigned l = 0; l < n.s.nloops; l++)
		n.size[l] = loop_size(&n, &b, l);
	open_loops(&n, &b);
	inline_body(&n, &b);
	op_erase(op);
	free(n.size);
	free(n.iv);
	linalg_structure_free(&n.s);
}

bool lower_linalg(Module *m)
{
	OpVec ops;
	svec_init(&ops);
	op_walk(m->op, collect, &ops);
	/* Innermost first: a body holding a linalg op moves it lowered. */
	for (unsigned i = ops.n; i-- > 0;)
		lower_one(m, ops.v[i]);
	svec_free(&ops);
	return true;
}
