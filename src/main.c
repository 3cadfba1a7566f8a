/* main.c - temporary front-end driver (replaced by driver.c). */
#include "config.h"
#include "parse.h"
#include "print.h"
#include "verify.h"
#include "pass.h"
#include "backend_cli.h"

#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
	const char *input = NULL, *output = NULL;
	bool lower_cf = false, syntax_only = false, print = false, verify_diags = false, generic = false;
	BackendCli be;
	backend_cli_init(&be);
	for (int i = 1; i < argc; i++) {
		if (backend_cli_flag(&be, argc, argv, &i)) continue;
		else if (be.run && input) {   /* -run FILE ARGS...: the program's */
			be.run_argc = argc - i + 1;
			be.run_argv = argv + i - 1;
			break;
		}
		else if (!strcmp(argv[i], "-fsyntax-only")) syntax_only = true;
		else if (!strcmp(argv[i], "--print-ir=input")) print = true;
		else if (!strcmp(argv[i], "--print-ir=cf")) print = lower_cf = true;
		else if (!strcmp(argv[i], "-verify-diagnostics")) verify_diags = true;
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
	Module *m = f ? parse_module(c, f) : NULL;
	bool ok = m && verify_module(m);
	if (ok && lower_cf)
		ok = lower_scf(m) && verify_module(m);
	int rc;
	if (verify_diags) {
		rc = diag_verify_end(d) ? 1 : 0;
	} else if (ok && backend_cli_wanted(&be) && !syntax_only) {
		rc = backend_cli_finish(&be, m, input, output);
	} else {
		rc = ok ? 0 : 1;
		if (ok && print) {
			FILE *out = output ? fopen(output, "w") : stdout;
			print_module(m, out, (PrintOptions){.generic = generic});
			if (output)
				fclose(out);
		}
	}
	module_free(m);
	ctx_free(c);
	return rc;
}
