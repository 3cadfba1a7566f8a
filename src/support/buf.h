/* buf.h - growable byte buffers, always NUL-terminated.
 *
 * The printer writes whole modules into one (flushing it to its file as
 * it grows), the header emitter and the dependency writer build their
 * files in one.  The writers are inline: printing is mostly short
 * literals, whose strlen folds away. */
#ifndef ASYNCC_BUF_H
#define ASYNCC_BUF_H

#include <stdint.h>
#include <stddef.h>
#include <string.h>

typedef struct Buf {
	char *data;                /* NULL until the first write */
	size_t len, cap;
} Buf;

void buf_init(Buf *b);
void buf_free(Buf *b);
/* Room for n more bytes and the terminating NUL (the slow path). */
void buf_grow_(Buf *b, size_t n);

static inline void buf_need(Buf *b, size_t n)
{
	if (b->len + n + 1 > b->cap)
		buf_grow_(b, n);
}

static inline void buf_put(Buf *b, const char *s, size_t n)
{
	buf_need(b, n);
	memcpy(b->data + b->len, s, n);
	b->len += n;
	b->data[b->len] = 0;
}

static inline void buf_putc(Buf *b, char c)
{
	buf_need(b, 1);
	b->data[b->len++] = c;
	b->data[b->len] = 0;
}

static inline void buf_puts(Buf *b, const char *s) { buf_put(b, s, strlen(s)); }

#define BUF_LIT(b, lit) buf_put((b), (lit), sizeof(lit) - 1)

/* Decimal digits of v at o; returns the end.  Names are mostly one or
 * two digits long. */
static inline char *buf_fmt_uint(char *o, uint64_t v)
{
	if (v < 10) {
		*o++ = (char)('0' + v);
		return o;
	}
	/* Two digits (i32, i64, %10 to %99): no loops. */
	if (v < 100) {
		o[0] = (char)('0' + v / 10);
		o[1] = (char)('0' + v % 10);
		return o + 2;
	}
	/* Count the digits, then write them backwards in place: no
	 * temporary and no memcpy call per name. */
	char *e = o + 2;
	for (uint64_t t = v / 100; t; t /= 10)
		e++;
	char *q = e;
	do {
		*--q = (char)('0' + v % 10);
		v /= 10;
	} while (v);
	return e;
}

/* Decimal, without printf: SSA names are most of what gets printed.
 * Inline, as the formatting above. */
static inline void buf_uint(Buf *b, uint64_t v)
{
	buf_need(b, 24);
	char *o = buf_fmt_uint(b->data + b->len, v);
	*o = 0;
	b->len = (size_t)(o - b->data);
}

void buf_int(Buf *b, int64_t v);
void buf_printf(Buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

#endif
