/* backend_cli.h - the code generation flags of the temporary front-end
 * driver (main.c): -c, -S, -emit-llvm, -O0..3, -Os, -g, --target=,
 * -mcpu=, -fPIC/-fno-pic, -disable-llvm-passes and -run.  The real
 * driver (driver.c) takes the same flags. */
#ifndef ASYNCC_BACKEND_CLI_H
#define ASYNCC_BACKEND_CLI_H

#include "backend.h"

typedef struct BackendCli {
	bool compile, assemble, emit_llvm, run;
	CodegenOptions cg;
	int run_argc;              /* -run: the program's argv[0..] */
	char **run_argv;
} BackendCli;

void backend_cli_init(BackendCli *b);
/* Consume argv[*i] (and a following argument) if it is one of ours. */
bool backend_cli_flag(BackendCli *b, int argc, char **argv, int *i);
/* Whether the flags ask for code (an output file or a run). */
bool backend_cli_wanted(const BackendCli *b);
/* Lower the verified module m from `input` and generate code into
 * `output` (NULL: derived from the input's name, "-": stdout), or run it.
 * Returns the exit status. */
int backend_cli_finish(BackendCli *b, Module *m, const char *input, const char *output);

#endif
