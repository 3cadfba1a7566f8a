/* verify_llvm_attrs.c - the llvm dialect's argument and result
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
#include "verifier.h"

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
