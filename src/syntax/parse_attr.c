/* parse_attr.c - MLIR attributes (numbers, strings, arrays,
 * dictionaries, symbol references, dense arrays, dialect attributes kept
 * as text, type attributes, aliases) and locations, loc(...). */
#include "config.h"
#include "parser.h"
#include "syntax/syntax.h"

#include <stdlib.h>
#include <ctype.h>
#include <string.h>

bool p_integer(Parser *p, int64_t *out, bool *negative)
{
	*negative = p_accept(p, TK_MINUS);
	if (!p_is(p, TK_INT))
		return p_error(p, "expected an integer");
	const char *s = p->tok.s;
	unsigned len = p->tok.len;
	uint64_t v = 0;
	bool hex = len > 2 && s[1] == 'x';
	uint64_t base = hex ? 16 : 10;
	for (unsigned i = hex ? 2 : 0; i < len; i++) {
		char c = s[i];
		unsigned d = c <= '9' ? (unsigned)(c - '0') : (unsigned)((c | 32) - 'a' + 10);
		/* Overflow from the multiply's flags, not a division per digit. */
		if (__builtin_mul_overflow(v, base, &v) || __builtin_add_overflow(v, d, &v))
			return p_error(p, "integer literal does not fit in 64 bits");
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

bool p_check_hex_float(Parser *p, Loc at, Type *t, bool neg, bool too_big, uint64_t bits)
{
	unsigned w = ty_float_width(t);
	if (neg)
		return p_error_at(p, at, "hexadecimal float literal should not have a leading minus");
	if (too_big || (w < 64 && bits >> w))
		return p_error_at(p, at, "hexadecimal float constant out of range for type");
	return true;
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
	Loc digits = p->tok.loc;
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
			if (!p_check_hex_float(p, digits, t, neg, false, (uint64_t)v))
				return NULL;
			return at_float(p->ctx, t, float_from_bits(t, (uint64_t)v));
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

/* Go on lexing at q, past a body that held `lines` newlines, the last
 * at last_nl. */
static void p_relex_lines(Parser *p, const char *q, unsigned lines, const char *last_nl)
{
	if (!lines) {
		p_relex(p, q);
		return;
	}
	Loc at = p->tok.loc;
	at.line += lines;
	at.col = (uint32_t)(q - last_nl);
	lex_reset(&p->lx, q, at);
	p_next(p);
}

/* Skip a balanced "<...>" starting at the current '<' token, at the
 * character level (the body may hold anything, over several lines as
 * MLIR allows: #dlti.dl_spec< then one entry a line), and return its
 * extent. */
static bool p_balanced_angle(Parser *p, const char **start, const char **end)
{
	const char *s = p->tok.s, *e = p->lx.end, *last_nl = NULL;
	char stack[64];
	unsigned depth = 0, lines = 0;
	for (const char *q = s; q < e; q++) {
		char c = *q;
		if (c == '"') {
			for (q++; q < e && *q != '"' && *q != '\n'; q++)
				if (*q == '\\')
					q++;
			continue;
		}
		if (c == '\n') {
			lines++;
			last_nl = q;
			continue;
		}
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
				p_relex_lines(p, q + 1, lines, last_nl);
				return true;
			}
		}
	}
	return p_error(p, "unterminated '<' in attribute");
}

/* The text of a dialect attribute with the aliases it names (#name,
 * without a '.') replaced by their values, so that the printer's copy
 * reads back without the alias definitions:
 *     #tbaa_tag<access_type = #desc, ...>  ->  #tbaa_tag<access_type = #llvm.tbaa_type_desc<...>, ...> */
static Attr *opaque_expanded(Parser *p, const char *s, size_t n)
{
	if (!memchr(s + 1, '#', n - 1))
		return at_opaque(p->ctx, s, n);
	Buf b;
	buf_init(&b);
	for (size_t i = 0; i < n; i++) {
		char c = s[i];
		if (c == '"') {
			size_t j = i + 1;
			while (j < n && s[j] != '"')
				j += s[j] == '\\' ? 2 : 1;
			buf_put(&b, s + i, (j < n ? j + 1 : n) - i);
			i = j;
			continue;
		}
		size_t j = i + 1;
		while (i && c == '#' && j < n && (isalnum((unsigned char)s[j]) || s[j] == '_' || s[j] == '$'))
			j++;
		Attr *a = NULL;
		if (i && c == '#' && j > i + 1 && (j == n || s[j] != '.'))
			a = ptrmap_get(&p->attr_aliases, ctx_intern(p->ctx, s + i, j - i));
		if (!a) {
			buf_putc(&b, c);
			continue;
		}
		buf_attr(&b, a);
		i = j - 1;
	}
	Attr *r = at_opaque(p->ctx, b.data, b.len);
	buf_free(&b);
	return r;
}

/* A dialect attribute written over several lines, kept on one as MLIR
 * prints it: a line break and the blanks around it go, or become one
 * space after a comma or between two words ("<\n  #a,\n  #b\n>" is
 * "<#a, #b>"); strings keep their text, and comments go (on one line,
 * a comment would swallow the rest of the attribute). */
static Attr *opaque_one_line(Parser *p, const char *begin, const char *end, Loc at)
{
	char *out = xmalloc((size_t)(end - begin) + 1);
	size_t n = 0;
	for (const char *q = begin; q < end; q++) {
		if (*q == '"') {
			const char *close = q + 1;
			while (close < end && *close != '"')
				close += *close == '\\' ? 2 : 1;
			size_t len = (size_t)(close - q) + (close < end);
			memcpy(out + n, q, len);
			n += len;
			q += len - 1;
			continue;
		}
		const char *w = q;
		bool nl = false;
		for (;;) {
			while (w < end && (*w == ' ' || *w == '\t' || *w == '\r' || *w == '\n'))
				nl |= *w++ == '\n';
			if (w + 1 >= end || w[0] != '/' || w[1] != '/')
				break;
			while (w < end && *w != '\n')
				w++;
		}
		if (!nl) {
			out[n++] = *q;
			continue;
		}
		char before = n ? out[n - 1] : '<';
		if (w < end && !strchr("<([{", before) && !strchr(">)]}", *w))
			out[n++] = ' ';
		q = w - 1;
	}
	/* The TBAA kinds are judged on the line as printed, which a second
	 * read judges too: an error's column counts in that line, not in
	 * the text written over several lines. */
	Attr *a = p_tbaa_kinds_ok(p, out, out + n, at) ? opaque_expanded(p, out, n) : NULL;
	free(out);
	return a;
}

/* MLIR finds the end of a dialect attribute by its brackets alone, then
 * reads the text with its lexer: a comment on the last line swallows
 * the closing '>' (and more), so it is an error there, reported where
 * MLIR reports it, after the last token before the comment.  (Comments
 * on earlier lines end at their line break; opaque_one_line drops them.) */
static bool p_no_comment_at_end(Parser *p, const char *begin, const char *e, Loc at)
{
	const char *line = begin, *comment = NULL;
	for (const char *q = begin; q < e; q++) {
		if (*q == '"') {
			for (q++; q < e && *q != '"' && *q != '\n'; q++)
				if (*q == '\\')
					q++;
		} else if (*q == '\n') {
			line = q + 1;
			comment = NULL;
		} else if (!comment && *q == '/' && q + 1 < e && q[1] == '/') {
			comment = q;
		}
	}
	if (!comment)
		return true;
	const char *last = comment;
	while (last > line && (last[-1] == ' ' || last[-1] == '\t'))
		last--;
	Loc l = at;
	for (const char *q = begin; q < last; q++) {
		l.col++;
		if (*q == '\n') {
			l.line++;
			l.col = 1;
		}
	}
	return p_error_at(p, l, "expected '>'");
}

/* #dialect.name<...> or #dialect<...>: kept as text. */
static Attr *p_opaque_attr(Parser *p)
{
	const char *begin = p->tok.s, *name_end = p->tok.s + p->tok.len;
	Loc at = p->tok.loc;
	p_next(p);
	if (p_is(p, TK_LESS) && p->tok.s == name_end) {
		const char *s, *e;
		if (!p_balanced_angle(p, &s, &e) || !p_no_comment_at_end(p, begin, e, at))
			return NULL;
		if (memchr(begin, '\n', (size_t)(e - begin)))
			return opaque_one_line(p, begin, e, at);
		if (!p_tbaa_kinds_ok(p, begin, e, at))
			return NULL;
		return opaque_expanded(p, begin, (size_t)(e - begin));
	}
	return at_opaque(p->ctx, begin, (size_t)(name_end - begin));
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
		if (p_is_kw(p, "dense"))
			return p_dense_elements(p);
		if (p_is_kw(p, "affine_map") || p_is_kw(p, "affine_set"))
			return p_affine_attr(p);
		if (p_is_kw(p, "sparse") || p_is_kw(p, "dense_resource") || p_is_kw(p, "strided") ||
		    p_is_kw(p, "distinct")) {
			p_error(p, "'%.*s' attributes are not supported by asyncc", (int)p->tok.len, p->tok.s);
			return NULL;
		}
		if (p_starts_type(p)) {
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
	p_error_missing(p, "expected attribute value");
	return NULL;
}

Attr *p_attr(Parser *p)
{
	if (++p->type_depth > P_MAX_NESTING) {
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

/* The interned form of an attribute name.  The custom forms name their
 * attributes with string literals, the same few over and over: those are
 * remembered by address, which spares a hash and a table probe per op.
 * The text is compared as well, since a name may also come from a buffer
 * that later holds another. */
static const char *attr_name(Parser *p, const char *name)
{
	_Static_assert(sizeof p->attr_names / sizeof *p->attr_names == 64, "6 bits of index");
	unsigned i = (unsigned)(((uint64_t)(uintptr_t)name * 0x9e3779b97f4a7c15u) >> 58);
	if (p->attr_names[i].name == name && strcmp(p->attr_names[i].interned, name) == 0)
		return p->attr_names[i].interned;
	const char *interned = ctx_intern_cstr(p->ctx, name);
	p->attr_names[i].name = name;
	p->attr_names[i].interned = interned;
	return interned;
}

void st_add_attr(Parser *p, OpState *st, const char *name, Attr *a)
{
	name = attr_name(p, name);
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
	if (++p->type_depth > P_MAX_NESTING) {
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
		    !p_expect_word(p, "at") || !p_loc_body(p, &caller, &a2, &at2))
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

bool p_location(Parser *p, LocInfo *out, const char **alias, Loc *alias_at)
{
	*alias = NULL;
	if (!p_expect_word(p, "loc") || !p_expect(p, TK_LPAREN, "after 'loc'"))
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

bool p_attr_kind_error(Parser *p)
{
	Loc at = p->tok.loc;
	char prefix[128];
	if (!p_attr(p))
		return false;
	return p_error_at(p, at, "%sinvalid kind of attribute specified", p_custom_prefix(p, prefix, sizeof prefix));
}
