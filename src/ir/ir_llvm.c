/* ir_llvm.c - the llvm dialect's types: constructors, the predicate
 * llvm ops check their operands with, and the LLVM signature of a
 * func.func as llvm.call sees it.
 *
 * They are ordinary uniqued Types (ctx.c): an address space in
 * memspace, an array's length in shape[0], a struct's fields or a
 * function's inputs and result in params, a struct's flags or a
 * function's "..." in width, an identified struct's name in name. */
#include "config.h"
#include "ir/ir.h"

#include <stdlib.h>

Type *ty_llvm_ptr(Ctx *c, unsigned addrspace)
{
	Type probe = {.kind = TY_LLVM_PTR, .memspace = addrspace};
	return ty_unique(c, &probe);
}

Type *ty_llvm_void(Ctx *c)
{
	Type probe = {.kind = TY_LLVM_VOID};
	return ty_unique(c, &probe);
}

Type *ty_llvm_array(Ctx *c, Type *elem, int64_t n)
{
	Type probe = {.kind = TY_LLVM_ARRAY, .elem = elem, .rank = 1, .shape = &n};
	return ty_unique(c, &probe);
}

Type *ty_llvm_struct(Ctx *c, const char *name, Type *const *fields, unsigned n, unsigned flags)
{
	Type probe = {.kind = TY_LLVM_STRUCT, .width = flags, .nin = n, .params = fields,
	              .name = name ? ctx_intern_cstr(c, name) : NULL};
	return ty_unique(c, &probe);
}

Type *ty_llvm_func(Ctx *c, Type *result, Type *const *params, unsigned n, bool vararg)
{
	Type *small[16];
	Type **all = n + 1 <= 16 ? small : xmalloc((n + 1) * sizeof *all);
	for (unsigned i = 0; i < n; i++)
		all[i] = params[i];
	all[n] = result;
	Type probe = {.kind = TY_LLVM_FUNC, .width = vararg, .nin = n, .nout = 1, .params = all};
	Type *t = ty_unique(c, &probe);
	if (all != small)
		free(all);
	return t;
}

Type *ty_llvm_vec(Ctx *c, Type *elem, int64_t n, bool scalable)
{
	Type probe = {.kind = TY_LLVM_VEC, .elem = elem, .rank = 1, .shape = &n, .width = scalable};
	return ty_unique(c, &probe);
}

Type *ty_llvm_target(Ctx *c, const char *name, Type *const *types, unsigned ntypes,
                     const int64_t *ints, unsigned nints)
{
	Type probe = {.kind = TY_LLVM_TARGET, .name = ctx_intern_cstr(c, name), .nin = ntypes,
	              .params = types, .rank = nints, .shape = nints ? ints : NULL};
	return ty_unique(c, &probe);
}

bool ty_llvm_compatible(const Type *t)
{
	switch (t->kind) {
	case TY_INT: case TY_F16: case TY_BF16: case TY_F32: case TY_F64: case TY_LLVM_PTR:
	case TY_LLVM_VEC: case TY_LLVM_TARGET:
		return true;
	case TY_LLVM_ARRAY:
		return ty_llvm_compatible(t->elem);
	case TY_VECTOR:
		/* MLIR's isCompatibleType: 1-d vectors of integers and floats. */
		return t->rank == 1 && (t->elem->kind == TY_INT || ty_is_float(t->elem));
	case TY_LLVM_STRUCT: case TY_LLVM_FUNC:
		for (unsigned i = 0; i < t->nin + t->nout; i++)
			if (t->params[i]->kind != TY_LLVM_VOID && !ty_llvm_compatible(t->params[i]))
				return false;
		return true;
	default:
		return false;
	}
}
