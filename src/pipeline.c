/* pipeline.c - the passes in order, from verified input to runtime IR. */
#include "config.h"
#include "pass.h"
#include "verify.h"
#include "refcount.h"

#include <string.h>

void lower_options_default(LowerOptions *o)
{
	o->eliminate_blocking_await = false;
	o->async_parallel_for = true;
	o->parallel_min_task_size = 0;
}

bool lower_to_runtime(Module *m, const LowerOptions *o)
{
	return lower_parallel(m, o) && lower_async(m, o) && insert_refcounts(m);
}

/* ------------------------------------------------------- passes by name */

static bool run_parallel(Module *m, const LowerOptions *o) { return lower_parallel(m, o); }
static bool run_async(Module *m, const LowerOptions *o) { return lower_async(m, o); }
static bool run_refcount(Module *m, const LowerOptions *o) { (void)o; return insert_refcounts(m); }
static bool run_scf(Module *m, const LowerOptions *o) { (void)o; return lower_scf(m); }
static bool run_check(Module *m, const LowerOptions *o) { (void)o; return rc_check_module(m); }

static bool run_refcount_opt(Module *m, const LowerOptions *o)
{
	(void)o;
	rc_optimize_module(m);
	return true;
}

const NamedPass named_passes[] = {
	{"parallel", run_parallel, "scf.parallel to tasks"},
	{"async-to-runtime", run_async, "high-level async ops to the runtime level"},
	{"refcount", run_refcount, "insert add_ref/drop_ref"},
	{"refcount-opt", run_refcount_opt, "remove redundant add_ref/drop_ref pairs"},
	{"refcount-check", run_check, "check every path holds the references it uses"},
	{"scf-to-cf", run_scf, "structured control flow to branches"},
	{NULL, NULL, NULL},
};

const NamedPass *pass_lookup(const char *name)
{
	for (const NamedPass *p = named_passes; p->name; p++)
		if (strcmp(p->name, name) == 0)
			return p;
	return NULL;
}
