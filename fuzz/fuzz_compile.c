/* fuzz_compile.c - libFuzzer target: a generated program (fuzz/gen.c)
 * compiled all the way to an object file in memory, as asyncc -c does:
 * parse, then the pipeline to PIPE_CF (passes.h), then the LLVM back
 * end's emit (src/backend/backend.c, linked into the target
 * instead of loaded: our code is instrumented, LLVM is not).
 *
 * The first byte chooses a plain or a runnable program, -O0 or -O1, and
 * whether to emit debug info (-g); the rest are the generator's choices.
 * The program is valid, so any diagnostic, from our passes, from the
 * back end's LLVM IR verification or from LLVM itself, is a finding, as
 * is an output that is not an ELF object. */
#include "config.h"
#include "backend/backend.h"
#include "harness.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The back end's entry points (backend.c); the driver dlopens them. */
extern const Backend asyncc_backend;

/* Small programs: code generation costs milliseconds per function. */
enum { COMPILE_MAX_OPS = 25 };

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	/* One piece, on this thread: no parts joined by a linker we would
	 * have to run. */
	setenv("ASYNCC_PART_OPS", "0", 1);
	setenv("ASYNCC_THREADS", "1", 1);
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size == 0)
		return 0;
	CodegenOptions cg = {
		.opt_level = (data[0] >> 1) & 1,
		.debug_info = (data[0] >> 2) & 1,
		.pic = true,
		.source_name = "generated.mlir",
		.comp_dir = "/fuzz",
	};
	Harness h;
	LowerOptions o;
	Module *m = harness_generated(&h, data, size, COMPILE_MAX_OPS, &o);
	Pipeline pipe;
	pipeline_default(&pipe);
	pipe.lower = o;
	if (!pipeline_run(m, &pipe, PIPE_CF))
		harness_fail(&h, "lowering a generated program failed");
	char *obj = NULL;
	size_t len = 0;
	if (!asyncc_backend.emit(m, &cg, EMIT_OBJECT, &obj, &len))
		harness_fail(&h, "the back end failed on a generated program");
	if (len < 4 || memcmp(obj, "\177ELF", 4) != 0)
		harness_fail(&h, "the back end's output is not an ELF object");
	if (!harness_quiet(&h))
		harness_fail(&h, "diagnostics on a generated program");
	free(obj);
	module_free(m);
	harness_end(&h);
	return 0;
}
