/* print.h - IR back to MLIR text that mlir-opt-19 reads. */
#ifndef ASYNCC_PRINT_H
#define ASYNCC_PRINT_H

#include <stdio.h>

#include "ir.h"

typedef struct PrintOptions {
	bool generic;              /* "dialect.op"(...) form for every op */
	bool debuginfo;            /* print loc(...) after ops */
} PrintOptions;

/* Print the module; returns false if writing failed. */
bool print_module(Module *m, FILE *out, PrintOptions opts);

/* Text of a type or attribute, for diagnostics (interned in the Ctx). */
const char *type_str(Ctx *c, Type *t);
const char *attr_str(Ctx *c, Attr *a);

/* Growable output buffer, used by the printer and the header emitter. */
typedef struct Buf {
	char *data;
	size_t len, cap;
} Buf;

void buf_init(Buf *b);
void buf_free(Buf *b);
void buf_putc(Buf *b, char c);
void buf_put(Buf *b, const char *s, size_t n);
void buf_puts(Buf *b, const char *s);
void buf_printf(Buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void buf_type(Buf *b, Type *t);
void buf_attr(Buf *b, Attr *a);
/* Shortest text that reads back as the same value of type t (f32/f64),
 * in a form MLIR's lexer takes (always with '.', hex for inf/nan). */
void buf_float(Buf *b, Type *t, double v);

#endif
