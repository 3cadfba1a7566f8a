# Runtime tests
