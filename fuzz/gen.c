/* gen.c - valid async programs from bytes (see gen.h).
 *
 * The generator writes MLIR text top-down.  It keeps the values in scope
 * with their types (a stack, cut back when a region ends) and picks
 * operands among them, or materializes a value of the wanted type (a
 * constant, an async.execute yielding it, a group).  An op's operands
 * are produced before the op is printed, so every use is dominated by
 * its definition; region results enter the scope after the region. */
#include "gen.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------- types */

enum {
	T_I1, T_I32, T_I64, T_INDEX, T_F32, T_F64,
	T_MEM,                      /* memref<4xi64> */
	T_TOKEN, T_GROUP,
	T_VALUE,                    /* T_VALUE + k: !async.value of type k <= T_MEM */
	T_COUNT = T_VALUE + T_MEM + 1,
};

static const char *const type_names[T_COUNT] = {
	"i1", "i32", "i64", "index", "f32", "f64", "memref<4xi64>",
	"!async.token", "!async.group",
	"!async.value<i1>", "!async.value<i32>", "!async.value<i64>", "!async.value<index>",
	"!async.value<f32>", "!async.value<f64>", "!async.value<memref<4xi64>>",
};

static bool is_float(int t) { return t == T_F32 || t == T_F64; }
static bool is_value(int t) { return t >= T_VALUE; }
static bool is_async(int t) { return t >= T_TOKEN; }

/* ------------------------------------------------------------- state */

enum { MAX_VALS = 2048, MAX_FUNCS = 8, MAX_ARGS = 4, NAME = 16 };

typedef struct Val {
	char name[NAME];
	int ty;
	int adds;                  /* group: add_to_group still allowed */
	int mult;                  /* group: g->mult where it was created */
} Val;

typedef struct Func {
	bool is_async;             /* async.func */
	bool allowed_to_block;
	int nin, in[MAX_ARGS];
	int nout, out[MAX_ARGS];
} Func;

typedef struct G {
	const uint8_t *data;
	size_t size, pos;
	bool runnable;
	bool eliminate;            /* -feliminate-blocking-await */
	int budget;                /* statements left */
	int max_depth;

	char *out;
	size_t len, cap;
	int indent;

	Func funcs[MAX_FUNCS];
	int nfuncs;                /* without @main */
	int cur;                   /* the function being written */

	Val vals[MAX_VALS];
	int nvals;
	unsigned next_id, next_block;
	int depth;                 /* nested regions */
	int making;                /* nested materializations of operands */
	int mult;                  /* runnable: how often this code runs per
	                              run of the function (loop trips) */
	unsigned next_const;       /* runnable: %stN, the values stores write */
	unsigned nprints;          /* runnable: print sites (stmt_print) */
	bool mlir;                 /* MLIR-compatible (gen.h) */
	bool coro;                 /* writing a coroutine: an async.execute
	                              body or an async.func */
	bool no_async;             /* mlir: inside scf in a coroutine, where
	                              no async op may go */
	bool cref;                 /* runnable: also write the C reference */
	char *c;                   /* its text (see "C reference" below) */
	size_t clen, ccap;
	unsigned next_tmp;         /* its own names, tN: the MLIR names, and
	                              so the bytes chosen, stay as they are */
} G;

/* A choice in [0, n): the next byte, 0 once they have run out. */
static unsigned pick(G *g, unsigned n)
{
	if (n <= 1 || g->pos >= g->size)
		return 0;
	return g->data[g->pos++] % n;
}

__attribute__((format(printf, 4, 0)))
static void append(char **out, size_t *len, size_t *cap, const char *fmt, va_list ap)
{
	va_list again;
	va_copy(again, ap);
	int n = vsnprintf(NULL, 0, fmt, ap);
	if (*len + (size_t)n + 1 > *cap) {
		while (*len + (size_t)n + 1 > *cap)
			*cap = *cap ? 2 * *cap : 4096;
		*out = realloc(*out, *cap);
		if (!*out)
			abort();
	}
	vsnprintf(*out + *len, (size_t)n + 1, fmt, again);
	*len += (size_t)n;
	va_end(again);
}

__attribute__((format(printf, 2, 0)))
static void emit_raw(G *g, const char *fmt, va_list ap)
{
	append(&g->out, &g->len, &g->cap, fmt, ap);
}

/* Text appended as it is. */
__attribute__((format(printf, 2, 3)))
static void put(G *g, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	emit_raw(g, fmt, ap);
	va_end(ap);
}

/* The indentation of a new line. */
static void ind(G *g)
{
	for (int i = 0; i < g->indent; i++)
		put(g, "  ");
}

/* One line at the current indentation. */
__attribute__((format(printf, 2, 3)))
static void line(G *g, const char *fmt, ...)
{
	va_list ap;
	ind(g);
	va_start(ap, fmt);
	emit_raw(g, fmt, ap);
	va_end(ap);
	put(g, "\n");
}

/* ------------------------------------------------------------- C reference
 *
 * With cref, a runnable program is written twice: as MLIR, and as a
 * sequential C program that prints what it prints, the test suite's
 * oracle for the programs MLIR 19 cannot compile (tests/exec/
 * generated_run.sh).  Each statement writes its C beside its MLIR, after
 * its operands; the C consumes no byte and no MLIR name, so the MLIR is
 * the same with cref or without.
 *
 * Sequential is exact here: an async.execute body runs in C where the
 * execute is, to its end, and async.call calls; awaits do nothing.
 *   - That is one of the schedules MLIR allows: what a task awaits was
 *     made before it (SSA dominance: an operand, a capture, a group
 *     filled where it was created), so it is complete when awaited.
 *   - Every schedule prints the same: a load reads what @main stored
 *     (every store writes the value the slot holds), add_to_group ranks
 *     are taken in order by the one task that fills its group, asserts
 *     hold, and a print site adds to its slot of @printed, whose sums
 *     (u64, wrapping) do not depend on the order of the adds.
 * Types: i1 and i32 are uint32_t (i1 masked to 0 or 1), i64 and index
 * uint64_t: unsigned, so that C wraps where MLIR does and has no signed
 * overflow; signed comparisons, maxsi and sign extensions convert to
 * int32_t/int64_t first (GCC and Clang define that conversion as
 * modular).  f32 and f64 are float and double (IEEE, compiled with
 * -ffp-contract=off).  A token is an int, 0; a group a counter of the
 * tokens added; an !async.value its payload; a memref a pointer to one
 * of @main's arrays.  Region results are declared before the region and
 * assigned by its yields; a block's arguments are variables bbN_i,
 * assigned by the branches to it. */

static const char *const c_types[T_COUNT] = {
	"uint32_t", "uint32_t", "uint64_t", "uint64_t", "float", "double", "uint64_t *",
	"int", "uint64_t",
	"uint32_t", "uint32_t", "uint64_t", "uint64_t", "float", "double", "uint64_t *",
};

/* The C name of an MLIR value: without its '%'. */
static const char *cn(const char *name)
{
	return name[0] == '%' ? name + 1 : name;
}

/* C text appended as it is, if cref. */
__attribute__((format(printf, 2, 3)))
static void cput(G *g, const char *fmt, ...)
{
	if (!g->cref)
		return;
	va_list ap;
	va_start(ap, fmt);
	append(&g->c, &g->clen, &g->ccap, fmt, ap);
	va_end(ap);
}

/* One line of C at the current indentation, if cref. */
__attribute__((format(printf, 2, 3)))
static void cline(G *g, const char *fmt, ...)
{
	if (!g->cref)
		return;
	for (int i = 0; i < g->indent; i++)
		cput(g, "\t");
	va_list ap;
	va_start(ap, fmt);
	append(&g->c, &g->clen, &g->ccap, fmt, ap);
	va_end(ap);
	cput(g, "\n");
}

/* "T name" declared in C: a pointer's star is part of the type. */
static void cdecl_init(G *g, int t, const char *name, const char *init)
{
	if (init)
		cline(g, "%s %s = %s;", c_types[t], cn(name), init);
	else
		cline(g, "%s %s;", c_types[t], cn(name));
}

/* The signed C type an integer type converts to for signed ops. */
static const char *c_signed(int t)
{
	return t == T_I32 ? "int32_t" : "int64_t";
}

/* C: name = a OP b, for the arith ops of stmt_arith and print_computed. */
static void c_binary(G *g, const char *name, const char *op, int t, const char *a, const char *b)
{
	static const struct { const char *op, *c; } sym[] = {
		{"addi", "+"}, {"subi", "-"}, {"muli", "*"}, {"andi", "&"}, {"ori", "|"},
		{"xori", "^"}, {"addf", "+"}, {"subf", "-"}, {"mulf", "*"},
	};
	const char *ty = c_types[t];
	a = cn(a), b = cn(b), name = cn(name);
	if (strcmp(op, "maxsi") == 0) {
		cline(g, "%s %s = (%s)%s > (%s)%s ? %s : %s;", ty, name, c_signed(t), a, c_signed(t), b, a, b);
		return;
	}
	if (strcmp(op, "minui") == 0) {
		cline(g, "%s %s = %s < %s ? %s : %s;", ty, name, a, b, a, b);
		return;
	}
	for (size_t i = 0; i < sizeof sym / sizeof *sym; i++) {
		if (strcmp(op, sym[i].op) != 0)
			continue;
		if (is_float(t))
			cline(g, "%s %s = %s %s %s;", ty, name, a, sym[i].c, b);
		else
			cline(g, "%s %s = (%s)(%s %s %s)%s;", ty, name, ty, a, sym[i].c, b,
			      t == T_I1 ? " & 1u" : "");
		return;
	}
	abort();
}

/* C: name = a PRED b (cmpi slt/ult/eq, cmpf olt), an i1.  An i1 is
 * signed -1 or 0: 1 slt 0 holds. */
static void c_compare(G *g, const char *name, const char *pred, int t, const char *a, const char *b)
{
	a = cn(a), b = cn(b), name = cn(name);
	if (strcmp(pred, "slt") == 0 && t == T_I1)
		cline(g, "uint32_t %s = %s == 1u && %s == 0u;", name, a, b);
	else if (strcmp(pred, "slt") == 0)
		cline(g, "uint32_t %s = (%s)%s < (%s)%s;", name, c_signed(t), a, c_signed(t), b);
	else
		cline(g, "uint32_t %s = %s %s %s;", name, a, strcmp(pred, "eq") == 0 ? "==" : "<", b);
}

/* A fresh SSA name, not yet in scope. */
static void fresh(G *g, char name[NAME])
{
	snprintf(name, NAME, "%%v%u", g->next_id++);
}

static Val *push(G *g, const char *name, int ty)
{
	if (g->nvals == MAX_VALS) {
		g->budget = 0;             /* full: stop adding statements */
		return NULL;
	}
	Val *v = &g->vals[g->nvals++];
	snprintf(v->name, NAME, "%.*s", NAME - 1, name);
	v->ty = ty;
	v->adds = 0;
	v->mult = g->mult;
	return v;
}

/* ------------------------------------------------------------- values */

static const char *make(G *g, int t);
static void gen_execute(G *g, int nres, const int *res);

static bool have(G *g, int t)
{
	for (int i = g->nvals - 1; i >= 0; i--)
		if (g->vals[i].ty == t)
			return true;
	return false;
}

/* Whether a value of type t can be had here.  A runnable program's
 * memrefs are @main's, passed down as arguments. */
static bool available(G *g, int t)
{
	if (g->no_async && is_async(t))
		return false;
	if (!g->runnable || (t != T_MEM && t != T_VALUE + T_MEM))
		return true;
	return have(g, T_MEM);
}

/* A value of type t: one in scope, or a new one.  NULL if t cannot be
 * had (see available). */
static const char *get(G *g, int t)
{
	int cand[32], n = 0;
	for (int i = g->nvals - 1; i >= 0 && n < 32; i--)
		if (g->vals[i].ty == t)
			cand[n++] = i;
	if (n && pick(g, 4) != 3)
		return g->vals[cand[pick(g, (unsigned)n)]].name;
	if (!available(g, t))
		return NULL;
	return make(g, t);
}

/* A type among the first n kinds, skipping what cannot be had. */
static int pick_type(G *g, int n)
{
	int t = (int)pick(g, (unsigned)n);
	return available(g, t) ? t : T_I64;
}

/* Any payload type of an !async.value. */
static int pick_payload(G *g)
{
	return pick_type(g, T_MEM + 1);
}

/* Any type a value may have. */
static int pick_any(G *g)
{
	int t = (int)pick(g, T_COUNT);
	return available(g, t) ? t : T_TOKEN;
}

static const char *constant(G *g, int t)
{
	char name[NAME];
	fresh(g, name);
	unsigned k = pick(g, 8);
	switch (t) {
	case T_I1:
		line(g, "%s = arith.constant %s", name, k & 1 ? "false" : "true");
		cline(g, "uint32_t %s = %u;", cn(name), k & 1 ? 0 : 1);
		break;
	case T_F32: case T_F64:
		line(g, "%s = arith.constant %u.5 : %s", name, k, type_names[t]);
		cline(g, "%s %s = %u.5%s;", c_types[t], cn(name), k, t == T_F32 ? "f" : "");
		break;
	default:
		line(g, "%s = arith.constant %u : %s", name, k, type_names[t]);
		cline(g, "%s %s = %u;", c_types[t], cn(name), k);
		break;
	}
	Val *v = push(g, name, t);
	return v ? v->name : "%oops";
}

/* A constant of type index that the caller knows. */
static const char *index_const(G *g, unsigned k)
{
	char name[NAME];
	fresh(g, name);
	line(g, "%s = arith.constant %u : index", name, k);
	cline(g, "uint64_t %s = %u;", cn(name), k);
	Val *v = push(g, name, T_INDEX);
	return v ? v->name : "%oops";
}

/* A group of size n is complete after its n-th token is added: in a
 * runnable program, where async.await_all must not wait forever, every
 * group is filled right after its creation. */
static const char *make_group(G *g)
{
	unsigned size = 1 + pick(g, g->runnable ? 4 : 16);
	const char *n = index_const(g, size);
	char name[NAME];
	fresh(g, name);
	line(g, "%s = async.create_group %s : !async.group", name, n);
	cline(g, "uint64_t %s = 0;", cn(name));
	/* The tokens are made before the group enters the scope: a task
	 * that awaited the group it is added to would wait for itself. */
	for (unsigned i = 0; g->runnable && i < size; i++) {
		const char *t = get(g, T_TOKEN);
		char rank[NAME];
		fresh(g, rank);
		line(g, "%s = async.add_to_group %s, %s : !async.token", rank, t, name);
		cline(g, "uint64_t %s = %s++;", cn(rank), cn(name));
		push(g, rank, T_INDEX);
	}
	Val *v = push(g, name, T_GROUP);
	if (!v)
		return "%oops";
	v->adds = g->runnable ? 0 : (int)size;
	return v->name;
}

static const char *make(G *g, int t)
{
	if (t == T_MEM) {
		/* A runnable program frees what it allocates: only @main
		 * allocates (and deallocates), the rest use main's memrefs. */
		for (int i = g->nvals - 1; g->runnable && i >= 0; i--)
			if (g->vals[i].ty == T_MEM)
				return g->vals[i].name;
		char name[NAME];
		fresh(g, name);
		line(g, "%s = memref.alloc() : memref<4xi64>", name);
		Val *v = push(g, name, T_MEM);
		return v ? v->name : "%oops";
	}
	if (t == T_GROUP)
		return make_group(g);
	if (t == T_TOKEN || is_value(t)) {
		/* The new value is the last one pushed. */
		gen_execute(g, t == T_TOKEN ? 0 : 1, (int[]){t - T_VALUE});
		return g->vals[g->nvals - 1].name;
	}
	return constant(g, t);
}

/* "T1, T2" of n types. */
static void put_types(G *g, int n, const int *t)
{
	for (int i = 0; i < n; i++)
		put(g, "%s%s", i ? ", " : "", type_names[t[i]]);
}

/* Operands of types t[0..n) into names; false if one cannot be had. */
static bool get_all(G *g, int n, const int *t, char names[][NAME])
{
	for (int i = 0; i < n; i++) {
		const char *s = get(g, t[i]);
		if (!s)
			return false;
		snprintf(names[i], NAME, "%s", s);
	}
	return true;
}

/* "%a, %b" */
static void put_names(G *g, int n, char names[][NAME])
{
	for (int i = 0; i < n; i++)
		put(g, "%s%s", i ? ", " : "", names[i]);
}

/* "%a, %b : T1, T2": operands with their types. */
static void put_operands(G *g, int n, char names[][NAME], const int *t)
{
	put_names(g, n, names);
	put(g, " : ");
	put_types(g, n, t);
}

/* "scf.yield %a : T" of values of types t found in scope, named in ys. */
static void yield(G *g, const char *op, int n, const int *t, const char *prefix, char ys[][NAME])
{
	if (!get_all(g, n, t, ys))
		abort();                   /* callers pick types they can have */
	ind(g);
	put(g, "%s%s", op, prefix);
	if (n) {
		put(g, " ");
		put_operands(g, n, ys, t);
	}
	put(g, "\n");
}

/* C: "dst_i = src_i;" for n names. */
static void cassign(G *g, int n, char dst[][NAME], char src[][NAME])
{
	for (int i = 0; i < n; i++)
		cline(g, "%s = %s;", cn(dst[i]), cn(src[i]));
}

/* C: "T dst_i;" for n region results of types t, assigned by yields. */
static void cdecl_results(G *g, int n, char names[][NAME], const int *t)
{
	for (int i = 0; i < n; i++)
		cdecl_init(g, t[i], names[i], NULL);
}

/* ------------------------------------------------------------- regions */

static void stmts(G *g, int n);

/* Region bookkeeping: values defined in a region leave scope with it. */
typedef struct Scope {
	int start, mult;
} Scope;

static Scope enter(G *g, int trips)
{
	Scope s = {g->nvals, g->mult};
	g->depth++;
	if (g->mult < 1000)
		g->mult *= trips;
	return s;
}

static void leave(G *g, Scope s)
{
	g->nvals = s.start;
	g->mult = s.mult;
	g->depth--;
}

/* The regions of scf ops: no async op inside them in a coroutine of an
 * MLIR-compatible program.  Returns what to restore. */
static bool scf_region(G *g)
{
	bool was = g->no_async;
	if (g->mlir && g->coro)
		g->no_async = true;
	return was;
}

/* Await what the region created (runnable: all of it, so that nothing
 * outlives @main; otherwise a random part). */
static void await_created(G *g, Scope s)
{
	int end = g->nvals;
	for (int i = s.start; i < end; i++) {
		Val *v = &g->vals[i];
		if (!is_async(v->ty) || (!g->runnable && pick(g, 2)))
			continue;
		if (v->ty == T_TOKEN) {
			line(g, "async.await %s : !async.token", v->name);
		} else if (v->ty == T_GROUP) {
			line(g, "async.await_all %s", v->name);
		} else {
			char name[NAME];
			fresh(g, name);
			line(g, "%s = async.await %s : %s", name, v->name, type_names[v->ty]);
			cdecl_init(g, v->ty, name, cn(v->name));
		}
	}
}

/* Statements for a nested region: fewer as the nesting deepens. */
static void body(G *g)
{
	if (g->depth < g->max_depth)
		stmts(g, (int)pick(g, 5));
}

/* Drop the names of n that repeat an earlier one (and their types, if
 * ty); the number left. */
static int dedup(int n, char names[][NAME], int *ty)
{
	int k = 0;
	for (int i = 0; i < n; i++) {
		bool seen = false;
		for (int j = 0; j < k; j++)
			seen |= strcmp(names[j], names[i]) == 0;
		if (seen)
			continue;
		if (k != i) {
			memcpy(names[k], names[i], NAME);
			if (ty)
				ty[k] = ty[i];
		}
		k++;
	}
	return k;
}

/* async.execute [deps] (operands) -> results { body }: the token and
 * the values enter the scope.  res[i] are payload types. */
static void gen_execute(G *g, int nres, const int *res)
{
	char deps[3][NAME], ops[3][NAME], args[3][NAME];
	int optys[3];
	bool small = g->making > 3;        /* materializing operands of operands... */
	int ndeps = small ? 0 : (int)pick(g, 3), nops = small ? 0 : (int)pick(g, 3);
	g->making++;
	for (int i = 0; i < ndeps; i++)
		snprintf(deps[i], NAME, "%s", get(g, T_TOKEN));
	for (int i = 0; i < nops; i++) {
		optys[i] = T_VALUE + pick_payload(g);
		const char *s = get(g, optys[i]);
		if (!s)
			optys[i] = T_VALUE + T_I64, s = get(g, optys[i]);
		snprintf(ops[i], NAME, "%s", s);
	}
	if (g->mlir) {
		/* MLIR 19 crashes outlining an execute that names one token
		 * or value twice: keep the first. */
		ndeps = dedup(ndeps, deps, NULL);
		nops = dedup(nops, ops, optys);
	}
	char tok[NAME], vals[3][NAME];
	fresh(g, tok);
	for (int i = 0; i < nres; i++)
		fresh(g, vals[i]);

	ind(g);
	put(g, "%s", tok);
	for (int i = 0; i < nres; i++)
		put(g, ", %s", vals[i]);
	put(g, " = async.execute");
	if (ndeps) {
		put(g, " [");
		put_names(g, ndeps, deps);
		put(g, "]");
	}
	if (nops) {
		put(g, " (");
		for (int i = 0; i < nops; i++) {
			fresh(g, args[i]);
			put(g, "%s%s as %s: %s", i ? ", " : "", ops[i], args[i], type_names[optys[i]]);
		}
		put(g, ")");
	}
	if (nres) {
		put(g, " -> %s", nres > 1 ? "(" : "");
		for (int i = 0; i < nres; i++)
			put(g, "%s%s", i ? ", " : "", type_names[T_VALUE + res[i]]);
		put(g, "%s", nres > 1 ? ")" : "");
	}
	put(g, " {\n");
	g->making--;
	/* C: the body runs here, to its end (see "C reference"). */
	cline(g, "int %s = 0;", cn(tok));
	for (int i = 0; i < nres; i++)
		cdecl_init(g, T_VALUE + res[i], vals[i], NULL);
	cline(g, "{");

	Scope s = enter(g, 1);
	bool coro = g->coro, no_async = g->no_async;
	g->coro = true;
	g->no_async = false;
	g->indent++;
	for (int i = 0; i < nops; i++) {
		push(g, args[i], optys[i] - T_VALUE);
		cdecl_init(g, optys[i], args[i], cn(ops[i]));
	}
	body(g);
	await_created(g, s);
	char ys[4][NAME];
	yield(g, "async.yield", nres, res, "", ys);
	cassign(g, nres, vals, ys);
	g->indent--;
	cline(g, "}");
	g->coro = coro;
	g->no_async = no_async;
	leave(g, s);
	line(g, "}");
	push(g, tok, T_TOKEN);
	for (int i = 0; i < nres; i++)
		push(g, vals[i], T_VALUE + res[i]);
}

static void stmt_execute(G *g)
{
	int res[3], n = (int)pick(g, 3);
	for (int i = 0; i < n; i++)
		res[i] = pick_payload(g);
	gen_execute(g, n, res);
}

/* Results of a region op: "%a, %b = " and their names. */
static void put_results(G *g, int n, char names[][NAME])
{
	ind(g);
	for (int i = 0; i < n; i++) {
		fresh(g, names[i]);
		put(g, "%s%s", i ? ", " : "", names[i]);
	}
	if (n)
		put(g, " = ");
}

/* Types for region results: scalars and async values, no memrefs (so
 * that a runnable program can always yield them). */
static int pick_region_types(G *g, int *t)
{
	int n = (int)pick(g, 3);
	for (int i = 0; i < n; i++) {
		t[i] = (int)pick(g, g->mlir ? T_MEM : T_COUNT);
		if (t[i] == T_MEM || t[i] == T_VALUE + T_MEM || (t[i] == T_GROUP && g->runnable))
			t[i] = T_TOKEN;
	}
	return n;
}

static void stmt_for(G *g)
{
	unsigned trips = pick(g, 4);
	const char *lb = index_const(g, 0);
	const char *ub = index_const(g, trips);
	const char *step = index_const(g, 1);
	int t[3], n = pick_region_types(g, t);
	char init[3][NAME], args[3][NAME], res[3][NAME], iv[NAME];
	if (!get_all(g, n, t, init))
		return;
	put_results(g, n, res);
	fresh(g, iv);
	put(g, "scf.for %s = %s to %s step %s", iv, lb, ub, step);
	if (n) {
		put(g, " iter_args(");
		for (int i = 0; i < n; i++) {
			fresh(g, args[i]);
			put(g, "%s%s = %s", i ? ", " : "", args[i], init[i]);
		}
		put(g, ") -> (");
		put_types(g, n, t);
		put(g, ")");
	}
	put(g, " {\n");
	/* C: the results carry the loop's values. */
	for (int i = 0; i < n; i++)
		cdecl_init(g, t[i], res[i], cn(init[i]));
	cline(g, "for (uint64_t %s = %s; (int64_t)%s < (int64_t)%s; %s += %s) {",
	      cn(iv), cn(lb), cn(iv), cn(ub), cn(iv), cn(step));
	Scope s = enter(g, (int)trips);
	bool no_async = scf_region(g);
	g->indent++;
	push(g, iv, T_INDEX);
	for (int i = 0; i < n; i++) {
		push(g, args[i], t[i]);
		cdecl_init(g, t[i], args[i], cn(res[i]));
	}
	body(g);
	await_created(g, s);
	char ys[4][NAME];
	if (n)
		yield(g, "scf.yield", n, t, "", ys);
	cassign(g, n, res, ys);
	g->indent--;
	cline(g, "}");
	g->no_async = no_async;
	leave(g, s);
	line(g, "}");
	for (int i = 0; i < n; i++)
		push(g, res[i], t[i]);
}

static void stmt_if(G *g)
{
	const char *c = get(g, T_I1);
	int t[3], n = pick_region_types(g, t);
	bool with_else = n || pick(g, 2);
	char res[3][NAME];
	put_results(g, n, res);
	put(g, "scf.if %s", c);
	if (n) {
		put(g, " -> (");
		put_types(g, n, t);
		put(g, ")");
	}
	put(g, " {\n");
	cdecl_results(g, n, res, t);
	cline(g, "if (%s) {", cn(c));
	for (int branch = 0; branch < (with_else ? 2 : 1); branch++) {
		if (branch) {
			line(g, "} else {");
			cline(g, "} else {");
		}
		Scope s = enter(g, 1);
		bool no_async = scf_region(g);
		g->indent++;
		body(g);
		await_created(g, s);
		char ys[4][NAME];
		if (n)
			yield(g, "scf.yield", n, t, "", ys);
		cassign(g, n, res, ys);
		g->indent--;
		g->no_async = no_async;
		leave(g, s);
	}
	line(g, "}");
	cline(g, "}");
	for (int i = 0; i < n; i++)
		push(g, res[i], t[i]);
}

/* The after region of stmt_while: the body, which counts, on the values
 * fwd forwarded by the condition; in C, the loop's values for the next
 * trip go into the variables state[i]. */
static void while_after(G *g, int n, const int *t, unsigned trips, const char *one,
                        char fwd[][NAME], char state[][NAME])
{
	char args[4][NAME];
	line(g, "} do {");
	g->indent++;
	cline(g, "{");
	g->indent--;
	for (int i = 0; i < n; i++)
		fresh(g, args[i]);
	ind(g);
	put(g, "^bb0(");
	for (int i = 0; i < n; i++)
		put(g, "%s%s: %s", i ? ", " : "", args[i], type_names[t[i]]);
	put(g, "):\n");
	Scope s = enter(g, (int)trips);
	bool no_async = scf_region(g);
	g->indent++;
	for (int i = 0; i < n; i++) {
		push(g, args[i], t[i]);
		cdecl_init(g, t[i], args[i], cn(fwd[i]));
	}
	body(g);
	await_created(g, s);
	char next[NAME];
	fresh(g, next);
	line(g, "%s = arith.addi %s, %s : index", next, args[0], one);
	cline(g, "uint64_t %s = %s + %s;", cn(next), cn(args[0]), cn(one));
	char ys[4][NAME];
	snprintf(ys[0], NAME, "%s", next);
	if (!get_all(g, n - 1, t + 1, ys + 1))
		abort();
	ind(g);
	put(g, "scf.yield ");
	put_operands(g, n, ys, t);
	put(g, "\n");
	cassign(g, n, state, ys);
	cline(g, "}");
	g->indent--;
	g->no_async = no_async;
	leave(g, s);
	line(g, "}");
}

/* scf.while counting %i up to a bound, with more loop-carried values.
 * In C:
 *     T res...; T wK_i = init...;
 *     for (;;) { T before_args = wK_i; ...; if (!go) { res = fwd; break; }
 *                { T after_args = fwd; ...; wK_i = yielded; } } */
static void stmt_while(G *g)
{
	unsigned trips = pick(g, 4);
	const char *zero = index_const(g, 0);
	const char *bound = index_const(g, trips);
	const char *one = index_const(g, 1);
	int t[4], n = pick_region_types(g, t + 1) + 1;
	t[0] = T_INDEX;
	char init[4][NAME], args[4][NAME], res[4][NAME], state[4][NAME];
	snprintf(init[0], NAME, "%s", zero);
	if (!get_all(g, n - 1, t + 1, init + 1))
		return;
	put_results(g, n, res);
	put(g, "scf.while (");
	for (int i = 0; i < n; i++) {
		fresh(g, args[i]);
		put(g, "%s%s = %s", i ? ", " : "", args[i], init[i]);
	}
	put(g, ") : (");
	put_types(g, n, t);
	put(g, ") -> (");
	put_types(g, n, t);
	put(g, ") {\n");
	cdecl_results(g, n, res, t);
	unsigned w = g->next_tmp++;
	for (int i = 0; i < n; i++) {
		snprintf(state[i], NAME, "w%u_%d", w, i);
		cdecl_init(g, t[i], state[i], cn(init[i]));
	}
	cline(g, "for (;;) {");

	/* before: runs trips + 1 times, and decides. */
	Scope s = enter(g, (int)trips + 1);
	bool no_async = scf_region(g);
	g->indent++;
	for (int i = 0; i < n; i++) {
		push(g, args[i], t[i]);
		cdecl_init(g, t[i], args[i], state[i]);
	}
	body(g);
	await_created(g, s);
	char go[NAME], fwd[4][NAME];
	fresh(g, go);
	line(g, "%s = arith.cmpi slt, %s, %s : index", go, args[0], bound);
	cline(g, "uint32_t %s = (int64_t)%s < (int64_t)%s;", cn(go), cn(args[0]), cn(bound));
	snprintf(fwd[0], NAME, "%s", args[0]);
	if (!get_all(g, n - 1, t + 1, fwd + 1))
		abort();
	ind(g);
	put(g, "scf.condition(%s) ", go);
	put_operands(g, n, fwd, t);
	put(g, "\n");
	cline(g, "if (!%s) {", cn(go));
	g->indent++;
	cassign(g, n, res, fwd);
	cline(g, "break;");
	g->indent--;
	cline(g, "}");
	leave(g, s);
	g->indent--;
	g->no_async = no_async;

	while_after(g, n, t, trips, one, fwd, state);
	cline(g, "}");       /* for (;;) */
	for (int i = 0; i < n; i++)
		push(g, res[i], t[i]);
}

/* ------------------------------------------------------------- ops */

static void stmt_arith(G *g)
{
	static const char *const int_ops[] = {"addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minui"};
	static const char *const bool_ops[] = {"andi", "ori", "xori"};
	static const char *const float_ops[] = {"addf", "subf", "mulf"};
	int t = pick_type(g, T_MEM);
	const char *a = get(g, t), *b = get(g, t);
	const char *op = t == T_I1 ? bool_ops[pick(g, 3)]
	               : is_float(t) ? float_ops[pick(g, 3)] : int_ops[pick(g, 8)];
	char name[NAME];
	fresh(g, name);
	line(g, "%s = arith.%s %s, %s : %s", name, op, a, b, type_names[t]);
	c_binary(g, name, op, t, a, b);
	push(g, name, t);
}

static void stmt_cmp(G *g)
{
	int t = pick_type(g, T_MEM);
	const char *a = get(g, t), *b = get(g, t);
	char name[NAME];
	fresh(g, name);
	const char *pred = "olt";
	if (is_float(t)) {
		line(g, "%s = arith.cmpf olt, %s, %s : %s", name, a, b, type_names[t]);
	} else {
		pred = pick(g, 2) ? "slt" : "eq";
		line(g, "%s = arith.cmpi %s, %s, %s : %s", name, pred, a, b, type_names[t]);
	}
	c_compare(g, name, pred, t, a, b);
	push(g, name, T_I1);
}

static void stmt_cast(G *g)
{
	/* c: the C of the cast, of x (index is 64 bits wide). */
	static const struct { const char *op; int from, to; const char *c; } casts[] = {
		{"index_cast", T_I64, T_INDEX, ""}, {"index_cast", T_INDEX, T_I64, ""},
		{"index_cast", T_I32, T_INDEX, "(uint64_t)(int64_t)(int32_t)"},
		{"extsi", T_I32, T_I64, "(uint64_t)(int64_t)(int32_t)"}, {"extui", T_I1, T_I32, ""},
		{"trunci", T_I64, T_I32, "(uint32_t)"}, {"sitofp", T_I64, T_F64, "(double)(int64_t)"},
		{"sitofp", T_I32, T_F32, "(float)(int32_t)"},
		{"extf", T_F32, T_F64, "(double)"}, {"truncf", T_F64, T_F32, "(float)"},
	};
	unsigned k = pick(g, sizeof casts / sizeof *casts);
	const char *x = get(g, casts[k].from);
	char name[NAME];
	fresh(g, name);
	line(g, "%s = arith.%s %s : %s to %s", name, casts[k].op, x, type_names[casts[k].from],
	     type_names[casts[k].to]);
	cline(g, "%s %s = %s%s;", c_types[casts[k].to], cn(name), casts[k].c, cn(x));
	push(g, name, casts[k].to);
}

/* arith.select of any type: of tokens, values and groups too (the
 * result aliases an operand, a case for the reference counting). */
static void stmt_select(G *g)
{
	int t = g->mlir ? pick_type(g, T_MEM) : pick_any(g);
	const char *c = get(g, T_I1);
	const char *a = get(g, t), *b = get(g, t);
	if (!a || !b)
		return;
	char name[NAME];
	fresh(g, name);
	line(g, "%s = arith.select %s, %s, %s : %s", name, c, a, b, type_names[t]);
	cline(g, "%s %s = %s ? %s : %s;", c_types[t], cn(name), cn(c), cn(a), cn(b));
	push(g, name, t);
}

/* Whether f takes or returns tokens, values or groups. */
static bool has_async_types(const Func *f)
{
	for (int i = 0; i < f->nin; i++)
		if (is_async(f->in[i]))
			return true;
	for (int i = 0; i < f->nout; i++)
		if (is_async(f->out[i]))
			return true;
	return f->is_async;
}

/* A callee for the current function: any (recursion too), or in a
 * runnable program one defined before it, called outside loops. */
static int pick_callee(G *g, bool want_async)
{
	int limit = g->runnable ? g->cur : g->nfuncs;
	if (g->runnable && g->mult > 1)
		return -1;
	int cand[MAX_FUNCS], n = 0;
	for (int i = 0; i < limit; i++)
		if (g->funcs[i].is_async == want_async && (!g->no_async || !has_async_types(&g->funcs[i])))
			cand[n++] = i;
	return n ? cand[pick(g, (unsigned)n)] : -1;
}

/* C: "T res...; fK(args..., &res...);" (async.call too: it runs to its
 * end there). */
static void c_call(G *g, int k, char args[][NAME], char res[][NAME])
{
	const Func *f = &g->funcs[k];
	cdecl_results(g, f->nout, res, f->out);
	if (!g->cref)
		return;
	for (int i = 0; i < g->indent; i++)
		cput(g, "\t");
	cput(g, "f%d(", k);
	for (int i = 0; i < f->nin; i++)
		cput(g, "%s%s", i ? ", " : "", cn(args[i]));
	for (int i = 0; i < f->nout; i++)
		cput(g, "%s&%s", i || f->nin ? ", " : "", cn(res[i]));
	cput(g, ");\n");
}

static void stmt_call(G *g, bool async_call)
{
	int k = pick_callee(g, async_call);
	if (k < 0)
		return;
	const Func *f = &g->funcs[k];
	char args[MAX_ARGS][NAME], res[MAX_ARGS][NAME];
	if (!get_all(g, f->nin, f->in, args))
		return;
	put_results(g, f->nout, res);
	put(g, "%s @f%d(", async_call ? "async.call" : "func.call", k);
	put_names(g, f->nin, args);
	put(g, ") : (");
	put_types(g, f->nin, f->in);
	put(g, ") -> ");
	if (f->nout != 1)
		put(g, "(");
	put_types(g, f->nout, f->out);
	if (f->nout != 1)
		put(g, ")");
	put(g, "\n");
	c_call(g, k, args, res);
	for (int i = 0; i < f->nout; i++) {
		Val *v = push(g, res[i], f->out[i]);
		if (v)
			v->adds = 0;
	}
}

static void stmt_await(G *g)
{
	int t = pick(g, 2) ? T_TOKEN : T_VALUE + pick_payload(g);
	const char *x = get(g, t);
	if (!x)
		return;
	if (t == T_TOKEN) {
		line(g, "async.await %s : !async.token", x);
		return;
	}
	char name[NAME];
	fresh(g, name);
	line(g, "%s = async.await %s : %s", name, x, type_names[t]);
	cdecl_init(g, t, name, cn(x));
	push(g, name, t - T_VALUE);
}

static void stmt_group(G *g)
{
	const char *gr = get(g, T_GROUP);
	int idx = -1;
	for (int i = g->nvals - 1; i >= 0; i--)
		if (strcmp(g->vals[i].name, gr) == 0)
			idx = i;
	/* How often an add here runs per creation of the group. */
	int n = 1 + (int)pick(g, 3);
	for (int i = 0; i < n && idx >= 0; i++) {
		Val *gv = &g->vals[idx];
		int times = gv->mult ? g->mult / gv->mult : 1;
		if (g->mult >= 1000 || gv->adds < times)
			break;
		const char *t = get(g, T_TOKEN);
		gv = &g->vals[idx];        /* get() may have pushed */
		gv->adds -= times;
		char name[NAME];
		fresh(g, name);
		line(g, "%s = async.add_to_group %s, %s : !async.token", name, t, gr);
		/* In a runnable program, only where it never runs (a loop
		 * of no trips): every group is filled where it is made. */
		cline(g, "uint64_t %s = %s++;", cn(name), cn(gr));
		push(g, name, T_INDEX);
	}
	if (pick(g, 2))
		line(g, "async.await_all %s", gr);
}

static void stmt_assert(G *g)
{
	/* A failing assert in a coroutine is an error state; in a runnable
	 * program every assert holds. */
	const char *c;
	if (g->runnable) {
		char name[NAME];
		fresh(g, name);
		line(g, "%s = arith.constant true", name);
		cline(g, "uint32_t %s = 1;", cn(name));
		c = push(g, name, T_I1)->name;
	} else {
		c = get(g, T_I1);
	}
	line(g, "cf.assert %s, \"assertion %u\"", c, g->next_id);
	cline(g, "if (!%s)", cn(c));
	cline(g, "\tabort();");
}

/* What main stores in slot k of its memrefs, and every store after. */
static int slot_value(unsigned k)
{
	return 7 * (int)k + 3;
}

static void stmt_memref(G *g)
{
	const char *m = get(g, T_MEM);
	if (!m)
		return;
	unsigned k = 0;
	const char *i;
	if (g->runnable)
		i = index_const(g, k = pick(g, 4));
	else
		i = pick(g, 2) ? index_const(g, pick(g, 4)) : get(g, T_INDEX);
	if (pick(g, 2)) {
		const char *x = get(g, T_I64);
		char c[NAME];
		if (g->runnable) {
			/* Tasks store concurrently: a runnable program stores
			 * what the slot holds (gen.h).  x is still chosen, so
			 * that the rest of the program stays what it was. */
			snprintf(c, NAME, "%%st%u", g->next_const++);
			line(g, "%s = arith.constant %d : i64", c, slot_value(k));
			cline(g, "uint64_t %s = %d;", cn(c), slot_value(k));
			x = c;
		}
		line(g, "memref.store %s, %s[%s] : memref<4xi64>", x, m, i);
		cline(g, "%s[%s] = %s;", cn(m), cn(i), cn(x));
	} else {
		char name[NAME];
		fresh(g, name);
		line(g, "%s = memref.load %s[%s] : memref<4xi64>", name, m, i);
		cline(g, "uint64_t %s = %s[%s];", cn(name), cn(m), cn(i));
		push(g, name, T_I64);
	}
}

/* A runnable program prints from @main alone, at its end, in a fixed
 * order, so that its whole output can be compared line for line: a
 * print site adds what it computes, as i64 bits, to its own slot of
 * @printed with an atomic add, whose sums do not depend on the order in
 * which the tasks ran (a site may run many times, in many tasks).  What
 * it adds is computed, an op on two values in scope (a constant alone
 * would show no wrong code): addition, subtraction, multiplication, or
 * a select of the smaller by a comparison.  Before:
 *     vector.print %v3 : f32
 * after:
 *     %v9 = arith.subf %v3, %v5 : f32
 *     %v10 = arith.bitcast %v9 : f32 to i32
 *     %v11 = arith.extui %v10 : i32 to i64
 *     %v12 = memref.get_global @printed : memref<256xi64>
 *     %v13 = arith.constant 4 : index
 *     %v14 = memref.atomic_rmw addi %v11, %v12[%v13] : (i64, memref<256xi64>) -> i64 */
enum { PRINT_SLOTS = 256 };

static void print_computed(G *g, int t, const char *x, const char *y)
{
	static const char *const iops[] = {"addi", "subi", "muli"}, *const fops[] = {"addf", "subf", "mulf"};
	static const char *const bops[] = {"xori", "andi", "ori"};
	const char *ty = type_names[t];
	char r[NAME], c[NAME], w[NAME], b[NAME], gl[NAME], k[NAME], old[NAME];
	unsigned op = pick(g, 4);
	fresh(g, r);
	if (op == 3) {
		fresh(g, c);
		if (is_float(t))
			line(g, "%s = arith.cmpf olt, %s, %s : %s", c, x, y, ty);
		else
			line(g, "%s = arith.cmpi %s, %s, %s : %s", c, t == T_I1 ? "ult" : "slt", x, y, ty);
		line(g, "%s = arith.select %s, %s, %s : %s", r, c, x, y, ty);
		c_compare(g, c, is_float(t) ? "olt" : t == T_I1 ? "ult" : "slt", t, x, y);
		cline(g, "%s %s = %s ? %s : %s;", c_types[t], cn(r), cn(c), cn(x), cn(y));
	} else {
		const char *name = is_float(t) ? fops[op] : t == T_I1 ? bops[op] : iops[op];
		line(g, "%s = arith.%s %s, %s : %s", r, name, x, y, ty);
		c_binary(g, r, name, t, x, y);
	}
	fresh(g, w);
	switch (t) {
	case T_I1: line(g, "%s = arith.extui %s : i1 to i64", w, r); break;
	case T_I32: line(g, "%s = arith.extsi %s : i32 to i64", w, r); break;
	case T_INDEX: line(g, "%s = arith.index_cast %s : index to i64", w, r); break;
	case T_F32:
		fresh(g, b);
		line(g, "%s = arith.bitcast %s : f32 to i32", b, r);
		line(g, "%s = arith.extui %s : i32 to i64", w, b);
		break;
	case T_F64: line(g, "%s = arith.bitcast %s : f64 to i64", w, r); break;
	default: snprintf(w, NAME, "%s", r); break;
	}
	/* C: the i64 bits; the atomic add is a plain one, sequential. */
	static const char *const widen[] = {
		[T_I1] = "(uint64_t)", [T_I32] = "(uint64_t)(int64_t)(int32_t)", [T_I64] = "",
		[T_INDEX] = "", [T_F32] = "(uint64_t)f32_bits", [T_F64] = "f64_bits",
	};
	if (t != T_I64)
		cline(g, "uint64_t %s = %s(%s);", cn(w), widen[t], cn(r));
	fresh(g, gl);
	fresh(g, k);
	fresh(g, old);
	line(g, "%s = memref.get_global @printed : memref<%dxi64>", gl, PRINT_SLOTS);
	line(g, "%s = arith.constant %u : index", k, g->nprints % PRINT_SLOTS);
	line(g, "%s = memref.atomic_rmw addi %s, %s[%s] : (i64, memref<%dxi64>) -> i64",
	     old, w, gl, k, PRINT_SLOTS);
	cline(g, "printed[%u] += %s;", g->nprints++ % PRINT_SLOTS, cn(w));
}

static void stmt_print(G *g)
{
	int t = pick_type(g, T_MEM);
	if (!g->runnable) {
		line(g, "vector.print %s : %s", get(g, t), type_names[t]);
		return;
	}
	char x[NAME], y[NAME];
	snprintf(x, NAME, "%s", get(g, t));
	snprintf(y, NAME, "%s", get(g, t));
	print_computed(g, t, x, y);
}

/* The end of @main: the sums of the print sites, in order. */
static void print_sums(G *g)
{
	unsigned n = g->nprints < PRINT_SLOTS ? g->nprints : PRINT_SLOTS;
	if (!n)
		return;
	line(g, "%%printed = memref.get_global @printed : memref<%dxi64>", PRINT_SLOTS);
	for (unsigned k = 0; k < n; k++) {
		line(g, "%%site%u = arith.constant %u : index", k, k);
		line(g, "%%sum%u = memref.load %%printed[%%site%u] : memref<%dxi64>", k, k, PRINT_SLOTS);
		line(g, "vector.print %%sum%u : i64", k);
		cline(g, "printf(\"%%\" PRId64 \"\\n\", (int64_t)printed[%u]);", k);
	}
}

static void stmt(G *g)
{
	if (g->budget <= 0)
		return;
	g->budget--;
	unsigned k = pick(g, 18);
	/* Inside scf in a coroutine, an MLIR-compatible program does no
	 * async op (async.call, execute, await, group ops), nor cf.assert,
	 * which MLIR lowers there to a branch to the coroutine's error
	 * block. */
	if (g->no_async && ((k >= 6 && k <= 11) || k == 15))
		return;
	switch (k) {
	case 0: constant(g, pick_type(g, T_MEM)); break;
	case 1: stmt_arith(g); break;
	case 2: stmt_cmp(g); break;
	case 3: stmt_cast(g); break;
	case 4: stmt_select(g); break;
	case 5: stmt_call(g, false); break;
	case 6: stmt_call(g, true); break;
	case 7: case 8: stmt_execute(g); break;
	case 9: case 10: stmt_await(g); break;
	case 11: stmt_group(g); break;
	case 12: stmt_for(g); break;
	case 13: stmt_if(g); break;
	case 14: stmt_while(g); break;
	case 15: stmt_assert(g); break;
	case 16: stmt_memref(g); break;
	case 17: stmt_print(g); break;
	}
}

static void stmts(G *g, int n)
{
	for (int i = 0; i < n && g->budget > 0; i++)
		stmt(g);
}

/* ------------------------------------------------------------- blocks */

/* "^bbN" labels, unique in the module. */
static unsigned block_label(G *g)
{
	return g->next_block++;
}

/* C: a block's arguments are variables bbN_i, declared (with inits, if
 * any) before the first branch to it, assigned by each branch. */
static void c_block_args(G *g, unsigned label, int n, const int *t, char init[][NAME])
{
	for (int i = 0; i < n; i++) {
		char v[NAME];
		snprintf(v, NAME, "bb%u_%d", label, i);
		cdecl_init(g, t[i], v, init ? cn(init[i]) : NULL);
	}
}

/* C: cf.br ^bbN(a...) */
static void c_branch(G *g, unsigned dest, int n, char a[][NAME])
{
	for (int i = 0; i < n; i++)
		cline(g, "bb%u_%d = %s;", dest, i, cn(a[i]));
	cline(g, "goto bb%u;", dest);
}

/* The statements of a block that ends in a branch: awaits, then the
 * branch with arguments of types t. */
static void branch_block(G *g, unsigned label, int trips, int n, const int *t, unsigned dest)
{
	g->indent--;
	line(g, "^bb%u:", label);
	cline(g, "bb%u:;", label);
	cline(g, "{");
	g->indent++;
	Scope s = enter(g, trips);
	stmts(g, (int)pick(g, 4));
	await_created(g, s);
	char a[4][NAME];
	if (!get_all(g, n, t, a))
		abort();
	ind(g);
	put(g, "cf.br ^bb%u", dest);
	if (n) {
		put(g, "(");
		put_operands(g, n, a, t);
		put(g, ")");
	}
	put(g, "\n");
	c_branch(g, dest, n, a);
	g->indent--;
	cline(g, "}");
	g->indent++;
	leave(g, s);
}

/* Start block `label` with arguments of types t, which enter the scope. */
static void block_head(G *g, unsigned label, int n, const int *t, char args[][NAME])
{
	for (int i = 0; i < g->indent - 1; i++)
		put(g, "  ");
	put(g, "^bb%u", label);
	if (n) {
		put(g, "(");
		for (int i = 0; i < n; i++) {
			fresh(g, args[i]);
			put(g, "%s%s: %s", i ? ", " : "", args[i], type_names[t[i]]);
		}
		put(g, ")");
	}
	put(g, ":\n");
	g->indent--;
	cline(g, "bb%u:;", label);
	g->indent++;
	for (int i = 0; i < n; i++) {
		push(g, args[i], t[i]);
		char v[NAME];
		snprintf(v, NAME, "bb%u_%d", label, i);
		cdecl_init(g, t[i], args[i], v);
	}
}

/* A diamond: cond_br to two blocks that join with block arguments. */
static void cfg_diamond(G *g)
{
	const char *c = get(g, T_I1);
	unsigned a = block_label(g), b = block_label(g), join = block_label(g);
	int t[3], n = pick_region_types(g, t);
	line(g, "cf.cond_br %s, ^bb%u, ^bb%u", c, a, b);
	c_block_args(g, join, n, t, NULL);
	cline(g, "if (%s)", cn(c));
	cline(g, "\tgoto bb%u;", a);
	cline(g, "goto bb%u;", b);
	branch_block(g, a, 1, n, t, join);
	branch_block(g, b, 1, n, t, join);
	char args[3][NAME];
	block_head(g, join, n, t, args);
}

/* A loop of blocks: a header counting up to a bound, with more
 * loop-carried values (tokens among them), a body, an exit. */
static void cfg_loop(G *g)
{
	unsigned trips = pick(g, 4);
	const char *zero = index_const(g, 0);
	const char *bound = index_const(g, trips);
	const char *one = index_const(g, 1);
	int t[4], n = pick_region_types(g, t + 1) + 1;
	t[0] = T_INDEX;
	char init[4][NAME];
	snprintf(init[0], NAME, "%s", zero);
	if (!get_all(g, n - 1, t + 1, init + 1))
		return;
	unsigned head = block_label(g), loop = block_label(g), exit = block_label(g);
	ind(g);
	put(g, "cf.br ^bb%u(", head);
	put_operands(g, n, init, t);
	put(g, ")\n");
	c_block_args(g, head, n, t, init);

	/* The header's arguments dominate the body and the exit. */
	char args[4][NAME];
	block_head(g, head, n, t, args);
	char go[NAME];
	fresh(g, go);
	line(g, "%s = arith.cmpi slt, %s, %s : index", go, args[0], bound);
	line(g, "cf.cond_br %s, ^bb%u, ^bb%u", go, loop, exit);
	cline(g, "uint32_t %s = (int64_t)%s < (int64_t)%s;", cn(go), cn(args[0]), cn(bound));
	cline(g, "if (!%s)", cn(go));
	cline(g, "\tgoto bb%u;", exit);

	g->indent--;
	line(g, "^bb%u:", loop);
	cline(g, "bb%u:;", loop);
	cline(g, "{");
	g->indent++;
	Scope s = enter(g, (int)trips);
	stmts(g, (int)pick(g, 4));
	await_created(g, s);
	char next[NAME], a[4][NAME];
	fresh(g, next);
	line(g, "%s = arith.addi %s, %s : index", next, args[0], one);
	cline(g, "uint64_t %s = %s + %s;", cn(next), cn(args[0]), cn(one));
	snprintf(a[0], NAME, "%s", next);
	if (!get_all(g, n - 1, t + 1, a + 1))
		abort();
	ind(g);
	put(g, "cf.br ^bb%u(", head);
	put_operands(g, n, a, t);
	put(g, ")\n");
	c_branch(g, head, n, a);
	g->indent--;
	cline(g, "}");
	g->indent++;
	leave(g, s);
	block_head(g, exit, 0, NULL, NULL);
}

/* ------------------------------------------------------------- functions */

static void signature(G *g, Func *f, bool async_fn)
{
	f->is_async = async_fn;
	f->allowed_to_block = !async_fn && pick(g, 4) == 1;
	f->nin = (int)pick(g, MAX_ARGS);
	for (int i = 0; i < f->nin; i++) {
		f->in[i] = (int)pick(g, T_COUNT);
		if (g->runnable && f->in[i] == T_VALUE + T_MEM)
			f->in[i] = T_VALUE + T_I64;
	}
	if (async_fn) {
		/* An optional token, then values. */
		bool token = pick(g, 2) == 0;
		int nv = (int)pick(g, 3);
		if (!token && nv == 0)
			token = true;
		f->nout = 0;
		if (token)
			f->out[f->nout++] = T_TOKEN;
		for (int i = 0; i < nv; i++) {
			int p = (int)pick(g, T_MEM + 1);
			if (g->runnable && p == T_MEM)
				p = T_I64;
			f->out[f->nout++] = T_VALUE + p;
		}
	} else {
		/* -feliminate-blocking-await may turn the function into a
		 * coroutine whose values hold its results: no async results
		 * then, the reference counting refuses values in values. */
		bool plain = g->eliminate && !f->allowed_to_block;
		f->nout = (int)pick(g, 3);
		for (int i = 0; i < f->nout; i++) {
			f->out[i] = (int)pick(g, T_COUNT);
			if (g->runnable && (f->out[i] == T_MEM || f->out[i] == T_VALUE + T_MEM))
				f->out[i] = T_TOKEN;
			if (plain && is_async(f->out[i]))
				f->out[i] = T_I64;
		}
	}
}

static void put_signature(G *g, const Func *f, int k, char args[][NAME])
{
	put(g, "%s @f%d(", f->is_async ? "async.func" : "func.func", k);
	for (int i = 0; i < f->nin; i++) {
		snprintf(args[i], NAME, "%%a%d", i);
		put(g, "%s%s: %s", i ? ", " : "", args[i], type_names[f->in[i]]);
	}
	put(g, ")");
	if (f->nout) {
		put(g, " -> %s", f->nout > 1 ? "(" : "");
		put_types(g, f->nout, f->out);
		put(g, "%s", f->nout > 1 ? ")" : "");
	}
	if (f->allowed_to_block)
		put(g, " attributes {async.allowed_to_block}");
	put(g, " {\n");
	/* C: results through pointers o0...; an async.func's token too. */
	cput(g, "static void f%d(", k);
	for (int i = 0; i < f->nin; i++)
		cput(g, "%s%s %s", i ? ", " : "", c_types[f->in[i]], cn(args[i]));
	for (int i = 0; i < f->nout; i++)
		cput(g, "%s%s *o%d", i || f->nin ? ", " : "", c_types[f->out[i]], i);
	cput(g, "%s)\n{\n", f->nin || f->nout ? "" : "void");
}

static void function(G *g, int k)
{
	const Func *f = &g->funcs[k];
	char args[MAX_ARGS][NAME];
	g->cur = k;
	g->nvals = 0;
	g->mult = 1;
	g->coro = f->is_async;
	g->no_async = false;
	put_signature(g, f, k, args);
	g->indent = 1;
	for (int i = 0; i < f->nin; i++)
		push(g, args[i], f->in[i]);   /* groups passed in: no adds */
	Scope s = {0, 1};
	stmts(g, 1 + (int)pick(g, 8));
	/* Blocks: a few diamonds and loops, each followed by statements. */
	for (int shapes = (int)pick(g, 3); shapes > 0 && g->budget > 0; shapes--) {
		if (pick(g, 2))
			cfg_loop(g);
		else
			cfg_diamond(g);
		stmts(g, (int)pick(g, 4));
	}
	await_created(g, s);
	/* async.func returns the payloads of its values; its token is
	 * implicit. */
	int nret = 0, ret[MAX_ARGS];
	for (int i = 0; i < f->nout; i++)
		if (f->out[i] != T_TOKEN || !f->is_async)
			ret[nret++] = f->is_async ? f->out[i] - T_VALUE : f->out[i];
	char ys[MAX_ARGS][NAME];
	yield(g, "return", nret, ret, "", ys);
	for (int i = 0, j = 0; i < f->nout; i++)
		if (f->out[i] != T_TOKEN || !f->is_async)
			cline(g, "*o%d = %s;", i, cn(ys[j++]));
		else
			cline(g, "*o%d = 0;", i);
	g->indent = 0;
	line(g, "}");
	cline(g, "}\n");
}

/* @main of a runnable program: memrefs, every function called. */
static void main_function(G *g, bool allowed_to_block)
{
	g->cur = g->nfuncs;
	g->nvals = 0;
	g->mult = 1;
	g->coro = g->no_async = false;
	line(g, "func.func @main()%s {", allowed_to_block ? " attributes {async.allowed_to_block}" : "");
	cline(g, "int main(void)\n{");
	g->indent = 1;
	char mems[2][NAME];
	for (int i = 0; i < 2; i++) {
		fresh(g, mems[i]);
		line(g, "%s = memref.alloc() : memref<4xi64>", mems[i]);
		cline(g, "uint64_t %s_data[4];", cn(mems[i]));
		cline(g, "uint64_t *%s = %s_data;", cn(mems[i]), cn(mems[i]));
		push(g, mems[i], T_MEM);
	}
	/* Every slot holds its value before anything reads it (gen.h).
	 * These names stay out of the scope: the rest of the program is
	 * chosen as if they were not there. */
	for (unsigned k = 0; k < 4; k++) {
		line(g, "%%slot%u = arith.constant %u : index", k, k);
		line(g, "%%init%u = arith.constant %d : i64", k, slot_value(k));
		for (int i = 0; i < 2; i++) {
			line(g, "memref.store %%init%u, %s[%%slot%u] : memref<4xi64>", k, mems[i], k);
			cline(g, "%s[%u] = %d;", cn(mems[i]), k, slot_value(k));
		}
	}
	Scope s = {g->nvals, 1};
	g->budget += 8 * g->nfuncs;          /* the calls below, at least */
	for (int k = 0; k < g->nfuncs; k++) {
		const Func *f = &g->funcs[k];
		char args[MAX_ARGS][NAME], res[MAX_ARGS][NAME];
		if (!get_all(g, f->nin, f->in, args))
			abort();
		put_results(g, f->nout, res);
		put(g, "%s @f%d(", f->is_async ? "async.call" : "func.call", k);
		put_names(g, f->nin, args);
		put(g, ") : (");
		put_types(g, f->nin, f->in);
		put(g, ") -> (");
		put_types(g, f->nout, f->out);
		put(g, ")\n");
		c_call(g, k, args, res);
		for (int i = 0; i < f->nout; i++)
			push(g, res[i], f->out[i]);
		stmts(g, (int)pick(g, 3));
	}
	await_created(g, s);
	print_sums(g);
	for (int i = 0; i < 2; i++)
		line(g, "memref.dealloc %s : memref<4xi64>", mems[i]);
	line(g, "return");
	cline(g, "return 0;");
	g->indent = 0;
	line(g, "}");
	cline(g, "}");
}

/* The C program's start: what the functions use. */
static void c_prologue(G *g)
{
	cput(g, "/* generated by fuzz/gen.c: the C reference of `asyncc-gen -r%s` (see\n"
	        " * \"C reference\" in gen.c); compile with -fwrapv -ffp-contract=off. */\n",
	     g->mlir ? " -m" : "");
	cput(g, "#include <inttypes.h>\n#include <stdint.h>\n#include <stdio.h>\n"
	        "#include <stdlib.h>\n#include <string.h>\n\n");
	cput(g, "/* @printed: the sums of the print sites. */\n");
	cput(g, "static uint64_t printed[%d];\n\n", PRINT_SLOTS);
	cput(g, "static uint32_t f32_bits(float f)\n{\n\tuint32_t u;\n"
	        "\tmemcpy(&u, &f, sizeof u);\n\treturn u;\n}\n\n");
	cput(g, "static uint64_t f64_bits(double d)\n{\n\tuint64_t u;\n"
	        "\tmemcpy(&u, &d, sizeof u);\n\treturn u;\n}\n\n");
}

char *gen_program(const uint8_t *data, size_t size, GenConfig *cfg)
{
	G *g = calloc(1, sizeof *g);
	if (!g)
		abort();
	g->data = data;
	g->size = size;
	g->runnable = cfg->runnable;
	g->mlir = cfg->runnable && cfg->mlir_compatible;
	g->cref = cfg->runnable && cfg->c_reference;
	g->budget = cfg->max_ops ? (int)cfg->max_ops : 200;
	g->max_depth = 4;
	g->eliminate = cfg->eliminate_blocking_await = pick(g, 2) && !g->mlir;
	g->nfuncs = 1 + (int)pick(g, MAX_FUNCS - 1);
	for (int k = 0; k < g->nfuncs; k++)
		signature(g, &g->funcs[k], pick(g, 3) == 1);
	line(g, "// generated by fuzz/gen.c%s%s", g->mlir ? " (MLIR-compatible)" : "",
	     cfg->eliminate_blocking_await ? "; compile with -feliminate-blocking-await" : "");
	c_prologue(g);
	for (int k = 0; k < g->nfuncs; k++)
		function(g, k);
	if (g->runnable) {
		main_function(g, cfg->eliminate_blocking_await);
		line(g, "memref.global \"private\" @printed : memref<%dxi64> = dense<0>", PRINT_SLOTS);
	}
	char *text = g->out;
	cfg->c_text = g->c;
	free(g);
	return text;
}
