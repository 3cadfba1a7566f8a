/* print_elements.c - dense elements attributes as mlir-opt-19 prints
 * them: a splat as its one element ("dense<1.000000e+00>"), up to 100
 * elements as nested lists, more as the hex form of their bytes
 * ("dense<\"0x0000803F...\">", i1 packed eight to a byte), floats in
 * MLIR's own style (print_float.c), i1 as true and false. */
#include "config.h"
#include "syntax/syntax.h"

#include <inttypes.h>

/* Above this many elements MLIR prints the hex form. */
enum { HEX_THRESHOLD = 100 };

static void put_elem(Buf *b, const Attr *a, size_t i)
{
	Type *t = at_elements_type(a);
	uint64_t w = at_elements_bits(a, i);
	if (ty_is_float(t))
		buf_float_bits(b, t, w);
	else if (ty_is_any_int(t) && t->width == 1)
		buf_puts(b, w ? "true" : "false");
	else if (t->kind == TY_UINT)
		buf_uint(b, w);
	else
		buf_int(b, (int64_t)w);
}

/* Dimension `dim` of the list starting at element *next. */
static void put_list(Buf *b, const Attr *a, unsigned dim, size_t *next)
{
	const Type *t = a->type;
	buf_putc(b, '[');
	for (int64_t k = 0; k < t->shape[dim]; k++) {
		if (k)
			BUF_LIT(b, ", ");
		if (dim + 1 < t->rank)
			put_list(b, a, dim + 1, next);
		else
			put_elem(b, a, (*next)++);
	}
	buf_putc(b, ']');
}

static void put_hex(Buf *b, const Attr *a, size_t count)
{
	Type *t = at_elements_type(a);
	BUF_LIT(b, "\"0x");
	if (ty_is_any_int(t) && t->width == 1) {
		for (size_t i = 0; i < count; i += 8) {
			unsigned byte = 0;
			for (size_t k = i; k < count && k < i + 8; k++)
				byte |= (unsigned)(at_elements_bits(a, k) & 1) << (k - i);
			buf_printf(b, "%02X", byte);
		}
	} else {
		unsigned bytes = ty_is_any_int(t) ? (t->width + 7) / 8
		               : t->kind == TY_INDEX ? 8 : ty_float_width(t) / 8;
		for (size_t i = 0; i < count; i++) {
			uint64_t w = at_elements_bits(a, i);
			for (unsigned k = 0; k < bytes; k++)
				buf_printf(b, "%02X", (unsigned)(w >> (8 * k)) & 0xFF);
		}
	}
	buf_putc(b, '"');
}

void buf_elements_literal(Buf *b, Attr *a)
{
	size_t count = at_elements_count(a);
	BUF_LIT(b, "dense<");
	if (count && at_elements_is_splat(a)) {
		put_elem(b, a, 0);
	} else if (count > HEX_THRESHOLD) {
		put_hex(b, a, count);
	} else if (count) {
		size_t next = 0;
		put_list(b, a, 0, &next);
	}
	buf_putc(b, '>');
}

void buf_elements(Buf *b, Attr *a)
{
	buf_elements_literal(b, a);
	BUF_LIT(b, " : ");
	buf_type(b, a->type);
}
