/* parse_type.c - MLIR types: integers (signless, signed, unsigned), floats, index, memrefs (ranked,
 * unranked, strided and affine_map layouts, memory spaces), vectors,
 * tensors (only as the type of a dense<...>), function types, the async
 * dialect's types, and type aliases. */
#include "config.h"
#include "parser.h"
#include "syntax/syntax.h"
#include "ir/affine.h"

#include <stdlib.h>
#include <string.h>

static Type *p_int_type(Parser *p)
{
	const char *s = p->tok.s;
	unsigned len = p->tok.len;
	unsigned off = s[0] == 'i' ? 1 : 2;
	unsigned long w = 0;
	for (unsigned i = off; i < len; i++) {
		w = w * 10 + (unsigned long)(s[i] - '0');
		if (w > 16777215)
			break;
	}
	/* MLIR's limit; LLVM's too (IntegerType::MAX_INT_BITS). */
	if (w > 16777215) {
		p_error(p, "integer bitwidth is limited to 16777215 bits");
		return NULL;
	}
	if (w == 0) {
		p_error(p, "integer width 0 is not supported (LLVM has no i0)");
		return NULL;
	}
	p_next(p);
	if (off == 2)
		return ty_int_signed(p->ctx, s[0] == 's' ? TY_SINT : TY_UINT, (unsigned)w);
	return ty_int(p->ctx, (unsigned)w);
}

static inline bool is_int_type_spelling(const Token *t)
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

/* The decimal dimension size at *q (a digit), past it; an error when it
 * does not fit in 63 bits. */
static bool scan_dim(Parser *p, const char **q, const char *end, int64_t *d)
{
	*d = 0;
	while (*q < end && **q >= '0' && **q <= '9') {
		if (*d > (INT64_MAX - 9) / 10) {
			p_relex(p, *q);
			return p_error(p, "dimension size is too large");
		}
		*d = *d * 10 + (*(*q)++ - '0');
	}
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
			if (!scan_dim(p, &q, end, &d))
				return false;
		} else {
			break;
		}
		while (q < end && *q == ' ')
			q++;
		if (q >= end || *q != 'x') {
			p_relex(p, q);
			return p_error(p, "expected 'x' in dimension list");
		}
		if (dims->n == P_MAX_RANK) {
			p_relex(p, s);
			return p_error(p, "more than %d dimensions", P_MAX_RANK);
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
			if (v == 0)
				return p_error(p, "strides must not be zero");
			svec_push(strides, v);
		} while (p_accept(p, TK_COMMA));
	}
	if (!p_expect(p, TK_RSQUARE, "after strides"))
		return false;
	*offset = 0;
	if (p_accept(p, TK_COMMA)) {
		if (!p_expect_word(p, "offset") || !p_expect(p, TK_COLON, "after 'offset'"))
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

/* An affine_map layout, written out or as a #alias, as a layout of a
 * rank-`rank` memref: its strided form in strides/offset, or *map NULL
 * for the identity. */
static bool p_map_layout(Parser *p, unsigned rank, AffineMap **map, I64Vec *strides, int64_t *offset)
{
	Loc at = p->tok.loc;
	Attr *a = NULL;
	if (p_is(p, TK_HASH)) {
		a = ptrmap_get(&p->attr_aliases, p_tok_intern(p));
		if (!a)
			return p_error(p, "undefined attribute alias '%s'", p_tok_intern(p));
		p_next(p);
		if (a->kind != AT_AFFINE_MAP)
			return p_error_at(p, at, "expected a memref layout: strided<...> or an affine map");
	} else if (!(a = p_affine_attr(p))) {
		return false;
	}
	AffineMap *m = a->u.map;
	if (m->ndims != rank)
		return p_error_at(p, at, "memref layout mismatch between rank and affine map: %u != %u",
		                  rank, m->ndims);
	*map = NULL;
	if (affine_map_is_identity(m))
		return true;
	for (unsigned i = 0; i < rank; i++)
		svec_push(strides, 0);
	if (!affine_map_strides(m, strides->v, offset)) {
		Buf b;
		buf_init(&b);
		buf_affine_map(&b, m);
		p_error_at(p, at, "layout '%.*s' is not strided: asyncc supports strided layouts only",
		           (int)b.len, b.data);
		buf_free(&b);
		return false;
	}
	*map = m;
	return true;
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
	AffineMap *map = NULL;
	Loc eloc;
	if (!p_dims(p, &dims))
		goto out;
	eloc = p->tok.loc;
	Type *elem = p_type(p);
	if (!elem)
		goto out;
	if (!ty_is_vector_elem(elem) && elem->kind != TY_MEMREF && elem->kind != TY_VECTOR) {
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
		} else if (p_is_kw(p, "affine_map") ||
		           (p_is(p, TK_HASH) && !memchr(p->tok.s, '.', p->tok.len))) {
			if (!p_map_layout(p, dims.n, &map, &strides, &offset))
				goto out;
			strided = map != NULL;
		} else if (!p_memspace(p, &space)) {
			goto out;
		}
	}
	if (!p_expect(p, TK_GREATER, "to end the memref type"))
		goto out;
	if (map) {
		t = ty_memref_map(p->ctx, elem, dims.n, dims.v, strides.v, offset, map, space);
		goto out;
	}
	/* A strided layout stays as written, even one that spells out the
	 * identity: MLIR tells memref<4xf32, strided<[1]>> from memref<4xf32>. */
	t = ty_memref(p->ctx, elem, dims.n, dims.v, strided ? strides.v : NULL, offset, space);
out:
	svec_free(&dims);
	svec_free(&strides);
	return t;
}

/* A vector's dims "4x[8]x", as p_dims reads them but with scalable
 * dims in square brackets, whose bits it sets in *scalable. */
static bool p_vector_dims(Parser *p, I64Vec *dims, uint64_t *scalable)
{
	const char *s = p->tok.s, *end = p->lx.end;
	*scalable = 0;
	for (;;) {
		const char *q = s;
		while (q < end && *q == ' ')
			q++;
		bool sc = q < end && *q == '[';
		if (sc) {
			q++;
			while (q < end && *q == ' ')
				q++;
		}
		int64_t d;
		if (!sc && q < end && *q == '?') {
			d = IR_DYNAMIC;
			q++;
		} else if (q < end && *q >= '0' && *q <= '9') {
			if (!scan_dim(p, &q, end, &d))
				return false;
		} else if (sc) {
			p_relex(p, q);
			return p_error(p, "expected integer value");
		} else {
			break;
		}
		while (q < end && *q == ' ')
			q++;
		if (sc) {
			if (q >= end || *q != ']') {
				p_relex(p, q);
				return p_error(p, "missing ']' closing scalable dimension");
			}
			q++;
			while (q < end && *q == ' ')
				q++;
		}
		if (q >= end || *q != 'x') {
			p_relex(p, q);
			return p_error(p, "expected 'x' in dimension list");
		}
		if (dims->n == P_MAX_RANK) {
			p_relex(p, s);
			return p_error(p, "more than %d dimensions", P_MAX_RANK);
		}
		if (sc)
			*scalable |= UINT64_C(1) << dims->n;
		svec_push(dims, d);
		s = q + 1;
	}
	p_relex(p, s);
	return true;
}

/* vector<4x8xf32>, vector<f32>, vector<[4]xf32>, vector<2x[4]xf32>. */
static Type *p_vector_type(Parser *p)
{
	p_next(p);
	if (!p_expect(p, TK_LESS, "after 'vector'"))
		return NULL;
	I64Vec dims;
	svec_init(&dims);
	Type *t = NULL;
	uint64_t scalable;
	if (!p_vector_dims(p, &dims, &scalable))
		goto out;
	Loc eloc = p->tok.loc;
	Type *elem = p_type(p);
	if (!elem)
		goto out;
	for (unsigned i = 0; i < dims.n; i++) {
		if (dims.v[i] == IR_DYNAMIC || dims.v[i] <= 0) {
			p_error_at(p, eloc, "vector types must have positive constant sizes");
			goto out;
		}
	}
	if (!ty_is_vector_elem(elem)) {
		p_error_at(p, eloc, "vector elements must be int/index/float type");
		goto out;
	}
	t = ty_vector_scalable(p->ctx, elem, dims.n, dims.v, scalable);
	/* Any size MLIR takes reads, verifies and prints; what code
	 * generation takes is codegen_check's (passes/codegen_check.c). */
	if (ty_num_elements(t) < 0) {
		p_error_at(p, eloc, "vector type has more elements than fit in 64 bits");
		t = NULL;
		goto out;
	}
	if (!p_expect(p, TK_GREATER, "in vector type"))
		t = NULL;
out:
	svec_free(&dims);
	return t;
}

/* tensor<4x?xf32>: only as the type of a dense<...> attribute, where
 * p->tensor_ok is set.  Anywhere else one error says why. */
static Type *p_tensor_type(Parser *p)
{
	if (!p->tensor_ok) {
		p_error(p, "tensor types are not supported: asyncc compiles bufferized IR; use memref types");
		return NULL;
	}
	p->tensor_ok = false;
	p_next(p);
	I64Vec dims;
	svec_init(&dims);
	Type *t = NULL;
	if (!p_expect(p, TK_LESS, "after 'tensor'"))
		goto out;
	if (p_is(p, TK_STAR)) {
		p_error(p, "elements literal type must have static shape");
		goto out;
	}
	if (!p_dims(p, &dims))
		goto out;
	Type *elem = p_type(p);
	if (!elem)
		goto out;
	if (p_is(p, TK_COMMA)) {
		p_error(p, "tensor encodings are not supported by asyncc");
		goto out;
	}
	if (p_expect(p, TK_GREATER, "to end the tensor type"))
		t = ty_tensor(p->ctx, elem, dims.n, dims.v);
out:
	svec_free(&dims);
	p->tensor_ok = true;
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
	if (n > 5 && memcmp(s, "llvm.", 5) == 0)
		return p_llvm_dialect_type(p);
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
enum { TW_SIMPLE, TW_MEMREF, TW_VECTOR, TW_TENSOR, TW_UNSUPPORTED };
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
	TW("vector", TW_VECTOR, 0), TW("tensor", TW_TENSOR, 0),
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
	default:
		/* MLIR's parseNonFunctionType, with its wording. */
		p_error_missing(p, "expected non-function type");
		return NULL;
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
	if (w && w->what == TW_VECTOR)
		return p_vector_type(p);
	if (w && w->what == TW_TENSOR)
		return p_tensor_type(p);
	if (w) {
		p_error(p, "type '%.*s' is not supported by asyncc", (int)t->len, t->s);
		return NULL;
	}
	p_error_missing(p, "expected non-function type");
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
	       (t->kind == TK_BARE && t->len == 6 && memcmp(t->s, "memref", 6) == 0) ||
	       (t->kind == TK_BARE && t->len == 6 && memcmp(t->s, "vector", 6) == 0);
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
		Loc at = p_tok_loc_at(t, m->len);
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
	if (++p->type_depth > P_MAX_NESTING) {
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
	char prefix[128];
	if (out->n != n)
		return p_error_at(p, loc, "%s%u operands present, but expected %u",
		                  p_custom_prefix(p, prefix, sizeof prefix), n, out->n);
	return true;
}

bool p_starts_type(const Parser *p)
{
	const Token *t = &p->tok;
	if (t->kind == TK_BANG || t->kind == TK_LPAREN)
		return true;
	return is_int_type_spelling(t) || type_word(t) != NULL;
}
