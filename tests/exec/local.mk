# Execution tests: programs compiled by asyncc (in the JIT and as linked
# executables) whose output FileCheck compares, the program corpus
# tests/programs/ through asyncc's back end (programs.sh), the
# differential run against MLIR 19's own pipeline, and fuzz/gen.c's
# programs against MLIR 19's builds (generated_run.sh).  They need
# libasyncrt (REQUIRES: asyncrt) and SKIP until it is built.
EXEC_TESTS = \
	tests/exec/arith_int.mlir \
	tests/exec/arith_float.mlir \
	tests/exec/int_edges.mlir \
	tests/exec/math.mlir \
	tests/exec/math_bf16.mlir \
	tests/exec/math_class.mlir \
	tests/exec/print_unsigned.mlir \
	tests/exec/index.mlir \
	tests/exec/scalar_cf.mlir \
	tests/exec/scalar_async.mlir \
	tests/exec/print.mlir \
	tests/exec/cf.mlir \
	tests/exec/assert.mlir \
	tests/exec/blocking_continuation.mlir \
	tests/exec/func.mlir \
	tests/exec/scf.mlir \
	tests/exec/parallel_shapes.mlir \
	tests/exec/parallel_worth.mlir \
	tests/exec/parallel_empty.mlir \
	tests/exec/parallel_leaves.mlir \
	tests/exec/sync_calls.mlir \
	tests/exec/sync_calls_abort.mlir \
	tests/exec/memref.mlir \
	tests/exec/memref_views.mlir \
	tests/exec/memref_transpose.mlir \
	tests/exec/memref_copy.mlir \
	tests/exec/memref_scopes.mlir \
	tests/exec/memref_globals.mlir \
	tests/exec/memref_runner_utils.mlir \
	tests/exec/memref_atomic.mlir \
	tests/exec/memref_past_mlir19.mlir \
	tests/exec/memref_async.mlir \
	tests/exec/ciface.mlir \
	tests/exec/async_runtime.mlir \
	tests/exec/coro.mlir \
	tests/exec/async_func.mlir \
	tests/exec/async_execute.mlir \
	tests/exec/benchmarks.mlir \
	tests/exec/gdb.mlir \
	tests/exec/parts.mlir \
	tests/exec/interop.mlir \
	tests/exec/leak_check.mlir \
	tests/exec/run_entry.mlir \
	tests/exec/run_args.mlir \
	tests/exec/llvm_entry.mlir \
	tests/exec/vector.mlir \
	tests/exec/vector_async.mlir \
	tests/exec/affine.mlir \
	tests/exec/linalg.mlir \
	tests/exec/linalg_named.mlir \
	tests/exec/linalg_async.mlir \
	tests/exec/vector_frame.mlir \
	tests/exec/vector_matrix.mlir \
	tests/exec/programs.sh \
	tests/exec/llvm_arith.mlir \
	tests/exec/llvm_memory.mlir \
	tests/exec/llvm_control.mlir \
	tests/exec/llvm_intrinsics.mlir \
	tests/exec/llvm_intr_parts.mlir \
	tests/exec/llvm_tls.mlir \
	tests/exec/llvm_mixed.mlir \
	tests/exec/llvm_mixed_mlir.mlir \
	tests/exec/llvm_parts.mlir \
	tests/exec/llvm_atomic.mlir \
	tests/exec/wide_int.mlir \
	tests/exec/llvm_eh.mlir \
	tests/exec/llvm_vector.mlir \
	tests/exec/llvm_vector_arith.mlir \
	tests/exec/llvm_reduce.mlir \
	tests/exec/differential.sh \
	tests/exec/entry_point_result.sh \
	tests/exec/edges.sh \
	tests/exec/generated_run.sh
TESTS += $(EXEC_TESTS)
EXTRA_DIST += $(EXEC_TESTS) tests/exec/link.sh tests/exec/link_static.sh tests/exec/ciface_main.c \
	tests/exec/Inputs/async-to-runtime.txt tests/exec/Inputs/mlir19-pipeline.txt \
	tests/exec/Inputs/interop_lib.mlir tests/exec/Inputs/mlir_main.c \
	tests/exec/edges_gen.py
