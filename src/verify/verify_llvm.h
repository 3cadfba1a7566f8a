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

/* An llvm.func's landingpads all of one result type, its resumes of one
 * operand type (verify_llvm_eh.c). */
bool llvm_func_eh_types(Op *func, Verifier *v);
/* Whether LLVM's atomic ops take values of type t (verify_llvm_atomic.c). */
bool llvm_atomic_type(const Type *t);

#endif
