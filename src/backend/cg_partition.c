/* cg_partition.c - cut a large module into parts compiled one at a time.
 *
 * LLVM's peak memory grows with the module: coroutine splitting clones
 * every coroutine twice, and the object writer keeps every fragment of
 * the object until the end.  Compiling a 30,000-line module in one piece
 * peaks at several hundred megabytes; compiling it in parts of bounded
 * size, each in its own LLVM context, keeps the peak at the size of a
 * part.  The parts' objects are then joined into one (cg_link.c).
 *
 * A private function is local to the object, so it must land in the same
 * part as every function that calls it: functions joined by calls to
 * private functions form groups (union-find), and parts are filled with
 * whole groups in the module's order, which keeps the output
 * deterministic. */
#include "config.h"
#include "cg.h"
#include "cg_llvm.h"

#include <stdlib.h>

typedef struct Part {
	Op **funcs;               /* the module's func ops, in order */
	uint32_t *parent;         /* union-find over funcs */
	size_t *size;             /* ops per function, then per group root */
	unsigned n;
} Part;

static uint32_t find(Part *p, uint32_t i)
{
	while (p->parent[i] != i) {
		p->parent[i] = p->parent[p->parent[i]];
		i = p->parent[i];
	}
	return i;
}

static void join(Part *p, uint32_t a, uint32_t b)
{
	a = find(p, a);
	b = find(p, b);
	if (a != b)
		p->parent[a > b ? a : b] = a < b ? a : b;   /* the earlier one leads */
}

/* Index of a function op: definitions carry index + 1 in their entry
 * block's scratch word while partitioning. */
static uint32_t index_of(Op *f)
{
	Block *entry = f->regions[0].first;
	return entry ? (uint32_t)entry->scratch - 1 : UINT32_MAX;
}

typedef struct WalkState {
	Part *p;
	Module *m;
	uint32_t self;
	size_t ops;
} WalkState;

static WalkResult visit(Op *op, void *arg)
{
	WalkState *w = arg;
	w->ops++;
	/* Calls (llvm.call and llvm.mlir.addressof only reach llvm.func,
	 * whose modules stay whole). */
	if (op->kind == OP_FUNC_CALL) {
		Attr *callee = op_attr(op, "callee");
		Op *f = callee ? module_lookup(w->m, callee->u.str.s) : NULL;
		if (f && !func_is_decl(f) && func_is_private(f))
			join(w->p, w->self, index_of(f));
	}
	return WALK_ADVANCE;
}

unsigned cg_partition(Module *m, size_t budget, uint32_t **part_of)
{
	/* llvm functions and globals may be internal to the module and
	 * referenced from anywhere in it: such modules stay whole. */
	if (cg_llvm_in_module(m)) {
		*part_of = NULL;
		return 1;
	}
	Block *body = module_body(m);
	/* Globals are referred to from any function: such modules stay
	 * whole. */
	for (Op *f = body->first; f; f = f->next) {
		if (f->kind == OP_MEMREF_GLOBAL) {
			*part_of = NULL;
			return 1;
		}
	}
	Part p = {0};
	for (Op *f = body->first; f; f = f->next)
		p.n++;
	p.funcs = xcalloc(p.n + 1, sizeof *p.funcs);
	p.parent = xcalloc(p.n + 1, sizeof *p.parent);
	p.size = xcalloc(p.n + 1, sizeof *p.size);
	unsigned i = 0;
	for (Op *f = body->first; f; f = f->next, i++) {
		p.funcs[i] = f;
		p.parent[i] = i;
		if (f->kind == OP_FUNC_FUNC && !func_is_decl(f))
			f->regions[0].first->scratch = i + 1;
	}
	for (i = 0; i < p.n; i++) {
		Op *f = p.funcs[i];
		if (f->kind != OP_FUNC_FUNC || func_is_decl(f))
			continue;
		WalkState w = {&p, m, i, 0};
		op_walk(f, visit, &w);
		p.size[i] = w.ops;
	}
	/* Group sizes at the roots, then parts filled in order. */
	size_t *group = xcalloc(p.n + 1, sizeof *group);
	for (i = 0; i < p.n; i++)
		group[find(&p, i)] += p.size[i];
	uint32_t *part = xcalloc(p.n + 1, sizeof *part);
	uint32_t *root_part = xcalloc(p.n + 1, sizeof *root_part);
	unsigned nparts = 0;
	size_t fill = 0;
	for (i = 0; i < p.n; i++) {
		uint32_t r = find(&p, i);
		if (r == i) {
			if (!nparts || (fill && fill + group[r] > budget)) {
				nparts++;
				fill = 0;
			}
			fill += group[r];
			root_part[r] = nparts - 1;
		}
		part[i] = root_part[r];
	}
	for (i = 0; i < p.n; i++)
		if (p.funcs[i]->kind == OP_FUNC_FUNC && !func_is_decl(p.funcs[i]))
			p.funcs[i]->regions[0].first->scratch = 0;
	free(group);
	free(root_part);
	free(p.funcs);
	free(p.parent);
	free(p.size);
	*part_of = part;
	return nparts;
}
