/* verifier.h - what the files of verify/ share: the Verifier, its
 * reporting functions and the checks several dialects use.
 *
 *   verify.c         structure, signatures, dominance, symbols: every op
 *   verify_<d>.c     the VERIFY column of ops.def for dialect d
 *   verify_common.c  checks those share */
#ifndef ASYNCC_VERIFIER_H
#define ASYNCC_VERIFIER_H

#include "ir.h"

struct Verifier {
	Ctx *ctx;
	Diag *diag;
	Module *m;
};

/* Report "'dialect.op' op <message>" at op; returns false. */
bool v_fail(Verifier *v, Op *op, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* A note at loc after an error. */
void v_note(Verifier *v, Loc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
const char *v_type(Verifier *v, Type *t);


/* ------------------------------------------ shared checks (verify_common.c) */

static inline Type *opnd_type(Op *op, unsigned i) { return op->opnds[i].value->type; }

/* Exactly nin operands and nout results. */
bool need_counts(Verifier *v, Op *op, unsigned nin, unsigned nout);
/* Every operand and result has the type of operand 0. */
bool all_same_type(Verifier *v, Op *op);
/* An opaque flag attribute, if present, must be "#<prefix><...>". */
bool check_flag_attr(Verifier *v, Op *op, const char *name, const char *prefix);
/* Operands from `first` on have the types want[0..n) (what a region
 * yields to its op, for scf.yield and friends). */
bool same_types(Verifier *v, Op *op, const char *what, Type *const *want, unsigned n,
                unsigned first);
/* Types of block arguments against expected types; callers have checked
 * that the region has its block. */
bool block_args_are(Verifier *v, Op *op, Block *b, const char *what,
                    Type *const *want, unsigned n);

/* Expected types gathered for one check: inline storage for the usual
 * few, the heap for ops with many values (no limit on their number). */
typedef struct TypeList {
	Type **v;
	Type *small[16];
} TypeList;

Type **tl_init(TypeList *l, unsigned n);
/* Free l and return result. */
bool tl_done(TypeList *l, bool result);
Type **result_types(Op *op, TypeList *l);
Type **operand_types(Op *op, TypeList *l);

/* ODS type constraints: "operand #i must be DESC, but got 'T'" when !ok
 * (and the same for results). */
bool v_operand_is(Verifier *v, Op *op, unsigned i, bool ok, const char *desc);
bool v_result_is(Verifier *v, Op *op, unsigned i, bool ok, const char *desc);
/* A required attribute: "requires attribute 'NAME'". */
bool v_attr_required(Verifier *v, Op *op, const char *name);
/* An inherent attribute of the wrong kind, as MLIR's property conversion
 * reports it: "invalid properties {...} for op NAME: Invalid attribute
 * `ATTR` in property conversion: VALUE". */
bool v_bad_property(Verifier *v, Op *op, const char *name);

/* func.call of an llvm.func (verify_llvm_func.c). */
bool v_func_call_llvm(Op *op, Verifier *v, Op *callee);

#endif
