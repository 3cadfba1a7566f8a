/* cg_jit.c - asyncc -run: compile the module in memory with ORC's LLJIT
 * and call @main, as mlir-cpu-runner and tcc -run do.
 *
 * The runtime library is loaded into the process with RTLD_GLOBAL, and the
 * JIT resolves the module's external symbols (the runtime, the printers,
 * the C library) by searching the process.  @main takes no arguments and
 * returns nothing (status 0) or an i32 (the status). */
#include "config.h"
#include "cg.h"
#include "cg_llvm.h"

#include <llvm-c/LLJIT.h>
#include <llvm-c/Orc.h>

#include <dlfcn.h>
#include <stdio.h>

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

/* () -> () or () -> i32; anything else is reported. */
static bool check_main(Module *m, Diag *d, bool *returns_int)
{
	Op *f = module_lookup(m, "main");
	if (!f || (f->kind != OP_FUNC_FUNC && f->kind != OP_LLVM_FUNC) || func_is_decl(f)) {
		diag_error(d, LOC_NONE, "-run needs a function @main defined in the module");
		return false;
	}
	if (f->kind == OP_LLVM_FUNC)
		return cg_llvm_check_main(d, f, returns_int);
	Type *ft = func_type(f);
	bool i32 = ft->nout == 1 && ty_func_out(ft, 0)->kind == TY_INT && ty_func_out(ft, 0)->width == 32;
	if (ft->nin != 0 || (ft->nout != 0 && !i32)) {
		diag_error(d, f->loc, "@main must take no arguments and return nothing or an i32 exit status");
		return false;
	}
	*returns_int = i32;
	return true;
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
	(void)argc;
	(void)argv;
	Diag *d = ctx_diag(m->ctx);
	bool returns_int;
	if (!check_main(m, d, &returns_int))
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
	e = LLVMOrcLLJITLookup(jit, &addr, "main");
	if (e)
		return orc_error(d, e, "cannot compile @main");
	int status = 0;
	if ((xtors & 1) && !call_void(jit, d, CG_JIT_CTORS))
		return -1;
	if (returns_int)
		status = ((int (*)(void))(uintptr_t)addr)();
	else
		((void (*)(void))(uintptr_t)addr)();
	if ((xtors & 2) && !call_void(jit, d, CG_JIT_DTORS))
		return -1;
	fflush(stdout);
	/* The JIT is left alive: runtime worker threads may still be inside
	 * compiled code (a coroutine finishing its cleanup) until the process
	 * exits. */
	return status;
}
