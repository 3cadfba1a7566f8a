/* print_names.c - SSA value names as MLIR 19 gives them.
 *
 * MLIR's printer numbers values (%0, %1, ...) and entry-block arguments
 * (%arg0, ...), except where an op suggests a name (OpAsmOpInterface):
 *
 *     %c0 = arith.constant 0 : index          (not %0)
 *     %alloc = memref.alloc() : memref<4xf32>
 *     %token, %bodyResults:2 = async.execute -> (...)
 *
 * A suggested name already used in an enclosing region gets "_N", N from
 * one counter that, like the value counters, each region starts from
 * where its parent region ended (%cst, %cst_0, %c1_i32, %cst_1).  The
 * hints are a table below, checked one by one against mlir-opt-19.  In
 * the generic form (-mlir-print-op-generic) MLIR asks no op for hints.
 *
 * A hinted value's Value.scratch is NAME_STR | the offset of its Entry
 * in Printer.names; the Entry holds the name of the value's result group
 * (the results one hint covers: "%sizes:2" defines %sizes#0, %sizes#1). */
#include "config.h"
#include "printer.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

/* A result group's name in Printer.names: header, then the name. */
typedef struct Entry {
	uint32_t first;            /* result number of the group's first */
	uint32_t count;            /* results in the group */
	uint32_t len;              /* the name's bytes, after the header */
} Entry;

/* --------------------------------------------------------------- hints */

/* What an op suggests for its results and its regions' arguments:
 * names[i] for result i (NULL: none), and the block argument names. */
typedef struct Hints {
	char buf[96];              /* a computed name (arith.constant's) */
	const char *names[4];      /* group g's name, NULL for a number */
	unsigned start[4];         /* its first result */
	unsigned n;                /* groups; result 0 always starts one */
	const char *in, *out;      /* linalg: inputs' and outputs' arguments */
} Hints;

typedef void (*HintFn)(Hints *h, Op *op);

/* arith.constant: %true/%false for i1, %c42_i32 for other integers
 * (%c42 for index), %cst for everything else. */
static void hint_arith_constant(Hints *h, Op *op)
{
	Attr *v = op_attr(op, "value");
	Type *t = op->res[0].type;
	h->n = 1;
	if (v && (v->kind == AT_BOOL || (v->kind == AT_INT && t->kind == TY_INT && t->width == 1))) {
		h->names[0] = (v->kind == AT_BOOL ? v->u.b : v->u.i != 0) ? "true" : "false";
		return;
	}
	if (!v || v->kind != AT_INT) {
		h->names[0] = "cst";
		return;
	}
	/* By hand: snprintf here was a third of the printer's naming. */
	char *o = h->buf;
	*o++ = 'c';
	if (v->u.i < 0) {
		*o++ = '-';
		o = buf_fmt_uint(o, -(uint64_t)v->u.i);
	} else {
		o = buf_fmt_uint(o, (uint64_t)v->u.i);
	}
	if (t->kind == TY_INT) {
		*o++ = '_';
		*o++ = 'i';
		o = buf_fmt_uint(o, t->width);
	} else if (t->kind != TY_INDEX) {
		Buf tb;
		buf_init(&tb);
		buf_type(&tb, t);
		size_t room = sizeof h->buf - (size_t)(o - h->buf) - 2;
		*o++ = '_';
		memcpy(o, tb.data, tb.len < room ? tb.len : room);
		o += tb.len < room ? tb.len : room;
		buf_free(&tb);
	}
	*o = 0;
	h->names[0] = h->buf;
}

/* index.constant: %idx42; index.bool.constant: %true, %false. */
static void hint_index_constant(Hints *h, Op *op)
{
	Attr *v = op_attr(op, "value");
	h->n = 1;
	if (op->kind == OP_INDEX_BOOL_CONSTANT) {
		h->names[0] = v && (v->kind == AT_BOOL ? v->u.b : v->u.i != 0) ? "true" : "false";
		return;
	}
	snprintf(h->buf, sizeof h->buf, "idx%" PRId64, v && v->kind == AT_INT ? v->u.i : 0);
	h->names[0] = h->buf;
}

/* async.execute: %token, then the body's values as one group. */
static void hint_async_execute(Hints *h, Op *op)
{
	h->names[0] = "token";
	h->names[1] = "bodyResults";
	h->start[1] = 1;
	h->n = op->nres > 1 ? 2 : 1;
}

/* memref.extract_strided_metadata: %base_buffer, %offset, %sizes:R,
 * %strides:R (a rank-0 memref has neither of the last two). */
static void hint_strided_metadata(Hints *h, Op *op)
{
	static const char *const names[] = {"base_buffer", "offset", "sizes", "strides"};
	unsigned rank = op->nres > 2 ? (op->nres - 2) / 2 : 0;
	h->n = rank ? 4 : 2;
	memcpy(h->names, names, sizeof names);
	h->start[1] = 1;
	h->start[2] = 2;
	h->start[3] = 2 + rank;
}

/* arith.addui_extended: %sum, %overflow; mul[su]i_extended: %low, %high. */
static void hint_extended(Hints *h, Op *op)
{
	bool add = op->kind == OP_ARITH_ADDUI_EXTENDED;
	h->names[0] = add ? "sum" : "low";
	h->names[1] = add ? "overflow" : "high";
	h->start[1] = 1;
	h->n = 2;
}

/* vector.deinterleave: %res1, %res2; vector.scan: %dest,
 * %accumulated_value. */
static void hint_deinterleave(Hints *h, Op *op)
{
	bool scan = op->kind == OP_VECTOR_SCAN;
	h->names[0] = scan ? "dest" : "res1";
	h->names[1] = scan ? "accumulated_value" : "res2";
	h->start[1] = 1;
	h->n = 2;
}

static void hint_linalg_generic(Hints *h, Op *op) { (void)op; h->in = "in"; h->out = "out"; }
static void hint_linalg_map(Hints *h, Op *op) { (void)op; h->in = "in"; h->out = "init"; }

/* The ops that suggest names, with the fixed name or the function that
 * works it out. */
static const struct {
	OpKind kind;
	const char *name;
	HintFn fn;
} hint_table[] = {
	{OP_ARITH_CONSTANT, NULL, hint_arith_constant},
	{OP_INDEX_CONSTANT, NULL, hint_index_constant},
	{OP_INDEX_BOOL_CONSTANT, NULL, hint_index_constant},
	{OP_ASYNC_EXECUTE, NULL, hint_async_execute},
	{OP_MEMREF_EXTRACT_STRIDED_METADATA, NULL, hint_strided_metadata},
	{OP_ARITH_ADDUI_EXTENDED, NULL, hint_extended},
	{OP_ARITH_MULSI_EXTENDED, NULL, hint_extended},
	{OP_ARITH_MULUI_EXTENDED, NULL, hint_extended},
	{OP_FUNC_CONSTANT, "f", NULL},
	{OP_VECTOR_DEINTERLEAVE, NULL, hint_deinterleave},
	{OP_VECTOR_SCAN, NULL, hint_deinterleave},
	{OP_VECTOR_VSCALE, "vscale", NULL},
	{OP_MEMREF_ALLOC, "alloc", NULL},
	{OP_MEMREF_ALLOCA, "alloca", NULL},
	{OP_MEMREF_CAST, "cast", NULL},
	{OP_MEMREF_DIM, "dim", NULL},
	{OP_MEMREF_SUBVIEW, "subview", NULL},
	{OP_MEMREF_REINTERPRET_CAST, "reinterpret_cast", NULL},
	{OP_MEMREF_EXPAND_SHAPE, "expand_shape", NULL},
	{OP_MEMREF_COLLAPSE_SHAPE, "collapse_shape", NULL},
	{OP_MEMREF_VIEW, "view", NULL},
	{OP_MEMREF_TRANSPOSE, "transpose", NULL},
	{OP_MEMREF_RESHAPE, "reshape", NULL},
	{OP_MEMREF_MEMORY_SPACE_CAST, "memspacecast", NULL},
	{OP_MEMREF_EXTRACT_ALIGNED_POINTER, "intptr", NULL},
	{OP_LINALG_GENERIC, NULL, hint_linalg_generic},
	{OP_LINALG_MAP, NULL, hint_linalg_map},
	{OP_LINALG_REDUCE, NULL, hint_linalg_map},
};

/* hint_table by op kind: 0 none, else index + 1. */
static unsigned char hint_index[OP__COUNT];
static bool hint_index_ready;

static void hint_index_build(void)
{
	for (unsigned i = 0; i < sizeof hint_table / sizeof hint_table[0]; i++)
		hint_index[hint_table[i].kind] = (unsigned char)(i + 1);
	hint_index_ready = true;
}

/* Hints from hint_table[i - 1]. */
static __attribute__((noinline)) void hints_fill(Op *op, Hints *h, unsigned i)
{
	h->n = 0;
	h->start[0] = 0;
	h->in = h->out = NULL;
	if (hint_table[i - 1].fn) {
		hint_table[i - 1].fn(h, op);
	} else {
		h->names[0] = hint_table[i - 1].name;
		h->n = 1;
	}
}

/* The op's hints; false when it has none.  Inline: most ops have none. */
static inline bool op_hints(Op *op, Hints *h)
{
	if (!hint_index_ready)
		hint_index_build();
	unsigned i = hint_index[op->kind];
	if (!i)
		return false;
	hints_fill(op, h, i);
	return true;
}

/* -------------------------------------------------- names in use, scoped */

/* The names given so far along the chain of enclosing regions, in a hash
 * table whose chains take new names at their head, so that leaving a
 * region removes its names from the heads again (last in, first out). */
enum { USED_BUCKETS = 1024 };

typedef struct Used {
	uint32_t hash, off, len;   /* the name in Printer.names */
	int32_t next;
} Used;

typedef struct Namer {
	Printer *pr;
	int32_t bucket[USED_BUCKETS];
	Used *used;
	unsigned nused, capused;
} Namer;

/* MLIR's counters, saved and restored around each region. */
typedef struct Counters {
	unsigned values, args, conflicts;
} Counters;

static uint32_t name_hash(const char *s, size_t n)
{
	uint32_t h = 2166136261u;
	for (size_t i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * 16777619u;
	return h;
}

static bool name_used(Namer *nm, const char *s, size_t n, uint32_t h)
{
	for (int32_t i = nm->bucket[h % USED_BUCKETS]; i >= 0; i = nm->used[i].next) {
		const Used *u = &nm->used[i];
		if (u->hash == h && u->len == n && memcmp(nm->pr->names.data + u->off, s, n) == 0)
			return true;
	}
	return false;
}

static void unuse_to(Namer *nm, unsigned mark)
{
	while (nm->nused > mark) {
		Used *u = &nm->used[--nm->nused];
		nm->bucket[u->hash % USED_BUCKETS] = u->next;
	}
}

/* Append a group's entry for `name` made unique (MLIR's uniqueValueName:
 * name, else name_N with N the next conflict number not in use); its
 * offset in Printer.names. */
static uint32_t new_entry(Namer *nm, Counters *c, const char *name, unsigned first, unsigned count)
{
	Buf *b = &nm->pr->names;
	size_t n = strlen(name);
	/* Room for the header, the name and its "_N" suffix, 4-aligned. */
	buf_need(b, 3 + sizeof(Entry) + n + 24);
	b->len = (b->len + 3) & ~(size_t)3;
	uint32_t off = (uint32_t)b->len;
	size_t start = off + sizeof(Entry);
	memcpy(b->data + start, name, n);
	b->len = start + n;
	uint32_t h = name_hash(name, n);
	if (name_used(nm, name, n, h)) {
		b->data[b->len++] = '_';
		size_t stem = b->len;
		do {
			b->len = stem;
			buf_uint(b, c->conflicts++);
			n = b->len - start;
			h = name_hash(b->data + start, n);
		} while (name_used(nm, b->data + start, n, h));
	}
	Entry e = {.first = first, .count = count, .len = (uint32_t)n};
	memcpy(b->data + off, &e, sizeof e);
	if (nm->nused == nm->capused) {
		nm->capused = nm->capused ? 2 * nm->capused : 256;
		nm->used = xrealloc(nm->used, nm->capused * sizeof *nm->used);
	}
	unsigned slot = h % USED_BUCKETS;
	nm->used[nm->nused] = (Used){.hash = h, .off = (uint32_t)start, .len = (uint32_t)n,
	                             .next = nm->bucket[slot]};
	nm->bucket[slot] = (int32_t)nm->nused++;
	return off;
}

/* --------------------------------------------------------------- naming */

/* The results of an op with hints: each group by its name. */
static __attribute__((noinline)) void name_hinted_results(Namer *nm, Counters *c, Op *op, const Hints *h)
{
	for (unsigned g = 0; g < h->n && h->start[g] < op->nres; g++) {
		unsigned first = h->start[g];
		unsigned end = g + 1 < h->n && h->start[g + 1] < op->nres ? h->start[g + 1] : op->nres;
		char num[24];
		const char *name = h->names[g];
		if (!name) {
			snprintf(num, sizeof num, "%u", c->values++);
			name = num;
		}
		uint32_t off = new_entry(nm, c, name, first, end - first);
		for (unsigned i = first; i < end; i++)
			op->res[i].scratch = NAME_STR | off;
	}
}

/* An op's results: the hinted groups by name, the rest (when the first
 * result has no hint) one numbered group, as MLIR's numberValuesInOp.
 * Inline: most ops have no hints and one result, a number. */
static inline void name_results(Namer *nm, Counters *c, Op *op, const Hints *h, bool hinted)
{
	if (!op->nres)
		return;
	if (hinted && h->n) {
		name_hinted_results(nm, c, op, h);
		return;
	}
	unsigned n = c->values++;
	for (unsigned i = 0; i < op->nres; i++)
		op->res[i].scratch = (uintptr_t)n + 1;
}

static void name_region(Namer *nm, Counters c, Region *r, const Hints *parent_hints);

/* Block arguments: the hints of the region's op for the entry block
 * (linalg's %in and %out), else %argN there and %N elsewhere. */
static void name_block_args(Namer *nm, Counters *c, Region *r, Block *b, const Hints *ph)
{
	unsigned nin = 0;
	if (ph && ph->in && b == r->first) {
		/* generic: the ins segment; map: all (its init has no
		 * argument); reduce: as many inits as inputs. */
		Op *op = r->parent;
		unsigned first;
		if (op->nsegs)
			nin = op_segment(op, 0, &first);
		else if (op->kind == OP_LINALG_REDUCE)
			nin = b->nargs / 2;
		else
			nin = b->nargs;
	}
	for (unsigned i = 0; i < b->nargs; i++) {
		Value *a = b->args[i];
		if (b != r->first) {
			a->scratch = (uintptr_t)c->values++ + 1;
		} else if (ph && ph->in) {
			const char *name = i < nin ? ph->in : ph->out;
			a->scratch = NAME_STR | new_entry(nm, c, name, 0, 1);
		} else {
			a->scratch = NAME_ARG | ((uintptr_t)c->args++ + 1);
		}
	}
}

/* MLIR's order: a region's block arguments and op results first, then
 * each region nested in its ops, starting from the counters this region
 * reached (so sibling regions reuse the same numbers and names, which
 * only need to be unique along a chain of enclosing regions).  Blocks
 * are numbered per region; an isolated op starts over. */
static void name_region(Namer *nm, Counters c, Region *r, const Hints *ph)
{
	unsigned mark = nm->nused;
	bool hints = !nm->pr->opts.generic;
	unsigned nblocks = 0;
	for (Block *b = r->first; b; b = b->next) {
		b->scratch = (uintptr_t)nblocks++ + 1;
		name_block_args(nm, &c, r, b, ph);
		for (Op *o = b->first; o; o = o->next) {
			Hints h;
			bool hinted = hints && op_hints(o, &h);
			name_results(nm, &c, o, &h, hinted);
		}
	}
	for (Block *b = r->first; b; b = b->next)
		for (Op *o = b->first; o; o = o->next) {
			if (!o->nregions)
				continue;
			Hints h;
			bool hinted = hints && op_hints(o, &h) && h.in;
			Counters inner = op_has_trait(o, T_ISOLATED) ? (Counters){0, 0, 0} : c;
			for (unsigned i = 0; i < o->nregions; i++)
				name_region(nm, inner, &o->regions[i], hinted ? &h : NULL);
		}
	unuse_to(nm, mark);
}

/* The generic form (-mlir-print-op-generic): no hints, and MLIR's
 * counters then run on across regions, which it numbers from a stack:
 * a region's values first, then its ops' regions, the last pushed
 * first (so a module's last function gets %arg0 and %0). */
static void name_generic(Op *op)
{
	Region **stack = NULL;
	size_t n = 0, cap = 0;
	Counters c = {0, 0, 0};
	for (unsigned i = 0; i < op->nregions; i++) {
		if (n == cap)
			stack = xrealloc(stack, (cap = cap ? 2 * cap : 64) * sizeof *stack);
		stack[n++] = &op->regions[i];
	}
	while (n) {
		Region *r = stack[--n];
		unsigned nblocks = 0;
		for (Block *b = r->first; b; b = b->next) {
			b->scratch = (uintptr_t)nblocks++ + 1;
			name_block_args(NULL, &c, r, b, NULL);
			for (Op *o = b->first; o; o = o->next)
				name_results(NULL, &c, o, NULL, false);
		}
		for (Block *b = r->first; b; b = b->next)
			for (Op *o = b->first; o; o = o->next)
				for (unsigned i = 0; i < o->nregions; i++) {
					if (n == cap)
						stack = xrealloc(stack, (cap = cap ? 2 * cap : 64) * sizeof *stack);
					stack[n++] = &o->regions[i];
				}
	}
	free(stack);
}

void names_assign(Printer *pr, Op *op)
{
	pr->names.len = 0;
	if (pr->opts.generic) {
		name_generic(op);
		return;
	}
	Namer *nm = xmalloc(sizeof *nm);
	nm->pr = pr;
	memset(nm->bucket, -1, sizeof nm->bucket);
	nm->used = NULL;
	nm->nused = nm->capused = 0;
	pr->names.len = 0;
	for (unsigned i = 0; i < op->nregions; i++)
		name_region(nm, (Counters){0, 0, 0}, &op->regions[i], NULL);
	free(nm->used);
	free(nm);
}

/* ------------------------------------------------------------- printing */

static const Entry *entry_at(const Printer *pr, uintptr_t scratch)
{
	return (const Entry *)(const void *)(pr->names.data + (scratch & ~(uintptr_t)NAME_STR));
}

void names_print_use(Printer *pr, Value *v)
{
	const Entry *e = entry_at(pr, v->scratch);
	pr_putc(pr, '%');
	pr_put(pr, (const char *)(e + 1), e->len);
	if (e->count > 1) {
		pr_putc(pr, '#');
		buf_uint(&pr->out, v->index - e->first);
	}
}

void names_print_def(Printer *pr, Op *op)
{
	for (unsigned i = 0; i < op->nres;) {
		const Entry *e = entry_at(pr, op->res[i].scratch);
		if (i)
			pr_puts(pr, ", ");
		pr_putc(pr, '%');
		pr_put(pr, (const char *)(e + 1), e->len);
		if (e->count > 1) {
			pr_putc(pr, ':');
			buf_uint(&pr->out, e->count);
		}
		i += e->count ? e->count : 1;
	}
}
