/* verify_llvm_mem.c - checks of the llvm dialect's memory ops: alloca,
 * load, store and getelementptr, with MLIR's messages. */
#include "config.h"
#include "verify_llvm.h"
#include "ir/llvm_attrs.h"

#include <string.h>

/* Target extension types that may live in memory: MLIR 19's
 * supportsMemOps knows SPIR-V's and aarch64.svcount. */
static bool target_in_memory(const Type *t)
{
	return t->kind != TY_LLVM_TARGET || !t->name || strncmp(t->name, "spirv.", 6) == 0 ||
	       strcmp(t->name, "aarch64.svcount") == 0;
}

/* Types a value of which has a size in memory. */
static bool sized(const Type *t)
{
	return ty_llvm_compatible(t) && t->kind != TY_LLVM_FUNC &&
	       !(t->kind == TY_LLVM_STRUCT && (t->width & LLVM_STRUCT_OPAQUE)) && target_in_memory(t);
}

static Type *elem_type(Op *op)
{
	Attr *e = op_attr(op, "elem_type");
	return e && e->kind == AT_TYPE ? e->type : NULL;
}

bool v_llvm_alloca(Op *op, Verifier *v)
{
	if (!llvm_counts(v, op, 1, 1))
		return false;
	if (!elem_type(op))
		return v_fail(v, op, "requires attribute 'elem_type'");
	if (!llvm_need(v, op, false, 0, ty_is_int(opnd_type(op, 0)), "signless integer") ||
	    !llvm_need(v, op, true, 0, ty_is_llvm_ptr(op->res[0].type), "LLVM pointer type"))
		return false;
	return target_in_memory(elem_type(op)) ||
	       v_fail(v, op, "this target extension type cannot be used in alloca");
}

/* Atomic accesses need an alignment and an ordering the access allows
 * (loads cannot release, stores cannot acquire). */
static bool check_ordering(Op *op, Verifier *v, bool load)
{
	Attr *o = op_attr(op, "ordering");
	if (!o || (o->kind == AT_INT && o->u.i == 0))
		return !op_attr(op, "syncscope") ||
		       v_fail(v, op, "expected syncscope to be null for non-atomic access");
	const char *name = NULL;
	for (const LlvmKeyword *k = llvm_orderings; k->name; k++)
		if (o->kind == AT_INT && k->value == o->u.i)
			name = k->name;
	if (!name)
		return v_fail(v, op, "attribute 'ordering' failed to satisfy constraint: LLVM ordering");
	Type *t = load ? op->res[0].type : opnd_type(op, 0);
	if (!llvm_atomic_type(t))
		return v_fail(v, op, "unsupported type '%s' for atomic access", v_type(v, t));
	if (strcmp(name, load ? "release" : "acquire") == 0 || strcmp(name, "acq_rel") == 0)
		return v_fail(v, op, "unsupported ordering '%s'", name);
	if (!op_attr(op, "alignment"))
		return v_fail(v, op, "expected alignment for atomic access");
	return true;
}

bool v_llvm_load(Op *op, Verifier *v)
{
	if (!llvm_counts(v, op, 1, 1) || !v_llvm_metadata_attrs(op, v) ||
	    !llvm_need(v, op, false, 0, ty_is_llvm_ptr(opnd_type(op, 0)), "LLVM pointer type") ||
	    !llvm_need(v, op, true, 0, sized(op->res[0].type), "LLVM type with size"))
		return false;
	return check_ordering(op, v, true);
}

bool v_llvm_store(Op *op, Verifier *v)
{
	if (!llvm_counts(v, op, 2, 0) || !v_llvm_metadata_attrs(op, v) ||
	    !llvm_need(v, op, false, 0, sized(opnd_type(op, 0)), "LLVM type with size") ||
	    !llvm_need(v, op, false, 1, ty_is_llvm_ptr(opnd_type(op, 1)), "LLVM pointer type"))
		return false;
	return check_ordering(op, v, false);
}

/* The indices after the first step into the element type: structs need
 * constant, in-bounds indices; scalars cannot be indexed. */
static bool check_gep_path(Op *op, Verifier *v, Type *t, const Attr *raw)
{
	for (unsigned i = 1; i < raw->u.dense.n; i++) {
		int64_t k = raw->u.dense.vals[i];
		if (t->kind == TY_LLVM_STRUCT) {
			if (k == INT32_MIN)
				return v_fail(v, op, "expected index %u indexing a struct to be constant", i);
			if (k < 0 || k >= (int64_t)t->nin)
				return v_fail(v, op, "index %u indexing a struct is out of bounds", i);
			t = t->params[k];
		} else if (t->kind == TY_LLVM_ARRAY) {
			t = t->elem;
		} else {
			return v_fail(v, op, "type '%s' cannot be indexed (index #%u)", v_type(v, t), i);
		}
	}
	return true;
}

bool v_llvm_gep(Op *op, Verifier *v)
{
	Attr *raw = op_attr(op, "rawConstantIndices");
	if (!raw || raw->kind != AT_DENSE_ARRAY)
		return v_fail(v, op, "requires attribute 'rawConstantIndices'");
	if (!elem_type(op))
		return v_fail(v, op, "requires attribute 'elem_type'");
	if (op->nres != 1)
		return v_fail(v, op, "requires one result");
	if (!llvm_need(v, op, false, 0, op->nopnds && ty_is_llvm_ptr(opnd_type(op, 0)), LLVM_PTR))
		return false;
	unsigned dyn = 0;
	for (unsigned i = 0; i < raw->u.dense.n; i++)
		dyn += raw->u.dense.vals[i] == INT32_MIN;
	if (dyn != op->nopnds - 1)
		return v_fail(v, op, "expected as many dynamic indices as specified in 'rawConstantIndices'");
	for (unsigned i = 1; i < op->nopnds; i++)
		if (!llvm_need(v, op, false, i, ty_is_int(opnd_type(op, i)),
		               "variadic of signless integer or LLVM dialect-compatible vector of signless integer"))
			return false;
	if (!llvm_need(v, op, true, 0, ty_is_llvm_ptr(op->res[0].type), LLVM_PTR))
		return false;
	return check_gep_path(op, v, elem_type(op), raw);
}
