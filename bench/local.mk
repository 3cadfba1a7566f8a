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
	bench/compile.sh bench/compiled_runtime.sh bench/gen_module.py bench/serial_fib.c

# The C API against oneTBB and OpenMP (libgomp, LLVM libomp), side by
# side: fib three ways, round trips from main(), fan-out, chain, a
# parallel loop.  make bench-runtime [RUNS=7 WORKERS=2]
.PHONY: bench-runtime
bench-runtime: runtime/libasyncrt.la
	CC='$(CC)' $(BASH) $(srcdir)/bench/runtime-c.sh $(abs_top_builddir)
EXTRA_DIST += bench/runtime-c.sh bench/pfor_body.h bench/tbb_common.h \
	bench/c_fib_order.c bench/c_fib_group.c bench/c_roundtrip.c bench/c_pfor.c \
	bench/omp_fib_group.c bench/omp_roundtrip.c bench/omp_pfor.c \
	bench/tbb_fib.cc bench/tbb_fib_group.cc bench/tbb_fanout.cc bench/tbb_chain.cc \
	bench/tbb_roundtrip.cc bench/tbb_pfor.cc

# Speed-up curves with 1, 2, 4, ... workers up to the CPUs present,
# libasyncrt beside oneTBB and OpenMP.  make bench-scaling [RUNS=5]
.PHONY: bench-scaling
bench-scaling: src/asyncc runtime/libasyncrt.la
	CC='$(CC)' ASYNCC=$(abs_top_builddir)/src/asyncc \
	  $(BASH) $(srcdir)/bench/scaling.sh $(abs_top_builddir)
EXTRA_DIST += bench/scaling.sh

# Front end: parse + verify + print of a 32,000-line module against
# mlir-opt-19.  make bench-frontend [BENCH_FRONTEND_N=2000]
BENCH_FRONTEND_N = 2000
EXTRA_DIST += bench/frontend.sh bench/gen-frontend.sh
.PHONY: bench-frontend
bench-frontend: src/asyncc
	ASYNCC=$(abs_top_builddir)/src/asyncc MLIR_OPT='$(MLIR_OPT)' \
	  $(SHELL) $(srcdir)/bench/frontend.sh $(BENCH_FRONTEND_N)

# scf.parallel, compute bound and memory bound: asyncc with 1 and 2
# workers, the sequential loop, and
# MLIR 19's async-parallel-for build.  make bench-parallel
EXTRA_DIST += bench/parallel.sh bench/parallel.mlir bench/parallel2d.mlir bench/c_parallel2d.c
.PHONY: bench-parallel
bench-parallel: src/asyncc runtime/libasyncrt.la
	ASYNCC=$(abs_top_builddir)/src/asyncc MLIR_OPT='$(MLIR_OPT)' \
	MLIR_TRANSLATE='$(MLIR_TRANSLATE)' LLVM_OPT='$(LLVM_OPT)' LLC='$(LLC)' \
	MLIR_LIBDIR='$(MLIR_LIBDIR)' CC='$(CC)' \
	  $(BASH) $(srcdir)/bench/parallel.sh $(abs_top_builddir)

# What ASYNCRT_TRACE costs per task (recording alone, and writing the
# file) beside the untraced run, paired rounds.  make bench-trace [RUNS=11]
.PHONY: bench-trace
bench-trace: src/asyncc runtime/libasyncrt.la
	ASYNCC=$(abs_top_builddir)/src/asyncc CC='$(CC)' PYTHON3='$(PYTHON3)' \
	  $(BASH) $(srcdir)/bench/trace.sh $(abs_top_builddir)
EXTRA_DIST += bench/trace.sh
# Tracing off (and any runtime change) against another build of the
# library, paired: bench/ab_libs.py PROG DIR_A DIR_B [ROUNDS].
EXTRA_DIST += bench/ab_libs.py
