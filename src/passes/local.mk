# The passes between verified input and the IR the back end compiles
# (passes.h); pipeline.c runs them in order.
src_libasyncc_la_SOURCES += \
	src/passes/pipeline.c \
	src/passes/outline.c src/passes/outline.h \
	src/passes/linalg_to_loops.c src/passes/affine_to_scf.c \
	src/passes/forall.c \
	src/passes/parallel_for.c src/passes/sync_calls.c \
	src/passes/async_lower.h src/passes/async_lower.c src/passes/async_to_runtime.c src/passes/blocking_await.c \
	src/passes/coro.c src/passes/coro.h \
	src/passes/bitset.h src/passes/liveness.c src/passes/liveness.h \
	src/passes/refcount.h src/passes/refcount.c src/passes/refcount_policy.c \
	src/passes/refcount_insert.c src/passes/refcount_edges.c \
	src/passes/refcount_opt.c src/passes/refcount_check.c \
	src/passes/scf_to_cf.c src/passes/vector_unroll.c \
	src/passes/codegen_check.c
