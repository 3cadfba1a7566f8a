/* syntax_vector.h - what the vector dialect's custom forms share
 * (syntax_vector.c, syntax_vector_mem.c, syntax_vector_contract.c). */
#ifndef ASYNCC_SYNTAX_VECTOR_H
#define ASYNCC_SYNTAX_VECTOR_H

#include "forms.h"

/* A type that must be a vector: "custom op 'OP' invalid kind of type
 * specified" otherwise, as MLIR's parser says. */
Type *syn_vector_type(Parser *p, const char *op);
/* "[1, -2, 3]" into out. */
bool syn_int_list(Parser *p, I64Vec *out);
/* [1, 2] as MLIR's I64ArrayAttr: an array of i64 integers. */
Attr *syn_i64_array(Ctx *c, const int64_t *v, unsigned n);
/* "[1, 2]" of an array of integers or an array<i64: ...>. */
void syn_print_int_list(Printer *pr, Attr *a);
/* "<add>" into the kind attribute (#vector.kind<add>), and its printing. */
bool syn_parse_kind(Parser *p, OpState *st);
void syn_print_kind(Printer *pr, Op *op);

#endif
