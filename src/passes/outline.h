/* outline.h - moving code into a function of its own.
 *
 * async.execute regions and scf.parallel bodies both become private
 * functions.  What the code uses from outside becomes arguments, except
 * constants, which are cheaper to copy into the new function than to
 * pass. */
#ifndef ASYNCC_OUTLINE_H
#define ASYNCC_OUTLINE_H

#include "ir/ir.h"
#include "support/hash.h"

typedef struct Captures {
	Value **vals;              /* defined outside, used inside: arguments */
	unsigned nvals, capvals;
	Op **consts;               /* outside constants used inside: copies */
	unsigned nconsts, capconsts;
	PtrMap seen;
} Captures;

/* Collect what the ops in scope's regions use from outside scope, in
 * the order of first use (so outlined signatures are deterministic). */
void captures_collect(Op *scope, Captures *c);
void captures_free(Captures *c);

/* Replace the uses of `from` inside scope only. */
void replace_uses_inside(Value *from, Value *to, Op *scope);

/* Copy the captured constants to the start of block b and make the
 * uses inside scope use the copies. */
void captures_rematerialize(Module *m, const Captures *c, Block *b, Op *scope);

/* A new private func.func named base (made unique) of type ft, appended
 * to the module and entered in its symbol table; its body is empty. */
Op *outline_func(Module *m, const char *base, Type *ft, Loc loc);

#endif
