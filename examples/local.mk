# Examples shipped with the source
EXTRA_DIST += examples/hello.mlir
