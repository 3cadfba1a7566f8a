/* strings.c - the driver's strings: argv vectors being built, formatted
 * strings, and the pool that keeps the strings of a run alive until
 * driver_main returns (see driver.h). */
#include "config.h"
#include "driver.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

void sv_push(StrVec *s, const char *str)
{
	if (s->n + 2 > s->cap) {
		s->cap = s->cap ? 2 * s->cap : 16;
		s->v = xrealloc(s->v, s->cap * sizeof *s->v);
	}
	s->v[s->n++] = (char *)str;
	s->v[s->n] = NULL;
}

static char *vformat(const char *fmt, va_list ap)
{
	va_list again;
	va_copy(again, ap);
	int n = vsnprintf(NULL, 0, fmt, ap);
	char *s = xmalloc((size_t)n + 1);
	vsnprintf(s, (size_t)n + 1, fmt, again);
	va_end(again);
	return s;
}

char *str_printf(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	char *s = vformat(fmt, ap);
	va_end(ap);
	return s;
}

void sv_free(StrVec *s)
{
	free(s->v);
	*s = (StrVec){0};
}

/* The strings handed over by str_keep. */
static StrVec kept;

char *str_keep(char *s)
{
	if (s)
		sv_push(&kept, s);
	return s;
}

void str_keep_free(void)
{
	for (unsigned i = 0; i < kept.n; i++)
		free(kept.v[i]);
	sv_free(&kept);
}

void sv_pushf(StrVec *s, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	sv_push(s, str_keep(vformat(fmt, ap)));
	va_end(ap);
}

void sv_append(StrVec *s, const StrVec *from)
{
	for (unsigned i = 0; i < from->n; i++)
		sv_push(s, from->v[i]);
}
