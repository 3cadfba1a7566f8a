/* syntax_vector_reshape.c - vector.reshape, MLIR 19's reshape of an
 * n-d vector through its dynamic leading shape:
 *
 *   vector.reshape %v, [%c3, %c6], [%c2, %c9], [4]
 *       : vector<3x2x4xf32> to vector<2x3x4xf32>
 *
 * operands: the vector, the input shape, the output shape (index,
 * operandSegmentSizes 1, n, m); fixed_vector_sizes, the trailing dims
 * kept (an I64ArrayAttr).  MLIR has no lowering of it to LLVM:
 * passes/codegen_check.c refuses it. */
#include "config.h"
#include "syntax_vector.h"

bool parse_vec_reshape(Parser *p, OpState *st)
{
	Unresolved v;
	UnresolvedVec in, out;
	I64Vec fixed;
	svec_init(&in);
	svec_init(&out);
	svec_init(&fixed);
	Type *from = NULL, *to = NULL;
	bool ok = p_operand(p, &v) && p_expect(p, TK_COMMA, NULL) && p_expect(p, TK_LSQUARE, NULL) &&
	          p_operand_list(p, &in, true) && p_expect(p, TK_RSQUARE, NULL) && p_expect(p, TK_COMMA, NULL) &&
	          p_expect(p, TK_LSQUARE, NULL) && p_operand_list(p, &out, true) &&
	          p_expect(p, TK_RSQUARE, NULL) && p_expect(p, TK_COMMA, NULL) && syn_int_list(p, &fixed) &&
	          p_attr_dict(p, st) && p_expect(p, TK_COLON, NULL) &&
	          (from = syn_vector_type(p, "vector.reshape")) && p_expect_kw(p, "to") &&
	          (to = syn_vector_type(p, "vector.reshape")) && p_resolve_into(p, st, &v, from) &&
	          p_resolve_same(p, st, &in, ty_index(p->ctx)) && p_resolve_same(p, st, &out, ty_index(p->ctx));
	if (ok) {
		st_add_attr(p, st, "fixed_vector_sizes", syn_i64_array(p->ctx, fixed.v, fixed.n));
		st_segment(st, 1);
		st_segment(st, in.n);
		st_segment(st, out.n);
		svec_push(&st->types, to);
	}
	svec_free(&in);
	svec_free(&out);
	svec_free(&fixed);
	return ok;
}

void print_vec_reshape(Printer *pr, Op *op)
{
	static const char *const elided[] = {"fixed_vector_sizes", NULL};
	unsigned nin = op->nsegs == 3 ? op->segs[1] : 0, nout = op->nsegs == 3 ? op->segs[2] : 0;
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_value(pr, op->opnds[0].value);
	pr_puts(pr, ", [");
	pr_operands(pr, op, 1, nin);
	pr_puts(pr, "], [");
	pr_operands(pr, op, 1 + nin, nout);
	pr_puts(pr, "], ");
	Attr *f = op_attr(op, "fixed_vector_sizes");
	if (f)
		syn_print_int_list(pr, f);
	else
		pr_puts(pr, "[]");
	pr_attr_dict(pr, op, elided);
	pr_puts(pr, " : ");
	pr_type(pr, op->opnds[0].value->type);
	pr_puts(pr, " to ");
	pr_result_types(pr, op);
}
