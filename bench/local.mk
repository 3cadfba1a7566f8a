# Benchmarks
# Compile-time benchmark against MLIR 19 (bench/compile.sh [N]).
EXTRA_DIST += bench/compile.sh bench/gen_module.py bench/mlir19-pipeline.txt
