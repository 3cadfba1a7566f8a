/* cg_llvm.h - the llvm dialect in the back end: what cg_llvm.c,
 * cg_llvm_call.c, cg_llvm_intr.c and cg_llvm_module.c define for the
 * rest of it (cg_ops.c's table, cg_types.c, cg_module.c, cg_jit.c). */
#ifndef ASYNCC_CG_LLVM_H
#define ASYNCC_CG_LLVM_H

#include "cg.h"
#include "ir/llvm_attrs.h"

/* !llvm.ptr, struct, array, func, void (cg_types.c's table). */
LLVMTypeRef cg_llvm_type(Cg *g, Type *t);
/* overflowFlags and fastmathFlags of op onto inst. */
void cg_llvm_flags(Op *op, LLVMValueRef inst);
/* The constant of a value attribute (numbers, strings) of type t. */
LLVMValueRef cg_llvm_const(Cg *g, Attr *a, Type *t, Op *at);

/* Module level (cg_llvm_module.c): declare llvm.func and
 * llvm.mlir.global ops before any body is emitted, then give globals
 * their initializers and build the constructor lists. */
LLVMValueRef cg_llvm_func_decl(Cg *g, Op *func);
bool cg_llvm_declare(Cg *g, Op *op);
bool cg_llvm_define(Cg *g, Op *op);
/* Whether the module holds llvm functions or globals: it is then
 * compiled in one piece. */
bool cg_llvm_in_module(Module *m);
/* Whether any op of the module is an llvm dialect op. */
bool cg_llvm_used(Module *m);
/* -run: whether an llvm.func can be the entry point (@main or the
 * function -e names): () or C's (i32, !llvm.ptr) (*cargs), returning
 * void or i32 (*returns_int); reported if not. */
bool cg_llvm_check_entry(Diag *d, Op *f, bool *cargs, bool *returns_int);
/* -run: the JIT runs no llvm.global_ctors/dtors: they become the
 * functions CG_JIT_CTORS and CG_JIT_DTORS, which the caller runs around
 * the entry point (cg_llvm_jit.c).  Returns 1 | 2 for those it made. */
#define CG_JIT_CTORS "__asyncc_jit_ctors"
#define CG_JIT_DTORS "__asyncc_jit_dtors"
unsigned cg_llvm_jit_xtors(LLVMModuleRef lm);

/* func.call of an llvm.func (cg_cf.c hands these over). */
bool cg_llvm_call_from_func(Cg *g, Op *op, Op *callee);

/* Op emitters (cg_ops.c). */
bool cg_llvm_binop(Cg *g, Op *op);
bool cg_llvm_fneg(Cg *g, Op *op);
bool cg_llvm_cast(Cg *g, Op *op);
bool cg_llvm_cmp(Cg *g, Op *op);
bool cg_llvm_select(Cg *g, Op *op);
bool cg_llvm_constant(Cg *g, Op *op);
bool cg_llvm_typed(Cg *g, Op *op);
bool cg_llvm_addressof(Cg *g, Op *op);
bool cg_llvm_extractvalue(Cg *g, Op *op);
bool cg_llvm_insertvalue(Cg *g, Op *op);
bool cg_llvm_alloca(Cg *g, Op *op);
bool cg_llvm_load(Cg *g, Op *op);
bool cg_llvm_store(Cg *g, Op *op);
bool cg_llvm_gep(Cg *g, Op *op);
bool cg_llvm_switch(Cg *g, Op *op);
bool cg_llvm_cond_br(Cg *g, Op *op);
bool cg_llvm_unreachable(Cg *g, Op *op);
bool cg_llvm_call(Cg *g, Op *op);
bool cg_llvm_return(Cg *g, Op *op);
bool cg_llvm_intr(Cg *g, Op *op);
bool cg_llvm_intr_more(Cg *g, Op *op);
bool cg_unrealized_cast(Cg *g, Op *op);
/* cg_llvm_atomic.c */
bool cg_llvm_atomicrmw(Cg *g, Op *op);
bool cg_llvm_cmpxchg(Cg *g, Op *op);
bool cg_llvm_fence(Cg *g, Op *op);
/* cg_llvm_vector.c */
bool cg_llvm_extractelement(Cg *g, Op *op);
bool cg_llvm_insertelement(Cg *g, Op *op);
bool cg_llvm_shufflevector(Cg *g, Op *op);
bool cg_llvm_freeze(Cg *g, Op *op);
/* cg_llvm_eh.c */
bool cg_llvm_invoke(Cg *g, Op *op);
bool cg_llvm_landingpad(Cg *g, Op *op);
bool cg_llvm_resume(Cg *g, Op *op);

#endif
