/* The verifier: dominance across blocks and regions, terminators,
 * symbols, and the errors only passes can cause (IR built or changed in
 * code rather than read from text). */
#include "config.h"
#include "unit.h"

/* Parse src (which must parse), verify it, and return whether it passed. */
static bool verifies(Unit *u, const char *src)
{
	Module *m = unit_parse(u, src, false);
	cr_assert_not_null(m, "did not parse:\n%s", unit_diags(u));
	bool ok = verify_module(m);
	module_free(m);
	return ok;
}

Test(verify, dominance_across_blocks)
{
	Unit u;
	unit_init(&u);
	/* Defined in the entry block, used in a successor: fine. */
	cr_assert(verifies(&u,
		"func.func @f(%c: i1) -> i32 {\n"
		"  %x = arith.constant 1 : i32\n"
		"  cf.cond_br %c, ^a, ^b\n"
		"^a:\n  cf.br ^join\n^b:\n  cf.br ^join\n"
		"^join:\n  return %x : i32\n}\n"), "%s", unit_diags(&u));
	/* Defined on one path only: rejected at the join. */
	cr_assert_not(verifies(&u,
		"func.func @f(%c: i1) -> i32 {\n"
		"  cf.cond_br %c, ^a, ^b\n"
		"^a:\n  %x = arith.constant 1 : i32\n  cf.br ^join\n^b:\n  cf.br ^join\n"
		"^join:\n  return %x : i32\n}\n"));
	assert_diag(&u, "test.mlir:9:3: error: operand #0 does not dominate this use");
	assert_diag(&u, "test.mlir:4:8: note: operand defined here (op in the same region)");
	/* A loop: the header dominates the body, not the other way. */
	cr_assert(verifies(&u,
		"func.func @f(%n: i32) {\n"
		"  cf.br ^head\n"
		"^head:\n  %x = arith.constant 1 : i32\n  %c = arith.cmpi slt, %x, %n : i32\n"
		"  cf.cond_br %c, ^body, ^exit\n"
		"^body:\n  %y = arith.addi %x, %x : i32\n  cf.br ^head\n"
		"^exit:\n  return\n}\n"), "%s", unit_diags(&u));
	/* Unreachable blocks are not checked, as in MLIR. */
	cr_assert(verifies(&u,
		"func.func @f() -> i32 {\n"
		"  %x = arith.constant 1 : i32\n  return %x : i32\n"
		"^dead:\n  %y = arith.addi %z, %z : i32\n  %z = arith.constant 2 : i32\n  cf.br ^dead\n}\n"),
		"%s", unit_diags(&u));
	unit_fini(&u);
}

Test(verify, dominance_across_regions)
{
	Unit u;
	unit_init(&u);
	/* Outer values are visible in nested regions. */
	cr_assert(verifies(&u,
		"func.func @f(%c: i1, %i: index) {\n"
		"  %x = arith.constant 1 : i32\n"
		"  scf.for %k = %i to %i step %i {\n"
		"    scf.if %c {\n      %y = arith.addi %x, %x : i32\n    }\n"
		"  }\n  return\n}\n"), "%s", unit_diags(&u));
	/* An op after the nested region's op does not dominate into it. */
	cr_assert_not(verifies(&u,
		"func.func @f(%c: i1) {\n"
		"  scf.if %c {\n    %y = arith.addi %x, %x : i32\n  }\n"
		"  %x = arith.constant 1 : i32\n  return\n}\n"));
	assert_diag(&u, "error: operand #0 does not dominate this use");
	assert_diag(&u, "note: operand defined here (op in a parent region)");
	unit_fini(&u);
}

Test(verify, terminators_and_symbols)
{
	Unit u;
	unit_init(&u);
	cr_assert_not(verifies(&u, "func.func @f() {\n  %x = arith.constant 1 : i32\n}\n"));
	assert_diag(&u, "test.mlir:2:8: error: block with no terminator, has %0 = \"arith.constant\"() <{value = 1 : i32}> : () -> i32");
	cr_assert_not(verifies(&u,
		"func.func private @f()\nfunc.func @g() {\n  return\n}\nasync.func private @f() -> !async.token\n"));
	assert_diag(&u, "test.mlir:5:1: error: redefinition of symbol named 'f'");
	assert_diag(&u, "test.mlir:1:1: note: see existing symbol definition here");
	unit_fini(&u);
}

/* A valid module: func.func @f(%a: i32) -> i32 { cond_br ... } with
 * two successor blocks and a call, for the tests below to break. */
static Module *base(Unit *u)
{
	Module *m = unit_parse(u,
		"func.func @f(%a: i32, %c: i1) -> i32 {\n"
		"  cf.cond_br %c, ^x(%a : i32), ^y\n"
		"^x(%v: i32):\n  return %v : i32\n"
		"^y:\n  %k = arith.constant 0 : i32\n  return %k : i32\n}\n"
		"func.func @g(%b: i32) -> i32 {\n"
		"  %r = arith.addi %b, %b : i32\n  return %r : i32\n}\n", true);
	cr_assert_not_null(m, "%s", unit_diags(u));
	return m;
}

static Op *func(Module *m, const char *name) { return module_lookup(m, name); }

Test(verify, use_of_an_erased_definition)
{
	Unit u;
	unit_init(&u);
	Module *m = base(&u);
	Block *y = func(m, "f")->regions[0].last;
	Op *k = y->first;
	/* Unlinking the constant leaves the return using a detached value. */
	op_unlink(k);
	cr_assert_not(verify_module(m));
	assert_diag(&u, "test.mlir:7:3: error: 'func.return' op operand #0 has no definition");
	module_free(m);
	unit_fini(&u);
}

Test(verify, use_across_functions)
{
	Unit u;
	unit_init(&u);
	Module *m = base(&u);
	Op *add = func(m, "g")->regions[0].first->first;
	Value *a = func(m, "f")->regions[0].first->args[0];
	op_set_operand(add, 1, a);
	cr_assert_not(verify_module(m));
	assert_diag(&u, "test.mlir:10:8: error: 'arith.addi' op using value defined outside the region");
	assert_diag(&u, "test.mlir:9:1: note: required by region isolation constraints");
	module_free(m);
	unit_fini(&u);
}

Test(verify, segments_out_of_step_with_operands)
{
	Unit u;
	unit_init(&u);
	Module *m = base(&u);
	Op *br = func(m, "f")->regions[0].first->first;
	cr_assert_eq(br->kind, OP_CF_COND_BR);
	/* A pass that drops the successor operand but not the segment. */
	op_set_operands(m, br, &br->opnds[0].value, 1);
	cr_assert(br->nopnds == 1 && value_num_uses(br->opnds[0].value) == 1);
	cr_assert_not(verify_module(m));
	assert_diag(&u, "'cf.cond_br' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'");
	module_free(m);
	unit_fini(&u);
}

Test(verify, successor_operands_out_of_step_with_segments)
{
	Unit u;
	unit_init(&u);
	Module *m = base(&u);
	Op *br = func(m, "f")->regions[0].first->first;
	/* Both successors claim the operand; the segments say otherwise. */
	Block *x = br->succs[0].block;
	op_set_succ(br, 1, x, 1, 1);
	cr_assert_not(verify_module(m));
	assert_diag(&u, "'cf.cond_br' op successor operands do not match the operand segments");
	module_free(m);
	unit_fini(&u);
}

Test(verify, successor_in_another_region)
{
	Unit u;
	unit_init(&u);
	Module *m = base(&u);
	Op *br = func(m, "f")->regions[0].first->first;
	Block *other = func(m, "g")->regions[0].first;
	op_set_succ(br, 1, other, 1, 0);
	cr_assert_not(verify_module(m));
	assert_diag(&u, "'cf.cond_br' op branching to block of a different region");
	module_free(m);
	unit_fini(&u);
}

Test(verify, negative_dimension)
{
	Unit u;
	unit_init(&u);
	Module *m = base(&u);
	Block *y = func(m, "f")->regions[0].last;
	Builder b = builder_before(m, y->first);
	int64_t shape[] = {-3};
	Type *t = ty_memref(u.c, ty_simple(u.c, TY_F32), 1, shape, NULL, 0, 0);
	Op *alloc = build(&b, OP_MEMREF_ALLOC, &t, 1, NULL, 0);
	op_set_segments(m, alloc, (unsigned[]){0, 0}, 2);
	cr_assert_not(verify_module(m));
	assert_diag(&u, "'memref.alloc' op dimension sizes must not be negative");
	module_free(m);
	unit_fini(&u);
}

Test(verify, reports_every_error_and_passes_after_a_fix)
{
	Unit u;
	unit_init(&u);
	Module *m = base(&u);
	/* Two independent problems in two functions, both reported. */
	Op *add = func(m, "g")->regions[0].first->first;
	Value *a = func(m, "f")->regions[0].first->args[0];
	op_set_operand(add, 0, a);
	Op *k = func(m, "f")->regions[0].last->first;
	op_set_attr(m, k, "value", at_int(u.c, ty_i64(u.c), 0));
	cr_assert_not(verify_module(m));
	assert_diag(&u, "'arith.constant' op failed to verify that all of {value, result} have same type");
	assert_diag(&u, "'arith.addi' op using value defined outside the region");
	cr_assert_eq(diag_errors(ctx_diag(u.c)), 2);
	/* Fixed, it verifies again: nothing stale is left behind. */
	op_set_operand(add, 0, func(m, "g")->regions[0].first->args[0]);
	op_set_attr(m, k, "value", at_int(u.c, ty_int(u.c, 32), 0));
	cr_assert(verify_module(m), "%s", unit_diags(&u));
	/* A terminator moved before the op it uses is caught on the next
	 * run: first as a terminator out of place, as MLIR checks that
	 * before dominance. */
	Op *r = k->next;
	op_move_before(r, k);
	op_move_before(k, k);
	cr_assert(r->next == k && k->next == NULL);
	cr_assert_not(verify_module(m));
	assert_diag(&u, "'func.return' op must be the last operation in the parent block");
	module_free(m);
	unit_fini(&u);
}

Test(verify, successor_operands_beyond_the_operands)
{
	Unit u;
	unit_init(&u);
	Module *m = unit_parse(&u,
		"func.func @f(%a: i32) -> i32 {\n  cf.br ^x(%a : i32)\n^x(%v: i32):\n  return %v : i32\n}\n", true);
	cr_assert_not_null(m, "%s", unit_diags(&u));
	Op *br = module_body(m)->first->regions[0].first->first;
	/* A pass drops the operands but leaves the successor's range. */
	op_set_operands(m, br, NULL, 0);
	cr_assert_not(verify_module(m));
	assert_diag(&u, "'cf.br' op successor #0 takes operands 0 to 0, but the op has 0");
	module_free(m);
	unit_fini(&u);
}
