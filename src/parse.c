/* parse.c - MLIR's textual format into asyncc's IR.
 *
 * Recursive descent over the tokens of lex.c.  This file holds the parts
 * every op shares: types, attributes, locations, SSA names and their
 * scopes, regions and blocks, the generic op form, and the top level
 * (aliases, implicit or explicit module).  The custom forms of each op
 * are in syntax_*.c and reach back here through parser.h.
 *
 * SSA names: "%x" maps to a NameDef in p->names.  Regions push a scope
 * (an undo log restores shadowed entries when it closes), and isolated
 * regions (functions) start from an empty table.  A use before the
 * definition creates a placeholder value that the definition replaces. */
#include "config.h"
#include "parse.h"
#include "parser.h"
#include "print.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* Deeper nesting than this is refused with a diagnostic instead of
 * risking the stack on hostile input. */
enum { MAX_REGION_DEPTH = 200, MAX_TYPE_DEPTH = 200 };

typedef struct NameDef {
	union {
		Value *first;      /* results are contiguous in op->res */
		void *next_free;   /* in Parser.free_defs once its scope closed */
	};
	unsigned count;
	bool is_arg;
} NameDef;

typedef struct BlockRef {
	Block *block;
	Loc first_use;
	bool defined;
} BlockRef;

void svec_grow_(void **v, unsigned *cap, void *small, size_t elsz)
{
	unsigned ncap = *cap * 2;
	if (*v == small) {
		void *n = xmalloc(ncap * elsz);
		memcpy(n, small, *cap * elsz);
		*v = n;
	} else {
		*v = xrealloc(*v, ncap * elsz);
	}
	*cap = ncap;
}

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

bool p_error_at(Parser *p, Loc loc, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	diag_vreport(p->diag, DIAG_ERROR, loc, fmt, ap);
	va_end(ap);
	return false;
}

static const char *tok_desc(const Token *t, char *buf, size_t n)
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

bool p_expect(Parser *p, TokKind k, const char *context)
{
	if (p_accept(p, k))
		return true;
	char buf[64];
	if (context)
		return report_missing(p, "expected %s %s, found %s", tok_kind_name(k), context,
		                      tok_desc(&p->tok, buf, sizeof buf));
	return report_missing(p, "expected %s, found %s", tok_kind_name(k),
	                      tok_desc(&p->tok, buf, sizeof buf));
}


bool p_expect_kw(Parser *p, const char *kw)
{
	if (p_accept_kw(p, kw))
		return true;
	char buf[64];
	return report_missing(p, "expected '%s', found %s", kw, tok_desc(&p->tok, buf, sizeof buf));
}

const char *p_tok_intern(Parser *p)
{
	return ctx_intern(p->ctx, p->tok.s, p->tok.len);
}

/* Location of the character `off` bytes into the current token, which
 * lies on one line. */
static Loc tok_offset_loc(const Token *t, unsigned off)
{
	return (Loc){t->loc.file, t->loc.line, t->loc.col + off};
}

/* Re-lex from `s`, somewhere inside or after the current token. */
static void p_relex(Parser *p, const char *s)
{
	lex_reset(&p->lx, s, tok_offset_loc(&p->tok, (unsigned)(s - p->tok.s)));
	p_next(p);
}

/* ================================================================= types */

static Type *p_int_type(Parser *p)
{
	const char *s = p->tok.s;
	unsigned len = p->tok.len;
	unsigned off = s[0] == 'i' ? 1 : 2;
	unsigned long w = 0;
	for (unsigned i = off; i < len; i++) {
		w = w * 10 + (unsigned long)(s[i] - '0');
		if (w > 1000000)
			break;
	}
	if (off == 2) {
		p_error(p, "signed and unsigned integer types are not supported; use signless i%lu", w);
		return NULL;
	}
	if (w == 0 || w > 64) {
		p_error(p, "integer width %lu is not supported (1 to 64 bits)", w);
		return NULL;
	}
	p_next(p);
	return ty_int(p->ctx, (unsigned)w);
}

static bool is_int_type_spelling(const Token *t)
{
	if (t->kind != TK_BARE || t->len < 2)
		return false;
	unsigned off = t->s[0] == 'i' ? 1 : ((t->s[0] == 's' || t->s[0] == 'u') && t->s[1] == 'i') ? 2 : 0;
	if (!off || t->len <= off)
		return false;
	for (unsigned i = off; i < t->len; i++)
		if (t->s[i] < '0' || t->s[i] > '9')
			return false;
	return true;
}

/* "4x?x8x" straight from the characters: MLIR's lexer does the same
 * dance, since "4x8xf32" is not a sequence of ordinary tokens. */
static bool p_dims(Parser *p, I64Vec *dims)
{
	const char *s = p->tok.s, *end = p->lx.end;
	for (;;) {
		const char *q = s;
		while (q < end && *q == ' ')
			q++;
		int64_t d;
		if (q < end && *q == '?') {
			d = IR_DYNAMIC;
			q++;
		} else if (q < end && *q >= '0' && *q <= '9') {
			d = 0;
			while (q < end && *q >= '0' && *q <= '9') {
				if (d > (INT64_MAX - 9) / 10) {
					p_relex(p, q);
					return p_error(p, "dimension size is too large");
				}
				d = d * 10 + (*q++ - '0');
			}
		} else {
			break;
		}
		while (q < end && *q == ' ')
			q++;
		if (q >= end || *q != 'x') {
			p_relex(p, q);
			return p_error(p, "expected 'x' in dimension list");
		}
		svec_push(dims, d);
		s = q + 1;
	}
	p_relex(p, s);
	return true;
}

static bool p_strided_layout(Parser *p, I64Vec *strides, int64_t *offset)
{
	if (!p_expect(p, TK_LESS, "after 'strided'") || !p_expect(p, TK_LSQUARE, "in strided layout"))
		return false;
	if (!p_is(p, TK_RSQUARE)) {
		do {
			if (p_accept(p, TK_QUESTION)) {
				svec_push(strides, IR_DYNAMIC);
				continue;
			}
			int64_t v;
			bool neg;
			if (!p_integer(p, &v, &neg))
				return false;
			svec_push(strides, v);
		} while (p_accept(p, TK_COMMA));
	}
	if (!p_expect(p, TK_RSQUARE, "after strides"))
		return false;
	*offset = 0;
	if (p_accept(p, TK_COMMA)) {
		if (!p_expect_kw(p, "offset") || !p_expect(p, TK_COLON, "after 'offset'"))
			return false;
		if (p_accept(p, TK_QUESTION)) {
			*offset = IR_DYNAMIC;
		} else {
			bool neg;
			if (!p_integer(p, offset, &neg))
				return false;
		}
	}
	return p_expect(p, TK_GREATER, "to end the strided layout");
}

static bool p_memspace(Parser *p, unsigned *space)
{
	int64_t v;
	bool neg;
	if (!p_is(p, TK_INT))
		return p_error(p, "only integer memory spaces are supported");
	if (!p_integer(p, &v, &neg))
		return false;
	if (neg || v > 0xffff)
		return p_error(p, "memory space out of range");
	if (p_accept(p, TK_COLON)) {
		Type *t = p_type(p);
		if (!t)
			return false;
	}
	*space = (unsigned)v;
	return true;
}

static Type *p_memref_type(Parser *p)
{
	p_next(p);
	if (!p_expect(p, TK_LESS, "after 'memref'"))
		return NULL;
	unsigned space = 0;
	if (p_is(p, TK_STAR)) {
		/* memref<*xf32>: the 'x' glues onto the element type. */
		const char *s = p->tok.s + 1, *end = p->lx.end;
		while (s < end && *s == ' ')
			s++;
		if (s >= end || *s != 'x') {
			p_next(p);
			p_error(p, "expected 'x' after '*' in unranked memref");
			return NULL;
		}
		p_relex(p, s + 1);
		Type *elem = p_type(p);
		if (!elem)
			return NULL;
		if (p_accept(p, TK_COMMA) && !p_memspace(p, &space))
			return NULL;
		if (!p_expect(p, TK_GREATER, "to end the memref type"))
			return NULL;
		return ty_umemref(p->ctx, elem, space);
	}
	I64Vec dims;
	svec_init(&dims);
	I64Vec strides;
	svec_init(&strides);
	Type *t = NULL;
	int64_t offset = 0;
	bool strided = false;
	Loc eloc;
	if (!p_dims(p, &dims))
		goto out;
	eloc = p->tok.loc;
	Type *elem = p_type(p);
	if (!elem)
		goto out;
	if (!ty_is_intlike(elem) && !ty_is_float(elem) && elem->kind != TY_MEMREF) {
		p_error_at(p, eloc, "invalid memref element type");
		goto out;
	}
	while (p_accept(p, TK_COMMA)) {
		if (p_accept_kw(p, "strided")) {
			strided = true;
			if (!p_strided_layout(p, &strides, &offset))
				goto out;
			if (strides.n != dims.n) {
				p_error(p, "expected %u strides for a rank-%u memref, found %u",
				        dims.n, dims.n, strides.n);
				goto out;
			}
		} else if (p_is_kw(p, "affine_map")) {
			p_error(p, "affine_map layouts are not supported; use strided<...>");
			goto out;
		} else if (!p_memspace(p, &space)) {
			goto out;
		}
	}
	if (!p_expect(p, TK_GREATER, "to end the memref type"))
		goto out;
	t = ty_memref(p->ctx, elem, dims.n, dims.v, strided ? strides.v : NULL, offset, space);
	/* An explicit identity layout is the identity layout. */
	if (strided && ty_memref_is_identity(t))
		t = ty_memref(p->ctx, elem, dims.n, dims.v, NULL, 0, space);
out:
	svec_free(&dims);
	svec_free(&strides);
	return t;
}

Type *p_value_type_body(Parser *p)
{
	if (!p_expect(p, TK_LESS, "in !async.value type"))
		return NULL;
	Type *elem = p_type(p);
	if (!elem || !p_expect(p, TK_GREATER, "to end !async.value type"))
		return NULL;
	return ty_value(p->ctx, elem);
}

static Type *p_dialect_type(Parser *p)
{
	const char *s = p->tok.s + 1;
	unsigned n = p->tok.len - 1;
	static const struct { const char *name; unsigned char len; TypeKind kind; } simple[] = {
		{"async.token", 11, TY_TOKEN}, {"async.group", 11, TY_GROUP},
		{"async.coro.id", 13, TY_CORO_ID}, {"async.coro.handle", 17, TY_CORO_HANDLE},
		{"async.coro.state", 16, TY_CORO_STATE},
	};
	for (size_t i = 0; i < sizeof simple / sizeof *simple; i++) {
		if (simple[i].len == n && memcmp(simple[i].name, s, n) == 0) {
			p_next(p);
			return ty_simple(p->ctx, simple[i].kind);
		}
	}
	if (n == 11 && memcmp(s, "async.value", 11) == 0) {
		p_next(p);
		return p_value_type_body(p);
	}
	if (memchr(s, '.', n)) {
		p_error(p, "unknown type '!%.*s'", (int)n, s);
		return NULL;
	}
	Type *t = ptrmap_get(&p->type_aliases, p_tok_intern(p));
	if (!t) {
		p_error(p, "undefined type alias '!%.*s'", (int)n, s);
		return NULL;
	}
	p_next(p);
	return t;
}

Type *p_function_type(Parser *p)
{
	TypeVec in, out;
	svec_init(&in);
	svec_init(&out);
	Type *t = NULL;
	if (!p_expect(p, TK_LPAREN, "to start a function type"))
		goto done;
	if (!p_is(p, TK_RPAREN) && !p_type_list(p, &in))
		goto done;
	if (!p_expect(p, TK_RPAREN, "to end the function inputs") ||
	    !p_expect(p, TK_ARROW, "in function type") ||
	    !p_type_list_maybe_paren(p, &out))
		goto done;
	t = ty_func(p->ctx, in.v, in.n, out.v, out.n);
done:
	svec_free(&in);
	svec_free(&out);
	return t;
}

/* Bare words that start a type, other than iN. */
enum { TW_SIMPLE, TW_MEMREF, TW_UNSUPPORTED };
typedef struct TypeWord {
	const char *name;
	unsigned char len, what;
	TypeKind kind;             /* TW_SIMPLE */
} TypeWord;

#define TW(s, what, kind) {s, sizeof(s) - 1, what, kind}
static const TypeWord type_words[] = {
	TW("index", TW_SIMPLE, TY_INDEX), TW("f32", TW_SIMPLE, TY_F32),
	TW("f64", TW_SIMPLE, TY_F64), TW("f16", TW_SIMPLE, TY_F16),
	TW("bf16", TW_SIMPLE, TY_BF16), TW("none", TW_SIMPLE, TY_NONE),
	TW("memref", TW_MEMREF, 0),
	TW("vector", TW_UNSUPPORTED, 0), TW("tensor", TW_UNSUPPORTED, 0),
	TW("tuple", TW_UNSUPPORTED, 0), TW("complex", TW_UNSUPPORTED, 0),
	TW("f80", TW_UNSUPPORTED, 0), TW("f128", TW_UNSUPPORTED, 0),
};
#undef TW

static const TypeWord *type_word(const Token *t)
{
	if (t->kind != TK_BARE)
		return NULL;
	for (size_t i = 0; i < sizeof type_words / sizeof *type_words; i++) {
		const TypeWord *w = &type_words[i];
		if (w->len == t->len && w->name[0] == t->s[0] && memcmp(w->name, t->s, t->len) == 0)
			return w;
	}
	return NULL;
}

static Type *p_type_inner(Parser *p)
{
	const Token *t = &p->tok;
	switch (t->kind) {
	case TK_BANG:
		return p_dialect_type(p);
	case TK_LPAREN:
		return p_function_type(p);
	case TK_BARE:
		break;
	default: {
		char buf[64];
		p_error(p, "expected a type, found %s", tok_desc(t, buf, sizeof buf));
		return NULL;
	}
	}
	if (is_int_type_spelling(t))
		return p_int_type(p);
	const TypeWord *w = type_word(t);
	if (w && w->what == TW_SIMPLE) {
		p_next(p);
		return ty_simple(p->ctx, w->kind);
	}
	if (w && w->what == TW_MEMREF)
		return p_memref_type(p);
	if (w) {
		p_error(p, "type '%.*s' is not supported by asyncc", (int)t->len, t->s);
		return NULL;
	}
	p_error(p, "expected a type, found '%.*s'", (int)t->len, t->s);
	return NULL;
}

/* A type spelled the same way twice is the same type.  Types of several
 * tokens (memrefs, !async.values, function types) are remembered by their
 * text, keyed by their first token; a later spelling that matches skips
 * the lexer and the parser.  Only types written on one line are kept, so
 * that skipping them is a move along the line. */
typedef struct TypeMemo {
	const char *text;
	unsigned len;
	Type *type;
	struct TypeMemo *next;
} TypeMemo;

enum { MEMOS_PER_KEY = 4 };

static bool memo_worthy(const Token *t)
{
	return t->kind == TK_LPAREN ||
	       (t->kind == TK_BANG && t->len == 12 && memcmp(t->s, "!async.value", 12) == 0) ||
	       (t->kind == TK_BARE && t->len == 6 && memcmp(t->s, "memref", 6) == 0);
}

/* Whether text[len] may follow a type ending in text[len - 1]: after an
 * identifier character ("i64"), another would continue the type. */
static bool ends_at(const char *text, unsigned len, const char *end)
{
	static const char more[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$.";
	char last = text[len - 1], next = text + len < end ? text[len] : 0;
	return !next || !strchr(more, last) || !strchr(more, next);
}

static Type *memo_find(Parser *p, unsigned hash)
{
	const Token *t = &p->tok;
	TypeMemo *m = strmap_get(&p->type_memo, t->s, t->len, hash);
	for (; m; m = m->next) {
		if ((size_t)(p->lx.end - t->s) < m->len || memcmp(t->s, m->text, m->len) != 0 ||
		    !ends_at(t->s, m->len, p->lx.end))
			continue;
		Loc at = tok_offset_loc(t, m->len);
		lex_reset(&p->lx, t->s + m->len, at);
		p_next(p);
		p->prev_end = at;
		return m->type;
	}
	return NULL;
}

static void memo_add(Parser *p, unsigned hash, const Token *first, Type *type)
{
	if (p->prev_end.line != first->loc.line || p->prev_end.col <= first->loc.col + first->len)
		return;
	void **slot = strmap_slot(&p->type_memo, first->s, first->len, hash);
	unsigned n = 0;
	for (TypeMemo *m = *slot; m; m = m->next)
		n++;
	if (n >= MEMOS_PER_KEY)
		return;
	TypeMemo *m = arena_alloc(&p->scratch, sizeof *m);
	*m = (TypeMemo){first->s, p->prev_end.col - first->loc.col, type, *slot};
	*slot = m;
}

Type *p_type(Parser *p)
{
	bool memo = memo_worthy(&p->tok);
	unsigned hash = 0;
	Token first = p->tok;
	if (memo) {
		hash = hash_bytes(first.s, first.len, 0);
		Type *t = memo_find(p, hash);
		if (t)
			return t;
	}
	if (++p->type_depth > MAX_TYPE_DEPTH) {
		p->type_depth--;
		p_error(p, "types nested too deeply");
		return NULL;
	}
	Type *t = p_type_inner(p);
	p->type_depth--;
	if (t && memo)
		memo_add(p, hash, &first, t);
	return t;
}

bool p_type_list(Parser *p, TypeVec *out)
{
	do {
		Type *t = p_type(p);
		if (!t)
			return false;
		svec_push(out, t);
	} while (p_accept(p, TK_COMMA));
	return true;
}

bool p_type_list_maybe_paren(Parser *p, TypeVec *out)
{
	if (!p_is(p, TK_LPAREN)) {
		Type *t = p_type(p);
		if (!t)
			return false;
		svec_push(out, t);
		return true;
	}
	/* "(i32) -> i32" as a result is a function type, but "(i32, f32)" in
	 * a result list is a list: results never start with a function type
	 * in the ops asyncc supports, so a paren is a list. */
	p_next(p);
	if (p_accept(p, TK_RPAREN))
		return true;
	if (!p_type_list(p, out))
		return false;
	return p_expect(p, TK_RPAREN, "to end the type list");
}

bool p_colon_types(Parser *p, TypeVec *out, unsigned n)
{
	Loc loc = p->tok.loc;
	if (!p_expect(p, TK_COLON, NULL) || !p_type_list(p, out))
		return false;
	if (out->n != n)
		return p_error_at(p, loc, "%u operands present, but expected %u types", n, out->n);
	return true;
}

/* ============================================================ attributes */

bool p_integer(Parser *p, int64_t *out, bool *negative)
{
	*negative = p_accept(p, TK_MINUS);
	if (!p_is(p, TK_INT))
		return p_error(p, "expected an integer");
	const char *s = p->tok.s;
	unsigned len = p->tok.len;
	uint64_t v = 0;
	bool hex = len > 2 && s[1] == 'x';
	for (unsigned i = hex ? 2 : 0; i < len; i++) {
		char c = s[i];
		unsigned d = c <= '9' ? (unsigned)(c - '0') : (unsigned)((c | 32) - 'a' + 10);
		uint64_t base = hex ? 16 : 10;
		if (v > (UINT64_MAX - d) / base)
			return p_error(p, "integer literal does not fit in 64 bits");
		v = v * base + d;
	}
	if (*negative) {
		if (v > (uint64_t)INT64_MAX + 1)
			return p_error(p, "integer literal does not fit in 64 bits");
		*out = (int64_t)(0 - v);
	} else {
		*out = (int64_t)v;
	}
	p_next(p);
	return true;
}

/* Whether v (negative when written with '-') fits a width-bit integer,
 * read as signed or unsigned like MLIR does. */
static bool int_fits(int64_t v, bool negative, unsigned width)
{
	if (width >= 64)
		return true;
	if (negative)
		return v >= -(INT64_C(1) << (width - 1));
	return (uint64_t)v < (UINT64_C(1) << width);
}

static double round_to_type(Type *t, double v)
{
	if (t && t->kind == TY_F32)
		return (double)(float)v;
	return v;
}

static double bits_to_float(Type *t, uint64_t bits)
{
	if (t->kind == TY_F32) {
		uint32_t b = (uint32_t)bits;
		float f;
		memcpy(&f, &b, sizeof f);
		return f;
	}
	double d;
	memcpy(&d, &bits, sizeof d);
	return d;
}

/* A number, with an optional ": type". */
static Attr *p_number_attr(Parser *p)
{
	Loc loc = p->tok.loc;
	bool neg = p_is(p, TK_MINUS);
	if (neg)
		p_next(p);
	if (p_is(p, TK_FLOAT)) {
		char buf[128];
		unsigned n = p->tok.len < sizeof buf - 1 ? p->tok.len : sizeof buf - 1;
		memcpy(buf, p->tok.s, n);
		buf[n] = 0;
		double v = strtod(buf, NULL);
		if (neg)
			v = -v;
		p_next(p);
		Type *t = ty_simple(p->ctx, TY_F64);
		if (p_accept(p, TK_COLON)) {
			Loc tl = p->tok.loc;
			if (!(t = p_type(p)))
				return NULL;
			if (!ty_is_float(t)) {
				p_error_at(p, tl, "floating point literal with non-float type");
				return NULL;
			}
		}
		return at_float(p->ctx, t, round_to_type(t, v));
	}
	if (!p_is(p, TK_INT)) {
		p_error(p, "expected a number");
		return NULL;
	}
	bool hex = p->tok.len > 2 && p->tok.s[1] == 'x';
	int64_t v;
	bool dummy;
	if (!p_integer(p, &v, &dummy))
		return NULL;
	if (neg)
		v = (int64_t)(0 - (uint64_t)v);
	Type *t = ty_i64(p->ctx);
	if (p_accept(p, TK_COLON)) {
		Loc tl = p->tok.loc;
		if (!(t = p_type(p)))
			return NULL;
		if (ty_is_float(t)) {
			if (!hex) {
				p_error_at(p, tl, "unexpected decimal integer literal for a floating point value");
				return NULL;
			}
			return at_float(p->ctx, t, bits_to_float(t, (uint64_t)v));
		}
		if (!ty_is_intlike(t)) {
			p_error_at(p, tl, "integer literal not valid for type");
			return NULL;
		}
	}
	unsigned width = t->kind == TY_INT ? t->width : 64;
	if (!int_fits(v, neg, width)) {
		p_error_at(p, loc, "integer constant out of range for attribute");
		return NULL;
	}
	if (t->kind == TY_INT && t->width == 1)
		return at_bool(p->ctx, v != 0);
	return at_int(p->ctx, t, v);
}

/* Skip a balanced "<...>" starting at the current '<' token, at the
 * character level (the body may hold anything), and return its extent. */
static bool p_balanced_angle(Parser *p, const char **start, const char **end)
{
	const char *s = p->tok.s, *e = p->lx.end;
	char stack[64];
	unsigned depth = 0;
	for (const char *q = s; q < e; q++) {
		char c = *q;
		if (c == '"') {
			for (q++; q < e && *q != '"'; q++)
				if (*q == '\\')
					q++;
			continue;
		}
		if (c == '\n')
			break;
		if (c == '<' || c == '(' || c == '[' || c == '{') {
			if (depth == sizeof stack)
				return p_error(p, "attribute nested too deeply");
			stack[depth++] = c == '<' ? '>' : c == '(' ? ')' : c == '[' ? ']' : '}';
		} else if (c == '>' || c == ')' || c == ']' || c == '}') {
			if (q > s && c == '>' && q[-1] == '-')
				continue;  /* "->" inside an affine map */
			if (!depth || stack[depth - 1] != c)
				return p_error(p, "unbalanced '%c' in attribute", c);
			if (--depth == 0) {
				*start = s;
				*end = q + 1;
				p_relex(p, q + 1);
				return true;
			}
		}
	}
	return p_error(p, "unterminated '<' in attribute");
}

/* #dialect.name<...> or #dialect<...>: kept as text. */
static Attr *p_opaque_attr(Parser *p)
{
	const char *begin = p->tok.s, *name_end = p->tok.s + p->tok.len;
	p_next(p);
	if (p_is(p, TK_LESS) && p->tok.s == name_end) {
		const char *s, *e;
		if (!p_balanced_angle(p, &s, &e))
			return NULL;
		return at_opaque(p->ctx, begin, (size_t)(e - begin));
	}
	return at_opaque(p->ctx, begin, (size_t)(p->tok.s - begin));
}

static Attr *p_array_attr(Parser *p)
{
	p_next(p);
	SVEC(Attr *, 8) elems;
	svec_init(&elems);
	Attr *a = NULL;
	if (!p_is(p, TK_RSQUARE)) {
		do {
			Attr *e = p_attr(p);
			if (!e)
				goto out;
			svec_push(&elems, e);
		} while (p_accept(p, TK_COMMA));
	}
	if (p_expect(p, TK_RSQUARE, "to end the array"))
		a = at_array(p->ctx, elems.v, elems.n);
out:
	svec_free(&elems);
	return a;
}

/* array<i32: 1, 2, 3> */
static Attr *p_dense_array(Parser *p)
{
	p_next(p);
	if (!p_expect(p, TK_LESS, "after 'array'"))
		return NULL;
	Type *elem = p_type(p);
	if (!elem)
		return NULL;
	if (!ty_is_int(elem)) {
		p_error(p, "only integer dense arrays are supported");
		return NULL;
	}
	SVEC(int64_t, 8) vals;
	svec_init(&vals);
	Attr *a = NULL;
	if (p_accept(p, TK_COLON)) {
		do {
			int64_t v;
			bool neg;
			Loc loc = p->tok.loc;
			if (!p_integer(p, &v, &neg))
				goto out;
			if (!int_fits(v, neg, elem->width)) {
				p_error_at(p, loc, "integer constant out of range for array element");
				goto out;
			}
			svec_push(&vals, v);
		} while (p_accept(p, TK_COMMA));
	}
	if (p_expect(p, TK_GREATER, "to end the array"))
		a = at_dense(p->ctx, elem, vals.v, vals.n);
out:
	svec_free(&vals);
	return a;
}

static Attr *p_string_attr(Parser *p)
{
	char small[256];
	char *buf = p->tok.len <= sizeof small ? small : xmalloc(p->tok.len);
	unsigned n = tok_string_value(&p->tok, buf);
	Attr *a = at_string(p->ctx, buf, n);
	if (buf != small)
		free(buf);
	p_next(p);
	/* "text" : type is accepted and the type dropped, as MLIR's string
	 * attributes rarely carry one. */
	if (p_accept(p, TK_COLON) && !p_type(p))
		return NULL;
	return a;
}

static Attr *p_symref_attr(Parser *p)
{
	char small[256];
	Attr *a;
	if (p->tok.len > 1 && p->tok.s[1] == '"') {
		char *buf = p->tok.len <= sizeof small ? small : xmalloc(p->tok.len);
		unsigned n = tok_string_value(&p->tok, buf);
		if (memchr(buf, 0, n)) {
			if (buf != small)
				free(buf);
			p_error(p, "symbol names may not contain NUL");
			return NULL;
		}
		buf[n] = 0;
		a = at_symref(p->ctx, buf);
		if (buf != small)
			free(buf);
	} else {
		char *name = arena_strndup(&p->scratch, p->tok.s + 1, p->tok.len - 1);
		a = at_symref(p->ctx, name);
	}
	p_next(p);
	if (p_is(p, TK_COLON) && p->lx.p < p->lx.end && *p->lx.p == ':') {
		p_error(p, "nested symbol references are not supported");
		return NULL;
	}
	return a;
}

static bool starts_type(const Parser *p)
{
	const Token *t = &p->tok;
	if (t->kind == TK_BANG || t->kind == TK_LPAREN)
		return true;
	return is_int_type_spelling(t) || type_word(t) != NULL;
}

static Attr *p_attr_inner(Parser *p)
{
	switch (p->tok.kind) {
	case TK_INT: case TK_FLOAT: case TK_MINUS:
		return p_number_attr(p);
	case TK_STRING:
		return p_string_attr(p);
	case TK_LSQUARE:
		return p_array_attr(p);
	case TK_LBRACE:
		return p_dict_attr(p);
	case TK_AT:
		return p_symref_attr(p);
	case TK_HASH: {
		const char *name = p_tok_intern(p);
		if (!memchr(p->tok.s, '.', p->tok.len) &&
		    !(p->lx.p < p->lx.end && *p->lx.p == '<')) {
			Attr *a = ptrmap_get(&p->attr_aliases, name);
			if (!a) {
				p_error(p, "undefined attribute alias '%s'", name);
				return NULL;
			}
			p_next(p);
			return a;
		}
		return p_opaque_attr(p);
	}
	case TK_BARE:
		if (p_accept_kw(p, "unit"))
			return at_unit(p->ctx);
		if (p_accept_kw(p, "true"))
			return at_bool(p->ctx, true);
		if (p_accept_kw(p, "false"))
			return at_bool(p->ctx, false);
		if (p_is_kw(p, "array"))
			return p_dense_array(p);
		if (p_is_kw(p, "dense") || p_is_kw(p, "sparse") || p_is_kw(p, "dense_resource") ||
		    p_is_kw(p, "affine_map") || p_is_kw(p, "affine_set") || p_is_kw(p, "strided") ||
		    p_is_kw(p, "distinct")) {
			p_error(p, "'%.*s' attributes are not supported by asyncc", (int)p->tok.len, p->tok.s);
			return NULL;
		}
		if (starts_type(p)) {
			Type *t = p_type(p);
			return t ? at_type(p->ctx, t) : NULL;
		}
		break;
	case TK_BANG: case TK_LPAREN: {
		Type *t = p_type(p);
		return t ? at_type(p->ctx, t) : NULL;
	}
	default:
		break;
	}
	char buf[64];
	p_error(p, "expected an attribute value, found %s", tok_desc(&p->tok, buf, sizeof buf));
	return NULL;
}

Attr *p_attr(Parser *p)
{
	if (++p->type_depth > MAX_TYPE_DEPTH) {
		p->type_depth--;
		p_error(p, "attributes nested too deeply");
		return NULL;
	}
	Attr *a = p_attr_inner(p);
	p->type_depth--;
	return a;
}

/* name = value | name (unit), appended to out; a name may occur once
 * in one dictionary. */
bool p_dict_entries(Parser *p, AttrVec *out)
{
	if (p_is(p, TK_RBRACE))
		return true;
	unsigned first = out->n;
	do {
		const char *name;
		if (p_is(p, TK_BARE)) {
			name = p_tok_intern(p);
		} else if (p_is(p, TK_STRING)) {
			char buf[256];
			if (p->tok.len > sizeof buf)
				return p_error(p, "attribute name is too long");
			unsigned n = tok_string_value(&p->tok, buf);
			name = ctx_intern(p->ctx, buf, n);
		} else {
			return p_error(p, "expected an attribute name");
		}
		Loc nloc = p->tok.loc;
		p_next(p);
		Attr *a = at_unit(p->ctx);
		if (p_accept(p, TK_EQUAL) && !(a = p_attr(p)))
			return false;
		for (unsigned i = first; i < out->n; i++)
			if (out->v[i].name == name)
				return p_error_at(p, nloc, "duplicate key '%s' in dictionary attribute", name);
		svec_push(out, ((NamedAttr){name, a}));
	} while (p_accept(p, TK_COMMA));
	return true;
}

Attr *p_dict_attr(Parser *p)
{
	if (!p_expect(p, TK_LBRACE, NULL))
		return NULL;
	AttrVec ents;
	svec_init(&ents);
	Attr *a = NULL;
	if (p_dict_entries(p, &ents) && p_expect(p, TK_RBRACE, "to end the dictionary"))
		a = at_dict(p->ctx, ents.v, ents.n);
	svec_free(&ents);
	return a;
}

void st_add_attr(Parser *p, OpState *st, const char *name, Attr *a)
{
	name = ctx_intern_cstr(p->ctx, name);
	for (unsigned i = 0; i < st->attrs.n; i++) {
		if (st->attrs.v[i].name == name) {
			st->attrs.v[i].attr = a;
			return;
		}
	}
	svec_push(&st->attrs, ((NamedAttr){name, a}));
}

bool p_attr_dict(Parser *p, OpState *st)
{
	if (!p_is(p, TK_LBRACE))
		return true;
	p_next(p);
	unsigned before = st->attrs.n;
	if (!p_dict_entries(p, &st->attrs))
		return false;
	/* An attribute the custom form already set (say, the callee) may
	 * not be given again in the dictionary. */
	for (unsigned i = before; i < st->attrs.n; i++)
		for (unsigned j = 0; j < before; j++)
			if (st->attrs.v[i].name == st->attrs.v[j].name)
				return p_error(p, "attribute '%s' occurs twice: the operation's syntax sets it already",
				               st->attrs.v[i].name);
	return p_expect(p, TK_RBRACE, "to end the attribute dictionary");
}

bool p_attr_dict_kw(Parser *p, OpState *st)
{
	if (!p_accept_kw(p, "attributes"))
		return true;
	if (!p_is(p, TK_LBRACE))
		return p_error(p, "expected '{' after 'attributes'");
	return p_attr_dict(p, st);
}

/* ============================================================= locations */

static bool p_loc_inner(Parser *p, LocInfo *out, const char **alias, Loc *alias_at);

static bool p_loc_body(Parser *p, LocInfo *out, const char **alias, Loc *alias_at)
{
	if (++p->type_depth > MAX_TYPE_DEPTH) {
		p->type_depth--;
		return p_error(p, "locations nested too deeply");
	}
	bool ok = p_loc_inner(p, out, alias, alias_at);
	p->type_depth--;
	return ok;
}

static bool p_loc_inner(Parser *p, LocInfo *out, const char **alias, Loc *alias_at)
{
	memset(out, 0, sizeof *out);
	if (p_is(p, TK_HASH)) {
		*alias = p_tok_intern(p);
		*alias_at = p->tok.loc;
		p_next(p);
		return true;
	}
	if (p_accept_kw(p, "unknown"))
		return true;
	if (p_accept_kw(p, "callsite")) {
		/* callsite(callee at caller): the callee is where the code is. */
		LocInfo caller;
		const char *a2 = NULL;
		Loc at2;
		if (!p_expect(p, TK_LPAREN, "after 'callsite'") || !p_loc_body(p, out, alias, alias_at) ||
		    !p_expect_kw(p, "at") || !p_loc_body(p, &caller, &a2, &at2))
			return false;
		return p_expect(p, TK_RPAREN, "to end callsite location");
	}
	if (p_accept_kw(p, "fused")) {
		if (p_is(p, TK_LESS)) {
			const char *s, *e;
			if (!p_balanced_angle(p, &s, &e))
				return false;
		}
		if (!p_expect(p, TK_LSQUARE, "in fused location"))
			return false;
		bool first = true;
		if (!p_is(p, TK_RSQUARE)) {
			do {
				LocInfo li;
				const char *a2 = NULL;
				Loc at2;
				if (!p_loc_body(p, &li, &a2, &at2))
					return false;
				if (first && !a2)
					*out = li;
				first = false;
			} while (p_accept(p, TK_COMMA));
		}
		return p_expect(p, TK_RSQUARE, "to end fused location");
	}
	if (!p_is(p, TK_STRING))
		return p_error(p, "expected a location");
	char buf[1024];
	if (p->tok.len > sizeof buf)
		return p_error(p, "location string is too long");
	unsigned n = tok_string_value(&p->tok, buf);
	const char *str = ctx_intern(p->ctx, buf, n);
	p_next(p);
	if (p_accept(p, TK_COLON)) {
		int64_t line, col = 0;
		bool neg;
		if (!p_integer(p, &line, &neg))
			return false;
		if (p_accept(p, TK_COLON) && !p_integer(p, &col, &neg))
			return false;
		if (line < 0 || line > UINT32_MAX || col < 0 || col > UINT32_MAX)
			return p_error(p, "location line or column out of range");
		out->file = str;
		out->line = (unsigned)line;
		out->col = (unsigned)col;
		return true;
	}
	/* A name location, optionally wrapping a child location. */
	if (p_accept(p, TK_LPAREN)) {
		if (!p_loc_body(p, out, alias, alias_at) || !p_expect(p, TK_RPAREN, "to end name location"))
			return false;
	}
	out->name = str;
	return true;
}

static bool p_location(Parser *p, LocInfo *out, const char **alias, Loc *alias_at)
{
	*alias = NULL;
	if (!p_expect_kw(p, "loc") || !p_expect(p, TK_LPAREN, "after 'loc'"))
		return false;
	if (!p_loc_body(p, out, alias, alias_at))
		return false;
	return p_expect(p, TK_RPAREN, "to end the location");
}

bool p_opt_location(Parser *p, Attr **out, Op *for_op)
{
	*out = NULL;
	if (!p_is_kw(p, "loc"))
		return true;
	LocInfo li;
	const char *alias;
	Loc at;
	if (!p_location(p, &li, &alias, &at))
		return false;
	if (alias) {
		Attr *a = ptrmap_get(&p->attr_aliases, alias);
		if (a) {
			if (a->kind != AT_LOC)
				return p_error_at(p, at, "'%s' is not a location", alias);
			*out = a;
		} else if (for_op) {
			/* Location aliases usually follow the module: resolve at
			 * the end of the file. */
			svec_push(&p->pending_locs, ((struct PendingLoc){for_op, alias, at}));
		}
		return true;
	}
	*out = at_loc(p->ctx, li);
	return true;
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

bool p_operand(Parser *p, Unresolved *out)
{
	if (!p_is(p, TK_PERCENT)) {
		char buf[64];
		return p_error(p, "expected an SSA value, found %s", tok_desc(&p->tok, buf, sizeof buf));
	}
	/* The name stays in the source text; its hash is computed once here
	 * for every table it goes through. */
	out->name = p->tok.s;
	out->len = p->tok.len;
	out->hash = hash_bytes(p->tok.s, p->tok.len, 0);
	out->loc = p->tok.loc;
	out->index = 0;
	p_next(p);
	if (p_is(p, TK_HASH) && p->tok.len > 1 && p->tok.s[1] >= '0' && p->tok.s[1] <= '9') {
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
	if (u->index >= d->count) {
		p_error_at(p, u->loc, "result number %u out of range for %.*s, which has %u",
		           u->index, (int)u->len, u->name, d->count);
		return NULL;
	}
	Value *v = d->first + u->index;
	if (v->type != t) {
		p_error_at(p, u->loc, "use of value '%.*s' expects different type than prior uses: '%s' vs '%s'",
		           (int)u->len, u->name, type_str(p->ctx, t), type_str(p->ctx, v->type));
		return NULL;
	}
	return v;
}

/* Bind a name to values: results first..first+count-1 or one argument.
 * Names are unique across nested regions, as in MLIR, so a name visible
 * here cannot be bound again. */
static bool p_define(Parser *p, const Unresolved *n, Value *first, unsigned count, bool is_arg)
{
	void **slot = strmap_slot(&p->names, n->name, n->len, n->hash);
	if (*slot)
		return p_error_at(p, n->loc, "redefinition of SSA value '%.*s'", (int)n->len, n->name);
	NameDef *d = p->free_defs;
	if (d)
		p->free_defs = d->next_free;
	else
		d = arena_alloc(&p->scratch, sizeof *d);
	d->first = first;
	d->count = count;
	d->is_arg = is_arg;
	*slot = d;
	svec_push(&p->undo, ((struct ScopeUndo){n->name, n->len, n->hash, d}));
	if (!p->fwd.len)
		return true;
	for (unsigned i = 0; i < count; i++) {
		const char *key = fwd_key(p, n, i);
		Value *ph = ptrmap_get(&p->fwd, key);
		if (!ph)
			continue;
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

/* ========================================================== signatures */

Type *sig_type(Ctx *c, char letter)
{
	switch (letter) {
	case 'b': return ty_i1(c);
	case 'x': return ty_index(c);
	case 'T': return ty_simple(c, TY_TOKEN);
	case 'G': return ty_simple(c, TY_GROUP);
	case 'I': return ty_simple(c, TY_CORO_ID);
	case 'H': return ty_simple(c, TY_CORO_HANDLE);
	case 'S': return ty_simple(c, TY_CORO_STATE);
	default: return NULL;
	}
}

unsigned sig_num_operands(const char *sig)
{
	const char *gt = strchr(sig, '>');
	return gt ? (unsigned)(gt - sig) : 0;
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
		return p_error(p, "expected a block name");
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

bool p_region(Parser *p, OpState *st, const ArgDecl *args, unsigned nargs, bool isolated)
{
	Loc open = p->tok.loc;
	if (!p_expect(p, TK_LBRACE, "to start a region"))
		return false;
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
		strmap_init(&p->names);
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
				ok = p_define(p, &args[i].name, v, 1, true);
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
		strmap_free(&p->names);
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
		qsort(op->attrs, op->nattrs, sizeof *op->attrs, cmp_named_attr);
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
	OpKind term = op->kind == OP_SCF_PARALLEL ? OP_SCF_REDUCE : OP_SCF_YIELD;
	for (unsigned i = 0; i < op->nregions; i++) {
		Region *r = &op->regions[i];
		if (region_empty(r)) {
			/* scf.if's else region stays empty when absent. */
			if (op->kind == OP_SCF_IF && i == 1)
				continue;
			region_push_block(r, block_new(p->m));
		}
		Block *b = r->last;
		if (!block_terminator(b))
			block_push_op(b, op_new(p->m, term, op->loc, NULL, 0, NULL, 0, 0, 0));
	}
}

/* "(%a, %b)[^bb1, ^bb2] <{props}> ({...}) {attrs} : (T) -> U" */
static bool p_generic_op(Parser *p, OpState *st)
{
	UnresolvedVec ops;
	svec_init(&ops);
	SVEC(Block *, 2) succ_blocks;
	svec_init(&succ_blocks);
	Type *ft = NULL;
	bool ok = false;
	if (!p_expect(p, TK_LPAREN, "after the operation name") || !p_operand_list(p, &ops, true) ||
	    !p_expect(p, TK_RPAREN, "to end the operand list"))
		goto out;
	if (p_accept(p, TK_LSQUARE)) {
		do {
			if (!p_is(p, TK_CARET)) {
				p_error(p, "expected a block name");
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
		unsigned total = 0;
		for (unsigned j = 0; j < a->u.dense.n; j++) {
			if (a->u.dense.vals[j] < 0 || a->u.dense.vals[j] > (int64_t)ops.n) {
				p_error_at(p, floc, "invalid operand segment size");
				goto out;
			}
			total += (unsigned)a->u.dense.vals[j];
			st_segment(st, (unsigned)a->u.dense.vals[j]);
		}
		if (total != ops.n) {
			p_error_at(p, floc, "operand segment sizes add up to %u, but the op has %u operands",
			           total, ops.n);
			goto out;
		}
		st->attrs.v[i] = st->attrs.v[--st->attrs.n];
		break;
	}
	/* Successor operands: cf.br passes all of them, cf.cond_br splits
	 * them by segment; other ops pass none. */
	for (unsigned i = 0; i < succ_blocks.n; i++) {
		unsigned first = 0, count = 0;
		if (st->kind == OP_CF_BR && i == 0) {
			count = ops.n;
		} else if (st->kind == OP_CF_COND_BR && st->segs.n == 3 && i < 2) {
			first = 1 + (i ? st->segs.v[1] : 0);
			count = st->segs.v[1 + i];
		}
		svec_push(&st->succs, ((Succ){succ_blocks.v[i], first, count}));
	}
	ok = true;
out:
	svec_free(&ops);
	svec_free(&succ_blocks);
	return ok;
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
	if (k == OP__COUNT && !quoted && !memchr(name, '.', len) && p->dialect) {
		/* "return" in func.func means "func.return". */
		char full[64];
		size_t dn = strlen(p->dialect);
		if (dn + 1 + len <= sizeof full) {
			memcpy(full, p->dialect, dn);
			full[dn] = '.';
			memcpy(full + dn + 1, name, len);
			k = op_lookup(full, (unsigned)(dn + 1 + len));
		}
	}
	if (k == OP__COUNT) {
		if (!memchr(name, '.', len))
			p_error_at(p, loc, "unknown operation '%.*s': operation names need their dialect prefix",
			           len > 100 ? 100 : (int)len, name);
		else
			p_error_at(p, loc, "unknown operation '%.*s'", len > 100 ? 100 : (int)len, name);
		const char *hint = op_suggest(name, len);
		if (hint)
			diag_note(p->diag, loc, "did you mean '%s'?", hint);
	}
	return k;
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
	Loc loc = p->tok.loc;
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
		p_error(p, "expected an operation name, found %s", tok_desc(&p->tok, buf, sizeof buf));
		goto out;
	}
	OpKind kind = p_op_name(p, quoted, loc);
	if (kind == OP__COUNT)
		goto out;
	st_init(&st, kind, loc);
	/* A custom form sets the default dialect of its regions (none for
	 * most ops); the generic form leaves the enclosing one in force. */
	if (quoted)
		st.region_dialect = p->dialect;
	p_next(p);
	if (quoted)
		ok = p_generic_op(p, &st);
	else
		ok = syntax_parsers[op_table[st.kind].syntax](p, &st);
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
	if (results.n && named != op->nres) {
		p_error_at(p, loc, "operation defines %u results but was provided %u to bind",
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
		} else if (p_is(&p, TK_PERCENT)) {
			done = p_error(&p, "top-level operations may not define results");
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
	strmap_free(&p.names);
	strmap_free(&p.type_memo);
	ptrmap_free(&p.fwd);
	ptrmap_free(&p.blocks);
	svec_free(&p.undo);
	svec_free(&p.pending_locs);
	arena_free(&p.scratch);
	if (!ok || diag_errors(p.diag) != p.errors0) {
		module_free(p.m);
		return NULL;
	}
	return p.m;
}
