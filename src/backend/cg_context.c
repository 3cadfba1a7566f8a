/* cg_context.c - an LLVM context and the LLVM module built in it.
 *
 * Every compile (emit, each part of a large object, the JIT) builds its
 * module in a context of its own, set up here the same way: value names
 * discarded, LLVM's diagnostics reported through ours.  cg_build then
 * fills the module: the target's data layout, the types used
 * everywhere, the functions (cg_module.c), debug info, and LLVM's own
 * verification of the result. */
#include "config.h"
#include "cg.h"
#include "cg_llvm.h"

#include <llvm-c/Analysis.h>

#include <string.h>

/* LLVM's own diagnostics (a backend that cannot select an instruction,
 * an unknown -mcpu, ...) come out through ours instead of ending the
 * process. */
static void llvm_diagnostic(LLVMDiagnosticInfoRef info, void *arg)
{
	DiagSink *s = arg;
	char *msg = LLVMGetDiagInfoDescription(info);
	switch (LLVMGetDiagInfoSeverity(info)) {
	case LLVMDSError:
		cg_report(s->d, DIAG_ERROR, LOC_NONE, "%s", msg);
		s->errors++;
		break;
	case LLVMDSWarning:
		cg_report(s->d, DIAG_WARNING, LOC_NONE, "%s", msg);
		break;
	default:
		break;
	}
	LLVMDisposeMessage(msg);
}

void cg_context_setup(LLVMContextRef lc, Diag *d, DiagSink *sink)
{
	sink->d = d;
	sink->errors = 0;
	LLVMContextSetDiscardValueNames(lc, 1);
	LLVMContextSetDiagnosticHandler(lc, llvm_diagnostic, sink);
}

LLVMModuleRef cg_build(Module *m, const CodegenOptions *o, LLVMContextRef lc,
                       LLVMTargetMachineRef tm, const uint32_t *part_of, uint32_t part)
{
	Cg g = {.m = m, .d = ctx_diag(m->ctx), .o = o, .lc = lc,
	        .part_of = part_of, .part = part};
	arena_init(&g.arena);
	const char *name = o->source_name ? o->source_name : "module";
	g.lm = LLVMModuleCreateWithNameInContext(name, lc);
	LLVMSetSourceFileName(g.lm, name, strlen(name));
	char *triple = LLVMGetTargetMachineTriple(tm);
	LLVMSetTarget(g.lm, triple);
	LLVMDisposeMessage(triple);
	/* The builder computes alignments from the module's data layout, so
	 * it is set before anything is built. */
	LLVMTargetDataRef td = LLVMCreateTargetDataLayout(tm);
	LLVMSetModuleDataLayout(g.lm, td);
	g.td = td;

	g.t_void = LLVMVoidTypeInContext(lc);
	g.t_i1 = LLVMInt1TypeInContext(lc);
	g.t_i8 = LLVMInt8TypeInContext(lc);
	g.t_i16 = LLVMInt16TypeInContext(lc);
	g.t_i32 = LLVMInt32TypeInContext(lc);
	g.t_i64 = LLVMInt64TypeInContext(lc);
	g.t_ptr = LLVMPointerTypeInContext(lc, 0);
	g.t_token = LLVMTokenTypeInContext(lc);
	g.t_index = LLVMIntPtrTypeInContext(lc, td);
	g.b = LLVMCreateBuilderInContext(lc);

	if (o->debug_info)
		dbg_begin(&g);
	bool ok = cg_module(&g);
	dbg_end(&g);
	LLVMDisposeBuilder(g.b);
	arena_free(&g.arena);
	if (ok) {
		char *msg = NULL;
		if (LLVMVerifyModule(g.lm, LLVMReturnStatusAction, &msg)) {
			/* llvm dialect ops can say what LLVM rejects (a musttail
			 * call of another type): that is the program's error. */
			if (cg_llvm_used(m))
				cg_report(g.d, DIAG_ERROR, LOC_NONE, "LLVM rejects the module the llvm dialect ops make:\n%s", msg);
			else
				cg_report(g.d, DIAG_ERROR, LOC_NONE, "internal error: the LLVM back end produced invalid IR:\n%s", msg);
			ok = false;
		}
		LLVMDisposeMessage(msg);
	}
	LLVMDisposeTargetData(td);
	if (!ok) {
		LLVMDisposeModule(g.lm);
		return NULL;
	}
	return g.lm;
}
