/* cg_llvm_jit.c - global constructors and destructors under -run.
 *
 * ORC's LLJIT, driven through the C API, runs no @llvm.global_ctors or
 * @llvm.global_dtors (that takes a platform initializer the C API does
 * not reach).  So for the JIT, each list becomes a function calling its
 * entries in order, and the lists go: cg_jit_run calls the functions
 * around @main, as mlir-cpu-runner runs the lists around its entry
 * point.  Constructors run by ascending priority, destructors by
 * descending priority; entries of equal priority keep their order. */
#include "config.h"
#include "cg_llvm.h"

#include <stdlib.h>

typedef struct Entry {
	long long prio;
	unsigned index;
	LLVMValueRef fn;
} Entry;

static int by_priority(const void *a, const void *b)
{
	const Entry *x = a, *y = b;
	if (x->prio != y->prio)
		return x->prio < y->prio ? -1 : 1;
	return x->index < y->index ? -1 : x->index > y->index;
}

/* Replace @list by a function `name` calling its entries; false if the
 * module has no such list. */
static bool list_to_function(LLVMModuleRef lm, const char *list, const char *name, bool descending)
{
	LLVMValueRef gv = LLVMGetNamedGlobal(lm, list);
	if (!gv)
		return false;
	LLVMValueRef init = LLVMGetInitializer(gv);
	unsigned n = init ? (unsigned)LLVMGetArrayLength2(LLVMTypeOf(init)) : 0;
	Entry *e = calloc(n + 1, sizeof *e);
	for (unsigned i = 0; i < n; i++) {
		LLVMValueRef s = LLVMGetAggregateElement(init, i);
		e[i].prio = LLVMConstIntGetSExtValue(LLVMGetAggregateElement(s, 0));
		e[i].index = i;
		e[i].fn = LLVMGetAggregateElement(s, 1);
		if (descending)
			e[i].prio = -e[i].prio;
	}
	qsort(e, n, sizeof *e, by_priority);
	LLVMContextRef lc = LLVMGetModuleContext(lm);
	LLVMTypeRef vfn = LLVMFunctionType(LLVMVoidTypeInContext(lc), NULL, 0, 0);
	LLVMValueRef f = LLVMAddFunction(lm, name, vfn);
	LLVMBuilderRef b = LLVMCreateBuilderInContext(lc);
	LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(lc, f, ""));
	for (unsigned i = 0; i < n; i++)
		LLVMBuildCall2(b, vfn, e[i].fn, NULL, 0, "");
	LLVMBuildRetVoid(b);
	LLVMDisposeBuilder(b);
	free(e);
	LLVMDeleteGlobal(gv);
	return true;
}

unsigned cg_llvm_jit_xtors(LLVMModuleRef lm)
{
	unsigned which = 0;
	if (list_to_function(lm, "llvm.global_ctors", CG_JIT_CTORS, false))
		which |= 1;
	if (list_to_function(lm, "llvm.global_dtors", CG_JIT_DTORS, true))
		which |= 2;
	return which;
}
