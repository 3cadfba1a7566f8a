/* driver.c - asyncc as cc: inputs, stages, jobs.
 *
 * An input's file type (from its name) says which stages it can go
 * through; the mode (from -c, -S, --print-ir, ...) says which stages
 * run.  Their intersection is the input's path through the compiler:
 *
 *   x.mlir  parse, lower, codegen  in process  -> x.o (or a temporary)
 *   x.c     cc                     cc -c       -> x.o (or a temporary)
 *   x.o     -                                  -> the link as it is
 *   link    cc objects... -L<runtime> -lasyncrt -lpthread -lm -> a.out
 *
 * Planning makes a list of jobs; -### prints it, -v prints each job as
 * it runs.  A .mlir job is printed as the asyncc command that does the
 * same work alone, so every printed line can be run by hand. */
#include "config.h"
#include "driver.h"
#include "toolpaths.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ------------------------------------------------------------- tables */

#define S(s) STAGE(ST_##s)

const ModeInfo mode_info[MODE__COUNT] = {
	/* In MODE_LINK each .mlir is compiled like -c, to a temporary. */
	[MODE_LINK]          = {"-c", S(PARSE) | S(LOWER) | S(CODEGEN) | S(CC) | S(LINK), NULL, NULL},
	[MODE_OBJECT]        = {"-c", S(PARSE) | S(LOWER) | S(CODEGEN) | S(CC), ".o", ".bc"},
	[MODE_ASM]           = {"-S", S(PARSE) | S(LOWER) | S(CODEGEN) | S(CC), ".s", ".ll"},
	[MODE_SYNTAX]        = {"-fsyntax-only", S(PARSE) | S(CC), NULL, NULL},
	[MODE_PRINT_INPUT]   = {"--print-ir=input", S(PARSE), "-", "-"},
	[MODE_PRINT_RUNTIME] = {"--print-ir=runtime", S(PARSE) | S(LOWER), "-", "-"},
	[MODE_PRINT_CF]      = {"--print-ir=cf", S(PARSE) | S(LOWER) | S(CODEGEN), "-", "-"},
	[MODE_HEADER]        = {"--emit-header", S(PARSE) | S(LOWER), "-", "-"},
	[MODE_RUN]           = {"-run", S(PARSE) | S(LOWER) | S(CODEGEN), NULL, NULL},
};

static const struct FileTypeInfo {
	const char *suffix;
	unsigned stages;
} file_types[FT__COUNT] = {
	[FT_MLIR]    = {".mlir", S(PARSE) | S(LOWER) | S(CODEGEN) | S(LINK)},
	[FT_MLIR_GZ] = {".mlir.gz", S(PARSE) | S(LOWER) | S(CODEGEN) | S(LINK)},
	[FT_C]       = {".c", S(CC) | S(LINK)},
	[FT_ASM]     = {".s", S(CC) | S(LINK)},
	[FT_ASM_CPP] = {".S", S(CC) | S(LINK)},
	[FT_OBJECT]  = {".o", S(LINK)},
	[FT_ARCHIVE] = {".a", S(LINK)},
	[FT_SHARED]  = {".so", S(LINK)},
	[FT_OTHER]   = {"", S(LINK)},
};

#undef S

/* ------------------------------------------------------------ helpers */

const char *path_base(const char *path)
{
	const char *slash = strrchr(path, '/');
	return slash ? slash + 1 : path;
}

static bool has_suffix(const char *s, const char *suffix)
{
	size_t n = strlen(s), k = strlen(suffix);
	return n >= k && strcmp(s + n - k, suffix) == 0;
}

static FileType file_type(const char *path)
{
	if (strcmp(path, "-") == 0)
		return FT_MLIR;
	/* .mlir.gz before .mlir: the longer suffix wins. */
	static const FileType order[] = {
		FT_MLIR_GZ, FT_MLIR, FT_C, FT_ASM, FT_ASM_CPP, FT_OBJECT, FT_ARCHIVE, FT_SHARED,
	};
	for (size_t i = 0; i < sizeof order / sizeof *order; i++)
		if (has_suffix(path, file_types[order[i]].suffix))
			return order[i];
	if (strstr(path_base(path), ".so."))         /* libfoo.so.1 */
		return FT_SHARED;
	return FT_OTHER;
}

/* The base name, without the suffix of its file type. */
static char *stem(const char *path)
{
	const char *base = path_base(path);
	size_t n = strlen(base);
	FileType t = file_type(path);
	if (t != FT_OTHER && t != FT_SHARED && strcmp(path, "-") != 0)
		n -= strlen(file_types[t].suffix);
	return str_printf("%.*s", (int)n, base);
}

char *default_output(const char *path, const char *suffix)
{
	char *s = stem(path);
	char *out = str_keep(str_printf("%s%s", s, suffix));
	free(s);
	return out;
}

/* ------------------------------------------------------------- jobs */

typedef enum JobKind { JOB_MLIR, JOB_EXEC } JobKind;

typedef struct Job {
	JobKind kind;
	const Input *in;           /* the input it compiles; NULL for the link */
	const char *out;           /* its output: a path, "-", or NULL */
	bool out_is_temp;          /* out is a temporary object for the link */
	bool executable;           /* the link: give the output x bits */
	int outarg;                /* JOB_EXEC: argv index of -o's value */
	StrVec argv;
} Job;

typedef struct Plan {
	Job *jobs;
	unsigned n, cap;
} Plan;

static Job *new_job(Plan *p, JobKind kind, const Input *in)
{
	if (p->n == p->cap) {
		p->cap = p->cap ? 2 * p->cap : 8;
		p->jobs = xrealloc(p->jobs, p->cap * sizeof *p->jobs);
	}
	Job *j = &p->jobs[p->n++];
	*j = (Job){.kind = kind, .in = in, .outarg = -1};
	return j;
}

/* Where an input's own output goes in the current mode. */
static const char *input_output(Driver *d, const Input *in)
{
	const ModeInfo *mi = &mode_info[d->mode];
	if (d->mode == MODE_LINK) {
		char *s = stem(in->path);
		char *tmp = temp_file(d->diag, s, ".o", d->dry_run);
		free(s);
		return tmp ? str_keep(tmp) : NULL;
	}
	const char *suffix = d->emit_llvm ? mi->llvm_suffix : mi->suffix;
	if (!suffix)
		return NULL;
	if (d->output)
		return d->output;
	if (strcmp(suffix, "-") == 0)
		return "-";
	return default_output(in->path, suffix);
}

static void color_flag(const Driver *d, StrVec *argv)
{
	if (d->color >= 0)
		sv_push(argv, d->color ? "-fdiagnostics-color=always" : "-fdiagnostics-color=never");
}

/* C sources find <asyncrt.h> where the runtime's headers are, after
 * the user's own -I.  /usr/include is cc's already: naming it would
 * only change the order of the system directories. */
static void runtime_include(const Input *in, StrVec *argv)
{
	const char *inc = toolpaths()->include_dir;
	char real[4096];
	if (in->type != FT_C && in->type != FT_ASM_CPP)
		return;
	if (realpath(inc, real) && strcmp(real, "/usr/include") == 0)
		return;
	sv_pushf(argv, "-I%s", inc);
}

/* cc for a .c or .s input: the C habits from the command line, then
 * the mode, the dependency flags, the output and the input. */
static void plan_cc(Driver *d, Plan *p, Input *in, const char *out)
{
	Job *j = new_job(p, JOB_EXEC, in);
	j->out = out;
	j->out_is_temp = d->mode == MODE_LINK;
	sv_append(&j->argv, &d->cc);
	sv_append(&j->argv, &d->ccflags);
	runtime_include(in, &j->argv);
	color_flag(d, &j->argv);
	sv_push(&j->argv, d->mode == MODE_LINK ? "-c" : mode_info[d->mode].flag);
	if (d->emit_llvm)
		sv_push(&j->argv, "-emit-llvm");
	if (d->mode != MODE_SYNTAX && d->deps.on) {
		sv_append(&j->argv, &d->deps.ccflags);
		/* cc writes to a temporary, and would name the rule and the
		 * file after it: name both after the real output. */
		if (!d->deps.file) {
			sv_push(&j->argv, "-MF");
			sv_push(&j->argv, deps_path(d, in));
		}
		if (!d->deps.targets.n) {
			sv_push(&j->argv, "-MQ");
			sv_push(&j->argv, d->mode == MODE_LINK ? default_output(in->path, ".o") : out);
		}
	}
	if (out) {
		sv_push(&j->argv, "-o");
		j->outarg = (int)j->argv.n;
		sv_push(&j->argv, out);
	}
	sv_push(&j->argv, in->path);
	if (out)
		in->object = out;
}

static void plan_link(Driver *d, Plan *p)
{
	const ToolPaths *tp = toolpaths();
	Job *j = new_job(p, JOB_EXEC, NULL);
	j->out = d->output ? d->output : "a.out";
	j->executable = true;
	sv_append(&j->argv, &d->cc);
	color_flag(d, &j->argv);
	for (unsigned i = 0; i < d->nlink; i++) {
		const LinkItem *li = &d->link[i];
		sv_push(&j->argv, li->arg ? li->arg : d->in[li->input].object);
	}
	sv_pushf(&j->argv, "-L%s", tp->runtime_dir);
	sv_push(&j->argv, "-lasyncrt");
	/* A runtime outside the loader's default directories (the build
	 * tree, a private --prefix) is found through a run path; one in
	 * /usr/lib/<multiarch> needs none, and Debian forbids it there. */
	if (tp->runtime_rpath)
		sv_pushf(&j->argv, "-Wl,-rpath,%s", tp->runtime_dir);
	sv_push(&j->argv, "-lpthread");
	sv_push(&j->argv, "-lm");
	sv_push(&j->argv, "-o");
	j->outarg = (int)j->argv.n;
	sv_push(&j->argv, j->out);
}

static bool plan(Driver *d, Plan *p)
{
	const unsigned mode_stages = mode_info[d->mode].stages;
	unsigned producing = 0;
	for (unsigned i = 0; i < d->nin; i++) {
		Input *in = &d->in[i];
		in->type = file_type(in->path);
		in->stages = file_types[in->type].stages & mode_stages;
		in->object = in->path;
		if (strcmp(in->path, "-") != 0 && access(in->path, F_OK) != 0) {
			diag_error(d->diag, LOC_NONE, "no such file or directory: '%s'", in->path);
			continue;
		}
		bool mlir = in->type == FT_MLIR || in->type == FT_MLIR_GZ;
		if (!mlir && d->mode >= MODE_PRINT_INPUT) {
			diag_error(d->diag, LOC_NONE, "'%s' is not an MLIR file; %s takes .mlir inputs",
			           in->path, mode_info[d->mode].flag);
			continue;
		}
		if (!in->stages) {
			diag_warning(d->diag, LOC_NONE,
			             "%s: linker input file unused because linking not done", in->path);
			continue;
		}
		if (in->stages & (STAGE(ST_PARSE) | STAGE(ST_CC)))
			producing++;
	}
	if (d->output && producing > 1 && d->mode != MODE_LINK && d->mode != MODE_SYNTAX) {
		diag_error(d->diag, LOC_NONE, "cannot specify -o when generating multiple output files");
		return false;
	}
	if (d->header_file && producing > 1) {
		diag_error(d->diag, LOC_NONE, "--emit-header=FILE takes one .mlir input");
		return false;
	}
	if (diag_errors(d->diag))
		return false;

	for (unsigned i = 0; i < d->nin; i++) {
		Input *in = &d->in[i];
		if (in->stages & STAGE(ST_PARSE)) {
			Job *j = new_job(p, JOB_MLIR, in);
			j->out = input_output(d, in);
			if (d->mode == MODE_LINK && !j->out)
				return false;
			j->out_is_temp = d->mode == MODE_LINK;
			if (j->out_is_temp)
				in->object = j->out;
			mlir_job_argv(d, in, d->mode, j->out, &j->argv);
		} else if (in->stages & STAGE(ST_CC)) {
			const char *out = input_output(d, in);
			if (d->mode == MODE_LINK && !out)
				return false;
			plan_cc(d, p, in, out);
		}
	}
	if (d->mode == MODE_LINK)
		plan_link(d, p);
	return true;
}

/* ------------------------------------------------------------- running */

static int run_exec(Driver *d, Job *j)
{
	/* A final output is written by cc to a temporary next to it, then
	 * renamed; temporaries for the link are written directly. */
	char *tmp = NULL;
	if (j->outarg >= 0 && !j->out_is_temp && strcmp(j->out, "-") != 0) {
		tmp = str_keep(out_temp_for(d->diag, j->out, d->dry_run));
		if (!tmp)
			return 1;
		j->argv.v[j->outarg] = tmp;
	}
	if (d->verbose || d->dry_run)
		print_command(stderr, j->argv.v);
	if (d->dry_run)
		return 0;
	int st = run_command(d->diag, j->argv.v);
	if (st == 0 && tmp)
		return out_commit_temp(d->diag, tmp, j->out, j->executable) ? 0 : 1;
	if (tmp)
		out_discard_temp(tmp, j->out);
	if (st > 0)
		diag_error(d->diag, LOC_NONE, "%s command failed with exit status %d%s",
		           j->in ? "C compiler" : "linker", st,
		           d->verbose ? "" : " (use -v to see the command)");
	return st == 0 ? 0 : 1;
}

static int run_jobs(Driver *d, Plan *p)
{
	/* From here on an error or a signal leaves nothing at any output
	 * path, even for jobs that never run. */
	for (unsigned i = 0; i < p->n && !d->dry_run; i++)
		if (p->jobs[i].out && !p->jobs[i].out_is_temp)
			out_guard(p->jobs[i].out);
	bool failed = false;
	for (unsigned i = 0; i < p->n; i++) {
		Job *j = &p->jobs[i];
		if (!j->in && failed)
			break;                     /* no link after a failed compile */
		if (j->kind == JOB_EXEC) {
			failed |= run_exec(d, j) != 0;
			continue;
		}
		if (d->verbose || d->dry_run)
			print_command(stderr, j->argv.v);
		if (d->dry_run)
			continue;
		int rc = compile_mlir(d, j->in, j->out, j->out_is_temp);
		if (d->mode == MODE_RUN)
			return rc;
		failed |= rc != 0;
	}
	return failed ? 1 : 0;
}

/* ------------------------------------------------------------- main */

/* --emit-header=FILE: with -c or -S the header is a second output of
 * the compile; with nothing else asked for, the only one. */
static bool resolve_header_file(Driver *d)
{
	if (!d->header_file)
		return true;
	bool compiles = d->flag_c || d->flag_S;
	if (d->flag_syntax || d->print_ir != MODE_LINK || d->run_argv ||
	    (d->flag_header && compiles)) {
		diag_error(d->diag, LOC_NONE, "--emit-header=FILE works with -c or -S, or alone");
		return false;
	}
	if (compiles)
		return true;
	if (d->output && strcmp(d->output, d->header_file) != 0) {
		diag_error(d->diag, LOC_NONE, "--emit-header=FILE names the output; -o cannot name another");
		return false;
	}
	d->flag_header = true;
	d->output = d->header_file;
	d->header_file = NULL;
	return true;
}

static bool resolve_mode(Driver *d)
{
	if (!resolve_header_file(d))
		return false;
	int special = (d->print_ir != MODE_LINK) + d->flag_header + (d->run_argv != NULL);
	if (special > 1) {
		diag_error(d->diag, LOC_NONE, "--print-ir, --emit-header and -run cannot be combined");
		return false;
	}
	/* As with cc, the earliest stop wins: -fsyntax-only over -S over -c.
	 * -verify-diagnostics alone checks like mlir-opt: nothing is linked. */
	d->mode = d->run_argv ? MODE_RUN
	        : d->flag_header ? MODE_HEADER
	        : d->print_ir != MODE_LINK ? d->print_ir
	        : d->flag_syntax ? MODE_SYNTAX
	        : d->flag_S ? MODE_ASM
	        : d->flag_c ? MODE_OBJECT
	        : d->verify_diags ? MODE_SYNTAX
	        : MODE_LINK;
	if (d->split_input && d->mode != MODE_SYNTAX &&
	    !(d->mode >= MODE_PRINT_INPUT && d->mode <= MODE_PRINT_CF)) {
		diag_error(d->diag, LOC_NONE,
		           "-split-input-file works with -fsyntax-only and --print-ir only");
		return false;
	}
	if (d->emit_llvm && d->mode == MODE_LINK) {
		diag_error(d->diag, LOC_NONE, "-emit-llvm cannot be used when linking (add -c or -S)");
		return false;
	}
	if (d->mode == MODE_RUN && d->nin != 1) {
		diag_error(d->diag, LOC_NONE, "-run takes exactly one .mlir file; '%s' is extra",
		           d->in[0].path);
		return false;
	}
	if (d->mode == MODE_RUN && d->cg.sanitize) {
		/* The sanitizer's runtime must be in the process from its start. */
		diag_error(d->diag, LOC_NONE, "-fsanitize=address and =thread cannot be used with -run; "
		           "link a program instead");
		return false;
	}
	if (d->mode != MODE_RUN && d->cg.entry_result) {
		diag_error(d->diag, LOC_NONE, "-entry-point-result= works with -run only");
		return false;
	}
	if (d->mode == MODE_RUN && d->entry) {
		/* The entry the program starts in: called by the JIT, and
		 * left blocking by -feliminate-blocking-await. */
		d->cg.entry = d->entry;
		d->pipe.lower.entry = d->entry;
	}
	return true;
}

static void split_words(StrVec *v, const char *s)
{
	char *copy = str_keep(xstrdup(s));
	for (char *w = strtok(copy, " \t"); w; w = strtok(NULL, " \t"))
		sv_push(v, w);
}

static void driver_free(Driver *d)
{
	sv_free(&d->cc);
	sv_free(&d->ccflags);
	sv_free(&d->deps.targets);
	sv_free(&d->deps.ccflags);
	free(d->link);
	free(d->in);
	ctx_free(d->ctx);
}

static bool color_auto(void)
{
	const char *term = getenv("TERM");
	return isatty(STDERR_FILENO) && term && *term && strcmp(term, "dumb") != 0;
}

int driver_main(int argc, char **argv)
{
	Driver d = {.argv0 = argv[0], .color = -1, .print_ir = MODE_LINK};
	d.ctx = ctx_new();
	d.diag = ctx_diag(d.ctx);
	diag_set_color(d.diag, color_auto());
	d.cg.pic = true;
	lower_options_default(&d.pipe.lower);
	split_words(&d.cc, ASYNCC_HOST_CC);
	cleanup_init();

	int rc = 1;
	Plan p = {0};
	char **given = argv;
	if (!expand_response_files(d.diag, &argc, &argv))
		goto out;
	d.argv0 = argv[0];
	rc = parse_args(&d, argc, argv);
	if (rc >= 0)
		goto out;
	rc = 1;
	if (d.color >= 0)
		diag_set_color(d.diag, d.color);
	diag_set_werror(d.diag, d.werror);
	diag_set_no_warnings(d.diag, d.no_warnings);
	if (d.verbose || d.dry_run)
		print_version(stderr);
	if (d.nin == 0) {
		if (d.verbose && !d.dry_run) {
			rc = 0;
			goto out;
		}
		diag_error(d.diag, LOC_NONE, "no input files");
		goto out;
	}
	if (!resolve_mode(&d))
		goto out;
	if (d.verify_diags)
		diag_verify_begin(d.diag);
	rc = plan(&d, &p) ? run_jobs(&d, &p) : 1;
	if (d.verify_diags)
		rc = diag_verify_end(d.diag) ? 1 : (d.mode == MODE_RUN ? rc : 0);
	else if (diag_errors(d.diag) && rc == 0)
		rc = 1;
out:
	fflush(stdout);
	for (unsigned i = 0; i < p.n; i++)
		sv_free(&p.jobs[i].argv);
	free(p.jobs);
	driver_free(&d);
	if (argv != given)
		free(argv);
	str_keep_free();
	return rc;
}
