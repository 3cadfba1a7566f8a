/* backend.c - the Backend the asyncc executable loads (backend.h):
 * compile a module (whole, or in parts for large objects) and write it
 * out, or run it (cg_jit.c).  This is the only symbol the module
 * exports. */
#include "config.h"
#include "cg.h"

#include <llvm-c/Analysis.h>

#include <stdlib.h>
#include <string.h>

/* One LLVM module (the whole IR module, or one part of it) in a context
 * of its own, optimised and written out.  Everything LLVM allocated for
 * it is gone when this returns. */
static bool emit_module(Module *m, const CodegenOptions *o, LLVMTargetMachineRef tm,
                        const uint32_t *part_of, uint32_t part, EmitKind kind,
                        char **out, size_t *len)
{
	Diag *d = ctx_diag(m->ctx);
	LLVMContextRef lc = LLVMContextCreate();
	DiagSink sink;
	cg_context_setup(lc, d, &sink);
	LLVMModuleRef lm = cg_build(m, o, lc, tm, part_of, part);
	bool ok = lm != NULL;
	if (ok && !o->no_llvm_passes)
		ok = cg_run_passes(d, lm, tm, o) && cg_sanitize(d, lm, tm, o) && !sink.errors;
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

__attribute__((visibility("default"))) const Backend asyncc_backend = {
	.abi = BACKEND_ABI,
	.llvm_version = ASYNCC_LLVM_VERSION,
	.emit = emit,
	.run = cg_jit_run,
};
