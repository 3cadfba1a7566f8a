/* verify_llvm_attrs.c - attributes of the llvm dialect's functions and
 * accesses that MLIR checks apart from the ops' own verifiers: a defined
 * function's inlining attributes, the metadata arrays of accesses and
 * calls, a call's var_callee_type, and the argument and result
 * attributes, on any function (llvm.func, func.func, async.func), as
 * MLIR 19's LLVMDialect::verifyRegionArgAttribute and
 * verifyRegionResultAttribute check them:
 *
 *   llvm.func @f(%p: !llvm.ptr {llvm.noalias}, %n: i32 {llvm.signext})
 *       -> (!llvm.ptr {llvm.align = 16 : i64})
 *
 * Each attribute has a kind of value (unit, type, integer) and, where the
 * parameter's type is an LLVM one, a kind of type it may be attached to
 * (a pointer, an integer); some are not valid on results.  Attributes
 * the dialect does not know pass, as in MLIR.  The messages name the
 * attribute in quotes and not the op (MLIR's emitError). */
#include "config.h"
#include "verify_llvm.h"

#include <string.h>

typedef enum { VAL_UNIT, VAL_TYPE, VAL_INT } ParamValue;
typedef enum { ON_ANY, ON_PTR, ON_INT } AttachedTo;

typedef struct ParamAttr {
	const char *name;
	ParamValue value;
	AttachedTo on;
	bool result_ok;    /* valid as a result attribute */
} ParamAttr;

/* MLIR's lists, in its order. */
static const ParamAttr param_attrs[] = {
	{"llvm.noalias", VAL_UNIT, ON_PTR, true},
	{"llvm.readonly", VAL_UNIT, ON_PTR, false},
	{"llvm.readnone", VAL_UNIT, ON_PTR, false},
	{"llvm.writeonly", VAL_UNIT, ON_PTR, false},
	{"llvm.nest", VAL_UNIT, ON_PTR, false},
	{"llvm.nocapture", VAL_UNIT, ON_PTR, false},
	{"llvm.nofree", VAL_UNIT, ON_PTR, false},
	{"llvm.nonnull", VAL_UNIT, ON_PTR, true},
	{"llvm.sret", VAL_TYPE, ON_PTR, false},
	{"llvm.byval", VAL_TYPE, ON_PTR, false},
	{"llvm.byref", VAL_TYPE, ON_PTR, false},
	{"llvm.inalloca", VAL_TYPE, ON_PTR, false},
	{"llvm.preallocated", VAL_TYPE, ON_PTR, false},
	{"llvm.signext", VAL_UNIT, ON_INT, true},
	{"llvm.zeroext", VAL_UNIT, ON_INT, true},
	{"llvm.align", VAL_INT, ON_PTR, true},
	{"llvm.dereferenceable", VAL_INT, ON_PTR, true},
	{"llvm.dereferenceable_or_null", VAL_INT, ON_PTR, true},
	{"llvm.alignstack", VAL_INT, ON_PTR, false},
	{"llvm.noundef", VAL_UNIT, ON_ANY, true},
	{"llvm.inreg", VAL_UNIT, ON_ANY, true},
	{"llvm.returned", VAL_UNIT, ON_ANY, false},
};

/* Not on results, though not checked on arguments either. */
static const char *const result_only_invalid[] = {
	"llvm.allocalign", "llvm.allocptr", NULL,
};

static bool value_ok(const Attr *a, ParamValue k)
{
	switch (k) {
	case VAL_UNIT: return a->kind == AT_UNIT;
	case VAL_TYPE: return a->kind == AT_TYPE;
	case VAL_INT: return a->kind == AT_INT || a->kind == AT_BOOL;   /* true is an i1 */
	}
	return false;
}

bool v_llvm_param_attr(Verifier *v, Op *op, Type *t, const NamedAttr *a, bool result)
{
	static const char *const kind_words[] = {
		[VAL_UNIT] = "a unit", [VAL_TYPE] = "a type", [VAL_INT] = "an integer",
	};
	const ParamAttr *pa = NULL;
	for (size_t i = 0; i < sizeof param_attrs / sizeof *param_attrs; i++)
		if (strcmp(param_attrs[i].name, a->name) == 0)
			pa = &param_attrs[i];
	bool invalid_result = pa ? !pa->result_ok : false;
	for (unsigned i = 0; !pa && result_only_invalid[i]; i++)
		invalid_result |= strcmp(result_only_invalid[i], a->name) == 0;
	if (result && invalid_result)
		return v_error(v, op->loc, "\"%s\" is not a valid result attribute", a->name);
	if (!pa)
		return true;
	if (!value_ok(a->attr, pa->value))
		return v_error(v, op->loc, "\"%s\" should be %s attribute", a->name, kind_words[pa->value]);
	/* A type of another dialect (a memref before its lowering) is not
	 * checked: its LLVM form is not known yet. */
	if (!ty_llvm_compatible(t))
		return true;
	if (pa->on == ON_PTR && !ty_is_llvm_ptr(t))
		return v_error(v, op->loc, "\"%s\" attribute attached to non-pointer LLVM type", a->name);
	if (pa->on == ON_INT && !ty_is_any_int(t))
		return v_error(v, op->loc, "\"%s\" attribute attached to non-integer LLVM type", a->name);
	return true;
}

/* The inlining attributes of a defined llvm.func, which LLVM IR composes
 * by convention: never both no_inline and always_inline, and
 * optimize_none only with no_inline. */
bool v_llvm_func_inlining(Op *op, Verifier *v)
{
	bool no_inline = op_attr(op, "no_inline") != NULL;
	if (no_inline && op_attr(op, "always_inline"))
		return v_error(v, op->loc, "no_inline and always_inline attributes are incompatible");
	if (op_attr(op, "optimize_none") && !no_inline)
		return v_fail(v, op, "with optimize_none must also be no_inline");
	return true;
}

/* The metadata arrays of memory accesses and calls: access groups, alias
 * scopes and TBAA tags, each an array of the dialect's attribute of that
 * kind (ODS's constraints; asyncc keeps them as their text). */
bool v_llvm_metadata_attrs(Op *op, Verifier *v)
{
	static const struct {
		const char *attr, *elem, *what;
	} arrays[] = {
		{"access_groups", "#llvm.access_group<", "LLVM dialect access group metadata array"},
		{"alias_scopes", "#llvm.alias_scope<", "LLVM dialect alias scope array"},
		{"noalias_scopes", "#llvm.alias_scope<", "LLVM dialect alias scope array"},
		{"tbaa", "#llvm.tbaa_tag<", "LLVM dialect TBAA tag metadata array"},
	};
	for (size_t i = 0; i < sizeof arrays / sizeof *arrays; i++) {
		Attr *a = op_attr(op, arrays[i].attr);
		if (!a)
			continue;
		bool ok = a->kind == AT_ARRAY;
		size_t n = strlen(arrays[i].elem);
		for (unsigned k = 0; ok && k < a->u.arr.n; k++) {
			Attr *e = a->u.arr.elems[k];
			ok = e->kind == AT_OPAQUE && e->u.str.len > n && memcmp(e->u.str.s, arrays[i].elem, n) == 0;
		}
		if (!ok)
			return v_fail(v, op, "attribute '%s' failed to satisfy constraint: %s", arrays[i].attr,
			              arrays[i].what);
	}
	return true;
}

/* var_callee_type of a call (direct or indirect) against the call itself:
 * a variadic function type whose fixed parameters are the first
 * arguments and whose result is the call's (MLIR's
 * verifyCallOpVarCalleeType, run before the callee is looked up). */
bool v_llvm_var_callee_type(Op *op, Verifier *v)
{
	Attr *vt = op_attr(op, "var_callee_type");
	if (!vt || vt->kind != AT_TYPE || vt->type->kind != TY_LLVM_FUNC)
		return true;
	Type *ft = vt->type;
	if (!ty_llvm_func_vararg(ft))
		return v_fail(v, op, "expected var_callee_type to be a variadic function type");
	unsigned first = op_attr(op, "callee") ? 0 : 1;
	unsigned nargs = op->nopnds > first ? op->nopnds - first : 0;
	if (ft->nin > nargs)
		return v_fail(v, op, "expected var_callee_type to have at most %u parameters", nargs);
	for (unsigned i = 0; i < ft->nin; i++)
		if (ft->params[i] != opnd_type(op, first + i))
			return v_fail(v, op, "var_callee_type parameter type mismatch: '%s' != '%s'",
			              v_type(v, ft->params[i]), v_type(v, opnd_type(op, first + i)));
	Type *r = ty_llvm_func_result(ft);
	if (op->nres == 0)
		return r->kind == TY_LLVM_VOID || v_fail(v, op, "expected var_callee_type to return void");
	if (r != op->res[0].type)
		return v_fail(v, op, "var_callee_type return type mismatch: '%s' != '%s'", v_type(v, r),
		              v_type(v, op->res[0].type));
	return true;
}
