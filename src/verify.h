/* verify.h - the verifier: is the module well-formed IR? */
#ifndef ASYNCC_VERIFY_H
#define ASYNCC_VERIFY_H

#include "ir.h"

/* Check structure (region counts, terminators, successors), types of
 * every op (the op table's signatures and verifiers), dominance of every
 * use, and symbol uses.  Reports every problem found through the
 * context's Diag and returns whether there were none. */
bool verify_module(Module *m);

#endif
