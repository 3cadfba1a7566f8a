# Runtime tests.
#   test_*          criterion unit tests of every API function; test_help:
#                   helping while waiting keeps fork-join at the pool size,
#                   parallel_for, growable groups, set_num_workers;
#                   test_learn: loops run again and again learn their verdict
#   api_demo        a client of the public header alone (<asyncrt.h>)
#   stress.sh       many threads spawning, awaiting, dropping; nested
#                   blocking awaits with 1 and 2 workers (bounded sizes)
#   soak.sh         random task graphs for a bounded time, 1/2/16 workers
#   longrun         threads and memory come back down after bursts
#   leak.sh         ASYNCRT_CHECK_LEAKS and the exit status
#   misuse.sh       misuse of the API: a clear message and a failing status
#   print_diff.sh   the printers against MLIR's own libraries, byte for byte
#   memref_utils_diff.sh  the f16/bf16/vector memref printers and
#                   verifyMemRef* against MLIR's libraries likewise
#   print_lines.sh  the printers from many threads: whole lines, in order
#   mlir_compat.sh  programs built by MLIR 19's pipeline, run on libasyncrt
#   mlir_runner.sh  mlir-cpu-runner -shared-libs=libasyncrt.so
#   symbols.sh      exported symbols, SONAME
#   install.sh      installed header, library and pkg-config file
#   deadlock.sh     deadlock reports, no false ones, the SIGQUIT dump
#   stats.sh        ASYNCRT_STATS adds up
#   trace.sh        ASYNCRT_TRACE of a known task graph
#   trace_tool.sh   asyncrt-trace summary and svg on a synthetic trace

# Criterion cannot start under ThreadSanitizer (criterion issue #274):
# there the same tests run on tests/runtime/minicr.h.
if SANITIZE_THREAD
RT_TEST_CFLAGS = $(AM_CFLAGS) -DASYNCRT_MINICR
RT_TEST_LIBS = runtime/libasyncrt.la $(PTHREAD_LIBS)
else
RT_TEST_CFLAGS = $(AM_CFLAGS) $(CRITERION_CFLAGS)
RT_TEST_LIBS = runtime/libasyncrt.la $(CRITERION_LIBS) $(PTHREAD_LIBS)
endif

rt_unit_tests = \
	tests/runtime/test_token \
	tests/runtime/test_value \
	tests/runtime/test_group \
	tests/runtime/test_sched \
	tests/runtime/test_frame \
	tests/runtime/test_mlir_abi \
	tests/runtime/test_help \
	tests/runtime/test_learn
if HAVE_CRITERION
check_PROGRAMS += $(rt_unit_tests)
TESTS += $(rt_unit_tests)
endif

tests_runtime_test_token_SOURCES = tests/runtime/test_token.c tests/runtime/testutil.h tests/runtime/minicr.h
tests_runtime_test_token_CFLAGS = $(RT_TEST_CFLAGS)
tests_runtime_test_token_LDADD = $(RT_TEST_LIBS)
tests_runtime_test_value_SOURCES = tests/runtime/test_value.c tests/runtime/testutil.h tests/runtime/minicr.h
tests_runtime_test_value_CFLAGS = $(RT_TEST_CFLAGS)
tests_runtime_test_value_LDADD = $(RT_TEST_LIBS)
tests_runtime_test_group_SOURCES = tests/runtime/test_group.c tests/runtime/testutil.h tests/runtime/minicr.h
tests_runtime_test_group_CFLAGS = $(RT_TEST_CFLAGS)
tests_runtime_test_group_LDADD = $(RT_TEST_LIBS)
tests_runtime_test_sched_SOURCES = tests/runtime/test_sched.c tests/runtime/testutil.h tests/runtime/minicr.h
tests_runtime_test_sched_CFLAGS = $(RT_TEST_CFLAGS)
tests_runtime_test_sched_LDADD = $(RT_TEST_LIBS)
tests_runtime_test_frame_SOURCES = tests/runtime/test_frame.c tests/runtime/testutil.h tests/runtime/minicr.h
tests_runtime_test_frame_CFLAGS = $(RT_TEST_CFLAGS)
tests_runtime_test_frame_LDADD = $(RT_TEST_LIBS)
tests_runtime_test_mlir_abi_SOURCES = tests/runtime/test_mlir_abi.c tests/runtime/testutil.h tests/runtime/minicr.h
tests_runtime_test_mlir_abi_CFLAGS = $(RT_TEST_CFLAGS)
tests_runtime_test_mlir_abi_LDADD = $(RT_TEST_LIBS)
tests_runtime_test_help_SOURCES = tests/runtime/test_help.c tests/runtime/testutil.h tests/runtime/minicr.h
tests_runtime_test_help_CFLAGS = $(RT_TEST_CFLAGS)
tests_runtime_test_help_LDADD = $(RT_TEST_LIBS)
tests_runtime_test_learn_SOURCES = tests/runtime/test_learn.c tests/runtime/testutil.h tests/runtime/minicr.h
tests_runtime_test_learn_CFLAGS = $(RT_TEST_CFLAGS)
tests_runtime_test_learn_LDADD = $(RT_TEST_LIBS)

# test_races: race paths made deterministic (see the file).  It builds
# the runtime's sources into itself with ASYNCRT_TEST_HOOKS, to reach the
# internals and the hooks of rt.h; libasyncrt never has the hooks.
if HAVE_CRITERION
check_PROGRAMS += tests/runtime/test_races
TESTS += tests/runtime/test_races
endif
tests_runtime_test_races_SOURCES = tests/runtime/test_races.c \
	tests/runtime/testutil.h tests/runtime/minicr.h \
	$(runtime_libasyncrt_la_SOURCES)
tests_runtime_test_races_CPPFLAGS = $(AM_CPPFLAGS) -I$(top_srcdir)/runtime \
	-DASYNCRT_TEST_HOOKS
tests_runtime_test_races_CFLAGS = $(RT_TEST_CFLAGS) $(ASYNCRT_CFLAGS)
if SANITIZE_THREAD
tests_runtime_test_races_LDADD = $(PTHREAD_LIBS)
else
tests_runtime_test_races_LDADD = $(CRITERION_LIBS) $(PTHREAD_LIBS)
endif

# Plain C programs.  api_demo sees the public include directory only.
check_PROGRAMS += \
	tests/runtime/api_demo \
	tests/runtime/stress \
	tests/runtime/soak \
	tests/runtime/leaker \
	tests/runtime/longrun \
	tests/runtime/misuse \
	tests/runtime/print_demo \
	tests/runtime/memref_utils_demo \
	tests/runtime/print_lines \
	tests/runtime/late_complete \
	tests/runtime/dump_demo \
	tests/runtime/stats_demo
tests_runtime_late_complete_SOURCES = tests/runtime/late_complete.c
tests_runtime_late_complete_CPPFLAGS = -I$(top_srcdir)/include
tests_runtime_late_complete_LDADD = runtime/libasyncrt.la $(PTHREAD_LIBS)
tests_runtime_dump_demo_SOURCES = tests/runtime/dump_demo.c
tests_runtime_dump_demo_CPPFLAGS = -I$(top_srcdir)/include
tests_runtime_dump_demo_LDADD = runtime/libasyncrt.la $(PTHREAD_LIBS)
tests_runtime_stats_demo_SOURCES = tests/runtime/stats_demo.c
tests_runtime_stats_demo_CPPFLAGS = -I$(top_srcdir)/include
tests_runtime_stats_demo_LDADD = runtime/libasyncrt.la $(PTHREAD_LIBS)
tests_runtime_api_demo_SOURCES = tests/runtime/api_demo.c
tests_runtime_api_demo_CPPFLAGS = -I$(top_srcdir)/include
tests_runtime_api_demo_LDADD = runtime/libasyncrt.la
tests_runtime_stress_SOURCES = tests/runtime/stress.c tests/runtime/live.h
tests_runtime_stress_LDADD = runtime/libasyncrt.la $(PTHREAD_LIBS)
tests_runtime_soak_SOURCES = tests/runtime/soak.c tests/runtime/live.h
tests_runtime_soak_LDADD = runtime/libasyncrt.la $(PTHREAD_LIBS)
tests_runtime_misuse_SOURCES = tests/runtime/misuse.c
tests_runtime_misuse_LDADD = runtime/libasyncrt.la
tests_runtime_longrun_SOURCES = tests/runtime/longrun.c tests/runtime/live.h
tests_runtime_longrun_LDADD = runtime/libasyncrt.la
tests_runtime_leaker_SOURCES = tests/runtime/leaker.c
tests_runtime_leaker_LDADD = runtime/libasyncrt.la
tests_runtime_print_demo_SOURCES = tests/runtime/print_demo.c tests/runtime/demo_lib.h
tests_runtime_print_demo_LDADD = $(LIBS)
tests_runtime_memref_utils_demo_SOURCES = tests/runtime/memref_utils_demo.c tests/runtime/demo_lib.h
tests_runtime_memref_utils_demo_LDADD = $(LIBS)
tests_runtime_print_lines_SOURCES = tests/runtime/print_lines.c
tests_runtime_print_lines_CPPFLAGS = -I$(top_srcdir)/include
tests_runtime_print_lines_LDADD = runtime/libasyncrt.la $(PTHREAD_LIBS)

rt_script_tests = \
	tests/runtime/stress.sh \
	tests/runtime/soak.sh \
	tests/runtime/leak.sh \
	tests/runtime/misuse.sh \
	tests/runtime/print_diff.sh \
	tests/runtime/memref_utils_diff.sh \
	tests/runtime/print_lines.sh \
	tests/runtime/mlir_compat.sh \
	tests/runtime/mlir_runner.sh \
	tests/runtime/symbols.sh \
	tests/runtime/install.sh \
	tests/runtime/deadlock.sh \
	tests/runtime/stats.sh \
	tests/runtime/trace.sh \
	tests/runtime/trace_tool.sh
TESTS += tests/runtime/api_demo tests/runtime/longrun $(rt_script_tests)

EXTRA_DIST += $(rt_script_tests) tests/runtime/common.sh \
	tests/runtime/mlir/execute.mlir \
	tests/runtime/mlir/group.mlir \
	tests/runtime/mlir/func.mlir \
	tests/runtime/mlir/error.mlir \
	tests/runtime/mlir/abort.mlir \
	tests/runtime/mlir/print.mlir \
	tests/runtime/mlir/blocking.mlir \
	tests/runtime/trace/never_set.mlir \
	tests/runtime/trace/never_set_task.mlir \
	tests/runtime/trace/never_func.mlir \
	tests/runtime/trace/task_graph.mlir \
	tests/runtime/trace/synthetic.json
