/* verify.h - the verifier: is the module well-formed IR? */
#ifndef ASYNCC_VERIFY_H
#define ASYNCC_VERIFY_H

#include "ir/ir.h"

/* Check structure (counts, terminators, successors), types of every op
 * (the op table's signatures and verifiers), dominance of every use, and
 * symbol uses, with MLIR 19's messages in MLIR's order.  Reports the
 * first problem of each function (as mlir-opt does, but going on with
 * the next function) through the context's Diag and returns whether
 * there were none. */
bool verify_module(Module *m);

#endif
