/* verify_llvm_vector.c - checks of llvm.extractelement,
 * llvm.insertelement and llvm.shufflevector with MLIR 19's messages. */
#include "config.h"
#include "verify_llvm.h"

static const char *const VECTOR = "LLVM dialect-compatible vector type";

static bool is_llvm_vector(const Type *t)
{
	return (t->kind == TY_VECTOR && t->rank == 1) || t->kind == TY_LLVM_VEC;
}

bool v_llvm_extractelement(Op *op, Verifier *v)
{
	if (!llvm_counts(v, op, 2, 1) || !llvm_need(v, op, false, 0, is_llvm_vector(opnd_type(op, 0)), VECTOR) ||
	    !llvm_need(v, op, false, 1, ty_is_int(opnd_type(op, 1)), "signless integer"))
		return false;
	if (op->res[0].type != opnd_type(op, 0)->elem)
		return v_fail(v, op, "failed to verify that result type matches vector element type");
	return true;
}

bool v_llvm_insertelement(Op *op, Verifier *v)
{
	if (!llvm_counts(v, op, 3, 1) || !llvm_need(v, op, false, 0, is_llvm_vector(opnd_type(op, 0)), VECTOR) ||
	    !llvm_need(v, op, false, 2, ty_is_int(opnd_type(op, 2)), "signless integer"))
		return false;
	if (opnd_type(op, 1) != opnd_type(op, 0)->elem)
		return v_fail(v, op, "failed to verify that argument type matches vector element type");
	if (op->res[0].type != opnd_type(op, 0))
		return v_fail(v, op, "failed to verify that all of {res, vector} have same type");
	return true;
}

static bool is_scalable_vector(const Type *t)
{
	return t->kind == TY_VECTOR ? t->scalable != 0 : t->kind == TY_LLVM_VEC && t->width;
}

/* A scalable vector's length is known only at run time, so the only
 * mask MLIR takes for it is the splat of element 0 (ShuffleVectorOp::
 * verify): all zeros. */
static bool scalable_mask_is_splat(Op *op, Verifier *v, const Attr *m)
{
	if (!is_scalable_vector(opnd_type(op, 0)))
		return true;
	for (unsigned i = 0; i < m->u.dense.n; i++)
		if (m->u.dense.vals[i] != 0)
			return v_fail(v, op, "expected a splat operation for scalable vectors");
	return true;
}

bool v_llvm_shufflevector(Op *op, Verifier *v)
{
	Attr *m = op_attr(op, "mask");
	if (!m)
		return v_fail(v, op, "requires attribute 'mask'");
	if (m->kind != AT_DENSE_ARRAY || m->type != ty_int(v->ctx, 32))
		return v_fail(v, op, "attribute 'mask' failed to satisfy constraint: i32 dense array attribute");
	if (!llvm_counts(v, op, 2, 1) || !llvm_need(v, op, false, 0, is_llvm_vector(opnd_type(op, 0)), VECTOR) ||
	    !llvm_need(v, op, false, 1, is_llvm_vector(opnd_type(op, 1)), VECTOR) ||
	    !llvm_need(v, op, true, 0, is_llvm_vector(op->res[0].type), VECTOR))
		return false;
	if (opnd_type(op, 0) != opnd_type(op, 1))
		return v_fail(v, op, "failed to verify that all of {v1, v2} have same type");
	Type *r = op->res[0].type, *t = opnd_type(op, 0);
	if (r->elem != t->elem)
		return v_fail(v, op, "failed to verify that result type matches vector element type");
	if (!scalable_mask_is_splat(op, v, m))
		return false;
	if (r->kind != t->kind || r->shape[0] != (int64_t)m->u.dense.n)
		return v_fail(v, op, "expected result type to be a vector of %u elements like the mask", m->u.dense.n);
	return true;
}
