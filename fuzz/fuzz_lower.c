/* fuzz_lower.c - libFuzzer targets for the async lowering.
 *
 * fuzz_lower (the default build of this file) turns the fuzzer's bytes
 * into a valid program with fuzz/gen.c: the first byte chooses a plain
 * or a runnable program (bit 0) and whether to print the lowered IR and
 * read it back (bit 1 clear: reading a few thousand lines is most of the
 * time of a run), the rest are the generator's choices.  The program
 * goes the way of asyncc --print-ir=runtime: parse, verify,
 * lower_to_runtime with the options the driver would use
 * (-feliminate-blocking-await when the generator asks for it), verify;
 * then the printed IR must read back, the reference counts must pass the
 * independent checker (rc_check_module, which also lowers scf to
 * branches) and the result must verify.  The generator promises valid
 * programs, so any diagnostic at all is a finding: the target prints the
 * program and the diagnostics and aborts.
 *
 * fuzz_lower_text (built with -DFUZZ_LOWER_TEXT) takes the bytes as
 * MLIR text instead, so that mutated test inputs reach the passes: what
 * parses and verifies is lowered (with the -f flags the text names, as
 * the tests' ASYNCC-FLAGS lines do).  A pass may reject its input with
 * diagnostics, but must not crash, and what it accepts must verify,
 * read back after printing and, unless the input had add_ref or
 * drop_ref ops of its own, pass the reference count checker. */
#include "config.h"
#include "harness.h"
#include "passes/passes.h"
#include "verify/verify.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Statements per generated program: enough for nesting, calls and
 * loops, few enough for hundreds of runs a second. */
enum { LOWER_MAX_OPS = 60 };

static WalkResult find_refcount_op(Op *op, void *arg)
{
	(void)arg;
	return op_is(op, OP_RT_ADD_REF) || op_is(op, OP_RT_DROP_REF) ? WALK_STOP : WALK_ADVANCE;
}

/* Whether the input counts references by hand (add_ref / drop_ref),
 * right or wrong: the checker may then reject the counts. */
static bool counted_by_hand(Module *m)
{
	for (Op *op = module_body(m)->first; op; op = op->next)
		if (op_walk(op, find_refcount_op, NULL) == WALK_STOP)
			return true;
	return false;
}

/* Everything after parsing.  In strict mode (generated input) every
 * failure is a finding; otherwise the passes may refuse the input. */
static void lower(Harness *h, Module *m, const LowerOptions *o, bool strict, bool print)
{
	bool by_hand = !strict && counted_by_hand(m);
	if (!lower_to_runtime(m, o)) {
		if (strict)
			harness_fail(h, "lower_to_runtime rejected a generated program");
		return;
	}
	if (!verify_module(m))
		harness_fail(h, "lower_to_runtime left IR that does not verify");
	if (print && !harness_reads_back(m, "the runtime-level IR"))
		harness_fail(h, "the printed runtime-level IR does not read back");
	if (!rc_check_module(m) && !by_hand)
		harness_fail(h, "the reference count checker rejects the lowered IR");
	if (!verify_module(m))
		harness_fail(h, "IR does not verify after rc_check_module lowered scf");
	if (print) {
		size_t len;
		free(harness_print(m, (PrintOptions){.generic = true}, &len));
	}
	if (strict && !harness_quiet(h))
		harness_fail(h, "diagnostics on a generated program");
}

#ifndef FUZZ_LOWER_TEXT

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size == 0)
		return 0;
	Harness h;
	LowerOptions o;
	Module *m = harness_generated(&h, data, size, LOWER_MAX_OPS, &o);
	lower(&h, m, &o, true, !(data[0] & 2));
	module_free(m);
	harness_end(&h);
	return 0;
}

#else

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text = malloc(size + 1);
	if (!text)
		abort();
	memcpy(text, data, size);
	text[size] = 0;
	Harness h;
	harness_begin(&h, text);
	Module *m = harness_load(&h, "input.mlir", text, size);
	if (m) {
		LowerOptions o;
		harness_options(&o, text);
		lower(&h, m, &o, false, true);
	}
	module_free(m);
	harness_end(&h);
	free(text);
	return 0;
}

#endif
