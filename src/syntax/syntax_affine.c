/* syntax_affine.c - custom forms of the affine dialect, as mlir-opt-19
 * reads and prints them:
 *
 *   affine.for %i = 0 to %n step 2 iter_args(%a = %x) -> (f32) {..}
 *   affine.for %i = max #lb(%j)[%n] to min #ub(%j)[%n] {..}
 *   affine.parallel (%i, %j) = (0, max(%a, 2)) to (%n, %m + 3) step (1, 2)
 *       reduce ("addf") -> (f32) {..}
 *   affine.if #set(%i)[%n] -> f32 {..} else {..}
 *   affine.load %A[%i + 1, %j * 2 - symbol(%n)] : memref<?x?xf32>
 *   affine.store %v, %A[%i] : memref<?xf32>
 *   affine.apply #map(%i)[%n]      (and affine.min, affine.max)
 *
 * Bounds, conditions and subscripts are affine maps (sets) of index
 * operands: "(%dims)[%symbols]" after a map, or expressions over the SSA
 * values themselves (parse_affine.c's p_affine_ssa_expr). */
#include "config.h"
#include "forms.h"
#include "ir/affine.h"

#include <string.h>

/* ------------------------------------------------------------- helpers */

/* "(%d0, %d1)[%s0]" after a map or set: index operands into st; the
 * numbers of each in *ndims, *nsyms. */
static bool p_dim_sym_list(Parser *p, OpState *st, unsigned *ndims, unsigned *nsyms)
{
	UnresolvedVec d, s;
	svec_init(&d);
	svec_init(&s);
	Type *index = ty_index(p->ctx);
	bool ok = p_expect(p, TK_LPAREN, NULL) && p_operand_list(p, &d, true) &&
	          p_expect(p, TK_RPAREN, NULL);
	if (ok && p_accept(p, TK_LSQUARE))
		ok = p_operand_list(p, &s, true) && p_expect(p, TK_RSQUARE, NULL);
	ok = ok && p_resolve_same(p, st, &d, index) && p_resolve_same(p, st, &s, index);
	*ndims = d.n;
	*nsyms = s.n;
	svec_free(&d);
	svec_free(&s);
	return ok;
}

static void pr_dim_sym_list(Printer *pr, Op *op, unsigned first, unsigned ndims, unsigned nsyms)
{
	pr_putc(pr, '(');
	pr_operands(pr, op, first, ndims);
	pr_putc(pr, ')');
	if (nsyms) {
		pr_putc(pr, '[');
		pr_operands(pr, op, first + ndims, nsyms);
		pr_putc(pr, ']');
	}
}

/* An affine_map attribute (inline or an alias), else an error. */
static AffineMap *p_map_attr(Parser *p)
{
	Loc at = p->tok.loc;
	Attr *a = p_attr(p);
	if (a && a->kind != AT_AFFINE_MAP) {
		p_error_at(p, at, "custom op '%s' invalid kind of attribute specified", p->custom_op);
		return NULL;
	}
	return a ? a->u.map : NULL;
}

static AffineMap *attr_map(Op *op, const char *name)
{
	Attr *a = op_attr(op, name);
	return a && a->kind == AT_AFFINE_MAP ? a->u.map : NULL;
}

/* Expressions over SSA values print their dims as the operands and
 * their symbols as symbol(%operand). */
typedef struct SsaNames {
	Printer *pr;
	Value *const *dims, *const *syms;
} SsaNames;

static void ssa_leaf(Buf *b, const AffineExpr *e, void *arg)
{
	(void)b;
	SsaNames *n = arg;
	if (e->kind == AE_DIM) {
		pr_value(n->pr, n->dims[e->pos]);
	} else {
		pr_puts(n->pr, "symbol(");
		pr_value(n->pr, n->syms[e->pos]);
		pr_putc(n->pr, ')');
	}
}

void syn_print_affine_ssa(Printer *pr, const AffineExpr *e, Value *const *dims,
                          Value *const *syms)
{
	SsaNames names = {pr, dims, syms};
	buf_affine_expr_with(&pr->out, e, ssa_leaf, &names);
}

/* Results [first, first + n) of m over op's operands from `opnd` on,
 * separated by ", ". */
static void pr_ssa_results(Printer *pr, Op *op, AffineMap *m, unsigned first, unsigned n, unsigned opnd)
{
	Value **vals = xmalloc((m->ndims + m->nsyms + 1) * sizeof *vals);
	for (unsigned i = 0; i < m->ndims + m->nsyms; i++)
		vals[i] = op->opnds[opnd + i].value;
	for (unsigned i = 0; i < n; i++) {
		if (i)
			pr_puts(pr, ", ");
		syn_print_affine_ssa(pr, m->res[first + i], vals, vals + m->ndims);
	}
	free(vals);
}

/* ------------------------------------------------------------------ for */

/* One bound of affine.for: an integer, an SSA value (a symbol), or a
 * map with its operands, "max"/"min" before a map of several results. */
static bool p_bound(Parser *p, OpState *st, bool lower, unsigned *nopnds)
{
	const char *attr = lower ? "lowerBoundMap" : "upperBoundMap";
	bool minmax = p_accept_kw(p, lower ? "max" : "min");
	Ctx *c = p->ctx;
	if (p_is_operand(p)) {
		Unresolved u;
		if (!p_operand(p, &u) || !p_resolve_into(p, st, &u, ty_index(c)))
			return false;
		AffineExpr *s0 = ae_sym(c, 0);
		st_add_attr(p, st, attr, at_affine_map(c, affine_map_get(c, 0, 1, &s0, 1)));
		*nopnds = 1;
		return true;
	}
	Loc at = p->tok.loc;
	if (p_is(p, TK_INT) || p_is(p, TK_MINUS)) {
		int64_t v;
		bool neg;
		if (!p_integer(p, &v, &neg))
			return false;
		if (!neg && v < 0)   /* past INT64_MAX: MLIR reads bounds as index */
			return p_error_at(p, at, "integer constant out of range for attribute");
		st_add_attr(p, st, attr, at_affine_map(c, affine_map_constant(c, &v, 1)));
		*nopnds = 0;
		return true;
	}
	Attr *a = p_attr(p);
	if (!a)
		return false;
	if (a->kind != AT_AFFINE_MAP)
		return p_error_at(p, st->loc, "custom op 'affine.for' expected valid affine map representation for loop bounds");
	AffineMap *m = a->u.map;
	unsigned nd, ns;
	if (!p_dim_sym_list(p, st, &nd, &ns))
		return false;
	if (nd != m->ndims)
		return p_error_at(p, st->loc, "custom op 'affine.for' dim operand count and affine map dim count must match");
	if (nd + ns != m->ndims + m->nsyms)
		return p_error_at(p, st->loc, "custom op 'affine.for' symbol operand count and affine map symbol count must match");
	if (m->nres > 1 && !minmax)
		return p_error_at(p, at, "custom op 'affine.for' %s loop bound affine map with multiple results requires '%s' prefix",
		                  lower ? "lower" : "upper", lower ? "max" : "min");
	st_add_attr(p, st, attr, a);
	*nopnds = nd + ns;
	return true;
}

/* %i = LB to UB [step N] [iter_args(%a = %x) -> (T)] {..} [{attrs}] */
bool parse_affine_for(Parser *p, OpState *st)
{
	ArgVec args;
	svec_init(&args);
	UnresolvedVec inits;
	svec_init(&inits);
	TypeVec types;
	svec_init(&types);
	ArgDecl iv = {0};
	unsigned nlb, nub;
	bool ok = false;
	iv.loc = p->tok.loc;
	iv.type = ty_index(p->ctx);
	if (!p_operand(p, &iv.name) || !p_expect(p, TK_EQUAL, NULL) || !p_bound(p, st, true, &nlb))
		goto out;
	if (!p_accept_kw(p, "to")) {
		p_error(p, "custom op 'affine.for' expected 'to' between bounds");
		goto out;
	}
	if (!p_bound(p, st, false, &nub))
		goto out;
	int64_t step = 1;
	if (p_accept_kw(p, "step")) {
		Loc at = p->tok.loc;
		/* The step is an attribute to MLIR: its words for what is none. */
		bool neg = p_accept(p, TK_MINUS);
		if (!p_is(p, TK_INT)) {
			p_error_missing(p, neg ? "expected constant integer or floating point value"
			                       : "expected attribute value");
			goto out;
		}
		bool neg2;
		if (!p_integer(p, &step, &neg2))
			goto out;
		if (neg)
			step = -step;
		if (step < 0) {
			p_error_at(p, at, "custom op 'affine.for' expected step to be representable as a positive signed integer");
			goto out;
		}
	}
	st_add_attr(p, st, "step", at_int(p->ctx, ty_index(p->ctx), step));
	svec_push(&args, iv);
	if (p_accept_kw(p, "iter_args")) {
		if (!p_expect(p, TK_LPAREN, NULL))
			goto out;
		do {
			ArgDecl a = {0};
			Unresolved init;
			a.loc = p->tok.loc;
			if (!p_operand(p, &a.name) || !p_expect(p, TK_EQUAL, NULL) || !p_operand(p, &init))
				goto out;
			svec_push(&args, a);
			svec_push(&inits, init);
		} while (p_accept(p, TK_COMMA));
		if (!p_expect(p, TK_RPAREN, NULL) || !p_expect(p, TK_ARROW, NULL) ||
		    !p_type_list_maybe_paren(p, &types))
			goto out;
		if (types.n != inits.n) {
			p_error_at(p, st->loc, "custom op 'affine.for' mismatch between the number of loop-carried values and results");
			goto out;
		}
		for (unsigned i = 0; i < types.n; i++) {
			args.v[1 + i].type = types.v[i];
			svec_push(&st->types, types.v[i]);
		}
		if (!p_resolve_all(p, st, &inits, types.v))
			goto out;
	}
	st_segment(st, nlb);
	st_segment(st, nub);
	st_segment(st, inits.n);
	ok = p_region(p, st, args.v, args.n, false) && p_attr_dict(p, st);
out:
	svec_free(&args);
	svec_free(&inits);
	svec_free(&types);
	return ok;
}

static void pr_bound(Printer *pr, Op *op, AffineMap *m, unsigned first, unsigned n, const char *prefix)
{
	if (m->nres == 1 && !m->ndims && !m->nsyms && m->res[0]->kind == AE_CONST) {
		pr_printf(pr, "%lld", (long long)m->res[0]->c);
		return;
	}
	if (m->nres == 1 && !m->ndims && m->nsyms == 1 && m->res[0]->kind == AE_SYM && n == 1) {
		pr_value(pr, op->opnds[first].value);
		return;
	}
	if (m->nres != 1)
		pr_printf(pr, "%s ", prefix);
	pr_attr(pr, at_affine_map(pr->ctx, m));
	pr_dim_sym_list(pr, op, first, m->ndims, n > m->ndims ? n - m->ndims : 0);
}

void print_affine_for(Printer *pr, Op *op)
{
	static const char *const elided[] = {"lowerBoundMap", "upperBoundMap", "step", NULL};
	Block *body = op->regions[0].first;
	AffineMap *lb = attr_map(op, "lowerBoundMap"), *ub = attr_map(op, "upperBoundMap");
	Attr *step = op_attr(op, "step");
	syn_print_name(pr, op);
	if (!body || !body->nargs || !lb || !ub || op->nsegs != 3 || !step || step->kind != AT_INT) {
		pr_puts(pr, " <<malformed affine.for>>");
		return;
	}
	pr_putc(pr, ' ');
	pr_value(pr, body->args[0]);
	pr_puts(pr, " = ");
	pr_bound(pr, op, lb, 0, op->segs[0], "max");
	pr_puts(pr, " to ");
	pr_bound(pr, op, ub, op->segs[0], op->segs[1], "min");
	if (step->u.i != 1)
		pr_printf(pr, " step %lld", (long long)step->u.i);
	unsigned first = op->segs[0] + op->segs[1], niter = op->segs[2];
	if (niter) {
		pr_puts(pr, " iter_args(");
		for (unsigned i = 0; i < niter && 1 + i < body->nargs; i++) {
			if (i)
				pr_puts(pr, ", ");
			pr_value(pr, body->args[1 + i]);
			pr_puts(pr, " = ");
			pr_value(pr, op->opnds[first + i].value);
		}
		pr_puts(pr, ") -> (");
		pr_result_types(pr, op);
		pr_putc(pr, ')');
	}
	pr_region(pr, &op->regions[0], false, niter != 0);
	pr_attr_dict(pr, op, elided);
}

/* ----------------------------------------------------------------- if */

/* #set(%d)[%s] [-> T] {..} [else {..}] [{attrs}] */
bool parse_affine_if(Parser *p, OpState *st)
{
	Loc at = p->tok.loc;
	Attr *a = p_attr(p);
	if (!a)
		return false;
	if (a->kind != AT_AFFINE_SET)
		return p_error_at(p, at, "custom op 'affine.if' invalid kind of attribute specified");
	st_add_attr(p, st, "condition", a);
	unsigned nd, ns;
	if (!p_dim_sym_list(p, st, &nd, &ns))
		return false;
	if (nd != a->u.set->ndims)
		return p_error_at(p, st->loc, "custom op 'affine.if' dim operand count and integer set dim count must match");
	if (nd + ns != a->u.set->ndims + a->u.set->nsyms)
		return p_error_at(p, st->loc, "custom op 'affine.if' symbol operand count and integer set symbol count must match");
	return syn_parse_if_tail(p, st);
}

void print_affine_if(Printer *pr, Op *op)
{
	static const char *const elided[] = {"condition", NULL};
	Attr *a = op_attr(op, "condition");
	syn_print_name(pr, op);
	if (!a || a->kind != AT_AFFINE_SET) {
		pr_puts(pr, " <<malformed affine.if>>");
		return;
	}
	pr_putc(pr, ' ');
	pr_attr(pr, a);
	unsigned nd = a->u.set->ndims < op->nopnds ? a->u.set->ndims : op->nopnds;
	pr_dim_sym_list(pr, op, 0, nd, op->nopnds - nd);
	if (op->nres) {
		pr_puts(pr, " -> ");
		if (op->nres > 1)
			pr_putc(pr, '(');
		pr_result_types(pr, op);
		if (op->nres > 1)
			pr_putc(pr, ')');
	}
	pr_region(pr, &op->regions[0], false, op->nres != 0);
	if (!region_empty(&op->regions[1])) {
		pr_puts(pr, " else");
		pr_region(pr, &op->regions[1], false, op->nres != 0);
	}
	pr_attr_dict(pr, op, elided);
}

/* -------------------------------------------------------- load, store */

/* "%A[subscripts] [mid] [{attrs}] : memref-type": the memref, then the
 * subscripts' operands, into st; the map into "map"; mid, if not NULL,
 * reads what comes between (affine.prefetch's flags). */
static bool p_subscripted_with(Parser *p, OpState *st, Type **mt, bool (*mid)(Parser *, OpState *))
{
	Unresolved m;
	AffineSsaIds ids;
	affine_ssa_init(&ids);
	SVEC(AffineExpr *, 8) res;
	svec_init(&res);
	bool ok = false;
	Loc tloc;
	if (!p_operand(p, &m) || !p_expect(p, TK_LSQUARE, NULL))
		goto out;
	if (!p_is(p, TK_RSQUARE)) {
		do {
			AffineExpr *e = p_affine_ssa_expr(p, &ids);
			if (!e)
				goto out;
			svec_push(&res, e);
		} while (p_accept(p, TK_COMMA));
	}
	/* MLIR reads ": memref-type" as one, and a wrong kind of type is
	 * reported at the colon. */
	if (!p_expect(p, TK_RSQUARE, NULL) || (mid && !mid(p, st)) || !p_attr_dict(p, st))
		goto out;
	tloc = p->tok.loc;
	if (!p_expect(p, TK_COLON, NULL) || !(*mt = p_type(p)))
		goto out;
	if ((*mt)->kind != TY_MEMREF) {
		p_error_at(p, tloc, "custom op '%s' invalid kind of type specified", p->custom_op);
		goto out;
	}
	st_add_attr(p, st, "map", at_affine_map(p->ctx, affine_map_get(p->ctx, ids.ndims, ids.nsyms,
	                                                               res.v, res.n)));
	ok = p_resolve_into(p, st, &m, *mt) && affine_ssa_resolve(p, st, &ids);
out:
	affine_ssa_free(&ids);
	svec_free(&res);
	return ok;
}

static bool p_subscripted(Parser *p, OpState *st, Type **mt)
{
	return p_subscripted_with(p, st, mt, NULL);
}

static void pr_subscripted(Printer *pr, Op *op, unsigned mem)
{
	static const char *const elided[] = {"map", "isWrite", "localityHint", "isDataCache", NULL};
	AffineMap *m = attr_map(op, "map");
	pr_value(pr, op->opnds[mem].value);
	pr_putc(pr, '[');
	if (m && m->ndims + m->nsyms == op->nopnds - mem - 1)
		pr_ssa_results(pr, op, m, 0, m->nres, mem + 1);
	else
		pr_puts(pr, "<<malformed map>>");
	pr_putc(pr, ']');
	if (op->kind == OP_AFFINE_PREFETCH)
		syn_print_prefetch_flags(pr, op);
	pr_attr_dict(pr, op, elided);
	pr_puts(pr, " : ");
	pr_type(pr, op->opnds[mem].value->type);
}

/* %A[%i + 1] [{attrs}] : memref<?xf32> */
bool parse_affine_load(Parser *p, OpState *st)
{
	return syn_parse_load(p, st, p_subscripted);
}

void print_affine_load(Printer *pr, Op *op)
{
	syn_print_load(pr, op, pr_subscripted);
}

/* %v, %A[%i] [{attrs}] : memref<?xf32> */
bool parse_affine_store(Parser *p, OpState *st)
{
	return syn_parse_store(p, st, p_subscripted);
}

void print_affine_store(Printer *pr, Op *op)
{
	syn_print_store(pr, op, pr_subscripted);
}

/* %A[%i + 1], read|write, locality<N>, data|instr [{attrs}] : memref<...> */
bool parse_affine_prefetch(Parser *p, OpState *st)
{
	Type *mt;
	return p_subscripted_with(p, st, &mt, syn_parse_prefetch_flags);
}

void print_affine_prefetch(Printer *pr, Op *op)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_subscripted(pr, op, 0);
}

/* ", vector<...>" after the memref type of affine.vector_load and
 * affine.vector_store. */
static Type *p_vector_after(Parser *p)
{
	if (!p_expect(p, TK_COMMA, NULL))
		return NULL;
	Loc tloc = p->tok.loc;
	Type *t = p_type(p);
	if (t && t->kind != TY_VECTOR) {
		p_error_at(p, tloc, "custom op '%s' invalid kind of type specified", p->custom_op);
		return NULL;
	}
	return t;
}

/* %A[%i, %j + 8] [{attrs}] : memref<?x?xf32>, vector<8xf32> */
bool parse_affine_vector_load(Parser *p, OpState *st)
{
	Type *mt, *vt;
	if (!p_subscripted(p, st, &mt) || !(vt = p_vector_after(p)))
		return false;
	svec_push(&st->types, vt);
	return true;
}

void print_affine_vector_load(Printer *pr, Op *op)
{
	syn_print_load(pr, op, pr_subscripted);
	pr_puts(pr, ", ");
	pr_result_types(pr, op);
}

/* %v, %A[%i, %j + 8] [{attrs}] : memref<?x?xf32>, vector<8xf32>: the
 * value's type is the last thing read. */
bool parse_affine_vector_store(Parser *p, OpState *st)
{
	Unresolved v;
	Type *mt, *vt;
	if (!p_operand(p, &v) || !p_expect(p, TK_COMMA, NULL))
		return false;
	Value *placeholder = NULL;
	svec_push(&st->operands, placeholder);
	if (!p_subscripted(p, st, &mt) || !(vt = p_vector_after(p)))
		return false;
	Value *val = p_resolve(p, &v, vt);
	if (!val)
		return false;
	st->operands.v[0] = val;
	return true;
}

void print_affine_vector_store(Printer *pr, Op *op)
{
	syn_print_store(pr, op, pr_subscripted);
	pr_puts(pr, ", ");
	pr_type(pr, op->opnds[0].value->type);
}

/* ------------------------------------------------ apply, min and max */

/* #map(%d)[%s] [{attrs}] */
bool parse_affine_apply(Parser *p, OpState *st)
{
	AffineMap *m = p_map_attr(p);
	unsigned nd, ns;
	if (!m || !p_dim_sym_list(p, st, &nd, &ns) || !p_attr_dict(p, st))
		return false;
	if (st->kind == OP_AFFINE_APPLY && (m->ndims != nd || nd + ns != m->ndims + m->nsyms))
		return p_error_at(p, st->loc, "custom op 'affine.apply' dimension or symbol index mismatch");
	st_add_attr(p, st, "map", at_affine_map(p->ctx, m));
	/* affine.min and affine.max have one result whatever the map. */
	unsigned nres = st->kind == OP_AFFINE_APPLY ? m->nres : 1;
	for (unsigned i = 0; i < nres; i++)
		svec_push(&st->types, ty_index(p->ctx));
	return true;
}

void print_affine_apply(Printer *pr, Op *op)
{
	static const char *const elided[] = {"map", NULL};
	AffineMap *m = attr_map(op, "map");
	syn_print_name(pr, op);
	if (!m) {
		pr_puts(pr, " <<malformed map>>");
		return;
	}
	pr_putc(pr, ' ');
	pr_attr(pr, at_affine_map(pr->ctx, m));
	unsigned nd = m->ndims < op->nopnds ? m->ndims : op->nopnds;
	pr_dim_sym_list(pr, op, 0, nd, op->nopnds - nd);
	pr_attr_dict(pr, op, elided);
}
