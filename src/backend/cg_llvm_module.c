/* cg_llvm_module.c - the llvm dialect's module-level ops: llvm.func
 * declarations (linkage, visibility, calling convention, function and
 * parameter attributes), llvm.mlir.global (a value, or an initializer
 * region evaluated to a constant), and llvm.mlir.global_ctors/dtors as
 * LLVM's appending @llvm.global_ctors/dtors arrays.  Bodies of
 * llvm.func are emitted like func.func bodies (cg_module.c). */
#include "config.h"
#include "cg_llvm.h"

#include <string.h>

/* ------------------------------------------------------------ functions */

static void enum_attr(Cg *g, LLVMValueRef fn, LLVMAttributeIndex at, const char *name, uint64_t v)
{
	unsigned k = LLVMGetEnumAttributeKindForName(name, strlen(name));
	if (k)
		LLVMAddAttributeAtIndex(fn, at, LLVMCreateEnumAttribute(g->lc, k, v));
}

/* {llvm.noalias, llvm.align = 16 : i64, llvm.byval = i32}: LLVM's
 * parameter or return attributes of those names. */
static bool param_attrs(Cg *g, Op *func, LLVMValueRef fn, Attr *list, unsigned i, LLVMAttributeIndex at)
{
	if (!list || list->kind != AT_ARRAY || i >= list->u.arr.n || list->u.arr.elems[i]->kind != AT_DICT)
		return true;
	Attr *d = list->u.arr.elems[i];
	for (unsigned k = 0; k < d->u.dict.n; k++) {
		const char *name = d->u.dict.ents[k].name;
		Attr *a = d->u.dict.ents[k].attr;
		if (strncmp(name, "llvm.", 5) != 0)
			continue;
		unsigned kind = LLVMGetEnumAttributeKindForName(name + 5, strlen(name + 5));
		if (!kind)
			return cg_error(g, func, "unknown LLVM attribute '%s'", name);
		LLVMAttributeRef attr;
		if (a->kind == AT_TYPE) {
			LLVMTypeRef t = cg_type(g, a->type);
			if (!t)
				return false;
			attr = LLVMCreateTypeAttribute(g->lc, kind, t);
		} else {
			attr = LLVMCreateEnumAttribute(g->lc, kind, a->kind == AT_INT ? (uint64_t)a->u.i : 0);
		}
		LLVMAddAttributeAtIndex(fn, at, attr);
	}
	return true;
}

static bool func_attrs(Cg *g, Op *func, LLVMValueRef fn)
{
	static const char *const units[][2] = {
		{"no_inline", "noinline"}, {"always_inline", "alwaysinline"}, {"no_unwind", "nounwind"},
		{"will_return", "willreturn"}, {"optimize_none", "optnone"}, {"convergent", "convergent"},
	};
	for (size_t i = 0; i < sizeof units / sizeof *units; i++)
		if (op_attr(func, units[i][0]))
			enum_attr(g, fn, LLVMAttributeFunctionIndex, units[i][1], 0);
	static const char *const strings[][2] = {{"target_cpu", "target-cpu"}, {"tune_cpu", "tune-cpu"}};
	for (size_t i = 0; i < sizeof strings / sizeof *strings; i++) {
		Attr *a = op_attr(func, strings[i][0]);
		if (a && a->kind == AT_STRING)
			LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
			                        LLVMCreateStringAttribute(g->lc, strings[i][1], (unsigned)strlen(strings[i][1]),
			                                                  a->u.str.s, (unsigned)a->u.str.len));
	}
	Attr *sec = op_attr(func, "section"), *al = op_attr(func, "alignment");
	if (sec && sec->kind == AT_STRING)
		LLVMSetSection(fn, sec->u.str.s);
	if (al && al->kind == AT_INT && al->u.i > 0)
		LLVMSetAlignment(fn, (unsigned)al->u.i);
	Type *ft = func_type(func);
	Attr *args = op_attr(func, "arg_attrs");
	for (unsigned i = 0; i < ft->nin; i++)
		if (!param_attrs(g, func, fn, args, i, (LLVMAttributeIndex)(i + 1)))
			return false;
	return param_attrs(g, func, fn, op_attr(func, "res_attrs"), 0, LLVMAttributeReturnIndex) &&
	       cg_passthrough(g, func, fn);
}

/* Linkage, visibility and unnamed_addr, shared by functions and globals. */
static void global_attrs(Op *op, LLVMValueRef gv)
{
	const LlvmKeyword *link = llvm_enum_attr(op_attr(op, "linkage"), "linkage", llvm_linkages);
	if (link)
		LLVMSetLinkage(gv, (LLVMLinkage)link->value);
	Attr *vis = op_attr(op, "visibility_"), *ua = op_attr(op, "unnamed_addr");
	if (vis && vis->kind == AT_INT)
		LLVMSetVisibility(gv, (LLVMVisibility)vis->u.i);
	if (ua && ua->kind == AT_INT)
		LLVMSetUnnamedAddress(gv, (LLVMUnnamedAddr)ua->u.i);
}

LLVMValueRef cg_llvm_func_decl(Cg *g, Op *func)
{
	const char *name = func_name(func);
	LLVMValueRef fn = LLVMGetNamedFunction(g->lm, name);
	if (fn)
		return fn;
	/* As for func.func: C's main returns int, so @main() returning void
	 * returns 0 (cg_return). */
	LLVMTypeRef ty = cg_is_void_main(func) ? LLVMFunctionType(g->t_i32, NULL, 0, 0)
	                                       : cg_type(g, func_type(func));
	if (!ty)
		return NULL;
	fn = LLVMAddFunction(g->lm, name, ty);
	global_attrs(func, fn);
	const LlvmKeyword *cc = llvm_enum_attr(op_attr(func, "CConv"), "cconv", llvm_cconvs);
	if (cc)
		LLVMSetFunctionCallConv(fn, (unsigned)cc->value);
	return func_attrs(g, func, fn) ? fn : NULL;
}

/* -------------------------------------------------------------- globals */

static bool declare_global(Cg *g, Op *op)
{
	Type *t = op_attr(op, "global_type")->type;
	LLVMTypeRef lt = cg_type(g, t);
	if (!lt)
		return false;
	Attr *space = op_attr(op, "addr_space");
	LLVMValueRef gv = LLVMAddGlobalInAddressSpace(g->lm, lt, func_name(op),
	                                              space && space->kind == AT_INT ? (unsigned)space->u.i : 0);
	global_attrs(op, gv);
	if (op_attr(op, "constant"))
		LLVMSetGlobalConstant(gv, 1);
	if (op_attr(op, "thread_local_"))
		LLVMSetThreadLocal(gv, 1);
	if (op_attr(op, "externally_initialized"))
		LLVMSetExternallyInitialized(gv, 1);
	Attr *al = op_attr(op, "alignment"), *sec = op_attr(op, "section");
	if (al && al->kind == AT_INT && al->u.i > 0)
		LLVMSetAlignment(gv, (unsigned)al->u.i);
	if (sec && sec->kind == AT_STRING)
		LLVMSetSection(gv, sec->u.str.s);
	return true;
}

/* The value an initializer region returns, built as constants: the
 * region's ops are emitted into a scratch function, where the builder
 * folds operations on constants into constants. */
static LLVMValueRef eval_initializer(Cg *g, Op *op)
{
	Region *r = &op->regions[0];
	if (r->first != r->last) {
		cg_error(g, op, "an initializer region of more than one block cannot be compiled");
		return NULL;
	}
	LLVMValueRef scratch = LLVMAddFunction(g->lm, "", LLVMFunctionType(g->t_void, NULL, 0, 0));
	LLVMPositionBuilderAtEnd(g->b, LLVMAppendBasicBlockInContext(g->lc, scratch, ""));
	LLVMSetCurrentDebugLocation2(g->b, NULL);
	LLVMValueRef result = NULL;
	for (Op *o = r->first->first; o; o = o->next) {
		if (o->kind == OP_LLVM_RETURN) {
			result = cg_opnd(o, 0);
			break;
		}
		CgOpFn fn = cg_op_table[o->kind];
		if (!fn) {
			cg_error(g, o, "'%s' cannot be compiled in a global's initializer", op_info(o)->name);
			break;
		}
		if (!fn(g, o))
			break;
	}
	if (result && !LLVMIsConstant(result)) {
		cg_error(g, op, "the initializer of '@%s' does not compute a constant", func_name(op));
		result = NULL;
	}
	LLVMDeleteFunction(scratch);
	return result;
}

static bool define_global(Cg *g, Op *op)
{
	LLVMValueRef gv = LLVMGetNamedGlobal(g->lm, func_name(op));
	Attr *value = op_attr(op, "value");
	Type *t = op_attr(op, "global_type")->type;
	LLVMValueRef init = NULL;
	if (value)
		init = cg_llvm_const(g, value, t, op);
	else if (op->regions[0].first)
		init = eval_initializer(g, op);
	else if (LLVMGetLinkage(gv) != LLVMExternalLinkage && LLVMGetLinkage(gv) != LLVMExternalWeakLinkage)
		/* LLVM wants an initializer for other linkages; MLIR gives undef. */
		init = LLVMGetUndef(LLVMGlobalGetValueType(gv));
	else
		return true;
	if (!init)
		return false;
	LLVMSetInitializer(gv, init);
	return true;
}

/* --------------------------------------------------- constructor lists */

/* @llvm.global_ctors = appending global [N x {i32, ptr, ptr}] */
static bool define_xtors(Cg *g, Op *op)
{
	bool ctors = op->kind == OP_LLVM_GLOBAL_CTORS;
	Attr *fns = op_attr(op, ctors ? "ctors" : "dtors"), *prio = op_attr(op, "priorities");
	unsigned n = fns->u.arr.n;
	if (!n)
		return true;   /* as mlir-translate: no empty list */
	LLVMTypeRef f[3] = {g->t_i32, g->t_ptr, g->t_ptr};
	LLVMTypeRef entry = LLVMStructTypeInContext(g->lc, f, 3, 0);
	LLVMValueRef *elems = CG_ALLOC(g, n, LLVMValueRef);
	for (unsigned i = 0; i < n; i++) {
		LLVMValueRef fn = cg_func_decl(g, cg_lookup(g->m, fns->u.arr.elems[i]->u.str.s));
		if (!fn)
			return false;
		LLVMValueRef v[3] = {cg_i32(g, (int32_t)prio->u.arr.elems[i]->u.i), fn, LLVMConstNull(g->t_ptr)};
		elems[i] = LLVMConstNamedStruct(entry, v, 3);
	}
	LLVMValueRef init = LLVMConstArray2(entry, elems, n);
	LLVMValueRef gv = LLVMAddGlobal(g->lm, LLVMTypeOf(init), ctors ? "llvm.global_ctors" : "llvm.global_dtors");
	LLVMSetLinkage(gv, LLVMAppendingLinkage);
	LLVMSetInitializer(gv, init);
	return true;
}

/* --------------------------------------------------------- the module */

bool cg_llvm_declare(Cg *g, Op *op)
{
	switch (op->kind) {
	case OP_LLVM_FUNC:
		return cg_llvm_func_decl(g, op) != NULL;
	case OP_LLVM_GLOBAL:
		return declare_global(g, op);
	case OP_LLVM_GLOBAL_CTORS: case OP_LLVM_GLOBAL_DTORS:
		return true;
	default:
		return cg_error(g, op, "'%s' cannot be compiled to LLVM IR: it should have been lowered before code generation",
		                op_info(op)->name);
	}
}

bool cg_llvm_define(Cg *g, Op *op)
{
	switch (op->kind) {
	case OP_LLVM_GLOBAL:
		return define_global(g, op);
	case OP_LLVM_GLOBAL_CTORS: case OP_LLVM_GLOBAL_DTORS:
		return define_xtors(g, op);
	default:
		return true;
	}
}

bool cg_llvm_in_module(Module *m)
{
	for (Op *o = module_body(m)->first; o; o = o->next)
		if (o->kind == OP_LLVM_FUNC || o->kind == OP_LLVM_GLOBAL || o->kind == OP_LLVM_GLOBAL_CTORS ||
		    o->kind == OP_LLVM_GLOBAL_DTORS)
			return true;
	return false;
}

static WalkResult find_llvm_op(Op *op, void *arg)
{
	(void)arg;
	return strncmp(op_info(op)->name, "llvm.", 5) == 0 ? WALK_STOP : WALK_ADVANCE;
}

bool cg_llvm_used(Module *m)
{
	return op_walk(m->op, find_llvm_op, NULL) == WALK_STOP;
}

bool cg_llvm_check_entry(Diag *d, Op *f, bool *cargs, bool *returns_int)
{
	const char *name = func_name(f);
	const LlvmKeyword *link = llvm_enum_attr(op_attr(f, "linkage"), "linkage", llvm_linkages);
	if (link && (!strcmp(link->name, "private") || !strcmp(link->name, "internal"))) {
		diag_error(d, f->loc, "@%s has %s linkage: -run calls a function with external linkage",
		           name, link->name);
		return false;
	}
	Type *ft = func_type(f), *r = ty_llvm_func_result(ft);
	bool i32 = r->kind == TY_INT && r->width == 32;
	bool c_args = ft->nin == 2 && ft->params[0]->kind == TY_INT && ft->params[0]->width == 32 &&
	              ty_is_llvm_ptr(ft->params[1]) && ft->params[1]->memspace == 0;
	if ((ft->nin != 0 && !c_args) || ty_llvm_func_vararg(ft) || (r->kind != TY_LLVM_VOID && !i32)) {
		diag_error(d, f->loc, "@%s must take no arguments or (i32, !llvm.ptr) and return nothing "
		           "or an i32 exit status", name);
		return false;
	}
	*cargs = c_args;
	*returns_int = i32;
	return true;
}
