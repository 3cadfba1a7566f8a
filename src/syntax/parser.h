/* parser.h - the parser's toolkit, shared by parse.c and the custom
 * assembly forms in syntax_*.c.
 *
 * A custom parser reads its op's text into an OpState, the way MLIR's
 * OperationState works: operands are first read as unresolved names, then
 * resolved once their types are known (usually after the trailing ':'),
 * result types, attributes, regions and successors are collected, and
 * parse.c creates the op and binds the result names.  Every function
 * returns false (or NULL) after reporting an error; callers just pass the
 * failure up. */
#ifndef ASYNCC_PARSER_H
#define ASYNCC_PARSER_H

#include "ir/ir.h"
#include "lex.h"
#include "support/hash.h"
#include "support/vec.h"

#include <stdlib.h>
#include <string.h>

/* An operand as written: %name or %name#3, not yet given a type. */
typedef struct Unresolved {
	const char *name;          /* "%name" in the source text (not NUL-terminated) */
	unsigned len;
	unsigned hash;             /* hash_bytes of the name */
	unsigned index;            /* the #N, 0 when absent */
	bool numbered;             /* "#N" written */
	Loc loc;
} Unresolved;

/* An argument declared by the op for its region's entry block:
 * "%i" in scf.for, "%arg0: i32" in a function signature. */
typedef struct ArgDecl {
	Unresolved name;           /* name.name is NULL when unnamed */
	Type *type;
	Attr *attrs;               /* argument attribute dictionary, or NULL */
	Loc loc;
} ArgDecl;

typedef SVEC(Unresolved, 8) UnresolvedVec;
typedef SVEC(Type *, 8) TypeVec;
typedef SVEC(ArgDecl, 4) ArgVec;
typedef SVEC(NamedAttr, 4) AttrVec;
typedef SVEC(int64_t, 4) I64Vec;
typedef SVEC(Attr *, 8) AttrPtrVec;

typedef struct OpState {
	OpKind kind;
	Loc loc;
	SVEC(Value *, 8) operands;
	SVEC(Type *, 4) types;             /* result types */
	AttrVec attrs;
	SVEC(Region *, 2) regions;         /* detached, in the module arena */
	SVEC(Succ, 2) succs;
	SVEC(unsigned, 4) segs;            /* operand segment sizes */
	/* The default dialect for ops in this op's regions ("func" for
	 * func.func, so that "return" means func.return there; NULL for
	 * custom forms without one; the enclosing one for generic ops). */
	const char *region_dialect;
} OpState;

/* A name defined in an open scope: removed (and its NameDef recycled)
 * when the scope closes. */
struct ScopeUndo {
	const char *name;
	unsigned len, hash;
	void *def;
};

struct PendingLoc {
	Op *op;
	const char *alias;
	Loc at;
};

typedef struct Parser {
	Ctx *ctx;
	Module *m;
	Diag *diag;
	Lexer lx;
	Token tok;
	Loc prev_end;              /* just after the previous token */
	unsigned depth;            /* region nesting, bounded */
	unsigned type_depth;       /* type and attribute nesting, bounded */
	PtrMap type_aliases;       /* interned "!name" -> Type */
	StrMap type_memo;          /* first token of a type -> TypeMemo list */
	PtrMap attr_aliases;       /* interned "#name" -> Attr */
	PtrMap ident_structs;      /* interned name -> its !llvm.struct<"name", ...> */
	struct EnclosingStruct *enclosing_structs;  /* named structs being read */
	StrMap names;              /* "%name" -> NameDef */
	StrMap spare_names;        /* an isolated region's table, emptied:
	                            * the next one's, so that a module of
	                            * many functions allocates it once */
	PtrMap fwd;                /* interned "%name" -> forward reference */
	PtrMap blocks;             /* interned "^bb" -> Block, current region */
	PtrMap unknown_ops;        /* interned names of unknown ops reported */
	struct {                   /* st_add_attr's names, by address */
		const char *name, *interned;
	} attr_names[64];
	SVEC(struct ScopeUndo, 16) undo;
	void *free_defs;           /* NameDefs of closed scopes, for reuse */
	const char *dialect;       /* default dialect for unqualified op names */
	const char *custom_op;     /* the op whose custom form is being read,
	                            * for MLIR's "custom op 'NAME' " prefix */
	Arena scratch;             /* parser-lifetime bookkeeping */
	SVEC(struct PendingLoc, 4) pending_locs;
	bool gave_up;              /* error recovery stopped: too many errors */
	bool tensor_ok;            /* tensor<...> allowed: the type of a dense<...> */
	unsigned errors0;          /* the Diag's error count when parsing began */
} Parser;

/* ----------------------------------------------------------- tokens */
/* The token readers are inline: the parser calls them once or more per
 * token, and keywords are literals whose strlen folds away. */
static inline void p_next(Parser *p)
{
	p->prev_end = (Loc){p->tok.loc.file, p->tok.loc.line, p->tok.loc.col + p->tok.len};
	lex_scan(&p->lx, &p->tok);
}
static inline bool p_is(const Parser *p, TokKind k) { return p->tok.kind == k; }
static inline bool p_accept(Parser *p, TokKind k)
{
	if (p->tok.kind != k)
		return false;
	p_next(p);
	return true;
}
static inline bool p_is_kw(const Parser *p, const char *kw)
{
	size_t n = strlen(kw);
	return p->tok.kind == TK_BARE && p->tok.len == n && memcmp(p->tok.s, kw, n) == 0;
}
static inline bool p_accept_kw(Parser *p, const char *kw)
{
	if (!p_is_kw(p, kw))
		return false;
	p_next(p);
	return true;
}
bool p_expect(Parser *p, TokKind k, const char *context);
/* A keyword of a custom form (its message gets p_custom_prefix), and
 * one of the generic grammar (types, attributes, locations). */
bool p_expect_kw(Parser *p, const char *kw);
bool p_expect_word(Parser *p, const char *kw);
/* "custom op 'NAME' " while a custom form is read, "" otherwise: MLIR
 * starts the messages of its custom parsers so. */
const char *p_custom_prefix(const Parser *p, char *buf, size_t n);
/* Report at the current token; always returns false. */
bool p_error(Parser *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
bool p_error_at(Parser *p, Loc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* An error for a token that is missing: at the end of the previous token
 * when the current one is on a later line (MLIR's emitWrongTokenError). */
bool p_error_missing(Parser *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* A custom op wanted one kind of attribute where the text holds another:
 * MLIR's "invalid kind of attribute specified" at its start (or the
 * attribute's own error when it is none). */
bool p_attr_kind_error(Parser *p);
/* Interned spelling of the current token. */
const char *p_tok_intern(Parser *p);
/* "'spelling'" (or "end of file") for messages, in buf. */
const char *p_tok_desc(const Token *t, char *buf, size_t n);
/* Location of the character `off` bytes into a token (on one line). */
Loc p_tok_loc_at(const Token *t, unsigned off);
/* Lex again from s, inside or after the current token: for dimension
 * lists ("4x?xf32") and attribute bodies read character by character. */
void p_relex(Parser *p, const char *s);
/* The kinds of the parameters of #llvm.tbaa_tag<...> and the members of
 * #llvm.tbaa_type_desc<...>, text [s, e) on one line from `at`, which
 * MLIR 19's parser checks (parse_tbaa.c); reports and returns false. */
bool p_tbaa_kinds_ok(Parser *p, const char *s, const char *e, Loc at);

/* Nesting of types, attributes and locations deeper than this is
 * refused with a diagnostic instead of risking the stack. */
enum { P_MAX_NESTING = 200 };

/* Shaped types of higher rank are refused: a memref descriptor holds two
 * words per dimension and code generation works per dimension, so a
 * hostile "4x4x...xf32" would otherwise cost gigabytes downstream. */
enum { P_MAX_RANK = 64 };

/* ------------------------------------------------------------ types */
Type *p_type(Parser *p);
/* Whether the current token starts a type (for type attributes). */
bool p_starts_type(const Parser *p);
/* "T" or "(T, U)" or "()" into out. */
bool p_type_list_maybe_paren(Parser *p, TypeVec *out);
/* "T, U, ..." (at least one). */
bool p_type_list(Parser *p, TypeVec *out);
/* ": T, U" after an operand list: exactly n types. */
bool p_colon_types(Parser *p, TypeVec *out, unsigned n);
Type *p_function_type(Parser *p);
/* "<T>" after "!async.value" or in the short forms of runtime ops. */
Type *p_value_type_body(Parser *p);
/* "!llvm.ptr", "!llvm.struct<...>", ... (syntax_llvm_types.c). */
Type *p_llvm_dialect_type(Parser *p);

/* ------------------------------------------------------- attributes */
Attr *p_attr(Parser *p);
bool p_integer(Parser *p, int64_t *out, bool *negative);
/* A hexadecimal literal (bits, written with a minus when neg, past 64
 * bits when too_big) read as float type t: MLIR's two checks, reported
 * at the literal. */
bool p_check_hex_float(Parser *p, Loc at, Type *t, bool neg, bool too_big, uint64_t bits);
/* An optional "{...}" attribute dictionary, merged into st. */
bool p_attr_dict(Parser *p, OpState *st);
/* An optional "attributes {...}". */
bool p_attr_dict_kw(Parser *p, OpState *st);
bool p_dict_entries(Parser *p, AttrVec *out);
Attr *p_dict_attr(Parser *p);
/* dense<...> : T at the keyword (parse_elements.c). */
Attr *p_dense_elements(Parser *p);
/* dense<...> without the ": T", of the given shaped type (a custom form
 * such as memref.global's "= dense<...>" knows it: a tensor type of the
 * memref's shape, as MLIR types a global's initial value). */
Attr *p_dense_elements_typed(Parser *p, Type *shaped);
/* affine_map<...> or affine_set<...> at the keyword (parse_affine.c);
 * p_affine_map_body reads "(d0)[s0] -> (...)", after the '<'. */
Attr *p_affine_attr(Parser *p);
AffineMap *p_affine_map_body(Parser *p);
/* Affine expressions over SSA values, as affine.load's subscripts
 * "%i + 1, %j * symbol(%n)" and affine.parallel's bounds read them: a
 * value becomes a dim (a symbol inside symbol(...)) where it first
 * appears, numbered in that order; named again, it means the same. */
typedef struct AffineSsaIds {
	UnresolvedVec ids;
	SVEC(AffineExpr *, 8) exprs;      /* d<k> or s<k>, one per id */
	unsigned ndims, nsyms;
} AffineSsaIds;
void affine_ssa_init(AffineSsaIds *s);
void affine_ssa_free(AffineSsaIds *s);
AffineExpr *p_affine_ssa_expr(Parser *p, AffineSsaIds *s);
/* Resolve the ids into st as index operands, dims then symbols, in map
 * order. */
bool affine_ssa_resolve(Parser *p, OpState *st, const AffineSsaIds *s);
void st_add_attr(Parser *p, OpState *st, const char *name, Attr *a);
/* loc(...): the location, or in *alias the name of a #loc alias. */
bool p_location(Parser *p, LocInfo *out, const char **alias, Loc *alias_at);
/* Trailing loc(...) of an op or argument; fills *out (NULL if none). */
bool p_opt_location(Parser *p, Attr **out, Op *for_op);

/* ---------------------------------------------------------- operands */
bool p_operand(Parser *p, Unresolved *out);
bool p_is_operand(const Parser *p);
/* "%a, %b, ..." possibly empty if allow_empty. */
bool p_operand_list(Parser *p, UnresolvedVec *out, bool allow_empty);
Value *p_resolve(Parser *p, const Unresolved *u, Type *t);
bool p_resolve_all(Parser *p, OpState *st, const UnresolvedVec *u, Type *const *types);
/* Resolve every name with the same type. */
bool p_resolve_same(Parser *p, OpState *st, const UnresolvedVec *u, Type *t);
bool p_resolve_into(Parser *p, OpState *st, const Unresolved *u, Type *t);
void st_segment(OpState *st, unsigned size);

/* ------------------------------------------------- regions, blocks */
/* "%name: type [{attrs}] [loc(...)]" */
bool p_arg_decl(Parser *p, ArgDecl *out, bool with_attrs);
/* A region "{...}" whose entry block gets args (or an explicit ^bb0).
 * isolated: outer values are not visible inside. */
bool p_region(Parser *p, OpState *st, const ArgDecl *args, unsigned nargs, bool isolated);
/* ^bb with optional "(%a, %b : T, U)" operands, recorded as a successor. */
bool p_successor(Parser *p, OpState *st, bool with_operands);

/* ------------------------------------------------------ custom forms */
typedef bool (*SyntaxParseFn)(Parser *p, OpState *st);
extern const SyntaxParseFn syntax_parsers[SYN__COUNT];
/* The operands successor i of an llvm branch written in the generic
 * form takes; false for other ops (syntax_llvm_func.c). */
bool llvm_generic_successor(const OpState *st, unsigned i, unsigned *first, unsigned *count);

#endif
