/* syntax_vector_warp.c - the custom form of vector.warp_execute_on_lane_0:
 *
 *   %r = vector.warp_execute_on_lane_0(%laneid)[32]
 *        args(%v : vector<4xf32>) -> (vector<1xf32>) {
 *   ^bb0(%whole: vector<128xf32>):
 *     ...
 *     vector.yield %x : vector<32xf32>
 *   } {attrs}
 *
 * The warp size is the warp_size property; the region's entry block
 * names its arguments (the args, undistributed) with a ^bb0 label, and
 * an empty vector.yield may be left out, as MLIR prints it when the op
 * has no results. */
#include "config.h"
#include "syntax_vector.h"

bool parse_vec_warp(Parser *p, OpState *st)
{
	Unresolved lane;
	UnresolvedVec args;
	svec_init(&args);
	TypeVec types, results;
	svec_init(&types);
	svec_init(&results);
	int64_t size;
	bool neg, ok = p_expect(p, TK_LPAREN, NULL) && p_operand(p, &lane) && p_expect(p, TK_RPAREN, NULL) &&
	               p_expect(p, TK_LSQUARE, NULL) && p_integer(p, &size, &neg) &&
	               p_expect(p, TK_RSQUARE, NULL);
	if (ok) {
		st_add_attr(p, st, "warp_size", at_int(p->ctx, ty_i64(p->ctx), size));
		ok = p_resolve_into(p, st, &lane, ty_index(p->ctx));
	}
	if (ok && p_accept_kw(p, "args"))
		ok = p_expect(p, TK_LPAREN, NULL) && p_operand_list(p, &args, false) &&
		     p_colon_types(p, &types, args.n) && p_expect(p, TK_RPAREN, NULL);
	ok = ok && p_resolve_all(p, st, &args, types.v) &&
	     (!p_accept(p, TK_ARROW) || p_type_list_maybe_paren(p, &results)) &&
	     p_region(p, st, NULL, 0, false) && p_attr_dict(p, st);
	for (unsigned i = 0; ok && i < results.n; i++)
		svec_push(&st->types, results.v[i]);
	svec_free(&args);
	svec_free(&types);
	svec_free(&results);
	return ok;
}

void print_vec_warp(Printer *pr, Op *op)
{
	static const char *const elided[] = {"warp_size", NULL};
	Attr *size = op_attr(op, "warp_size");
	if (!op->nopnds || !size || size->kind != AT_INT) {
		pr_generic(pr, op);
		return;
	}
	syn_print_name(pr, op);
	pr_putc(pr, '(');
	pr_value(pr, op->opnds[0].value);
	pr_printf(pr, ")[%lld]", (long long)size->u.i);
	if (op->nopnds > 1) {
		pr_puts(pr, " args(");
		pr_operands(pr, op, 1, op->nopnds - 1);
		pr_puts(pr, " : ");
		pr_operand_types(pr, op, 1, op->nopnds - 1);
		pr_putc(pr, ')');
	}
	if (op->nres) {
		pr_puts(pr, " -> (");
		pr_result_types(pr, op);
		pr_putc(pr, ')');
	}
	pr_region(pr, &op->regions[0], true, op->nres != 0);
	pr_attr_dict(pr, op, elided);
}
