/* syntax.h - MLIR's textual format: reading it into a Module and
 * printing a Module back as text that mlir-opt-19 reads.
 *
 * The implementation is in syntax/: the lexer, the generic parser and
 * printer, and the custom assembly forms of each dialect (syntax.def). */
#ifndef ASYNCC_SYNTAX_H
#define ASYNCC_SYNTAX_H

#include <stdio.h>

#include "support/buf.h"
#include "ir/ir.h"

/* ------------------------------------------------------------- reading */

/* Load a source file into the context's Diag: a path, "-" for standard
 * input; gzip data (whatever the name) is decompressed.  Returns the file
 * id, or 0 after reporting why it could not be read. */
uint32_t source_load(Ctx *c, const char *path);

/* -split-input-file: register one file per "// -----" chunk of a loaded
 * file, each holding its chunk's text and numbering its lines as the
 * whole file does; returns how many, their ids in a malloc'd *chunks.
 * The whole file's expected-* comments are left to the chunks. */
unsigned source_split(Ctx *c, uint32_t file, uint32_t **chunks);

/* Parse a loaded file.  Returns NULL after reporting errors.  Errors in
 * one function of a module do not stop the parser from reporting those
 * of the next (up to a limit); the module is then still not returned. */
Module *parse_module(Ctx *c, uint32_t file);

/* ------------------------------------------------------------ printing */

typedef struct PrintOptions {
	bool generic;              /* "dialect.op"(...) form for every op */
	bool debuginfo;            /* print loc(...) after ops */
} PrintOptions;

/* Print the module; returns false if writing failed. */
bool print_module(Module *m, FILE *out, PrintOptions opts);

/* Text of a type or attribute, for diagnostics (interned in the Ctx). */
const char *type_str(Ctx *c, Type *t);
const char *attr_str(Ctx *c, Attr *a);

/* An op in the generic form, its values named as in its function (for
 * diagnostics that show the op, as MLIR's do). */
const char *op_generic_str(Ctx *c, Op *op);

/* The same, appended to a buffer. */
void buf_type(Buf *b, Type *t);
void buf_attr(Buf *b, Attr *a);
/* Shortest text that reads back as the same value of type t (f32/f64),
 * in a form MLIR's lexer takes (always with '.', hex for inf/nan). */
/* While a module prints with aliases: "#mapN"/"#setN" for obj, true;
 * else false and nothing written (print_alias.c). */
bool alias_print(Buf *b, const void *obj, bool is_set);
void buf_float(Buf *b, Type *t, double v);
/* "text" with MLIR's escapes. */
void buf_string_lit(Buf *b, const char *s, size_t n);
/* "!llvm.ptr", "!llvm.struct<...>", ... (syntax/syntax_llvm_types.c). */
void buf_llvm_type(Buf *b, Type *t);

/* Dense elements and affine attributes (print_elements.c, print_float.c,
 * print_affine.c), as mlir-opt-19 prints them. */
void buf_elements(Buf *b, Attr *a);
/* The same without the " : T" (for custom forms that print the type
 * elsewhere, as memref.global does). */
void buf_elements_literal(Buf *b, Attr *a);
/* A float element given by its bits, in MLIR's style ("1.500000e+00"). */
void buf_float_bits(Buf *b, Type *t, uint64_t bits);
void buf_affine_expr(Buf *b, const AffineExpr *e);
/* The same with dims and symbols printed by fn (affine.load's "%i + 1"). */
typedef void (*AffineLeafFn)(Buf *b, const AffineExpr *leaf, void *arg);
void buf_affine_expr_with(Buf *b, const AffineExpr *e, AffineLeafFn fn, void *arg);
void buf_affine_map(Buf *b, const AffineMap *m);
void buf_affine_set(Buf *b, const AffineSet *s);

#endif
