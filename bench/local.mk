# Benchmarks (not part of make check): see bench/runtime.sh.
EXTRA_DIST += \
	bench/fanout.mlir \
	bench/chain.mlir \
	bench/fib.mlir \
	bench/mlir19-pipeline.txt
