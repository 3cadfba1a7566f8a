/* cg_vector_mem.c - vector loads and stores, as MLIR's
 * convert-vector-to-llvm lowers them:
 *
 *   load, store                 a vector load or store at the element the
 *                               indices name (an n-d vector one row at a
 *                               time, each row along the innermost dim)
 *   maskedload, maskedstore     llvm.masked.load / llvm.masked.store
 *   expandload, compressstore   llvm.masked.expandload / compressstore
 *   gather, scatter             llvm.masked.gather / llvm.masked.scatter
 *                               on a vector of element addresses
 *
 * Accesses are aligned to the memref's element type, as MLIR aligns
 * them; masked-off lanes are never touched. */
#include "config.h"
#include "cg_vector.h"

/* The alignment MLIR gives these accesses: the memref element's. */
static unsigned elem_align(Cg *g, Type *mt)
{
	return LLVMABIAlignmentOfType(g->td, cg_type(g, mt->elem));
}

/* The indices of an op (operands first .. first + rank of the memref). */
static LLVMValueRef *indices(Cg *g, Op *op, Type *mt, unsigned first)
{
	LLVMValueRef *idx = CG_ALLOC(g, mt->rank + 1, LLVMValueRef);
	for (unsigned i = 0; i < mt->rank; i++)
		idx[i] = cg_opnd(op, first + i);
	return idx;
}

/* The address of row r of an n-d access of vector type vt at idx: the
 * row's outer coordinates move the memref's trailing dims. */
static LLVMValueRef row_addr(Cg *g, Type *mt, LLVMValueRef desc, LLVMValueRef *idx, Type *vt, unsigned r)
{
	if (vt->rank <= 1 || mt->elem->kind == TY_VECTOR)
		return cg_memref_elem_ptr(g, mt, desc, idx);
	int64_t c[64];
	vec_coords(vt, (int64_t)r * vec_rowlen(vt), c);
	LLVMValueRef *moved = CG_ALLOC(g, mt->rank + 1, LLVMValueRef);
	for (unsigned i = 0; i < mt->rank; i++)
		moved[i] = idx[i];
	for (unsigned k = 0; k + 1 < vt->rank; k++) {
		unsigned d = mt->rank - vt->rank + k;
		LLVMValueRef x = LLVMBuildIntCast2(g->b, idx[d], g->t_i64, 1, "");
		moved[d] = LLVMBuildAdd(g->b, x, cg_i64(g, c[k]), "");
	}
	return cg_memref_elem_ptr(g, mt, desc, moved);
}

static void nontemporal(Cg *g, Op *op, LLVMValueRef access)
{
	Attr *a = op_attr(op, "nontemporal");
	if (!a || a->kind != AT_BOOL || !a->u.b)
		return;
	LLVMMetadataRef one = LLVMValueAsMetadata(cg_i32(g, 1));
	LLVMValueRef node = LLVMMetadataAsValue(g->lc, LLVMMDNodeInContext2(g->lc, &one, 1));
	LLVMSetMetadata(access, LLVMGetMDKindIDInContext(g->lc, "nontemporal", 11), node);
}

bool cg_vec_load(Cg *g, Op *op)
{
	Type *mt = op_operand(op, 0)->type, *vt = op->res[0].type;
	LLVMValueRef desc = cg_opnd(op, 0), *idx = indices(g, op, mt, 1);
	bool whole = vt->rank <= 1 || mt->elem->kind == TY_VECTOR;
	unsigned nrows = whole ? 1 : vec_nrows(vt);
	LLVMValueRef *rows = CG_ALLOC(g, nrows, LLVMValueRef);
	for (unsigned r = 0; r < nrows; r++) {
		LLVMTypeRef t = whole ? cg_type(g, vt) : vec_row_type(g, vt);
		rows[r] = LLVMBuildLoad2(g->b, t, row_addr(g, mt, desc, idx, vt, r), "");
		LLVMSetAlignment(rows[r], elem_align(g, mt));
		nontemporal(g, op, rows[r]);
	}
	cg_set(&op->res[0], whole ? rows[0] : vec_from_rows(g, vt, rows));
	return true;
}

bool cg_vec_store(Cg *g, Op *op)
{
	Type *vt = op_operand(op, 0)->type, *mt = op_operand(op, 1)->type;
	LLVMValueRef v = cg_opnd(op, 0), desc = cg_opnd(op, 1), *idx = indices(g, op, mt, 2);
	bool whole = vt->rank <= 1 || mt->elem->kind == TY_VECTOR;
	unsigned nrows = whole ? 1 : vec_nrows(vt);
	for (unsigned r = 0; r < nrows; r++) {
		LLVMValueRef row = whole ? v : vec_row(g, vt, v, r);
		LLVMValueRef s = LLVMBuildStore(g->b, row, row_addr(g, mt, desc, idx, vt, r));
		LLVMSetAlignment(s, elem_align(g, mt));
		nontemporal(g, op, s);
	}
	return true;
}

/* ---------------------------------------------- masked, expand, compress */

/* maskedload and expandload: base, indices, mask, pass_thru. */
bool cg_vec_masked_load(Cg *g, Op *op)
{
	Type *mt = op_operand(op, 0)->type, *vt = op->res[0].type;
	unsigned n = op->nopnds;
	LLVMValueRef p = cg_memref_elem_ptr(g, mt, cg_opnd(op, 0), indices(g, op, mt, 1));
	LLVMValueRef mask = cg_opnd(op, n - 2), pass = cg_opnd(op, n - 1);
	LLVMTypeRef over[2] = {cg_type(g, vt), g->t_ptr};
	if (op->kind == OP_VECTOR_EXPANDLOAD) {
		LLVMValueRef args[3] = {p, mask, pass};
		cg_set(&op->res[0], cg_call_intrinsic(g, "llvm.masked.expandload", over, 1, args, 3));
	} else {
		LLVMValueRef args[4] = {p, cg_i32(g, (int32_t)elem_align(g, mt)), mask, pass};
		cg_set(&op->res[0], cg_call_intrinsic(g, "llvm.masked.load", over, 2, args, 4));
	}
	return true;
}

/* maskedstore and compressstore: base, indices, mask, value. */
bool cg_vec_masked_store(Cg *g, Op *op)
{
	Type *mt = op_operand(op, 0)->type;
	unsigned n = op->nopnds;
	LLVMValueRef p = cg_memref_elem_ptr(g, mt, cg_opnd(op, 0), indices(g, op, mt, 1));
	LLVMValueRef mask = cg_opnd(op, n - 2), v = cg_opnd(op, n - 1);
	LLVMTypeRef over[2] = {LLVMTypeOf(v), g->t_ptr};
	if (op->kind == OP_VECTOR_COMPRESSSTORE) {
		LLVMValueRef args[3] = {v, p, mask};
		cg_call_intrinsic(g, "llvm.masked.compressstore", over, 1, args, 3);
	} else {
		LLVMValueRef args[4] = {v, p, cg_i32(g, (int32_t)elem_align(g, mt)), mask};
		cg_call_intrinsic(g, "llvm.masked.store", over, 2, args, 4);
	}
	return true;
}

/* ------------------------------------------------------ gather, scatter */

/* The addresses base[iv[i]] of one row of an index vector. */
static LLVMValueRef addresses(Cg *g, Type *mt, LLVMValueRef base, LLVMValueRef iv)
{
	return LLVMBuildGEP2(g->b, cg_type(g, mt->elem), base, &iv, 1, "");
}

bool cg_vec_gather(Cg *g, Op *op)
{
	Type *mt = op_operand(op, 0)->type, *vt = op->res[0].type;
	unsigned n = op->nopnds;
	Type *it = op_operand(op, n - 3)->type, *kt = op_operand(op, n - 2)->type;
	LLVMValueRef base = cg_memref_elem_ptr(g, mt, cg_opnd(op, 0), indices(g, op, mt, 1));
	unsigned nrows = vec_nrows(vt), len = vec_rowlen(vt);
	LLVMValueRef *rows = CG_ALLOC(g, nrows, LLVMValueRef);
	LLVMTypeRef over[2] = {vec_row_type(g, vt), LLVMVectorType(g->t_ptr, len)};
	for (unsigned r = 0; r < nrows; r++) {
		LLVMValueRef args[4] = {
			addresses(g, mt, base, vec_row(g, it, cg_opnd(op, n - 3), r)),
			cg_i32(g, (int32_t)elem_align(g, mt)),
			vec_row(g, kt, cg_opnd(op, n - 2), r),
			vec_row(g, vt, cg_opnd(op, n - 1), r),
		};
		rows[r] = cg_call_intrinsic(g, "llvm.masked.gather", over, 2, args, 4);
	}
	cg_set(&op->res[0], vec_from_rows(g, vt, rows));
	return true;
}

bool cg_vec_scatter(Cg *g, Op *op)
{
	Type *mt = op_operand(op, 0)->type;
	unsigned n = op->nopnds;
	LLVMValueRef base = cg_memref_elem_ptr(g, mt, cg_opnd(op, 0), indices(g, op, mt, 1));
	LLVMValueRef v = cg_opnd(op, n - 1);
	LLVMTypeRef over[2] = {LLVMTypeOf(v), LLVMVectorType(g->t_ptr, LLVMGetVectorSize(LLVMTypeOf(v)))};
	LLVMValueRef args[4] = {v, addresses(g, mt, base, cg_opnd(op, n - 3)),
	                        cg_i32(g, (int32_t)elem_align(g, mt)), cg_opnd(op, n - 2)};
	cg_call_intrinsic(g, "llvm.masked.scatter", over, 2, args, 4);
	return true;
}
