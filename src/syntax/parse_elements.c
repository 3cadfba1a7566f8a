/* parse_elements.c - dense elements attributes: dense<...> : T.
 *
 *   dense<>                      no elements (T has none)
 *   dense<1.5>                   a splat: every element of T
 *   dense<[[1, 2], [3, 4]]>      every element, nested by dimension
 *   dense<"0x0000803F...">       the elements' little-endian bytes
 *
 * As in MLIR, the literal is read first, with the shape its nesting
 * implies, and checked against T after the ':' (a vector, tensor or
 * memref type of static shape).  Tensor types are allowed there and
 * only there.  Values are stored as at_elements wants them (ir.h). */
#include "config.h"
#include "parser.h"
#include "syntax/syntax.h"

#include <stdlib.h>
#include <string.h>

typedef enum { EL_INT, EL_FLOAT, EL_BOOL } ElemKind;

/* One element as written. */
typedef struct ElemLit {
	ElemKind kind;
	bool neg, hex, too_big;    /* EL_INT: '-', 0x..., past 64 bits */
	uint64_t v;                /* EL_INT magnitude, EL_BOOL 0 or 1 */
	double f;                  /* EL_FLOAT, sign applied */
	Loc loc;
} ElemLit;

typedef struct Literal {
	SVEC(ElemLit, 16) elems;
	I64Vec shape;              /* what the nesting implies */
	bool list;                 /* [...] (else one element: a splat) */
	bool empty;                /* dense<> */
	Token hex;                 /* dense<"0x...">: the string; kind TK_EOF if not */
} Literal;

/* ------------------------------------------------------------ literal */

static bool p_elem_int(Parser *p, ElemLit *e)
{
	const char *s = p->tok.s;
	unsigned len = p->tok.len;
	e->kind = EL_INT;
	e->hex = len > 2 && s[1] == 'x';
	for (unsigned i = e->hex ? 2 : 0; i < len; i++) {
		unsigned d = s[i] <= '9' ? (unsigned)(s[i] - '0') : (unsigned)((s[i] | 32) - 'a' + 10);
		uint64_t base = e->hex ? 16 : 10;
		if (e->v > (UINT64_MAX - d) / base)
			e->too_big = true;
		e->v = e->v * base + d;
	}
	p_next(p);
	return true;
}

static bool p_elem(Parser *p, ElemLit *e)
{
	memset(e, 0, sizeof *e);
	e->loc = p->tok.loc;
	if (p_is_kw(p, "true") || p_is_kw(p, "false")) {
		e->kind = EL_BOOL;
		e->v = p_is_kw(p, "true");
		p_next(p);
		return true;
	}
	/* MLIR points at the number, after any minus sign. */
	e->neg = p_accept(p, TK_MINUS);
	e->loc = p->tok.loc;
	if (p_is(p, TK_INT))
		return p_elem_int(p, e);
	if (p_is(p, TK_FLOAT)) {
		char buf[128];
		unsigned n = p->tok.len < sizeof buf - 1 ? p->tok.len : sizeof buf - 1;
		memcpy(buf, p->tok.s, n);
		buf[n] = 0;
		e->kind = EL_FLOAT;
		e->f = strtod(buf, NULL);
		if (e->neg)
			e->f = -e->f;
		p_next(p);
		return true;
	}
	if (p_is(p, TK_LPAREN))
		return p_error(p, "complex elements are not supported by asyncc");
	char buf[64];
	return p_error(p, "expected element literal of primitive type, found %s",
	               p_tok_desc(&p->tok, buf, sizeof buf));
}

typedef SVEC(uint64_t, 16) U64Vec;

static bool same_dims(const int64_t *a, unsigned na, const int64_t *b, unsigned nb)
{
	return na == nb && (na == 0 || memcmp(a, b, na * sizeof *a) == 0);
}

/* "[e, e, ...]" where each e is an element or a list of the same shape;
 * the list's shape goes to *shape. */
static bool p_elem_list(Parser *p, Literal *lit, I64Vec *shape)
{
	if (++p->type_depth > P_MAX_NESTING || p->type_depth > P_MAX_RANK) {
		p->type_depth--;
		return p_error(p, "elements literal nested too deeply");
	}
	p_next(p);
	I64Vec first, sub;
	svec_init(&first);
	svec_init(&sub);
	int64_t count = 0;
	bool ok = true;
	while (ok && !p_is(p, TK_RSQUARE)) {
		if (count && !(ok = p_expect(p, TK_COMMA, "or ']' in the elements literal")))
			break;
		Loc at = p->tok.loc;
		sub.n = 0;
		if (p_is(p, TK_LSQUARE)) {
			ok = p_elem_list(p, lit, &sub);
		} else {
			ElemLit e = {0};
			if ((ok = p_elem(p, &e)))
				svec_push(&lit->elems, e);
		}
		if (ok && count == 0) {
			for (unsigned i = 0; i < sub.n; i++)
				svec_push(&first, sub.v[i]);
		} else if (ok && !same_dims(first.v, first.n, sub.v, sub.n)) {
			ok = p_error_at(p, at, "tensor literal is invalid; ranks are not consistent between elements");
		}
		count++;
	}
	if (ok)
		p_next(p);
	svec_push(shape, count);
	for (unsigned i = 0; i < first.n; i++)
		svec_push(shape, first.v[i]);
	svec_free(&first);
	svec_free(&sub);
	p->type_depth--;
	return ok;
}

static bool p_literal(Parser *p, Literal *lit)
{
	lit->hex.kind = TK_EOF;
	if (p_is(p, TK_GREATER)) {
		lit->empty = true;
		return true;
	}
	if (p_is(p, TK_STRING)) {
		lit->hex = p->tok;
		p_next(p);
		return true;
	}
	if (p_is(p, TK_LSQUARE)) {
		lit->list = true;
		return p_elem_list(p, lit, &lit->shape);
	}
	ElemLit e = {0};
	if (!p_elem(p, &e))
		return false;
	svec_push(&lit->elems, e);
	return true;
}

/* -------------------------------------------------------- conversion */

/* Signless integers take either reading of their bits, as in MLIR;
 * signed and unsigned ones only theirs. */
static bool int_in_range(const ElemLit *e, unsigned width, TypeKind kind)
{
	if (e->too_big)
		return false;
	if (kind == TY_UINT)
		return width >= 64 || e->v < UINT64_C(1) << width;
	if (kind == TY_SINT && !e->neg)
		return e->v <= (width >= 64 ? (uint64_t)INT64_MAX : (UINT64_C(1) << (width - 1)) - 1);
	if (width >= 64)
		return !e->neg || e->v <= (uint64_t)INT64_MAX + 1;
	if (e->neg)
		return e->v <= UINT64_C(1) << (width - 1);
	return e->v < UINT64_C(1) << width;
}

/* Element e as a stored word of element type t. */
static bool elem_bits(Parser *p, const ElemLit *e, Type *t, uint64_t *out)
{
	if (ty_is_float(t)) {
		if (e->kind == EL_FLOAT) {
			*out = float_to_bits(t, e->f);
			return true;
		}
		if (e->kind != EL_INT || !e->hex)
			return p_error_at(p, e->loc, "expected floating-point elements, but parsed integer");
		if (!p_check_hex_float(p, e->loc, t, e->neg, e->too_big, e->v))
			return false;
		*out = e->v;
		return true;
	}
	unsigned width = ty_is_any_int(t) ? t->width : 64;
	if (e->kind == EL_FLOAT)
		return p_error_at(p, e->loc, "expected integer elements, but parsed floating-point");
	if (e->kind == EL_BOOL && width != 1)
		return p_error_at(p, e->loc, "expected i1 type for 'true' or 'false' values");
	if (t->kind == TY_UINT && e->neg)
		return p_error_at(p, e->loc, "expected unsigned integer elements, but parsed negative value");
	if (!int_in_range(e, width, t->kind))
		return p_error_at(p, e->loc, "integer constant out of range for type");
	*out = e->neg ? 0 - e->v : e->v;
	if (width == 1)
		*out &= 1;
	return true;
}

/* Bytes one element takes in the hex form (i1: packed bits, 0 here). */
static unsigned hex_elem_bytes(const Type *t)
{
	if (ty_is_any_int(t))
		return t->width == 1 ? 0 : (t->width + 7) / 8;
	return t->kind == TY_INDEX ? 8 : ty_float_width(t) / 8;
}

static int hex_digit(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	c = (char)(c | 32);
	return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/* The bytes of "0x..." in a malloc'd array; NULL after an error. */
static unsigned char *hex_bytes(Parser *p, const Token *tok, size_t *n)
{
	char *text = xmalloc(tok->len + 1);
	unsigned len = tok_string_value(tok, text);
	unsigned char *bytes = NULL;
	if (len < 2 || text[0] != '0' || text[1] != 'x' || len % 2)
		goto bad;
	*n = (len - 2) / 2;
	bytes = xmalloc(*n + 1);
	for (size_t i = 0; i < *n; i++) {
		int hi = hex_digit(text[2 + 2 * i]), lo = hex_digit(text[3 + 2 * i]);
		if (hi < 0 || lo < 0)
			goto bad;
		bytes[i] = (unsigned char)(hi << 4 | lo);
	}
	free(text);
	return bytes;
bad:
	free(text);
	free(bytes);
	p_error_at(p, tok->loc, "expected string containing hex digits starting with `0x`");
	return NULL;
}

/* The words of a hex literal: every element, or one for a splat. */
static bool hex_words(Parser *p, const Literal *lit, Type *t, size_t count, Loc at, U64Vec *out)
{
	size_t n;
	unsigned char *bytes = hex_bytes(p, &lit->hex, &n);
	if (!bytes)
		return false;
	unsigned eb = hex_elem_bytes(t->elem);
	bool ok = true;
	if (eb == 0 && n == (count + 7) / 8) {
		for (size_t i = 0; i < count; i++)
			svec_push(out, (uint64_t)(bytes[i / 8] >> (i % 8) & 1));
	} else if (eb == 0 && n == 1 && (bytes[0] == 0 || bytes[0] == 0xFF)) {
		svec_push(out, (uint64_t)(bytes[0] & 1));
	} else if (eb && (n == eb * count || n == eb)) {
		for (size_t i = 0; i < n / eb; i++) {
			uint64_t w = 0;
			for (unsigned k = eb; k-- > 0;)
				w = w << 8 | bytes[i * eb + k];
			svec_push(out, w);
		}
	} else {
		ok = p_error_at(p, at, "elements hex data size is invalid for provided type: '%s'",
		                type_str(p->ctx, t));
	}
	free(bytes);
	return ok;
}

static void shape_text(Buf *b, const int64_t *d, unsigned n)
{
	buf_putc(b, '[');
	for (unsigned i = 0; i < n; i++)
		buf_printf(b, "%s%lld", i ? ", " : "", (long long)d[i]);
	buf_putc(b, ']');
}

static bool check_list_shape(Parser *p, const Literal *lit, Type *t, Loc at)
{
	if (same_dims(lit->shape.v, lit->shape.n, t->shape, t->rank))
		return true;
	Buf a, b;
	buf_init(&a);
	buf_init(&b);
	shape_text(&a, lit->shape.v, lit->shape.n);
	shape_text(&b, t->shape, t->rank);
	p_error_at(p, at, "inferred shape of elements literal (%.*s) does not match type (%.*s)",
	           (int)a.len, a.data, (int)b.len, b.data);
	buf_free(&a);
	buf_free(&b);
	return false;
}

/* The literal's words for type t, checked against it. */
static bool literal_words(Parser *p, const Literal *lit, Type *t, size_t count, Loc at, U64Vec *out)
{
	if (lit->hex.kind == TK_STRING)
		return hex_words(p, lit, t, count, at, out);
	if (lit->empty) {
		if (count)
			return p_error_at(p, at, "parsed zero elements, but type ('%s') expected at least 1",
			                  type_str(p->ctx, t));
		svec_push(out, 0);
		return true;
	}
	if (lit->list && !check_list_shape(p, lit, t, at))
		return false;
	for (unsigned i = 0; i < lit->elems.n; i++) {
		uint64_t w = 0;
		if (!elem_bits(p, &lit->elems.v[i], t->elem, &w))
			return false;
		svec_push(out, w);
	}
	if (!out->n)
		svec_push(out, 0);   /* [] for a type without elements */
	return true;
}

/* --------------------------------------------------------- attribute */

/* Whether t can type a dense literal (reported at `at` if not); its
 * element count in *count. */
static bool check_elements_type(Parser *p, Type *t, Loc at, size_t *count)
{
	if (!ty_is_shaped(t)) {
		return p_error_at(p, at, "elements literal must be a shaped type");
	}
	int64_t n = ty_num_elements(t);
	for (unsigned i = 0; i < t->rank; i++)
		if (t->shape[i] == IR_DYNAMIC)
			return p_error_at(p, at, "elements literal type must have static shape");
	if (n < 0 || n > UINT32_MAX)
		return p_error_at(p, at, "elements literal type has too many elements");
	if (!ty_is_vector_elem(t->elem))
		return p_error_at(p, at, "dense elements of type '%s' are not supported; "
		                  "use integers, index or floats", type_str(p->ctx, t->elem));
	*count = (size_t)n;
	return true;
}

/* ": T", where T may be a tensor type. */
static Type *p_elements_type(Parser *p)
{
	bool saved = p->tensor_ok;
	p->tensor_ok = true;
	Type *t = p_type(p);
	p->tensor_ok = saved;
	return t;
}

/* dense<...> with the type `given`, or the one after a ':' if NULL. */
static Attr *p_dense(Parser *p, Type *given)
{
	Loc kw = p->tok.loc;
	p_next(p);
	if (!p_expect(p, TK_LESS, "after 'dense'"))
		return NULL;
	Literal lit;
	memset(&lit, 0, sizeof lit);
	svec_init(&lit.elems);
	svec_init(&lit.shape);
	U64Vec words;
	svec_init(&words);
	Attr *a = NULL;
	size_t count = 0;
	/* Where shape mismatches are reported: the ':' (as MLIR does), or
	 * the keyword when the type is given. */
	Loc at = kw, tat = kw;
	Type *t = given;
	if (!p_literal(p, &lit) || !p_expect(p, TK_GREATER, "to end the elements literal"))
		goto out;
	if (!given) {
		at = p->tok.loc;
		if (!p_expect(p, TK_COLON, NULL))
			goto out;
		tat = p->tok.loc;
		t = p_elements_type(p);
	}
	if (t && check_elements_type(p, t, tat, &count) && literal_words(p, &lit, t, count, at, &words))
		a = at_elements(p->ctx, t, words.v, words.n);
out:
	svec_free(&lit.elems);
	svec_free(&lit.shape);
	svec_free(&words);
	return a;
}

Attr *p_dense_elements(Parser *p)
{
	return p_dense(p, NULL);
}

Attr *p_dense_elements_typed(Parser *p, Type *shaped)
{
	return p_dense(p, shaped);
}
