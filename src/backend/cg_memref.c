/* cg_memref.c - the memref dialect on MLIR's descriptors.
 *
 * A ranked memref is the struct {allocated, aligned, offset, sizes[r],
 * strides[r]}; element (i, j, ...) lives at aligned[offset + i*s0 + j*s1
 * + ...].  What the type knows statically (sizes, the identity layout's
 * strides, a layout's offset) is used as a constant, the rest is read
 * from the descriptor.  An unranked memref is {rank, pointer to a ranked
 * descriptor}; casting to it spills the descriptor to the stack. */
#include "config.h"
#include "cg.h"
#include "ir/layout.h"

LLVMValueRef cg_memref_field(Cg *g, LLVMValueRef desc, unsigned field, int elem)
{
	LLVMValueRef v = cg_extract(g, desc, field);
	return elem < 0 ? v : cg_extract(g, v, (unsigned)elem);
}

LLVMValueRef cg_to_i64(Cg *g, LLVMValueRef v)
{
	return LLVMTypeOf(v) == g->t_i64 ? v : LLVMBuildIntCast2(g->b, v, g->t_i64, 1, "");
}

LLVMValueRef cg_to_index(Cg *g, LLVMValueRef v)
{
	return LLVMTypeOf(v) == g->t_index ? v : LLVMBuildIntCast2(g->b, v, g->t_index, 1, "");
}

static LLVMValueRef to_i64(Cg *g, LLVMValueRef v) { return cg_to_i64(g, v); }

/* What the type knows is a constant; the rest is read from the
 * descriptor. */
LLVMValueRef cg_memref_size(Cg *g, Type *t, LLVMValueRef desc, unsigned i)
{
	return t->shape[i] != IR_DYNAMIC ? cg_i64(g, t->shape[i]) : cg_memref_field(g, desc, MR_SIZES, (int)i);
}

/* The stride of dim i if the type fixes it, else IR_DYNAMIC. */
int64_t cg_memref_static_stride(Type *t, unsigned i)
{
	int64_t strides[LAYOUT_MAX_RANK], offset;
	layout_strides(t, strides, &offset);
	return strides[i];
}

LLVMValueRef cg_memref_stride(Cg *g, Type *t, LLVMValueRef desc, unsigned i)
{
	int64_t strides[LAYOUT_MAX_RANK], offset;
	layout_strides(t, strides, &offset);
	return strides[i] != IR_DYNAMIC ? cg_i64(g, strides[i]) : cg_memref_field(g, desc, MR_STRIDES, (int)i);
}

LLVMValueRef cg_memref_offset(Cg *g, Type *t, LLVMValueRef desc)
{
	int64_t off = layout_is_identity(t) ? 0 : t->offset;
	return off != IR_DYNAMIC ? cg_i64(g, off) : cg_memref_field(g, desc, MR_OFFSET, -1);
}

/* aligned[offset + sum of idx[i] * stride[i]], the terms known to be 0
 * or unit strides left out. */
LLVMValueRef cg_memref_elem_ptr(Cg *g, Type *t, LLVMValueRef desc, LLVMValueRef *idx)
{
	LLVMValueRef base = cg_memref_field(g, desc, MR_ALIGNED, -1);
	LLVMValueRef off = cg_memref_offset(g, t, desc), sum = NULL;
	if (!LLVMIsConstant(off) || !LLVMIsNull(off))
		sum = off;
	int64_t strides[LAYOUT_MAX_RANK], o;
	layout_strides(t, strides, &o);
	for (unsigned i = 0; i < t->rank; i++) {
		LLVMValueRef term = to_i64(g, idx[i]);
		if (LLVMIsConstant(term) && LLVMIsNull(term))
			continue;
		if (strides[i] != 1)
			term = LLVMBuildMul(g->b, term, cg_memref_stride(g, t, desc, i), "");
		sum = sum ? LLVMBuildAdd(g->b, sum, term, "") : term;
	}
	if (!sum)
		return base;
	return LLVMBuildGEP2(g->b, cg_type(g, t->elem), base, &sum, 1, "");
}

/* The address of the element an op's indices name; the memref is
 * operand `mem` and the indices follow it. */
static LLVMValueRef elem_addr(Cg *g, Op *op, unsigned mem)
{
	Type *t = op_operand(op, mem)->type;
	LLVMValueRef *idx = CG_ALLOC(g, t->rank, LLVMValueRef);
	for (unsigned i = 0; i < t->rank; i++)
		idx[i] = cg_opnd(op, mem + 1 + i);
	return cg_memref_elem_ptr(g, t, cg_opnd(op, mem), idx);
}

/* nontemporal = true: a streaming access, !nontemporal as LLVM spells it. */
static void nontemporal(Cg *g, Op *op, LLVMValueRef access)
{
	Attr *a = op_attr(op, "nontemporal");
	if (!a || (a->kind == AT_BOOL && !a->u.b))
		return;
	LLVMMetadataRef one = LLVMValueAsMetadata(cg_i32(g, 1));
	LLVMValueRef node = LLVMMetadataAsValue(g->lc, LLVMMDNodeInContext2(g->lc, &one, 1));
	LLVMSetMetadata(access, LLVMGetMDKindIDInContext(g->lc, "nontemporal", 11), node);
}

bool cg_load(Cg *g, Op *op)
{
	LLVMValueRef p = elem_addr(g, op, 0);
	LLVMValueRef v = LLVMBuildLoad2(g->b, cg_type(g, op->res[0].type), p, "");
	nontemporal(g, op, v);
	cg_set(&op->res[0], v);
	return true;
}

bool cg_store(Cg *g, Op *op)
{
	LLVMValueRef p = elem_addr(g, op, 1);
	LLVMValueRef s = LLVMBuildStore(g->b, cg_opnd(op, 0), p);
	nontemporal(g, op, s);
	return true;
}

/* ---------------------------------------------------------- allocation */

/* Sizes of a new identity-layout memref (static ones as constants, the
 * dynamic ones from the op's operands), its strides, and its element
 * count.  MLIR's order: stride[r-1] = 1, stride[i] = stride[i+1] *
 * size[i+1], count = stride[0] * size[0]. */
static LLVMValueRef shape_of(Cg *g, Op *op, LLVMValueRef *sizes, LLVMValueRef *strides)
{
	Type *t = op->res[0].type;
	unsigned dyn = 0;
	for (unsigned i = 0; i < t->rank; i++)
		sizes[i] = t->shape[i] == IR_DYNAMIC ? to_i64(g, cg_opnd(op, dyn++)) : cg_i64(g, t->shape[i]);
	LLVMValueRef n = cg_i64(g, 1);
	for (unsigned i = t->rank; i-- > 0;) {
		strides[i] = n;
		n = LLVMBuildMul(g->b, n, sizes[i], "");
	}
	return n;
}

LLVMValueRef cg_memref_desc(Cg *g, Type *t, LLVMValueRef allocated, LLVMValueRef aligned,
                            LLVMValueRef offset, LLVMValueRef *sizes, LLVMValueRef *strides)
{
	LLVMValueRef *fields = CG_ALLOC(g, 3 + 2 * t->rank, LLVMValueRef);
	fields[0] = allocated;
	fields[1] = aligned;
	fields[2] = to_i64(g, offset);
	for (unsigned i = 0; i < t->rank; i++) {
		fields[3 + i] = to_i64(g, sizes[i]);
		fields[3 + t->rank + i] = to_i64(g, strides[i]);
	}
	return cg_pack_arg(g, t, fields);
}

static LLVMValueRef make_desc(Cg *g, Type *t, LLVMValueRef allocated, LLVMValueRef aligned,
                              LLVMValueRef *sizes, LLVMValueRef *strides)
{
	return cg_memref_desc(g, t, allocated, aligned, cg_i64(g, 0), sizes, strides);
}

/* Malloc's alignment, which every scalar element type gets anyway. */
enum { MALLOC_ALIGN = 16 };

/* The alignment attribute, or else (as MLIR does for element types that
 * are not scalars) the elements' own when malloc's is not enough:
 * memref<8xvector<8xf32>> needs 32. */
static int64_t alignment_of(Cg *g, Op *op, LLVMTypeRef et)
{
	Attr *a = op_attr(op, "alignment");
	if (a && a->kind == AT_INT)
		return a->u.i;
	int64_t own = (int64_t)LLVMABIAlignmentOfType(g->td, et);
	return op->kind == OP_MEMREF_ALLOC && own > MALLOC_ALIGN ? own : 0;
}

bool cg_alloc(Cg *g, Op *op)
{
	Type *t = op->res[0].type;
	LLVMTypeRef et = cg_type(g, t->elem);
	LLVMValueRef *sizes = CG_ALLOC(g, t->rank, LLVMValueRef);
	LLVMValueRef *strides = CG_ALLOC(g, t->rank, LLVMValueRef);
	LLVMValueRef count = shape_of(g, op, sizes, strides);
	LLVMValueRef bytes = LLVMBuildMul(g->b, count, cg_i64(g, (int64_t)LLVMABISizeOfType(g->td, et)), "");
	int64_t align = alignment_of(g, op, et);
	LLVMValueRef allocated, aligned;
	if (align) {
		/* Over-allocate and round the address up, as MLIR does. */
		bytes = LLVMBuildAdd(g->b, bytes, cg_i64(g, align), "");
		allocated = cg_call_rt(g, RT_MALLOC, &bytes, 1);
		LLVMValueRef a = LLVMBuildPtrToInt(g->b, allocated, g->t_i64, "");
		LLVMValueRef bumped = LLVMBuildAdd(g->b, a, cg_i64(g, align - 1), "");
		LLVMValueRef rounded = LLVMBuildAnd(g->b, bumped, cg_i64(g, -align), "");
		aligned = LLVMBuildIntToPtr(g->b, rounded, g->t_ptr, "");
	} else {
		allocated = aligned = cg_call_rt(g, RT_MALLOC, &bytes, 1);
	}
	cg_set(&op->res[0], make_desc(g, t, allocated, aligned, sizes, strides));
	return true;
}

bool cg_alloca(Cg *g, Op *op)
{
	Type *t = op->res[0].type;
	LLVMTypeRef et = cg_type(g, t->elem);
	LLVMValueRef *sizes = CG_ALLOC(g, t->rank, LLVMValueRef);
	LLVMValueRef *strides = CG_ALLOC(g, t->rank, LLVMValueRef);
	LLVMValueRef count = shape_of(g, op, sizes, strides);
	LLVMValueRef p = LLVMBuildArrayAlloca(g->b, et, count, "");
	int64_t align = alignment_of(g, op, et);
	if (align)
		LLVMSetAlignment(p, (unsigned)align);
	cg_set(&op->res[0], make_desc(g, t, p, p, sizes, strides));
	return true;
}

bool cg_dealloc(Cg *g, Op *op)
{
	Type *t = op_operand(op, 0)->type;
	LLVMValueRef p;
	if (t->kind == TY_UMEMREF) {
		LLVMValueRef desc = cg_extract(g, cg_opnd(op, 0), 1);
		p = LLVMBuildLoad2(g->b, g->t_ptr, desc, "");
	} else {
		p = cg_memref_field(g, cg_opnd(op, 0), MR_ALLOCATED, -1);
	}
	cg_call_rt(g, RT_FREE, &p, 1);
	return true;
}

/* ------------------------------------------------------- cast and dim */

/* A stack slot in the entry block, where LLVM's mem2reg and coroutine
 * frame layout expect them (and where a loop does not grow the stack). */
LLVMValueRef cg_entry_alloca(Cg *g, LLVMTypeRef t)
{
	LLVMBuilderRef b = LLVMCreateBuilderInContext(g->lc);
	LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(g->fn);
	LLVMValueRef first = LLVMGetFirstInstruction(entry);
	if (first)
		LLVMPositionBuilderBefore(b, first);
	else
		LLVMPositionBuilderAtEnd(b, entry);
	LLVMValueRef p = LLVMBuildAlloca(b, t, "");
	LLVMDisposeBuilder(b);
	return p;
}

LLVMValueRef cg_memref_to_unranked(Cg *g, Type *from, LLVMValueRef x)
{
	LLVMValueRef slot = cg_entry_alloca(g, cg_type(g, from));
	LLVMBuildStore(g->b, x, slot);
	LLVMValueRef u = LLVMGetUndef(cg_umemref_type(g));
	u = LLVMBuildInsertValue(g->b, u, cg_i64(g, from->rank), 0, "");
	return LLVMBuildInsertValue(g->b, u, slot, 1, "");
}

/* The bytes of the descriptor an unranked memref points to:
 * {allocated, aligned, offset, sizes[rank], strides[rank]}. */
LLVMValueRef cg_umemref_bytes(Cg *g, LLVMValueRef rank)
{
	int64_t p = (int64_t)LLVMABISizeOfType(g->td, g->t_ptr);
	LLVMValueRef words = LLVMBuildAdd(g->b, LLVMBuildMul(g->b, rank, cg_i64(g, 2), ""), cg_i64(g, 1), "");
	return LLVMBuildAdd(g->b, LLVMBuildMul(g->b, words, cg_i64(g, 8), ""), cg_i64(g, 2 * p), "");
}

/* An unranked memref's descriptor is on the stack of the function that
 * made it.  A function returning one returns a copy on the heap, which
 * the caller copies onto its own stack and frees: MLIR's convention
 * (copyUnrankedDescriptors), so objects from either compiler agree. */
LLVMValueRef cg_umemref_to_heap(Cg *g, LLVMValueRef u)
{
	LLVMValueRef bytes = cg_umemref_bytes(g, cg_extract(g, u, 0));
	LLVMValueRef heap = cg_call_rt(g, RT_MALLOC, &bytes, 1);
	LLVMBuildMemCpy(g->b, heap, 8, cg_extract(g, u, 1), 8, bytes);
	return LLVMBuildInsertValue(g->b, u, heap, 1, "");
}

LLVMValueRef cg_umemref_to_stack(Cg *g, LLVMValueRef u)
{
	LLVMValueRef heap = cg_extract(g, u, 1);
	LLVMValueRef bytes = cg_umemref_bytes(g, cg_extract(g, u, 0));
	LLVMValueRef slot = LLVMBuildArrayAlloca(g->b, g->t_i8, bytes, "");
	LLVMSetAlignment(slot, 8);
	LLVMBuildMemCpy(g->b, slot, 8, heap, 8, bytes);
	cg_call_rt(g, RT_FREE, &heap, 1);
	return LLVMBuildInsertValue(g->b, u, slot, 1, "");
}

bool cg_memref_cast(Cg *g, Op *op)
{
	Type *from = op_operand(op, 0)->type, *to = op->res[0].type;
	LLVMValueRef x = cg_opnd(op, 0);
	if (from->kind == TY_MEMREF && to->kind == TY_MEMREF) {
		cg_set(&op->res[0], x);
	} else if (to->kind == TY_UMEMREF) {
		cg_set(&op->res[0], cg_memref_to_unranked(g, from, x));
	} else {
		LLVMValueRef p = cg_extract(g, x, 1);
		cg_set(&op->res[0], LLVMBuildLoad2(g->b, cg_type(g, to), p, ""));
	}
	return true;
}

bool cg_dim(Cg *g, Op *op)
{
	Type *t = op_operand(op, 0)->type;
	LLVMValueRef m = cg_opnd(op, 0), i = to_i64(g, cg_opnd(op, 1)), v;
	if (t->kind == TY_UMEMREF) {
		/* The sizes follow {allocated, aligned, offset} in any rank's
		 * descriptor. */
		LLVMValueRef desc = cg_extract(g, m, 1);
		LLVMValueRef one = cg_i32(g, 1);
		LLVMValueRef sizes = LLVMBuildGEP2(g->b, cg_memref_desc_type(g, 0), desc, &one, 1, "");
		LLVMValueRef p = LLVMBuildGEP2(g->b, g->t_i64, sizes, &i, 1, "");
		v = LLVMBuildLoad2(g->b, g->t_i64, p, "");
	} else if (LLVMIsAConstantInt(i) && LLVMConstIntGetZExtValue(i) < t->rank) {
		unsigned k = (unsigned)LLVMConstIntGetZExtValue(i);
		v = t->shape[k] != IR_DYNAMIC ? cg_i64(g, t->shape[k]) : cg_memref_field(g, m, MR_SIZES, (int)k);
	} else if (t->rank == 0) {
		v = LLVMGetPoison(g->t_i64);
	} else {
		LLVMTypeRef at = LLVMArrayType2(g->t_i64, t->rank);
		LLVMValueRef slot = cg_entry_alloca(g, at);
		LLVMBuildStore(g->b, cg_memref_field(g, m, MR_SIZES, -1), slot);
		LLVMValueRef p = LLVMBuildGEP2(g->b, g->t_i64, slot, &i, 1, "");
		v = LLVMBuildLoad2(g->b, g->t_i64, p, "");
	}
	if (g->t_index != g->t_i64)
		v = LLVMBuildIntCast2(g->b, v, g->t_index, 0, "");
	cg_set(&op->res[0], v);
	return true;
}
