/* syntax_vector.c - custom forms of the vector dialect's value ops:
 * building and taking vectors apart, shuffles, reductions, contractions
 * and masks.  The memory ops are in syntax_vector_mem.c, vector.print in
 * syntax_memref.c.
 *
 * The forms are MLIR 19's assembly formats.  Inherent attributes are
 * kept as MLIR's generic form spells them: positions and permutations as
 * array<i64: ...>, shuffle masks, reduction dims and mask sizes as arrays
 * of i64, combining kinds as #vector.kind<add>, contraction iterators as
 * #vector.iterator_type<parallel> (strings in the custom form). */
#include "config.h"
#include "forms.h"
#include "syntax_vector.h"

#include <stdio.h>
#include <string.h>

/* ------------------------------------------------------------- helpers */

Type *syn_vector_type(Parser *p, const char *op)
{
	Loc tloc = p->tok.loc;
	Type *t = p_type(p);
	if (t && t->kind != TY_VECTOR) {
		p_error_at(p, tloc, "custom op '%s' invalid kind of type specified", op);
		return NULL;
	}
	return t;
}

bool syn_int_list(Parser *p, I64Vec *out)
{
	if (!p_expect(p, TK_LSQUARE, NULL))
		return false;
	if (p_accept(p, TK_RSQUARE))
		return true;
	do {
		int64_t v;
		bool neg;
		if (!p_integer(p, &v, &neg))
			return false;
		svec_push(out, v);
	} while (p_accept(p, TK_COMMA));
	return p_expect(p, TK_RSQUARE, NULL);
}

Attr *syn_i64_array(Ctx *c, const int64_t *v, unsigned n)
{
	Attr *small[16] = {NULL}, **elems = n <= 16 ? small : xmalloc(n * sizeof *elems);
	for (unsigned i = 0; i < n; i++)
		elems[i] = at_int(c, ty_i64(c), v[i]);
	Attr *a = at_array(c, elems, n);
	if (elems != small)
		free(elems);
	return a;
}

void syn_print_int_list(Printer *pr, Attr *a)
{
	pr_putc(pr, '[');
	unsigned n = a->kind == AT_ARRAY ? a->u.arr.n : a->kind == AT_DENSE_ARRAY ? a->u.dense.n : 0;
	for (unsigned i = 0; i < n; i++) {
		Attr *e = a->kind == AT_ARRAY ? a->u.arr.elems[i] : NULL;
		if (e && e->kind != AT_INT) {
			pr_puts(pr, i ? ", " : "");
			pr_attr(pr, e);
			continue;
		}
		pr_printf(pr, "%s%lld", i ? ", " : "", (long long)(e ? e->u.i : a->u.dense.vals[i]));
	}
	pr_putc(pr, ']');
}

/* The combining kinds, in MLIR's order (its error message lists them so). */
static const char *const kinds[] = {
	"add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf",
	"and", "or", "xor", "maximumf", "minimumf", NULL,
};

bool syn_parse_kind(Parser *p, OpState *st)
{
	const char *op = op_table[st->kind].name;
	if (!p_expect(p, TK_LESS, NULL))
		return false;
	bool known = false;
	for (const char *const *k = kinds; *k && !known; k++)
		known = p_is_kw(p, *k);
	if (!known) {
		p_error(p, "custom op '%s' expected ::mlir::vector::CombiningKind to be one of: add, "
		        "mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, maximumf, "
		        "minimumf", op);
		return p_error_at(p, p_tok_loc_at(&p->tok, p->tok.len), "custom op '%s' failed to parse "
		                  "Vector_CombiningKindAttr parameter 'value' which is to be a "
		                  "`::mlir::vector::CombiningKind`", op);
	}
	char buf[64];
	int n = snprintf(buf, sizeof buf, "#vector.kind<%.*s>", (int)p->tok.len, p->tok.s);
	st_add_attr(p, st, "kind", at_opaque(p->ctx, buf, (size_t)n));
	p_next(p);
	return p_expect(p, TK_GREATER, NULL);
}

void syn_print_kind(Printer *pr, Op *op)
{
	Attr *a = op_attr(op, "kind");
	const char *lt = a && a->kind == AT_OPAQUE ? memchr(a->u.str.s, '<', a->u.str.len) : NULL;
	if (lt)
		pr_put(pr, lt, a->u.str.len - (size_t)(lt - a->u.str.s));
	else
		pr_puts(pr, "<<invalid kind>>");
}

/* Operands named in u, resolved with the given types. */
static bool resolve_each(Parser *p, OpState *st, const UnresolvedVec *u, Type *const *types)
{
	for (unsigned i = 0; i < u->n; i++)
		if (!p_resolve_into(p, st, &u->v[i], types[i]))
			return false;
	return true;
}

/* ----------------------------------------------------- "T to U" forms */

/* A type of the kind the op's format names (a vector, or for type_cast
 * a memref): "invalid kind of type specified" otherwise. */
static Type *kind_type(Parser *p, OpState *st, bool any)
{
	Loc tloc = p->tok.loc;
	Type *t = p_type(p);
	TypeKind want = st->kind == OP_VECTOR_TYPE_CAST ? TY_MEMREF : TY_VECTOR;
	if (t && !any && t->kind != want) {
		p_error_at(p, tloc, "custom op '%s' invalid kind of type specified", op_table[st->kind].name);
		return NULL;
	}
	return t;
}

/* %a [{attrs}] : T to U  (broadcast takes any T) */
bool parse_vec_cast(Parser *p, OpState *st)
{
	Unresolved a;
	Type *from, *to;
	if (!p_operand(p, &a) || !p_attr_dict(p, st) || !p_expect(p, TK_COLON, NULL) ||
	    !(from = kind_type(p, st, st->kind == OP_VECTOR_BROADCAST)) || !p_expect_kw(p, "to") ||
	    !(to = kind_type(p, st, false)) || !p_resolve_into(p, st, &a, from))
		return false;
	svec_push(&st->types, to);
	return true;
}

void print_vec_cast(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_operands(pr, op, 0, op->nopnds);
	pr_attr_dict(pr, op, NULL);
	pr_puts(pr, " : ");
	pr_operand_types(pr, op, 0, op->nopnds);
	pr_puts(pr, " to ");
	pr_result_types(pr, op);
}

/* ------------------------------------------------- splat, from_elements */

/* %a[, %b...] [{attrs}] : vector<...>; the operands are elements. */
bool parse_vec_elements(Parser *p, OpState *st)
{
	UnresolvedVec u;
	svec_init(&u);
	Unresolved a;
	bool ok;
	if (st->kind == OP_VECTOR_SPLAT)
		ok = p_operand(p, &a) && (svec_push(&u, a), true);
	else
		ok = p_operand_list(p, &u, true);
	Type *t = NULL;
	Loc tloc = p->tok.loc;
	ok = ok && p_attr_dict(p, st) && p_expect(p, TK_COLON, NULL) && ((tloc = p->tok.loc), true) &&
	     (t = syn_vector_type(p, op_table[st->kind].name));
	int64_t n = t ? ty_num_elements(t) : 0;
	if (ok && st->kind == OP_VECTOR_FROM_ELEMENTS && (int64_t)u.n != n)
		ok = p_error_at(p, tloc, "custom op 'vector.from_elements' %u operands present, but expected %lld",
		                u.n, (long long)n);
	ok = ok && p_resolve_same(p, st, &u, t->elem);
	svec_free(&u);
	if (ok)
		svec_push(&st->types, t);
	return ok;
}

void print_vec_elements(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	if (op->nopnds) {
		pr_putc(pr, ' ');
		pr_operands(pr, op, 0, op->nopnds);
	}
	pr_attr_dict(pr, op, NULL);
	pr_puts(pr, " : ");
	pr_result_types(pr, op);
}

/* ------------------------------------------------------- extract, insert */

/* "[1, %i, 2]": static_position with IR_DYNAMIC for each operand. */
static bool parse_positions(Parser *p, OpState *st, UnresolvedVec *dyn)
{
	I64Vec pos;
	svec_init(&pos);
	bool ok = p_expect(p, TK_LSQUARE, NULL);
	if (ok && !p_accept(p, TK_RSQUARE)) {
		do {
			if (p_is_operand(p)) {
				Unresolved u;
				ok = p_operand(p, &u);
				svec_push(dyn, u);
				svec_push(&pos, (int64_t)IR_DYNAMIC);
			} else {
				int64_t v;
				bool neg;
				ok = p_integer(p, &v, &neg);
				svec_push(&pos, v);
			}
		} while (ok && p_accept(p, TK_COMMA));
		ok = ok && p_expect(p, TK_RSQUARE, NULL);
	}
	if (ok)
		st_add_attr(p, st, "static_position", at_dense(p->ctx, ty_i64(p->ctx), pos.v, pos.n));
	svec_free(&pos);
	return ok;
}

/* The position list of an extract or insert, with the dynamic positions
 * (operands from `first` on) in place of their markers. */
static void print_positions(Printer *pr, Op *op, unsigned first)
{
	Attr *a = op_attr(op, "static_position");
	pr_putc(pr, '[');
	unsigned n = a && a->kind == AT_DENSE_ARRAY ? a->u.dense.n : 0, d = first;
	for (unsigned i = 0; i < n; i++) {
		if (i)
			pr_puts(pr, ", ");
		if (a->u.dense.vals[i] == IR_DYNAMIC && d < op->nopnds)
			pr_value(pr, op->opnds[d++].value);
		else
			pr_printf(pr, "%lld", (long long)a->u.dense.vals[i]);
	}
	pr_putc(pr, ']');
}

/* %v[1, %i] [{attrs}] : T from vector<...> */
bool parse_vec_extract(Parser *p, OpState *st)
{
	Unresolved v;
	UnresolvedVec dyn;
	svec_init(&dyn);
	Type *t = NULL, *vt = NULL;
	bool ok = p_operand(p, &v) && parse_positions(p, st, &dyn) && p_attr_dict(p, st) &&
	          p_expect(p, TK_COLON, NULL) && (t = p_type(p)) && p_expect_kw(p, "from") &&
	          (vt = syn_vector_type(p, "vector.extract")) && p_resolve_into(p, st, &v, vt) &&
	          p_resolve_same(p, st, &dyn, ty_index(p->ctx));
	svec_free(&dyn);
	if (ok)
		svec_push(&st->types, t);
	return ok;
}

void print_vec_extract(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_value(pr, op->opnds[0].value);
	print_positions(pr, op, 1);
	static const char *const elided[] = {"static_position", NULL};
	pr_attr_dict(pr, op, elided);
	pr_puts(pr, " : ");
	pr_result_types(pr, op);
	pr_puts(pr, " from ");
	pr_type(pr, op->opnds[0].value->type);
}

/* %s, %v [1, %i] [{attrs}] : T into vector<...> */
bool parse_vec_insert(Parser *p, OpState *st)
{
	Unresolved s, v;
	UnresolvedVec dyn;
	svec_init(&dyn);
	Type *t = NULL, *vt = NULL;
	bool ok = p_operand(p, &s) && p_expect(p, TK_COMMA, NULL) && p_operand(p, &v) &&
	          parse_positions(p, st, &dyn) && p_attr_dict(p, st) && p_expect(p, TK_COLON, NULL) &&
	          (t = p_type(p)) && p_expect_kw(p, "into") &&
	          (vt = syn_vector_type(p, "vector.insert")) && p_resolve_into(p, st, &s, t) &&
	          p_resolve_into(p, st, &v, vt) && p_resolve_same(p, st, &dyn, ty_index(p->ctx));
	svec_free(&dyn);
	if (ok)
		svec_push(&st->types, vt);
	return ok;
}

void print_vec_insert(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_operands(pr, op, 0, 2);
	pr_putc(pr, ' ');
	print_positions(pr, op, 2);
	static const char *const elided[] = {"static_position", NULL};
	pr_attr_dict(pr, op, elided);
	pr_puts(pr, " : ");
	pr_operand_types(pr, op, 0, 1);
	pr_puts(pr, " into ");
	pr_type(pr, op->opnds[1].value->type);
}

/* "[%i : i32]" or "[]": the optional position of extractelement and
 * insertelement; *has says whether there is one. */
static bool parse_elem_position(Parser *p, Unresolved *pos, Type **pt, bool *has)
{
	*has = false;
	if (!p_expect(p, TK_LSQUARE, NULL))
		return false;
	if (p_accept(p, TK_RSQUARE))
		return true;
	*has = true;
	return p_operand(p, pos) && p_expect(p, TK_COLON, NULL) && (*pt = p_type(p)) &&
	       p_expect(p, TK_RSQUARE, NULL);
}

static void print_elem_position(Printer *pr, Op *op, unsigned i)
{
	pr_putc(pr, '[');
	if (i < op->nopnds) {
		pr_value(pr, op->opnds[i].value);
		pr_puts(pr, " : ");
		pr_type(pr, op->opnds[i].value->type);
	}
	pr_putc(pr, ']');
}

/* %v[%i : i32] [{attrs}] : vector<4xf32> */
bool parse_vec_extractelement(Parser *p, OpState *st)
{
	Unresolved v, pos;
	Type *pt = NULL, *vt = NULL;
	bool has;
	if (!p_operand(p, &v) || !parse_elem_position(p, &pos, &pt, &has) || !p_attr_dict(p, st) ||
	    !p_expect(p, TK_COLON, NULL) || !(vt = syn_vector_type(p, "vector.extractelement")) ||
	    !p_resolve_into(p, st, &v, vt) || (has && !p_resolve_into(p, st, &pos, pt)))
		return false;
	svec_push(&st->types, vt->elem);
	return true;
}

void print_vec_extractelement(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_value(pr, op->opnds[0].value);
	print_elem_position(pr, op, 1);
	pr_attr_dict(pr, op, NULL);
	pr_puts(pr, " : ");
	pr_type(pr, op->opnds[0].value->type);
}

/* %s, %v[%i : i32] [{attrs}] : vector<4xf32> */
bool parse_vec_insertelement(Parser *p, OpState *st)
{
	Unresolved s, v, pos;
	Type *pt = NULL, *vt = NULL;
	bool has;
	if (!p_operand(p, &s) || !p_expect(p, TK_COMMA, NULL) || !p_operand(p, &v) ||
	    !parse_elem_position(p, &pos, &pt, &has) || !p_attr_dict(p, st) ||
	    !p_expect(p, TK_COLON, NULL) || !(vt = syn_vector_type(p, "vector.insertelement")) ||
	    !p_resolve_into(p, st, &s, vt->elem) || !p_resolve_into(p, st, &v, vt) ||
	    (has && !p_resolve_into(p, st, &pos, pt)))
		return false;
	svec_push(&st->types, vt);
	return true;
}

void print_vec_insertelement(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_operands(pr, op, 0, 2);
	print_elem_position(pr, op, 2);
	pr_attr_dict(pr, op, NULL);
	pr_puts(pr, " : ");
	pr_result_types(pr, op);
}

/* ------------------------------------------------- insert_strided_slice */

/* %a, %b [{attrs}] : T into U  (the result is U) */
bool parse_vec_into(Parser *p, OpState *st)
{
	Unresolved a, b;
	Type *t = NULL, *u = NULL;
	if (!p_operand(p, &a) || !p_expect(p, TK_COMMA, NULL) || !p_operand(p, &b) ||
	    !p_attr_dict(p, st) || !p_expect(p, TK_COLON, NULL) ||
	    !(t = syn_vector_type(p, op_table[st->kind].name)) || !p_expect_kw(p, "into") ||
	    !(u = syn_vector_type(p, op_table[st->kind].name)) || !p_resolve_into(p, st, &a, t) ||
	    !p_resolve_into(p, st, &b, u))
		return false;
	svec_push(&st->types, u);
	return true;
}

void print_vec_into(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_operands(pr, op, 0, op->nopnds);
	pr_attr_dict(pr, op, NULL);
	pr_puts(pr, " : ");
	pr_operand_types(pr, op, 0, 1);
	pr_puts(pr, " into ");
	pr_result_types(pr, op);
}

/* ------------------------------------------------------ shuffle, transpose */

/* The result of a shuffle: the mask's length, then v1's trailing sizes. */
static Type *shuffle_type(Ctx *c, Type *v1, unsigned n)
{
	int64_t shape[P_MAX_RANK + 1];
	shape[0] = n;
	unsigned rank = v1->rank ? v1->rank : 1;
	for (unsigned i = 1; i < rank; i++)
		shape[i] = v1->shape[i];
	/* Scalable operands are the verifier's to refuse; the trailing
	 * dims keep their flags. */
	return ty_vector_scalable(c, v1->elem, rank, shape, v1->scalable & ~(uint64_t)1);
}

/* %a, %b [0, 3] [{attrs}] : T, U */
bool parse_vec_shuffle(Parser *p, OpState *st)
{
	Unresolved a, b;
	I64Vec mask;
	svec_init(&mask);
	Type *t = NULL, *u = NULL;
	bool ok = p_operand(p, &a) && p_expect(p, TK_COMMA, NULL) && p_operand(p, &b) &&
	          syn_int_list(p, &mask) && p_attr_dict(p, st) && p_expect(p, TK_COLON, NULL) &&
	          (t = syn_vector_type(p, "vector.shuffle")) && p_expect(p, TK_COMMA, NULL) &&
	          (u = syn_vector_type(p, "vector.shuffle")) && p_resolve_into(p, st, &a, t) &&
	          p_resolve_into(p, st, &b, u);
	if (ok) {
		st_add_attr(p, st, "mask", syn_i64_array(p->ctx, mask.v, mask.n));
		svec_push(&st->types, shuffle_type(p->ctx, t, mask.n));
	}
	svec_free(&mask);
	return ok;
}

void print_vec_shuffle(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_operands(pr, op, 0, op->nopnds);
	Attr *m = op_attr(op, "mask");
	pr_putc(pr, ' ');
	if (m)
		syn_print_int_list(pr, m);
	static const char *const elided[] = {"mask", NULL};
	pr_attr_dict(pr, op, elided);
	pr_puts(pr, " : ");
	pr_operand_types(pr, op, 0, op->nopnds);
}

/* %v, [1, 0] [{attrs}] : T to U */
bool parse_vec_transpose(Parser *p, OpState *st)
{
	Unresolved v;
	I64Vec perm;
	svec_init(&perm);
	Type *t = NULL, *u = NULL;
	bool ok = p_operand(p, &v) && p_expect(p, TK_COMMA, NULL) && syn_int_list(p, &perm) &&
	          p_attr_dict(p, st) && p_expect(p, TK_COLON, NULL) &&
	          (t = syn_vector_type(p, "vector.transpose")) && p_expect_kw(p, "to") &&
	          (u = syn_vector_type(p, "vector.transpose")) && p_resolve_into(p, st, &v, t);
	if (ok) {
		st_add_attr(p, st, "permutation", at_dense(p->ctx, ty_i64(p->ctx), perm.v, perm.n));
		svec_push(&st->types, u);
	}
	svec_free(&perm);
	return ok;
}

void print_vec_transpose(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_operands(pr, op, 0, op->nopnds);
	Attr *perm = op_attr(op, "permutation");
	pr_puts(pr, ", ");
	if (perm)
		syn_print_int_list(pr, perm);
	static const char *const elided[] = {"permutation", NULL};
	pr_attr_dict(pr, op, elided);
	pr_puts(pr, " : ");
	pr_operand_types(pr, op, 0, 1);
	pr_puts(pr, " to ");
	pr_result_types(pr, op);
}

/* ------------------------------------ interleave, deinterleave, flat_transpose */

/* %a[, %b] [{attrs}] : T -> U; every operand is T, every result U
 * (deinterleave has two). */
bool parse_vec_arrow(Parser *p, OpState *st)
{
	UnresolvedVec u;
	svec_init(&u);
	Type *t = NULL, *r = NULL;
	const char *name = op_table[st->kind].name;
	bool ok = p_operand_list(p, &u, false) && p_attr_dict(p, st) && p_expect(p, TK_COLON, NULL) &&
	          (t = syn_vector_type(p, name)) && p_expect(p, TK_ARROW, NULL) &&
	          (r = syn_vector_type(p, name)) && p_resolve_same(p, st, &u, t);
	svec_free(&u);
	if (ok) {
		svec_push(&st->types, r);
		if (st->kind == OP_VECTOR_DEINTERLEAVE)
			svec_push(&st->types, r);
	}
	return ok;
}

void print_vec_arrow(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_operands(pr, op, 0, op->nopnds);
	pr_attr_dict(pr, op, NULL);
	pr_puts(pr, " : ");
	pr_operand_types(pr, op, 0, op->nopnds ? 1 : 0);
	pr_puts(pr, " -> ");
	pr_type(pr, op->res[0].type);
}

/* ------------------------------------------------------ matrix_multiply */

/* %a, %b [{attrs}] : (T, U) -> V */
bool parse_vec_matmul(Parser *p, OpState *st)
{
	Unresolved a, b;
	Type *t = NULL, *u = NULL, *r = NULL;
	const char *name = op_table[st->kind].name;
	if (!p_operand(p, &a) || !p_expect(p, TK_COMMA, NULL) || !p_operand(p, &b) ||
	    !p_attr_dict(p, st) || !p_expect(p, TK_COLON, NULL) || !p_expect(p, TK_LPAREN, NULL) ||
	    !(t = syn_vector_type(p, name)) || !p_expect(p, TK_COMMA, NULL) ||
	    !(u = syn_vector_type(p, name)) || !p_expect(p, TK_RPAREN, NULL) ||
	    !p_expect(p, TK_ARROW, NULL) || !(r = syn_vector_type(p, name)) ||
	    !p_resolve_into(p, st, &a, t) || !p_resolve_into(p, st, &b, u))
		return false;
	svec_push(&st->types, r);
	return true;
}

void print_vec_matmul(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_operands(pr, op, 0, op->nopnds);
	pr_attr_dict(pr, op, NULL);
	pr_puts(pr, " : (");
	pr_operand_types(pr, op, 0, op->nopnds);
	pr_puts(pr, ") -> ");
	pr_result_types(pr, op);
}

/* %a [{attrs}] : T into U (llvm.intr.matrix.transpose) */
bool parse_matrix_into(Parser *p, OpState *st)
{
	Unresolved a;
	Type *t = NULL, *r = NULL;
	if (!p_operand(p, &a) || !p_attr_dict(p, st) || !p_expect(p, TK_COLON, NULL) || !(t = p_type(p)) ||
	    !p_expect_kw(p, "into") || !(r = p_type(p)) || !p_resolve_into(p, st, &a, t))
		return false;
	svec_push(&st->types, r);
	return true;
}

void print_matrix_into(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_operands(pr, op, 0, op->nopnds);
	pr_attr_dict(pr, op, NULL);
	pr_puts(pr, " : ");
	pr_operand_types(pr, op, 0, op->nopnds);
	pr_puts(pr, " into ");
	pr_result_types(pr, op);
}

/* ------------------------------------------------------------- masks */

/* [3, 2] [{attrs}] : vector<4x3xi1> */
bool parse_vec_constant_mask(Parser *p, OpState *st)
{
	I64Vec sizes;
	svec_init(&sizes);
	Type *t = NULL;
	bool ok = syn_int_list(p, &sizes) && p_attr_dict(p, st) && p_expect(p, TK_COLON, NULL) &&
	          (t = syn_vector_type(p, "vector.constant_mask"));
	if (ok) {
		st_add_attr(p, st, "mask_dim_sizes", syn_i64_array(p->ctx, sizes.v, sizes.n));
		svec_push(&st->types, t);
	}
	svec_free(&sizes);
	return ok;
}

void print_vec_constant_mask(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	Attr *a = op_attr(op, "mask_dim_sizes");
	if (a)
		syn_print_int_list(pr, a);
	static const char *const elided[] = {"mask_dim_sizes", NULL};
	pr_attr_dict(pr, op, elided);
	pr_puts(pr, " : ");
	pr_result_types(pr, op);
}

/* %a, %b [{attrs}] : vector<4x3xi1>  (index operands) */
bool parse_vec_create_mask(Parser *p, OpState *st)
{
	UnresolvedVec u;
	svec_init(&u);
	Type *t = NULL;
	bool ok = p_operand_list(p, &u, true) && p_attr_dict(p, st) && p_expect(p, TK_COLON, NULL) &&
	          (t = syn_vector_type(p, "vector.create_mask")) &&
	          p_resolve_same(p, st, &u, ty_index(p->ctx));
	svec_free(&u);
	if (ok)
		svec_push(&st->types, t);
	return ok;
}

void print_vec_create_mask(Printer *pr, Op *op)
{
	print_vec_elements(pr, op);
}

/* ------------------------------------------------ reductions and scans */

/* <add>, %v[, %acc] [fastmath<...>] [{attrs}] : T into U */
bool parse_vec_reduction(Parser *p, OpState *st)
{
	Unresolved v, acc;
	bool has_acc = false;
	Type *t = NULL, *r = NULL;
	if (!syn_parse_kind(p, st) || !p_expect(p, TK_COMMA, NULL) || !p_operand(p, &v))
		return false;
	if (p_accept(p, TK_COMMA)) {
		if (!p_operand(p, &acc))
			return false;
		has_acc = true;
		if (p_is(p, TK_COMMA))
			return p_error(p, "expected ':'");
	}
	if (!syn_parse_flags(p, st) || !p_attr_dict(p, st) || !p_expect(p, TK_COLON, NULL) ||
	    !(t = syn_vector_type(p, "vector.reduction")) || !p_expect_kw(p, "into") ||
	    !(r = p_type(p)) || !p_resolve_into(p, st, &v, t) ||
	    (has_acc && !p_resolve_into(p, st, &acc, r)))
		return false;
	svec_push(&st->types, r);
	return true;
}

void print_vec_reduction(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	syn_print_kind(pr, op);
	pr_puts(pr, ", ");
	pr_operands(pr, op, 0, op->nopnds);
	syn_print_flags(pr, op);
	static const char *const elided[] = {"kind", "fastmath", NULL};
	pr_attr_dict(pr, op, elided);
	pr_puts(pr, " : ");
	pr_operand_types(pr, op, 0, 1);
	pr_puts(pr, " into ");
	pr_result_types(pr, op);
}

/* <add>, %v, %acc [{attrs}] [0, 2] : T to U */
bool parse_vec_multi_reduction(Parser *p, OpState *st)
{
	Unresolved v, acc;
	I64Vec dims;
	svec_init(&dims);
	Type *t = NULL, *r = NULL;
	bool ok = syn_parse_kind(p, st) && p_expect(p, TK_COMMA, NULL) && p_operand(p, &v) &&
	          p_expect(p, TK_COMMA, NULL) && p_operand(p, &acc) && p_attr_dict(p, st) &&
	          syn_int_list(p, &dims) && p_expect(p, TK_COLON, NULL) &&
	          (t = syn_vector_type(p, "vector.multi_reduction")) && p_expect_kw(p, "to") &&
	          (r = p_type(p)) && p_resolve_into(p, st, &v, t) && p_resolve_into(p, st, &acc, r);
	if (ok) {
		st_add_attr(p, st, "reduction_dims", syn_i64_array(p->ctx, dims.v, dims.n));
		svec_push(&st->types, r);
	}
	svec_free(&dims);
	return ok;
}

void print_vec_multi_reduction(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	syn_print_kind(pr, op);
	pr_puts(pr, ", ");
	pr_operands(pr, op, 0, op->nopnds);
	static const char *const elided[] = {"kind", "reduction_dims", NULL};
	pr_attr_dict(pr, op, elided);
	Attr *d = op_attr(op, "reduction_dims");
	pr_putc(pr, ' ');
	if (d)
		syn_print_int_list(pr, d);
	pr_puts(pr, " : ");
	pr_operand_types(pr, op, 0, 1);
	pr_puts(pr, " to ");
	pr_result_types(pr, op);
}

/* <add>, %v, %init [{attrs}] : T, U  (results: T and U) */
bool parse_vec_scan(Parser *p, OpState *st)
{
	UnresolvedVec u;
	svec_init(&u);
	Unresolved v, init;
	Type *types[2] = {NULL, NULL};
	bool ok = syn_parse_kind(p, st) && p_expect(p, TK_COMMA, NULL) && p_operand(p, &v) &&
	          p_expect(p, TK_COMMA, NULL) && p_operand(p, &init) && p_attr_dict(p, st) &&
	          p_expect(p, TK_COLON, NULL) && (types[0] = syn_vector_type(p, "vector.scan")) &&
	          p_expect(p, TK_COMMA, NULL) && (types[1] = syn_vector_type(p, "vector.scan"));
	if (ok) {
		svec_push(&u, v);
		svec_push(&u, init);
		ok = resolve_each(p, st, &u, types);
	}
	svec_free(&u);
	if (ok) {
		svec_push(&st->types, types[0]);
		svec_push(&st->types, types[1]);
	}
	return ok;
}

void print_vec_scan(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	syn_print_kind(pr, op);
	pr_puts(pr, ", ");
	pr_operands(pr, op, 0, op->nopnds);
	static const char *const elided[] = {"kind", NULL};
	pr_attr_dict(pr, op, elided);
	pr_puts(pr, " : ");
	pr_operand_types(pr, op, 0, op->nopnds);
}
