/* verify_llvm_atomic.c - checks of llvm.atomicrmw, llvm.cmpxchg and
 * llvm.fence, in MLIR 19's order (required attributes, their values,
 * operand and result types, the type traits, then the op's own checks)
 * and with its messages. */
#include "config.h"
#include "verify_llvm.h"
#include "ir/llvm_attrs.h"

#include <string.h>

static const char *const RMW_VAL = "floating point LLVM type or LLVM pointer type or signless integer";
static const char *const XCHG_VAL = "signless integer or LLVM pointer type";
static const char *const ORDERING = "Atomic ordering for LLVM's memory model";

/* Whether LLVM's atomics take values of type t: pointers, and integers
 * and floats whose size is a power of two of at least a byte (i8 ...
 * i256, f16 ... f128; not i1, i33, f80). */
bool llvm_atomic_type(const Type *t)
{
	if (ty_is_llvm_ptr(t))
		return true;
	unsigned w = ty_is_int(t) ? t->width : ty_is_float(t) ? ty_float_width(t) : 0;
	return w >= 8 && (w & (w - 1)) == 0;
}

/* The enum attribute name of op: required, one of table; *value set. */
static bool enum_attr(Verifier *v, Op *op, const char *name, const LlvmKeyword *table,
                      const char *what, int *value)
{
	Attr *a = op_attr(op, name);
	if (!a)
		return v_fail(v, op, "requires attribute '%s'", name);
	for (const LlvmKeyword *k = table; a->kind == AT_INT && a->type == ty_i64(v->ctx) && k->name; k++)
		if (k->value == a->u.i) {
			*value = k->value;
			return true;
		}
	return v_fail(v, op, "attribute '%s' failed to satisfy constraint: %s", name, what);
}

enum { MONOTONIC = 2, RELEASE = 5, ACQ_REL = 6 };

bool v_llvm_atomicrmw(Op *op, Verifier *v)
{
	int bin, ord;
	if (!enum_attr(v, op, "bin_op", llvm_atomic_binops, "llvm.atomicrmw binary operations", &bin) ||
	    !enum_attr(v, op, "ordering", llvm_orderings, ORDERING, &ord) || !v_llvm_metadata_attrs(op, v) ||
	    !llvm_counts(v, op, 2, 1) ||
	    !llvm_need(v, op, false, 0, ty_is_llvm_ptr(opnd_type(op, 0)), "LLVM pointer type"))
		return false;
	Type *t = opnd_type(op, 1);
	bool val_ok = ty_is_int(t) || ty_is_llvm_ptr(t) || ty_is_float(t);
	if (!llvm_need(v, op, false, 1, val_ok, RMW_VAL) ||
	    !llvm_need(v, op, true, 0, ty_is_int(op->res[0].type) || ty_is_llvm_ptr(op->res[0].type) ||
	               ty_is_float(op->res[0].type), RMW_VAL))
		return false;
	if (op->res[0].type != t)
		return v_fail(v, op, "failed to verify that result #0 and operand #1 have the same type");
	bool fp = bin >= 11 && bin <= 14;    /* fadd, fsub, fmax, fmin */
	if (fp && !ty_is_float(t))
		return v_fail(v, op, "expected LLVM IR floating point type");
	if (bin == 0 && !llvm_atomic_type(t))
		return v_fail(v, op, "unexpected LLVM IR type for 'xchg' bin_op");
	if (!fp && bin != 0 && !(ty_is_int(t) && (t->width == 8 || t->width == 16 || t->width == 32 ||
	                                          t->width == 64)))
		return v_fail(v, op, "expected LLVM IR integer type");
	if (ord < MONOTONIC)
		return v_fail(v, op, "expected at least 'monotonic' ordering");
	return true;
}

bool v_llvm_cmpxchg(Op *op, Verifier *v)
{
	int success, failure;
	if (!enum_attr(v, op, "success_ordering", llvm_orderings, ORDERING, &success) ||
	    !enum_attr(v, op, "failure_ordering", llvm_orderings, ORDERING, &failure) ||
	    !v_llvm_metadata_attrs(op, v) || !llvm_counts(v, op, 3, 1) ||
	    !llvm_need(v, op, false, 0, ty_is_llvm_ptr(opnd_type(op, 0)), "LLVM pointer type"))
		return false;
	for (unsigned i = 1; i < 3; i++)
		if (!llvm_need(v, op, false, i, ty_is_int(opnd_type(op, i)) || ty_is_llvm_ptr(opnd_type(op, i)),
		               XCHG_VAL))
			return false;
	Type *r = op->res[0].type, *t = opnd_type(op, 2);
	if (!llvm_need(v, op, true, 0, r->kind == TY_LLVM_STRUCT, "LLVM structure type"))
		return false;
	if (opnd_type(op, 1) != t)
		return v_fail(v, op, "failed to verify that operand #1 and operand #2 have the same type");
	if (r->nin != 2 || r->params[0] != t || r->params[1] != ty_int(v->ctx, 1))
		return v_fail(v, op, "failed to verify that result #0 has an LLVM struct type consisting of "
		                     "the type of operand #2 and a bool");
	if (!llvm_atomic_type(t))
		return v_fail(v, op, "unexpected LLVM IR type");
	if (success < MONOTONIC || failure < MONOTONIC)
		return v_fail(v, op, "ordering must be at least 'monotonic'");
	if (failure == RELEASE || failure == ACQ_REL)
		return v_fail(v, op, "failure ordering cannot be 'release' or 'acq_rel'");
	return true;
}

bool v_llvm_fence(Op *op, Verifier *v)
{
	int ord;
	if (!enum_attr(v, op, "ordering", llvm_orderings, ORDERING, &ord) || !llvm_counts(v, op, 0, 0))
		return false;
	if (ord <= MONOTONIC)
		return v_fail(v, op, "can be given only acquire, release, acq_rel, and seq_cst orderings");
	return true;
}
