/* ir.c - values, operations, blocks, regions and modules. */
#include "config.h"
#include "ir/ir.h"
#include "support/hash.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* op_new packs an op and its arrays into one arena block: each part
 * must keep the next one aligned. */
_Static_assert(sizeof(Op) % 8 == 0 && sizeof(Value) % 8 == 0 && sizeof(Region) % 8 == 0 &&
               sizeof(Use) % 8 == 0 && sizeof(Succ) % 8 == 0, "IR parts must be 8-byte multiples");

/* ----------------------------------------------------------------- uses */

static void use_link(Use *u, Value *v, Op *user)
{
	u->value = v;
	u->user = user;
	u->next = v->uses;
	if (v->uses)
		v->uses->prevp = &u->next;
	u->prevp = &v->uses;
	v->uses = u;
}

static void use_unlink(Use *u)
{
	if (!u->value)
		return;
	*u->prevp = u->next;
	if (u->next)
		u->next->prevp = u->prevp;
	u->value = NULL;
	u->next = NULL;
	u->prevp = NULL;
}

unsigned value_num_uses(const Value *v)
{
	unsigned n = 0;
	for (const Use *u = v->uses; u; u = u->next)
		n++;
	return n;
}

void value_replace_uses(Value *from, Value *to)
{
	if (from == to)
		return;
	while (from->uses) {
		Use *u = from->uses;
		Op *user = u->user;
		use_unlink(u);
		use_link(u, to, user);
	}
}

Op *value_parent_op(const Value *v)
{
	if (v->def)
		return op_parent_op(v->def);
	return v->owner ? block_parent_op(v->owner) : NULL;
}

/* ------------------------------------------------------------ operations */

Op *op_new(Module *m, OpKind kind, Loc loc, Type *const *restypes, unsigned nres,
           Value *const *opnds, unsigned nopnds, unsigned nregions, unsigned nsucc)
{
	/* One allocation: the op, then its results, regions, operand uses
	 * and successors.  Every part is a multiple of 8 bytes, the arena's
	 * alignment. */
	size_t size = sizeof(Op) + nres * sizeof(Value) + nregions * sizeof(Region) +
	              nopnds * sizeof(Use) + nsucc * sizeof(Succ);
	char *mem = arena_alloc(&m->arena, size);
	Op *op = (Op *)mem;
	mem += sizeof(Op);
	op->kind = kind;
	op->loc = loc;
	op->nres = nres;
	if (nres) {
		op->res = (Value *)mem;
		mem += nres * sizeof(Value);
		for (unsigned i = 0; i < nres; i++) {
			op->res[i].type = restypes[i];
			op->res[i].def = op;
			op->res[i].index = i;
			op->res[i].loc = loc;
		}
	}
	op->nregions = nregions;
	if (nregions) {
		op->regions = (Region *)mem;
		mem += nregions * sizeof(Region);
		for (unsigned i = 0; i < nregions; i++)
			op->regions[i].parent = op;
	}
	op->nopnds = nopnds;
	if (nopnds) {
		op->opnds = (Use *)mem;
		mem += nopnds * sizeof(Use);
		for (unsigned i = 0; i < nopnds; i++)
			use_link(&op->opnds[i], opnds[i], op);
	}
	op->nsucc = nsucc;
	if (nsucc)
		op->succs = (Succ *)mem;
	return op;
}

void op_set_succ(Op *op, unsigned i, Block *b, unsigned first, unsigned count)
{
	assert(i < op->nsucc && first + count <= op->nopnds);
	op->succs[i] = (Succ){b, first, count};
}

void op_set_segments(Module *m, Op *op, const unsigned *segs, unsigned n)
{
	op->segs = n ? arena_dup(&m->arena, segs, n * sizeof *segs) : NULL;
	op->nsegs = n;
}

unsigned op_segment(const Op *op, unsigned seg, unsigned *first)
{
	if (!op->nsegs) {
		*first = 0;
		return seg == 0 ? op->nopnds : 0;
	}
	unsigned f = 0;
	for (unsigned i = 0; i < seg && i < op->nsegs; i++)
		f += op->segs[i];
	*first = f;
	return seg < op->nsegs ? op->segs[seg] : 0;
}

Value *op_segment_operand(const Op *op, unsigned seg, unsigned i)
{
	unsigned first, n = op_segment(op, seg, &first);
	return i < n ? op->opnds[first + i].value : NULL;
}

static int find_attr(const Op *op, const char *name, bool *found)
{
	int lo = 0, hi = (int)op->nattrs;
	while (lo < hi) {
		int mid = (lo + hi) / 2;
		int c = strcmp(op->attrs[mid].name, name);
		if (c == 0) {
			*found = true;
			return mid;
		}
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	*found = false;
	return lo;
}

Attr *op_attr(const Op *op, const char *name)
{
	/* Ops have a handful of attributes: a scan that mostly stops at
	 * the first character beats a binary search of strcmp calls. */
	if (op->nattrs <= 8) {
		for (unsigned i = 0; i < op->nattrs; i++) {
			const char *n = op->attrs[i].name;
			if (n[0] == name[0] && strcmp(n, name) == 0)
				return op->attrs[i].attr;
		}
		return NULL;
	}
	bool found;
	int i = find_attr(op, name, &found);
	return found ? op->attrs[i].attr : NULL;
}

void op_set_attr(Module *m, Op *op, const char *name, Attr *a)
{
	if (!a) {
		op_remove_attr(m, op, name);
		return;
	}
	bool found;
	int i = find_attr(op, name, &found);
	if (found) {
		op->attrs[i].attr = a;
		return;
	}
	NamedAttr *attrs = arena_alloc(&m->arena, (op->nattrs + 1) * sizeof *attrs);
	/* An op without attributes has none to copy (and a NULL array,
	 * which memcpy may not be given even for no bytes). */
	if (op->nattrs) {
		memcpy(attrs, op->attrs, (size_t)i * sizeof *attrs);
		memcpy(attrs + i + 1, op->attrs + i, (op->nattrs - (unsigned)i) * sizeof *attrs);
	}
	attrs[i] = (NamedAttr){ctx_intern_cstr(m->ctx, name), a};
	op->attrs = attrs;
	op->nattrs++;
}

void op_remove_attr(Module *m, Op *op, const char *name)
{
	(void)m;
	bool found;
	int i = find_attr(op, name, &found);
	if (!found)
		return;
	memmove(op->attrs + i, op->attrs + i + 1, (op->nattrs - (unsigned)i - 1) * sizeof *op->attrs);
	op->nattrs--;
}

void op_drop_operands(Op *op)
{
	for (unsigned i = 0; i < op->nopnds; i++)
		use_unlink(&op->opnds[i]);
}

void op_set_operands(Module *m, Op *op, Value *const *vals, unsigned n)
{
	/* vals may point into op's own operands: link the new uses while
	 * those are still intact, then unlink the old ones. */
	Use *uses = n ? arena_alloc(&m->arena, n * sizeof *uses) : NULL;
	for (unsigned i = 0; i < n; i++)
		use_link(&uses[i], vals[i], op);
	op_drop_operands(op);
	op->opnds = uses;
	op->nopnds = n;
}

void op_set_operand(Op *op, unsigned i, Value *v)
{
	assert(i < op->nopnds);
	use_unlink(&op->opnds[i]);
	use_link(&op->opnds[i], v, op);
}

Op *op_parent_op(const Op *op)
{
	return op->parent ? block_parent_op(op->parent) : NULL;
}

Op *op_parent_func(const Op *op)
{
	for (Op *p = op_parent_op(op); p; p = op_parent_op(p))
		if (op_has_trait(p, T_FUNC_LIKE))
			return p;
	return NULL;
}

bool op_is_ancestor(const Op *op, const Op *inner)
{
	for (const Op *p = inner; p; p = op_parent_op(p))
		if (p == op)
			return true;
	return false;
}

/* ------------------------------------------------------ blocks, regions */

Block *block_new(Module *m)
{
	return arena_alloc(&m->arena, sizeof(Block));
}

Value *block_add_arg(Module *m, Block *b, Type *t, Loc loc)
{
	if (b->nargs == b->capargs) {
		b->capargs = b->capargs ? 2 * b->capargs : 4;
		b->args = arena_grow(&m->arena, b->args, b->nargs, b->capargs, sizeof *b->args);
	}
	Value *v = arena_alloc(&m->arena, sizeof *v);
	v->type = t;
	v->owner = b;
	v->index = b->nargs;
	v->loc = loc;
	b->args[b->nargs++] = v;
	return v;
}

void block_erase_arg(Block *b, unsigned i)
{
	assert(i < b->nargs && !b->args[i]->uses);
	for (unsigned j = i + 1; j < b->nargs; j++) {
		b->args[j - 1] = b->args[j];
		b->args[j - 1]->index = j - 1;
	}
	b->nargs--;
}

Op *block_terminator(const Block *b)
{
	return b->last && op_has_trait(b->last, T_TERMINATOR) ? b->last : NULL;
}

bool block_is_entry(const Block *b)
{
	return b->parent && b->parent->first == b;
}

Op *block_parent_op(const Block *b)
{
	return b->parent ? b->parent->parent : NULL;
}

unsigned block_num_succs(const Block *b)
{
	Op *t = block_terminator(b);
	return t ? t->nsucc : 0;
}

Block *block_succ(const Block *b, unsigned i)
{
	return block_terminator(b)->succs[i].block;
}

Block *region_entry(const Region *r) { return r->first; }
bool region_empty(const Region *r) { return r->first == NULL; }

void region_insert_block(Region *r, Block *before, Block *b)
{
	b->parent = r;
	if (!before) {
		b->prev = r->last;
		b->next = NULL;
		if (r->last)
			r->last->next = b;
		else
			r->first = b;
		r->last = b;
		return;
	}
	b->next = before;
	b->prev = before->prev;
	if (before->prev)
		before->prev->next = b;
	else
		r->first = b;
	before->prev = b;
}

void region_push_block(Region *r, Block *b)
{
	region_insert_block(r, NULL, b);
}

void region_unlink_block(Block *b)
{
	Region *r = b->parent;
	if (!r)
		return;
	if (b->prev)
		b->prev->next = b->next;
	else
		r->first = b->next;
	if (b->next)
		b->next->prev = b->prev;
	else
		r->last = b->prev;
	b->prev = b->next = NULL;
	b->parent = NULL;
}

void region_take_blocks(Region *to, Region *from)
{
	while (from->first) {
		Block *b = from->first;
		region_unlink_block(b);
		region_push_block(to, b);
	}
}

void block_insert_op(Block *b, Op *before, Op *op)
{
	assert(!op->parent);
	op->parent = b;
	if (!before) {
		op->prev = b->last;
		op->next = NULL;
		if (b->last)
			b->last->next = op;
		else
			b->first = op;
		b->last = op;
		return;
	}
	op->next = before;
	op->prev = before->prev;
	if (before->prev)
		before->prev->next = op;
	else
		b->first = op;
	before->prev = op;
}

void block_push_op(Block *b, Op *op)
{
	block_insert_op(b, NULL, op);
}

void op_unlink(Op *op)
{
	Block *b = op->parent;
	if (!b)
		return;
	if (op->prev)
		op->prev->next = op->next;
	else
		b->first = op->next;
	if (op->next)
		op->next->prev = op->prev;
	else
		b->last = op->prev;
	op->prev = op->next = NULL;
	op->parent = NULL;
}

static void drop_all_uses_inside(Op *op, void *arg)
{
	(void)arg;
	op_drop_operands(op);
}

void op_erase(Op *op)
{
	op_unlink(op);
	op_walk_post(op, drop_all_uses_inside, NULL);
}

void op_move_before(Op *op, Op *pos)
{
	if (op == pos)
		return;
	op_unlink(op);
	block_insert_op(pos->parent, pos, op);
}

Block *block_split(Module *m, Block *b, Op *at)
{
	Block *nb = block_new(m);
	region_insert_block(b->parent, b->next, nb);
	if (!at)
		return nb;
	/* Move the tail [at, last] in one piece. */
	nb->first = at;
	nb->last = b->last;
	b->last = at->prev;
	if (at->prev)
		at->prev->next = NULL;
	else
		b->first = NULL;
	at->prev = NULL;
	for (Op *o = at; o; o = o->next)
		o->parent = nb;
	return nb;
}

/* ------------------------------------------------------------- cloning */

struct ValueMap {
	PtrMap map;
};

ValueMap *vmap_new(void)
{
	ValueMap *vm = xcalloc(1, sizeof *vm);
	ptrmap_init(&vm->map);
	return vm;
}

void vmap_free(ValueMap *vm)
{
	if (!vm)
		return;
	ptrmap_free(&vm->map);
	free(vm);
}

void vmap_put(ValueMap *vm, Value *from, Value *to) { ptrmap_put(&vm->map, from, to); }
void vmap_put_block(ValueMap *vm, Block *from, Block *to) { ptrmap_put(&vm->map, from, to); }

Value *vmap_get(ValueMap *vm, Value *from)
{
	Value *to = ptrmap_get(&vm->map, from);
	return to ? to : from;
}

Block *vmap_get_block(ValueMap *vm, Block *from)
{
	Block *to = ptrmap_get(&vm->map, from);
	return to ? to : from;
}

Op *op_clone(Module *m, Op *op, ValueMap *vm)
{
	Type *tys_small[8], **tys = op->nres <= 8 ? tys_small : xmalloc(op->nres * sizeof *tys);
	Value *ops_small[8], **ops = op->nopnds <= 8 ? ops_small : xmalloc(op->nopnds * sizeof *ops);
	for (unsigned i = 0; i < op->nres; i++)
		tys[i] = op->res[i].type;
	for (unsigned i = 0; i < op->nopnds; i++)
		ops[i] = vmap_get(vm, op->opnds[i].value);
	Op *c = op_new(m, op->kind, op->loc, tys, op->nres, ops, op->nopnds,
	               op->nregions, op->nsucc);
	if (tys != tys_small)
		free(tys);
	if (ops != ops_small)
		free(ops);
	c->dbgloc = op->dbgloc;
	if (op->nattrs) {
		c->attrs = arena_dup(&m->arena, op->attrs, op->nattrs * sizeof *op->attrs);
		c->nattrs = op->nattrs;
	}
	op_set_segments(m, c, op->segs, op->nsegs);
	for (unsigned i = 0; i < op->nres; i++)
		vmap_put(vm, &op->res[i], &c->res[i]);
	for (unsigned i = 0; i < op->nregions; i++)
		region_clone_into(m, &c->regions[i], &op->regions[i], vm);
	for (unsigned i = 0; i < op->nsucc; i++)
		c->succs[i] = (Succ){vmap_get_block(vm, op->succs[i].block),
		                     op->succs[i].first, op->succs[i].count};
	return c;
}

void region_clone_into(Module *m, Region *to, Region *from, ValueMap *vm)
{
	/* Create every block (and its arguments) first: branches may target
	 * blocks that come later, and ops may use their arguments. */
	for (Block *b = from->first; b; b = b->next) {
		Block *nb = block_new(m);
		region_push_block(to, nb);
		vmap_put_block(vm, b, nb);
		for (unsigned i = 0; i < b->nargs; i++)
			vmap_put(vm, b->args[i], block_add_arg(m, nb, b->args[i]->type, b->args[i]->loc));
	}
	for (Block *b = from->first; b; b = b->next) {
		Block *nb = vmap_get_block(vm, b);
		for (Op *o = b->first; o; o = o->next)
			block_push_op(nb, op_clone(m, o, vm));
	}
}

/* -------------------------------------------------------------- builder */

Builder builder_at_end(Module *m, Block *b)
{
	return (Builder){m, b, NULL, b->last ? b->last->loc : LOC_NONE};
}

Builder builder_before(Module *m, Op *op)
{
	return (Builder){m, op->parent, op, op->loc};
}

Builder builder_after(Module *m, Op *op)
{
	return (Builder){m, op->parent, op->next, op->loc};
}

Op *build(Builder *b, OpKind kind, Type *const *restypes, unsigned nres,
          Value *const *opnds, unsigned nopnds)
{
	int nreg = op_table[kind].nregions;
	Op *op = op_new(b->m, kind, b->loc, restypes, nres, opnds, nopnds,
	                nreg > 0 ? (unsigned)nreg : 0, 0);
	block_insert_op(b->block, b->before, op);
	return op;
}

Value *build1(Builder *b, OpKind kind, Type *restype, Value *const *opnds, unsigned n)
{
	Op *op = build(b, kind, &restype, restype ? 1 : 0, opnds, n);
	return op->nres ? &op->res[0] : NULL;
}

Value *build_const_int(Builder *b, Type *t, int64_t v)
{
	Value *r = build1(b, OP_ARITH_CONSTANT, t, NULL, 0);
	Attr *a = t->kind == TY_INT && t->width == 1 ? at_bool(b->m->ctx, v != 0)
	                                             : at_int(b->m->ctx, t, v);
	op_set_attr(b->m, r->def, "value", a);
	return r;
}

Value *build_const_float(Builder *b, Type *t, double v)
{
	Value *r = build1(b, OP_ARITH_CONSTANT, t, NULL, 0);
	op_set_attr(b->m, r->def, "value", at_float(b->m->ctx, t, v));
	return r;
}

Op *build_br(Builder *b, Block *dest, Value *const *args, unsigned n)
{
	Op *op = op_new(b->m, OP_CF_BR, b->loc, NULL, 0, args, n, 0, 1);
	op_set_succ(op, 0, dest, 0, n);
	block_insert_op(b->block, b->before, op);
	return op;
}

Op *build_cond_br(Builder *b, Value *cond, Block *t, Value *const *targs, unsigned nt,
                  Block *f, Value *const *fargs, unsigned nf)
{
	unsigned n = 1 + nt + nf;
	Value *small[16], **ops = n <= 16 ? small : xmalloc(n * sizeof *ops);
	ops[0] = cond;
	for (unsigned i = 0; i < nt; i++)
		ops[1 + i] = targs[i];
	for (unsigned i = 0; i < nf; i++)
		ops[1 + nt + i] = fargs[i];
	Op *op = op_new(b->m, OP_CF_COND_BR, b->loc, NULL, 0, ops, n, 0, 2);
	if (ops != small)
		free(ops);
	unsigned segs[3] = {1, nt, nf};
	op_set_segments(b->m, op, segs, 3);
	op_set_succ(op, 0, t, 1, nt);
	op_set_succ(op, 1, f, 1 + nt, nf);
	block_insert_op(b->block, b->before, op);
	return op;
}

/* -------------------------------------------------------------- walking */

WalkResult op_walk(Op *op, OpWalkFn fn, void *arg)
{
	WalkResult r = fn(op, arg);
	if (r == WALK_STOP)
		return WALK_STOP;
	if (r == WALK_SKIP)
		return WALK_ADVANCE;
	for (unsigned i = 0; i < op->nregions; i++)
		for (Block *b = op->regions[i].first; b; b = b->next)
			for (Op *o = b->first; o; o = o->next)
				if (op_walk(o, fn, arg) == WALK_STOP)
					return WALK_STOP;
	return WALK_ADVANCE;
}

void op_walk_post(Op *op, void (*fn)(Op *op, void *arg), void *arg)
{
	for (unsigned i = 0; i < op->nregions; i++) {
		for (Block *b = op->regions[i].first, *nb; b; b = nb) {
			nb = b->next;
			for (Op *o = b->first, *no; o; o = no) {
				no = o->next;
				op_walk_post(o, fn, arg);
			}
		}
	}
	fn(op, arg);
}

/* -------------------------------------------------------------- modules */

struct SymTab {
	PtrMap byname;             /* interned name -> op */
	PtrMap suffix;             /* interned base -> next suffix to try + 1 */
};

Module *module_new(Ctx *c, Loc loc)
{
	Module *m = xcalloc(1, sizeof *m);
	m->ctx = c;
	arena_init(&m->arena);
	m->op = op_new(m, OP_MODULE, loc, NULL, 0, NULL, 0, 1, 0);
	region_push_block(&m->op->regions[0], block_new(m));
	return m;
}

void module_free(Module *m)
{
	if (!m)
		return;
	module_forget_symbols(m);
	arena_free(&m->arena);
	free(m);
}

Block *module_body(Module *m)
{
	return m->op->regions[0].first;
}

const char *func_name(const Op *func)
{
	Attr *a = op_attr(func, "sym_name");
	return a && a->kind == AT_STRING ? a->u.str.s : "";
}

Type *func_type(const Op *func)
{
	Attr *a = op_attr(func, "function_type");
	return a && a->kind == AT_TYPE ? a->type : NULL;
}

bool func_is_decl(const Op *func)
{
	return func->nregions == 0 || region_empty(&func->regions[0]);
}

bool func_is_private(const Op *func)
{
	Attr *a = op_attr(func, "sym_visibility");
	return a && a->kind == AT_STRING && strcmp(a->u.str.s, "private") == 0;
}

static struct SymTab *symtab(Module *m)
{
	if (m->syms)
		return m->syms;
	m->syms = xcalloc(1, sizeof *m->syms);
	ptrmap_init(&m->syms->byname);
	ptrmap_init(&m->syms->suffix);
	for (Op *o = module_body(m) ? module_body(m)->first : NULL; o; o = o->next)
		if (op_has_trait(o, T_SYMBOL))
			ptrmap_put(&m->syms->byname, ctx_intern_cstr(m->ctx, func_name(o)), o);
	return m->syms;
}

Op *module_lookup(Module *m, const char *name)
{
	return ptrmap_get(&symtab(m)->byname, ctx_intern_cstr(m->ctx, name));
}

void module_add_symbol(Module *m, Op *func)
{
	ptrmap_put(&symtab(m)->byname, ctx_intern_cstr(m->ctx, func_name(func)), func);
}

void module_forget_symbols(Module *m)
{
	if (!m->syms)
		return;
	ptrmap_free(&m->syms->byname);
	ptrmap_free(&m->syms->suffix);
	free(m->syms);
	m->syms = NULL;
}

/* The suffix counter per base name keeps outlining thousands of regions
 * linear: each call starts where the previous one stopped. */
const char *module_unique_name(Module *m, const char *base)
{
	const char *ibase = ctx_intern_cstr(m->ctx, base);
	struct SymTab *st = symtab(m);
	uintptr_t next = (uintptr_t)ptrmap_get(&st->suffix, ibase);
	if (!next && !module_lookup(m, base)) {
		ptrmap_put(&st->suffix, ibase, (void *)(uintptr_t)1);
		return ibase;
	}
	if (!next)
		next = 1;
	size_t n = strlen(base) + 24;
	char *buf = xmalloc(n);
	for (uintptr_t i = next - 1;; i++) {
		snprintf(buf, n, "%s_%lu", base, (unsigned long)i);
		if (!module_lookup(m, buf)) {
			const char *s = ctx_intern_cstr(m->ctx, buf);
			ptrmap_put(&st->suffix, ibase, (void *)(i + 2));
			free(buf);
			return s;
		}
	}
}
