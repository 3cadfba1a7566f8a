# Benchmarks
# Against MLIR 19: compile time and memory (bench/compile.sh [N]) and
# the speed of the generated code (bench/compiled_runtime.sh [RUNS]).
EXTRA_DIST += bench/compile.sh bench/compiled_runtime.sh bench/gen_module.py \
	bench/mlir19-pipeline.txt
