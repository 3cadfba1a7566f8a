# Benchmarks, not part of make check: `make bench` runs bench/runtime.sh,
# which builds fanout, chain and fib through MLIR 19's pipeline and in C
# (asyncrt.h and OpenMP) and times them side by side.
# Against MLIR 19, by hand: compile time and memory (bench/compile.sh [N])
# and the speed of the code asyncc generates (bench/compiled_runtime.sh).

bench: runtime/libasyncrt.la
	MLIR_OPT='$(MLIR_OPT)' MLIR_TRANSLATE='$(MLIR_TRANSLATE)' \
	LLVM_OPT='$(LLVM_OPT)' LLC='$(LLC)' MLIR_LIBDIR='$(MLIR_LIBDIR)' \
	CC='$(CC)' bash $(srcdir)/bench/runtime.sh $(abs_top_builddir)
.PHONY: bench

clean-local: clean-bench
clean-bench:
	-rm -rf bench/out

EXTRA_DIST += \
	bench/runtime.sh \
	bench/fanout.mlir bench/chain.mlir bench/fib.mlir \
	bench/mlir19-pipeline.txt \
	bench/c_fanout.c bench/c_chain.c bench/c_fib.c \
	bench/omp_fanout.c bench/omp_chain.c bench/omp_fib.c \
	bench/compile.sh bench/compiled_runtime.sh bench/gen_module.py
