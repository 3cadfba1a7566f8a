# Driver and build-integration tests
