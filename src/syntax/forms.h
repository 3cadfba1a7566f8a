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
/* Optional "overflow<...>" and "fastmath<...>" (syntax_arith.c), kept as
 * #arith.overflow / #arith.fastmath attributes, and their printing
 * (nothing for <none>); syn_flag_attrs names both, for pr_attr_dict. */
bool syn_parse_flags(Parser *p, OpState *st);
void syn_print_flags(Printer *pr, Op *op);
extern const char *const syn_flag_attrs[];

#endif
