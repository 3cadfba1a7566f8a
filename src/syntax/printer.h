/* printer.h - the printer's toolkit, shared by print.c and the custom
 * assembly forms in syntax_*.c.  Each custom printer writes its op after
 * the result names and "= " that print.c has written already. */
#ifndef ASYNCC_PRINTER_H
#define ASYNCC_PRINTER_H

#include <string.h>

#include "ir/ir.h"
#include "syntax/syntax.h"

typedef struct Printer {
	Ctx *ctx;
	Buf out;
	unsigned indent;
	PrintOptions opts;
	FILE *file;                /* flushed to when the buffer grows large */
	const char *dialect;       /* default dialect here: names print short */
	bool write_failed;
	Buf names;                 /* result groups' names (print_names.c) */
	bool dry;                  /* the aliases' first pass: output dropped */
} Printer;

/* Value.scratch while printing: 0 unnamed, NAME_ARG | N+1 for %argN,
 * NAME_STR | an offset in Printer.names for a name MLIR's hints give,
 * else N+1 for %N. */
enum { NAME_ARG = 1u << 31, NAME_STR = 1u << 30 };
/* Name every value and block nested in op's regions (print_names.c). */
void names_assign(Printer *pr, Op *op);
/* "%name" or "%name#i" of a hinted value; "%a, %b:2" for an op's results. */
void names_print_use(Printer *pr, Value *v);
void names_print_def(Printer *pr, Op *op);

/* #map/#set aliases (print_alias.c): a first pass over the module with
 * print_op records the maps and sets printed as attributes; the
 * definitions are then written, and while the Aliases are active,
 * alias_print writes "#mapN" for those (true) instead of the map. */
typedef struct Aliases Aliases;
Aliases *aliases_collect(Printer *pr, Op *module, void (*print_op)(Printer *, Op *));
void aliases_print_defs(Printer *pr, Aliases *a);
void aliases_free(Aliases *a);

static inline void pr_put(Printer *pr, const char *s, size_t n) { buf_put(&pr->out, s, n); }
static inline void pr_puts(Printer *pr, const char *s) { buf_puts(&pr->out, s); }
static inline void pr_putc(Printer *pr, char c) { buf_putc(&pr->out, c); }

void pr_printf(Printer *pr, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Two spaces per level of pr->indent, for forms that span lines. */
void pr_indent(Printer *pr);
void pr_value(Printer *pr, Value *v);
/* Operands [first, first+n) separated by ", ". */
void pr_operands(Printer *pr, Op *op, unsigned first, unsigned n);
void pr_type(Printer *pr, Type *t);
/* Types separated by ", ". */
void pr_types(Printer *pr, Type *const *t, unsigned n);
void pr_operand_types(Printer *pr, Op *op, unsigned first, unsigned n);
void pr_result_types(Printer *pr, Op *op);
void pr_attr(Printer *pr, Attr *a);
/* @name, quoted when it is not a bare identifier: a symbol's name as
 * its symbol reference prints, with no attribute made to print it. */
void pr_symbol(Printer *pr, const char *name);
/* " {name = value, ...}" with the named attributes left out (NULL ends
 * the list); nothing when no attribute remains. */
void pr_attr_dict(Printer *pr, Op *op, const char *const *elided);
/* pr_attr_dict with one attribute more, in its place by name: an
 * inherent attribute the op lacks but MLIR prints at its default. */
void pr_attr_dict_implied(Printer *pr, Op *op, const char *const *elided, const NamedAttr *implied);
/* The same, as " attributes {...}". */
void pr_attr_dict_kw(Printer *pr, Op *op, const char *const *elided);
/* " {...}" region.  entry_args: print the entry block's label and
 * arguments; terminators: print a terminator the custom form may omit. */
void pr_region(Printer *pr, Region *r, bool entry_args, bool terminators);
/* "^bb3" or "^bb3(%a, %b : i32, i64)" for successor i. */
void pr_successor(Printer *pr, Op *op, unsigned i, bool with_operands);
void pr_block_name(Printer *pr, Block *b);
/* "%name: type" for a block argument. */
void pr_arg_decl(Printer *pr, Value *arg);
/* The generic form of op ("dialect.op"(...) ...), for ops that have no
 * custom form. */
void pr_generic(Printer *pr, Op *op);
/* An op in its custom (or generic) form without its results' names. */
void pr_op_without_results(Printer *pr, Op *op);

/* cf.switch's generic-form spelling of its attribute a, when a is
 * case_values (syntax_cf.c); false for any other attribute. */
bool syn_switch_generic_prop(Printer *pr, Op *op, const NamedAttr *a);

typedef void (*SyntaxPrintFn)(Printer *pr, Op *op);
extern const SyntaxPrintFn syntax_printers[SYN__COUNT];

#endif
