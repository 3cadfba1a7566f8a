/* pipeline.c - the one place that knows the order of the passes.
 *
 * As QBE's main.c does, the pipeline is a list read top to bottom: what
 * runs, in which order, and where each mode of the driver stops.
 *
 *   parse (syntax/) -> verify
 *     -> linalg-to-loops -> affine-to-scf -> forall -> parallel
 *     -> sync-calls -> async-to-runtime -> refcount        PIPE_RUNTIME
 *     -> scf-to-cf -> vector-unroll                        PIPE_CF
 *   -> the back end (backend/)
 *
 * The module is verified after every pass, and with --print-ir-after-all
 * printed after every pass, as mlir-opt's -mlir-print-ir-after-all does. */
#include "config.h"
#include "passes/passes.h"
#include "refcount.h"
#include "verify/verify.h"

#include <string.h>

void lower_options_default(LowerOptions *o)
{
	o->eliminate_blocking_await = false;
	o->async_parallel_for = true;
	o->parallel_min_task_size = 0;
	o->entry = NULL;
}

void pipeline_default(Pipeline *p)
{
	memset(p, 0, sizeof *p);
	lower_options_default(&p->lower);
}

/* ------------------------------------------------------- passes by name */

static bool run_linalg(Module *m, const LowerOptions *o) { (void)o; return lower_linalg(m); }
static bool run_affine(Module *m, const LowerOptions *o) { (void)o; return lower_affine(m); }
static bool run_forall(Module *m, const LowerOptions *o) { (void)o; return lower_forall(m); }
static bool run_parallel(Module *m, const LowerOptions *o) { return lower_parallel(m, o); }
static bool run_sync(Module *m, const LowerOptions *o) { return sync_calls(m, o); }
static bool run_async(Module *m, const LowerOptions *o) { return lower_async(m, o); }
static bool run_refcount(Module *m, const LowerOptions *o) { (void)o; return insert_refcounts(m); }
static bool run_scf(Module *m, const LowerOptions *o) { (void)o; return lower_scf(m); }
static bool run_unroll(Module *m, const LowerOptions *o) { (void)o; return vector_unroll(m); }
static bool run_check(Module *m, const LowerOptions *o) { (void)o; return rc_check_module(m); }

static bool run_refcount_opt(Module *m, const LowerOptions *o)
{
	(void)o;
	rc_optimize_module(m);
	return true;
}

static const NamedPass
	linalg = {"linalg-to-loops", run_linalg, "linalg ops to scf.parallel and scf.for loops"},
	affine = {"affine-to-scf", run_affine, "affine ops to scf, memref and arith"},
	forall = {"forall", run_forall, "scf.forall to scf.parallel"},
	parallel = {"parallel", run_parallel, "scf.parallel to tasks"},
	sync = {"sync-calls", run_sync, "async.func calls that cannot suspend to plain calls"},
	async_to_runtime = {"async-to-runtime", run_async, "high-level async ops to the runtime level"},
	refcount = {"refcount", run_refcount, "insert add_ref/drop_ref"},
	refcount_opt = {"refcount-opt", run_refcount_opt, "remove redundant add_ref/drop_ref pairs"},
	refcount_check = {"refcount-check", run_check, "check every path holds the references it uses"},
	scf_to_cf = {"scf-to-cf", run_scf, "structured control flow to branches"},
	unroll = {"vector-unroll", run_unroll, "arith and math on n-d vectors to ops on their rows"};

const NamedPass *const named_passes[] = {
	&linalg, &affine, &forall, &parallel, &sync, &async_to_runtime, &refcount, &refcount_opt, &refcount_check, &scf_to_cf, &unroll, NULL,
};

const NamedPass *pass_lookup(const char *name)
{
	for (const NamedPass *const *p = named_passes; *p; p++)
		if (strcmp((*p)->name, name) == 0)
			return *p;
	return NULL;
}

/* ----------------------------------------------------------- the order */

typedef struct Step {
	const NamedPass *pass;
	PipelineEnd stage;         /* the first end that includes it */
} Step;

/* The usual lowering, in order. */
static const Step steps[] = {
	{&linalg, PIPE_RUNTIME},
	{&affine, PIPE_RUNTIME},
	{&forall, PIPE_RUNTIME},
	{&parallel, PIPE_RUNTIME},
	{&sync, PIPE_RUNTIME},
	{&async_to_runtime, PIPE_RUNTIME},
	{&refcount, PIPE_RUNTIME},
	{&scf_to_cf, PIPE_CF},
	{&unroll, PIPE_CF},
};

static void dump(const Pipeline *p, Module *m, const char *after)
{
	if (!p->dump)
		return;
	fprintf(p->dump, "// -----// IR Dump After %s //----- //\n", after);
	print_module(m, p->dump, p->dump_opts);
	fflush(p->dump);
}

static bool run_step(const Pipeline *p, Module *m, const NamedPass *pass)
{
	if (!pass->run(m, &p->lower) || !verify_module(m))
		return false;
	dump(p, m, pass->name);
	return true;
}

bool pipeline_run(Module *m, const Pipeline *p, PipelineEnd end)
{
	if (!verify_module(m))
		return false;
	if (end > PIPE_INPUT && !codegen_check(m))   /* before any lowering */
		return false;
	if (p->nonly) {
		for (unsigned i = 0; i < p->nonly; i++)
			if (!run_step(p, m, p->only[i]))
				return false;
		/* What the back end gets has no linalg, affine or scf and no
		 * n-d arithmetic left, whatever ran (each is a no-op when
		 * there is nothing to do). */
		return end < PIPE_CF || (run_step(p, m, &linalg) && run_step(p, m, &affine) &&
		                         run_step(p, m, &scf_to_cf) && run_step(p, m, &unroll));
	}
	for (unsigned i = 0; i < sizeof steps / sizeof *steps; i++)
		if (steps[i].stage <= end && !run_step(p, m, steps[i].pass))
			return false;
	return true;
}

bool lower_to_runtime(Module *m, const LowerOptions *o)
{
	Pipeline p;
	pipeline_default(&p);
	p.lower = *o;
	for (unsigned i = 0; i < sizeof steps / sizeof *steps; i++)
		if (steps[i].stage <= PIPE_RUNTIME && !run_step(&p, m, steps[i].pass))
			return false;
	return true;
}
