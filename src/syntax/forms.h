/* forms.h - the custom assembly forms: parse_<form> and print_<form> of
 * every form in syntax.def, implemented in syntax_<dialect>.c with the
 * parser's and the printer's toolkits. */
#ifndef ASYNCC_FORMS_H
#define ASYNCC_FORMS_H

#include "parser.h"
#include "printer.h"

#define SYNTAX(e, fn, form) \
	bool parse_##fn(Parser *p, OpState *st); \
	void print_##fn(Printer *pr, Op *op);
#include "syntax.def"
#undef SYNTAX

/* Helpers the forms share (syntax.c). */

/* ": T" where every operand has type T; resolves them all. */
bool syn_colon_same_type(Parser *p, OpState *st, const UnresolvedVec *u, Type **out);
/* The op name and a space, as every custom form starts. */
void syn_print_name(Printer *pr, Op *op);
/* @name (or @"quoted name") into the sym_name attribute. */
bool syn_parse_sym_name(Parser *p, OpState *st);
/* The load and store forms, whatever the subscripts are (memref.load's
 * SSA indices, affine.load's map results):
 *   load:   SUBSCRIPTED                 one result, the element type
 *   store:  %v, SUBSCRIPTED             %v of the element type
 * where SUBSCRIPTED is "%m[...] [{attrs}] : memref<...>", read by `sub`
 * (which pushes the memref and its index operands after those st holds
 * and returns the memref type) and printed by `print` (mem: the index of
 * the memref operand). */
typedef bool SynSubscripted(Parser *p, OpState *st, Type **memref);
typedef void SynPrintSubscripted(Printer *pr, Op *op, unsigned mem);
bool syn_parse_load(Parser *p, OpState *st, SynSubscripted *sub);
bool syn_parse_store(Parser *p, OpState *st, SynSubscripted *sub);
void syn_print_load(Printer *pr, Op *op, SynPrintSubscripted *print);
void syn_print_store(Printer *pr, Op *op, SynPrintSubscripted *print);
/* ", read|write, locality<N>, data|instr" of memref.prefetch and
 * affine.prefetch into isWrite, localityHint and isDataCache
 * (syntax_memref_ops.c), and their printing. */
bool syn_parse_prefetch_flags(Parser *p, OpState *st);
void syn_print_prefetch_flags(Printer *pr, Op *op);
/* An affine expression over SSA values, as the affine ops print their
 * subscripts and bounds: dims as the values themselves, symbols as
 * symbol(%v) (syntax_affine.c). */
void syn_print_affine_ssa(Printer *pr, const AffineExpr *e, Value *const *dims,
                          Value *const *syms);
/* The tail scf.if and affine.if share (syntax_scf.c):
 *   [-> (T...)] {then} [else {else}] [{attrs}]
 * with an empty else region when there is none. */
bool syn_parse_if_tail(Parser *p, OpState *st);
/* Optional "overflow<...>" and "fastmath<...>" (syntax_arith.c), kept as
 * #arith.overflow / #arith.fastmath attributes, and their printing
 * (nothing for <none>); syn_flag_attrs names both, for pr_attr_dict. */
bool syn_parse_flags(Parser *p, OpState *st);
void syn_print_flags(Printer *pr, Op *op);
extern const char *const syn_flag_attrs[];

#endif
