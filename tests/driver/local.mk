# Driver and build-integration tests (see tests/driver/lib.sh).  Those
# that need code generation report SKIP until the back end is built.
DRIVER_TESTS = \
	tests/driver/info.sh \
	tests/driver/flags.sh \
	tests/driver/jobs.sh \
	tests/driver/rsp.sh \
	tests/driver/deps.sh \
	tests/driver/atomic.sh \
	tests/driver/repro.sh \
	tests/driver/header.sh \
	tests/driver/link.sh \
	tests/driver/runpath.sh \
	tests/driver/sanitize.sh \
	tests/driver/consumer.sh \
	tests/driver/cmake.sh \
	tests/driver/cmake-lang.sh \
	tests/driver/meson.sh \
	tests/driver/prefix.sh \
	tests/driver/completion.sh \
	tests/driver/valgrind.sh
TESTS += $(DRIVER_TESTS)
EXTRA_DIST += $(DRIVER_TESTS) tests/driver/lib.sh \
	examples/consumer/configure.ac examples/consumer/Makefile.am \
	examples/consumer/main.c examples/consumer/sum.mlir examples/consumer/square.mlir \
	examples/cmake-consumer/CMakeLists.txt examples/cmake-consumer/main.c \
	examples/cmake-consumer/sum.mlir examples/cmake-consumer/square.mlir \
	examples/meson-consumer/meson.build examples/meson-consumer/meson_options.txt \
	examples/meson-consumer/main.c examples/meson-consumer/sum.mlir examples/meson-consumer/square.mlir
