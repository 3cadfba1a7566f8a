/* opts.c - the command line: one table row per option.
 *
 * A row says how the option is spelled, how it takes its value, what it
 * does, and how --help describes it (rows without help are aliases and
 * habits, accepted but not advertised).  Exact spellings win over
 * prefixes, and among prefixes the longest wins, so the table can be
 * ordered for --help. */
#include "config.h"
#include "driver.h"
#include "toolpaths.h"

#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

typedef enum ArgKind {
	FLAG,        /* -c */
	JOINED,      /* -O2, -Wl,x, --target=x: the value follows the name */
	SEPARATE,    /* -o FILE written as two words */
	JOINED_SEP,  /* -lfoo or -l foo */
} ArgKind;

typedef struct Option Option;
/* `word` is the option as written (one word, or the first of two). */
typedef bool OptFn(Driver *d, const Option *o, const char *val, const char *word);

struct Option {
	const char *name;
	ArgKind kind;
	OptFn *fn;
	int data;
	const char *metavar;       /* for --help */
	const char *help;          /* NULL: not listed, nor completed */
};

static bool bad(Driver *d, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static bool bad(Driver *d, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	diag_vreport(d->diag, DIAG_ERROR, LOC_NONE, fmt, ap);
	va_end(ap);
	return false;
}

static void link_push(Driver *d, const char *arg, int input)
{
	if (d->nlink == d->caplink) {
		d->caplink = d->caplink ? 2 * d->caplink : 16;
		d->link = xrealloc(d->link, d->caplink * sizeof *d->link);
	}
	d->link[d->nlink++] = (LinkItem){arg, input};
}

/* An option written as two words goes to cc as two words. */
static void pass_to(StrVec *v, const Option *o, const char *val, const char *word)
{
	sv_push(v, word);
	if (strcmp(word, o->name) == 0 && (o->kind == SEPARATE || o->kind == JOINED_SEP))
		sv_push(v, val);
}

/* ---------------------------------------------------------- handlers */

enum { SET_C, SET_S, SET_SYNTAX, SET_HEADER, SET_EMIT_LLVM, SET_VERBOSE, SET_DRY_RUN,
       SET_VERIFY, SET_SPLIT, SET_NO_LLVM_PASSES, SET_GENERIC, SET_DEBUGINFO, SET_DUMP, SET_ELIM, SET_NO_ELIM, SET_PFOR,
       SET_NO_PFOR, SET_WERROR, SET_NO_WERROR, SET_NO_WARN };

static bool opt_set(Driver *d, const Option *o, const char *val, const char *word)
{
	switch (o->data) {
	case SET_C: d->flag_c = true; break;
	case SET_S: d->flag_S = true; break;
	case SET_SYNTAX: d->flag_syntax = true; break;
	case SET_HEADER: d->flag_header = true; break;
	case SET_EMIT_LLVM: d->emit_llvm = true; break;
	case SET_VERBOSE: d->verbose = true; break;
	case SET_DRY_RUN: d->dry_run = true; break;
	case SET_VERIFY: d->verify_diags = true; break;
	case SET_SPLIT: d->split_input = true; break;
	case SET_NO_LLVM_PASSES:
#if BACKEND_ABI >= 2
		d->cg.no_llvm_passes = true;
#else
		return bad(d, "'%s' needs a newer back end interface", word);
#endif
		break;
	case SET_GENERIC: d->print.generic = true; break;
	case SET_DEBUGINFO: d->print.debuginfo = true; break;
	case SET_DUMP: d->pipe.dump = stderr; break;
	case SET_ELIM: d->pipe.lower.eliminate_blocking_await = true; break;
	case SET_NO_ELIM: d->pipe.lower.eliminate_blocking_await = false; break;
	case SET_PFOR: d->pipe.lower.async_parallel_for = true; break;
	case SET_NO_PFOR: d->pipe.lower.async_parallel_for = false; break;
	/* Warning flags also apply to .c inputs. */
	case SET_WERROR: d->werror = true; sv_push(&d->ccflags, word); break;
	case SET_NO_WERROR: d->werror = false; sv_push(&d->ccflags, word); break;
	case SET_NO_WARN: d->no_warnings = true; sv_push(&d->ccflags, word); break;
	}
	(void)val;
	return true;
}

static bool opt_print_ir(Driver *d, const Option *o, const char *val, const char *word)
{
	static const struct { const char *name; Mode mode; } points[] = {
		{"input", MODE_PRINT_INPUT},
		{"runtime", MODE_PRINT_RUNTIME},
		{"cf", MODE_PRINT_CF},
	};
	for (size_t i = 0; i < sizeof points / sizeof *points; i++)
		if (strcmp(val, points[i].name) == 0) {
			d->print_ir = points[i].mode;
			return true;
		}
	return bad(d, "invalid value in '%s': expected input, runtime or cf", word);
}

/* --pass=NAME (hidden): a single pass, then print, like mlir-opt. */
static bool opt_pass(Driver *d, const Option *o, const char *val, const char *word)
{
	const NamedPass *p = pass_lookup(val);
	if (!p) {
		Buf names;
		buf_init(&names);
		for (const NamedPass *const *n = named_passes; *n; n++)
			buf_printf(&names, "%s%s", n == named_passes ? "" : ", ", (*n)->name);
		bool r = bad(d, "unknown pass in '%s': expected one of %s", word, names.data);
		buf_free(&names);
		return r;
	}
	if (d->pipe.nonly == sizeof d->pipe.only / sizeof *d->pipe.only)
		return bad(d, "too many --pass options");
	d->pipe.only[d->pipe.nonly++] = p;
	if (d->print_ir == MODE_LINK)
		d->print_ir = MODE_PRINT_INPUT;
	return true;
}

/* --emit-header=FILE: resolve_mode() decides whether the header is a
 * second output of -c/-S or the only one. */
static bool opt_header_file(Driver *d, const Option *o, const char *val, const char *word)
{
	if (!*val)
		return bad(d, "missing file name in '%s'", word);
	d->header_file = val;
	return true;
}

static bool opt_output(Driver *d, const Option *o, const char *val, const char *word)
{
	d->output = val;
	return true;
}

/* -O, -O0..-O3 (higher numbers mean -O3, as in cc), -Os, -Oz, -Og, -Ofast. */
static bool opt_optimize(Driver *d, const Option *o, const char *val, const char *word)
{
	static const struct { const char *v; int level; bool size; } levels[] = {
		{"", 1, false}, {"s", 2, true}, {"z", 2, true}, {"g", 1, false}, {"fast", 3, false},
	};
	d->cg.opt_size = false;
	for (size_t i = 0; i < sizeof levels / sizeof *levels; i++)
		if (strcmp(val, levels[i].v) == 0) {
			d->cg.opt_level = levels[i].level;
			d->cg.opt_size = levels[i].size;
			goto ok;
		}
	char *end;
	errno = 0;
	long n = strtol(val, &end, 10);
	if (*end || end == val || n < 0 || errno)
		return bad(d, "invalid optimization level '%s'", word);
	d->cg.opt_level = n > 3 ? 3 : (int)n;
ok:
	d->opt_flag = word;
	sv_push(&d->ccflags, word);
	return true;
}

/* -g, -g0 (off), -g1..-g3, -ggdb, -gdwarf-N: any other spelling means on. */
static bool opt_debug(Driver *d, const Option *o, const char *val, const char *word)
{
	d->cg.debug_info = strcmp(val, "0") != 0;
	sv_push(&d->ccflags, word);
	return true;
}

static bool opt_pic(Driver *d, const Option *o, const char *val, const char *word)
{
	d->cg.pic = o->data;
	sv_push(&d->ccflags, word);
	return true;
}

static bool opt_target(Driver *d, const Option *o, const char *val, const char *word)
{
	if (!*val)
		return bad(d, "missing target triple in '%s'", word);
	d->triple = d->cg.triple = val;
	/* cc needs the target too, to compile C and to link for it. */
	sv_pushf(&d->ccflags, "--target=%s", val);
	link_push(d, str_keep(str_printf("--target=%s", val)), -1);
	return true;
}

/* -mcpu= is for LLVM only: gcc on x86 rejects it.  -march= (data 1)
 * means the same to LLVM, as it does to clang on x86, and cc gets it for
 * .c inputs.  LLVM checks the name when it generates code. */
static bool opt_cpu(Driver *d, const Option *o, const char *val, const char *word)
{
	if (!*val)
		return bad(d, "missing CPU name in '%s'", word);
	d->cpu = d->cg.cpu = val;
	if (o->data)
		sv_push(&d->ccflags, word);
	return true;
}

/* -e NAME, --entry=NAME: with -run, the function to call (as
 * mlir-cpu-runner's -e); otherwise the linker's entry symbol, as cc
 * passes it. */
static bool opt_entry(Driver *d, const Option *o, const char *val, const char *word)
{
	if (!*val)
		return bad(d, "missing function name in '%s'", word);
	d->entry = val;
	if (o->kind == JOINED_SEP && strcmp(word, o->name) == 0) {
		link_push(d, word, -1);
		link_push(d, val, -1);
	} else {
		link_push(d, word, -1);
	}
	return true;
}

/* -entry-point-result=T: with -run, mlir-cpu-runner's entry point
 * convention: call a function of no arguments returning T and print the
 * result. */
static bool opt_entry_result(Driver *d, const Option *o, const char *val, const char *word)
{
	(void)o;
	static const char *const types[] = {"void", "i32", "i64", "f32", "f64"};
	for (size_t i = 0; i < sizeof types / sizeof *types; i++)
		if (strcmp(val, types[i]) == 0) {
			d->cg.entry_result = types[i];
			return true;
		}
	return bad(d, "invalid value in '%s': expected void, i32, i64, f32 or f64", word);
}

static bool opt_color(Driver *d, const Option *o, const char *val, const char *word)
{
	static const struct { const char *v; int color; } values[] = {
		{"always", 1}, {"never", 0}, {"auto", -1},
	};
	if (o->data >= 0) {                 /* a spelling without a value */
		d->color = o->data;
	} else {
		size_t i = 0;
		while (i < sizeof values / sizeof *values && strcmp(val, values[i].v) != 0)
			i++;
		if (i == sizeof values / sizeof *values)
			return bad(d, "invalid argument '%s': expected always, never or auto", word);
		d->color = values[i].color;
	}
	return true;
}

static bool opt_min_task(Driver *d, const Option *o, const char *val, const char *word)
{
	char *end;
	errno = 0;
	long n = strtol(val, &end, 10);
	if (*end || end == val || n < 0 || errno)
		return bad(d, "invalid value in '%s': expected a non-negative integer", word);
	d->pipe.lower.parallel_min_task_size = n;
	return true;
}

/* -fsanitize=LIST: .mlir code is instrumented by LLVM's passes for
 * address and thread (cg_sanitize.c); undefined and leak need nothing
 * from it.  The flag goes to cc's compiles and to the link, which brings
 * the sanitizer's runtime as it does for C. */
static bool opt_sanitize(Driver *d, const Option *o, const char *val, const char *word)
{
	static const struct { const char *name; unsigned bit; } names[] = {
		{"address", SANITIZE_ADDRESS}, {"thread", SANITIZE_THREAD},
		{"undefined", 0}, {"leak", 0},
	};
	char *list = str_keep(xstrdup(val));
	for (char *n = strtok(list, ","); n; n = strtok(NULL, ",")) {
		size_t i = 0;
		while (i < sizeof names / sizeof *names && strcmp(n, names[i].name) != 0)
			i++;
		if (i == sizeof names / sizeof *names)
			return bad(d, "unsupported argument '%s' to option '%s': expected address, "
			           "thread, undefined or leak", n, word);
		d->cg.sanitize |= names[i].bit;
	}
	if (!*val)
		return bad(d, "missing sanitizer name in '%s'", word);
	sv_push(&d->ccflags, word);
	link_push(d, word, -1);
	return true;
}

/* -l, -L, -Wl, and friends: for the link, in order. */
static bool opt_link(Driver *d, const Option *o, const char *val, const char *word)
{
	if (o->kind == JOINED_SEP && strcmp(word, o->name) == 0)
		word = str_keep(str_printf("%s%s", o->name, val));
	else if (o->kind == SEPARATE) {
		link_push(d, word, -1);
		word = val;
	}
	link_push(d, word, -1);
	return true;
}

/* Flags for both .c compiles and the link (-pthread). */
static bool opt_cc_and_link(Driver *d, const Option *o, const char *val, const char *word)
{
	sv_push(&d->ccflags, word);
	link_push(d, word, -1);
	return true;
}

/* -I, -D, -U, -W..., -std=: C compiler habits.  .mlir has no
 * preprocessor, so they mean nothing to it; .c inputs get them. */
static bool opt_cc_only(Driver *d, const Option *o, const char *val, const char *word)
{
	pass_to(&d->ccflags, o, val, word);
	return true;
}

static bool opt_ignore(Driver *d, const Option *o, const char *val, const char *word)
{
	return true;
}

static bool opt_reject_E(Driver *d, const Option *o, const char *val, const char *word)
{
	return bad(d, "'%s' is not supported: MLIR has no preprocessor; "
	           "use --print-ir=input to see the parsed module", word);
}

/* -MD/-MMD/-MF/-MT/-MQ/-MP: for .mlir here, and for .c given to cc. */
enum { DEP_MD, DEP_MF, DEP_MT, DEP_MQ, DEP_MP };

static bool opt_deps(Driver *d, const Option *o, const char *val, const char *word)
{
	Deps *dp = &d->deps;
	switch (o->data) {
	case DEP_MD: dp->on = true; break;
	case DEP_MF: dp->file = val; break;
	case DEP_MT: sv_push(&dp->targets, val); break;
	case DEP_MQ: sv_push(&dp->targets, make_quote(val)); break;
	case DEP_MP: dp->phony = true; break;
	}
	pass_to(&dp->ccflags, o, val, word);
	return true;
}

enum { INFO_HELP, INFO_VERSION, INFO_DUMPVERSION, INFO_SEARCH_DIRS, INFO_OPTIONS };

/* Options that print something and end the run: handled by parse_args. */
static bool opt_info(Driver *d, const Option *o, const char *val, const char *word)
{
	return true;
}

static bool opt_run(Driver *d, const Option *o, const char *val, const char *word)
{
	return true;                         /* parse_args takes the rest */
}

/* ------------------------------------------------------------- table */

static const Option options[] = {
	{"-c", FLAG, opt_set, SET_C, NULL, "Compile to an object file; do not link"},
	{"-S", FLAG, opt_set, SET_S, NULL, "Compile to assembly (with -emit-llvm: LLVM IR)"},
	{"-emit-llvm", FLAG, opt_set, SET_EMIT_LLVM, NULL, "With -c: LLVM bitcode (.bc); -S: LLVM IR (.ll)"},
	{"-fsyntax-only", FLAG, opt_set, SET_SYNTAX, NULL, "Parse and verify only"},
	{"--print-ir=", JOINED, opt_print_ir, 0, "input|runtime|cf",
	 "Print the IR as parsed, lowered, or in cf form"},
	{"--pass=", JOINED, opt_pass, 0, "NAME", NULL},
	{"--print-ir-after-all", FLAG, opt_set, SET_DUMP, NULL,
	 "Print the IR after each pass to standard error"},
	{"--emit-header", FLAG, opt_set, SET_HEADER, NULL,
	 "Write a C header for the public functions"},
	{"--emit-header=", JOINED, opt_header_file, 0, "FILE",
	 "Also write the header to FILE (with -c, -S)"},
	{"-run", FLAG, opt_run, 0, "FILE [ARGS...]",
	 "Run @main of FILE in process with ARGS"},
	{"-o", JOINED_SEP, opt_output, 0, "FILE", "Write the output to FILE"},
	{"-O", JOINED, opt_optimize, 0, "LEVEL", "Optimize: -O0 (default) .. -O3, -Os"},
	{"-g", JOINED, opt_debug, 0, NULL, "Generate debug information"},
	{"-fPIC", FLAG, opt_pic, 1, NULL, "Position-independent code (the default)"},
	{"-fno-PIC", FLAG, opt_pic, 0, NULL, "Position-dependent code"},
	{"--target=", JOINED, opt_target, 0, "TRIPLE", "Generate code for TRIPLE"},
	{"-mcpu=", JOINED, opt_cpu, 0, "CPU", "Generate code for CPU"},
	{"-fsanitize=", JOINED, opt_sanitize, 0, "LIST",
	 "Sanitizers: address, thread, undefined, leak"},
	{"-e", JOINED_SEP, opt_entry, 0, "NAME",
	 "With -run, run @NAME, not @main (else: link)"},
	{"-entry-point-result=", JOINED, opt_entry_result, 0, "TYPE",
	 "With -run, print the entry's result"},
	{"-shared", FLAG, opt_link, 0, NULL, "Link a shared library"},
	{"-l", JOINED_SEP, opt_link, 0, "LIB", "Link with library LIB"},
	{"-L", JOINED_SEP, opt_link, 0, "DIR", "Search DIR for libraries"},
	{"-Wl,", JOINED, opt_link, 0, "ARGS", "Pass comma-separated ARGS to the linker"},
	{"-static", FLAG, opt_link, 0, NULL, "Link statically"},
	{"-pthread", FLAG, opt_cc_and_link, 0, NULL, "Compile and link with POSIX threads"},
	{"-I", JOINED_SEP, opt_cc_only, 0, "DIR", "Search DIR for headers of .c inputs"},
	{"-D", JOINED_SEP, opt_cc_only, 0, "NAME[=VAL]", "Define a macro for .c inputs"},
	{"-MD", FLAG, opt_deps, DEP_MD, NULL, "Write a dependency file (x.d) while compiling"},
	{"-MMD", FLAG, opt_deps, DEP_MD, NULL, "Same as -MD"},
	{"-MF", JOINED_SEP, opt_deps, DEP_MF, "FILE", "Write the dependencies to FILE"},
	{"-MT", JOINED_SEP, opt_deps, DEP_MT, "TARGET", "Target of the dependency rule"},
	{"-MQ", JOINED_SEP, opt_deps, DEP_MQ, "TARGET", "Same, quoted for make"},
	{"-MP", FLAG, opt_deps, DEP_MP, NULL, "Phony targets for the dependencies"},
	{"-feliminate-blocking-await", FLAG, opt_set, SET_ELIM, NULL,
	 "Make blocking awaits coroutine suspensions"},
	{"-fno-eliminate-blocking-await", FLAG, opt_set, SET_NO_ELIM, NULL, "Keep blocking awaits (default)"},
	{"-fasync-parallel-for", FLAG, opt_set, SET_PFOR, NULL, "Run scf.parallel as parallel tasks (default)"},
	{"-fno-async-parallel-for", FLAG, opt_set, SET_NO_PFOR, NULL, "Keep scf.parallel a sequential loop"},
	{"-fparallel-min-task-size=", JOINED, opt_min_task, 0, "N",
	 "Minimum iterations per parallel task"},
	{"-verify-diagnostics", FLAG, opt_set, SET_VERIFY, NULL,
	 "Check diagnostics against expected-* comments"},
	{"-split-input-file", FLAG, opt_set, SET_SPLIT, NULL,
	 "Treat each \"// -----\" chunk as its own module"},
	{"-mlir-print-op-generic", FLAG, opt_set, SET_GENERIC, NULL, "Print every op in the generic form"},
	{"-Werror", FLAG, opt_set, SET_WERROR, NULL, "Make warnings errors"},
	{"-w", FLAG, opt_set, SET_NO_WARN, NULL, "Suppress warnings"},
	{"-fdiagnostics-color=", JOINED, opt_color, -1, "WHEN",
	 "Colour diagnostics: always, never, auto"},
	{"-v", FLAG, opt_set, SET_VERBOSE, NULL, "Show the commands run"},
	{"-###", FLAG, opt_set, SET_DRY_RUN, NULL, "Print the commands; run nothing"},
	{"-print-search-dirs", FLAG, opt_info, INFO_SEARCH_DIRS, NULL,
	 "Print where the back end and the runtime are"},
	{"--help", FLAG, opt_info, INFO_HELP, NULL, "Show this help"},
	{"--version", FLAG, opt_info, INFO_VERSION, NULL, "Show the version"},

	/* Aliases and spellings from other compilers. */
	{"-fpic", FLAG, opt_pic, 1, NULL, NULL},
	{"-fPIE", FLAG, opt_pic, 1, NULL, NULL},
	{"-fpie", FLAG, opt_pic, 1, NULL, NULL},
	{"-fno-pic", FLAG, opt_pic, 0, NULL, NULL},
	{"-fno-PIE", FLAG, opt_pic, 0, NULL, NULL},
	{"-fno-pie", FLAG, opt_pic, 0, NULL, NULL},
	{"-target", SEPARATE, opt_target, 0, NULL, NULL},
	{"-march=", JOINED, opt_cpu, 1, NULL, NULL},
	{"--entry=", JOINED, opt_entry, 0, NULL, NULL},
	{"--entry-point-result=", JOINED, opt_entry_result, 0, NULL, NULL},
	{"-Wno-error", FLAG, opt_set, SET_NO_WERROR, NULL, NULL},
	{"-fdiagnostics-color", FLAG, opt_color, 1, NULL, NULL},
	{"-fno-diagnostics-color", FLAG, opt_color, 0, NULL, NULL},
	{"-fcolor-diagnostics", FLAG, opt_color, 1, NULL, NULL},
	{"-fno-color-diagnostics", FLAG, opt_color, 0, NULL, NULL},
	{"--mlir-print-op-generic", FLAG, opt_set, SET_GENERIC, NULL, NULL},
	{"-mlir-print-debuginfo", FLAG, opt_set, SET_DEBUGINFO, NULL, NULL},
	{"--mlir-print-debuginfo", FLAG, opt_set, SET_DEBUGINFO, NULL, NULL},
	{"-mlir-print-ir-after-all", FLAG, opt_set, SET_DUMP, NULL, NULL},
	{"--mlir-print-ir-after-all", FLAG, opt_set, SET_DUMP, NULL, NULL},
	{"--verify-diagnostics", FLAG, opt_set, SET_VERIFY, NULL, NULL},
	{"-help", FLAG, opt_info, INFO_HELP, NULL, NULL},
	{"-dumpversion", FLAG, opt_info, INFO_DUMPVERSION, NULL, NULL},
	{"--print-search-dirs", FLAG, opt_info, INFO_SEARCH_DIRS, NULL, NULL},
	/* The table itself, for generated shell completion (completion/). */
	{"--print-options", FLAG, opt_info, INFO_OPTIONS, NULL, NULL},
	{"-E", FLAG, opt_reject_E, 0, NULL, NULL},

	/* Link habits. */
	{"-Xlinker", SEPARATE, opt_link, 0, NULL, NULL},
	{"-pie", FLAG, opt_link, 0, NULL, NULL},
	{"-no-pie", FLAG, opt_link, 0, NULL, NULL},
	{"-rdynamic", FLAG, opt_link, 0, NULL, NULL},
	{"-s", FLAG, opt_link, 0, NULL, NULL},
	{"-fuse-ld=", JOINED, opt_link, 0, NULL, NULL},

	/* C compiler habits: for .c inputs only (no preprocessor here). */
	{"-U", JOINED_SEP, opt_cc_only, 0, NULL, NULL},
	{"-W", JOINED, opt_cc_only, 0, NULL, NULL},
	{"-std=", JOINED, opt_cc_only, 0, NULL, NULL},
	{"-mtune=", JOINED, opt_cc_only, 0, NULL, NULL},
	{"-pedantic", FLAG, opt_cc_only, 0, NULL, NULL},
	{"-pipe", FLAG, opt_ignore, 0, NULL, NULL},

	/* For the back end's tests: the LLVM IR as generated, unoptimized. */
	{"-disable-llvm-passes", FLAG, opt_set, SET_NO_LLVM_PASSES, NULL, NULL},
};

#define NOPTIONS (sizeof options / sizeof *options)

/* The values options take, for completion (--print-options): the same
 * lists their handlers accept and --help documents. */
static const struct { const char *name, *values; } option_values[] = {
	{"--print-ir=", "input runtime cf"},
	{"-O", "0 1 2 3 s"},
	{"-fsanitize=", "address thread undefined leak"},
	{"-fdiagnostics-color=", "always never auto"},
};

static const char *values_of(const Option *o)
{
	for (size_t i = 0; i < sizeof option_values / sizeof *option_values; i++)
		if (strcmp(option_values[i].name, o->name) == 0)
			return option_values[i].values;
	return "";
}

/* The row for `arg`: an exact spelling first, then the longest prefix
 * of a row that takes a joined value. */
static const Option *find_option(const char *arg)
{
	const Option *best = NULL;
	size_t bestlen = 0;
	for (size_t i = 0; i < NOPTIONS; i++) {
		const Option *o = &options[i];
		if (strcmp(arg, o->name) == 0)
			return o;
		size_t n = strlen(o->name);
		if ((o->kind == JOINED || o->kind == JOINED_SEP) && n > bestlen &&
		    strncmp(arg, o->name, n) == 0) {
			best = o;
			bestlen = n;
		}
	}
	return best;
}

/* --------------------------------------------------------- info */

void print_version(FILE *f)
{
	fprintf(f, "asyncc %s\n", PACKAGE_VERSION);
	fprintf(f, "LLVM %s back end, host C compiler: %s\n", ASYNCC_LLVM_VERSION, ASYNCC_HOST_CC);
}

void print_help(FILE *f)
{
	fputs("Usage: asyncc [options] file...\n"
	      "       asyncc [options] -run file.mlir [args...]\n"
	      "Compiles MLIR async-dialect programs (.mlir, .mlir.gz) like cc compiles C;\n"
	      ".c and .s files go to the system C compiler, objects and libraries to the\n"
	      "link, which adds the asyncc runtime (-lasyncrt).\n\n"
	      "Options:\n", f);
	for (size_t i = 0; i < NOPTIONS; i++) {
		const Option *o = &options[i];
		if (!o->help)
			continue;
		char spell[64];
		const char *sep = o->kind == JOINED ? "" : " ";
		snprintf(spell, sizeof spell, "%s%s%s", o->name, o->metavar ? sep : "",
		         o->metavar ? o->metavar : "");
		fprintf(f, "  %-30s %s\n", spell, o->help);
	}
	fputs("\n-I, -D, -U, -W..., -std= apply to .c inputs and are ignored for .mlir.\n"
	      "@FILE reads more options from FILE.  See asyncc(1).\n", f);
}

/* The options --help documents, one a line, fields separated by tabs:
 * "NAME KIND METAVAR VALUES", where KIND says where a value goes (flag:
 * none; joined: in the same word; separate: the next word;
 * joined-separate: either) and VALUES lists the values it takes, if the
 * table says.  The build turns this into the bash completion, so that
 * completion offers what --help documents and asyncc accepts: aliases
 * and internal options (rows without help) are accepted, not offered. */
static void print_options(FILE *f)
{
	static const char *const kinds[] = {
		[FLAG] = "flag", [JOINED] = "joined",
		[SEPARATE] = "separate", [JOINED_SEP] = "joined-separate",
	};
	for (size_t i = 0; i < NOPTIONS; i++) {
		const Option *o = &options[i];
		if (!o->help)
			continue;
		fprintf(f, "%s\t%s\t%s\t%s\n", o->name, kinds[o->kind],
		        o->metavar ? o->metavar : "", values_of(o));
	}
}

static void print_search_dirs(FILE *f)
{
	const ToolPaths *p = toolpaths();
	fprintf(f, "backend: %s\n", p->backend);
	fprintf(f, "runtime: %s\n", p->runtime_dir);
	fprintf(f, "include: %s\n", p->include_dir);
	/* The run path links get to find the runtime: none when the
	 * runtime is in a default library directory. */
	fprintf(f, "rpath:%s%s\n", p->runtime_rpath ? " " : "", p->runtime_rpath ? p->runtime_dir : "");
}

/* --------------------------------------------------------- parsing */

void add_input(Driver *d, const char *path)
{
	if (d->nin == d->capin) {
		d->capin = d->capin ? 2 * d->capin : 8;
		d->in = xrealloc(d->in, d->capin * sizeof *d->in);
	}
	d->in[d->nin] = (Input){.path = path};
	link_push(d, NULL, (int)d->nin);
	d->nin++;
}

int parse_args(Driver *d, int argc, char **argv)
{
	int info = -1;
	bool run = false;
	for (int i = 1; i < argc; i++) {
		const char *arg = argv[i];
		if (arg[0] != '-' || arg[1] == 0) {      /* "-" is standard input */
			add_input(d, arg);
			if (run) {
				/* -run FILE: the rest is the program's argv. */
				d->run_argc = argc - i;
				d->run_argv = argv + i;
				break;
			}
			continue;
		}
		const Option *o = find_option(arg);
		if (!o) {
			diag_error(d->diag, LOC_NONE, "unknown argument: '%s'", arg);
			continue;
		}
		if (o->fn == opt_run) {
			run = true;                 /* options may still come */
			continue;
		}
		const char *val = arg + strlen(o->name);
		bool exact = *val == 0;
		if (o->kind == SEPARATE || (o->kind == JOINED_SEP && exact)) {
			if (i + 1 >= argc) {
				diag_error(d->diag, LOC_NONE, "argument to '%s' is missing", arg);
				break;
			}
			val = argv[++i];
		} else if (o->kind == FLAG && !exact) {
			diag_error(d->diag, LOC_NONE, "unknown argument: '%s'", arg);
			continue;
		}
		if (o->fn == opt_info && info < 0)
			info = o->data;
		o->fn(d, o, val, arg);
	}
	if (run && !d->run_argv && !diag_errors(d->diag))
		diag_error(d->diag, LOC_NONE, "'-run' needs a file to run");
	if (diag_errors(d->diag))
		return 1;
	switch (info) {
	case INFO_HELP: print_help(stdout); return 0;
	case INFO_VERSION: print_version(stdout); return 0;
	case INFO_DUMPVERSION: printf("%s\n", PACKAGE_VERSION); return 0;
	case INFO_SEARCH_DIRS: print_search_dirs(stdout); return 0;
	case INFO_OPTIONS: print_options(stdout); return 0;
	}
	return -1;
}
