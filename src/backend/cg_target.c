/* cg_target.c - LLVM's targets, the target machine, the optimisation
 * pipeline and the output formats. */
#include "config.h"
#include "cg.h"

#include <llvm-c/Analysis.h>
#include <llvm-c/BitWriter.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

static pthread_once_t native_once = PTHREAD_ONCE_INIT;
static pthread_once_t all_once = PTHREAD_ONCE_INIT;

static void init_native(void)
{
	LLVMInitializeNativeTarget();
	LLVMInitializeNativeAsmPrinter();
	LLVMInitializeNativeAsmParser();
}

static void init_all(void)
{
	LLVMInitializeAllTargetInfos();
	LLVMInitializeAllTargets();
	LLVMInitializeAllTargetMCs();
	LLVMInitializeAllAsmPrinters();
	LLVMInitializeAllAsmParsers();
}

/* Registering every target costs a few milliseconds; only a
 * cross-compilation pays it. */
static void init_targets(const char *triple)
{
	pthread_once(&native_once, init_native);
	if (triple)
		pthread_once(&all_once, init_all);
}

static const LLVMCodeGenOptLevel codegen_level[4] = {
	LLVMCodeGenLevelNone, LLVMCodeGenLevelLess, LLVMCodeGenLevelDefault, LLVMCodeGenLevelAggressive,
};

LLVMTargetMachineRef cg_target_machine(Diag *d, const CodegenOptions *o)
{
	init_targets(o->triple);
	char *triple = o->triple ? LLVMNormalizeTargetTriple(o->triple) : LLVMGetDefaultTargetTriple();
	LLVMTargetRef target;
	char *err = NULL;
	if (LLVMGetTargetFromTriple(triple, &target, &err)) {
		diag_error(d, LOC_NONE, "cannot generate code for target '%s': %s", triple, err ? err : "unknown target");
		LLVMDisposeMessage(err);
		LLVMDisposeMessage(triple);
		return NULL;
	}
	char *cpu = NULL, *features = NULL;
	const char *want_cpu = o->cpu ? o->cpu : "";
	if (o->cpu && !strcmp(o->cpu, "native")) {
		cpu = LLVMGetHostCPUName();
		features = LLVMGetHostCPUFeatures();
		want_cpu = cpu;
	}
	int level = o->opt_level < 0 ? 0 : o->opt_level > 3 ? 3 : o->opt_level;
	LLVMTargetMachineRef tm = LLVMCreateTargetMachine(
		target, triple, want_cpu, features ? features : "", codegen_level[level],
		o->pic ? LLVMRelocPIC : LLVMRelocStatic, LLVMCodeModelDefault);
	LLVMDisposeMessage(cpu);
	LLVMDisposeMessage(features);
	LLVMDisposeMessage(triple);
	if (!tm)
		diag_error(d, LOC_NONE, "cannot create a target machine for '%s'", o->triple ? o->triple : "the host");
	return tm;
}

bool cg_run_passes(Diag *d, LLVMModuleRef lm, LLVMTargetMachineRef tm, const CodegenOptions *o)
{
	char pipeline[32];
	if (o->opt_size)
		strcpy(pipeline, "default<Os>");
	else
		snprintf(pipeline, sizeof pipeline, "default<O%d>", o->opt_level < 0 ? 0 : o->opt_level > 3 ? 3 : o->opt_level);
	LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
	/* Vectorise and unroll from -O2 and at -Os, as clang does. */
	bool vec = o->opt_level >= 2 || o->opt_size;
	LLVMPassBuilderOptionsSetLoopVectorization(po, vec);
	LLVMPassBuilderOptionsSetSLPVectorization(po, vec);
	LLVMPassBuilderOptionsSetLoopUnrolling(po, o->opt_level >= 2 && !o->opt_size);
	LLVMPassBuilderOptionsSetLoopInterleaving(po, vec);
	LLVMErrorRef e = LLVMRunPasses(lm, pipeline, tm, po);
	LLVMDisposePassBuilderOptions(po);
	if (e) {
		char *msg = LLVMGetErrorMessage(e);
		cg_report(d, DIAG_ERROR, LOC_NONE, "LLVM pass pipeline '%s' failed: %s", pipeline, msg);
		LLVMDisposeErrorMessage(msg);
		return false;
	}
	return true;
}

static bool take_buffer(LLVMMemoryBufferRef mb, char **out, size_t *len)
{
	*len = LLVMGetBufferSize(mb);
	*out = xmalloc(*len + 1);
	memcpy(*out, LLVMGetBufferStart(mb), *len);
	(*out)[*len] = 0;
	LLVMDisposeMemoryBuffer(mb);
	return true;
}

bool cg_write(Diag *d, LLVMModuleRef lm, LLVMTargetMachineRef tm, EmitKind kind,
              char **out, size_t *len)
{
	if (kind == EMIT_LLVM_IR) {
		char *s = LLVMPrintModuleToString(lm);
		*len = strlen(s);
		*out = xmalloc(*len + 1);
		memcpy(*out, s, *len + 1);
		LLVMDisposeMessage(s);
		return true;
	}
	if (kind == EMIT_BITCODE)
		return take_buffer(LLVMWriteBitcodeToMemoryBuffer(lm), out, len);
	char *err = NULL;
	LLVMMemoryBufferRef mb;
	LLVMCodeGenFileType ft = kind == EMIT_ASSEMBLY ? LLVMAssemblyFile : LLVMObjectFile;
	if (LLVMTargetMachineEmitToMemoryBuffer(tm, lm, ft, &err, &mb)) {
		cg_report(d, DIAG_ERROR, LOC_NONE, "code generation failed: %s", err ? err : "unknown error");
		LLVMDisposeMessage(err);
		return false;
	}
	return take_buffer(mb, out, len);
}
