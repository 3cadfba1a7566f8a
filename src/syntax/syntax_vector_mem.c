/* syntax_vector_mem.c - custom forms of the vector dialect's memory ops:
 * load and store, their masked, expanding and compressing kinds, gather
 * and scatter, and the transfers.
 *
 * A transfer's custom form leaves out what its types imply: the
 * permutation map when it is the minor identity, in_bounds when every
 * dimension may be out of bounds, and the mask's type, which follows
 * from the vector type and the map (MLIR's inferTransferOpMaskType).
 * The parser fills them in, so that the generic form has them all. */
#include "config.h"
#include "syntax_vector.h"
#include "ir/affine.h"

#include <string.h>

/* "%m[%i, %j]": the memref's name and the indices, unresolved. */
static bool parse_base(Parser *p, Unresolved *m, UnresolvedVec *idx)
{
	return p_operand(p, m) && p_expect(p, TK_LSQUARE, NULL) && p_operand_list(p, idx, true) &&
	       p_expect(p, TK_RSQUARE, NULL);
}

static void print_base(Printer *pr, Op *op, unsigned mem, unsigned nidx)
{
	pr_value(pr, op->opnds[mem].value);
	pr_putc(pr, '[');
	pr_operands(pr, op, mem + 1, nidx);
	pr_putc(pr, ']');
}

/* A memref type where one is required (asyncc has no tensors). */
static Type *memref_type(Parser *p, const char *op)
{
	Loc tloc = p->tok.loc;
	Type *t = p_type(p);
	if (t && t->kind != TY_MEMREF) {
		p_error_at(p, tloc, "custom op '%s' invalid kind of type specified", op);
		return NULL;
	}
	return t;
}

static bool resolve_base(Parser *p, OpState *st, Unresolved *m, UnresolvedVec *idx, Type *mt)
{
	return p_resolve_into(p, st, m, mt) && p_resolve_same(p, st, idx, ty_index(p->ctx));
}

/* ------------------------------------------------------- load, store */

/* %m[%i] [{attrs}] : memref<...>, vector<...> */
bool parse_vec_load(Parser *p, OpState *st)
{
	Unresolved m;
	UnresolvedVec idx;
	svec_init(&idx);
	Type *mt = NULL, *vt = NULL;
	bool ok = parse_base(p, &m, &idx) && p_attr_dict(p, st) && p_expect(p, TK_COLON, NULL) &&
	          (mt = memref_type(p, "vector.load")) && p_expect(p, TK_COMMA, NULL) &&
	          (vt = syn_vector_type(p, "vector.load")) && resolve_base(p, st, &m, &idx, mt);
	svec_free(&idx);
	if (ok)
		svec_push(&st->types, vt);
	return ok;
}

void print_vec_load(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	print_base(pr, op, 0, op->nopnds - 1);
	pr_attr_dict(pr, op, NULL);
	pr_puts(pr, " : ");
	pr_operand_types(pr, op, 0, 1);
	pr_puts(pr, ", ");
	pr_result_types(pr, op);
}

/* %v, %m[%i] [{attrs}] : memref<...>, vector<...> */
bool parse_vec_store(Parser *p, OpState *st)
{
	Unresolved v, m;
	UnresolvedVec idx;
	svec_init(&idx);
	Type *mt = NULL, *vt = NULL;
	bool ok = p_operand(p, &v) && p_expect(p, TK_COMMA, NULL) && parse_base(p, &m, &idx) &&
	          p_attr_dict(p, st) && p_expect(p, TK_COLON, NULL) &&
	          (mt = memref_type(p, "vector.store")) && p_expect(p, TK_COMMA, NULL) &&
	          (vt = syn_vector_type(p, "vector.store")) && p_resolve_into(p, st, &v, vt) &&
	          resolve_base(p, st, &m, &idx, mt);
	svec_free(&idx);
	return ok;
}

void print_vec_store(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_value(pr, op->opnds[0].value);
	pr_puts(pr, ", ");
	print_base(pr, op, 1, op->nopnds - 2);
	pr_attr_dict(pr, op, NULL);
	pr_puts(pr, " : ");
	pr_operand_types(pr, op, 1, 1);
	pr_puts(pr, ", ");
	pr_operand_types(pr, op, 0, 1);
}

/* ------------------------------------- masked, expanding, gathering loads */

/* The operands after the base and its indices ("[%iv], %mask, %x"),
 * their types after the memref's, and for loads "into R". */
typedef struct MaskedForm {
	bool gather;       /* an index vector between the indices and the mask */
	bool load;         /* a pass-through value and a result */
} MaskedForm;

static bool parse_masked(Parser *p, OpState *st, MaskedForm f)
{
	Unresolved m, iv, mask, x;
	UnresolvedVec idx;
	svec_init(&idx);
	const char *name = op_table[st->kind].name;
	Type *mt = NULL, *it = NULL, *kt = NULL, *xt = NULL, *rt = NULL;
	bool ok = parse_base(p, &m, &idx) &&
	          (!f.gather || (p_expect(p, TK_LSQUARE, NULL) && p_operand(p, &iv) &&
	                         p_expect(p, TK_RSQUARE, NULL))) &&
	          p_expect(p, TK_COMMA, NULL) && p_operand(p, &mask) && p_expect(p, TK_COMMA, NULL) &&
	          p_operand(p, &x) && p_attr_dict(p, st) && p_expect(p, TK_COLON, NULL) &&
	          (mt = memref_type(p, name)) && p_expect(p, TK_COMMA, NULL) &&
	          (!f.gather || ((it = syn_vector_type(p, name)) && p_expect(p, TK_COMMA, NULL))) &&
	          (kt = syn_vector_type(p, name)) && p_expect(p, TK_COMMA, NULL) &&
	          (xt = syn_vector_type(p, name)) &&
	          (!f.load || (p_expect_kw(p, "into") && (rt = syn_vector_type(p, name)))) &&
	          resolve_base(p, st, &m, &idx, mt) && (!f.gather || p_resolve_into(p, st, &iv, it)) &&
	          p_resolve_into(p, st, &mask, kt) && p_resolve_into(p, st, &x, xt);
	svec_free(&idx);
	if (ok && f.load)
		svec_push(&st->types, rt);
	return ok;
}

/* How many operands of a masked op are indices into the memref. */
static unsigned masked_nidx(Op *op, MaskedForm f)
{
	unsigned fixed = 3 + f.gather;
	return op->nopnds >= fixed ? op->nopnds - fixed : 0;
}

static void print_masked(Printer *pr, Op *op, MaskedForm f)
{
	unsigned nidx = masked_nidx(op, f), next = 1 + nidx;
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	print_base(pr, op, 0, nidx);
	if (f.gather) {
		pr_puts(pr, " [");
		pr_operands(pr, op, next++, 1);
		pr_putc(pr, ']');
	}
	pr_puts(pr, ", ");
	pr_operands(pr, op, next, 2);
	pr_attr_dict(pr, op, NULL);
	pr_puts(pr, " : ");
	pr_operand_types(pr, op, 0, 1);
	pr_puts(pr, ", ");
	pr_operand_types(pr, op, 1 + nidx, op->nopnds - 1 - nidx);
	if (f.load) {
		pr_puts(pr, " into ");
		pr_result_types(pr, op);
	}
}

/* %m[%i], %mask, %pass [{attrs}] : M, vector<Nxi1>, V into V */
bool parse_vec_masked_load(Parser *p, OpState *st) { return parse_masked(p, st, (MaskedForm){false, true}); }
void print_vec_masked_load(Printer *pr, Op *op) { print_masked(pr, op, (MaskedForm){false, true}); }
/* %m[%i], %mask, %v [{attrs}] : M, vector<Nxi1>, V */
bool parse_vec_masked_store(Parser *p, OpState *st) { return parse_masked(p, st, (MaskedForm){false, false}); }
void print_vec_masked_store(Printer *pr, Op *op) { print_masked(pr, op, (MaskedForm){false, false}); }
/* %m[%i] [%iv], %mask, %pass [{attrs}] : M, I, vector<Nxi1>, V into V */
bool parse_vec_gather(Parser *p, OpState *st) { return parse_masked(p, st, (MaskedForm){true, true}); }
void print_vec_gather(Printer *pr, Op *op) { print_masked(pr, op, (MaskedForm){true, true}); }
/* %m[%i] [%iv], %mask, %v [{attrs}] : M, I, vector<Nxi1>, V */
bool parse_vec_scatter(Parser *p, OpState *st) { return parse_masked(p, st, (MaskedForm){true, false}); }
void print_vec_scatter(Printer *pr, Op *op) { print_masked(pr, op, (MaskedForm){true, false}); }

/* ------------------------------------------------------------ transfers */

/* The parts of a transfer's custom form, read before anything is resolved. */
typedef struct Transfer {
	Unresolved vec, mem, pad, mask;
	UnresolvedVec idx;
	bool has_mask;
	Loc types_at, mask_at;
	Type *mt, *vt;
} Transfer;

/* ": M, V" (read) or ": V, M" (write), checked as MLIR checks them. */
static bool transfer_types(Parser *p, OpState *st, Transfer *t, bool read)
{
	const char *name = op_table[st->kind].name;
	TypeVec types;
	svec_init(&types);
	t->types_at = p->tok.loc;
	bool ok = p_type_list(p, &types);
	if (ok && types.n != 2)
		ok = p_error_at(p, t->types_at, "custom op '%s' requires two types", name);
	if (ok) {
		t->mt = types.v[read ? 0 : 1];
		t->vt = types.v[read ? 1 : 0];
		if (read && t->mt->kind != TY_MEMREF)
			ok = p_error_at(p, t->types_at, "custom op '%s' requires memref or ranked tensor type", name);
		else if (t->vt->kind != TY_VECTOR)
			ok = p_error_at(p, t->types_at, "custom op '%s' requires vector type", name);
		else if (t->mt->kind != TY_MEMREF)
			ok = p_error_at(p, t->types_at, "custom op '%s' requires memref or ranked tensor type", name);
	}
	svec_free(&types);
	return ok;
}

/* The default permutation map: the minor identity of the memref's rank
 * onto the vector's (less the rank of a vector element type); for a 0-d
 * memref read as vector<1xT>, () -> (0). */
static AffineMap *default_map(Ctx *c, Type *mt, Type *vt)
{
	unsigned erank = mt->elem->kind == TY_VECTOR ? mt->elem->rank : 0;
	if (mt->rank == 0 && vt->rank == 1 && vt->shape[0] == 1) {
		int64_t zero = 0;
		return affine_map_constant(c, &zero, 1);
	}
	unsigned k = vt->rank >= erank ? vt->rank - erank : 0;
	return affine_map_minor_identity(c, mt->rank, k < mt->rank ? k : mt->rank);
}

/* The permutation map and in_bounds, filled in when left out; the map. */
static AffineMap *transfer_attrs(Parser *p, OpState *st, Transfer *t)
{
	AffineMap *map = NULL;
	bool has_bounds = false;
	for (unsigned i = 0; i < st->attrs.n; i++) {
		if (!strcmp(st->attrs.v[i].name, "permutation_map") && st->attrs.v[i].attr->kind == AT_AFFINE_MAP)
			map = st->attrs.v[i].attr->u.map;
		has_bounds |= !strcmp(st->attrs.v[i].name, "in_bounds");
	}
	if (!map) {
		map = default_map(p->ctx, t->mt, t->vt);
		st_add_attr(p, st, "permutation_map", at_affine_map(p->ctx, map));
	}
	if (!has_bounds) {
		Attr **f = xmalloc((map->nres + 1) * sizeof *f);
		for (unsigned i = 0; i < map->nres; i++)
			f[i] = at_bool(p->ctx, false);
		st_add_attr(p, st, "in_bounds", at_array(p->ctx, f, map->nres));
		free(f);
	}
	return map;
}

/* The mask, resolved with the type its vector and map imply. */
static bool transfer_mask(Parser *p, OpState *st, Transfer *t, AffineMap *map)
{
	const char *name = op_table[st->kind].name;
	if (!t->has_mask)
		return true;
	if (t->mt->elem->kind == TY_VECTOR)
		return p_error_at(p, t->mask_at, "custom op '%s' does not support masks with vector element type", name);
	if (t->vt->rank != map->nres)
		return p_error_at(p, t->types_at, "custom op '%s' expected the same rank for the vector and the "
		                  "results of the permutation map", name);
	return p_resolve_into(p, st, &t->mask, ty_transfer_mask(p->ctx, t->vt, map));
}

/* [, %mask] [{attrs}] : T, U */
static bool transfer_tail(Parser *p, OpState *st, Transfer *t, bool read)
{
	if (p_accept(p, TK_COMMA)) {
		t->mask_at = p->tok.loc;
		if (!p_operand(p, &t->mask))
			return false;
		t->has_mask = true;
	}
	return p_attr_dict(p, st) && p_expect(p, TK_COLON, NULL) && transfer_types(p, st, t, read);
}

/* %m[%i, %j], %pad[, %mask] [{attrs}] : memref<...>, vector<...> */
bool parse_vec_transfer_read(Parser *p, OpState *st)
{
	Transfer t = {0};
	svec_init(&t.idx);
	bool ok = parse_base(p, &t.mem, &t.idx) && p_expect(p, TK_COMMA, NULL) && p_operand(p, &t.pad) &&
	          transfer_tail(p, st, &t, true);
	AffineMap *map = ok ? transfer_attrs(p, st, &t) : NULL;
	ok = ok && resolve_base(p, st, &t.mem, &t.idx, t.mt) && p_resolve_into(p, st, &t.pad, t.mt->elem) &&
	     transfer_mask(p, st, &t, map);
	if (ok) {
		st_segment(st, 1);
		st_segment(st, t.idx.n);
		st_segment(st, 1);
		st_segment(st, t.has_mask);
		svec_push(&st->types, t.vt);
	}
	svec_free(&t.idx);
	return ok;
}

/* The attributes a transfer's custom form leaves out (see above). */
static void print_transfer_attrs(Printer *pr, Op *op)
{
	const char *elided[3] = {NULL, NULL, NULL};
	unsigned n = 0;
	Attr *map = op_attr(op, "permutation_map");
	if (map && map->kind == AT_AFFINE_MAP && affine_map_is_minor_identity(map->u.map))
		elided[n++] = "permutation_map";
	Attr *b = op_attr(op, "in_bounds");
	bool any = false;
	for (unsigned i = 0; b && b->kind == AT_ARRAY && i < b->u.arr.n; i++)
		any |= b->u.arr.elems[i]->kind == AT_BOOL && b->u.arr.elems[i]->u.b;
	if (b && b->kind == AT_ARRAY && !any)
		elided[n++] = "in_bounds";
	pr_attr_dict(pr, op, elided);
}

/* The operands of a transfer: segment i's first operand and count. */
static unsigned transfer_segment(Op *op, unsigned i, unsigned *first)
{
	return op->nsegs == 4 ? op_segment(op, i, first) : (*first = 0, 0);
}

void print_vec_transfer_read(Printer *pr, Op *op)
{
	unsigned fi, ni = transfer_segment(op, 1, &fi), fp, np = transfer_segment(op, 2, &fp),
	         fm, nm = transfer_segment(op, 3, &fm);
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_value(pr, op->opnds[0].value);
	pr_putc(pr, '[');
	pr_operands(pr, op, fi, ni);
	pr_puts(pr, "], ");
	pr_operands(pr, op, fp, np);
	if (nm) {
		pr_puts(pr, ", ");
		pr_operands(pr, op, fm, nm);
	}
	print_transfer_attrs(pr, op);
	pr_puts(pr, " : ");
	pr_operand_types(pr, op, 0, 1);
	pr_puts(pr, ", ");
	pr_result_types(pr, op);
}

/* %v, %m[%i, %j][, %mask] [{attrs}] : vector<...>, memref<...> */
bool parse_vec_transfer_write(Parser *p, OpState *st)
{
	Transfer t = {0};
	svec_init(&t.idx);
	bool ok = p_operand(p, &t.vec) && p_expect(p, TK_COMMA, NULL) && parse_base(p, &t.mem, &t.idx) &&
	          transfer_tail(p, st, &t, false);
	AffineMap *map = ok ? transfer_attrs(p, st, &t) : NULL;
	ok = ok && p_resolve_into(p, st, &t.vec, t.vt) && resolve_base(p, st, &t.mem, &t.idx, t.mt) &&
	     transfer_mask(p, st, &t, map);
	if (ok) {
		st_segment(st, 1);
		st_segment(st, 1);
		st_segment(st, t.idx.n);
		st_segment(st, t.has_mask);
	}
	svec_free(&t.idx);
	return ok;
}

void print_vec_transfer_write(Printer *pr, Op *op)
{
	unsigned fi, ni = transfer_segment(op, 2, &fi), fm, nm = transfer_segment(op, 3, &fm);
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_operands(pr, op, 0, op->nopnds < 2 ? op->nopnds : 2);
	pr_putc(pr, '[');
	pr_operands(pr, op, fi, ni);
	pr_putc(pr, ']');
	if (nm) {
		pr_puts(pr, ", ");
		pr_operands(pr, op, fm, nm);
	}
	print_transfer_attrs(pr, op);
	pr_puts(pr, " : ");
	pr_operand_types(pr, op, 0, 1);
	pr_puts(pr, ", ");
	pr_operand_types(pr, op, 1, 1);
}
