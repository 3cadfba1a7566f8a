/* The IR: use lists, operand updates, cloning, splitting, erasing,
 * walking, attributes, uniquing and the symbol table. */
#include "config.h"
#include "unit.h"

/* A module with "func.func @name(i32, i32) -> i32" whose body is empty;
 * *entry gets its entry block. */
static Op *add_func(Module *m, const char *name, Block **entry)
{
	Ctx *c = m->ctx;
	Type *i32 = ty_int(c, 32);
	Type *in[] = {i32, i32};
	Builder b = builder_at_end(m, module_body(m));
	Op *f = build(&b, OP_FUNC_FUNC, NULL, 0, NULL, 0);
	op_set_attr(m, f, "sym_name", at_cstr(c, name));
	op_set_attr(m, f, "function_type", at_type(c, ty_func(c, in, 2, &i32, 1)));
	Block *e = block_new(m);
	region_push_block(&f->regions[0], e);
	block_add_arg(m, e, i32, LOC_NONE);
	block_add_arg(m, e, i32, LOC_NONE);
	*entry = e;
	return f;
}

static Value *add(Builder *b, Value *x, Value *y)
{
	Value *ops[] = {x, y};
	return build1(b, OP_ARITH_ADDI, x->type, ops, 2);
}

static void ret(Builder *b, Value *v)
{
	build(b, OP_FUNC_RETURN, NULL, 0, &v, 1);
}

static void assert_valid(Unit *u, Module *m)
{
	cr_assert(verify_module(m), "invalid IR:\n%s", unit_diags(u));
}

Test(ir, use_lists)
{
	Unit u;
	unit_init(&u);
	Module *m = module_new(u.c, LOC_NONE);
	Block *e;
	add_func(m, "f", &e);
	Builder b = builder_at_end(m, e);
	Value *x = e->args[0], *y = e->args[1];
	Value *s = add(&b, x, x);
	Value *t = add(&b, s, y);
	ret(&b, t);
	cr_assert_eq(value_num_uses(x), 2);
	cr_assert_eq(value_num_uses(y), 1);
	cr_assert_eq(value_num_uses(s), 1);
	cr_assert(value_has_uses(t) && !value_is_arg(t) && value_is_arg(x));
	cr_assert_eq(x->uses->user, s->def);
	/* Replacing every use of x with y moves both uses. */
	value_replace_uses(x, y);
	cr_assert_eq(value_num_uses(x), 0);
	cr_assert_eq(value_num_uses(y), 3);
	cr_assert(op_operand(s->def, 0) == y && op_operand(s->def, 1) == y);
	value_replace_uses(y, y);
	cr_assert_eq(value_num_uses(y), 3, "replacing a value with itself changes nothing");
	/* Setting one operand. */
	op_set_operand(t->def, 1, x);
	cr_assert(value_num_uses(y) == 2 && value_num_uses(x) == 1);
	/* Setting all operands, reusing one that is already there. */
	Value *vals[] = {x, t};
	op_set_operands(m, s->def, vals, 1);
	cr_assert(s->def->nopnds == 1 && op_operand(s->def, 0) == x && value_num_uses(x) == 2);
	cr_assert_eq(value_num_uses(y), 0);
	op_drop_operands(t->def);
	cr_assert_eq(value_num_uses(s), 0);
	cr_assert_eq(value_parent_op(x)->kind, OP_FUNC_FUNC);
	cr_assert_eq(value_parent_op(s)->kind, OP_FUNC_FUNC);
	module_free(m);
	unit_fini(&u);
}

Test(ir, attributes_stay_sorted)
{
	Unit u;
	unit_init(&u);
	Module *m = module_new(u.c, LOC_NONE);
	Builder b = builder_at_end(m, module_body(m));
	Op *op = build(&b, OP_VECTOR_PRINT, NULL, 0, NULL, 0);
	const char *names[] = {"m", "c", "x", "a", "q"};
	for (int i = 0; i < 5; i++)
		op_set_attr(m, op, names[i], at_int(u.c, NULL, i));
	cr_assert_eq(op->nattrs, 5);
	for (unsigned i = 1; i < op->nattrs; i++)
		cr_assert(strcmp(op->attrs[i - 1].name, op->attrs[i].name) < 0);
	cr_assert_eq(op_attr(op, "x")->u.i, 2);
	op_set_attr(m, op, "x", at_int(u.c, NULL, 9));
	cr_assert(op->nattrs == 5 && op_attr(op, "x")->u.i == 9);
	op_remove_attr(m, op, "c");
	op_set_attr(m, op, "q", NULL);
	cr_assert(op->nattrs == 3 && !op_attr(op, "c") && !op_attr(op, "q") && op_attr(op, "a"));
	op_remove_attr(m, op, "absent");
	cr_assert_eq(op->nattrs, 3);
	module_free(m);
	unit_fini(&u);
}

Test(ir, uniquing)
{
	Ctx *c = ctx_new();
	cr_assert_eq(ty_int(c, 32), ty_int(c, 32));
	cr_assert_neq(ty_int(c, 32), ty_int(c, 16));
	int64_t shape[] = {4, IR_DYNAMIC}, strides[] = {IR_DYNAMIC, 1};
	Type *f32 = ty_simple(c, TY_F32);
	cr_assert_eq(ty_memref(c, f32, 2, shape, NULL, 0, 0), ty_memref(c, f32, 2, shape, NULL, 0, 0));
	cr_assert_neq(ty_memref(c, f32, 2, shape, strides, 0, 0), ty_memref(c, f32, 2, shape, NULL, 0, 0));
	cr_assert(!ty_memref_is_identity(ty_memref(c, f32, 2, shape, strides, 0, 0)));
	int64_t s2[] = {2, 3}, id[] = {3, 1};
	cr_assert(ty_memref_is_identity(ty_memref(c, f32, 2, s2, id, 0, 0)));
	cr_assert(!ty_memref_is_identity(ty_memref(c, f32, 2, s2, id, 5, 0)));
	cr_assert_eq(at_int(c, ty_int(c, 8), 255), at_int(c, ty_int(c, 8), -1), "same bits, same attribute");
	cr_assert_eq(at_int_sext(at_int(c, ty_int(c, 8), 255)), -1);
	cr_assert_eq(at_int_zext(at_int(c, ty_int(c, 8), -1)), 255);
	cr_assert_eq(at_cstr(c, "abc"), at_string(c, "abcd", 3));
	NamedAttr e1[] = {{ctx_intern_cstr(c, "b"), at_unit(c)}, {ctx_intern_cstr(c, "a"), at_bool(c, true)}};
	NamedAttr e2[] = {e1[1], e1[0]};
	cr_assert_eq(at_dict(c, e1, 2), at_dict(c, e2, 2), "dictionaries are sorted, then uniqued");
	cr_assert_eq(ctx_intern(c, "xyz", 2), ctx_intern_cstr(c, "xy"));
	cr_assert_str_eq(type_str(c, ty_memref(c, f32, 2, shape, strides, 0, 0)),
	                 "memref<4x?xf32, strided<[?, 1]>>");
	ctx_free(c);
}

/* func.func @f(%a, %b) { cond_br %c, ^bb1(%a), ^bb2; ^bb1(%x): scf.if ...; return; ^bb2: br ^bb1(%b) } */
static Op *branchy_func(Module *m, const char *name)
{
	Ctx *c = m->ctx;
	Block *e;
	Op *f = add_func(m, name, &e);
	Block *bb1 = block_new(m), *bb2 = block_new(m);
	region_push_block(&f->regions[0], bb1);
	region_push_block(&f->regions[0], bb2);
	Value *x = block_add_arg(m, bb1, ty_int(c, 32), LOC_NONE);
	Builder b = builder_at_end(m, e);
	Value *cond = build_const_int(&b, ty_i1(c), 1);
	build_cond_br(&b, cond, bb1, &e->args[0], 1, bb2, NULL, 0);
	b = builder_at_end(m, bb1);
	Value *s = add(&b, x, e->args[1]);
	Op *iff = build(&b, OP_SCF_IF, NULL, 0, &cond, 1);
	Block *then = block_new(m);
	region_push_block(&iff->regions[0], then);
	Builder tb = builder_at_end(m, then);
	add(&tb, s, x);
	build(&tb, OP_SCF_YIELD, NULL, 0, NULL, 0);
	ret(&b, s);
	b = builder_at_end(m, bb2);
	build_br(&b, bb1, &e->args[1], 1);
	return f;
}

Test(ir, clone_maps_values_and_blocks)
{
	Unit u;
	unit_init(&u);
	Module *m = module_new(u.c, LOC_NONE);
	Op *f = branchy_func(m, "f");
	assert_valid(&u, m);
	ValueMap *vm = vmap_new();
	Op *g = op_clone(m, f, vm);
	op_set_attr(m, g, "sym_name", at_cstr(u.c, "g"));
	block_push_op(module_body(m), g);
	module_forget_symbols(m);
	assert_valid(&u, m);
	/* Every operand of the clone is defined inside the clone. */
	for (Block *b = g->regions[0].first; b; b = b->next) {
		for (Op *o = b->first; o; o = o->next) {
			for (unsigned i = 0; i < o->nopnds; i++)
				cr_assert(op_is_ancestor(g, value_parent_op(op_operand(o, i))),
				          "operand of %s escapes the clone", op_info(o)->name);
			for (unsigned i = 0; i < o->nsucc; i++)
				cr_assert_eq(o->succs[i].block->parent, &g->regions[0]);
		}
	}
	Block *fe = f->regions[0].first, *ge = g->regions[0].first;
	cr_assert_eq(vmap_get(vm, fe->args[0]), ge->args[0]);
	cr_assert_eq(vmap_get_block(vm, fe->next), ge->next);
	cr_assert_eq(value_num_uses(fe->args[0]), 1, "the original keeps its uses");
	/* Printed, the clone's body is the original's. */
	char *text = unit_print(m, false);
	char *ftext = strstr(text, "func.func @f("), *gtext = strstr(text, "func.func @g(");
	cr_assert(ftext && gtext && gtext > ftext);
	char *fend = strstr(ftext, "\n  }\n");
	cr_assert(fend && fend < gtext);
	size_t body = (size_t)(fend - ftext) - 12;
	cr_assert(strncmp(ftext + 12, gtext + 12, body + 5) == 0, "clone differs:\n%s", text);
	free(text);
	vmap_free(vm);
	/* Cloning a region into another op. */
	vm = vmap_new();
	Op *iff = fe->next->first->next;
	cr_assert_eq(iff->kind, OP_SCF_IF);
	Builder b = builder_before(m, iff);
	Op *copy = build(&b, OP_SCF_IF, NULL, 0, &iff->opnds[0].value, 1);
	region_clone_into(m, &copy->regions[0], &iff->regions[0], vm);
	assert_valid(&u, m);
	cr_assert_eq(copy->regions[0].first->first->kind, OP_ARITH_ADDI);
	cr_assert_neq(copy->regions[0].first->first, iff->regions[0].first->first);
	vmap_free(vm);
	module_free(m);
	unit_fini(&u);
}

Test(ir, split_erase_move)
{
	Unit u;
	unit_init(&u);
	Module *m = module_new(u.c, LOC_NONE);
	Op *f = branchy_func(m, "f");
	Block *bb1 = f->regions[0].first->next;
	Op *add1 = bb1->first, *iff = add1->next, *r = iff->next;
	/* Split before the scf.if: it and the return move to a new block. */
	Block *nb = block_split(m, bb1, iff);
	cr_assert(nb == bb1->next && nb->first == iff && nb->last == r && bb1->last == add1);
	cr_assert(iff->parent == nb && r->parent == nb && add1->next == NULL && iff->prev == NULL);
	cr_assert_null(block_terminator(bb1));
	Builder b = builder_at_end(m, bb1);
	build_br(&b, nb, NULL, 0);
	cr_assert_eq(block_num_succs(bb1), 1);
	cr_assert_eq(block_succ(bb1, 0), nb);
	assert_valid(&u, m);
	/* Splitting at NULL gives an empty block after. */
	Block *empty = block_split(m, nb, NULL);
	cr_assert(empty->prev == nb && !empty->first && nb->last == r);
	region_unlink_block(empty);
	cr_assert(empty->parent == NULL && nb->next != empty);
	/* Erasing the scf.if drops the uses inside its region too. */
	Value *s = op_result(add1, 0);
	cr_assert_eq(value_num_uses(s), 2);
	op_erase(iff);
	cr_assert_eq(value_num_uses(s), 1);
	cr_assert_eq(nb->first, r);
	/* Moving an op before another. */
	Block *entry = f->regions[0].first;
	Op *c1 = entry->first;
	Builder cb = builder_before(m, entry->last);
	Op *c2 = build_const_int(&cb, ty_int(u.c, 32), 5)->def;
	op_move_before(c2, c1);
	cr_assert(entry->first == c2 && c2->next == c1 && c1->prev == c2 && c2->parent == entry);
	assert_valid(&u, m);
	module_free(m);
	unit_fini(&u);
}

Test(ir, block_arguments_and_regions)
{
	Unit u;
	unit_init(&u);
	Module *m = module_new(u.c, LOC_NONE);
	Block *b = block_new(m);
	Value *a[6];
	for (int i = 0; i < 6; i++)
		a[i] = block_add_arg(m, b, ty_int(u.c, 8 + i), LOC_NONE);
	cr_assert_eq(b->nargs, 6);
	block_erase_arg(b, 2);
	cr_assert(b->nargs == 5 && b->args[2] == a[3] && a[3]->index == 2 && a[5]->index == 4);
	Region r1 = {0}, r2 = {0};
	Block *x = block_new(m), *y = block_new(m);
	region_push_block(&r1, x);
	region_insert_block(&r1, x, b);
	region_push_block(&r2, y);
	cr_assert(r1.first == b && r1.last == x && block_is_entry(b) && !block_is_entry(x));
	region_take_blocks(&r2, &r1);
	cr_assert(region_empty(&r1) && r2.first == y && r2.last == x && b->parent == &r2);
	cr_assert_eq(region_entry(&r2), y);
	module_free(m);
	unit_fini(&u);
}

typedef struct Counts { unsigned ops, stop_at; } Counts;

static WalkResult count_skip_if(Op *op, void *arg)
{
	Counts *c = arg;
	c->ops++;
	if (c->stop_at && c->ops == c->stop_at)
		return WALK_STOP;
	return op->kind == OP_SCF_IF ? WALK_SKIP : WALK_ADVANCE;
}

static void erase_adds(Op *op, void *arg)
{
	if (op->kind == OP_ARITH_ADDI && !value_has_uses(op_result(op, 0))) {
		op_erase(op);
		++*(unsigned *)arg;
	}
}

Test(ir, walks)
{
	Unit u;
	unit_init(&u);
	Module *m = module_new(u.c, LOC_NONE);
	branchy_func(m, "f");
	Counts c = {0, 0};
	op_walk(m->op, count_skip_if, &c);
	/* module, func, constant, cond_br, addi, scf.if, return, br. */
	cr_assert_eq(c.ops, 8);
	c = (Counts){0, 3};
	cr_assert_eq(op_walk(m->op, count_skip_if, &c), WALK_STOP);
	cr_assert_eq(c.ops, 3);
	unsigned erased = 0;
	op_walk_post(m->op, erase_adds, &erased);
	cr_assert_eq(erased, 1, "only the add inside scf.if is dead");
	module_free(m);
	unit_fini(&u);
}

Test(ir, builders_and_segments)
{
	Unit u;
	unit_init(&u);
	Module *m = module_new(u.c, LOC_NONE);
	Block *e;
	Op *f = add_func(m, "f", &e);
	Builder b = builder_at_end(m, e);
	Value *t = build_const_int(&b, ty_i1(u.c), 1);
	cr_assert_eq(op_attr(t->def, "value"), at_bool(u.c, true));
	Value *k = build_const_int(&b, ty_index(u.c), 7);
	cr_assert_eq(op_attr(k->def, "value")->u.i, 7);
	Value *fl = build_const_float(&b, ty_simple(u.c, TY_F32), 0.5);
	cr_assert(op_attr(fl->def, "value")->u.f == 0.5);
	Block *x = block_new(m), *y = block_new(m);
	region_push_block(&f->regions[0], x);
	region_push_block(&f->regions[0], y);
	block_add_arg(m, x, ty_int(u.c, 32), LOC_NONE);
	block_add_arg(m, y, ty_int(u.c, 32), LOC_NONE);
	block_add_arg(m, y, ty_int(u.c, 32), LOC_NONE);
	Value *ya[] = {e->args[0], e->args[1]};
	Op *br = build_cond_br(&b, t, x, &e->args[1], 1, y, ya, 2);
	cr_assert(br->nsegs == 3 && br->segs[0] == 1 && br->segs[1] == 1 && br->segs[2] == 2);
	unsigned first;
	cr_assert_eq(op_segment(br, 2, &first), 2);
	cr_assert_eq(first, 2);
	cr_assert_eq(op_segment_operand(br, 2, 1), e->args[1]);
	cr_assert_null(op_segment_operand(br, 1, 1));
	cr_assert_eq(op_segment(br, 5, &first), 0);
	Builder bx = builder_at_end(m, x);
	ret(&bx, x->args[0]);
	Builder by = builder_at_end(m, y);
	ret(&by, add(&by, y->args[0], y->args[1]));
	Builder before = builder_before(m, br);
	build_const_int(&before, ty_int(u.c, 32), 3);
	cr_assert_eq(br->prev->kind, OP_ARITH_CONSTANT);
	Builder after = builder_after(m, t->def);
	build_const_int(&after, ty_int(u.c, 32), 4);
	cr_assert_eq(t->def->next->kind, OP_ARITH_CONSTANT);
	assert_valid(&u, m);
	cr_assert_eq(op_parent_func(y->first), f);
	cr_assert_eq(op_parent_op(f), m->op);
	cr_assert(op_is_ancestor(m->op, y->first) && !op_is_ancestor(y->first, f));
	module_free(m);
	unit_fini(&u);
}

Test(ir, symbol_table)
{
	Unit u;
	unit_init(&u);
	Module *m = unit_parse(&u, "func.func private @f()\nfunc.func private @f_0()\nasync.func private @a() -> !async.token\n", true);
	cr_assert_not_null(m, "%s", unit_diags(&u));
	Op *f = module_lookup(m, "f");
	cr_assert(f && strcmp(func_name(f), "f") == 0 && func_is_decl(f) && func_is_private(f));
	cr_assert_eq(module_lookup(m, "a")->kind, OP_ASYNC_FUNC);
	cr_assert_null(module_lookup(m, "nope"));
	cr_assert_eq(func_type(f), ty_func(u.c, NULL, 0, NULL, 0));
	/* Fresh names skip those in use and do not repeat. */
	cr_assert_str_eq(module_unique_name(m, "g"), "g");
	cr_assert_str_eq(module_unique_name(m, "g"), "g_0");
	cr_assert_str_eq(module_unique_name(m, "f"), "f_1");
	cr_assert_str_eq(module_unique_name(m, "f"), "f_2");
	/* A function added by a pass is found once registered. */
	Builder b = builder_at_end(m, module_body(m));
	Op *h = build(&b, OP_FUNC_FUNC, NULL, 0, NULL, 0);
	op_set_attr(m, h, "sym_name", at_cstr(u.c, "g_1"));
	cr_assert_null(module_lookup(m, "g_1"));
	module_add_symbol(m, h);
	cr_assert_eq(module_lookup(m, "g_1"), h);
	cr_assert_str_eq(module_unique_name(m, "g"), "g_2");
	/* After renames, forgetting rebuilds the table from the module. */
	op_set_attr(m, h, "sym_name", at_cstr(u.c, "renamed"));
	module_forget_symbols(m);
	cr_assert_eq(module_lookup(m, "renamed"), h);
	cr_assert_null(module_lookup(m, "g_1"));
	module_free(m);
	unit_fini(&u);
}
