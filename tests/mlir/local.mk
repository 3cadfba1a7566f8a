# lit-style .mlir tests
