/* pipeline.c - the passes in order, from verified input to runtime IR. */
#include "config.h"
#include "pass.h"
#include "verify.h"

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
