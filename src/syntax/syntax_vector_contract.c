/* syntax_vector_contract.c - the custom forms of vector.outerproduct and
 * vector.contract, which MLIR writes by hand rather than with an
 * assembly format: the result type is inferred from the operands', and
 * contract's leading dictionary holds its indexing maps and iterator
 * types (strings here, #vector.iterator_type<...> in the generic form). */
#include "config.h"
#include "syntax_vector.h"

#include <stdio.h>
#include <string.h>

/* ------------------------------------------------------- outerproduct */

/* %a, %b[, %acc] [{attrs}] : T, U; the result is vector<NxMxE> for two
 * vectors, T for a vector and a scalar (an AXPY). */
bool parse_vec_outerproduct(Parser *p, OpState *st)
{
	UnresolvedVec u;
	svec_init(&u);
	Type *t = NULL, *r = NULL, *res = NULL;
	bool ok = p_operand_list(p, &u, false) && p_attr_dict(p, st) && p_expect(p, TK_COLON, NULL) &&
	          (t = p_type(p)) && p_expect(p, TK_COMMA, NULL) && (r = p_type(p));
	if (ok && u.n < 2)
		ok = p_error_at(p, st->loc, "custom op 'vector.outerproduct' expected at least 2 operands");
	else if (ok && t->kind != TY_VECTOR)
		ok = p_error_at(p, st->loc, "custom op 'vector.outerproduct' expected vector type for operand #1");
	if (ok) {
		int64_t shape[2] = {t->rank ? t->shape[0] : 1, r->kind == TY_VECTOR && r->rank ? r->shape[0] : 1};
		uint64_t scalable = (uint64_t)ty_dim_scalable(t, 0) | (uint64_t)ty_dim_scalable(r, 0) << 1;
		res = ty_vector_scalable(p->ctx, t->elem, r->kind == TY_VECTOR ? 2 : 1, shape, scalable);
		ok = p_resolve_into(p, st, &u.v[0], t) && p_resolve_into(p, st, &u.v[1], r);
		for (unsigned i = 2; ok && i < u.n; i++)
			ok = p_resolve_into(p, st, &u.v[i], res);
	}
	svec_free(&u);
	if (ok)
		svec_push(&st->types, res);
	return ok;
}

void print_vec_outerproduct(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_operands(pr, op, 0, op->nopnds);
	/* With an accumulator MLIR prints the default combining kind too. */
	if (op->nopnds > 2 && !op_attr(op, "kind") && !op->nattrs)
		pr_puts(pr, " {kind = #vector.kind<add>}");
	else
		pr_attr_dict(pr, op, NULL);
	pr_puts(pr, " : ");
	pr_operand_types(pr, op, 0, op->nopnds < 2 ? op->nopnds : 2);
}

/* ------------------------------------------------------------ contract */

static const char *const trait_names[] = {"indexing_maps", "iterator_types", "kind", NULL};

/* The iterator types as #vector.iterator_type<...>, from strings. */
static bool iterators_from_strings(Parser *p, OpState *st, Loc loc)
{
	for (unsigned i = 0; i < st->attrs.n; i++) {
		NamedAttr *na = &st->attrs.v[i];
		if (strcmp(na->name, "iterator_types") != 0 || na->attr->kind != AT_ARRAY)
			continue;
		unsigned n = na->attr->u.arr.n;
		Attr **elems = xmalloc((n + 1) * sizeof *elems);
		bool ok = true;
		for (unsigned j = 0; ok && j < n; j++) {
			Attr *s = na->attr->u.arr.elems[j];
			if (s->kind != AT_STRING) {
				elems[j] = s;
				continue;
			}
			bool known = (s->u.str.len == 8 && !memcmp(s->u.str.s, "parallel", 8)) ||
			             (s->u.str.len == 9 && !memcmp(s->u.str.s, "reduction", 9));
			if (!known) {
				ok = p_error_at(p, loc, "custom op 'vector.contract' unexpected iterator_type (%.*s)",
				                (int)s->u.str.len, s->u.str.s);
				break;
			}
			char buf[48];
			int len = snprintf(buf, sizeof buf, "#vector.iterator_type<%.*s>", (int)s->u.str.len, s->u.str.s);
			elems[j] = at_opaque(p->ctx, buf, (size_t)len);
		}
		if (ok)
			na->attr = at_array(p->ctx, elems, n);
		free(elems);
		return ok;
	}
	return true;
}

/* {traits} %a, %b, %acc [{attrs}] : T, U into V */
bool parse_vec_contract(Parser *p, OpState *st)
{
	Loc loc = p->tok.loc;
	Attr *traits = p_attr(p);
	if (!traits)
		return false;
	if (traits->kind != AT_DICT)
		return p_error_at(p, loc, "custom op 'vector.contract' invalid kind of attribute specified");
	Unresolved a, b, acc;
	TypeVec types;
	svec_init(&types);
	Type *r = NULL;
	bool ok = p_operand(p, &a) && p_expect(p, TK_COMMA, NULL) && p_operand(p, &b) &&
	          p_expect(p, TK_COMMA, NULL) && p_operand(p, &acc);
	if (ok && p_is(p, TK_COMMA))
		ok = p_error_at(p, st->loc, "custom op 'vector.contract' expected zero or exactly 2 vector mask operands");
	ok = ok && p_attr_dict(p, st) && p_expect(p, TK_COLON, NULL) && p_type_list(p, &types) &&
	     p_expect_kw(p, "into") && (r = p_type(p));
	if (ok && types.n != 2)
		ok = p_error_at(p, loc, "custom op 'vector.contract' expected 2 operand types, not %u", types.n);
	ok = ok && p_resolve_into(p, st, &a, types.v[0]) && p_resolve_into(p, st, &b, types.v[1]) &&
	     p_resolve_into(p, st, &acc, r);
	svec_free(&types);
	if (!ok)
		return false;
	for (unsigned i = 0; i < traits->u.dict.n; i++)
		st_add_attr(p, st, traits->u.dict.ents[i].name, traits->u.dict.ents[i].attr);
	bool has_kind = false;
	for (unsigned i = 0; i < st->attrs.n; i++)
		has_kind |= strcmp(st->attrs.v[i].name, "kind") == 0;
	if (!has_kind)
		st_add_attr(p, st, "kind", at_opaque(p->ctx, "#vector.kind<add>", 17));
	svec_push(&st->types, r);
	return iterators_from_strings(p, st, loc);
}

/* The iterator types back as strings, for the custom form. */
static Attr *iterators_as_strings(Ctx *c, Attr *a)
{
	if (a->kind != AT_ARRAY)
		return a;
	unsigned n = a->u.arr.n;
	Attr **elems = xmalloc((n + 1) * sizeof *elems);
	for (unsigned i = 0; i < n; i++) {
		Attr *e = a->u.arr.elems[i];
		const char *lt = e->kind == AT_OPAQUE ? memchr(e->u.str.s, '<', e->u.str.len) : NULL;
		elems[i] = lt ? at_string(c, lt + 1, e->u.str.len - (size_t)(lt - e->u.str.s) - 2) : e;
	}
	Attr *r = at_array(c, elems, n);
	free(elems);
	return r;
}

void print_vec_contract(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	NamedAttr ents[3];
	unsigned n = 0;
	for (unsigned i = 0; trait_names[i]; i++) {
		Attr *a = op_attr(op, trait_names[i]);
		if (!a)
			continue;
		if (i == 1)
			a = iterators_as_strings(pr->ctx, a);
		ents[n++] = (NamedAttr){ctx_intern_cstr(pr->ctx, trait_names[i]), a};
	}
	pr_putc(pr, ' ');
	pr_attr(pr, at_dict(pr->ctx, ents, n));
	pr_putc(pr, ' ');
	pr_operands(pr, op, 0, op->nopnds);
	pr_attr_dict(pr, op, trait_names);
	pr_puts(pr, " : ");
	pr_operand_types(pr, op, 0, op->nopnds < 2 ? op->nopnds : 2);
	pr_puts(pr, " into ");
	pr_result_types(pr, op);
}
