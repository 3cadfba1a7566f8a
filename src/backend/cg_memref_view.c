/* cg_memref_view.c - memref ops that make a new descriptor for the same
 * buffer: subview, transpose, reinterpret_cast, expand_shape, collapse_shape, view,
 * memory_space_cast, and the ones that read a descriptor (rank,
 * extract_strided_metadata, extract_aligned_pointer_as_index).
 *
 * The descriptors are the ones MLIR's expand-strided-metadata and
 * finalize-memref-to-llvm build, field for field, so that printMemref
 * prints the same offset, sizes and strides.  What the result type
 * knows statically is used as a constant (a valid op computes the same
 * value at run time). */
#include "config.h"
#include "cg.h"
#include "ir/layout.h"

/* The entries of a static_* list: constants, or the next operands. */
static void mixed(Cg *g, Op *op, const char *name, unsigned *next, LLVMValueRef *out)
{
	Attr *a = op_attr(op, name);
	for (unsigned i = 0; i < a->u.dense.n; i++)
		out[i] = a->u.dense.vals[i] == IR_DYNAMIC ? cg_to_i64(g, cg_opnd(op, (*next)++))
		                                          : cg_i64(g, a->u.dense.vals[i]);
}

/* The result type's static strides and offset replace computed ones. */
static void prefer_static(Cg *g, Type *t, LLVMValueRef *sizes, LLVMValueRef *strides, LLVMValueRef *offset)
{
	int64_t s[LAYOUT_MAX_RANK], off;
	layout_strides(t, s, &off);
	for (unsigned i = 0; i < t->rank; i++) {
		if (t->shape[i] != IR_DYNAMIC)
			sizes[i] = cg_i64(g, t->shape[i]);
		if (s[i] != IR_DYNAMIC)
			strides[i] = cg_i64(g, s[i]);
	}
	if (offset && off != IR_DYNAMIC)
		*offset = cg_i64(g, off);
}

/* The allocated and aligned pointers of a ranked or unranked memref. */
static void pointers_of(Cg *g, Type *t, LLVMValueRef x, LLVMValueRef *allocated, LLVMValueRef *aligned)
{
	if (t->kind == TY_MEMREF) {
		*allocated = cg_memref_field(g, x, MR_ALLOCATED, -1);
		*aligned = cg_memref_field(g, x, MR_ALIGNED, -1);
		return;
	}
	/* Any rank's descriptor starts {allocated, aligned, offset}. */
	LLVMValueRef d = cg_extract(g, x, 1);
	LLVMTypeRef head = cg_memref_desc_type(g, 0);
	*allocated = LLVMBuildLoad2(g->b, g->t_ptr, LLVMBuildStructGEP2(g->b, head, d, 0, ""), "");
	*aligned = LLVMBuildLoad2(g->b, g->t_ptr, LLVMBuildStructGEP2(g->b, head, d, 1, ""), "");
}

bool cg_subview(Cg *g, Op *op)
{
	Type *src = op_operand(op, 0)->type, *res = op->res[0].type;
	LLVMValueRef d = cg_opnd(op, 0);
	unsigned r = src->rank, next = 1;
	LLVMValueRef *off = CG_ALLOC(g, r, LLVMValueRef), *size = CG_ALLOC(g, r, LLVMValueRef);
	LLVMValueRef *step = CG_ALLOC(g, r, LLVMValueRef);
	mixed(g, op, "static_offsets", &next, off);
	mixed(g, op, "static_sizes", &next, size);
	mixed(g, op, "static_strides", &next, step);
	Attr *ao = op_attr(op, "static_offsets"), *as = op_attr(op, "static_sizes");
	Attr *at = op_attr(op, "static_strides");
	Type *full = layout_subview(g->m->ctx, src, ao->u.dense.vals, as->u.dense.vals, at->u.dense.vals);
	bool drop[LAYOUT_MAX_RANK];
	if (!layout_dropped_dims(full, res, as->u.dense.vals, drop))
		return cg_error(g, op, "cannot tell which dimensions the subview drops");
	LLVMValueRef offset = cg_memref_offset(g, src, d);
	LLVMValueRef *sizes = CG_ALLOC(g, res->rank, LLVMValueRef);
	LLVMValueRef *strides = CG_ALLOC(g, res->rank, LLVMValueRef);
	for (unsigned i = 0, j = 0; i < r; i++) {
		LLVMValueRef s = cg_memref_stride(g, src, d, i);
		offset = LLVMBuildAdd(g->b, offset, LLVMBuildMul(g->b, off[i], s, ""), "");
		if (drop[i])
			continue;
		sizes[j] = size[i];
		strides[j++] = LLVMBuildMul(g->b, s, step[i], "");
	}
	prefer_static(g, res, sizes, strides, &offset);
	cg_set(&op->res[0], cg_memref_desc(g, res, cg_memref_field(g, d, MR_ALLOCATED, -1),
	                                   cg_memref_field(g, d, MR_ALIGNED, -1), offset, sizes, strides));
	return true;
}

/* memref.transpose: the same buffer and offset, the sizes and strides
 * permuted (as MLIR's finalize-memref-to-llvm builds it). */
bool cg_transpose(Cg *g, Op *op)
{
	Type *src = op_operand(op, 0)->type, *res = op->res[0].type;
	AffineMap *m = op_attr(op, "permutation")->u.map;
	LLVMValueRef d = cg_opnd(op, 0), offset = cg_memref_offset(g, src, d);
	LLVMValueRef *sizes = CG_ALLOC(g, res->rank, LLVMValueRef);
	LLVMValueRef *strides = CG_ALLOC(g, res->rank, LLVMValueRef);
	for (unsigned i = 0; i < res->rank; i++) {
		unsigned k = m->res[i]->pos;
		sizes[i] = cg_memref_size(g, src, d, k);
		strides[i] = cg_memref_stride(g, src, d, k);
	}
	prefer_static(g, res, sizes, strides, &offset);
	cg_set(&op->res[0], cg_memref_desc(g, res, cg_memref_field(g, d, MR_ALLOCATED, -1),
	                                   cg_memref_field(g, d, MR_ALIGNED, -1), offset, sizes, strides));
	return true;
}

bool cg_reinterpret_cast(Cg *g, Op *op)
{
	Type *src = op_operand(op, 0)->type, *res = op->res[0].type;
	unsigned next = 1;
	LLVMValueRef offset, allocated, aligned;
	LLVMValueRef *sizes = CG_ALLOC(g, res->rank, LLVMValueRef);
	LLVMValueRef *strides = CG_ALLOC(g, res->rank, LLVMValueRef);
	mixed(g, op, "static_offsets", &next, &offset);
	mixed(g, op, "static_sizes", &next, sizes);
	mixed(g, op, "static_strides", &next, strides);
	pointers_of(g, src, cg_opnd(op, 0), &allocated, &aligned);
	cg_set(&op->res[0], cg_memref_desc(g, res, allocated, aligned, offset, sizes, strides));
	return true;
}

/* Groups of a reassociation attribute (already verified). */
static void groups_of(Op *op, unsigned *first, unsigned *ngroups)
{
	Attr *r = op_attr(op, "reassociation");
	unsigned d = 0;
	*ngroups = r->u.arr.n;
	for (unsigned g = 0; g < r->u.arr.n; g++) {
		first[g] = d;
		d += r->u.arr.elems[g]->u.arr.n;
	}
	first[r->u.arr.n] = d;
}

bool cg_expand_shape(Cg *g, Op *op)
{
	Type *src = op_operand(op, 0)->type, *res = op->res[0].type;
	LLVMValueRef d = cg_opnd(op, 0);
	unsigned first[LAYOUT_MAX_RANK + 1], n, next = 1;
	groups_of(op, first, &n);
	LLVMValueRef *sizes = CG_ALLOC(g, res->rank, LLVMValueRef);
	LLVMValueRef *strides = CG_ALLOC(g, res->rank, LLVMValueRef);
	mixed(g, op, "static_output_shape", &next, sizes);
	/* Within a group, the innermost dimension keeps the source stride
	 * and each one outside multiplies it by the sizes inside. */
	for (unsigned k = 0; k < n; k++) {
		LLVMValueRef s = cg_memref_stride(g, src, d, k);
		for (unsigned i = first[k + 1]; i-- > first[k];) {
			strides[i] = s;
			s = LLVMBuildMul(g->b, s, sizes[i], "");
		}
	}
	for (unsigned i = first[n]; i < res->rank; i++)
		strides[i] = cg_i64(g, 1);
	prefer_static(g, res, sizes, strides, NULL);
	cg_set(&op->res[0], cg_memref_desc(g, res, cg_memref_field(g, d, MR_ALLOCATED, -1),
	                                   cg_memref_field(g, d, MR_ALIGNED, -1), cg_memref_offset(g, src, d),
	                                   sizes, strides));
	return true;
}

/* A collapsed group's stride: the smallest stride among its dimensions
 * not statically of size 1, as MLIR's getCollapsedStride takes it. */
static LLVMValueRef collapsed_stride(Cg *g, Type *src, LLVMValueRef d, unsigned lo, unsigned hi)
{
	LLVMValueRef s = NULL;
	for (unsigned i = lo; i < hi; i++) {
		if (src->shape[i] == 1)
			continue;
		LLVMValueRef x = cg_memref_stride(g, src, d, i);
		LLVMValueRef args[2] = {s, x};
		s = s ? cg_call_intrinsic(g, "llvm.smin", &g->t_i64, 1, args, 2) : x;
	}
	return s ? s : cg_memref_stride(g, src, d, lo);
}

bool cg_collapse_shape(Cg *g, Op *op)
{
	Type *src = op_operand(op, 0)->type, *res = op->res[0].type;
	LLVMValueRef d = cg_opnd(op, 0);
	unsigned first[LAYOUT_MAX_RANK + 1], n;
	groups_of(op, first, &n);
	LLVMValueRef *sizes = CG_ALLOC(g, res->rank + 1, LLVMValueRef);
	LLVMValueRef *strides = CG_ALLOC(g, res->rank + 1, LLVMValueRef);
	for (unsigned k = 0; k < n; k++) {
		sizes[k] = cg_i64(g, 1);
		for (unsigned i = first[k]; i < first[k + 1]; i++)
			sizes[k] = LLVMBuildMul(g->b, sizes[k], cg_memref_size(g, src, d, i), "");
		strides[k] = collapsed_stride(g, src, d, first[k], first[k + 1]);
	}
	prefer_static(g, res, sizes, strides, NULL);
	cg_set(&op->res[0], cg_memref_desc(g, res, cg_memref_field(g, d, MR_ALLOCATED, -1),
	                                   cg_memref_field(g, d, MR_ALIGNED, -1), cg_memref_offset(g, src, d),
	                                   sizes, strides));
	return true;
}

/* The byte shift moves the aligned pointer; the new view is contiguous
 * from offset 0.  The allocated pointer stays the buffer's. */
bool cg_view(Cg *g, Op *op)
{
	Type *res = op->res[0].type;
	LLVMValueRef d = cg_opnd(op, 0), shift = cg_to_i64(g, cg_opnd(op, 1));
	LLVMValueRef aligned = LLVMBuildGEP2(g->b, g->t_i8, cg_memref_field(g, d, MR_ALIGNED, -1), &shift, 1, "");
	LLVMValueRef *sizes = CG_ALLOC(g, res->rank, LLVMValueRef);
	LLVMValueRef *strides = CG_ALLOC(g, res->rank, LLVMValueRef);
	unsigned next = 2;
	for (unsigned i = 0; i < res->rank; i++)
		sizes[i] = res->shape[i] == IR_DYNAMIC ? cg_to_i64(g, cg_opnd(op, next++)) : cg_i64(g, res->shape[i]);
	LLVMValueRef s = cg_i64(g, 1);
	for (unsigned i = res->rank; i-- > 0;) {
		strides[i] = s;
		s = LLVMBuildMul(g->b, s, sizes[i], "");
	}
	cg_set(&op->res[0], cg_memref_desc(g, res, cg_memref_field(g, d, MR_ALLOCATED, -1), aligned,
	                                   cg_i64(g, 0), sizes, strides));
	return true;
}

/* ------------------------------------------------------------- reshape */

/* Element i of the shape operand, as i64. */
static LLVMValueRef shape_elem(Cg *g, Type *st, LLVMValueRef sd, LLVMValueRef i)
{
	LLVMValueRef v = LLVMBuildLoad2(g->b, cg_type(g, st->elem), cg_memref_elem_ptr(g, st, sd, &i), "");
	return LLVMBuildIntCast2(g->b, v, g->t_i64, 1, "");
}

static LLVMValueRef offset_of(Cg *g, Type *t, LLVMValueRef x)
{
	if (t->kind == TY_MEMREF)
		return cg_memref_offset(g, t, x);
	LLVMValueRef p = LLVMBuildStructGEP2(g->b, cg_memref_desc_type(g, 0), cg_extract(g, x, 1), 2, "");
	return LLVMBuildLoad2(g->b, g->t_i64, p, "");
}

/* A descriptor of the shape operand's length as rank, on the stack:
 * sizes from the shape, contiguous strides, filled from the innermost
 * dimension out by a loop, as MLIR's lowering does. */
static LLVMValueRef reshape_unranked(Cg *g, Type *st, LLVMValueRef sd, LLVMValueRef *head)
{
	LLVMValueRef rank = cg_memref_size(g, st, sd, 0);
	LLVMValueRef slot = LLVMBuildArrayAlloca(g->b, g->t_i8, cg_umemref_bytes(g, rank), "");
	LLVMSetAlignment(slot, 8);
	LLVMTypeRef ht = cg_memref_desc_type(g, 0);
	for (unsigned f = 0; f < 3; f++)
		LLVMBuildStore(g->b, head[f], LLVMBuildStructGEP2(g->b, ht, slot, f, ""));
	/* words[0] is the offset, sizes follow, then strides. */
	LLVMValueRef words = LLVMBuildStructGEP2(g->b, ht, slot, 2, "");
	LLVMBasicBlockRef pre = LLVMGetInsertBlock(g->b), loop = cg_block_after(g, pre);
	LLVMBasicBlockRef body = cg_block_after(g, loop), done = cg_block_after(g, body);
	LLVMBuildBr(g->b, loop);
	LLVMPositionBuilderAtEnd(g->b, loop);
	LLVMValueRef i = LLVMBuildPhi(g->b, g->t_i64, ""), s = LLVMBuildPhi(g->b, g->t_i64, "");
	LLVMValueRef one = cg_i64(g, 1);
	LLVMAddIncoming(i, &rank, &pre, 1);
	LLVMAddIncoming(s, &one, &pre, 1);
	LLVMBuildCondBr(g->b, LLVMBuildICmp(g->b, LLVMIntSGT, i, cg_i64(g, 0), ""), body, done);
	LLVMPositionBuilderAtEnd(g->b, body);
	LLVMValueRef k = LLVMBuildSub(g->b, i, one, "");
	LLVMValueRef size = shape_elem(g, st, sd, k);
	LLVMValueRef at = LLVMBuildAdd(g->b, k, one, "");
	LLVMBuildStore(g->b, size, LLVMBuildGEP2(g->b, g->t_i64, words, &at, 1, ""));
	at = LLVMBuildAdd(g->b, at, rank, "");
	LLVMBuildStore(g->b, s, LLVMBuildGEP2(g->b, g->t_i64, words, &at, 1, ""));
	LLVMValueRef s2 = LLVMBuildMul(g->b, s, size, "");
	LLVMAddIncoming(i, &k, &body, 1);
	LLVMAddIncoming(s, &s2, &body, 1);
	LLVMBuildBr(g->b, loop);
	LLVMPositionBuilderAtEnd(g->b, done);
	LLVMValueRef u = LLVMGetUndef(cg_umemref_type(g));
	u = LLVMBuildInsertValue(g->b, u, rank, 0, "");
	return LLVMBuildInsertValue(g->b, u, slot, 1, "");
}

bool cg_reshape(Cg *g, Op *op)
{
	Type *src = op_operand(op, 0)->type, *st = op_operand(op, 1)->type, *res = op->res[0].type;
	LLVMValueRef x = cg_opnd(op, 0), sd = cg_opnd(op, 1), head[3];
	pointers_of(g, src, x, &head[0], &head[1]);
	head[2] = offset_of(g, src, x);
	if (res->kind == TY_UMEMREF) {
		cg_set(&op->res[0], reshape_unranked(g, st, sd, head));
		return true;
	}
	LLVMValueRef *sizes = CG_ALLOC(g, res->rank, LLVMValueRef);
	LLVMValueRef *strides = CG_ALLOC(g, res->rank, LLVMValueRef);
	for (unsigned i = 0; i < res->rank; i++)
		sizes[i] = res->shape[i] != IR_DYNAMIC ? cg_i64(g, res->shape[i]) : shape_elem(g, st, sd, cg_i64(g, i));
	LLVMValueRef s = cg_i64(g, 1);
	for (unsigned i = res->rank; i-- > 0;) {
		strides[i] = s;
		s = LLVMBuildMul(g->b, s, sizes[i], "");
	}
	cg_set(&op->res[0], cg_memref_desc(g, res, head[0], head[1], head[2], sizes, strides));
	return true;
}

/* Memory spaces are all address space 0 here. */
bool cg_memory_space_cast(Cg *g, Op *op)
{
	(void)g;
	cg_set(&op->res[0], cg_opnd(op, 0));
	return true;
}

bool cg_rank(Cg *g, Op *op)
{
	Type *t = op_operand(op, 0)->type;
	LLVMValueRef r = t->kind == TY_MEMREF ? cg_i64(g, t->rank) : cg_extract(g, cg_opnd(op, 0), 0);
	cg_set(&op->res[0], cg_to_index(g, r));
	return true;
}

bool cg_extract_strided_metadata(Cg *g, Op *op)
{
	Type *t = op_operand(op, 0)->type;
	LLVMValueRef d = cg_opnd(op, 0);
	cg_set(&op->res[0], cg_memref_desc(g, op->res[0].type, cg_memref_field(g, d, MR_ALLOCATED, -1),
	                                   cg_memref_field(g, d, MR_ALIGNED, -1), cg_i64(g, 0), NULL, NULL));
	cg_set(&op->res[1], cg_to_index(g, cg_memref_offset(g, t, d)));
	for (unsigned i = 0; i < t->rank; i++) {
		cg_set(&op->res[2 + i], cg_to_index(g, cg_memref_size(g, t, d, i)));
		cg_set(&op->res[2 + t->rank + i], cg_to_index(g, cg_memref_stride(g, t, d, i)));
	}
	return true;
}

bool cg_extract_aligned_pointer(Cg *g, Op *op)
{
	LLVMValueRef allocated, aligned;
	pointers_of(g, op_operand(op, 0)->type, cg_opnd(op, 0), &allocated, &aligned);
	cg_set(&op->res[0], LLVMBuildPtrToInt(g->b, aligned, g->t_index, ""));
	return true;
}
