# Async lowering tests: FileCheck on --print-ir=runtime, diagnostics,
# the MLIR oracle run over the program corpus, and programs from the
# fuzzers' generator (fuzz/asyncc-gen) lowered and compiled.
LOWER_TESTS = \
	tests/lower/execute.mlir \
	tests/lower/await.mlir \
	tests/lower/control_flow.mlir \
	tests/lower/eliminate_blocking.mlir \
	tests/lower/eliminate_blocking_llvm.mlir \
	tests/lower/invalid.mlir \
	tests/lower/parallel_for.mlir \
	tests/lower/linalg_to_loops.mlir \
	tests/lower/affine_to_scf.mlir \
	tests/lower/parallel_cost.mlir \
	tests/lower/scalar_regions.mlir \
	tests/lower/memref_regions.mlir \
	tests/lower/invalid-memref-scope.mlir \
	tests/lower/pipeline.mlir \
	tests/lower/mlir_accepts.sh \
	tests/lower/oracle.sh \
	tests/lower/generated.sh
TESTS += $(LOWER_TESTS)
EXTRA_DIST += $(LOWER_TESTS) tests/lower/Inputs/affine-assign.mlir

# The program corpus: whole programs with their expected output in CHECK
# lines, run by the oracle here and by the execution tests.
EXTRA_DIST += $(wildcard $(srcdir)/tests/programs/*.mlir)

# Programs the fuzzers (fuzz_lower, fuzz_lower_text, fuzz_compile) found
# miscompiled or crashing the passes or the back end, reduced by hand:
# lit tests named after the bug.
LOWER_FUZZ_CRASHES = \
	tests/lower/fuzz-crashes/for-init-used-in-body.mlir \
	tests/lower/fuzz-crashes/for-init-used-in-body-async.mlir
TESTS += $(LOWER_FUZZ_CRASHES)
EXTRA_DIST += $(LOWER_FUZZ_CRASHES)
