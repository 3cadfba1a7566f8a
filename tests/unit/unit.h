/* unit.h - what the front-end unit tests share: a context whose
 * diagnostics are captured in memory, parsing from a string, printing
 * to a string. */
#ifndef ASYNCC_UNIT_H
#define ASYNCC_UNIT_H

#ifdef ASYNCRT_MINICR
#include "../runtime/minicr.h"   /* ThreadSanitizer builds: see there */
#else
#include <criterion/criterion.h>
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"
#include "syntax/syntax.h"
#include "verify/verify.h"

typedef struct Unit {
	Ctx *c;
	FILE *out;                 /* the Diag's output */
	char *text;
	size_t len;
} Unit;

static inline void unit_init(Unit *u)
{
	u->c = ctx_new();
	u->text = NULL;
	u->len = 0;
	u->out = open_memstream(&u->text, &u->len);
	diag_set_output(ctx_diag(u->c), u->out);
}

static inline void unit_fini(Unit *u)
{
	ctx_free(u->c);
	fclose(u->out);
	free(u->text);
}

/* Everything reported so far. */
static inline const char *unit_diags(Unit *u)
{
	fflush(u->out);
	return u->text ? u->text : "";
}

static inline uint32_t unit_file(Unit *u, const char *src)
{
	size_t n = strlen(src);
	char *copy = malloc(n + 1);
	memcpy(copy, src, n + 1);
	return diag_add_file(ctx_diag(u->c), "test.mlir", copy, n);
}

/* Parse (and verify, if asked); NULL after errors. */
static inline Module *unit_parse(Unit *u, const char *src, bool verify)
{
	Module *m = parse_module(u->c, unit_file(u, src));
	if (m && verify && !verify_module(m)) {
		module_free(m);
		return NULL;
	}
	return m;
}

/* The module printed; the caller frees the string. */
static inline char *unit_print(Module *m, bool generic)
{
	FILE *f = tmpfile();
	print_module(m, f, (PrintOptions){.generic = generic});
	long n = ftell(f);
	rewind(f);
	char *s = malloc((size_t)n + 1);
	s[fread(s, 1, (size_t)n, f)] = 0;
	fclose(f);
	return s;
}

/* The first op of the first function's body. */
static inline Op *unit_first_op(Module *m)
{
	Op *f = module_body(m)->first;
	return f->regions[0].first->first;
}

#define assert_diag(u, needle) \
	cr_assert(strstr(unit_diags(u), (needle)) != NULL, "expected \"%s\" in:\n%s", \
	          (needle), unit_diags(u))

#endif
