/* backend.h - the LLVM back end, loaded on demand.
 *
 * Everything that needs LLVM lives in a loadable module, asyncc-llvm.so,
 * so that the front end (parsing, verifying, printing, lowering) starts
 * in a millisecond instead of paying tens of milliseconds to map and
 * relocate libLLVM.  The driver loads it the first time code has to be
 * generated.  The module calls back into the compiler only through the
 * IR, diagnostics and allocation functions marked ASYNCC_API (api.h),
 * which are all the asyncc executable exports.
 *
 * The module gets what the pipeline left at PIPE_CF (passes.h): no scf,
 * no high-level async ops.  It runs no pass of the compiler's. */
#ifndef ASYNCC_BACKEND_H
#define ASYNCC_BACKEND_H

#include <stddef.h>

#include "ir/ir.h"

/* Bumped whenever Backend or CodegenOptions change shape (4: entry), or
 * the IR a back end reads does (5: the op table of the llvm, math and
 * index dialects, so that a back end built before them is refused;
 * 6: sanitize; 7: entry_result). */
#define BACKEND_ABI 7

/* -fsanitize=: what LLVM's instrumentation passes add (CodegenOptions). */
enum {
	SANITIZE_ADDRESS = 1u << 0,    /* the asan pass: AddressSanitizer */
	SANITIZE_THREAD = 1u << 1,     /* tsan-module and tsan: ThreadSanitizer */
};

typedef enum EmitKind {
	EMIT_OBJECT,       /* -c */
	EMIT_ASSEMBLY,     /* -S */
	EMIT_LLVM_IR,      /* -S -emit-llvm */
	EMIT_BITCODE,      /* -c -emit-llvm */
} EmitKind;

typedef struct CodegenOptions {
	int opt_level;             /* 0..3 */
	bool opt_size;             /* -Os */
	bool debug_info;           /* -g: DWARF from the ops' locations */
	bool pic;                  /* position-independent code (default) */
	const char *triple;        /* --target=, NULL for the host */
	const char *cpu;           /* -mcpu=, NULL for the target's default */
	const char *source_name;   /* the input as named on the command line */
	const char *comp_dir;      /* for debug info: the working directory */
	bool no_llvm_passes;       /* -disable-llvm-passes: the IR as generated */
	const char *entry;         /* run(): the function to call (-e), NULL for main */
	unsigned sanitize;         /* SANITIZE_* bits: instrument the module */
	const char *entry_result;  /* run(): -entry-point-result= (void, i32, i64, f32,
	                            * f64): call the entry as mlir-cpu-runner does
	                            * and print its result; NULL: the exit status */
} CodegenOptions;

typedef struct Backend {
	unsigned abi;              /* BACKEND_ABI */
	const char *llvm_version;
	/* Compile a lowered module (PIPE_CF) to *out, a malloc'd buffer of
	 * *len bytes.  False after reporting errors. */
	bool (*emit)(Module *m, const CodegenOptions *o, EmitKind kind, char **out, size_t *len);
	/* Run a lowered module's @main (or o->entry) in-process with ORC's
	 * LLJIT and the runtime library at runtime_lib loaded, passing it
	 * argv (cg_jit.c says how); returns its exit status, or -1 after
	 * reporting why it could not run. */
	int (*run)(Module *m, const CodegenOptions *o, const char *runtime_lib,
	           int argc, char **argv);
} Backend;

/* Name of the symbol the module exports: `const Backend asyncc_backend`. */
#define BACKEND_SYMBOL "asyncc_backend"

/* Find and load the back end (see toolpaths.h); NULL after reporting. */
const Backend *backend_load(Diag *d);

#endif
