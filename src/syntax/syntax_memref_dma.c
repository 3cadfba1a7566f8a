/* syntax_memref_dma.c - memref.dma_start and memref.dma_wait, MLIR 19's
 * DMA ops (for accelerators with a DMA engine: asyncc reads, verifies
 * and prints them; code generation refuses them, as MLIR has no CPU
 * lowering, passes/codegen_check.c).
 *
 *   memref.dma_start %src[%i], %dst[%j], %n, %tag[%k] [, %stride, %per_stride]
 *       : memref<..>, memref<.., 1>, memref<..xi32>
 *   memref.dma_wait %tag[%k], %n : memref<..xi32>
 *
 * dma_start's operands are one list, src, its indices, dst, its indices,
 * the element count, tag, its indices, then the optional stride pair, as
 * in MLIR; the verifier finds each by the memrefs' ranks. */
#include "config.h"
#include "forms.h"

/* "%m[%i, %j]" */
static bool p_subscripted(Parser *p, Unresolved *m, UnresolvedVec *idx)
{
	return p_operand(p, m) && p_expect(p, TK_LSQUARE, NULL) && p_operand_list(p, idx, true) &&
	       p_expect(p, TK_RSQUARE, NULL);
}

/* The operands in order, resolved against the three memref types. */
static bool resolve_dma_start(Parser *p, OpState *st, Unresolved *const m[4],
                              UnresolvedVec *const idx[3], const UnresolvedVec *stride, Type *const *t)
{
	Type *index = ty_index(p->ctx);
	return p_resolve_into(p, st, m[0], t[0]) && p_resolve_same(p, st, idx[0], index) &&
	       p_resolve_into(p, st, m[1], t[1]) && p_resolve_same(p, st, idx[1], index) &&
	       p_resolve_into(p, st, m[3], index) && p_resolve_into(p, st, m[2], t[2]) &&
	       p_resolve_same(p, st, idx[2], index) && p_resolve_same(p, st, stride, index);
}

bool parse_memref_dma_start(Parser *p, OpState *st)
{
	Unresolved src, dst, tag, num;
	UnresolvedVec si, di, ti, stride;
	TypeVec types;
	svec_init(&si);
	svec_init(&di);
	svec_init(&ti);
	svec_init(&stride);
	svec_init(&types);
	bool ok = p_subscripted(p, &src, &si) && p_expect(p, TK_COMMA, NULL) && p_subscripted(p, &dst, &di) &&
	          p_expect(p, TK_COMMA, NULL) && p_operand(p, &num) && p_expect(p, TK_COMMA, NULL) &&
	          p_subscripted(p, &tag, &ti) && (!p_accept(p, TK_COMMA) || p_operand_list(p, &stride, false));
	if (ok && stride.n && stride.n != 2)
		ok = p_error_at(p, st->loc, "expected two stride related operands");
	if (ok && p_expect(p, TK_COLON, NULL)) {
		do {
			Type *t = p_type(p);
			if (!t) {
				ok = false;
				break;
			}
			svec_push(&types, t);
		} while (p_accept(p, TK_COMMA));
	} else {
		ok = false;
	}
	if (ok && types.n != 3)
		ok = p_error_at(p, st->loc, "fewer/more types expected");
	Unresolved *const m[4] = {&src, &dst, &tag, &num};
	UnresolvedVec *const idx[3] = {&si, &di, &ti};
	ok = ok && resolve_dma_start(p, st, m, idx, &stride, types.v);
	svec_free(&si);
	svec_free(&di);
	svec_free(&ti);
	svec_free(&stride);
	svec_free(&types);
	return ok;
}

static unsigned memref_rank(const Op *op, unsigned i)
{
	return i < op->nopnds && op->opnds[i].value->type->kind == TY_MEMREF ? op->opnds[i].value->type->rank : 0;
}

/* "%m[%i, %j]" for the memref at operand i; the index of what follows. */
static unsigned pr_subscripted(Printer *pr, Op *op, unsigned i)
{
	unsigned n = memref_rank(op, i);
	if (i + 1 + n > op->nopnds)
		n = i < op->nopnds ? op->nopnds - i - 1 : 0;
	if (i < op->nopnds)
		pr_value(pr, op->opnds[i].value);
	pr_putc(pr, '[');
	pr_operands(pr, op, i + 1, n);
	pr_putc(pr, ']');
	return i + 1 + n;
}

void print_memref_dma_start(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	unsigned dst = pr_subscripted(pr, op, 0);
	pr_puts(pr, ", ");
	unsigned num = pr_subscripted(pr, op, dst);
	pr_puts(pr, ", ");
	if (num < op->nopnds)
		pr_value(pr, op->opnds[num].value);
	pr_puts(pr, ", ");
	unsigned rest = pr_subscripted(pr, op, num + 1);
	if (rest < op->nopnds) {
		pr_puts(pr, ", ");
		pr_operands(pr, op, rest, op->nopnds - rest);
	}
	pr_puts(pr, " : ");
	unsigned mems[3] = {0, dst, num + 1};
	for (unsigned i = 0; i < 3; i++) {
		if (i)
			pr_puts(pr, ", ");
		if (mems[i] < op->nopnds)
			pr_type(pr, op->opnds[mems[i]].value->type);
	}
}

/* %tag[%k], %n [{attrs}] : memref<..> */
bool parse_memref_dma_wait(Parser *p, OpState *st)
{
	Unresolved tag, num;
	UnresolvedVec ti;
	svec_init(&ti);
	Type *t = NULL;
	bool ok = p_subscripted(p, &tag, &ti) && p_expect(p, TK_COMMA, NULL) && p_operand(p, &num) &&
	          p_attr_dict(p, st) && p_expect(p, TK_COLON, NULL) && (t = p_type(p)) &&
	          p_resolve_into(p, st, &tag, t) && p_resolve_same(p, st, &ti, ty_index(p->ctx)) &&
	          p_resolve_into(p, st, &num, ty_index(p->ctx));
	svec_free(&ti);
	return ok;
}

void print_memref_dma_wait(Printer *pr, Op *op)
{
	if (op->nopnds < 2) {
		pr_generic(pr, op);
		return;
	}
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_value(pr, op->opnds[0].value);
	pr_putc(pr, '[');
	pr_operands(pr, op, 1, op->nopnds - 2);
	pr_puts(pr, "], ");
	pr_value(pr, op->opnds[op->nopnds - 1].value);
	pr_attr_dict(pr, op, NULL);
	pr_puts(pr, " : ");
	pr_type(pr, op->opnds[0].value->type);
}
