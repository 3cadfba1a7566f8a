/* main.c - temporary front-end driver (replaced by driver.c). */
#include "config.h"
#include "parse.h"
#include "print.h"
#include "verify.h"
#include "pass.h"
#include "refcount.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
	const char *input = NULL, *output = NULL;
	long min_task = 0;
	bool no_par = false, split = false, lower_cf = false, lower_rt = false, refcount = false, refcount_opt = false, refcount_check = false, eliminate = false, syntax_only = false, print = false, verify_diags = false, generic = false;
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "-fsyntax-only")) syntax_only = true;
		else if (!strcmp(argv[i], "--print-ir=input")) print = true;
		else if (!strcmp(argv[i], "--print-ir=cf")) print = lower_cf = true;
		else if (!strcmp(argv[i], "--print-ir=runtime")) print = lower_rt = true;
		else if (!strcmp(argv[i], "--pass=refcount")) print = refcount = true;  /* hidden, for tests */
		else if (!strcmp(argv[i], "--pass=refcount-opt")) print = refcount_opt = true;
		else if (!strcmp(argv[i], "--pass=refcount-check")) refcount_check = true;
		else if (!strcmp(argv[i], "-feliminate-blocking-await")) eliminate = true;
		else if (!strcmp(argv[i], "-fno-eliminate-blocking-await")) eliminate = false;
		else if (!strcmp(argv[i], "-fno-async-parallel-for")) no_par = true;
		else if (!strncmp(argv[i], "-fparallel-min-task-size=", 25)) min_task = atol(argv[i] + 25);
		else if (!strcmp(argv[i], "-verify-diagnostics")) verify_diags = true;
		else if (!strcmp(argv[i], "-split-input-file")) split = true;
		else if (!strcmp(argv[i], "-mlir-print-op-generic")) generic = true;
		else if (!strcmp(argv[i], "-o") && i + 1 < argc) output = argv[++i];
		else input = argv[i];
	}
	(void)syntax_only;
	if (!input) {
		fprintf(stderr, "usage: asyncc [-fsyntax-only|--print-ir=input] FILE\n");
		return 1;
	}
	Ctx *c = ctx_new();
	Diag *d = ctx_diag(c);
	if (verify_diags)
		diag_verify_begin(d);
	uint32_t f = source_load(c, input);
	uint32_t *chunks = &f;
	unsigned nchunks = f ? 1 : 0;
	if (f && split)
		nchunks = source_split(c, f, &chunks);
	bool all_ok = f != 0;
	FILE *out = NULL;
	for (unsigned k = 0; k < nchunks; k++) {
		Module *m = parse_module(c, chunks[k]);
		bool ok = m && verify_module(m);
		if (ok && lower_cf)
			ok = lower_scf(m) && verify_module(m);
		if (ok && lower_rt) {
			LowerOptions lo;
			lower_options_default(&lo);
			lo.eliminate_blocking_await = eliminate;
			lo.async_parallel_for = !no_par;
			lo.parallel_min_task_size = min_task;
			ok = lower_to_runtime(m, &lo) && verify_module(m);
		}
		if (ok && refcount)
			ok = insert_refcounts(m) && verify_module(m);
		if (ok && refcount_opt) {
			rc_optimize_module(m);
			ok = verify_module(m);
		}
		if (ok && refcount_check)
			ok = rc_check_module(m);
		if (ok && print && !verify_diags) {
			if (!out)
				out = output ? fopen(output, "w") : stdout;
			if (k)
				fputs("// -----\n", out);
			print_module(m, out, (PrintOptions){.generic = generic});
		}
		all_ok &= ok;
		module_free(m);
	}
	if (out && output)
		fclose(out);
	if (chunks != &f)
		free(chunks);
	int rc = verify_diags ? (diag_verify_end(d) ? 1 : 0) : (all_ok ? 0 : 1);
	ctx_free(c);
	return rc;
}
