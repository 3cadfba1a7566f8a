/* verifier.h - what verify.c and verify_ops.c share. */
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

#endif
