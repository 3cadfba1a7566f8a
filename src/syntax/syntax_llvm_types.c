/* syntax_llvm_types.c - the llvm dialect's types in text:
 *
 *   !llvm.ptr  !llvm.ptr<1>  !llvm.void  !llvm.array<4 x i32>
 *   !llvm.struct<(i32, f64)>  !llvm.struct<packed (i8, i32)>
 *   !llvm.struct<"name", (i32, ptr)>  !llvm.struct<"name", opaque>
 *   !llvm.func<i32 (ptr, ...)>
 *
 * Inside the brackets of an llvm type, llvm types may drop their
 * "!llvm." prefix ("struct<(ptr, i32)>"), and MLIR prints them without
 * it; builtin types (i32, f64) appear as everywhere else.  parse_type.c
 * and print.c hand "!llvm.*" types over to this file. */
#include "config.h"
#include "parser.h"
#include "syntax/syntax.h"

#include <stdlib.h>
#include <string.h>

static Type *llvm_body(Parser *p, const char *word, unsigned n, Loc loc);

/* A type inside an llvm type's brackets: an llvm type without its
 * prefix, or any type. */
static Type *nested_type(Parser *p)
{
	static const char *const words[] = {
		"ptr", "void", "array", "struct", "func", "token", "label", "metadata", "x86_mmx",
		"x86_amx", "ppc_fp128", "target", "vec", NULL,
	};
	if (!p_is(p, TK_BARE))
		return p_type(p);
	for (const char *const *w = words; *w; w++) {
		if (strlen(*w) != p->tok.len || memcmp(*w, p->tok.s, p->tok.len) != 0)
			continue;
		if (++p->type_depth > P_MAX_NESTING) {
			p->type_depth--;
			p_error(p, "types nested too deeply");
			return NULL;
		}
		Token t = p->tok;
		p_next(p);
		Type *ty = llvm_body(p, t.s, t.len, t.loc);
		p->type_depth--;
		return ty;
	}
	return p_type(p);
}

static bool valid_element(const Type *t)
{
	return t->kind != TY_LLVM_VOID && t->kind != TY_LLVM_FUNC;
}

/* ptr or ptr<N> */
static Type *ptr_body(Parser *p)
{
	if (!p_accept(p, TK_LESS))
		return ty_llvm_ptr(p->ctx, 0);
	int64_t v;
	bool neg;
	if (!p_is(p, TK_INT)) {
		p_error(p, "expected integer value");
		return NULL;
	}
	Loc loc = p->tok.loc;
	if (!p_integer(p, &v, &neg))
		return NULL;
	if (v > UINT32_MAX) {
		p_error_at(p, loc, "integer value too large");
		return NULL;
	}
	if (!p_expect(p, TK_GREATER, "to end the pointer type"))
		return NULL;
	return ty_llvm_ptr(p->ctx, (unsigned)v);
}

/* array<N x T> */
static Type *array_body(Parser *p)
{
	int64_t n;
	bool neg;
	if (!p_expect(p, TK_LESS, "after 'array'"))
		return NULL;
	if (!p_is(p, TK_INT)) {
		p_error(p, "expected integer value");
		return NULL;
	}
	Loc nloc = p->tok.loc;
	if (!p_integer(p, &n, &neg))
		return NULL;
	if (n < 0) {
		p_error_at(p, nloc, "integer value too large");
		return NULL;
	}
	if (!p_accept_kw(p, "x")) {
		p_error(p, "expected 'x'");
		return NULL;
	}
	Loc eloc = p->tok.loc;
	Type *elem = nested_type(p);
	if (!elem)
		return NULL;
	if (!valid_element(elem)) {
		p_error_at(p, eloc, "invalid array element type: '%s'", type_str(p->ctx, elem));
		return NULL;
	}
	if (!p_expect(p, TK_GREATER, "to end the array type"))
		return NULL;
	return ty_llvm_array(p->ctx, elem, n);
}

/* "? x 4 x " or "4 x " up to the element type, from the characters
 * ("2x!llvm.ptr" is not a sequence of ordinary tokens): at most three
 * entries, IR_DYNAMIC for '?'.  Returns how many, or -1. */
static int vec_dims(Parser *p, int64_t dims[3])
{
	const char *s = p->tok.s, *end = p->lx.end;
	int n = 0;
	for (;;) {
		const char *q = s;
		while (q < end && (*q == ' ' || *q == '\t'))
			q++;
		int64_t d = 0;
		if (q < end && *q == '?') {
			d = IR_DYNAMIC;
			q++;
		} else if (q < end && *q >= '0' && *q <= '9') {
			while (q < end && *q >= '0' && *q <= '9' && d < INT32_MAX)
				d = d * 10 + (*q++ - '0');
		} else {
			break;
		}
		while (q < end && (*q == ' ' || *q == '\t'))
			q++;
		if (q >= end || *q != 'x')
			break;
		if (n < 3)
			dims[n] = d;
		n++;
		s = q + 1;
	}
	p_relex(p, s);
	return n;
}

/* vec<N x T> (T not a builtin integer or float: those are vector<NxT>)
 * or vec<? x N x T>, scalable. */
static Type *vec_body(Parser *p)
{
	Loc lloc = p->tok.loc;
	if (!p_expect(p, TK_LESS, "after 'vec'"))
		return NULL;
	Loc dloc = p->tok.loc, tloc;
	int64_t d[3] = {0, 0, 0};
	int n = vec_dims(p, d);
	tloc = p->tok.loc;
	Type *elem = n >= 1 && n <= 2 ? nested_type(p) : NULL;
	if (n >= 1 && n <= 2 && (!elem || !p_expect(p, TK_GREATER, "to end the vector type")))
		return NULL;
	bool scalable = n == 2;
	if (n < 1 || n > 2 || (scalable != (d[0] == IR_DYNAMIC)) || (scalable && d[1] == IR_DYNAMIC)) {
		p_error_at(p, dloc, "expected '? x <integer> x <type>' or '<integer> x <type>'");
		return NULL;
	}
	int64_t count = d[scalable];
	bool builtin = ty_is_int(elem) || ty_is_float(elem);
	if (!scalable && builtin) {
		p_error_at(p, tloc, "cannot use !llvm.vec for built-in primitives, use 'vector' instead");
		return NULL;
	}
	if (count == 0) {
		p_error_at(p, lloc, "the number of vector elements must be positive");
		return NULL;
	}
	if (!ty_is_llvm_ptr(elem) && !(scalable && builtin)) {
		p_error_at(p, lloc, "invalid vector element type");
		return NULL;
	}
	return ty_llvm_vec(p->ctx, elem, count, scalable);
}

/* target<"name"[, T...][, 1...]>: the types before the integers. */
static Type *target_body(Parser *p)
{
	if (!p_expect(p, TK_LESS, "after 'target'"))
		return NULL;
	if (!p_is(p, TK_STRING)) {
		/* MLIR reports both. */
		p_error(p, "expected string");
		p_error(p, "failed to parse LLVMTargetExtType parameter 'extTypeName' which is to be a `::llvm::StringRef`");
		return NULL;
	}
	Attr *name = p_attr(p);
	if (!name)
		return NULL;
	SVEC(Type *, 4) types;
	I64Vec ints;
	svec_init(&types);
	svec_init(&ints);
	Type *t = NULL;
	bool ok = true;
	while (ok && p_accept(p, TK_COMMA)) {
		if (p_is(p, TK_INT)) {
			int64_t v;
			bool neg;
			Loc loc = p->tok.loc;
			ok = p_integer(p, &v, &neg);
			if (ok && (neg || v > UINT32_MAX))
				ok = p_error_at(p, loc, "integer value too large");
			if (ok)
				svec_push(&ints, v);
		} else if (ints.n) {
			ok = p_error(p, "failed to parse parameter list for target extension type");
		} else {
			Type *x = nested_type(p);
			ok = x != NULL;
			if (ok)
				svec_push(&types, x);
		}
	}
	if (ok && p_expect(p, TK_GREATER, "to end the target extension type")) {
		char *s = xmalloc(name->u.str.len + 1);
		memcpy(s, name->u.str.s, name->u.str.len);
		s[name->u.str.len] = 0;
		t = ty_llvm_target(p->ctx, s, types.v, types.n, ints.v, ints.n);
		free(s);
	}
	svec_free(&types);
	svec_free(&ints);
	return t;
}

/* func<R (T, U, ...)> */
static Type *func_body(Parser *p)
{
	if (!p_expect(p, TK_LESS, "after 'func'"))
		return NULL;
	Loc rloc = p->tok.loc;
	Type *result = nested_type(p);
	if (!result)
		return NULL;
	if (result->kind == TY_LLVM_FUNC) {
		p_error_at(p, rloc, "invalid function result type: '%s'", type_str(p->ctx, result));
		return NULL;
	}
	if (!p_expect(p, TK_LPAREN, "to start the function's parameters"))
		return NULL;
	TypeVec params;
	svec_init(&params);
	bool vararg = false;
	Type *t = NULL;
	if (!p_is(p, TK_RPAREN)) {
		do {
			if (p_accept(p, TK_ELLIPSIS)) {
				vararg = true;
				break;
			}
			Loc ploc = p->tok.loc;
			Type *pt = nested_type(p);
			if (!pt)
				goto out;
			if (!valid_element(pt)) {
				p_error_at(p, ploc, "invalid function argument type: '%s'", type_str(p->ctx, pt));
				goto out;
			}
			svec_push(&params, pt);
		} while (p_accept(p, TK_COMMA));
	}
	if (p_expect(p, TK_RPAREN, "to end the function's parameters") &&
	    p_expect(p, TK_GREATER, "to end the function type"))
		t = ty_llvm_func(p->ctx, result, params.v, params.n, vararg);
out:
	svec_free(&params);
	return t;
}

/* "(T, U)" after "struct<", "packed" or the name; *body is where the
 * fields start (the first one, or "(" when there are none). */
static Type *struct_fields(Parser *p, const char *name, unsigned flags, Loc *body)
{
	*body = p->tok.loc;
	if (!p_expect(p, TK_LPAREN, NULL))
		return NULL;
	if (!p_is(p, TK_RPAREN))
		*body = p->tok.loc;
	TypeVec fields;
	svec_init(&fields);
	Type *t = NULL;
	if (!p_is(p, TK_RPAREN)) {
		do {
			Loc floc = p->tok.loc;
			Type *ft = nested_type(p);
			if (!ft)
				goto out;
			if (!valid_element(ft)) {
				p_error_at(p, floc, "invalid LLVM structure element type: '%s'",
				           type_str(p->ctx, ft));
				goto out;
			}
			svec_push(&fields, ft);
		} while (p_accept(p, TK_COMMA));
	}
	if (p_expect(p, TK_RPAREN, "to end the structure's fields") &&
	    p_expect(p, TK_GREATER, "to end the structure type"))
		t = ty_llvm_struct(p->ctx, name, fields.v, fields.n, flags);
out:
	svec_free(&fields);
	return t;
}

/* An identified struct has one body in a context: MLIR's parser refuses
 * a second use of the name with other fields, packing or opaqueness
 * (!llvm.struct<"a", (ptr)> then !llvm.struct<"a", (i32)>). */
struct EnclosingStruct {
	const char *name;
	struct EnclosingStruct *up;
};

static Type *identified_once(Parser *p, Type *t, Loc body)
{
	if (!t || !t->name)
		return t;
	for (struct EnclosingStruct *e = p->enclosing_structs; e; e = e->up)
		if (strcmp(e->name, t->name) == 0) {
			p_error_at(p, body, "identifier already used for an enclosing struct");
			return NULL;
		}
	Type *first = ptrmap_get(&p->ident_structs, t->name);
	if (!first) {
		ptrmap_put(&p->ident_structs, t->name, t);
		return t;
	}
	if (first == t)
		return t;
	if ((t->width & LLVM_STRUCT_OPAQUE) && !(first->width & LLVM_STRUCT_OPAQUE))
		p_error_at(p, body, "redeclaring defined struct as opaque");
	else
		p_error_at(p, body, "identified type already used with a different body");
	return NULL;
}

/* struct<[packed] (T, U)>, struct<"name", [packed] (T, U)>,
 * struct<"name", opaque> */
static Type *struct_body(Parser *p)
{
	if (!p_expect(p, TK_LESS, "after 'struct'"))
		return NULL;
	char small[256], *name = NULL;
	if (p_is(p, TK_STRING)) {
		name = p->tok.len < sizeof small ? small : xmalloc(p->tok.len + 1);
		unsigned n = tok_string_value(&p->tok, name);
		name[n] = 0;
		p_next(p);
		if (memchr(name, 0, n)) {
			p_error(p, "structure names may not contain NUL");
			goto fail;
		}
		if (p_is(p, TK_GREATER)) {
			p_error(p, "struct without a body only allowed in a recursive struct");
			goto fail;
		}
		if (!p_expect(p, TK_COMMA, "after the structure's name"))
			goto fail;
		Loc body = p->tok.loc;
		if (p_accept_kw(p, "opaque")) {
			Type *t = p_expect(p, TK_GREATER, "to end the structure type")
			        ? ty_llvm_struct(p->ctx, name, NULL, 0, LLVM_STRUCT_OPAQUE) : NULL;
			t = identified_once(p, t, body);
			if (name != small)
				free(name);
			return t;
		}
	}
	if (!name && p_is_kw(p, "opaque")) {
		p_error(p, "only identified structs can be opaque");
		goto fail;
	}
	unsigned flags = p_accept_kw(p, "packed") ? LLVM_STRUCT_PACKED : 0;
	if (!p_is(p, TK_LPAREN)) {
		p_error(p, "expected '('");
		goto fail;
	}
	/* The fields may not define the name again. */
	struct EnclosingStruct self = {name, p->enclosing_structs};
	if (name)
		p->enclosing_structs = &self;
	Loc body;
	Type *fields = struct_fields(p, name, flags, &body);
	p->enclosing_structs = self.up;
	Type *t = identified_once(p, fields, body);
	if (name && name != small)
		free(name);
	return t;
fail:
	if (name && name != small)
		free(name);
	return NULL;
}

static Type *llvm_body(Parser *p, const char *word, unsigned n, Loc loc)
{
#define IS(w) (n == sizeof(w) - 1 && memcmp(word, w, n) == 0)
	if (IS("ptr"))
		return ptr_body(p);
	if (IS("void"))
		return ty_llvm_void(p->ctx);
	if (IS("array"))
		return array_body(p);
	if (IS("func"))
		return func_body(p);
	if (IS("struct"))
		return struct_body(p);
	if (IS("vec"))
		return vec_body(p);
	if (IS("target"))
		return target_body(p);
	if (IS("token") || IS("label") || IS("metadata") || IS("x86_mmx") || IS("x86_amx") ||
	    IS("ppc_fp128")) {
		p_error_at(p, loc, "LLVM type '%.*s' is not supported by asyncc", (int)n, word);
		return NULL;
	}
#undef IS
	p_error_at(p, loc, "unknown LLVM type: %.*s", (int)n, word);
	return NULL;
}

Type *p_llvm_dialect_type(Parser *p)
{
	/* The token is "!llvm.<word>". */
	Token t = p->tok;
	p_next(p);
	return llvm_body(p, t.s + 6, t.len - 6, p_tok_loc_at(&t, 6));
}

/* ------------------------------------------------------------- printing */

static void body(Buf *b, Type *t);

/* A type inside an llvm type's brackets. */
static void nested(Buf *b, Type *t)
{
	switch (t->kind) {
	case TY_LLVM_PTR: case TY_LLVM_VOID: case TY_LLVM_ARRAY: case TY_LLVM_STRUCT: case TY_LLVM_FUNC:
	case TY_LLVM_VEC: case TY_LLVM_TARGET:
		body(b, t);
		return;
	default:
		buf_type(b, t);
		return;
	}
}

static void type_list(Buf *b, Type *const *t, unsigned n)
{
	for (unsigned i = 0; i < n; i++) {
		if (i)
			BUF_LIT(b, ", ");
		nested(b, t[i]);
	}
}

static void body(Buf *b, Type *t)
{
	switch (t->kind) {
	case TY_LLVM_PTR:
		BUF_LIT(b, "ptr");
		if (t->memspace)
			buf_printf(b, "<%u>", t->memspace);
		return;
	case TY_LLVM_VOID:
		BUF_LIT(b, "void");
		return;
	case TY_LLVM_ARRAY:
		buf_printf(b, "array<%lld x ", (long long)ty_llvm_array_size(t));
		nested(b, t->elem);
		buf_putc(b, '>');
		return;
	case TY_LLVM_FUNC:
		BUF_LIT(b, "func<");
		nested(b, ty_llvm_func_result(t));
		BUF_LIT(b, " (");
		type_list(b, t->params, t->nin);
		if (ty_llvm_func_vararg(t))
			buf_puts(b, t->nin ? ", ..." : "...");
		BUF_LIT(b, ")>");
		return;
	case TY_LLVM_STRUCT:
		BUF_LIT(b, "struct<");
		if (t->name) {
			buf_string_lit(b, t->name, strlen(t->name));
			BUF_LIT(b, ", ");
			if (t->width & LLVM_STRUCT_OPAQUE) {
				BUF_LIT(b, "opaque>");
				return;
			}
		}
		if (ty_llvm_struct_packed(t))
			BUF_LIT(b, "packed ");
		buf_putc(b, '(');
		type_list(b, t->params, t->nin);
		BUF_LIT(b, ")>");
		return;
	case TY_LLVM_VEC:
		/* MLIR 19 prints two spaces before a scalable vector's type. */
		if (t->width)
			buf_printf(b, "vec<? x %lld x  ", (long long)t->shape[0]);
		else
			buf_printf(b, "vec<%lld x ", (long long)t->shape[0]);
		nested(b, t->elem);
		buf_putc(b, '>');
		return;
	case TY_LLVM_TARGET:
		BUF_LIT(b, "target<");
		buf_string_lit(b, t->name, strlen(t->name));
		/* Unlike the other llvm types', its parameters keep "!llvm.". */
		for (unsigned i = 0; i < t->nin; i++) {
			BUF_LIT(b, ", ");
			buf_type(b, t->params[i]);
		}
		for (unsigned i = 0; i < t->rank; i++)
			buf_printf(b, ", %lld", (long long)t->shape[i]);
		buf_putc(b, '>');
		return;
	default:
		buf_type(b, t);
		return;
	}
}

void buf_llvm_type(Buf *b, Type *t)
{
	BUF_LIT(b, "!llvm.");
	body(b, t);
}
