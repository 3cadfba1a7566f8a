/* mlir.c - the in-process job: one .mlir from text to its output.
 *
 *   parse, pipeline to PIPE_INPUT    (ST_PARSE)    -fsyntax-only and
 *                                                  --print-ir=input stop here
 *   pipeline to PIPE_RUNTIME         (ST_LOWER)    --print-ir=runtime and
 *                                                  --emit-header (which
 *                                                  declares what the object
 *                                                  exports) stop here
 *   pipeline to PIPE_CF              (ST_CODEGEN)  --print-ir=cf
 *   back end: emit or run                          -c, -S, linking, -run
 *
 * The pipeline (passes.h) runs the passes in order and verifies the
 * module after each. */
#include "config.h"
#include "driver.h"
#include "syntax/syntax.h"
#include "toolpaths.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static bool header(Module *m, const Input *in, FILE *f)
{
	Buf b;
	buf_init(&b);
	bool ok = emit_c_header(m, in->path, &b);
	if (ok)
		fwrite(b.data, 1, b.len, f);
	buf_free(&b);
	return ok;
}

/* Whether this job writes a dependency file: when it compiles, or, as
 * with gcc, for -fsyntax-only when -MF names the file. */
static bool wants_deps(const Driver *d, Mode mode)
{
	return d->deps.on && (mode == MODE_OBJECT || mode == MODE_ASM || mode == MODE_LINK ||
	                      mode == MODE_HEADER || (mode == MODE_SYNTAX && d->deps.file));
}

/* The make target: the output, or the object cc would have written. */
static const char *deps_target(const Driver *d, const Input *in, const char *out)
{
	if (d->mode == MODE_OBJECT || d->mode == MODE_ASM || d->mode == MODE_HEADER)
		return out;
	return default_output(in->path, ".o");
}

static bool deps(Driver *d, const Input *in, const char *out)
{
	/* A header written by the same compile is a target of the rule too:
	 * "k.o k.h: k.mlir". */
	return !wants_deps(d, d->mode) ||
	       write_deps(d, in, deps_target(d, in, out), d->header_file);
}

static CodegenOptions codegen_options(const Driver *d, const Input *in)
{
	CodegenOptions cg = d->cg;
	cg.source_name = in->path;
	/* The working directory goes into debug info only: without -g the
	 * output must not depend on where it was built. */
	static char cwd[4096];
	if (cg.debug_info && getcwd(cwd, sizeof cwd))
		cg.comp_dir = cwd;
	return cg;
}

static bool emit(Driver *d, Module *m, const Input *in, FILE *f)
{
	const Backend *be = backend_load(d->diag);
	if (!be)
		return false;
	EmitKind kind = EMIT_OBJECT;
	if (d->mode == MODE_ASM)
		kind = d->emit_llvm ? EMIT_LLVM_IR : EMIT_ASSEMBLY;
	else if (d->mode == MODE_OBJECT && d->emit_llvm)
		kind = EMIT_BITCODE;
	CodegenOptions cg = codegen_options(d, in);
	char *bytes = NULL;
	size_t len = 0;
	bool ok = be->emit(m, &cg, kind, &bytes, &len);
	if (ok)
		fwrite(bytes, 1, len, f);
	free(bytes);
	return ok;
}

static int run(Driver *d, Module *m, const Input *in)
{
	const Backend *be = backend_load(d->diag);
	if (!be)
		return 1;
	CodegenOptions cg = codegen_options(d, in);
	fflush(stdout);
	int rc = be->run(m, &cg, toolpaths()->runtime_so, d->run_argc, d->run_argv);
	fflush(stdout);
	return rc < 0 ? 1 : rc;
}

/* Where the pipeline ends for the mode (driver.h's stages). */
static PipelineEnd pipeline_end(Mode mode)
{
	unsigned stages = mode_info[mode].stages;
	if (stages & STAGE(ST_CODEGEN))
		return PIPE_CF;
	return stages & STAGE(ST_LOWER) ? PIPE_RUNTIME : PIPE_INPUT;
}

/* The pipeline as far as the mode goes.  With --emit-header=FILE the
 * header is taken where --emit-header takes it, after the async
 * lowering, into `hdr`; the rest of the pipeline then runs from there
 * (scf-to-cf, which --pass= style runs with what must follow it). */
static bool run_pipeline(Driver *d, Module *m, const Input *in, Buf *hdr)
{
	Pipeline pipe = d->pipe;
	pipe.dump_opts = d->print;
	PipelineEnd end = pipeline_end(d->mode);
	if (!d->header_file || d->mode == MODE_HEADER || end != PIPE_CF || pipe.nonly)
		return pipeline_run(m, &pipe, end);
	if (!pipeline_run(m, &pipe, PIPE_RUNTIME) || !emit_c_header(m, in->path, hdr))
		return false;
	pipe.nonly = 1;
	pipe.only[0] = pass_lookup("scf-to-cf");
	return pipeline_run(m, &pipe, PIPE_CF);
}

/* One module (a whole file, or one chunk of -split-input-file) through
 * the pipeline as far as the mode goes, its result written to f (a
 * header without f: to hdr). */
static bool compile_module(Driver *d, const Input *in, uint32_t file, unsigned chunk,
                           FILE *f, Buf *hdr, int *rc)
{
	Module *m = parse_module(d->ctx, file);
	bool ok = m && run_pipeline(d, m, in, hdr);
	if (ok) {
		switch (d->mode) {
		case MODE_SYNTAX: break;
		case MODE_PRINT_INPUT: case MODE_PRINT_RUNTIME: case MODE_PRINT_CF:
			/* mlir-opt's separator between the chunks' outputs. */
			if (chunk)
				fputs("// -----\n", f);
			ok = print_module(m, f, d->print);
			break;
		case MODE_HEADER: ok = f ? header(m, in, f) : emit_c_header(m, in->path, hdr); break;
		case MODE_OBJECT: case MODE_ASM: case MODE_LINK: ok = emit(d, m, in, f); break;
		case MODE_RUN: *rc = run(d, m, in); break;
		case MODE__COUNT: break;
		}
	}
	module_free(m);
	return ok;
}

int compile_mlir(Driver *d, const Input *in, const char *out, bool out_is_temp)
{
	/* The output's temporary exists from the start: an interrupted or
	 * failed job then removes it and any stale output at the path. */
	OutFile o;
	FILE *f = NULL;
	/* A header goes to `hdr` first, and to its file only if it changed. */
	Buf hdr;
	buf_init(&hdr);
	bool header_file = d->mode == MODE_HEADER && out && strcmp(out, "-") != 0 && !out_is_temp;
	if (out && !header_file && !(f = out_is_temp ? out_open_in_place(d->diag, &o, out)
	                                              : out_open(d->diag, &o, out)))
		return 1;
	if (d->header_file)
		out_guard(d->header_file);
	uint32_t file = source_load(d->ctx, in->path);
	uint32_t *chunks = &file;
	unsigned nchunks = file ? 1 : 0;
	if (file && d->split_input)
		nchunks = source_split(d->ctx, file, &chunks);
	/* Each chunk is checked even after one fails, as mlir-opt does. */
	bool ok = file != 0;
	int rc = 0;
	for (unsigned k = 0; k < nchunks; k++)
		ok &= compile_module(d, in, chunks[k], k, f, &hdr, &rc);
	if (chunks != &file)
		free(chunks);
	if (ok && (header_file || d->header_file))
		ok = out_write_if_changed(d->diag, header_file ? out : d->header_file,
		                          hdr.data ? hdr.data : "", hdr.len);
	buf_free(&hdr);
	if (f)
		ok = out_close(d->diag, &o, ok) && ok;
	if (ok)
		ok = deps(d, in, out);
	return ok ? rc : 1;
}

/* ------------------------------------------------- the equivalent command */

void mlir_job_argv(const Driver *d, const Input *in, Mode mode, const char *out, StrVec *argv)
{
	sv_push(argv, d->argv0);
	if (mode != MODE_RUN)
		sv_push(argv, mode_info[mode].flag);
	if (d->emit_llvm && (mode == MODE_OBJECT || mode == MODE_ASM))
		sv_push(argv, "-emit-llvm");
	if (d->opt_flag)
		sv_push(argv, d->opt_flag);
	if (d->cg.debug_info)
		sv_push(argv, "-g");
#if BACKEND_ABI >= 2
	if (d->cg.no_llvm_passes)
		sv_push(argv, "-disable-llvm-passes");
#endif
	if (!d->cg.pic)
		sv_push(argv, "-fno-PIC");
	if (d->cg.sanitize & SANITIZE_ADDRESS)
		sv_push(argv, "-fsanitize=address");
	if (d->cg.sanitize & SANITIZE_THREAD)
		sv_push(argv, "-fsanitize=thread");
	if (d->triple)
		sv_pushf(argv, "--target=%s", d->triple);
	if (d->cpu)
		sv_pushf(argv, "-mcpu=%s", d->cpu);
	LowerOptions def;
	lower_options_default(&def);
	if (d->pipe.lower.eliminate_blocking_await != def.eliminate_blocking_await)
		sv_push(argv, d->pipe.lower.eliminate_blocking_await ? "-feliminate-blocking-await"
		                                                : "-fno-eliminate-blocking-await");
	if (d->pipe.lower.async_parallel_for != def.async_parallel_for)
		sv_push(argv, d->pipe.lower.async_parallel_for ? "-fasync-parallel-for"
		                                          : "-fno-async-parallel-for");
	if (d->pipe.lower.parallel_min_task_size != def.parallel_min_task_size)
		sv_pushf(argv, "-fparallel-min-task-size=%ld", d->pipe.lower.parallel_min_task_size);
	if (d->print.generic && mode >= MODE_PRINT_INPUT && mode <= MODE_PRINT_CF)
		sv_push(argv, "-mlir-print-op-generic");
	if (d->verify_diags)
		sv_push(argv, "-verify-diagnostics");
	if (d->split_input)
		sv_push(argv, "-split-input-file");
	if (d->header_file && mode != MODE_HEADER)
		sv_pushf(argv, "--emit-header=%s", d->header_file);
	if (d->werror)
		sv_push(argv, "-Werror");
	if (d->no_warnings)
		sv_push(argv, "-w");
	if (d->color >= 0)
		sv_push(argv, d->color ? "-fdiagnostics-color=always" : "-fdiagnostics-color=never");
	if (wants_deps(d, mode)) {
		sv_push(argv, "-MD");
		sv_push(argv, "-MF");
		sv_push(argv, deps_path(d, in));
		if (d->deps.targets.n) {
			for (unsigned i = 0; i < d->deps.targets.n; i++) {
				sv_push(argv, "-MT");
				sv_push(argv, d->deps.targets.v[i]);
			}
		} else if (mode == MODE_LINK || mode == MODE_SYNTAX) {
			sv_push(argv, "-MT");
			sv_push(argv, make_quote(deps_target(d, in, out)));
		}
		if (d->deps.phony)
			sv_push(argv, "-MP");
	}
	if (mode == MODE_RUN) {
		if (d->cg.entry) {
			sv_push(argv, "-e");
			sv_push(argv, d->cg.entry);
		}
		sv_push(argv, "-run");
		for (int i = 0; i < d->run_argc; i++)
			sv_push(argv, d->run_argv[i]);
		return;
	}
	sv_push(argv, in->path);
	if (out && strcmp(out, "-") != 0) {
		sv_push(argv, "-o");
		sv_push(argv, out);
	}
}
