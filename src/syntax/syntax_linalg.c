/* syntax_linalg.c - custom forms of the linalg dialect, as mlir-opt-19
 * reads and prints them:
 *
 *   linalg.generic {indexing_maps = [...], iterator_types = ["parallel"]}
 *       ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) attrs = {..} {
 *   ^bb0(%x: f32, %y: f32): ... linalg.yield %z : f32 }
 *   linalg.matmul {attrs} ins(%a, %b : T, U) outs(%c : V)
 *   linalg.map { arith.addf } ins(...) outs(...) {attrs}
 *   linalg.map ins(...) outs(...) {attrs} (%x: f32) { ... }
 *   linalg.reduce { arith.addf } ins(...) outs(...) dimensions = [1] {attrs}
 *   linalg.transpose ins(...) outs(...) permutation = [1, 0] {attrs}
 *   linalg.index 0 : index
 *
 * The named ops' bodies and the short forms' are built here from the
 * operand types (linalg.c), as MLIR's parser builds them.  Tensors are
 * refused: asyncc compiles bufferized IR, where linalg ops work on
 * memrefs in place. */
#include "config.h"
#include "forms.h"
#include "ir/linalg.h"

#include <string.h>

static const char tensor_msg[] =
	"linalg ops on tensors are not supported: asyncc compiles bufferized IR, linalg "
	"on memrefs (bufferize first, e.g. with mlir-opt --one-shot-bufferize)";

static Type *operand_type(Parser *p)
{
	if (p_is_kw(p, "tensor")) {
		p_error(p, tensor_msg);
		return NULL;
	}
	return p_type(p);
}

/* "(%a, %b : T, U)" after the keyword, resolved into st. */
static bool p_operand_group(Parser *p, OpState *st, TypeVec *types)
{
	UnresolvedVec u;
	svec_init(&u);
	bool ok = false;
	Loc at;
	if (!p_expect(p, TK_LPAREN, NULL))
		goto out;
	at = p->tok.loc;
	if (!p_operand_list(p, &u, true) || !p_expect(p, TK_COLON, NULL))
		goto out;
	do {
		Type *t = operand_type(p);
		if (!t)
			goto out;
		svec_push(types, t);
	} while (p_accept(p, TK_COMMA));
	if (!p_expect(p, TK_RPAREN, NULL))
		goto out;
	if (u.n != types->n) {
		p_error_at(p, at, "custom op '%s' %u operands present, but expected %u", op_table[st->kind].name, u.n, types->n);
		goto out;
	}
	ok = p_resolve_all(p, st, &u, types->v);
out:
	svec_free(&u);
	return ok;
}

/* [{attrs}] [ins(...)] [outs(...)]: the types of each into ins and outs;
 * with segments, the operandSegmentSizes. */
static bool p_ins_outs(Parser *p, OpState *st, TypeVec *ins, TypeVec *outs, bool segments)
{
	/* The named ops take their properties as "<{...}>" too. */
	if (segments && p_accept(p, TK_LESS) &&
	    (!p_is(p, TK_LBRACE) || !p_attr_dict(p, st) || !p_expect(p, TK_GREATER, "to end the properties")))
		return p_is(p, TK_LBRACE) || p_error(p, "expected '{' for the properties");
	if (!p_attr_dict(p, st))
		return false;
	if (p_accept_kw(p, "ins") && !p_operand_group(p, st, ins))
		return false;
	if (p_accept_kw(p, "outs") && !p_operand_group(p, st, outs))
		return false;
	if (segments) {
		st_segment(st, ins->n);
		st_segment(st, outs->n);
	}
	return true;
}

/* "-> tensor<...>" results: linalg on tensors. */
static bool p_no_results(Parser *p)
{
	if (p_is(p, TK_ARROW))
		return p_error(p, tensor_msg);
	return true;
}

static void pr_group(Printer *pr, Op *op, const char *kw, unsigned first, unsigned n)
{
	if (!n)
		return;
	pr_printf(pr, " %s(", kw);
	pr_operands(pr, op, first, n);
	pr_puts(pr, " : ");
	pr_operand_types(pr, op, first, n);
	pr_putc(pr, ')');
}

static void pr_ins_outs(Printer *pr, Op *op)
{
	unsigned nins = linalg_num_inputs(op);
	pr_group(pr, op, "ins", 0, nins);
	pr_group(pr, op, "outs", nins, op->nopnds - nins);
}

static Region *new_region(Parser *p, OpState *st)
{
	Region *r = arena_alloc(&p->m->arena, sizeof *r);
	svec_push(&st->regions, r);
	return r;
}

static Type **all_types(TypeVec *ins, TypeVec *outs)
{
	Type **t = xmalloc((ins->n + outs->n + 1) * sizeof *t);
	memcpy(t, ins->v, ins->n * sizeof *t);
	memcpy(t + ins->n, outs->v, outs->n * sizeof *t);
	return t;
}

/* ----------------------------------------------------------- named ops */

static unsigned named_operands(OpKind k)
{
	if (linalg_is_elementwise(k))
		return linalg_elementwise_operands(k);
	return k == OP_LINALG_FILL || k == OP_LINALG_COPY ? 2 : 3;
}

/* [{attrs}] ins(...) outs(...) */
bool parse_linalg_named(Parser *p, OpState *st)
{
	TypeVec ins, outs;
	svec_init(&ins);
	svec_init(&outs);
	bool ok = false;
	if (!p_ins_outs(p, st, &ins, &outs, true) || !p_no_results(p))
		goto out;
	unsigned want = named_operands(st->kind);
	if (ins.n + outs.n != want) {
		p_error(p, "custom op '%s' [parseNamedStructuredOpRegion] ods-gen generated region expects %u args, got %u",
		        op_table[st->kind].name, want, ins.n + outs.n);
		goto out;
	}
	bool is_unsigned = false;
	for (unsigned i = 0; i < st->attrs.n; i++) {
		Attr *a = st->attrs.v[i].attr;
		if (strcmp(st->attrs.v[i].name, "cast") == 0 && a->kind == AT_OPAQUE &&
		    a->u.str.len == 30 && memcmp(a->u.str.s, "#linalg.type_fn<cast_unsigned>", 30) == 0)
			is_unsigned = true;
	}
	Type **types = all_types(&ins, &outs);
	linalg_named_body(p->m, st->kind, types, ins.n, outs.n, is_unsigned, st->loc, new_region(p, st));
	free(types);
	ok = true;
out:
	svec_free(&ins);
	svec_free(&outs);
	return ok;
}

void print_linalg_named(Printer *pr, Op *op)
{
	static const char *const elided[] = {"linalg.memoized_indexing_maps", NULL};
	syn_print_name(pr, op);
	pr_attr_dict(pr, op, elided);
	pr_ins_outs(pr, op);
}

/* ------------------------------------------------------------- generic */

/* iterator_types given as strings become #linalg.iterator_type<...>. */
static bool iterator_types(Parser *p, OpState *st, Loc at)
{
	Attr *its = NULL;
	unsigned slot = 0;
	for (unsigned i = 0; i < st->attrs.n; i++)
		if (strcmp(st->attrs.v[i].name, "iterator_types") == 0)
			its = st->attrs.v[slot = i].attr;
	if (!its || its->kind != AT_ARRAY)
		return p_error_at(p, at, "custom op 'linalg.generic' expected \"iterator_types\" array attribute");
	Attr **v = xmalloc((its->u.arr.n + 1) * sizeof *v);
	bool ok = true;
	for (unsigned i = 0; ok && i < its->u.arr.n; i++) {
		Attr *s = its->u.arr.elems[i];
		bool par = s->kind == AT_STRING && s->u.str.len == 8 && memcmp(s->u.str.s, "parallel", 8) == 0;
		bool red = s->kind == AT_STRING && s->u.str.len == 9 && memcmp(s->u.str.s, "reduction", 9) == 0;
		if (par || red)
			v[i] = linalg_iterator_attr(p->ctx, red);
		else if (s->kind == AT_STRING)
			ok = p_error(p, "custom op 'linalg.generic' unexpected iterator_type (%.*s)", (int)s->u.str.len, s->u.str.s);
		else
			ok = p_error_at(p, at, "custom op 'linalg.generic' expected \"iterator_types\" to hold strings");
	}
	if (ok)
		st->attrs.v[slot].attr = at_array(p->ctx, v, its->u.arr.n);
	free(v);
	return ok;
}

/* {traits} [ins(...)] [outs(...)] [attrs = {...}] {region} */
bool parse_linalg_generic(Parser *p, OpState *st)
{
	TypeVec ins, outs;
	svec_init(&ins);
	svec_init(&outs);
	bool ok = false;
	Loc at = p->tok.loc;
	/* MLIR reads any attribute here, a "#trait" alias of the dictionary
	 * included, and then wants a dictionary. */
	Attr *traits = p_attr(p);
	if (!traits)
		goto out;
	if (traits->kind != AT_DICT) {
		p_error_at(p, at, "custom op 'linalg.generic' invalid kind of attribute specified");
		goto out;
	}
	for (unsigned i = 0; i < traits->u.dict.n; i++)
		svec_push(&st->attrs, traits->u.dict.ents[i]);
	if (!iterator_types(p, st, at) || !p_ins_outs(p, st, &ins, &outs, true))
		goto out;
	if (p_accept_kw(p, "attrs") && (!p_expect(p, TK_EQUAL, NULL) || !p_attr_dict(p, st)))
		goto out;
	ok = p_region(p, st, NULL, 0, false) && p_no_results(p);
out:
	svec_free(&ins);
	svec_free(&outs);
	return ok;
}

static bool is_trait(const char *name)
{
	return strcmp(name, "doc") == 0 || strcmp(name, "indexing_maps") == 0 ||
	       strcmp(name, "iterator_types") == 0 || strcmp(name, "library_call") == 0;
}

/* The traits dictionary with iterator kinds as strings, as MLIR prints. */
static void pr_traits(Printer *pr, Op *op)
{
	NamedAttr ents[4];
	unsigned n = 0;
	for (unsigned i = 0; i < op->nattrs; i++) {
		NamedAttr a = op->attrs[i];
		if (!is_trait(a.name))
			continue;
		if (strcmp(a.name, "iterator_types") == 0 && a.attr->kind == AT_ARRAY) {
			Attr **v = xmalloc((a.attr->u.arr.n + 1) * sizeof *v);
			for (unsigned k = 0; k < a.attr->u.arr.n; k++) {
				int kind = linalg_iterator_kind(a.attr->u.arr.elems[k]);
				v[k] = kind < 0 ? a.attr->u.arr.elems[k]
				                : at_cstr(pr->ctx, kind ? "reduction" : "parallel");
			}
			a.attr = at_array(pr->ctx, v, a.attr->u.arr.n);
			free(v);
		}
		ents[n++] = a;
	}
	if (n) {
		pr_putc(pr, ' ');
		pr_attr(pr, at_dict(pr->ctx, ents, n));
	}
}

void print_linalg_generic(Printer *pr, Op *op)
{
	static const char *const elided[] = {"doc", "indexing_maps", "iterator_types", "library_call", NULL};
	syn_print_name(pr, op);
	pr_traits(pr, op);
	pr_ins_outs(pr, op);
	bool extra = false;
	for (unsigned i = 0; i < op->nattrs; i++)
		extra |= !is_trait(op->attrs[i].name);
	if (extra) {
		pr_puts(pr, " attrs = ");
		pr_attr_dict(pr, op, elided);
	}
	if (!region_empty(&op->regions[0]))
		pr_region(pr, &op->regions[0], true, true);
}

/* ------------------------------------------- map, reduce: short forms */

/* Whether asyncc knows ops of the dialect of NAME (len bytes). */
static bool known_dialect(const char *name, unsigned len)
{
	const char *dot = memchr(name, '.', len);
	size_t n = dot ? (size_t)(dot - name) : len;
	for (unsigned k = 0; k < OP__COUNT; k++)
		if (strncmp(op_table[k].name, name, n) == 0 && op_table[k].name[n] == '.')
			return true;
	return false;
}

/* "{ arith.addf {attrs} }": the payload op's kind and attributes.  An
 * unknown payload is reported as MLIR reports it, at the op. */
static bool p_payload(Parser *p, OpState *st, OpKind *kind, AttrVec *attrs)
{
	*kind = OP__COUNT;
	if (!p_accept(p, TK_LBRACE))
		return true;
	if (!p_is(p, TK_BARE))
		return p_error(p, "expected an operation name");
	*kind = op_lookup(p->tok.s, p->tok.len);
	int n = p->tok.len > 100 ? 100 : (int)p->tok.len;
	const char *dot = memchr(p->tok.s, '.', p->tok.len);
	if (*kind == OP__COUNT && dot && known_dialect(p->tok.s, p->tok.len))
		return p_error_at(p, st->loc, "unregistered operation '%.*s' found in dialect ('%.*s') that does "
		                  "not allow unknown operations", n, p->tok.s, (int)(dot - p->tok.s), p->tok.s);
	if (*kind == OP__COUNT)
		return p_error_at(p, st->loc, "'%.*s' op created with unregistered dialect. If this is intended, "
		                  "please call allowUnregisteredDialects() on the MLIRContext, or use "
		                  "-allow-unregistered-dialect with the MLIR opt tool used", n, p->tok.s);
	p_next(p);
	if (p_accept(p, TK_LBRACE) && (!p_dict_entries(p, attrs) || !p_expect(p, TK_RBRACE, NULL)))
		return false;
	return p_expect(p, TK_RBRACE, "to end the payload operation");
}

/* "name = [1, 0]" */
static bool p_dims_attr(Parser *p, OpState *st, const char *name)
{
	I64Vec v;
	svec_init(&v);
	bool ok = p_expect_kw(p, name) && p_expect(p, TK_EQUAL, NULL) && p_expect(p, TK_LSQUARE, NULL);
	if (ok && !p_is(p, TK_RSQUARE)) {
		do {
			int64_t x;
			bool neg;
			ok = p_integer(p, &x, &neg);
			if (ok)
				svec_push(&v, x);
		} while (ok && p_accept(p, TK_COMMA));
	}
	ok = ok && p_expect(p, TK_RSQUARE, NULL);
	if (ok)
		st_add_attr(p, st, name, at_dense(p->ctx, ty_i64(p->ctx), v.v, v.n));
	svec_free(&v);
	return ok;
}

static void pr_dims_attr(Printer *pr, Op *op, const char *name)
{
	Attr *a = op_attr(op, name);
	pr_printf(pr, " %s = [", name);
	for (unsigned i = 0; a && a->kind == AT_DENSE_ARRAY && i < a->u.dense.n; i++)
		pr_printf(pr, "%s%lld", i ? ", " : "", (long long)a->u.dense.vals[i]);
	pr_puts(pr, "] ");
}

/* "(%x: f32, %y: f32) {region}" */
static bool p_explicit_body(Parser *p, OpState *st)
{
	ArgVec args;
	svec_init(&args);
	bool ok = p_expect(p, TK_LPAREN, NULL);
	if (ok && !p_is(p, TK_RPAREN)) {
		do {
			ArgDecl a = {0};
			ok = p_arg_decl(p, &a, true);
			if (ok)
				svec_push(&args, a);
		} while (ok && p_accept(p, TK_COMMA));
	}
	ok = ok && p_expect(p, TK_RPAREN, NULL) && p_region(p, st, args.v, args.n, false);
	svec_free(&args);
	return ok;
}

/* map: [{ payload }] ins(...) outs(...) {attrs} [(args) {region}]
 * reduce: the same with "dimensions = [...]" before the attributes. */
static bool parse_map_like(Parser *p, OpState *st, bool reduce)
{
	TypeVec ins, outs;
	svec_init(&ins);
	svec_init(&outs);
	AttrVec pattrs;
	svec_init(&pattrs);
	OpKind payload;
	bool ok = p_payload(p, st, &payload, &pattrs) && p_ins_outs(p, st, &ins, &outs, false) &&
	          (!reduce || p_dims_attr(p, st, "dimensions")) && p_attr_dict(p, st);
	if (ok && payload == OP__COUNT) {
		ok = p_explicit_body(p, st);
	} else if (ok) {
		Region *r = new_region(p, st);
		unsigned n = reduce ? ins.n + outs.n : ins.n;
		if (outs.n && n) {
			Type **types = all_types(&ins, &outs);
			for (unsigned i = 0; i < n; i++)
				types[i] = linalg_elem_type(types[i]);
			Type *res = linalg_elem_type(outs.v[outs.n - 1]);
			linalg_payload_body(p->m, payload, pattrs.v, pattrs.n, types, n, res, reduce, st->loc, r);
			free(types);
		}
	}
	svec_free(&ins);
	svec_free(&outs);
	svec_free(&pattrs);
	return ok;
}

bool parse_linalg_map(Parser *p, OpState *st) { return parse_map_like(p, st, false); }
bool parse_linalg_reduce(Parser *p, OpState *st) { return parse_map_like(p, st, true); }

/* " { arith.addf {attrs} }", fastmath<none> left out. */
static void pr_payload(Printer *pr, Op *payload)
{
	static const char *const none[] = {"fastmath", NULL};
	Attr *fm = op_attr(payload, "fastmath");
	bool default_fm = fm && fm->kind == AT_OPAQUE && fm->u.str.len == 21 &&
	                  memcmp(fm->u.str.s, "#arith.fastmath<none>", 21) == 0;
	pr_puts(pr, " { ");
	syn_print_name(pr, payload);
	pr_attr_dict(pr, payload, default_fm ? none : NULL);
	pr_puts(pr, " }");
}

/* The body on a line of its own: "(%x: f32) {...}". */
static void pr_explicit_body(Printer *pr, Op *op)
{
	Block *b = op->regions[0].first;
	pr->indent++;
	pr_putc(pr, '\n');
	pr_indent(pr);
	pr_putc(pr, '(');
	for (unsigned i = 0; b && i < b->nargs; i++) {
		if (i)
			pr_puts(pr, ", ");
		pr_arg_decl(pr, b->args[i]);
	}
	pr_puts(pr, ")");
	pr_region(pr, &op->regions[0], false, true);
	pr->indent--;
}

static void print_map_like(Printer *pr, Op *op, bool reduce)
{
	static const char *const elided[] = {"dimensions", NULL};
	Op *payload = linalg_short_form_payload(op);
	syn_print_name(pr, op);
	if (payload)
		pr_payload(pr, payload);
	pr_ins_outs(pr, op);
	if (reduce)
		pr_dims_attr(pr, op, "dimensions");
	pr_attr_dict(pr, op, reduce ? elided : NULL);
	if (!payload)
		pr_explicit_body(pr, op);
}

void print_linalg_map(Printer *pr, Op *op) { print_map_like(pr, op, false); }
void print_linalg_reduce(Printer *pr, Op *op) { print_map_like(pr, op, true); }

/* ------------------------------------------------ transpose, broadcast */

static const char *permute_attr(OpKind k)
{
	return k == OP_LINALG_TRANSPOSE ? "permutation" : "dimensions";
}

/* ins(%a : T) outs(%b : U) permutation = [1, 0] {attrs} */
bool parse_linalg_permute(Parser *p, OpState *st)
{
	TypeVec ins, outs;
	svec_init(&ins);
	svec_init(&outs);
	bool ok = p_ins_outs(p, st, &ins, &outs, false) && p_dims_attr(p, st, permute_attr(st->kind)) &&
	          p_attr_dict(p, st);
	if (ok) {
		/* The identity body, uncast: the verifier checks the types. */
		Type **types = all_types(&ins, &outs);
		unsigned n = ins.n + outs.n;
		Region *r = new_region(p, st);
		Block *blk = block_new(p->m);
		region_push_block(r, blk);
		for (unsigned i = 0; i < n; i++)
			block_add_arg(p->m, blk, linalg_elem_type(types[i]), st->loc);
		Op *y = op_new(p->m, OP_LINALG_YIELD, st->loc, NULL, 0, blk->args, n ? 1 : 0, 0, 0);
		block_push_op(blk, y);
		free(types);
	}
	svec_free(&ins);
	svec_free(&outs);
	return ok;
}

void print_linalg_permute(Printer *pr, Op *op)
{
	const char *name = permute_attr(op->kind);
	const char *elided[] = {name, NULL};
	syn_print_name(pr, op);
	pr_ins_outs(pr, op);
	pr_dims_attr(pr, op, name);
	pr_attr_dict(pr, op, elided);
}

/* ---------------------------------------------------------------- index */

/* 0 [{attrs}] : index */
bool parse_linalg_index(Parser *p, OpState *st)
{
	int64_t d;
	bool neg;
	Type *t;
	if (!p_integer(p, &d, &neg))
		return false;
	st_add_attr(p, st, "dim", at_int(p->ctx, ty_i64(p->ctx), d));
	if (!p_attr_dict(p, st) || !p_expect(p, TK_COLON, NULL) || !(t = p_type(p)))
		return false;
	svec_push(&st->types, t);
	return true;
}

void print_linalg_index(Printer *pr, Op *op)
{
	static const char *const elided[] = {"dim", NULL};
	Attr *d = op_attr(op, "dim");
	syn_print_name(pr, op);
	pr_printf(pr, " %lld", d && d->kind == AT_INT ? (long long)d->u.i : 0LL);
	pr_attr_dict(pr, op, elided);
	pr_puts(pr, " : ");
	pr_result_types(pr, op);
}
