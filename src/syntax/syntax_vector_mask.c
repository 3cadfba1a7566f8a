/* syntax_vector_mask.c - vector.mask and its terminator vector.yield.
 *
 *   %0 = vector.mask %m[, %passthru] { vector.reduction <add>, %a : vector<8xi32> into i32 }
 *       : vector<8xi1> -> i32
 *
 * The region holds the one masked op, written without its results'
 * names (the mask's results stand for them), and a vector.yield of its
 * results that the custom form leaves out: the parser adds it, as
 * MLIR's MaskOp::ensureTerminator does. */
#include "config.h"
#include "syntax_vector.h"

/* The implicit vector.yield of the masked op's results. */
static void ensure_terminator(Parser *p, Region *r, Loc loc)
{
	Block *b = r->first;
	if (!b) {
		b = block_new(p->m);
		region_push_block(r, b);
	}
	if (b->last && b->last->kind == OP_VECTOR_YIELD)
		return;
	Op *masked = b->last;
	unsigned n = masked ? masked->nres : 0;
	Value **vals = xmalloc((n + 1) * sizeof *vals);
	for (unsigned i = 0; i < n; i++)
		vals[i] = &masked->res[i];
	block_push_op(b, op_new(p->m, OP_VECTOR_YIELD, loc, NULL, 0, vals, n, 0, 0));
	free(vals);
}

bool parse_vec_mask(Parser *p, OpState *st)
{
	Unresolved mask, pass;
	bool has_pass = false;
	TypeVec results;
	svec_init(&results);
	Type *mt = NULL;
	bool ok = p_operand(p, &mask) && (!(has_pass = p_accept(p, TK_COMMA)) || p_operand(p, &pass)) &&
	          p_region(p, st, NULL, 0, false);
	if (ok)
		ensure_terminator(p, st->regions.v[st->regions.n - 1], st->loc);
	ok = ok && p_attr_dict(p, st) && p_expect(p, TK_COLON, NULL) && (mt = p_type(p));
	if (ok && p_accept(p, TK_ARROW)) {
		bool paren = p_accept(p, TK_LPAREN);
		do {
			Type *t = p_type(p);
			if (!t) {
				ok = false;
				break;
			}
			svec_push(&results, t);
		} while (paren && p_accept(p, TK_COMMA));
		ok = ok && (!paren || p_expect(p, TK_RPAREN, NULL));
	}
	ok = ok && p_resolve_into(p, st, &mask, mt);
	if (ok && has_pass && !results.n)
		ok = p_error_at(p, st->loc, "expects a result if passthru operand is provided");
	ok = ok && (!has_pass || p_resolve_into(p, st, &pass, results.v[0]));
	for (unsigned i = 0; ok && i < results.n; i++)
		svec_push(&st->types, results.v[i]);
	svec_free(&results);
	return ok;
}

void print_vec_mask(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_operands(pr, op, 0, op->nopnds);
	pr_puts(pr, " { ");
	Block *b = op->regions[0].first;
	/* The masked op, or for an empty mask its vector.yield, as MLIR. */
	if (b && b->first)
		pr_op_without_results(pr, b->first);
	pr_puts(pr, " }");
	pr_attr_dict(pr, op, NULL);
	pr_puts(pr, " : ");
	pr_type(pr, op->opnds[0].value->type);
	if (op->nres) {
		pr_puts(pr, " -> ");
		pr_result_types(pr, op);
	}
}
