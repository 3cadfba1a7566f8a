/* cg_memref_ops.c - memref globals, alloca_scope, the atomics and the
 * hints (assume_alignment, prefetch).
 *
 * A memref.global is an LLVM global of nested arrays, as MLIR lays it
 * out; get_global makes a descriptor of it whose allocated pointer is
 * 0xdeadbeef (MLIR's mark that it must not be freed).
 *
 * alloca_scope and generic_atomic_rmw keep their region until here and
 * emit it in place (cg_inline_region):
 *
 *   %r = memref.alloca_scope -> (f32) { ...; alloca_scope.return %v }
 * is
 *   %sp = llvm.stacksave; <region>; llvm.stackrestore %sp; br cont(%v)
 *
 *   %old = memref.generic_atomic_rmw %m[%i] : memref<?xf32> {
 *   ^bb0(%cur: f32): ...; memref.atomic_yield %new : f32 }
 * is
 *   init = load p; loop: cur = phi(init, seen); <region>;
 *   (seen, ok) = cmpxchg p, cur, new; br ok ? done : loop;  done: %old = cur
 *
 * atomic_rmw kinds LLVM's atomicrmw has are one instruction; mulf,
 * muli, maximumf and minimumf (NaN-propagating, which LLVM 19's fmax and
 * fmin are not) are the same compare-and-swap loop around the
 * arithmetic.  Results are the value the memory held before. */
#include "config.h"
#include "cg.h"
#include "ir/layout.h"

#include <string.h>

/* -------------------------------------------------------------- globals */

static LLVMTypeRef global_type(Cg *g, Type *t)
{
	LLVMTypeRef at = cg_type(g, t->elem);
	for (unsigned i = t->rank; i-- > 0;)
		at = LLVMArrayType2(at, (uint64_t)t->shape[i]);
	return at;
}

bool cg_global(Cg *g, Op *op)
{
	Type *t = op_attr(op, "type")->type;
	LLVMTypeRef at = global_type(g, t);
	LLVMValueRef gv = LLVMAddGlobal(g->lm, at, func_name(op));
	Attr *init = op_attr(op, "initial_value"), *al = op_attr(op, "alignment");
	bool priv = func_is_private(op);
	/* A public global without a value is defined elsewhere; a private
	 * one is storage of undefined contents, as mlir-translate makes it. */
	if (init && init->kind == AT_ELEMENTS) {
		LLVMValueRef c = cg_dense_constant(g, init);
		if (!c)
			return false;
		LLVMSetInitializer(gv, c);
	} else if (init || priv) {
		LLVMSetInitializer(gv, LLVMGetUndef(at));
	}
	LLVMSetLinkage(gv, priv ? LLVMInternalLinkage : LLVMExternalLinkage);
	if (op_attr(op, "constant"))
		LLVMSetGlobalConstant(gv, 1);
	if (al && al->kind == AT_INT)
		LLVMSetAlignment(gv, (unsigned)al->u.i);
	return true;
}

bool cg_get_global(Cg *g, Op *op)
{
	Type *t = op->res[0].type;
	LLVMValueRef gv = LLVMGetNamedGlobal(g->lm, op_attr(op, "name")->u.str.s);
	if (!gv)
		return cg_error(g, op, "memref.global '@%s' is not in this module", op_attr(op, "name")->u.str.s);
	LLVMValueRef dead = LLVMConstIntToPtr(cg_i64(g, 0xdeadbeef), g->t_ptr);
	LLVMValueRef *sizes = CG_ALLOC(g, t->rank, LLVMValueRef), *strides = CG_ALLOC(g, t->rank, LLVMValueRef);
	int64_t s = 1;
	for (unsigned i = t->rank; i-- > 0;) {
		sizes[i] = cg_i64(g, t->shape[i]);
		strides[i] = cg_i64(g, s);
		s *= t->shape[i];
	}
	cg_set(&op->res[0], cg_memref_desc(g, t, dead, gv, cg_i64(g, 0), sizes, strides));
	return true;
}

/* --------------------------------------------------------- alloca_scope */

CgScope *cg_scope_of(Cg *g, Op *op)
{
	for (CgScope *s = g->scope; s; s = s->outer)
		if (s->op == op)
			return s;
	return NULL;
}

/* A block for the code after a region, attached to the function once
 * the region is emitted (so that it reads in order). */
static void scope_begin(Cg *g, CgScope *sc, Op *op, unsigned nphis)
{
	memset(sc, 0, sizeof *sc);
	sc->op = op;
	sc->cont = LLVMCreateBasicBlockInContext(g->lc, "");
	sc->phis = CG_ALLOC(g, nphis, LLVMValueRef);
	sc->nphis = nphis;
	LLVMBuilderRef b = LLVMCreateBuilderInContext(g->lc);
	LLVMPositionBuilderAtEnd(b, sc->cont);
	for (unsigned i = 0; i < nphis; i++)
		sc->phis[i] = LLVMBuildPhi(b, cg_type(g, op->res[i].type), "");
	LLVMDisposeBuilder(b);
	sc->outer = g->scope;
	g->scope = sc;
}

static void scope_end(Cg *g, CgScope *sc)
{
	g->scope = sc->outer;
	LLVMAppendExistingBasicBlock(g->fn, sc->cont);
	LLVMPositionBuilderAtEnd(g->b, sc->cont);
	for (unsigned i = 0; i < sc->nphis; i++)
		cg_set(&sc->op->res[i], sc->phis[i]);
}

bool cg_alloca_scope(Cg *g, Op *op)
{
	CgScope sc;
	scope_begin(g, &sc, op, op->nres);
	sc.state[0] = cg_call_intrinsic(g, "llvm.stacksave", &g->t_ptr, 1, NULL, 0);
	bool ok = cg_inline_region(g, &op->regions[0], NULL);
	scope_end(g, &sc);
	return ok;
}

bool cg_alloca_scope_return(Cg *g, Op *op)
{
	CgScope *sc = cg_scope_of(g, op->parent->parent->parent);
	cg_call_intrinsic(g, "llvm.stackrestore", &g->t_ptr, 1, &sc->state[0], 1);
	LLVMBasicBlockRef from = LLVMGetInsertBlock(g->b);
	for (unsigned i = 0; i < op->nopnds; i++) {
		LLVMValueRef v = cg_opnd(op, i);
		LLVMAddIncoming(sc->phis[i], &v, &from, 1);
	}
	LLVMBuildBr(g->b, sc->cont);
	return true;
}

/* ------------------------------------------------------------- atomics */

enum { K_ADDF, K_ADDI, K_ASSIGN, K_MAXIMUMF, K_MAXS, K_MAXU, K_MINIMUMF, K_MINS, K_MINU, K_MULF,
       K_MULI, K_ORI, K_ANDI, K_MAXNUMF, K_MINNUMF };

/* The kinds atomicrmw does itself; -1 for the compare-and-swap ones. */
static const int rmw_op[15] = {
	[K_ADDF] = LLVMAtomicRMWBinOpFAdd, [K_ADDI] = LLVMAtomicRMWBinOpAdd,
	[K_ASSIGN] = LLVMAtomicRMWBinOpXchg, [K_MAXIMUMF] = -1, [K_MAXS] = LLVMAtomicRMWBinOpMax,
	[K_MAXU] = LLVMAtomicRMWBinOpUMax, [K_MINIMUMF] = -1, [K_MINS] = LLVMAtomicRMWBinOpMin,
	[K_MINU] = LLVMAtomicRMWBinOpUMin, [K_MULF] = -1, [K_MULI] = -1, [K_ORI] = LLVMAtomicRMWBinOpOr,
	[K_ANDI] = LLVMAtomicRMWBinOpAnd, [K_MAXNUMF] = LLVMAtomicRMWBinOpFMax,
	[K_MINNUMF] = LLVMAtomicRMWBinOpFMin,
};

static LLVMValueRef index_ptr(Cg *g, Op *op, unsigned mem)
{
	Type *t = op_operand(op, mem)->type;
	LLVMValueRef *idx = CG_ALLOC(g, t->rank, LLVMValueRef);
	for (unsigned i = 0; i < t->rank; i++)
		idx[i] = cg_opnd(op, mem + 1 + i);
	return cg_memref_elem_ptr(g, t, cg_opnd(op, mem), idx);
}

/* The loop head of a compare-and-swap: cur = phi(load p) in a new
 * block, returned; the caller computes the new value and calls
 * cas_tail. */
static LLVMValueRef cas_head(Cg *g, LLVMTypeRef et, LLVMValueRef p)
{
	LLVMValueRef init = LLVMBuildLoad2(g->b, et, p, "");
	LLVMBasicBlockRef pre = LLVMGetInsertBlock(g->b), loop = cg_block_after(g, pre);
	LLVMBuildBr(g->b, loop);
	LLVMPositionBuilderAtEnd(g->b, loop);
	LLVMValueRef cur = LLVMBuildPhi(g->b, et, "");
	LLVMAddIncoming(cur, &init, &pre, 1);
	return cur;
}

/* cmpxchg p, cur, new (as integers of the same width: LLVM compares
 * bits), looping back to cur's block until it succeeds. */
static void cas_tail(Cg *g, LLVMValueRef p, LLVMValueRef cur, LLVMValueRef nv, LLVMBasicBlockRef done)
{
	LLVMTypeRef et = LLVMTypeOf(cur);
	bool fp = LLVMGetTypeKind(et) != LLVMIntegerTypeKind;
	LLVMTypeRef it = fp ? LLVMIntTypeInContext(g->lc, (unsigned)LLVMSizeOfTypeInBits(g->td, et)) : et;
	LLVMValueRef c = fp ? LLVMBuildBitCast(g->b, cur, it, "") : cur;
	LLVMValueRef n = fp ? LLVMBuildBitCast(g->b, nv, it, "") : nv;
	LLVMValueRef pair = LLVMBuildAtomicCmpXchg(g->b, p, c, n, LLVMAtomicOrderingAcquireRelease,
	                                           LLVMAtomicOrderingMonotonic, 0);
	LLVMValueRef seen = LLVMBuildExtractValue(g->b, pair, 0, "");
	LLVMValueRef ok = LLVMBuildExtractValue(g->b, pair, 1, "");
	if (fp)
		seen = LLVMBuildBitCast(g->b, seen, et, "");
	LLVMBasicBlockRef from = LLVMGetInsertBlock(g->b);
	LLVMAddIncoming(cur, &seen, &from, 1);
	LLVMBuildCondBr(g->b, ok, done, LLVMGetInstructionParent(cur));
}

static LLVMValueRef rmw_compute(Cg *g, int kind, LLVMValueRef cur, LLVMValueRef v)
{
	LLVMTypeRef t = LLVMTypeOf(cur);
	LLVMValueRef args[2] = {cur, v};
	switch (kind) {
	case K_MULF: return LLVMBuildFMul(g->b, cur, v, "");
	case K_MULI: return LLVMBuildMul(g->b, cur, v, "");
	case K_MAXIMUMF: return cg_call_intrinsic(g, "llvm.maximum", &t, 1, args, 2);
	default: return cg_call_intrinsic(g, "llvm.minimum", &t, 1, args, 2);
	}
}

bool cg_atomic_rmw(Cg *g, Op *op)
{
	int kind = (int)op_attr(op, "kind")->u.i;
	LLVMValueRef p = index_ptr(g, op, 1), v = cg_opnd(op, 0);
	if (rmw_op[kind] >= 0) {
		cg_set(&op->res[0], LLVMBuildAtomicRMW(g->b, (LLVMAtomicRMWBinOp)rmw_op[kind], p, v,
		                                       LLVMAtomicOrderingAcquireRelease, 0));
		return true;
	}
	LLVMValueRef cur = cas_head(g, LLVMTypeOf(v), p);
	LLVMValueRef nv = rmw_compute(g, kind, cur, v);
	LLVMBasicBlockRef done = cg_block_after(g, LLVMGetInsertBlock(g->b));
	cas_tail(g, p, cur, nv, done);
	LLVMPositionBuilderAtEnd(g->b, done);
	cg_set(&op->res[0], cur);
	return true;
}

bool cg_generic_atomic_rmw(Cg *g, Op *op)
{
	LLVMValueRef p = index_ptr(g, op, 0);
	LLVMValueRef cur = cas_head(g, cg_type(g, op->res[0].type), p);
	CgScope sc;
	scope_begin(g, &sc, op, 0);
	sc.state[0] = p;
	sc.state[1] = cur;
	bool ok = cg_inline_region(g, &op->regions[0], &cur);
	scope_end(g, &sc);
	cg_set(&op->res[0], cur);
	return ok;
}

bool cg_atomic_yield(Cg *g, Op *op)
{
	CgScope *sc = cg_scope_of(g, op->parent->parent->parent);
	cas_tail(g, sc->state[0], sc->state[1], cg_opnd(op, 0), sc->cont);
	return true;
}

/* ---------------------------------------------------------------- hints */

bool cg_assume_alignment(Cg *g, Op *op)
{
	int64_t a = op_attr(op, "alignment")->u.i;
	LLVMValueRef p = cg_memref_field(g, cg_opnd(op, 0), MR_ALIGNED, -1);
	LLVMValueRef low = LLVMBuildAnd(g->b, LLVMBuildPtrToInt(g->b, p, g->t_i64, ""), cg_i64(g, a - 1), "");
	LLVMValueRef cond = LLVMBuildICmp(g->b, LLVMIntEQ, low, cg_i64(g, 0), "");
	cg_call_intrinsic(g, "llvm.assume", NULL, 0, &cond, 1);
	return true;
}

bool cg_prefetch(Cg *g, Op *op)
{
	Attr *w = op_attr(op, "isWrite"), *l = op_attr(op, "localityHint"), *d = op_attr(op, "isDataCache");
	LLVMValueRef args[4] = {index_ptr(g, op, 0), cg_i32(g, w->u.b), cg_i32(g, (int32_t)l->u.i),
	                        cg_i32(g, d->u.b)};
	cg_call_intrinsic(g, "llvm.prefetch", &g->t_ptr, 1, args, 4);
	return true;
}
