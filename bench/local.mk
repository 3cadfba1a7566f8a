# Benchmarks

# Front end: parse + verify + print of a 32,000-line module against
# mlir-opt-19.  make bench-frontend [BENCH_FRONTEND_N=2000]
BENCH_FRONTEND_N = 2000
EXTRA_DIST += bench/frontend.sh bench/gen-frontend.sh
.PHONY: bench-frontend
bench-frontend: src/asyncc
	ASYNCC=$(abs_top_builddir)/src/asyncc MLIR_OPT='$(MLIR_OPT)' \
	  $(SHELL) $(srcdir)/bench/frontend.sh $(BENCH_FRONTEND_N)
