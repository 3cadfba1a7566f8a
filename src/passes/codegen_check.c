/* codegen_check.c - what the back end cannot compile, said once, before
 * any lowering, naming the op and why.
 *
 * asyncc reads, verifies and prints every op and type of the dialects it
 * knows, as mlir-opt-19 does, including some that have no code on this
 * target: scalable vectors (vector<[4]xf32>: SVE and RVV vectors whose
 * length is fixed at run time; LLVM's x86-64 back end cannot lower them
 * and asyncc's vector lowering works on fixed shapes), and the ops that
 * MLIR's own CPU lowering leaves alone (memref.dma_start and the like:
 * -convert-memref-to-llvm has no pattern for them), and vectors whose
 * rows are too long for LLVM to compile in reasonable time.  Compiling
 * such a module stops here with one error rather than deep in a pass or
 * in LLVM. */
#include "config.h"
#include "passes/passes.h"
#include "syntax/syntax.h"

/* The longest row (innermost dim) of a vector the back end compiles.
 * A row is one LLVM vector value, and LLVM's instruction selection
 * takes time that grows faster than its length: on x86-64 at -O0 a
 * load, an add, a reduction and a store of vector<4096xf32> compile in
 * 1.5 s, of vector<16384xf32> in 40 s (75 s at -O2), and one of 65536
 * elements runs past two minutes.  n-d vectors are arrays of rows
 * (vector<4x8x16x32xf32>, 16384 elements, compiles in 10 s), so their
 * total size is not limited. */
enum { MAX_VECTOR_ROW = 4096 };

static bool row_too_long(const Type *t)
{
	return t && t->kind == TY_VECTOR && t->rank && t->shape[t->rank - 1] > MAX_VECTOR_ROW;
}

typedef struct Check {
	Module *m;
	bool ok;
} Check;

/* Ops that have no lowering to LLVM in MLIR 19 for a CPU, and why. */
static const char *no_lowering(const Op *op)
{
	switch (op->kind) {
	case OP_MEMREF_ALLOC: case OP_MEMREF_ALLOCA:
		/* MLIR's finalize-memref-to-llvm leaves these too (they need
		 * -normalize-memrefs first). */
		return ty_memref_is_identity(op->res[0].type) ? NULL
		       : "asyncc allocates memrefs of the identity layout only, as MLIR 19's "
		         "-finalize-memref-to-llvm does";
	case OP_MEMREF_DMA_START: case OP_MEMREF_DMA_WAIT:
	case OP_AFFINE_DMA_START: case OP_AFFINE_DMA_WAIT:
		return "MLIR 19 has no lowering of the DMA ops to LLVM, and asyncc's targets have no DMA "
		       "engine to start (use memref.copy)";
	case OP_VECTOR_VSCALE:
		return "the multiplier of scalable vectors, which asyncc's targets (x86-64) do not have";
	case OP_VECTOR_MASK:
		return "asyncc does not lower masked operations yet (MLIR's -lower-vector-mask turns "
		       "them into masked loads, stores and reductions; write those)";
	case OP_VECTOR_WARP_EXECUTE_ON_LANE_0:
		return "MLIR 19 lowers it only for a GPU (its region runs on lane 0 of a warp, its values "
		       "distributed across the lanes)";
	case OP_VECTOR_RESHAPE:
		return "MLIR 19 has no lowering of vector.reshape to LLVM (use vector.shape_cast)";
	case OP_AFFINE_VECTOR_LOAD: case OP_AFFINE_VECTOR_STORE: {
		/* -lower-affine makes it a vector.load or vector.store, which
		 * reads one contiguous row. */
		const Type *mt = op->opnds[op->kind == OP_AFFINE_VECTOR_STORE].value->type;
		return !mt->strides || mt->rank == 0 || mt->strides[mt->rank - 1] == 1 ? NULL
		       : "the vector is one contiguous row of the memref, and this memref's most minor "
		         "dim does not have unit stride (MLIR 19's vector.load requires it too)";
	}
	default:
		return NULL;
	}
}

/* The first type of op's results, operands and block arguments that
 * has property has, or NULL. */
static Type *type_with(Op *op, bool (*has)(const Type *))
{
	for (unsigned i = 0; i < op->nres; i++)
		if (has(op->res[i].type))
			return op->res[i].type;
	for (unsigned i = 0; i < op->nopnds; i++)
		if (has(op->opnds[i].value->type))
			return op->opnds[i].value->type;
	for (unsigned r = 0; r < op->nregions; r++)
		for (Block *b = op->regions[r].first; b; b = b->next)
			for (unsigned i = 0; i < b->nargs; i++)
				if (has(b->args[i]->type))
					return b->args[i]->type;
	return NULL;
}

/* A scalable vector type op holds, its function type included. */
static Type *scalable_type(Op *op)
{
	Type *t = type_with(op, ty_has_scalable);
	Type *ft = !t && op_info(op)->traits & T_FUNC_LIKE ? func_type(op) : NULL;
	return t ? t : ty_has_scalable(ft) ? ft : NULL;
}

static WalkResult check_op(Op *op, void *arg)
{
	Check *c = arg;
	Diag *d = ctx_diag(c->m->ctx);
	const char *name = op_info(op)->name, *why = no_lowering(op);
	Type *t = why ? NULL : scalable_type(op);
	if (t)
		diag_error(d, op->loc, "'%s' op cannot be compiled: '%s' holds a scalable vector, and asyncc "
		           "generates code for fixed-length vectors only (x86-64 has no scalable vectors)",
		           name, type_str(c->m->ctx, t));
	else if (why)
		diag_error(d, op->loc, "'%s' op cannot be compiled: %s", name, why);
	else if ((t = type_with(op, row_too_long)))
		diag_error(d, op->loc, "'%s' op cannot be compiled: '%s' has rows of %lld elements, and asyncc "
		           "compiles vectors whose last dim is at most %d (LLVM's code generation time grows "
		           "faster than a vector's length; use an n-d vector, whose rows are compiled one by one)",
		           name, type_str(c->m->ctx, t), (long long)t->shape[t->rank - 1], MAX_VECTOR_ROW);
	else
		return WALK_ADVANCE;
	c->ok = false;
	return WALK_STOP;
}

bool codegen_check(Module *m)
{
	Check c = {m, true};
	op_walk(m->op, check_op, &c);
	return c.ok;
}
