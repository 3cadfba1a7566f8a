/* outline.c - what outlining needs; see outline.h. */
#include "config.h"
#include "outline.h"

#include <stdlib.h>

static void push_value(Captures *c, Value *v)
{
	if (c->nvals == c->capvals) {
		c->capvals = c->capvals ? 2 * c->capvals : 8;
		c->vals = xrealloc(c->vals, c->capvals * sizeof *c->vals);
	}
	c->vals[c->nvals++] = v;
}

static void push_const(Captures *c, Op *k)
{
	if (c->nconsts == c->capconsts) {
		c->capconsts = c->capconsts ? 2 * c->capconsts : 8;
		c->consts = xrealloc(c->consts, c->capconsts * sizeof *c->consts);
	}
	c->consts[c->nconsts++] = k;
}

typedef struct Collect {
	Op *scope;
	Captures *c;
} Collect;

static WalkResult collect(Op *op, void *arg)
{
	Collect *k = arg;
	for (unsigned i = 0; i < op->nopnds; i++) {
		Value *v = op->opnds[i].value;
		Op *where = value_parent_op(v);
		if ((where && op_is_ancestor(k->scope, where)) || ptrmap_get(&k->c->seen, v))
			continue;
		ptrmap_put(&k->c->seen, v, v);
		if (v->def && op_has_trait(v->def, T_CONSTANT) && v->def->nres == 1)
			push_const(k->c, v->def);
		else
			push_value(k->c, v);
	}
	return WALK_ADVANCE;
}

void captures_collect(Op *scope, Captures *c)
{
	*c = (Captures){0};
	ptrmap_init(&c->seen);
	Collect k = {scope, c};
	for (unsigned r = 0; r < scope->nregions; r++)
		for (Block *b = scope->regions[r].first; b; b = b->next)
			for (Op *o = b->first; o; o = o->next)
				op_walk(o, collect, &k);
}

void captures_free(Captures *c)
{
	free(c->vals);
	free(c->consts);
	ptrmap_free(&c->seen);
}

void replace_uses_inside(Value *from, Value *to, Op *scope)
{
	for (Use *u = from->uses, *next; u; u = next) {
		next = u->next;
		if (op_is_ancestor(scope, u->user))
			op_set_operand(u->user, (unsigned)(u - u->user->opnds), to);
	}
}

void captures_rematerialize(Module *m, const Captures *c, Block *b, Op *scope)
{
	ValueMap *vm = vmap_new();
	for (unsigned i = c->nconsts; i-- > 0;) {
		Op *k = op_clone(m, c->consts[i], vm);
		block_insert_op(b, b->first, k);
		replace_uses_inside(&c->consts[i]->res[0], &k->res[0], scope);
	}
	vmap_free(vm);
}

Op *outline_func(Module *m, const char *base, Type *ft, Loc loc)
{
	Op *f = op_new(m, OP_FUNC_FUNC, loc, NULL, 0, NULL, 0, 1, 0);
	op_set_attr(m, f, "sym_name", at_cstr(m->ctx, module_unique_name(m, base)));
	op_set_attr(m, f, "function_type", at_type(m->ctx, ft));
	op_set_attr(m, f, "sym_visibility", at_cstr(m->ctx, "private"));
	block_push_op(module_body(m), f);
	module_add_symbol(m, f);
	return f;
}
