# Driver and build-integration tests (see tests/driver/lib.sh)
DRIVER_TESTS = \
	tests/driver/info.sh
TESTS += $(DRIVER_TESTS)
EXTRA_DIST += $(DRIVER_TESTS) tests/driver/lib.sh
