/* fuzz_parse.c - libFuzzer target: parse, verify and print, and check
 * that printing round-trips.
 *
 * Any input must end in diagnostics or a module, never a crash, a hang,
 * a leak or undefined behaviour (the target is built with ASan and
 * UBSan).  A module that verifies must print as text that parses and
 * verifies again and prints the same: the printer and the parser agree,
 * in both the custom and the generic form. */
#include "config.h"
#include "syntax/syntax.h"
#include "verify/verify.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The module as text; the caller frees it. */
static char *print_to_string(Module *m, bool generic, size_t *len)
{
	char *s = NULL;
	FILE *f = open_memstream(&s, len);
	if (!f)
		abort();
	print_module(m, f, (PrintOptions){.generic = generic, .debuginfo = true});
	fclose(f);
	return s;
}

/* Parse text in a fresh context; NULL if it does not parse and verify. */
static Module *load(Ctx *c, const char *name, const char *text, size_t len)
{
	char *copy = malloc(len + 1);
	memcpy(copy, text, len);
	copy[len] = 0;
	uint32_t id = diag_add_file(ctx_diag(c), name, copy, len);
	Module *m = parse_module(c, id);
	if (m && !verify_module(m)) {
		module_free(m);
		return NULL;
	}
	return m;
}

static void round_trip(Module *m, bool generic)
{
	size_t len, len2;
	char *text = print_to_string(m, generic, &len);
	Ctx *c = ctx_new();
	FILE *diags = fopen("/dev/null", "w");
	diag_set_output(ctx_diag(c), diags);
	Module *again = load(c, "printed", text, len);
	if (!again) {
		/* Show what failed before stopping. */
		diag_set_output(ctx_diag(c), stderr);
		load(c, "printed", text, len);
		fprintf(stderr, "printed module does not read back:\n%s\n", text);
		abort();
	}
	char *text2 = print_to_string(again, generic, &len2);
	if (len != len2 || memcmp(text, text2, len) != 0) {
		fprintf(stderr, "printing is not a fixed point:\n%s\n---\n%s\n", text, text2);
		abort();
	}
	free(text2);
	module_free(again);
	ctx_free(c);
	fclose(diags);
	free(text);
}

/* -split-input-file, when the input has a separator: every chunk
 * parses and verifies (or fails) on its own. */
static void split_chunks(Ctx *c, uint32_t file)
{
	const SrcFile *f = diag_file(ctx_diag(c), file);
	const char *sep = strstr(f->text, "// -----");
	if (!sep)
		return;
	uint32_t *chunks;
	unsigned n = source_split(c, file, &chunks);
	for (unsigned i = 0; i < n; i++) {
		Module *m = parse_module(c, chunks[i]);
		if (m)
			verify_module(m);
		module_free(m);
	}
	free(chunks);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	Ctx *c = ctx_new();
	FILE *diags = fopen("/dev/null", "w");
	diag_set_output(ctx_diag(c), diags);
	Module *m = load(c, "input", (const char *)data, size);
	if (m) {
		round_trip(m, false);
		round_trip(m, true);
		module_free(m);
	}
	split_chunks(c, 1);
	ctx_free(c);
	fclose(diags);
	return 0;
}
