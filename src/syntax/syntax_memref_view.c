/* syntax_memref_view.c - custom forms of the memref ops that make a new
 * view of a buffer: subview, reinterpret_cast, expand_shape and
 * collapse_shape, view, reshape, and the "%m : T -> U, V" form of
 * extract_strided_metadata and extract_aligned_pointer_as_index.
 *
 * Offsets, sizes and strides are written as MLIR's dynamic index lists,
 * "[%a, 4, %b]": the numbers go to a static_* array<i64> attribute, with
 * IR_DYNAMIC (MLIR's kDynamic) where an operand stands instead. */
#include "config.h"
#include "forms.h"

/* "[%a, 4]" into stat (IR_DYNAMIC for operands) and dyn. */
static bool p_index_items(Parser *p, I64Vec *stat, UnresolvedVec *dyn)
{
	if (!p_is(p, TK_LSQUARE))
		return p_error(p, "expected '[' in dynamic index list");
	p_next(p);
	if (p_accept(p, TK_RSQUARE))
		return true;
	do {
		if (p_is_operand(p)) {
			Unresolved u;
			if (!p_operand(p, &u))
				return false;
			svec_push(dyn, u);
			svec_push(stat, IR_DYNAMIC);
			continue;
		}
		if (!p_is(p, TK_INT) && !p_is(p, TK_MINUS)) {
			char prefix[128];
			return p_error(p, "%sexpected integer value", p_custom_prefix(p, prefix, sizeof prefix));
		}
		int64_t v;
		bool neg;
		if (!p_integer(p, &v, &neg))
			return false;
		svec_push(stat, v);
	} while (p_accept(p, TK_COMMA));
	return p_accept(p, TK_RSQUARE) || p_error(p, "expected ']' in dynamic index list");
}

/* MLIR's parseDynamicIndexList follows whatever went wrong in the list
 * with a second error at the op's name. */
static bool p_index_list(Parser *p, OpState *st, I64Vec *stat, UnresolvedVec *dyn)
{
	if (p_index_items(p, stat, dyn))
		return true;
	char prefix[128];
	return p_error_at(p, st->loc, "%sexpected SSA value or integer", p_custom_prefix(p, prefix, sizeof prefix));
}

/* One list: its static attribute, its operands resolved as index and
 * counted as a segment. */
static bool p_index_segment(Parser *p, OpState *st, const char *attr, bool segment)
{
	I64Vec stat;
	UnresolvedVec dyn;
	svec_init(&stat);
	svec_init(&dyn);
	bool ok = p_index_list(p, st, &stat, &dyn) && p_resolve_same(p, st, &dyn, ty_index(p->ctx));
	if (ok) {
		st_add_attr(p, st, attr, at_dense(p->ctx, ty_i64(p->ctx), stat.v, stat.n));
		if (segment)
			st_segment(st, dyn.n);
	}
	svec_free(&stat);
	svec_free(&dyn);
	return ok;
}

/* Print a static list, taking operands from *next for its dynamic
 * entries. */
static void pr_index_list(Printer *pr, Op *op, Attr *stat, unsigned *next)
{
	pr_putc(pr, '[');
	for (unsigned i = 0; stat && stat->kind == AT_DENSE_ARRAY && i < stat->u.dense.n; i++) {
		if (i)
			pr_puts(pr, ", ");
		if (stat->u.dense.vals[i] == IR_DYNAMIC && *next < op->nopnds)
			pr_value(pr, op->opnds[(*next)++].value);
		else
			pr_printf(pr, "%lld", (long long)stat->u.dense.vals[i]);
	}
	pr_putc(pr, ']');
}

/* "%m" then, after the caller's part, "{attrs} : T <word> U". */
static bool p_source(Parser *p, Unresolved *src)
{
	return p_operand(p, src);
}

static bool p_types_tail(Parser *p, OpState *st, const Unresolved *src, const char *word)
{
	Type *from, *to;
	if (!p_attr_dict(p, st) || !p_expect(p, TK_COLON, NULL) || !(from = p_type(p)) ||
	    !p_expect_kw(p, word) || !(to = p_type(p)))
		return false;
	/* The source comes first among the operands. */
	Value *v = p_resolve(p, src, from);
	if (!v)
		return false;
	svec_push(&st->operands, NULL);
	memmove(st->operands.v + 1, st->operands.v, (st->operands.n - 1) * sizeof *st->operands.v);
	st->operands.v[0] = v;
	svec_push(&st->types, to);
	return true;
}

static void pr_types_tail(Printer *pr, Op *op, const char *const *elided, const char *word)
{
	pr_attr_dict(pr, op, elided);
	pr_puts(pr, " : ");
	pr_type(pr, op->opnds[0].value->type);
	pr_printf(pr, " %s ", word);
	pr_result_types(pr, op);
}

static const char *const offset_attrs[] = {"static_offsets", "static_sizes", "static_strides", NULL};

/* ------------------------------------------------------------- subview */

/* %m[%o, 0] [4, %s] [1, 1] {attrs} : T to U */
bool parse_subview(Parser *p, OpState *st)
{
	Unresolved src;
	st_segment(st, 1);
	return p_source(p, &src) && p_index_segment(p, st, "static_offsets", true) &&
	       p_index_segment(p, st, "static_sizes", true) &&
	       p_index_segment(p, st, "static_strides", true) && p_types_tail(p, st, &src, "to");
}

void print_subview(Printer *pr, Op *op)
{
	unsigned next = 1;
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_value(pr, op->opnds[0].value);
	pr_index_list(pr, op, op_attr(op, "static_offsets"), &next);
	pr_putc(pr, ' ');
	pr_index_list(pr, op, op_attr(op, "static_sizes"), &next);
	pr_putc(pr, ' ');
	pr_index_list(pr, op, op_attr(op, "static_strides"), &next);
	pr_types_tail(pr, op, offset_attrs, "to");
}

/* ---------------------------------------------------- reinterpret_cast */

/* %m to offset: [0], sizes: [4, %s], strides: [%t, 1] {attrs} : T to U */
bool parse_reinterpret_cast(Parser *p, OpState *st)
{
	Unresolved src;
	st_segment(st, 1);
	return p_source(p, &src) && p_expect_kw(p, "to") && p_expect_kw(p, "offset") &&
	       p_expect(p, TK_COLON, NULL) && p_index_segment(p, st, "static_offsets", true) &&
	       p_expect(p, TK_COMMA, NULL) && p_expect_kw(p, "sizes") && p_expect(p, TK_COLON, NULL) &&
	       p_index_segment(p, st, "static_sizes", true) && p_expect(p, TK_COMMA, NULL) &&
	       p_expect_kw(p, "strides") && p_expect(p, TK_COLON, NULL) &&
	       p_index_segment(p, st, "static_strides", true) && p_types_tail(p, st, &src, "to");
}

void print_reinterpret_cast(Printer *pr, Op *op)
{
	unsigned next = 1;
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_value(pr, op->opnds[0].value);
	pr_puts(pr, " to offset: ");
	pr_index_list(pr, op, op_attr(op, "static_offsets"), &next);
	pr_puts(pr, ", sizes: ");
	pr_index_list(pr, op, op_attr(op, "static_sizes"), &next);
	pr_puts(pr, ", strides: ");
	pr_index_list(pr, op, op_attr(op, "static_strides"), &next);
	pr_types_tail(pr, op, offset_attrs, "to");
}

/* ---------------------------------------- expand_shape, collapse_shape */

/* %m [[0, 1], [2]] [output_shape [2, %d, 4]] {attrs} : T into U; the
 * output shape is expand_shape's alone. */
bool parse_reassoc(Parser *p, OpState *st)
{
	Unresolved src;
	if (!p_source(p, &src))
		return false;
	/* An array attribute, parsed as any attribute is. */
	Loc at = p->tok.loc;
	Attr *r = p_attr(p);
	if (!r)
		return false;
	if (r->kind != AT_ARRAY) {
		char prefix[128];
		return p_error_at(p, at, "%sinvalid kind of attribute specified", p_custom_prefix(p, prefix, sizeof prefix));
	}
	st_add_attr(p, st, "reassociation", r);
	if (st->kind == OP_MEMREF_EXPAND_SHAPE &&
	    (!p_expect_kw(p, "output_shape") || !p_index_segment(p, st, "static_output_shape", false)))
		return false;
	return p_types_tail(p, st, &src, "into");
}

void print_reassoc(Printer *pr, Op *op)
{
	static const char *const elided[] = {"reassociation", "static_output_shape", NULL};
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_value(pr, op->opnds[0].value);
	pr_putc(pr, ' ');
	Attr *r = op_attr(op, "reassociation");
	pr_putc(pr, '[');
	for (unsigned g = 0; r && r->kind == AT_ARRAY && g < r->u.arr.n; g++) {
		Attr *grp = r->u.arr.elems[g];
		pr_puts(pr, g ? ", [" : "[");
		for (unsigned i = 0; grp->kind == AT_ARRAY && i < grp->u.arr.n; i++) {
			Attr *d = grp->u.arr.elems[i];
			pr_printf(pr, "%s%lld", i ? ", " : "", (long long)(d->kind == AT_INT ? d->u.i : -1));
		}
		pr_putc(pr, ']');
	}
	pr_putc(pr, ']');
	if (op->kind == OP_MEMREF_EXPAND_SHAPE) {
		unsigned next = 1;
		pr_puts(pr, " output_shape ");
		pr_index_list(pr, op, op_attr(op, "static_output_shape"), &next);
	}
	pr_types_tail(pr, op, elided, "into");
}

/* ---------------------------------------------------------------- view */

/* %m[%shift][%s0, %s1] {attrs} : T to U */
bool parse_view(Parser *p, OpState *st)
{
	Unresolved src, shift;
	UnresolvedVec sizes;
	svec_init(&sizes);
	bool ok = p_source(p, &src) && p_expect(p, TK_LSQUARE, NULL) && p_operand(p, &shift) &&
	          p_expect(p, TK_RSQUARE, NULL) && p_expect(p, TK_LSQUARE, NULL) &&
	          p_operand_list(p, &sizes, true) && p_expect(p, TK_RSQUARE, NULL) &&
	          p_resolve_into(p, st, &shift, ty_index(p->ctx)) &&
	          p_resolve_same(p, st, &sizes, ty_index(p->ctx)) && p_types_tail(p, st, &src, "to");
	svec_free(&sizes);
	return ok;
}

void print_view(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_value(pr, op->opnds[0].value);
	pr_putc(pr, '[');
	if (op->nopnds > 1)
		pr_value(pr, op->opnds[1].value);
	pr_puts(pr, "][");
	if (op->nopnds > 2)
		pr_operands(pr, op, 2, op->nopnds - 2);
	pr_putc(pr, ']');
	pr_types_tail(pr, op, NULL, "to");
}

/* ----------------------------------------------------------- transpose */

/* %m (d0, d1) -> (d1, d0) {attrs} : T to U: the permutation is a bare
 * affine map. */
bool parse_transpose(Parser *p, OpState *st)
{
	Unresolved src;
	AffineMap *m;
	if (!p_source(p, &src) || !(m = p_affine_map_body(p)))
		return false;
	st_add_attr(p, st, "permutation", at_affine_map(p->ctx, m));
	return p_types_tail(p, st, &src, "to");
}

void print_transpose(Printer *pr, Op *op)
{
	static const char *const elided[] = {"permutation", NULL};
	Attr *m = op_attr(op, "permutation");
	if (!m || m->kind != AT_AFFINE_MAP || op->nopnds != 1 || op->nres != 1) {
		pr_generic(pr, op);
		return;
	}
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_value(pr, op->opnds[0].value);
	Buf b;
	buf_init(&b);
	/* The map without its "affine_map<" and ">". */
	buf_affine_map(&b, m->u.map);
	pr_printf(pr, " %.*s", (int)b.len - 12, b.data + 11);
	buf_free(&b);
	pr_types_tail(pr, op, elided, "to");
}

/* ------------------------------------------------------------- reshape */

/* %m(%shape) {attrs} : (T, S) -> U */
bool parse_reshape(Parser *p, OpState *st)
{
	Unresolved src, shape;
	Type *t, *s, *u;
	if (!p_operand(p, &src) || !p_expect(p, TK_LPAREN, NULL) || !p_operand(p, &shape) ||
	    !p_expect(p, TK_RPAREN, NULL) || !p_attr_dict(p, st) || !p_expect(p, TK_COLON, NULL) ||
	    !p_expect(p, TK_LPAREN, NULL) || !(t = p_type(p)) || !p_expect(p, TK_COMMA, NULL) ||
	    !(s = p_type(p)) || !p_expect(p, TK_RPAREN, NULL) || !p_expect(p, TK_ARROW, NULL) ||
	    !(u = p_type(p)) || !p_resolve_into(p, st, &src, t) || !p_resolve_into(p, st, &shape, s))
		return false;
	svec_push(&st->types, u);
	return true;
}

void print_reshape(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_value(pr, op->opnds[0].value);
	pr_putc(pr, '(');
	pr_value(pr, op->opnds[1].value);
	pr_putc(pr, ')');
	pr_attr_dict(pr, op, NULL);
	pr_puts(pr, " : (");
	pr_operand_types(pr, op, 0, 2);
	pr_puts(pr, ") -> ");
	pr_result_types(pr, op);
}

/* ------------------------------------------------------ "%m : T -> U" */

/* %m {attrs} : T -> U, V */
bool parse_metadata(Parser *p, OpState *st)
{
	Unresolved src;
	Type *t;
	TypeVec res;
	svec_init(&res);
	Loc at = {0};
	bool ok = p_source(p, &src) && p_attr_dict(p, st) && p_expect(p, TK_COLON, NULL) &&
	          (at = p->tok.loc, t = p_type(p));
	/* extract_strided_metadata's source is read as a ranked memref type. */
	if (ok && st->kind == OP_MEMREF_EXTRACT_STRIDED_METADATA && t->kind != TY_MEMREF)
		ok = p_error_at(p, at, "custom op '%s' invalid kind of type specified", op_table[st->kind].name);
	ok = ok && p_expect(p, TK_ARROW, NULL) && p_type_list(p, &res) && p_resolve_into(p, st, &src, t);
	for (unsigned i = 0; ok && i < res.n; i++)
		svec_push(&st->types, res.v[i]);
	svec_free(&res);
	return ok;
}

void print_metadata(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_value(pr, op->opnds[0].value);
	pr_attr_dict(pr, op, NULL);
	pr_puts(pr, " : ");
	pr_type(pr, op->opnds[0].value->type);
	pr_puts(pr, " -> ");
	pr_result_types(pr, op);
}
