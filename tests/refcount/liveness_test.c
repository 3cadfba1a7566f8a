/* liveness_test.c - unit tests of the liveness analysis (liveness.h) on
 * small parsed functions. */
#include "config.h"
#include "ir/ir.h"
#include "passes/liveness.h"
#include "syntax/syntax.h"

#ifdef ASYNCRT_MINICR
#include "../runtime/minicr.h"   /* ThreadSanitizer builds: see there */
#else
#include <criterion/criterion.h>
#endif
#include <stdlib.h>
#include <string.h>

static Ctx *ctx;
static Module *mod;

static void teardown(void)
{
	module_free(mod);
	ctx_free(ctx);
	mod = NULL;
	ctx = NULL;
}

/* Parse `text`; return the body region of its function @f. */
static Region *parse_func(const char *text)
{
	ctx = ctx_new();
	uint32_t f = diag_add_file(ctx_diag(ctx), "test.mlir", strdup(text), strlen(text));
	mod = parse_module(ctx, f);
	cr_assert_not_null(mod, "the test input must parse");
	Op *func = module_lookup(mod, "f");
	cr_assert_not_null(func);
	return &func->regions[0];
}

static bool is_token(const Type *t)
{
	return t->kind == TY_TOKEN;
}

static Block *nth_block(Region *r, unsigned n)
{
	Block *b = r->first;
	while (n--)
		b = b->next;
	return b;
}

static Value *arg(Region *r, unsigned i)
{
	return r->first->args[i];
}

TestSuite(liveness, .fini = teardown);

Test(liveness, diamond)
{
	Region *r = parse_func(
		"func.func @f(%t: !async.token, %c: i1) {\n"
		"  cf.cond_br %c, ^a, ^b\n"
		"^a:\n"
		"  async.runtime.await %t : !async.token\n"
		"  cf.br ^b\n"
		"^b:\n"
		"  return\n"
		"}\n");
	Liveness *lv = liveness_new(r, is_token);
	cr_assert_eq(lv->nvals, 1, "only the token is tracked, not the i1");
	int t = liveness_index(lv, arg(r, 0));
	cr_assert_eq(t, 0);
	cr_assert_eq(liveness_index(lv, arg(r, 1)), -1);
	cr_assert(liveness_live_out(lv, nth_block(r, 0), 0));
	cr_assert(liveness_live_in(lv, nth_block(r, 1), 0));
	cr_assert_not(liveness_live_out(lv, nth_block(r, 1), 0));
	cr_assert_not(liveness_live_in(lv, nth_block(r, 2), 0));
	cr_assert_eq(lv->nedges[2], 2, "the join block has two incoming edges");
	cr_assert_eq(lv->nedges[1], 1);
	liveness_free(lv);
}

Test(liveness, loop_back_edge)
{
	Region *r = parse_func(
		"func.func private @cond() -> i1\n"
		"func.func @f(%t: !async.token) {\n"
		"  cf.br ^head\n"
		"^head:\n"
		"  %c = func.call @cond() : () -> i1\n"
		"  cf.cond_br %c, ^body, ^exit\n"
		"^body:\n"
		"  async.runtime.await %t : !async.token\n"
		"  cf.br ^head\n"
		"^exit:\n"
		"  return\n"
		"}\n");
	Liveness *lv = liveness_new(r, is_token);
	for (unsigned b = 0; b < 3; b++)
		cr_assert(liveness_live_out(lv, nth_block(r, b), 0), "live out of block %u", b);
	cr_assert(liveness_live_in(lv, nth_block(r, 1), 0), "live into the header around the back edge");
	cr_assert_not(liveness_live_in(lv, nth_block(r, 3), 0));
	liveness_free(lv);
}

Test(liveness, successor_operand)
{
	Region *r = parse_func(
		"func.func @f(%t: !async.token) {\n"
		"  cf.br ^b(%t : !async.token)\n"
		"^b(%x: !async.token):\n"
		"  async.runtime.await %x : !async.token\n"
		"  return\n"
		"}\n");
	Liveness *lv = liveness_new(r, is_token);
	cr_assert_eq(lv->nvals, 2);
	unsigned t = (unsigned)liveness_index(lv, arg(r, 0));
	unsigned x = (unsigned)liveness_index(lv, nth_block(r, 1)->args[0]);
	cr_assert_not(liveness_live_out(lv, nth_block(r, 0), t),
	              "a value passed to a block argument is used by the branch");
	cr_assert_not(liveness_live_in(lv, nth_block(r, 1), t));
	cr_assert_not(liveness_live_in(lv, nth_block(r, 1), x), "defined there");
	liveness_free(lv);
}

Test(liveness, nested_use)
{
	Region *r = parse_func(
		"func.func @f(%t: !async.token, %c: i1) {\n"
		"  cf.br ^b\n"
		"^b:\n"
		"  scf.if %c {\n"
		"    async.runtime.await %t : !async.token\n"
		"  }\n"
		"  return\n"
		"}\n");
	Liveness *lv = liveness_new(r, is_token);
	cr_assert(liveness_live_in(lv, nth_block(r, 1), 0), "a use inside scf.if is a use by the scf.if");
	liveness_free(lv);
	/* Values of the nested region are the nested region's business. */
	Op *sif = nth_block(r, 1)->first;
	Liveness *inner = liveness_new(&sif->regions[0], is_token);
	cr_assert_eq(inner->nvals, 0);
	cr_assert_eq(liveness_index(inner, arg(r, 0)), -1);
	liveness_free(inner);
}

Test(liveness, many_values)
{
	/* More values than one word of bits. */
	char *text = malloc(64 * 1024);
	size_t n = 0;
	n += (size_t)sprintf(text + n, "func.func @f() {\n");
	for (int i = 0; i < 200; i++)
		n += (size_t)sprintf(text + n, "  %%t%d = async.runtime.create : !async.token\n", i);
	n += (size_t)sprintf(text + n, "  cf.br ^b\n^b:\n");
	for (int i = 0; i < 200; i += 3)
		n += (size_t)sprintf(text + n, "  async.runtime.await %%t%d : !async.token\n", i);
	sprintf(text + n, "  return\n}\n");
	Region *r = parse_func(text);
	free(text);
	Liveness *lv = liveness_new(r, is_token);
	cr_assert_eq(lv->nvals, 200);
	for (unsigned i = 0; i < 200; i++)
		cr_assert_eq(liveness_live_in(lv, nth_block(r, 1), i), i % 3 == 0, "value %u", i);
	liveness_free(lv);
}
