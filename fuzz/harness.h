/* harness.h - what the fuzz targets share: a context whose diagnostics
 * are kept in memory, loading text, printing to a string, and giving up
 * with everything needed to reproduce a finding. */
#ifndef ASYNCC_FUZZ_HARNESS_H
#define ASYNCC_FUZZ_HARNESS_H

#include "ir/ir.h"
#include "passes/passes.h"
#include "syntax/syntax.h"

#include <stdint.h>

#include <stdio.h>

typedef struct Harness {
	Ctx *ctx;
	FILE *diags;               /* the context's diagnostics, in memory */
	char *diag_text;
	size_t diag_len;
	const char *program;       /* the input, for reports */
	char *generated;           /* harness_generated's program (owned) */
} Harness;

void harness_begin(Harness *h, const char *program);
void harness_end(Harness *h);

/* The start of a target fed by fuzz/gen.c: the program of data (whose
 * first byte is the target's own; its bit 0 asks for a runnable
 * program), with at most max_ops statements, begins h, parses and
 * verifies (a failure is a finding), and o gets the options the driver
 * would use with the flags the generator asks for.  harness_end frees
 * the program. */
Module *harness_generated(Harness *h, const uint8_t *data, size_t size, unsigned max_ops,
                          LowerOptions *o);

/* Parse len bytes of text (copied) and verify; NULL if either fails. */
Module *harness_load(Harness *h, const char *name, const char *text, size_t len);

/* Whether any diagnostic (error, warning or note) was reported. */
bool harness_quiet(Harness *h);

/* The module as text (malloc'd). */
char *harness_print(Module *m, PrintOptions opts, size_t *len);

/* Print the module as text and read it back in a context of its own:
 * the printer must write what the parser reads.  False after printing
 * the text and the diagnostics to stderr. */
bool harness_reads_back(Module *m, const char *what);

/* Report a finding: what went wrong, the program, the diagnostics so
 * far, then abort() so that libFuzzer keeps the input. */
__attribute__((noreturn)) void harness_fail(Harness *h, const char *what);

/* The options the driver would use, with -f(no-)eliminate-blocking-await
 * and -f(no-)async-parallel-for taken from the text if it names them
 * (as the tests' ASYNCC-FLAGS lines and the generator's comment do). */
void harness_options(LowerOptions *o, const char *text);

#endif
