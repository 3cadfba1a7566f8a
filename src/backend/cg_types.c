/* cg_types.c - MLIR types as LLVM types, and MLIR's calling convention.
 *
 * The layouts are MLIR's, so that objects interoperate with code built by
 * MLIR's pipeline and with the runner utilities:
 *   index               the target's pointer-sized integer
 *   memref<..., rank r> {ptr allocated, ptr aligned, i64 offset,
 *                        [r x i64] sizes, [r x i64] strides}
 *   memref<*x...>       {i64 rank, ptr descriptor}
 *   async handles       ptr (token, value, group, coroutine handle)
 *   function values     ptr to the function
 *   !async.coro.id      token, and so is !async.coro.state (coro.save)
 *   vector<4xf32>       <4 x float>; vector<f32> is <1 x float>, and
 *   vector<2x3x4xf32>   [2 x [3 x <4 x float>]] (MLIR's n-d vectors)
 * Function arguments of memref type are passed as their fields, one
 * parameter each; several results come back packed in a struct. */
#include "config.h"
#include "cg.h"
#include "cg_llvm.h"

LLVMValueRef cg_i64(Cg *g, int64_t v) { return LLVMConstInt(g->t_i64, (unsigned long long)v, 1); }
LLVMValueRef cg_index(Cg *g, int64_t v) { return LLVMConstInt(g->t_index, (unsigned long long)v, 1); }
LLVMValueRef cg_i32(Cg *g, int32_t v) { return LLVMConstInt(g->t_i32, (unsigned long long)(int64_t)v, 1); }

LLVMTypeRef cg_memref_desc_type(Cg *g, unsigned rank)
{
	LLVMTypeRef f[5] = {g->t_ptr, g->t_ptr, g->t_i64};
	if (!rank)
		return LLVMStructTypeInContext(g->lc, f, 3, 0);
	f[3] = f[4] = LLVMArrayType2(g->t_i64, rank);
	return LLVMStructTypeInContext(g->lc, f, 5, 0);
}

LLVMTypeRef cg_umemref_type(Cg *g)
{
	LLVMTypeRef f[2] = {g->t_i64, g->t_ptr};
	return LLVMStructTypeInContext(g->lc, f, 2, 0);
}

typedef LLVMTypeRef (*TypeFn)(Cg *g, Type *t);

static LLVMTypeRef ty_int_(Cg *g, Type *t) { return LLVMIntTypeInContext(g->lc, t->width); }
static LLVMTypeRef ty_index_(Cg *g, Type *t) { (void)t; return g->t_index; }
static LLVMTypeRef ty_f16_(Cg *g, Type *t) { (void)t; return LLVMHalfTypeInContext(g->lc); }
static LLVMTypeRef ty_bf16_(Cg *g, Type *t) { (void)t; return LLVMBFloatTypeInContext(g->lc); }
static LLVMTypeRef ty_f32_(Cg *g, Type *t) { (void)t; return LLVMFloatTypeInContext(g->lc); }
static LLVMTypeRef ty_f64_(Cg *g, Type *t) { (void)t; return LLVMDoubleTypeInContext(g->lc); }
static LLVMTypeRef ty_memref_(Cg *g, Type *t) { return cg_memref_desc_type(g, t->rank); }
static LLVMTypeRef ty_umemref_(Cg *g, Type *t) { (void)t; return cg_umemref_type(g); }
static LLVMTypeRef ty_ptr_(Cg *g, Type *t) { (void)t; return g->t_ptr; }

static LLVMTypeRef ty_vector_(Cg *g, Type *t)
{
	LLVMTypeRef e = cg_type(g, t->elem);
	if (!e)
		return NULL;
	if (!t->rank)
		return LLVMVectorType(e, 1);
	LLVMTypeRef v = LLVMVectorType(e, (unsigned)t->shape[t->rank - 1]);
	for (unsigned i = t->rank - 1; i-- > 0;)
		v = LLVMArrayType2(v, (uint64_t)t->shape[i]);
	return v;
}
static LLVMTypeRef ty_token_(Cg *g, Type *t) { (void)t; return g->t_token; }

static const TypeFn type_table[TY__COUNT] = {
	[TY_INT] = ty_int_,
	[TY_SINT] = ty_int_,       /* signedness is the ops' business */
	[TY_UINT] = ty_int_,
	[TY_INDEX] = ty_index_,
	[TY_F16] = ty_f16_,
	[TY_BF16] = ty_bf16_,
	[TY_F32] = ty_f32_,
	[TY_F64] = ty_f64_,
	[TY_MEMREF] = ty_memref_,
	[TY_UMEMREF] = ty_umemref_,
	[TY_VECTOR] = ty_vector_,
	[TY_FUNC] = ty_ptr_,       /* a function value (func.constant) */
	[TY_TOKEN] = ty_ptr_,
	[TY_VALUE] = ty_ptr_,
	[TY_GROUP] = ty_ptr_,
	[TY_CORO_HANDLE] = ty_ptr_,
	[TY_CORO_ID] = ty_token_,
	[TY_CORO_STATE] = ty_token_,
	/* llvm dialect types (cg_llvm.c) */
	[TY_LLVM_PTR] = cg_llvm_type,
	[TY_LLVM_VOID] = cg_llvm_type,
	[TY_LLVM_ARRAY] = cg_llvm_type,
	[TY_LLVM_STRUCT] = cg_llvm_type,
	[TY_LLVM_FUNC] = cg_llvm_type,
	[TY_LLVM_VEC] = cg_llvm_type,
	[TY_LLVM_TARGET] = cg_llvm_type,
};

LLVMTypeRef cg_type(Cg *g, Type *t)
{
	TypeFn fn = type_table[t->kind];
	if (!fn) {
		cg_error(g, NULL, "the LLVM back end cannot represent values of this type");
		return NULL;
	}
	return fn(g, t);
}

/* Descriptors are built with insertvalue and taken apart with
 * extractvalue all the time (function entry, calls, every load and
 * store).  Looking through the insertvalue chain for the field, and into
 * constant aggregates, saves emitting most of those extractvalues: the
 * IR is smaller and -O0 code does not shuffle descriptors around. */
LLVMValueRef cg_extract(Cg *g, LLVMValueRef agg, unsigned idx)
{
	for (LLVMValueRef v = agg; v;) {
		if (LLVMIsAInsertValueInst(v) && LLVMGetNumIndices(v) == 1) {
			if (LLVMGetIndices(v)[0] == idx)
				return LLVMGetOperand(v, 1);
			v = LLVMGetOperand(v, 0);
		} else if (LLVMIsAConstant(v) && !LLVMIsAConstantExpr(v)) {
			LLVMValueRef e = LLVMGetAggregateElement(v, idx);
			if (e)
				return e;
			break;
		} else {
			break;
		}
	}
	return LLVMBuildExtractValue(g->b, agg, idx, "");
}

unsigned cg_arg_width(Type *t)
{
	if (t->kind == TY_MEMREF)
		return 3 + 2 * t->rank;
	if (t->kind == TY_UMEMREF)
		return 2;
	return 1;
}

void cg_expand_arg(Cg *g, Type *t, LLVMValueRef x, LLVMValueRef *args, unsigned *n)
{
	if (t->kind == TY_MEMREF) {
		for (unsigned f = MR_ALLOCATED; f <= MR_OFFSET; f++)
			args[(*n)++] = cg_memref_field(g, x, f, -1);
		for (unsigned f = MR_SIZES; f <= MR_STRIDES; f++)
			for (unsigned i = 0; i < t->rank; i++)
				args[(*n)++] = cg_memref_field(g, x, f, (int)i);
	} else if (t->kind == TY_UMEMREF) {
		args[(*n)++] = cg_extract(g, x, 0);
		args[(*n)++] = cg_extract(g, x, 1);
	} else {
		args[(*n)++] = x;
	}
}

LLVMValueRef cg_pack_arg(Cg *g, Type *t, LLVMValueRef *fields)
{
	if (t->kind != TY_MEMREF && t->kind != TY_UMEMREF)
		return fields[0];
	LLVMTypeRef st = cg_type(g, t);
	LLVMValueRef v = LLVMGetUndef(st);
	if (t->kind == TY_UMEMREF) {
		v = LLVMBuildInsertValue(g->b, v, fields[0], 0, "");
		return LLVMBuildInsertValue(g->b, v, fields[1], 1, "");
	}
	for (unsigned f = 0; f < 3; f++)
		v = LLVMBuildInsertValue(g->b, v, fields[f], f, "");
	if (!t->rank)
		return v;
	/* The arrays are built apart, then inserted whole: the C API's
	 * insertvalue takes a single index. */
	LLVMTypeRef at = LLVMArrayType2(g->t_i64, t->rank);
	for (unsigned f = MR_SIZES; f <= MR_STRIDES; f++) {
		LLVMValueRef a = LLVMGetUndef(at);
		for (unsigned i = 0; i < t->rank; i++)
			a = LLVMBuildInsertValue(g->b, a, fields[3 + (f - MR_SIZES) * t->rank + i], i, "");
		v = LLVMBuildInsertValue(g->b, v, a, f, "");
	}
	return v;
}

LLVMTypeRef cg_result_type(Cg *g, Type *ft, Op *at)
{
	if (ft->nout == 0)
		return g->t_void;
	if (ft->nout == 1)
		return cg_type(g, ty_func_out(ft, 0));
	LLVMTypeRef *fields = CG_ALLOC(g, ft->nout, LLVMTypeRef);
	for (unsigned i = 0; i < ft->nout; i++)
		if (!(fields[i] = cg_type(g, ty_func_out(ft, i))))
			return NULL;
	(void)at;
	return LLVMStructTypeInContext(g->lc, fields, ft->nout, 0);
}

LLVMTypeRef cg_func_type(Cg *g, Type *ft, Op *at)
{
	unsigned n = 0;
	for (unsigned i = 0; i < ft->nin; i++)
		n += cg_arg_width(ty_func_in(ft, i));
	LLVMTypeRef *params = CG_ALLOC(g, n, LLVMTypeRef);
	n = 0;
	for (unsigned i = 0; i < ft->nin; i++) {
		Type *t = ty_func_in(ft, i);
		if (t->kind == TY_MEMREF) {
			params[n++] = g->t_ptr;
			params[n++] = g->t_ptr;
			for (unsigned k = 0; k < 1 + 2 * t->rank; k++)
				params[n++] = g->t_i64;
		} else if (t->kind == TY_UMEMREF) {
			params[n++] = g->t_i64;
			params[n++] = g->t_ptr;
		} else if (!(params[n++] = cg_type(g, t))) {
			return NULL;
		}
	}
	LLVMTypeRef res = cg_result_type(g, ft, at);
	return res ? LLVMFunctionType(res, params, n, 0) : NULL;
}
