/* passes.h - from verified input to the IR the back end compiles.
 *
 * pipeline.c owns the order; each pass lives in passes/:
 *
 *   linalg-to-loops   linalg_to_loops.c  linalg structured ops -> scf.parallel
 *                                        over the parallel loops, scf.for
 *                                        over the reductions
 *   affine-to-scf     affine_to_scf.c    affine -> scf, memref and arith
 *   forall            forall.c           scf.forall -> scf.parallel
 *   parallel-for      parallel_for.c     scf.parallel -> tasks on the runtime
 *   sync-calls        sync_calls.c       async.func calls that cannot suspend
 *                                        -> plain calls of plain twins
 *   async-to-runtime  async_to_runtime.c async.execute / async.func / await /
 *                                        groups -> async.runtime.* and
 *                                        async.coro.* (coroutines); with
 *                                        -feliminate-blocking-await,
 *                                        blocking_await.c first
 *   refcount          refcount*.c        add_ref / drop_ref from liveness,
 *                                        then redundant pairs removed
 *   scf-to-cf         scf_to_cf.c        whatever scf is left -> branches
 *   vector-unroll     vector_unroll.c    arith and math on n-d vectors ->
 *                                        the same on their 1-d rows
 *
 * The module is verified after every pass: a pass that breaks the IR is
 * reported with the input's locations, not as a crash in LLVM.  Each
 * pass returns false after reporting errors through the context's Diag. */
#ifndef ASYNCC_PASSES_H
#define ASYNCC_PASSES_H

#include <stdio.h>

#include "ir/ir.h"
#include "syntax/syntax.h"

typedef struct LowerOptions {
	/* Rewrite functions with blocking awaits into coroutines (and their
	 * callers, transitively), except those marked async.allowed_to_block. */
	bool eliminate_blocking_await;
	/* Lower scf.parallel to parallel tasks (default) or keep it a loop. */
	bool async_parallel_for;
	/* Iterations below which a parallel loop runs as a plain loop, and
	 * the minimum work per task (-fparallel-min-task-size=). */
	long parallel_min_task_size;
	/* The function the program starts in (-run -e NAME; NULL: @main):
	 * whoever calls it waits for it to return, so blocking-await
	 * elimination leaves it a blocking function. */
	const char *entry;
} LowerOptions;

void lower_options_default(LowerOptions *o);

/* ------------------------------------------------------------ passes */

bool lower_linalg(Module *m);
bool lower_affine(Module *m);
bool lower_forall(Module *m);
/* lower_forall for the ops nested in one op. */
void forall_to_parallel_in(Module *m, Op *root);
bool lower_parallel(Module *m, const LowerOptions *o);
bool sync_calls(Module *m, const LowerOptions *o);
bool lower_async(Module *m, const LowerOptions *o);
bool insert_refcounts(Module *m);
bool lower_scf(Module *m);
bool vector_unroll(Module *m);
/* lower_scf for the ops nested in one op (a function). */
bool scf_to_cf_in(Module *m, Op *root);
/* An independent check that every path holds the references it uses
 * (for tests and fuzzers); lowers scf to do so. */
bool rc_check_module(Module *m);

/* Single passes by name, for tests and debugging (asyncc --pass=NAME,
 * like mlir-opt's pass flags). */
typedef struct NamedPass {
	const char *name;
	bool (*run)(Module *m, const LowerOptions *o);
	const char *help;
} NamedPass;

const NamedPass *pass_lookup(const char *name);
/* All of them, for listing; NULL ends the table. */
extern const NamedPass *const named_passes[];

/* ---------------------------------------------------------- pipeline */

/* Where a run of the pipeline ends. */
typedef enum PipelineEnd {
	PIPE_INPUT,        /* the verified input (--print-ir=input) */
	PIPE_RUNTIME,      /* runtime-level IR (--print-ir=runtime); scf kept */
	PIPE_CF,           /* branches only: what the back end compiles */
} PipelineEnd;

typedef struct Pipeline {
	LowerOptions lower;
	/* --pass=NAME...: these passes instead of the usual lowering (the
	 * back end still gets its scf-to-cf). */
	const NamedPass *only[16];
	unsigned nonly;
	/* --print-ir-after-all: the module after each pass, to this file
	 * (standard error, as mlir-opt does), or NULL. */
	FILE *dump;
	PrintOptions dump_opts;
} Pipeline;

void pipeline_default(Pipeline *p);

/* Verify the parsed module and run the passes up to `end`, verifying
 * after each.  False after reporting errors. */
bool pipeline_run(Module *m, const Pipeline *p, PipelineEnd end);

/* Before code generation (codegen_check.c): false, after one error that
 * names the op and why, when the module holds what the back end cannot
 * compile (scalable vectors; ops MLIR has no CPU lowering for). */
bool codegen_check(Module *m);

/* The whole lowering to runtime-level IR, with default dumps off (for
 * fuzzers and tests that drive the passes themselves). */
bool lower_to_runtime(Module *m, const LowerOptions *o);

#endif
