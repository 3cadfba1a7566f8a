/* verify_llvm_eh.c - checks of llvm.invoke, llvm.landingpad and
 * llvm.resume with MLIR 19's messages (some are emitError's, without
 * the op prefix).  MLIR 19 does not check an invoke's callee; asyncc
 * checks it as llvm.call's, since code generation needs it right. */
#include "config.h"
#include "verify_llvm.h"

#include <string.h>

static Type *callee_type(Op *f)
{
	Type *ft = f->kind == OP_LLVM_FUNC ? func_type(f) : NULL;
	return ft && ft->kind == TY_LLVM_FUNC ? ft : NULL;
}

/* var_callee_type against the call operands first..ncall and the
 * result, as MLIR checks it for calls and invokes alike. */
static bool check_var_callee_type(Op *op, Verifier *v, unsigned first, unsigned ncall)
{
	Attr *a = op_attr(op, "var_callee_type");
	if (!a)
		return true;
	if (a->kind != AT_TYPE || a->type->kind != TY_LLVM_FUNC)
		return v_fail(v, op, "attribute 'var_callee_type' failed to satisfy constraint: type attribute of LLVM function type");
	Type *vt = a->type;
	unsigned nargs = ncall - first;
	if (!ty_llvm_func_vararg(vt))
		return v_fail(v, op, "expected var_callee_type to be a variadic function type");
	if (vt->nin > nargs)
		return v_fail(v, op, "expected var_callee_type to have at most %u parameters", nargs);
	for (unsigned i = 0; i < vt->nin; i++)
		if (vt->params[i] != opnd_type(op, first + i))
			return v_fail(v, op, "var_callee_type parameter type mismatch: '%s' != '%s'",
			              v_type(v, vt->params[i]), v_type(v, opnd_type(op, first + i)));
	Type *r = ty_llvm_func_result(vt);
	if (op->nres == 0)
		return r->kind == TY_LLVM_VOID || v_fail(v, op, "expected var_callee_type to return void");
	if (op->res[0].type != r)
		return v_fail(v, op, "var_callee_type return type mismatch: '%s' != '%s'", v_type(v, r),
		              v_type(v, op->res[0].type));
	return true;
}

bool v_llvm_invoke(Op *op, Verifier *v)
{
	if (op->nsucc != 2)
		return v_fail(v, op, "requires 2 successors but found %u", op->nsucc);
	if (op->nsegs == 0)
		return v_fail(v, op, "operand count (%u) does not match with the total size (0) specified in "
		              "attribute 'operandSegmentSizes'", op->nopnds);
	if (op->nsegs != 3)
		return v_fail(v, op, "'operandSegmentSizes' attribute for specifying operand segments must have 3 "
		              "elements, but got %u", op->nsegs);
	if (op->nres > 1)
		return v_fail(v, op, "result group starting at #0 requires 0 or 1 element, but found %u", op->nres);
	if (!check_var_callee_type(op, v, op_attr(op, "callee") ? 0 : 1, op->succs[0].first))
		return false;
	Block *unwind = op->succs[1].block;
	if (!unwind->first || unwind->first->kind != OP_LLVM_LANDINGPAD)
		return v_error(v, op->loc, "first operation in unwind destination should be a llvm.landingpad operation");
	Attr *callee = op_attr(op, "callee");
	unsigned ncall = op->succs[0].first;
	if (!callee) {
		if (ncall == 0)
			return v_fail(v, op, "must have either a `callee` attribute or at least an operand");
		if (!ty_is_llvm_ptr(opnd_type(op, 0)))
			return v_fail(v, op, "indirect call expects a pointer as callee: '%s'", v_type(v, opnd_type(op, 0)));
		return true;
	}
	if (callee->kind != AT_SYMREF)
		return v_fail(v, op, "attribute 'callee' failed to satisfy constraint: flat symbol reference attribute");
	Op *f = module_lookup(v->m, callee->u.str.s);
	if (!f)
		return v_fail(v, op, "'%s' does not reference a symbol in the current scope", callee->u.str.s);
	if (!callee_type(f))
		return v_fail(v, op, "'%s' does not reference a valid LLVM function", callee->u.str.s);
	Type *ft = callee_type(f);
	if (ty_llvm_func_vararg(ft) ? ncall < ft->nin : ncall != ft->nin)
		return v_fail(v, op, "incorrect number of operands (%u) for callee (expecting: %u)", ncall, ft->nin);
	for (unsigned i = 0; i < ft->nin; i++)
		if (opnd_type(op, i) != ft->params[i])
			return v_fail(v, op, "operand type mismatch for operand %u: '%s' != '%s'", i,
			              v_type(v, opnd_type(op, i)), v_type(v, ft->params[i]));
	return llvm_call_results(v, op, ft);
}

/* Catch clauses must be constants: null, an address of a global, or a
 * bitcast of one; an array is a filter. */
static bool check_clause(Op *op, Verifier *v, unsigned i)
{
	Value *x = op->opnds[i].value;
	if (x->type->kind == TY_LLVM_ARRAY)
		return true;
	Op *d = x->def;
	if (d && d->kind == OP_LLVM_BITCAST) {
		Op *a = d->opnds[0].value->def;
		if (a && a->kind == OP_LLVM_ADDRESSOF)
			return true;
		v_error(v, op->loc, "constant clauses expected");
		v_note(v, d->loc, "global addresses expected as operand to bitcast used in clauses for landingpad");
		return false;
	}
	if (d && (d->kind == OP_LLVM_ZERO || d->kind == OP_LLVM_ADDRESSOF))
		return true;
	return v_error(v, op->loc, "clause #%u is not a known constant - null, addressof, bitcast", i);
}

bool v_llvm_landingpad(Op *op, Verifier *v)
{
	if (!llvm_counts(v, op, op->nopnds, 1))
		return false;
	Op *f = op_parent_op(op);
	while (f && f->kind != OP_LLVM_FUNC)
		f = op_parent_op(f);
	if (f && !op_attr(f, "personality"))
		return v_error(v, op->loc, "llvm.landingpad needs to be in a function with a personality");
	if (!op_attr(op, "cleanup") && op->nopnds == 0)
		return v_error(v, op->loc, "landingpad instruction expects at least one clause or cleanup attribute");
	for (unsigned i = 0; i < op->nopnds; i++)
		if (!check_clause(op, v, i))
			return false;
	return true;
}

bool v_llvm_resume(Op *op, Verifier *v)
{
	return llvm_counts(v, op, 1, 0);
}

/* The landingpads' result types and the resumes' operand types in the
 * regions of r, in order, each against the first of its kind. */
static bool eh_types_in(Op *func, Verifier *v, Region *r, Type **lp, Type **res)
{
	for (Block *b = r->first; b; b = b->next)
		for (Op *o = b->first; o; o = o->next) {
			for (unsigned i = 0; i < o->nregions; i++)
				if (!eh_types_in(func, v, &o->regions[i], lp, res))
					return false;
			Type **seen = o->kind == OP_LLVM_LANDINGPAD ? lp : o->kind == OP_LLVM_RESUME ? res : NULL;
			Type *t = !seen ? NULL : o->kind == OP_LLVM_LANDINGPAD ? (o->nres ? o->res[0].type : NULL)
			                                                        : (o->nopnds ? opnd_type(o, 0) : NULL);
			if (!t)
				continue;
			if (!*seen)
				*seen = t;
			else if (*seen != t)
				return v_error(v, func->loc, "'%s' should have a consistent %s type inside a function",
				               o->kind == OP_LLVM_LANDINGPAD ? "llvm.landingpad" : "llvm.resume",
				               o->kind == OP_LLVM_LANDINGPAD ? "result" : "input");
		}
	return true;
}

bool llvm_func_eh_types(Op *func, Verifier *v)
{
	Type *lp = NULL, *res = NULL;
	return !func->nregions || eh_types_in(func, v, &func->regions[0], &lp, &res);
}
