# Async lowering tests
