/* ops.h - the operation table: what asyncc knows about each op.
 *
 * Rows come from ops.def.  Other stages keep their own per-op tables
 * indexed by OpKind (lowering, code generation), so adding an op means
 * adding a row here and a row in each stage that handles it. */
#ifndef ASYNCC_OPS_H
#define ASYNCC_OPS_H

#include "support/api.h"
#include <stdbool.h>

typedef enum OpKind {
#define OP(e, name, syn, traits, nreg, sig, verify, inherent) OP_##e,
#include "ops.def"
#undef OP
	OP__COUNT
} OpKind;

/* Custom assembly forms; each has a parser and a printer (syntax_*.c),
 * listed in syntax.def. */
typedef enum Syntax {
#define SYNTAX(e, fn, form) SYN_##e,
#include "syntax/syntax.def"
#undef SYNTAX
	SYN__COUNT
} Syntax;

/* Traits. */
enum {
	T_TERMINATOR      = 1u << 0,   /* ends a block */
	T_PURE            = 1u << 1,   /* no side effects: dead if unused */
	T_ISOLATED        = 1u << 2,   /* regions see no outer values */
	T_SYMBOL          = 1u << 3,   /* defines a symbol (sym_name) */
	T_SYMBOL_TABLE    = 1u << 4,
	T_FUNC_LIKE       = 1u << 5,   /* func.func, async.func */
	T_NO_TERMINATOR   = 1u << 6,   /* region blocks need no terminator */
	T_IMPLICIT_YIELD  = 1u << 7,   /* custom form may omit an empty yield */
	T_SEGMENTS        = 1u << 8,   /* operandSegmentSizes */
	T_RETURN_LIKE     = 1u << 9,   /* terminator returning to the parent op */
	T_CONSTANT        = 1u << 10,
	T_COMMUTATIVE     = 1u << 11,
	T_LOOP            = 1u << 12,
	T_GLOBAL          = 1u << 16,  /* a global of the module beside its functions */
};

/* Signature letters (the SIG column):
 *   b i1   x index   T !async.token   G !async.group
 *   I !async.coro.id   H !async.coro.handle   S !async.coro.state
 *   a token or value   r token, value or group   * any type */

typedef struct Op Op;
typedef struct Verifier Verifier;
typedef bool (*VerifyFn)(Op *op, Verifier *v);

typedef struct OpInfo {
	const char *name;          /* "dialect.op" */
	Syntax syntax;
	unsigned traits;
	int nregions;              /* -1: any number */
	const char *sig;           /* "" or "OPERANDS>RESULTS" */
	VerifyFn verify;
	const char *inherent;      /* comma-separated attribute names */
	unsigned name_len;         /* strlen(name), for lookups and printing */
} OpInfo;

ASYNCC_API extern const OpInfo op_table[OP__COUNT];

/* The op-specific verifiers named in the VERIFY column (verify/). */
#define OP(e, name, syn, traits, nreg, sig, verify, inherent) bool verify(Op *, Verifier *);
#include "ops.def"
#undef OP

/* The op named `name` (len bytes), or OP__COUNT. */
OpKind op_lookup(const char *name, unsigned len);
/* The default dialect inside the op's regions: unqualified op names
 * there ("return") mean ops of that dialect, as MLIR's
 * OpAsmOpInterface::getDefaultDialect has it.  NULL: unchanged. */
const char *op_region_dialect(OpKind k);
/* Whether `attr` is one of the op's inherent attributes. */
bool op_attr_is_inherent(OpKind k, const char *attr);

/* For "did you mean" notes: the name among names[0..n) that looks like
 * a typo of s (a few edits away), or NULL. */
const char *closest_name(const char *s, unsigned len, const char *const *names, unsigned n);
/* The op name that s (qualified or not) looks like a typo of, or the op
 * an unqualified name means in full; NULL if none. */
const char *op_suggest(const char *name, unsigned len);

/* The signature letter's type (the SIG column), or NULL for '*' and
 * 'a'/'r', which stand for several types. */
typedef struct Ctx Ctx;
typedef struct Type Type;
Type *sig_type(Ctx *c, char letter);
/* Number of operand letters in a signature. */
unsigned sig_num_operands(const char *sig);

/* Predicate names of arith.cmpi and arith.cmpf, by predicate number. */
extern const char *const cmpi_predicates[10];
extern const char *const cmpf_predicates[16];
int predicate_lookup(const char *const *names, int n, const char *s, unsigned len);
/* index.cmp's predicate, #index<cmp_predicate NAME>, as the number of
 * NAME in cmpi_predicates (the same ten, in the same order), or -1. */
typedef struct Attr Attr;
ASYNCC_API int index_cmp_pred(const Attr *a);

#endif
