/* cg_pow.c - integer powers for the math dialect: math.ipowi, and
 * math.fpowi with exponents LLVM's powi cannot take.
 *
 * Both are computed by squaring in helper functions named and shaped as
 * MLIR's convert-math-to-funcs makes them (__mlir_math_ipowi_i32,
 * __mlir_math_fpowi_f32_i64, ...), linkonce_odr so that copies from
 * several objects merge, and with MLIR's answers at the edges:
 *
 *   ipowi(b, 0) = 1;  for p < 0: ipowi(1, p) = 1, ipowi(-1, p) = -1 or 1
 *   as p is odd or even, ipowi(0, p) undefined (MLIR divides by zero),
 *   and 0 for every other b;
 *   fpowi(x, n) = 1 / fpowi(x, -n) for n < 0, the most negative n done
 *   as x^(max) * x.
 *
 * LLVM's powi takes an exponent the width of C's int: fpowi with i32
 * exponents (and narrower ones, widened) calls it, as MLIR's
 * convert-math-to-llvm does. */
#include "config.h"
#include "cg.h"

#include <stdio.h>

/* The helper `name` of type fty; *fresh says it has no body yet, and
 * then *b builds at its entry. */
static LLVMValueRef helper(Cg *g, const char *name, LLVMTypeRef fty, LLVMBuilderRef *b, bool *fresh)
{
	LLVMValueRef fn = LLVMGetNamedFunction(g->lm, name);
	*fresh = !fn;
	if (fn)
		return fn;
	fn = LLVMAddFunction(g->lm, name, fty);
	LLVMSetLinkage(fn, LLVMLinkOnceODRLinkage);
	unsigned k = LLVMGetEnumAttributeKindForName("nounwind", 8);
	LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(g->lc, k, 0));
	*b = LLVMCreateBuilderInContext(g->lc);
	LLVMPositionBuilderAtEnd(*b, LLVMAppendBasicBlockInContext(g->lc, fn, ""));
	return fn;
}

static LLVMBasicBlockRef new_block(Cg *g, LLVMValueRef fn)
{
	return LLVMAppendBasicBlockInContext(g->lc, fn, "");
}

/* The squaring loop: r = 1; while (true) { if (m & 1) r *= base;
 * m >>= 1; if (!m) break; base *= base; }  Built from the current block
 * of b, which it leaves in the exit block; returns r there. */
static LLVMValueRef square_loop(Cg *g, LLVMValueRef fn, LLVMBuilderRef b, LLVMValueRef one,
                                LLVMValueRef base, LLVMValueRef m, bool is_float)
{
	LLVMTypeRef it = LLVMTypeOf(m), vt = LLVMTypeOf(one);
	LLVMBasicBlockRef pre = LLVMGetInsertBlock(b), head = new_block(g, fn), next = new_block(g, fn),
	                  exit = new_block(g, fn);
	LLVMBuildBr(b, head);
	LLVMPositionBuilderAtEnd(b, head);
	LLVMValueRef r = LLVMBuildPhi(b, vt, ""), x = LLVMBuildPhi(b, vt, ""), k = LLVMBuildPhi(b, it, "");
	LLVMValueRef izero = LLVMConstInt(it, 0, 0), ione = LLVMConstInt(it, 1, 0);
	LLVMValueRef odd = LLVMBuildICmp(b, LLVMIntNE, LLVMBuildAnd(b, k, ione, ""), izero, "");
	LLVMValueRef prod = is_float ? LLVMBuildFMul(b, r, x, "") : LLVMBuildMul(b, r, x, "");
	LLVMValueRef r2 = LLVMBuildSelect(b, odd, prod, r, "");
	LLVMValueRef k2 = LLVMBuildLShr(b, k, ione, "");
	LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntEQ, k2, izero, ""), exit, next);
	LLVMPositionBuilderAtEnd(b, next);
	LLVMValueRef x2 = is_float ? LLVMBuildFMul(b, x, x, "") : LLVMBuildMul(b, x, x, "");
	LLVMBuildBr(b, head);
	LLVMValueRef rin[2] = {one, r2}, xin[2] = {base, x2}, kin[2] = {m, k2};
	LLVMBasicBlockRef from[2] = {pre, next};
	LLVMAddIncoming(r, rin, from, 2);
	LLVMAddIncoming(x, xin, from, 2);
	LLVMAddIncoming(k, kin, from, 2);
	LLVMPositionBuilderAtEnd(b, exit);
	return r2;
}

/* ipowi's negative exponents: 1 for b = 1, +-1 for b = -1, 0 otherwise,
 * undefined (poison) for b = 0. */
static LLVMValueRef negative_power(LLVMBuilderRef b, LLVMValueRef base, LLVMValueRef p)
{
	LLVMTypeRef t = LLVMTypeOf(base);
	LLVMValueRef zero = LLVMConstInt(t, 0, 0), one = LLVMConstInt(t, 1, 0), m1 = LLVMConstAllOnes(t);
	LLVMValueRef odd = LLVMBuildICmp(b, LLVMIntNE, LLVMBuildAnd(b, p, one, ""), zero, "");
	LLVMValueRef v = LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntEQ, base, m1, ""),
	                                 LLVMBuildSelect(b, odd, m1, one, ""), zero, "");
	v = LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntEQ, base, one, ""), one, v, "");
	return LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntEQ, base, zero, ""), LLVMGetPoison(t), v, "");
}

static void build_ipowi(Cg *g, LLVMValueRef fn, LLVMBuilderRef b)
{
	LLVMValueRef base = LLVMGetParam(fn, 0), p = LLVMGetParam(fn, 1);
	LLVMTypeRef t = LLVMTypeOf(base);
	LLVMValueRef zero = LLVMConstInt(t, 0, 0), one = LLVMConstInt(t, 1, 0);
	LLVMBasicBlockRef neg = new_block(g, fn), pos = new_block(g, fn), ret1 = new_block(g, fn);
	LLVMBasicBlockRef notzero = new_block(g, fn);
	LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntEQ, p, zero, ""), ret1, notzero);
	LLVMPositionBuilderAtEnd(b, ret1);
	LLVMBuildRet(b, one);
	LLVMPositionBuilderAtEnd(b, notzero);
	LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntSLT, p, zero, ""), neg, pos);
	LLVMPositionBuilderAtEnd(b, neg);
	LLVMBuildRet(b, negative_power(b, base, p));
	LLVMPositionBuilderAtEnd(b, pos);
	LLVMBuildRet(b, square_loop(g, fn, b, one, base, p, false));
}

LLVMValueRef cg_ipowi(Cg *g, LLVMValueRef base, LLVMValueRef p)
{
	LLVMTypeRef t = LLVMTypeOf(base);
	char name[48];
	snprintf(name, sizeof name, "__mlir_math_ipowi_i%u", LLVMGetIntTypeWidth(t));
	LLVMTypeRef params[2] = {t, t};
	LLVMTypeRef fty = LLVMFunctionType(t, params, 2, 0);
	LLVMBuilderRef b;
	bool fresh;
	LLVMValueRef fn = helper(g, name, fty, &b, &fresh);
	if (fresh) {
		build_ipowi(g, fn, b);
		LLVMDisposeBuilder(b);
	}
	LLVMValueRef args[2] = {base, p};
	return LLVMBuildCall2(g->b, fty, fn, args, 2, "");
}

static void build_fpowi(Cg *g, LLVMValueRef fn, LLVMBuilderRef b)
{
	LLVMValueRef x = LLVMGetParam(fn, 0), n = LLVMGetParam(fn, 1);
	LLVMTypeRef ft = LLVMTypeOf(x), it = LLVMTypeOf(n);
	LLVMValueRef one = LLVMConstReal(ft, 1.0), zero = LLVMConstInt(it, 0, 0);
	unsigned w = LLVMGetIntTypeWidth(it);
	unsigned nw = (w + 63) / 64;
	uint64_t *words = CG_ALLOC(g, nw, uint64_t);
	words[(w - 1) / 64] = UINT64_C(1) << ((w - 1) % 64);
	LLVMValueRef min = LLVMConstIntOfArbitraryPrecision(it, nw, words);
	LLVMValueRef max = LLVMConstNot(min);
	LLVMBasicBlockRef ret1 = new_block(g, fn), body = new_block(g, fn);
	LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntEQ, n, zero, ""), ret1, body);
	LLVMPositionBuilderAtEnd(b, ret1);
	LLVMBuildRet(b, one);
	LLVMPositionBuilderAtEnd(b, body);
	LLVMValueRef neg = LLVMBuildICmp(b, LLVMIntSLE, n, zero, "");
	LLVMValueRef is_min = LLVMBuildICmp(b, LLVMIntEQ, n, min, "");
	LLVMValueRef m = LLVMBuildSelect(b, neg, LLVMBuildSub(b, zero, n, ""), n, "");
	m = LLVMBuildSelect(b, is_min, max, m, "");
	LLVMValueRef r = square_loop(g, fn, b, one, x, m, true);
	r = LLVMBuildSelect(b, is_min, LLVMBuildFMul(b, r, x, ""), r, "");
	r = LLVMBuildSelect(b, neg, LLVMBuildFDiv(b, one, r, ""), r, "");
	LLVMBuildRet(b, r);
}

static const char *float_name(LLVMTypeRef t)
{
	switch (LLVMGetTypeKind(t)) {
	case LLVMHalfTypeKind: return "f16";
	case LLVMBFloatTypeKind: return "bf16";
	case LLVMFloatTypeKind: return "f32";
	default: return "f64";
	}
}

LLVMValueRef cg_fpowi(Cg *g, Op *op, LLVMValueRef x, LLVMValueRef n)
{
	unsigned w = LLVMGetIntTypeWidth(LLVMTypeOf(n));
	if (w <= 32) {
		if (w < 32)
			n = LLVMBuildSExt(g->b, n, g->t_i32, "");
		LLVMTypeRef over[2] = {LLVMTypeOf(x), g->t_i32};
		LLVMValueRef args[2] = {x, n};
		LLVMValueRef v = cg_call_intrinsic(g, "llvm.powi", over, 2, args, 2);
		cg_fastmath(op, v);
		return v;
	}
	return cg_fpowi_call(g, x, n);
}

/* fpowi by the helper function, whatever the exponent's width: MLIR's
 * convert-math-to-funcs does so for each element of a vector. */
LLVMValueRef cg_fpowi_call(Cg *g, LLVMValueRef x, LLVMValueRef n)
{
	unsigned w = LLVMGetIntTypeWidth(LLVMTypeOf(n));
	char name[64];
	snprintf(name, sizeof name, "__mlir_math_fpowi_%s_i%u", float_name(LLVMTypeOf(x)), w);
	LLVMTypeRef params[2] = {LLVMTypeOf(x), LLVMTypeOf(n)};
	LLVMTypeRef fty = LLVMFunctionType(params[0], params, 2, 0);
	LLVMBuilderRef b;
	bool fresh;
	LLVMValueRef fn = helper(g, name, fty, &b, &fresh);
	if (fresh) {
		build_fpowi(g, fn, b);
		LLVMDisposeBuilder(b);
	}
	LLVMValueRef args[2] = {x, n};
	return LLVMBuildCall2(g->b, fty, fn, args, 2, "");
}
