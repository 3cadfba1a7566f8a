# Front-end tests: lit tests (each .mlir file runs its RUN lines through
# tests/lit.sh), the invalid-input corpus checked with
# -verify-diagnostics, and shell tests for the diagnostic format, the
# differential comparisons with mlir-opt-19 (round trips; diagnostics)
# and test coverage.

FRONTEND_LIT_TESTS = \
	tests/frontend/print-arith.mlir \
	tests/frontend/print-async.mlir \
	tests/frontend/async-ops.mlir \
	tests/frontend/print-misc.mlir \
	tests/frontend/print-memref.mlir \
	tests/frontend/print-memref-layout.mlir \
	tests/frontend/print-memref-transpose.mlir \
	tests/frontend/print-memref-dma.mlir \
	tests/frontend/switch-generic.mlir \
	tests/frontend/print-math.mlir \
	tests/frontend/print-math-class.mlir \
	tests/frontend/print-index.mlir \
	tests/frontend/print-scalar-ops.mlir \
	tests/frontend/generic.mlir \
	tests/frontend/print-llvm.mlir \
	tests/frontend/generic-llvm.mlir \
	tests/frontend/print-llvm-atomic.mlir \
	tests/frontend/print-llvm-eh.mlir \
	tests/frontend/print-llvm-vec-target.mlir \
	tests/frontend/print-llvm-vector.mlir \
	tests/frontend/print-llvm-intr-parts.mlir \
	tests/frontend/attributes-locations.mlir \
	tests/frontend/input-sources.mlir \
	tests/frontend/limits.mlir \
	tests/frontend/print-vector.mlir \
	tests/frontend/print-vector-ops.mlir \
	tests/frontend/print-vector-scalable.mlir \
	tests/frontend/print-vector-scalable-parts.mlir \
	tests/frontend/print-vector-warp.mlir \
	tests/frontend/print-vector-reshape.mlir \
	tests/frontend/print-vector-mask.mlir \
	tests/frontend/print-dense.mlir \
	tests/frontend/print-affine.mlir \
	tests/frontend/print-affine-ops.mlir \
	tests/frontend/print-affine-dma.mlir \
	tests/frontend/print-affine-vector.mlir \
	tests/frontend/print-affine-prefetch.mlir \
	tests/frontend/print-linalg-trait.mlir \
	tests/frontend/print-linalg.mlir \
	tests/frontend/print-names.mlir \
	tests/frontend/print-mlir-forms.mlir \
	tests/frontend/print-linalg-named.mlir \
	tests/frontend/print-multiline-attrs.mlir \
	tests/frontend/invalid/verify-affine.mlir \
	tests/frontend/invalid/verify-affine-dma.mlir \
	tests/frontend/invalid/verify-affine-vector.mlir \
	tests/frontend/invalid/verify-affine-prefetch.mlir \
	tests/frontend/invalid/linalg-trait-alias.mlir \
	tests/frontend/invalid/verify-linalg.mlir \
	tests/frontend/invalid/verify-linalg-named.mlir \
	tests/frontend/invalid/affine-linalg-asyncc.mlir \
	tests/frontend/invalid/vector-dense-affine.mlir \
	tests/frontend/invalid/lex-types.mlir \
	tests/frontend/invalid/dialect-attr-comment.mlir \
	tests/frontend/invalid/attrs-ssa.mlir \
	tests/frontend/invalid/custom-forms.mlir \
	tests/frontend/invalid/verify-structure.mlir \
	tests/frontend/invalid/verify-ops.mlir \
	tests/frontend/invalid/verify-scf.mlir \
	tests/frontend/invalid/verify-async.mlir \
	tests/frontend/invalid/hints.mlir \
	tests/frontend/invalid/verify-memref-views.mlir \
	tests/frontend/invalid/verify-memref-transpose.mlir \
	tests/frontend/invalid/verify-memref-ops.mlir \
	tests/frontend/invalid/verify-memref-dma.mlir \
	tests/frontend/invalid/verify-math-index.mlir \
	tests/frontend/invalid/verify-scalar-ops.mlir \
	tests/frontend/invalid/scalar-asyncc.mlir \
	tests/frontend/invalid/llvm-types.mlir \
	tests/frontend/invalid/llvm-forms.mlir \
	tests/frontend/invalid/llvm-verify.mlir \
	tests/frontend/invalid/llvm-verify-func.mlir \
	tests/frontend/invalid/llvm-atomic.mlir \
	tests/frontend/invalid/llvm-eh.mlir \
	tests/frontend/invalid/llvm-vec-target.mlir \
	tests/frontend/invalid/llvm-vector.mlir \
	tests/frontend/invalid/llvm-intr-parts.mlir \
	tests/frontend/invalid/llvm-verify-more.mlir \
	tests/frontend/invalid/verify-vector.mlir \
	tests/frontend/invalid/vector-asyncc.mlir \
	tests/frontend/invalid/vector-scalable.mlir \
	tests/frontend/invalid/vector-scalable-parts.mlir \
	tests/frontend/invalid/vector-warp.mlir \
	tests/frontend/invalid/verify-vector-reshape.mlir \
	tests/frontend/invalid/verify-vector-mask.mlir \
	tests/frontend/invalid/region-args.mlir \
	tests/frontend/invalid/llvm-param-attrs.mlir \
	tests/frontend/invalid/llvm-struct-names.mlir \
	tests/frontend/invalid/llvm-globals.mlir \
	tests/frontend/invalid/llvm-call-attrs.mlir \
	tests/frontend/invalid/designators.mlir

FRONTEND_SH_TESTS = \
	tests/frontend/diag-format.sh \
	tests/frontend/diag-coverage.sh \
	tests/frontend/op-coverage.sh \
	tests/frontend/differential.sh \
	tests/frontend/diag-differential.sh \
	tests/frontend/fuzz-crashes.sh \
	tests/frontend/conformance.sh

TESTS += $(FRONTEND_LIT_TESTS) $(FRONTEND_SH_TESTS)
EXTRA_DIST += $(FRONTEND_LIT_TESTS) $(FRONTEND_SH_TESTS) \
	tests/frontend/diag-coverage.py tests/frontend/diag-untested.txt \
	tools/conformance.py \
	tests/frontend/inputs/split.mlir $(FUZZ_CRASH_INPUTS) \
	tests/frontend/inputs/llvm-scalable-vec.mlir tests/frontend/inputs/llvm-target-type.mlir

# Inputs the fuzzer found crashing the front end (see fuzz-crashes.sh).
FUZZ_CRASH_INPUTS = \
	tests/frontend/fuzz-crashes/bare-dialect-alias-keeps-newline.fuzz \
	tests/frontend/fuzz-crashes/return-in-func-without-type.fuzz \
	tests/frontend/fuzz-crashes/scf-while-before-args-mismatch.fuzz
