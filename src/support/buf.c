/* buf.c - growable byte buffers; see buf.h. */
#include "config.h"
#include "support/buf.h"
#include "support/arena.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

void buf_init(Buf *b)
{
	b->data = NULL;
	b->len = b->cap = 0;
}

void buf_free(Buf *b)
{
	free(b->data);
	buf_init(b);
}

void buf_grow_(Buf *b, size_t n)
{
	size_t cap = b->cap ? b->cap * 2 : 4096;
	while (cap < b->len + n + 1)
		cap *= 2;
	b->data = xrealloc(b->data, cap);
	b->cap = cap;
}

void buf_int(Buf *b, int64_t v)
{
	if (v < 0) {
		buf_putc(b, '-');
		buf_uint(b, 0 - (uint64_t)v);
	} else {
		buf_uint(b, (uint64_t)v);
	}
}

void buf_printf(Buf *b, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	char small[256];
	int n = vsnprintf(small, sizeof small, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if ((size_t)n < sizeof small) {
		buf_put(b, small, (size_t)n);
		return;
	}
	buf_need(b, (size_t)n);
	va_start(ap, fmt);
	vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
	va_end(ap);
	b->len += (size_t)n;
}
