/* verify_llvm.h - what the llvm dialect's verifiers share
 * (verify_llvm.c, verify_llvm_mem.c, verify_llvm_func.c). */
#ifndef ASYNCC_VERIFY_LLVM_H
#define ASYNCC_VERIFY_LLVM_H

#include "verifier.h"

/* MLIR's names of the type constraints of llvm ops' operands. */
extern const char *const LLVM_INT;
extern const char *const LLVM_FLOAT;
extern const char *const LLVM_PTR;

/* "operand #i must be <what>, but got 'T'" unless ok. */
bool llvm_need(Verifier *v, Op *op, bool result, unsigned i, bool ok, const char *what);
/* Exactly nin operands and nout (0 or 1) results, in MLIR's words. */
bool llvm_counts(Verifier *v, Op *op, unsigned nin, unsigned nout);
/* A call's or invoke's results against its callee's LLVM function
 * type ft: none for void, else one of the callee's result type. */
bool llvm_call_results(Verifier *v, Op *op, Type *ft);

/* An llvm.func's landingpads all of one result type, its resumes of one
 * operand type (verify_llvm_eh.c). */
bool llvm_func_eh_types(Op *func, Verifier *v);
/* Whether LLVM's atomic ops take values of type t (verify_llvm_atomic.c). */
bool llvm_atomic_type(const Type *t);

/* llvm.mlir.global (verify_llvm_global.c): its addr_space attribute, the
 * checks at the end of MLIR's GlobalOp::verify (linkage, alignment), and
 * its initializer once the region is verified. */
bool v_llvm_addr_space(Op *op, Verifier *v);
bool v_llvm_global_tail(Op *op, Verifier *v);
/* A global of !llvm.target<...> type: one MLIR may place in a global,
 * without an initial value (verify_llvm_global.c). */
bool v_llvm_global_target(Op *op, Verifier *v);

/* A defined llvm.func's no_inline, always_inline and optimize_none
 * (verify_llvm_attrs.c). */
bool v_llvm_func_inlining(Op *op, Verifier *v);

/* access_groups, alias_scopes, noalias_scopes and tbaa of loads, stores,
 * calls and atomics hold the dialect's attributes of those kinds
 * (verify_llvm_attrs.c). */
bool v_llvm_metadata_attrs(Op *op, Verifier *v);

/* A call's var_callee_type against its arguments and result
 * (verify_llvm_attrs.c); llvm.call and llvm.invoke. */
bool v_llvm_var_callee_type(Op *op, Verifier *v);

#endif
