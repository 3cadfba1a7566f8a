/* cg_llvm.c - the llvm dialect's value ops: each is one LLVM
 * instruction (or constant), as mlir-translate makes it.  Types map one
 * to one (cg_llvm_type); flags (#llvm.overflow<nsw>,
 * #llvm.fastmath<fast>) carry over to the instruction.  Calls are in
 * cg_llvm_call.c, functions and globals in cg_llvm_module.c, intrinsics
 * in cg_llvm_intr.c. */
#include "config.h"
#include "cg_llvm.h"

#include <string.h>

/* ------------------------------------------------------------- types */

static LLVMTypeRef struct_type(Cg *g, Type *t)
{
	LLVMTypeRef *fields = CG_ALLOC(g, t->nin, LLVMTypeRef);
	for (unsigned i = 0; i < t->nin; i++)
		if (!(fields[i] = cg_type(g, t->params[i])))
			return NULL;
	bool packed = ty_llvm_struct_packed(t);
	if (!t->name)
		return LLVMStructTypeInContext(g->lc, fields, t->nin, packed);
	/* Identified structs are named once per context. */
	LLVMTypeRef st = LLVMGetTypeByName2(g->lc, t->name);
	if (st)
		return st;
	st = LLVMStructCreateNamed(g->lc, t->name);
	if (!(t->width & LLVM_STRUCT_OPAQUE))
		LLVMStructSetBody(st, fields, t->nin, packed);
	return st;
}

LLVMTypeRef cg_llvm_type(Cg *g, Type *t)
{
	switch (t->kind) {
	case TY_LLVM_PTR:
		return LLVMPointerTypeInContext(g->lc, t->memspace);
	case TY_LLVM_VOID:
		return g->t_void;
	case TY_LLVM_ARRAY: {
		LLVMTypeRef e = cg_type(g, t->elem);
		return e ? LLVMArrayType2(e, (uint64_t)ty_llvm_array_size(t)) : NULL;
	}
	case TY_LLVM_STRUCT:
		return struct_type(g, t);
	case TY_LLVM_FUNC: {
		LLVMTypeRef *params = CG_ALLOC(g, t->nin, LLVMTypeRef);
		for (unsigned i = 0; i < t->nin; i++)
			if (!(params[i] = cg_type(g, t->params[i])))
				return NULL;
		LLVMTypeRef r = cg_type(g, ty_llvm_func_result(t));
		return r ? LLVMFunctionType(r, params, t->nin, ty_llvm_func_vararg(t)) : NULL;
	}
	case TY_LLVM_VEC: {
		/* x86-64 has no scalable vectors (SVE and RVV are other targets'). */
		if (t->width) {
			cg_error(g, NULL, "a scalable vector (!llvm.vec<? x %lld x ...>) has no code generation "
			         "on x86-64", (long long)t->shape[0]);
			return NULL;
		}
		LLVMTypeRef e = cg_type(g, t->elem);
		return e ? LLVMVectorType(e, (unsigned)t->shape[0]) : NULL;
	}
	case TY_LLVM_TARGET:
		/* LLVMTargetExtTypeInContext would make one, but only the target
		 * that defines it (SPIR-V, DirectX, AArch64 SVE counts) lowers it. */
		cg_error(g, NULL, "the target extension type !llvm.target<\"%s\"...> has no code generation "
		         "on x86-64", t->name);
		return NULL;
	default:
		return NULL;
	}
}

/* ------------------------------------------------------------- flags */

/* Whether the flags of "#llvm.X<a, b>" include `flag`. */
static bool has_flag(const Attr *a, const char *flag)
{
	if (!a || a->kind != AT_OPAQUE)
		return false;
	const char *s = memchr(a->u.str.s, '<', a->u.str.len), *end = a->u.str.s + a->u.str.len;
	size_t n = strlen(flag);
	while (s && ++s < end) {
		while (s < end && *s == ' ')
			s++;
		if ((size_t)(end - s) > n && !memcmp(s, flag, n) && (s[n] == ',' || s[n] == '>' || s[n] == ' '))
			return true;
		s = memchr(s, ',', (size_t)(end - s));
	}
	return false;
}

void cg_llvm_flags(Op *op, LLVMValueRef inst)
{
	static const struct { const char *name; LLVMFastMathFlags bits; } names[] = {
		{"reassoc", LLVMFastMathAllowReassoc}, {"nnan", LLVMFastMathNoNaNs},
		{"ninf", LLVMFastMathNoInfs}, {"nsz", LLVMFastMathNoSignedZeros},
		{"arcp", LLVMFastMathAllowReciprocal}, {"contract", LLVMFastMathAllowContract},
		{"afn", LLVMFastMathApproxFunc}, {"fast", LLVMFastMathAll},
	};
	if (!LLVMIsAInstruction(inst))
		return;
	Attr *o = op_attr(op, "overflowFlags");
	if (has_flag(o, "nsw"))
		LLVMSetNSW(inst, 1);
	if (has_flag(o, "nuw"))
		LLVMSetNUW(inst, 1);
	Attr *f = op_attr(op, "fastmathFlags");
	if (!f || !LLVMCanValueUseFastMathFlags(inst))
		return;
	LLVMFastMathFlags bits = 0;
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
		if (has_flag(f, names[i].name))
			bits |= names[i].bits;
	if (bits)
		LLVMSetFastMathFlags(inst, bits);
}

/* -------------------------------------------------------- arithmetic */

static const LLVMOpcode opcodes[OP__COUNT] = {
	[OP_LLVM_ADD] = LLVMAdd, [OP_LLVM_SUB] = LLVMSub, [OP_LLVM_MUL] = LLVMMul,
	[OP_LLVM_SHL] = LLVMShl, [OP_LLVM_SDIV] = LLVMSDiv, [OP_LLVM_UDIV] = LLVMUDiv,
	[OP_LLVM_SREM] = LLVMSRem, [OP_LLVM_UREM] = LLVMURem, [OP_LLVM_AND] = LLVMAnd,
	[OP_LLVM_OR] = LLVMOr, [OP_LLVM_XOR] = LLVMXor, [OP_LLVM_LSHR] = LLVMLShr,
	[OP_LLVM_ASHR] = LLVMAShr, [OP_LLVM_FADD] = LLVMFAdd, [OP_LLVM_FSUB] = LLVMFSub,
	[OP_LLVM_FMUL] = LLVMFMul, [OP_LLVM_FDIV] = LLVMFDiv, [OP_LLVM_FREM] = LLVMFRem,
	[OP_LLVM_SEXT] = LLVMSExt, [OP_LLVM_ZEXT] = LLVMZExt, [OP_LLVM_TRUNC] = LLVMTrunc,
	[OP_LLVM_SITOFP] = LLVMSIToFP, [OP_LLVM_UITOFP] = LLVMUIToFP,
	[OP_LLVM_FPTOSI] = LLVMFPToSI, [OP_LLVM_FPTOUI] = LLVMFPToUI,
	[OP_LLVM_FPEXT] = LLVMFPExt, [OP_LLVM_FPTRUNC] = LLVMFPTrunc,
	[OP_LLVM_BITCAST] = LLVMBitCast, [OP_LLVM_PTRTOINT] = LLVMPtrToInt,
	[OP_LLVM_INTTOPTR] = LLVMIntToPtr, [OP_LLVM_ADDRSPACECAST] = LLVMAddrSpaceCast,
};

bool cg_llvm_binop(Cg *g, Op *op)
{
	LLVMValueRef v = LLVMBuildBinOp(g->b, opcodes[op->kind], cg_opnd(op, 0), cg_opnd(op, 1), "");
	cg_llvm_flags(op, v);
	cg_set(&op->res[0], v);
	return true;
}

bool cg_llvm_fneg(Cg *g, Op *op)
{
	LLVMValueRef v = LLVMBuildFNeg(g->b, cg_opnd(op, 0), "");
	cg_llvm_flags(op, v);
	cg_set(&op->res[0], v);
	return true;
}

bool cg_llvm_cast(Cg *g, Op *op)
{
	LLVMTypeRef t = cg_type(g, op->res[0].type);
	if (!t)
		return false;
	cg_set(&op->res[0], LLVMBuildCast(g->b, opcodes[op->kind], cg_opnd(op, 0), t, ""));
	return true;
}

bool cg_llvm_cmp(Cg *g, Op *op)
{
	int64_t p = op_attr(op, "predicate")->u.i;
	LLVMValueRef v = op->kind == OP_LLVM_ICMP
	               ? LLVMBuildICmp(g->b, cg_icmp_pred[p], cg_opnd(op, 0), cg_opnd(op, 1), "")
	               : LLVMBuildFCmp(g->b, cg_fcmp_pred[p], cg_opnd(op, 0), cg_opnd(op, 1), "");
	cg_llvm_flags(op, v);
	cg_set(&op->res[0], v);
	return true;
}

bool cg_llvm_select(Cg *g, Op *op)
{
	LLVMValueRef v = LLVMBuildSelect(g->b, cg_opnd(op, 0), cg_opnd(op, 1), cg_opnd(op, 2), "");
	cg_llvm_flags(op, v);
	cg_set(&op->res[0], v);
	return true;
}

/* --------------------------------------------------------- constants */

LLVMValueRef cg_llvm_const(Cg *g, Attr *a, Type *t, Op *at)
{
	LLVMTypeRef lt = cg_type(g, t);
	if (!lt)
		return NULL;
	switch (a->kind) {
	case AT_BOOL:
		return LLVMConstInt(lt, a->u.b, 0);
	case AT_INT:
		return LLVMConstInt(lt, (unsigned long long)a->u.i, 1);
	case AT_FLOAT:
		return cg_float_attr_const(g, t, lt, a->u.f);
	case AT_STRING:
		return LLVMConstStringInContext(g->lc, a->u.str.s, (unsigned)a->u.str.len, 1);
	case AT_ARRAY:
		/* A complex constant: [re, im] into a struct of two fields of one
		 * type (the verifier checked the shape). */
		if (t->kind == TY_LLVM_STRUCT && a->u.arr.n == 2 && t->nin == 2) {
			LLVMValueRef f[2];
			for (unsigned i = 0; i < 2; i++) {
				Attr *e = a->u.arr.elems[i];
				/* An integer into a float field has no LLVM constant. */
				if ((e->kind == AT_INT) != (t->params[i]->kind == TY_INT)) {
					cg_error(g, at, "this constant's value cannot be compiled to LLVM IR");
					return NULL;
				}
				if (!(f[i] = cg_llvm_const(g, e, t->params[i], at)))
					return NULL;
			}
			return LLVMConstNamedStruct(lt, f, 2);
		}
		cg_error(g, at, "this constant's value cannot be compiled to LLVM IR");
		return NULL;
	case AT_ELEMENTS:
		/* MLIR's verifier lets an elements attribute of any shape
		 * through to a vector or array; mlir-translate then converts
		 * or fails.  asyncc compiles the plain case. */
		if (a->type == t && t->kind == TY_VECTOR)
			return cg_dense_constant(g, a);
		cg_error(g, at, "asyncc compiles a dense constant only where its type is the result's, a vector type");
		return NULL;
	default:
		cg_error(g, at, "this constant's value cannot be compiled to LLVM IR");
		return NULL;
	}
}

bool cg_llvm_constant(Cg *g, Op *op)
{
	LLVMValueRef v = cg_llvm_const(g, op_attr(op, "value"), op->res[0].type, op);
	if (!v)
		return false;
	cg_set(&op->res[0], v);
	return true;
}

/* llvm.mlir.zero, undef and poison. */
bool cg_llvm_typed(Cg *g, Op *op)
{
	LLVMTypeRef t = cg_type(g, op->res[0].type);
	if (!t)
		return false;
	cg_set(&op->res[0], op->kind == OP_LLVM_ZERO ? LLVMConstNull(t)
	                    : op->kind == OP_LLVM_UNDEF ? LLVMGetUndef(t) : LLVMGetPoison(t));
	return true;
}

bool cg_llvm_addressof(Cg *g, Op *op)
{
	Op *target = cg_lookup(g->m, op_attr(op, "global_name")->u.str.s);
	LLVMValueRef v = target->kind == OP_LLVM_GLOBAL ? LLVMGetNamedGlobal(g->lm, func_name(target))
	               : cg_func_decl(g, target);
	if (!v)
		return cg_error(g, op, "'@%s' has no LLVM counterpart", func_name(target));
	cg_set(&op->res[0], v);
	return true;
}

/* -------------------------------------------------------- aggregates */

/* The position attribute's path, one extractvalue or insertvalue per
 * level (the C API takes a single index). */
bool cg_llvm_extractvalue(Cg *g, Op *op)
{
	Attr *pos = op_attr(op, "position");
	LLVMValueRef v = cg_opnd(op, 0);
	for (unsigned i = 0; i < pos->u.dense.n; i++)
		v = LLVMBuildExtractValue(g->b, v, (unsigned)pos->u.dense.vals[i], "");
	cg_set(&op->res[0], v);
	return true;
}

static LLVMValueRef insert_at(Cg *g, LLVMValueRef agg, LLVMValueRef x, const int64_t *pos, unsigned n)
{
	if (n == 1)
		return LLVMBuildInsertValue(g->b, agg, x, (unsigned)pos[0], "");
	LLVMValueRef inner = LLVMBuildExtractValue(g->b, agg, (unsigned)pos[0], "");
	inner = insert_at(g, inner, x, pos + 1, n - 1);
	return LLVMBuildInsertValue(g->b, agg, inner, (unsigned)pos[0], "");
}

bool cg_llvm_insertvalue(Cg *g, Op *op)
{
	Attr *pos = op_attr(op, "position");
	LLVMValueRef agg = cg_opnd(op, 0);
	if (pos->u.dense.n)
		agg = insert_at(g, agg, cg_opnd(op, 1), pos->u.dense.vals, pos->u.dense.n);
	cg_set(&op->res[0], agg);
	return true;
}

/* ------------------------------------------------------------ memory */

static void set_memory_attrs(Op *op, LLVMValueRef inst)
{
	Attr *a = op_attr(op, "alignment");
	if (a && a->kind == AT_INT && a->u.i > 0)
		LLVMSetAlignment(inst, (unsigned)a->u.i);
	if (op_attr(op, "volatile_"))
		LLVMSetVolatile(inst, 1);
	Attr *o = op_attr(op, "ordering");
	if (o && o->kind == AT_INT && o->u.i)
		LLVMSetOrdering(inst, (LLVMAtomicOrdering)o->u.i);
	Attr *s = op_attr(op, "syncscope");
	if (s && s->kind == AT_STRING && strcmp(s->u.str.s, "singlethread") == 0)
		LLVMSetAtomicSingleThread(inst, 1);
}

bool cg_llvm_alloca(Cg *g, Op *op)
{
	LLVMTypeRef t = cg_type(g, op_attr(op, "elem_type")->type);
	if (!t)
		return false;
	LLVMValueRef v = LLVMBuildArrayAlloca(g->b, t, cg_opnd(op, 0), "");
	set_memory_attrs(op, v);
	cg_set(&op->res[0], v);
	return true;
}

bool cg_llvm_load(Cg *g, Op *op)
{
	LLVMTypeRef t = cg_type(g, op->res[0].type);
	if (!t)
		return false;
	LLVMValueRef v = LLVMBuildLoad2(g->b, t, cg_opnd(op, 0), "");
	set_memory_attrs(op, v);
	cg_set(&op->res[0], v);
	return true;
}

bool cg_llvm_store(Cg *g, Op *op)
{
	LLVMValueRef v = LLVMBuildStore(g->b, cg_opnd(op, 0), cg_opnd(op, 1));
	set_memory_attrs(op, v);
	return true;
}

/* Constant indices are i32, as mlir-translate makes them (struct field
 * numbers must be). */
bool cg_llvm_gep(Cg *g, Op *op)
{
	Attr *raw = op_attr(op, "rawConstantIndices");
	LLVMTypeRef t = cg_type(g, op_attr(op, "elem_type")->type);
	if (!t)
		return false;
	unsigned n = raw->u.dense.n, dyn = 1;
	LLVMValueRef *idx = CG_ALLOC(g, n, LLVMValueRef);
	for (unsigned i = 0; i < n; i++) {
		int64_t k = raw->u.dense.vals[i];
		idx[i] = k == INT32_MIN ? cg_opnd(op, dyn++) : cg_i32(g, (int32_t)k);
	}
	LLVMValueRef v = op_attr(op, "inbounds") ? LLVMBuildInBoundsGEP2(g->b, t, cg_opnd(op, 0), idx, n, "")
	                                         : LLVMBuildGEP2(g->b, t, cg_opnd(op, 0), idx, n, "");
	cg_set(&op->res[0], v);
	return true;
}

/* ------------------------------------------------------ control flow */

bool cg_llvm_switch(Cg *g, Op *op)
{
	unsigned n = op->nsucc - 1;
	int64_t *vals = CG_ALLOC(g, n + 1, int64_t);
	llvm_switch_values(op_attr(op, "case_values"), vals, n);
	LLVMBasicBlockRef *dest = CG_ALLOC(g, op->nsucc, LLVMBasicBlockRef);
	/* Edges first: an edge with block arguments may need a block of its
	 * own (cg_edge), which must exist before the switch is built. */
	for (unsigned i = 0; i < op->nsucc; i++)
		dest[i] = cg_edge(g, op, i);
	LLVMValueRef sw = LLVMBuildSwitch(g->b, cg_opnd(op, 0), dest[0], n);
	LLVMTypeRef t = LLVMTypeOf(cg_opnd(op, 0));
	for (unsigned i = 0; i < n; i++)
		LLVMAddCase(sw, LLVMConstInt(t, (unsigned long long)vals[i], 1), dest[i + 1]);
	return true;
}

/* branch_weights become the branch's !prof metadata. */
bool cg_llvm_cond_br(Cg *g, Op *op)
{
	LLVMBasicBlockRef t = cg_edge(g, op, 0), f = cg_edge(g, op, 1);
	LLVMValueRef br = LLVMBuildCondBr(g->b, cg_opnd(op, 0), t, f);
	Attr *w = op_attr(op, "branch_weights");
	if (w && w->kind == AT_DENSE_ARRAY && w->u.dense.n == 2) {
		LLVMMetadataRef md[3] = {
			LLVMMDStringInContext2(g->lc, "branch_weights", 14),
			LLVMValueAsMetadata(cg_i32(g, (int32_t)w->u.dense.vals[0])),
			LLVMValueAsMetadata(cg_i32(g, (int32_t)w->u.dense.vals[1])),
		};
		LLVMSetMetadata(br, LLVMGetMDKindIDInContext(g->lc, "prof", 4),
		                LLVMMetadataAsValue(g->lc, LLVMMDNodeInContext2(g->lc, md, 3)));
	}
	return true;
}

bool cg_llvm_unreachable(Cg *g, Op *op)
{
	(void)op;
	LLVMBuildUnreachable(g->b);
	return true;
}

/* builtin.unrealized_conversion_cast: only casts between types with the
 * same LLVM type (index and i64, a memref and its descriptor struct)
 * have a meaning without the conversion that should have removed them. */
bool cg_unrealized_cast(Cg *g, Op *op)
{
	if (op->nopnds != 1 || op->nres != 1)
		return cg_error(g, op, "'builtin.unrealized_conversion_cast' of %u values to %u cannot be compiled: only casts of one value to one can",
		                op->nopnds, op->nres);
	LLVMTypeRef from = cg_type(g, op_operand(op, 0)->type), to = cg_type(g, op->res[0].type);
	if (!from || !to)
		return false;
	if (from != to) {
		char *a = LLVMPrintTypeToString(from), *b = LLVMPrintTypeToString(to);
		cg_error(g, op, "'builtin.unrealized_conversion_cast' from LLVM type '%s' to '%s' cannot be compiled: only casts between types of the same LLVM type can (index and i64, a memref and its descriptor struct)",
		         a, b);
		LLVMDisposeMessage(a);
		LLVMDisposeMessage(b);
		return false;
	}
	cg_set(&op->res[0], cg_opnd(op, 0));
	return true;
}

/* ------------------------------------------------------------ return */

/* llvm.return, which MLIR 19 also accepts in a func.func without checking
 * it there: it returns that function's results, or nothing is built. */
bool cg_llvm_return(Cg *g, Op *op)
{
	Op *f = g->func;
	Type *ft = f && f->kind == OP_FUNC_FUNC ? func_type(f) : NULL;
	if (ft && ft->kind == TY_FUNC) {
		bool same = ft->nout == op->nopnds;
		for (unsigned i = 0; same && i < ft->nout; i++)
			same = ty_func_out(ft, i) == op_operand(op, i)->type;
		if (!same)
			return cg_error(g, op, "llvm.return in a func.func must return the function's results "
			                "(%u of them, of its result types)", ft->nout);
	}
	return cg_return(g, op);
}
