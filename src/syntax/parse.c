/* parse.c - MLIR's textual format into asyncc's IR.
 *
 * Recursive descent over the tokens of lex.c.  This file holds what
 * every op shares: tokens, SSA names and their scopes, regions and
 * blocks, the generic op form, and the top level (aliases, implicit or
 * explicit module).  Types are read by parse_type.c, attributes and
 * locations by parse_attr.c, the custom forms of each op by syntax_*.c;
 * all reach each other through parser.h.
 *
 * SSA names: "%x" maps to a NameDef in p->names.  Regions push a scope
 * (an undo log restores shadowed entries when it closes), and isolated
 * regions (functions) start from an empty table.  A use before the
 * definition creates a placeholder value that the definition replaces. */
#include "config.h"
#include "syntax/syntax.h"
#include "parser.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* Deeper nesting than this is refused with a diagnostic instead of
 * risking the stack on hostile input. */
enum { MAX_REGION_DEPTH = 200 };

typedef struct NameDef {
	union {
		Value *first;      /* results are contiguous in op->res */
		void *next_free;   /* in Parser.free_defs once its scope closed */
	};
	unsigned count;
	bool is_arg;
	bool poison;               /* results of an unknown op: any use goes */
	Loc loc;                   /* where the name was bound, for notes */
} NameDef;

typedef struct BlockRef {
	Block *block;
	Loc first_use;
	bool defined;
} BlockRef;

/* ================================================================ tokens */


/* Where a missing token belongs: at the current token, or, when that
 * starts a later line, just after the previous token (as clang and MLIR
 * point at the end of the line that lacks a ';' or ':'). */
static Loc missing_token_loc(const Parser *p)
{
	if (p->prev_end.line && p->tok.loc.line > p->prev_end.line)
		return p->prev_end;
	return p->tok.loc;
}


static bool vreport(Parser *p, Loc loc, const char *fmt, va_list ap) __attribute__((format(printf, 3, 0)));
static bool vreport(Parser *p, Loc loc, const char *fmt, va_list ap)
{
	/* The lexer reported the bad token itself; what the parser expected
	 * instead would only repeat it. */
	if (p->tok.kind != TK_ERROR)
		diag_vreport(p->diag, DIAG_ERROR, loc, fmt, ap);
	return false;
}

bool p_error(Parser *p, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vreport(p, p->tok.loc, fmt, ap);
	va_end(ap);
	return false;
}

bool p_error_missing(Parser *p, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vreport(p, missing_token_loc(p), fmt, ap);
	va_end(ap);
	return false;
}

bool p_error_at(Parser *p, Loc loc, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	diag_vreport(p->diag, DIAG_ERROR, loc, fmt, ap);
	va_end(ap);
	return false;
}

const char *p_tok_desc(const Token *t, char *buf, size_t n)
{
	if (t->kind == TK_EOF)
		return "end of file";
	snprintf(buf, n, "'%.*s'", t->len > 40 ? 40 : (int)t->len, t->s);
	return buf;
}

static bool report_missing(Parser *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static bool report_missing(Parser *p, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vreport(p, missing_token_loc(p), fmt, ap);
	va_end(ap);
	return false;
}

/* p_expect's error path, out of line: the 64-byte buffer and the saved
 * registers it needs cost every expected token that is there. */
static __attribute__((noinline, cold)) bool expect_failed(Parser *p, TokKind k, const char *context)
{
	char buf[64];
	if (context)
		return report_missing(p, "expected %s %s, found %s", tok_kind_name(k), context,
		                      p_tok_desc(&p->tok, buf, sizeof buf));
	return report_missing(p, "expected %s, found %s", tok_kind_name(k),
	                      p_tok_desc(&p->tok, buf, sizeof buf));
}

bool p_expect(Parser *p, TokKind k, const char *context)
{
	if (p_accept(p, k))
		return true;
	return expect_failed(p, k, context);
}


const char *p_custom_prefix(const Parser *p, char *buf, size_t n)
{
	if (!p->custom_op)
		return "";
	snprintf(buf, n, "custom op '%s' ", p->custom_op);
	return buf;
}

bool p_expect_kw(Parser *p, const char *kw)
{
	if (p_accept_kw(p, kw))
		return true;
	char buf[64], prefix[128];
	/* A custom op's parseKeyword reports at the token found, even on a
	 * later line; the core parser's tokens at the end of the last one. */
	if (p->custom_op)
		return p_error(p, "%sexpected '%s', found %s", p_custom_prefix(p, prefix, sizeof prefix),
		               kw, p_tok_desc(&p->tok, buf, sizeof buf));
	return report_missing(p, "expected '%s', found %s", kw, p_tok_desc(&p->tok, buf, sizeof buf));
}

bool p_expect_word(Parser *p, const char *kw)
{
	if (p_accept_kw(p, kw))
		return true;
	char buf[64];
	return report_missing(p, "expected '%s', found %s", kw, p_tok_desc(&p->tok, buf, sizeof buf));
}

const char *p_tok_intern(Parser *p)
{
	return ctx_intern(p->ctx, p->tok.s, p->tok.len);
}

/* Location of the character `off` bytes into the current token, which
 * lies on one line. */
Loc p_tok_loc_at(const Token *t, unsigned off)
{
	return (Loc){t->loc.file, t->loc.line, t->loc.col + off};
}

/* Re-lex from `s`, somewhere inside or after the current token. */
void p_relex(Parser *p, const char *s)
{
	lex_reset(&p->lx, s, p_tok_loc_at(&p->tok, (unsigned)(s - p->tok.s)));
	p_next(p);
}

/* ============================================================ SSA names */

static unsigned scope_push(Parser *p)
{
	return p->undo.n;
}

/* Close the scopes opened since `mark`.  The names of an isolated region
 * live in a table that is dropped whole, so they need no removal. */
static void scope_pop(Parser *p, unsigned mark, bool drop_table)
{
	while (p->undo.n > mark) {
		struct ScopeUndo *u = &p->undo.v[--p->undo.n];
		/* The definition dies with its scope: keep it for the next one,
		 * so a module of many functions needs only one function's worth
		 * of NameDefs. */
		NameDef *d = u->def;
		d->next_free = p->free_defs;
		p->free_defs = d;
		if (!drop_table)
			strmap_del(&p->names, u->name, u->len, u->hash);
	}
}

bool p_is_operand(const Parser *p)
{
	return p->tok.kind == TK_PERCENT;
}

/* Out of line, as expect_failed. */
static __attribute__((noinline, cold)) bool operand_missing(Parser *p)
{
	/* MLIR's wording, which names no token. */
	return p_error_missing(p, "expected SSA operand");
}

bool p_operand(Parser *p, Unresolved *out)
{
	if (!p_is(p, TK_PERCENT))
		return operand_missing(p);
	/* The name stays in the source text; its hash is computed once here
	 * for every table it goes through. */
	out->name = p->tok.s;
	out->len = p->tok.len;
	out->hash = hash_bytes(p->tok.s, p->tok.len, 0);
	out->loc = p->tok.loc;
	out->index = 0;
	out->numbered = false;
	p_next(p);
	if (p_is(p, TK_HASH) && p->tok.len > 1 && p->tok.s[1] >= '0' && p->tok.s[1] <= '9') {
		out->numbered = true;
		unsigned long idx = strtoul(p->tok.s + 1, NULL, 10);
		if (idx > 1000000)
			return p_error(p, "result number out of range");
		out->index = (unsigned)idx;
		p_next(p);
	}
	return true;
}

bool p_operand_list(Parser *p, UnresolvedVec *out, bool allow_empty)
{
	if (!p_is_operand(p)) {
		if (allow_empty)
			return true;
		return p_operand(p, &(Unresolved){0});
	}
	do {
		Unresolved u;
		if (!p_operand(p, &u))
			return false;
		svec_push(out, u);
	} while (p_accept(p, TK_COMMA));
	return true;
}

/* Interned key of a forward reference: "%x" for result 0, "%x#N"
 * otherwise.  Forward references are rare: only they pay for interning. */
static const char *fwd_key(Parser *p, const Unresolved *n, unsigned index)
{
	if (index == 0)
		return ctx_intern(p->ctx, n->name, n->len);
	char buf[512];
	snprintf(buf, sizeof buf, "%.*s#%u", n->len > 480 ? 480 : (int)n->len, n->name, index);
	return ctx_intern_cstr(p->ctx, buf);
}

static Value *p_resolve_fwd(Parser *p, const Unresolved *u, Type *t)
{
	const char *key = fwd_key(p, u, u->index);
	Value *ph = ptrmap_get(&p->fwd, key);
	if (ph) {
		if (ph->type != t) {
			p_error_at(p, u->loc, "use of value '%.*s' expects different type than prior uses: '%s' vs '%s'",
			           (int)u->len, u->name, type_str(p->ctx, t), type_str(p->ctx, ph->type));
			diag_note(p->diag, ph->loc, "prior use here");
			return NULL;
		}
		return ph;
	}
	ph = arena_alloc(&p->m->arena, sizeof *ph);
	ph->type = t;
	ph->loc = u->loc;
	ph->scratch = (uintptr_t)key;
	ptrmap_put(&p->fwd, key, ph);
	return ph;
}

Value *p_resolve(Parser *p, const Unresolved *u, Type *t)
{
	NameDef *d = strmap_get(&p->names, u->name, u->len, u->hash);
	if (!d)
		return p_resolve_fwd(p, u, t);
	if (d->poison) {
		/* The parse fails already (the unknown op was reported): a
		 * stand-in of the expected type keeps the rest of the function
		 * from reporting the same mistake again. */
		Value *v = arena_alloc(&p->m->arena, sizeof *v);
		v->type = t;
		v->loc = u->loc;
		return v;
	}
	if (u->index >= d->count) {
		p_error_at(p, u->loc, "result number %u out of range for %.*s, which has %u",
		           u->index, (int)u->len, u->name, d->count);
		return NULL;
	}
	Value *v = d->first + u->index;
	if (v->type != t) {
		p_error_at(p, u->loc, "use of value '%.*s' expects different type than prior uses: '%s' vs '%s'",
		           (int)u->len, u->name, type_str(p->ctx, t), type_str(p->ctx, v->type));
		diag_note(p->diag, v->def ? v->def->loc : v->loc, "prior use here");
		return NULL;
	}
	return v;
}

/* Bind a name to values: results first..first+count-1 or one argument;
 * first NULL binds the results of an unknown op, which uses accept as
 * anything.  Names are unique across nested regions, as in MLIR, so a
 * name visible here cannot be bound again. */
static bool p_define(Parser *p, const Unresolved *n, Value *first, unsigned count, bool is_arg)
{
	void **slot = strmap_slot(&p->names, n->name, n->len, n->hash);
	if (*slot) {
		p_error_at(p, n->loc, "redefinition of SSA value '%.*s'", (int)n->len, n->name);
		diag_note(p->diag, ((NameDef *)*slot)->loc, "previously defined here");
		return false;
	}
	NameDef *d = p->free_defs;
	if (d)
		p->free_defs = d->next_free;
	else
		d = arena_alloc(&p->scratch, sizeof *d);
	d->first = first;
	d->count = count;
	d->is_arg = is_arg;
	d->poison = first == NULL;
	d->loc = n->loc;
	*slot = d;
	svec_push(&p->undo, ((struct ScopeUndo){n->name, n->len, n->hash, d}));
	if (!p->fwd.len)
		return true;
	for (unsigned i = 0; i < count; i++) {
		const char *key = fwd_key(p, n, i);
		Value *ph = ptrmap_get(&p->fwd, key);
		if (!ph)
			continue;
		if (!first) {
			ptrmap_del(&p->fwd, key);
			continue;
		}
		if (ph->type != first[i].type) {
			p_error_at(p, n->loc, "definition of SSA value '%.*s#%u' has type '%s'",
			           (int)n->len, n->name, i, type_str(p->ctx, first[i].type));
			diag_note(p->diag, ph->loc, "previously used here with type '%s'",
			          type_str(p->ctx, ph->type));
			return false;
		}
		value_replace_uses(ph, &first[i]);
		ptrmap_del(&p->fwd, key);
	}
	return true;
}

bool p_resolve_into(Parser *p, OpState *st, const Unresolved *u, Type *t)
{
	Value *v = p_resolve(p, u, t);
	if (!v)
		return false;
	svec_push(&st->operands, v);
	return true;
}

bool p_resolve_all(Parser *p, OpState *st, const UnresolvedVec *u, Type *const *types)
{
	for (unsigned i = 0; i < u->n; i++)
		if (!p_resolve_into(p, st, &u->v[i], types[i]))
			return false;
	return true;
}

bool p_resolve_same(Parser *p, OpState *st, const UnresolvedVec *u, Type *t)
{
	for (unsigned i = 0; i < u->n; i++)
		if (!p_resolve_into(p, st, &u->v[i], t))
			return false;
	return true;
}

void st_segment(OpState *st, unsigned size)
{
	svec_push(&st->segs, size);
}

/* ================================================= regions and blocks */

bool p_arg_decl(Parser *p, ArgDecl *out, bool with_attrs)
{
	memset(out, 0, sizeof *out);
	out->loc = p->tok.loc;
	if (!p_operand(p, &out->name))
		return false;
	if (out->name.index)
		return p_error_at(p, out->loc, "argument names may not have a result number");
	if (!p_expect(p, TK_COLON, "after the argument name") || !(out->type = p_type(p)))
		return false;
	if (with_attrs && p_is(p, TK_LBRACE) && !(out->attrs = p_dict_attr(p)))
		return false;
	Attr *loc;
	return p_opt_location(p, &loc, NULL);
}

static BlockRef *block_ref(Parser *p, const char *name, Loc use)
{
	BlockRef *r = ptrmap_get(&p->blocks, name);
	if (!r) {
		r = arena_alloc(&p->scratch, sizeof *r);
		r->block = block_new(p->m);
		r->first_use = use;
		ptrmap_put(&p->blocks, name, r);
	}
	return r;
}

bool p_successor(Parser *p, OpState *st, bool with_operands)
{
	if (!p_is(p, TK_CARET))
		return p_error(p, "expected block name");
	BlockRef *r = block_ref(p, p_tok_intern(p), p->tok.loc);
	p_next(p);
	unsigned first = st->operands.n, count = 0;
	if (with_operands && p_accept(p, TK_LPAREN)) {
		UnresolvedVec u;
		svec_init(&u);
		TypeVec t;
		svec_init(&t);
		bool ok = p_operand_list(p, &u, false) && p_colon_types(p, &t, u.n) &&
		          p_expect(p, TK_RPAREN, "to end the successor operands") &&
		          p_resolve_all(p, st, &u, t.v);
		count = u.n;
		svec_free(&u);
		svec_free(&t);
		if (!ok)
			return false;
	}
	svec_push(&st->succs, ((Succ){r->block, first, count}));
	return true;
}

static bool p_operation(Parser *p, Block *b);

/* "^bb3(%a: i32, %b: i64):" */
static bool p_block_label(Parser *p, Region *r, Block **out)
{
	const char *name = p_tok_intern(p);
	Loc loc = p->tok.loc;
	BlockRef *ref = block_ref(p, name, loc);
	if (ref->defined)
		return p_error(p, "redefinition of block '%s'", name);
	ref->defined = true;
	Block *b = ref->block;
	region_push_block(r, b);
	p_next(p);
	if (p_accept(p, TK_LPAREN) && !p_accept(p, TK_RPAREN)) {
		do {
			ArgDecl a;
			if (!p_arg_decl(p, &a, false))
				return false;
			Value *v = block_add_arg(p->m, b, a.type, a.loc);
			if (!p_define(p, &a.name, v, 1, true))
				return false;
		} while (p_accept(p, TK_COMMA));
		if (!p_expect(p, TK_RPAREN, "to end the block arguments"))
			return false;
	}
	*out = b;
	return p_expect(p, TK_COLON, "after the block label");
}

/* Error recovery: after a failed operation directly in a module body,
 * skip to the next line that starts at the failed op's column (or left
 * of it) with something other than a closing bracket, so that the errors
 * of the following functions are reported too.  False when there is
 * nothing left to try or enough errors were reported already. */
enum { MAX_ERRORS = 20 };

static bool closes(TokKind k)
{
	return k == TK_RBRACE || k == TK_RPAREN || k == TK_RSQUARE || k == TK_GREATER;
}

static bool p_recover(Parser *p, uint32_t col)
{
	if (diag_errors(p->diag) - p->errors0 >= MAX_ERRORS) {
		if (!p->gave_up)
			diag_note(p->diag, LOC_NONE, "too many errors, stopping now");
		p->gave_up = true;
		return false;
	}
	/* The lexer stays quiet in text being skipped. */
	p->lx.quiet = true;
	uint32_t line = p->tok.loc.line;
	if (!p_is(p, TK_EOF))
		p_next(p);
	while (!p_is(p, TK_EOF)) {
		bool starts_line = p->tok.loc.line != line;
		line = p->tok.loc.line;
		/* Block labels and stray tokens do not start an operation. */
		if (starts_line && !p_is(p, TK_ERROR) && !p_is(p, TK_CARET) &&
		    (p->tok.loc.col < col || (p->tok.loc.col == col && !closes(p->tok.kind))))
			break;
		p_next(p);
	}
	p->lx.quiet = false;
	return !p_is(p, TK_EOF);
}

static bool p_block_body(Parser *p, Block *b, bool recover)
{
	while (!p_is(p, TK_CARET) && !p_is(p, TK_RBRACE)) {
		if (p_is(p, TK_EOF))
			return p_error(p, "expected '}' to end the region");
		uint32_t col = p->tok.loc.col;
		if (!p_operation(p, b) && !(recover && p_recover(p, col)))
			return false;
	}
	return true;
}

static bool check_forward_refs(Parser *p)
{
	if (!p->fwd.len)
		return true;
	/* Report in source order: the first unresolved use. */
	Value *first = NULL;
	for (size_t i = 0; i < p->fwd.cap; i++) {
		const void *k = p->fwd.keys[i];
		if (!k || k == PTRMAP_TOMB)
			continue;
		Value *v = p->fwd.vals[i];
		if (!first || v->loc.line < first->loc.line ||
		    (v->loc.line == first->loc.line && v->loc.col < first->loc.col))
			first = v;
	}
	return p_error_at(p, first->loc, "use of undeclared SSA value name '%s'",
	                  (const char *)first->scratch);
}

static bool check_blocks(Parser *p)
{
	for (size_t i = 0; i < p->blocks.cap; i++) {
		const void *k = p->blocks.keys[i];
		if (!k || k == PTRMAP_TOMB)
			continue;
		BlockRef *r = p->blocks.vals[i];
		if (!r->defined)
			return p_error_at(p, r->first_use, "reference to an undefined block '%s'",
			                  (const char *)k);
	}
	return true;
}

/* A region's entry argument names a value of its own: a name already
 * defined, or used before (the op's own operands: "affine.for %i =
 * #m(%i) to 10"), is MLIR's error.  Binding it would make the earlier
 * use refer to a value that does not dominate it. */
static bool p_entry_arg_unused(Parser *p, const Unresolved *n)
{
	if (n->numbered) {
		Loc at = n->loc;
		at.col += n->len;
		return p_error_at(p, at, "result number not allowed in argument list");
	}
	NameDef *d = strmap_get(&p->names, n->name, n->len, n->hash);
	Value *ph = d || !p->fwd.len ? NULL : ptrmap_get(&p->fwd, fwd_key(p, n, 0));
	if (!d && !ph)
		return true;
	p_error_at(p, n->loc, "region entry argument '%.*s' is already in use", (int)n->len, n->name);
	diag_note(p->diag, d ? d->loc : ph->loc, "previously referenced here");
	return false;
}

bool p_region(Parser *p, OpState *st, const ArgDecl *args, unsigned nargs, bool isolated)
{
	Loc open = p->tok.loc;
	if (!p_accept(p, TK_LBRACE))
		return p_error_missing(p, "expected '{' to begin a region");
	if (++p->depth > MAX_REGION_DEPTH) {
		p->depth--;
		return p_error_at(p, open, "regions nested too deeply (more than %d levels)",
		                  MAX_REGION_DEPTH);
	}
	Region *r = arena_alloc(&p->m->arena, sizeof *r);
	/* A module's body recovers from errors function by function. */
	bool recover = st->kind == OP_MODULE;
	PtrMap saved_blocks = p->blocks, saved_fwd = p->fwd;
	StrMap saved_names = p->names;
	ptrmap_init(&p->blocks);
	if (isolated) {
		p->names = p->spare_names;
		strmap_init(&p->spare_names);
		ptrmap_init(&p->fwd);
	}
	/* The default dialect holds in the op's own regions only, as in
	 * MLIR: inside an scf.for in a func.func, "return" is not func's. */
	const char *saved_dialect = p->dialect;
	p->dialect = st->region_dialect;
	/* Names defined inside go on the undo log either way; for an isolated
	 * region the log then replays into its own table, which is dropped. */
	unsigned mark = scope_push(p);

	bool ok = true;
	if (!p_is(p, TK_CARET) && (!p_is(p, TK_RBRACE) || nargs)) {
		Block *entry = block_new(p->m);
		region_push_block(r, entry);
		for (unsigned i = 0; ok && i < nargs; i++) {
			Value *v = block_add_arg(p->m, entry, args[i].type, args[i].loc);
			if (args[i].name.name)
				ok = p_entry_arg_unused(p, &args[i].name) &&
				     p_define(p, &args[i].name, v, 1, true);
		}
		ok = ok && p_block_body(p, entry, recover);
	} else if (p_is(p, TK_CARET) && nargs) {
		ok = p_error(p, "invalid block name in region with named arguments");
	}
	while (ok && p_is(p, TK_CARET)) {
		Block *b = NULL;
		ok = p_block_label(p, r, &b) && p_block_body(p, b, recover);
	}
	ok = ok && p_expect(p, TK_RBRACE, "to end the region") && check_blocks(p);
	if (ok && isolated)
		ok = check_forward_refs(p);

	scope_pop(p, mark, isolated);
	if (isolated) {
		/* Kept for the next isolated region unless it grew large:
		 * emptying it costs its capacity, every time. */
		strmap_free(&p->spare_names);
		if (p->names.cap <= 1024) {
			strmap_clear(&p->names);
			p->spare_names = p->names;
		} else {
			strmap_free(&p->names);
		}
		ptrmap_free(&p->fwd);
		p->names = saved_names;
		p->fwd = saved_fwd;
	}
	ptrmap_free(&p->blocks);
	p->blocks = saved_blocks;
	p->dialect = saved_dialect;
	p->depth--;
	if (!ok)
		return false;
	svec_push(&st->regions, r);
	return true;
}

/* ========================================================== operations */

static void st_init(OpState *st, OpKind kind, Loc loc)
{
	st->kind = kind;
	st->loc = loc;
	svec_init(&st->operands);
	svec_init(&st->types);
	svec_init(&st->attrs);
	svec_init(&st->regions);
	svec_init(&st->succs);
	svec_init(&st->segs);
	st->region_dialect = kind < OP__COUNT ? op_region_dialect(kind) : NULL;
}

static void st_free(OpState *st)
{
	svec_free(&st->operands);
	svec_free(&st->types);
	svec_free(&st->attrs);
	svec_free(&st->regions);
	svec_free(&st->succs);
	svec_free(&st->segs);
}

static int cmp_named_attr(const void *a, const void *b)
{
	return strcmp(((const NamedAttr *)a)->name, ((const NamedAttr *)b)->name);
}

static Op *st_create(Parser *p, OpState *st)
{
	Op *op = op_new(p->m, st->kind, st->loc, st->types.v, st->types.n,
	                st->operands.v, st->operands.n, st->regions.n, st->succs.n);
	for (unsigned i = 0; i < st->regions.n; i++) {
		region_take_blocks(&op->regions[i], st->regions.v[i]);
	}
	for (unsigned i = 0; i < st->succs.n; i++)
		op->succs[i] = st->succs.v[i];
	if (st->attrs.n) {
		op->attrs = arena_dup(&p->m->arena, st->attrs.v, st->attrs.n * sizeof(NamedAttr));
		op->nattrs = st->attrs.n;
		/* Mostly written in order already: a check is cheaper than qsort. */
		for (unsigned i = 1; i < op->nattrs; i++) {
			if (cmp_named_attr(&op->attrs[i - 1], &op->attrs[i]) > 0) {
				qsort(op->attrs, op->nattrs, sizeof *op->attrs, cmp_named_attr);
				break;
			}
		}
	}
	if (st->segs.n)
		op_set_segments(p->m, op, st->segs.v, st->segs.n);
	return op;
}

/* Ops whose custom form may leave out an empty terminator get it back,
 * and the module's body always has its block. */
static void add_implicit_terminators(Parser *p, Op *op)
{
	if (op->kind == OP_MODULE && region_empty(&op->regions[0]))
		region_push_block(&op->regions[0], block_new(p->m));
	if (!op_has_trait(op, T_IMPLICIT_YIELD))
		return;
	OpKind term = op->kind == OP_SCF_PARALLEL ? OP_SCF_REDUCE
	            : op->kind == OP_SCF_FORALL ? OP_SCF_FORALL_IN_PARALLEL
	            : op->kind >= OP_AFFINE_FOR && op->kind <= OP_AFFINE_IF ? OP_AFFINE_YIELD
	            : op->kind == OP_VECTOR_WARP_EXECUTE_ON_LANE_0 ? OP_VECTOR_YIELD : OP_SCF_YIELD;
	for (unsigned i = 0; i < op->nregions; i++) {
		Region *r = &op->regions[i];
		if (region_empty(r)) {
			/* scf.if's (affine.if's) else region stays empty when absent. */
			if ((op->kind == OP_SCF_IF || op->kind == OP_AFFINE_IF) && i == 1)
				continue;
			region_push_block(r, block_new(p->m));
		}
		Block *b = r->last;
		if (block_terminator(b))
			continue;
		/* scf.forall.in_parallel holds one empty block. */
		bool region = term == OP_SCF_FORALL_IN_PARALLEL;
		Op *t = op_new(p->m, term, op->loc, NULL, 0, NULL, 0, region, 0);
		if (region)
			region_push_block(&t->regions[0], block_new(p->m));
		block_push_op(b, t);
	}
}

typedef SVEC(Block *, 2) BlockVec;

/* cf.switch's case_values as MLIR writes them, dense<[1, 2]> :
 * vector<2xi32>, become asyncc's array of the flag's type (what the
 * custom form builds, see parse_switch); anything else is left for the
 * verifier to reject. */
static Attr *switch_case_values(Parser *p, Attr *a)
{
	if (a->kind != AT_ELEMENTS || a->type->kind != TY_VECTOR || a->type->rank != 1 ||
	    at_elements_type(a)->kind != TY_INT)
		return a;
	size_t n = at_elements_count(a);
	int64_t *vals = arena_alloc(&p->scratch, (n ? n : 1) * sizeof *vals);
	for (size_t i = 0; i < n; i++)
		vals[i] = at_elements_int(a, i);
	return at_dense(p->ctx, at_elements_type(a), vals, (unsigned)n);
}

/* cf.switch in the generic form: the default's operands are segment 1,
 * the cases' are segment 2, cut by case_operand_segments, which is then
 * dropped: the successors say it (see parse_switch). */
static bool switch_successors(Parser *p, OpState *st, BlockVec *blocks, Loc at)
{
	Attr *cs = NULL;
	bool has_values = false;
	for (unsigned i = 0; i < st->attrs.n; i++)
		if (strcmp(st->attrs.v[i].name, "case_values") == 0) {
			st->attrs.v[i].attr = switch_case_values(p, st->attrs.v[i].attr);
			has_values = true;
		}
	/* MLIR leaves out an empty case_values; the custom form keeps one. */
	if (!has_values && blocks->n == 1 && st->operands.n && st->operands.v[0]->type->kind == TY_INT)
		st_add_attr(p, st, "case_values", at_dense(p->ctx, st->operands.v[0]->type, NULL, 0));
	for (unsigned i = 0; i < st->attrs.n; i++) {
		if (strcmp(st->attrs.v[i].name, "case_operand_segments") == 0) {
			cs = st->attrs.v[i].attr;
			st->attrs.v[i] = st->attrs.v[--st->attrs.n];
			break;
		}
	}
	unsigned ncase = blocks->n ? blocks->n - 1 : 0;
	if (st->segs.n != 3 || !blocks->n || !cs || cs->kind != AT_DENSE_ARRAY || cs->u.dense.n != ncase)
		return p_error_at(p, at, "cf.switch needs operandSegmentSizes, a default destination and "
		                  "case_operand_segments with one entry per case");
	unsigned first = 1 + st->segs.v[1], total = 0;
	svec_push(&st->succs, ((Succ){blocks->v[0], 1, st->segs.v[1]}));
	for (unsigned i = 0; i < ncase; i++) {
		int64_t n = cs->u.dense.vals[i];
		if (n < 0 || (total += (unsigned)n) > st->segs.v[2])
			return p_error_at(p, at, "case_operand_segments do not add up to the case operands");
		svec_push(&st->succs, ((Succ){blocks->v[1 + i], first, (unsigned)n}));
		first += (unsigned)n;
	}
	if (total != st->segs.v[2])
		return p_error_at(p, at, "case_operand_segments do not add up to the case operands");
	return true;
}

/* The operands each successor of a generic op passes: cf.br passes all
 * nopnds of them, cf.cond_br splits them by segment, cf.switch by
 * segment and case_operand_segments, the llvm branches likewise
 * (syntax_llvm_func.c); other ops pass none. */
static bool generic_successors(Parser *p, OpState *st, BlockVec *blocks, unsigned nopnds, Loc at)
{
	if (st->kind == OP_CF_SWITCH)
		return switch_successors(p, st, blocks, at);
	for (unsigned i = 0; i < blocks->n; i++) {
		unsigned first = 0, count = 0;
		if (st->kind == OP_CF_BR && i == 0) {
			count = nopnds;
		} else if (st->kind == OP_CF_COND_BR && st->segs.n == 3 && i < 2 &&
		           1 + st->segs.v[1] + st->segs.v[2] <= nopnds) {
			first = 1 + (i ? st->segs.v[1] : 0);
			count = st->segs.v[1 + i];
		} else if (!llvm_generic_successor(st, i, &first, &count)) {
			first = count = 0;
		}
		svec_push(&st->succs, ((Succ){blocks->v[i], first, count}));
	}
	return true;
}

/* "(%a, %b)[^bb1, ^bb2] <{props}> ({...}) {attrs} : (T) -> U" */
static bool p_generic_op(Parser *p, OpState *st)
{
	UnresolvedVec ops;
	svec_init(&ops);
	BlockVec succ_blocks;
	svec_init(&succ_blocks);
	Type *ft = NULL;
	bool ok = false;
	if (!p_expect(p, TK_LPAREN, "after the operation name") || !p_operand_list(p, &ops, true) ||
	    !p_expect(p, TK_RPAREN, "to end the operand list"))
		goto out;
	if (p_is(p, TK_LSQUARE)) {
		if (!(op_table[st->kind].traits & T_TERMINATOR)) {
			p_error(p, "successors in non-terminator");
			goto out;
		}
		p_next(p);
		do {
			if (!p_is(p, TK_CARET)) {
				p_error(p, "expected block name");
				goto out;
			}
			BlockRef *r = block_ref(p, p_tok_intern(p), p->tok.loc);
			svec_push(&succ_blocks, r->block);
			p_next(p);
		} while (p_accept(p, TK_COMMA));
		if (!p_expect(p, TK_RSQUARE, "to end the successor list"))
			goto out;
	}
	if (p_is(p, TK_LESS)) {
		p_next(p);
		if (!p_is(p, TK_LBRACE)) {
			p_error(p, "expected '{' for the properties");
			goto out;
		}
		if (!p_attr_dict(p, st) || !p_expect(p, TK_GREATER, "to end the properties"))
			goto out;
	}
	if (p_accept(p, TK_LPAREN)) {
		bool isolated = op_table[st->kind].traits & T_ISOLATED;
		do {
			if (!p_region(p, st, NULL, 0, isolated))
				goto out;
		} while (p_accept(p, TK_COMMA));
		if (!p_expect(p, TK_RPAREN, "to end the region list"))
			goto out;
	}
	if (!p_attr_dict(p, st))
		goto out;
	Loc floc = p->tok.loc;
	if (!p_expect(p, TK_COLON, "before the operation's function type") || !(ft = p_function_type(p)))
		goto out;
	if (ft->nin != ops.n) {
		p_error_at(p, floc, "expected %u operand types but had %u", ops.n, ft->nin);
		goto out;
	}
	if (!p_resolve_all(p, st, &ops, ft->params))
		goto out;
	for (unsigned i = 0; i < ft->nout; i++)
		svec_push(&st->types, ty_func_out(ft, i));

	/* operandSegmentSizes is structure, not an attribute, in asyncc. */
	for (unsigned i = 0; i < st->attrs.n; i++) {
		if (strcmp(st->attrs.v[i].name, "operandSegmentSizes") != 0)
			continue;
		Attr *a = st->attrs.v[i].attr;
		if (a->kind != AT_DENSE_ARRAY) {
			p_error_at(p, floc, "operandSegmentSizes must be an array<i32: ...>");
			goto out;
		}
		/* Sizes that do not add up to the operands are the
		 * verifier's to report, as MLIR's verifier does. */
		for (unsigned j = 0; j < a->u.dense.n; j++) {
			if (a->u.dense.vals[j] < 0 || a->u.dense.vals[j] > (int64_t)ops.n) {
				p_error_at(p, floc, "invalid operand segment size");
				goto out;
			}
			st_segment(st, (unsigned)a->u.dense.vals[j]);
		}
		st->attrs.v[i] = st->attrs.v[--st->attrs.n];
		break;
	}
	ok = generic_successors(p, st, &succ_blocks, ops.n, floc);
out:
	svec_free(&ops);
	svec_free(&succ_blocks);
	return ok;
}

/* Whether asyncc knows ops of the dialect NAME (len bytes). */
static bool known_dialect(const char *name, unsigned len)
{
	for (unsigned k = 0; k < OP__COUNT; k++)
		if (strncmp(op_table[k].name, name, len) == 0 && op_table[k].name[len] == '.')
			return true;
	return false;
}

/* An op asyncc does not know, in MLIR's words where MLIR has some (a
 * custom form: "custom op 'X' is unknown"; the generic form of an op of
 * a known dialect: "unregistered operation"), with asyncc's hints: what
 * it may have meant, or whether asyncc knows the dialect at all.  It is
 * reported once per name in a parse: a file that uses linalg.generic
 * ten times needs to hear it once. */
static void report_unknown_op(Parser *p, const char *name, unsigned len, bool quoted, Loc loc)
{
	const char *key = ctx_intern(p->ctx, name, len);
	if (ptrmap_get(&p->unknown_ops, key))
		return;
	ptrmap_put(&p->unknown_ops, key, (void *)key);
	int n = len > 100 ? 100 : (int)len;
	const char *dot = memchr(name, '.', len);
	unsigned dlen = dot ? (unsigned)(dot - name) : 0;
	int dn = dlen > 100 ? 100 : (int)dlen;
	bool known = dot && known_dialect(name, dlen);
	if (quoted && known)
		p_error_at(p, loc, "unregistered operation '%.*s' found in dialect ('%.*s') that does not allow unknown operations",
		           n, name, dn, name);
	else if (quoted)
		p_error_at(p, loc, "unknown operation '%.*s'", n, name);
	else if (!dot && p->dialect)
		p_error_at(p, loc, "custom op '%.*s' is unknown (tried '%s.%.*s' as well)", n, name,
		           p->dialect, n, name);
	else
		p_error_at(p, loc, "custom op '%.*s' is unknown", n, name);
	const char *hint = op_suggest(name, len);
	if (hint)
		diag_hint(p->diag, loc, "did you mean '%s'?", hint);
	else if (!dot)
		diag_hint(p->diag, loc, "operation names need their dialect prefix");
	else if (!known)
		diag_hint(p->diag, loc, "asyncc does not support the '%.*s' dialect", dn, name);
	else
		diag_hint(p->diag, loc, "the '%.*s' dialect in asyncc has no such op", dn, name);
}

static OpKind p_op_name(Parser *p, bool quoted, Loc loc)
{
	char buf[256];
	const char *name = p->tok.s;
	unsigned len = p->tok.len;
	if (quoted) {
		if (p->tok.len > sizeof buf) {
			p_error(p, "operation name is too long");
			return OP__COUNT;
		}
		len = tok_string_value(&p->tok, buf);
		name = buf;
	}
	OpKind k = op_lookup(name, len);
	/* "return" in func.func means "func.return"; builtin ops ("module")
	 * need no prefix anywhere, as in MLIR. */
	const char *dialects[] = {p->dialect, "builtin"};
	for (unsigned d = 0; d < 2 && k == OP__COUNT && !quoted && !memchr(name, '.', len); d++) {
		char full[64];
		size_t dn = dialects[d] ? strlen(dialects[d]) : 0;
		if (!dn || dn + 1 + len > sizeof full)
			continue;
		memcpy(full, dialects[d], dn);
		full[dn] = '.';
		memcpy(full + dn + 1, name, len);
		k = op_lookup(full, (unsigned)(dn + 1 + len));
	}
	if (k == OP__COUNT)
		report_unknown_op(p, name, len, quoted, loc);
	return k;
}

/* Past the text of an unknown op that starts at column col: to the next
 * line that starts at that column or left of it (its regions and
 * continuation lines are indented further, or start with a closer). */
static void skip_unknown_op(Parser *p, uint32_t col)
{
	p->lx.quiet = true;
	uint32_t line = p->tok.loc.line;
	while (!p_is(p, TK_EOF)) {
		p_next(p);
		bool starts_line = p->tok.loc.line != line;
		line = p->tok.loc.line;
		if (starts_line && !p_is(p, TK_ERROR) && !p_is(p, TK_CARET) &&
		    (p->tok.loc.col < col || (p->tok.loc.col == col && !closes(p->tok.kind))))
			break;
	}
	p->lx.quiet = false;
}

typedef struct ResultName {
	Unresolved name;
	unsigned count;
} ResultName;

typedef SVEC(ResultName, 4) ResultNameVec;

static bool p_result_names(Parser *p, ResultNameVec *out)
{
	do {
		ResultName r = {.count = 1};
		if (!p_operand(p, &r.name))
			return false;
		if (r.name.index)
			return p_error_at(p, r.name.loc, "result names may not have a result number");
		if (p_accept(p, TK_COLON)) {
			int64_t n;
			bool neg;
			if (!p_is(p, TK_INT))
				return p_error(p, "expected the number of results after ':'");
			Loc nl = p->tok.loc;
			if (!p_integer(p, &n, &neg))
				return false;
			if (n < 1 || n > 100000)
				return p_error_at(p, nl, "invalid result count");
			r.count = (unsigned)n;
		}
		svec_push(out, r);
	} while (p_accept(p, TK_COMMA));
	return p_expect(p, TK_EQUAL, "after the result names");
}

static bool p_operation(Parser *p, Block *b)
{
	Loc loc = p->tok.loc, stmt = loc;
	ResultNameVec results;
	svec_init(&results);
	OpState st;
	st_init(&st, OP__COUNT, loc);
	bool ok = false;
	if (p_is(p, TK_PERCENT) && !p_result_names(p, &results))
		goto out;
	loc = p->tok.loc;
	st.loc = loc;
	bool quoted = p_is(p, TK_STRING);
	if (!quoted && !p_is(p, TK_BARE)) {
		char buf[64];
		p_error(p, "expected an operation name, found %s", p_tok_desc(&p->tok, buf, sizeof buf));
		goto out;
	}
	OpKind kind = p_op_name(p, quoted, loc);
	if (kind == OP__COUNT) {
		/* Go on after it, its results bound to nothing, so that one
		 * parse reports every unknown op (each name once). */
		if ((p->tok.len > 256 && quoted) || diag_errors(p->diag) - p->errors0 >= MAX_ERRORS)
			goto out;
		skip_unknown_op(p, stmt.col);
		ok = true;
		for (unsigned i = 0; i < results.n && ok; i++)
			ok = p_define(p, &results.v[i].name, NULL, results.v[i].count, false);
		goto out;
	}
	/* The lists are still empty: only the kind is new.  A custom form
	 * sets the default dialect of its regions (none for most ops); the
	 * generic form leaves the enclosing one in force. */
	st.kind = kind;
	st.region_dialect = quoted ? p->dialect : op_region_dialect(kind);
	p_next(p);
	const char *outer = p->custom_op;
	p->custom_op = quoted ? NULL : op_table[st.kind].name;
	if (quoted)
		ok = p_generic_op(p, &st);
	else
		ok = syntax_parsers[op_table[st.kind].syntax](p, &st);
	p->custom_op = outer;
	if (!ok)
		goto out;
	ok = false;
	Op *op = st_create(p, &st);
	/* Only custom forms may leave terminators out; the generic form
	 * spells out everything, as in MLIR. */
	if (!quoted)
		add_implicit_terminators(p, op);
	block_push_op(b, op);
	if (!p_opt_location(p, &op->dbgloc, op))
		goto out;
	unsigned named = 0;
	for (unsigned i = 0; i < results.n; i++)
		named += results.v[i].count;
	if (results.n && !op->nres) {
		p_error_at(p, results.v[0].name.loc, "cannot name an operation with no results");
		goto out;
	}
	if (results.n && named != op->nres) {
		p_error_at(p, results.v[0].name.loc, "operation defines %u results but was provided %u to bind",
		           op->nres, named);
		goto out;
	}
	unsigned at = 0;
	for (unsigned i = 0; i < results.n; i++) {
		if (!p_define(p, &results.v[i].name, &op->res[at], results.v[i].count, false))
			goto out;
		at += results.v[i].count;
	}
	ok = true;
out:
	st_free(&st);
	svec_free(&results);
	return ok;
}

/* ============================================================ top level */

static bool p_alias_def(Parser *p)
{
	bool is_type = p_is(p, TK_BANG);
	const char *name = p_tok_intern(p);
	Loc loc = p->tok.loc;
	if (memchr(name, '.', strlen(name)))
		return p_error(p, "alias names may not contain '.'");
	p_next(p);
	if (!p_expect(p, TK_EQUAL, "in alias definition"))
		return false;
	if (is_type) {
		if (ptrmap_get(&p->type_aliases, name))
			return p_error_at(p, loc, "redefinition of type alias '%s'", name);
		Type *t = p_type(p);
		if (!t)
			return false;
		ptrmap_put(&p->type_aliases, name, t);
		return true;
	}
	if (ptrmap_get(&p->attr_aliases, name))
		return p_error_at(p, loc, "redefinition of attribute alias '%s'", name);
	Attr *a;
	if (p_is_kw(p, "loc")) {
		LocInfo li;
		const char *alias;
		Loc at;
		if (!p_location(p, &li, &alias, &at))
			return false;
		if (alias) {
			a = ptrmap_get(&p->attr_aliases, alias);
			if (!a || a->kind != AT_LOC)
				return p_error_at(p, at, "undefined location alias '%s'", alias);
		} else {
			a = at_loc(p->ctx, li);
		}
	} else if (!(a = p_attr(p))) {
		return false;
	}
	ptrmap_put(&p->attr_aliases, name, a);
	return true;
}

/* {-# dialect_resources: ... #-}: skipped, asyncc has no resources. */
static bool p_skip_file_metadata(Parser *p)
{
	while (!p_is(p, TK_FILE_META_END)) {
		if (p_is(p, TK_EOF))
			return p_error(p, "expected '#-}' to end the file metadata");
		p_next(p);
	}
	p_next(p);
	return true;
}

static bool resolve_pending_locs(Parser *p)
{
	for (unsigned i = 0; i < p->pending_locs.n; i++) {
		struct PendingLoc *pl = &p->pending_locs.v[i];
		Attr *a = ptrmap_get(&p->attr_aliases, pl->alias);
		if (!a)
			return p_error_at(p, pl->at, "undefined location alias '%s'", pl->alias);
		if (a->kind != AT_LOC)
			return p_error_at(p, pl->at, "'%s' is not a location", pl->alias);
		pl->op->dbgloc = a;
	}
	return true;
}

Module *parse_module(Ctx *c, uint32_t file)
{
	Parser p = {0};
	p.ctx = c;
	p.diag = ctx_diag(c);
	/* Only this parse's errors count: a driver may parse several files
	 * or -split-input-file chunks with one Diag. */
	p.errors0 = diag_errors(p.diag);
	Loc start = {file, diag_file(p.diag, file)->first_line, 1};
	p.m = module_new(c, start);
	arena_init(&p.scratch);
	svec_init(&p.undo);
	svec_init(&p.pending_locs);
	p.dialect = "builtin";
	lex_init(&p.lx, p.diag, file);
	p_next(&p);

	/* Ops at the top level go into the implicit module's body; if the
	 * file holds exactly one builtin.module, that becomes the module. */
	Block *top = module_body(p.m);
	bool ok = true;
	while (!p_is(&p, TK_EOF)) {
		uint32_t col = p.tok.loc.col;
		bool done;
		if ((p_is(&p, TK_HASH) || p_is(&p, TK_BANG)) && p.lx.p < p.lx.end) {
			done = p_alias_def(&p);
		} else if (p_is(&p, TK_FILE_META_BEGIN)) {
			done = p_skip_file_metadata(&p);
		} else {
			done = p_operation(&p, top);
		}
		if (!done) {
			ok = false;
			if (!p_recover(&p, col))
				break;
		}
	}
	ok = ok && diag_errors(p.diag) == p.errors0 && check_forward_refs(&p) && resolve_pending_locs(&p);
	if (ok && top->first && top->first == top->last && top->first->kind == OP_MODULE) {
		Op *inner = top->first;
		op_unlink(inner);
		p.m->op = inner;
	}
	ptrmap_free(&p.type_aliases);
	ptrmap_free(&p.attr_aliases);
	ptrmap_free(&p.ident_structs);
	strmap_free(&p.names);
	strmap_free(&p.spare_names);
	strmap_free(&p.type_memo);
	ptrmap_free(&p.fwd);
	ptrmap_free(&p.blocks);
	ptrmap_free(&p.unknown_ops);
	svec_free(&p.undo);
	svec_free(&p.pending_locs);
	arena_free(&p.scratch);
	if (!ok || diag_errors(p.diag) != p.errors0) {
		module_free(p.m);
		return NULL;
	}
	return p.m;
}
