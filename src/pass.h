/* pass.h - the transformations between the parsed module and the
 * runtime-level IR the back end compiles.
 *
 *   lower_parallel      scf.parallel -> async tasks on the runtime
 *   lower_async         async.execute / async.func / await / groups ->
 *                       async.runtime.* and async.coro.* (coroutines),
 *                       with -feliminate-blocking-await
 *   insert_refcounts    async.runtime.add_ref / drop_ref, then removal of
 *                       redundant pairs
 *   lower_scf           whatever scf is left -> cf branches
 *
 * Each returns false after reporting errors through the context's Diag.
 * Passes run on verified IR and leave verifiable IR behind. */
#ifndef ASYNCC_PASS_H
#define ASYNCC_PASS_H

#include "ir.h"

typedef struct LowerOptions {
	/* Rewrite functions with blocking awaits into coroutines (and their
	 * callers, transitively), except those marked async.allowed_to_block. */
	bool eliminate_blocking_await;
	/* Lower scf.parallel to parallel tasks (default) or keep it a loop. */
	bool async_parallel_for;
	/* Iterations below which a parallel loop runs as a plain loop, and
	 * the minimum work per task (-fparallel-min-task-size=). */
	long parallel_min_task_size;
} LowerOptions;

void lower_options_default(LowerOptions *o);

bool lower_parallel(Module *m, const LowerOptions *o);
bool lower_async(Module *m, const LowerOptions *o);
bool insert_refcounts(Module *m);
bool lower_scf(Module *m);
/* lower_scf for the ops nested in one op (a function). */
bool scf_to_cf_in(Module *m, Op *root);

/* The whole pipeline from verified input to runtime-level IR (what
 * --print-ir=runtime prints); scf outside coroutines is kept. */
bool lower_to_runtime(Module *m, const LowerOptions *o);

/* Single passes by name, for tests and debugging (asyncc --pass=NAME,
 * like mlir-opt's pass flags). */
typedef struct NamedPass {
	const char *name;
	bool (*run)(Module *m, const LowerOptions *o);
	const char *help;
} NamedPass;

const NamedPass *pass_lookup(const char *name);
/* The table, ending with a NULL name, for listing. */
extern const NamedPass named_passes[];

#endif
