/* syntax_llvm_eh.c - custom forms of the llvm dialect's exception
 * handling ops, as mlir-opt-19 reads and prints them:
 *
 *   %r = llvm.invoke @f(%a) to ^ok(%x : i32) unwind ^lp : (i32) -> i32
 *   %r = llvm.invoke %fp(%a) to ^ok unwind ^lp vararg(!llvm.func<...>) : !llvm.ptr, (i32) -> i32
 *   %lp = llvm.landingpad cleanup (catch %ti : !llvm.ptr) (filter %f : !llvm.array<1 x i8>) : !llvm.struct<(ptr, i32)>
 *   llvm.resume %lp : !llvm.struct<(ptr, i32)>
 *
 * An invoke's operands are in three segments: the call's (the function
 * pointer first when indirect), the normal destination's and the unwind
 * destination's. */
#include "config.h"
#include "syntax_llvm.h"

#include <string.h>

/* The successors were read (and their operands resolved) before the
 * call's type told the call operands' types: move the call operands,
 * appended last, to the front, where the segments put them. */
static void call_operands_first(OpState *st, unsigned nsucc_ops)
{
	unsigned n = st->operands.n, ncall = n - nsucc_ops;
	Value *small[16];
	Value **tmp = nsucc_ops <= 16 ? small : xmalloc(nsucc_ops * sizeof *tmp);
	memcpy(tmp, st->operands.v, nsucc_ops * sizeof *tmp);
	memmove(st->operands.v, st->operands.v + nsucc_ops, ncall * sizeof *tmp);
	memcpy(st->operands.v + ncall, tmp, nsucc_ops * sizeof *tmp);
	if (tmp != small)
		free(tmp);
	for (unsigned i = 0; i < st->succs.n; i++)
		st->succs.v[i].first += ncall;
}

/* [cconv] (@f | %fp)(%args) to ^ok[(...)] unwind ^lp[(...)]
 * [vararg(T)] [{attrs}] : [!llvm.ptr,] (T) -> R */
bool parse_llvm_invoke(Parser *p, OpState *st)
{
	if (!llvm_parse_keyword(p, st, "CConv", "cconv", llvm_cconvs))
		return false;
	Unresolved fp;
	bool indirect;
	if (!llvm_parse_callee(p, st, &fp, &indirect))
		return false;
	UnresolvedVec args;
	svec_init(&args);
	bool ok = p_expect(p, TK_LPAREN, "to start the call arguments") && p_operand_list(p, &args, true) &&
	          p_expect(p, TK_RPAREN, "to end the call arguments") && p_expect_kw(p, "to") &&
	          p_successor(p, st, true) && p_expect_kw(p, "unwind") && p_successor(p, st, true) &&
	          llvm_parse_vararg(p, st);
	unsigned nsucc_ops = st->operands.n;
	ok = ok && p_attr_dict(p, st) && llvm_parse_call_types(p, st, &fp, indirect, &args);
	svec_free(&args);
	if (!ok)
		return false;
	call_operands_first(st, nsucc_ops);
	st_segment(st, st->operands.n - nsucc_ops);
	st_segment(st, st->succs.v[0].count);
	st_segment(st, st->succs.v[1].count);
	return true;
}

/* The number of call operands (function pointer included). */
static unsigned invoke_ncall(const Op *op)
{
	return op->nsucc == 2 ? op->succs[0].first : op->nopnds;
}

void print_llvm_invoke(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	llvm_print_keyword(pr, op, "CConv", "cconv", llvm_cconvs);
	Attr *callee = op_attr(op, "callee");
	unsigned first = callee ? 0 : 1, ncall = invoke_ncall(op);
	pr_putc(pr, ' ');
	if (callee)
		pr_attr(pr, callee);
	else if (ncall)
		pr_value(pr, op->opnds[0].value);
	pr_putc(pr, '(');
	if (ncall > first)
		pr_operands(pr, op, first, ncall - first);
	pr_puts(pr, ") to ");
	pr_successor(pr, op, 0, true);
	pr_puts(pr, " unwind ");
	pr_successor(pr, op, 1, true);
	Attr *vt = op_attr(op, "var_callee_type");
	if (vt && vt->kind == AT_TYPE) {
		pr_puts(pr, " vararg(");
		pr_type(pr, vt->type);
		pr_putc(pr, ')');
	}
	static const char *const elided[] = {"callee", "var_callee_type", "CConv", NULL};
	llvm_print_attr_dict(pr, op, elided);
	pr_puts(pr, " : ");
	if (!callee && ncall) {
		pr_type(pr, op->opnds[0].value->type);
		pr_puts(pr, ", ");
	}
	pr_putc(pr, '(');
	if (ncall > first)
		pr_operand_types(pr, op, first, ncall - first);
	pr_puts(pr, ") -> ");
	if (op->nres == 1)
		pr_type(pr, op->res[0].type);
	else
		pr_puts(pr, "()");
}

/* [cleanup] ((catch|filter) %v : T)* [{attrs}] : T.  The clauses'
 * kinds are their operands' types: an array is a filter. */
bool parse_llvm_landingpad(Parser *p, OpState *st)
{
	if (p_accept_kw(p, "cleanup"))
		st_add_attr(p, st, "cleanup", at_unit(p->ctx));
	while (p_accept(p, TK_LPAREN)) {
		/* MLIR then reads the result type: "(foo" is "expected ':'". */
		if (!p_accept_kw(p, "catch") && !p_accept_kw(p, "filter"))
			return p_error(p, "expected ':'");
		Unresolved v;
		Type *t;
		if (!p_operand(p, &v) || !p_expect(p, TK_COLON, NULL) || !(t = p_type(p)) ||
		    !p_expect(p, TK_RPAREN, "to end the clause") || !p_resolve_into(p, st, &v, t))
			return false;
	}
	Type *t;
	if (!p_attr_dict(p, st) || !p_expect(p, TK_COLON, NULL) || !(t = p_type(p)))
		return false;
	svec_push(&st->types, t);
	return true;
}

void print_llvm_landingpad(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	if (op_attr(op, "cleanup"))
		pr_puts(pr, " cleanup");
	for (unsigned i = 0; i < op->nopnds; i++) {
		Type *t = op->opnds[i].value->type;
		pr_printf(pr, " (%s ", t->kind == TY_LLVM_ARRAY ? "filter" : "catch");
		pr_value(pr, op->opnds[i].value);
		pr_puts(pr, " : ");
		pr_type(pr, t);
		pr_putc(pr, ')');
	}
	static const char *const elided[] = {"cleanup", NULL};
	llvm_print_attr_dict(pr, op, elided);
	pr_puts(pr, " : ");
	pr_type(pr, op->res[0].type);
}
