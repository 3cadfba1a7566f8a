/* verify_llvm_func.c - checks of llvm.func, llvm.mlir.global and the
 * global constructor lists, calls, returns, switches, addressof and
 * builtin.unrealized_conversion_cast, with MLIR's messages.
 *
 * Calls cross between the dialects only as MLIR 19 allows: llvm.call
 * and llvm.mlir.addressof need an llvm.func (a func.func is called with
 * func.call, from an llvm.func's body too), and func.call of an
 * llvm.func passes exactly what the llvm.func declares, with extra
 * arguments for its "...". */
#include "config.h"
#include "verify_llvm.h"
#include "ir/llvm_attrs.h"
#include "syntax/syntax.h"

#include <string.h>

/* ---------------------------------------------------------- functions */

static Type *llvm_func_type(Op *op)
{
	Type *ft = func_type(op);
	return ft && ft->kind == TY_LLVM_FUNC ? ft : NULL;
}

bool v_llvm_func(Op *op, Verifier *v)
{
	Attr *name = op_attr(op, "sym_name");
	if (!name || name->kind != AT_STRING || !name->u.str.len)
		return v_fail(v, op, "requires attribute 'sym_name'");
	if (memchr(name->u.str.s, 0, name->u.str.len))
		return v_fail(v, op, "symbol names may not contain NUL");
	Type *ft = llvm_func_type(op);
	if (!ft)
		return v_fail(v, op, "attribute 'function_type' failed to satisfy constraint: type attribute of LLVM function type");
	Attr *link = op_attr(op, "linkage");
	const LlvmKeyword *k = link ? llvm_enum_attr(link, "linkage", llvm_linkages) : NULL;
	if (link && !k)
		return v_fail(v, op, "attribute 'linkage' failed to satisfy constraint: LLVM linkage");
	if (k && strcmp(k->name, "common") == 0)
		return v_fail(v, op, "functions cannot have 'common' linkage");
	if (op_attr(op, "CConv") && !llvm_enum_attr(op_attr(op, "CConv"), "cconv", llvm_cconvs))
		return v_fail(v, op, "attribute 'CConv' failed to satisfy constraint: LLVM calling convention");
	bool has_result = ty_llvm_func_result(ft)->kind != TY_LLVM_VOID;
	if (!v_func_attr_list(v, op, op_attr(op, "arg_attrs"), ft->params, ft->nin, true) ||
	    !v_func_attr_list(v, op, op_attr(op, "res_attrs"), ft->params + ft->nin, has_result, false))
		return false;
	if (func_is_decl(op)) {
		if (k && strcmp(k->name, "external") != 0 && strcmp(k->name, "extern_weak") != 0)
			return v_fail(v, op, "external functions must have 'external' or 'extern_weak' linkage");
		return true;
	}
	if (!v_llvm_func_inlining(op, v))
		return false;
	Block *entry = op->regions[0].first;
	if (entry->nargs != ft->nin)
		return v_fail(v, op, "entry block must have %u arguments to match function signature", ft->nin);
	for (unsigned i = 0; i < ft->nin; i++)
		if (entry->args[i]->type != ft->params[i])
			return v_fail(v, op, "type of entry block argument #%u('%s') must match the type of the corresponding argument in function signature('%s')",
			              i, v_type(v, entry->args[i]->type), v_type(v, ft->params[i]));
	return llvm_func_eh_types(op, v);
}

/* llvm.return in an llvm.func, or at the end of a global's initializer.
 * MLIR 19 checks it nowhere else (in a func.func, code generation
 * checks it against the function's results). */
bool v_llvm_return(Op *op, Verifier *v)
{
	Op *parent = op_parent_op(op);
	Type *want;
	if (parent && parent->kind != OP_LLVM_FUNC && parent->kind != OP_LLVM_GLOBAL)
		return true;
	if (parent && parent->kind == OP_LLVM_FUNC && llvm_func_type(parent)) {
		want = ty_llvm_func_result(llvm_func_type(parent));
		if (want->kind == TY_LLVM_VOID)
			want = NULL;
	} else if (parent && parent->kind == OP_LLVM_GLOBAL) {
		/* The global checks what its initializer returns
		 * (v_llvm_global_regions), as MLIR's GlobalOp does. */
		return op->nopnds <= 1 ||
		       v_fail(v, op, "operand group starting at #0 requires 0 or 1 element, but found %u", op->nopnds);
	} else {
		return true;   /* at module level (verify.c refuses it) or in a malformed llvm.func */
	}
	if (op->nopnds > 1)
		return v_fail(v, op, "operand group starting at #0 requires 0 or 1 element, but found %u", op->nopnds);
	const char *bad = !want ? (op->nopnds ? "expected no operands" : NULL)
	                : op->nopnds == 0 ? "expected 1 operand"
	                : opnd_type(op, 0) != want ? "mismatching result types" : NULL;
	if (!bad)
		return true;
	v_fail(v, op, "%s", bad);
	v_note(v, parent->loc, "when returning from function");
	return false;
}

bool v_llvm_unreachable(Op *op, Verifier *v)
{
	return llvm_counts(v, op, 0, 0);
}

/* ------------------------------------------------------------ globals */

bool v_llvm_global(Op *op, Verifier *v)
{
	Attr *name = op_attr(op, "sym_name"), *t = op_attr(op, "global_type");
	if (!name || name->kind != AT_STRING || !name->u.str.len)
		return v_fail(v, op, "requires attribute 'sym_name'");
	if (!t || t->kind != AT_TYPE)
		return v_fail(v, op, "requires attribute 'global_type'");
	if (!ty_llvm_compatible(t->type) || t->type->kind == TY_LLVM_FUNC)
		return v_fail(v, op, "expects type to be a valid element type for an LLVM global");
	if (op_parent_op(op) && op_parent_op(op)->kind != OP_MODULE)
		return v_fail(v, op, "symbol's parent must have the SymbolTable trait");
	Attr *link = op_attr(op, "linkage");
	if (link && !llvm_enum_attr(link, "linkage", llvm_linkages))
		return v_fail(v, op, "attribute 'linkage' failed to satisfy constraint: LLVM linkage");
	Attr *value = op_attr(op, "value");
	if (value && !region_empty(&op->regions[0]))
		return v_fail(v, op, "cannot have both initializer value and region");
	if (value && value->kind == AT_STRING &&
	    (t->type->kind != TY_LLVM_ARRAY || t->type->elem != ty_int(v->ctx, 8) ||
	     ty_llvm_array_size(t->type) != (int64_t)value->u.str.len))
		return v_fail(v, op, "requires an i8 array type of the length equal to that of the string attribute");
	if (!v_llvm_global_target(op, v))
		return false;
	if (value && value->kind != AT_STRING && value->kind != AT_INT && value->kind != AT_BOOL &&
	    value->kind != AT_FLOAT)
		return v_fail(v, op, "initial values other than numbers and strings are not supported by asyncc");
	const LlvmKeyword *lk = link ? llvm_enum_attr(link, "linkage", llvm_linkages) : NULL;
	bool zero = !value || (value->kind == AT_INT && value->u.i == 0) ||
	            (value->kind == AT_BOOL && !value->u.b) || (value->kind == AT_FLOAT && value->u.f == 0);
	if (lk && strcmp(lk->name, "common") == 0 && !zero)
		return v_fail(v, op, "expected zero value for 'common' linkage");
	return v_llvm_addr_space(op, v) && v_llvm_global_tail(op, v);
}

/* llvm.mlir.global_ctors / global_dtors {ctors = [@f], priorities = [0 : i32]} */
bool v_llvm_xtors(Op *op, Verifier *v)
{
	const char *list = op->kind == OP_LLVM_GLOBAL_CTORS ? "ctors" : "dtors";
	Attr *fns = op_attr(op, list), *prio = op_attr(op, "priorities");
	if (!fns || fns->kind != AT_ARRAY)
		return v_fail(v, op, "requires attribute '%s'", list);
	if (!prio || prio->kind != AT_ARRAY)
		return v_fail(v, op, "requires attribute 'priorities'");
	if (fns->u.arr.n != prio->u.arr.n) {
		/* MLIR reports this one without the op's name. */
		diag_error(v->diag, op->loc, "mismatch between the number of %s and the number of priorities", list);
		return false;
	}
	/* The attribute's constraint first, then the symbols (MLIR checks
	 * those last, in verifySymbolUses). */
	for (unsigned i = 0; i < prio->u.arr.n; i++)
		if (prio->u.arr.elems[i]->kind != AT_INT)
			return v_fail(v, op, "attribute 'priorities' failed to satisfy constraint: 32-bit integer array attribute");
	for (unsigned i = 0; i < fns->u.arr.n; i++) {
		Attr *f = fns->u.arr.elems[i];
		Op *fn = f->kind == AT_SYMREF ? module_lookup(v->m, f->u.str.s) : NULL;
		if (!fn || fn->kind != OP_LLVM_FUNC)
			return v_fail(v, op, "'%s' does not reference a valid LLVM function",
			              f->kind == AT_SYMREF ? f->u.str.s : attr_str(v->ctx, f));
		if (func_is_decl(fn))
			return v_fail(v, op, "'%s' does not have a definition", f->u.str.s);
	}
	return true;
}

bool v_llvm_addressof(Op *op, Verifier *v)
{
	Attr *name = op_attr(op, "global_name");
	if (!llvm_counts(v, op, 0, 1))
		return false;
	if (!name || name->kind != AT_SYMREF)
		return v_fail(v, op, "requires attribute 'global_name'");
	if (!llvm_need(v, op, true, 0, ty_is_llvm_ptr(op->res[0].type), "LLVM pointer type"))
		return false;
	Op *g = module_lookup(v->m, name->u.str.s);
	/* A func.func has no address in MLIR: only llvm.func and globals do. */
	if (!g || (g->kind != OP_LLVM_GLOBAL && g->kind != OP_LLVM_FUNC))
		return v_fail(v, op, "must reference a global defined by 'llvm.mlir.global' or 'llvm.func'");
	Attr *space = g->kind == OP_LLVM_GLOBAL ? op_attr(g, "addr_space") : NULL;
	unsigned want = space && space->kind == AT_INT ? (unsigned)space->u.i : 0;
	if (op->res[0].type->memspace != want)
		return v_fail(v, op, "pointer address space must match address space of the referenced global");
	return true;
}

/* -------------------------------------------------------------- calls */

bool llvm_call_results(Verifier *v, Op *op, Type *ft)
{
	Type *r = ty_llvm_func_result(ft);
	if (r->kind == TY_LLVM_VOID)
		return op->nres == 0 || v_fail(v, op, "calling function with void result must not produce values");
	if (op->nres == 0)
		return v_fail(v, op, "expected function call to produce a value");
	if (op->res[0].type != r)
		return v_fail(v, op, "result type mismatch: '%s' != '%s'", v_type(v, op->res[0].type), v_type(v, r));
	return true;
}

/* Operands [first, ...) and results against a callee of LLVM type ft. */
static bool call_matches(Op *op, Verifier *v, Type *ft, unsigned first)
{
	unsigned nargs = op->nopnds - first;
	bool vararg = ty_llvm_func_vararg(ft);
	if (vararg ? nargs < ft->nin : nargs != ft->nin)
		return v_fail(v, op, "incorrect number of operands (%u) for callee (expecting: %u)", nargs, ft->nin);
	for (unsigned i = 0; i < ft->nin; i++)
		if (opnd_type(op, first + i) != ft->params[i])
			return v_fail(v, op, "operand type mismatch for operand %u: '%s' != '%s'", i,
			              v_type(v, opnd_type(op, first + i)), v_type(v, ft->params[i]));
	for (unsigned i = ft->nin; i < nargs; i++)
		if (!ty_llvm_compatible(opnd_type(op, first + i)))
			return v_fail(v, op, "operand #%u must be variadic of LLVM dialect-compatible type, but got '%s'",
			              first + i, v_type(v, opnd_type(op, first + i)));
	return llvm_call_results(v, op, ft);
}

static bool check_var_callee(Op *op, Verifier *v, Type *ft)
{
	Attr *vt = op_attr(op, "var_callee_type");
	if (!ty_llvm_func_vararg(ft))
		return true;
	if (!vt || vt->kind != AT_TYPE || vt->type->kind != TY_LLVM_FUNC)
		return v_fail(v, op, "missing var_callee_type attribute for vararg call");
	Type *want = vt->type;
	for (unsigned i = 0; i < ft->nin && i < want->nin; i++)
		if (want->params[i] != ft->params[i])
			return v_fail(v, op, "var_callee_type parameter type mismatch: '%s' != '%s'",
			              v_type(v, want->params[i]), v_type(v, ft->params[i]));
	if (ty_llvm_func_result(want) != ty_llvm_func_result(ft))
		return v_fail(v, op, "var_callee_type return type mismatch: '%s' != '%s'",
		              v_type(v, ty_llvm_func_result(want)), v_type(v, ty_llvm_func_result(ft)));
	if (want->nin != ft->nin || !ty_llvm_func_vararg(want))
		return v_fail(v, op, "var_callee_type does not match the callee's type '%s'", v_type(v, ft));
	return true;
}

static bool check_direct_call(Op *op, Verifier *v, const char *name)
{
	Op *f = module_lookup(v->m, name);
	if (!f)
		return v_fail(v, op, "'%s' does not reference a symbol in the current scope", name);
	/* MLIR calls a func.func with func.call only, llvm.func bodies
	 * included; llvm.call needs an llvm.func. */
	if (f->kind != OP_LLVM_FUNC || !llvm_func_type(f))
		return v_fail(v, op, "'%s' does not reference a valid LLVM function", name);
	Type *ft = llvm_func_type(f);
	return call_matches(op, v, ft, 0) && check_var_callee(op, v, ft);
}

bool v_llvm_call(Op *op, Verifier *v)
{
	if (op->nres > 1)
		return v_fail(v, op, "result group starting at #0 requires 0 or 1 element, but found %u", op->nres);
	if (op_attr(op, "CConv") && !llvm_enum_attr(op_attr(op, "CConv"), "cconv", llvm_cconvs))
		return v_fail(v, op, "attribute 'CConv' failed to satisfy constraint: LLVM calling convention");
	if (!v_llvm_metadata_attrs(op, v) || !v_llvm_var_callee_type(op, v))
		return false;
	Attr *callee = op_attr(op, "callee");
	if (callee) {
		if (callee->kind != AT_SYMREF)
			return v_fail(v, op, "attribute 'callee' failed to satisfy constraint: flat symbol reference attribute");
		return check_direct_call(op, v, callee->u.str.s);
	}
	if (op->nopnds == 0)
		return v_fail(v, op, "must have either a `callee` attribute or at least an operand");
	if (!ty_is_llvm_ptr(opnd_type(op, 0)))
		return v_fail(v, op, "indirect call expects a pointer as callee: '%s'", v_type(v, opnd_type(op, 0)));
	Attr *vt = op_attr(op, "var_callee_type");
	for (unsigned i = 1; i < op->nopnds; i++)
		if (!ty_llvm_compatible(opnd_type(op, i)))
			return v_fail(v, op, "operand #%u must be variadic of LLVM dialect-compatible type, but got '%s'",
			              i, v_type(v, opnd_type(op, i)));
	if (vt && (vt->kind != AT_TYPE || vt->type->kind != TY_LLVM_FUNC))
		return v_fail(v, op, "attribute 'var_callee_type' failed to satisfy constraint: type attribute of LLVM function type");
	return op->nres == 0 || ty_llvm_compatible(op->res[0].type) ||
	       v_fail(v, op, "result #0 must be LLVM dialect-compatible type, but got '%s'",
	              v_type(v, op->res[0].type));
}

/* func.call of an llvm.func (verify_func.c hands these over). */
bool v_func_call_llvm(Op *op, Verifier *v, Op *callee)
{
	Type *ft = llvm_func_type(callee);
	return !ft || call_matches(op, v, ft, 0);
}

/* ---------------------------------------------------------- branches */

bool v_llvm_cond_br(Op *op, Verifier *v)
{
	if (!v_cond_br(op, v))
		return false;
	Attr *w = op_attr(op, "branch_weights");
	if (w && (w->kind != AT_DENSE_ARRAY || w->u.dense.n != 2))
		return v_fail(v, op, "expects number of branch weights to match number of successors: %u vs 2",
		              w->kind == AT_DENSE_ARRAY ? w->u.dense.n : 0);
	return true;
}

/* ----------------------------------------------------------- switches */

/* Whether the case values' element type is t: a dense attribute's, or
 * the kept text's ("dense<[1, 2]> : vector<2xi32>"). */
static bool case_values_typed(Verifier *v, const Attr *a, Type *t)
{
	if (a->kind == AT_ELEMENTS)
		return at_elements_type(a) == t;
	if (a->kind != AT_OPAQUE)
		return true;
	const char *want = v_type(v, t);
	size_t n = strlen(want);
	return a->u.str.len > n + 2 && a->u.str.s[a->u.str.len - n - 2] == 'x' &&
	       memcmp(a->u.str.s + a->u.str.len - n - 1, want, n) == 0 &&
	       a->u.str.s[a->u.str.len - 1] == '>';
}

/* The branch weights and the case values' type, which MLIR 19's
 * SwitchOp::verify reports without the op's name (emitError). */
static bool switch_weights_and_types(Op *op, Verifier *v)
{
	Attr *w = op_attr(op, "branch_weights"), *cases = op_attr(op, "case_values");
	if (w && w->kind == AT_DENSE_ARRAY && w->u.dense.n != op->nsucc)
		return v_error(v, op->loc, "expects number of branch weights to match number of successors: %u vs %u",
		               w->u.dense.n, op->nsucc);
	if (cases && !case_values_typed(v, cases, opnd_type(op, 0)))
		return v_error(v, op->loc, "expects case value type to match condition value type");
	return true;
}

bool v_llvm_switch(Op *op, Verifier *v)
{
	if (op->nopnds < 1 || op->nsegs != 3 || op->nsucc < 1)
		return v_fail(v, op, "expects a value, a default destination and operand segments");
	if (!llvm_need(v, op, false, 0, ty_is_int(opnd_type(op, 0)), "signless integer"))
		return false;
	unsigned ncases = op->nsucc - 1;
	int64_t dummy;
	int nvalues = llvm_switch_values(op_attr(op, "case_values"), &dummy, 0);
	if (nvalues < 0)
		nvalues = op_attr(op, "case_values") ? -1 : 0;
	if (nvalues < 0 || (unsigned)nvalues != ncases)
		return v_fail(v, op, "expects number of case values to match number of case destinations");
	if (!switch_weights_and_types(op, v))
		return false;
	Attr *segs = op_attr(op, "case_operand_segments");
	if (!segs || segs->kind != AT_DENSE_ARRAY || segs->u.dense.n != ncases)
		return v_fail(v, op, "expects case_operand_segments to hold one size per case");
	if (op->succs[0].first != 1 || op->succs[0].count != op->segs[1])
		return v_fail(v, op, "successor operands do not match the operand segments");
	return v_branch_operands(v, op) && v_is_last(v, op);
}

/* ------------------------------------------------ unrealized casts */

bool v_unrealized_cast(Op *op, Verifier *v)
{
	if (op->nres == 0)
		return v_fail(v, op, "expected at least one result for cast operation");
	return true;
}
