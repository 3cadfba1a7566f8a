/* harness.c - see harness.h. */
#include "config.h"
#include "harness.h"
#include "gen.h"
#include "syntax/syntax.h"
#include "verify/verify.h"

#include <stdlib.h>
#include <string.h>

void harness_begin(Harness *h, const char *program)
{
	*h = (Harness){.program = program};
	h->ctx = ctx_new();
	h->diags = open_memstream(&h->diag_text, &h->diag_len);
	if (!h->diags)
		abort();
	diag_set_output(ctx_diag(h->ctx), h->diags);
	diag_set_color(ctx_diag(h->ctx), false);
}

void harness_end(Harness *h)
{
	ctx_free(h->ctx);
	fclose(h->diags);
	free(h->diag_text);
	free(h->generated);
	*h = (Harness){0};
}

Module *harness_load(Harness *h, const char *name, const char *text, size_t len)
{
	char *copy = malloc(len + 1);
	if (!copy)
		abort();
	memcpy(copy, text, len);
	copy[len] = 0;
	uint32_t id = diag_add_file(ctx_diag(h->ctx), name, copy, len);
	Module *m = parse_module(h->ctx, id);
	if (m && !verify_module(m)) {
		module_free(m);
		return NULL;
	}
	return m;
}

Module *harness_generated(Harness *h, const uint8_t *data, size_t size, unsigned max_ops,
                          LowerOptions *o)
{
	GenConfig cfg = {.runnable = data[0] & 1, .max_ops = max_ops};
	char *text = gen_program(data + 1, size - 1, &cfg);
	harness_begin(h, text);
	h->generated = text;
	Module *m = harness_load(h, "generated.mlir", text, strlen(text));
	if (!m)
		harness_fail(h, "a generated program does not parse and verify");
	lower_options_default(o);
	o->eliminate_blocking_await = cfg.eliminate_blocking_await;
	return m;
}

bool harness_quiet(Harness *h)
{
	fflush(h->diags);
	return h->diag_len == 0;
}

char *harness_print(Module *m, PrintOptions opts, size_t *len)
{
	char *s = NULL;
	FILE *f = open_memstream(&s, len);
	if (!f || !print_module(m, f, opts))
		abort();
	fclose(f);
	return s;
}

bool harness_reads_back(Module *m, const char *what)
{
	size_t len;
	char *text = harness_print(m, (PrintOptions){.debuginfo = true}, &len);
	Harness again;
	harness_begin(&again, text);
	Module *m2 = harness_load(&again, what, text, len);
	bool ok = m2 != NULL;
	if (!ok) {
		fflush(again.diags);
		fprintf(stderr, "%s does not read back:\n%s\n%s", what, text, again.diag_text);
	}
	module_free(m2);
	harness_end(&again);
	free(text);
	return ok;
}

void harness_fail(Harness *h, const char *what)
{
	fflush(h->diags);
	fprintf(stderr, "==== %s\n==== the program:\n%s\n==== diagnostics:\n%s====\n",
	        what, h->program, h->diag_text ? h->diag_text : "");
	abort();
}

void harness_options(LowerOptions *o, const char *text)
{
	lower_options_default(o);
	if (strstr(text, "-feliminate-blocking-await"))
		o->eliminate_blocking_await = true;
	if (strstr(text, "-fno-async-parallel-for"))
		o->async_parallel_for = false;
}
