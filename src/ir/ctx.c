/* ctx.c - the context: interned strings, uniqued types and attributes.
 *
 * Each constructor builds a probe object on the stack, looks it up in the
 * context's set, and only copies it into the arena when it is new; so
 * equal types and attributes are always the same pointer. */
#include "config.h"
#include "ir/ir.h"
#include "support/hash.h"

#include <stdlib.h>
#include <string.h>

struct Ctx {
	Arena arena;
	Diag *diag;
	USet strings, types, attrs;
	USet affine_exprs, affine_maps, affine_sets;
	Type *i1, *i64, *index;
	Type *simple[TY__COUNT];
	Attr *unit, *bools[2];
};

/* ---------------------------------------------------------------- strings */

typedef struct Str {
	size_t len;
	char text[];
} Str;

typedef struct StrProbe {
	const char *s;
	size_t len;
} StrProbe;

static bool str_eq(const void *stored, const void *probe)
{
	const Str *a = stored;
	const StrProbe *b = probe;
	return a->len == b->len && memcmp(a->text, b->s, b->len) == 0;
}

const char *ctx_intern(Ctx *c, const char *s, size_t len)
{
	StrProbe probe = {s, len};
	unsigned h = hash_bytes(s, len, 0);
	Str *found = uset_find(&c->strings, h, &probe, str_eq);
	if (found)
		return found->text;
	Str *str = arena_alloc(&c->arena, sizeof *str + len + 1);
	str->len = len;
	memcpy(str->text, s, len);
	uset_insert(&c->strings, h, str);
	return str->text;
}

const char *ctx_intern_cstr(Ctx *c, const char *s)
{
	return ctx_intern(c, s, strlen(s));
}

/* ------------------------------------------------------------------ types */

static unsigned type_hash(const Type *t)
{
	unsigned h = hash_mix(2166136261u, t->kind);
	h = hash_mix(h, t->width);
	h = hash_mix(h, (uintptr_t)t->elem);
	h = hash_mix(h, t->rank);
	for (unsigned i = 0; i < t->rank; i++)
		h = hash_mix(h, (uint64_t)t->shape[i]);
	if (t->strides) {
		for (unsigned i = 0; i < t->rank; i++)
			h = hash_mix(h, (uint64_t)t->strides[i]);
		h = hash_mix(h, (uint64_t)t->offset);
	}
	h = hash_mix(h, (uintptr_t)t->layout);
	h = hash_mix(h, t->memspace);
	h = hash_mix(h, t->nin);
	h = hash_mix(h, t->nout);
	for (unsigned i = 0; i < t->nin + t->nout; i++)
		h = hash_mix(h, (uintptr_t)t->params[i]);
	h = hash_mix(h, (uintptr_t)t->name);
	h = hash_mix(h, t->scalable);
	return h;
}

static bool same_i64s(const int64_t *a, const int64_t *b, unsigned n)
{
	return n == 0 || memcmp(a, b, n * sizeof *a) == 0;
}

static bool type_eq(const void *stored, const void *probe)
{
	const Type *a = stored, *b = probe;
	if (a->kind != b->kind || a->width != b->width || a->elem != b->elem ||
	    a->rank != b->rank || a->memspace != b->memspace ||
	    a->nin != b->nin || a->nout != b->nout || !a->strides != !b->strides ||
	    a->layout != b->layout || a->name != b->name || a->scalable != b->scalable)
		return false;
	if (!same_i64s(a->shape, b->shape, a->rank))
		return false;
	if (a->strides && (a->offset != b->offset || !same_i64s(a->strides, b->strides, a->rank)))
		return false;
	for (unsigned i = 0; i < a->nin + a->nout; i++)
		if (a->params[i] != b->params[i])
			return false;
	return true;
}

static Type *unique_type(Ctx *c, const Type *probe)
{
	unsigned h = type_hash(probe);
	Type *t = uset_find(&c->types, h, probe, type_eq);
	if (t)
		return t;
	t = arena_dup(&c->arena, probe, sizeof *probe);
	t->hash = h;
	if (probe->rank)
		t->shape = arena_dup(&c->arena, probe->shape, probe->rank * sizeof *probe->shape);
	if (probe->strides)
		t->strides = arena_dup(&c->arena, probe->strides,
		                       (probe->rank ? probe->rank : 1) * sizeof *probe->strides);
	if (probe->nin + probe->nout)
		t->params = arena_dup(&c->arena, probe->params,
		                      (probe->nin + probe->nout) * sizeof *probe->params);
	uset_insert(&c->types, h, t);
	return t;
}

Type *ty_unique(Ctx *c, const Type *probe)
{
	return unique_type(c, probe);
}

Type *ty_int(Ctx *c, unsigned width)
{
	if (width == 1 && c->i1)
		return c->i1;
	if (width == 64 && c->i64)
		return c->i64;
	Type probe = {.kind = TY_INT, .width = width};
	return unique_type(c, &probe);
}

Type *ty_int_signed(Ctx *c, TypeKind kind, unsigned width)
{
	Type probe = {.kind = kind, .width = width};
	return unique_type(c, &probe);
}

Type *ty_i1(Ctx *c) { return c->i1; }
Type *ty_i64(Ctx *c) { return c->i64; }
Type *ty_index(Ctx *c) { return c->index; }

Type *ty_simple(Ctx *c, TypeKind k)
{
	return c->simple[k];
}

Type *ty_func(Ctx *c, Type *const *in, unsigned nin, Type *const *out, unsigned nout)
{
	Type *small[16];
	Type **params = nin + nout <= 16 ? small : xmalloc((nin + nout) * sizeof *params);
	if (nin)
		memcpy(params, in, nin * sizeof *in);
	if (nout)
		memcpy(params + nin, out, nout * sizeof *out);
	Type probe = {.kind = TY_FUNC, .nin = nin, .nout = nout, .params = params};
	Type *t = unique_type(c, &probe);
	if (params != small)
		free(params);
	return t;
}

Type *ty_memref(Ctx *c, Type *elem, unsigned rank, const int64_t *shape,
                const int64_t *strides, int64_t offset, unsigned memspace)
{
	Type probe = {.kind = TY_MEMREF, .elem = elem, .rank = rank, .shape = shape,
	              .strides = strides, .offset = strides ? offset : 0,
	              .memspace = memspace};
	return unique_type(c, &probe);
}

Type *ty_umemref(Ctx *c, Type *elem, unsigned memspace)
{
	Type probe = {.kind = TY_UMEMREF, .elem = elem, .memspace = memspace};
	return unique_type(c, &probe);
}

Type *ty_value(Ctx *c, Type *elem)
{
	Type probe = {.kind = TY_VALUE, .elem = elem};
	return unique_type(c, &probe);
}

/* ---------------------------------------------------- shaped types */

Type *ty_vector(Ctx *c, Type *elem, unsigned rank, const int64_t *shape)
{
	Type probe = {.kind = TY_VECTOR, .elem = elem, .rank = rank, .shape = shape};
	return unique_type(c, &probe);
}

Type *ty_vector_scalable(Ctx *c, Type *elem, unsigned rank, const int64_t *shape,
                         uint64_t scalable)
{
	Type probe = {.kind = TY_VECTOR, .elem = elem, .rank = rank, .shape = shape,
	              .scalable = rank >= 64 ? scalable : scalable & ((UINT64_C(1) << rank) - 1)};
	return unique_type(c, &probe);
}

bool ty_has_scalable(const Type *t)
{
	if (!t)
		return false;
	switch (t->kind) {
	case TY_VECTOR:
		return t->scalable != 0;
	case TY_MEMREF: case TY_UMEMREF: case TY_VALUE: case TY_TENSOR: case TY_LLVM_ARRAY:
		return ty_has_scalable(t->elem);
	case TY_FUNC: case TY_LLVM_FUNC: case TY_LLVM_STRUCT:
		for (unsigned i = 0; i < t->nin + t->nout; i++)
			if (ty_has_scalable(t->params[i]))
				return true;
		return false;
	default:
		return false;
	}
}

Type *ty_tensor(Ctx *c, Type *elem, unsigned rank, const int64_t *shape)
{
	Type probe = {.kind = TY_TENSOR, .elem = elem, .rank = rank, .shape = shape};
	return unique_type(c, &probe);
}

Type *ty_memref_map(Ctx *c, Type *elem, unsigned rank, const int64_t *shape,
                    const int64_t *strides, int64_t offset, AffineMap *layout,
                    unsigned memspace)
{
	Type probe = {.kind = TY_MEMREF, .elem = elem, .rank = rank, .shape = shape,
	              .strides = strides, .offset = strides ? offset : 0,
	              .layout = layout, .memspace = memspace};
	return unique_type(c, &probe);
}

bool ty_is_shaped(const Type *t)
{
	return t->kind == TY_VECTOR || t->kind == TY_TENSOR || t->kind == TY_MEMREF;
}

bool ty_is_vector_elem(const Type *t)
{
	return ty_is_intlike(t) || t->kind == TY_SINT || t->kind == TY_UINT || ty_is_float(t);
}

int64_t ty_num_elements(const Type *t)
{
	int64_t n = 1;
	for (unsigned i = 0; i < t->rank; i++) {
		int64_t d = t->shape[i];
		if (d == IR_DYNAMIC || d < 0 || (d && n > INT64_MAX / d))
			return -1;
		n *= d;
	}
	return n;
}

bool ty_is_int(const Type *t) { return t->kind == TY_INT; }
bool ty_is_intlike(const Type *t) { return t->kind == TY_INT || t->kind == TY_INDEX; }

bool ty_is_float(const Type *t)
{
	return t->kind == TY_F16 || t->kind == TY_BF16 || t->kind == TY_F32 || t->kind == TY_F64;
}

bool ty_is_async(const Type *t)
{
	return t->kind == TY_TOKEN || t->kind == TY_VALUE || t->kind == TY_GROUP;
}

bool ty_is_awaitable(const Type *t)
{
	return t->kind == TY_TOKEN || t->kind == TY_VALUE;
}

unsigned ty_float_width(const Type *t)
{
	switch (t->kind) {
	case TY_F16: case TY_BF16: return 16;
	case TY_F32: return 32;
	case TY_F64: return 64;
	default: return 0;
	}
}

/* A strided layout that spells out the identity (contiguous, offset 0,
 * static sizes) is the identity too. */
bool ty_memref_is_identity(const Type *t)
{
	if (t->kind != TY_MEMREF || !t->strides)
		return true;
	if (t->offset != 0)
		return false;
	int64_t expect = 1;
	for (unsigned i = t->rank; i-- > 0;) {
		if (t->strides[i] != expect)
			return false;
		if (i && t->shape[i] == IR_DYNAMIC)
			return false;
		expect *= t->shape[i];
	}
	return true;
}

/* ------------------------------------------------------------- attributes */

static unsigned attr_hash(const Attr *a)
{
	unsigned h = hash_mix(2166136261u, a->kind);
	h = hash_mix(h, (uintptr_t)a->type);
	switch (a->kind) {
	case AT_UNIT: break;
	case AT_BOOL: h = hash_mix(h, a->u.b); break;
	case AT_INT: h = hash_mix(h, (uint64_t)a->u.i); break;
	case AT_FLOAT: {
		uint64_t bits;
		memcpy(&bits, &a->u.f, sizeof bits);
		h = hash_mix(h, bits);
		break;
	}
	case AT_STRING: case AT_SYMREF: case AT_OPAQUE:
		h = hash_bytes(a->u.str.s, a->u.str.len, h);
		break;
	case AT_TYPE: break;
	case AT_ARRAY:
		for (unsigned i = 0; i < a->u.arr.n; i++)
			h = hash_mix(h, (uintptr_t)a->u.arr.elems[i]);
		break;
	case AT_DICT:
		for (unsigned i = 0; i < a->u.dict.n; i++) {
			h = hash_mix(h, (uintptr_t)a->u.dict.ents[i].name);
			h = hash_mix(h, (uintptr_t)a->u.dict.ents[i].attr);
		}
		break;
	case AT_DENSE_ARRAY:
		for (unsigned i = 0; i < a->u.dense.n; i++)
			h = hash_mix(h, (uint64_t)a->u.dense.vals[i]);
		break;
	case AT_ELEMENTS:
		h = hash_mix(h, a->u.elems.n);
		for (unsigned i = 0; i < a->u.elems.n; i++)
			h = hash_mix(h, a->u.elems.bits[i]);
		break;
	case AT_AFFINE_MAP: h = hash_mix(h, (uintptr_t)a->u.map); break;
	case AT_AFFINE_SET: h = hash_mix(h, (uintptr_t)a->u.set); break;
	case AT_LOC:
		h = hash_mix(h, (uintptr_t)a->u.loc.file);
		h = hash_mix(h, a->u.loc.line);
		h = hash_mix(h, a->u.loc.col);
		h = hash_mix(h, (uintptr_t)a->u.loc.name);
		break;
	case AT__COUNT: break;
	}
	return h;
}

static bool attr_eq(const void *stored, const void *probe)
{
	const Attr *a = stored, *b = probe;
	if (a->kind != b->kind || a->type != b->type)
		return false;
	switch (a->kind) {
	case AT_UNIT: return true;
	case AT_BOOL: return a->u.b == b->u.b;
	case AT_INT: return a->u.i == b->u.i;
	case AT_FLOAT: return memcmp(&a->u.f, &b->u.f, sizeof a->u.f) == 0;
	case AT_STRING: case AT_SYMREF: case AT_OPAQUE:
		return a->u.str.len == b->u.str.len &&
		       memcmp(a->u.str.s, b->u.str.s, a->u.str.len) == 0;
	case AT_TYPE: return true;
	case AT_ARRAY:
		return a->u.arr.n == b->u.arr.n &&
		       (a->u.arr.n == 0 ||
		        memcmp(a->u.arr.elems, b->u.arr.elems, a->u.arr.n * sizeof(Attr *)) == 0);
	case AT_DICT:
		return a->u.dict.n == b->u.dict.n &&
		       (a->u.dict.n == 0 ||
		        memcmp(a->u.dict.ents, b->u.dict.ents, a->u.dict.n * sizeof(NamedAttr)) == 0);
	case AT_DENSE_ARRAY:
		return a->u.dense.n == b->u.dense.n &&
		       same_i64s(a->u.dense.vals, b->u.dense.vals, a->u.dense.n);
	case AT_ELEMENTS:
		return a->u.elems.n == b->u.elems.n &&
		       memcmp(a->u.elems.bits, b->u.elems.bits, a->u.elems.n * sizeof(uint64_t)) == 0;
	case AT_AFFINE_MAP: return a->u.map == b->u.map;
	case AT_AFFINE_SET: return a->u.set == b->u.set;
	case AT_LOC:
		return a->u.loc.file == b->u.loc.file && a->u.loc.line == b->u.loc.line &&
		       a->u.loc.col == b->u.loc.col && a->u.loc.name == b->u.loc.name;
	case AT__COUNT: break;
	}
	return false;
}

static Attr *unique_attr(Ctx *c, const Attr *probe)
{
	unsigned h = attr_hash(probe);
	Attr *a = uset_find(&c->attrs, h, probe, attr_eq);
	if (a)
		return a;
	a = arena_dup(&c->arena, probe, sizeof *probe);
	a->hash = h;
	switch (a->kind) {
	case AT_STRING: case AT_SYMREF: case AT_OPAQUE:
		a->u.str.s = arena_strndup(&c->arena, probe->u.str.s, probe->u.str.len);
		break;
	case AT_ARRAY:
		a->u.arr.elems = arena_dup(&c->arena, probe->u.arr.elems,
		                           probe->u.arr.n * sizeof(Attr *));
		break;
	case AT_DICT:
		a->u.dict.ents = arena_dup(&c->arena, probe->u.dict.ents,
		                           probe->u.dict.n * sizeof(NamedAttr));
		break;
	case AT_DENSE_ARRAY:
		a->u.dense.vals = arena_dup(&c->arena, probe->u.dense.vals,
		                            probe->u.dense.n * sizeof(int64_t));
		break;
	case AT_ELEMENTS:
		a->u.elems.bits = arena_dup(&c->arena, probe->u.elems.bits,
		                            probe->u.elems.n * sizeof(uint64_t));
		break;
	default:
		break;
	}
	uset_insert(&c->attrs, h, a);
	return a;
}

Attr *at_unit(Ctx *c) { return c->unit; }
Attr *at_bool(Ctx *c, bool b) { return c->bools[b]; }

/* Integer attributes keep their value sign-extended from the type's
 * width, so that equal bit patterns are equal attributes. */
static int64_t sext(int64_t v, unsigned width)
{
	if (width == 0 || width >= 64)
		return v;
	uint64_t m = 1ULL << (width - 1);
	uint64_t x = (uint64_t)v & ((1ULL << width) - 1);
	return (int64_t)((x ^ m) - m);
}

Attr *at_int(Ctx *c, Type *t, int64_t v)
{
	if (t && t->kind == TY_INT)
		v = sext(v, t->width);
	Attr probe = {.kind = AT_INT, .type = t, .u.i = v};
	return unique_attr(c, &probe);
}

int64_t at_int_sext(const Attr *a)
{
	return a->kind == AT_BOOL ? a->u.b : a->u.i;
}

uint64_t at_int_zext(const Attr *a)
{
	if (a->kind == AT_BOOL)
		return a->u.b;
	unsigned w = a->type && a->type->kind == TY_INT ? a->type->width : 64;
	return w >= 64 ? (uint64_t)a->u.i : (uint64_t)a->u.i & ((1ULL << w) - 1);
}

Attr *at_float(Ctx *c, Type *t, double v)
{
	Attr probe = {.kind = AT_FLOAT, .type = t, .u.f = v};
	return unique_attr(c, &probe);
}

Attr *at_string(Ctx *c, const char *s, size_t len)
{
	Attr probe = {.kind = AT_STRING, .u.str = {s, len}};
	return unique_attr(c, &probe);
}

Attr *at_cstr(Ctx *c, const char *s)
{
	return at_string(c, s, strlen(s));
}

Attr *at_type(Ctx *c, Type *t)
{
	Attr probe = {.kind = AT_TYPE, .type = t};
	return unique_attr(c, &probe);
}

Attr *at_array(Ctx *c, Attr *const *elems, unsigned n)
{
	Attr probe = {.kind = AT_ARRAY, .u.arr = {elems, n}};
	return unique_attr(c, &probe);
}

static int cmp_named(const void *a, const void *b)
{
	return strcmp(((const NamedAttr *)a)->name, ((const NamedAttr *)b)->name);
}

Attr *at_dict(Ctx *c, const NamedAttr *ents, unsigned n)
{
	NamedAttr small[16];
	NamedAttr *sorted = n <= 16 ? small : xmalloc(n * sizeof *sorted);
	if (n)
		memcpy(sorted, ents, n * sizeof *ents);
	qsort(sorted, n, sizeof *sorted, cmp_named);
	Attr probe = {.kind = AT_DICT, .u.dict = {sorted, n}};
	Attr *a = unique_attr(c, &probe);
	if (sorted != small)
		free(sorted);
	return a;
}

Attr *at_dict_get(const Attr *dict, const char *name)
{
	for (unsigned i = 0; i < dict->u.dict.n; i++)
		if (strcmp(dict->u.dict.ents[i].name, name) == 0)
			return dict->u.dict.ents[i].attr;
	return NULL;
}

Attr *at_symref(Ctx *c, const char *name)
{
	Attr probe = {.kind = AT_SYMREF, .u.str = {name, strlen(name)}};
	return unique_attr(c, &probe);
}

Attr *at_dense(Ctx *c, Type *elem, const int64_t *vals, unsigned n)
{
	Attr probe = {.kind = AT_DENSE_ARRAY, .type = elem, .u.dense = {vals, n}};
	return unique_attr(c, &probe);
}

Attr *at_opaque(Ctx *c, const char *text, size_t len)
{
	Attr probe = {.kind = AT_OPAQUE, .u.str = {text, len}};
	return unique_attr(c, &probe);
}

Attr *at_loc(Ctx *c, LocInfo loc)
{
	Attr probe = {.kind = AT_LOC, .u.loc = loc};
	return unique_attr(c, &probe);
}

/* ----------------------------------------------- dense elements attributes */

/* Elements are stored canonically: integers sign-extended from their
 * width (i1 as 0 or 1), unsigned ones (uiN) zero-extended, floats
 * zero-extended from theirs; all-equal lists as a splat. */
static uint64_t canon_bits(const Type *elem, uint64_t v)
{
	if (ty_is_any_int(elem) && elem->width == 1)
		return v & 1;
	if (elem->kind == TY_UINT)
		return elem->width >= 64 ? v : v & ((UINT64_C(1) << elem->width) - 1);
	if (ty_is_any_int(elem))
		return (uint64_t)sext((int64_t)v, elem->width);
	unsigned w = ty_float_width(elem);
	return w && w < 64 ? v & ((UINT64_C(1) << w) - 1) : v;
}

Attr *at_elements(Ctx *c, Type *shaped, const uint64_t *bits, size_t n)
{
	Type *elem = shaped->elem;
	if (n == 0)
		return at_elements_splat(c, shaped, 0);
	bool splat = true;
	for (size_t i = 1; i < n && splat; i++)
		splat = canon_bits(elem, bits[i]) == canon_bits(elem, bits[0]);
	if (splat)
		return at_elements_splat(c, shaped, bits[0]);
	uint64_t *canon = xmalloc(n * sizeof *canon + 1);
	for (size_t i = 0; i < n; i++)
		canon[i] = canon_bits(elem, bits[i]);
	Attr probe = {.kind = AT_ELEMENTS, .type = shaped, .u.elems = {canon, (unsigned)n}};
	Attr *a = unique_attr(c, &probe);
	free(canon);
	return a;
}

/* A shape without elements (tensor<0xi32>) stores one zero word: the
 * printer tells it by the type's element count. */
Attr *at_elements_splat(Ctx *c, Type *shaped, uint64_t bits)
{
	uint64_t word = canon_bits(shaped->elem, bits);
	Attr probe = {.kind = AT_ELEMENTS, .type = shaped, .u.elems = {&word, 1}};
	return unique_attr(c, &probe);
}

size_t at_elements_count(const Attr *a)
{
	int64_t n = ty_num_elements(a->type);
	return n < 0 ? 0 : (size_t)n;
}

double at_elements_float(const Attr *a, size_t i)
{
	return float_from_bits(a->type->elem, at_elements_bits(a, i));
}

/* ------------------------------------------------ affine maps and sets */

static unsigned ae_hash(const AffineExpr *e)
{
	unsigned h = hash_mix(2166136261u, e->kind);
	h = hash_mix(h, e->pos);
	h = hash_mix(h, (uint64_t)e->c);
	h = hash_mix(h, (uintptr_t)e->l);
	return hash_mix(h, (uintptr_t)e->r);
}

static bool ae_eq(const void *stored, const void *probe)
{
	const AffineExpr *a = stored, *b = probe;
	return a->kind == b->kind && a->pos == b->pos && a->c == b->c && a->l == b->l && a->r == b->r;
}

static AffineExpr *unique_ae(Ctx *c, const AffineExpr *probe)
{
	unsigned h = ae_hash(probe);
	AffineExpr *e = uset_find(&c->affine_exprs, h, probe, ae_eq);
	if (e)
		return e;
	e = arena_dup(&c->arena, probe, sizeof *probe);
	e->hash = h;
	e->depth = 1;
	e->symbolic = e->kind != AE_DIM;
	if (e->l) {
		e->depth += e->l->depth > e->r->depth ? e->l->depth : e->r->depth;
		e->symbolic = e->l->symbolic && e->r->symbolic;
	}
	uset_insert(&c->affine_exprs, h, e);
	return e;
}

AffineExpr *ae_dim(Ctx *c, unsigned pos)
{
	AffineExpr probe = {.kind = AE_DIM, .pos = pos};
	return unique_ae(c, &probe);
}

AffineExpr *ae_sym(Ctx *c, unsigned pos)
{
	AffineExpr probe = {.kind = AE_SYM, .pos = pos};
	return unique_ae(c, &probe);
}

AffineExpr *ae_const(Ctx *c, int64_t v)
{
	AffineExpr probe = {.kind = AE_CONST, .c = v};
	return unique_ae(c, &probe);
}

AffineExpr *ae_binary_raw(Ctx *c, AffineKind k, AffineExpr *l, AffineExpr *r)
{
	AffineExpr probe = {.kind = k, .l = l, .r = r};
	return unique_ae(c, &probe);
}

/* Maps and sets hash their expressions' pointers (unique already). */
static unsigned exprs_hash(unsigned h, AffineExpr *const *v, unsigned n)
{
	for (unsigned i = 0; i < n; i++)
		h = hash_mix(h, (uintptr_t)v[i]);
	return h;
}

static bool map_eq(const void *stored, const void *probe)
{
	const AffineMap *a = stored, *b = probe;
	return a->ndims == b->ndims && a->nsyms == b->nsyms && a->nres == b->nres &&
	       (a->nres == 0 || memcmp(a->res, b->res, a->nres * sizeof *a->res) == 0);
}

AffineMap *affine_map_get(Ctx *c, unsigned ndims, unsigned nsyms,
                          AffineExpr *const *res, unsigned nres)
{
	AffineMap probe = {ndims, nsyms, nres, res, 0};
	unsigned h = exprs_hash(hash_mix(hash_mix(ndims, nsyms), nres), res, nres);
	AffineMap *m = uset_find(&c->affine_maps, h, &probe, map_eq);
	if (m)
		return m;
	m = arena_dup(&c->arena, &probe, sizeof probe);
	m->hash = h;
	m->res = nres ? arena_dup(&c->arena, res, nres * sizeof *res) : NULL;
	uset_insert(&c->affine_maps, h, m);
	return m;
}

static bool set_eq(const void *stored, const void *probe)
{
	const AffineSet *a = stored, *b = probe;
	return a->ndims == b->ndims && a->nsyms == b->nsyms && a->ncons == b->ncons &&
	       (a->ncons == 0 || (memcmp(a->cons, b->cons, a->ncons * sizeof *a->cons) == 0 &&
	                          memcmp(a->eq, b->eq, a->ncons * sizeof *a->eq) == 0));
}

AffineSet *affine_set_get(Ctx *c, unsigned ndims, unsigned nsyms,
                          AffineExpr *const *cons, const bool *eq, unsigned ncons)
{
	AffineSet probe = {ndims, nsyms, ncons, cons, eq, 0};
	unsigned h = exprs_hash(hash_mix(hash_mix(ndims, nsyms), ncons), cons, ncons);
	for (unsigned i = 0; i < ncons; i++)
		h = hash_mix(h, eq[i]);
	AffineSet *s = uset_find(&c->affine_sets, h, &probe, set_eq);
	if (s)
		return s;
	s = arena_dup(&c->arena, &probe, sizeof probe);
	s->hash = h;
	s->cons = ncons ? arena_dup(&c->arena, cons, ncons * sizeof *cons) : NULL;
	s->eq = ncons ? arena_dup(&c->arena, eq, ncons * sizeof *eq) : NULL;
	uset_insert(&c->affine_sets, h, s);
	return s;
}

bool ctx_has_affine(const Ctx *c)
{
	return c->affine_maps.len || c->affine_sets.len;
}

Attr *at_affine_map(Ctx *c, AffineMap *m)
{
	Attr probe = {.kind = AT_AFFINE_MAP, .u.map = m};
	return unique_attr(c, &probe);
}

Attr *at_affine_set(Ctx *c, AffineSet *s)
{
	Attr probe = {.kind = AT_AFFINE_SET, .u.set = s};
	return unique_attr(c, &probe);
}

/* ---------------------------------------------------------------- context */

Ctx *ctx_new(void)
{
	Ctx *c = xcalloc(1, sizeof *c);
	arena_init(&c->arena);
	c->diag = diag_new(stderr);
	c->i1 = ty_int(c, 1);
	c->i64 = ty_int(c, 64);
	static const TypeKind simple[] = {
		TY_INDEX, TY_F16, TY_BF16, TY_F32, TY_F64, TY_NONE, TY_TOKEN,
		TY_GROUP, TY_CORO_ID, TY_CORO_HANDLE, TY_CORO_STATE,
	};
	for (size_t i = 0; i < sizeof simple / sizeof *simple; i++) {
		Type probe = {.kind = simple[i]};
		c->simple[simple[i]] = unique_type(c, &probe);
	}
	c->index = c->simple[TY_INDEX];
	Attr unit = {.kind = AT_UNIT};
	c->unit = unique_attr(c, &unit);
	for (int b = 0; b < 2; b++) {
		Attr probe = {.kind = AT_BOOL, .u.b = b};
		c->bools[b] = unique_attr(c, &probe);
	}
	return c;
}

void ctx_free(Ctx *c)
{
	if (!c)
		return;
	diag_free(c->diag);
	uset_free(&c->strings);
	uset_free(&c->types);
	uset_free(&c->attrs);
	uset_free(&c->affine_exprs);
	uset_free(&c->affine_maps);
	uset_free(&c->affine_sets);
	arena_free(&c->arena);
	free(c);
}

Diag *ctx_diag(Ctx *c) { return c->diag; }
Arena *ctx_arena(Ctx *c) { return &c->arena; }
