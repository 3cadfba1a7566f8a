/* cg_jit.c - asyncc -run: compile the module in memory with ORC's LLJIT
 * and call its entry point, as mlir-cpu-runner and tcc -run do.
 *
 * The runtime library is loaded into the process with RTLD_GLOBAL, and the
 * JIT resolves the module's external symbols (the runtime, the printers,
 * the C library) by searching the process.
 *
 * The entry point is @main, or the function -e names (mlir-cpu-runner's
 * -e), a func.func of one of these types:
 *   () -> ()                          exit status 0
 *   () -> i32                         the result is the exit status
 *   (i32, memref<?x?xi8>) [-> i32]    the command line: argc, and the
 *                                     arguments as NUL-padded rows
 *                                     (cg_main.c); argv[0] is the file
 * For @main the JIT calls C's main, as the C runtime of a linked program
 * would (for the last type, the wrapper cg_main.c defines); for another
 * entry it builds the rows itself.  An llvm.func entry takes nothing or
 * C's (i32, !llvm.ptr) and returns void or i32 (cg_llvm_check_entry).
 * The module's global constructors run before the entry point and its
 * destructors after it (cg_llvm_jit.c), as mlir-cpu-runner runs them.
 * With -entry-point-result=T the entry is mlir-cpu-runner's instead: no
 * arguments, a result of type T (or none), which is printed. */
#include "config.h"
#include "cg.h"
#include "cg_llvm.h"

#include <llvm-c/LLJIT.h>
#include <llvm-c/Orc.h>

#include <dlfcn.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The JIT of the last run.  It is never disposed of (see the end of
 * cg_jit_run); holding it here says so to leak checkers (volatile: the
 * store must stay although nothing reads it). */
static LLVMOrcLLJITRef volatile live_jit;

static int orc_error(Diag *d, LLVMErrorRef e, const char *what)
{
	char *msg = LLVMGetErrorMessage(e);
	diag_error(d, LOC_NONE, "%s: %s", what, msg);
	LLVMDisposeErrorMessage(msg);
	return -1;
}

/* ENTRY_ARGV: the rows of cg_main.c; ENTRY_CARGS: C's (argc, argv), for
 * an llvm.func. */
typedef enum EntryKind { ENTRY_VOID, ENTRY_INT, ENTRY_ARGV, ENTRY_CARGS } EntryKind;

static bool is_i32(Type *t) { return t->kind == TY_INT && t->width == 32; }

/* The entry point's kind, or false after reporting why it cannot be
 * called. */
static bool check_entry(Module *m, Diag *d, const char *name, EntryKind *kind, bool *returns_int)
{
	Op *f = module_lookup(m, name);
	if (!f || func_is_decl(f)) {
		diag_error(d, LOC_NONE, "-run needs a function @%s defined in the module", name);
		return false;
	}
	if (f->kind == OP_LLVM_FUNC) {
		bool cargs;
		if (!cg_llvm_check_entry(d, f, &cargs, returns_int))
			return false;
		*kind = cargs ? ENTRY_CARGS : *returns_int ? ENTRY_INT : ENTRY_VOID;
		return true;
	}
	if (f->kind != OP_FUNC_FUNC) {
		diag_error(d, f->loc, "-run calls a func.func or an llvm.func, and @%s is an %s", name,
		           op_info(f)->name);
		return false;
	}
	if (func_is_private(f)) {
		diag_error(d, f->loc, "@%s is private: -run calls a public function", name);
		return false;
	}
	Type *ft = func_type(f);
	bool ret_ok = ft->nout == 0 || (ft->nout == 1 && is_i32(ty_func_out(ft, 0)));
	*returns_int = ft->nout == 1;
	if (ret_ok && ft->nin == 0) {
		*kind = *returns_int ? ENTRY_INT : ENTRY_VOID;
		return true;
	}
	if (ret_ok && ft->nin == 2 && is_i32(ty_func_in(ft, 0))) {
		Type *t = ty_func_in(ft, 1);
		if (t->kind == TY_MEMREF && t->rank == 2 && t->shape[0] == IR_DYNAMIC &&
		    t->shape[1] == IR_DYNAMIC && t->elem->kind == TY_INT && t->elem->width == 8 &&
		    !t->strides && !t->memspace) {
			*kind = ENTRY_ARGV;
			return true;
		}
	}
	diag_error(d, f->loc, "@%s must take no arguments or (i32, memref<?x?xi8>) and return nothing "
	           "or an i32 exit status", name);
	return false;
}

/* The command line as the rows of an argv entry point (cg_main.c's
 * layout): argc rows as wide as the longest argument and its NUL. */
static char *argv_rows(int argc, char **argv, int64_t *width)
{
	size_t w = 1;
	for (int i = 0; i < argc; i++)
		if (strlen(argv[i]) + 1 > w)
			w = strlen(argv[i]) + 1;
	char *rows = xcalloc((size_t)argc * w + 1, 1);
	for (int i = 0; i < argc; i++)
		memcpy(rows + (size_t)i * w, argv[i], strlen(argv[i]));
	*width = (int64_t)w;
	return rows;
}

/* Call the compiled entry point at addr. */
static int call_entry(uintptr_t addr, EntryKind kind, bool is_main, bool returns_int, int argc,
                      char **argv)
{
	if (kind == ENTRY_VOID && !is_main) {
		((void (*)(void))addr)();
		return 0;
	}
	if (kind == ENTRY_CARGS && !returns_int) {
		((void (*)(int, char **))addr)(argc, argv);
		return 0;
	}
	if (kind == ENTRY_VOID || kind == ENTRY_INT)
		return ((int (*)(void))addr)();
	if (is_main || kind == ENTRY_CARGS)
		return ((int (*)(int, char **))addr)(argc, argv);
	int64_t w;
	char *rows = argv_rows(argc, argv, &w);
	int status = 0;
	typedef int (*IntFn)(int32_t, char *, char *, int64_t, int64_t, int64_t, int64_t, int64_t);
	typedef void (*VoidFn)(int32_t, char *, char *, int64_t, int64_t, int64_t, int64_t, int64_t);
	if (returns_int)
		status = ((IntFn)addr)(argc, rows, rows, 0, argc, w, w, 1);
	else
		((VoidFn)addr)(argc, rows, rows, 0, argc, w, w, 1);
	free(rows);
	return status;
}

/* -entry-point-result=T: mlir-cpu-runner's entry point, a function
 * taking nothing and returning T (i64: also index), with its checks and
 * words. */
static bool check_result_entry(Module *m, Diag *d, const char *name, const char *result)
{
	Op *f = module_lookup(m, name);
	if (!f || func_is_decl(f) || (f->kind != OP_FUNC_FUNC && f->kind != OP_LLVM_FUNC)) {
		diag_error(d, LOC_NONE, "-run needs a function @%s defined in the module", name);
		return false;
	}
	Type *ft = func_type(f), *r = NULL;
	if (f->kind == OP_LLVM_FUNC)
		r = ty_llvm_func_result(ft)->kind == TY_LLVM_VOID ? NULL : ty_llvm_func_result(ft);
	else if (ft->nout == 1)
		r = ty_func_out(ft, 0);
	if (ft->nin != 0 || (f->kind == OP_LLVM_FUNC && ty_llvm_func_vararg(ft))) {
		diag_error(d, f->loc, "function inputs not supported");
		return false;
	}
	bool single = f->kind == OP_LLVM_FUNC || ft->nout <= 1;
	if (strcmp(result, "void") == 0) {
		if (r || !single)
			diag_error(d, f->loc, "expected void function");
		return !r && single;
	}
	const char *got = !r ? "" : r->kind == TY_F32 ? "f32" : r->kind == TY_F64 ? "f64"
	                : r->kind == TY_INDEX || (r->kind == TY_INT && r->width == 64) ? "i64"
	                : r->kind == TY_INT && r->width == 32 ? "i32" : "";
	bool ok = single && strcmp(got, result) == 0;
	if (!ok)
		diag_error(d, f->loc, "only single %s function result supported", result);
	return ok;
}

/* Call the entry and print its result as mlir-cpu-runner does (LLVM's
 * raw_ostream: integers in decimal, floats as "%e", nan and INF). */
static int call_result(uintptr_t addr, const char *result)
{
	double x;
	if (strcmp(result, "void") == 0) {
		((void (*)(void))addr)();
		return 0;
	} else if (strcmp(result, "i32") == 0) {
		printf("%d\n", ((int32_t (*)(void))addr)());
		return 0;
	} else if (strcmp(result, "i64") == 0) {
		printf("%lld\n", (long long)((int64_t (*)(void))addr)());
		return 0;
	} else if (strcmp(result, "f32") == 0) {
		x = ((float (*)(void))addr)();
	} else {
		x = ((double (*)(void))addr)();
	}
	if (isnan(x))
		printf("nan\n");
	else if (isinf(x))
		printf("%sINF\n", x < 0 ? "-" : "");
	else
		printf("%e\n", x);
	return 0;
}

/* Run a function of the JIT's taking and returning nothing. */
static bool call_void(LLVMOrcLLJITRef jit, Diag *d, const char *name)
{
	LLVMOrcExecutorAddress addr;
	LLVMErrorRef e = LLVMOrcLLJITLookup(jit, &addr, name);
	if (e) {
		orc_error(d, e, "cannot compile the global constructors or destructors");
		return false;
	}
	((void (*)(void))(uintptr_t)addr)();
	return true;
}

int cg_jit_run(Module *m, const CodegenOptions *o, const char *runtime_lib, int argc, char **argv)
{
	Diag *d = ctx_diag(m->ctx);
	const char *name = o->entry ? o->entry : "main";
	bool is_main = strcmp(name, "main") == 0, returns_int = false;
	EntryKind kind = ENTRY_VOID;
	if (o->entry_result ? !check_result_entry(m, d, name, o->entry_result)
	                    : !check_entry(m, d, name, &kind, &returns_int))
		return -1;
	if (o->triple) {
		diag_error(d, LOC_NONE, "-run compiles for the host; --target= cannot be used with it");
		return -1;
	}
	if (!dlopen(runtime_lib, RTLD_NOW | RTLD_GLOBAL)) {
		diag_error(d, LOC_NONE, "cannot load the runtime library: %s", dlerror());
		return -1;
	}
	/* Code LLVM generates calls libm (fmod for arith.remf) and libgcc
	 * (half-precision conversions), which a linked program gets from cc
	 * and the JIT finds in the process only once they are loaded. */
	dlopen("libm.so.6", RTLD_NOW | RTLD_GLOBAL);
	dlopen("libgcc_s.so.1", RTLD_NOW | RTLD_GLOBAL);
	LLVMTargetMachineRef tm = cg_target_machine(d, o);
	if (!tm)
		return -1;
	LLVMOrcThreadSafeContextRef tsc = LLVMOrcCreateNewThreadSafeContext();
	LLVMContextRef lc = LLVMOrcThreadSafeContextGetContext(tsc);
	DiagSink sink;
	cg_context_setup(lc, d, &sink);
	LLVMModuleRef lm = cg_build(m, o, lc, tm, NULL, 0);
	unsigned xtors = lm ? cg_llvm_jit_xtors(lm) : 0;
	/* Coroutines must be split before the JIT sees them, so the passes
	 * run whatever the options say. */
	if (!lm || !cg_run_passes(d, lm, tm, o) || sink.errors) {
		if (lm)
			LLVMDisposeModule(lm);
		LLVMOrcDisposeThreadSafeContext(tsc);
		LLVMDisposeTargetMachine(tm);
		return -1;
	}

	/* The JIT takes the target machine, so it compiles with the same
	 * options and data layout the module was built for. */
	LLVMOrcLLJITBuilderRef jb = LLVMOrcCreateLLJITBuilder();
	LLVMOrcLLJITBuilderSetJITTargetMachineBuilder(jb, LLVMOrcJITTargetMachineBuilderCreateFromTargetMachine(tm));
	LLVMOrcLLJITRef jit;
	LLVMErrorRef e = LLVMOrcCreateLLJIT(&jit, jb);
	if (e) {
		LLVMDisposeModule(lm);
		LLVMOrcDisposeThreadSafeContext(tsc);
		return orc_error(d, e, "cannot create the JIT");
	}
	live_jit = jit;
	LLVMOrcJITDylibRef jd = LLVMOrcLLJITGetMainJITDylib(jit);
	LLVMOrcDefinitionGeneratorRef gen;
	e = LLVMOrcCreateDynamicLibrarySearchGeneratorForProcess(&gen, LLVMOrcLLJITGetGlobalPrefix(jit), NULL, NULL);
	if (e)
		return orc_error(d, e, "cannot search the process for symbols");
	LLVMOrcJITDylibAddGenerator(jd, gen);
	e = LLVMOrcLLJITAddLLVMIRModule(jit, jd, LLVMOrcCreateNewThreadSafeModule(lm, tsc));
	LLVMOrcDisposeThreadSafeContext(tsc);
	if (e)
		return orc_error(d, e, "cannot add the module to the JIT");
	LLVMOrcExecutorAddress addr;
	e = LLVMOrcLLJITLookup(jit, &addr, name);
	if (e)
		return orc_error(d, e, "cannot compile the entry point");
	/* mlir-cpu-runner runs the global constructors and destructors
	 * around its entry point, whichever -e names. */
	if ((xtors & 1) && !call_void(jit, d, CG_JIT_CTORS))
		return -1;
	int status = o->entry_result ? call_result((uintptr_t)addr, o->entry_result)
	                             : call_entry((uintptr_t)addr, kind, is_main, returns_int, argc, argv);
	if ((xtors & 2) && !call_void(jit, d, CG_JIT_DTORS))
		return -1;
	fflush(stdout);
	/* The JIT is left alive: runtime worker threads may still be inside
	 * compiled code (a coroutine finishing its cleanup) until the process
	 * exits. */
	return status;
}
