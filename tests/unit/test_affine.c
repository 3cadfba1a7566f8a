/* Affine maps (src/ir/affine.h): evaluation against hand-computed values
 * (negative operands of floordiv, ceildiv and mod included), expansion
 * into arith ops checked by running the ops on a small interpreter
 * against evaluation, the predicates, composition and inversion, the
 * strided form of layouts, uniquing; and the dense elements API. */
#include "config.h"
#include "unit.h"
#include "ir/affine.h"

#include <math.h>

/* The attribute `name` of "func.func private @f() attributes {...}". */
static Attr *attr_of(Unit *u, const char *attrs, const char *name)
{
	char src[4096];
	snprintf(src, sizeof src, "func.func private @f() attributes {%s}\n", attrs);
	Module *m = unit_parse(u, src, true);
	cr_assert(m, "does not parse: %s\n%s", attrs, unit_diags(u));
	Attr *a = op_attr(module_body(m)->first, name);
	module_free(m);
	return a;   /* attributes live in the Ctx */
}

static AffineMap *map_of(Unit *u, const char *text)
{
	char attrs[2048];
	snprintf(attrs, sizeof attrs, "m = %s", text);
	Attr *a = attr_of(u, attrs, "m");
	cr_assert_eq(a->kind, AT_AFFINE_MAP);
	return a->u.map;
}

/* ------------------------------------------------------------- evaluation */

Test(affine, eval_rounds_like_mlir)
{
	Unit u;
	unit_init(&u);
	AffineMap *m = map_of(&u, "affine_map<(d0)[s0] -> (d0 floordiv 4, d0 ceildiv 4, d0 mod 4, "
	                          "d0 floordiv s0, d0 * 3 - s0, -d0 + 10, d0 ceildiv s0)>");
	struct { int64_t d, s, want[7]; } cases[] = {
		{-7, 2, {-2, -1, 1, -4, -23, 17, -3}},
		{7, 2, {1, 2, 3, 3, 19, 3, 4}},
		{-8, -3, {-2, -2, 0, 2, -21, 18, 3}},
		{0, 5, {0, 0, 0, 0, -5, 10, 0}},
		{-1, 1, {-1, 0, 3, -1, -4, 11, -1}},
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		int64_t out[7];
		cr_assert(affine_map_eval(m, &cases[i].d, &cases[i].s, out));
		for (int k = 0; k < 7; k++)
			cr_assert_eq(out[k], cases[i].want[k], "case %zu result %d: %lld, want %lld", i, k,
			             (long long)out[k], (long long)cases[i].want[k]);
	}
	unit_fini(&u);
}

Test(affine, eval_reports_undefined_results)
{
	Unit u;
	unit_init(&u);
	int64_t out, d = 5, zero = 0, neg = -2, big = INT64_MAX;
	cr_assert_not(affine_map_eval(map_of(&u, "affine_map<(d0)[s0] -> (d0 floordiv s0)>"), &d, &zero, &out));
	cr_assert_not(affine_map_eval(map_of(&u, "affine_map<(d0)[s0] -> (d0 mod s0)>"), &d, &neg, &out));
	cr_assert_not(affine_map_eval(map_of(&u, "affine_map<(d0) -> (d0 * 2)>"), &big, NULL, &out));
	cr_assert_not(affine_map_eval(map_of(&u, "affine_map<(d0) -> (d0 + 1)>"), &big, NULL, &out));
	unit_fini(&u);
}

Test(affine, set_membership)
{
	Unit u;
	unit_init(&u);
	Attr *a = attr_of(&u, "s = affine_set<(d0, d1)[s0] : (d0 - s0 >= 0, d1 == d0 * 2)>", "s");
	cr_assert_eq(a->kind, AT_AFFINE_SET);
	int64_t s = 3, in[] = {4, 8}, out1[] = {2, 4}, out2[] = {4, 9};
	cr_assert(affine_set_contains(a->u.set, in, &s));
	cr_assert_not(affine_set_contains(a->u.set, out1, &s));
	cr_assert_not(affine_set_contains(a->u.set, out2, &s));
	unit_fini(&u);
}

/* -------------------------------------------------------------- expansion */

/* Run the ops of a block of index arithmetic (what affine_expand makes)
 * on the given arguments; the results of func.return go to out. */
static void interpret(Block *b, const int64_t *args, int64_t *out)
{
	for (unsigned i = 0; i < b->nargs; i++)
		b->args[i]->scratch = (uintptr_t)args[i];
#define V(k) ((int64_t)op_operand(op, k)->scratch)
	for (Op *op = b->first; op; op = op->next) {
		int64_t r = 0, x = op->nopnds > 0 ? V(0) : 0, y = op->nopnds > 1 ? V(1) : 0;
		switch (op->kind) {
		case OP_ARITH_CONSTANT: r = at_int_sext(op_attr(op, "value")); break;
		case OP_ARITH_ADDI: r = x + y; break;
		case OP_ARITH_SUBI: r = x - y; break;
		case OP_ARITH_MULI: r = x * y; break;
		case OP_ARITH_REMSI: r = x % y; break;
		case OP_ARITH_FLOORDIVSI: r = x / y - (x % y && (x < 0) != (y < 0)); break;
		case OP_ARITH_CEILDIVSI: r = x / y + (x % y && (x < 0) == (y < 0)); break;
		case OP_ARITH_CMPI:
			cr_assert_eq(op_attr(op, "predicate")->u.i, 2, "only slt is expected");
			r = x < y;
			break;
		case OP_ARITH_SELECT: r = x ? y : V(2); break;
		case OP_FUNC_RETURN:
			for (unsigned i = 0; i < op->nopnds; i++)
				out[i] = V(i);
			return;
		default: cr_assert_fail("unexpected op %s", op_info(op)->name);
		}
		op->res[0].scratch = (uintptr_t)r;
	}
#undef V
}

/* A function of ndims + nsyms index arguments returning m's results,
 * computed by affine_expand. */
static Block *expanded(Unit *u, Module *m, AffineMap *map)
{
	Ctx *c = u->c;
	unsigned nargs = map->ndims + map->nsyms;
	Builder b = builder_at_end(m, module_body(m));
	Op *f = build(&b, OP_FUNC_FUNC, NULL, 0, NULL, 0);
	Type *idx[64];
	for (unsigned i = 0; i < 64; i++)
		idx[i] = ty_index(c);
	op_set_attr(m, f, "sym_name", at_cstr(c, "f"));
	op_set_attr(m, f, "function_type", at_type(c, ty_func(c, idx, nargs, idx, map->nres)));
	Block *e = block_new(m);
	region_push_block(&f->regions[0], e);
	for (unsigned i = 0; i < nargs; i++)
		block_add_arg(m, e, ty_index(c), LOC_NONE);
	Value *res[64];
	b = builder_at_end(m, e);
	affine_expand(&b, map, e->args, e->args + map->ndims, res);
	build(&b, OP_FUNC_RETURN, NULL, 0, res, map->nres);
	cr_assert(verify_module(m), "invalid expansion:\n%s", unit_diags(u));
	return e;
}

Test(affine, expansion_computes_what_evaluation_does)
{
	Unit u;
	unit_init(&u);
	AffineMap *map = map_of(&u, "affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2, d0 floordiv 4, d0 mod 3, "
	                            "d1 ceildiv 2, 42, d0 - d1, -d0, d0 * -3 + d1 * 5 - 7, (d0 + d1) mod s0, "
	                            "(d0 - 5) floordiv s0, d1 ceildiv s0, d0 * s0 - 1)>");
	Module *m = module_new(u.c, LOC_NONE);
	Block *e = expanded(&u, m, map);
	int64_t vals[] = {-9, -4, -3, -1, 0, 1, 2, 5, 12};
	for (size_t a = 0; a < 9; a++)
		for (size_t b = 0; b < 9; b++)
			for (size_t s = 0; s < 9; s++) {
				if (vals[s] <= 0)
					continue;   /* affine divisors are positive */
				int64_t args[3] = {vals[a], vals[b], vals[s]}, want[13], got[13];
				cr_assert(affine_map_eval(map, args, args + 2, want));
				interpret(e, args, got);
				for (unsigned k = 0; k < map->nres; k++)
					cr_assert_eq(got[k], want[k], "result %u at (%lld, %lld)[%lld]: %lld, want %lld",
					             k, (long long)args[0], (long long)args[1], (long long)args[2],
					             (long long)got[k], (long long)want[k]);
			}
	module_free(m);
	unit_fini(&u);
}

Test(affine, expansion_shares_constants_and_subtracts)
{
	Unit u;
	unit_init(&u);
	AffineMap *map = map_of(&u, "affine_map<(d0, d1) -> (d0 - d1, d0 * 4 + 4, -d1)>");
	Module *m = module_new(u.c, LOC_NONE);
	Block *e = expanded(&u, m, map);
	unsigned consts = 0, subs = 0;
	for (Op *op = e->first; op; op = op->next) {
		consts += op->kind == OP_ARITH_CONSTANT;
		subs += op->kind == OP_ARITH_SUBI;
	}
	cr_assert_eq(consts, 2, "4 once, 0 once");
	cr_assert_eq(subs, 2, "d0 - d1 and 0 - d1");
	module_free(m);
	unit_fini(&u);
}

/* -------------------------------------------------------------- predicates */

Test(affine, predicates)
{
	Unit u;
	unit_init(&u);
	Ctx *c = u.c;
	AffineMap *id = map_of(&u, "affine_map<(d0, d1, d2) -> (d0, d1, d2)>");
	cr_assert_eq(id, affine_map_identity(c, 3), "uniqued");
	cr_assert(affine_map_is_identity(id) && affine_map_is_minor_identity(id));
	cr_assert(affine_map_is_permutation(id) && affine_map_is_projected_permutation(id, false));
	AffineMap *minor = map_of(&u, "affine_map<(d0, d1, d2) -> (d1, d2)>");
	cr_assert_eq(minor, affine_map_minor_identity(c, 3, 2));
	cr_assert(affine_map_is_minor_identity(minor) && !affine_map_is_identity(minor));
	AffineMap *perm = map_of(&u, "affine_map<(d0, d1, d2) -> (d2, d0, d1)>");
	cr_assert_eq(perm, affine_map_permutation(c, (unsigned[]){2, 0, 1}, 3));
	cr_assert(affine_map_is_permutation(perm) && !affine_map_is_minor_identity(perm));
	AffineMap *proj = map_of(&u, "affine_map<(d0, d1, d2) -> (d2, d0)>");
	cr_assert(affine_map_is_projected_permutation(proj, false) && !affine_map_is_permutation(proj));
	AffineMap *bcast = map_of(&u, "affine_map<(d0, d1) -> (0, d1)>");
	cr_assert(affine_map_is_projected_permutation(bcast, true));
	cr_assert_not(affine_map_is_projected_permutation(bcast, false));
	cr_assert_not(affine_map_is_projected_permutation(map_of(&u, "affine_map<(d0, d1) -> (d0, d0)>"), false));
	cr_assert_not(affine_map_is_projected_permutation(map_of(&u, "affine_map<(d0)[s0] -> (d0)>"), false));
	cr_assert_not(affine_map_is_projected_permutation(map_of(&u, "affine_map<(d0) -> (d0 + 1)>"), true));
	AffineMap *k = map_of(&u, "affine_map<() -> (3, -1)>");
	cr_assert(affine_map_is_constant(k));
	cr_assert_eq(k, affine_map_constant(c, (int64_t[]){3, -1}, 2));
	cr_assert_not(affine_map_is_constant(bcast));
	unit_fini(&u);
}

Test(affine, compose_inverse_submap)
{
	Unit u;
	unit_init(&u);
	Ctx *c = u.c;
	/* f(g(x)): f's symbols, then g's. */
	AffineMap *f = map_of(&u, "affine_map<(d0, d1)[s0] -> (d0 + d1 * s0, d1)>");
	AffineMap *g = map_of(&u, "affine_map<(d0)[s0] -> (d0 * 2, d0 + s0)>");
	cr_assert_eq(affine_map_compose(c, f, g),
	             map_of(&u, "affine_map<(d0)[s0, s1] -> (d0 * 2 + (d0 + s1) * s0, d0 + s1)>"));
	AffineMap *perm = map_of(&u, "affine_map<(d0, d1, d2) -> (d2, d0, d1)>");
	AffineMap *inv = affine_map_inverse_permutation(c, perm);
	cr_assert_eq(inv, map_of(&u, "affine_map<(d0, d1, d2) -> (d1, d2, d0)>"));
	cr_assert(affine_map_is_identity(affine_map_compose(c, perm, inv)));
	/* A projected permutation that names every dim inverts; the first
	 * result naming a dim wins. */
	cr_assert_eq(affine_map_inverse_permutation(c, map_of(&u, "affine_map<(d0, d1) -> (d1, 0, d0, d1)>")),
	             map_of(&u, "affine_map<(d0, d1, d2, d3) -> (d2, d0)>"));
	cr_assert_null(affine_map_inverse_permutation(c, map_of(&u, "affine_map<(d0, d1) -> (d1)>")));
	cr_assert_eq(affine_map_sub_map(c, perm, 1, 2), map_of(&u, "affine_map<(d0, d1, d2) -> (d0, d1)>"));
	unit_fini(&u);
}

/* ------------------------------------------------------------------ layouts */

static void assert_strides(Unit *u, const char *map, bool strided, int64_t off,
                           const int64_t *want, unsigned n)
{
	AffineMap *m = map_of(u, map);
	int64_t strides[8], offset = 7;
	cr_assert_eq(affine_map_strides(m, strides, &offset), strided, "%s", map);
	if (!strided)
		return;
	cr_assert_eq(offset, off, "%s: offset %lld", map, (long long)offset);
	for (unsigned i = 0; i < n; i++)
		cr_assert_eq(strides[i], want[i], "%s: stride %u is %lld", map, i, (long long)strides[i]);
}

Test(affine, strided_form_of_layouts)
{
	Unit u;
	unit_init(&u);
	const int64_t D = IR_DYNAMIC;
	assert_strides(&u, "affine_map<(d0, d1) -> (d0 * 16 + d1)>", true, 0, (int64_t[]){16, 1}, 2);
	assert_strides(&u, "affine_map<(d0, d1) -> (d1 * 4 + d0 + 3)>", true, 3, (int64_t[]){1, 4}, 2);
	assert_strides(&u, "affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>", true, D, (int64_t[]){D, 1}, 2);
	assert_strides(&u, "affine_map<(d0, d1)[s0] -> ((d0 + d1 * 2) * 3 + s0 floordiv 2)>", true, D,
	               (int64_t[]){3, 6}, 2);
	assert_strides(&u, "affine_map<(d0, d1) -> (d0 * 8)>", true, 0, (int64_t[]){8, 0}, 2);
	assert_strides(&u, "affine_map<() -> (5)>", true, 5, NULL, 0);
	assert_strides(&u, "affine_map<() -> ()>", true, 0, NULL, 0);
	assert_strides(&u, "affine_map<(d0) -> (d0 floordiv 2)>", false, 0, NULL, 0);
	assert_strides(&u, "affine_map<(d0, d1) -> (d0, d1 mod 4)>", false, 0, NULL, 0);
	assert_strides(&u, "affine_map<(d0)[s0] -> (d0 mod s0)>", false, 0, NULL, 0);
	unit_fini(&u);
}

Test(affine, layout_types)
{
	Unit u;
	unit_init(&u);
	Module *m = unit_parse(&u, "#l = affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0)>\n"
	                           "func.func private @f(memref<4x8xf32, #l>, memref<4x8xf32, strided<[8, 1], offset: ?>>,\n"
	                           "  memref<4x8xf32, affine_map<(d0, d1) -> (d0, d1)>>, memref<4x8xf32>)\n", true);
	cr_assert(m, "%s", unit_diags(&u));
	Type *ft = func_type(module_body(m)->first);
	Type *a = ty_func_in(ft, 0), *b = ty_func_in(ft, 1);
	cr_assert(a->layout && !b->layout && a != b, "an affine layout is its own type, as in MLIR");
	cr_assert(a->strides[0] == 8 && a->strides[1] == 1 && a->offset == IR_DYNAMIC);
	cr_assert_eq(ty_func_in(ft, 2), ty_func_in(ft, 3), "an identity map is the identity layout");
	module_free(m);
	unit_fini(&u);
}

/* ------------------------------------------------------------- uniquing */

Test(affine, simplification_and_uniquing)
{
	Unit u;
	unit_init(&u);
	Ctx *c = u.c;
	AffineExpr *d0 = ae_dim(c, 0), *s0 = ae_sym(c, 0);
	cr_assert_eq(ae_add(c, ae_const(c, 2), d0), ae_add(c, d0, ae_const(c, 2)));
	cr_assert_eq(ae_add(c, ae_add(c, d0, ae_const(c, 2)), ae_const(c, 3)), ae_add(c, d0, ae_const(c, 5)));
	cr_assert_eq(ae_mul(c, s0, d0), ae_binary_raw(c, AE_MUL, d0, s0));
	cr_assert_eq(ae_sub(c, d0, d0), ae_const(c, 0));
	cr_assert_eq(ae_floordiv(c, ae_mul(c, d0, ae_const(c, 8)), ae_const(c, 4)), ae_mul(c, d0, ae_const(c, 2)));
	cr_assert_eq(ae_mod(c, ae_const(c, -7), ae_const(c, 3)), ae_const(c, 2));
	AffineExpr *e = ae_replace(c, ae_add(c, d0, s0), (AffineExpr *[]){ae_const(c, 4)}, (AffineExpr *[]){ae_const(c, 5)});
	cr_assert_eq(e, ae_const(c, 9));
	cr_assert(ae_uses_dim(ae_add(c, s0, d0), 0) && !ae_uses_dim(s0, 0));
	cr_assert(ae_is_symbolic(ae_mul(c, s0, ae_const(c, 3))) && !ae_is_symbolic(d0));
	AffineMap *m = map_of(&u, "affine_map<(i)[n] -> (n + i)>");
	cr_assert_eq(m, affine_map_get(c, 1, 1, (AffineExpr *[]){ae_add(c, d0, s0)}, 1));
	char *text = attr_str(c, at_affine_map(c, m)) ? strdup(attr_str(c, at_affine_map(c, m))) : NULL;
	cr_assert_str_eq(text, "affine_map<(d0)[s0] -> (d0 + s0)>");
	free(text);
	unit_fini(&u);
}

/* Limits on the size of a map, past what the text of a test can hold. */
Test(affine, size_limits)
{
	Unit u;
	unit_init(&u);
	size_t cap = 64 * 1024;
	char *src = malloc(cap);
	size_t n = (size_t)snprintf(src, cap, "func.func private @f() attributes {m = affine_map<(");
	for (int i = 0; i < 1025; i++)
		n += (size_t)snprintf(src + n, cap - n, "%sd%d", i ? ", " : "", i);
	snprintf(src + n, cap - n, ") -> ()>}\n");
	cr_assert_null(unit_parse(&u, src, false));
	assert_diag(&u, "more than 1024 dimensions and symbols");
	n = (size_t)snprintf(src, cap, "func.func private @f() attributes {m = affine_map<(d0) -> (");
	for (int i = 0; i < 4097; i++)
		n += (size_t)snprintf(src + n, cap - n, "%sd0", i ? ", " : "");
	snprintf(src + n, cap - n, ")>}\n");
	cr_assert_null(unit_parse(&u, src, false));
	assert_diag(&u, "more than 4096 results");
	n = (size_t)snprintf(src, cap, "func.func private @f() attributes {m = affine_set<(d0) : (");
	for (int i = 0; i < 4097; i++)
		n += (size_t)snprintf(src + n, cap - n, "%sd0 >= 0", i ? ", " : "");
	snprintf(src + n, cap - n, ")>}\n");
	cr_assert_null(unit_parse(&u, src, false));
	assert_diag(&u, "more than 4096 constraints");
	free(src);
	unit_fini(&u);
}

/* --------------------------------------------------------- dense elements */

Test(dense, elements_api)
{
	Unit u;
	unit_init(&u);
	Ctx *c = u.c;
	Attr *a = attr_of(&u, "a = dense<[[1, -2], [3, 4]]> : tensor<2x2xi8>", "a");
	cr_assert_eq(a->kind, AT_ELEMENTS);
	cr_assert_eq(at_elements_count(a), 4);
	cr_assert_not(at_elements_is_splat(a));
	cr_assert_eq(at_elements_int(a, 1), -2);
	cr_assert_eq(at_elements_int(a, 3), 4);
	cr_assert_eq(at_elements_type(a), ty_int(c, 8));
	Attr *s = attr_of(&u, "a = dense<[7, 7, 7]> : vector<3xindex>", "a");
	cr_assert(at_elements_is_splat(s) && at_elements_count(s) == 3 && at_elements_int(s, 2) == 7);
	cr_assert_eq(s, attr_of(&u, "a = dense<7> : vector<3xindex>", "a"), "uniqued as a splat");
	Attr *b = attr_of(&u, "a = dense<[true, false]> : vector<2xi1>", "a");
	cr_assert(at_elements_int(b, 0) == 1 && at_elements_int(b, 1) == 0, "i1 reads 0 and 1");
	Attr *f = attr_of(&u, "a = dense<[1.5, -0.0, 0x7FC00001, 0x7F800001]> : vector<4xf32>", "a");
	cr_assert(at_elements_float(f, 0) == 1.5);
	cr_assert(at_elements_float(f, 1) == 0 && signbit(at_elements_float(f, 1)));
	cr_assert_eq(at_elements_bits(f, 2), 0x7FC00001, "NaN payloads are kept");
	cr_assert_eq(at_elements_bits(f, 3), 0x7F800001, "signalling NaNs are kept");
	cr_assert(isnan(at_elements_float(f, 3)));
	Attr *h = attr_of(&u, "a = dense<[0.1, 65520.0, 1.0e-8]> : vector<3xf16>", "a");
	cr_assert_eq(at_elements_bits(h, 0), 0x2E66);
	cr_assert_eq(at_elements_bits(h, 1), 0x7C00, "rounds to infinity");
	cr_assert_eq(at_elements_bits(h, 2), 0x0000, "underflows to zero");
	cr_assert(fabs(at_elements_float(h, 0) - 0.0999755859375) == 0);
	Attr *bf = attr_of(&u, "a = dense<[1.0, 3.0e38]> : vector<2xbf16>", "a");
	cr_assert_eq(at_elements_bits(bf, 0), 0x3F80);
	cr_assert_eq(at_elements_bits(bf, 1), 0x7F62);
	Attr *e = attr_of(&u, "a = dense<> : tensor<0x4xf32>", "a");
	cr_assert_eq(at_elements_count(e), 0);
	unit_fini(&u);
}

Test(dense, float_bits_round_trip)
{
	Unit u;
	unit_init(&u);
	Ctx *c = u.c;
	Type *types[] = {ty_simple(c, TY_F16), ty_simple(c, TY_BF16), ty_simple(c, TY_F32)};
	unsigned widths[] = {16, 16, 32};
	for (int t = 0; t < 3; t++) {
		uint64_t step = widths[t] == 16 ? 1 : 0x1001;
		for (uint64_t bits = 0; bits < (UINT64_C(1) << widths[t]); bits += step) {
			double d = float_from_bits(types[t], bits);
			cr_assert_eq(float_to_bits(types[t], d), bits, "type %d bits %llx", t, (unsigned long long)bits);
		}
	}
	unit_fini(&u);
}
