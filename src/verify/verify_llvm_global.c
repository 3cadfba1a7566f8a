/* verify_llvm_global.c - what MLIR 19 checks of llvm.mlir.global beyond
 * its type and value (verify_llvm_func.c has those), in MLIR's order:
 * the linkage and alignment at the end of GlobalOp::verify, and its
 * initializer region once the region's ops are verified
 * (GlobalOp::verifyRegions):
 *
 *   llvm.mlir.global internal @g() : i32 {
 *     %c = llvm.mlir.constant(42 : i32) : i32   // only ops without effects
 *     llvm.return %c : i32                      // the global's type
 *   } */
#include "config.h"
#include "verify_llvm.h"
#include "ir/llvm_attrs.h"

#include <string.h>

bool v_llvm_global_tail(Op *op, Verifier *v)
{
	Attr *link = op_attr(op, "linkage");
	const LlvmKeyword *lk = link ? llvm_enum_attr(link, "linkage", llvm_linkages) : NULL;
	Attr *t = op_attr(op, "global_type");
	if (lk && strcmp(lk->name, "appending") == 0 && t->type->kind != TY_LLVM_ARRAY)
		return v_fail(v, op, "expected array type for 'appending' linkage");
	Attr *align = op_attr(op, "alignment");
	if (align && align->kind == AT_INT) {
		uint64_t a = (uint64_t)align->u.i;
		if (a == 0 || (a & (a - 1)))
			return v_error(v, op->loc, "alignment attribute is not a power of 2");
	}
	return true;
}

/* The initializer's ops run when the program is loaded, before anything
 * else: no memory effects (MLIR's MemoryEffectOpInterface::hasNoEffect,
 * asyncc's T_PURE). */
bool v_llvm_global_regions(Op *op, Verifier *v)
{
	Block *b = op->regions[0].first;
	if (!b || !b->last)
		return true;
	Op *ret = b->last;
	Attr *t = op_attr(op, "global_type");
	if (ret->kind != OP_LLVM_RETURN)
		return true;
	if (ret->nopnds == 0)
		return v_fail(v, op, "initializer region cannot return void");
	if (opnd_type(ret, 0) != t->type)
		return v_fail(v, op, "initializer region type '%s' does not match global type '%s'",
		              v_type(v, opnd_type(ret, 0)), v_type(v, t->type));
	for (Op *o = b->first; o; o = o->next)
		if (!op_has_trait(o, T_PURE))
			return v_error(v, o->loc, "ops with side effects not allowed in global initializers");
	return true;
}

/* The address space: "32-bit signless integer attribute whose value is
 * non-negative" (ODS). */
bool v_llvm_addr_space(Op *op, Verifier *v)
{
	Attr *space = op_attr(op, "addr_space");
	if (!space)
		return true;
	bool i32 = space->kind == AT_INT && space->type && space->type->kind == TY_INT &&
	           space->type->width == 32;
	if (i32 && space->u.i >= 0)
		return true;
	return v_fail(v, op, "attribute 'addr_space' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative");
}

/* What MLIR 19 knows of a target extension type
 * (LLVMTargetExtType::hasProperty): only SPIR-V's ("spirv." names) can be
 * zero-initialized or live in a global; any other is opaque to it. */
static bool target_is_spirv(const Type *t)
{
	return t->name && strncmp(t->name, "spirv.", 6) == 0;
}

/* llvm.mlir.zero : !llvm.target<...> (ZeroOp::verify) */
bool v_llvm_zero(Op *op, Verifier *v)
{
	if (!v_llvm_typed(op, v))
		return false;
	Type *t = op->res[0].type;
	if (t->kind == TY_LLVM_TARGET && !target_is_spirv(t))
		return v_fail(v, op, "target extension type does not support zero-initializer");
	return true;
}

/* A global of target extension type: one that may be a global, with no
 * initial value (a zero-initializing region is allowed). */
bool v_llvm_global_target(Op *op, Verifier *v)
{
	Type *t = op_attr(op, "global_type")->type;
	if (t->kind != TY_LLVM_TARGET)
		return true;
	if (!target_is_spirv(t))
		return v_fail(v, op, "this target extension type cannot be used in a global");
	if (op_attr(op, "value"))
		return v_fail(v, op, "global with target extension type can only be initialized with zero-initializer");
	return true;
}
