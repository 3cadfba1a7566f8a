/* parallel_for.c - scf.parallel run in parallel on the async runtime.
 *
 * An outermost scf.parallel is cut into blocks that follow its shape:
 * tiles of its first two dimensions (whole rows when the first one alone
 * gives enough blocks), each with every further dimension in full.  A
 * block runs the original dimensions as nested scf.for loops, so its
 * innermost loop is the sequential build's innermost loop, contiguous and
 * free of index arithmetic, and LLVM vectorizes it the same way.
 *
 *   scf.parallel (%i, %j) = (%lb0, %lb1) to (%ub0, %ub1) step (%s0, %s1) {
 *     BODY(%i, %j)
 *   }
 * becomes, with t0, t1 the trip counts and the tile bs0 x bs1:
 *   func.func private @parallel_compute_fn(%block, ...) {
 *     r0 = (%block / nb1) * bs0        c0 = (%block % nb1) * bs1
 *     scf.for %i = lb0 + r0 * s0 to lb0 + min(r0 + bs0, t0) * s0 step s0 {
 *       scf.for %j = lb1 + c0 * s1 to lb1 + min(c0 + bs1, t1) * s1 step s1 {
 *         BODY(%i, %j)
 *     } }
 *   }
 *   func.func private @parallel_dispatch_fn(%group, %lo, %hi, ...)
 *     halves the leaves [lo, hi) again and again, each time handing the
 *     upper half to a new async.execute (which dispatches it the same
 *     way), until one leaf is left, whose blocks it computes itself;
 * and in place of the loop: nothing for an empty space, a direct call of
 * the compute function for a single block, otherwise a group, one
 * async.execute that dispatches all the leaves, await_all, and the
 * blocks' partial reductions folded in block order, starting from the
 * init values.
 *
 * Leaves (leaf_count(), dispatch_leaves()): a task per block would cost
 * more than many a block (a memory-bound loop's are a few hundred
 * nanoseconds of work), so tasks run leaves, runs of consecutive blocks,
 * LEAVES_PER_WORKER of them per worker thread: enough to even out the
 * load, few enough that dispatch costs nothing next to them.  The work
 * runs on the pool's threads only.  A calling thread that computed a
 * leaf too would be one thread more than the pool, which has one per
 * core: on a client thread (main) that is a runnable thread more than
 * cores, and a memory-bound loop measured slower for it
 * (bench/parallel2d.mlir on 2 cores, 2 workers: 4.9 ms with the caller
 * computing, 4.6 ms without, medians of 25 runs); inside a task the
 * blocking await becomes a suspension and the worker it frees takes the
 * leaves.
 *
 * Run in place, decided at run time (leaf_count()): before each loop the
 * generated code asks the runtime how many leaves to use,
 *   %n = llvm.call @asyncrt_parallel_worth(%iterations, %cost, %leaves)
 * and with %n <= 1 runs every block in the calling thread, in block
 * order.  libasyncrt's asyncrt_parallel_worth (runtime/calibrate.c)
 * fans out only where the saving, the static estimate converted to time
 * by a unit cost measured once per process, times (1 - 1/workers), is
 * more than twice the price of a fork-join, measured once per process
 * too, plus a scheduler slice while the process is being preempted (a
 * loaded machine).  bench/parallel2d.mlir dispatched every time measured
 * 0.54x of its sequential build on a loaded 2-core machine.  The
 * entry point is an extern_weak llvm.func, called only where its address
 * is not null (ops MLIR 19 reads and compiles, so --print-ir=runtime
 * stays MLIR's): linked against a runtime without it (MLIR's), %n is
 * %leaves, the static rule below.  The verdict does not
 * change the blocks, so reductions give the same result either way.
 *
 * Partition (partition()): a block should carry about TASK_COST units of
 * work by a static estimate of the body's cost (or
 * -fparallel-min-task-size iterations); that gives the number of blocks
 * wanted, at most MAX_BLOCKS.  Dimension 0 is split first; dimension 1
 * only when dimension 0 has fewer trips than blocks wanted.  A loop whose
 * whole work is under MIN_PARALLEL_COST is one block and runs in place
 * without asking the runtime (with
 * -fparallel-min-task-size: a loop too small for two blocks): the cost
 * model does not pay for a dispatch the work cannot pay back.  A
 * fork-join costs about 11 us on the 2-core machine the constants were
 * measured on, and MIN_PARALLEL_COST is about 12 us of a vectorized
 * elementwise loop (bench/parallel2d.mlir's body at 64x768 took 4.4 us
 * in place and 15.6 us dispatched before there was a threshold) and
 * about 65 us of scalar code.  A body of straight-line code without
 * reductions (no loop, branch or call) is one LLVM vectorizes, and an
 * iteration counts a VECTOR_LANES-th of its ops.  The partition depends
 * only on the trip counts and the body, not on the number of worker
 * threads, so reductions give the same result whatever
 * ASYNCRT_NUM_THREADS says: integer reductions the exact sequential
 * result, float reductions the result of combining, in block order, each
 * block's partial, computed in the block's own row-major order.
 *
 * The static estimate counts the trips of inner loops whose bounds are
 * constants or simple arithmetic on constants (as affine-to-scf expands
 * them; unknown trips count UNKNOWN_TRIP), and knows the affine and
 * linalg ops a loop body may still hold when --pass runs this pass
 * alone.  The loops linalg-to-loops makes arrive with every parallel
 * dimension in one scf.parallel and the reductions as scf.for loops in
 * its body: the tiles cut the first two parallel dimensions and each
 * block runs its reductions whole.
 *
 * Nested scf.parallel ops run sequentially inside their block. */
#include "config.h"
#include "passes/passes.h"
#include "outline.h"
#include "ir/affine.h"
#include "ir/linalg.h"
#include "support/vec.h"

#include <stdlib.h>
#include <string.h>

enum {
	TASK_COST = 16384,         /* work units a block should carry */
	MAX_BLOCKS = 4096,
	UNKNOWN_TRIP = 16,         /* assumed trip count of dynamic loops */
	LEAVES_PER_WORKER = 2,     /* tasks per worker thread (leaf_count) */
	MIN_PARALLEL_COST = 16 * TASK_COST, /* less work runs in place */
	VECTOR_LANES = 4,          /* f32 lanes of the baseline x86-64 (SSE2) */
};

typedef SVEC(Op *, 8) OpVec;
typedef SVEC(Value *, 16) ValueVec;
typedef SVEC(Type *, 16) TypeList;

/* ------------------------------------------------------------ cost model */

/* The value of a non-negative index computed from constants by a few
 * arith ops (the bounds affine-to-scf expands: sums, products, min and
 * max of constants), or -1. */
static int64_t const_index_depth(Value *v, unsigned depth)
{
	Op *d = v->def;
	if (!d || depth > 8)
		return -1;
	if (d->kind == OP_ARITH_CONSTANT) {
		Attr *a = op_attr(d, "value");
		return a && a->kind == AT_INT ? a->u.i : -1;
	}
	if (d->nopnds != 2)
		return -1;
	int64_t x = const_index_depth(d->opnds[0].value, depth + 1);
	int64_t y = x < 0 ? -1 : const_index_depth(d->opnds[1].value, depth + 1);
	if (x < 0 || y < 0 || x > INT32_MAX || y > INT32_MAX)
		return -1;
	switch (d->kind) {
	case OP_ARITH_ADDI: return x + y;
	case OP_ARITH_SUBI: return x >= y ? x - y : -1;
	case OP_ARITH_MULI: return x * y;
	case OP_ARITH_MINSI: case OP_ARITH_MINUI: return x < y ? x : y;
	case OP_ARITH_MAXSI: case OP_ARITH_MAXUI: return x > y ? x : y;
	default: return -1;
	}
}

static int64_t const_index(Value *v)
{
	return const_index_depth(v, 0);
}

static uint64_t block_cost(Block *b);

static uint64_t sat_mul(uint64_t a, uint64_t b)
{
	return b && a > UINT64_MAX / 4 / b ? UINT64_MAX / 4 : a * b;
}

static uint64_t for_cost(Op *op)
{
	int64_t lb = const_index(op->opnds[0].value), ub = const_index(op->opnds[1].value);
	int64_t st = const_index(op->opnds[2].value);
	uint64_t trip = lb >= 0 && ub >= 0 && st > 0 ? (uint64_t)(ub > lb ? (ub - lb + st - 1) / st : 0)
	                                            : UNKNOWN_TRIP;
	return sat_mul(block_cost(op->regions[0].first) + 2, trip);
}

/* Trip count of one loop dimension from constant single-result bound
 * maps (affine.for, affine.parallel), else UNKNOWN_TRIP. */
static uint64_t map_trip(Attr *lb, Attr *ub, int64_t step)
{
	int64_t l, u;
	if (!lb || !ub || lb->kind != AT_AFFINE_MAP || ub->kind != AT_AFFINE_MAP ||
	    lb->u.map->nres != 1 || ub->u.map->nres != 1 || step <= 0 ||
	    !ae_eval(lb->u.map->res[0], NULL, NULL, &l) || !ae_eval(ub->u.map->res[0], NULL, NULL, &u) ||
	    lb->u.map->ndims + lb->u.map->nsyms + ub->u.map->ndims + ub->u.map->nsyms)
		return UNKNOWN_TRIP;
	return u > l ? (uint64_t)((u - l + step - 1) / step) : 0;
}

static uint64_t affine_for_cost(Op *op)
{
	Attr *step = op_attr(op, "step");
	uint64_t trip = map_trip(op_attr(op, "lowerBoundMap"), op_attr(op, "upperBoundMap"),
	                         step && step->kind == AT_INT ? step->u.i : 1);
	return sat_mul(block_cost(op->regions[0].first) + 2, trip);
}

/* A linalg op (met only when --pass runs parallel before the linalg
 * lowering): its iterations, from the operands' static sizes, times the
 * body and a load or store per operand. */
static uint64_t linalg_cost(Op *op)
{
	uint64_t trips = 1;
	for (unsigned i = 0; i < op->nopnds; i++) {
		Type *t = op->opnds[i].value->type;
		if (t->kind != TY_MEMREF)
			continue;
		uint64_t n = 1;
		for (unsigned d = 0; d < t->rank; d++)
			n = sat_mul(n, t->shape[d] == IR_DYNAMIC ? UNKNOWN_TRIP : (uint64_t)t->shape[d]);
		if (n > trips)
			trips = n;
	}
	return sat_mul(block_cost(op->regions[0].first) + 2 * op->nopnds, trips);
}

static uint64_t op_cost(Op *op)
{
	if (linalg_is_structured(op))
		return linalg_cost(op);
	switch (op->kind) {
	case OP_ARITH_CONSTANT: return 0;
	case OP_MEMREF_LOAD: case OP_MEMREF_STORE: return 2;
	case OP_ARITH_DIVSI: case OP_ARITH_DIVUI: case OP_ARITH_REMSI: case OP_ARITH_REMUI:
	case OP_ARITH_DIVF: case OP_ARITH_REMF: case OP_ARITH_CEILDIVSI: case OP_ARITH_FLOORDIVSI:
		return 8;
	case OP_INDEX_DIVS: case OP_INDEX_DIVU: case OP_INDEX_REMS: case OP_INDEX_REMU:
	case OP_INDEX_CEILDIVS: case OP_INDEX_CEILDIVU: case OP_INDEX_FLOORDIVS:
	case OP_ARITH_CEILDIVUI: case OP_MATH_SQRT: case OP_MATH_RSQRT: case OP_MATH_FMA:
		return 8;
	case OP_INDEX_CONSTANT: case OP_INDEX_BOOL_CONSTANT: case OP_FUNC_CONSTANT: return 0;
	case OP_FUNC_CALL: case OP_FUNC_CALL_INDIRECT: case OP_VECTOR_PRINT: return 32;
	case OP_MATH_ABSF: case OP_MATH_ABSI: case OP_MATH_CEIL: case OP_MATH_FLOOR:
	case OP_MATH_ROUND: case OP_MATH_ROUNDEVEN: case OP_MATH_TRUNC: case OP_MATH_COPYSIGN:
	case OP_MATH_CTLZ: case OP_MATH_CTTZ: case OP_MATH_CTPOP: case OP_MATH_ISNAN:
	case OP_MATH_ISINF: case OP_MATH_ISFINITE: case OP_MATH_ISNORMAL:
		return 1;
	case OP_SCF_FOR: return for_cost(op);
	case OP_AFFINE_FOR: return affine_for_cost(op);
	case OP_AFFINE_LOAD: case OP_AFFINE_STORE: return 2;
	case OP_AFFINE_APPLY: case OP_AFFINE_MIN: case OP_AFFINE_MAX: {
		Attr *m = op_attr(op, "map");
		return m && m->kind == AT_AFFINE_MAP ? m->u.map->nres : 1;
	}
	case OP_LINALG_INDEX: return 0;
	default:
		/* The other math ops are calls into the C library or loops
		 * (integer powers): as dear as a call. */
		if (strncmp(op_info(op)->name, "math.", 5) == 0)
			return 32;
		break;
	}
	uint64_t c = 1;
	for (unsigned i = 0; i < op->nregions; i++) {
		uint64_t r = 0;
		for (Block *b = op->regions[i].first; b; b = b->next)
			r += block_cost(b);
		/* Branches cost their most expensive arm. */
		bool branch = op->kind == OP_SCF_IF || op->kind == OP_AFFINE_IF;
		bool loop = op->kind == OP_SCF_WHILE || op->kind == OP_AFFINE_PARALLEL;
		c = branch ? (r > c ? r : c) : sat_mul(r, loop ? UNKNOWN_TRIP : 1) + c;
	}
	return c;
}

static uint64_t block_cost(Block *b)
{
	uint64_t c = 0;
	for (Op *o = b ? b->first : NULL; o; o = o->next) {
		c += op_cost(o);
		if (c > UINT64_MAX / 8)
			break;
	}
	return c;
}

/* ------------------------------------------------------------- helpers */

static Value *binop(Builder *b, OpKind k, Value *x, Value *y)
{
	Value *ops[2] = {x, y};
	return build1(b, k, x->type, ops, 2);
}

static Value *cmp(Builder *b, int pred, Value *x, Value *y)
{
	Value *ops[2] = {x, y};
	Value *r = build1(b, OP_ARITH_CMPI, ty_i1(b->m->ctx), ops, 2);
	op_set_attr(b->m, r->def, "predicate", at_int(b->m->ctx, ty_i64(b->m->ctx), pred));
	return r;
}

enum { PRED_EQ = 0, PRED_ULT = 6, PRED_UGT = 8 };   /* arith.cmpi predicates */

static Value *index_const(Builder *b, int64_t v)
{
	return build_const_int(b, ty_index(b->m->ctx), v);
}

/* A zero of a scalar type: the placeholder accumulator a block replaces
 * with its first value. */
static Value *zero_of(Builder *b, Type *t)
{
	return ty_is_float(t) ? build_const_float(b, t, 0.0) : build_const_int(b, t, 0);
}

/* A private function with no results taking `ins`, and its entry block. */
static Op *new_func(Module *m, const char *base, TypeList *ins, Loc loc, Block **entry)
{
	Op *f = outline_func(m, base, ty_func(m->ctx, ins->v, ins->n, NULL, 0), loc);
	*entry = block_new(m);
	region_push_block(&f->regions[0], *entry);
	for (unsigned i = 0; i < ins->n; i++)
		block_add_arg(m, *entry, ins->v[i], loc);
	return f;
}

static Op *call(Builder *b, Op *f, Value *const *args, unsigned n)
{
	Op *c = build(b, OP_FUNC_CALL, NULL, 0, args, n);
	op_set_attr(b->m, c, "callee", at_symref(b->m->ctx, func_name(f)));
	return c;
}

/* An scf op's region i, given one empty block; a builder at its end. */
static Builder region_builder(Module *m, Op *op, unsigned i, Block **block)
{
	Block *b = block_new(m);
	region_push_block(&op->regions[i], b);
	if (block)
		*block = b;
	Builder bld = builder_at_end(m, b);
	bld.loc = op->loc;
	return bld;
}

/* scf.for %iv = lo to hi step st iter_args(carried) -> (types); its
 * body's builder in *body, the induction variable and the carried
 * arguments in body's block. */
static Op *build_for(Builder *b, Value *lo, Value *hi, Value *st, Value *const *carried,
                     Type *const *types, unsigned n, Builder *body)
{
	Value *fixed[3 + 16];
	Value **ops = n <= 16 ? fixed : xmalloc((3 + n) * sizeof *ops);
	ops[0] = lo;
	ops[1] = hi;
	ops[2] = st;
	if (n)
		memcpy(ops + 3, carried, n * sizeof *ops);
	Op *loop = build(b, OP_SCF_FOR, (Type **)types, n, ops, 3 + n);
	if (ops != fixed)
		free(ops);
	Block *blk;
	*body = region_builder(b->m, loop, 0, &blk);
	block_add_arg(b->m, blk, ty_index(b->m->ctx), b->loc);
	for (unsigned i = 0; i < n; i++)
		block_add_arg(b->m, blk, types[i], b->loc);
	return loop;
}

/* Inline a copy of reduction region r combining lhs and rhs at b;
 * returns the combined value. */
static Value *combine(Builder *b, Region *r, Value *lhs, Value *rhs)
{
	Block *rb = r->first;
	ValueMap *vm = vmap_new();
	vmap_put(vm, rb->args[0], lhs);
	vmap_put(vm, rb->args[1], rhs);
	Value *result = NULL;
	for (Op *o = rb->first; o; o = o->next) {
		if (o->kind == OP_SCF_REDUCE_RETURN) {
			result = vmap_get(vm, o->opnds[0].value);
			break;
		}
		Op *c = op_clone(b->m, o, vm);
		block_insert_op(b->block, b->before, c);
	}
	vmap_free(vm);
	return result;
}

/* ------------------------------------------------------------ the state */

typedef struct Par {
	Module *m;
	Op *op;
	Loc loc;
	unsigned ndim, nred;
	Block *body;
	Op *reduce;
	Type **rtypes;             /* the reductions' types; then i1 */
	Captures cap;              /* what the body uses from outside */
} Par;

/* What every block gets from the loop's caller: the bounds of each
 * dimension, the trip counts of the two tiled ones and the tile.  For a
 * one-dimensional loop, t1, bs1 and nb1 are 1. */
enum { A_T0, A_T1, A_BS0, A_BS1, A_NB1, A__COUNT };

typedef struct Shape {
	Value **lb, **ub, **st;    /* ndim each */
	Value *v[A__COUNT];
	Value *nblocks;
	Value *iterations;         /* of the whole loop */
	uint64_t cost;             /* of one iteration (iteration_cost) */
	Value **partials;          /* nred memref<?xT>, one slot per block */
} Shape;

/* The compute function's arguments, in order:
 *   block, lbs, ubs, steps, t0 t1 bs0 bs1 nb1, partials, captured. */
static unsigned arg_lbs(const Par *p) { (void)p; return 1; }
static unsigned arg_ubs(const Par *p) { return 1 + p->ndim; }
static unsigned arg_steps(const Par *p) { return 1 + 2 * p->ndim; }
static unsigned arg_tile(const Par *p) { return 1 + 3 * p->ndim; }
static unsigned arg_partials(const Par *p) { return arg_tile(p) + A__COUNT; }
static unsigned arg_captured(const Par *p) { return arg_partials(p) + p->nred; }

static void push_arg(TypeList *ins, ValueVec *args, Value *v)
{
	svec_push(ins, v->type);
	svec_push(args, v);
}

static void compute_args(Par *p, Shape *s, Value *block, TypeList *ins, ValueVec *args)
{
	push_arg(ins, args, block);
	for (unsigned k = 0; k < p->ndim; k++)
		push_arg(ins, args, s->lb[k]);
	for (unsigned k = 0; k < p->ndim; k++)
		push_arg(ins, args, s->ub[k]);
	for (unsigned k = 0; k < p->ndim; k++)
		push_arg(ins, args, s->st[k]);
	for (unsigned k = 0; k < A__COUNT; k++)
		push_arg(ins, args, s->v[k]);
	for (unsigned r = 0; r < p->nred; r++)
		push_arg(ins, args, s->partials[r]);
	for (unsigned k = 0; k < p->cap.nvals; k++)
		push_arg(ins, args, p->cap.vals[k]);
}

/* ---------------------------------------------------------- partition */

/* Trip count of dimension k: ceildiv(max(ub - lb, 0), step). */
static Value *trip_count(Builder *b, Shape *s, unsigned k, Value *zero)
{
	Value *span = binop(b, OP_ARITH_MAXSI, binop(b, OP_ARITH_SUBI, s->ub[k], s->lb[k]), zero);
	return binop(b, OP_ARITH_CEILDIVSI, span, s->st[k]);
}

/* Whether LLVM vectorizes the body's innermost loop, as far as a look
 * at the body can tell: straight-line code, no reduction (a block's
 * partial is carried through a branch), no call. */
static bool vectorizable(const Par *p)
{
	if (p->nred)
		return false;
	for (Op *o = p->body->first; o; o = o->next)
		if ((o->nregions && o != p->reduce) || op_cost(o) >= 32 ||
		    linalg_is_structured(o))
			return false;
	return true;
}

/* The static cost of one iteration, at least 1. */
static uint64_t iteration_cost(const Par *p)
{
	uint64_t cost = block_cost(p->body) + 1;
	return vectorizable(p) ? (cost + VECTOR_LANES - 1) / VECTOR_LANES : cost;
}

/* Decide the tile (see the top of the file), before the loop:
 *   wanted = clamp(ceildiv(total, min_block), 1, MAX_BLOCKS)
 *   nb0 = max(min(t0, wanted), 1)                 bs0 = max(ceildiv(t0, nb0), 1)
 *   nb1 = max(min(t1, ceildiv(wanted, nb0)), 1)   bs1 = max(ceildiv(t1, nb1), 1)
 *   nblocks = ceildiv(t0, bs0) * ceildiv(t1, bs1) */
static void partition(Par *p, Builder *b, Shape *s, const LowerOptions *o)
{
	Value *zero = index_const(b, 0), *one = index_const(b, 1);
	Value *total = one;
	for (unsigned k = 0; k < p->ndim; k++) {
		Value *t = trip_count(b, s, k, zero);
		if (k < 2)
			s->v[A_T0 + k] = t;
		total = binop(b, OP_ARITH_MULI, total, t);
	}
	if (p->ndim == 1)
		s->v[A_T1] = one;
	s->iterations = total;
	uint64_t cost = s->cost = iteration_cost(p);
	bool user = o->parallel_min_task_size > 0;
	int64_t min_block = user ? o->parallel_min_task_size
	                         : (int64_t)((TASK_COST + cost - 1) / cost);
	int64_t min_total = user ? 2 * min_block
	                         : (int64_t)((MIN_PARALLEL_COST + cost - 1) / cost);
	Value *wanted = binop(b, OP_ARITH_CEILDIVUI, total, index_const(b, min_block));
	wanted = binop(b, OP_ARITH_MINUI, binop(b, OP_ARITH_MAXUI, wanted, one), index_const(b, MAX_BLOCKS));
	Value *small = cmp(b, PRED_ULT, total, index_const(b, min_total));
	Value *in_place[3] = {small, one, wanted};
	wanted = build1(b, OP_ARITH_SELECT, ty_index(b->m->ctx), in_place, 3);
	Value *t0 = s->v[A_T0], *t1 = s->v[A_T1];
	Value *nb0 = binop(b, OP_ARITH_MAXUI, binop(b, OP_ARITH_MINUI, t0, wanted), one);
	Value *nb1 = binop(b, OP_ARITH_CEILDIVUI, wanted, nb0);
	nb1 = binop(b, OP_ARITH_MAXUI, binop(b, OP_ARITH_MINUI, t1, nb1), one);
	/* Tiles of at least one: an empty dimension divides nothing by 0. */
	s->v[A_BS0] = binop(b, OP_ARITH_MAXUI, binop(b, OP_ARITH_CEILDIVUI, t0, nb0), one);
	s->v[A_BS1] = binop(b, OP_ARITH_MAXUI, binop(b, OP_ARITH_CEILDIVUI, t1, nb1), one);
	/* Rounding the tile up can leave fewer blocks than asked for. */
	nb0 = binop(b, OP_ARITH_CEILDIVUI, t0, s->v[A_BS0]);
	s->v[A_NB1] = binop(b, OP_ARITH_CEILDIVUI, t1, s->v[A_BS1]);
	/* An empty dimension makes an empty space: no block at all. */
	Value *empty = cmp(b, PRED_EQ, total, zero);
	Value *sel[3] = {empty, zero, binop(b, OP_ARITH_MULI, nb0, s->v[A_NB1])};
	s->nblocks = build1(b, OP_ARITH_SELECT, ty_index(b->m->ctx), sel, 3);
}

/* One slot per block for each reduction's partial result. */
static void alloc_partials(Par *p, Builder *b, Shape *s)
{
	Ctx *c = p->m->ctx;
	s->partials = xmalloc((p->nred + 1) * sizeof *s->partials);
	for (unsigned r = 0; r < p->nred; r++) {
		int64_t dyn = IR_DYNAMIC;
		Type *mt = ty_memref(c, p->rtypes[r], 1, &dyn, NULL, 0, 0);
		Op *alloc = build(b, OP_MEMREF_ALLOC, &mt, 1, &s->nblocks, 1);
		unsigned segs[2] = {1, 0};
		op_set_segments(p->m, alloc, segs, 2);
		s->partials[r] = &alloc->res[0];
	}
}

/* ------------------------------------------------------------ compute */

/* The loops of one block, outermost first: the tile's range of
 * dimensions 0 and 1, the whole of the others. */
typedef struct Nest {
	Value **lo, **hi, **st;    /* ndim each, in the compute function */
	Value **ivs;
	Value **carried;           /* nred accumulators, then "started" */
} Nest;

/* Bounds of dimension k in the block: lb + [first, min(first + size,
 * trips)) * step, the index range scaled back to the loop's own. */
static void tile_bounds(Builder *b, Value **a, const Par *p, unsigned k, Value *first,
                        Nest *n)
{
	Value *size = a[arg_tile(p) + A_BS0 + k], *trips = a[arg_tile(p) + A_T0 + k];
	Value *lb = a[arg_lbs(p) + k], *st = a[arg_steps(p) + k];
	Value *last = binop(b, OP_ARITH_MINUI, binop(b, OP_ARITH_ADDI, first, size), trips);
	n->lo[k] = binop(b, OP_ARITH_ADDI, lb, binop(b, OP_ARITH_MULI, first, st));
	n->hi[k] = binop(b, OP_ARITH_ADDI, lb, binop(b, OP_ARITH_MULI, last, st));
}

/* Delinearize the block number once: (block / nb1, block % nb1). */
static void block_bounds(Builder *b, Value **a, const Par *p, Nest *n)
{
	Value *nb1 = a[arg_tile(p) + A_NB1];
	Value *row = binop(b, OP_ARITH_DIVUI, a[0], nb1);
	tile_bounds(b, a, p, 0, binop(b, OP_ARITH_MULI, row, a[arg_tile(p) + A_BS0]), n);
	if (p->ndim > 1) {
		Value *col = binop(b, OP_ARITH_REMUI, a[0], nb1);
		tile_bounds(b, a, p, 1, binop(b, OP_ARITH_MULI, col, a[arg_tile(p) + A_BS1]), n);
	}
	for (unsigned k = 2; k < p->ndim; k++) {
		n->lo[k] = a[arg_lbs(p) + k];
		n->hi[k] = a[arg_ubs(p) + k];
	}
}

/* After the body: fold its reduce operands into the accumulators.  A
 * block's partial starts as its first value (there is no neutral
 * element to start from), so "started" (the last carried value) says
 * whether the accumulator holds anything yet. */
static void accumulate(Par *p, Builder *b, Value *const *acc, Value **next)
{
	Value *started = acc[p->nred];
	for (unsigned r = 0; r < p->nred; r++) {
		Value *v = p->reduce->opnds[r].value;
		Op *sel = build(b, OP_SCF_IF, &p->rtypes[r], 1, &started, 1);
		Builder then = region_builder(p->m, sel, 0, NULL);
		Value *c = combine(&then, &p->reduce->regions[r], acc[r], v);
		build(&then, OP_SCF_YIELD, NULL, 0, &c, 1);
		Builder els = region_builder(p->m, sel, 1, NULL);
		build(&els, OP_SCF_YIELD, NULL, 0, &v, 1);
		next[r] = &sel->res[0];
	}
	next[p->nred] = build_const_int(b, ty_i1(p->m->ctx), 1);
}

/* The loop of dimension k at b carrying `carried`, with the loops of the
 * further dimensions inside; the body's ops move into the innermost. */
static Op *build_nest(Par *p, Builder *b, Nest *n, unsigned k, Value *const *carried)
{
	unsigned nc = p->nred ? p->nred + 1 : 0;
	Builder in;
	Op *loop = build_for(b, n->lo[k], n->hi[k], n->st[k], carried, p->rtypes, nc, &in);
	Block *blk = in.block;
	n->ivs[k] = blk->args[0];
	Value **next = xmalloc((nc + 1) * sizeof *next);
	if (k + 1 < p->ndim) {
		Op *inner = build_nest(p, &in, n, k + 1, blk->args + 1);
		for (unsigned i = 0; i < nc; i++)
			next[i] = &inner->res[i];
	} else {
		for (unsigned d = 0; d < p->ndim; d++)
			value_replace_uses(p->body->args[d], n->ivs[d]);
		while (p->body->first != p->reduce) {
			Op *o = p->body->first;
			op_unlink(o);
			block_push_op(blk, o);
		}
		if (nc)
			accumulate(p, &in, blk->args + 1, next);
	}
	build(&in, OP_SCF_YIELD, NULL, 0, next, nc);
	free(next);
	return loop;
}

/* The compute function's copy of a loop bound: the argument, or, when
 * the loop's operand is a constant, a copy of the constant.  A constant
 * unit step keeps the innermost loop one that LLVM vectorizes. */
static Value *bound(Builder *b, Value *outer, Value *arg)
{
	if (!outer->def || outer->def->kind != OP_ARITH_CONSTANT)
		return arg;
	ValueMap *vm = vmap_new();
	Op *c = op_clone(b->m, outer->def, vm);
	vmap_free(vm);
	block_insert_op(b->block, b->before, c);
	return &c->res[0];
}

/* compute(block, ...): the block's loops, then its partials stored. */
static Op *outline_compute(Par *p, TypeList *ins)
{
	Module *m = p->m;
	Block *entry;
	Op *f = new_func(m, "parallel_compute_fn", ins, p->loc, &entry);
	Builder b = builder_at_end(m, entry);
	b.loc = p->loc;
	unsigned d = p->ndim;
	Value **a = xmalloc(ins->n * sizeof *a);
	memcpy(a, entry->args, ins->n * sizeof *a);
	Nest n = {xmalloc(d * sizeof *n.lo), xmalloc(d * sizeof *n.hi), a + arg_steps(p),
	          xmalloc(d * sizeof *n.ivs), xmalloc((p->nred + 1) * sizeof *n.carried)};
	for (unsigned k = 0; k < 3 * d; k++)
		a[arg_lbs(p) + k] = bound(&b, op_operand(p->op, k), a[arg_lbs(p) + k]);
	block_bounds(&b, a, p, &n);
	for (unsigned r = 0; r < p->nred; r++)
		n.carried[r] = zero_of(&b, p->rtypes[r]);
	if (p->nred)
		n.carried[p->nred] = build_const_int(&b, ty_i1(m->ctx), 0);
	Op *loop = build_nest(p, &b, &n, 0, n.carried);
	for (unsigned r = 0; r < p->nred; r++) {
		Value *st[3] = {&loop->res[r], a[arg_partials(p) + r], a[0]};
		build(&b, OP_MEMREF_STORE, NULL, 0, st, 3);
	}
	build(&b, OP_FUNC_RETURN, NULL, 0, NULL, 0);
	/* Uses in the moved ops now refer to the function's arguments and
	 * rematerialized constants. */
	captures_rematerialize(m, &p->cap, entry, f);
	for (unsigned k = 0; k < p->cap.nvals; k++)
		replace_uses_inside(p->cap.vals[k], a[arg_captured(p) + k], f);
	free(a);
	free(n.lo);
	free(n.hi);
	free(n.ivs);
	free(n.carried);
	return f;
}

/* ----------------------------------------------------------- dispatch */

/* dispatch(group, lo, hi, nblocks, nleaves, compute's arguments but
 * the block): [lo, hi) are leaves, consecutive runs of blocks; the
 * leaf's blocks are computed one after the other. */
enum { D_GROUP, D_LO, D_HI, D_NBLOCKS, D_NLEAVES, D__COUNT };

/* In dispatch's while loop: while more than one leaf is left, hand the
 * upper half to a task that dispatches it the same way. */
static void split_off_half(Builder *ab, Op *f, Value **a, unsigned nargs, Value *alo, Value *ahi)
{
	Module *m = ab->m;
	Ctx *c = m->ctx;
	Type *index = ty_index(c), *tok = ty_simple(c, TY_TOKEN);
	Value *half = binop(ab, OP_ARITH_DIVUI, binop(ab, OP_ARITH_SUBI, ahi, alo), index_const(ab, 2));
	Value *mid = binop(ab, OP_ARITH_ADDI, alo, half);
	Op *exec = build(ab, OP_ASYNC_EXECUTE, &tok, 1, NULL, 0);
	unsigned segs[2] = {0, 0};
	op_set_segments(m, exec, segs, 2);
	Builder xb = region_builder(m, exec, 0, NULL);
	Value **args = xmalloc((nargs + 1) * sizeof *args);
	memcpy(args, a, nargs * sizeof *args);
	args[D_LO] = mid;
	args[D_HI] = ahi;
	call(&xb, f, args, nargs);
	free(args);
	build(&xb, OP_ASYNC_YIELD, NULL, 0, NULL, 0);
	Value *grp[2] = {&exec->res[0], a[0]};
	build(ab, OP_ASYNC_ADD_TO_GROUP, &index, 1, grp, 2);
	Value *again[2] = {alo, mid};
	build(ab, OP_SCF_YIELD, NULL, 0, again, 2);
}

/* Compute the blocks of leaf `leaf` of nleaves:
 *   [leaf * nblocks / nleaves, (leaf + 1) * nblocks / nleaves). */
static void run_leaf(Builder *b, Op *compute, Value **a, unsigned nargs, Value *leaf)
{
	Value *nb = a[D_NBLOCKS], *nl = a[D_NLEAVES];
	Value *first = binop(b, OP_ARITH_DIVUI, binop(b, OP_ARITH_MULI, leaf, nb), nl);
	Value *next = binop(b, OP_ARITH_ADDI, leaf, index_const(b, 1));
	Value *last = binop(b, OP_ARITH_DIVUI, binop(b, OP_ARITH_MULI, next, nb), nl);
	Builder in;
	build_for(b, first, last, index_const(b, 1), NULL, NULL, 0, &in);
	Value **args = xmalloc(nargs * sizeof *args);
	args[0] = in.block->args[0];
	for (unsigned k = D__COUNT; k < nargs; k++)
		args[k - D__COUNT + 1] = a[k];
	call(&in, compute, args, nargs - D__COUNT + 1);
	build(&in, OP_SCF_YIELD, NULL, 0, NULL, 0);
	free(args);
}

static Op *outline_dispatch(Par *p, Op *compute, TypeList *cins)
{
	Module *m = p->m;
	Ctx *c = m->ctx;
	Type *index = ty_index(c);
	TypeList ins;
	svec_init(&ins);
	svec_push(&ins, ty_simple(c, TY_GROUP));
	for (unsigned k = D_LO; k < D__COUNT; k++)
		svec_push(&ins, index);
	for (unsigned k = 1; k < cins->n; k++)
		svec_push(&ins, cins->v[k]);
	Block *entry;
	Op *f = new_func(m, "parallel_dispatch_fn", &ins, p->loc, &entry);
	Value **a = entry->args;
	Builder b = builder_at_end(m, entry);
	b.loc = p->loc;

	Type *pair[2] = {index, index};
	Value *bounds[2] = {a[D_LO], a[D_HI]};
	Op *loop = build(&b, OP_SCF_WHILE, pair, 2, bounds, 2);
	Block *before, *after;
	Builder bb = region_builder(m, loop, 0, &before);
	Value *lo = block_add_arg(m, before, index, p->loc), *hi = block_add_arg(m, before, index, p->loc);
	Value *more = cmp(&bb, PRED_UGT, binop(&bb, OP_ARITH_SUBI, hi, lo), index_const(&bb, 1));
	Value *cond_ops[3] = {more, lo, hi};
	build(&bb, OP_SCF_CONDITION, NULL, 0, cond_ops, 3);
	Builder ab = region_builder(m, loop, 1, &after);
	Value *alo = block_add_arg(m, after, index, p->loc), *ahi = block_add_arg(m, after, index, p->loc);
	split_off_half(&ab, f, a, ins.n, alo, ahi);

	/* What is left is one leaf: compute it here. */
	run_leaf(&b, compute, a, ins.n, &loop->res[0]);
	build(&b, OP_FUNC_RETURN, NULL, 0, NULL, 0);
	svec_free(&ins);
	return f;
}

/* ------------------------------------------------------------ the loop */

/* libasyncrt's asyncrt_parallel_worth, declared once per module as an
 * extern_weak llvm.func at the top of the module (MLIR 19 reads and
 * compiles it; linked against a runtime without the symbol, its address
 * is null):
 *   llvm.func extern_weak @asyncrt_parallel_worth(i64, i64, i64) -> i64
 * NULL where the module already has something else by that name (not
 * an llvm.func of that type): then the static rule decides. */
static Op *worth_decl(Module *m, Loc loc)
{
	static const char name[] = "asyncrt_parallel_worth";
	Ctx *c = m->ctx;
	Type *i64 = ty_i64(c), *ins[3] = {i64, i64, i64};
	Type *ft = ty_llvm_func(c, i64, ins, 3, false);
	Op *f = module_lookup(m, name);
	if (f)
		return op_is(f, OP_LLVM_FUNC) && op_attr(f, "function_type")->type == ft ? f : NULL;
	f = op_new(m, OP_LLVM_FUNC, loc, NULL, 0, NULL, 0, 1, 0);
	op_set_attr(m, f, "sym_name", at_cstr(c, name));
	op_set_attr(m, f, "function_type", at_type(c, ft));
	static const char weak[] = "#llvm.linkage<extern_weak>";
	op_set_attr(m, f, "linkage", at_opaque(c, weak, sizeof weak - 1));
	/* First, where the program's own declarations are, not between two
	 * loops' outlined functions. */
	block_insert_op(module_body(m), module_body(m)->first, f);
	module_add_symbol(m, f);
	return f;
}

/* How many of `leaves` the runtime finds worth their dispatch; `leaves`
 * itself (the static rule) where asyncrt_parallel_worth is not linked:
 *   %p = llvm.mlir.addressof @asyncrt_parallel_worth : !llvm.ptr
 *   %null = llvm.mlir.zero : !llvm.ptr
 *   %linked = llvm.icmp "ne" %p, %null : !llvm.ptr
 *   %n = scf.if %linked -> (index) {
 *     %r = llvm.call @asyncrt_parallel_worth(i64 iterations, i64 cost, i64 leaves)
 *     scf.yield index(%r)
 *   } else { scf.yield %leaves } */
static Value *ask_runtime(Builder *b, Value *iterations, uint64_t cost, Value *leaves)
{
	Module *m = b->m;
	Op *decl = worth_decl(m, b->loc);
	if (!decl)
		return leaves;
	Ctx *c = m->ctx;
	Type *index = ty_index(c), *i64 = ty_i64(c), *ptr = ty_llvm_ptr(c, 0);
	Value *fp = build1(b, OP_LLVM_ADDRESSOF, ptr, NULL, 0);
	op_set_attr(m, fp->def, "global_name", at_symref(c, func_name(decl)));
	Value *cmp_ops[2] = {fp, build1(b, OP_LLVM_ZERO, ptr, NULL, 0)};
	Value *linked = build1(b, OP_LLVM_ICMP, ty_i1(c), cmp_ops, 2);
	op_set_attr(m, linked->def, "predicate", at_int(c, i64, 1));   /* ne */
	Op *ask = build(b, OP_SCF_IF, &index, 1, &linked, 1);
	Builder eb = region_builder(m, ask, 1, NULL);
	build(&eb, OP_SCF_YIELD, NULL, 0, &leaves, 1);
	Builder tb = region_builder(m, ask, 0, NULL);
	Value *args[3] = {build1(&tb, OP_ARITH_INDEX_CAST, i64, &iterations, 1),
	                  build_const_int(&tb, i64, cost > INT32_MAX ? INT32_MAX : (int64_t)cost),
	                  build1(&tb, OP_ARITH_INDEX_CAST, i64, &leaves, 1)};
	Value *r = build1(&tb, OP_LLVM_CALL, i64, args, 3);
	op_set_attr(m, r->def, "callee", at_symref(c, func_name(decl)));
	Value *n = build1(&tb, OP_ARITH_INDEX_CAST, index, &r, 1);
	build(&tb, OP_SCF_YIELD, NULL, 0, &n, 1);
	return &ask->res[0];
}

/* The leaves (see the top of the file), by the static rule:
 *   leaves = min(nblocks, max(workers, 1) * LEAVES_PER_WORKER)
 * then as many as the runtime finds worth their dispatch (at run time;
 * "Run in place" at the top of the file):
 *   nleaves = nblocks > 1 ? ask_runtime(iterations, cost, leaves) : nblocks
 * Only the grouping of blocks into tasks depends on the number of
 * workers and the verdict; the blocks, and so the reductions' partials,
 * do not. */
static Value *leaf_count(Builder *b, Shape *s)
{
	Type *index = ty_index(b->m->ctx);
	Value *one = index_const(b, 1);
	/* One block or none: no question, and no pool started for it. */
	Value *multi = cmp(b, PRED_UGT, s->nblocks, one);
	Op *ask = build(b, OP_SCF_IF, &index, 1, &multi, 1);
	Builder eb = region_builder(b->m, ask, 1, NULL);
	build(&eb, OP_SCF_YIELD, NULL, 0, &s->nblocks, 1);
	Builder tb = region_builder(b->m, ask, 0, NULL);
	Value *workers = build1(&tb, OP_RT_NUM_WORKERS, index, NULL, 0);
	workers = binop(&tb, OP_ARITH_MAXUI, workers, index_const(&tb, 1));
	Value *wanted = binop(&tb, OP_ARITH_MULI, workers, index_const(&tb, LEAVES_PER_WORKER));
	Value *leaves = binop(&tb, OP_ARITH_MINUI, s->nblocks, wanted);
	/* The body is outlined by now: its cost was taken before. */
	Value *n = ask_runtime(&tb, s->iterations, s->cost, leaves);
	build(&tb, OP_SCF_YIELD, NULL, 0, &n, 1);
	return &ask->res[0];
}

/* In the group's branch: one task dispatches every leaf.
 *   %t = async.execute { dispatch(%group, 0, nleaves, ...) }
 *   async.add_to_group %t, %group
 * The group waits for exactly its size in tokens: that task's and one
 * per leaf but the last, which the dispatching task computes itself. */
static Value *dispatch_leaves(Par *p, Builder *b, Shape *s, Value *nleaves, Op *dispatch,
                              ValueVec *cargs)
{
	Module *m = p->m;
	Type *index = ty_index(m->ctx), *tok = ty_simple(m->ctx, TY_TOKEN);
	Value *group = build1(b, OP_ASYNC_CREATE_GROUP, ty_simple(m->ctx, TY_GROUP), &nleaves, 1);
	Op *task = build(b, OP_ASYNC_EXECUTE, &tok, 1, NULL, 0);
	unsigned segs[2] = {0, 0};
	op_set_segments(m, task, segs, 2);
	Builder xb = region_builder(m, task, 0, NULL);
	Value **dargs = xmalloc((cargs->n + D__COUNT) * sizeof *dargs);
	dargs[D_GROUP] = group;
	dargs[D_LO] = cargs->v[0];
	dargs[D_HI] = nleaves;
	dargs[D_NBLOCKS] = s->nblocks;
	dargs[D_NLEAVES] = nleaves;
	for (unsigned k = 1; k < cargs->n; k++)
		dargs[D__COUNT - 1 + k] = cargs->v[k];
	call(&xb, dispatch, dargs, cargs->n + D__COUNT - 1);
	free(dargs);
	build(&xb, OP_ASYNC_YIELD, NULL, 0, NULL, 0);
	Value *add[2] = {&task->res[0], group};
	build(b, OP_ASYNC_ADD_TO_GROUP, &index, 1, add, 2);
	return group;
}

/* In place of the loop: several leaves go through a group; else the
 * blocks run here, in order (none for an empty space).
 *   %n = leaf_count
 *   scf.if %n > 1 { group, dispatch, await_all }
 *   else { scf.for %blk = 0 to %nblocks { compute(%blk, ...) } } */
static void run_blocks(Par *p, Builder *b, Shape *s, Op *compute, Op *dispatch, ValueVec *cargs)
{
	Module *m = p->m;
	Value *zero = cargs->v[0], *one = index_const(b, 1);
	Value *nleaves = leaf_count(b, s);
	Value *many = cmp(b, PRED_UGT, nleaves, one);
	Op *branch = build(b, OP_SCF_IF, NULL, 0, &many, 1);
	Builder tb = region_builder(m, branch, 0, NULL);
	Value *group = dispatch_leaves(p, &tb, s, nleaves, dispatch, cargs);
	build(&tb, OP_ASYNC_AWAIT_ALL, NULL, 0, &group, 1);
	build(&tb, OP_SCF_YIELD, NULL, 0, NULL, 0);
	Builder eb = region_builder(m, branch, 1, NULL);
	Builder in;
	build_for(&eb, zero, s->nblocks, one, NULL, NULL, 0, &in);
	Value **args = xmalloc(cargs->n * sizeof *args);
	memcpy(args, cargs->v, cargs->n * sizeof *args);
	args[0] = in.block->args[0];
	call(&in, compute, args, cargs->n);
	build(&in, OP_SCF_YIELD, NULL, 0, NULL, 0);
	free(args);
	build(&eb, OP_SCF_YIELD, NULL, 0, NULL, 0);
}

/* Fold the partials in block order, from the init values, into the
 * loop's results; then free them. */
static void fold_partials(Par *p, Builder *b, Shape *s)
{
	Value **inits = xmalloc((p->nred + 1) * sizeof *inits);
	for (unsigned r = 0; r < p->nred; r++)
		inits[r] = op_segment_operand(p->op, 3, r);
	Builder fb;
	Op *fold = build_for(b, index_const(b, 0), s->nblocks, index_const(b, 1), inits, p->rtypes,
	                     p->nred, &fb);
	Block *blk = fb.block;
	Value **next = xmalloc((p->nred + 1) * sizeof *next);
	for (unsigned r = 0; r < p->nred; r++) {
		Value *ld_ops[2] = {s->partials[r], blk->args[0]};
		Value *part = build1(&fb, OP_MEMREF_LOAD, p->rtypes[r], ld_ops, 2);
		next[r] = combine(&fb, &p->reduce->regions[r], blk->args[1 + r], part);
	}
	build(&fb, OP_SCF_YIELD, NULL, 0, next, p->nred);
	for (unsigned r = 0; r < p->nred; r++) {
		value_replace_uses(&p->op->res[r], &fold->res[r]);
		build(b, OP_MEMREF_DEALLOC, NULL, 0, &s->partials[r], 1);
	}
	free(inits);
	free(next);
}

static bool reducible(Par *p)
{
	for (unsigned r = 0; r < p->nred; r++) {
		Type *t = p->op->res[r].type;
		if (!ty_is_intlike(t) && !ty_is_float(t))
			return false;
	}
	return true;
}

static void lower_one(Module *m, Op *op, const LowerOptions *o)
{
	unsigned first;
	Par p = {.m = m, .op = op, .loc = op->loc};
	p.ndim = op_segment(op, 0, &first);
	p.nred = op_segment(op, 3, &first);
	p.body = op->regions[0].first;
	p.reduce = block_terminator(op->regions[0].last);
	/* Reductions of other types stay sequential (scf-to-cf lowers them). */
	if (!reducible(&p))
		return;
	p.rtypes = xmalloc((p.nred + 1) * sizeof *p.rtypes);
	for (unsigned r = 0; r < p.nred; r++)
		p.rtypes[r] = op->res[r].type;
	p.rtypes[p.nred] = ty_i1(m->ctx);
	captures_collect(op, &p.cap);

	Builder b = builder_before(m, op);
	b.loc = op->loc;
	Shape s = {.lb = xmalloc(3 * p.ndim * sizeof(Value *))};
	s.ub = s.lb + p.ndim;
	s.st = s.ub + p.ndim;
	for (unsigned k = 0; k < p.ndim; k++) {
		s.lb[k] = op_segment_operand(op, 0, k);
		s.ub[k] = op_segment_operand(op, 1, k);
		s.st[k] = op_segment_operand(op, 2, k);
	}
	partition(&p, &b, &s, o);
	alloc_partials(&p, &b, &s);

	TypeList cins;
	ValueVec cargs;
	svec_init(&cins);
	svec_init(&cargs);
	compute_args(&p, &s, index_const(&b, 0), &cins, &cargs);
	Op *compute = outline_compute(&p, &cins);
	Op *dispatch = outline_dispatch(&p, compute, &cins);
	run_blocks(&p, &b, &s, compute, dispatch, &cargs);
	if (p.nred)
		fold_partials(&p, &b, &s);
	op_erase(op);
	free(s.lb);
	free(s.partials);
	free(p.rtypes);
	svec_free(&cins);
	svec_free(&cargs);
	captures_free(&p.cap);
}

static WalkResult collect_outermost(Op *op, void *arg)
{
	if (op->kind != OP_SCF_PARALLEL)
		return WALK_ADVANCE;
	svec_push((OpVec *)arg, op);
	return WALK_SKIP;
}

bool lower_parallel(Module *m, const LowerOptions *o)
{
	if (!o->async_parallel_for)
		return true;
	OpVec ops;
	svec_init(&ops);
	op_walk(m->op, collect_outermost, &ops);
	for (unsigned i = 0; i < ops.n; i++)
		lower_one(m, ops.v[i], o);
	svec_free(&ops);
	return true;
}
