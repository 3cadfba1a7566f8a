/* verify_llvm_intr.c - checks of the llvm intrinsics of
 * syntax_llvm_intr.c (eh.typeid.for, lifetime and invariant markers,
 * vector.insert and vector.extract) and of vector.interleave2 and
 * deinterleave2, with MLIR 19's messages in its order: operand and
 * result counts, the i64 property, operand types, result types, then
 * the relations between them.  MLIR checks no more than that (a vector
 * inserted at a position past the end passes); the back end refuses
 * what LLVM would reject (cg_llvm_intr_more). */
#include "config.h"
#include "verify_llvm.h"

static const char VEC[] = "LLVM dialect-compatible vector type";
static const char PTR0[] = "LLVM pointer in address space 0";
static const char PTR[] = "LLVM pointer type";

static bool is_llvm_vec(const Type *t)
{
	return (t->kind == TY_VECTOR && t->rank == 1) || t->kind == TY_LLVM_VEC;
}

static bool is_ptr0(const Type *t)
{
	return t->kind == TY_LLVM_PTR && t->memspace == 0;
}

static bool i64_prop(Verifier *v, Op *op, const char *name)
{
	Attr *a = op_attr(op, name);
	if (!a)
		return v_fail(v, op, "requires attribute '%s'", name);
	if (a->kind != AT_INT || a->type != ty_i64(v->ctx))
		return v_fail(v, op, "attribute '%s' failed to satisfy constraint: 64-bit signless integer attribute",
		              name);
	return true;
}

bool v_llvm_eh_typeid_for(Op *op, Verifier *v)
{
	return llvm_counts(v, op, 1, 1) &&
	       llvm_need(v, op, false, 0, ty_is_llvm_ptr(opnd_type(op, 0)), PTR) &&
	       llvm_need(v, op, true, 0, ty_llvm_compatible(op->res[0].type), "LLVM dialect-compatible type");
}

/* lifetime.start and .end (size, ptr), invariant.start (size, ptr) ->
 * ptr, invariant.end (start, size, ptr). */
bool v_llvm_sized(Op *op, Verifier *v)
{
	bool end = op->kind == OP_LLVM_INTR_INVARIANT_END;
	unsigned nres = op->kind == OP_LLVM_INTR_INVARIANT_START;
	if (!llvm_counts(v, op, end ? 2 : 1, nres) || !i64_prop(v, op, "size"))
		return false;
	if (end && !llvm_need(v, op, false, 0, is_ptr0(opnd_type(op, 0)), PTR0))
		return false;
	if (!llvm_need(v, op, false, end, ty_is_llvm_ptr(opnd_type(op, end)), PTR))
		return false;
	return !nres || llvm_need(v, op, true, 0, is_ptr0(op->res[0].type), PTR0);
}

/* vector.insert (dst, sub) -> dst's type; vector.extract (src) -> part. */
bool v_llvm_vector_part(Op *op, Verifier *v)
{
	bool insert = op->kind == OP_LLVM_INTR_VECTOR_INSERT;
	if (!llvm_counts(v, op, insert ? 2 : 1, 1) || !i64_prop(v, op, "pos"))
		return false;
	for (unsigned i = 0; i < op->nopnds; i++)
		if (!llvm_need(v, op, false, i, is_llvm_vec(opnd_type(op, i)), VEC))
			return false;
	if (!llvm_need(v, op, true, 0, is_llvm_vec(op->res[0].type), VEC))
		return false;
	if (insert && op->res[0].type != opnd_type(op, 0))
		return v_fail(v, op, "failed to verify that all of {dstvec, res} have same type");
	return true;
}

/* interleave2 (a, b) -> a vector twice as long; deinterleave2 (v) -> a
 * value of any LLVM type. */
bool v_llvm_interleave(Op *op, Verifier *v)
{
	bool inter = op->kind == OP_LLVM_INTR_INTERLEAVE2;
	if (!llvm_counts(v, op, inter ? 2 : 1, 1))
		return false;
	for (unsigned i = 0; i < op->nopnds; i++)
		if (!llvm_need(v, op, false, i, is_llvm_vec(opnd_type(op, i)), VEC))
			return false;
	Type *a = opnd_type(op, 0), *r = op->res[0].type;
	if (!inter)
		return llvm_need(v, op, true, 0, ty_llvm_compatible(r), "LLVM dialect-compatible type");
	if (opnd_type(op, 1) != a)
		return v_fail(v, op, "failed to verify that all of {vec1, vec2} have same type");
	if (r->kind != a->kind || r->elem != a->elem || r->shape[0] != 2 * a->shape[0] ||
	    (a->kind == TY_VECTOR ? r->scalable != a->scalable : r->width != a->width))
		return v_fail(v, op, "failed to verify that result has twice as many elements as 'vec1'");
	return true;
}
