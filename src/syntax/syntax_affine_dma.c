/* syntax_affine_dma.c - affine.dma_start and affine.dma_wait: the DMA
 * ops of the affine dialect, whose subscripts are affine expressions of
 * their operands as affine.load's are (the maps in the src_map, dst_map
 * and tag_map attributes).  asyncc reads, verifies and prints them;
 * code generation refuses them (passes/codegen_check.c).
 *
 *   affine.dma_start %src[%i + 1], %dst[%j], %tag[%k], %n [, %stride, %per_stride]
 *       : memref<..>, memref<.., 2>, memref<..xi32>
 *   affine.dma_wait %tag[%k], %n : memref<..xi32>
 *
 * Operands: src, the src map's operands, dst, the dst map's, tag, the tag
 * map's, the element count, then the optional stride pair. */
#include "config.h"
#include "forms.h"
#include "ir/affine.h"

#include <stdlib.h>

/* "%m[subscripts]": the memref and its map (from ids) into *map. */
static bool p_affine_subscripted(Parser *p, Unresolved *m, AffineSsaIds *ids, AffineMap **map)
{
	SVEC(AffineExpr *, 8) res;
	svec_init(&res);
	bool ok = p_operand(p, m) && p_expect(p, TK_LSQUARE, NULL);
	if (ok && !p_is(p, TK_RSQUARE)) {
		do {
			AffineExpr *e = p_affine_ssa_expr(p, ids);
			if (!e) {
				ok = false;
				break;
			}
			svec_push(&res, e);
		} while (p_accept(p, TK_COMMA));
	}
	ok = ok && p_expect(p, TK_RSQUARE, NULL);
	if (ok)
		*map = affine_map_get(p->ctx, ids->ndims, ids->nsyms, res.v, res.n);
	svec_free(&res);
	return ok;
}

typedef struct DmaParts {
	Unresolved mem[3], num;
	AffineSsaIds ids[3];
	AffineMap *maps[3];
	UnresolvedVec stride;
} DmaParts;

static bool resolve_parts(Parser *p, OpState *st, DmaParts *d, Type *const *types, unsigned nmem)
{
	static const char *const names[3] = {"src_map", "dst_map", "tag_map"};
	for (unsigned i = 0; i < nmem; i++) {
		if (!p_resolve_into(p, st, &d->mem[i], types[i]) || !affine_ssa_resolve(p, st, &d->ids[i]))
			return false;
		st_add_attr(p, st, nmem == 1 ? "tag_map" : names[i], at_affine_map(p->ctx, d->maps[i]));
	}
	return p_resolve_into(p, st, &d->num, ty_index(p->ctx)) &&
	       p_resolve_same(p, st, &d->stride, ty_index(p->ctx));
}

/* The first nmem memrefs with subscripts, the count, [strides,] types. */
static bool parse_dma(Parser *p, OpState *st, unsigned nmem)
{
	DmaParts d;
	svec_init(&d.stride);
	for (unsigned i = 0; i < 3; i++)
		affine_ssa_init(&d.ids[i]);
	TypeVec types;
	svec_init(&types);
	bool ok = true;
	for (unsigned i = 0; ok && i < nmem; i++)
		ok = p_affine_subscripted(p, &d.mem[i], &d.ids[i], &d.maps[i]) && p_expect(p, TK_COMMA, NULL);
	ok = ok && p_operand(p, &d.num);
	if (ok && nmem == 3 && p_accept(p, TK_COMMA))
		ok = p_operand_list(p, &d.stride, false);
	if (ok && d.stride.n && d.stride.n != 2)
		ok = p_error_at(p, st->loc, "expected two stride related operands");
	ok = ok && p_expect(p, TK_COLON, NULL);
	while (ok) {
		Type *t = p_type(p);
		if (!t)
			ok = false;
		else
			svec_push(&types, t);
		if (!ok || nmem == 1 || !p_accept(p, TK_COMMA))
			break;
	}
	if (ok && types.n != nmem)
		ok = p_error_at(p, st->loc, "expected three types");
	if (ok && nmem == 1 && types.v[0]->kind != TY_MEMREF)
		ok = p_error_at(p, st->loc, "expected tag to be of memref type");
	ok = ok && resolve_parts(p, st, &d, types.v, nmem);
	for (unsigned i = 0; i < 3; i++)
		affine_ssa_free(&d.ids[i]);
	svec_free(&d.stride);
	svec_free(&types);
	return ok;
}

bool parse_affine_dma_start(Parser *p, OpState *st) { return parse_dma(p, st, 3); }
bool parse_affine_dma_wait(Parser *p, OpState *st) { return parse_dma(p, st, 1); }

/* "%m[subscripts]" for the memref at operand `at` whose map is attribute
 * `name`; the index of the operand after its map's operands. */
static unsigned pr_affine_subscripted(Printer *pr, Op *op, unsigned at, const char *name)
{
	Attr *a = op_attr(op, name);
	AffineMap *m = a && a->kind == AT_AFFINE_MAP ? a->u.map : NULL;
	unsigned n = m ? m->ndims + m->nsyms : 0;
	pr_value(pr, op->opnds[at].value);
	pr_putc(pr, '[');
	Value **vals = xmalloc((n + 1) * sizeof *vals);
	for (unsigned i = 0; i < n; i++)
		vals[i] = op->opnds[at + 1 + i].value;
	for (unsigned i = 0; m && i < m->nres; i++) {
		if (i)
			pr_puts(pr, ", ");
		syn_print_affine_ssa(pr, m->res[i], vals, vals + m->ndims);
	}
	free(vals);
	pr_putc(pr, ']');
	return at + 1 + n;
}

/* The printer gets verified ops: the maps' operands are all there. */
static void print_dma(Printer *pr, Op *op, unsigned nmem)
{
	static const char *const names[3] = {"src_map", "dst_map", "tag_map"};
	unsigned at = 0, mems[3];
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	for (unsigned i = 0; i < nmem; i++) {
		mems[i] = at;
		at = pr_affine_subscripted(pr, op, at, nmem == 1 ? "tag_map" : names[i]);
		pr_puts(pr, ", ");
	}
	pr_operands(pr, op, at, op->nopnds - at);
	pr_puts(pr, " : ");
	for (unsigned i = 0; i < nmem; i++) {
		if (i)
			pr_puts(pr, ", ");
		pr_type(pr, op->opnds[mems[i]].value->type);
	}
}

void print_affine_dma_start(Printer *pr, Op *op) { print_dma(pr, op, 3); }
void print_affine_dma_wait(Printer *pr, Op *op) { print_dma(pr, op, 1); }
