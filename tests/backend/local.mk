# Back-end tests: FileCheck on the LLVM IR asyncc emits (coroutines,
# memref descriptors, the C interface, runtime calls, arith, debug info),
# output kinds and determinism, targets, and diagnostics.  None needs the
# runtime.
BACKEND_TESTS = \
	tests/backend/coro_ir.mlir \
	tests/backend/memref_ir.mlir \
	tests/backend/ciface_ir.mlir \
	tests/backend/runtime_ir.mlir \
	tests/backend/arith_ir.mlir \
	tests/backend/vector_ir.mlir \
	tests/backend/scalar_ir.mlir \
	tests/backend/debug_ir.mlir \
	tests/backend/llvm_ir.mlir \
	tests/backend/output.mlir \
	tests/backend/target.mlir \
	tests/backend/codegen-refusals.mlir \
	tests/backend/errors.sh \
	tests/backend/exports.sh
TESTS += $(BACKEND_TESTS)
EXTRA_DIST += $(BACKEND_TESTS)
