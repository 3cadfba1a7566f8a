/* The parser: types, attributes, aliases, locations, both op forms,
 * forward references, modules, default dialects and error recovery. */
#include "config.h"
#include "unit.h"
#include "syntax/parser.h"

/* The type of the first argument of "func.func private @f(T)". */
static Type *parse_type(Unit *u, const char *t)
{
	char src[512];
	snprintf(src, sizeof src, "func.func private @f(%s)", t);
	Module *m = unit_parse(u, src, false);
	cr_assert_not_null(m, "'%s' did not parse:\n%s", t, unit_diags(u));
	Type *ft = func_type(module_body(m)->first);
	Type *res = ft->params[0];
	module_free(m);
	return res;
}

Test(parse, types_are_uniqued)
{
	Unit u;
	unit_init(&u);
	Ctx *c = u.c;
	cr_assert_eq(parse_type(&u, "i1"), ty_i1(c));
	cr_assert_eq(parse_type(&u, "i17"), ty_int(c, 17));
	cr_assert_eq(parse_type(&u, "index"), ty_index(c));
	static const struct { const char *s; TypeKind k; } simple[] = {
		{"f16", TY_F16}, {"bf16", TY_BF16}, {"f32", TY_F32}, {"f64", TY_F64},
		{"none", TY_NONE}, {"!async.token", TY_TOKEN}, {"!async.group", TY_GROUP},
		{"!async.coro.id", TY_CORO_ID}, {"!async.coro.handle", TY_CORO_HANDLE},
		{"!async.coro.state", TY_CORO_STATE},
	};
	for (size_t i = 0; i < sizeof simple / sizeof *simple; i++)
		cr_assert_eq(parse_type(&u, simple[i].s), ty_simple(c, simple[i].k), "%s", simple[i].s);
	cr_assert_eq(parse_type(&u, "!async.value<memref<?xf32>>"),
	             ty_value(c, ty_memref(c, ty_simple(c, TY_F32), 1, (int64_t[]){IR_DYNAMIC}, NULL, 0, 0)));
	Type *in[] = {ty_i1(c), ty_index(c)}, *out[] = {ty_i64(c)};
	cr_assert_eq(parse_type(&u, "(i1, index) -> i64"), ty_func(c, in, 2, out, 1));
	cr_assert_eq(parse_type(&u, "() -> (i1, index)"), ty_func(c, NULL, 0, in, 2));
	cr_assert_eq(parse_type(&u, "memref<*xi8, 3>"), ty_umemref(c, ty_int(c, 8), 3));
	Type *st = parse_type(&u, "memref<4x?xf32, strided<[?, 1], offset: 7>, 1>");
	cr_assert_eq(st->kind, TY_MEMREF);
	cr_assert_eq(st->rank, 2);
	cr_assert(st->shape[0] == 4 && st->shape[1] == IR_DYNAMIC);
	cr_assert(st->strides[0] == IR_DYNAMIC && st->strides[1] == 1 && st->offset == 7);
	cr_assert_eq(st->memspace, 1);
	/* A strided layout that spells the identity is still a layout: MLIR
	 * tells the two types apart (a call passing one for the other is
	 * refused). */
	cr_assert_neq(parse_type(&u, "memref<2x3xf32, strided<[3, 1]>>"), parse_type(&u, "memref<2x3xf32>"));
	cr_assert_eq(parse_type(&u, "memref<2x3xf32, strided<[3, 1]>>")->strides[0], 3);
	cr_assert_neq(parse_type(&u, "memref<2x3xf32, strided<[6, 1]>>"), parse_type(&u, "memref<2x3xf32>"));
	cr_assert_eq(parse_type(&u, "memref<0xf32>")->shape[0], 0);
	cr_assert_str_empty(unit_diags(&u));
	unit_fini(&u);
}

static Attr *parse_attr(Unit *u, Module **keep, const char *a)
{
	char src[512];
	snprintf(src, sizeof src, "func.func private @f() attributes {a = %s}", a);
	Module *m = unit_parse(u, src, false);
	cr_assert_not_null(m, "'%s' did not parse:\n%s", a, unit_diags(u));
	*keep = m;
	return op_attr(module_body(m)->first, "a");
}

Test(parse, attributes)
{
	Unit u;
	unit_init(&u);
	Module *m;
	Attr *a = parse_attr(&u, &m, "unit");
	cr_assert_eq(a, at_unit(u.c));
	module_free(m);
	cr_assert_eq(parse_attr(&u, &m, "true"), at_bool(u.c, true));
	module_free(m);
	a = parse_attr(&u, &m, "-5 : i8");
	cr_assert(a->kind == AT_INT && a->u.i == -5 && a->type == ty_int(u.c, 8));
	module_free(m);
	a = parse_attr(&u, &m, "255 : i8");
	cr_assert(a->kind == AT_INT && a->u.i == -1 && at_int_zext(a) == 255, "stored sign-extended");
	module_free(m);
	a = parse_attr(&u, &m, "42");
	cr_assert(a->kind == AT_INT && a->type == ty_i64(u.c));
	module_free(m);
	a = parse_attr(&u, &m, "1 : i1");
	cr_assert_eq(a, at_bool(u.c, true), "i1 integers are booleans");
	module_free(m);
	a = parse_attr(&u, &m, "0.1 : f32");
	cr_assert(a->kind == AT_FLOAT && a->u.f == (double)0.1f, "rounded to f32");
	module_free(m);
	a = parse_attr(&u, &m, "0x7FF0000000000000 : f64");
	cr_assert(a->kind == AT_FLOAT && a->u.f > 1e308, "hex bits give infinity");
	module_free(m);
	a = parse_attr(&u, &m, "\"x\\0Ay\"");
	cr_assert(a->kind == AT_STRING && a->u.str.len == 3 && memcmp(a->u.str.s, "x\ny", 3) == 0);
	module_free(m);
	a = parse_attr(&u, &m, "@\"odd name\"");
	cr_assert(a->kind == AT_SYMREF && strcmp(a->u.str.s, "odd name") == 0);
	module_free(m);
	a = parse_attr(&u, &m, "[1, \"s\", [unit]]");
	cr_assert(a->kind == AT_ARRAY && a->u.arr.n == 3 && a->u.arr.elems[2]->kind == AT_ARRAY);
	module_free(m);
	a = parse_attr(&u, &m, "{z = 1, a, \"q r\" = 2}");
	cr_assert(a->kind == AT_DICT && a->u.dict.n == 3);
	cr_assert_str_eq(a->u.dict.ents[0].name, "a", "dictionaries are sorted");
	cr_assert_eq(at_dict_get(a, "a"), at_unit(u.c));
	cr_assert_not_null(at_dict_get(a, "q r"));
	module_free(m);
	a = parse_attr(&u, &m, "array<i16: 1, -2, 3>");
	cr_assert(a->kind == AT_DENSE_ARRAY && a->u.dense.n == 3 && a->u.dense.vals[1] == -2);
	module_free(m);
	a = parse_attr(&u, &m, "#arith.fastmath<nnan, ninf>");
	cr_assert(a->kind == AT_OPAQUE && a->u.str.len == 27);
	module_free(m);
	a = parse_attr(&u, &m, "memref<4xf32>");
	cr_assert(a->kind == AT_TYPE && a->type->kind == TY_MEMREF);
	module_free(m);
	cr_assert_str_empty(unit_diags(&u));
	unit_fini(&u);
}

Test(parse, aliases)
{
	Unit u;
	unit_init(&u);
	Module *m = unit_parse(&u,
		"!v = !async.value<i32>\n"
		"#k = 7 : i32\n"
		"#d = {x = #k}\n"
		"func.func private @f(!v) attributes {a = #k, b = #d}\n", true);
	cr_assert_not_null(m, "%s", unit_diags(&u));
	Op *f = module_body(m)->first;
	cr_assert_eq(func_type(f)->params[0], ty_value(u.c, ty_int(u.c, 32)));
	cr_assert_eq(op_attr(f, "a"), at_int(u.c, ty_int(u.c, 32), 7));
	cr_assert_eq(at_dict_get(op_attr(f, "b"), "x"), op_attr(f, "a"));
	module_free(m);
	unit_fini(&u);
}

Test(parse, locations)
{
	Unit u;
	unit_init(&u);
	Module *m = unit_parse(&u,
		"#l = loc(\"a.c\":3:4)\n"
		"func.func @f() {\n"
		"  %0 = arith.constant 1 : i32 loc(\"b.c\":5:6)\n"
		"  %1 = arith.constant 2 : i32 loc(#l)\n"
		"  %2 = arith.constant 3 : i32 loc(\"nm\"(\"c.c\":7:8))\n"
		"  %3 = arith.constant 4 : i32 loc(callsite(\"d.c\":1:2 at \"e.c\":3:4))\n"
		"  %4 = arith.constant 5 : i32 loc(unknown)\n"
		"  return loc(#late)\n"
		"}\n"
		"#late = loc(\"z.c\":9:10)\n", true);
	cr_assert_not_null(m, "%s", unit_diags(&u));
	Op *o = unit_first_op(m);
	LocInfo *l = &o->dbgloc->u.loc;
	cr_assert(strcmp(l->file, "b.c") == 0 && l->line == 5 && l->col == 6 && !l->name);
	/* The op's own location is where it is written. */
	cr_assert(o->loc.line == 3 && o->loc.col == 8);
	o = o->next;
	cr_assert(strcmp(o->dbgloc->u.loc.file, "a.c") == 0 && o->dbgloc->u.loc.line == 3);
	o = o->next;
	cr_assert(strcmp(o->dbgloc->u.loc.name, "nm") == 0 && strcmp(o->dbgloc->u.loc.file, "c.c") == 0);
	o = o->next;
	cr_assert(strcmp(o->dbgloc->u.loc.file, "d.c") == 0, "a call site reduces to its callee");
	o = o->next;
	cr_assert(!o->dbgloc->u.loc.file && !o->dbgloc->u.loc.name);
	o = o->next;
	cr_assert(strcmp(o->dbgloc->u.loc.file, "z.c") == 0, "aliases defined later resolve");
	module_free(m);
	unit_fini(&u);
}

static const char *const both_forms[2] = {
	"func.func @f(%c: i1, %x: i32) -> i32 {\n"
	"  cf.cond_br %c, ^bb1(%x : i32), ^bb2\n"
	"^bb1(%y: i32):\n"
	"  %s = arith.addi %y, %y overflow<nsw> : i32\n"
	"  return %s : i32\n"
	"^bb2:\n"
	"  %k = arith.constant 7 : i32\n"
	"  cf.br ^bb1(%k : i32)\n"
	"}\n",
	"\"func.func\"() <{function_type = (i1, i32) -> i32, sym_name = \"f\"}> ({\n"
	"^bb0(%c: i1, %x: i32):\n"
	"  \"cf.cond_br\"(%c, %x)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()\n"
	"^bb1(%y: i32):\n"
	"  %s = \"arith.addi\"(%y, %y) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32\n"
	"  \"func.return\"(%s) : (i32) -> ()\n"
	"^bb2:\n"
	"  %k = \"arith.constant\"() <{value = 7 : i32}> : () -> i32\n"
	"  \"cf.br\"(%k)[^bb1] : (i32) -> ()\n"
	"}) : () -> ()\n",
};

Test(parse, generic_and_custom_forms_agree)
{
	Unit u;
	unit_init(&u);
	char *printed[2][2];
	for (int i = 0; i < 2; i++) {
		Module *m = unit_parse(&u, both_forms[i], true);
		cr_assert_not_null(m, "%s", unit_diags(&u));
		Op *br = unit_first_op(m);
		cr_assert_eq(br->kind, OP_CF_COND_BR);
		cr_assert(br->nsucc == 2 && br->succs[0].first == 1 && br->succs[0].count == 1 &&
		          br->succs[1].count == 0);
		cr_assert(br->nsegs == 3 && br->segs[1] == 1);
		for (int g = 0; g < 2; g++)
			printed[i][g] = unit_print(m, g);
		module_free(m);
	}
	cr_assert_str_eq(printed[0][0], printed[1][0]);
	cr_assert_str_eq(printed[0][1], printed[1][1]);
	cr_assert(strstr(printed[0][1], "\"arith.addi\"(%0, %0) <{overflowFlags = #arith.overflow<nsw>}>"));
	for (int i = 0; i < 2; i++)
		for (int g = 0; g < 2; g++)
			free(printed[i][g]);
	unit_fini(&u);
}

Test(parse, forward_references)
{
	Unit u;
	unit_init(&u);
	Module *m = unit_parse(&u,
		"func.func @f(%c: i1) -> i32 {\n"
		"  cf.br ^bb2\n"
		"^bb1:\n"
		"  %y = arith.addi %later, %later : i32\n"
		"  return %y : i32\n"
		"^bb2:\n"
		"  %later = arith.constant 1 : i32\n"
		"  cf.br ^bb1\n"
		"}\n", true);
	cr_assert_not_null(m, "%s", unit_diags(&u));
	Op *f = module_body(m)->first;
	Block *bb1 = f->regions[0].first->next, *bb2 = bb1->next;
	Op *add = bb1->first, *k = bb2->first;
	cr_assert_eq(add->kind, OP_ARITH_ADDI);
	cr_assert_eq(op_operand(add, 0), op_result(k, 0), "the placeholder was replaced");
	cr_assert_eq(value_num_uses(op_result(k, 0)), 2);
	for (Use *use = op_result(k, 0)->uses; use; use = use->next)
		cr_assert_eq(use->user, add);
	module_free(m);
	unit_fini(&u);
}

Test(parse, result_groups)
{
	Unit u;
	unit_init(&u);
	Module *m = unit_parse(&u,
		"func.func @f() -> f32 {\n"
		"  %t, %v:2 = async.execute -> (!async.value<i32>, !async.value<f32>) {\n"
		"    %a = arith.constant 1 : i32\n"
		"    %b = arith.constant 1.0 : f32\n"
		"    async.yield %a, %b : i32, f32\n"
		"  }\n"
		"  %r = async.await %v#1 : !async.value<f32>\n"
		"  return %r : f32\n"
		"}\n", true);
	cr_assert_not_null(m, "%s", unit_diags(&u));
	Op *ex = unit_first_op(m);
	cr_assert_eq(ex->nres, 3);
	cr_assert_eq(op_operand(ex->next, 0), op_result(ex, 2));
	module_free(m);
	unit_fini(&u);
}

Test(parse, default_dialects)
{
	Unit u;
	unit_init(&u);
	Module *m = unit_parse(&u,
		"async.func @a() -> !async.token {\n  return\n}\n"
		"func.func @b() {\n  call @c() : () -> ()\n  return\n}\n"
		"func.func private @c()\n", true);
	cr_assert_not_null(m, "%s", unit_diags(&u));
	Op *a = module_body(m)->first, *b = a->next;
	cr_assert_eq(a->regions[0].first->first->kind, OP_ASYNC_RETURN);
	cr_assert_eq(b->regions[0].first->first->kind, OP_FUNC_CALL);
	cr_assert_eq(b->regions[0].first->last->kind, OP_FUNC_RETURN);
	module_free(m);
	/* Inside an op without a default dialect, names need theirs. */
	cr_assert_null(unit_parse(&u, "func.func @f(%c: i1) {\n  scf.if %c {\n    call @f(%c) : (i1) -> ()\n  }\n  return\n}\n", true));
	assert_diag(&u, "custom op 'call' is unknown");
	unit_fini(&u);
}

Test(parse, explicit_and_implicit_modules)
{
	Unit u;
	unit_init(&u);
	Module *m = unit_parse(&u, "module @m attributes {x = 1} {\n  func.func private @f()\n}\n", true);
	cr_assert_not_null(m, "%s", unit_diags(&u));
	cr_assert_str_eq(op_attr(m->op, "sym_name")->u.str.s, "m");
	cr_assert_not_null(op_attr(m->op, "x"));
	cr_assert_eq(module_body(m)->first->kind, OP_FUNC_FUNC);
	module_free(m);
	m = unit_parse(&u, "func.func private @f()\nfunc.func private @g()\n", true);
	cr_assert_null(op_attr(m->op, "sym_name"));
	cr_assert_eq(module_body(m)->first->next->kind, OP_FUNC_FUNC);
	cr_assert_eq(m->op->loc.line, 1);
	module_free(m);
	m = unit_parse(&u, "", true);
	cr_assert(m && module_body(m) && !module_body(m)->first);
	module_free(m);
	unit_fini(&u);
}

Test(parse, implicit_terminators_for_custom_forms_only)
{
	Unit u;
	unit_init(&u);
	Module *m = unit_parse(&u, "func.func @f(%c: i1) {\n  scf.if %c {\n  }\n  return\n}\n", true);
	cr_assert_not_null(m, "%s", unit_diags(&u));
	Op *iff = unit_first_op(m);
	cr_assert_eq(iff->regions[0].first->last->kind, OP_SCF_YIELD);
	cr_assert(region_empty(&iff->regions[1]), "no else region was written");
	module_free(m);
	cr_assert_null(unit_parse(&u, "func.func @f(%c: i1) {\n  \"scf.if\"(%c) ({\n  ^bb0:\n  }, {}) : (i1) -> ()\n  return\n}\n", true));
	assert_diag(&u, "empty block: expect at least a terminator");
	unit_fini(&u);
}

Test(parse, recovery_reports_every_function)
{
	Unit u;
	unit_init(&u);
	cr_assert_null(unit_parse(&u,
		"func.func @a() {\n  bad.one\n}\n"
		"func.func @ok() {\n  return\n}\n"
		"func.func @b() {\n  %x = arith.constant : i32\n  return\n}\n"
		"module {\n  func.func @c() {\n    bad.two\n  }\n  func.func @d() {\n    bad.three\n  }\n}\n", false));
	assert_diag(&u, "test.mlir:2:3: error: custom op 'bad.one' is unknown");
	assert_diag(&u, "test.mlir:8:23: error: expected attribute value");
	assert_diag(&u, "test.mlir:13:5: error: custom op 'bad.two' is unknown");
	assert_diag(&u, "test.mlir:16:5: error: custom op 'bad.three' is unknown");
	cr_assert_eq(diag_errors(ctx_diag(u.c)), 4);
	unit_fini(&u);
}

Test(parse, split_chunks_keep_line_numbers)
{
	Unit u;
	unit_init(&u);
	uint32_t f = unit_file(&u, "func.func private @a()\n// -----\n  // -----  \n\nfunc.func @b() {\n  bad.op\n}\n");
	uint32_t *chunks;
	unsigned n = source_split(u.c, f, &chunks);
	cr_assert_eq(n, 3);
	const SrcFile *c1 = diag_file(ctx_diag(u.c), chunks[1]);
	cr_assert_eq(c1->len, 0, "an empty chunk between separators");
	cr_assert_eq(diag_file(ctx_diag(u.c), chunks[2])->first_line, 4);
	Module *m = parse_module(u.c, chunks[0]);
	cr_assert(m && module_body(m)->first && !module_body(m)->first->next);
	module_free(m);
	m = parse_module(u.c, chunks[1]);
	cr_assert(m && !module_body(m)->first);
	module_free(m);
	cr_assert_null(parse_module(u.c, chunks[2]));
	assert_diag(&u, "test.mlir:6:3: error: custom op 'bad.op' is unknown\n  bad.op\n  ^");
	free(chunks);
	unit_fini(&u);
}

Test(parse, split_chunks_verify_their_comments)
{
	Unit u;
	unit_init(&u);
	Diag *d = ctx_diag(u.c);
	diag_verify_begin(d);
	uint32_t f = unit_file(&u,
		"// expected-error @+1 {{custom op 'x.y' is unknown}}\nx.y\n// -----\n"
		"func.func @f() {\n  // expected-error @+1 {{custom op 'z.w' is unknown}}\n  z.w\n}\n");
	uint32_t *chunks;
	unsigned n = source_split(u.c, f, &chunks);
	for (unsigned i = 0; i < n; i++)
		cr_assert_null(parse_module(u.c, chunks[i]));
	cr_assert_eq(diag_verify_end(d), 0, "%s", unit_diags(&u));
	free(chunks);
	unit_fini(&u);
}

/* parse_operands_fixed takes every type from the signature; it reports
 * "the operand's type must be written" only if a row of ops.def gave
 * such a form a flexible operand, which this keeps from happening. */
Test(parse, fixed_operand_forms_have_fixed_types)
{
	Ctx *c = ctx_new();
	for (unsigned k = 0; k < OP__COUNT; k++) {
		if (op_table[k].syntax != SYN_OPERANDS_FIXED)
			continue;
		const char *sig = op_table[k].sig;
		for (unsigned i = 0; i < sig_num_operands(sig); i++)
			cr_assert_not_null(sig_type(c, sig[i]), "%s: operand %u is not fixed", op_table[k].name, i);
	}
	ctx_free(c);
}

Test(parse, op_lookup_finds_every_op)
{
	for (unsigned k = 0; k < OP__COUNT; k++)
		cr_assert_eq(op_lookup(op_table[k].name, (unsigned)strlen(op_table[k].name)), (OpKind)k);
	cr_assert_eq(op_lookup("arith.add", 9), OP__COUNT);
	cr_assert_eq(op_lookup("arith.addix", 11), OP__COUNT);
	cr_assert_eq(op_lookup("", 0), OP__COUNT);
}

/* Types spelled twice come from the parser's memo: the same types, and
 * the tokens after them where they would be. */
Test(parse, repeated_types)
{
	Unit u;
	unit_init(&u);
	Module *m = unit_parse(&u,
		"func.func private @f(memref<4xf32>, memref<4xf32, 1>, memref<4xf32>,"
		" !async.value<i64>, !async.value<i64>, (i32) -> i64, (i32) -> i64)\n"
		"func.func private @g() -> (memref<4xf32>, !async.value<memref<4xf32>>)\n", true);
	cr_assert_not_null(m, "%s", unit_diags(&u));
	Type *ft = func_type(module_body(m)->first);
	cr_assert_eq(ft->nin, 7);
	cr_assert_eq(ft->params[0], ft->params[2]);
	cr_assert_neq(ft->params[0], ft->params[1], "a longer spelling is another type");
	cr_assert_eq(ft->params[1]->memspace, 1);
	cr_assert_eq(ft->params[3], ft->params[4]);
	cr_assert_eq(ft->params[5], ft->params[6]);
	cr_assert_eq(ft->params[5]->kind, TY_FUNC);
	Type *gt = func_type(module_body(m)->first->next);
	cr_assert_eq(gt->params[0], ft->params[0]);
	cr_assert_eq(gt->params[1]->elem, ft->params[0]);
	module_free(m);
	/* An error right after a remembered type points where it should. */
	cr_assert_null(unit_parse(&u,
		"func.func private @a(memref<4xf32>)\nfunc.func private @b(memref<4xf32> %x)\n", false));
	assert_diag(&u, "test.mlir:2:36: error: expected ')' to end the argument list, found '%x'");
	unit_fini(&u);
}
