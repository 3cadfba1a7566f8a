/* backend.c - the Backend the asyncc executable loads (backend.h):
 * build an LLVM module from the IR, optimise it, write it out or run it.
 * This is the only symbol the module exports. */
#include "config.h"
#include "cg.h"
#include "pass.h"

#include <llvm-c/Analysis.h>

#include <stdlib.h>
#include <string.h>

/* LLVM's own diagnostics (a backend that cannot select an instruction,
 * an unknown -mcpu, ...) come out through ours instead of ending the
 * process. */
typedef struct DiagSink {
	Diag *d;
	unsigned errors;           /* this context's only: one thread's */
} DiagSink;

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

/* One LLVM module (the whole IR module, or one part of it) in a context
 * of its own, optimised and written out.  Everything LLVM allocated for
 * it is gone when this returns. */
static bool emit_module(Module *m, const CodegenOptions *o, LLVMTargetMachineRef tm,
                        const uint32_t *part_of, uint32_t part, EmitKind kind,
                        char **out, size_t *len)
{
	Diag *d = ctx_diag(m->ctx);
	LLVMContextRef lc = LLVMContextCreate();
	LLVMContextSetDiscardValueNames(lc, 1);
	DiagSink sink = {d, 0};
	LLVMContextSetDiagnosticHandler(lc, llvm_diagnostic, &sink);
	LLVMModuleRef lm = cg_build(m, o, lc, tm, part_of, part);
	bool ok = lm != NULL;
	if (ok && !o->no_llvm_passes)
		ok = cg_run_passes(d, lm, tm, o) && !sink.errors;
	if (ok)
		ok = cg_write(d, lm, tm, kind, out, len) && !sink.errors;
	if (lm)
		LLVMDisposeModule(lm);
	LLVMContextDispose(lc);
	if (!ok) {
		free(*out);
		*out = NULL;
		*len = 0;
	}
	return ok;
}

/* Ops per part when an object is compiled in parts (cg_partition.c):
 * small enough that LLVM's working set stays a few tens of megabytes
 * (smaller parts also run faster, their data staying in the caches),
 * large enough that the per-part overhead does not show.  The
 * environment variable ASYNCC_PART_OPS overrides it for tests and
 * measurements; 0 compiles in one piece. */
enum { PART_OPS = 4000 };

static size_t part_ops(void)
{
	const char *s = getenv("ASYNCC_PART_OPS");
	return s && *s ? strtoul(s, NULL, 10) : PART_OPS;
}

static bool emit(Module *m, const CodegenOptions *o, EmitKind kind, char **out, size_t *len)
{
	Diag *d = ctx_diag(m->ctx);
	*out = NULL;
	*len = 0;
	if (!lower_scf(m))
		return false;
	LLVMTargetMachineRef tm = cg_target_machine(d, o);
	if (!tm)
		return false;
	/* Large modules compiled to a host object go in parts joined with
	 * ld -r; other outputs and targets in one piece. */
	uint32_t *part_of = NULL;
	unsigned nparts = 1;
	size_t budget = part_ops();
	if (kind == EMIT_OBJECT && !o->triple && budget)
		nparts = cg_partition(m, budget, &part_of);
	int linked = -1;
	bool ok = true;
	if (nparts > 1) {
		char **objs = xcalloc(nparts, sizeof *objs);
		size_t *lens = xcalloc(nparts, sizeof *lens);
		ok = cg_emit_parts(m, o, tm, part_of, nparts, kind, emit_module, objs, lens);
		if (ok)
			linked = cg_link_objects(d, objs, lens, nparts, out, len);
		ok = ok && linked != 0;
		for (unsigned i = 0; i < nparts; i++)
			free(objs[i]);
		free(objs);
		free(lens);
	}
	/* One piece: the usual case, and the fallback without a linker. */
	if (ok && linked < 0)
		ok = emit_module(m, o, tm, NULL, 0, kind, out, len);
	free(part_of);
	LLVMDisposeTargetMachine(tm);
	return ok;
}

static int run(Module *m, const CodegenOptions *o, const char *runtime_lib, int argc, char **argv)
{
	if (!lower_scf(m))
		return -1;
	return cg_jit_run(m, o, runtime_lib, argc, argv);
}

__attribute__((visibility("default"))) const Backend asyncc_backend = {
	.abi = BACKEND_ABI,
	.llvm_version = ASYNCC_LLVM_VERSION,
	.emit = emit,
	.run = run,
};
