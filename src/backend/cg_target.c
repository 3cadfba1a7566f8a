/* cg_target.c - LLVM's targets, the target machine, the optimisation
 * pipeline and the output formats. */
#include "config.h"
#include "cg.h"

#include <llvm-c/Analysis.h>
#include <llvm-c/BitWriter.h>
#include <llvm-c/ErrorHandling.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

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

/* ---------------------------------------------- bad options, not aborts */

/* LLVM stops the process on some option values it cannot honour (x86-64
 * code for a CPU without 64-bit mode): the handler turns that into a
 * diagnostic and exit status 1, after which the driver's exit handler
 * removes the outputs being written. */
static Diag *fatal_diag;
static pthread_once_t fatal_once = PTHREAD_ONCE_INIT;

static void on_fatal(const char *reason)
{
	diag_error(fatal_diag, LOC_NONE, "LLVM cannot generate code with these options: %s", reason);
	exit(1);
}

static void install_fatal(void)
{
	LLVMInstallFatalErrorHandler(on_fatal);
}

/* LLVM only warns, on standard error, about a -mcpu= it does not know,
 * and goes on without a CPU.  The target machine is made with standard
 * error going to a temporary file, whose text says whether the CPU was
 * known; -mcpu=help makes LLVM list the CPUs it knows there. */
static LLVMTargetMachineRef create_captured(LLVMTargetRef target, const char *triple, const char *cpu,
                                            LLVMCodeGenOptLevel level, LLVMRelocMode reloc,
                                            char *text, size_t n)
{
	text[0] = 0;
	FILE *tmp = tmpfile();
	int saved = tmp ? dup(2) : -1;
	fflush(stderr);
	if (saved >= 0)
		dup2(fileno(tmp), 2);
	LLVMTargetMachineRef tm = LLVMCreateTargetMachine(target, triple, cpu, "", level, reloc,
	                                                  LLVMCodeModelDefault);
	if (saved >= 0) {
		dup2(saved, 2);
		close(saved);
		rewind(tmp);
		size_t got = fread(text, 1, n - 1, tmp);
		text[got] = 0;
	}
	if (tmp)
		fclose(tmp);
	return tm;
}

/* The CPUs of a target, "a, b, c", from LLVM's -mcpu=help listing, as
 * many as fit in n bytes (then "..."). */
static void cpu_names(LLVMTargetRef target, const char *triple, char *out, size_t n)
{
	static char text[1 << 16];
	LLVMTargetMachineRef tm = create_captured(target, triple, "help", LLVMCodeGenLevelNone,
	                                          LLVMRelocDefault, text, sizeof text);
	if (tm)
		LLVMDisposeTargetMachine(tm);
	out[0] = 0;
	char *p = strstr(text, "Available CPUs for this target:");
	size_t len = 0;
	for (p = p ? strchr(p, '\n') : NULL; p && *p == '\n' && len < n; p = strchr(p + 1, '\n')) {
		char name[64];
		if (sscanf(p + 1, " %63s - ", name) != 1 || p[1] != ' ')
			continue;
		size_t w = strlen(name) + (len ? 2 : 0);
		if (len + w + 5 >= n) {
			snprintf(out + len, n - len, ", ...");
			break;
		}
		len += (size_t)snprintf(out + len, n - len, "%s%s", len ? ", " : "", name);
		if (strstr(p + 1, "\n\n") == strchr(p + 1, '\n'))
			break;             /* a blank line ends the list */
	}
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
	fatal_diag = d;
	pthread_once(&fatal_once, install_fatal);
	LLVMTargetMachineRef tm;
	if (o->cpu && !cpu) {
		/* A CPU as the user wrote it: checked. */
		char text[4096];
		tm = create_captured(target, triple, want_cpu, codegen_level[level],
		                     o->pic ? LLVMRelocPIC : LLVMRelocStatic, text, sizeof text);
		if (tm && strstr(text, "is not a recognized processor")) {
			char names[900];
			cpu_names(target, triple, names, sizeof names);
			diag_error(d, LOC_NONE, "unknown target CPU '%s' for %s", o->cpu, triple);
			if (names[0])
				diag_note(d, LOC_NONE, "valid target CPU values are: %s", names);
			LLVMDisposeTargetMachine(tm);
			LLVMDisposeMessage(triple);
			return NULL;
		}
	} else {
		tm = LLVMCreateTargetMachine(target, triple, want_cpu, features ? features : "",
		                             codegen_level[level], o->pic ? LLVMRelocPIC : LLVMRelocStatic,
		                             LLVMCodeModelDefault);
	}
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
