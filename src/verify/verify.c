/* verify.c - the verifier's walk, in MLIR's order, and the checks every
 * op goes through: counts (shape.def), operand segments, the fixed types
 * of ops.def's SIG column, terminators, successors, and symbols.  What
 * is particular to one op lives in verify_<dialect>.c; dominance in
 * verify_dominance.c.
 *
 * The order is MLIR 19's (Verifier.cpp), so that the first error
 * reported is the one mlir-opt reports:
 *
 *   op entry   counts of regions, results, successors, operands; operand
 *              segments; SIG types; the VERIFY column (ODS constraints,
 *              traits, the op's verify()); entry blocks without
 *              predecessors
 *   blocks     each: no successors before its end; its ops, recursively;
 *              a terminator at its end
 *   op exit    the checks that need the regions verified (verifyRegions,
 *              RegionBranchOpInterface): the region_checks table
 *
 * Each function is verified on its own and the walk stops at its first
 * error, as mlir-opt does; dominance is checked once a function is
 * otherwise sound.  The module's symbols come last: redefinitions, then
 * the calls of the functions that verified. */
#include "config.h"
#include "verify/verify.h"
#include "verifier.h"
#include "support/hash.h"
#include "syntax/syntax.h"

#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

bool v_fail(Verifier *v, Op *op, const char *fmt, ...)
{
	char msg[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	diag_error(v->diag, op->loc, "'%s' op %s", op_info(op)->name, msg);
	return false;
}

bool v_error(Verifier *v, Loc loc, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	diag_vreport(v->diag, DIAG_ERROR, loc, fmt, ap);
	va_end(ap);
	return false;
}

void v_note(Verifier *v, Loc loc, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	diag_vreport(v->diag, DIAG_NOTE, loc, fmt, ap);
	va_end(ap);
}

void v_hint(Verifier *v, Loc loc, const char *fmt, ...)
{
	char msg[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	diag_hint(v->diag, loc, "%s", msg);
}

const char *v_type(Verifier *v, Type *t)
{
	return type_str(v->ctx, t);
}

/* ----------------------------------------------------------- counts */

typedef struct Shape {
	const char *results, *succs, *operands;
	unsigned segments;
} Shape;

static const Shape shapes[OP__COUNT] = {
#define SHAPE(e, res, succ, opnd, segs) [OP_##e] = {res, succ, opnd, segs},
#include "shape.def"
#undef SHAPE
};

/* A count spec ("2", "1+", "?", "*") read once per op kind: strtoul on
 * every op was a tenth of the front end's time. */
typedef struct Count {
	enum { COUNT_ANY, COUNT_OPTIONAL, COUNT_EXACT, COUNT_AT_LEAST } kind;
	unsigned want;
	unsigned min, max;         /* the counts it allows, for count_ok */
} Count;

static Count count_make(int kind, unsigned want)
{
	Count c = {kind, want, 0, UINT_MAX};
	if (kind == COUNT_OPTIONAL)
		c.max = 1;
	if (kind == COUNT_EXACT || kind == COUNT_AT_LEAST)
		c.min = want;
	if (kind == COUNT_EXACT)
		c.max = want;
	return c;
}

static Count count_of(const char *spec)
{
	if (!spec || *spec == '*')
		return count_make(COUNT_ANY, 0);
	if (*spec == '?')
		return count_make(COUNT_OPTIONAL, 1);
	unsigned want = (unsigned)strtoul(spec, NULL, 10);
	return count_make(spec[strlen(spec) - 1] == '+' ? COUNT_AT_LEAST : COUNT_EXACT, want);
}

/* Whether n satisfies the spec: inline, the common case of every op,
 * and a range test rather than a switch on the kind. */
static bool count_ok(Count c, unsigned n)
{
	return n >= c.min && n <= c.max;
}

/* A count that does not match its spec, with the messages of MLIR's
 * count traits (OpDefinition.cpp).  `what` is "operand", "result" or
 * "successor".  Out of line: check_counts runs on every op. */
static __attribute__((noinline, cold)) bool count_failed(Verifier *v, Op *op, Count c, const char *what,
                                                         unsigned n)
{
	bool succ = what[0] == 's';
	if (c.kind == COUNT_OPTIONAL)
		return v_fail(v, op, "%s group starting at #0 requires 0 or 1 element, but found %u",
		              what, n);
	unsigned want = c.want;
	if (c.kind == COUNT_AT_LEAST) {
		if (what[0] == 'r')
			return v_fail(v, op, "expected %u or more results", want);
		return v_fail(v, op, "expected %u or more operands, but found %u", want, n);
	}
	if (succ)
		return v_fail(v, op, "requires %u successor%s but found %u", want, want == 1 ? "" : "s", n);
	if (want == 0)
		return v_fail(v, op, "requires zero %ss", what);
	if (want == 1)
		return v_fail(v, op, what[0] == 'r' ? "requires one result" : "requires a single operand");
	if (what[0] == 'r')
		return v_fail(v, op, "expected %u results", want);
	return v_fail(v, op, "expected %u operands, but found %u", want, n);
}

static bool check_regions(Verifier *v, Op *op)
{
	int want = op_info(op)->nregions;
	if (want < 0 || op->nregions == (unsigned)want)
		return true;
	if (want == 0)
		return v_fail(v, op, "requires zero regions");
	if (want == 1)
		return v_fail(v, op, "requires one region");
	return v_fail(v, op, "expected %d regions", want);
}

/* Each op kind's counts: results, successors, operands; from shape.def,
 * else (results and operands) from the SIG column's letters. */
static Count counts[OP__COUNT][3];
/* Where each kind's SIG column splits at its '>' (sig_split 0: it has
 * none; else 1 + the operand letters), with its result letters: found
 * once, not with strchr and strlen for every op verified. */
static unsigned char sig_split[OP__COUNT], sig_nout[OP__COUNT];
static bool counts_ready;

static void counts_init(void)
{
	for (unsigned k = 0; k < OP__COUNT; k++) {
		const Shape *s = &shapes[k];
		const char *sig = op_table[k].sig, *gt = sig ? strchr(sig, '>') : NULL;
		counts[k][0] = count_of(s->results);
		counts[k][1] = count_of(s->succs);
		counts[k][2] = count_of(s->operands);
		if (!s->results && gt)
			counts[k][0] = count_make(COUNT_EXACT, (unsigned)strlen(gt + 1));
		if (!s->operands && gt)
			counts[k][2] = count_make(COUNT_EXACT, (unsigned)(gt - sig));
		if (gt) {
			sig_split[k] = (unsigned char)(1 + (gt - sig));
			sig_nout[k] = (unsigned char)strlen(gt + 1);
		}
	}
	counts_ready = true;
}

static bool check_counts(Verifier *v, Op *op)
{
	if (!counts_ready)
		counts_init();
	const Count *c = counts[op->kind];
	return check_regions(v, op) &&
	       (count_ok(c[0], op->nres) || count_failed(v, op, c[0], "result", op->nres)) &&
	       (count_ok(c[1], op->nsucc) || count_failed(v, op, c[1], "successor", op->nsucc)) &&
	       (count_ok(c[2], op->nopnds) || count_failed(v, op, c[2], "operand", op->nopnds));
}

/* operandSegmentSizes: as many sizes as the op has groups, adding up to
 * its operands.  A generic op may leave it out: MLIR's default then is
 * all zeros, which is set here so that the passes find the groups. */
static bool check_segments(Verifier *v, Op *op)
{
	unsigned want = shapes[op->kind].segments;
	if (!op_has_trait(op, T_SEGMENTS) || !want)
		return true;
	if (!op->nsegs && !op->nopnds) {
		unsigned zeros[8] = {0};
		op_set_segments(v->m, op, zeros, want < 8 ? want : 8);
		return true;
	}
	if (op->nsegs && op->nsegs != want) {
		Buf b;
		buf_init(&b);
		buf_printf(&b, "array<i32");
		for (unsigned i = 0; i < op->nsegs; i++)
			buf_printf(&b, "%s%u", i ? ", " : ": ", op->segs[i]);
		buf_putc(&b, '>');
		diag_error(v->diag, op->loc, "invalid properties {operandSegmentSizes = %s} for op %s: "
		           "size mismatch in attribute conversion: %u vs %u",
		           b.data, op_info(op)->name, op->nsegs, want);
		buf_free(&b);
		return false;
	}
	unsigned total = 0;
	for (unsigned i = 0; i < op->nsegs; i++)
		total += op->segs[i];
	if (total != op->nopnds)
		return v_fail(v, op, "operand count (%u) does not match with the total size (%u) "
		              "specified in attribute 'operandSegmentSizes'", op->nopnds, total);
	return true;
}

/* What each SIG letter (ops.h) allows, as ODS describes the type. */
static const char *sig_desc(char c)
{
	switch (c) {
	case 'b': return "1-bit signless integer";
	case 'x': return "index";
	case 'T': return "async token type";
	case 'G': return "async group type";
	case 'I': return "switched-resume coroutine identifier";
	case 'H': return "coroutine handle";
	case 'S': return "saved coroutine state";
	case 'a': return "async value type or async token type";
	case 'r': return "async value type or async token type or async group type";
	default: return NULL;
	}
}

static bool sig_allows(Verifier *v, char c, Type *t)
{
	Type *want = sig_type(v->ctx, c);
	if (want)
		return t == want;
	if (c == 'a')
		return ty_is_awaitable(t);
	if (c == 'r')
		return ty_is_async(t);
	return true;
}

/* The fixed types of the SIG column (the counts are checked before). */
static bool check_sig(Verifier *v, Op *op)
{
	if (!counts_ready)
		counts_init();
	if (!sig_split[op->kind])
		return true;
	const char *sig = op_info(op)->sig;
	unsigned nin = sig_split[op->kind] - 1u, nout = sig_nout[op->kind];
	const char *gt = sig + nin;
	for (unsigned i = 0; i < nin && i < op->nopnds; i++)
		if (!v_operand_is(v, op, i, sig_allows(v, sig[i], opnd_type(op, i)), sig_desc(sig[i])))
			return false;
	for (unsigned i = 0; i < nout && i < op->nres; i++)
		if (!v_result_is(v, op, i, sig_allows(v, gt[1 + i], op->res[i].type), sig_desc(gt[1 + i])))
			return false;
	return true;
}

/* ------------------------------------------------------ op entry, exit */

static bool block_has_preds(Block *entry)
{
	for (Block *b = entry->parent->first; b; b = b->next) {
		Op *t = b->last;
		for (unsigned i = 0; t && i < t->nsucc; i++)
			if (t->succs[i].block == entry)
				return true;
	}
	return false;
}

/* Successors as IR built by passes might get them wrong (the parser
 * cannot). */
static bool check_successors(Verifier *v, Op *op)
{
	for (unsigned i = 0; i < op->nsucc; i++) {
		Succ *s = &op->succs[i];
		if (!s->block || s->block->parent != op->parent->parent)
			return v_fail(v, op, "branching to block of a different region");
		if (s->first + s->count > op->nopnds)
			return v_fail(v, op, "successor #%u takes operands %u to %u, but the op has %u",
			              i, s->first, s->first + s->count - 1, op->nopnds);
	}
	return true;
}

static bool op_entry(Verifier *v, Op *op)
{
	if (!check_counts(v, op) || !check_segments(v, op) || !check_successors(v, op) ||
	    !check_sig(v, op) ||
	    !op_info(op)->verify(op, v))
		return false;
	/* Terminators' verifiers check their place themselves (IsTerminator
	 * comes before the op's verify() in MLIR); this catches the rest. */
	if (op_has_trait(op, T_TERMINATOR) && op->next)
		return v_is_last(v, op);
	for (unsigned i = 0; i < op->nregions; i++) {
		Block *entry = op->regions[i].first;
		if (entry && block_has_preds(entry))
			return v_error(v, op->loc, "entry block of region may not have predecessors");
	}
	return true;
}

/* The checks MLIR runs after an op's regions are verified. */
static const struct {
	OpKind kind;
	VerifyFn fn;
} region_checks[] = {
	{OP_SCF_FOR, v_for_regions},
	{OP_SCF_IF, v_if_regions},
	{OP_SCF_WHILE, v_while_regions},
	{OP_SCF_PARALLEL, v_parallel_regions},
	{OP_SCF_REDUCE, v_reduce_regions},
	{OP_ASYNC_EXECUTE, v_execute_regions},
	{OP_SCF_EXECUTE_REGION, v_execute_region_regions},
	{OP_AFFINE_FOR, v_affine_for_regions},
	{OP_AFFINE_IF, v_affine_if_regions},
	{OP_MEMREF_ALLOCA_SCOPE, v_alloca_scope_regions},
	{OP_MEMREF_GENERIC_ATOMIC_RMW, v_generic_atomic_rmw_regions},
	{OP_LLVM_GLOBAL, v_llvm_global_regions},
};

static bool op_exit(Verifier *v, Op *op)
{
	/* By kind, built once: a scan of the table per op cost more. */
	static unsigned char index[OP__COUNT];
	static bool ready;
	if (!ready) {
		for (size_t i = 0; i < sizeof region_checks / sizeof *region_checks; i++)
			index[region_checks[i].kind] = (unsigned char)(i + 1);
		ready = true;
	}
	unsigned i = index[op->kind];
	return i ? region_checks[i - 1].fn(op, v) : true;
}

/* ----------------------------------------------------------- blocks */

static bool block_entry(Verifier *v, Op *parent, Block *b)
{
	if (!b->first) {
		if (op_has_trait(parent, T_NO_TERMINATOR))
			return true;
		return v_error(v, parent->loc, "empty block: expect at least a terminator");
	}
	for (Op *o = b->first; o && o != b->last; o = o->next)
		if (o->nsucc)
			return v_error(v, o->loc, "operation with block successors must terminate its parent block");
	return true;
}

static bool block_exit(Verifier *v, Op *parent, Block *b)
{
	if (!b->last || op_has_trait(parent, T_NO_TERMINATOR) || op_has_trait(b->last, T_TERMINATOR))
		return true;
	return v_error(v, b->last->loc, "block with no terminator, has %s",
	               op_generic_str(v->ctx, b->last));
}

/* ------------------------------------------------------------- walk */

static bool verify_op(Verifier *v, Op *op);

static bool verify_regions(Verifier *v, Op *op)
{
	for (unsigned i = 0; i < op->nregions; i++) {
		for (Block *b = op->regions[i].first; b; b = b->next) {
			if (!block_entry(v, op, b))
				return false;
			for (Op *o = b->first; o; o = o->next)
				if (!verify_op(v, o))
					return false;
			if (!block_exit(v, op, b))
				return false;
		}
	}
	return true;
}

static bool verify_op(Verifier *v, Op *op)
{
	if (op->kind == OP_FUNC_CALL || op->kind == OP_ASYNC_CALL)
		svec_push(&v->calls, op);
	return op_entry(v, op) && verify_regions(v, op) && op_exit(v, op);
}

/* ---------------------------------------------------------- symbols */

/* A symbol's name as a key: its string attribute, which the context
 * uniques, so that equal names are one pointer without interning them
 * again ("" for a symbol without one, as func_name gives). */
static const Attr *symbol_key(Ctx *c, const Op *o)
{
	Attr *a = op_attr(o, "sym_name");
	return a && a->kind == AT_STRING ? a : at_string(c, "", 0);
}

/* Two symbols of one name: MLIR's SymbolTable check. */
static bool check_redefinitions(Verifier *v, Module *m)
{
	PtrMap seen;
	ptrmap_init(&seen);
	bool ok = true;
	for (Op *o = module_body(m)->first; o; o = o->next) {
		if (!op_has_trait(o, T_SYMBOL))
			continue;
		const Attr *key = symbol_key(m->ctx, o);
		Op *prev = ptrmap_get(&seen, key);
		if (prev) {
			v_error(v, o->loc, "redefinition of symbol named '%s'", func_name(o));
			v_note(v, prev->loc, "see existing symbol definition here");
			ok = false;
			break;
		}
		ptrmap_put(&seen, key, o);
	}
	ptrmap_free(&seen);
	module_forget_symbols(m);
	return ok;
}

/* Calls [first, end) of v->calls, in order, up to the first whose
 * callee is wrong. */
static bool check_symbol_uses(Verifier *v, unsigned first, unsigned end)
{
	for (unsigned i = first; i < end; i++) {
		Op *op = v->calls.v[i];
		if (!(op->kind == OP_FUNC_CALL ? v_call_symbol(op, v) : v_async_call_symbol(op, v)))
			return false;
	}
	return true;
}

/* ----------------------------------------------------------- module */

/* The module's ops, each on its own, then its symbols, then the calls
 * of the ops that verified, each op's up to its first wrong one. */
static bool verify_body(Verifier *v, Module *m)
{
	Block *body = module_body(m);
	/* Per top-level op: verified without error, and where its calls
	 * start in v->calls (one more entry: where they end). */
	unsigned n = 0, errors = 0;
	for (Op *o = body->first; o; o = o->next)
		n++;
	bool *good = xcalloc(n ? n : 1, sizeof *good);
	unsigned *calls = xmalloc((n + 1) * sizeof *calls);
	unsigned i = 0;
	for (Op *o = body->first; o; o = o->next, i++) {
		calls[i] = v->calls.n;
		good[i] = verify_op(v, o) && verify_dominance(v, o);
		errors += !good[i];
	}
	calls[n] = v->calls.n;
	if (check_redefinitions(v, m)) {
		for (i = 0; i < n; i++)
			if (good[i] && !check_symbol_uses(v, calls[i], calls[i + 1]))
				errors++;
	} else {
		errors++;
	}
	free(calls);
	free(good);
	return errors == 0;
}

bool verify_module(Module *m)
{
	Verifier v = {.ctx = m->ctx, .diag = ctx_diag(m->ctx), .m = m};
	svec_init(&v.calls);
	bool ok = op_entry(&v, m->op) && verify_body(&v, m);
	svec_free(&v.calls);
	return ok;
}
