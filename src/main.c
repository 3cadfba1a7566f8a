/* main.c - temporary front-end driver (replaced by driver.c). */
#include "config.h"
#include "parse.h"
#include "print.h"
#include "verify.h"
#include "pass.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
	const char *input = NULL, *output = NULL;
	bool lower_cf = false, syntax_only = false, print = false, verify_diags = false, generic = false;
	bool split = false, debuginfo = false;
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "-fsyntax-only")) syntax_only = true;
		else if (!strcmp(argv[i], "--print-ir=input")) print = true;
		else if (!strcmp(argv[i], "--print-ir=cf")) print = lower_cf = true;
		else if (!strcmp(argv[i], "-verify-diagnostics")) verify_diags = true;
		else if (!strcmp(argv[i], "-mlir-print-op-generic")) generic = true;
		else if (!strcmp(argv[i], "-split-input-file")) split = true;
		else if (!strcmp(argv[i], "-mlir-print-debuginfo")) debuginfo = true;
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
	/* -split-input-file: each part between "// -----" lines is a module
	 * of its own, as in mlir-opt; outputs are separated the same way. */
	unsigned nparts = 1;
	SrcPart *parts = NULL;
	if (f && split)
		parts = source_split(c, f, &nparts);
	FILE *out = output ? NULL : stdout;
	bool all_ok = f != 0;
	for (unsigned i = 0; f && i < nparts; i++) {
		Module *m = parts ? parse_module_part(c, f, parts[i]) : parse_module(c, f);
		bool ok = m && verify_module(m);
		if (ok && lower_cf)
			ok = lower_scf(m) && verify_module(m);
		if (ok && print && !verify_diags && !out && !(out = fopen(output, "w"))) {
			perror(output);
			ok = false;
		}
		if (ok && print && !verify_diags) {
			if (i)
				fputs("// -----\n", out);
			print_module(m, out, (PrintOptions){.generic = generic, .debuginfo = debuginfo});
		}
		all_ok &= ok;
		module_free(m);
	}
	free(parts);
	if (out && out != stdout)
		fclose(out);
	int rc = verify_diags ? (diag_verify_end(d) ? 1 : 0) : (all_ok ? 0 : 1);
	ctx_free(c);
	return rc;
}
