/* print_affine.c - affine maps and sets as MLIR prints them:
 *
 *   affine_map<(d0, d1)[s0] -> (d0 + s0, d1 - d0, -d0 + 3, (d0 * s0) * 2)>
 *   affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>
 *
 * + and - bind weakly, the other operators strongly: an operand of *,
 * floordiv, ceildiv or mod that is itself an operation is parenthesized,
 * an addition's operands never are.  x * -1 prints as -x, x + y * -1 as
 * x - y, x + y * -3 as x - y * 3 and x + -3 as x - 3. */
#include "config.h"
#include "syntax/syntax.h"

#include <inttypes.h>

static const char *const op_text[] = {
	[AE_MUL] = " * ", [AE_MOD] = " mod ", [AE_FLOORDIV] = " floordiv ", [AE_CEILDIV] = " ceildiv ",
};

/* -c as MLIR's int64_t negation computes it (wrapping for INT64_MIN). */
static int64_t negated(int64_t c) { return (int64_t)(0 - (uint64_t)c); }

/* How dims and symbols print: d0 and s0, or through a callback. */
typedef struct Leaves {
	AffineLeafFn fn;
	void *arg;
} Leaves;

static void put_expr(Buf *b, const AffineExpr *e, bool strong, const Leaves *lv);

static void put_mul_like(Buf *b, const AffineExpr *e, bool strong, const Leaves *lv)
{
	if (strong)
		buf_putc(b, '(');
	if (e->kind == AE_MUL && e->r->kind == AE_CONST && e->r->c == -1) {
		buf_putc(b, '-');
		put_expr(b, e->l, true, lv);
	} else {
		put_expr(b, e->l, true, lv);
		buf_puts(b, op_text[e->kind]);
		put_expr(b, e->r, true, lv);
	}
	if (strong)
		buf_putc(b, ')');
}

static void put_add(Buf *b, const AffineExpr *e, bool strong, const Leaves *lv)
{
	const AffineExpr *r = e->r;
	if (strong)
		buf_putc(b, '(');
	put_expr(b, e->l, false, lv);
	if (r->kind == AE_MUL && r->r->kind == AE_CONST && r->r->c == -1) {
		BUF_LIT(b, " - ");
		put_expr(b, r->l, r->l->kind == AE_ADD, lv);
	} else if (r->kind == AE_MUL && r->r->kind == AE_CONST && r->r->c < -1) {
		BUF_LIT(b, " - ");
		put_expr(b, r->l, true, lv);
		buf_printf(b, " * %" PRId64, negated(r->r->c));
	} else if (r->kind == AE_CONST && r->c < 0) {
		buf_printf(b, " - %" PRId64, negated(r->c));
	} else {
		BUF_LIT(b, " + ");
		put_expr(b, r, false, lv);
	}
	if (strong)
		buf_putc(b, ')');
}

static void put_expr(Buf *b, const AffineExpr *e, bool strong, const Leaves *lv)
{
	switch (e->kind) {
	case AE_CONST: buf_int(b, e->c); return;
	case AE_DIM:
	case AE_SYM:
		if (lv)
			lv->fn(b, e, lv->arg);
		else
			buf_printf(b, e->kind == AE_DIM ? "d%u" : "s%u", e->pos);
		return;
	case AE_ADD: put_add(b, e, strong, lv); return;
	default: put_mul_like(b, e, strong, lv); return;
	}
}

void buf_affine_expr(Buf *b, const AffineExpr *e)
{
	put_expr(b, e, false, NULL);
}

void buf_affine_expr_with(Buf *b, const AffineExpr *e, AffineLeafFn fn, void *arg)
{
	Leaves lv = {fn, arg};
	put_expr(b, e, false, &lv);
}

/* "(d0, d1)[s0]"; the symbols only if there are some. */
static void put_ids(Buf *b, unsigned ndims, unsigned nsyms)
{
	buf_putc(b, '(');
	for (unsigned i = 0; i < ndims; i++)
		buf_printf(b, "%sd%u", i ? ", " : "", i);
	buf_putc(b, ')');
	if (!nsyms)
		return;
	buf_putc(b, '[');
	for (unsigned i = 0; i < nsyms; i++)
		buf_printf(b, "%ss%u", i ? ", " : "", i);
	buf_putc(b, ']');
}

void buf_affine_map(Buf *b, const AffineMap *m)
{
	BUF_LIT(b, "affine_map<");
	put_ids(b, m->ndims, m->nsyms);
	BUF_LIT(b, " -> (");
	for (unsigned i = 0; i < m->nres; i++) {
		if (i)
			BUF_LIT(b, ", ");
		put_expr(b, m->res[i], false, NULL);
	}
	BUF_LIT(b, ")>");
}

void buf_affine_set(Buf *b, const AffineSet *s)
{
	BUF_LIT(b, "affine_set<");
	put_ids(b, s->ndims, s->nsyms);
	BUF_LIT(b, " : (");
	for (unsigned i = 0; i < s->ncons; i++) {
		if (i)
			BUF_LIT(b, ", ");
		put_expr(b, s->cons[i], false, NULL);
		buf_puts(b, s->eq[i] ? " == 0" : " >= 0");
	}
	if (!s->ncons)
		BUF_LIT(b, "0 == 0");
	BUF_LIT(b, ")>");
}
