/* syntax_scf.c - custom forms of the scf dialect. */
#include "config.h"
#include "forms.h"

/* "(%a = %x, %b = %y)": region arguments with their initial values. */
static bool parse_init_list(Parser *p, ArgVec *args, UnresolvedVec *inits)
{
	if (!p_expect(p, TK_LPAREN, NULL))
		return false;
	if (p_accept(p, TK_RPAREN))
		return true;
	do {
		ArgDecl a = {0};
		Unresolved init;
		a.loc = p->tok.loc;
		if (!p_operand(p, &a.name) || !p_expect(p, TK_EQUAL, NULL) || !p_operand(p, &init))
			return false;
		svec_push(args, a);
		svec_push(inits, init);
	} while (p_accept(p, TK_COMMA));
	return p_expect(p, TK_RPAREN, NULL);
}

static void print_init_list(Printer *pr, Block *entry, unsigned first_arg, Op *op,
                            unsigned first_opnd, unsigned n)
{
	pr_putc(pr, '(');
	for (unsigned i = 0; i < n; i++) {
		if (i)
			pr_puts(pr, ", ");
		pr_value(pr, entry->args[first_arg + i]);
		pr_puts(pr, " = ");
		pr_value(pr, op->opnds[first_opnd + i].value);
	}
	pr_putc(pr, ')');
}

/* "-> T" or "-> (T, U)" */
static bool parse_arrow_types(Parser *p, TypeVec *out)
{
	return !p_accept(p, TK_ARROW) || p_type_list_maybe_paren(p, out);
}

/* ---------------------------------------------------------------- for */

/* %iv = %lb to %ub step %s [iter_args(%a = %x) -> (T)] [: T] {...} [{attrs}] */
bool parse_for(Parser *p, OpState *st)
{
	ArgVec args;
	svec_init(&args);
	UnresolvedVec inits;
	svec_init(&inits);
	TypeVec types;
	svec_init(&types);
	ArgDecl iv = {0};
	Unresolved lb, ub, step;
	bool ok = false;
	iv.loc = p->tok.loc;
	if (!p_operand(p, &iv.name) || !p_expect(p, TK_EQUAL, NULL) || !p_operand(p, &lb) ||
	    !p_expect_kw(p, "to") || !p_operand(p, &ub) || !p_expect_kw(p, "step") ||
	    !p_operand(p, &step))
		goto out;
	svec_push(&args, iv);
	if (p_accept_kw(p, "iter_args")) {
		if (!parse_init_list(p, &args, &inits) || !p_expect(p, TK_ARROW, NULL) ||
		    !p_type_list_maybe_paren(p, &types))
			goto out;
		if (types.n != inits.n) {
			p_error_at(p, st->loc, "custom op 'scf.for' mismatch in number of loop-carried values and defined values");
			goto out;
		}
	}
	Type *ivt = ty_index(p->ctx);
	if (p_accept(p, TK_COLON) && !(ivt = p_type(p)))
		goto out;
	args.v[0].type = ivt;
	for (unsigned i = 0; i < types.n; i++)
		args.v[1 + i].type = types.v[i];
	if (!p_resolve_into(p, st, &lb, ivt) || !p_resolve_into(p, st, &ub, ivt) ||
	    !p_resolve_into(p, st, &step, ivt) || !p_resolve_all(p, st, &inits, types.v))
		goto out;
	for (unsigned i = 0; i < types.n; i++)
		svec_push(&st->types, types.v[i]);
	ok = p_region(p, st, args.v, args.n, false) && p_attr_dict(p, st);
out:
	svec_free(&args);
	svec_free(&inits);
	svec_free(&types);
	return ok;
}

void print_for(Printer *pr, Op *op)
{
	Block *body = op->regions[0].first;
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	if (!body || op->nopnds < 3 || body->nargs != op->nopnds - 2) {
		pr_puts(pr, "<<malformed scf.for>>");
		return;
	}
	pr_value(pr, body->args[0]);
	pr_puts(pr, " = ");
	pr_value(pr, op->opnds[0].value);
	pr_puts(pr, " to ");
	pr_value(pr, op->opnds[1].value);
	pr_puts(pr, " step ");
	pr_value(pr, op->opnds[2].value);
	unsigned niter = op->nopnds - 3;
	if (niter) {
		pr_puts(pr, " iter_args");
		print_init_list(pr, body, 1, op, 3, niter);
		pr_puts(pr, " -> (");
		pr_result_types(pr, op);
		pr_putc(pr, ')');
	}
	if (body->args[0]->type->kind != TY_INDEX) {
		/* Two spaces: MLIR 19's printer writes one before " : ". */
		pr_puts(pr, "  : ");
		pr_type(pr, body->args[0]->type);
	}
	pr_region(pr, &op->regions[0], false, niter != 0);
	pr_attr_dict(pr, op, NULL);
}

/* ----------------------------------------------------------------- if */

/* [-> (T)] {...} [else {...}] [{attrs}]: affine.if's too. */
bool syn_parse_if_tail(Parser *p, OpState *st)
{
	TypeVec types;
	svec_init(&types);
	bool ok = parse_arrow_types(p, &types);
	for (unsigned i = 0; ok && i < types.n; i++)
		svec_push(&st->types, types.v[i]);
	svec_free(&types);
	if (!ok || !p_region(p, st, NULL, 0, false))
		return false;
	if (p_accept_kw(p, "else")) {
		if (!p_region(p, st, NULL, 0, false))
			return false;
	} else {
		svec_push(&st->regions, arena_alloc(&p->m->arena, sizeof(Region)));
	}
	return p_attr_dict(p, st);
}

/* %c [-> (T)] {...} [else {...}] [{attrs}] */
bool parse_if(Parser *p, OpState *st)
{
	Unresolved c;
	return p_operand(p, &c) && p_resolve_into(p, st, &c, ty_i1(p->ctx)) &&
	       syn_parse_if_tail(p, st);
}

void print_if(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_value(pr, op->opnds[0].value);
	if (op->nres) {
		pr_puts(pr, " -> (");
		pr_result_types(pr, op);
		pr_putc(pr, ')');
	}
	pr_region(pr, &op->regions[0], false, op->nres != 0);
	if (op->nregions > 1 && !region_empty(&op->regions[1])) {
		pr_puts(pr, " else");
		pr_region(pr, &op->regions[1], false, op->nres != 0);
	}
	pr_attr_dict(pr, op, NULL);
}

/* -------------------------------------------------------------- while */

/* [(%a = %x)] : (T) -> U {...} do {...} [attributes {...}] */
bool parse_while(Parser *p, OpState *st)
{
	ArgVec args;
	svec_init(&args);
	UnresolvedVec inits;
	svec_init(&inits);
	bool ok = false;
	Type *ft;
	if (p_is(p, TK_LPAREN) && !parse_init_list(p, &args, &inits))
		goto out;
	Loc floc = p->tok.loc;
	if (!p_expect(p, TK_COLON, NULL) || !(ft = p_function_type(p)))
		goto out;
	if (ft->nin != inits.n) {
		p_error_at(p, floc, "custom op 'scf.while' expected as many input types as operands (expected %u got %u)",
		           inits.n, ft->nin);
		goto out;
	}
	for (unsigned i = 0; i < args.n; i++)
		args.v[i].type = ty_func_in(ft, i);
	if (!p_resolve_all(p, st, &inits, ft->params))
		goto out;
	for (unsigned i = 0; i < ft->nout; i++)
		svec_push(&st->types, ty_func_out(ft, i));
	ok = p_region(p, st, args.v, args.n, false) && p_expect_kw(p, "do") &&
	     p_region(p, st, NULL, 0, false) && p_attr_dict_kw(p, st);
out:
	svec_free(&args);
	svec_free(&inits);
	return ok;
}

void print_while(Printer *pr, Op *op)
{
	Block *before = op->regions[0].first;
	syn_print_name(pr, op);
	if (op->nopnds && before && before->nargs == op->nopnds) {
		pr_putc(pr, ' ');
		print_init_list(pr, before, 0, op, 0, op->nopnds);
	}
	pr_puts(pr, " : (");
	pr_operand_types(pr, op, 0, op->nopnds);
	pr_puts(pr, ") -> ");
	if (op->nres != 1)
		pr_putc(pr, '(');
	pr_result_types(pr, op);
	if (op->nres != 1)
		pr_putc(pr, ')');
	pr_region(pr, &op->regions[0], false, true);
	pr_puts(pr, " do");
	pr_region(pr, &op->regions[1], true, true);
	pr_attr_dict_kw(pr, op, NULL);
}

/* (%c) [{attrs}] [%a, %b : T, U] */
bool parse_condition(Parser *p, OpState *st)
{
	Unresolved c;
	if (!p_expect(p, TK_LPAREN, NULL) || !p_operand(p, &c) || !p_expect(p, TK_RPAREN, NULL) ||
	    !p_resolve_into(p, st, &c, ty_i1(p->ctx)) || !p_attr_dict(p, st))
		return false;
	if (!p_is_operand(p))
		return true;
	UnresolvedVec vals;
	svec_init(&vals);
	TypeVec types;
	svec_init(&types);
	bool ok = p_operand_list(p, &vals, false) && p_colon_types(p, &types, vals.n) &&
	          p_resolve_all(p, st, &vals, types.v);
	svec_free(&vals);
	svec_free(&types);
	return ok;
}

void print_condition(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, '(');
	pr_value(pr, op->opnds[0].value);
	pr_putc(pr, ')');
	pr_attr_dict(pr, op, NULL);
	if (op->nopnds > 1) {
		pr_putc(pr, ' ');
		pr_operands(pr, op, 1, op->nopnds - 1);
		pr_puts(pr, " : ");
		pr_operand_types(pr, op, 1, op->nopnds - 1);
	}
}

/* ----------------------------------------------------------- parallel */

static bool parse_paren_operands(Parser *p, UnresolvedVec *out)
{
	return p_expect(p, TK_LPAREN, NULL) && p_operand_list(p, out, true) &&
	       p_expect(p, TK_RPAREN, NULL);
}

/* "(%a, %b)" of exactly n operands, as MLIR's parseOperandList with a
 * count reports it: at the '('. */
static bool parse_bounds(Parser *p, UnresolvedVec *out, unsigned n)
{
	Loc at = p->tok.loc;
	if (!parse_paren_operands(p, out))
		return false;
	return out->n == n || p_error_at(p, at, "custom op 'scf.parallel' expected %u operands", n);
}

/* "(%i, %j)": the induction variables, possibly none (the verifier
 * wants one). */
static bool parse_ivs(Parser *p, ArgVec *ivs)
{
	if (!p_expect(p, TK_LPAREN, NULL))
		return false;
	if (p_accept(p, TK_RPAREN))
		return true;
	do {
		ArgDecl a = {0};
		a.loc = p->tok.loc;
		a.type = ty_index(p->ctx);
		if (!p_operand(p, &a.name))
			return false;
		svec_push(ivs, a);
	} while (p_accept(p, TK_COMMA));
	return p_expect(p, TK_RPAREN, NULL);
}

/* (%i, %j) = (%lb..) to (%ub..) step (%s..) [init (%x..)] [-> (T..)] {...} [{attrs}] */
bool parse_parallel(Parser *p, OpState *st)
{
	ArgVec ivs;
	svec_init(&ivs);
	UnresolvedVec lbs, ubs, steps, inits;
	svec_init(&lbs);
	svec_init(&ubs);
	svec_init(&steps);
	svec_init(&inits);
	TypeVec types;
	svec_init(&types);
	bool ok = false;
	Type *index = ty_index(p->ctx);
	if (!parse_ivs(p, &ivs) || !p_expect(p, TK_EQUAL, NULL) || !parse_bounds(p, &lbs, ivs.n) ||
	    !p_expect_kw(p, "to") || !parse_bounds(p, &ubs, ivs.n) || !p_expect_kw(p, "step") ||
	    !parse_bounds(p, &steps, ivs.n))
		goto out;
	if (p_accept_kw(p, "init") && !parse_paren_operands(p, &inits))
		goto out;
	if (!parse_arrow_types(p, &types))
		goto out;
	if (!p_resolve_same(p, st, &lbs, index) || !p_resolve_same(p, st, &ubs, index) ||
	    !p_resolve_same(p, st, &steps, index))
		goto out;
	st_segment(st, lbs.n);
	st_segment(st, ubs.n);
	st_segment(st, steps.n);
	st_segment(st, inits.n);
	for (unsigned i = 0; i < types.n; i++)
		svec_push(&st->types, types.v[i]);
	if (!p_region(p, st, ivs.v, ivs.n, false) || !p_attr_dict(p, st))
		goto out;
	/* MLIR resolves the init values last, against the result types. */
	if (inits.n != types.n) {
		p_error_at(p, st->loc, "custom op 'scf.parallel' %u operands present, but expected %u",
		           inits.n, types.n);
		goto out;
	}
	ok = p_resolve_all(p, st, &inits, types.v);
out:
	svec_free(&ivs);
	svec_free(&lbs);
	svec_free(&ubs);
	svec_free(&steps);
	svec_free(&inits);
	svec_free(&types);
	return ok;
}

static void print_segment_paren(Printer *pr, Op *op, unsigned seg)
{
	unsigned first, n = op_segment(op, seg, &first);
	pr_putc(pr, '(');
	pr_operands(pr, op, first, n);
	pr_putc(pr, ')');
}

void print_parallel(Printer *pr, Op *op)
{
	Block *body = op->regions[0].first;
	syn_print_name(pr, op);
	pr_puts(pr, " (");
	for (unsigned i = 0; body && i < body->nargs; i++) {
		if (i)
			pr_puts(pr, ", ");
		pr_value(pr, body->args[i]);
	}
	pr_puts(pr, ") = ");
	print_segment_paren(pr, op, 0);
	pr_puts(pr, " to ");
	print_segment_paren(pr, op, 1);
	pr_puts(pr, " step ");
	print_segment_paren(pr, op, 2);
	unsigned first, ninit = op_segment(op, 3, &first);
	if (ninit) {
		pr_puts(pr, " init ");
		print_segment_paren(pr, op, 3);
		pr_puts(pr, " -> ");
		if (op->nres != 1)
			pr_putc(pr, '(');
		pr_result_types(pr, op);
		if (op->nres != 1)
			pr_putc(pr, ')');
	}
	pr_region(pr, &op->regions[0], false, true);
	pr_attr_dict(pr, op, NULL);
}

/* [(%a, %b : T, U)] {region}, {region} [{attrs}]: one region per operand */
bool parse_reduce(Parser *p, OpState *st)
{
	if (p_accept(p, TK_LPAREN)) {
		UnresolvedVec vals;
		svec_init(&vals);
		TypeVec types;
		svec_init(&types);
		bool ok = p_operand_list(p, &vals, false) && p_colon_types(p, &types, vals.n) &&
		          p_expect(p, TK_RPAREN, NULL) && p_resolve_all(p, st, &vals, types.v);
		unsigned n = vals.n;
		svec_free(&vals);
		svec_free(&types);
		if (!ok)
			return false;
		for (unsigned i = 0; i < n; i++) {
			if (i && !p_expect(p, TK_COMMA, "between reduction regions"))
				return false;
			if (!p_region(p, st, NULL, 0, false))
				return false;
		}
	}
	return p_attr_dict(p, st);
}

void print_reduce(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	if (op->nopnds) {
		pr_putc(pr, '(');
		pr_operands(pr, op, 0, op->nopnds);
		pr_puts(pr, " : ");
		pr_operand_types(pr, op, 0, op->nopnds);
		pr_putc(pr, ')');
		for (unsigned i = 0; i < op->nregions; i++) {
			if (i)
				pr_putc(pr, ',');
			pr_region(pr, &op->regions[i], true, true);
		}
	} else {
		/* MLIR 19 writes "scf.reduce " with a trailing space. */
		pr_putc(pr, ' ');
	}
	pr_attr_dict(pr, op, NULL);
}
