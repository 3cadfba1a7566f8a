/* gen.h - a generator of valid async programs, for fuzzing the passes
 * and the back end with deep inputs instead of syntax errors.
 *
 * gen_program() reads its choices from a byte string (a fuzzer's input,
 * or bytes from a seed) and writes a well-typed module: func.func and
 * async.func with scalar, memref, token, value and group parameters and
 * results, calls between them (recursive ones too), async.execute with
 * dependencies, value operands, captured values and nested executes,
 * async.call / async.await / groups, scf.for / scf.if / scf.while with
 * awaits and tokens among their results and loop-carried values,
 * diamonds of cf branches with token block arguments, memref loads and
 * stores, arith.select of tokens, cf.assert (errors inside coroutines),
 * async.allowed_to_block and the choice of -feliminate-blocking-await.
 * Every choice is a byte; when the bytes run out every choice is the
 * first one, which always ends the program.
 *
 * With `runnable`, the program also has a @main that calls every
 * function, and can run: loops terminate, asserts hold, memrefs are
 * main's, and every region awaits the tokens, values and groups it
 * created before it ends, so that nothing is left running (or alive)
 * when main returns.  What it prints is the same on every run, in the
 * same order: main fills its memrefs first, and every store writes the
 * value the slot already holds (tasks store concurrently; what they load
 * must not depend on who came first), so a load reads what main stored;
 * and a print site adds a value it computes to its own slot of the
 * global @printed (an atomic add: the sum is the same in any order),
 * which main prints, slot by slot, at its end (gen.c, stmt_print).
 *
 * With `mlir_compatible` (with `runnable`), the program keeps to what
 * MLIR 19's own pipeline lowers, so that it can be the test suite's
 * oracle: no -feliminate-blocking-await; region results, block arguments
 * and selects of scalars only (MLIR's LLVM conversion leaves async types
 * in block arguments unconverted); and inside a coroutine (an
 * async.execute body, an async.func) no async op within scf.for, scf.if
 * or scf.while, where MLIR cannot split the region at a suspension.  The
 * same seed gives another program than without it.
 *
 * With `c_reference` (with `runnable`), the generator also writes a
 * sequential C program that prints exactly what the module prints, an
 * oracle independent of asyncc and of MLIR (gen.c, "C reference"); the
 * module itself is the same as without it.
 *
 * Only the C library is used: the generator also builds into a small
 * tool (fuzz/gen_main.c) for the test suite and for reading programs. */
#ifndef ASYNCC_FUZZ_GEN_H
#define ASYNCC_FUZZ_GEN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct GenConfig {
	bool runnable;                 /* in: see above */
	bool mlir_compatible;          /* in: see above */
	unsigned max_ops;              /* in: statements at most (0: 200) */
	bool eliminate_blocking_await; /* out: compile with that flag */
	bool c_reference;              /* in (with runnable): write c_text */
	char *c_text;                  /* out: the C reference, malloc'd */
} GenConfig;

/* The module as malloc'd, NUL-terminated text. */
char *gen_program(const uint8_t *data, size_t size, GenConfig *cfg);

#endif
