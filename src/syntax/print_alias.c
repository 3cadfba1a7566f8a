/* print_alias.c - #map and #set aliases, as MLIR 19 prints them.
 *
 * MLIR names each affine map and integer set that it prints as an
 * attribute (an op's attribute, a memref's layout) and writes the
 * definitions above the module:
 *
 *     #map = affine_map<(d0) -> (d0 + 1)>
 *     #map1 = affine_map<(d0, d1) -> (d1, d0)>
 *     #set = affine_set<(d0) : (d0 - 1 >= 0)>
 *     module {
 *       ... affine.apply #map(%i) ...
 *
 * Numbered in the order a first printing pass meets them (a dry run of
 * the printer, as MLIR's alias initializer does; for the generic form,
 * its walk in collect_generic's order), maps before sets (MLIR
 * sorts aliases by name, keeping that order among equal names).  Maps
 * that a custom form writes inline (affine.load's subscripts, affine.for's
 * constant bounds) are not attributes there and get no alias. */
#include "config.h"
#include "printer.h"

#include <stdlib.h>
#include <string.h>

typedef struct AliasList {
	const void **v;            /* in the order first printed */
	unsigned n, cap;
	/* open addressing: pointer -> index + 1 */
	const void **keys;
	unsigned *idx;
	unsigned tcap;
} AliasList;

struct Aliases {
	bool collecting;
	AliasList maps, sets;
};

/* The aliases of the module being printed (print_module sets it), NULL
 * otherwise: diagnostics print maps whole. */
static Aliases *active;

static unsigned ptr_hash(const void *p)
{
	uintptr_t x = (uintptr_t)p;
	x ^= x >> 17;
	x *= 0x9E3779B1u;
	return (unsigned)(x ^ (x >> 15));
}

static unsigned list_find(const AliasList *l, const void *p)
{
	if (!l->tcap)
		return 0;
	for (unsigned i = ptr_hash(p) & (l->tcap - 1);; i = (i + 1) & (l->tcap - 1)) {
		if (!l->keys[i])
			return 0;
		if (l->keys[i] == p)
			return l->idx[i];
	}
}

static void table_put(AliasList *l, const void *p, unsigned idx)
{
	unsigned i = ptr_hash(p) & (l->tcap - 1);
	while (l->keys[i])
		i = (i + 1) & (l->tcap - 1);
	l->keys[i] = p;
	l->idx[i] = idx;
}

static void list_add(AliasList *l, const void *p)
{
	if (list_find(l, p))
		return;
	if (l->n == l->cap) {
		l->cap = l->cap ? 2 * l->cap : 16;
		l->v = xrealloc(l->v, l->cap * sizeof *l->v);
	}
	l->v[l->n++] = p;
	if (2 * l->n > l->tcap) {
		free(l->keys);
		free(l->idx);
		l->tcap = l->tcap ? 4 * l->tcap : 64;
		l->keys = xcalloc(l->tcap, sizeof *l->keys);
		l->idx = xcalloc(l->tcap, sizeof *l->idx);
		for (unsigned i = 0; i < l->n; i++)
			table_put(l, l->v[i], i + 1);
	} else {
		table_put(l, p, l->n);
	}
}

static void list_free(AliasList *l)
{
	free(l->v);
	free(l->keys);
	free(l->idx);
}

bool alias_print(Buf *b, const void *obj, bool is_set)
{
	if (!active)
		return false;
	AliasList *l = is_set ? &active->sets : &active->maps;
	if (active->collecting) {
		list_add(l, obj);
		return false;
	}
	unsigned i = list_find(l, obj);
	if (!i)
		return false;
	buf_puts(b, is_set ? "#set" : "#map");
	if (i > 1)
		buf_uint(b, i - 1);
	return true;
}

static int cmp_attr_name(const void *x, const void *y)
{
	return strcmp((*(const NamedAttr *const *)x)->name, (*(const NamedAttr *const *)y)->name);
}

/* The generic form's order, as MLIR's alias initializer walks an op it
 * prints generically: its regions (block argument types, then the ops),
 * operand types, result types, then the attributes by name. */
static void collect_generic(Buf *scratch, Op *op)
{
	for (unsigned i = 0; i < op->nregions; i++)
		for (Block *b = op->regions[i].first; b; b = b->next) {
			for (unsigned k = 0; k < b->nargs; k++)
				buf_type(scratch, b->args[k]->type);
			for (Op *o = b->first; o; o = o->next)
				collect_generic(scratch, o);
			scratch->len = 0;
		}
	for (unsigned i = 0; i < op->nopnds; i++)
		buf_type(scratch, op->opnds[i].value->type);
	for (unsigned i = 0; i < op->nres; i++)
		buf_type(scratch, op->res[i].type);
	if (op->nattrs) {
		const NamedAttr **sorted = xmalloc(op->nattrs * sizeof *sorted);
		for (unsigned i = 0; i < op->nattrs; i++)
			sorted[i] = &op->attrs[i];
		qsort(sorted, op->nattrs, sizeof *sorted, cmp_attr_name);
		for (unsigned i = 0; i < op->nattrs; i++)
			buf_attr(scratch, sorted[i]->attr);
		free(sorted);
	}
	scratch->len = 0;
}

Aliases *aliases_collect(Printer *pr, Op *module, void (*print_op)(Printer *, Op *))
{
	Aliases *a = xcalloc(1, sizeof *a);
	a->collecting = true;
	active = a;
	Printer dry = {.ctx = pr->ctx, .opts = pr->opts, .dialect = pr->dialect,
	               .names = pr->names, .dry = true};
	buf_init(&dry.out);
	if (pr->opts.generic)
		collect_generic(&dry.out, module);
	else
		print_op(&dry, module);
	buf_free(&dry.out);
	a->collecting = false;
	active = NULL;
	return a;
}

void aliases_print_defs(Printer *pr, Aliases *a)
{
	for (unsigned i = 0; i < a->maps.n; i++) {
		pr_puts(pr, "#map");
		if (i)
			buf_uint(&pr->out, i);
		pr_puts(pr, " = ");
		buf_affine_map(&pr->out, a->maps.v[i]);
		pr_putc(pr, '\n');
	}
	for (unsigned i = 0; i < a->sets.n; i++) {
		pr_puts(pr, "#set");
		if (i)
			buf_uint(&pr->out, i);
		pr_puts(pr, " = ");
		buf_affine_set(&pr->out, a->sets.v[i]);
		pr_putc(pr, '\n');
	}
	active = a;
}

void aliases_free(Aliases *a)
{
	if (!a)
		return;
	if (active == a)
		active = NULL;
	list_free(&a->maps);
	list_free(&a->sets);
	free(a);
}
